package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import picocli.CommandLine.Option;

import java.time.Duration;

/** Options of every command that talks to Slurm (submit, wait, status, cancel, logs). */
public final class SlurmOptions {
    @Option(names = "--call-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Give up on one Slurm command (sbatch, squeue ...) after this long; a timed-out call counts as transient (default: ${DEFAULT-VALUE}).")
    int callTimeout;

    /** The per-call limit; bad input when it is not positive. */
    Duration callTimeout() {
        if (callTimeout < 1) {
            throw ClusterjobException.badInput("--call-timeout", "expected seconds >= 1, got " + callTimeout);
        }
        return Duration.ofSeconds(callTimeout);
    }
}
