package dev.clusterjob.probe;

import dev.clusterjob.probe.SiteAnalysis.Choice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chooses NCCL_IB_HCA from the RDMA ports ACTIVE on the majority of nodes, tells RoCE from InfiniBand
 * by the link layer, and reads NCCL_IB_GID_INDEX (the RoCE v2 entry) from the ports' GID tables.
 */
final class RdmaChoice {
    private static final Comparator<String> NATURAL = (a, b) -> {
        Matcher ma = Pattern.compile("^(.*?)(\\d+):(\\d+)$").matcher(a);
        Matcher mb = Pattern.compile("^(.*?)(\\d+):(\\d+)$").matcher(b);
        if (ma.matches() && mb.matches() && ma.group(1).equals(mb.group(1))) {
            int c = Long.compare(Long.parseLong(ma.group(2)), Long.parseLong(mb.group(2)));
            return c != 0 ? c : Integer.compare(Integer.parseInt(ma.group(3)), Integer.parseInt(mb.group(3)));
        }
        return a.compareTo(b);
    };

    private RdmaChoice() {
    }

    private static NodeFacts.IbPort port(NodeFacts n, String id) {
        for (NodeFacts.IbPort p : n.ibPorts()) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        return null;
    }

    static Choice hca(List<NodeFacts> nodes, Map<String, List<String>> diffs, List<String> chosen) {
        Map<String, Integer> active = new TreeMap<>(NATURAL);
        Set<String> sources = new LinkedHashSet<>();
        for (NodeFacts n : nodes) {
            for (NodeFacts.IbPort p : n.ibPorts()) {
                active.merge(p.id(), p.active() ? 1 : 0, Integer::sum);
            }
            if (n.ibSource() != null) {
                sources.add(n.ibSource());
            }
        }
        List<String> left = new ArrayList<>();
        for (Map.Entry<String, Integer> e : active.entrySet()) {
            if (e.getValue() * 2 > nodes.size()) {
                chosen.add(e.getKey());
            } else {
                left.add(e.getKey() + " (ACTIVE on " + e.getValue() + " of " + nodes.size() + ")");
            }
        }
        if (chosen.isEmpty()) {
            return new Choice(null, active.isEmpty() ? "no RDMA device on any node (/sys/class/infiniband, ibv_devinfo)"
                    : "no RDMA port is ACTIVE on most nodes: " + String.join(", ", left));
        }
        int complete = 0;
        for (NodeFacts n : nodes) {
            boolean ok = true;
            for (String id : chosen) {
                NodeFacts.IbPort p = port(n, id);
                if (p == null) {
                    diffs.get(n.node()).add("no RDMA port " + id);
                    ok = false;
                } else if (!p.active()) {
                    diffs.get(n.node()).add(id + " is " + (p.state() == null ? "in an unknown state" : p.state())
                            + (p.physState() == null ? "" : " (phys_state " + p.physState() + ")") + ", ACTIVE on the others");
                    ok = false;
                }
            }
            complete += ok ? 1 : 0;
        }
        String ev = String.join(", ", chosen) + " ACTIVE on " + complete + " of " + nodes.size() + " nodes ("
                + String.join("/", sources) + ")" + (left.isEmpty() ? "" : "; left out: " + String.join(", ", left));
        return new Choice("=" + String.join(",", chosen), ev);
    }

    static boolean ethernet(List<NodeFacts> nodes, List<String> ids) {
        int eth = 0;
        int all = 0;
        for (NodeFacts n : nodes) {
            for (String id : ids) {
                NodeFacts.IbPort p = port(n, id);
                if (p != null && p.active()) {
                    all++;
                    eth += p.ethernet() ? 1 : 0;
                }
            }
        }
        return eth * 2 > all;
    }

    /** The GID index NCCL should use on {@code p}: its first RoCE v2 IPv4-mapped entry, else its first routable v2 entry; null when none. */
    static NodeFacts.Gid rocev2(NodeFacts.IbPort p) {
        NodeFacts.Gid fallback = null;
        for (NodeFacts.Gid g : p.gids()) {
            if (!g.rocev2()) {
                continue;
            }
            if (g.ipv4Mapped()) {
                return g;
            }
            if (fallback == null && !g.linkLocal()) {
                fallback = g;
            }
        }
        return fallback;
    }

    static Choice gidIndex(List<NodeFacts> nodes, List<String> ids, Map<String, List<String>> diffs) {
        Map<Integer, Integer> count = new TreeMap<>();
        Map<Integer, String> example = new TreeMap<>();
        boolean anyTypes = false;
        for (NodeFacts n : nodes) {
            for (String id : ids) {
                NodeFacts.IbPort p = port(n, id);
                if (p == null || !p.active()) {
                    continue;
                }
                for (NodeFacts.Gid g : p.gids()) {
                    anyTypes |= g.type() != null;
                }
                NodeFacts.Gid g = rocev2(p);
                if (g != null) {
                    count.merge(g.index(), 1, Integer::sum);
                    example.putIfAbsent(g.index(), n.node() + " " + id + " GID[" + g.index() + "] " + g.gid()
                            + (g.ipv4() != null ? " (" + g.ipv4() + ")" : "") + " type RoCE v2");
                }
            }
        }
        if (count.isEmpty()) {
            return new Choice(null, anyTypes ? "RoCE, but no port has a RoCE v2 GID (gid_attrs/types): RoCE v1 only; NCCL_IB_GID_INDEX not set"
                    : "RoCE, but the GID types could not be read (no gid_attrs/types, no ibv_devinfo -v): NCCL_IB_GID_INDEX not set");
        }
        int best = -1;
        for (Map.Entry<Integer, Integer> e : count.entrySet()) {
            if (best < 0 || e.getValue() > count.get(best)) {
                best = e.getKey();
            }
        }
        int total = 0;
        int same = 0;
        for (NodeFacts n : nodes) {
            for (String id : ids) {
                NodeFacts.IbPort p = port(n, id);
                if (p == null || !p.active()) {
                    continue;
                }
                total++;
                NodeFacts.Gid g = rocev2(p);
                if (g == null) {
                    diffs.get(n.node()).add(id + " has no RoCE v2 GID");
                } else if (g.index() != best) {
                    diffs.get(n.node()).add(id + " has its RoCE v2 GID at index " + g.index() + ", the others at " + best);
                } else {
                    same++;
                }
            }
        }
        return new Choice(String.valueOf(best), "RoCE v2 " + (example.get(best).contains("(") ? "IPv4 " : "") + "GID at index " + best
                + " on " + same + " of " + total + " active ports (e.g. " + example.get(best) + ")");
    }
}
