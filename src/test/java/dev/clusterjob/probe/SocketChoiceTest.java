package dev.clusterjob.probe;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SocketChoice on the testbed's real interfaces and routes (bond0 reaches the peers; each node's extra eth0 is in a
 * subnet of its own, and an eth0-peer veth without IPv4 sits beside it).
 */
class SocketChoiceTest {
    /** {@code n} with interface {@code name}'s flags replaced (e.g. without LOWER_UP: no carrier), or the interface dropped (null). */
    static NodeFacts withIface(NodeFacts n, String name, Set<String> flags) {
        List<NodeFacts.Iface> out = new ArrayList<>();
        for (NodeFacts.Iface i : n.interfaces()) {
            if (!i.name().equals(name)) {
                out.add(i);
            } else if (flags != null) {
                out.add(new NodeFacts.Iface(i.name(), flags, i.mtu(), i.operState(), i.inet(), i.inet6(), i.speed()));
            }
        }
        return new NodeFacts(n.node(), out, n.routes(), n.ibPorts(), n.ibSource(), n.gpus(), n.gpuTool(), n.gpuToolError(), n.env(),
                n.slurmNode(), n.gpuTopology());
    }

    @Test
    void bond0ReachesEveryPeerAndEth0None() {
        SocketChoice.Sockets s = SocketChoice.socket(TestbedOutputTest.testbed());
        assertEquals("bond0", s.nccl().value());
        assertEquals("bond0", s.gloo().value());
        assertTrue(s.nccl().evidence().startsWith("bond0 reaches every other node directly on 3 of 3 nodes "
                + "(n10node1: ip route get 10.77.10.12 (n10node2) -> dev bond0)"), s.nccl().evidence());
        assertTrue(s.nccl().evidence().endsWith("; not chosen: eth0 reaches 0 of 6 peer routes"), s.nccl().evidence());
        assertTrue(s.differences().values().stream().allMatch(List::isEmpty), s.differences().toString());
    }

    @Test
    void aNodeWhoseBond0HasNoCarrierIsTheOneNoted() {
        List<NodeFacts> nodes = new ArrayList<>(TestbedOutputTest.testbed());
        nodes.set(2, withIface(nodes.get(2), "bond0", Set.of("BROADCAST", "MULTICAST", "UP")));
        SocketChoice.Sockets s = SocketChoice.socket(nodes);
        assertEquals("bond0", s.nccl().value());
        assertEquals(List.of("bond0 is no-carrier"), s.differences().get("n10node3"));
        assertEquals(List.of(), s.differences().get("n10node1"), "the others are not blamed for not reaching it");
        assertTrue(s.nccl().evidence().contains("on 2 of 3 nodes"), s.nccl().evidence());

        nodes.set(2, withIface(TestbedOutputTest.testbed().get(2), "bond0", null));
        SocketChoice.Sockets missing = SocketChoice.socket(nodes);
        assertEquals(List.of("no interface bond0 (has: eth0-peer, eth0)"), missing.differences().get("n10node3"));
        assertEquals(List.of(), missing.differences().get("n10node1"), "n10node3 has no bond0 address to reach: not n10node1's fault");
    }

    @Test
    void onOneNodeThePhysicalInterfaceFirstByNameAndAPrefixClashGetsEquals() {
        NodeFacts one = TestbedOutputTest.testbed().get(0);
        SocketChoice.Sockets s = SocketChoice.socket(List.of(one));
        assertEquals("bond0", s.nccl().value());
        assertTrue(s.nccl().evidence().startsWith("bond0 is up with an IPv4 address; only one node was probed"), s.nccl().evidence());
        // without bond0, eth0 is chosen, and eth0-peer starts with eth0: NCCL's prefix match needs '='
        SocketChoice.Sockets eth0 = SocketChoice.socket(List.of(withIface(one, "bond0", null)));
        assertEquals("=eth0", eth0.nccl().value());
        assertEquals("eth0", eth0.gloo().value());
    }

    @Test
    void withoutRoutesToAnyPeerNothingIsChosen() {
        List<NodeFacts> noRoutes = TestbedOutputTest.testbed().stream().map(n -> n.withRoutes(List.of())).toList();
        SocketChoice.Sockets s = SocketChoice.socket(noRoutes);
        assertNull(s.nccl().value());
        assertTrue(s.nccl().evidence().startsWith("no interface reaches another node's address directly"), s.nccl().evidence());
    }

    @Test
    void mbpsReadsEthtoolsSpeed() {
        assertEquals(25000, SocketChoice.mbps("25000Mb/s"));
        assertEquals(0, SocketChoice.mbps("Unknown!"));
        assertEquals(0, SocketChoice.mbps(null));
    }
}
