package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link EndReason}: Slurm's FAIL_* reason names (src/common/job_state_reason.c) and what each tells a user. The two
 * JobLaunchFailure rows are what Slurm 22.05 printed on the testbed: squeue exit_code 4021 (scontrol 0:53) for a job
 * whose --output folder was missing, and 9 for a batch shell that killed itself with SIGKILL (captures/slurm,
 * squeue-tracker-end-states.txt, job 8).
 */
class EndReasonTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "JobLaunchFailure|4021|Slurm could not start the batch script on its node: usually the folder of --output/--error or the working directory does not exist there, or is not writable|true",
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
