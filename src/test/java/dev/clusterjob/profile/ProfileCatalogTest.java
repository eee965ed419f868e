package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Built-in profiles, extends chains and layered files. */
class ProfileCatalogTest {
    @Test
    void builtInsCarryTheFabricVariablesTheIssueNames() {
        ProfileCatalog c = ProfileCatalog.load(List.of());
        assertEquals(List.of("h800", "instinct", "tcp"), List.copyOf(c.names()));
        ResolvedProfile h800 = c.resolve("h800", "t");
        assertEquals(8, h800.gpusPerNode());
        assertEquals(GpuVendor.NVIDIA, h800.gpuVendor());
        for (String v : List.of("NCCL_SOCKET_IFNAME", "NCCL_IB_HCA", "NCCL_IB_DISABLE", "NCCL_IB_GID_INDEX", "NCCL_NET_GDR_LEVEL",
                "TORCH_NCCL_ASYNC_ERROR_HANDLING")) {
            assertTrue(h800.env().containsKey(v), v);
        }
        assertEquals("0", h800.env().get("NCCL_IB_DISABLE"));
        ResolvedProfile amd = c.resolve("instinct", "t");
        assertEquals(GpuVendor.AMD, amd.gpuVendor());
        assertEquals("3", amd.env().get("NCCL_IB_GID_INDEX"));
        assertEquals("1", amd.env().get("HSA_FORCE_FINE_GRAIN_PCIE"));
        assertEquals("2", amd.env().get("GPU_MAX_HW_QUEUES"));
        assertEquals("1", amd.env().get("TORCH_NCCL_HIGH_PRIORITY"));
        assertTrue(amd.env().containsKey("NCCL_MIN_NCHANNELS"));
        assertFalse(amd.env().containsKey("HIP_VISIBLE_DEVICES"), "visibility is left to Slurm");
        assertFalse(amd.env().containsKey("ROCR_VISIBLE_DEVICES"), "visibility is left to Slurm");
        ResolvedProfile tcp = c.resolve("tcp", "t");
        assertEquals("1", tcp.env().get("NCCL_IB_DISABLE"));
        assertTrue(tcp.env().containsKey("NCCL_SOCKET_IFNAME"));
        for (String name : c.names()) {
            assertFalse(c.resolve(name, "t").env().containsKey("NCCL_TIMEOUT"), "not a real variable");
        }
    }

    @Test
    void extendsMergesChainsAndNullRemoves(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.yaml");
        Files.writeString(f, """
                profiles:
                  site:
                    extends: h800
                    partition: big
                    sbatch: {qos: high, account: a}
                    modules: [cuda]
                    env:
                      NCCL_IB_GID_INDEX: ~
                      NCCL_SOCKET_IFNAME: ib0
                  team:
                    extends: site
                    gpus_per_node: 4
                    sbatch: {account: ~}
                    modules: [cuda, nccl]
                """);
        ResolvedProfile team = ProfileCatalog.load(List.of(f)).resolve("team", "t");
        assertEquals(List.of("h800", "site", "team"), team.chain());
        assertEquals("big", team.partition());
        assertEquals(4, team.gpusPerNode());
        assertNull(team.cpusPerGpu(), "h800 is whole-node: the step gets every CPU of the node at run time");
        assertTrue(team.sbatch().containsKey("exclusive"), team.sbatch().toString());
        assertEquals("ib0", team.env().get("NCCL_SOCKET_IFNAME"));
        assertEquals("site", team.envSetBy().get("NCCL_SOCKET_IFNAME"));
        assertEquals("h800", team.envSetBy().get("NCCL_IB_HCA"));
        assertNull(team.env().get("NCCL_IB_GID_INDEX"));
        assertEquals("high", team.sbatch().get("qos"));
        assertFalse(team.sbatch().containsKey("account"));
        assertEquals(List.of("cuda", "nccl"), team.modules());
    }

    @Test
    void aLaterFileMayRedefineABuiltInByExtendingIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.yaml");
        Files.writeString(f, "profiles:\n  h800:\n    extends: h800\n    env:\n      NCCL_SOCKET_IFNAME: eth2\n");
        ResolvedProfile p = ProfileCatalog.load(List.of(f)).resolve("h800", "t");
        assertEquals("eth2", p.env().get("NCCL_SOCKET_IFNAME"));
        assertEquals("=mlx5_0,mlx5_1", p.env().get("NCCL_IB_HCA"));
        assertEquals(List.of("h800", "h800"), p.chain());
    }

    @Test
    void cyclesAndUnknownParentsAreErrors(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.yaml");
        Files.writeString(f, "profiles:\n  a:\n    extends: b\n  b:\n    extends: a\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> ProfileCatalog.load(List.of(f)).resolve("a", "t"));
        assertTrue(e.getMessage().contains("cycle"), e.getMessage());
        Files.writeString(f, "notprofiles: {}\n");
        ClusterjobException top = assertThrows(ClusterjobException.class, () -> ProfileCatalog.load(List.of(f)));
        assertEquals(f + ":1: unknown top-level key 'notprofiles' (a profile file has one key: profiles)", top.getMessage());
    }
}
