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
    /** A negative verdict: lint errors, stale checked-in files (a failed fabric gate has its own code, GATE_FAILED). */
    public static final int VERDICT = 4;
    /**
     * A state file clusterjob keeps (the quarantine, a partition's sweep baselines: docs/sweep.md) cannot be
     * read as what it should be: it is refused with one line naming the file and line, and never rewritten
     * or emptied, so a damaged quarantine cannot silently stop excluding nodes. Fix or move the file away.
     */
    public static final int STATE_DAMAGED = 5;
    /**
     * An SSH server's host key is not in known_hosts, has changed or is revoked: nothing was run there.
     * Distinct from {@link #EXTERNAL} so scripts can tell "accept or fix the key" from a failed command;
     * kept clear of the low numbers so that wait's job-outcome codes can follow 4. docs/remote.md, "Host keys".
     */
    public static final int HOST_KEY = 10;
    /**
     * {@code submit}: sbatch created the job (its id is printed) but the job journal could not record it, so
     * {@code status} and {@code wait} without an id will not know it. Do not submit again: the job exists.
     */
    public static final int JOB_NOT_RECORDED = 11;

    /**
     * Exit status of a rendered batch script whose preflight found a bad node (interface missing or
     * down, HCA port not ACTIVE, too few GPUs): training was not started. 69 is sysexits' EX_UNAVAILABLE.
     * Not a clusterjob process code: the job's own, documented in docs/troubleshooting.md.
     */
    public static final int JOB_PREFLIGHT_FAILED = 69;

    /**
     * The fabric gate said no (docs/gate.md): the exit code of {@code clusterjob gate parse} on a failing
     * run AND of a batch script whose gate step stopped the job before training (so {@code wait} passes it
     * through). 91 is outside every range a training job exits with for other reasons: 1-2 (programs,
     * Python, torchrun), 4 and 7 (nccl-tests), 64-78 (sysexits: the script's own 64, preflight's 69),
     * 80-89 (wait's job outcomes), 120 (Python), 124-127 (timeout, shell), 128+N (signals); so
     * {@code sacct}'s ExitCode 91:0 means "stopped by the gate" and nothing else.
     */
    public static final int GATE_FAILED = 91;

    /**
     * {@code clusterjob gate parse} found no run in an input: no nccl-tests / rccl-tests / torch-probe
     * table, footer or error line (an empty file, a training log, the wrong file). Not a fabric verdict,
     * so not {@link #GATE_FAILED}: nothing was measured and no node is to blame. A failed run in another
     * input takes precedence (91). docs/gate.md, "clusterjob gate parse".
     */
    public static final int NO_RUN_FOUND = 92;

    // Job outcomes of "wait" and "submit --wait" (docs/submit.md). A job that FAILED with an exit
    // code passes that code through (1..255); one killed by signal N gives 128+N, as a shell does.
    // The outcomes below have no exit code of their own and get one from this block.

    /** A job hit its time limit (Slurm state TIMEOUT). */
    public static final int JOB_TIMEOUT = 80;
    /** A job was cancelled (scancel, an admin, or a dependency that can never be met): CANCELLED. */
    public static final int JOB_CANCELLED = 81;
    /** A node of the job failed: NODE_FAIL. */
    public static final int JOB_NODE_FAIL = 82;
    /** A job ran out of memory: OUT_OF_MEMORY. */
    public static final int JOB_OUT_OF_MEMORY = 83;
    /** A job was preempted and not requeued: PREEMPTED. */
    public static final int JOB_PREEMPTED = 84;
    /** A job ended badly without an exit code: BOOT_FAIL, DEADLINE, REVOKED, or FAILED with exit 0 (e.g. launch failure). */
    public static final int JOB_FAILED = 85;
    /** A job's final state could not be found: squeue forgot it and neither sacct nor scontrol knew it. */
    public static final int JOB_UNKNOWN = 86;
    /**
     * A job cannot start: it is PENDING for a reason that never clears by itself (PartitionNodeLimit,
     * PartitionTimeLimit, PartitionConfig, BadConstraints, ReqNodeNotAvail naming down or drained nodes,
     * a per-job QOS limit ...; {@code slurm.PendingReason}). {@code wait} and {@code submit --wait} stop
     * waiting within one poll of seeing it, print the reason and what to change, and leave the job
     * queued (cancelled with {@code --cancel-unstartable}). docs/submit.md, "Jobs that cannot start".
     */
    public static final int JOB_UNSTARTABLE = 87;
    /** Waiting was interrupted (Ctrl-C); the job was left running, or cancelled when asked to. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
