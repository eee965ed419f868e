package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link EndReason}: Slurm's FAIL_* reason names (src/common/job_state_reason.c) and what each tells a user. The
 * launch rows are what the testbed printed for a job whose --output file could not be opened (/proc/cj-nope/%j.out):
 * 22.05 squeue "JobLaunchFailure|4021" (scontrol 0:53), 24.11 "RaisedSignal:53(Real-time signal 19)|0:53"; and for a
 * batch shell that killed itself with SIGKILL, 22.05 "JobLaunchFailure|9" (captures/slurm, squeue-tracker-end-states.txt, job 8).
 */
class EndReasonTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "JobLaunchFailure|4021|Slurm could not start the batch script on its node|true",
            "RaisedSignal:53(Real-time signal 19)|0:53|Slurm could not start the batch script on its node|true",
            "RaisedSignal:9(Killed)|0:9|the job was killed by a signal|false",
            "JobLaunchFailure|9|the batch shell was killed by a signal (Slurm names that a launch failure too)|false",
            "NodeDown|0|a node of the job went down|false",
            "TimeLimit|15|the job reached its time limit (--time)|false",
            "OutOfMemory|9|a process exceeded the job's memory (--mem, --mem-per-cpu, --mem-per-gpu)|false",
            "NonZeroExitCode|256|null|false",
            "None|0|null|false",
            "Resources|null|null|false",
    })
    void meanings(String reason, String waitStatus, String meaning, boolean notLaunched) {
        ExitStatus exit = ExitStatus.parse(waitStatus);
        assertEquals(meaning, EndReason.meaning(reason, exit));
        assertEquals(notLaunched, EndReason.notLaunched(reason, exit));
    }
}
