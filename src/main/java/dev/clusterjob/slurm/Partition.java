package dev.clusterjob.slurm;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One partition as {@link Sinfo} reports it: its nodes in Slurm's hostlist order, whether it is the cluster's
 * default (where a job without {@code --partition} goes), and each node's state there.
 *
 * @param nodes every node of it (empty for a partition without nodes)
 */
public record Partition(String name, boolean isDefault, List<Node> nodes) {
    public Partition {
        nodes = List.copyOf(nodes);
    }

    /**
     * A node of a partition.
     *
     * @param state sinfo's long state ({@code %T}): {@code idle}, {@code mixed}, {@code drained}, {@code down*} ...
     */
    public record Node(String name, String state) {
        /** Whether a job may get it: not down, drained, draining, failing or not responding ({@link NodeInfo#unhealthy}). */
        public boolean usable() {
            String s = state.toUpperCase(Locale.ROOT);
            return !new NodeInfo(name, s, null).unhealthy() && !s.startsWith("INVAL") && !s.startsWith("UNK");
        }
    }

    /** The names of its nodes, in order. */
    public List<String> nodeNames() {
        return nodes.stream().map(Node::name).toList();
    }

    /** The names of the nodes a job may get ({@link Node#usable}). */
    public List<String> usable() {
        return nodes.stream().filter(Node::usable).map(Node::name).toList();
    }

    /** The usable nodes left after {@code excluded}. */
    public List<String> usableWithout(Collection<String> excluded) {
        return usable().stream().filter(n -> !excluded.contains(n)).toList();
    }

    /**
     * The partition a job of {@code wanted} runs in ({@code --partition}: one name or a comma list, whose nodes are
     * pooled in the order of {@code all} under the comma-joined name); null or blank: the default partition. Null
     * when none of them is in {@code all} or they have no node.
     */
    public static Partition of(List<Partition> all, String wanted) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        if (wanted == null || wanted.isBlank()) {
            all.stream().filter(Partition::isDefault).findFirst().ifPresent(p -> names.add(p.name()));
        } else {
            for (String p : wanted.split(",")) {
                names.add(p.strip());
            }
        }
        Map<String, Node> nodes = new LinkedHashMap<>();
        for (Partition p : all) {
            if (names.contains(p.name())) {
                p.nodes().forEach(n -> nodes.putIfAbsent(n.name(), n));
            }
        }
        if (nodes.isEmpty()) {
            return null;
        }
        boolean isDefault = names.size() == 1 && all.stream().anyMatch(p -> p.isDefault() && names.contains(p.name()));
        return new Partition(String.join(",", names), isDefault, List.copyOf(nodes.values()));
    }
}
