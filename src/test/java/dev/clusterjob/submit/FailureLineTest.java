package dev.clusterjob.submit;

import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SrunTaskExit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link FailureLine}: one line per job that ended badly. The exit values are squeue 22.05's wait statuses (32512 is
 * exit 127 shifted by 8) or the exit:signal form; the launch failures are what the testbed's Slurm 22.05 and 24.11
 * printed for a job whose output file could not be opened (EndReasonTest).
 */
class FailureLineTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "not found|FAILED|NonZeroExitCode|32512|/w/t-7.out"
                    + "|7 FAILED (NonZeroExitCode): exit code 127, command not found: a program is not on PATH in the job's environment"
                    + " (activate its venv or module in setup:); log: /w/t-7.out; next: clusterjob doctor 7",
            "preflight|FAILED|NonZeroExitCode|17664|/w/t-7.out"
                    + "|7 FAILED (NonZeroExitCode): exit code 69, preflight stopped the job before training (a node or a program is missing;"
                    + " see the log's clusterjob-preflight lines); log: /w/t-7.out; next: clusterjob doctor 7",
            "oom kill|FAILED|NonZeroExitCode|35072|null"
                    + "|7 FAILED (NonZeroExitCode): exit code 137, a process was killed by SIGKILL (often the out-of-memory killer, or Slurm"
                    + " ending the job); next: clusterjob doctor 7",
            "segfault signal|FAILED|RaisedSignal|11|/w/t-7.out"
                    + "|7 FAILED (RaisedSignal: the job was killed by a signal): signal 11, killed by SIGSEGV (segmentation fault);"
                    + " log: /w/t-7.out; next: clusterjob doctor 7",
            "launch failure 22.05|FAILED|JobLaunchFailure|4021|/proc/cj-nope/7.out"
                    + "|7 FAILED (JobLaunchFailure: Slurm could not start the batch script on its node): slurmd error 4021, Slurm could not"
                    + " open the job's output or error file (ESLURMD_IO_ERROR: its folder is missing on the node, or not writable);"
                    + " log: /proc/cj-nope/7.out; next: clusterjob doctor 7",
            "launch failure 24.11|FAILED|RaisedSignal:53(Real-time signal 19)|0:53|null"
                    + "|7 FAILED (RaisedSignal:53(Real-time signal 19): Slurm could not start the batch script on its node): slurmd error"
                    + " 4021, Slurm could not open the job's output or error file (ESLURMD_IO_ERROR: its folder is missing on the node,"
                    + " or not writable); next: clusterjob doctor 7",
            "batch shell killed|FAILED|JobLaunchFailure|9|/w/t-7.out"
                    + "|7 FAILED (JobLaunchFailure: the batch shell was killed by a signal (Slurm names that a launch failure too)):"
                    + " signal 9, killed by SIGKILL (often the out-of-memory killer, or Slurm ending the job); log: /w/t-7.out;"
                    + " next: clusterjob doctor 7",
            "timeout|TIMEOUT|TimeLimit|15|/w/t-7.out"
                    + "|7 TIMEOUT (TimeLimit: the job reached its time limit (--time)): signal 15, killed by SIGTERM (terminated: scancel,"
                    + " a time limit or preemption); log: /w/t-7.out; next: clusterjob doctor 7",
            "node fail|NODE_FAIL|NodeDown|0|/w/t-7.out|7 NODE_FAIL (NodeDown: a node of the job went down); log: /w/t-7.out; next: clusterjob doctor 7",
            "completed|COMPLETED|null|0|/w/t-7.out|null",
            "running|RUNNING|null|0|/w/t-7.out|null",
    })
    void oneLine(String name, JobState state, String reason, String waitStatus, String log, String expected) {
        JobInfo j = JobInfo.builder("7", state).reason(reason).exit(ExitStatus.parse(waitStatus)).build();
        assertEquals(expected, FailureLine.of(j, log));
    }

    /**
     * A job that FAILED with 143 / 137 / SIGTERM / SIGKILL after srun stopped its tasks names the task srun reported failing
     * first (testbed-srun-command-not-found-127.log: task 1's 127, then task 0 Terminated); a cancel, a time limit and a
     * job whose own exit is the cause keep their lines, and a stopped task is never named as the cause.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "race 22.05|FAILED|NonZeroExitCode|36608|srun: error: n26node2: task 1: Exited with exit code 127"
                    + "|7 FAILED (NonZeroExitCode): task 1 on n26node2 exited with exit code 127 first, command not found: a program is"
                    + " not on PATH in the job's environment (activate its venv or module in setup:); the job's exit code 143 is srun"
                    + " stopping the other tasks after it; log: /w/t-7.out; next: clusterjob doctor 7",
            "race 24.11|FAILED|NonZeroExitCode|143:0|srun: error: n1: task 0: Exited with exit code 3"
                    + "|7 FAILED (NonZeroExitCode): task 0 on n1 exited with exit code 3 first; the job's exit code 143 is srun"
                    + " stopping the other tasks after it; log: /w/t-7.out; next: clusterjob doctor 7",
            "signal|FAILED|RaisedSignal|0:9|srun: error: g2: task 5: Segmentation fault (core dumped)"
                    + "|7 FAILED (RaisedSignal: the job was killed by a signal): task 5 on g2 ended with Segmentation fault first;"
                    + " the job's signal 9 is srun stopping the other tasks after it; log: /w/t-7.out; next: clusterjob doctor 7",
            "own exit|FAILED|NonZeroExitCode|32512|srun: error: n1: task 0: Exited with exit code 127"
                    + "|7 FAILED (NonZeroExitCode): exit code 127, command not found: a program is not on PATH in the job's environment"
                    + " (activate its venv or module in setup:); log: /w/t-7.out; next: clusterjob doctor 7",
            "time limit|TIMEOUT|TimeLimit|15|srun: error: n1: task 0: Exited with exit code 3"
                    + "|7 TIMEOUT (TimeLimit: the job reached its time limit (--time)): signal 15, killed by SIGTERM (terminated: scancel,"
                    + " a time limit or preemption); log: /w/t-7.out; next: clusterjob doctor 7",
            "cancelled|CANCELLED|null|0:15|srun: error: n1: task 0: Exited with exit code 3"
                    + "|7 CANCELLED: signal 15, killed by SIGTERM (terminated: scancel, a time limit or preemption); log: /w/t-7.out;"
                    + " next: clusterjob doctor 7",
            "no cause named|FAILED|NonZeroExitCode|143:0|null"
                    + "|7 FAILED (NonZeroExitCode): exit code 143, a process was killed by SIGTERM (terminated: scancel, a time limit or"
                    + " preemption); log: /w/t-7.out; next: clusterjob doctor 7",
    })
    void namesTheTaskThatFailedFirst(String name, JobState state, String reason, String exit, String taskLine, String expected) {
        JobInfo j = JobInfo.builder("7", state).reason(reason).exit(ExitStatus.parse(exit)).build();
        SrunTaskExit first = taskLine == null ? null : SrunTaskExit.parse(taskLine).orElseThrow();
        assertEquals(expected, FailureLine.of(j, "/w/t-7.out", first));
    }
}
