package dev.clusterjob.cli;

import dev.clusterjob.lint.LintRule;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LintCommandTest {
    private static final String SEEDS = "src/test/resources/dev/clusterjob/lint/";

    @TempDir
    Path dir;

    @Test
    void errorsExitFour() {
        Cli.Result r = Cli.run("lint", SEEDS + "seed-amd-rccl-env.sh");
        assertEquals(4, r.code(), r.err());
        assertTrue(r.out().contains("seed-amd-rccl-env.sh:7: error env.not-real NCCL_TIMEOUT: NCCL_TIMEOUT does not exist"), r.out());
        assertTrue(r.out().endsWith("1 error, 2 warnings, 2 info in 1 file\n"), r.out());
    }

    @Test
    void warningsAloneExitZero() {
        Cli.Result r = Cli.run("lint", SEEDS + "seed-h800-rdma-env.sh");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("env.ib-hca-prefix"), r.out());
    }

    @Test
    void renderedScriptsLintClean() throws IOException {
        Path script = dir.resolve("job.sbatch");
        assertEquals(0, Cli.run("render", "--profile", "instinct", "--nodes", "4", "-o", script.toString(), "--", "train.py").code());
        Cli.Result r = Cli.run("lint", script.toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("0 errors, 0 warnings"), r.out());
    }

    @Test
    void jsonAndVendor() {
        Cli.Result r = Cli.run("lint", "--json", "--vendor", "nvidia", SEEDS + "seed-amd-rccl-env.sh");
        assertEquals(4, r.code());
        assertTrue(r.out().contains("\"code\" : \"env.not-real\"") && r.out().contains("\"errors\" : 1"), r.out());
    }

    @Test
    void listRulesPrintsEveryCode() {
        Cli.Result r = Cli.run("lint", "--list-rules");
        assertEquals(0, r.code());
        for (LintRule rule : LintRule.values()) {
            assertTrue(r.out().contains(rule.code()), rule.code());
        }
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        Cli.Result none = Cli.run("lint");
        assertEquals(2, none.code());
        Cli.Result missing = Cli.run("lint", dir.resolve("nope.sh").toString());
        assertEquals(2, missing.code());
        assertEquals(1, missing.err().lines().count(), missing.err());
        assertTrue(missing.err().contains("nope.sh: file not found"), missing.err());
        Cli.Result vendor = Cli.run("lint", "--vendor", "intel", SEEDS + "seed-amd-rccl-env.sh");
        assertEquals(2, vendor.code());
        assertTrue(vendor.err().contains("--vendor: expected nvidia or amd"), vendor.err());
    }

    @Test
    void helpHasAWorkedExample() {
        Cli.Result r = Cli.run("lint", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("clusterjob lint my-job.sbatch") && r.out().contains("Exit code 4"), r.out());
    }
}
