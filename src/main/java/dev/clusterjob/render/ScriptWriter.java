package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.trace.Trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What {@code clusterjob render} does with a spec: builds it, renders it, has the job's environment checked, and writes
 * the script where it goes (a file through a temporary file and a rename, or the output stream).
 */
public final class ScriptWriter {
    /**
     * The environment check a render reports on {@code err} (lint's {@code JobCheck.REPORT}: lint reads plans, so render
     * does not name it); {@code said} holds the warnings already printed by an earlier render of the same command.
     */
    public interface PlanCheck {
        void report(JobPlan plan, JobSpec spec, PrintWriter err, Set<String> said);
    }

    private ScriptWriter() {
    }

    /** The script {@code spec} renders to, with the bundled templates (what {@code clusterjob render SPEC -o -} prints). */
    public static String script(Path spec) {
        JobSpec js = SpecBuilder.fromFile(spec).build();
        return JobRenderer.bundled().render(js).text();
    }

    /**
     * {@code clusterjob render}: builds the spec, renders it ({@code templates}: a folder whose templates replace bundled
     * ones, or null), reports {@code check} on {@code err}, and writes the script to {@code output} ("-": {@code out};
     * null: the spec's {@code output:}, else {@code out}) through a temporary file and a rename. Returns the exit code.
     */
    public static int write(SpecBuilder spec, Path templates, String output, PrintWriter out, PrintWriter err, PlanCheck check) {
        return write(spec, templates, output, out, err, check, new HashSet<>());
    }

    /** The same as one of several renders of a command: a warning {@code said} for an earlier one is not repeated. */
    private static int write(SpecBuilder spec, Path templates, String output, PrintWriter out, PrintWriter err, PlanCheck check,
                             Set<String> said) {
        JobSpec jobSpec = spec.build();
        Trace.mark("spec built");
        JobRenderer jr = JobRenderer.withTemplates(templates);
        Trace.mark("renderer ready");
        JobRenderer.Rendered r = jr.render(jobSpec);
        Trace.mark("rendered");
        check.report(r.plan(), jobSpec, err, said);
        Trace.mark("checked");
        Path target = output != null ? ("-".equals(output) ? null : Path.of(output)) : jobSpec.output();
        if (target == null) {
            out.print(r.text());
        } else {
            try {
                AtomicFile.write(target, r.text(), true);
            } catch (IOException e) {
                throw new ClusterjobException(ExitCodes.USAGE, target + ": cannot write: " + e.getMessage());
            }
            err.println("clusterjob: wrote " + target);
        }
        return ExitCodes.OK;
    }

    /**
     * {@code clusterjob render SPEC SPEC... | FOLDER}: every spec named, and every spec with an {@code output:} in the
     * folders (found as {@code check} finds them), rendered to its {@code output:} file. A spec that fails is reported on
     * {@code err} and the others are still rendered; the exit code is the first failure's (2 for bad input), else 0.
     */
    public static int writeEach(List<Path> paths, Path templates, PrintWriter err, PlanCheck check) {
        int code = ExitCodes.OK;
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        Set<String> said = new HashSet<>();
        for (Path spec : DriftCheck.findSpecs(paths)) {
            try {
                SpecBuilder b = SpecBuilder.fromFile(spec);
                if (b.build().output() == null) {
                    throw ClusterjobException.badInput(spec.toString(), "no 'output:' key: with several specs, each is written to its 'output:' file");
                }
                write(b, templates, null, none, err, check, said);
            } catch (ClusterjobException e) {
                err.println("clusterjob: " + TerminalText.lines(e.getMessage()));
                code = code == ExitCodes.OK ? e.exitCode() : code;
            }
        }
        return code;
    }
}
