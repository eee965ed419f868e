package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.FindingPrinter;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.lint.LintRule;
import dev.clusterjob.lint.Linter;
import dev.clusterjob.profile.GpuVendor;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob lint}: profile files, job specs and any sbatch/launch script against the fabric know-how. */
@Command(name = "lint", mixinStandardHelpOptions = true,
        description = "Check profile files, job specs and existing sbatch or launch scripts for fabric and launch mistakes.",
        footer = {"",
                "Examples:",
                "  clusterjob lint my-job.sbatch",
                "  clusterjob lint site-profiles.yaml job.yaml --json",
                "  clusterjob lint --vendor amd run_rccl.sh",
                "",
                "Files ending in .yaml/.yml are profile files (top-level 'profiles:') or job",
                "specs; anything else is read as a bash script.",
                "Each finding: file:line, severity (error|warning|info), code, variable, message,",
                "and a hint on what to do.",
                "Exit code 4 when any error is found, 0 otherwise (warnings do not fail); 2 for a",
                "missing file.",
                "Codes are documented in docs/troubleshooting.md; --list-rules prints them."})
public final class LintCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Profile files, job specs or scripts.")
    List<Path> files = List.of();

    @Option(names = "--json", description = "Print the findings as JSON.")
    boolean json;

    @Option(names = "--vendor", paramLabel = "V", description = "GPU vendor of the scripts' partition: nvidia or amd (default: inferred from the script).")
    String vendor;

    @Option(names = "--list-rules", description = "Print every lint code with its default severity and exit.")
    boolean listRules;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (listRules) {
            for (LintRule r : LintRule.values()) {
                out.printf("%-28s %-8s %s%n", r.code(), r.severity().word(), r.summary());
            }
            return ExitCodes.OK;
        }
        if (files.isEmpty()) {
            throw ClusterjobException.badInput("lint", "give at least one file (a profile file, a job spec or a script)");
        }
        GpuVendor v = null;
        if (vendor != null) {
            v = GpuVendor.parse(vendor);
            if (v == null || v == GpuVendor.NONE) {
                throw ClusterjobException.badInput("--vendor", "expected nvidia or amd, got '" + vendor + "'");
            }
        }
        List<Finding> findings = new Linter(KnowledgeBase.bundled()).lint(files, v);
        if (json) {
            FindingPrinter.json(findings, files.size(), out);
        } else {
            FindingPrinter.text(findings, files.size(), out);
        }
        return FindingPrinter.Summary.of(findings).errors() > 0 ? ExitCodes.VERDICT : ExitCodes.OK;
    }
}
