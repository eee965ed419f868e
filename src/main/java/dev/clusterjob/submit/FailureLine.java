package dev.clusterjob.submit;

import dev.clusterjob.slurm.EndReason;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SrunTaskExit;

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
        return of(j, log, null);
    }

    /**
     * As {@link #of(JobInfo, String)}, naming {@code firstTask} (the first task failure srun reported in the job's output,
     * or null) before the job's own exit code when that code is only srun stopping the other tasks
     * ({@link #stoppedAfterATask}): {@code 7 FAILED (NonZeroExitCode): task 0 on n1 exited with exit code 127 first,
     * command not found: ...; the job's exit code 143 is srun stopping the other tasks after it; log: ...}.
     */
    public static String of(JobInfo j, String log, SrunTaskExit firstTask) {
        if (j.state() == null || !j.state().terminal() || j.state() == JobState.COMPLETED) {
            return null;
        }
        StringBuilder b = new StringBuilder(j.id()).append(' ');
        if (firstTask != null && stoppedAfterATask(j)) {
            b.append(withFirstTask(j, firstTask));
        } else {
            b.append(state(j));
        }
        if (log != null) {
            b.append("; log: ").append(log);
        }
        return b.append("; next: clusterjob doctor ").append(j.id()).toString();
    }

    /**
     * Whether job {@code j} FAILED with the exit code of a task that was stopped (SIGTERM or SIGKILL, 143 / 137): what
     * a job ends with when srun stops the other tasks after one failed (--kill-on-bad-exit, or a task still starting),
     * so that another task's failure, if the output names one, is the cause. A cancel, a time limit, a preemption and an
     * out-of-memory kill have states of their own and keep their lines.
     */
    public static boolean stoppedAfterATask(JobInfo j) {
        ExitStatus e = j.exit();
        return j.state() == JobState.FAILED && e != null && e.slurmdError() == null
                && (e.signal() == 15 || e.signal() == 9 || e.signal() == 0 && (e.code() == 143 || e.code() == 137));
    }

    private static String withFirstTask(JobInfo j, SrunTaskExit first) {
        StringBuilder b = new StringBuilder(String.valueOf(j.state()));
        appendReason(b, j);
        String meaning = first.signal() == null ? ExitStatus.meaningOf(first.code()) : null;
        return b.append(": ").append(first.describe()).append(" first").append(meaning == null ? "" : ", " + meaning)
                .append("; the job's ").append(j.exit().describe()).append(" is srun stopping the other tasks after it").toString();
    }

    private static void appendReason(StringBuilder b, JobInfo j) {
        String reason = j.reason() == null || j.reason().isBlank() || j.reason().equals("None") ? null : j.reason().trim();
        if (reason != null) {
            String why = EndReason.meaning(reason, j.exit());
            b.append(" (").append(reason).append(why == null ? "" : ": " + why).append(')');
        }
    }

    /**
     * The state with what Slurm and the exit code say about it: {@code FAILED (NonZeroExitCode): exit code 127, command not
     * found: ...}; the state alone when neither says more (a pending job, RUNNING).
     */
    public static String state(JobInfo j) {
        StringBuilder b = new StringBuilder(String.valueOf(j.state()));
        appendReason(b, j);
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
