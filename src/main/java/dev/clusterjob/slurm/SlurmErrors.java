package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;

import java.util.List;
import java.util.Locale;

/**
 * Reads Slurm client errors: the one line worth showing, and whether the failure is transient
 * (controller busy, restarting or unreachable) so that the call may be repeated. Texts are the
 * ones Slurm prints for ESLURM_* / SLURM_COMMUNICATIONS_* errors (slurm_errno.c); the first two
 * are the ones submitit #1659 and Nextflow #2696 report from busy clusters.
 */
public final class SlurmErrors {
    private static final List<String> TRANSIENT = List.of(
            "socket timed out on send/recv operation",
            "unable to contact slurm controller",
            "slurm controller not responding",
            "zero bytes were transmitted or received",
            "communication connection failure",
            "connection refused",
            "connection timed out",
            "connection reset by peer",
            "slurm backup controller in standby mode",
            "resource temporarily unavailable",
            "slurmctld is not responding",
            // slurmdbd down while accounting is configured (sacct)
            "problem talking to the database",
            "slurmdbd connection failure");

    private SlurmErrors() {
    }

    /**
     * Whether a failed call may succeed if repeated: it ran past its timeout, or stderr names a
     * communication failure. {@code slurm_load_jobs error:} alone is not enough: it also prefixes
     * permanent answers such as "Invalid job id specified".
     */
    public static boolean isTransient(CommandResult r) {
        if (r.ok()) {
            return false;
        }
        if (r.timedOut()) {
            return true;
        }
        String err = (r.stderr() + "\n" + r.stdout()).toLowerCase(Locale.ROOT);
        for (String t : TRANSIENT) {
            if (err.contains(t)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the controller answered that it does not know the job (squeue -j / scontrol show job of one id). */
    public static boolean isInvalidJobId(CommandResult r) {
        return !r.ok() && r.stderr().toLowerCase(Locale.ROOT).contains("invalid job id specified");
    }

    /**
     * The line of a failed call worth showing: the last "error:" line without the program prefix
     * ({@code sbatch: error: Batch job submission failed: Invalid partition name specified} gives
     * {@code Batch job submission failed: Invalid partition name specified}), else the first non-blank line.
     */
    public static String message(CommandResult r) {
        if (r.timedOut()) {
            return "no answer within " + seconds(r) + " (timed out)";
        }
        String pick = null;
        for (String line : r.stderr().split("\n")) {
            int at = line.indexOf("error: ");
            if (at >= 0) {
                pick = line.substring(at + "error: ".length()).trim();
            }
        }
        if (pick == null) {
            pick = r.stderr().lines().map(String::trim).filter(l -> !l.isEmpty()).findFirst()
                    .orElse(r.stdout().lines().map(String::trim).filter(l -> !l.isEmpty()).findFirst()
                            .orElse("exit code " + r.exitCode() + ", no output"));
        }
        return pick;
    }

    private static String seconds(CommandResult r) {
        return r.command().timeout() == null ? r.duration().toSeconds() + " s" : r.command().timeout().toSeconds() + " s";
    }
}
