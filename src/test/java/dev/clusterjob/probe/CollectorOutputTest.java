package dev.clusterjob.probe;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CollectorOutput's own contract on the collector's real output (testbed-facts.txt, testbed-routes.txt) and on
 * sections built from real tool output (nvidia-smi on the H200 machine, ibv_devinfo and show_gids of SOURCES.md).
 */
class CollectorOutputTest {
    static String task(String fixture, int id) {
        return CollectorOutput.splitTasks(ProbeFixtures.read(fixture)).get(id);
    }

    /** Task 0's text with {@code sections} put just before its {@code @@end}. */
    static String withSections(String sections) {
        String t = task("testbed-facts.txt", 0);
        int end = t.lastIndexOf("@@end");
        return t.substring(0, end) + sections + t.substring(end);
    }

    @Test
    void splitsInterleavedSrunLabelsPerTaskInTaskOrder() {
        Map<Integer, String> tasks = CollectorOutput.splitTasks(ProbeFixtures.read("testbed-facts.txt"));
        assertEquals(List.of(0, 1, 2), List.copyOf(tasks.keySet()));
        assertTrue(tasks.get(1).startsWith("@@probe 1\n@@node n10node2\n@@hostname n10node2\n@@ip-link\n1: lo: <LOOPBACK"),
                tasks.get(1));
        assertTrue(tasks.get(2).endsWith("@@end\n"));
        assertTrue(tasks.values().stream().noneMatch(t -> t.contains("\n0: ") || t.contains("\n2: @@")));
    }

    @Test
    void readsLinksAddressesEnvAndSlurmOfOneNode() {
        NodeFacts n = CollectorOutput.parse(task("testbed-facts.txt", 0), "task 0");
        assertEquals("n10node1", n.node());
        assertEquals(List.of("lo", "eth0-peer", "eth0", "bond0"), n.interfaces().stream().map(NodeFacts.Iface::name).toList());
        NodeFacts.Iface lo = n.iface("lo");
        assertEquals(Set.of("LOOPBACK", "UP", "LOWER_UP"), lo.flags());
        assertEquals(65536, lo.mtu());
        assertEquals("UNKNOWN", lo.operState());
        assertEquals(List.of("127.0.0.1/8"), lo.inet());
        NodeFacts.Iface bond0 = n.iface("bond0");
        assertEquals("UP", bond0.operState());
        assertEquals(List.of("10.77.10.11/24"), bond0.inet());
        assertEquals(1, bond0.inet6().size());
        assertTrue(n.iface("eth0-peer").inet().isEmpty());
        assertEquals("8", n.env().get("SLURM_JOB_ID"));
        assertEquals("2", n.env().get("nproc"));
        assertEquals("n10node1", n.slurmNode().get("NodeName"));
        assertEquals("gpu:8", n.slurmNode().get("Gres"));
        assertTrue(n.routes().isEmpty());
        assertNull(n.ibSource());
        assertTrue(n.gpus().isEmpty());
        assertNull(n.gpuTool());
        assertNull(n.gpuTopology());
    }

    @Test
    void namesTheTaskWhenItsOutputIsCutShortOrHasNoNode() {
        String t = task("testbed-facts.txt", 1);
        ClusterjobException cut = assertThrows(ClusterjobException.class,
                () -> CollectorOutput.parse(t.substring(0, t.lastIndexOf("@@end")), "task 1"));
        assertTrue(cut.getMessage().contains("task 1: the collector's output is cut short (no @@end line)"), cut.getMessage());
        ClusterjobException noNode = assertThrows(ClusterjobException.class,
                () -> CollectorOutput.parse(t.replace("@@node n10node2\n", ""), "task 1"));
        assertTrue(noNode.getMessage().contains("missing its @@node line"), noNode.getMessage());
    }

    @Test
    void procNetDevNamesTheInterfacesWhenIpLinkIsMissing() {
        String t = task("testbed-facts.txt", 1);
        String noIp = t.substring(0, t.indexOf("@@ip-link")) + t.substring(t.indexOf("@@net-dev"));
        NodeFacts n = CollectorOutput.parse(noIp, "task 1");
        assertEquals(List.of("lo", "eth0-peer", "eth0", "bond0"), n.interfaces().stream().map(NodeFacts.Iface::name).toList());
        assertTrue(n.iface("bond0").flags().isEmpty());
        assertEquals("unknown", n.iface("bond0").state());
        assertTrue(n.iface("bond0").up());
    }

    @Test
    void readsNvidiaSmiAndStripsTheTopologysAnsiUnderline() {
        String text = withSections("@@nvidia-smi\n" + ProbeFixtures.read("nvidia-smi-h200.csv") + "@@gpu-topology\n"
                + ProbeFixtures.read("nvidia-smi-topo-h200.txt"));
        NodeFacts n = CollectorOutput.parse(text, "task 0");
        assertEquals("nvidia-smi", n.gpuTool());
        assertEquals(List.of(new NodeFacts.Gpu("0", "NVIDIA H200", "00000000:00:06.0", "143771 MiB")), n.gpus());
        assertNull(n.gpuToolError());
        assertTrue(n.gpuTopology().startsWith("GPU0\tCPU Affinity"), n.gpuTopology());
        assertTrue(!n.gpuTopology().contains("\u001b"));
    }

    @Test
    void sysfsPortsWinOverIbvDevinfoAndGidsAreSortedByIndex() {
        // gids/ is listed by the shell's glob order (0 1 10 2 ...): rows of show_gids-nccl-1131 (mlx5_0), index 10 added
        String sysfs = "@@ib-port mlx5_0 1\nstate 4: ACTIVE\nphys_state 5: LinkUp\nlink_layer Ethernet\nrate 25 Gb/sec (1X EDR)\n"
                + "gid 0 fe80:0000:0000:0000:a288:c2ff:fe5b:03ec ens3np0 IB/RoCE v1\n"
                + "gid 10 0000:0000:0000:0000:0000:ffff:0b00:0048 - ?\n"
                + "gid 3 0000:0000:0000:0000:0000:ffff:0b00:0048 ens3np0 RoCE v2\n";
        String ibv = "@@ibv_devinfo\n" + ProbeFixtures.read("ibv_devinfo-deepep-60.txt");
        NodeFacts both = CollectorOutput.parse(withSections(sysfs + ibv), "task 0");
        assertEquals("sysfs", both.ibSource());
        NodeFacts.IbPort p = both.ibPorts().get(0);
        assertEquals(1, both.ibPorts().size());
        assertEquals("mlx5_0:1", p.id());
        assertEquals("ACTIVE", p.state());
        assertEquals("LinkUp", p.physState());
        assertEquals("Ethernet", p.linkLayer());
        assertEquals("25 Gb/sec (1X EDR)", p.rate());
        assertEquals(List.of(0, 3, 10), p.gids().stream().map(NodeFacts.Gid::index).toList());
        assertEquals("RoCE v2", p.gids().get(1).type());
        assertEquals("ens3np0", p.gids().get(1).ndev());
        assertNull(p.gids().get(2).ndev());
        assertNull(p.gids().get(2).type());

        NodeFacts onlyIbv = CollectorOutput.parse(withSections(ibv), "task 0");
        assertEquals("ibv_devinfo", onlyIbv.ibSource());
        assertEquals("DOWN", onlyIbv.ibPorts().get(0).state());
        assertEquals("InfiniBand", onlyIbv.ibPorts().get(0).linkLayer());
    }

    @Test
    void rejectsAnIbPortLineWithoutDeviceAndPort() {
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> CollectorOutput.parse(withSections("@@ib-port mlx5_0\nstate 4: ACTIVE\n"), "task 0"));
        assertTrue(e.getMessage().contains("task 0: bad @@ib-port line 'mlx5_0'"), e.getMessage());
    }

    @Test
    void stateWordReadsSysfsAndIbvDevinfoWordings() {
        assertEquals("ACTIVE", CollectorOutput.stateWord("4: ACTIVE"));
        assertEquals("LinkUp", CollectorOutput.stateWord("5: LinkUp"));
        assertEquals("DOWN", CollectorOutput.stateWord("PORT_DOWN (1)"));
        assertEquals("LINK_UP", CollectorOutput.stateWord("  LINK_UP (5)"));
        assertNull(CollectorOutput.stateWord(" "));
        assertNull(CollectorOutput.stateWord(null));
    }

    @Test
    void readsRoutesOfTheSecondPass() {
        CollectorOutput.Routes r = CollectorOutput.parseRoutes(task("testbed-routes.txt", 0), "routes");
        assertEquals("n10node1", r.node());
        NodeFacts.Route self = r.routes().get(0);
        assertEquals("10.77.10.11", self.address());
        assertTrue(self.local());
        assertEquals("lo", self.dev());
        NodeFacts.Route unreachable = r.routes().stream().filter(x -> x.address().equals("172.31.2.2")).findFirst().orElseThrow();
        assertNull(unreachable.dev());
        assertEquals("RTNETLINK answers: Network is unreachable", unreachable.error());
    }

    @Test
    void routeReadsDevAndSourceOfOneAnswer() {
        NodeFacts.Route r = CollectorOutput.route("10.77.10.11", "10.77.10.11 dev bond0 src 10.77.10.13 uid 0 \\    cache");
        assertEquals("bond0", r.dev());
        assertEquals("10.77.10.13", r.src());
        assertNull(r.via());
        assertTrue(r.direct());
        assertEquals("no answer", CollectorOutput.route("10.77.10.12", "").error());
    }
}
