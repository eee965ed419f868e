package dev.clusterjob.probe;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** GpuCounts on the testbed's real nodes (Slurm Gres=gpu:8, CPUTot=96, no GPU tool) and on the H200's nvidia-smi list. */
class GpuCountsTest {
    /** The testbed's first node with the H200's nvidia-smi list added, named h200. */
    static NodeFacts h200() {
        NodeFacts n = CollectorOutput.parse(CollectorOutputTest.withSections("@@nvidia-smi\n" + ProbeFixtures.read("nvidia-smi-h200.csv")),
                "task 0");
        return withSlurm(n, "h200", n.slurmNode());
    }

    /** {@code n} with Slurm's record changed to {@code slurm}. */
    static NodeFacts withSlurm(NodeFacts n, String node, Map<String, String> slurm) {
        return new NodeFacts(node, n.interfaces(), n.routes(), n.ibPorts(), n.ibSource(), n.gpus(), n.gpuTool(), n.gpuToolError(), n.env(),
                slurm, n.gpuTopology());
    }

    static Map<String, List<String>> diffs(List<NodeFacts> nodes) {
        Map<String, List<String>> d = new LinkedHashMap<>();
        nodes.forEach(n -> d.put(n.node(), new java.util.ArrayList<>()));
        return d;
    }

    @Test
    void oneNodesCountFromTheToolElseSlurm() {
        NodeFacts testbed = TestbedOutputTest.testbed().get(0);
        assertEquals(new GpuCounts.Count(8, "Slurm Gres=gpu:8"), GpuCounts.gpuCount(testbed));
        assertEquals(new GpuCounts.Count(1, "nvidia-smi"), GpuCounts.gpuCount(h200()));
        Map<String, String> noGres = new HashMap<>(testbed.slurmNode());
        noGres.put("Gres", "(null)");
        assertEquals(new GpuCounts.Count(0, "no GPU tool, no Slurm GPU gres"), GpuCounts.gpuCount(withSlurm(testbed, "x", noGres)));
    }

    @Test
    void theMajorityCountWithTheOddNodeNoted() {
        List<NodeFacts> three = TestbedOutputTest.testbed();
        GpuCounts.Majority all = GpuCounts.gpus(three, diffs(three));
        assertEquals(8, all.perNode());
        assertEquals("8 GPUs on 3 of 3 nodes (Slurm Gres=gpu:8)", all.choice().evidence());

        List<NodeFacts> mixed = List.of(three.get(0), three.get(1), h200());
        Map<String, List<String>> d = diffs(mixed);
        assertEquals(8, GpuCounts.gpus(mixed, d).perNode());
        assertEquals(List.of("1 GPUs (nvidia-smi), the others 8"), d.get("h200"));
        assertEquals(List.of(), d.get("n10node1"));
        // a tie goes to the larger count
        List<NodeFacts> tie = List.of(three.get(1), h200());
        assertEquals(8, GpuCounts.gpus(tie, diffs(tie)).perNode());
    }

    @Test
    void theVendorComesFromTheToolThatListedGpus() {
        assertNull(GpuCounts.vendor(TestbedOutputTest.testbed()));
        assertEquals("nvidia", GpuCounts.vendor(List.of(TestbedOutputTest.testbed().get(0), h200())));
    }

    @Test
    void cpusPerGpuFromSlurmsCpuTotal() {
        List<NodeFacts> three = TestbedOutputTest.testbed();
        SiteAnalysis.Choice even = GpuCounts.cpus(three, 8, diffs(three));
        assertEquals("12", even.value());
        assertEquals("Slurm: 96 CPUs (CPUTot), RealMemory 64000 MB per node / 8 GPUs", even.evidence());
        Map<String, String> small = new HashMap<>(three.get(2).slurmNode());
        small.put("CPUTot", "64");
        List<NodeFacts> uneven = List.of(three.get(0), three.get(1), withSlurm(three.get(2), "n10node3", small));
        Map<String, List<String>> d = diffs(uneven);
        SiteAnalysis.Choice c = GpuCounts.cpus(uneven, 8, d);
        assertEquals("8", c.value(), c.evidence()); // the smallest node (64 of the majority's 96) decides
        assertEquals(List.of("64 CPUs in Slurm, the others 96"), d.get("n10node3"));

        assertNull(GpuCounts.cpus(three, 0, diffs(three)).value());
        List<NodeFacts> none = List.of(withSlurm(three.get(0), "x", Map.of()));
        assertEquals("Slurm's CPU count unknown (no scontrol on the nodes)", GpuCounts.cpus(none, 8, diffs(none)).evidence());
    }
}
