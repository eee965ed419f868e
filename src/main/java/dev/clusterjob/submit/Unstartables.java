package dev.clusterjob.submit;

import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.NodeInfo;
import dev.clusterjob.slurm.PendingReason;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.Squeue;
import dev.clusterjob.slurm.TransientSlurmException;

import java.util.List;

/**
 * Decides whether a pending job can still start by itself ({@link PendingReason}): reasons of the
 * partition, QOS or account that nothing running or ending changes; ReqNodeNotAvail only when the
 * nodes it names are down or drained (asked with scontrol); a per-user limit only when none of the
 * user's other jobs runs. The line says the reason and what to change.
 */
public final class Unstartables implements Tracker.Unstartable {
    private final SlurmClient slurm;

    public Unstartables(SlurmClient slurm) {
        this.slurm = slurm;
    }

    @Override
    public String why(JobInfo job) {
        PendingReason r = PendingReason.parse(job.reason());
        if (r == null) {
            return null;
        }
        try {
            return switch (r.kind()) {
                case NEVER -> line(job, r, r.advice());
                case NODES -> nodes(job, r);
                case PER_USER -> othersRunning(job) ? null : line(job, r, r.advice());
                case WAIT -> null;
            };
        } catch (TransientSlurmException e) {
            return null; // cannot tell now: keep waiting, as before
        }
    }

    private String nodes(JobInfo job, PendingReason r) {
        List<NodeInfo> bad = slurm.nodes(r.unavailableNodes()).stream().filter(NodeInfo::unhealthy).toList();
        if (bad.isEmpty()) {
            return null;
        }
        StringBuilder b = new StringBuilder();
        for (NodeInfo n : bad) {
            b.append(b.length() == 0 ? "" : ", ").append(n.name()).append(' ').append(n.describe());
        }
        return line(job, r, "the job requires node(s) that are down or drained (" + b + "): drop them from nodelist:"
                + " (or --exclude them), or wait for an admin to resume them");
    }

    /** Whether another job of the caller runs (then a per-user limit clears when it ends). */
    private boolean othersRunning(JobInfo job) {
        for (Squeue.Tagged t : slurm.myJobs()) {
            if (!t.jobId().equals(job.id()) && t.state() == JobState.RUNNING) {
                return true;
            }
        }
        return false;
    }

    static String line(JobInfo job, PendingReason r, String advice) {
        return job.id() + " cannot start: Reason=" + r.name() + (r.unavailableNodes() != null ? " (" + r.unavailableNodes() + ")" : "")
                + " never clears by itself; " + advice;
    }
}
