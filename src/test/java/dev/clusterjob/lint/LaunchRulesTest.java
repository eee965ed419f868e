package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * LaunchRules alone (no env or signal rules around it) on the seed scripts quoted from articles and on bloom's
 * 176B batch script (realworld/lint).
 */
class LaunchRulesTest {
    static final KnowledgeBase KB = KnowledgeBase.bundled();

    static List<Finding> launch(String text) {
        ScriptFacts f = ScriptFacts.read(KB, text, null);
        LaunchRules rules = new LaunchRules(KB);
        List<Finding> out = new ArrayList<>();
        for (ScriptFacts.Assign a : f.assigns) {
            rules.assignment("t.sh", a, f, out);
        }
        rules.commands("t.sh", f, out);
        return out;
    }

    static List<String> brief(List<Finding> fs) {
        return fs.stream().map(f -> f.line() + " " + f.code() + (f.variable() != null ? " " + f.variable() : "") + " " + f.severity().word())
                .toList();
    }

    @Test
    void exportsOfAScriptRunOnEveryNodeByHand() {
        List<Finding> fs = launch(ScriptFactsTest.read("dev/clusterjob/lint/seed-amd-rccl-env.sh"));
        assertEquals(List.of("3 port.fixed-29500 MASTER_PORT warning", "5 rank.fixed RANK info"), brief(fs));
        assertTrue(fs.get(1).hint().contains("RANK=$SLURM_PROCID"), fs.get(1).hint());
    }

    @Test
    void theSameExportsInAMultiNodeBatchScriptAreFixedForEveryNode() {
        String text = "#!/bin/bash\n#SBATCH --nodes=2\n" + ScriptFactsTest.read("dev/clusterjob/lint/seed-amd-rccl-env.sh");
        assertEquals(List.of("4 rdzv.fixed-master MASTER_ADDR warning", "5 port.fixed-29500 MASTER_PORT warning",
                "7 rank.fixed RANK error"), brief(launch(text)));
    }

    @Test
    void launcherFlagsOfTheH800Article() {
        List<Finding> fs = launch(ScriptFactsTest.read("dev/clusterjob/lint/seed-h800-launch.sh"));
        // NODE_RANK=0 as a command prefix is edited per node by hand: no rank finding outside a batch script
        assertEquals(List.of("8 port.fixed-29500 MASTER_PORT warning", "9 port.fixed-29500 MASTER_PORT warning",
                "13 launcher.deprecated info", "14 port.fixed-29500 warning", "17 launcher.deprecated info",
                "18 port.fixed-29500 warning", "50 torch.timeout-huge info"), brief(fs));
        assertTrue(fs.get(6).message().contains("about 5.7 years"), fs.get(6).message());
    }

    @Test
    void anEscapedSlurmProcidInBloomsLauncherIsLeftToEachTask() {
        assertEquals(List.of(), brief(launch(ScriptFactsTest.read("realworld/lint/bloom-tr11-176B-ml.slurm"))));
    }

    @Test
    void aPerTaskVariableExpandedOnTheSrunLineOrCopiedInTheBatchShell() {
        assertEquals(List.of("1 shell.early-expansion error"), brief(launch("srun torchrun --node_rank=$SLURM_NODEID a.py\n")));
        List<Finding> copied = launch("#!/bin/bash\n#SBATCH --nodes=2\nexport NODE_RANK=$SLURM_NODEID\nsrun torchrun --node_rank=$NODE_RANK a.py\n");
        assertEquals(List.of("3 shell.early-expansion NODE_RANK error", "4 shell.early-expansion error"), brief(copied));
        assertTrue(copied.get(1).message().startsWith("$NODE_RANK (from $SLURM_NODEID) on this srun line"), copied.get(1).message());
    }

    @Test
    void localhostRendezvousMattersOnlyWithMoreThanOneNode() {
        assertEquals(List.of("1 rdzv.localhost-multinode error"), brief(launch("torchrun --nnodes=2 --master_addr=127.0.0.1 a.py\n")));
        assertEquals(List.of(), brief(launch("torchrun --nnodes=1 --rdzv_endpoint=localhost:29400 a.py\n")));
        // a batch script with no node count and no torchrun (whose missing --nnodes means one node): unknown, so a warning
        assertEquals(List.of("3 rdzv.localhost-multinode warning"),
                brief(launch("#!/bin/bash\n#SBATCH --gres=gpu:8\naccelerate launch --main_process_ip=localhost a.py\n")));
        assertEquals(List.of(), brief(launch("#!/bin/bash\n#SBATCH --gres=gpu:8\ntorchrun --rdzv_endpoint=localhost:29400 a.py\n")));
    }

    @Test
    void humanSecondsSaysDaysOrYears() {
        assertEquals("about 2.0 days", LaunchRules.humanSeconds(172_800));
        assertEquals("about 1.0 years", LaunchRules.humanSeconds(365L * 86_400));
    }
}
