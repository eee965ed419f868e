package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.Scancel;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.SrunTaskExit;
import dev.clusterjob.slurm.TransientSlurmException;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * {@code wait} and {@code submit --wait}: tracks jobs to their end (one squeue per poll), writes each
 * state change as a line, keeps the journal current, optionally tails one job's output, and on an
 * interrupt lets the caller decide whether the jobs are cancelled or left running.
 */
public final class Waiter {
    /** Decides what an interrupt means for the jobs still running: true cancels them. */
    public interface OnInterrupt {
        boolean cancel(List<String> running);
    }

    /**
     * How waiting ended.
     *
     * @param jobs last record of every job, in the order given
     * @param cancelled jobs cancelled because of an interrupt
     */
    public record Result(List<JobInfo> jobs, boolean interrupted, List<String> cancelled, int exitCode) {
    }

    private final SlurmClient slurm;
    private final Journal journal;
    private final TimeSource time;
    private final Tracker tracker;
    private final Consumer<String> lines;
    private final Consumer<String> notices;
    private boolean cancelUnstartable;
    private String logPlace;
    private LogFollower.Source logs;

    public Waiter(SlurmClient slurm, Journal journal, TimeSource time, Tracker tracker, Consumer<String> lines, Consumer<String> notices) {
        this.slurm = slurm;
        this.journal = journal;
        this.time = time;
        this.tracker = tracker;
        this.lines = lines;
        this.notices = notices;
    }

    /** Cancels the jobs that cannot start (the tracker stopped on them) instead of leaving them queued. */
    public Waiter cancelUnstartable(boolean cancel) {
        this.cancelUnstartable = cancel;
        return this;
    }

    /** Says that the jobs' logs are on {@code where} (a login node), in the line of a job that ended badly. */
    public Waiter logsOn(String where) {
        this.logPlace = where;
        return this;
    }

    /**
     * Reads the output files of a job that FAILED after srun stopped its tasks through {@code source}, to name the task
     * that failed first in its failure line ({@link FirstTaskFailure}); without it the line has the job's exit code alone.
     */
    public Waiter readLogsWith(LogFollower.Source source) {
        this.logs = source;
        return this;
    }

    /**
     * Waits for {@code ids}. {@code follower}, when not null, tails the output of the single job in
     * {@code ids}. {@code mine}: every id is the caller's job (from the journal).
     */
    public Result await(List<String> ids, boolean mine, LogFollower follower, BooleanSupplier interrupted, OnInterrupt onInterrupt) {
        FollowTarget target = follower == null ? null : new FollowTarget(ids.get(0), follower);
        Tracker.Result r = tracker.await(ids, mine, listener(target), interrupted);
        if (r.interrupted()) {
            return interrupted(r.jobs(), r.unfinished(), onInterrupt);
        }
        List<String> stuck = r.unfinished();
        if (target != null && stuck.isEmpty()) {
            target.follower.drain(time, Duration.ofSeconds(2), Duration.ofSeconds(15));
        }
        explainFailures(r.jobs());
        List<String> cancelled = stuck.isEmpty() ? List.of() : unstartable(stuck);
        return new Result(r.jobs(), false, cancelled, exitCode(r.jobs()));
    }

    /** Writes the tracker's lines and notices, keeps the journal current and feeds {@code target} (may be null). */
    private Tracker.Listener listener(FollowTarget target) {
        return new Tracker.Listener() {
            @Override
            public void changed(String line) {
                lines.accept(line);
            }

            @Override
            public void seen(Map<String, JobInfo> latest) {
                journal.update(latest);
                if (target != null) {
                    target.update(latest.get(target.id));
                }
            }

            @Override
            public void notice(String line) {
                notices.accept(line);
            }

            @Override
            public void tick() {
                if (target != null) {
                    target.follower.poll();
                }
            }
        };
    }

    /** After an interrupt: cancels the {@code running} jobs when {@code onInterrupt} says so, else says how to follow them. */
    private Result interrupted(List<JobInfo> jobs, List<String> running, OnInterrupt onInterrupt) {
        if (running.isEmpty()) {
            return new Result(jobs, true, List.of(), ExitCodes.INTERRUPTED);
        }
        if (onInterrupt.cancel(running)) {
            return new Result(jobs, true, cancelRunning(running), ExitCodes.INTERRUPTED);
        }
        notices.accept("left job(s) " + String.join(" ", running) + " running; follow again with: clusterjob wait "
                + String.join(" ", running) + "; stop with: clusterjob cancel " + String.join(" ", running));
        return new Result(jobs, true, List.of(), ExitCodes.INTERRUPTED);
    }

    /** Cancels {@code running}; returns them when scancel went through, none when Slurm could not be reached. */
    private List<String> cancelRunning(List<String> running) {
        try {
            List<Scancel.Complaint> complaints = Retry.idempotent(() -> slurm.cancel(running), 3,
                    new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(10), new Random()), time, notices);
            complaints.forEach(c -> notices.accept("scancel " + c.jobId() + ": " + c.message()));
            notices.accept("cancelled " + String.join(" ", running));
            return running;
        } catch (TransientSlurmException e) {
            notices.accept(e.getMessage() + "; job(s) " + String.join(" ", running)
                    + " may still run: clusterjob cancel " + String.join(" ", running));
            return List.of();
        }
    }

    /** One {@link FailureLine} for each job that ended badly: state, reason, what its exit code means, its log, doctor. */
    private void explainFailures(List<JobInfo> ended) {
        for (JobInfo j : ended) {
            LogPaths p = j.state() != null && j.state().terminal() ? LogPaths.of(j, journal.find(j.id()).orElse(null)) : null;
            SrunTaskExit first = p != null && logs != null && FailureLine.stoppedAfterATask(j)
                    ? FirstTaskFailure.in(p, logs).orElse(null) : null;
            String line = FailureLine.of(j, p == null ? null : p.stdout() + (logPlace == null ? "" : " on " + logPlace), first);
            if (line != null) {
                lines.accept(line);
            }
        }
    }

    /** 0 when every job COMPLETED, else the code of the first job that did not: a job still pending cannot start (87). */
    public static int exitCode(List<JobInfo> jobs) {
        for (JobInfo j : jobs) {
            int c = j.state().terminal() ? Outcome.exitCode(j) : ExitCodes.JOB_UNSTARTABLE;
            if (c != ExitCodes.OK) {
                return c;
            }
        }
        return ExitCodes.OK;
    }

    /** Leaves the jobs that cannot start queued (saying how to cancel them), or cancels them when asked to. */
    private List<String> unstartable(List<String> stuck) {
        String ids = String.join(" ", stuck);
        if (!cancelUnstartable) {
            notices.accept("left job(s) " + ids + " queued (they wait until the cause is changed); cancel with: clusterjob cancel " + ids);
            return List.of();
        }
        try {
            List<Scancel.Complaint> complaints = Retry.idempotent(() -> slurm.cancel(stuck), 3,
                    new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(10), new Random()), time, notices);
            complaints.forEach(c -> notices.accept("scancel " + c.jobId() + ": " + c.message()));
            notices.accept("cancelled " + ids + " (--cancel-unstartable)");
            return stuck;
        } catch (TransientSlurmException e) {
            notices.accept(e.getMessage() + "; job(s) " + ids + " are still queued: clusterjob cancel " + ids);
            return List.of();
        }
    }

    /** The job whose output is followed; its paths are known once its patterns can be expanded. */
    private final class FollowTarget {
        final String id;
        final LogFollower follower;
        boolean asked;

        FollowTarget(String id, LogFollower follower) {
            this.id = id;
            this.follower = follower;
        }

        void update(JobInfo info) {
            if (info == null || info.state() == JobState.PENDING && follower.following()) {
                return;
            }
            Optional<Journal.Entry> e = journal.find(id);
            LogPaths p;
            if (e.isPresent()) {
                Journal.Entry x = e.get();
                p = LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name() != null ? x.name() : info.name(),
                        x.user(), info.nodeList());
            } else {
                if (asked || info.state() == JobState.PENDING) {
                    return;
                }
                asked = true;
                p = fromScontrol(info);
            }
            follower.follow(p);
        }

        private LogPaths fromScontrol(JobInfo info) {
            try {
                Optional<JobInfo> j = slurm.showJob(id);
                if (j.isEmpty() || j.get().stdout() == null) {
                    notices.accept("cannot follow " + id + ": scontrol does not know its output file");
                    return null;
                }
                JobInfo x = j.get();
                return LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name(), x.user(),
                        x.nodeList() != null ? x.nodeList() : info.nodeList());
            } catch (TransientSlurmException ex) {
                asked = false;
                return null;
            }
        }
    }
}
