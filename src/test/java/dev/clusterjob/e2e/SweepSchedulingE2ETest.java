package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.e2e.SweepRuns.inProcess;
import static dev.clusterjob.e2e.SweepRuns.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sweep's and the quarantine's scheduler parts on the REAL testbed, run on both stacks (run-tests'
 * debian13 lane names this class): the sweep job's rounds of srun steps inside one allocation, its results read
 * back, a healthy sweep that quarantines nobody and is recorded as the partition's history; then a node put in
 * quarantine by hand (ClusterName and the node checked with the real scontrol), a submit that leaves it out,
 * and {@code --ignore-quarantine}.
 */
@Tag("e2e")
class SweepSchedulingE2ETest {
    static Testbed tb;

    @BeforeAll
    static void testbed() {
        tb = Testbed.get();
    }

    @Test
    void aHealthySweepQuarantinesNobodyAndAQuarantinedNodeIsLeftOutBySubmit() throws Exception {
        Path dir = tb.workDir("sweep-scheduling");
        String cluster = tb.value("CJ_TESTBED_CLUSTER");
        Run sweep = SweepRuns.sweep(tb, dir, "--mode", "quick");
        assertEquals(ExitCodes.OK, sweep.exitCode(), sweep.describe());
        assertEquals(List.of(), strings(sweep.stdout(), "outliers", "node"));
        assertEquals(List.of(), strings(sweep.stdout(), "quarantined", null));
        assertEquals(3, strings(sweep.stdout(), "pairs", "a").size(), sweep.stdout());
        assertTrue(sweep.stdout().contains("\"cluster\":\"" + cluster + "\""), sweep.stdout());
        Run history = inProcess(tb, dir, "sweep", "history", "--partition", tb.partition());
        assertEquals(0, history.exitCode(), history.describe());
        for (String n : tb.nodes()) {
            assertTrue(history.stdout().contains("\n" + n + " "), history.stdout());
        }
        Run list = inProcess(tb, dir, "quarantine", "list", "--json");
        assertEquals("[]\n", list.stdout(), list.describe());

        String node = tb.node(3);
        Run add = inProcess(tb, dir, "quarantine", "add", node, "--reason", "e2e: held out", "--for", "1h");
        assertEquals(0, add.exitCode(), add.describe());
        assertTrue(add.stdout().startsWith("quarantined " + node + " on cluster " + cluster + " until "), add.stdout());
        Run unknown = inProcess(tb, dir, "quarantine", "add", "nosuchnode9", "--reason", "typo");
        assertEquals(ExitCodes.USAGE, unknown.exitCode(), unknown.describe());

        Run two = inProcess(tb, dir, "submit", SweepRuns.hostsJob(tb, dir, "two", 2).toString(), "--wait");
        assertEquals(0, two.exitCode(), two.describe());
        assertTrue(two.stderr().contains("excluding " + node + " (e2e: held out, until "), two.stderr());
        assertEquals(List.of(tb.node(1), tb.node(2)), SweepRuns.hosts(dir, "two", SweepRuns.submitted(two)));
        Run three = inProcess(tb, dir, "submit", SweepRuns.hostsJob(tb, dir, "three", 3).toString(), "--wait", "--ignore-quarantine");
        assertEquals(0, three.exitCode(), three.describe());
        assertEquals(tb.nodes(), SweepRuns.hosts(dir, "three", SweepRuns.submitted(three)), "--ignore-quarantine: all three");

        Run remove = inProcess(tb, dir, "quarantine", "remove", node);
        assertEquals(0, remove.exitCode(), remove.describe());
        assertEquals("[]\n", inProcess(tb, dir, "quarantine", "list", "--json").stdout());
    }
}
