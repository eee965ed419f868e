package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.NodeInfo;
import dev.clusterjob.slurm.SlurmClient;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Resubmission of a job that ended because of its nodes: ONE mechanism behind two submit flags.
 * {@code --exclude-bad-nodes}: the job stopped at the fabric gate (exit 91, a {@code clusterjob-gate: FAIL}
 * verdict line with suspects, docs/gate.md) or at preflight (exit 69, {@code clusterjob-preflight: FAIL NODE:}
 * lines, docs/troubleshooting.md). {@code --resubmit-on-node-fail}: the job ended NODE_FAIL; the failed node
 * is the one of its allocation that {@code scontrol show node} reports down or not responding (the job's
 * record only says {@code Reason=NodeDown}), else all of its nodes. The next submission is the same script
 * with a new tag and the named nodes added to {@code --exclude} (merged with the script's own
 * {@code --exclude} and earlier resubmissions'), up to the policy's count per cause. A gate ERROR, a FAIL
 * without suspects or a log without the lines is never retried: there is nobody to exclude. Nor is a preflight that
 * found a program missing on every node ({@link PreflightLines}): that is the job's environment, not a node.
 *
 * <p>A gate FAIL with {@code certain=no} (two nodes and no spare: "one of these is bad") is not answered by
 * excluding every suspect, which leaves a small partition without enough nodes: the next submission asks
 * for one node more ({@code --nodes=N+1}), and the gate, finding a spare in the allocation, pairs each
 * suspect with it, trains on N healthy nodes and names the bad one. Every resubmission is checked against
 * the partition first ({@code sinfo}, {@link PartitionRoom}): one that would ask for more usable nodes than
 * it has is not made, and the line says so.
 */
public final class Resubmitter {
    /** Reads a job's log file; empty when it does not exist (yet) or cannot be read. */
    public interface Logs {
        Optional<String> read(Path file);
    }

    /**
     * How many times each cause may resubmit one job (0: that cause is off).
     *
     * @param badNodes gate or preflight named nodes ({@code --exclude-bad-nodes}, bounded by {@code --retries})
     * @param nodeFail the job ended NODE_FAIL ({@code --resubmit-on-node-fail N})
     */
    public record Policy(int badNodes, int nodeFail) {
        public static final Policy OFF = new Policy(0, 0);

        public boolean enabled() {
            return badNodes > 0 || nodeFail > 0;
        }

        /**
         * sbatch options every submission gets: {@code --no-requeue} when NODE_FAIL is resubmitted here, because
         * Slurm requeues a batch job whose node fails by default (JobRequeue=1) and the job would never end NODE_FAIL.
         */
        public List<String> baseOptions() {
            return nodeFail > 0 ? List.of("--no-requeue") : List.of();
        }

        /** {@code p} as its first submission goes out: with {@link #baseOptions()}. */
        public Submitter.Prepared first(Submitter.Prepared p) {
            return p.with(p.tag(), baseOptions());
        }
    }

    /** One input's submissions: the script as last submitted, its job, what was excluded and how often each cause resubmitted. */
    public static final class Chain {
        private Submitter.Prepared current;
        private String jobId;
        private int badNodes;
        private int nodeFail;
        private final LinkedHashSet<String> excluded = new LinkedHashSet<>();
        /** The suspects of a {@code certain=no} verdict while a submission with a spare node tells them apart; else empty. */
        private List<String> undecided = List.of();
        private boolean spareTried;

        /** A chain whose first submission is {@code first} (with the policy's base options). */
        Chain(Submitter.Prepared first) {
            this.current = first;
        }

        public Submitter.Prepared current() {
            return current;
        }

        public String jobId() {
            return jobId;
        }

        /** Records the job id sbatch gave {@link #current()}. */
        public void submitted(String id) {
            this.jobId = id;
        }
    }

    /**
     * What to do after a job of a chain ended.
     *
     * @param next the submission to make, or null (stop: the job's outcome stands)
     * @param line one line for the user (why, without which nodes, which resubmission), or null when there is nothing to say
     */
    public record Decision(Submitter.Prepared next, String line) {
        static final Decision NONE = new Decision(null, null);

        static Decision stop(String line) {
            return new Decision(null, line);
        }
    }

    /** Tries to find the lines in a log that is still being written (shared file systems deliver late). */
    static final int LOG_TRIES = 3;
    static final Duration LOG_WAIT = Duration.ofSeconds(2);
    /** How much of a log's end is read. */
    static final long LOG_TAIL = 4L << 20;

    /** Told of the nodes a gate verdict convicted for certain (the quarantine records them, docs/sweep.md). */
    public interface Convictions {
        void convicted(String jobId, VerdictLine verdict);
    }

    private final Policy policy;
    private Convictions convictions = (id, verdict) -> { };
    private final SlurmClient slurm;
    private final Logs logs;
    private final TimeSource time;
    private final Consumer<String> notices;
    private final PartitionRoom rooms;

    public Resubmitter(Policy policy, SlurmClient slurm, Logs logs, TimeSource time, Consumer<String> notices) {
        this.policy = policy;
        this.slurm = slurm;
        this.logs = logs;
        this.time = time;
        this.notices = notices;
        this.rooms = new PartitionRoom(slurm);
    }

    public Policy policy() {
        return policy;
    }

    /** Who hears of the gate's certain convictions (nobody by default). */
    public Resubmitter onConviction(Convictions c) {
        this.convictions = c;
        return this;
    }

    /** A chain for a prepared input, {@code p} its first submission (made with {@link Policy#first}). */
    public Chain start(Submitter.Prepared p) {
        return new Chain(p);
    }

    /**
     * Log reading through a follower's source (local files, or a login node's over SFTP): the last
     * {@value #LOG_TAIL} bytes, where what the gate and preflight print is (training never started).
     */
    public static Logs tail(LogFollower.Source source) {
        return file -> {
            try {
                long size = source.read(file, 0, 0).size();
                if (size < 0) {
                    return Optional.empty();
                }
                ByteArrayOutputStream buf = new ByteArrayOutputStream();
                long at = Math.max(0, size - LOG_TAIL);
                while (at < size) {
                    LogFollower.Chunk c = source.read(file, at, (int) Math.min(64 * 1024, size - at));
                    if (c.data().length == 0) {
                        break;
                    }
                    buf.write(c.data());
                    at += c.data().length;
                }
                return Optional.of(buf.toString(StandardCharsets.UTF_8));
            } catch (IOException e) {
                return Optional.empty();
            }
        };
    }

    /**
     * Decides what follows the end of the chain's current job: {@code end} is its final record,
     * {@code entry} its journal entry (output patterns, working directory, last node list).
     */
    public Decision after(Chain c, JobInfo end, Journal.Entry entry) {
        if (end.state() == JobState.NODE_FAIL && policy.nodeFail() > 0) {
            return nodeFail(c, end, entry);
        }
        if (end.state() == JobState.COMPLETED && !c.undecided.isEmpty()) {
            return decided(c, end, entry);
        }
        if (end.state() != JobState.FAILED || policy.badNodes() <= 0) {
            verdictOnly(end, entry);
            return Decision.NONE;
        }
        int code = Outcome.exitCode(end.state(), end.exit());
        if (code == ExitCodes.GATE_FAILED) {
            return gate(c, end, entry);
        }
        if (code == ExitCodes.JOB_PREFLIGHT_FAILED) {
            return preflight(c, end, entry);
        }
        return Decision.NONE;
    }

    /**
     * Tells of a certain conviction in the gate verdict of a job that no resubmission decision reads: a job
     * waited on without {@code --exclude-bad-nodes}, or one whose gate had a spare from the start and PASSed
     * naming the bad node. Only a job that completed or stopped at the gate (exit 91) can have one; only the
     * gate's verdict.txt beside the job's output is read (one small read, none of the training log), once, without
     * waiting for it.
     */
    public void verdictOnly(JobInfo end, Journal.Entry entry) {
        boolean gateStop = end.state() == JobState.FAILED && Outcome.exitCode(end.state(), end.exit()) == ExitCodes.GATE_FAILED;
        if (end.state() != JobState.COMPLETED && !gateStop) {
            return;
        }
        LogPaths p = entry == null ? null : LogPaths.resolve(entry.stdout(), entry.stderr(), entry.workDir(), entry.id(),
                entry.name() != null ? entry.name() : end.name(), entry.user(), end.nodeList() != null ? end.nodeList() : entry.nodeList());
        if (p == null) {
            return;
        }
        Optional<VerdictLine> v = logs.read(verdictFile(p)).flatMap(VerdictLine::lastIn);
        if (v.isPresent() && v.get().certain() && !v.get().suspects().isEmpty()) {
            convictions.convicted(end.id(), v.get());
        }
    }

    private Decision gate(Chain c, JobInfo end, Journal.Entry entry) {
        String id = end.id();
        Found f = readUntil(entry, end, text -> VerdictLine.lastIn(text).isPresent());
        Optional<VerdictLine> v = VerdictLine.lastIn(f.text);
        if (v.isEmpty()) {
            return Decision.stop(id + " exited " + ExitCodes.GATE_FAILED + " but " + f.where + " has no clusterjob-gate verdict line: not resubmitting");
        }
        VerdictLine line = v.get();
        String verdict = "gate " + line.status() + " suspects=" + String.join(",", line.suspects()) + " certain="
                + (line.certain() ? "yes" : "no") + " reason=" + line.reason();
        if (line.status() != VerdictLine.Status.FAIL || line.suspects().isEmpty()) {
            return Decision.stop(id + " stopped by the " + verdict + ": no node to exclude, not resubmitting");
        }
        if (line.certain()) {
            convictions.convicted(id, line);
        }
        if (!line.certain() && line.suspects().size() > 1 && !c.spareTried) {
            Decision spare = withSpare(c, id, "stopped by the " + verdict, line.suspects());
            if (spare != null) {
                return spare;
            }
        }
        c.undecided = List.of();
        LinkedHashSet<String> nodes = new LinkedHashSet<>(line.suspects());
        nodes.addAll(PreflightLines.of(f.text).failed());
        return resubmit(c, id, "stopped by the " + verdict, nodes, true);
    }

    /**
     * The next submission with one node more than the job asks, so that its gate has a spare to pair each
     * of {@code suspects} with; null when the script's node count is not a plain number (then the suspects
     * are excluded as before). Not made when the partition has no usable node to spare.
     */
    private Decision withSpare(Chain c, String id, String cause, List<String> suspects) {
        String nodes = PartitionRoom.option(c.current, "nodes");
        if (nodes == null || !nodes.strip().matches("[0-9]{1,6}")) {
            return null;
        }
        int n = Integer.parseInt(nodes.strip());
        String who = String.join(",", suspects);
        int used = c.badNodes;
        if (used >= policy.badNodes()) {
            return Decision.stop(id + " " + cause + "; not resubmitting: " + used + " of " + policy.badNodes()
                    + " resubmission(s) used (--retries)");
        }
        PartitionRoom.Room room = room(c, Set.of());
        if (room != null && room.free().size() < n + 1) {
            return Decision.stop(id + " " + cause + "; not resubmitting: the gate cannot tell which of " + who + " is bad without a spare"
                    + " node, and " + room.describe() + ": none to spare for a " + n + "-node job, nor enough to leave "
                    + (suspects.size() == 2 ? "either" : "any") + " out; per_node: true in the gate (docs/gate.md) tests each node alone");
        }
        List<String> options = new ArrayList<>(c.current.options().stream().filter(o -> !o.startsWith("--nodes=")).toList());
        options.add("--nodes=" + (n + 1));
        c.current = c.current.with(Submitter.newTag(), options);
        c.badNodes++;
        c.spareTried = true;
        c.undecided = List.copyOf(suspects);
        return new Decision(c.current, id + " " + cause + "; one of " + who + " is bad and " + n + " node(s) without a spare cannot tell"
                + " which: resubmitting with one spare node (--nodes=" + (n + 1) + (room == null ? "" : "; " + room.describe())
                + ") so that the gate pairs each suspect with another node and trains on " + n + " healthy one(s) (resubmission "
                + (used + 1) + " of " + policy.badNodes() + ")");
    }

    /** After the spare submission completed: which suspect its gate found bad (its verdict line), in one line. */
    private Decision decided(Chain c, JobInfo end, Journal.Entry entry) {
        List<String> undecided = c.undecided;
        c.undecided = List.of();
        Found f = readUntil(entry, end, text -> VerdictLine.lastIn(text).isPresent());
        Optional<VerdictLine> v = VerdictLine.lastIn(f.text);
        if (v.isEmpty() || v.get().status() != VerdictLine.Status.PASS) {
            return Decision.NONE;
        }
        VerdictLine line = v.get();
        List<String> bad = line.suspects().stream().filter(undecided::contains).toList();
        String gate = "gate PASS train=" + String.join(",", line.train()) + " suspects=" + String.join(",", line.suspects())
                + " certain=" + (line.certain() ? "yes" : "no") + " reason=" + line.reason();
        if (!bad.isEmpty() && line.certain()) {
            convictions.convicted(end.id(), line);
        }
        if (bad.isEmpty()) {
            return Decision.stop(end.id() + " completed; its gate found none of " + String.join(",", undecided)
                    + " bad this time (" + gate + ")");
        }
        return Decision.stop(end.id() + " completed on " + String.join(",", line.train()) + "; the bad node of "
                + String.join(",", undecided) + " is " + String.join(",", bad) + " (" + gate + "): exclude it from later jobs"
                + " until it is repaired");
    }

    /** The job's partition as the next submission would meet it, with {@code more} excluded too; null when sinfo cannot tell. */
    private PartitionRoom.Room room(Chain c, Set<String> more) {
        LinkedHashSet<String> out = new LinkedHashSet<>(c.excluded);
        out.addAll(more);
        try {
            PartitionRoom.Room r = rooms.of(c.current, out);
            return r.partition() == null ? null : r;
        } catch (ClusterjobException e) {
            notices.accept("cannot read the partition's nodes (sinfo): " + e.getMessage());
            return null;
        }
    }

    private Decision preflight(Chain c, JobInfo end, Journal.Entry entry) {
        String id = end.id();
        Found f = readUntil(entry, end, text -> !PreflightLines.of(text).failed().isEmpty());
        PreflightLines lines = PreflightLines.of(f.text);
        List<String> nodes = lines.failed();
        if (nodes.isEmpty()) {
            return Decision.stop(id + " exited " + ExitCodes.JOB_PREFLIGHT_FAILED + " but " + f.where
                    + " has no clusterjob-preflight FAIL line: not resubmitting");
        }
        if (lines.missingEverywhere() != null) {
            return Decision.stop(id + " stopped by preflight: " + lines.missingEverywhere() + " not found on any node ("
                    + Hostlist.compress(nodes.stream().sorted(Hostlist.ORDER).toList()) + "): the job's environment, not a node;"
                    + " activate its venv, conda env or module in setup: (docs/spec.md); not resubmitting");
        }
        return resubmit(c, id, "stopped by preflight on " + String.join(",", nodes), new LinkedHashSet<>(nodes), true);
    }

    private Decision nodeFail(Chain c, JobInfo end, Journal.Entry entry) {
        String id = end.id();
        String nodeList = end.nodeList() != null ? end.nodeList() : entry == null ? null : entry.nodeList();
        if (nodeList == null) {
            return Decision.stop(id + " ended NODE_FAIL but its nodes are unknown: not resubmitting");
        }
        List<String> all = Hostlist.expand(nodeList, "node list of job " + id);
        List<NodeInfo> states = List.of();
        try {
            states = Retry.idempotent(() -> slurm.nodes(nodeList), 3, new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(10), new Random()),
                    time, notices);
        } catch (ClusterjobException e) {
            notices.accept("cannot read the state of " + nodeList + ": " + e.getMessage());
        }
        List<String> failed = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (NodeInfo n : states) {
            if (all.contains(n.name()) && n.unhealthy()) {
                failed.add(n.name());
                why.add(n.name() + " " + n.describe());
            }
        }
        String cause;
        if (failed.isEmpty()) {
            failed.addAll(all);
            cause = "ended NODE_FAIL on " + nodeList + " (no node of it is down now: excluding all of them)";
        } else {
            cause = "ended NODE_FAIL: " + String.join(", ", why);
        }
        return resubmit(c, id, cause, new LinkedHashSet<>(failed), false);
    }

    private Decision resubmit(Chain c, String id, String cause, Set<String> nodes, boolean badNodes) {
        int used = badNodes ? c.badNodes : c.nodeFail;
        int max = badNodes ? policy.badNodes() : policy.nodeFail();
        if (used >= max) {
            return Decision.stop(id + " " + cause + "; not resubmitting: " + used + " of " + max + " resubmission(s) used ("
                    + (badNodes ? "--retries" : "--resubmit-on-node-fail") + ")");
        }
        LinkedHashSet<String> merged = new LinkedHashSet<>();
        String own = c.current.directives().get("exclude");
        if (own != null && !own.isBlank()) {
            merged.addAll(Hostlist.expand(own, c.current.script() + ": #SBATCH --exclude"));
        }
        for (String o : c.current.options()) {
            // an --exclude the submission already carries (the quarantine's) stays excluded
            if (o.startsWith("--exclude=")) {
                merged.addAll(Hostlist.expand(o.substring("--exclude=".length()), "--exclude"));
            }
        }
        merged.addAll(c.excluded);
        merged.addAll(nodes);
        String nodelist = c.current.directives().get("nodelist");
        if (nodelist != null && !nodelist.isBlank() && !nodelist.contains("/")) {
            List<String> forced = new ArrayList<>(Hostlist.expand(nodelist, c.current.script() + ": #SBATCH --nodelist"));
            forced.retainAll(merged);
            if (!forced.isEmpty()) {
                return Decision.stop(id + " " + cause + "; not resubmitting: the script's --nodelist names " + String.join(",", forced)
                        + ", which would have to be excluded");
            }
        }
        // The next submission asks for the script's own node count (a spare submission's --nodes is not kept).
        Integer n = PartitionRoom.count(c.current.directives().get("nodes"));
        PartitionRoom.Room room = n == null ? null : room(c, nodes);
        if (room != null && room.free().size() < n) {
            return Decision.stop(id + " " + cause + "; not resubmitting: without " + String.join(",", nodes) + ", " + room.describe()
                    + ": " + room.free().size() + " left for a " + n + "-node job");
        }
        List<String> options = new ArrayList<>(policy.baseOptions());
        options.add("--exclude=" + String.join(",", merged));
        Submitter.Prepared next = c.current.with(Submitter.newTag(), options);
        if (badNodes) {
            c.badNodes++;
        } else {
            c.nodeFail++;
        }
        c.excluded.addAll(nodes);
        c.current = next;
        return new Decision(next, id + " " + cause + "; resubmitting without " + String.join(",", nodes) + " (--exclude="
                + String.join(",", merged) + "; resubmission " + (used + 1) + " of " + max + ")");
    }

    /** A job's log text (stdout, then a separate stderr, then the gate's verdict.txt) and where it was looked for. */
    private record Found(String text, String where) {
    }

    private interface Check {
        boolean done(String text);
    }

    /** Reads the job's log until {@code check} finds what it needs, a few times at most (a log may arrive late). */
    private Found readUntil(Journal.Entry entry, JobInfo end, Check check) {
        Found f = read(entry, end);
        for (int i = 1; i < LOG_TRIES && !check.done(f.text); i++) {
            try {
                time.sleep(LOG_WAIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            f = read(entry, end);
        }
        return f;
    }

    private Found read(Journal.Entry entry, JobInfo end) {
        if (entry == null) {
            return new Found("", "its log (the job is not in the journal)");
        }
        String nodeList = end.nodeList() != null ? end.nodeList() : entry.nodeList();
        LogPaths p = LogPaths.resolve(entry.stdout(), entry.stderr(), entry.workDir(), entry.id(),
                entry.name() != null ? entry.name() : end.name(), entry.user(), nodeList);
        if (p == null) {
            return new Found("", "its log (the output pattern needs a node name, and the job had none)");
        }
        StringBuilder text = new StringBuilder(logs.read(p.stdout()).orElse(""));
        if (p.stderr() != null) {
            text.append('\n').append(logs.read(p.stderr()).orElse(""));
        }
        logs.read(verdictFile(p)).ifPresent(v -> text.append('\n').append(v));
        return new Found(text.toString(), p.stdout().toString());
    }

    /** The gate's verdict.txt in its folder beside the job's output ({@code NAME.out} -> {@code NAME.gate/}, docs/gate.md). */
    private static Path verdictFile(LogPaths p) {
        String name = p.stdout().getFileName().toString();
        return p.stdout().resolveSibling((name.endsWith(".out") ? name.substring(0, name.length() - 4) : name) + ".gate")
                .resolve("verdict.txt");
    }
}
