package dev.clusterjob.probe;

import dev.clusterjob.probe.SiteAnalysis.Choice;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts the GPUs of each node (the vendor tool's list, else Slurm's) and takes the majority; names
 * the vendor; derives cpus_per_gpu from Slurm's CPUs of the smallest node.
 */
final class GpuCounts {
    private static final Pattern GRES_GPU = Pattern.compile("(?:^|,)gpu(?::[^:,(]+)?:(\\d+)");

    private GpuCounts() {
    }

    /** One node's GPU count and where it comes from. */
    record Count(int count, String source) {
    }

    /** The majority's GPU count per node and its evidence. */
    record Majority(int perNode, Choice choice) {
    }

    /** One node's count: the vendor tool's list, else SLURM_GPUS_ON_NODE, else scontrol's Gres. */
    static Count gpuCount(NodeFacts n) {
        if (!n.gpus().isEmpty()) {
            return new Count(n.gpus().size(), n.gpuTool());
        }
        String env = n.env().get("SLURM_GPUS_ON_NODE");
        if (env != null && env.matches("\\d+")) {
            return new Count(Integer.parseInt(env), "SLURM_GPUS_ON_NODE");
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
                return new Count(sum, "Slurm Gres=" + gres);
            }
        }
        return new Count(0, n.gpuToolError() != null ? n.gpuTool() + ": " + n.gpuToolError() : "no GPU tool, no Slurm GPU gres");
    }

    static Majority gpus(List<NodeFacts> nodes, Map<String, List<String>> diffs) {
        Map<Integer, Integer> freq = new TreeMap<>();
        Map<Integer, String> source = new TreeMap<>();
        for (NodeFacts n : nodes) {
            Count c = gpuCount(n);
            freq.merge(c.count(), 1, Integer::sum);
            source.putIfAbsent(c.count(), c.source());
        }
        int best = -1;
        for (Map.Entry<Integer, Integer> e : freq.entrySet()) {
            if (best < 0 || e.getValue() >= freq.get(best)) {
                best = e.getKey();
            }
        }
        for (NodeFacts n : nodes) {
            Count c = gpuCount(n);
            if (c.count() != best) {
                diffs.get(n.node()).add(c.count() + " GPUs (" + c.source() + "), the others " + best);
            }
        }
        String ev = best + " GPUs on " + freq.get(best) + " of " + nodes.size() + " nodes (" + source.get(best) + ")";
        return new Majority(best, new Choice(String.valueOf(best), ev));
    }

    static String vendor(List<NodeFacts> nodes) {
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

    static Choice cpus(List<NodeFacts> nodes, int gpus, Map<String, List<String>> diffs) {
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
