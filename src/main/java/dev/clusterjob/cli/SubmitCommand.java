package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.render.Shell;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.submit.Backoff;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Submitter;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
                "",
                "Each job carries a unique tag in --comment (clusterjob:<uuid>). When sbatch times out or cannot reach",
                "the controller, the job is looked up by that tag before any retry, so a retry never creates a second job.",
                "Exit codes with --wait: 0 all jobs COMPLETED; the failed job's exit code; 128+N killed by signal N;",
                "80 TIMEOUT, 81 CANCELLED, 82 NODE_FAIL, 83 OUT_OF_MEMORY, 84 PREEMPTED, 85 other failure, 86 final state",
                "unknown, 130 interrupted (see docs/submit.md). Without --wait: 0 submitted, 2 bad input, 3 sbatch failed."})
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
            description = "Retries of an sbatch that failed transiently (timeout, controller unreachable), each after a tag lookup (default: ${DEFAULT-VALUE}).")
    int retries;

    @Option(names = "--cancel-on-interrupt", description = "On Ctrl-C while waiting, cancel the jobs without asking.")
    boolean cancelOnInterrupt;

    @Override
    int run(SlurmClient slurm, String where) {
        if (retries < 0) {
            throw ClusterjobException.badInput("--retries", "expected a number >= 0, got " + retries);
        }
        List<Submitter.Prepared> prepared = prepare();
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
        for (Submitter.Prepared p : prepared) {
            Submitter.Submission s;
            try {
                s = submitter.submit(p);
            } catch (ClusterjobException e) {
                if (!entries.isEmpty()) {
                    notice("submitted before the failure: " + entries.stream().map(Journal.Entry::id).collect(Collectors.joining(" ")));
                }
                throw new ClusterjobException(e.exitCode(), p.script().getFileName() + ": " + e.getMessage());
            }
            Journal.Entry e = new Journal.Entry(s.jobId(), s.cluster(), p.jobName(), p.tag(), SubmitContext.time.now(), where,
                    p.script().toString(), p.jobWorkDir(), p.directives().get("output"), p.directives().get("error"),
                    System.getProperty("user.name"), JobState.PENDING, null, null, null);
            journal.add(e);
            entries.add(e);
            if (!json) {
                out().println("submitted " + s.jobId() + (s.cluster() != null ? " on cluster " + s.cluster() : "")
                        + " (" + p.jobName() + ") " + p.script());
                out().flush();
            }
        }
        List<String> ids = entries.stream().map(Journal.Entry::id).toList();
        if (!waitForJobs && !follow) {
            if (json) {
                out().println(jobsJson(List.of(), entries, -1));
            }
            return ExitCodes.OK;
        }
        Waiter.Result r = await(slurm, ids, follow, cancelOnInterrupt, json || follow);
        if (json) {
            out().println(jobsJson(r.jobs(), entries, r.exitCode()));
        }
        return r.exitCode();
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
