package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.Journal;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code submit --exclude-bad-nodes} and {@code submit --resubmit-on-node-fail} through Main.run, on the
 * fake Slurm and clock: which jobs end how, what their logs say, and the sbatch calls that follow.
 */
class ResubmitCliTest extends FakeSlurmCliTest {
    static final String GATE_FAIL_BOTH = "clusterjob: gate: all-node: FAIL (slow), busbw 0.20 GB/s (floor 1), exit 0\n"
            + "clusterjob: gate: training not started; gate outputs in /x/t-1000.gate\n"
            + "clusterjob-gate: FAIL suspects=node1,node2 certain=no reason=slow stage=all-node busbw_gbps=0.20 min_busbw_gbps=1 runs=1 seconds=3\n";

    void script(String extra) throws Exception {
        Files.writeString(dir.resolve("t.sh"), "#!/bin/bash\n#SBATCH -J t\n#SBATCH -o %x-%j.out\n" + extra + "srun train\n");
    }

    /** A job that runs on {@code nodes} and ends {@code state} with exit {@code code} at 20 s. */
    static List<FakeSlurmRunner.Step> ends(String nodes, JobState state, int code) {
        return List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, nodes),
                at(20, state, nodes, state == JobState.NODE_FAIL ? "NodeDown" : state == JobState.COMPLETED ? null : "NonZeroExitCode", code << 8));
    }

    void log(String id, String text) throws Exception {
        Files.writeString(dir.resolve("t-" + id + ".out"), text);
    }

    List<String> sbatchOptions(int call) {
        List<String> a = slurm.calls("sbatch").get(call);
        return a.subList(2, a.size() - 1).stream().filter(x -> !x.startsWith("--comment=")).toList();
    }

    String tag(int call) {
        return slurm.calls("sbatch").get(call).stream().filter(x -> x.startsWith("--comment=")).findFirst().orElseThrow();
    }

    @Test
    void aGateFailureIsSubmittedAgainWithoutTheSuspectsMergedWithTheScriptsOwnExclude() throws Exception {
        script("#SBATCH --exclude=node9\n");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[3-4]", JobState.COMPLETED, 0));
        log("1000", GATE_FAIL_BOTH);
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"), err);
        assertEquals(List.of(), sbatchOptions(0), "the first submission is the script as it is");
        assertEquals(List.of("--exclude=node9,node1,node2"), sbatchOptions(1));
        assertNotEquals(tag(0), tag(1), "a resubmission is a new job with its own tag");
        assertTrue(out.contains(": exit code 91\n"
                + "1000 FAILED (NonZeroExitCode): exit code 91, the fabric gate stopped the job before training (see the log's clusterjob-gate"
                + " line); log: " + dir.resolve("t-1000.out") + "; next: clusterjob doctor 1000\n"
                + "1000 stopped by the gate FAIL suspects=node1,node2 certain=no reason=slow; resubmitting without node1,node2"
                + " (--exclude=node9,node1,node2; resubmission 1 of 2)\n"
                + "submitted 1001 (t) " + dir.resolve("t.sh") + "\n"), out);
        assertTrue(out.contains("1001 RUNNING -> COMPLETED after "), out);
        Journal j = Journal.in(dir.resolve("state"));
        assertEquals(JobState.FAILED, j.find("1000").orElseThrow().state());
        assertEquals(JobState.COMPLETED, j.find("1001").orElseThrow().state());
    }

    static final String GATE_PASS_ON_A_SPARE = "clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2 certain=yes"
            + " reason=slow stage=narrow busbw_gbps=5.00 min_busbw_gbps=1 runs=3 seconds=9\n";

    /** The users' case: 2 nodes, no spare, one bad; the partition has a third node. */
    @Test
    void twoNodesWithoutASpareAreToldApartByASubmissionWithOneNodeMore() throws Exception {
        script("#SBATCH -N 2\n");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1-3]", JobState.COMPLETED, 0));
        log("1000", GATE_FAIL_BOTH);
        log("1001", GATE_PASS_ON_A_SPARE);
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"), err);
        assertEquals(List.of("--nodes=3"), sbatchOptions(1), "nobody excluded: one node more for the gate to pair with");
        assertTrue(out.contains("1000 stopped by the gate FAIL suspects=node1,node2 certain=no reason=slow; one of node1,node2 is bad and"
                + " 2 node(s) without a spare cannot tell which: resubmitting with one spare node (--nodes=3; partition gpu has 3 usable"
                + " node(s) (sinfo)) so that the gate pairs each suspect with another node and trains on 2 healthy one(s)"
                + " (resubmission 1 of 2)\nsubmitted 1001 (t) "), out);
        assertTrue(out.contains("1001 completed on node1,node3; the bad node of node1,node2 is node2 (gate PASS train=node1,node3"
                + " suspects=node2 certain=yes reason=slow): exclude it from later jobs until it is repaired\n"), out);
        assertEquals(List.of(List.of("sinfo", "--noheader", "--format=%P|%N|%T")), slurm.calls("sinfo"),
                "the partition's nodes, asked once");
    }

    @Test
    void withNoNodeToSpareTheChainStopsAndSaysWhy() throws Exception {
        script("#SBATCH -N 2\n#SBATCH -p debug\n");
        slurm.sinfo = "gpu*|node1|idle\ndebug|node1|idle\ndebug|node2|mixed\ndebug|node3|drained\n";
        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        log("1000", GATE_FAIL_BOTH);
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"));
        assertEquals(1, slurm.calls("sbatch").size(), "no sbatch that the partition would refuse");
        assertTrue(out.contains("1000 stopped by the gate FAIL suspects=node1,node2 certain=no reason=slow; not resubmitting: the gate"
                + " cannot tell which of node1,node2 is bad without a spare node, and partition debug has 2 usable node(s) (and 1 down or"
                + " drained) (sinfo): none to spare for a 2-node job, nor enough to leave either out; per_node: true in the gate"
                + " (docs/gate.md) tests each node alone\n"), out);
    }

    @Test
    void whatTheSpareJobFindsIsExcludedNextWithTheScriptsOwnNodeCount() throws Exception {
        script("#SBATCH -N 2\n");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1-3]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1,3]", JobState.COMPLETED, 0));
        log("1000", GATE_FAIL_BOTH);
        log("1001", "clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node busbw_gbps=- min_busbw_gbps=1 runs=3 seconds=9\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"), err);
        assertEquals(List.of("--nodes=3"), sbatchOptions(1));
        assertEquals(List.of("--exclude=node2"), sbatchOptions(2), "back to the script's 2 nodes, without the one found");
        assertTrue(out.contains("1001 stopped by the gate FAIL suspects=node2 certain=yes reason=slow; resubmitting without node2"
                + " (--exclude=node2; resubmission 2 of 2)\n"), out);
    }

    @Test
    void aResubmissionThatWouldLeaveTooFewNodesIsNotMade() throws Exception {
        script("#SBATCH -N 2\n");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[1-3]", JobState.FAILED, ExitCodes.GATE_FAILED));
        log("1000", GATE_FAIL_BOTH);
        log("1001", "clusterjob-gate: FAIL suspects=node1,node2 certain=yes reason=slow stage=narrow busbw_gbps=0.20 min_busbw_gbps=1"
                + " runs=4 seconds=12\n");
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "3"));
        assertEquals(2, slurm.calls("sbatch").size());
        assertTrue(out.contains("1001 stopped by the gate FAIL suspects=node1,node2 certain=yes reason=slow; not resubmitting: without"
                + " node1,node2, partition gpu has 3 usable node(s), 2 of them excluded (sinfo): 1 left for a 2-node job\n"), out);
    }

    @Test
    void aPreflightFailureIsSubmittedAgainWithoutTheNodesItNamed() throws Exception {
        script("");
        slurm.timelines.add(ends("node[1-3]", JobState.FAILED, ExitCodes.JOB_PREFLIGHT_FAILED));
        log("1000", "clusterjob-preflight: ok node1: NCCL_SOCKET_IFNAME=bond0 -> bond0\n"
                + "0: clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0)\n"
                + "clusterjob-preflight: FAIL node3: no preflight report (the step did not run there; see srun's messages above)\n"
                + "clusterjob: preflight failed on 2 of 3 node(s) (node2 node3): training not started; fix the profile, or resubmit"
                + " without them: sbatch --exclude=node2,node3\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes"), err);
        assertEquals(List.of("--exclude=node2,node3"), sbatchOptions(1));
        assertTrue(out.contains("1000 stopped by preflight on node2,node3; resubmitting without node2,node3 (--exclude=node2,node3;"
                + " resubmission 1 of 3)\n"), out);
    }

    /** A program missing on every node is the job's setup:, not a node: excluding them all would only fail again. */
    @Test
    void aProgramMissingOnEveryNodeIsTheJobsEnvironmentAndNotResubmitted() throws Exception {
        script("#SBATCH -N 2\n");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.JOB_PREFLIGHT_FAILED));
        String missing = " not found (PATH=/usr/local/bin:/usr/bin:/bin): activate its venv, conda env or module in setup: (docs/spec.md)\n";
        log("1000", "clusterjob-preflight: FAIL node1: cj-train" + missing + "clusterjob-preflight: FAIL node2: cj-train" + missing
                + "clusterjob: preflight failed on 2 of 2 node(s) (node1 node2): training not started; a program is not found (above):"
                + " activate its venv, conda env or module in setup: (docs/spec.md)\n");
        assertEquals(ExitCodes.JOB_PREFLIGHT_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"), err);
        assertEquals(1, slurm.calls("sbatch").size(), "no resubmission");
        assertTrue(out.contains("1000 stopped by preflight: cj-train not found on any node (node[1-2]): the job's environment, not a"
                + " node; activate its venv, conda env or module in setup: (docs/spec.md); not resubmitting\n"), out);
        assertEquals(List.of(), slurm.calls("sinfo"), "no partition asked: there is nothing to resubmit");
    }

    @Test
    void anErrorOrAFailWithoutSuspectsIsNeverRetried() throws Exception {
        script("");
        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        log("1000", "clusterjob-gate: ERROR suspects= certain=no reason=no-tool tool=nccl-tests runs=0 seconds=0\n");
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertEquals(1, slurm.calls("sbatch").size());
        assertTrue(out.contains("1000 stopped by the gate ERROR suspects= certain=no reason=no-tool: no node to exclude, not resubmitting\n"), out);

        log("1001", "clusterjob-gate: FAIL suspects= certain=no reason=budget stage=confirm busbw_gbps=- min_busbw_gbps=1 runs=4 seconds=120\n");
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertEquals(2, slurm.calls("sbatch").size());
        assertTrue(out.contains("1001 stopped by the gate FAIL suspects= certain=no reason=budget: no node to exclude, not resubmitting\n"), out);

        // exit 91 whose log has no verdict line (a training program that exits 91 by itself): looked for a few times, then left alone
        int sleeps = time.sleeps.size();
        log("1002", "epoch 1\nTraceback ...\n");
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertEquals(3, slurm.calls("sbatch").size());
        assertTrue(out.contains("1002 exited 91 but " + dir.resolve("t-1002.out") + " has no clusterjob-gate verdict line: not resubmitting\n"), out);
        assertTrue(time.sleeps.size() > sleeps, "the log was read again after a pause");
    }

    @Test
    void resubmissionsStopAtRetriesAndEachOneExcludesEverythingNamedSoFar() throws Exception {
        script("");
        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        for (int i = 0; i < 3; i++) {
            log(String.valueOf(1000 + i), "clusterjob-gate: FAIL suspects=node" + (i + 1) + " certain=yes reason=nccl-error stage=per-node"
                    + " busbw_gbps=- min_busbw_gbps=1 runs=2 seconds=4\n");
        }
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes", "--retries", "2"));
        assertEquals(3, slurm.calls("sbatch").size());
        assertEquals(List.of("--exclude=node1"), sbatchOptions(1));
        assertEquals(List.of("--exclude=node1,node2"), sbatchOptions(2));
        assertTrue(out.contains("1002 stopped by the gate FAIL suspects=node3 certain=yes reason=nccl-error; not resubmitting:"
                + " 2 of 2 resubmission(s) used (--retries)\n"), out);
    }

    @Test
    void aNodeFailIsSubmittedAgainWithoutTheNodeSlurmReportsDown() throws Exception {
        script("");
        slurm.timelines.add(ends("node[1-2]", JobState.NODE_FAIL, 0));
        slurm.timelines.add(ends("node[1,3]", JobState.COMPLETED, 0));
        slurm.nodeStates.put("node2", "DOWN+NOT_RESPONDING");
        slurm.nodeReasons.put("node2", "Not responding [slurm@2026-11-30T05:36:22]");
        assertEquals(0, run("submit", "t.sh", "--wait", "--resubmit-on-node-fail", "1"), err);
        assertEquals(List.of("--no-requeue"), sbatchOptions(0), "Slurm must not requeue the job itself");
        assertEquals(List.of("--no-requeue", "--exclude=node2"), sbatchOptions(1));
        assertTrue(out.contains(" (NodeDown)\n"
                + "1000 NODE_FAIL (NodeDown: a node of the job went down); log: " + dir.resolve("t-1000.out") + "; next: clusterjob doctor 1000\n"
                + "1000 ended NODE_FAIL: node2 DOWN+NOT_RESPONDING (Not responding); resubmitting without node2 (--exclude=node2;"
                + " resubmission 1 of 1)\nsubmitted 1001 (t) "), out);
        assertEquals(List.of(List.of("scontrol", "show", "node", "node[1-2]")),
                slurm.calls("scontrol").stream().filter(c -> c.get(2).equals("node")).toList());
    }

    @Test
    void aNodeFailWithNoNodeDownNowExcludesAllOfTheJobsNodesAndIsBounded() throws Exception {
        script("");
        slurm.nextTimeline = ends("node[1-2]", JobState.NODE_FAIL, 0);
        assertEquals(ExitCodes.JOB_NODE_FAIL, run("submit", "t.sh", "--resubmit-on-node-fail", "1"));
        assertEquals(List.of("--no-requeue", "--exclude=node1,node2"), sbatchOptions(1));
        assertTrue(out.contains("1000 ended NODE_FAIL on node[1-2] (no node of it is down now: excluding all of them); resubmitting"
                + " without node1,node2"), out);
        assertTrue(out.contains("1001 ended NODE_FAIL on node[1-2] (no node of it is down now: excluding all of them); not resubmitting:"
                + " 1 of 1 resubmission(s) used (--resubmit-on-node-fail)\n"), out);
    }

    @Test
    void eachFlagResubmitsOnlyItsOwnCause() throws Exception {
        script("");
        slurm.nextTimeline = ends("node[1-2]", JobState.NODE_FAIL, 0);
        assertEquals(ExitCodes.JOB_NODE_FAIL, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertEquals(1, slurm.calls("sbatch").size());
        assertEquals(List.of(), sbatchOptions(0), "no --no-requeue without --resubmit-on-node-fail");

        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        log("1001", GATE_FAIL_BOTH);
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--resubmit-on-node-fail", "2"));
        assertEquals(2, slurm.calls("sbatch").size());
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--wait"));
        assertEquals(3, slurm.calls("sbatch").size(), "plain --wait never resubmits");
    }

    @Test
    void aScriptWhoseNodelistNamesTheSuspectIsNotResubmitted() throws Exception {
        script("#SBATCH -w node[1-2]\n");
        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        log("1000", GATE_FAIL_BOTH);
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertEquals(1, slurm.calls("sbatch").size());
        assertTrue(out.contains("; not resubmitting: the script's --nodelist names node1,node2, which would have to be excluded\n"), out);
    }

    @Test
    void aRefusedResubmissionIsReportedAndTheFailedJobsCodeStands() throws Exception {
        script("");
        slurm.nextTimeline = ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED);
        log("1000", GATE_FAIL_BOTH);
        slurm.onSbatch = n -> slurm.sbatchError = n == 2
                ? "sbatch: error: Batch job submission failed: Requested node configuration is not available\n" : null;
        assertEquals(ExitCodes.GATE_FAILED, run("submit", "t.sh", "--exclude-bad-nodes"));
        assertTrue(out.contains("1000: the resubmission failed: sbatch failed: Batch job submission failed: Requested node configuration"
                + " is not available\n"), out);
    }

    @Test
    void jsonListsEveryJobOfTheChainAndTheLastOnesCode() throws Exception {
        script("");
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[3-4]", JobState.COMPLETED, 0));
        log("1000", GATE_FAIL_BOTH);
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes", "--json"));
        assertTrue(out.startsWith("{\"jobs\":[{\"id\":\"1000\",\"name\":\"t\""), out);
        assertTrue(out.contains("\"state\":\"FAILED\"") && out.contains("{\"id\":\"1001\",\"name\":\"t\""), out);
        assertTrue(out.trim().endsWith("\"exit_code\":0}"), out);
        assertTrue(err.contains("1000 stopped by the gate FAIL"), "report lines go to stderr with --json: " + err);
    }

    @Test
    void aScriptThatAsksSlurmToRequeueItIsRefusedWithResubmitOnNodeFail() throws Exception {
        script("#SBATCH --open-mode=append --requeue\n");
        assertEquals(2, run("submit", "t.sh", "--resubmit-on-node-fail", "1"));
        assertTrue(err.contains("--resubmit-on-node-fail: t.sh asks Slurm to requeue it (#SBATCH --requeue"), err);
        assertEquals(List.of(), slurm.calls("sbatch"));
        script("#SBATCH --requeue\n#SBATCH --no-requeue\n");
        assertEquals(0, run("submit", "t.sh", "--resubmit-on-node-fail", "1"), "the later line wins, as sbatch reads it: " + err);
    }

    @Test
    void dryRunShowsTheNoRequeueOptionAndGateRendersTheSpecGated() throws Exception {
        script("");
        assertEquals(0, run("submit", "t.sh", "--dry-run", "--resubmit-on-node-fail", "1"));
        assertTrue(out.startsWith("# sbatch --parsable --comment=clusterjob:"), out);
        assertTrue(out.contains(" --no-requeue " + dir.resolve("t.sh")), out);
        Files.writeString(dir.resolve("sft.yaml"), "name: sft\nprofile: tcp\nnodes: 2\ncommand: [train.py]\n");
        assertEquals(0, run("submit", "sft.yaml", "--gate", "--dry-run"), err);
        assertTrue(out.contains("cj_gate_main\n"), "--gate on submit renders the gate step");
        assertEquals(0, run("submit", "sft.yaml", "--dry-run"), err);
        assertFalse(out.contains("cj_gate_main"));
        assertEquals(2, run("submit", "t.sh", "--resubmit-on-node-fail", "0"));
        assertTrue(err.contains("--resubmit-on-node-fail: expected a number of resubmissions >= 1, got 0"), err);
        assertEquals(List.of(), slurm.calls("sbatch"));
    }
}
