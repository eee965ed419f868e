package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OutcomeTest {
    @Test
    void eachEndHasItsCode() {
        assertEquals(0, Outcome.exitCode(JobState.COMPLETED, ExitStatus.OK));
        assertEquals(3, Outcome.exitCode(JobState.FAILED, new ExitStatus(3, 0)));
        assertEquals(137, Outcome.exitCode(JobState.FAILED, new ExitStatus(0, 9)));
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(JobState.FAILED, ExitStatus.OK));
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(JobState.FAILED, null));
        assertEquals(ExitCodes.JOB_TIMEOUT, Outcome.exitCode(JobState.TIMEOUT, new ExitStatus(0, 15)));
        assertEquals(ExitCodes.JOB_CANCELLED, Outcome.exitCode(JobState.CANCELLED, new ExitStatus(0, 15)));
        assertEquals(ExitCodes.JOB_NODE_FAIL, Outcome.exitCode(JobState.NODE_FAIL, null));
        assertEquals(ExitCodes.JOB_OUT_OF_MEMORY, Outcome.exitCode(JobState.OUT_OF_MEMORY, new ExitStatus(0, 9)));
        assertEquals(ExitCodes.JOB_PREEMPTED, Outcome.exitCode(JobState.PREEMPTED, null));
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(JobState.BOOT_FAIL, null));
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(JobState.DEADLINE, null));
        assertEquals(ExitCodes.JOB_UNKNOWN, Outcome.exitCode(JobState.UNKNOWN, null));
    }

    /** Slurm 22.05 on the testbed, an output file that cannot be opened: FAILED, Reason=JobLaunchFailure, squeue exit_code 4021 (0:53). */
    @Test
    void aJobSlurmCouldNotLaunchIsJobFailedNotASignal() {
        JobInfo launch = JobInfo.builder("45", JobState.FAILED).reason("JobLaunchFailure").exit(ExitStatus.parse("4021")).build();
        assertEquals(128 + 53, Outcome.exitCode(launch.state(), launch.exit()), "what the status alone would say");
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(launch));
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(List.of(launch)));
        assertEquals(3, Outcome.exitCode(JobInfo.builder("46", JobState.FAILED).reason("NonZeroExitCode").exit(new ExitStatus(3, 0)).build()));
        // captures/slurm job 8: the batch shell killed itself with SIGKILL, and Slurm says JobLaunchFailure too
        JobInfo killed = JobInfo.builder("8", JobState.FAILED).reason("JobLaunchFailure").exit(ExitStatus.parse("9")).build();
        assertEquals(128 + 9, Outcome.exitCode(killed));
        assertEquals("signal 9", Outcome.detail(killed));
        assertEquals("not launched: slurmd error 4021", Outcome.detail(launch));
        JobInfo launch2411 = JobInfo.builder("3", JobState.FAILED).reason("RaisedSignal:53(Real-time signal 19)").exit(ExitStatus.parse("0:53")).build();
        assertEquals(ExitCodes.JOB_FAILED, Outcome.exitCode(launch2411));
    }

    @Test
    void firstNonCompletedJobInOrderDecides() {
        assertEquals(0, Outcome.exitCode(List.of(JobInfo.of("1", JobState.COMPLETED), JobInfo.of("2", JobState.COMPLETED))));
        assertEquals(ExitCodes.JOB_TIMEOUT, Outcome.exitCode(List.of(JobInfo.of("1", JobState.COMPLETED),
                JobInfo.of("2", JobState.TIMEOUT), JobInfo.of("3", JobState.FAILED).withExit(new ExitStatus(4, 0)))));
    }

    @Test
    void jobCodesDoNotCollideWithClusterjobsOwn() {
        int[] own = {ExitCodes.OK, ExitCodes.INTERNAL, ExitCodes.USAGE, ExitCodes.EXTERNAL, ExitCodes.VERDICT};
        int[] job = {ExitCodes.JOB_TIMEOUT, ExitCodes.JOB_CANCELLED, ExitCodes.JOB_NODE_FAIL, ExitCodes.JOB_OUT_OF_MEMORY,
                ExitCodes.JOB_PREEMPTED, ExitCodes.JOB_FAILED, ExitCodes.JOB_UNKNOWN, ExitCodes.INTERRUPTED};
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int c : own) {
            assertEquals(true, seen.add(c));
        }
        for (int c : job) {
            assertEquals(true, seen.add(c), "duplicate exit code " + c);
        }
    }
}
