package dev.clusterjob.lint;

import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ScriptFacts on the lint tests' real scripts: bloom's 176B training script (realworld/lint), the seeds quoted from
 * articles (dev/clusterjob/lint) and a batch script of realworld/lint/signals.
 */
class ScriptFactsTest {
    static final KnowledgeBase KB = KnowledgeBase.bundled();

    static String read(String path) {
        try {
            return Files.readString(Path.of("src/test/resources").resolve(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ScriptFacts facts(String path) {
        return ScriptFacts.read(KB, read(path), null);
    }

    static ScriptFacts.Assign assign(ScriptFacts f, String name) {
        return f.assigns.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    @Test
    void bloomIsAMultiNodeBatchScriptWithPlainAndExportedAssignments() {
        ScriptFacts f = facts("realworld/lint/bloom-tr11-176B-ml.slurm");
        assertTrue(f.batch);
        assertEquals(Boolean.TRUE, f.multiNode); // #SBATCH --nodes=24
        assertEquals(ScriptFacts.AssignKind.PLAIN, assign(f, "MASTER_PORT").kind());
        assertEquals("6000", assign(f, "MASTER_PORT").value());
        assertNull(assign(f, "MASTER_ADDR").value()); // $(scontrol show hostnames ...): not a literal
        assertEquals(ScriptFacts.AssignKind.EXPORT, assign(f, "HF_DATASETS_OFFLINE").kind());
        assertTrue(f.exported.containsAll(Set.of("TRANSFORMERS_CACHE", "LAUNCHER", "NCCL_ASYNC_ERROR_HANDLING")));
        assertFalse(f.exported.contains("MASTER_ADDR"));
    }

    @Test
    void theBatchShellExpandsMasterAddrIntoTheLauncherButNotTheExportedCaches() {
        ScriptFacts f = facts("realworld/lint/bloom-tr11-176B-ml.slurm");
        assertTrue(ScriptFacts.expandedByTheShell(f.sh, "MASTER_ADDR"));
        assertTrue(ScriptFacts.expandedByTheShell(f.sh, "NNODES"));
        assertFalse(ScriptFacts.expandedByTheShell(f.sh, "HF_DATASETS_OFFLINE"));
        assertFalse(ScriptFacts.expandedByTheShell(f.sh, "CUDA_LAUNCH_BLOCKING"));
    }

    @Test
    void echoingAVariableOrItsOwnAssignmentIsNoExpansionThatPassesItOn() {
        ShellScript sh = ShellScript.parse("MASTER_PORT=${MASTER_PORT:-29500}\necho \"master: $MASTER_PORT\"\n"
                + "srun bash -c 'torchrun --master_port $MASTER_PORT train.py'\n");
        assertFalse(ScriptFacts.expandedByTheShell(sh, "MASTER_PORT"));
        assertTrue(ScriptFacts.expandedByTheShell(ShellScript.parse("torchrun --master_port $MASTER_PORT train.py\n"), "MASTER_PORT"));
    }

    @Test
    void hipVisibleDevicesMakesItAnAmdScriptAndTorchrunWithoutNnodesOneNode() {
        ScriptFacts f = facts("dev/clusterjob/lint/seed-amd-rccl-launch.sh");
        assertFalse(f.batch);
        assertEquals(GpuVendor.AMD, f.vendor);
        assertEquals(Boolean.FALSE, f.multiNode);
        assertEquals(ScriptFacts.AssignKind.EXPORT, assign(f, "HIP_VISIBLE_DEVICES").kind());
        assertEquals("0,1,2,3", assign(f, "HIP_VISIBLE_DEVICES").value());
        // the partition's vendor, when given, wins over the script's evidence
        assertEquals(GpuVendor.NVIDIA, ScriptFacts.read(KB, read("dev/clusterjob/lint/seed-amd-rccl-launch.sh"), GpuVendor.NVIDIA).vendor);
    }

    @Test
    void prefixAssignmentsBeforeALauncherAndNnodesTwoMeanMultiNode() {
        ScriptFacts f = facts("dev/clusterjob/lint/seed-h800-launch.sh");
        ScriptFacts.Assign nnodes = assign(f, "NNODES");
        assertEquals(ScriptFacts.AssignKind.PREFIX, nnodes.kind());
        assertEquals("2", nnodes.value());
        assertEquals("llamafactory-cli", ScriptFacts.base(nnodes.command().words().get(ScriptFacts.programIndex(nnodes.command().words()))));
        assertEquals(Boolean.TRUE, f.multiNode);
        assertTrue(f.exported.isEmpty());
    }

    @Test
    void oneGpuBatchScriptWithoutNodeCountIsUnknown() {
        ScriptFacts f = facts("realworld/lint/signals/nugraph-train-batch.sh");
        assertTrue(f.batch);
        assertNull(f.multiNode);
        assertTrue(f.assigns.isEmpty());
    }

    @Test
    void programIndexSkipsAssignmentsAndWrappers() {
        ShellScript sh = ShellScript.parse("OMP_NUM_THREADS=8 exec numactl --interleave=all /usr/bin/srun python train.py\nA=1 B=2\n");
        List<ShellScript.Word> w = sh.commands().get(0).words();
        assertEquals(3, ScriptFacts.programIndex(w));
        assertEquals("numactl", ScriptFacts.base(w.get(2)));
        List<ShellScript.Word> pure = sh.commands().get(1).words();
        assertEquals(-1, ScriptFacts.programIndex(pure));
    }

    @Test
    void flagValueReadsBothFlagForms() {
        ShellScript sh = ShellScript.parse("torchrun --nnodes=2:4 --nproc_per_node 8 --rdzv_endpoint \"$MASTER_ADDR:29500\" train.py\n");
        List<ShellScript.Word> w = sh.commands().get(0).words();
        assertArrayEquals(new String[] {"--nnodes", "2:4"}, ScriptFacts.flagValue(w, 1, Set.of("--nnodes")));
        assertArrayEquals(new String[] {"--nproc_per_node", "8"}, ScriptFacts.flagValue(w, 2, Set.of("--nproc_per_node")));
        assertArrayEquals(new String[] {"--rdzv_endpoint", null}, ScriptFacts.flagValue(w, 4, Set.of("--rdzv_endpoint")));
        assertNull(ScriptFacts.flagValue(w, 5, Set.of("--nnodes")));
    }

    @Test
    void launcherValuesAreThoseNoLibraryReadsFromTheEnvironment() {
        assertTrue(ScriptFacts.launcherValue("MASTER_ADDR"));
        assertTrue(ScriptFacts.launcherValue("NNODES"));
        assertFalse(ScriptFacts.launcherValue("NCCL_SOCKET_IFNAME"));
        assertFalse(ScriptFacts.launcherValue("HIP_VISIBLE_DEVICES"));
        assertFalse(ScriptFacts.launcherValue("TORCH_NCCL_ASYNC_ERROR_HANDLING"));
    }
}
