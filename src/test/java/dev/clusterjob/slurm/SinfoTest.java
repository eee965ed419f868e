package dev.clusterjob.slurm;

import dev.clusterjob.testing.Captures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** sinfo's nodes per partition, read from real 22.05 and 24.11 output (captures/slurm/sinfo/README.md). */
class SinfoTest {
    static List<Sinfo.Line> capture(String name) {
        return Sinfo.parse(Captures.slurm("sinfo/" + name));
    }

    @ParameterizedTest(name = "{0} {1}: {2} node(s), usable {3}")
    @CsvSource(delimiter = ';', value = {
        // file; partition asked (blank: the default); nodes; usable
        "sinfo-22.05-idle.txt; ; n24node1 n24node2 n24node3; n24node1 n24node2 n24node3",
        "sinfo-22.05-idle.txt; debug; n24node1 n24node2 n24node3; n24node1 n24node2 n24node3",
        "sinfo-24.11-idle.txt; gpu,debug; n25node1 n25node2 n25node3; n25node1 n25node2 n25node3",
        "sinfo-22.05-mixed-down-drained.txt; debug; n24node1 n24node2 n24node3; n24node1",
        "sinfo-24.11-mixed-down-drained.txt; ; n25node1 n25node2 n25node3; n25node1",
    })
    void partitionsOfRealOutput(String file, String partition, String nodes, String usable) {
        Sinfo.Partition p = Sinfo.partition(capture(file), partition);
        assertEquals(List.of(nodes.split(" ")), p.nodes());
        assertEquals(List.of(usable.split(" ")), p.usable());
        assertEquals(partition == null ? "gpu" : partition, p.name(), "the default partition is the one sinfo marks with '*'");
    }

    @Test
    void linesSayStateAndDefault() {
        List<Sinfo.Line> lines = capture("sinfo-22.05-mixed-down-drained.txt");
        assertEquals(6, lines.size());
        assertEquals(new Sinfo.Line("debug", false, "n24node2", "down*"), lines.get(2));
        assertEquals(new Sinfo.Line("gpu", true, "n24node3", "drained"), lines.get(5));
    }

    @ParameterizedTest(name = "{0}: usable {1}")
    @CsvSource({"idle,true", "mixed,true", "allocated,true", "idle~,true", "down*,false", "down,false", "drained,false",
        "draining,false", "fail,false", "failing,false", "idle*,false", "inval,false", "unknown*,false"})
    void usableStates(String state, boolean usable) {
        assertEquals(usable, new Sinfo.Line("p", false, "n1", state).usable());
    }

    @Test
    void anUnknownPartitionOrNoDefaultIsNull() {
        assertNull(Sinfo.partition(capture("sinfo-22.05-idle.txt"), "nosuch"));
        assertNull(Sinfo.partition(Sinfo.parse("debug|n1|idle\n"), null), "no partition marked default");
        assertEquals(List.of(), Sinfo.parse("sinfo: error: Unable to contact slurm controller\n\n"));
    }
}
