package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link EndReason}: Slurm's FAIL_* reason names (src/common/job_state_reason.c) and what each tells a user. */
class EndReasonTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "JobLaunchFailure|Slurm could not start the batch script on its node: usually the folder of --output/--error or the working directory does not exist there, or is not writable|true",
            "NodeDown|a node of the job went down|false",
            "TimeLimit|the job reached its time limit (--time)|false",
            "OutOfMemory|a process exceeded the job's memory (--mem, --mem-per-cpu, --mem-per-gpu)|false",
            "NonZeroExitCode|null|false",
            "None|null|false",
            "Resources|null|false",
    })
    void meanings(String reason, String meaning, boolean launch) {
        assertEquals(meaning, EndReason.meaning(reason));
        assertEquals(launch, EndReason.launchFailed(reason));
    }
}
