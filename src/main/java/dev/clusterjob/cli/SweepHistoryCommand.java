package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.sweep.HistoryTable;
import dev.clusterjob.sweep.SweepHistory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;

/** {@code clusterjob sweep history}: the partition's recorded sweeps, per node, oldest first. */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = "Show each node's figure in the partition's recorded sweeps (median busbw of its pairs, outliers starred) and its trend.",
        footer = {"", "Examples:", "  clusterjob sweep history --partition gpu",
                "  clusterjob sweep history --partition gpu --cluster hpc1 --last 10 --json",
                "", "The cluster is Slurm's ClusterName (one scontrol call) unless --cluster",
                "names it.",
                "Exit codes: 0 shown (or nothing recorded yet), 2 bad input, 3 Slurm or SSH",
                "failed, 5 a damaged history file."})
public final class SweepHistoryCommand extends SlurmCommand {
    @Option(names = "--partition", required = true, paramLabel = "P", description = "The partition.")
    String partition;

    @Option(names = "--cluster", paramLabel = "NAME", description = "The cluster (default: Slurm's ClusterName).")
    String cluster;

    @Option(names = "--last", paramLabel = "N", defaultValue = "5", description = "How many of the newest sweeps (default: ${DEFAULT-VALUE}).")
    int last;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    int run() {
        if (last < 1) {
            throw ClusterjobException.badInput("--last", "expected a number >= 1, got " + last);
        }
        Jobs jobs = jobs();
        String c = cluster != null ? cluster : QuarantineCommand.clusterOf(jobs);
        SweepHistory h = new SweepHistory(jobs.context().stateDir(), c, partition);
        List<SweepHistory.Entry> all = h.load();
        if (json) {
            out().println(HistoryTable.json(c, partition, all, last));
        } else if (all.isEmpty()) {
            err().println("clusterjob: no sweep of partition " + partition + " on cluster " + c + " recorded yet (" + h.file()
                    + "); clusterjob sweep --partition " + partition + " records one");
        } else {
            HistoryTable.lines(c, partition, all, last).forEach(l -> out().println(TerminalText.line(l)));
        }
        out().flush();
        return ExitCodes.OK;
    }
}
