package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.gate.ByteSize;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.quarantine.Expiry;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.sweep.HeatMapSvg;
import dev.clusterjob.sweep.SweepHtml;
import dev.clusterjob.sweep.SweepJson;
import dev.clusterjob.sweep.SweepMode;
import dev.clusterjob.sweep.SweepReport;
import dev.clusterjob.sweep.SweepText;
import dev.clusterjob.sweep.Sweeper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code clusterjob sweep}: a thin adapter over dev.clusterjob.sweep (render the sweep job, submit, wait, judge, record). */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Measure every node pair of a partition (or a ring and the pairs around its slow links) with the gate's probe in"
                + " one Slurm job; judge each node against the partition's baseline; draw a heat map; quarantine the outliers.",
        subcommands = {SweepHistoryCommand.class, SweepReportCommand.class},
        footer = {"", "Examples:",
                "  clusterjob sweep --partition gpu --profile site --profile-file site.yaml \\",
                "      --html sweep.html",
                "  clusterjob sweep --partition gpu --profile site --nodes 16 --mode quick --json",
                "  clusterjob sweep --partition gpu --profile h800 --nodelist 'gpu[01-08]' \\",
                "      --tool nccl-tests --svg heat.svg",
                "  clusterjob sweep history --partition gpu",
                "  clusterjob sweep report clusterjob-sweep-1234.sweep --html sweep.html",
                "",
                "Without --nodes or --nodelist the whole partition is swept. all-pairs",
                "measures every pair in N-1 rounds of N/2 disjoint pairs; quick measures a",
                "ring, then only pairs that tell the ends of slow links apart (O(log N)",
                "rounds). A pair that hangs is stopped at --pair-timeout and counted as",
                "failed. A node's score is the median busbw of its pairs over the",
                "partition's baseline (its newest sweeps of the same settings; without one,",
                "this run's median). Outliers are quarantined for --quarantine-for (submit",
                "then leaves them out; --no-quarantine: not). docs/sweep.md",
                "Exit codes: 0 no outlier, 4 outliers found, 2 bad input, 3 Slurm, SSH or the",
                "sweep job failed, 5 a damaged state file, 10 host key; a sweep that ended",
                "early without outliers exits as submit --wait would (80 time limit ...)."})
public final class SweepCommand extends SlurmCommand {
    @Option(names = "--partition", paramLabel = "P", description = "The partition to sweep (its history and quarantine are kept per cluster).")
    String partition;

    @Option(names = "--nodes", paramLabel = "N", description = "How many of its nodes (default: all of them).")
    Integer nodes;

    @Option(names = "--nodelist", paramLabel = "LIST", description = "Exactly these nodes (Slurm hostlist, e.g. gpu[01-08]).")
    String nodelist;

    @Option(names = "--tool", paramLabel = "TOOL", description = "torch-probe, nccl-tests or auto (default: the profile's gate tool).")
    String tool;

    @Option(names = "--mode", paramLabel = "MODE", defaultValue = "all-pairs", description = "all-pairs (default) or quick.")
    String mode;

    @Option(names = "--max-bytes", paramLabel = "SIZE", description = "The largest message, e.g. 256M (default: the tool's: 1G on GPUs, 4M with gloo).")
    String maxBytes;

    @Option(names = "--profile", paramLabel = "P", description = "The partition's profile: fabric environment and gate settings, as for a job.")
    String profile;

    @Option(names = "--profile-file", paramLabel = "F", description = "YAML file with a 'profiles:' map (repeatable).")
    List<Path> profileFiles = new ArrayList<>();

    @Option(names = "--pair-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "How long one pair may take before it is stopped and counted as failed (>= 20; default: ${DEFAULT-VALUE}).")
    int pairTimeout;

    @Option(names = "--time", paramLabel = "T", description = "The job's time limit (default: every round at the pair timeout, plus 2 minutes).")
    String time;

    @Option(names = "--outlier-below", paramLabel = "FRACTION", defaultValue = "0.5",
            description = "A node is an outlier when its median busbw is below this fraction of the baseline (default: ${DEFAULT-VALUE}).")
    double below;

    @Option(names = "--quarantine-for", paramLabel = "DURATION", defaultValue = "24h", description = "How long outliers stay quarantined (default: ${DEFAULT-VALUE}).")
    String quarantineFor;

    @Option(names = "--no-quarantine", description = "Do not quarantine the outliers.")
    boolean noQuarantine;

    @Option(names = "--json", description = "Print the result as one JSON object: pairs, nodes, outliers.")
    boolean json;

    @Option(names = "--html", paramLabel = "FILE", description = "Write a self-contained HTML report (verdict, heat map, tables).")
    Path html;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the heat map as SVG.")
    Path svg;

    @Option(names = "--dry-run", description = "Print the sweep job's script; submit nothing (needs --nodes or --nodelist).")
    boolean dryRun;

    @Override
    int run() {
        if (partition == null || partition.isBlank() || partition.chars().anyMatch(c -> Character.isWhitespace(c) || c == ',')) {
            throw ClusterjobException.badInput("--partition", partition == null ? "give the partition to sweep (--partition P)"
                    : "expected one partition name, got '" + partition + "'");
        }
        if (nodes != null && nodelist != null) {
            throw ClusterjobException.badInput("--nodes", "give --nodes or --nodelist, not both");
        }
        if (nodes != null && nodes < 2) {
            throw ClusterjobException.badInput("--nodes", "a sweep measures pairs: expected 2 or more nodes, got " + nodes);
        }
        if (nodelist != null && Hostlist.expand(nodelist, "--nodelist").size() < 2) {
            throw ClusterjobException.badInput("--nodelist", "a sweep measures pairs: expected 2 or more nodes, got '" + nodelist + "'");
        }
        Sweeper.Request r = request();
        if (dryRun) {
            if (nodes == null && nodelist == null) {
                throw ClusterjobException.badInput("--dry-run", "needs --nodes or --nodelist (without them the partition's size is asked of Slurm)");
            }
            out().print(Sweeper.script(r, nodes != null ? nodes : Hostlist.expand(nodelist, "--nodelist").size()));
            out().flush();
            return ExitCodes.OK;
        }
        Jobs jobs = jobs();
        Sweeper.Outcome o = new Sweeper(jobs, err()).run(r);
        Path cwd = jobs.context().cwd();
        show(o.report(), json, html == null ? null : cwd.resolve(html), svg == null ? null : cwd.resolve(svg), out(), err());
        return o.exitCode();
    }

    private Sweeper.Request request() {
        SweepMode m = SweepMode.parse(mode);
        if (m == null) {
            throw ClusterjobException.badInput("--mode", "expected all-pairs or quick, got '" + mode + "'");
        }
        GateSettings.Tool t = null;
        if (tool != null) {
            for (GateSettings.Tool x : GateSettings.Tool.values()) {
                if (x.id().equals(tool)) {
                    t = x;
                }
            }
            if (t == null) {
                throw ClusterjobException.badInput("--tool", "expected torch-probe, nccl-tests or auto, got '" + tool + "'");
            }
        }
        Long max = null;
        if (maxBytes != null) {
            max = ByteSize.parse(maxBytes);
            if (max == null || max < 4) {
                throw ClusterjobException.badInput("--max-bytes", "expected a size of at least 4 bytes such as 1048576, 256M or 1G, got '" + maxBytes + "'");
            }
        }
        if (pairTimeout < 20) {
            throw ClusterjobException.badInput("--pair-timeout", "expected seconds >= 20 (a pair starts Python or MPI on two nodes), got " + pairTimeout);
        }
        checkBelow(below);
        return new Sweeper.Request(partition, nodes, nodelist, m, t, max, profile, profileFiles, pairTimeout, time, below,
                Expiry.parse(quarantineFor, "--quarantine-for"), !noQuarantine);
    }

    static void checkBelow(double below) {
        if (!(below > 0 && below < 1)) {
            throw ClusterjobException.badInput("--outlier-below", "expected a fraction between 0 and 1 such as 0.5, got " + below);
        }
    }

    /** Prints a report (text or JSON) and writes its pictures. */
    static void show(SweepReport r, boolean json, Path html, Path svg, PrintWriter out, PrintWriter err) {
        write(svg, r == null ? null : HeatMapSvg.render(r), "--svg", err);
        write(html, r == null ? null : SweepHtml.render(r), "--html", err);
        if (json) {
            out.println(SweepJson.write(r));
        } else {
            SweepText.lines(r).forEach(l -> out.println(TerminalText.line(l)));
        }
        out.flush();
    }

    private static void write(Path file, String text, String flag, PrintWriter err) {
        if (file == null) {
            return;
        }
        try {
            AtomicFile.write(file, text, false);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.USAGE, file + ": cannot write (" + flag + "): " + e.getMessage());
        }
        err.println("clusterjob: wrote " + file);
        err.flush();
    }
}
