package dev.clusterjob.probe;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SiteAnalysis: the base profile it picks and the suspects it gathers, on the testbed's real nodes, alone and with
 * RDMA ports built from the real show_gids / ibv_devinfo fixtures (RdmaChoiceTest).
 */
class SiteAnalysisTest {
    static final String G1131 = RdmaChoiceTest.G1131;

    /** The testbed's nodes with these RDMA ports on each (index i gets ports.get(i)). */
    static List<NodeFacts> withPorts(List<List<NodeFacts.IbPort>> ports) {
        List<NodeFacts> nodes = TestbedOutputTest.testbed();
        List<NodeFacts> out = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            NodeFacts n = nodes.get(i);
            out.add(new NodeFacts(n.node(), n.interfaces(), n.routes(), ports.get(i), "sysfs", n.gpus(), n.gpuTool(), n.gpuToolError(),
                    n.env(), n.slurmNode(), n.gpuTopology()));
        }
        return out;
    }

    @Test
    void withoutRdmaTheBaseIsTcpOrWhatWasAskedFor() {
        SiteAnalysis.Result r = SiteAnalysis.analyse(TestbedOutputTest.testbed(), null);
        assertEquals("tcp", r.base());
        assertEquals("no RDMA port is ACTIVE on most nodes: NCCL over TCP sockets", r.baseEvidence());
        assertFalse(r.rdma());
        assertEquals("no RDMA", r.gidIndex().evidence());
        assertNull(r.vendor());
        SiteAnalysis.Result asked = SiteAnalysis.analyse(TestbedOutputTest.testbed(), "h800");
        assertEquals("h800", asked.base());
        assertEquals("--extends h800", asked.baseEvidence());
    }

    @Test
    void roceOnEveryNodeExtendsH800WithAGidIndex() {
        List<NodeFacts.IbPort> two = List.of(RdmaChoiceTest.active(G1131, "mlx5_0"), RdmaChoiceTest.active(G1131, "mlx5_1"));
        SiteAnalysis.Result r = SiteAnalysis.analyse(withPorts(List.of(two, two, two)), null);
        assertEquals("h800", r.base());
        assertEquals("GPUs by Slurm's count, vendor unknown with RDMA", r.baseEvidence());
        assertTrue(r.rdma() && r.roce());
        assertEquals("=mlx5_0:1,mlx5_1:1", r.hca().value());
        assertEquals("3", r.gidIndex().value());
        assertEquals(List.of(), r.suspects());
    }

    @Test
    void infinibandGetsNoGidIndex() {
        NodeFacts.IbPort ib = IbvDevinfo.parse(ProbeFixtures.read("ibv_devinfo-deepep-60.txt")).get(0);
        NodeFacts.IbPort up = new NodeFacts.IbPort(ib.device(), ib.port(), "ACTIVE", "LinkUp", ib.linkLayer(), null, List.of());
        SiteAnalysis.Result r = SiteAnalysis.analyse(withPorts(List.of(List.of(up), List.of(up), List.of(up))), null);
        assertTrue(r.rdma());
        assertFalse(r.roce());
        assertNull(r.gidIndex().value());
        assertEquals("link layer InfiniBand on mlx5_0:1: a GID index is for RoCE only", r.gidIndex().evidence());
    }

    @Test
    void aNodeThatDiffersIsASuspectToExclude() {
        List<NodeFacts.IbPort> two = List.of(RdmaChoiceTest.active(G1131, "mlx5_0"), RdmaChoiceTest.active(G1131, "mlx5_1"));
        List<NodeFacts.IbPort> oneDown = List.of(RdmaChoiceTest.active(G1131, "mlx5_0"),
                RdmaChoiceTest.port(G1131, "mlx5_1", "DOWN", "Disabled", true));
        SiteAnalysis.Result r = SiteAnalysis.analyse(withPorts(List.of(two, oneDown, two)), null);
        assertEquals(List.of("n10node2"), r.suspectNodes());
        assertEquals(List.of("mlx5_1:1 is DOWN (phys_state Disabled), ACTIVE on the others"), r.suspects().get(0).differences());
        assertEquals("keep them out with sbatch --exclude=n10node2 (render/submit: --sbatch exclude=n10node2)", r.excludeAdvice());
    }
}
