package dev.clusterjob.probe;

import dev.clusterjob.probe.SiteAnalysis.Choice;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chooses NCCL_SOCKET_IFNAME and GLOO_SOCKET_IFNAME: the interface that reaches the other nodes'
 * addresses directly on most nodes (physical before virtual, then the fastest); nodes where it is
 * missing, down or reaches no one are noted as different.
 */
final class SocketChoice {
    /** Names of virtual or container interfaces: chosen only when nothing else reaches the peers. */
    private static final Pattern VIRTUAL = Pattern.compile("^(docker|virbr|veth|cni|flannel|cali|vxlan|tun|tap|br-|kube|weave|lxc|dummy).*");
    private static final Pattern SPEED = Pattern.compile("(\\d+)\\s*Mb/s");

    private SocketChoice() {
    }

    /** Route of {@code from} to {@code address}, or null when the second pass did not ask. */
    private static NodeFacts.Route route(NodeFacts from, String address) {
        for (NodeFacts.Route r : from.routes()) {
            if (r.address().equals(address)) {
                return r;
            }
        }
        return null;
    }

    /** The peers {@code n} reaches directly through {@code iface} (some address of the peer routes out of it, no gateway). */
    private static List<String> reached(NodeFacts n, String iface, List<NodeFacts> nodes) {
        List<String> out = new ArrayList<>();
        for (NodeFacts p : nodes) {
            if (p == n) {
                continue;
            }
            for (String a : p.addresses()) {
                NodeFacts.Route r = route(n, a);
                if (r != null && r.direct() && r.dev().equals(iface)) {
                    out.add(p.node());
                    break;
                }
            }
        }
        return out;
    }

    private static boolean usable(NodeFacts.Iface i) {
        return !i.loopback() && i.up() && !i.ipv4().isEmpty();
    }

    /**
     * The socket interfaces chosen for NCCL ({@code =NAME} when another interface's name starts with
     * NAME, NCCL's prefix match) and for gloo (exact names), and what differs on which node.
     */
    record Sockets(Choice nccl, Choice gloo, Map<String, List<String>> differences) {
    }

    /** Per interface name over all nodes: peers reached directly, nodes where it is usable, its best speed. */
    private record Tally(Map<String, Integer> peersReached, Map<String, Integer> present, Map<String, Long> speed) {
        static Tally of(List<NodeFacts> nodes) {
            int peers = nodes.size() - 1;
            Tally t = new Tally(new TreeMap<>(), new TreeMap<>(), new TreeMap<>());
            for (NodeFacts n : nodes) {
                for (NodeFacts.Iface i : n.interfaces()) {
                    if (usable(i)) {
                        t.present.merge(i.name(), 1, Integer::sum);
                        t.peersReached.merge(i.name(), peers == 0 ? 1 : reached(n, i.name(), nodes).size(), Integer::sum);
                        t.speed.merge(i.name(), mbps(i.speed()), Math::max);
                    }
                }
            }
            return t;
        }

        /** The interface reaching the most peers (physical before virtual, then the fastest, then by name); null when none reaches any. */
        String best() {
            String best = null;
            for (String name : peersReached.keySet()) {
                if (peersReached.get(name) > 0 && (best == null || better(name, best, peersReached, speed))) {
                    best = name;
                }
            }
            return best;
        }
    }

    static Sockets socket(List<NodeFacts> nodes) {
        Map<String, List<String>> differences = new java.util.LinkedHashMap<>();
        nodes.forEach(n -> differences.put(n.node(), new ArrayList<>()));
        Tally tally = Tally.of(nodes);
        String best = tally.best();
        if (best == null) {
            String why = nodes.size() < 2 ? "no interface with an IPv4 address is up" : "no interface reaches another node's address directly"
                    + " (ip route get): NCCL_SOCKET_IFNAME is left as the base profile sets it; see --json for the routes";
            return new Sockets(new Choice(null, why), new Choice(null, why), differences);
        }
        Set<String> broken = broken(nodes, best, differences);
        StringBuilder ev = new StringBuilder(reach(nodes, best, broken, differences));
        int peers = nodes.size() - 1;
        List<String> rejected = new ArrayList<>();
        for (String name : tally.present().keySet()) {
            if (!name.equals(best)) {
                rejected.add(name + " reaches " + tally.peersReached().get(name) + " of " + (peers * tally.present().get(name)) + " peer routes");
            }
        }
        if (!rejected.isEmpty() && peers > 0) {
            ev.append("; not chosen: ").append(String.join(", ", rejected));
        }
        boolean prefixClash = nodes.stream().flatMap(n -> n.interfaces().stream())
                .anyMatch(i -> !i.name().equals(best) && i.name().startsWith(best));
        Choice nccl = prefixClash ? new Choice("=" + best, ev + "; '=' because another interface's name starts with " + best)
                : new Choice(best, ev.toString());
        return new Sockets(nccl, new Choice(best, "the same interface (gloo takes exact names)"), differences);
    }

    /** Nodes whose own {@code best} is missing, down or without an address (noted): the others are not blamed for not reaching them. */
    private static Set<String> broken(List<NodeFacts> nodes, String best, Map<String, List<String>> differences) {
        Set<String> broken = new LinkedHashSet<>();
        for (NodeFacts n : nodes) {
            NodeFacts.Iface i = n.iface(best);
            String why = i == null ? "no interface " + best + " (has: " + names(n) + ")" : !i.up() ? best + " is " + i.state()
                    : i.ipv4().isEmpty() ? best + " has no IPv4 address" : null;
            if (why != null) {
                differences.get(n.node()).add(why);
                broken.add(n.node());
            }
        }
        return broken;
    }

    /** The evidence that {@code best} reaches the peers (with one example route); nodes where it does not are noted. */
    private static String reach(List<NodeFacts> nodes, String best, Set<String> broken, Map<String, List<String>> differences) {
        int peers = nodes.size() - 1;
        if (peers == 0) {
            return best + " is up with an IPv4 address; only one node was probed, so no route to a peer was checked";
        }
        int full = 0;
        String example = null;
        for (NodeFacts n : nodes) {
            if (broken.contains(n.node())) {
                continue;
            }
            List<String> r = reached(n, best, nodes);
            r.addAll(broken);
            if (new LinkedHashSet<>(r).size() >= peers) {
                full++;
                example = example != null ? example : exampleRoute(n, best, nodes);
            } else {
                List<String> missed = nodes.stream().filter(p -> p != n && !r.contains(p.node())).map(NodeFacts::node).toList();
                differences.get(n.node()).add(best + " does not reach " + String.join(", ", missed) + " directly");
            }
        }
        return best + " reaches every other node directly on " + full + " of " + nodes.size() + " nodes"
                + (example != null ? " (" + example + ")" : "");
    }

    /** "node1: ip route get ADDR (node2) -> dev bond0": one route of {@code n} to another node through {@code best}, or null. */
    private static String exampleRoute(NodeFacts n, String best, List<NodeFacts> nodes) {
        NodeFacts p = nodes.get(nodes.get(0) == n ? 1 : 0);
        for (String a : p.addresses()) {
            NodeFacts.Route x = route(n, a);
            if (x != null && x.direct() && x.dev().equals(best)) {
                return n.node() + ": ip route get " + a + " (" + p.node() + ") -> dev " + best;
            }
        }
        return null;
    }

    private static boolean better(String a, String b, Map<String, Integer> score, Map<String, Long> speed) {
        int c = Integer.compare(score.get(a), score.get(b));
        if (c != 0) {
            return c > 0;
        }
        boolean va = VIRTUAL.matcher(a).matches();
        boolean vb = VIRTUAL.matcher(b).matches();
        if (va != vb) {
            return vb;
        }
        c = Long.compare(speed.getOrDefault(a, 0L), speed.getOrDefault(b, 0L));
        if (c != 0) {
            return c > 0;
        }
        return a.compareTo(b) < 0;
    }

    static long mbps(String speed) {
        if (speed == null) {
            return 0;
        }
        Matcher m = SPEED.matcher(speed);
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    private static String names(NodeFacts n) {
        List<String> out = new ArrayList<>();
        for (NodeFacts.Iface i : n.interfaces()) {
            if (!i.loopback()) {
                out.add(i.name());
            }
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }
}
