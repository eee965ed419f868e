package dev.clusterjob.probe;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares the nodes' facts and decides the profile's values, each with the evidence that chose it:
 * the interface that reaches the other nodes, the HCA ports ACTIVE on the majority, the RoCE v2 GID
 * index read from the GID tables, the GPU count; nodes that differ from the majority are suspects.
 * Pure: facts in, {@link Result} out.
 */
public final class SiteAnalysis {
    /** Names of virtual or container interfaces: chosen only when nothing else reaches the peers. */
    private static final Pattern VIRTUAL = Pattern.compile("^(docker|virbr|veth|cni|flannel|cali|vxlan|tun|tap|br-|kube|weave|lxc|dummy).*");
    private static final Pattern GRES_GPU = Pattern.compile("(?:^|,)gpu(?::[^:,(]+)?:(\\d+)");
    private static final Pattern SPEED = Pattern.compile("(\\d+)\\s*Mb/s");

    private SiteAnalysis() {
    }

    /** A decided value (null: not set, or removed from the base profile) and why. */
    public record Choice(String value, String evidence) {
    }

    /** A node that differs from the majority, and how. */
    public record Suspect(String node, List<String> differences) {
    }

    /**
     * @param base the built-in profile to extend, with {@code baseEvidence}
     * @param vendor "nvidia", "amd" or null (unknown: only Slurm's count)
     * @param socketIfname NCCL_SOCKET_IFNAME's value (prefix syntax; "=name" when another interface starts with the name)
     * @param glooIfname GLOO_SOCKET_IFNAME's value (exact name)
     * @param rdma whether a majority of nodes has ACTIVE RDMA ports
     * @param hca NCCL_IB_HCA ("=dev:port,..."), null without RDMA
     * @param roce whether the chosen ports' link layer is Ethernet
     * @param gidIndex NCCL_IB_GID_INDEX (null: unset/removed)
     * @param gpusPerNode the majority's GPU count
     * @param cpusPerGpu Slurm's CPUs of the smallest node / GPUs, null when unknown
     */
    public record Result(List<NodeFacts> nodes, String base, String baseEvidence, String vendor, Choice socketIfname, Choice glooIfname,
                         boolean rdma, Choice hca, boolean roce, Choice gidIndex, int gpusPerNode, Choice gpus, Choice cpusPerGpu,
                         List<Suspect> suspects) {
        /** The suspects' names, for --exclude. */
        public List<String> suspectNodes() {
            return suspects.stream().map(Suspect::node).toList();
        }

        /** "keep them out with sbatch --exclude=a,b (render/submit: --sbatch exclude=a,b)". */
        public String excludeAdvice() {
            String list = String.join(",", suspectNodes());
            return "keep them out with sbatch --exclude=" + list + " (render/submit: --sbatch exclude=" + list + ")";
        }
    }

    /** @param extendsName the built-in the user asked for (--extends), or null to choose from the GPUs and RDMA found */
    public static Result analyse(List<NodeFacts> nodes, String extendsName) {
        Map<String, List<String>> diffs = new LinkedHashMap<>();
        nodes.forEach(n -> diffs.put(n.node(), new ArrayList<>()));

        Choice[] sock = socket(nodes, diffs);
        List<String> hcaIds = new ArrayList<>();
        Choice hca = hca(nodes, diffs, hcaIds);
        boolean rdma = !hcaIds.isEmpty();
        boolean roce = rdma && ethernet(nodes, hcaIds);
        Choice gid = rdma ? (roce ? gidIndex(nodes, hcaIds, diffs)
                : new Choice(null, "link layer InfiniBand on " + String.join(", ", hcaIds) + ": a GID index is for RoCE only"))
                : new Choice(null, "no RDMA");
        Object[] g = gpus(nodes, diffs);
        int gpusPerNode = (Integer) g[0];
        Choice gpus = (Choice) g[1];
        String vendor = vendor(nodes);
        Choice cpus = cpus(nodes, gpusPerNode, diffs);

        String base;
        String why;
        if (extendsName != null) {
            base = extendsName;
            why = "--extends " + extendsName;
        } else if (!rdma) {
            base = "tcp";
            why = "no RDMA port is ACTIVE on most nodes: NCCL over TCP sockets";
        } else if ("amd".equals(vendor)) {
            base = "instinct";
            why = "AMD GPUs (rocm-smi) with RDMA";
        } else {
            base = "h800";
            why = ("nvidia".equals(vendor) ? "NVIDIA GPUs (nvidia-smi)" : "GPUs by Slurm's count, vendor unknown") + " with RDMA";
        }
        List<Suspect> suspects = new ArrayList<>();
        diffs.forEach((n, d) -> {
            if (!d.isEmpty()) {
                suspects.add(new Suspect(n, List.copyOf(d)));
            }
        });
        return new Result(List.copyOf(nodes), base, why, vendor, sock[0], sock[1], rdma, hca, roce, gid, gpusPerNode, gpus, cpus,
                List.copyOf(suspects));
    }

    // ---- the interface that reaches the other nodes -----------------------------------------------

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

    private static Choice[] socket(List<NodeFacts> nodes, Map<String, List<String>> diffs) {
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

    // ---- RDMA ----------------------------------------------------------------------------------------

    private static final Comparator<String> NATURAL = (a, b) -> {
        Matcher ma = Pattern.compile("^(.*?)(\\d+):(\\d+)$").matcher(a);
        Matcher mb = Pattern.compile("^(.*?)(\\d+):(\\d+)$").matcher(b);
        if (ma.matches() && mb.matches() && ma.group(1).equals(mb.group(1))) {
            int c = Long.compare(Long.parseLong(ma.group(2)), Long.parseLong(mb.group(2)));
            return c != 0 ? c : Integer.compare(Integer.parseInt(ma.group(3)), Integer.parseInt(mb.group(3)));
        }
        return a.compareTo(b);
    };

    private static NodeFacts.IbPort port(NodeFacts n, String id) {
        for (NodeFacts.IbPort p : n.ibPorts()) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        return null;
    }

    private static Choice hca(List<NodeFacts> nodes, Map<String, List<String>> diffs, List<String> chosen) {
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

    private static boolean ethernet(List<NodeFacts> nodes, List<String> ids) {
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

    private static Choice gidIndex(List<NodeFacts> nodes, List<String> ids, Map<String, List<String>> diffs) {
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

    // ---- GPUs and CPUs -----------------------------------------------------------------------------

    /** {count, source} of one node: the vendor tool's list, else SLURM_GPUS_ON_NODE, else scontrol's Gres. */
    static Object[] gpuCount(NodeFacts n) {
        if (!n.gpus().isEmpty()) {
            return new Object[] {n.gpus().size(), n.gpuTool()};
        }
        String env = n.env().get("SLURM_GPUS_ON_NODE");
        if (env != null && env.matches("\\d+")) {
            return new Object[] {Integer.parseInt(env), "SLURM_GPUS_ON_NODE"};
        }
        String gres = n.slurmNode().get("Gres");
        if (gres != null) {
            Matcher m = GRES_GPU.matcher(gres);
            int sum = 0;
            boolean found = false;
            while (m.find()) {
                sum += Integer.parseInt(m.group(1));
                found = true;
            }
            if (found) {
                return new Object[] {sum, "Slurm Gres=" + gres};
            }
        }
        return new Object[] {0, n.gpuToolError() != null ? n.gpuTool() + ": " + n.gpuToolError() : "no GPU tool, no Slurm GPU gres"};
    }

    private static Object[] gpus(List<NodeFacts> nodes, Map<String, List<String>> diffs) {
        Map<Integer, Integer> freq = new TreeMap<>();
        Map<Integer, String> source = new TreeMap<>();
        for (NodeFacts n : nodes) {
            Object[] c = gpuCount(n);
            freq.merge((Integer) c[0], 1, Integer::sum);
            source.putIfAbsent((Integer) c[0], (String) c[1]);
        }
        int best = -1;
        for (Map.Entry<Integer, Integer> e : freq.entrySet()) {
            if (best < 0 || e.getValue() >= freq.get(best)) {
                best = e.getKey();
            }
        }
        for (NodeFacts n : nodes) {
            Object[] c = gpuCount(n);
            if ((Integer) c[0] != best) {
                diffs.get(n.node()).add(c[0] + " GPUs (" + c[1] + "), the others " + best);
            }
        }
        String ev = best + " GPUs on " + freq.get(best) + " of " + nodes.size() + " nodes (" + source.get(best) + ")";
        return new Object[] {best, new Choice(String.valueOf(best), ev)};
    }

    private static String vendor(List<NodeFacts> nodes) {
        for (NodeFacts n : nodes) {
            if (!n.gpus().isEmpty()) {
                return "rocm-smi".equals(n.gpuTool()) ? "amd" : "nvidia";
            }
        }
        return null;
    }

    private static Integer slurmCpus(NodeFacts n) {
        String v = n.slurmNode().get("CPUTot");
        return v != null && v.matches("\\d+") ? Integer.valueOf(v) : null;
    }

    private static Choice cpus(List<NodeFacts> nodes, int gpus, Map<String, List<String>> diffs) {
        Map<Integer, Integer> freq = new TreeMap<>();
        for (NodeFacts n : nodes) {
            Integer c = slurmCpus(n);
            if (c != null) {
                freq.merge(c, 1, Integer::sum);
            }
        }
        if (freq.isEmpty()) {
            return new Choice(null, "Slurm's CPU count unknown (no scontrol on the nodes)");
        }
        int best = -1;
        for (Map.Entry<Integer, Integer> e : freq.entrySet()) {
            if (best < 0 || e.getValue() >= freq.get(best)) {
                best = e.getKey();
            }
        }
        int min = best;
        for (NodeFacts n : nodes) {
            Integer c = slurmCpus(n);
            if (c != null && c != best) {
                diffs.get(n.node()).add(c + " CPUs in Slurm, the others " + best);
            }
            if (c != null && c < min && c * 2 >= best) {
                min = c;
            }
        }
        String mem = nodes.get(0).slurmNode().get("RealMemory");
        if (gpus <= 0) {
            return new Choice(null, "Slurm: " + best + " CPUs per node" + (mem == null ? "" : ", RealMemory " + mem + " MB") + "; no GPUs");
        }
        return new Choice(String.valueOf(Math.max(1, min / gpus)), "Slurm: " + min + " CPUs (CPUTot)" + (mem == null ? "" : ", RealMemory "
                + mem + " MB") + " per node / " + gpus + " GPUs");
    }
}
