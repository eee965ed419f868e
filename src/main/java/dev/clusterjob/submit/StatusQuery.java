package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
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
 * does not hide the other places' jobs.
 */
public final class StatusQuery {
    /**
     * What status found.
     *
     * @param rows one record per job, in the order asked (journal order without ids)
     * @param exitCode 0, or the exit code of a place that could not be reached (its jobs shown as the journal last saw them)
     */
    public record Result(List<JobInfo> rows, int exitCode) {
    }

    private final Jobs jobs;

    StatusQuery(Jobs jobs) {
        this.jobs = jobs;
    }

    Result run(List<String> ids, int last) {
        List<Jobs.Placed> wanted;
        if (ids.isEmpty()) {
            RemoteLogin flag = jobs.remoteFlag();
            List<Journal.Entry> all = jobs.context().journal().load().stream()
                    .filter(e -> flag == null || RemoteLogin.samePlace(e.login(), flag)).toList();
            wanted = all.subList(Math.max(0, all.size() - Math.max(last, 0)), all.size()).stream()
                    .map(e -> new Jobs.Placed(e.id(), e.login(), e)).toList();
        } else {
            wanted = jobs.place(List.copyOf(new LinkedHashSet<>(ids)));
        }
        Map<Jobs.Placed, JobInfo> shown = new HashMap<>();
        Map<String, List<Jobs.Placed>> places = Jobs.byPlace(wanted);
        int code = ExitCodes.OK;
        for (List<Jobs.Placed> group : places.values()) {
            List<Jobs.Placed> ask = new ArrayList<>();
            for (Jobs.Placed p : group) {
                if (p.entry() != null && p.entry().isFinal()) {
                    shown.put(p, fromJournal(p.entry()));
                } else {
                    ask.add(p);
                }
            }
            if (ask.isEmpty()) {
                continue;
            }
            try (Site site = jobs.open(group.get(0).login())) {
                ask(site, ask, shown);
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
        return new Result(wanted.stream().map(shown::get).toList(), code);
    }

    /** One squeue for {@code ask} (all of one place), then sacct or scontrol for the ones it forgot; records what was seen. */
    private void ask(Site site, List<Jobs.Placed> ask, Map<Jobs.Placed, JobInfo> shown) {
        SlurmClient slurm = site.slurm;
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
        site.journal.update(seen);
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
