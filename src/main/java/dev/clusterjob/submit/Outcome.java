package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;

import java.util.List;

/** Maps final job states to the exit code of {@code wait} / {@code submit --wait} ({@link ExitCodes}). */
public final class Outcome {
    private Outcome() {
    }

    /** The exit code one finished job stands for. */
    public static int exitCode(JobState state, ExitStatus exit) {
        return switch (state) {
            case COMPLETED -> ExitCodes.OK;
            case FAILED -> {
                if (exit != null && exit.code() != 0) {
                    yield exit.code();
                }
                if (exit != null && exit.signal() != 0) {
                    yield 128 + exit.signal();
                }
                yield ExitCodes.JOB_FAILED;
            }
            case TIMEOUT -> ExitCodes.JOB_TIMEOUT;
            case CANCELLED -> ExitCodes.JOB_CANCELLED;
            case NODE_FAIL -> ExitCodes.JOB_NODE_FAIL;
            case OUT_OF_MEMORY -> ExitCodes.JOB_OUT_OF_MEMORY;
            case PREEMPTED -> ExitCodes.JOB_PREEMPTED;
            case BOOT_FAIL, DEADLINE, REVOKED -> ExitCodes.JOB_FAILED;
            default -> ExitCodes.JOB_UNKNOWN;
        };
    }

    /**
     * The exit code job {@code j} stands for: as {@link #exitCode(JobState, ExitStatus)}, except that a job Slurm could
     * not launch (Reason=JobLaunchFailure) is {@link ExitCodes#JOB_FAILED}: its exit status holds Slurm's error
     * (ExitCode=0:53 on the testbed), not a signal.
     */
    public static int exitCode(JobInfo j) {
        if (j.state() == JobState.FAILED && dev.clusterjob.slurm.EndReason.notLaunched(j.reason(), j.exit())) {
            return ExitCodes.JOB_FAILED;
        }
        return exitCode(j.state(), j.exit());
    }

    /** 0 when every job COMPLETED, else the code of the first job (in the given order) that did not. */
    public static int exitCode(List<JobInfo> finals) {
        for (JobInfo j : finals) {
            int c = exitCode(j);
            if (c != ExitCodes.OK) {
                return c;
            }
        }
        return ExitCodes.OK;
    }

    /** "exit code 3", "signal 9", "time limit" ...: what the final line of a job adds after its state. */
    public static String detail(JobInfo j) {
        return switch (j.state()) {
            case COMPLETED -> "exit code 0";
            case FAILED -> dev.clusterjob.slurm.EndReason.notLaunched(j.reason(), j.exit())
                    ? "not launched" + (j.exit() != null && j.exit().slurmdError() != null ? ": " + j.exit().describe() : " (JobLaunchFailure)")
                    : j.exit() == null ? "no exit code" : j.exit().describe();
            case UNKNOWN -> "no record left";
            default -> j.exit() == null || j.exit().equals(ExitStatus.OK) ? null : j.exit().describe();
        };
    }
}
