package dev.clusterjob.slurm;

import java.util.List;
import java.util.Locale;

/**
 * One node as {@code scontrol show node} reports it.
 *
 * @param state Slurm's state string: a base state and {@code +}-joined flags, e.g. {@code IDLE},
 *              {@code MIXED+DRAIN}, {@code DOWN+NOT_RESPONDING} (squeue/sinfo print the last as {@code down*})
 * @param reason why an admin or slurmctld took it out ({@code Not responding [slurm@...]}), or null
 */
public record NodeInfo(String name, String state, String reason) {
    /** Base states and flags of a node Slurm itself no longer trusts (slurm.h node_states / NODE_STATE_* flags). */
    private static final List<String> UNHEALTHY = List.of("DOWN", "ERROR", "FAIL", "FAILING", "NOT_RESPONDING", "DRAIN", "DRAINING",
            "DRAINED", "UNKNOWN", "NO_RESPOND");

    /** Whether the node is down, failing, not responding or drained: a node a resubmitted job should avoid. */
    public boolean unhealthy() {
        if (state == null) {
            return false;
        }
        for (String part : state.toUpperCase(Locale.ROOT).replace('*', '+').split("[+]")) {
            if (UNHEALTHY.contains(part)) {
                return true;
            }
        }
        return state.endsWith("*");
    }

    /** "DOWN+NOT_RESPONDING (Not responding)": the state, and the reason without its [user@time] stamp. */
    public String describe() {
        if (reason == null) {
            return state;
        }
        String r = reason.replaceAll("\\s*\\[[^\\]]*]\\s*$", "");
        return state + " (" + r + ")";
    }
}
