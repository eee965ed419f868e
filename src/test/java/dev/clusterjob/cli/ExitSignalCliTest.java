package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.FakeSlurmRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * squeue's {@code exit_code} as {@code exit:signal} ({@code 91:0}, {@code 143:0}), as Slurm 24.11 prints it
 * (captures/slurm-24.11), read one level above the parsers: through Main.run, the Waiter and the Resubmitter,
 * each gives the job's own exit code, and a gate or preflight failure is resubmitted without its nodes.
 */
class ExitSignalCliTest extends FakeSlurmCliTest {
    @BeforeEach
    void slurm2411() {
        slurm.squeue2411 = true;
    }

    void script() throws Exception {
        Files.writeString(dir.resolve("t.sh"), "#!/bin/bash\n#SBATCH -J t\n#SBATCH -o %x-%j.out\nsrun train\n");
    }

    static List<FakeSlurmRunner.Step> ends(String nodes, JobState state, int code) {
        return List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, nodes),
                at(20, state, nodes, state == JobState.COMPLETED ? null : "NonZeroExitCode", code << 8));
    }

    @Test
    void theFakeAnswersAs2411Does() {
        slurm.add("42", "trx-torchrun-submit", at(0, JobState.FAILED, "trx[1-2]", "NonZeroExitCode", 143 << 8));
        String answer = slurm.run(dev.clusterjob.exec.ExternalCommand.of(
                dev.clusterjob.slurm.Squeue.statusArgv(List.of("42"), true))).stdout();
        assertTrue(answer.contains("|NonZeroExitCode|143:0|"), answer);
    }

    @Test
    void aGateFailure91Colon0IsResubmittedWithoutTheSuspects() throws Exception {
        script();
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.GATE_FAILED));
        slurm.timelines.add(ends("node[3-4]", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1000.out"), "clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=per-node"
                + " busbw_gbps=0.20 min_busbw_gbps=1 runs=2 seconds=3\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes"), err);
        assertTrue(out.contains("1000 RUNNING -> FAILED after 30 s: exit code 91\n1000 FAILED (NonZeroExitCode): exit code 91, ")
                && out.contains("; next: clusterjob doctor 1000\n1000 stopped by the gate FAIL suspects=node2 certain=yes reason=slow; resubmitting without node2"), out);
        List<String> second = slurm.calls("sbatch").get(1);
        assertTrue(second.contains("--exclude=node2"), second.toString());
    }

    @Test
    void aPreflightFailure69Colon0IsResubmittedWithoutTheNode() throws Exception {
        script();
        slurm.timelines.add(ends("node[1-2]", JobState.FAILED, ExitCodes.JOB_PREFLIGHT_FAILED));
        slurm.timelines.add(ends("node[1,3]", JobState.COMPLETED, 0));
        Files.writeString(dir.resolve("t-1000.out"), "clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0 matches no interface"
                + " (have: lo eth0)\n");
        assertEquals(0, run("submit", "t.sh", "--exclude-bad-nodes"), err);
        assertTrue(out.contains(": exit code 69\n1000 FAILED (NonZeroExitCode): exit code 69, preflight stopped the job before training"
                + " (a node or a program is missing; see the log's clusterjob-preflight lines); log: " + dir.resolve("t-1000.out")
                + "; next: clusterjob doctor 1000\n1000 stopped by preflight on node2; resubmitting without node2"), out);
    }

    /**
     * The 2-node race of a missing command (testbed-srun-command-not-found-127.log, the testbed's Slurm 22.05): task 1
     * exits 127, srun terminates task 0 and the job ends 143. submit --wait still exits with Slurm's code, and its failure
     * line names the task that failed first, read from the job's log; without such a line in the log it is as before.
     */
    @Test
    void a143AfterATasks127NamesThatTaskFirst() throws Exception {
        script();
        slurm.nextTimeline = ends("n26node[1-2]", JobState.FAILED, 143);
        try (var in = getClass().getClassLoader().getResourceAsStream("dev/clusterjob/doctor/testbed-srun-command-not-found-127.log")) {
            Files.write(dir.resolve("t-1000.out"), in.readAllBytes());
        }
        assertEquals(143, run("submit", "t.sh", "--wait"), err);
        assertTrue(out.contains("1000 FAILED (NonZeroExitCode): task 1 on n26node2 exited with exit code 127 first, command not found: a"
                + " program is not on PATH in the job's environment (activate its venv or module in setup:); the job's exit code 143 is"
                + " srun stopping the other tasks after it; log: " + dir.resolve("t-1000.out") + "; next: clusterjob doctor 1000\n"), out);

        Files.writeString(dir.resolve("t-1000.out"), "srun: error: n26node1: task 0: Terminated\n");
        slurm.add("42", "t", at(0, JobState.RUNNING, "n26node1"), at(2, JobState.FAILED, "n26node1", "NonZeroExitCode", 143 << 8));
        assertEquals(143, run("wait", "42"), err);
        assertTrue(out.contains("42 FAILED (NonZeroExitCode): exit code 143, a process was killed by SIGTERM"), out);
    }

    @Test
    void a143Colon0JobExits143FromSubmitWaitWaitStatusAndLogsFollow() throws Exception {
        script();
        slurm.nextTimeline = ends("trx[1-2]", JobState.FAILED, 143);
        assertEquals(143, run("submit", "t.sh", "--wait"), err);
        assertTrue(out.contains("1000 RUNNING -> FAILED after 30 s: exit code 143\n"), out);

        slurm.add("42", "trx-torchrun-submit", at(0, JobState.RUNNING, "trx[1-2]"),
                at(2, JobState.FAILED, "trx[1-2]", "NonZeroExitCode", 143 << 8));
        assertEquals(143, run("wait", "42"), err);
        assertEquals(143, run("wait", "42", "--json"), err);
        assertTrue(out.trim().endsWith("\"exit_code\":143}"), out);

        slurm.add("43", "t", at(0, JobState.FAILED, "trx1", "NonZeroExitCode", 143 << 8));
        assertEquals(0, run("status", "43"), err);
        assertTrue(out.contains("exit code 143"), out);
        assertEquals(0, run("status", "43", "--json"), err);
        assertTrue(out.contains("\"exit_code\":143"), out);

        Files.writeString(dir.resolve("t-1000.out"), "epoch 1\n");
        assertEquals(143, run("logs", "1000", "--follow"), err);
    }
}
