package dev.clusterjob.quarantine;

import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.slurm.Partition;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * What the quarantine means for one submission (docs/sweep.md, "Quarantine"): the quarantined nodes of
 * the job's partition(s) (the script's {@code --partition}, else the cluster's default partition) are
 * added to its {@code --exclude}, merged with the script's own and with earlier options. Only nodes of
 * that partition are named: an exclusion naming a node the cluster does not have makes sbatch fail
 * (TensorRT-LLM#15992), and an entry of another cluster never reaches here. A node the script forces with
 * {@code --nodelist} is not excluded (sbatch would refuse the job); the line says so.
 *
 * @param excluded the quarantined nodes added to --exclude, in the partition's order
 * @param forced quarantined nodes the script's --nodelist names (left in)
 * @param options the submission's sbatch options with the merged --exclude, or the given ones when nothing changes
 * @param line one line for the user, or null when the quarantine does not touch this job
 */
public record QuarantineExclusion(List<String> excluded, List<String> forced, List<String> options, String line) {
    /** How many nodes the line names with their reason before it only counts them. */
    static final int NAMED = 3;

    /**
     * The exclusion for a job with {@code directives} (its #SBATCH lines) and sbatch {@code options}, given the
     * live quarantine {@code entries} of {@code cluster} and the cluster's {@code partitions}.
     */
    public static QuarantineExclusion of(List<QuarantineEntry> entries, String cluster, List<Partition> partitions,
                                         Map<String, String> directives, List<String> options) {
        // the job's partitions: its --partition (a comma list, pooled), else the default partition
        Partition partition = Partition.of(partitions, directives.get("partition"));
        List<String> inPartition = partition == null ? List.of() : partition.nodeNames();
        List<String> forcedList = forced(directives);
        List<String> excluded = new ArrayList<>();
        List<String> forced = new ArrayList<>();
        for (String node : inPartition) {
            if (entries.stream().anyMatch(e -> e.is(cluster, node))) {
                (forcedList.contains(node) ? forced : excluded).add(node);
            }
        }
        if (excluded.isEmpty() && forced.isEmpty()) {
            return new QuarantineExclusion(List.of(), List.of(), options, null);
        }
        List<String> newOptions = options;
        if (!excluded.isEmpty()) {
            LinkedHashSet<String> merged = new LinkedHashSet<>();
            String own = directives.get("exclude");
            if (own != null && !own.isBlank() && !own.contains("/")) {
                merged.addAll(Hostlist.expand(own, "#SBATCH --exclude"));
            }
            newOptions = new ArrayList<>();
            for (String o : options) {
                if (o.startsWith("--exclude=")) {
                    merged.addAll(Hostlist.expand(o.substring("--exclude=".length()), "--exclude"));
                } else {
                    newOptions.add(o);
                }
            }
            merged.addAll(excluded);
            newOptions.add("--exclude=" + String.join(",", merged));
        }
        return new QuarantineExclusion(List.copyOf(excluded), List.copyOf(forced), List.copyOf(newOptions),
                line(entries, cluster, partition.name(), excluded, forced));
    }

    private static List<String> forced(Map<String, String> directives) {
        String nl = directives.get("nodelist");
        if (nl == null || nl.isBlank() || nl.contains("/")) {
            return List.of();
        }
        return Hostlist.expand(nl, "#SBATCH --nodelist");
    }

    private static String line(List<QuarantineEntry> entries, String cluster, String partition, List<String> excluded, List<String> forced) {
        StringBuilder b = new StringBuilder("quarantine (cluster ").append(cluster).append("): ");
        if (!excluded.isEmpty()) {
            b.append("excluding ").append(describe(entries, cluster, excluded)).append(" from partition ").append(partition);
        }
        if (!forced.isEmpty()) {
            b.append(excluded.isEmpty() ? "" : "; ").append(String.join(",", forced))
                    .append(" left in: the script's --nodelist names ").append(forced.size() == 1 ? "it" : "them");
        }
        return b.append("; --ignore-quarantine submits without this").toString();
    }

    private static String describe(List<QuarantineEntry> entries, String cluster, List<String> nodes) {
        if (nodes.size() > NAMED) {
            return nodes.size() + " nodes (" + String.join(",", nodes) + "; clusterjob quarantine list says why)";
        }
        List<String> parts = new ArrayList<>();
        for (String n : nodes) {
            QuarantineEntry e = entries.stream().filter(x -> x.is(cluster, n)).findFirst().orElseThrow();
            parts.add(n + " (" + e.reason() + ", until " + e.expires() + ")");
        }
        return String.join(", ", parts);
    }
}
