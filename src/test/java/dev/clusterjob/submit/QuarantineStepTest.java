package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.testing.QuarantineOnFakeSlurm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The quarantine's hooks in submit (dev.clusterjob.submit.QuarantineStep) through Main.run on the fake Slurm
 * (cluster "clusterjob", partitions gpu and debug of node[1-3] as the testbed's real sinfo prints them):
 * --exclude and its one line, --ignore-quarantine, another cluster's entries, status, the gate's convictions,
 * a damaged file.
 */
class QuarantineStepTest extends QuarantineOnFakeSlurm {
    @Test
    void submitExcludesTheQuarantinedNodesOfItsPartitionAndSaysSo() {
        assertEquals(0, run("quarantine", "add", "node2", "--reason", "sweep says so"));
        slurm.calls.clear();
        assertEquals(0, run("submit", "t.sh"), r.err());
        assertEquals(List.of("--exclude=node2"), sbatchOptions(0));
        assertTrue(r.err().startsWith("clusterjob: quarantine (cluster clusterjob): excluding node2 (sweep says so, until "), r.err());
        assertTrue(r.err().contains(") from partition debug; --ignore-quarantine submits without this\n"), r.err());
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls("scontrol"), "one scontrol for the cluster's name");
        assertEquals(List.of(List.of("sinfo", "--noheader", "--format=%P|%N|%T")), slurm.calls("sinfo"), "one sinfo for the partitions");

        slurm.calls.clear();
        assertEquals(0, run("submit", "t.sh", "--ignore-quarantine"), r.err());
        assertEquals(List.of(), sbatchOptions(0));
        assertFalse(r.err().contains("quarantine"), r.err());
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls("scontrol"),
                "only the cluster's name the journal records");
        assertEquals(List.of(), slurm.calls("sinfo"), "no partition");

        assertEquals(0, run("status"));
        assertTrue(r.out().contains("\nquarantined on cluster clusterjob: node2 (sweep says so, until "), r.out());
    }

    @Test
    void anotherClustersQuarantineIsNeverApplied() {
        assertEquals(0, run("quarantine", "add", "node2", "--reason", "there", "--cluster", "hpc1"));
        assertEquals(0, run("submit", "t.sh"), r.err());
        assertEquals(List.of(), sbatchOptions(0));
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls("scontrol"), "the cluster's name");
        assertEquals(List.of(), slurm.calls("sinfo"), "this cluster has no entry: no partition asked");
        assertFalse(r.err().contains("quarantine"), r.err());
    }

    @Test
    void withoutAQuarantineSubmitAsksSlurmNothingMore() {
        assertEquals(0, run("submit", "t.sh"), r.err());
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls("scontrol"),
                "the cluster's name the journal records (asked anyway)");
        assertEquals(List.of(), slurm.calls("sinfo"), "no partition");
    }

    @Test
    void aDamagedQuarantineStopsTheSubmitWithOneLineAndStaysAsItWas() throws Exception {
        Files.createDirectories(dir.resolve("state"));
        Files.writeString(quarantine().file(), "{\"version\":1,\"entries\":[{\"node\":\"node2\"");
        assertEquals(ExitCodes.STATE_DAMAGED, run("submit", "t.sh"));
        assertEquals("clusterjob: " + quarantine().file() + ": line 1, column 40: not valid JSON (Unexpected end-of-input); the quarantine is"
                + " left as it is: fix the file or move it away (clusterjob quarantine list reads it)\n", r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertEquals(List.of(), slurm.calls("sbatch"), "nothing submitted");
        assertEquals("{\"version\":1,\"entries\":[{\"node\":\"node2\"", Files.readString(quarantine().file()));
        assertEquals(0, run("submit", "t.sh", "--ignore-quarantine"), "the way out, until the file is fixed");
        assertEquals(ExitCodes.STATE_DAMAGED, run("quarantine", "list"));
        assertEquals(0, run("status"), "status still shows the jobs");
        assertTrue(r.err().contains(quarantine().file() + ": line 1, column 40: not valid JSON"), r.err());
    }

    static List<FakeSlurmRunner.Step> ends(String nodes, JobState state, int code) {
        return List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, nodes), at(20, state, nodes, state == JobState.COMPLETED ? null : "NonZeroExitCode", code << 8));
    }

    @Test
    void theGatesCertainConvictionIsQuarantinedAndTheResubmissionKeepsTheQuarantinesExclude() throws Exception {
        assertEquals(0, run("quarantine", "add", "node9", "--reason", "old", "--cluster", "clusterjob"));
        slurm.sinfo = slurm.sinfo.replace("|node[1-3]|", "|node[1-3],node9|");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1,3]", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1000.out"), "clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node busbw_gbps=- min_busbw_gbps=1 runs=3 seconds=9\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes"), r.err());
        assertEquals(List.of("--exclude=node9"), sbatchOptions(0));
        assertEquals(List.of("--exclude=node9,node2"), sbatchOptions(1), "the quarantine's exclude stays in the resubmission");
        QuarantineEntry e = quarantine().live(time.now(), "clusterjob").stream().filter(x -> x.node().equals("node2")).findFirst().orElseThrow();
        assertEquals("gate: slow", e.reason());
        assertEquals("job 1000: clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node busbw_gbps=- min_busbw_gbps=1 runs=3 seconds=9",
                e.evidence());
        assertTrue(r.err().contains("clusterjob: quarantined node2 on cluster clusterjob until "), r.err());
    }

    @Test
    void noQuarantineRecordsNoConvictionAndAnUncertainVerdictIsNeverRecorded() throws Exception {
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1,3]", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1000.out"), "clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node runs=3 seconds=9\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--no-quarantine"), r.err());
        assertEquals(List.of(), quarantine().live(time.now()));
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node3,node4", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1002.out"), "clusterjob-gate: FAIL suspects=node1,node2 certain=no reason=slow stage=all-node runs=1 seconds=3\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes"), r.err());
        assertEquals(List.of(), quarantine().live(time.now()), "certain=no convicts nobody");
    }

    /** The users' case: the spare submission's gate PASSes naming the bad node for certain: a conviction too. */
    @Test
    void theBadNodeASpareSubmissionFindsIsQuarantined() throws Exception {
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1-3]", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1000.out"), "clusterjob-gate: FAIL suspects=node1,node2 certain=no reason=slow stage=all-node"
                + " busbw_gbps=0.20 min_busbw_gbps=1 runs=1 seconds=3\n");
        Files.writeString(dir.resolve("t-1001.out"), "clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes"
                + " reason=slow stage=narrow busbw_gbps=5.00 min_busbw_gbps=1 runs=3 seconds=9\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"), r.err());
        List<QuarantineEntry> q = quarantine().live(time.now(), "clusterjob");
        assertEquals(List.of("node2"), q.stream().map(QuarantineEntry::node).toList(), "certain=no convicted nobody; the spare's PASS did");
        assertTrue(q.get(0).evidence().startsWith("job 1001: clusterjob-gate: PASS train=node1,node3"), q.get(0).evidence());
    }

    /**
     * Convictions are recorded without --exclude-bad-nodes too (opt-out, docs/sweep.md): a job submitted with
     * --wait whose gate had a spare and PASSed naming the bad node for certain, or stopped at the gate convicting
     * one; never from an uncertain verdict, never with --no-quarantine, and a job not waited on is not read.
     */
    @ParameterizedTest(name = "{0} {1} -> {4}")
    @CsvSource(delimiter = '|', value = {
        "--wait|              | COMPLETED | clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes reason=slow stage=narrow runs=3 seconds=9 | node2",
        "--wait|              | FAILED    | clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node runs=3 seconds=9 | node2",
        "--wait|              | FAILED    | clusterjob-gate: FAIL suspects=node1,node2 certain=no reason=slow stage=all-node runs=1 seconds=3 | ''",
        "--wait|--no-quarantine| COMPLETED | clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes reason=slow stage=narrow runs=3 seconds=9 | ''",
        "--json|              | COMPLETED | clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes reason=slow stage=narrow runs=3 seconds=9 | ''",
        "--wait|              | COMPLETED | training log without a gate | ''",
        "--resubmit-on-node-fail|1| COMPLETED | clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes reason=slow stage=narrow runs=3 seconds=9 | node2",
    })
    void aWaitedJobsCertainConvictionIsRecordedWithoutExcludeBadNodes(String wait, String extra, JobState state, String log, String quarantined)
            throws Exception {
        slurm.timelines.add(ends("node[1-3]", state, state == JobState.COMPLETED ? 0 : ExitCodes.GATE_FAILED));
        Files.writeString(dir.resolve("t-1000.out"), log + "\n");
        Files.createDirectories(dir.resolve("t-1000.gate")); // the gate's folder beside the output, as the gate writes it
        Files.writeString(dir.resolve("t-1000.gate/verdict.txt"), log + "\n");
        List<String> args = new java.util.ArrayList<>(List.of("submit", "t.sh", wait));
        if (extra != null) {
            args.add(extra);
        }
        run(args.toArray(String[]::new));
        assertEquals(quarantined, String.join(",", quarantine().live(time.now(), "clusterjob").stream().map(QuarantineEntry::node).toList()),
                r.err());
    }
}
