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

    static Choice[] socket(List<NodeFacts> nodes, Map<String, List<String>> diffs) {
        int peers = nodes.size() - 1;
        // name -> total peers reached over all nodes; name -> nodes where it is usable
        Map<String, Integer> score = new TreeMap<>();
        Map<String, Integer> present = new TreeMap<>();
        Map<String, Long> speed = new TreeMap<>();
        for (NodeFacts n : nodes) {
            for (NodeFacts.Iface i : n.interfaces()) {
                if (!usable(i)) {
                    continue;
                }
                present.merge(i.name(), 1, Integer::sum);
                score.merge(i.name(), peers == 0 ? 1 : reached(n, i.name(), nodes).size(), Integer::sum);
                speed.merge(i.name(), mbps(i.speed()), Math::max);
            }
        }
        String best = null;
        for (String name : score.keySet()) {
            if (score.get(name) == 0) {
                continue;
            }
            if (best == null || better(name, best, score, speed)) {
                best = name;
            }
        }
        if (best == null) {
            String why = nodes.size() < 2 ? "no interface with an IPv4 address is up" : "no interface reaches another node's address directly"
                    + " (ip route get): NCCL_SOCKET_IFNAME is left as the base profile sets it; see --json for the routes";
            return new Choice[] {new Choice(null, why), new Choice(null, why)};
        }
        StringBuilder ev = new StringBuilder();
        int full = 0;
        String example = null;
        // Nodes whose own interface is missing, down or without address: the others are not blamed for not reaching them.
        Set<String> broken = new LinkedHashSet<>();
        for (NodeFacts n : nodes) {
            NodeFacts.Iface i = n.iface(best);
            String why = i == null ? "no interface " + best + " (has: " + names(n) + ")" : !i.up() ? best + " is " + i.state()
                    : i.ipv4().isEmpty() ? best + " has no IPv4 address" : null;
            if (why != null) {
                diffs.get(n.node()).add(why);
                broken.add(n.node());
            }
        }
        for (NodeFacts n : nodes) {
            if (broken.contains(n.node())) {
                continue;
            }
            if (peers == 0) {
                full++;
                continue;
            }
            List<String> r = reached(n, best, nodes);
            r.addAll(broken);
            if (new LinkedHashSet<>(r).size() >= peers) {
                full++;
                if (example == null) {
                    NodeFacts p = nodes.get(nodes.get(0) == n ? 1 : 0);
                    for (String a : p.addresses()) {
                        NodeFacts.Route x = route(n, a);
                        if (x != null && x.direct() && x.dev().equals(best)) {
                            example = n.node() + ": ip route get " + a + " (" + p.node() + ") -> dev " + best;
                            break;
                        }
                    }
                }
            } else {
                List<String> missed = new ArrayList<>();
                for (NodeFacts p : nodes) {
                    if (p != n && !r.contains(p.node())) {
                        missed.add(p.node());
                    }
                }
                diffs.get(n.node()).add(best + " does not reach " + String.join(", ", missed) + " directly");
            }
        }
        if (peers == 0) {
            ev.append(best).append(" is up with an IPv4 address; only one node was probed, so no route to a peer was checked");
        } else {
            ev.append(best).append(" reaches every other node directly on ").append(full).append(" of ").append(nodes.size()).append(" nodes");
            if (example != null) {
                ev.append(" (").append(example).append(')');
            }
        }
        List<String> rejected = new ArrayList<>();
        for (String name : present.keySet()) {
            if (!name.equals(best)) {
                rejected.add(name + " reaches " + score.get(name) + " of " + (peers * present.get(name)) + " peer routes");
            }
        }
        if (!rejected.isEmpty() && peers > 0) {
            ev.append("; not chosen: ").append(String.join(", ", rejected));
        }
        boolean prefixClash = false;
        for (NodeFacts n : nodes) {
            for (NodeFacts.Iface i : n.interfaces()) {
                prefixClash |= !i.name().equals(best) && i.name().startsWith(best);
            }
        }
        String nccl = prefixClash ? "=" + best : best;
        String ncclWhy = ev + (prefixClash ? "; '=' because another interface's name starts with " + best : "");
        return new Choice[] {new Choice(nccl, ncclWhy), new Choice(best, "the same interface (gloo takes exact names)")};
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
