package dev.clusterjob.probe;

import dev.clusterjob.quote.YamlQuote;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the probed site profile as YAML that {@code ProfileCatalog} loads: one profile extending a
 * built-in, each value preceded by a comment giving the evidence that chose it, suspect nodes as a
 * comment with the {@code --exclude} advice. Values are double-quoted YAML strings ({@link YamlQuote}).
 */
public final class ProfileText {
    private ProfileText() {
    }

    /**
     * @param name the profile's name (--name)
     * @param partition the probed partition
     * @param header first comment lines (how it was made, when)
     */
    public static String write(SiteAnalysis.Result r, String name, String partition, List<String> header) {
        StringBuilder y = new StringBuilder();
        headerComments(y, r, header);
        y.append("profiles:\n");
        y.append("  ").append(name).append(":\n");
        comment(y, "    ", r.baseEvidence());
        y.append("    extends: ").append(YamlQuote.quote(r.base())).append('\n');
        y.append("    description: ").append(YamlQuote.quote(description(r, partition))).append('\n');
        comment(y, "    ", "the partition that was probed");
        y.append("    partition: ").append(YamlQuote.quote(partition)).append('\n');
        gpus(y, r);
        y.append("    env:\n");
        env(y, "NCCL_SOCKET_IFNAME", r.socketIfname());
        env(y, "GLOO_SOCKET_IFNAME", r.glooIfname());
        rdma(y, r);
        return y.toString();
    }

    /** The file's opening comments: {@code header}, the nodes probed, the suspect nodes. */
    private static void headerComments(StringBuilder y, SiteAnalysis.Result r, List<String> header) {
        for (String h : header) {
            comment(y, "", h);
        }
        comment(y, "", "Nodes probed: " + String.join(", ", r.nodes().stream().map(NodeFacts::node).toList())
                + ". Each value's comment gives the evidence that chose it (docs/probe.md).");
        if (r.suspects().isEmpty()) {
            comment(y, "", "Suspect nodes: none (every node agrees with the majority).");
        } else {
            comment(y, "", "Suspect nodes (differ from the majority): " + r.excludeAdvice());
            for (SiteAnalysis.Suspect s : r.suspects()) {
                comment(y, "", "  " + s.node() + ": " + String.join("; ", s.differences()));
            }
        }
    }

    /** The GPUs per node, their vendor and the CPUs per GPU. */
    private static void gpus(StringBuilder y, SiteAnalysis.Result r) {
        comment(y, "    ", r.gpus().evidence());
        y.append("    gpus_per_node: ").append(r.gpusPerNode()).append('\n');
        if (r.gpusPerNode() == 0) {
            comment(y, "    ", "no GPUs: do not ask Slurm for any");
            y.append("    request_gpus: false\n");
        }
        if (r.vendor() != null) {
            comment(y, "    ", "amd".equals(r.vendor()) ? "rocm-smi listed the GPUs" : "nvidia-smi listed the GPUs");
            y.append("    gpu_vendor: ").append(r.vendor()).append('\n');
        }
        if (r.cpusPerGpu().value() != null) {
            comment(y, "    ", r.cpusPerGpu().evidence());
            y.append("    cpus_per_gpu: ").append(r.cpusPerGpu().value()).append('\n');
        } else {
            comment(y, "    ", r.cpusPerGpu().evidence());
        }
    }

    /** The env block's RDMA settings: the HCAs found, or TCP sockets with the base's HCA settings removed. */
    private static void rdma(StringBuilder y, SiteAnalysis.Result r) {
        boolean tcpBase = r.base().equals("tcp");
        if (r.rdma() && !tcpBase) {
            env(y, "NCCL_IB_HCA", r.hca());
            comment(y, "      ", "RDMA ports found ACTIVE: use them");
            y.append("      NCCL_IB_DISABLE: \"0\"\n");
            comment(y, "      ", r.gidIndex().evidence());
            y.append("      NCCL_IB_GID_INDEX: ").append(r.gidIndex().value() == null ? "null" : YamlQuote.quote(r.gidIndex().value())).append('\n');
        } else if (!tcpBase) {
            comment(y, "      ", r.hca().evidence() + ": NCCL over TCP sockets, the base's HCA settings removed");
            y.append("      NCCL_IB_DISABLE: \"1\"\n");
            y.append("      NCCL_IB_HCA: null\n");
            y.append("      NCCL_IB_GID_INDEX: null\n");
        } else {
            comment(y, "      ", "RDMA: " + r.hca().evidence() + (r.rdma() ? " (not used: the base is tcp)" : ""));
        }
    }

    private static void env(StringBuilder y, String key, SiteAnalysis.Choice c) {
        comment(y, "      ", c.evidence());
        if (c.value() != null) {
            y.append("      ").append(key).append(": ").append(YamlQuote.quote(c.value())).append('\n');
        } else {
            comment(y, "      ", key + " not set here: the base profile's value stays");
        }
    }

    private static String description(SiteAnalysis.Result r, String partition) {
        List<String> parts = new ArrayList<>();
        parts.add("probed " + partition);
        parts.add(r.gpusPerNode() + " GPUs per node");
        if (r.socketIfname().value() != null) {
            parts.add(r.glooIfname().value());
        }
        if (r.rdma()) {
            parts.add((r.roce() ? "RoCE " : "InfiniBand ") + r.hca().value());
        } else {
            parts.add("no RDMA");
        }
        return String.join(", ", parts);
    }

    /** One or more comment lines (no line breaks inside a comment). */
    private static void comment(StringBuilder y, String indent, String text) {
        for (String line : text.split("\\R")) {
            y.append(indent).append("# ").append(line.stripTrailing()).append('\n');
        }
    }
}
