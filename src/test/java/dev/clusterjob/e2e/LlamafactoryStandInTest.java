package dev.clusterjob.e2e;

import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The llamafactory-cli test stand-in (src/test/e2e/bin) fails loudly, before starting torchrun, on each
 * way the launcher contract can be broken (no Slurm needed: it stops before torchrun).
 */
class LlamafactoryStandInTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no FORCE_TORCHRUN         | FORCE_TORCHRUN=          | FORCE_TORCHRUN is not set
            FORCE_TORCHRUN=0          | FORCE_TORCHRUN=0         | FORCE_TORCHRUN='0' is not one of
            no NNODES                 | NNODES=                  | NNODES is not set
            no NODE_RANK              | NODE_RANK=               | NODE_RANK is not set
            no NPROC_PER_NODE         | NPROC_PER_NODE=          | NPROC_PER_NODE is not set
            no MASTER_ADDR            | MASTER_ADDR=             | MASTER_ADDR is not set
            no MASTER_PORT            | MASTER_PORT=             | MASTER_PORT is not set
            127.0.0.1 on two nodes    | MASTER_ADDR=127.0.0.1    | MASTER_ADDR=127.0.0.1 on a 2-node run
            localhost on two nodes    | MASTER_ADDR=localhost    | MASTER_ADDR=localhost on a 2-node run
            node rank out of range    | NODE_RANK=2              | NODE_RANK=2 is not below NNODES=2
            port not a number         | MASTER_PORT=x            | MASTER_PORT='x' is not a whole number
            """)
    void refusesABrokenContract(String name, String change, String message) throws Exception {
        Map<String, String> env = new LinkedHashMap<>(Map.of("PATH", Testbed.PATH, "FORCE_TORCHRUN", "1", "NNODES", "2",
                "NODE_RANK", "1", "NPROC_PER_NODE", "2", "MASTER_ADDR", "node1", "MASTER_PORT", "15042"));
        String[] kv = change.split("=", 2);
        env.put(kv[0], kv[1]);
        String err = run(env, "train", "sft.yaml");
        assertTrue(err.contains("llamafactory-cli (clusterjob TEST STAND-IN, not LLaMA-Factory): error: " + message), err);
    }

    @ParameterizedTest(name = "command {0}")
    @CsvSource({"export", "''"})
    void onlyTrainIsImplemented(String command) throws Exception {
        String err = run(Map.of("PATH", Testbed.PATH), command.isEmpty() ? new String[0] : new String[] {command});
        assertTrue(err.contains("only 'train' is implemented"), err);
    }

    /** Runs the stand-in with exactly {@code env}; asserts exit 2 and returns its stderr. */
    static String run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        Path err = Files.createTempFile("lf-stand-in", ".err");
        try {
            List<String> argv = new java.util.ArrayList<>(List.of(Testbed.E2E.resolve("bin/llamafactory-cli").toString()));
            argv.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(argv).redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().clear();
            pb.environment().putAll(env);
            Process p = pb.start();
            assertTrue(p.waitFor(20, TimeUnit.SECONDS), "stand-in did not stop");
            String text = Files.readString(err);
            assertEquals(2, p.exitValue(), text);
            return text;
        } finally {
            Files.deleteIfExists(err);
        }
    }
}
