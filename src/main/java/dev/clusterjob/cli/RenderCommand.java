package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.trace.Trace;
import dev.clusterjob.lint.JobCheck;
import dev.clusterjob.render.ScriptWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob render}: a job spec and/or flags in, an sbatch (or mpirun) script out. */
@Command(name = "render", mixinStandardHelpOptions = true, modelTransformer = JobOptions.Mixin.class,
        description = "Render an sbatch script (or a plain mpirun script) from a job spec and/or flags.",
        footer = {"",
                "Examples:",
                "  clusterjob render --profile h800 --nodes 2 -- src/train.py --stage sft",
                "  clusterjob render slurm-examples/llama3-8b-full-sft-h800.yaml -o -",
                "  clusterjob render job.yaml --nodes 4 --time 72:00:00 -o job.sbatch",
                "  clusterjob render slurm-examples   # each spec with an 'output:' in the folder",
                "",
                "Output goes to -o FILE, else to the spec's 'output:', else to stdout ('-o -'",
                "forces stdout).",
                "Files are written through a temporary file and a rename: a failed render leaves",
                "none behind.",
                "",
                "The job's env is checked as `clusterjob lint` checks it (docs/spec.md): errors",
                "(NCCL_TIMEOUT, an invalid value) exit 2 unless accepted with --allow-finding",
                "CODE:VAR or allow_findings:; warnings are printed.",
                "Unknown sbatch options exit 2; a site plugin's are named with",
                "--sbatch-plugin-option or sbatch_plugin_options:."})
public final class RenderCommand implements Callable<Integer>, JobOptions.Holder {
    @Parameters(paramLabel = "SPEC.yaml [-- COMMAND ARGS...]", arity = "0..*",
            description = "Job spec file; the training command follows '--'. Several specs, or a folder (every spec "
                    + "with an 'output:' in it), render each to its 'output:' file.")
    List<String> positionals = List.of();

    /** The flags of the one option table (JobOptions.Flag), render's -o and --templates among them. */
    final JobOptions job = new JobOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public JobOptions job() {
        return job;
    }

    @Override
    public Integer call() {
        Positionals p = Positionals.split(spec, positionals);
        return run(p, job, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The render itself, shared by picocli's path and the start-up fast path. */
    public static int run(Positionals p, JobOptions job, PrintWriter out, PrintWriter err) {
        Trace.mark("args parsed");
        if (p.specs().size() > 1 || p.specs().size() == 1 && Files.isDirectory(p.specs().get(0))) {
            return renderEach(p, job, out, err);
        }
        return ScriptWriter.write(p.builder(job), job.get(JobOptions.Flag.TEMPLATES), job.get(JobOptions.Flag.OUTPUT), out, err, JobCheck.REPORT);
    }

    /**
     * Several specs, or folders searched as {@code check} searches them: each is rendered to its own
     * {@code output:} file. Flags that change the job, {@code -o} and a command after '--' would apply to
     * every spec alike, so they are refused; {@code --templates} is not.
     */
    private static int renderEach(Positionals p, JobOptions job, PrintWriter out, PrintWriter err) {
        if (job.get(JobOptions.Flag.OUTPUT) != null || job.anyJobFlag() || !p.command().isEmpty()) {
            throw ClusterjobException.badInput(p.specs().get(0).toString(), "several specs or a folder are each rendered to their "
                    + "own 'output:' file, as they are written; give one spec to use -o, job flags or a command after '--'");
        }
        return ScriptWriter.writeEach(p.specs(), job.get(JobOptions.Flag.TEMPLATES), err, JobCheck.REPORT);
    }

    /** The spec files or folders (before '--') and the command (after it), as picocli hands them over in one list. */
    public record Positionals(List<Path> specs, List<String> command) {
        static Positionals split(CommandLine.Model.CommandSpec spec, List<String> positionals) {
            List<String> original = spec.commandLine().getParseResult().originalArgs();
            int dd = original.indexOf("--");
            return split(positionals, dd < 0 ? 0 : original.size() - dd - 1);
        }

        /** {@code after}: how many of the positionals came after '--' (the command). */
        public static Positionals split(List<String> positionals, int after) {
            List<String> before = positionals.subList(0, positionals.size() - after);
            List<String> command = positionals.subList(positionals.size() - after, positionals.size());
            return new Positionals(before.stream().map(Path::of).toList(), List.copyOf(command));
        }

        SpecBuilder builder(JobOptions job) {
            SpecBuilder b = specs.isEmpty() ? SpecBuilder.empty() : SpecBuilder.fromFile(specs.get(0));
            job.applyTo(b, command);
            return b;
        }
    }
}
