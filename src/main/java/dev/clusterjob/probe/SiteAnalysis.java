package dev.clusterjob.probe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares the nodes' facts and decides the profile's values, each with the evidence that chose it:
 * the interface that reaches the other nodes, the HCA ports ACTIVE on the majority, the RoCE v2 GID
 * index read from the GID tables, the GPU count; nodes that differ from the majority are suspects.
 * Pure: facts in, {@link Result} out; {@link SocketChoice}, {@link RdmaChoice} and {@link GpuCounts} decide.
 */
public final class SiteAnalysis {
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

        SocketChoice.Sockets sock = SocketChoice.socket(nodes);
        sock.differences().forEach((node, d) -> diffs.get(node).addAll(d));
        List<String> hcaIds = new ArrayList<>();
        Choice hca = RdmaChoice.hca(nodes, diffs, hcaIds);
        boolean rdma = !hcaIds.isEmpty();
        boolean roce = rdma && RdmaChoice.ethernet(nodes, hcaIds);
        Choice gid = rdma ? (roce ? RdmaChoice.gidIndex(nodes, hcaIds, diffs)
                : new Choice(null, "link layer InfiniBand on " + String.join(", ", hcaIds) + ": a GID index is for RoCE only"))
                : new Choice(null, "no RDMA");
        GpuCounts.Majority g = GpuCounts.gpus(nodes, diffs);
        int gpusPerNode = g.perNode();
        Choice gpus = g.choice();
        String vendor = GpuCounts.vendor(nodes);
        Choice cpus = GpuCounts.cpus(nodes, gpusPerNode, diffs);

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
        return new Result(List.copyOf(nodes), base, why, vendor, sock.nccl(), sock.gloo(), rdma, hca, roce, gid, gpusPerNode, gpus, cpus,
                List.copyOf(suspects));
    }
}
