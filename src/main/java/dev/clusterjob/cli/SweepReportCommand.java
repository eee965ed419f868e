package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.sweep.SweepReport;
import dev.clusterjob.sweep.Sweeper;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code clusterjob sweep report DIR}: judges the folder of a sweep job that has ended; no Slurm, nothing recorded. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Judge a sweep job's folder (its pairs.tsv) again: text, JSON, heat map, HTML. Asks nothing of Slurm and records"
                + " nothing (no history, no quarantine).",
        footer = {"", "Example:", "  clusterjob sweep report clusterjob-sweep-1234.sweep --html sweep.html",
                "", "The reference is the one the job was given (the baseline then), else the",
                "sweep's own median.",
                "Exit codes: 0 no outlier, 4 outliers, 2 not a sweep folder."})
public final class SweepReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "The sweep folder (clusterjob-sweep-JOBID.sweep, next to the job's log).")
    Path dir;

    @Option(names = "--partition", paramLabel = "P", description = "The partition's name for the headings (default: the one the job ran in).")
    String partition;

    @Option(names = "--outlier-below", paramLabel = "FRACTION", defaultValue = "0.5",
            description = "A node is an outlier below this fraction of the reference (default: ${DEFAULT-VALUE}).")
    double below;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Option(names = "--html", paramLabel = "FILE", description = "Write the HTML report here.")
    Path html;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the heat map here.")
    Path svg;

    @Override
    public Integer call() {
        SweepCommand.checkBelow(below);
        java.nio.file.Path cwd = ClusterjobCommand.context(spec).cwd();
        SweepReport r = Sweeper.report(cwd.resolve(dir), partition, below);
        SweepCommand.show(r, json, html == null ? null : cwd.resolve(html), svg == null ? null : cwd.resolve(svg),
                spec.commandLine().getOut(), spec.commandLine().getErr());
        return r.verdict().outliers().isEmpty() ? ExitCodes.OK : ExitCodes.VERDICT;
    }
}
