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
        if (reason == null) {
            return null;
        }
        if (reason.trim().equals("JobLaunchFailure") && !notLaunched(reason, exit)) {
            return "the batch shell was killed by a signal (Slurm names that a launch failure too)";
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

    /**
     * Whether Slurm never started the job's batch script. Slurm 22.05 gives Reason=JobLaunchFailure both to a job
     * it could not launch (testbed: --output in a missing folder, ExitCode=0:53, an error number where a signal
     * would be) and to one whose batch shell a real signal killed (capture: {@code kill -9 $$}, 0:9); only the
     * first never ran.
     */
    public static boolean notLaunched(String reason, ExitStatus exit) {
        return reason != null && reason.trim().equals("JobLaunchFailure")
                && (exit == null || exit.signal() == 0 && exit.code() == 0 || exit.signal() > 31);
    }
}
