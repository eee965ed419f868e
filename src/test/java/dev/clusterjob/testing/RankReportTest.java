package dev.clusterjob.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The e2e consistency checks accept a correct run and catch each way a launch goes wrong (no Slurm needed). */
class RankReportTest {
    static final List<String> ALLOCATION = List.of("node1", "node2");

    /** One rank line as allreduce_env.py prints it; job 42 derives MASTER_PORT 15042. */
    static String line(String host, int rank, int local, int nodeRank, String master, int port, int world, int sum) {
        return "CJ-E2E-RANK host=" + host + " rank=" + rank + " local_rank=" + local + " world_size=" + world + " node_rank=" + nodeRank
                + " local_world_size=2 master_addr=" + master + " master_port=" + port + " ifname=bond0 cuda_visible_devices=- sum=" + sum + " argv=-";
    }

    static String output(String... rankLines) {
        StringBuilder b = new StringBuilder("clusterjob: job 42: launcher torchrun\n");
        for (int i = 0; i < rankLines.length; i++) {
            b.append("[default").append(i % 2).append("]:").append(rankLines[i]).append('\n');
        }
        return b.toString();
    }

    static Testbed.Finished finished(String output, String state, List<String> hosts) {
        return new Testbed.Finished("42", state, state.equals("COMPLETED") ? "0:0" : "1:0", hosts, Path.of("x.out"), output, Map.of());
    }

    static String good() {
        return output(line("node2", 3, 1, 1, "node1", 15042, 4, 10), line("node1", 0, 0, 0, "node1", 15042, 4, 10),
                line("node2", 2, 0, 1, "node1", 15042, 4, 10), line("node1", 1, 1, 0, "node1", 15042, 4, 10));
    }

    @Test
    void aCorrectRunPasses() {
        Testbed.Finished f = finished(good(), "COMPLETED", ALLOCATION);
        RankReport r = RankReport.of(f);
        assertEquals(4, r.ranks().size());
        assertEquals("node2", r.ranks().get(0).host());
        r.assertConsistent(f, 2, 2);
    }

    static Stream<Arguments> brokenRuns() {
        return Stream.of(
                Arguments.of("every node is node rank 0 (accelerate #2816)", output(line("node2", 3, 1, 0, "node1", 15042, 4, 10),
                        line("node1", 0, 0, 0, "node1", 15042, 4, 10), line("node2", 2, 0, 0, "node1", 15042, 4, 10),
                        line("node1", 1, 1, 0, "node1", 15042, 4, 10))),
                Arguments.of("swapped node ranks", output(line("node2", 1, 1, 0, "node1", 15042, 4, 10),
                        line("node1", 2, 0, 1, "node1", 15042, 4, 10), line("node2", 0, 0, 0, "node1", 15042, 4, 10),
                        line("node1", 3, 1, 1, "node1", 15042, 4, 10))),
                Arguments.of("a rank is missing", output(line("node2", 3, 1, 1, "node1", 15042, 4, 10),
                        line("node1", 0, 0, 0, "node1", 15042, 4, 10), line("node2", 2, 0, 1, "node1", 15042, 4, 10))),
                Arguments.of("wrong all_reduce sum", output(line("node2", 3, 1, 1, "node1", 15042, 4, 6),
                        line("node1", 0, 0, 0, "node1", 15042, 4, 6), line("node2", 2, 0, 1, "node1", 15042, 4, 6),
                        line("node1", 1, 1, 0, "node1", 15042, 4, 6))),
                Arguments.of("each node its own master", output(line("node2", 3, 1, 1, "node2", 15042, 4, 10),
                        line("node1", 0, 0, 0, "node1", 15042, 4, 10), line("node2", 2, 0, 1, "node2", 15042, 4, 10),
                        line("node1", 1, 1, 0, "node1", 15042, 4, 10))),
                Arguments.of("the fixed port 29500", output(line("node2", 3, 1, 1, "node1", 29500, 4, 10),
                        line("node1", 0, 0, 0, "node1", 29500, 4, 10), line("node2", 2, 0, 1, "node1", 29500, 4, 10),
                        line("node1", 1, 1, 0, "node1", 29500, 4, 10))),
                Arguments.of("two single-node worlds", output(line("node2", 1, 1, 0, "node2", 15042, 2, 3),
                        line("node1", 0, 0, 0, "node1", 15042, 2, 3), line("node2", 0, 0, 0, "node2", 15042, 2, 3),
                        line("node1", 1, 1, 0, "node1", 15042, 2, 3))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenRuns")
    void aBrokenRunIsCaught(String name, String output) {
        Testbed.Finished f = finished(output, "COMPLETED", ALLOCATION);
        assertThrows(AssertionError.class, () -> RankReport.of(f).assertConsistent(f, 2, 2), name);
    }

    @Test
    void aFailedJobIsCaughtEvenWithGoodLines() {
        Testbed.Finished f = finished(good(), "FAILED", ALLOCATION);
        assertThrows(AssertionError.class, () -> RankReport.of(f).assertConsistent(f, 2, 2));
    }

    @Test
    void ranksOnHostsOutsideTheAllocationAreCaught() {
        Testbed.Finished f = finished(good(), "COMPLETED", List.of("node1", "node3"));
        assertThrows(AssertionError.class, () -> RankReport.of(f).assertConsistent(f, 2, 2));
    }
}
