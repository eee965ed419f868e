package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.quote.TextColumns;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The status logic: jobs whose end the journal already knows cost no Slurm call; the others one squeue
 * per place, then sacct (or scontrol per job) for the ones squeue forgot. One unreachable login node
 * does not hide the other places' jobs. Without ids, the jobs of this machine's cluster and of login
 * nodes are listed; {@code all} adds this machine's jobs of other clusters, as the journal last saw
 * them (this machine's Slurm cannot be asked about another cluster's ids).
 */
public final class StatusQuery {
    /**
     * What status found.
     *
     * @param rows one record per job, in the order asked (journal order without ids)
     * @param exitCode 0, or the exit code of a place that could not be reached (its jobs shown as the journal last saw them)
     * @param clusters per row, its cluster as {@link #cluster} writes it (null: the journal does not know it)
     * @param failures the {@link FailureLine} of each row that ended badly, with its log's path (status JOBID prints them)
     */
    public record Result(List<JobInfo> rows, int exitCode, List<String> clusters, List<String> failures) {
        public Result {
            clusters = java.util.Collections.unmodifiableList(new ArrayList<>(clusters));
            failures = List.copyOf(failures);
        }
    }

    /** "clusterjob24", or for a job of a login node "clusterjob24@login1" (its host); "?" for an unknown name. */
    public static String cluster(Journal.Entry e) {
        if (e == null) {
            return null;
        }
        if (e.login() == null) {
            return e.cluster();
        }
        String name = e.cluster() == null ? "?" : e.cluster();
        String host = e.login().endpoint().substring(e.login().endpoint().lastIndexOf('@') + 1);
        int colon = host.lastIndexOf(':');
        return name + "@" + (colon > 0 ? host.substring(0, colon) : host);
    }

    private final Jobs jobs;

    StatusQuery(Jobs jobs) {
        this.jobs = jobs;
    }

    Result run(List<String> ids, int last, boolean everyCluster) {
        Journal journal = jobs.journal();
        List<Jobs.Placed> wanted = ids.isEmpty() ? listed(journal, last, everyCluster) : jobs.place(List.copyOf(new LinkedHashSet<>(ids)));
        Map<Jobs.Placed, JobInfo> shown = new HashMap<>();
        Map<String, List<Jobs.Placed>> places = Jobs.byPlace(wanted);
        int code = ExitCodes.OK;
        List<Jobs.Placed> elsewhere = new ArrayList<>();
        for (List<Jobs.Placed> group : places.values()) {
            List<Jobs.Placed> ask = new ArrayList<>();
            for (Jobs.Placed p : group) {
                if (p.entry() != null && (p.entry().isFinal() || !journal.ofThisCluster(p.entry()))) {
                    shown.put(p, fromJournal(p.entry()));
                    if (!p.entry().isFinal()) {
                        elsewhere.add(p);
                    }
                } else {
                    ask.add(p);
                }
            }
            if (ask.isEmpty()) {
                continue;
            }
            try (SlurmPlace place = jobs.open(group.get(0).login())) {
                ask(place, ask, shown);
            } catch (ClusterjobException e) {
                // One unreachable login node must not hide the other places' jobs: show what the journal last saw.
                boolean transport = e.exitCode() == ExitCodes.EXTERNAL || e.exitCode() == ExitCodes.HOST_KEY;
                if (places.size() == 1 || !transport) {
                    throw e;
                }
                jobs.notice(e.getMessage() + "; showing the journal's last record of "
                        + ask.stream().map(Jobs.Placed::id).collect(Collectors.joining(" ")));
                for (Jobs.Placed p : ask) {
                    JobInfo seen = p.entry() != null ? fromJournal(p.entry()) : JobInfo.of(p.id(), JobState.UNKNOWN);
                    shown.put(p, seen.state() == null ? seen.withState(JobState.UNKNOWN) : seen);
                }
                code = e.exitCode();
            }
        }
        if (!elsewhere.isEmpty()) {
            jobs.notice("job(s) " + elsewhere.stream().map(Jobs.Placed::id).collect(Collectors.joining(" ")) + " of cluster(s) "
                    + elsewhere.stream().map(p -> p.entry().cluster()).distinct().collect(Collectors.joining(", "))
                    + " shown as the journal last saw them: this machine's Slurm is cluster " + jobs.localCluster()
                    + " (run status there to update them)");
        }
        List<String> failures = wanted.stream().map(p -> Jobs.failureLine(shown.get(p), p)).filter(java.util.Objects::nonNull).toList();
        return new Result(wanted.stream().map(shown::get).toList(), code, wanted.stream().map(p -> cluster(p.entry())).toList(), failures);
    }

    /** Without ids: the newest {@code last} jobs of the journal at --remote's place (else every place), of this cluster unless {@code everyCluster}. */
    private List<Jobs.Placed> listed(Journal journal, int last, boolean everyCluster) {
        RemoteLogin flag = jobs.remoteFlag();
        List<Journal.Entry> all = journal.load().stream()
                .filter(e -> flag == null || RemoteLogin.samePlace(e.login(), flag))
                .filter(e -> everyCluster || journal.ofThisCluster(e)).toList();
        return all.subList(Math.max(0, all.size() - Math.max(last, 0)), all.size()).stream()
                .map(e -> new Jobs.Placed(e.id(), e.login(), e)).toList();
    }

    /** One squeue for {@code ask} (all of one place), then sacct or scontrol for the ones it forgot; records what was seen. */
    private void ask(SlurmPlace place, List<Jobs.Placed> ask, Map<Jobs.Placed, JobInfo> shown) {
        SlurmClient slurm = place.slurm;
        List<String> askIds = ask.stream().map(Jobs.Placed::id).distinct().toList();
        boolean mine = ask.stream().allMatch(p -> p.entry() != null);
        Map<String, JobInfo> seen = new LinkedHashMap<>(jobs.retrying(() -> slurm.queue(askIds, mine)));
        List<String> missing = askIds.stream().filter(id -> !seen.containsKey(id)).toList();
        if (!missing.isEmpty()) {
            Optional<Map<String, JobInfo>> acct = jobs.retrying(() -> slurm.accounting(missing));
            if (acct.isPresent()) {
                seen.putAll(acct.get());
            } else {
                for (String id : missing) {
                    jobs.retrying(() -> slurm.showJob(id)).ifPresent(j -> seen.put(id, j));
                }
            }
        }
        place.journal.update(seen);
        for (Jobs.Placed p : ask) {
            JobInfo j = seen.get(p.id());
            Journal.Entry e = p.entry();
            if (j == null) {
                j = e != null ? fromJournal(e).withState(JobState.UNKNOWN) : JobInfo.of(p.id(), JobState.UNKNOWN);
            } else if (j.name() == null && e != null) {
                j = j.toBuilder().name(e.name()).build();
            }
            shown.put(p, j);
        }
    }

    private static JobInfo fromJournal(Journal.Entry e) {
        return JobInfo.builder(e.id(), e.state()).name(e.name()).elapsed(e.elapsed()).nodeList(e.nodeList()).exit(e.exit()).reason(e.reason())
                .workDir(e.workDir()).user(e.user()).build();
    }

    /** The table: JOBID NAME STATE ELAPSED NODES REASON/EXIT, columns as wide as their widest cell. */
    public static void table(PrintWriter out, List<JobInfo> rows) {
        table(out, rows, null);
    }

    /** The same with a CLUSTER column first when {@code clusters} (one per row, null cells shown as "-") is not null. */
    public static void table(PrintWriter out, List<JobInfo> rows, List<String> clusters) {
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
        if (clusters != null) {
            for (int i = 0; i < cells.size(); i++) {
                String c = i == 0 ? "CLUSTER" : clusters.get(i - 1) == null ? "-" : clusters.get(i - 1);
                String[] r = new String[7];
                r[0] = c;
                System.arraycopy(cells.get(i), 0, r, 1, 6);
                cells.set(i, r);
            }
        }
        for (String[] r : cells) {
            for (int i = 0; i < r.length; i++) {
                r[i] = TerminalText.line(r[i]);
            }
        }
        TextColumns.aligned(cells).forEach(out::println);
    }
}
