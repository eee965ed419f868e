package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.lint.JobCheck;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.render.ScriptWriter;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.Scancel;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.TransientSlurmException;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The Java API of clusterjob's job side: render a spec, submit, wait, status, cancel, logs. The CLI's
 * submit, wait, status, cancel and logs commands are thin adapters over it; a Java program uses it the
 * same way (docs/java-api.md):
 *
 * <pre>{@code
 * Jobs jobs = new Jobs(Context.system(), Jobs.Options.DEFAULT, out, err);
 * List<Submitter.Prepared> p = jobs.prepare(List.of("job.yaml"), List.of(), b -> b.nodes(2, SpecBuilder.at("api")));
 * int exit = jobs.submit(p, Submission.Request.waiting());
 * }</pre>
 *
 * Where jobs live (this machine or a login node: {@link Options#remote}, else what the journal
 * recorded), one runner per place, the journal, waiting with the Ctrl-C policy, the status logic.
 * Lines meant for the user go to {@code out}; notices ("clusterjob: ...") to {@code err}.
 */
public final class Jobs {
    /**
     * How this process reaches Slurm.
     *
     * @param remote {@code [user@]host[:port]} of a login node, or null (the journal's place, else this machine)
     * @param callTimeout the limit of one Slurm command
     * @param acceptNewHostKey trust a login node whose host key is not in known_hosts yet
     */
    public record Options(String remote, Duration callTimeout, boolean acceptNewHostKey) {
        public static final Options DEFAULT = new Options(null, Duration.ofSeconds(60), false);
    }

    /**
     * How to wait.
     *
     * @param follow stream the (single) job's output
     * @param cancelOnInterrupt on Ctrl-C cancel without asking (else ask on a terminal, else leave running)
     * @param linesToErr state-change lines to {@code err} (with --json or --follow) instead of {@code out}
     * @param cancelUnstartable cancel a job that cannot start (exit 87) instead of leaving it queued
     */
    public record WaitOptions(boolean follow, boolean cancelOnInterrupt, boolean linesToErr, boolean cancelUnstartable) {
        public static final WaitOptions PLAIN = new WaitOptions(false, false, false, false);
    }

    /** A job id with the place it lives and its journal entry (null when the journal does not know it there). */
    public record Placed(String id, RemoteLogin login, Journal.Entry entry) {
    }

    private final Context ctx;
    private final Options options;
    private final PrintWriter out;
    private final PrintWriter err;
    /** This machine's ClusterName once asked ({@link #localCluster}); {@code localClusterAsked} says whether it was. */
    private String localCluster;
    private boolean localClusterAsked;

    public Jobs(Context ctx, Options options, PrintWriter out, PrintWriter err) {
        this.ctx = ctx;
        this.options = options;
        this.out = out;
        this.err = err;
    }

    public Context context() {
        return ctx;
    }

    public Options options() {
        return options;
    }

    PrintWriter out() {
        return out;
    }

    PrintWriter err() {
        return err;
    }

    /** A one-line notice on {@code err}: {@code clusterjob: LINE}. */
    public void notice(String line) {
        err.println("clusterjob: " + TerminalText.lines(line));
        err.flush();
    }

    /** The script {@code spec} renders to, with the bundled templates (what {@code clusterjob render SPEC -o -} prints; {@link ScriptWriter#script}). */
    public static String render(Path spec) {
        return ScriptWriter.script(spec);
    }

    /**
     * {@code clusterjob render} ({@link ScriptWriter#write}): builds the spec, renders it ({@code templates}: a folder whose
     * templates replace bundled ones, or null), reports the environment check on {@code err}, and writes the script to
     * {@code output} ("-": {@code out}; null: the spec's {@code output:}, else {@code out}) through a temporary file and a
     * rename. Returns the exit code.
     */
    public static int render(SpecBuilder spec, Path templates, String output, PrintWriter out, PrintWriter err) {
        return ScriptWriter.write(spec, templates, output, out, err, JobCheck.REPORT);
    }

    /** Opens the place {@code login} (null: this machine); an SSH session is made on first use. */
    public SlurmPlace open(RemoteLogin login) {
        return new SlurmPlace(login, ctx.runners().open(login, options.acceptNewHostKey(), this::notice), callTimeout(), journal());
    }

    /** The whole journal, this machine's jobs narrowed to its cluster ({@link Journal#ofCluster}). */
    Journal journal() {
        return ctx.journal().ofCluster(this::localCluster);
    }

    /**
     * This machine's Slurm ClusterName ({@code scontrol show config}), asked at most once per command and
     * only when needed: to record a job, or to tell this cluster's journal entries from another's. Null
     * when there is no Slurm here or it does not answer: then no entry is told apart (as before clusters
     * were recorded).
     */
    public String localCluster() {
        if (!localClusterAsked) {
            localClusterAsked = true;
            try (CommandRunner runner = ctx.runners().open(null, false, this::notice)) {
                localCluster = new SlurmClient(runner, callTimeout()).clusterName();
            } catch (TransientSlurmException e) {
                notice("cannot tell which cluster this is (" + e.getMessage() + "): jobs of every cluster count as this one's");
            } catch (ClusterjobException e) {
                // no Slurm on this machine (a laptop submitting over SSH): nothing local to tell apart
            }
        }
        return localCluster;
    }

    private Duration callTimeout() {
        if (options.callTimeout().compareTo(Duration.ofSeconds(1)) < 0) {
            throw ClusterjobException.badInput("--call-timeout", "expected seconds >= 1, got " + options.callTimeout().toSeconds());
        }
        return options.callTimeout();
    }

    /**
     * The node list of job {@code id} at {@link Options#remote} (else this machine; the journal is not
     * asked): one squeue (it knows recent jobs, -t all), else scontrol, else sacct. Null when Slurm
     * knows no nodes of it. {@code transport}: the SSH session's own lines (accepted host key, reconnects).
     */
    public String nodeList(String id, Consumer<String> transport) {
        RemoteLogin login = remoteFlag();
        try (CommandRunner runner = ctx.runners().open(login, options.acceptNewHostKey(), transport)) {
            SlurmClient client = new SlurmClient(runner, callTimeout());
            JobInfo info = client.queue(List.of(id), false).get(id);
            if (info == null || info.nodeList() == null || info.nodeList().isBlank()) {
                info = client.showJob(id).orElseGet(() -> client.accounting(List.of(id)).map(m -> m.get(id)).orElse(null));
            }
            boolean none = info == null || info.nodeList() == null || info.nodeList().isBlank() || info.nodeList().equals("None assigned");
            return none ? null : info.nodeList();
        }
    }

    /** {@link Options#remote} as a login record, or null without it. */
    public RemoteLogin remoteFlag() {
        return options.remote() == null ? null : ctx.runners().login(options.remote(), LoginSettings.NONE);
    }

    /** The login node of {@link Options#remote} and/or a profile's login: block; null: this machine. */
    public RemoteLogin login(LoginSettings block) {
        return ctx.runners().login(options.remote(), block);
    }

    /**
     * Where each id lives: at {@link Options#remote} when given; else where the journal recorded it (its
     * newest entry of a login node or of this machine's cluster); else this machine. An id the journal
     * holds only for another cluster is this cluster's job of that id (said in a notice). Order kept.
     */
    public List<Placed> place(List<String> ids) {
        Journal all = journal();
        RemoteLogin flag = remoteFlag();
        List<Placed> placed = new ArrayList<>();
        List<Journal.Entry> entries = flag == null ? all.load() : List.of();
        for (String id : ids) {
            if (flag != null) {
                placed.add(new Placed(id, flag, all.at(flag).find(id).orElse(null)));
                continue;
            }
            Journal.Entry found = null;
            Journal.Entry other = null;
            for (int i = entries.size() - 1; i >= 0 && found == null; i--) {
                Journal.Entry e = entries.get(i);
                if (e.id().equals(id)) {
                    if (all.ofThisCluster(e)) {
                        found = e;
                    } else if (other == null) {
                        other = e;
                    }
                }
            }
            if (found == null && other != null) {
                notice("job " + id + " of the journal ran on cluster " + other.cluster() + "; this machine's Slurm is cluster "
                        + localCluster() + ": asking it about its job " + id);
            }
            placed.add(new Placed(id, found == null ? null : found.login(), found));
        }
        return placed;
    }

    /** {@code placed} grouped by place (first appearance order); the key is the place's endpoint, "" for this machine. */
    public static Map<String, List<Placed>> byPlace(List<Placed> placed) {
        Map<String, List<Placed>> m = new LinkedHashMap<>();
        for (Placed p : placed) {
            m.computeIfAbsent(p.login() == null ? "" : p.login().endpoint(), k -> new ArrayList<>()).add(p);
        }
        return m;
    }

    /** The one place all of {@code placed} live; bad input when they live in several (one command waits in one place). */
    public static RemoteLogin onePlace(List<Placed> placed, String what) {
        Map<String, List<Placed>> m = byPlace(placed);
        if (m.size() > 1) {
            throw ClusterjobException.badInput("JOBID", what + " jobs of one place at a time; these live in "
                    + m.values().stream().map(l -> RemoteLogin.describe(l.get(0).login()) + " ("
                            + l.stream().map(Placed::id).collect(Collectors.joining(" ")) + ")").collect(Collectors.joining(", ")));
        }
        return placed.isEmpty() ? null : placed.get(0).login();
    }

    /** Runs a query or cancel, repeating it (4 tries, jittered backoff from 2 s) while it fails transiently. */
    public <T> T retrying(Supplier<T> call) {
        return Retry.idempotent(call, 4, new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(30), new Random()),
                ctx.time(), this::notice);
    }

    /**
     * Submissions of batch scripts and {@code .yaml} specs (rendered with the bundled templates, each
     * spec's flags applied by {@code flags}, {@code command} the training command of a single spec).
     * Nothing is written or sent yet.
     */
    public List<Submitter.Prepared> prepare(List<String> inputs, List<String> command, Consumer<SpecBuilder> flags) {
        Path cwd = ctx.cwd();
        Path scripts = ctx.stateDir().resolve("scripts");
        List<Submitter.Prepared> prepared = new ArrayList<>();
        for (String in : inputs) {
            String tag = Submitter.newTag();
            Path p = cwd.resolve(in);
            if (isSpec(in)) {
                SpecBuilder b = SpecBuilder.fromFile(p);
                flags.accept(b);
                if (!command.isEmpty()) {
                    b.command(command, SpecBuilder.at("--"));
                }
                // Written only once the place is known: a remote job's script goes to the login node.
                JobSpec js = b.build();
                prepared.add(Submitter.fromSpec(js, JobRenderer.bundled(), scripts, cwd, tag, false,
                        r -> JobCheck.report(JobCheck.check(r.plan(), js), err)));
            } else {
                prepared.add(Submitter.fromScript(p, cwd, tag));
            }
        }
        return prepared;
    }

    /** Whether {@code name} is a job spec (rendered before submission) rather than a batch script. */
    public static boolean isSpec(String name) {
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }

    /** Submits {@code prepared} as {@code request} says (docs/submit.md); returns the exit code. */
    public int submit(List<Submitter.Prepared> prepared, Submission.Request request) {
        return new Submission(this, request).run(prepared);
    }

    /** Waits for {@code ids}, all living in one place; returns how they ended. */
    public Waiter.Result await(List<String> ids, WaitOptions w) {
        try (SlurmPlace place = open(onePlace(place(ids), "wait follows"))) {
            return await(place, ids, w);
        }
    }

    /**
     * Waits for {@code ids} at {@code place} with the Ctrl-C policy: {@link WaitOptions#cancelOnInterrupt}
     * cancels without asking; on a terminal the user is asked; otherwise the jobs are left running and the user told so.
     */
    public Waiter.Result await(SlurmPlace place, List<String> ids, WaitOptions w) {
        Journal journal = place.journal;
        boolean mine = ids.stream().allMatch(id -> journal.find(id).isPresent());
        Tracker tracker = new Tracker(place.slurm, ctx.time(), ctx.pollPolicy(), new Random())
                .stopWhenUnstartable(new Unstartables(place.slurm));
        PrintWriter lineSink = w.linesToErr() ? err : out;
        Waiter waiter = new Waiter(place.slurm, journal, ctx.time(), tracker, l -> {
            lineSink.println(TerminalText.line(l));
            lineSink.flush();
        }, this::notice).cancelUnstartable(w.cancelUnstartable()).logsOn(place.login == null ? null : place.where())
                .readLogsWith(place.logSource());
        LogFollower follower = w.follow()
                ? new LogFollower(new WriterOutputStream(out), new WriterOutputStream(err), place.logSource()) : null;
        Waiter.OnInterrupt policy = running -> {
            if (w.cancelOnInterrupt()) {
                return true;
            }
            String answer = ctx.prompt().apply("\nclusterjob: cancel job(s) " + String.join(" ", running) + "? [y/N] ");
            if (answer == null) {
                notice("not a terminal: leaving the job(s) running (--cancel-on-interrupt cancels them)");
                return false;
            }
            return answer.trim().toLowerCase(Locale.ROOT).startsWith("y");
        };
        try {
            if (ctx.interrupt() != null) {
                return waiter.await(ids, mine, follower, ctx.interrupt(), policy);
            }
            try (Interrupts ctrlC = Interrupts.install()) {
                BooleanSupplier raised = ctrlC::raised;
                return waiter.await(ids, mine, follower, raised, policy);
            }
        } catch (SshException e) {
            notice("lost " + place.where() + "; job(s) " + String.join(" ", ids) + " keep running there: clusterjob wait "
                    + String.join(" ", ids) + " follows them again");
            throw e;
        }
    }

    /** The current records of jobs: {@code ids}, or without ids the newest {@code last} of the journal (docs/submit.md). */
    public StatusQuery.Result status(List<String> ids, int last) {
        return status(ids, last, false);
    }

    /** The same; without ids and with {@code everyCluster}, this machine's jobs of other clusters too (docs/submit.md). */
    public StatusQuery.Result status(List<String> ids, int last, boolean everyCluster) {
        return new StatusQuery(this).run(ids, last, everyCluster);
    }

    /** Cancels {@code ids} (scancel, in each one's place); the complaints of the ids scancel did not cancel. */
    public List<Scancel.Complaint> cancel(List<String> ids) {
        List<Scancel.Complaint> complaints = new ArrayList<>();
        for (List<Placed> group : byPlace(place(List.copyOf(new LinkedHashSet<>(ids)))).values()) {
            List<String> here = group.stream().map(Placed::id).toList();
            try (SlurmPlace place = open(group.get(0).login())) {
                complaints.addAll(retrying(() -> place.slurm.cancel(here)));
            }
        }
        return complaints;
    }

    /**
     * Prints job {@code id}'s output once (stdout to {@code out}, a separate stderr file to {@code err}),
     * or with {@code follow} until the job ends; returns the exit code.
     */
    public int logs(String id, boolean follow, boolean cancelOnInterrupt) {
        Placed placed = place(List.of(id)).get(0);
        try (SlurmPlace place = open(placed.login())) {
            if (follow) {
                return await(place, List.of(id), new WaitOptions(true, cancelOnInterrupt, true, false)).exitCode();
            }
            LogPaths paths = logPaths(place, id, placed.entry());
            LogFollower f = new LogFollower(new WriterOutputStream(out), new WriterOutputStream(err), place.logSource());
            if (!f.exists(paths.stdout())) {
                return noLog(place, id, paths.stdout() + (placed.login() == null ? "" : " on " + place.where()));
            }
            f.follow(paths);
            f.poll();
            return ExitCodes.OK;
        }
    }

    /**
     * {@code logs} of a job whose output file does not exist: one line saying why, from Slurm's record of it. A job
     * that ended without writing it (Slurm could not open it on the node: slurmd error 4021, ESLURMD_IO_ERROR) exits with its
     * outcome's code (85 for a launch failure); a job that has not started yet exits 0.
     */
    private int noLog(SlurmPlace place, String id, String log) {
        JobInfo j = retrying(() -> place.slurm.queue(List.of(id), true)).get(id);
        if (j == null) {
            j = retrying(() -> place.slurm.accounting(List.of(id))).map(m -> m.get(id))
                    .orElseGet(() -> retrying(() -> place.slurm.showJob(id)).orElse(null));
        }
        if (j == null || j.state() == null) {
            notice(log + " does not exist, and Slurm no longer knows job " + id + " (squeue, sacct, scontrol)");
            return ExitCodes.EXTERNAL;
        }
        if (!j.state().terminal()) {
            notice(log + " does not exist yet: job " + id + " is " + FailureLine.state(j));
            return ExitCodes.OK;
        }
        notice(log + " does not exist: job " + id + " ended " + FailureLine.state(j) + "; nothing was written there");
        int code = Outcome.exitCode(j);
        return code == ExitCodes.OK ? ExitCodes.EXTERNAL : code;
    }

    /** The {@link FailureLine} of job {@code j} placed at {@code p}, with its log's path (journal, else scontrol's); null when it did not end badly. */
    static String failureLine(JobInfo j, Placed p) {
        LogPaths paths = j.state() != null && j.state().terminal() ? LogPaths.of(j, p.entry()) : null;
        return FailureLine.of(j, paths == null ? null : paths.stdout() + (p.login() == null ? "" : " on " + RemoteLogin.describe(p.login())));
    }

    /**
     * Job {@code id}'s output files on this machine ({@code doctor JOBID}): stdout, then a separate stderr file. Bad input
     * for a job on a login node (its files are there) and for a log that was never written ({@code logs} says why).
     */
    public List<Path> logFiles(String id) {
        Placed placed = place(List.of(id)).get(0);
        if (placed.login() != null) {
            throw ClusterjobException.badInput(id, "job " + id + "'s log is on " + RemoteLogin.describe(placed.login())
                    + ": clusterjob logs " + id + " > " + id + ".log, then clusterjob doctor " + id + ".log");
        }
        try (SlurmPlace place = open(null)) {
            LogPaths p = logPaths(place, id, placed.entry());
            if (!java.nio.file.Files.exists(p.stdout())) {
                throw ClusterjobException.badInput(id, p.stdout() + " does not exist (clusterjob logs " + id + " says why)");
            }
            return p.stderr() == null || !java.nio.file.Files.exists(p.stderr()) ? List.of(p.stdout()) : List.of(p.stdout(), p.stderr());
        }
    }

    /** Job {@code id}'s output files: the journal's patterns, else scontrol show job's. */
    private LogPaths logPaths(SlurmPlace place, String id, Journal.Entry entry) {
        LogPaths p;
        if (entry != null) {
            Journal.Entry x = entry;
            p = LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name(), x.user(), x.nodeList());
            if (p == null) {
                JobInfo j = retrying(() -> place.slurm.queue(List.of(id), true)).get(id);
                p = LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name(), x.user(), j == null ? null : j.nodeList());
            }
        } else {
            JobInfo j = retrying(() -> place.slurm.showJob(id)).orElseThrow(() -> new ClusterjobException(ExitCodes.EXTERNAL,
                    "job " + id + " is not in the journal and Slurm no longer knows it (scontrol show job)"));
            if (j.stdout() == null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "scontrol show job " + id + " names no output file");
            }
            p = LogPaths.resolve(j.stdout(), j.stderr(), j.workDir(), id, j.name(), j.user(), j.nodeList());
        }
        if (p == null) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "job " + id + " has no node yet, and its output pattern needs one (%N)");
        }
        return p;
    }
}
