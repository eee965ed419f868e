package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.Scancel;
import dev.clusterjob.slurm.SlurmClient;
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

    public Waiter(SlurmClient slurm, Journal journal, TimeSource time, Tracker tracker, Consumer<String> lines, Consumer<String> notices) {
        this.slurm = slurm;
        this.journal = journal;
        this.time = time;
        this.tracker = tracker;
        this.lines = lines;
        this.notices = notices;
    }

    /**
     * Waits for {@code ids}. {@code follower}, when not null, tails the output of the single job in
     * {@code ids}. {@code mine}: every id is the caller's job (from the journal).
     */
    public Result await(List<String> ids, boolean mine, LogFollower follower, BooleanSupplier interrupted, OnInterrupt onInterrupt) {
        FollowTarget target = follower == null ? null : new FollowTarget(ids.get(0), follower);
        Tracker.Result r = tracker.await(ids, mine, new Tracker.Listener() {
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
        }, interrupted);
        if (target != null && !r.interrupted()) {
            target.follower.drain(time, Duration.ofSeconds(2), Duration.ofSeconds(15));
        }
        if (!r.interrupted()) {
            return new Result(r.jobs(), false, List.of(), Outcome.exitCode(r.jobs()));
        }
        List<String> running = r.unfinished();
        if (running.isEmpty()) {
            return new Result(r.jobs(), true, List.of(), ExitCodes.INTERRUPTED);
        }
        if (onInterrupt.cancel(running)) {
            try {
                List<Scancel.Complaint> complaints = Retry.idempotent(() -> slurm.cancel(running), 3,
                        new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(10), new Random()), time, notices);
                complaints.forEach(c -> notices.accept("scancel " + c.jobId() + ": " + c.message()));
                notices.accept("cancelled " + String.join(" ", running));
            } catch (TransientSlurmException e) {
                notices.accept(e.getMessage() + "; job(s) " + String.join(" ", running)
                        + " may still run: clusterjob cancel " + String.join(" ", running));
                return new Result(r.jobs(), true, List.of(), ExitCodes.INTERRUPTED);
            }
            return new Result(r.jobs(), true, running, ExitCodes.INTERRUPTED);
        }
        notices.accept("left job(s) " + String.join(" ", running) + " running; follow again with: clusterjob wait "
                + String.join(" ", running) + "; stop with: clusterjob cancel " + String.join(" ", running));
        return new Result(r.jobs(), true, List.of(), ExitCodes.INTERRUPTED);
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
