package dev.clusterjob.slurm;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * Slurm job states (squeue(1) "JOB STATE CODES"; sacct prints the same names). A terminal state
 * is one the job never leaves: tracking stops there. Held and requeued states are not terminal,
 * because a user or admin can release them and the job runs again.
 */
public enum JobState {
    BOOT_FAIL("BF"),
    CANCELLED("CA"),
    COMPLETED("CD"),
    CONFIGURING("CF"),
    COMPLETING("CG"),
    DEADLINE("DL"),
    FAILED("F"),
    NODE_FAIL("NF"),
    OUT_OF_MEMORY("OOM"),
    PENDING("PD"),
    PREEMPTED("PR"),
    RUNNING("R"),
    RESV_DEL_HOLD("RD"),
    REQUEUE_FED("RF"),
    REQUEUE_HOLD("RH"),
    REQUEUED("RQ"),
    RESIZING("RS"),
    REVOKED("RV"),
    SIGNALING("SI"),
    SPECIAL_EXIT("SE"),
    STAGE_OUT("SO"),
    STOPPED("ST"),
    SUSPENDED("S"),
    TIMEOUT("TO"),
    /** Not a Slurm state: the job's fate could not be found (left the queue, no accounting record). */
    UNKNOWN("?");

    /** The states a job never leaves (UNKNOWN included: nothing more can be learnt). */
    private static final Set<JobState> TERMINAL = EnumSet.of(BOOT_FAIL, CANCELLED, COMPLETED, DEADLINE, FAILED, NODE_FAIL,
            OUT_OF_MEMORY, PREEMPTED, REVOKED, TIMEOUT, UNKNOWN);

    private final String code;

    JobState(String code) {
        this.code = code;
    }

    /** The compact code squeue's %t prints (PD, R, CG ...). */
    public String code() {
        return code;
    }

    /** Whether the job will never change state again. */
    public boolean terminal() {
        return TERMINAL.contains(this);
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
