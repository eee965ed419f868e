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

/**
 * RDMA and GPU readers: the real collect.sh run on /sys/class/infiniband trees built from public
 * show_gids / ibv_devinfo output and with vendor tools printing real output (SOURCES.md), then the
 * analysis and the profile. scontrol on the fake PATH prints the testbed's real {@code scontrol show node}.
 */
class RdmaAndGpuFixtureTest {
    static final ProbeFixtures.Port ROCE0 = new ProbeFixtures.Port("mlx5_0", 1, "4: ACTIVE", "5: LinkUp", "Ethernet", "25 Gb/sec (1X EDR)");
    static final ProbeFixtures.Port ROCE1 = new ProbeFixtures.Port("mlx5_1", 1, "4: ACTIVE", "5: LinkUp", "Ethernet", "25 Gb/sec (1X EDR)");
    static final ProbeFixtures.Port ROCE1_DOWN = new ProbeFixtures.Port("mlx5_1", 1, "1: DOWN", "3: Disabled", "Ethernet", "25 Gb/sec (1X EDR)");

    /** The testbed's real scontrol record of n10node1 (Gres=gpu:8, CPUTot=96). */
    static String scontrolRecord() {
        String facts = ProbeFixtures.read("testbed-facts.txt");
        StringBuilder b = new StringBuilder();
        boolean in = false;
        for (String l : facts.split("\n")) {
            if (!l.startsWith("0: ")) {
                continue;
            }
            String t = l.substring(3);
            if (t.startsWith("@@")) {
                in = t.equals("@@scontrol-node");
                continue;
            }
            if (in) {
                b.append(t).append('\n');
            }
        }
        return b.toString();
    }

    static NodeFacts node(Path dir, String name, String showGids, List<ProbeFixtures.Port> ports, boolean dropV2,
                          Map<String, String> tools) throws Exception {
        Path root = dir.resolve(name);
        Files.createDirectories(root);
        ProbeFixtures.sysfs(root, showGids, ports, dropV2);
        Path bin = dir.resolve(name + "-bin");
        ProbeFixtures.tool(bin, "scontrol", scontrolRecord());
        for (Map.Entry<String, String> t : tools.entrySet()) {
            if (t.getKey().equals("nvidia-smi")) {
                ProbeFixtures.nvidiaSmi(bin, t.getValue(), ProbeFixtures.read("nvidia-smi-topo-h200.txt"));
            } else {
                ProbeFixtures.tool(bin, t.getKey(), t.getValue());
            }
        }
        return CollectorOutput.parse(ProbeFixtures.collect(root, name, bin, Map.of()), name);
    }

    @Test
    void roceV2GidIndexIsReadFromTheTableNotGuessedAndADownPortMakesASuspect(@TempDir Path dir) throws Exception {
        String gids = ProbeFixtures.read("show_gids-nccl-1573.txt");
        List<NodeFacts> nodes = new ArrayList<>();
        nodes.add(node(dir, "gpu1", gids, List.of(ROCE0, ROCE1), false, Map.of()));
        nodes.add(node(dir, "gpu2", gids, List.of(ROCE0, ROCE1), false, Map.of()));
        nodes.add(node(dir, "gpu3", gids, List.of(ROCE0, ROCE1_DOWN), false, Map.of()));

        NodeFacts.IbPort p = nodes.get(0).ibPorts().get(0);
        assertEquals("sysfs", nodes.get(0).ibSource());
        assertEquals("mlx5_0:1", p.id());
        assertEquals("ACTIVE", p.state());
        assertEquals("LinkUp", p.physState());
        assertTrue(p.ethernet());
        assertEquals(List.of(4, 5, 6, 7), p.gids().stream().map(NodeFacts.Gid::index).toList(), "zero GIDs 0-3 skipped");
        assertEquals("RoCE v2", p.gids().get(3).type());
        assertEquals("net1", p.gids().get(3).ndev());
        assertEquals("10.152.0.12", p.gids().get(3).ipv4());
        assertEquals("DOWN", nodes.get(2).ibPorts().get(1).state());

        SiteAnalysis.Result r = SiteAnalysis.analyse(nodes, null);
        assertTrue(r.rdma());
        assertTrue(r.roce());
        assertEquals("=mlx5_0:1,mlx5_1:1", r.hca().value());
        assertEquals("7", r.gidIndex().value(), "the IPv4 RoCE v2 entry of this table is 7, not the usual 3");
        assertTrue(r.gidIndex().evidence().contains("10.152.0.12"), r.gidIndex().evidence());
        assertEquals("h800", r.base());
        assertEquals(List.of("gpu3"), r.suspectNodes());
        assertEquals(List.of("mlx5_1:1 is DOWN (phys_state Disabled), ACTIVE on the others"), r.suspects().get(0).differences());

        // probe -o's summary: with RDMA the GID index has a line; the suspect and the --exclude advice close it
        List<String> summary = ProbeSummary.lines(r);
        assertEquals("nodes: gpu1, gpu2, gpu3", summary.get(0));
        assertTrue(summary.get(1).startsWith("extends h800: "), summary.toString());
        assertEquals("NCCL_IB_HCA = =mlx5_0:1,mlx5_1:1   # " + r.hca().evidence(), summary.get(3));
        assertEquals("NCCL_IB_GID_INDEX = 7   # " + r.gidIndex().evidence(), summary.get(4));
        assertEquals("gpus_per_node = 8   # " + r.gpus().evidence(), summary.get(5));
        assertEquals(List.of("suspect gpu3: mlx5_1:1 is DOWN (phys_state Disabled), ACTIVE on the others", r.excludeAdvice()),
                summary.subList(6, summary.size()));

        Path f = dir.resolve("site.yaml");
        String yaml = ProfileText.write(r, "roce", "gpu", List.of("test"));
        Files.writeString(f, yaml);
        ResolvedProfile prof = ProfileCatalog.load(List.of(f)).resolve("roce", "test");
        assertEquals("=mlx5_0:1,mlx5_1:1", prof.env().get("NCCL_IB_HCA"));
        assertEquals("7", prof.env().get("NCCL_IB_GID_INDEX"));
        assertEquals("0", prof.env().get("NCCL_IB_DISABLE"));
        assertEquals(8, prof.gpusPerNode());
        assertTrue(yaml.contains("# Suspect nodes (differ from the majority): keep them out with sbatch --exclude=gpu3 (render/submit: --sbatch exclude=gpu3)\n"), yaml);
        assertTrue(yaml.contains("#   gpu3: mlx5_1:1 is DOWN"), yaml);

        // and it renders: the job's env passes render's checks, the values reach the script
        Path script = dir.resolve("roce.sbatch");
        dev.clusterjob.testing.Cli.Result render = dev.clusterjob.testing.Cli.run("render", "--profile-file", f.toString(), "--profile", "roce",
                "--nodes", "2", "-o", script.toString(), "--", "train.py");
        assertEquals(0, render.code(), render.err());
        String text = Files.readString(script);
        assertTrue(text.contains("NCCL_IB_HCA==mlx5_0:1,mlx5_1:1") || text.contains("NCCL_IB_HCA='=mlx5_0:1,mlx5_1:1'"), text);
        assertTrue(text.contains("NCCL_IB_GID_INDEX=7"), text);
    }

    @Test
    void theUsualTableGivesIndex3(@TempDir Path dir) throws Exception {
        String gids = ProbeFixtures.read("show_gids-nccl-1131.txt");
        List<NodeFacts> nodes = List.of(node(dir, "a", gids, List.of(ROCE0, ROCE1), false, Map.of()),
                node(dir, "b", gids, List.of(ROCE0, ROCE1), false, Map.of()));
        SiteAnalysis.Result r = SiteAnalysis.analyse(nodes, null);
        assertEquals("3", r.gidIndex().value());
        assertEquals(List.of(), r.suspects());
    }

    @Test
    void roceV1OnlyLeavesTheGidIndexUnsetAndRemovesTheBuiltinsGuess(@TempDir Path dir) throws Exception {
        String gids = ProbeFixtures.read("show_gids-nccl-1131.txt");
        List<NodeFacts> nodes = List.of(node(dir, "a", gids, List.of(ROCE0), true, Map.of()),
                node(dir, "b", gids, List.of(ROCE0), true, Map.of()));
        assertTrue(nodes.get(0).ibPorts().get(0).gids().stream().allMatch(g -> g.type().equals("IB/RoCE v1")));
        SiteAnalysis.Result r = SiteAnalysis.analyse(nodes, null);
        assertNull(r.gidIndex().value());
        assertTrue(r.gidIndex().evidence().contains("RoCE v1 only"), r.gidIndex().evidence());
        Path f = dir.resolve("v1.yaml");
        Files.writeString(f, ProfileText.write(r, "v1", "gpu", List.of()));
        ResolvedProfile prof = ProfileCatalog.load(List.of(f)).resolve("v1", "test");
        assertFalse(prof.env().containsKey("NCCL_IB_GID_INDEX"), "h800's 3 removed: " + prof.env());
        assertEquals("=mlx5_0:1", prof.env().get("NCCL_IB_HCA"));
    }

    @Test
    void infinibandHasNoGidIndex(@TempDir Path dir) throws Exception {
        List<NodeFacts> nodes = new ArrayList<>();
        for (String n : List.of("ib1", "ib2")) {
            Path root = dir.resolve(n);
            ProbeFixtures.Port ib = new ProbeFixtures.Port("mlx5_0", 1, "4: ACTIVE", "5: LinkUp", "InfiniBand", "200 Gb/sec (4X HDR)");
            ProbeFixtures.sysfs(root, "", List.of(ib), false);
            ProbeFixtures.ibGid(root, "mlx5_0", 1, "58a2:e103:002a:09b8");
            Path bin = dir.resolve(n + "-bin");
            ProbeFixtures.tool(bin, "scontrol", scontrolRecord());
            nodes.add(CollectorOutput.parse(ProbeFixtures.collect(root, n, bin, Map.of()), n));
        }
        assertEquals("InfiniBand", nodes.get(0).ibPorts().get(0).linkLayer());
        assertEquals("200 Gb/sec (4X HDR)", nodes.get(0).ibPorts().get(0).rate());
        SiteAnalysis.Result r = SiteAnalysis.analyse(nodes, null);
        assertTrue(r.rdma());
        assertFalse(r.roce());
        assertEquals("=mlx5_0:1", r.hca().value());
        assertNull(r.gidIndex().value());
        Path f = dir.resolve("ib.yaml");
        Files.writeString(f, ProfileText.write(r, "ib", "gpu", List.of()));
        assertFalse(ProfileCatalog.load(List.of(f)).resolve("ib", "t").env().containsKey("NCCL_IB_GID_INDEX"));
    }

    @Test
    void ibvDevinfoIsReadWhenSysfsHasNoPort() {
        List<NodeFacts.IbPort> down = IbvDevinfo.parse(ProbeFixtures.read("ibv_devinfo-deepep-60.txt"));
        assertEquals(1, down.size());
        assertEquals("mlx5_0:1", down.get(0).id());
        assertEquals("DOWN", down.get(0).state());
        assertEquals("InfiniBand", down.get(0).linkLayer());
        // the quoted port section starts at "port:"; the device line is the test's
        List<NodeFacts.IbPort> roce = IbvDevinfo.parse("hca_id: mlx5_0\n" + ProbeFixtures.read("ibv_devinfo-k8s-rdma-164.txt"));
        assertEquals("ACTIVE", roce.get(0).state());
        assertEquals("LINK_UP", roce.get(0).physState());
        assertTrue(roce.get(0).ethernet());
        assertEquals("25.0 Gbps (32)", roce.get(0).rate());
        assertEquals(List.of(14, 15), roce.get(0).gids().stream().map(NodeFacts.Gid::index).toList());

        String text = "@@probe 1\n@@node x\n@@ibv_devinfo\n" + ProbeFixtures.read("ibv_devinfo-deepep-60.txt") + "@@end\n";
        NodeFacts n = CollectorOutput.parse(text, "x");
        assertEquals("ibv_devinfo", n.ibSource());
        SiteAnalysis.Result r = SiteAnalysis.analyse(List.of(n), null);
        assertFalse(r.rdma(), "a DOWN port is not used");
        assertEquals("tcp", r.base());
        assertTrue(r.hca().evidence().contains("mlx5_0:1 (ACTIVE on 0 of 1)"), r.hca().evidence());
    }

    @Test
    void gpusFromNvidiaSmiAndANodeWithFewerIsASuspect(@TempDir Path dir) throws Exception {
        String h200 = ProbeFixtures.read("nvidia-smi-h200.csv");
        String gids = ProbeFixtures.read("show_gids-nccl-1131.txt");
        List<NodeFacts> nodes = List.of(node(dir, "g1", gids, List.of(ROCE0), false, Map.of("nvidia-smi", h200)),
                node(dir, "g2", gids, List.of(ROCE0), false, Map.of("nvidia-smi", h200)),
                node(dir, "g3", gids, List.of(ROCE0), false, Map.of("nvidia-smi", "No devices were found\n")));
        NodeFacts.Gpu g = nodes.get(0).gpus().get(0);
        assertEquals("NVIDIA H200", g.name());
        assertEquals("00000000:00:06.0", g.busId());
        assertEquals("143771 MiB", g.memory());
        assertEquals("No devices were found", nodes.get(2).gpuToolError());
        String topo = nodes.get(0).gpuTopology();
        assertTrue(topo.startsWith("GPU0\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\nGPU0\t X \t0-15\t0"), "ANSI escapes gone: " + topo);
        SiteAnalysis.Result r = SiteAnalysis.analyse(nodes, null);
        assertEquals("nvidia", r.vendor());
        assertEquals(1, r.gpusPerNode());
        assertEquals("h800", r.base());
        // g3's nvidia-smi lists nothing: Slurm's Gres (8) is what it reports, which differs from the majority
        assertEquals(List.of("g3"), r.suspectNodes());
        assertTrue(r.suspects().get(0).differences().get(0).startsWith("8 GPUs (Slurm Gres=gpu:8), the others 1"), r.suspects().toString());
        assertEquals("instinct", SiteAnalysis.analyse(nodes, "instinct").base());
    }
}
