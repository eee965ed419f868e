package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Outcome;
import dev.clusterjob.submit.RemoteLogin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** {@code clusterjob status}: one table of jobs (from the journal, or the given ids) with one squeue call. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Show jobs: id, name, state, elapsed time, nodes, and the pending reason or the exit.",
        footer = {"", "Examples:",
                "  clusterjob status                 # the jobs submitted with clusterjob (newest 20)",
                "  clusterjob status 12345 12346",
                "  clusterjob status --json",
                "  clusterjob status --remote alice@login1:2222   # the jobs submitted there",
                "",
                "Jobs whose end the journal already knows cost no Slurm call; the others cost one squeue in all,",
                "plus one sacct (or an scontrol per job without accounting) for jobs squeue has forgotten.",
                "Jobs submitted on a login node (submit --remote, or a profile's login: block) are asked there over SSH",
                "(one session per login node), as the journal recorded; --remote is only needed for jobs it does not know."})
public final class StatusCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", arity = "0..*", description = "Job ids (default: the newest jobs of the journal).")
    List<String> ids = new ArrayList<>();

    /** --last's default (FastPath sets it; FastPathTest checks it against picocli's). */
    static final int DEFAULT_LAST = 20;

    @Option(names = "--last", paramLabel = "N", defaultValue = "" + DEFAULT_LAST, description = "Without ids: how many of the newest journal jobs (default: ${DEFAULT-VALUE}).")
    int last;

    @Option(names = "--json", description = "Print one JSON object on stdout.")
    boolean json;

    @Override
    int run() {
        Journal journal = journal();
        List<Placed> wanted;
        if (ids.isEmpty()) {
            RemoteLogin flag = remoteFlag();
            List<Journal.Entry> all = journal.load().stream()
                    .filter(e -> flag == null || RemoteLogin.samePlace(e.login(), flag)).toList();
            wanted = all.subList(Math.max(0, all.size() - Math.max(last, 0)), all.size()).stream()
                    .map(e -> new Placed(e.id(), e.login(), e)).toList();
        } else {
            wanted = place(List.copyOf(new LinkedHashSet<>(JobIds.check(ids))));
        }
        Map<Placed, JobInfo> shown = new HashMap<>();
        Map<String, List<Placed>> places = byPlace(wanted);
        int code = ExitCodes.OK;
        for (List<Placed> group : places.values()) {
            List<Placed> ask = new ArrayList<>();
            for (Placed p : group) {
                if (p.entry() != null && p.entry().isFinal()) {
                    shown.put(p, fromJournal(p.entry()));
                } else {
                    ask.add(p);
                }
            }
            if (ask.isEmpty()) {
                continue;
            }
            try (Site site = open(group.get(0).login())) {
                ask(site, ask, shown);
            } catch (ClusterjobException e) {
                // One unreachable login node must not hide the other places' jobs: show what the journal last saw.
                boolean transport = e.exitCode() == ExitCodes.EXTERNAL || e.exitCode() == ExitCodes.HOST_KEY;
                if (places.size() == 1 || !transport) {
                    throw e;
                }
                notice(e.getMessage() + "; showing the journal's last record of " + ask.stream().map(Placed::id).collect(Collectors.joining(" ")));
                for (Placed p : ask) {
                    JobInfo last = p.entry() != null ? fromJournal(p.entry()) : JobInfo.of(p.id(), JobState.UNKNOWN);
                    shown.put(p, last.state() == null ? last.withState(JobState.UNKNOWN) : last);
                }
                code = e.exitCode();
            }
        }
        List<JobInfo> rows = wanted.stream().map(shown::get).toList();
        if (json) {
            out().println(jobsJson(rows, List.of(), -1));
        } else if (rows.isEmpty()) {
            err().println("clusterjob: no jobs in " + journal.file() + (slurmOptions.remote == null ? "" : " for " + slurmOptions.remote)
                    + " yet (give job ids, or submit with clusterjob submit)");
        } else {
            table(out(), rows);
        }
        return code;
    }

    /** One squeue for {@code ask} (all of one place), then sacct or scontrol for the ones it forgot; records what was seen. */
    private void ask(Site site, List<Placed> ask, Map<Placed, JobInfo> shown) {
        SlurmClient slurm = site.slurm;
        List<String> askIds = ask.stream().map(Placed::id).distinct().toList();
        boolean mine = ask.stream().allMatch(p -> p.entry() != null);
        Map<String, JobInfo> seen = new LinkedHashMap<>(retrying(() -> slurm.queue(askIds, mine)));
        List<String> missing = askIds.stream().filter(id -> !seen.containsKey(id)).toList();
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
        site.journal.update(seen);
        for (Placed p : ask) {
            JobInfo j = seen.get(p.id());
            Journal.Entry e = p.entry();
            if (j == null) {
                j = e != null ? fromJournal(e).withState(JobState.UNKNOWN) : JobInfo.of(p.id(), JobState.UNKNOWN);
            } else if (j.name() == null && e != null) {
                j = new JobInfo(j.id(), e.name(), j.state(), j.elapsed(), j.nodes(), j.nodeList(), j.reason(), j.exit(),
                        j.comment(), j.stdout(), j.stderr(), j.workDir(), j.user());
            }
            shown.put(p, j);
        }
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
