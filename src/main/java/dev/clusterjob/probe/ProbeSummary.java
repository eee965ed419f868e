package dev.clusterjob.probe;

import java.util.ArrayList;
import java.util.List;

/**
 * The short summary {@code probe -o FILE} prints instead of the profile: the nodes, the base profile and
 * each chosen value with its evidence, then the suspects (the profile itself: {@link ProfileText}; JSON: {@link ProbeJson}).
 */
public final class ProbeSummary {
    private ProbeSummary() {
    }

    /** The summary's lines, without line ends. */
    public static List<String> lines(SiteAnalysis.Result r) {
        List<String> out = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (NodeFacts n : r.nodes()) {
            names.add(n.node());
        }
        out.add("nodes: " + String.join(", ", names));
        out.add("extends " + r.base() + ": " + r.baseEvidence());
        out.add(line("NCCL_SOCKET_IFNAME", r.socketIfname()));
        out.add(line("NCCL_IB_HCA", r.hca()));
        if (r.rdma()) {
            out.add(line("NCCL_IB_GID_INDEX", r.gidIndex()));
        }
        out.add(line("gpus_per_node", r.gpus()));
        if (r.suspects().isEmpty()) {
            out.add("suspects: none");
        } else {
            for (SiteAnalysis.Suspect s : r.suspects()) {
                out.add("suspect " + s.node() + ": " + String.join("; ", s.differences()));
            }
            out.add(r.excludeAdvice());
        }
        return out;
    }

    private static String line(String key, SiteAnalysis.Choice c) {
        return key + " = " + (c.value() == null ? "(not set)" : c.value()) + "   # " + c.evidence();
    }
}
