package dev.clusterjob.slurm;

import java.util.List;

/**
 * One partition as {@code scontrol show partition} reports it: which nodes it holds and whether it is
 * the cluster's default (where a job without {@code --partition} goes).
 *
 * @param nodes its nodes, expanded, in Slurm's order (empty for a partition without nodes, {@code Nodes=(null)})
 * @param totalNodes Slurm's {@code TotalNodes} count
 */
public record PartitionInfo(String name, List<String> nodes, boolean isDefault, int totalNodes) {
    public PartitionInfo {
        nodes = List.copyOf(nodes);
    }
}
