package dev.clusterjob.quarantine;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * One quarantined node of one cluster (Slurm's ClusterName): why, on what evidence, until when.
 *
 * @param reason a short cause: {@code sweep outlier}, {@code gate: slow}, or what the person who added it wrote
 * @param evidence what shows it: the sweep or gate job and its figures, or who added it by hand
 * @param added when it was added (or last renewed)
 */
public record QuarantineEntry(String node, String cluster, String reason, String evidence, Instant expires, Instant added) {
    /** Times are kept to the second (what a person reads; the file stays stable). */
    public QuarantineEntry {
        expires = expires.truncatedTo(ChronoUnit.SECONDS);
        added = added.truncatedTo(ChronoUnit.SECONDS);
    }

    /** Whether it still holds at {@code now}. */
    public boolean liveAt(Instant now) {
        return expires.isAfter(now);
    }

    /** Whether it is the entry of {@code node} on {@code cluster}. */
    public boolean is(String cluster, String node) {
        return this.cluster.equals(cluster) && this.node.equals(node);
    }
}
