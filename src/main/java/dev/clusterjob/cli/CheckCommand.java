package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.GitIndex;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.render.DriftCheck;
import dev.clusterjob.render.DriftFix;
import dev.clusterjob.render.JobRenderer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code clusterjob check}: re-renders checked-in scripts and reports drift. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Re-render every job spec found (specs with an 'output:' key) and compare with the checked-in file.",
        footer = {"", "Examples:", "  clusterjob check slurm-examples mpi-examples", "  clusterjob check job.yaml",
                "", "Exit code 4 with a unified diff when a file is stale or missing, or when its",
                "executable bit differs from git's (MODE: git status would list it); 2 when a",
                "spec is invalid. A stale file's second line says what differs: only the runtime",
                "block (\"runtime 0.1.0 -> 0.2.0, job unchanged\": a clusterjob upgrade), the job",
                "section (the spec or a profile changed), or a runtime block edited by hand.",
                "", "--fix re-renders every stale or missing file and says per file what changed",
                "(runtime only, job, mode); exit 0 when all are fixed (docs/upgrading.md)."})
public final class CheckCommand implements Callable<Integer> {
    @Parameters(paramLabel = "PATH", arity = "0..*", description = "Spec files or folders to search (default: .).")
    List<Path> paths = List.of(Path.of("."));

    @CommandLine.Option(names = "--allow-output-outside",
            description = "Compare a spec's output: even outside the spec's repository (or folder): only for specs you trust (docs/spec.md).")
    boolean allowOutputOutside;

    @CommandLine.Option(names = "--fix", description = "Re-render every stale or missing file whose spec is present, keeping its mode; "
            + "a file whose mode differs from the one git records for it gets git's.")
    boolean fix;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (fix) {
            return new DriftFix(JobRenderer.bundled(), allowOutputOutside).fixAll(DriftCheck.findParsedSpecs(paths),
                    spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        return run(paths, allowOutputOutside, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The check itself, shared by picocli's path and the start-up fast path. */
    public static int run(List<Path> paths, PrintWriter out, PrintWriter err) {
        return run(paths, false, out, err);
    }

    /** As above; {@code allowOutputOutside}: a spec's output: may lie outside its repository. */
    public static int run(List<Path> paths, boolean allowOutputOutside, PrintWriter out, PrintWriter err) {
        java.util.Map<Path, dev.clusterjob.yaml.YamlNode> specs = DriftCheck.findParsedSpecs(paths);
        DriftCheck check = new DriftCheck(JobRenderer.bundled(), allowOutputOutside);
        GitIndex git = new GitIndex();
        int stale = 0;
        int errors = 0;
        for (Path s : specs.keySet()) {
            DriftCheck.Result r = check.check(s, specs.get(s));
            Path shown = r.output() == null ? null : display(r.output());
            Path from = DriftCheck.shown(s);
            String mode = r.state() == DriftCheck.State.FRESH || r.state() == DriftCheck.State.STALE ? modeChange(r.output(), git) : null;
            if (mode != null) {
                out.println("MODE    " + shown + " (from " + from + "): " + mode);
                stale += r.state() == DriftCheck.State.FRESH ? 1 : 0;
            }
            switch (r.state()) {
                case FRESH -> {
                    if (mode == null) {
                        out.println("ok      " + shown + " (from " + from + ")");
                    }
                }
                case STALE -> {
                    stale++;
                    out.println("STALE   " + shown + " (from " + from + "); regenerate: clusterjob render " + from);
                    out.println("        " + r.note());
                    out.print(r.detail());
                }
                case MISSING -> {
                    stale++;
                    out.println("MISSING " + r.detail());
                }
                case ERROR -> {
                    errors++;
                    err.println("clusterjob: " + TerminalText.lines(r.detail()));
                }
            }
        }
        out.println(specs.size() + " spec(s) checked: " + (specs.size() - stale - errors) + " up to date, "
                + stale + " stale or missing, " + errors + " invalid");
        if (errors > 0) {
            return ExitCodes.USAGE;
        }
        return stale > 0 ? ExitCodes.VERDICT : ExitCodes.OK;
    }

    /**
     * How the file's executable bit differs from the mode git records for it (git status would list the file as
     * changed although its text is up to date), with the fix; null when they agree or git records none.
     */
    static String modeChange(Path file, GitIndex git) {
        Optional<Integer> recorded = git.mode(file);
        if (recorded.isEmpty() || !Files.isRegularFile(file)) {
            return null;
        }
        boolean inGit = (recorded.get() & 0100) != 0;
        if (Files.isExecutable(file) == inGit) {
            return null;
        }
        return (inGit ? "not executable here, 755 in git" : "executable here, 644 in git") + " (git status shows it changed): "
                + (inGit ? "chmod +x " : "chmod -x ") + display(file) + ", or clusterjob check --fix";
    }

    /** A path relative to the working directory when it lies below it. */
    private static Path display(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs) : abs;
    }
}
