package dev.clusterjob.render;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code env: {NAME: {from_env: SOURCE}}} in a rendered script, run under a synthetic allocation: the value is
 * never written; every task gets it from the batch shell's environment (what sbatch passed); a missing one stops
 * the job with 64 before anything starts; an {@code export:} that keeps it out is refused at render.
 * (The same through real sbatch: SecretsE2ETest.)
 */
class EnvFromScriptTest {
    @TempDir
    Path dir;

    private String render(String extra) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\ngpus_per_node: 1\npreflight: false\nenv:\n  HF_TOKEN: {from_env: HF_TOKEN}\n"
                + "  WANDB_API_KEY: {from_env: MY_WANDB}\n" + extra + "command: [train.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    @Test
    void everyTaskGetsTheSubmittersValueAndTheScriptHasNone() throws Exception {
        String script = render("");
        FakeAllocation.Run run = FakeAllocation.runBatch(script, "5", "node[1-2]", 2, "broken",
                Map.of("HF_TOKEN", "hf-value-from-the-submit", "MY_WANDB", "wandb-value"), dir.resolve("run"));
        assertEquals(0, run.exitCode(), run.stderr());
        assertEquals(2, run.of("torchrun").size());
        for (FakeAllocation.Invocation i : run.of("torchrun")) {
            assertEquals("hf-value-from-the-submit", i.env("HF_TOKEN"));
            assertEquals("wandb-value", i.env("WANDB_API_KEY"));
        }
        assertTrue(script.contains("export WANDB_API_KEY=\"$MY_WANDB\""), script);
    }

    @Test
    void aMissingSourceStopsTheJobBeforeAnythingStarts() throws Exception {
        FakeAllocation.Run run = FakeAllocation.runBatch(render(""), "5", "node[1-2]", 2, "broken", Map.of("HF_TOKEN", "x"),
                dir.resolve("run"));
        assertEquals(64, run.exitCode(), run.stderr());
        assertTrue(run.stderr().contains("clusterjob: MY_WANDB is not set in the environment this script runs in"), run.stderr());
        assertEquals(0, run.invocations().size(), "nothing started");
    }

    @Test
    void anExportThatKeepsItOutIsRefused() throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nenv:\n  HF_TOKEN: {from_env: HF_TOKEN}\nsbatch:\n  export: NONE\ncommand: [train.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals("clusterjob: " + spec + ":3: env.HF_TOKEN: from_env HF_TOKEN reaches the job through sbatch's --export, but export: NONE"
                + " keeps it out (add HF_TOKEN or ALL to export:)\n", r.err());
        assertEquals(0, Cli.run("render", spec.toString(), "--sbatch", "export=ALL").code());
    }
}
