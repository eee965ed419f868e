package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which variable each column comes from, in the launchers' order; "?" for what start-up decides. */
class RankTest {
    static ProcessRecord p(String via, Map<String, String> env, Set<String> unknown) {
        return new ProcessRecord("n1", 3, via, "s", List.of("python", "t.py"), env, unknown);
    }

    @Test
    void takesTheLaunchersVariablesFirst() {
        Rank r = Rank.of(p("srun>torchrun", Map.of("RANK", "5", "OMPI_COMM_WORLD_RANK", "1", "SLURM_PROCID", "0", "GROUP_RANK", "1",
                "LOCAL_RANK", "1", "WORLD_SIZE", "8", "MASTER_ADDR", "n1", "MASTER_PORT", "15000", "CUDA_VISIBLE_DEVICES", "0,1",
                "NCCL_SOCKET_IFNAME", "bond0"), Set.of()), List.of("n0", "n1"), Map.of("NCCL_SOCKET_IFNAME", "eth0"));
        assertEquals("5", r.rank());
        assertEquals("1", r.nodeRank());
        assertEquals(1, r.nodeIndex());
        assertEquals("0", r.slurmProcid());
        assertEquals(Map.of("CUDA_VISIBLE_DEVICES", "0,1"), r.visibleDevices());
        assertEquals(Map.of("NCCL_SOCKET_IFNAME", "bond0"), r.fabricDiff());
    }

    @Test
    void aProgramSrunStartsItselfReadsSrunsVariables() {
        Map<String, String> env = Map.of("SLURM_PROCID", "3", "SLURM_LOCALID", "1", "SLURM_NODEID", "1", "SLURM_NTASKS", "4");
        Rank direct = Rank.of(p("srun", env, Set.of()), List.of("n0", "n1"), Map.of());
        assertEquals(List.of("3", "1", "1", "4"), List.of(direct.rank(), direct.localRank(), direct.nodeRank(), direct.worldSize()));
        Rank batch = Rank.of(p("", env, Set.of()), List.of("n0", "n1"), Map.of());
        assertEquals("", batch.rank(), "a process of the batch shell has no rank from Slurm's variables");
    }

    @Test
    void startUpDecisionsAreUnknownNotGuessed() {
        Rank r = Rank.of(p("srun>torchrun", Map.of("LOCAL_RANK", "0"), Set.of("RANK", "GROUP_RANK", "MASTER_ADDR")), List.of("n1"), Map.of());
        assertEquals(List.of("?", "?", "?", "0"), List.of(r.rank(), r.nodeRank(), r.masterAddr(), r.localRank()));
    }
}
