package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * sinfo: every partition with its nodes and their states, the one reader of partitions
 * ({@code sinfo --noheader --format=%P|%N|%T}, <a href="https://slurm.schedmd.com/sinfo.html#OPT_format">sinfo(1)</a>).
 * One line per partition and node state: {@code %P} the partition, {@code *} marking the default; {@code %N} its nodes
 * of that state as a hostlist (empty for a partition without nodes, whose state is {@code n/a}); {@code %T} the long
 * state: {@code idle}, {@code mixed}, {@code drained}, {@code down*} (captures/slurm/sinfo). The partitions come in
 * sinfo's order (slurm.conf's), hidden ones and those of other groups left out as {@code scontrol show partition}
 * leaves them out.
 */
public final class Sinfo {
    private Sinfo() {
    }

    /** The argv: every partition, its nodes grouped by state. */
    public static List<String> argv() {
        return List.of("sinfo", "--noheader", "--format=%P|%N|%T");
    }

    /**
     * Parses {@link #argv()}'s output into partitions, each with its nodes in Slurm's hostlist order
     * ({@link Hostlist#ORDER}: sinfo lists them by state); lines not of three fields are skipped.
     */
    public static List<Partition> parse(String stdout) {
        Map<String, List<Partition.Node>> nodes = new LinkedHashMap<>();
        Map<String, Boolean> isDefault = new LinkedHashMap<>();
        for (String raw : stdout.split("\n")) {
            String[] f = raw.strip().split("\\|", -1);
            if (f.length != 3 || f[0].isEmpty() || f[0].equals("*")) {
                continue;
            }
            boolean def = f[0].endsWith("*");
            String name = def ? f[0].substring(0, f[0].length() - 1) : f[0];
            isDefault.merge(name, def, Boolean::logicalOr);
            List<Partition.Node> of = nodes.computeIfAbsent(name, k -> new ArrayList<>());
            if (!f[1].isBlank()) {
                for (String node : Hostlist.expand(f[1], "sinfo's nodes of partition " + name)) {
                    of.add(new Partition.Node(node, f[2].strip()));
                }
            }
        }
        List<Partition> out = new ArrayList<>();
        for (Map.Entry<String, List<Partition.Node>> e : nodes.entrySet()) {
            List<Partition.Node> sorted = new ArrayList<>(e.getValue());
            sorted.sort((a, b) -> Hostlist.ORDER.compare(a.name(), b.name()));
            out.add(new Partition(e.getKey(), isDefault.get(e.getKey()), sorted));
        }
        return out;
    }
}
