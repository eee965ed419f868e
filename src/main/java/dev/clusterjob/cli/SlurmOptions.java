package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.submit.Jobs;
import picocli.CommandLine.Option;

import java.time.Duration;

/** Options of every command that talks to Slurm (submit, wait, status, cancel, logs). */
public final class SlurmOptions {
    /** --call-timeout's default in seconds (FastPath sets it; FastPathTest checks it against picocli's). */
    static final int DEFAULT_CALL_TIMEOUT = 60;

    @Option(names = "--call-timeout", paramLabel = "SECONDS", defaultValue = "" + DEFAULT_CALL_TIMEOUT,
            description = "Give up on one Slurm command (sbatch, squeue ...) after this long; a timed-out call counts as transient (default: ${DEFAULT-VALUE}).")
    int callTimeout;

    @Option(names = "--remote", paramLabel = "[USER@]HOST[:PORT]",
            description = "Run the Slurm commands on this login node over SSH (HOST may be a ~/.ssh/config alias; IPv6 in brackets)."
                    + " Without it: the spec profile's login: block (submit), the login node the journal recorded for the job, else this machine.")
    String remote;

    @Option(names = "--accept-new-host-key",
            description = "Trust a login node whose host key is not in known_hosts yet and add it there (a changed key is always refused).")
    boolean acceptNewHostKey;

    /** The per-call limit; bad input when it is not positive. */
    Duration callTimeout() {
        if (callTimeout < 1) {
            throw ClusterjobException.badInput("--call-timeout", "expected seconds >= 1, got " + callTimeout);
        }
        return Duration.ofSeconds(callTimeout);
    }

    /** These options for the job API (which checks the timeout when it first runs a Slurm command, as {@link #callTimeout()}). */
    Jobs.Options jobsOptions() {
        return new Jobs.Options(remote, Duration.ofSeconds(callTimeout), acceptNewHostKey);
    }
}
