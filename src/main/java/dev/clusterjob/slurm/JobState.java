package dev.clusterjob.slurm;

import java.util.Locale;

/**
 * Slurm job states (squeue(1) "JOB STATE CODES"; sacct prints the same names). A terminal state
 * is one the job never leaves: tracking stops there. Held and requeued states are not terminal,
 * because a user or admin can release them and the job runs again.
 */
public enum JobState {
    BOOT_FAIL("BF", true),
    CANCELLED("CA", true),
    COMPLETED("CD", true),
    CONFIGURING("CF", false),
    COMPLETING("CG", false),
    DEADLINE("DL", true),
    FAILED("F", true),
    NODE_FAIL("NF", true),
    OUT_OF_MEMORY("OOM", true),
    PENDING("PD", false),
    PREEMPTED("PR", true),
    RUNNING("R", false),
    RESV_DEL_HOLD("RD", false),
    REQUEUE_FED("RF", false),
    REQUEUE_HOLD("RH", false),
    REQUEUED("RQ", false),
    RESIZING("RS", false),
    REVOKED("RV", true),
    SIGNALING("SI", false),
    SPECIAL_EXIT("SE", false),
    STAGE_OUT("SO", false),
    STOPPED("ST", false),
    SUSPENDED("S", false),
    TIMEOUT("TO", true),
    /** Not a Slurm state: the job's fate could not be found (left the queue, no accounting record). */
    UNKNOWN("?", true);

    private final String code;
    private final boolean terminal;

    JobState(String code, boolean terminal) {
        this.code = code;
        this.terminal = terminal;
    }

    /** The compact code squeue's %t prints (PD, R, CG ...). */
    public String code() {
        return code;
    }

    /** Whether the job will never change state again. */
    public boolean terminal() {
        return terminal;
    }

    /**
     * Reads a state as squeue, sacct or scontrol print it: long or compact form, any case, with
     * sacct's {@code CANCELLED by 1000} suffix or a trailing {@code +} (sacct marks a state that
     * has more detail that way). Anything else is {@link #UNKNOWN}.
     */
    public static JobState parse(String text) {
        if (text == null) {
            return UNKNOWN;
        }
        String t = text.trim();
        int blank = t.indexOf(' ');
        if (blank > 0) {
            t = t.substring(0, blank);
        }
        while (t.endsWith("+")) {
            t = t.substring(0, t.length() - 1);
        }
        t = t.toUpperCase(Locale.ROOT);
        for (JobState s : values()) {
            if (s != UNKNOWN && (s.name().equals(t) || s.code.equals(t))) {
                return s;
            }
        }
        return UNKNOWN;
    }
}
