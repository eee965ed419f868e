package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Error texts as Slurm's slurm_errno.c spells them and as users quote them (submitit #1659, Nextflow #2696). */
class SlurmErrorsTest {
    static CommandResult failed(String stderr) {
        return new CommandResult(ExternalCommand.of("squeue"), 1, "", stderr, Duration.ofMillis(5), false);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation",
            "slurm_load_jobs error: Socket timed out on send/recv operation",
            "slurm_load_jobs error: Unable to contact slurm controller (connect failure)",
            "sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)",
            "squeue: error: slurm_receive_msg: Zero Bytes were transmitted or received",
            "sbatch: error: Slurm temporarily unable to accept job, sleeping and retrying\nsbatch: error: Batch job submission failed: Resource temporarily unavailable",
    })
    void transientErrors(String stderr) {
        assertTrue(SlurmErrors.isTransient(failed(stderr)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "slurm_load_jobs error: Invalid job id specified",
            "sbatch: error: Batch job submission failed: Invalid partition name specified",
            "sbatch: error: Batch job submission failed: Requested node configuration is not available",
            "sbatch: error: Unable to open file nope.sh",
            "sacct: error: Slurm accounting storage is disabled",
    })
    void permanentErrors(String stderr) {
        assertFalse(SlurmErrors.isTransient(failed(stderr)));
    }

    @Test
    void timeoutIsTransientAndSuccessIsNot() {
        CommandResult t = new CommandResult(ExternalCommand.of("sbatch").withTimeout(Duration.ofSeconds(5)), -1, "", "", Duration.ofSeconds(5), true);
        assertTrue(SlurmErrors.isTransient(t));
        assertEquals("no answer within 5 s (timed out)", SlurmErrors.message(t));
        assertFalse(SlurmErrors.isTransient(new CommandResult(ExternalCommand.of("squeue"), 0, "", "Socket timed out", Duration.ZERO, false)));
    }

    @Test
    void messageIsTheLastErrorLineWithoutPrefix() {
        assertEquals("Batch job submission failed: Invalid partition name specified",
                SlurmErrors.message(failed("sbatch: error: Batch job submission failed: Invalid partition name specified\n")));
        assertEquals("something odd", SlurmErrors.message(failed("\n something odd \nmore\n")));
        assertEquals("exit code 1, no output", SlurmErrors.message(failed("")));
    }

    @Test
    void invalidJobId() {
        assertTrue(SlurmErrors.isInvalidJobId(failed("slurm_load_jobs error: Invalid job id specified\n")));
        assertFalse(SlurmErrors.isInvalidJobId(failed("slurm_load_jobs error: Socket timed out on send/recv operation\n")));
    }
}
