package dev.clusterjob.submit;

import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.quarantine.Expiry;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.quarantine.QuarantineExclusion;
import dev.clusterjob.slurm.Partition;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The quarantine's two hooks in a submit (docs/sweep.md): before sbatch, the quarantined nodes of each
 * job's partition go into its {@code --exclude} (one line says so); after a gate verdict that convicts
 * nodes for certain, they are quarantined. Slurm is asked (ClusterName, the partitions) only when the
 * quarantine holds a live entry, and at most once per submit.
 */
final class QuarantineStep {
    private final Jobs jobs;
    private final SlurmPlace place;
    private final Quarantine quarantine;
    private final String cluster;
    private boolean told;

    /** {@code cluster}: Slurm's ClusterName where the jobs go, or null when Slurm does not say. */
    QuarantineStep(Jobs jobs, SlurmPlace place, String cluster) {
        this.jobs = jobs;
        this.place = place;
        this.quarantine = Quarantine.in(jobs.context().stateDir());
        this.cluster = cluster;
    }

    /** {@code prepared} with the quarantine's exclusions added; unchanged when no live entry concerns this cluster. */
    List<Submitter.Prepared> apply(List<Submitter.Prepared> prepared) {
        List<QuarantineEntry> live = quarantine.live(jobs.context().time().now());
        if (live.isEmpty()) {
            return prepared;
        }
        String c = cluster();
        if (c == null || live.stream().noneMatch(e -> e.cluster().equals(c))) {
            return prepared;
        }
        List<Partition> partitions = jobs.retrying(place.slurm::partitions);
        List<Submitter.Prepared> out = new ArrayList<>();
        for (Submitter.Prepared p : prepared) {
            QuarantineExclusion x = QuarantineExclusion.of(live, c, partitions, p.directives(), p.options());
            if (x.line() != null) {
                jobs.notice(x.line());
            }
            out.add(x.excluded().isEmpty() ? p : p.with(p.tag(), x.options()));
        }
        return out;
    }

    /** Quarantines the nodes a gate verdict of job {@code jobId} convicted for certain, for {@link Expiry#DEFAULT}. */
    void convicted(String jobId, VerdictLine verdict) {
        String c = cluster();
        if (c == null) {
            return;
        }
        Instant now = jobs.context().time().now();
        List<QuarantineEntry> entries = new ArrayList<>();
        for (String node : verdict.suspects()) {
            entries.add(new QuarantineEntry(node, c, "gate: " + verdict.reason(), "job " + jobId + ": " + verdict.format(),
                    now.plus(Expiry.DEFAULT), now));
        }
        quarantine.add(entries, now);
        jobs.notice("quarantined " + String.join(",", verdict.suspects()) + " on cluster " + c + " until " + entries.get(0).expires()
                + " (convicted by the gate of job " + jobId + "; --no-quarantine does not record convictions)");
    }

    /** The cluster; null (with a notice, once) when Slurm did not say which it is. */
    private String cluster() {
        if (cluster == null && !told) {
            told = true;
            jobs.notice("Slurm did not say which cluster this is (scontrol show config): the quarantine, kept per cluster, is not used");
        }
        return cluster;
    }
}
