package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * sinfo: the nodes of every partition with their state, one line per node and partition, to tell how
 * many nodes a job can have ({@code sinfo --noheader --Node --format=%P|%N|%T}; {@code %P} marks the
 * default partition with {@code *}, {@code %T} is the long state: {@code idle}, {@code mixed},
 * {@code drained}, {@code down*}; <a href="https://slurm.schedmd.com/sinfo.html#OPT_format">sinfo(1)</a>).
 */
public final class Sinfo {
    private Sinfo() {
    }

    /** One node of one partition. */
    public record Line(String partition, boolean isDefault, String node, String state) {
        /** Whether a job may get it: not down, drained, draining, failing or not responding ({@link NodeInfo#unhealthy}). */
        public boolean usable() {
            String s = state.toUpperCase(Locale.ROOT);
            return !new NodeInfo(node, s, null).unhealthy() && !s.startsWith("INVAL") && !s.startsWith("UNK");
        }
    }

    /**
     * A partition's nodes as a job sees them.
     *
     * @param name the partition(s) asked for (comma-joined as given), or the default partition's name
     * @param nodes every node of it, in sinfo's order
     * @param usable the nodes a job may get (see {@link Line#usable})
     */
    public record Partition(String name, List<String> nodes, List<String> usable) {
        /** The usable nodes left after {@code excluded}. */
        public List<String> usableWithout(Collection<String> excluded) {
            return usable.stream().filter(n -> !excluded.contains(n)).toList();
        }
    }

    /** The argv: every node of every partition with its state. */
    public static List<String> nodesArgv() {
        return List.of("sinfo", "--noheader", "--Node", "--format=%P|%N|%T");
    }

    /** Parses {@link #nodesArgv()}'s output; lines not of three fields are skipped. */
    public static List<Line> parse(String stdout) {
        List<Line> out = new ArrayList<>();
        for (String raw : stdout.split("\n")) {
            String[] f = raw.strip().split("\\|", -1);
            if (f.length != 3 || f[0].isEmpty() || f[1].isEmpty()) {
                continue;
            }
            boolean def = f[0].endsWith("*");
            out.add(new Line(def ? f[0].substring(0, f[0].length() - 1) : f[0], def, f[1], f[2].strip()));
        }
        return out;
    }

    /**
     * The partition a job of {@code wanted} runs in ({@code --partition}: one name or a comma list, whose
     * nodes are pooled); null or blank: the default partition. Null when sinfo lists no such partition.
     */
    public static Partition partition(List<Line> lines, String wanted) {
        Set<String> names = new LinkedHashSet<>();
        if (wanted == null || wanted.isBlank()) {
            lines.stream().filter(Line::isDefault).findFirst().ifPresent(l -> names.add(l.partition()));
        } else {
            for (String p : wanted.split(",")) {
                names.add(p.strip());
            }
        }
        LinkedHashSet<String> nodes = new LinkedHashSet<>();
        LinkedHashSet<String> usable = new LinkedHashSet<>();
        for (Line l : lines) {
            if (names.contains(l.partition())) {
                nodes.add(l.node());
                if (l.usable()) {
                    usable.add(l.node());
                }
            }
        }
        if (nodes.isEmpty()) {
            return null;
        }
        return new Partition(String.join(",", names), List.copyOf(nodes), List.copyOf(usable));
    }
}
