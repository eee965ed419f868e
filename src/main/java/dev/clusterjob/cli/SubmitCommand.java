package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.render.Shell;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.submit.Backoff;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Outcome;
import dev.clusterjob.submit.Resubmitter;
import dev.clusterjob.submit.Submitter;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;

/** {@code clusterjob submit}: batch scripts or job specs in, Slurm jobs out (recorded for status/wait/logs). */
@Command(name = "submit", mixinStandardHelpOptions = true,
        description = "Submit batch scripts or job specs (rendered first) with sbatch; optionally wait for them and follow the output.",
        footer = {"", "Examples:",
                "  clusterjob submit job.sbatch --wait",
                "  clusterjob submit slurm-examples/llama3-8b-full-sft-h800.yaml --nodes 4 --follow",
                "  clusterjob submit sweep-*.sbatch --json",
                "  clusterjob submit job.yaml --dry-run",
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
                "unknown, 91 stopped by the gate, 69 stopped by preflight, 130 interrupted; after resubmissions, the last",
                "job's (see docs/submit.md). Without --wait: 0 submitted, 2 bad input, 3 sbatch failed."})
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

    @Override
    int run(SlurmClient slurm, String where) {
        if (retries < 0) {
            throw ClusterjobException.badInput("--retries", "expected a number >= 0, got " + retries);
        }
        if (resubmitOnNodeFail != null && resubmitOnNodeFail < 1) {
            throw ClusterjobException.badInput("--resubmit-on-node-fail", "expected a number of resubmissions >= 1, got " + resubmitOnNodeFail);
        }
        Resubmitter resubmitter = new Resubmitter(new Resubmitter.Policy(excludeBadNodes ? retries : 0,
                resubmitOnNodeFail == null ? 0 : resubmitOnNodeFail), slurm, SubmitCommand::readLog, SubmitContext.time, this::notice);
        List<Resubmitter.Chain> chains = prepare().stream().map(resubmitter::start).toList();
        List<Submitter.Prepared> prepared = chains.stream().map(Resubmitter.Chain::current).toList();
        if (follow && prepared.size() != 1) {
            throw ClusterjobException.badInput("--follow", "follows one job; " + prepared.size() + " were given");
        }
        if (dryRun) {
            for (Submitter.Prepared p : prepared) {
                out().println("# " + p.argv().stream().map(Shell::quote).collect(Collectors.joining(" "))
                        + "   (in " + p.workDir() + ")");
                out().print(p.text());
                if (!p.text().endsWith("\n")) {
                    out().println();
                }
            }
            return ExitCodes.OK;
        }
        Journal journal = journal();
        Submitter submitter = new Submitter(slurm, SubmitContext.time,
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random()), retries, this::notice);
        List<Journal.Entry> entries = new ArrayList<>();
        for (Resubmitter.Chain c : chains) {
            Submitter.Prepared p = c.current();
            Journal.Entry e;
            try {
                e = submitOne(submitter, journal, p, where);
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
        if (!waitForJobs && !follow && !resubmitter.policy().enabled()) {
            if (json) {
                out().println(jobsJson(List.of(), entries, -1));
            }
            return ExitCodes.OK;
        }
        if (!resubmitter.policy().enabled()) {
            Waiter.Result r = await(slurm, ids, follow, cancelOnInterrupt, json || follow);
            if (json) {
                out().println(jobsJson(r.jobs(), entries, r.exitCode()));
            }
            return r.exitCode();
        }
        return waitAndResubmit(slurm, where, journal, submitter, resubmitter, chains, entries);
    }

    /** sbatch of one prepared script; records the job in the journal and prints the "submitted" line. */
    private Journal.Entry submitOne(Submitter submitter, Journal journal, Submitter.Prepared p, String where) {
        Submitter.Submission s = submitter.submit(p);
        Journal.Entry e = new Journal.Entry(s.jobId(), s.cluster(), p.jobName(), p.tag(), SubmitContext.time.now(), where,
                p.script().toString(), p.jobWorkDir(), p.directives().get("output"), p.directives().get("error"),
                System.getProperty("user.name"), JobState.PENDING, null, null, null);
        journal.add(e);
        if (!json) {
            out().println("submitted " + s.jobId() + (s.cluster() != null ? " on cluster " + s.cluster() : "")
                    + " (" + p.jobName() + ") " + p.script());
            out().flush();
        }
        return e;
    }

    /**
     * Waits for the chains' jobs; each job that ended because of its nodes is submitted again as the
     * {@link Resubmitter} decides (one line each), and the new jobs are waited for, until no chain goes on.
     * The exit code is that of the first chain (in input order) whose last job did not complete.
     */
    private int waitAndResubmit(SlurmClient slurm, String where, Journal journal, Submitter submitter, Resubmitter resubmitter,
                                List<Resubmitter.Chain> chains, List<Journal.Entry> entries) {
        PrintWriter lines = json || follow ? err() : out();
        Map<String, JobInfo> finals = new LinkedHashMap<>();
        List<String> open = chains.stream().map(Resubmitter.Chain::jobId).toList();
        while (!open.isEmpty()) {
            Waiter.Result r = await(slurm, open, follow, cancelOnInterrupt, json || follow);
            r.jobs().forEach(j -> finals.put(j.id(), j));
            if (r.interrupted()) {
                return finish(entries, finals, r.exitCode());
            }
            List<String> next = new ArrayList<>();
            for (Resubmitter.Chain c : chains) {
                JobInfo end = finals.get(c.jobId());
                if (!open.contains(c.jobId()) || end == null) {
                    continue;
                }
                Resubmitter.Decision d = resubmitter.after(c, end, journal.find(c.jobId()).orElse(null));
                if (d.line() != null) {
                    lines.println(d.line());
                    lines.flush();
                }
                if (d.next() == null) {
                    continue;
                }
                try {
                    Journal.Entry e = submitOne(submitter, journal, d.next(), where);
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
        List<JobInfo> last = chains.stream().map(c -> finals.get(c.jobId())).filter(j -> j != null).toList();
        return finish(entries, finals, Outcome.exitCode(last));
    }

    private int finish(List<Journal.Entry> entries, Map<String, JobInfo> finals, int code) {
        if (json) {
            List<JobInfo> jobs = entries.stream().map(e -> finals.getOrDefault(e.id(), JobInfo.of(e.id(), null))).toList();
            out().println(jobsJson(jobs, entries, code));
        }
        return code;
    }

    /** The last 4 MiB of a local job log (what the gate and preflight print is near its end). */
    static Optional<String> readLog(Path file) {
        try (SeekableByteChannel ch = Files.newByteChannel(file)) {
            long size = ch.size();
            long from = Math.max(0, size - LOG_TAIL);
            ch.position(from);
            ByteBuffer buf = ByteBuffer.allocate((int) (size - from));
            while (buf.hasRemaining() && ch.read(buf) > 0) {
                // keep reading
            }
            return Optional.of(new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static final long LOG_TAIL = 4L << 20;

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
                out.add(Submitter.fromSpec(b.build(), JobRenderer.bundled(), scripts, cwd, tag, !dryRun));
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
