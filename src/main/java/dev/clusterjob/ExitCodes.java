package dev.clusterjob;

/**
 * The one place that defines clusterjob's process exit codes (docs/exit-codes.md lists them).
 * Job-outcome codes of {@code wait} are added by the submitter beside these.
 */
public final class ExitCodes {
    /** Success. */
    public static final int OK = 0;
    /** A bug in clusterjob: an unexpected exception. */
    public static final int INTERNAL = 1;
    /** Bad input: unknown flag, malformed spec or profile, unknown profile or launcher. */
    public static final int USAGE = 2;
    /** An external command (sbatch, squeue, ssh ...) failed or could not be started. */
    public static final int EXTERNAL = 3;
    /** A negative verdict: lint errors, stale checked-in files, a failed gate. */
    public static final int VERDICT = 4;
    /**
     * An SSH server's host key is not in known_hosts, has changed or is revoked: nothing was run there.
     * Distinct from {@link #EXTERNAL} so scripts can tell "accept or fix the key" from a failed command;
     * kept clear of the low numbers so that wait's job-outcome codes can follow 4. docs/remote.md, "Host keys".
     */
    public static final int HOST_KEY = 10;

    /**
     * Exit status of a rendered batch script whose preflight found a bad node (interface missing or
     * down, HCA port not ACTIVE, too few GPUs): training was not started. 69 is sysexits' EX_UNAVAILABLE.
     * Not a clusterjob process code: the job's own, documented in docs/troubleshooting.md.
     */
    public static final int JOB_PREFLIGHT_FAILED = 69;

    private ExitCodes() {
    }
}
