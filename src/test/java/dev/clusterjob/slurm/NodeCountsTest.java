package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Slurm's compressed per-node counts (SLURM_TASKS_PER_NODE): both directions, and bad input named. */
class NodeCountsTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "8;8",
            "8 8;8(x2)",
            "2 2 2 1;2(x3),1",
            "1 2 1;1,2,1",
            "4 4 1 1 3;4(x2),1(x2),3",
    })
    void roundTrip(String counts, String text) {
        List<Integer> list = Arrays.stream(counts.split(" ")).map(Integer::valueOf).toList();
        assertEquals(text, NodeCounts.format(list));
        assertEquals(list, NodeCounts.parse(text, "SLURM_TASKS_PER_NODE"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2(x)", "x2", "2(3)", "2,,1", "-1"})
    void malformedIsBadInput(String text) {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> NodeCounts.parse(text, "SLURM_TASKS_PER_NODE"));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("SLURM_TASKS_PER_NODE"), e.getMessage());
    }
}
