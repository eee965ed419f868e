package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Each check on hand-made tables (the layer above the simulation; the simulation itself is tested on real
 * jobs): a correct 2 x 2 table passes, and each one-field mistake is named by exactly its own code.
 */
class ChecksTest {
    static final Allocation ALLOC = Allocation.place(JobRequest.parse("#!/bin/bash\n#SBATCH -N 2 --gpus-per-node=2\n"),
            Allocation.Overrides.none(), 1, "j", null, null, null);

    /** A process on host node{node+1}: RANK, LOCAL_RANK, NODE_RANK, WORLD_SIZE, master, GPUs, NCCL_SOCKET_IFNAME. */
    static Map<String, String> env(int rank, int local, int node, int world, String master, String gpus, String ifname) {
        Map<String, String> e = new LinkedHashMap<>();
        e.put("RANK", String.valueOf(rank));
        e.put("LOCAL_RANK", String.valueOf(local));
        e.put("NODE_RANK", String.valueOf(node));
        e.put("WORLD_SIZE", String.valueOf(world));
        e.put("MASTER_ADDR", master.substring(0, master.indexOf(':')));
        e.put("MASTER_PORT", master.substring(master.indexOf(':') + 1));
        e.put("CUDA_VISIBLE_DEVICES", gpus);
        e.put("NCCL_SOCKET_IFNAME", ifname);
        return e;
    }

    static List<Map<String, String>> good() {
        List<Map<String, String>> l = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            l.add(env(r, r % 2, r / 2, 4, "node1:15001", "0,1", "bond0"));
        }
        return l;
    }

    static Set<String> codes(List<Map<String, String>> envs) {
        List<ProcessRecord> p = new ArrayList<>();
        for (Map<String, String> e : envs) {
            p.add(new ProcessRecord("node" + (Integer.parseInt(e.get("NODE_RANK").isEmpty() ? "0" : e.get("NODE_RANK")) % 2 + 1), 9,
                    "srun>torchrun", "s", List.of("python", "t.py"), e, Set.of()));
        }
        List<Rank> ranks = Explainer.ranks(p, ALLOC);
        List<Finding> f = Checks.run(new Checks.Input(ranks, ALLOC, NodeFactsFile.none(), "t.sbatch"));
        return f.stream().filter(x -> x.severity() != Severity.INFO).map(Finding::code).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void aCorrectTablePasses() {
        assertEquals(Set.of(), codes(good()));
    }

    @Test
    void eachMistakeIsNamed() {
        List<Map<String, String>> dup = good();
        dup.get(3).put("RANK", "2");
        assertEquals(Set.of("RANK_NOT_UNIQUE", "RANK_NOT_CONTIGUOUS"), codes(dup));
        List<Map<String, String>> ws = good();
        ws.get(1).put("WORLD_SIZE", "8");
        assertEquals(Set.of("WORLD_SIZE_DIFFERS"), codes(ws));
        List<Map<String, String>> ws2 = good();
        ws2.forEach(e -> e.put("WORLD_SIZE", "16"));
        assertEquals(Set.of("WORLD_SIZE_WRONG"), codes(ws2));
        List<Map<String, String>> lo = good();
        lo.forEach(e -> e.put("MASTER_ADDR", "127.0.0.1"));
        assertEquals(Set.of("MASTER_ADDR_LOOPBACK"), codes(lo));
        List<Map<String, String>> m0 = good();
        m0.forEach(e -> e.put("MASTER_ADDR", "node2"));
        assertEquals(Set.of("RANK0_NOT_ON_MASTER"), codes(m0));
        List<Map<String, String>> port = good();
        port.get(2).put("MASTER_PORT", "15002");
        assertEquals(Set.of("MASTER_PORT_DIFFERS"), codes(port));
        List<Map<String, String>> fab = good();
        fab.get(3).put("NCCL_SOCKET_IFNAME", "eth0");
        assertEquals(Set.of("FABRIC_DIFFERS"), codes(fab));
        List<Map<String, String>> gpu = good();
        gpu.forEach(e -> e.put("CUDA_VISIBLE_DEVICES", "0"));
        assertEquals(Set.of("GPU_SHARED"), codes(gpu));
        List<Map<String, String>> range = good();
        range.forEach(e -> e.put("LOCAL_RANK", e.get("LOCAL_RANK").equals("1") ? "2" : "0"));
        assertEquals(Set.of("GPU_OUT_OF_RANGE"), codes(range));
        List<Map<String, String>> port29500 = good();
        port29500.forEach(e -> e.put("MASTER_PORT", "29500"));
        assertEquals(Set.of("DEFAULT_MASTER_PORT"), codes(port29500));
    }

    @Test
    void twoCompleteRunsWithTheirOwnRendezvousAreCheckedApart() {
        List<Map<String, String>> two = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            two.add(env(r, r, 0, 2, "node1:15001", "0,1", "bond0"));
            two.add(env(r, r, 1, 2, "node2:15002", "0,1", "bond0"));
        }
        assertEquals(Set.of(), codes(two));
        assertEquals("0-3,5", Checks.ranges(new TreeSet<>(List.of(0, 1, 2, 3, 5))));
    }
}
