package dev.clusterjob.sweep;

import java.util.List;

/**
 * A judged sweep: every pair, every node's score, and what the scores were measured against.
 *
 * @param referenceGbps the partition's normal busbw (the baseline, else this run's median of the nodes' figures), or null
 * @param referenceFrom {@code baseline} or {@code run}
 * @param below a node is an outlier under this fraction of the reference
 * @param floorGbps ... or under this many GB/s (the profile's gate floor), or null
 */
public record SweepVerdict(SweepMode mode, List<String> hosts, List<PairResult> pairs, List<NodeScore> nodes, Double referenceGbps,
                           String referenceFrom, double below, Double floorGbps) {
    public SweepVerdict {
        hosts = List.copyOf(hosts);
        pairs = List.copyOf(pairs);
        nodes = List.copyOf(nodes);
    }


    /** The outliers, in Slurm's order. */
    public List<NodeScore> outliers() {
        return nodes.stream().filter(NodeScore::outlier).toList();
    }

    /** The score of {@code node}, or null when the sweep did not judge it. */
    public NodeScore node(String node) {
        return nodes.stream().filter(n -> n.node().equals(node)).findFirst().orElse(null);
    }

    /** How many rounds ran. */
    public int rounds() {
        return pairs.stream().mapToInt(PairResult::round).max().orElse(0);
    }
}
