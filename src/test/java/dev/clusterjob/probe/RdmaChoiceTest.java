package dev.clusterjob.probe;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RdmaChoice on ports whose GID tables are the real show_gids rows of SOURCES.md (types as the kernel writes them:
 * "RoCE v2", "IB/RoCE v1"), with the port states of the sysfs wording; and the real ibv_devinfo of an InfiniBand HCA.
 */
class RdmaChoiceTest {
    /** The ports of {@code device} in a show_gids fixture, in the state given; {@code v2} false drops the RoCE v2 rows. */
    static NodeFacts.IbPort port(String showGids, String device, String state, String phys, boolean v2) {
        List<NodeFacts.Gid> gids = new ArrayList<>();
        for (String line : ProbeFixtures.read(showGids).split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 6 && f[0].equals(device) && f[2].matches("\\d+")) {
                String ver = f[f.length - 2];
                if (v2 || !ver.equals("v2")) {
                    gids.add(new NodeFacts.Gid(Integer.parseInt(f[2]), f[3], f[f.length - 1], ver.equals("v2") ? "RoCE v2" : "IB/RoCE v1"));
                }
            }
        }
        return new NodeFacts.IbPort(device, 1, state, phys, "Ethernet", "25 Gb/sec (1X EDR)", List.copyOf(gids));
    }

    static NodeFacts.IbPort active(String showGids, String device) {
        return port(showGids, device, "ACTIVE", "LinkUp", true);
    }

    static NodeFacts node(String name, NodeFacts.IbPort... ports) {
        return new NodeFacts(name, List.of(), List.of(), List.of(ports), ports.length == 0 ? null : "sysfs", List.of(), null, null,
                Map.of(), Map.of(), null);
    }

    static Map<String, List<String>> diffs(List<NodeFacts> nodes) {
        Map<String, List<String>> d = new LinkedHashMap<>();
        nodes.forEach(n -> d.put(n.node(), new ArrayList<>()));
        return d;
    }

    static final String G1131 = "show_gids-nccl-1131.txt";
    static final String G1573 = "show_gids-nccl-1573.txt";

    @Test
    void portsActiveOnEveryNodeAreChosenExactly() {
        List<NodeFacts> nodes = List.of(node("n1", active(G1131, "mlx5_0"), active(G1131, "mlx5_1")),
                node("n2", active(G1131, "mlx5_0"), active(G1131, "mlx5_1")));
        List<String> chosen = new ArrayList<>();
        Map<String, List<String>> d = diffs(nodes);
        SiteAnalysis.Choice c = RdmaChoice.hca(nodes, d, chosen);
        assertEquals("=mlx5_0:1,mlx5_1:1", c.value());
        assertEquals("mlx5_0:1, mlx5_1:1 ACTIVE on 2 of 2 nodes (sysfs)", c.evidence());
        assertEquals(List.of("mlx5_0:1", "mlx5_1:1"), chosen);
        assertEquals(List.of(), d.get("n1"));
        assertTrue(RdmaChoice.ethernet(nodes, chosen));
    }

    @Test
    void aPortDownOnOneOfThreeIsStillChosenAndThatNodeNoted() {
        NodeFacts.IbPort down = port(G1131, "mlx5_1", "DOWN", "Disabled", true);
        List<NodeFacts> nodes = List.of(node("n1", active(G1131, "mlx5_0"), active(G1131, "mlx5_1")),
                node("n2", active(G1131, "mlx5_0"), active(G1131, "mlx5_1")), node("n3", active(G1131, "mlx5_0"), down));
        List<String> chosen = new ArrayList<>();
        Map<String, List<String>> d = diffs(nodes);
        SiteAnalysis.Choice c = RdmaChoice.hca(nodes, d, chosen);
        assertEquals("=mlx5_0:1,mlx5_1:1", c.value());
        assertTrue(c.evidence().contains("ACTIVE on 2 of 3 nodes"), c.evidence());
        assertEquals(List.of("mlx5_1:1 is DOWN (phys_state Disabled), ACTIVE on the others"), d.get("n3"));
    }

    @Test
    void aPortActiveOnAMinorityIsLeftOutAndNoPortsMeansNoChoice() {
        NodeFacts.IbPort down = port(G1131, "mlx5_1", "DOWN", "Disabled", true);
        List<NodeFacts> nodes = List.of(node("n1", active(G1131, "mlx5_0"), active(G1131, "mlx5_1")),
                node("n2", active(G1131, "mlx5_0"), down), node("n3", active(G1131, "mlx5_0"), down));
        List<String> chosen = new ArrayList<>();
        SiteAnalysis.Choice c = RdmaChoice.hca(nodes, diffs(nodes), chosen);
        assertEquals("=mlx5_0:1", c.value());
        assertTrue(c.evidence().endsWith("; left out: mlx5_1:1 (ACTIVE on 1 of 3)"), c.evidence());

        List<NodeFacts> none = List.of(node("n1"), node("n2"));
        SiteAnalysis.Choice no = RdmaChoice.hca(none, diffs(none), new ArrayList<>());
        assertNull(no.value());
        assertTrue(no.evidence().startsWith("no RDMA device on any node"), no.evidence());
    }

    @Test
    void portsAreOrderedByDeviceNumberNotText() {
        NodeFacts.IbPort p10 = new NodeFacts.IbPort("mlx5_10", 1, "ACTIVE", "LinkUp", "Ethernet", null, List.of());
        NodeFacts.IbPort p2 = new NodeFacts.IbPort("mlx5_2", 1, "ACTIVE", "LinkUp", "Ethernet", null, List.of());
        List<NodeFacts> nodes = List.of(node("n1", p10, p2));
        assertEquals("=mlx5_2:1,mlx5_10:1", RdmaChoice.hca(nodes, diffs(nodes), new ArrayList<>()).value());
    }

    @Test
    void theRoceV2GidIsTheIpv4MappedOneOfEachTable() {
        assertEquals(3, RdmaChoice.rocev2(active(G1131, "mlx5_0")).index());
        assertEquals(7, RdmaChoice.rocev2(active(G1573, "mlx5_1")).index()); // index 5 is v2 too, but link-local
        assertNull(RdmaChoice.rocev2(port(G1131, "mlx5_0", "ACTIVE", "LinkUp", false)));
    }

    @Test
    void theGidIndexOfMostPortsWithTheOthersNoted() {
        List<NodeFacts> nodes = List.of(node("n1", active(G1131, "mlx5_0")), node("n2", active(G1131, "mlx5_0")),
                node("n3", active(G1573, "mlx5_0")), node("n4", port(G1131, "mlx5_0", "ACTIVE", "LinkUp", false)));
        Map<String, List<String>> d = diffs(nodes);
        SiteAnalysis.Choice c = RdmaChoice.gidIndex(nodes, List.of("mlx5_0:1"), d);
        assertEquals("3", c.value());
        assertEquals("RoCE v2 IPv4 GID at index 3 on 2 of 4 active ports (e.g. n1 mlx5_0:1 GID[3] "
                + "0000:0000:0000:0000:0000:ffff:0b00:0048 (11.0.0.72) type RoCE v2)", c.evidence());
        assertEquals(List.of("mlx5_0:1 has its RoCE v2 GID at index 7, the others at 3"), d.get("n3"));
        assertEquals(List.of("mlx5_0:1 has no RoCE v2 GID"), d.get("n4"));

        List<NodeFacts> v1 = List.of(node("n4", port(G1131, "mlx5_0", "ACTIVE", "LinkUp", false)));
        SiteAnalysis.Choice none = RdmaChoice.gidIndex(v1, List.of("mlx5_0:1"), diffs(v1));
        assertNull(none.value());
        assertTrue(none.evidence().contains("RoCE v1 only"), none.evidence());
    }

    @Test
    void anInfinibandHcaIsNotEthernet() {
        List<NodeFacts.IbPort> ib = IbvDevinfo.parse(ProbeFixtures.read("ibv_devinfo-deepep-60.txt"));
        NodeFacts.IbPort up = new NodeFacts.IbPort(ib.get(0).device(), ib.get(0).port(), "ACTIVE", "LinkUp", ib.get(0).linkLayer(), null,
                List.of());
        assertFalse(RdmaChoice.ethernet(List.of(node("n1", up)), List.of("mlx5_0:1")));
    }
}
