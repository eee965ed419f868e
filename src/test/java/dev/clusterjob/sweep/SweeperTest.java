package dev.clusterjob.sweep;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.SweepOnFakeSlurm;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sweep's run (dev.clusterjob.sweep.Sweeper) through Main.run on the fake Slurm and clock: render, submit,
 * wait, read the job's pairs.tsv (what the real testbed wrote, src/test/resources/sweep, put where the job
 * would write it when the fake sbatch takes the job), judge, record, quarantine.
 */
class SweeperTest extends SweepOnFakeSlurm {
    @Test
    void aHealthySweepRecordsABaselineAndTheNextOneUsesItAndQuarantinesTheOutlier() throws Exception {
        jobsWrite("testbed-healthy-all-pairs.tsv", "testbed-throttled-quick.tsv");
        assertEquals(ExitCodes.OK, sweep(), r.err());
        assertTrue(r.out().startsWith("sweep of partition debug on cluster clusterjob29 (job 1000): all-pairs, torch-probe, 3 nodes,"
                + " 3 pairs in 3 rounds\n"), r.out());
        assertTrue(r.out().contains("\nno outlier\n"), r.out());
        assertTrue(r.err().contains("no baseline yet (judged against this run's median)"), r.err());
        assertEquals(1, slurm.calls("sinfo").size(), "the partition's size: one sinfo");
        assertEquals(List.of(), Quarantine.in(dir.resolve("state")).live(ctx.time().now()), "a healthy sweep quarantines nobody");

        assertEquals(ExitCodes.VERDICT, sweep("--nodes", "3", "--mode", "quick", "--json"), r.err());
        assertTrue(r.err().contains("; baseline 0.49 GB/s"), "planned against the first sweep: " + r.err());
        Path script = Files.list(dir.resolve("state/scripts")).filter(p -> Files.isRegularFile(p)).sorted().toList().stream()
                .filter(p -> { try { return Files.readString(p).contains("--mode quick"); } catch (java.io.IOException e) { return false; } })
                .findFirst().orElseThrow();
        assertTrue(Files.readString(script).contains("--reference 0.490000"), "the in-job planner gets the baseline");
        assertTrue(r.out().startsWith("{\"partition\":\"debug\",\"cluster\":\"clusterjob29\",\"job_id\":\"1001\",\"mode\":\"quick\""), r.out());
        assertTrue(r.out().contains("\"outliers\":[{\"node\":\"n29node2\""), r.out());
        List<QuarantineEntry> q = Quarantine.in(dir.resolve("state")).live(ctx.time().now());
        assertEquals(List.of("n29node2"), q.stream().map(QuarantineEntry::node).toList());
        assertEquals("clusterjob29", q.get(0).cluster());
        assertEquals("sweep outlier", q.get(0).reason());
        assertTrue(q.get(0).evidence().startsWith("sweep job 1001 (quick, partition debug): median 0.00 GB/s = 0% of 0.49 GB/s over 2 pair(s):"),
                q.get(0).evidence());
        assertEquals(ctx.time().now().plusSeconds(86400).getEpochSecond(), q.get(0).expires().getEpochSecond(), 1, "24 h by default");

        r = Cli.run(ctx, "sweep", "history", "--partition", "debug");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\nn29node2  0.49  0.00*  down 100%\n"), r.out());
        assertEquals(5, slurm.calls("scontrol").stream().filter(c -> c.contains("config")).count(),
                "each sweep asks for the cluster twice (its own question, and the journal's when it submits), history once");
    }

    @Test
    void noQuarantineLeavesTheOutlierOutOfItAndPicturesAreWritten() throws Exception {
        jobsWrite("testbed-throttled-quick.tsv");
        assertEquals(ExitCodes.VERDICT, sweep("--nodes", "3", "--no-quarantine", "--html", "s.html", "--svg", "s.svg", "--quarantine-for", "2h"));
        assertEquals(List.of(), Quarantine.in(dir.resolve("state")).live(ctx.time().now()));
        assertTrue(Files.readString(dir.resolve("s.svg")).startsWith("<svg"));
        assertTrue(Files.readString(dir.resolve("s.html")).contains("1 outlier(s): n29node2."));
        assertTrue(r.err().contains("clusterjob: wrote " + dir.resolve("s.html")), r.err());
    }

    @Test
    void aSweepJobThatMeasuredNothingSaysWhy() throws Exception {
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node[1-2]"),
                at(5, JobState.FAILED, "node[1-2]", "NonZeroExitCode", ExitCodes.GATE_FAILED << 8));
        Files.writeString(dir.resolve("clusterjob-sweep-1000.out"), "clusterjob-gate: ERROR suspects= certain=no reason=no-tool tool=torch-probe"
                + " setting=gate.python runs=0 seconds=0\n");
        assertEquals(ExitCodes.EXTERNAL, sweep("--nodes", "2"));
        assertTrue(r.err().contains("clusterjob: sweep job 1000 measured nothing: clusterjob-gate: ERROR suspects= certain=no reason=no-tool"),
                r.err());
    }
}
