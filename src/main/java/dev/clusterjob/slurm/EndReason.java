package dev.clusterjob.slurm;

/**
 * What the Reason of an ended job means to a user (squeue {@code -O Reason}, scontrol {@code Reason=}):
 * the names of Slurm's {@code FAIL_*} job reasons (src/common/job_state_reason.c). The exit code's own
 * meaning is {@link ExitStatus#meaning()}; a reason that adds nothing to it (NonZeroExitCode) has none.
 */
public final class EndReason {
    private EndReason() {
    }

    /** The usual meaning of {@code reason}, or null for none, an unknown reason, or one the state already says. */
    public static String meaning(String reason) {
        if (reason == null) {
            return null;
        }
        return switch (reason.trim()) {
            case "JobLaunchFailure" -> "Slurm could not start the batch script on its node: usually the folder of --output/--error"
                    + " or the working directory does not exist there, or is not writable";
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

    /** Whether Slurm failed to launch the job (its exit status then holds Slurm's error, not the script's). */
    public static boolean launchFailed(String reason) {
        return reason != null && reason.trim().equals("JobLaunchFailure");
    }
}
