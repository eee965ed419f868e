package dev.clusterjob.submit;

import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.TransientSlurmException;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * Follows any number of jobs to their end with ONE squeue call per poll for all of them (the
 * controller serves it with one RPC), polling fast at first and backing off while nothing changes.
 * A job squeue no longer knows is looked up once in sacct (when accounting is on) or with
 * scontrol; a transient controller failure (timeout, slurmctld down) is waited out with jittered
 * backoff, so the wait survives a controller restart.
 */
public final class Tracker {
    /**
     * Poll timing.
     *
     * @param first the delay after the first poll
     * @param max the longest delay while nothing changes (each quiet poll doubles the delay up to it)
     * @param afterChange the delay after a poll that saw a change
     * @param tick how often {@link Listener#tick()} runs and an interrupt is noticed while sleeping
     * @param errorMax the longest delay between attempts while the controller does not answer
     * @param missesToConclude polls in a row a job must be unknown everywhere before it is declared UNKNOWN
     */
    public record Policy(Duration first, Duration max, Duration afterChange, Duration tick, Duration errorMax,
                         int missesToConclude) {
        public static final Policy DEFAULT = new Policy(Duration.ofSeconds(1), Duration.ofSeconds(30),
                Duration.ofSeconds(2), Duration.ofMillis(250), Duration.ofSeconds(60), 2);
    }

    /** What the tracker reports while it works; every method has a no-op default. */
    public interface Listener {
        /** A job changed state: one line such as {@code 12345 PENDING -> RUNNING on node[1-2] after 3 s}. */
        default void changed(String line) {
        }

        /** After each successful poll: the latest record of every job seen so far. */
        default void seen(Map<String, JobInfo> latest) {
        }

        /** A notice about tracking itself (controller unreachable, back again). */
        default void notice(String line) {
        }

        /** Called every {@link Policy#tick()} while waiting between polls (log following reads files here). */
        default void tick() {
        }
    }

    /**
     * How tracking ended.
     *
     * @param jobs the last record of every job, in the order given (final ones have a terminal state)
     * @param interrupted true when the interrupt check fired before every job had ended
     * @param polls squeue calls made
     */
    public record Result(List<JobInfo> jobs, boolean interrupted, int polls) {
        public List<String> unfinished() {
            return jobs.stream().filter(j -> !j.state().terminal()).map(JobInfo::id).toList();
        }
    }

    /** Judges a pending job: a line saying why it cannot start and what to change, or null when it may still start. */
    public interface Unstartable {
        String why(JobInfo pending);
    }

    private final SlurmClient slurm;
    private final TimeSource time;
    private final Policy policy;
    private final Random random;
    private Unstartable unstartable;

    /**
     * Stops tracking a pending job as soon as {@code u} says it cannot start (its line goes to
     * {@link Listener#notice}); the job stays PENDING in the result, not ended (docs/submit.md, exit 87).
     */
    public Tracker stopWhenUnstartable(Unstartable u) {
        this.unstartable = u;
        return this;
    }

    public Tracker(SlurmClient slurm, TimeSource time, Policy policy, Random random) {
        this.slurm = slurm;
        this.time = time;
        this.policy = policy;
        this.random = random;
    }

    private static final class Track {
        JobInfo last;
        Instant since;
        int misses;
        boolean done;
        /** The pending reason last judged by the unstartable check (each new reason is judged once). */
        String judged;
    }

    /**
     * Polls until every job has ended or {@code interrupted} returns true. {@code mine}: every id
     * is the caller's own job (the squeue call then adds {@code --me}).
     */
    public Result await(List<String> ids, boolean mine, Listener listener, BooleanSupplier interrupted) {
        Instant start = time.now();
        Map<String, Track> tracks = new LinkedHashMap<>();
        for (String id : ids) {
            Track t = new Track();
            t.last = JobInfo.of(id, null);
            t.since = start;
            tracks.put(id, t);
        }
        Duration interval = policy.first();
        Backoff errors = new Backoff(policy.first().multipliedBy(2), policy.errorMax(), random);
        Instant outageSince = null;
        int polls = 0;
        while (true) {
            List<String> open = tracks.entrySet().stream().filter(e -> !e.getValue().done).map(Map.Entry::getKey).toList();
            if (open.isEmpty()) {
                break;
            }
            if (interrupted.getAsBoolean()) {
                return result(tracks, true, polls);
            }
            boolean changed;
            try {
                Map<String, JobInfo> seen = slurm.queue(open, mine);
                polls++;
                if (outageSince != null) {
                    listener.notice("Slurm answers again after " + human(Duration.between(outageSince, time.now())));
                    outageSince = null;
                }
                errors.reset();
                changed = apply(open, seen, tracks, listener);
            } catch (TransientSlurmException e) {
                if (outageSince == null) {
                    outageSince = time.now();
                    listener.notice(e.getMessage() + "; jobs keep running, still waiting (retrying with backoff)");
                }
                if (!pause(errors.next(), listener, interrupted)) {
                    return result(tracks, true, polls);
                }
                continue;
            }
            listener.seen(latest(tracks));
            if (tracks.values().stream().allMatch(t -> t.done)) {
                break;
            }
            if (polls == 1) {
                interval = policy.first();
            } else {
                interval = changed ? policy.afterChange() : min(interval.multipliedBy(2), policy.max());
            }
            if (!pause(interval, listener, interrupted)) {
                return result(tracks, true, polls);
            }
        }
        return result(tracks, false, polls);
    }

    /** Applies one squeue answer; returns whether any job changed state. */
    private boolean apply(List<String> open, Map<String, JobInfo> seen, Map<String, Track> tracks, Listener listener) {
        boolean changed = false;
        List<String> missing = new ArrayList<>();
        for (String id : open) {
            JobInfo info = seen.get(id);
            if (info == null) {
                missing.add(id);
                continue;
            }
            tracks.get(id).misses = 0;
            changed |= update(tracks.get(id), info, null, listener);
            Track t = tracks.get(id);
            if (unstartable != null && t.last.state() == JobState.PENDING && t.last.reason() != null
                    && !t.last.reason().equals(t.judged)) {
                t.judged = t.last.reason();
                String why = unstartable.why(t.last);
                if (why != null) {
                    listener.notice(why);
                    t.done = true;
                    changed = true;
                }
            }
        }
        if (!missing.isEmpty()) {
            changed |= resolveForgotten(missing, tracks, listener);
        }
        return changed;
    }

    /**
     * Jobs squeue no longer lists: ask sacct for all of them in one call (when accounting is on),
     * else scontrol per job; a job nobody knows for {@code missesToConclude} polls in a row ends UNKNOWN.
     */
    private boolean resolveForgotten(List<String> missing, Map<String, Track> tracks, Listener listener) {
        boolean changed = false;
        Map<String, JobInfo> found = new HashMap<>();
        String source;
        try {
            Optional<Map<String, JobInfo>> acct = slurm.accounting(missing);
            if (acct.isPresent()) {
                found.putAll(acct.get());
                source = "sacct";
            } else {
                for (String id : missing) {
                    slurm.showJob(id).ifPresent(j -> found.put(id, j));
                }
                source = "scontrol";
            }
        } catch (TransientSlurmException e) {
            listener.notice(e.getMessage() + "; will ask again");
            return false;
        }
        for (String id : missing) {
            Track t = tracks.get(id);
            JobInfo info = found.get(id);
            if (info != null && info.state().terminal()) {
                changed |= update(t, info, source, listener);
            } else if (++t.misses >= policy.missesToConclude()) {
                JobInfo unknown = (info != null ? info : t.last).withState(JobState.UNKNOWN);
                changed |= update(t, unknown, "squeue, sacct and scontrol no longer know the job", listener);
            }
        }
        return changed;
    }

    private boolean update(Track t, JobInfo info, String source, Listener listener) {
        JobState before = t.last.state();
        JobInfo merged = merge(t.last, info);
        t.last = merged;
        if (merged.state().terminal()) {
            t.done = true;
        }
        if (before == merged.state()) {
            return false;
        }
        Instant now = time.now();
        listener.changed(line(merged, before, Duration.between(t.since, now), source));
        t.since = now;
        return true;
    }

    /** Keeps what an earlier, richer record knew (name, node list) when a later one lacks it. */
    private static JobInfo merge(JobInfo old, JobInfo now) {
        return now.toBuilder().name(or(now.name(), old.name())).elapsed(or(now.elapsed(), old.elapsed()))
                .nodes(or(now.nodes(), old.nodes())).nodeList(or(now.nodeList(), old.nodeList()))
                .comment(or(now.comment(), old.comment())).stdout(or(now.stdout(), old.stdout()))
                .stderr(or(now.stderr(), old.stderr())).workDir(or(now.workDir(), old.workDir()))
                .user(or(now.user(), old.user())).build();
    }

    private static <T> T or(T now, T before) {
        return now != null ? now : before;
    }

    /**
     * The state-change line: {@code 12345 PENDING -> RUNNING on node[1-2] after 3 s}; the first
     * sighting is {@code 12345 PENDING (Resources)}; an end adds the outcome ({@code : exit code 3}).
     */
    static String line(JobInfo j, JobState before, Duration after, String source) {
        StringBuilder b = new StringBuilder(j.id()).append(' ');
        if (before != null) {
            b.append(before).append(" -> ");
        }
        b.append(j.state());
        if (j.state() == JobState.RUNNING && j.nodeList() != null) {
            b.append(" on ").append(j.nodeList());
        }
        if (before != null) {
            b.append(" after ").append(human(after));
        }
        if (j.state().terminal()) {
            String d = j.state() == JobState.UNKNOWN ? source : Outcome.detail(j);
            if (d != null) {
                b.append(": ").append(d);
            }
            if (j.reason() != null && j.state() != JobState.COMPLETED && j.state() != JobState.FAILED) {
                b.append(" (").append(j.reason()).append(')');
            }
            if (source != null && j.state() != JobState.UNKNOWN) {
                b.append(" [").append(source).append(']');
            }
        } else if (j.reason() != null && j.state() != JobState.RUNNING) {
            b.append(" (").append(j.reason()).append(')');
        }
        return b.toString();
    }

    /** "3 s", "2 min 5 s", "1 h 3 min". */
    static String human(Duration d) {
        long s = Math.max(0, Math.round(d.toMillis() / 1000.0));
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return (s / 60) + " min" + (s % 60 == 0 ? "" : " " + (s % 60) + " s");
        }
        return (s / 3600) + " h" + ((s % 3600) / 60 == 0 ? "" : " " + ((s % 3600) / 60) + " min");
    }

    /** Sleeps {@code d} in ticks; false when interrupted. */
    private boolean pause(Duration d, Listener listener, BooleanSupplier interrupted) {
        Instant end = time.now().plus(d);
        while (true) {
            if (interrupted.getAsBoolean()) {
                return false;
            }
            listener.tick();
            Duration left = Duration.between(time.now(), end);
            if (left.isNegative() || left.isZero()) {
                return true;
            }
            try {
                time.sleep(min(left, policy.tick()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private static Map<String, JobInfo> latest(Map<String, Track> tracks) {
        Map<String, JobInfo> m = new LinkedHashMap<>();
        tracks.forEach((id, t) -> {
            if (t.last.state() != null) {
                m.put(id, t.last);
            }
        });
        return m;
    }

    private static Result result(Map<String, Track> tracks, boolean interrupted, int polls) {
        List<JobInfo> jobs = new ArrayList<>();
        tracks.values().forEach(t -> jobs.add(t.last.state() == null ? t.last.withState(JobState.PENDING) : t.last));
        return new Result(jobs, interrupted, polls);
    }
}
