package dev.clusterjob.submit;

import dev.clusterjob.slurm.EndReason;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;

/**
 * The one line a job that ended badly gets ({@code submit --wait}, {@code wait}, {@code status JOBID}): Slurm's
 * state and reason, what the exit code usually means ({@link ExitStatus#meaning()}), where its log is, and the
 * doctor command that reads it, e.g.
 * {@code 4711 FAILED (NonZeroExitCode): exit code 127: command not found: ...; log: /home/u/job-4711.out; next: clusterjob doctor 4711}.
 */
public final class FailureLine {
    private FailureLine() {
    }

    /** The line for {@code j}, or null when it completed or has not ended; {@code log} is where its output is, or null. */
    public static String of(JobInfo j, String log) {
        if (j.state() == null || !j.state().terminal() || j.state() == JobState.COMPLETED) {
            return null;
        }
        StringBuilder b = new StringBuilder(j.id()).append(' ').append(state(j));
        if (log != null) {
            b.append("; log: ").append(log);
        }
        return b.append("; next: clusterjob doctor ").append(j.id()).toString();
    }

    /**
     * The state with what Slurm and the exit code say about it: {@code FAILED (NonZeroExitCode): exit code 127, command not
     * found: ...}; the state alone when neither says more (a pending job, RUNNING).
     */
    public static String state(JobInfo j) {
        StringBuilder b = new StringBuilder(String.valueOf(j.state()));
        String reason = j.reason() == null || j.reason().isBlank() || j.reason().equals("None") ? null : j.reason().trim();
        if (reason != null) {
            String why = EndReason.meaning(reason, j.exit());
            b.append(" (").append(reason).append(why == null ? "" : ": " + why).append(')');
        }
        ExitStatus e = j.exit();
        if (j.state() != null && j.state().terminal() && e != null && !e.equals(ExitStatus.OK)) {
            String meaning = e.meaning();
            b.append(": ").append(e.describe()).append(meaning == null ? "" : ", " + meaning);
        } else if (j.state() == JobState.UNKNOWN) {
            b.append(": squeue, sacct and scontrol no longer know it");
        }
        return b.toString();
    }
}
