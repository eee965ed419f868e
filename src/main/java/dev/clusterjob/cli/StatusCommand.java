package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.JobIds;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.JobsJson;
import dev.clusterjob.submit.StatusQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code clusterjob status}: one table of jobs (from the journal, or the given ids) with one squeue call. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Show jobs: id, name, state, elapsed time, nodes, and the pending reason or the exit.",
        footer = {"",
                "Examples:",
                "  clusterjob status                 # the jobs you submitted (the newest 20)",
                "  clusterjob status 12345 12346",
                "  clusterjob status --json",
                "  clusterjob status --remote alice@login1:2222   # the jobs submitted there",
                "  clusterjob status --all           # every cluster's jobs, in a CLUSTER column",
                "",
                "Jobs whose end the journal already knows cost no Slurm call; the others cost one",
                "squeue in all, plus one sacct (or an scontrol per job without accounting) for",
                "jobs squeue has forgotten.",
                "Jobs submitted on a login node (submit --remote, or a profile's login: block)",
                "are asked there over SSH (one session per login node), as the journal recorded;",
                "--remote is only needed for jobs it does not know.",
                "A job id means this cluster's job (Slurm's ClusterName, one scontrol show config",
                "per command when the journal holds jobs of several clusters); jobs of other",
                "clusters are listed only with --all.",
                "A job that ended badly gets one more line after the table: why, its log, and",
                "clusterjob doctor JOBID (docs/submit.md)."})
public final class StatusCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", arity = "0..*", description = "Job ids (default: the newest jobs of the journal).")
    List<String> ids = new ArrayList<>();

    /** --last's default (FastPath sets it; FastPathTest checks it against picocli's). */
    static final int DEFAULT_LAST = 20;

    @Option(names = "--last", paramLabel = "N", defaultValue = "" + DEFAULT_LAST, description = "Without ids: how many of the newest journal jobs (default: ${DEFAULT-VALUE}).")
    int last;

    @Option(names = "--json", description = "Print one JSON object on stdout.")
    boolean json;

    @Option(names = "--all", description = "Without ids: every cluster's jobs of the journal (this machine's jobs of other clusters as"
            + " the journal last saw them), with a CLUSTER column.")
    boolean all;

    @Override
    int run() {
        Jobs jobs = jobs();
        StatusQuery.Result r = jobs.status(JobIds.check(ids), last, all);
        if (json) {
            out().println(JobsJson.write(r.rows(), List.of(), -1, r.clusters()));
        } else if (r.rows().isEmpty()) {
            err().println("clusterjob: no jobs in " + jobs.context().journal().file() + (slurmOptions.remote == null ? "" : " for " + slurmOptions.remote)
                    + " yet (give job ids, or submit with clusterjob submit)");
        } else {
            StatusQuery.table(out(), r.rows(), all ? r.clusters() : null);
            if (!ids.isEmpty()) {
                r.failures().forEach(f -> out().println(TerminalText.line(f)));
            }
        }
        if (!json) {
            quarantine(jobs);
        }
        return r.exitCode();
    }

    /** One line per cluster with quarantined nodes (docs/sweep.md): what submit leaves out there. */
    private void quarantine(Jobs jobs) {
        List<QuarantineEntry> live;
        try {
            live = Quarantine.in(jobs.context().stateDir()).live(jobs.context().time().now());
        } catch (ClusterjobException e) {
            err().println("clusterjob: " + TerminalText.lines(e.getMessage()));
            return;
        }
        Map<String, List<QuarantineEntry>> byCluster = new LinkedHashMap<>();
        live.forEach(e -> byCluster.computeIfAbsent(e.cluster(), k -> new ArrayList<>()).add(e));
        byCluster.forEach((cluster, entries) -> out().println(TerminalText.line("quarantined on cluster " + cluster + ": " + String.join(", ",
                entries.stream().map(e -> e.node() + " (" + e.reason() + ", until " + e.expires() + ")").toList())
                + "; submit leaves them out (clusterjob quarantine list)")));
        out().flush();
    }
}
