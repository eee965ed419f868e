package dev.clusterjob.probe;

import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The collector's real output on the testbed (3 nodes: bond0 reaches the peers, an extra eth0 in its own subnet does not). */
class TestbedOutputTest {
    static List<NodeFacts> facts(String factsText, String routesText) {
        List<NodeFacts> nodes = new ArrayList<>();
        for (Map.Entry<Integer, String> t : CollectorOutput.splitTasks(factsText).entrySet()) {
            nodes.add(CollectorOutput.parse(t.getValue(), "task " + t.getKey()));
        }
        List<NodeFacts> out = new ArrayList<>();
        Map<Integer, String> routes = CollectorOutput.splitTasks(routesText);
        for (NodeFacts n : nodes) {
            for (String r : routes.values()) {
                CollectorOutput.Routes rs = CollectorOutput.parseRoutes(r, "routes");
                if (rs.node().equals(n.node())) {
                    out.add(n.withRoutes(rs.routes()));
                }
            }
        }
        return out;
    }

    static List<NodeFacts> testbed() {
        return facts(ProbeFixtures.read("testbed-facts.txt"), ProbeFixtures.read("testbed-routes.txt"));
    }

    @Test
    void parsesInterfacesRoutesAndSlurmsView() {
        List<NodeFacts> nodes = testbed();
        assertEquals(List.of("n10node1", "n10node2", "n10node3"), nodes.stream().map(NodeFacts::node).toList());
        NodeFacts n1 = nodes.get(0);
        NodeFacts.Iface bond0 = n1.iface("bond0");
        assertEquals(List.of("10.77.10.11/24"), bond0.inet());
        assertEquals(1500, bond0.mtu());
        assertEquals("up", bond0.state());
        assertEquals(List.of("172.31.1.2/24"), n1.iface("eth0").inet());
        assertTrue(n1.iface("lo").loopback());
        assertEquals(java.util.Set.of("10.77.10.11", "172.31.1.2"), java.util.Set.copyOf(n1.addresses()));
        NodeFacts.Route toN2 = n1.routes().stream().filter(r -> r.address().equals("10.77.10.12")).findFirst().orElseThrow();
        assertEquals("bond0", toN2.dev());
        assertTrue(toN2.direct());
        NodeFacts.Route toEth0 = n1.routes().stream().filter(r -> r.address().equals("172.31.2.2")).findFirst().orElseThrow();
        assertNull(toEth0.dev());
        assertEquals("RTNETLINK answers: Network is unreachable", toEth0.error());
        assertTrue(n1.routes().stream().anyMatch(r -> r.local() && r.address().equals("10.77.10.11")));
        assertEquals("gpu:8", n1.slurmNode().get("Gres"));
        assertEquals("96", n1.slurmNode().get("CPUTot"));
        assertTrue(n1.ibPorts().isEmpty());
        assertNull(n1.gpuTool());
    }

    @Test
    void choosesBond0NotTheEth0ThatReachesNoPeer() {
        SiteAnalysis.Result r = SiteAnalysis.analyse(testbed(), null);
        assertEquals("bond0", r.socketIfname().value());
        assertEquals("bond0", r.glooIfname().value());
        assertTrue(r.socketIfname().evidence().contains("eth0 reaches 0 of 6"), r.socketIfname().evidence());
        assertEquals("tcp", r.base());
        assertFalse(r.rdma());
        assertEquals(8, r.gpusPerNode());
        assertEquals("12", r.cpusPerGpu().value());
        assertEquals(List.of(), r.suspects());
    }

    @Test
    void aNodeWithoutBond0IsASuspect() {
        // the same real output, with node 3's bond0 lines removed (as if its bond had not come up)
        String facts = ProbeFixtures.read("testbed-facts.txt").lines()
                .filter(l -> !(l.startsWith("2:") && l.contains("bond0"))).reduce("", (a, b) -> a + b + "\n");
        SiteAnalysis.Result r = SiteAnalysis.analyse(facts(facts, ProbeFixtures.read("testbed-routes.txt")), null);
        assertEquals("bond0", r.socketIfname().value());
        assertEquals(List.of("n10node3"), r.suspectNodes());
        assertTrue(r.suspects().get(0).differences().get(0).startsWith("no interface bond0 (has: eth0-peer, eth0"), r.suspects().toString());
    }

    @Test
    void theProfileLoadsAndExtendsTcp(@TempDir Path dir) throws Exception {
        SiteAnalysis.Result r = SiteAnalysis.analyse(testbed(), null);
        Path f = dir.resolve("site.yaml");
        Files.writeString(f, ProfileText.write(r, "site", "debug", List.of("test")));
        ResolvedProfile p = ProfileCatalog.load(List.of(f)).resolve("site", "test");
        assertEquals(List.of("tcp", "site"), p.chain());
        assertEquals("debug", p.partition());
        assertEquals(8, p.gpusPerNode());
        assertEquals("bond0", p.env().get("NCCL_SOCKET_IFNAME"));
        assertEquals("bond0", p.env().get("GLOO_SOCKET_IFNAME"));
        assertEquals("1", p.env().get("NCCL_IB_DISABLE"));
        assertTrue(Files.readString(f).contains("# bond0 reaches every other node directly on 3 of 3 nodes"), Files.readString(f));
    }
}
