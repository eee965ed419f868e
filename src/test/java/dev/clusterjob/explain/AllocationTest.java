package dev.clusterjob.explain;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the request's tasks, CPUs and GPUs land, as the testbed showed Slurm placing them (docs/explain.md). */
class AllocationTest {
    static Allocation place(String sbatch, Allocation.Overrides o) {
        return Allocation.place(JobRequest.parse("#!/bin/bash\n" + sbatch + "\n"), o, 7, "j", null, null, null);
    }

    @Test
    void spreadsTasksEvenlyFirstNodesTakingTheRemainder() {
        Allocation a = place("#SBATCH -N 2 -n 3", Allocation.Overrides.none());
        assertEquals(List.of("node1", "node2"), a.hosts());
        assertEquals(List.of(2, 1), a.components().get(0).tasks());
        assertEquals(List.of(2, 1), a.components().get(0).cpus());
    }

    @Test
    void exclusiveNodesGiveEveryCpuAndSayWhatWasAssumed() {
        Allocation a = place("#SBATCH -N 2 --exclusive", Allocation.Overrides.none());
        assertEquals(List.of(Allocation.DEFAULT_NODE_CPUS, Allocation.DEFAULT_NODE_CPUS), a.components().get(0).cpus());
        assertEquals(List.of(Allocation.DEFAULT_NODE_CPUS, Allocation.DEFAULT_NODE_CPUS), a.components().get(0).tasks(),
                "--exclusive without a task count: SLURM_TASKS_PER_NODE = the CPUs (seen on both stacks)");
        assertTrue(a.assumptions().get(0).contains("--cpus-per-node"), a.assumptions().toString());
        Allocation b = place("#SBATCH -N 2 --exclusive --ntasks-per-node=1", new Allocation.Overrides(null, null, null, null, 96));
        assertEquals(List.of(96, 96), b.components().get(0).cpus());
        assertEquals(List.of(), b.assumptions());
    }

    @Test
    void theCommandLineOverridesTheScript() {
        Allocation a = place("#SBATCH -N 2 --gpus-per-node=8 -p gpu", new Allocation.Overrides(null, "g[07-09]", 4, "debug", null));
        assertEquals(List.of("g07", "g08", "g09"), a.hosts());
        assertEquals(4, a.components().get(0).gpusPerNode());
        assertEquals("debug", a.components().get(0).partition());
        assertThrows(ClusterjobException.class, () -> place("#SBATCH -N 2 -w n1", Allocation.Overrides.none()));
    }

    @Test
    void hetComponentsGetHostsOfTheirOwn() {
        Allocation a = place("#SBATCH -N 1 --ntasks-per-node=2\n#SBATCH hetjob\n#SBATCH -N 2", Allocation.Overrides.none());
        assertEquals(List.of("node1", "node2", "node3"), a.hosts());
        assertTrue(a.het());
        assertEquals(2, a.components().get(0).taskCount());
    }
}
