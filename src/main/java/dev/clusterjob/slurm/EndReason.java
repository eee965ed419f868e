package dev.clusterjob.slurm;

/**
 * What the Reason of an ended job means to a user (squeue {@code -O Reason}, scontrol {@code Reason=}):
 * the names of Slurm's {@code FAIL_*} job reasons (src/common/job_state_reason.c). The exit code's own
 * meaning is {@link ExitStatus#meaning()}; a reason that adds nothing to it (NonZeroExitCode) has none.
 */
public final class EndReason {
    private EndReason() {
    }

    /** The usual meaning of {@code reason} for a job that ended with {@code exit}, or null for none or an unknown reason. */
    public static String meaning(String reason, ExitStatus exit) {
        String name = name(reason);
        if (name == null) {
            return null;
        }
        if (notLaunched(reason, exit)) {
            return "Slurm could not start the batch script on its node";
        }
        return switch (name) {
            case "JobLaunchFailure" -> "the batch shell was killed by a signal (Slurm names that a launch failure too)";
            case "NodeDown" -> "a node of the job went down";
            case "SystemFailure" -> "Slurm or the node failed, not the job";
            case "RaisedSignal" -> "the job was killed by a signal";
            case "TimeLimit" -> "the job reached its time limit (--time)";
            case "OutOfMemory" -> "a process exceeded the job's memory (--mem, --mem-per-cpu, --mem-per-gpu)";
            case "InactiveLimit" -> "srun lost contact with the job (InactiveLimit)";
            case "DeadLine" -> "the job's --deadline passed";
            case "BurstBufferOperation" -> "a burst buffer operation failed";
            default -> null;
        };
    }

    /** The reason's name: "RaisedSignal" of 24.11's "RaisedSignal:53(Real-time_signal_19)"; null for none. */
    static String name(String reason) {
        if (reason == null || reason.isBlank()) {
            return null;
        }
        String r = reason.trim();
        int colon = r.indexOf(':');
        return colon < 0 ? r : r.substring(0, colon);
    }

    /**
     * Whether Slurm never started the job's batch script: its exit holds a slurmd error ({@link ExitStatus#slurmdError}),
     * whatever the reason says (22.05: JobLaunchFailure, 24.11: RaisedSignal:53, for an output file that could not be
     * opened), or the reason is JobLaunchFailure without an exit status. Slurm 22.05 gives JobLaunchFailure also to a
     * batch shell a real signal killed (capture: {@code kill -9 $$}, 0:9): that one ran.
     */
    public static boolean notLaunched(String reason, ExitStatus exit) {
        if (exit != null && exit.slurmdError() != null) {
            return true;
        }
        return "JobLaunchFailure".equals(name(reason)) && (exit == null || exit.equals(ExitStatus.OK));
    }
}
