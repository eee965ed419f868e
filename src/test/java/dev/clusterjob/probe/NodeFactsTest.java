package dev.clusterjob.probe;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** NodeFacts' own methods on the testbed's real node and on GIDs of the real show_gids fixtures. */
class NodeFactsTest {
    @Test
    void addressesAreTheNonLoopbackIpv4sWithoutPrefix() {
        NodeFacts n1 = TestbedOutputTest.testbed().get(0);
        assertEquals(List.of("172.31.1.2", "10.77.10.11"), n1.addresses());
        assertEquals(List.of("10.77.10.11"), n1.iface("bond0").ipv4());
        assertNull(n1.iface("ib0"));
        assertEquals(n1.routes(), n1.withRoutes(n1.routes()).routes());
        assertEquals(List.of(), n1.withRoutes(List.of()).routes());
        assertEquals(n1.interfaces(), n1.withRoutes(List.of()).interfaces());
    }

    @Test
    void interfaceStateFromItsFlags() {
        NodeFacts n1 = TestbedOutputTest.testbed().get(0);
        NodeFacts.Iface lo = n1.iface("lo");
        assertTrue(lo.loopback());
        assertEquals("up", n1.iface("bond0").state());
        NodeFacts.Iface noCarrier = new NodeFacts.Iface("bond0", Set.of("BROADCAST", "MULTICAST", "UP"), 1500, "DOWN", List.of(), List.of(), null);
        assertEquals("no-carrier", noCarrier.state());
        assertFalse(noCarrier.up());
        NodeFacts.Iface down = new NodeFacts.Iface("bond0", Set.of("BROADCAST", "MULTICAST"), 1500, "DOWN", List.of(), List.of(), null);
        assertEquals("down", down.state());
        NodeFacts.Iface named = new NodeFacts.Iface("bond0", Set.of(), null, null, List.of(), List.of(), null);
        assertEquals("unknown", named.state());
        assertTrue(named.up(), "only /proc/net/dev named it: not known to be down");
    }

    @Test
    void gidsOfTheShowGidsTables() {
        List<NodeFacts.Gid> g = RdmaChoiceTest.active(RdmaChoiceTest.G1131, "mlx5_0").gids();
        NodeFacts.Gid v2 = g.get(3);
        assertTrue(v2.rocev2() && v2.ipv4Mapped());
        assertEquals("11.0.0.72", v2.ipv4());
        NodeFacts.Gid linkLocal = g.get(1);
        assertTrue(linkLocal.rocev2() && linkLocal.linkLocal());
        assertNull(linkLocal.ipv4());
        assertFalse(g.get(0).rocev2());
        assertEquals("10.152.4.12", RdmaChoiceTest.active(RdmaChoiceTest.G1573, "mlx5_1").gids().get(3).ipv4());
    }

    @Test
    void aPortsIdActivityAndLinkLayer() {
        NodeFacts.IbPort ib = IbvDevinfo.parse(ProbeFixtures.read("ibv_devinfo-deepep-60.txt")).get(0);
        assertEquals("mlx5_0:1", ib.id());
        assertFalse(ib.active());
        assertFalse(ib.ethernet());
        NodeFacts.IbPort eth = RdmaChoiceTest.active(RdmaChoiceTest.G1131, "mlx5_0");
        assertTrue(eth.active() && eth.ethernet());
    }
}
