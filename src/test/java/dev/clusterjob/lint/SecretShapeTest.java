package dev.clusterjob.lint;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rule env.secret: what looks like a secret, and render refusing it without repeating it. */
class SecretShapeTest {
    /** A token of Hugging Face's documented shape; not a real one. */
    static final String HF = "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

    @ParameterizedTest(name = "{0}={1} -> {2}")
    @CsvSource(delimiter = '|', value = {
            "HF_TOKEN|anything|name", "WANDB_API_KEY|0123abcd|name", "DB_PASSWORD|p|name", "MY_SECRET_FILE|/run/s|name",
            "AWS_SECRET_ACCESS_KEY|x|name", "NOTE|" + "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz012345|value",
            "GH|ghp_0123456789abcdefghijABCDEFGHIJ|value", "OPENAI|sk-proj-0123456789abcdefghij|value",
            "AWS_ACCESS_KEY_ID|AKIAIOSFODNN7EXAMPLE|value", "X|AKIAIOSFODNN7EXAMPLE|value",
            "HF_TOKEN|''|none", "HF_TOKEN|$HF_TOKEN|none", "TOKENIZERS_PARALLELISM|false|none",
            "TOKENIZER_NAME_OR_PATH|bigscience/tok|none", "NCCL_SOCKET_IFNAME|bond0|none", "NOTE|sk-short|none",
            "NCCL_IB_HCA|=mlx5_0,mlx5_1|none"})
    void whatLooksLikeASecret(String name, String value, String why) {
        String got = SecretShape.why(name, value.equals("''") ? "" : value);
        if (why.equals("none")) {
            assertNull(got);
        } else {
            assertTrue(got != null && got.contains(why.equals("name") ? "the name" : "the value"), String.valueOf(got));
        }
    }

    @Test
    void renderRefusesAWrittenOutTokenAndNeverPrintsIt(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nenv:\n  HF_TOKEN: " + HF + "\ncommand: [train.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(spec + ":3: error env.secret HF_TOKEN: HF_TOKEN is written out in plain text"), r.err());
        assertTrue(r.err().contains("from_env"), r.err());
        assertFalse(r.err().contains(HF) || r.out().contains(HF), "the value was printed");
        Files.writeString(spec, "profile: tcp\nenv:\n  HF_TOKEN: " + HF + "\nallow_findings: [env.secret:HF_TOKEN]\ncommand: [train.py]\n");
        assertEquals(0, Cli.run("render", spec.toString()).code(), "accepted on purpose");
    }

    @Test
    void lintFindsOneInAScript(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH --nodes=1\nexport HF_TOKEN=" + HF + "\nsrun python train.py\n");
        Cli.Result r = Cli.run("lint", script.toString());
        assertTrue(r.out().contains("env.secret") || r.err().contains("env.secret"), r.out() + r.err());
        assertFalse((r.out() + r.err()).contains(HF), "the value was printed");
    }
}
