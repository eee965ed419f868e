package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.e2e.SweepRuns.inProcess;
import static dev.clusterjob.e2e.SweepRuns.strings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fleet-health loop (docs/sweep.md) on the REAL Slurm testbed: node 2's link throttled with {@code tc ...
 * tbf} (as GateE2ETest does), an all-pairs sweep and a quick sweep both name it, the first quarantines it, and
 * the next submit leaves it out and runs on the other two; status shows the quarantine. Both sweeps measure
 * 3 pairs (on 3 nodes the ring is every pair); the healthy sweep and the scheduler parts on Slurm 24.11 are
 * SweepSchedulingE2ETest's.
 */
@Tag("e2e")
class SweepE2ETest {
    static Testbed tb;

    @BeforeAll
    static void testbed() {
        tb = Testbed.get();
    }

    @Test
    void aThrottledNodeIsFoundByAllPairsAndByQuickAndTheNextSubmitRunsOnTheOthers() throws Exception {
        Path dir = tb.workDir("sweep-throttled");
        String bad = tb.node(2);
        String cluster = tb.value("CJ_TESTBED_CLUSTER");
        Run all;
        Run quick;
        SweepRuns.throttle(tb, tb.veth(bad));
        try {
            all = SweepRuns.sweep(tb, dir, "--html", dir.resolve("all-pairs.html").toString(), "--svg", dir.resolve("all-pairs.svg").toString());
            quick = SweepRuns.sweep(tb, dir, "--mode", "quick", "--no-quarantine");
        } finally {
            SweepRuns.unthrottle(tb, tb.veth(bad));
        }
        assertEquals(ExitCodes.VERDICT, all.exitCode(), all.describe());
        assertEquals(List.of(bad), strings(all.stdout(), "outliers", "node"), all.describe());
        assertEquals(List.of(bad), strings(all.stdout(), "quarantined", null), "quarantined by the sweep");
        assertEquals(3, strings(all.stdout(), "pairs", "a").size(), "all pairs of 3 nodes");
        assertEquals(tb.nodes(), strings(all.stdout(), "nodes", "node"), "nodes in Slurm's order");
        assertTrue(all.stdout().contains("\"mode\":\"all-pairs\""), all.stdout());
        assertTrue(Files.readString(dir.resolve("all-pairs.html")).contains("1 outlier(s): " + bad + "."), "the report");
        assertTrue(Files.readString(dir.resolve("all-pairs.svg")).contains(">" + bad + " (outlier)</text>"), "the heat map");

        assertEquals(ExitCodes.VERDICT, quick.exitCode(), quick.describe());
        assertEquals(List.of(bad), strings(quick.stdout(), "outliers", "node"), quick.describe());
        assertTrue(quick.stdout().contains("\"mode\":\"quick\"") && quick.stdout().contains("\"reference_from\":\"baseline\""),
                "judged against the all-pairs sweep's healthy nodes: " + quick.stdout());
        assertEquals(List.of(), strings(quick.stdout(), "quarantined", null), "--no-quarantine");

        Run submit = inProcess(tb, dir, "submit", SweepRuns.hostsJob(tb, dir, "two", 2).toString(), "--wait");
        assertEquals(0, submit.exitCode(), submit.describe());
        assertTrue(submit.stderr().contains("clusterjob: quarantine (cluster " + cluster + "): excluding " + bad + " (sweep outlier, until "),
                submit.describe());
        assertTrue(submit.stderr().contains(" from partition " + tb.partition() + "; --ignore-quarantine submits without this"), submit.stderr());
        List<String> others = tb.nodes().stream().filter(n -> !n.equals(bad)).toList();
        assertEquals(others, SweepRuns.hosts(dir, "two", SweepRuns.submitted(submit)), "the job ran on the other two");

        Run status = inProcess(tb, dir, "status");
        assertTrue(status.stdout().contains("quarantined on cluster " + cluster + ": " + bad + " (sweep outlier, until "), status.describe());
        assertFalse(status.stdout().contains("quarantined on cluster " + cluster + ": " + bad + ","), "only the one node");
    }
}
