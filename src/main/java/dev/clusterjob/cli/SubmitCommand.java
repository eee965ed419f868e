package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.ssh.RemoteFiles;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.lint.JobCheck;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.quote.BashQuote;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.submit.Backoff;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.RemoteLogin;
import dev.clusterjob.submit.Resubmitter;
import dev.clusterjob.submit.Submitter;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** {@code clusterjob submit}: batch scripts or job specs in, Slurm jobs out (recorded for status/wait/logs). */
@Command(name = "submit", mixinStandardHelpOptions = true,
        description = "Submit batch scripts or job specs (rendered first) with sbatch; optionally wait for them and follow the output.",
        footer = {"", "Examples:",
                "  clusterjob submit job.sbatch --wait",
                "  clusterjob submit slurm-examples/llama3-8b-full-sft-h800.yaml --nodes 4 --follow",
                "  clusterjob submit sweep-*.sbatch --json",
                "  clusterjob submit job.yaml --dry-run",
                "  clusterjob submit --remote alice@login1:2222 job.sbatch --wait",
                "  clusterjob submit job.yaml --upload src --follow   # to its profile's login:",
                "  clusterjob submit job.yaml --gate --exclude-bad-nodes --retries 2",
                "  clusterjob submit job.yaml --wait --resubmit-on-node-fail 1",
                "",
                "Each job carries a unique tag in --comment (clusterjob:<uuid>). When sbatch times out or cannot reach",
                "the controller, the job is looked up by that tag before any retry, so a retry never creates a second job.",
                "--exclude-bad-nodes: a job stopped by the gate (exit 91, verdict FAIL with suspects) or by preflight",
                "(exit 69) is submitted again with the nodes they named added to --exclude, up to --retries times.",
                "--resubmit-on-node-fail N: a job that ended NODE_FAIL is submitted again without the failed node (every",
                "submission gets --no-requeue so that Slurm does not requeue it itself). Both imply --wait.",
                "Exit codes with --wait: 0 all jobs COMPLETED; the failed job's exit code; 128+N killed by signal N;",
                "80 TIMEOUT, 81 CANCELLED, 82 NODE_FAIL, 83 OUT_OF_MEMORY, 84 PREEMPTED, 85 other failure, 86 final state",
                "unknown, 87 cannot start (pending for a reason that never clears by itself, e.g. PartitionNodeLimit: printed",
                "with what to change within one poll; the job is left queued unless --cancel-unstartable), 91 stopped by the gate, 69 stopped by preflight, 130 interrupted; after resubmissions, the last",
                "job's (see docs/submit.md). Without --wait: 0 submitted, 2 bad input, 3 sbatch failed.",
                "Over SSH (docs/remote.md): 3 SSH failed (connect, login, SFTP), 10 host key unknown or changed."})
public final class SubmitCommand extends SlurmCommand {
    @Parameters(paramLabel = "SCRIPT_OR_SPEC", arity = "1..*",
            description = "Batch scripts, or .yaml/.yml job specs (rendered first; a training command may follow '--' after one spec).")
    List<String> positionals = new ArrayList<>();

    @CommandLine.Mixin
    JobOptions job = new JobOptions();

    @Option(names = "--wait", description = "Wait until the jobs end; the exit code tells how they ended.")
    boolean waitForJobs;

    @Option(names = "--follow", description = "Stream the job's stdout/stderr while it runs (one job; implies --wait).")
    boolean follow;

    @Option(names = "--json", description = "Print one JSON object (jobs, and with --wait their end states) on stdout.")
    boolean json;

    @Option(names = "--dry-run", description = "Print the sbatch command and the script; submit nothing.")
    boolean dryRun;

    @Option(names = "--retries", paramLabel = "N", defaultValue = "3",
            description = "Retries of an sbatch that failed transiently (timeout, controller unreachable), each after a tag lookup;"
                    + " with --exclude-bad-nodes also the most resubmissions per job (default: ${DEFAULT-VALUE}).")
    int retries;

    @Option(names = "--exclude-bad-nodes",
            description = "When the gate (exit 91) or preflight (exit 69) names bad nodes, submit the job again with them added to --exclude"
                    + " (up to --retries times; implies --wait).")
    boolean excludeBadNodes;

    @Option(names = "--resubmit-on-node-fail", paramLabel = "N",
            description = "When the job ends NODE_FAIL, submit it again without the failed node, up to N times"
                    + " (adds --no-requeue so that Slurm does not requeue it itself; implies --wait).")
    Integer resubmitOnNodeFail;

    @Option(names = "--cancel-on-interrupt", description = "On Ctrl-C while waiting, cancel the jobs without asking.")
    boolean cancelOnInterrupt;

    @Option(names = "--cancel-unstartable", description = "With --wait: cancel a job that cannot start (pending for a reason that"
            + " never clears by itself, exit 87) instead of leaving it queued.")
    boolean cancelUnstartable;

    @Option(names = "--remote-dir", paramLabel = "DIR",
            description = "With --remote or a login: block: the remote working directory (sbatch runs there, uploads go there;"
                    + " default: login.remote_dir, else " + DEFAULT_REMOTE_DIR + ").")
    String remoteDir;

    @Option(names = "--upload", paramLabel = "PATH",
            description = "With --remote or a login: block: also upload this file or directory (repeatable) into the remote"
                    + " working directory, at its path relative to the current directory.")
    List<Path> uploads = new ArrayList<>();

    /** Where remote jobs run when neither --remote-dir nor login.remote_dir says: a directory of clusterjob's own. */
    static final String DEFAULT_REMOTE_DIR = "~/.clusterjob/jobs";
    /** Under the remote working directory: one folder per submission holding its script (the script keeps its name: sbatch's default job name). */
    static final String REMOTE_SCRIPTS = ".clusterjob";

    @Override
    int run() {
        if (retries < 0) {
            throw ClusterjobException.badInput("--retries", "expected a number >= 0, got " + retries);
        }
        if (resubmitOnNodeFail != null && resubmitOnNodeFail < 1) {
            throw ClusterjobException.badInput("--resubmit-on-node-fail", "expected a number of resubmissions >= 1, got " + resubmitOnNodeFail);
        }
        Resubmitter.Policy policy = new Resubmitter.Policy(excludeBadNodes ? retries : 0, resubmitOnNodeFail == null ? 0 : resubmitOnNodeFail);
        List<Submitter.Prepared> prepared = prepare().stream().map(policy::first).toList();
        for (Submitter.Prepared p : prepared) {
            if (policy.nodeFail() > 0 && "yes".equals(p.directives().get("requeue"))) {
                throw ClusterjobException.badInput("--resubmit-on-node-fail", p.script().getFileName() + " asks Slurm to requeue it"
                        + " (#SBATCH --requeue, as a spec's requeue: block renders): Slurm then requeues it after a node failure itself"
                        + " and it never ends NODE_FAIL; use one or the other");
            }
        }
        if (follow && prepared.size() != 1) {
            throw ClusterjobException.badInput("--follow", "follows one job; " + prepared.size() + " were given");
        }
        LoginSettings block = loginBlock(prepared);
        RemoteLogin login = RunnerFactory.login(slurmOptions.remote, block);
        if (login == null && (remoteDir != null || !uploads.isEmpty())) {
            throw ClusterjobException.badInput(remoteDir != null ? "--remote-dir" : "--upload",
                    "applies to remote submission: add --remote [USER@]HOST[:PORT] (or a login: block in the profile)");
        }
        String workDir = remoteDir != null ? remoteDir : block.remoteDir() != null ? block.remoteDir() : DEFAULT_REMOTE_DIR;
        List<Upload> extra = login == null ? List.of() : uploads();
        if (dryRun) {
            for (Upload u : extra) {
                out().println("# upload " + u.local() + " -> " + join(workDir, u.remote()) + " on " + RemoteLogin.describe(login));
            }
            for (Submitter.Prepared p : prepared) {
                Submitter.Prepared q = login == null ? p : p.onLoginNode(join(scriptDir(workDir, p), p.script().getFileName().toString()), workDir);
                out().println("# " + q.argv().stream().map(BashQuote::quote).collect(Collectors.joining(" "))
                        + "   (in " + q.workDir() + (login == null ? "" : " on " + RemoteLogin.describe(login)) + ")");
                out().print(p.text());
                if (!p.text().endsWith("\n")) {
                    out().println();
                }
            }
            return ExitCodes.OK;
        }
        Path scripts = SubmitContext.stateDir.get().resolve("scripts");
        if (login == null) {
            prepared.stream().filter(Submitter.Prepared::rendered).forEach(p -> write(p.script(), p.text()));
        }
        try (Site site = open(login)) {
            if (login != null) {
                prepared = upload(site.files(), prepared, extra, workDir, scripts);
            }
            return submit(site, prepared, policy);
        }
    }

    private int submit(Site site, List<Submitter.Prepared> prepared, Resubmitter.Policy policy) {
        Submitter submitter = new Submitter(site.slurm, SubmitContext.time,
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random()), retries, this::notice);
        Resubmitter resubmitter = new Resubmitter(policy, site.slurm, Resubmitter.tail(site.logSource()), SubmitContext.time, this::notice);
        List<Resubmitter.Chain> chains = prepared.stream().map(resubmitter::start).toList();
        List<Journal.Entry> entries = new ArrayList<>();
        for (Resubmitter.Chain c : chains) {
            Submitter.Prepared p = c.current();
            Journal.Entry e;
            try {
                e = submitOne(site, submitter, p);
            } catch (ClusterjobException x) {
                if (!entries.isEmpty()) {
                    notice("submitted before the failure: " + entries.stream().map(Journal.Entry::id).collect(Collectors.joining(" ")));
                }
                throw new ClusterjobException(x.exitCode(), p.script().getFileName() + ": " + x.getMessage());
            }
            c.submitted(e.id());
            entries.add(e);
        }
        List<String> ids = entries.stream().map(Journal.Entry::id).toList();
        if (!waitForJobs && !follow && !policy.enabled()) {
            warnUnstartable(site, ids);
            if (json) {
                out().println(jobsJson(List.of(), entries, -1));
            }
            return ExitCodes.OK;
        }
        if (!policy.enabled()) {
            Waiter.Result r = await(site, ids, follow, cancelOnInterrupt, json || follow, cancelUnstartable);
            if (json) {
                out().println(jobsJson(r.jobs(), entries, r.exitCode()));
            }
            return r.exitCode();
        }
        return waitAndResubmit(site, submitter, resubmitter, chains, entries);
    }

    /**
     * Without --wait: one squeue of the new jobs, and a line for each that cannot start (the job stays
     * submitted, exit 0; --wait would end with 87). A Slurm that does not answer now says nothing.
     */
    private void warnUnstartable(Site site, List<String> ids) {
        try {
            dev.clusterjob.submit.Unstartables u = new dev.clusterjob.submit.Unstartables(site.slurm);
            for (JobInfo j : site.slurm.queue(ids, true).values()) {
                String why = j.state() == JobState.PENDING ? u.why(j) : null;
                if (why != null) {
                    notice(why);
                }
            }
        } catch (dev.clusterjob.slurm.TransientSlurmException e) {
            // the jobs are submitted; status and wait show the reason later
        }
    }

    /** sbatch of one prepared script; records the job in the place's journal and prints the "submitted" line. */
    private Journal.Entry submitOne(Site site, Submitter submitter, Submitter.Prepared p) {
        Submitter.Submission s = submitter.submit(p);
        String user = site.login == null ? System.getProperty("user.name") : site.login.user();
        Journal.Entry e = new Journal.Entry(s.jobId(), s.cluster(), p.jobName(), p.tag(), SubmitContext.time.now(), site.where(),
                p.script().toString(), p.jobWorkDir(), p.directives().get("output"), p.directives().get("error"),
                user, JobState.PENDING, null, null, null, site.login);
        site.journal.add(e);
        if (!json) {
            out().println("submitted " + s.jobId() + (s.cluster() != null ? " on cluster " + s.cluster() : "")
                    + " (" + p.jobName() + ") " + p.script() + (site.login == null ? "" : " on " + site.where()));
            out().flush();
        }
        return e;
    }

    /**
     * Waits for the chains' jobs; each job that ended because of its nodes is submitted again as the
     * {@link Resubmitter} decides (one line each), and the new jobs are waited for, until no chain goes on.
     * The exit code is that of the first chain (in input order) whose last job did not complete.
     */
    private int waitAndResubmit(Site site, Submitter submitter, Resubmitter resubmitter, List<Resubmitter.Chain> chains,
                                List<Journal.Entry> entries) {
        PrintWriter lines = json || follow ? err() : out();
        Map<String, JobInfo> finals = new LinkedHashMap<>();
        List<String> open = chains.stream().map(Resubmitter.Chain::jobId).toList();
        while (!open.isEmpty()) {
            Waiter.Result r = await(site, open, follow, cancelOnInterrupt, json || follow, cancelUnstartable);
            r.jobs().forEach(j -> finals.put(j.id(), j));
            if (r.interrupted()) {
                return finish(entries, finals, r.exitCode());
            }
            List<String> next = new ArrayList<>();
            for (Resubmitter.Chain c : chains) {
                JobInfo end = finals.get(c.jobId());
                if (!open.contains(c.jobId()) || end == null || !end.state().terminal()) {
                    continue; // a job that cannot start (87) is not resubmitted: nothing about its nodes failed
                }
                Resubmitter.Decision d = resubmitter.after(c, end, site.journal.find(c.jobId()).orElse(null));
                if (d.line() != null) {
                    lines.println(d.line());
                    lines.flush();
                }
                if (d.next() == null) {
                    continue;
                }
                try {
                    Journal.Entry e = submitOne(site, submitter, d.next());
                    c.submitted(e.id());
                    entries.add(e);
                    next.add(e.id());
                } catch (ClusterjobException x) {
                    lines.println(end.id() + ": the resubmission failed: " + x.getMessage());
                    lines.flush();
                }
            }
            open = next;
        }
        List<JobInfo> last = chains.stream().map(c -> finals.get(c.jobId())).filter(Objects::nonNull).toList();
        return finish(entries, finals, Waiter.exitCode(last));
    }

    private int finish(List<Journal.Entry> entries, Map<String, JobInfo> finals, int code) {
        if (json) {
            List<JobInfo> jobs = entries.stream().map(e -> finals.getOrDefault(e.id(), JobInfo.of(e.id(), null))).toList();
            out().println(jobsJson(jobs, entries, code));
        }
        return code;
    }

    /** A file to upload and its path relative to the remote working directory. */
    record Upload(Path local, String remote) {
    }

    /** The --upload files (directories walked), each with its place under the remote working directory; bad input before anything is sent. */
    private List<Upload> uploads() {
        Path cwd = SubmitContext.cwd.get().toAbsolutePath().normalize();
        List<Upload> out = new ArrayList<>();
        for (Path u : uploads) {
            Path abs = cwd.resolve(u).normalize();
            if (!Files.exists(abs)) {
                throw ClusterjobException.badInput("--upload " + u, "no such file or directory");
            }
            Path base = abs.startsWith(cwd) && !abs.equals(cwd) ? cwd : abs.getParent();
            List<Path> files;
            try (Stream<Path> walk = Files.walk(abs)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            } catch (IOException e) {
                throw ClusterjobException.badInput("--upload " + u, "cannot read: " + e.getMessage());
            }
            if (files.isEmpty()) {
                throw ClusterjobException.badInput("--upload " + u, "holds no regular file");
            }
            for (Path f : files) {
                String rel = base.relativize(f).toString();
                if (out.stream().noneMatch(x -> x.remote().equals(rel))) {
                    out.add(new Upload(f, rel));
                }
            }
        }
        return out;
    }

    /**
     * Sends everything to the login node before the first sbatch: the remote working directory
     * (created when missing), the --upload files into it, then each script into its own folder
     * {@code WORKDIR/.clusterjob/<8 hex of its tag>/} (its file name kept: sbatch names the job after it).
     * Returns the submissions as they run there.
     */
    private List<Submitter.Prepared> upload(RemoteFiles files, List<Submitter.Prepared> prepared, List<Upload> extra, String workDir,
                                            Path localScripts) {
        String w = files.makeDirectories(workDir);
        for (Upload u : extra) {
            String rel = u.remote();
            int slash = rel.lastIndexOf('/');
            files.upload(u.local(), slash < 0 ? w : join(w, rel.substring(0, slash)));
        }
        List<Submitter.Prepared> out = new ArrayList<>();
        for (Submitter.Prepared p : prepared) {
            String remoteScript;
            if (p.rendered() && p.script().startsWith(localScripts)) {
                // Rendered into the state dir by default: only the remote copy is kept (the journal names it).
                remoteScript = uploadText(files, p, scriptDir(w, p));
            } else {
                if (p.rendered()) {
                    write(p.script(), p.text());
                }
                remoteScript = files.upload(p.script(), scriptDir(w, p));
            }
            out.add(p.onLoginNode(remoteScript, w));
        }
        return out;
    }

    /** Uploads a rendered script from a temporary local copy with the script's name. */
    private static String uploadText(RemoteFiles files, Submitter.Prepared p, String remoteDir) {
        Path tmp = null;
        try {
            tmp = Files.createTempDirectory("clusterjob-upload-");
            Path f = tmp.resolve(p.script().getFileName().toString());
            AtomicFile.write(f, p.text(), true);
            return files.upload(f, remoteDir);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "cannot stage " + p.script().getFileName() + " for upload: " + e.getMessage());
        } finally {
            if (tmp != null) {
                try (Stream<Path> s = Files.walk(tmp)) {
                    s.sorted(Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
                } catch (IOException ignored) {
                    // a leftover temporary copy is harmless
                }
            }
        }
    }

    private static String scriptDir(String workDir, Submitter.Prepared p) {
        return join(workDir, REMOTE_SCRIPTS + "/" + p.tag().substring(Submitter.TAG_PREFIX.length(), Submitter.TAG_PREFIX.length() + 8));
    }

    private static String join(String dir, String rel) {
        return dir.endsWith("/") ? dir + rel : dir + "/" + rel;
    }

    private static void write(Path script, String text) {
        try {
            AtomicFile.write(script, text, true);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.USAGE, script + ": cannot write the rendered script: " + e.getMessage());
        }
    }

    /**
     * The login: block of the specs' profiles (NONE when none has one); specs whose blocks name
     * different login nodes are refused: one submit goes to one place.
     */
    private static LoginSettings loginBlock(List<Submitter.Prepared> prepared) {
        LoginSettings found = LoginSettings.NONE;
        for (Submitter.Prepared p : prepared) {
            LoginSettings l = p.login();
            if (l.isEmpty()) {
                continue;
            }
            if (!found.isEmpty() && !sameBlock(found, l)) {
                throw ClusterjobException.badInput(p.script().getFileName().toString(), "its profile's login: block ("
                        + l.origin("host") + ") differs from another spec's (" + found.origin("host")
                        + "); submit specs for different login nodes separately");
            }
            found = l;
        }
        return found;
    }

    private static boolean sameBlock(LoginSettings a, LoginSettings b) {
        return Objects.equals(a.host(), b.host()) && Objects.equals(a.port(), b.port()) && Objects.equals(a.user(), b.user())
                && Objects.equals(a.identity(), b.identity()) && Objects.equals(a.remoteDir(), b.remoteDir())
                && Objects.equals(a.knownHosts(), b.knownHosts());
    }

    private List<Submitter.Prepared> prepare() {
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        int dd = original.indexOf("--");
        int after = dd < 0 ? 0 : original.size() - dd - 1;
        List<String> inputs = positionals.subList(0, positionals.size() - after);
        List<String> command = positionals.subList(positionals.size() - after, positionals.size());
        if (inputs.isEmpty()) {
            throw ClusterjobException.badInput("SCRIPT_OR_SPEC", "give at least one batch script or job spec before '--'");
        }
        long specs = inputs.stream().filter(SubmitCommand::isSpec).count();
        if (!command.isEmpty() && (specs != 1 || inputs.size() != 1)) {
            throw ClusterjobException.badInput("--", "a training command after '--' needs exactly one .yaml spec");
        }
        boolean jobFlags = spec.mixins().get("job").options().stream()
                .anyMatch(o -> spec.commandLine().getParseResult().hasMatchedOption(o));
        if (jobFlags && specs == 0) {
            throw ClusterjobException.badInput(inputs.get(0), "job flags (--nodes, --profile ...) apply to .yaml specs; edit a batch script's #SBATCH lines instead");
        }
        Path cwd = SubmitContext.cwd.get();
        Path scripts = SubmitContext.stateDir.get().resolve("scripts");
        List<Submitter.Prepared> out = new ArrayList<>();
        for (String in : inputs) {
            String tag = Submitter.newTag();
            Path p = cwd.resolve(in);
            if (isSpec(in)) {
                SpecBuilder b = SpecBuilder.fromFile(p);
                job.applyTo(b, command);
                // Written only once the place is known: a remote job's script goes to the login node.
                JobSpec js = b.build();
                out.add(Submitter.fromSpec(js, JobRenderer.bundled(), scripts, cwd, tag, false,
                        r -> JobCheck.report(JobCheck.check(r.plan(), js), err())));
            } else {
                out.add(Submitter.fromScript(p, cwd, tag));
            }
        }
        return out;
    }

    private static boolean isSpec(String name) {
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }
}
