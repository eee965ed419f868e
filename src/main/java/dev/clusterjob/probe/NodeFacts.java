package dev.clusterjob.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the collector found on one node (parsed by {@link CollectorOutput}): its interfaces, the
 * route to each address of the other nodes, RDMA ports with their GID tables, GPUs, and what Slurm
 * says about it. Pure data; {@link SiteAnalysis} compares the nodes.
 *
 * @param node Slurm's name of the node (SLURMD_NODENAME, else the host name)
 * @param interfaces from {@code ip -o link} / {@code ip -o addr} (or only names, from /proc/net/dev)
 * @param routes {@code ip route get ADDR} for each peer address (filled by the second pass)
 * @param ibPorts RDMA ports from /sys/class/infiniband (or ibv_devinfo when sysfs had none)
 * @param ibSource "sysfs", "ibv_devinfo" or null (no RDMA device)
 * @param gpus GPUs listed by the vendor tool ({@code gpuTool}); empty when none listed
 * @param gpuTool "nvidia-smi", "rocm-smi" or null
 * @param gpuToolError what the vendor tool printed instead of a GPU list (e.g. "No devices were found"), or null
 * @param env the task's Slurm/GPU variables (SLURM_GPUS_ON_NODE, CUDA_VISIBLE_DEVICES ...) and nproc, mem_total_kb
 * @param slurmNode {@code scontrol show node} of this node as Key=Value (empty when not available)
 * @param gpuTopology the vendor tool's topology matrix as printed ({@code nvidia-smi topo -m}: links, CPU and NUMA
 *                    affinity; {@code rocm-smi --showtopo}), or null; kept raw for --json
 */
public record NodeFacts(String node, List<Iface> interfaces, List<Route> routes, List<IbPort> ibPorts, String ibSource,
                        List<Gpu> gpus, String gpuTool, String gpuToolError, Map<String, String> env, Map<String, String> slurmNode,
                        String gpuTopology) {

    /** A network interface: flags from {@code ip -o link} (UP, LOWER_UP ...), IPv4/IPv6 addresses with prefix length. */
    public record Iface(String name, Set<String> flags, Integer mtu, String operState, List<String> inet, List<String> inet6,
                        String speed) {
        /** Administratively up with carrier (UP and LOWER_UP); true when only /proc/net/dev named it (no flags known). */
        public boolean up() {
            return flags.isEmpty() || flags.contains("UP") && flags.contains("LOWER_UP");
        }

        public boolean loopback() {
            return flags.contains("LOOPBACK") || name.equals("lo");
        }

        /** "up", "down" (not UP), "no-carrier" (UP without LOWER_UP). */
        public String state() {
            if (flags.isEmpty()) {
                return "unknown";
            }
            return !flags.contains("UP") ? "down" : !flags.contains("LOWER_UP") ? "no-carrier" : "up";
        }

        /** The IPv4 addresses without prefix length. */
        public List<String> ipv4() {
            List<String> out = new ArrayList<>();
            for (String a : inet) {
                int slash = a.indexOf('/');
                out.add(slash < 0 ? a : a.substring(0, slash));
            }
            return out;
        }
    }

    /**
     * {@code ip route get ADDRESS}: the interface ({@code dev}) and gateway ({@code via}, null when the
     * address is on a directly connected network); {@code local} when it is this node's own address;
     * {@code error} holds ip's message when there is no route (dev null).
     */
    public record Route(String address, String dev, String via, String src, boolean local, String error) {
        public boolean direct() {
            return dev != null && via == null && !local;
        }
    }

    /** One GID table entry: index, GID text, its net device (may be null) and type ("RoCE v2", "IB/RoCE v1"; null unknown). */
    public record Gid(int index, String gid, String ndev, String type) {
        public boolean rocev2() {
            return type != null && type.trim().equalsIgnoreCase("RoCE v2");
        }

        /** An IPv4-mapped GID (::ffff:a.b.c.d), the entry NCCL picks by default (NCCL_IB_ADDR_FAMILY=AF_INET). */
        public boolean ipv4Mapped() {
            return gid.toLowerCase(java.util.Locale.ROOT).startsWith("0000:0000:0000:0000:0000:ffff:");
        }

        /** The IPv4 address of an IPv4-mapped GID, else null. */
        public String ipv4() {
            if (!ipv4Mapped()) {
                return null;
            }
            String[] g = gid.split(":");
            int hi = Integer.parseInt(g[6], 16);
            int lo = Integer.parseInt(g[7], 16);
            return (hi >> 8) + "." + (hi & 255) + "." + (lo >> 8) + "." + (lo & 255);
        }

        public boolean linkLocal() {
            return gid.toLowerCase(java.util.Locale.ROOT).startsWith("fe80:");
        }
    }

    /**
     * An RDMA port: state (ACTIVE, DOWN, INIT, ARMED ...), physical state, link layer (InfiniBand or
     * Ethernet: RoCE), rate, and the configured GID entries.
     */
    public record IbPort(String device, int port, String state, String physState, String linkLayer, String rate, List<Gid> gids) {
        public boolean active() {
            return "ACTIVE".equals(state);
        }

        public boolean ethernet() {
            return linkLayer != null && linkLayer.equalsIgnoreCase("Ethernet");
        }

        /** {@code mlx5_0:1}: the form NCCL_IB_HCA takes. */
        public String id() {
            return device + ":" + port;
        }
    }

    /** A GPU as the vendor tool lists it. */
    public record Gpu(String index, String name, String busId, String memory) {
    }

    /** The interface called {@code name}, or null. */
    public Iface iface(String name) {
        for (Iface i : interfaces) {
            if (i.name().equals(name)) {
                return i;
            }
        }
        return null;
    }

    /** Every IPv4 address of the node's non-loopback interfaces (what the other nodes route to). */
    public List<String> addresses() {
        List<String> out = new ArrayList<>();
        for (Iface i : interfaces) {
            if (!i.loopback()) {
                for (String a : i.ipv4()) {
                    if (!a.startsWith("127.") && !out.contains(a)) {
                        out.add(a);
                    }
                }
            }
        }
        return out;
    }

    public NodeFacts withRoutes(List<Route> r) {
        return new NodeFacts(node, interfaces, List.copyOf(r), ibPorts, ibSource, gpus, gpuTool, gpuToolError, env, slurmNode, gpuTopology);
    }
}
