package dev.clusterjob.sweep;

import java.util.List;

/**
 * A judged sweep with where and how it ran: what the text, the JSON, the heat map and the HTML page show.
 *
 * @param cluster Slurm's ClusterName, or null when not known (a report of a folder)
 * @param jobId the sweep job's id, or null
 * @param tool what measured the pairs ({@code torch-probe}, {@code nccl-tests})
 * @param ended whether the job wrote its end line (false: cut short; what was measured is judged)
 * @param stopped why it stopped early ({@code time-limit}), or null
 * @param quarantined the outliers this sweep quarantined (empty when it did not, or with --no-quarantine)
 */
public record SweepReport(SweepVerdict verdict, String cluster, String partition, String jobId, String tool, boolean ended,
                          String stopped, List<String> quarantined) {
    public SweepReport {
        quarantined = List.copyOf(quarantined);
    }

    /** The same report with {@code nodes} as the quarantined ones. */
    public SweepReport withQuarantined(List<String> nodes) {
        return new SweepReport(verdict, cluster, partition, jobId, tool, ended, stopped, nodes);
    }
}
