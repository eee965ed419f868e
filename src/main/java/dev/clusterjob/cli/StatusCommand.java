package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Outcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code clusterjob status}: one table of jobs (from the journal, or the given ids) with one squeue call. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Show jobs: id, name, state, elapsed time, nodes, and the pending reason or the exit.",
        footer = {"", "Examples:",
                "  clusterjob status                 # the jobs submitted with clusterjob (newest 20)",
                "  clusterjob status 12345 12346",
                "  clusterjob status --json",
                "",
                "Jobs whose end the journal already knows cost no Slurm call; the others cost one squeue in all,",
                "plus one sacct (or an scontrol per job without accounting) for jobs squeue has forgotten."})
public final class StatusCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", arity = "0..*", description = "Job ids (default: the newest jobs of the journal).")
    List<String> ids = new ArrayList<>();

    @Option(names = "--last", paramLabel = "N", defaultValue = "20", description = "Without ids: how many of the newest journal jobs (default: ${DEFAULT-VALUE}).")
    int last;

    @Option(names = "--json", description = "Print one JSON object on stdout.")
    boolean json;

    @Override
    int run(SlurmClient slurm, String where) {
        Journal journal = journal();
        List<Journal.Entry> all = journal.load();
        List<String> wanted;
        if (ids.isEmpty()) {
            wanted = all.subList(Math.max(0, all.size() - Math.max(last, 0)), all.size()).stream().map(Journal.Entry::id).toList();
        } else {
            wanted = List.copyOf(new LinkedHashSet<>(JobIds.check(ids)));
        }
        Map<String, Journal.Entry> byId = new LinkedHashMap<>();
        all.forEach(e -> byId.put(e.id(), e));
        Map<String, JobInfo> shown = new LinkedHashMap<>();
        List<String> ask = new ArrayList<>();
        for (String id : wanted) {
            Journal.Entry e = byId.get(id);
            if (e != null && e.isFinal()) {
                shown.put(id, fromJournal(e));
            } else {
                ask.add(id);
            }
        }
        if (!ask.isEmpty()) {
            boolean mine = ask.stream().allMatch(byId::containsKey);
            Map<String, JobInfo> seen = new LinkedHashMap<>(retrying(() -> slurm.queue(ask, mine)));
            List<String> missing = ask.stream().filter(id -> !seen.containsKey(id)).toList();
            if (!missing.isEmpty()) {
                Optional<Map<String, JobInfo>> acct = retrying(() -> slurm.accounting(missing));
                if (acct.isPresent()) {
                    seen.putAll(acct.get());
                } else {
                    for (String id : missing) {
                        retrying(() -> slurm.showJob(id)).ifPresent(j -> seen.put(id, j));
                    }
                }
            }
            journal.update(seen);
            for (String id : ask) {
                JobInfo j = seen.get(id);
                Journal.Entry e = byId.get(id);
                if (j == null) {
                    j = e != null ? fromJournal(e).withState(JobState.UNKNOWN) : JobInfo.of(id, JobState.UNKNOWN);
                } else if (j.name() == null && e != null) {
                    j = new JobInfo(j.id(), e.name(), j.state(), j.elapsed(), j.nodes(), j.nodeList(), j.reason(), j.exit(),
                            j.comment(), j.stdout(), j.stderr(), j.workDir(), j.user());
                }
                shown.put(id, j);
            }
        }
        List<JobInfo> rows = wanted.stream().map(shown::get).toList();
        if (json) {
            out().println(jobsJson(rows, List.of(), -1));
        } else if (rows.isEmpty()) {
            err().println("clusterjob: no jobs in " + journal.file() + " yet (give job ids, or submit with clusterjob submit)");
        } else {
            table(out(), rows);
        }
        return ExitCodes.OK;
    }

    private static JobInfo fromJournal(Journal.Entry e) {
        return new JobInfo(e.id(), e.name(), e.state(), e.elapsed(), null, e.nodeList(), null, e.exit(), null, null, null, e.workDir(), e.user());
    }

    /** The table: JOBID NAME STATE ELAPSED NODES REASON/EXIT, columns as wide as their widest cell. */
    static void table(PrintWriter out, List<JobInfo> rows) {
        List<String[]> cells = new ArrayList<>();
        cells.add(new String[] {"JOBID", "NAME", "STATE", "ELAPSED", "NODES", "REASON/EXIT"});
        for (JobInfo j : rows) {
            String nodes = j.nodeList() != null ? j.nodeList() : j.nodes() != null ? String.valueOf(j.nodes()) : "-";
            String last;
            if (j.state().terminal()) {
                String d = Outcome.detail(j);
                last = (d == null ? "" : d) + (j.reason() != null && j.state() != JobState.FAILED ? " (" + j.reason() + ")" : "");
            } else {
                last = j.reason() == null ? "" : j.reason();
            }
            cells.add(new String[] {j.id(), j.name() == null ? "-" : j.name(), j.state().name(),
                    j.elapsed() == null ? "-" : j.elapsed(), nodes, last.isBlank() ? "-" : last.trim()});
        }
        int[] w = new int[6];
        for (String[] r : cells) {
            for (int i = 0; i < 6; i++) {
                w[i] = Math.max(w[i], r[i].length());
            }
        }
        for (String[] r : cells) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 6; i++) {
                b.append(i == 5 ? r[i] : String.format("%-" + w[i] + "s  ", r[i]));
            }
            out.println(b.toString().stripTrailing());
        }
    }
}
