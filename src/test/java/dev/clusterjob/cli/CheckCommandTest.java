package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code clusterjob check}: the repository's checked-in scripts match their specs, and drift is shown as a diff with exit 4. */
class CheckCommandTest {
    @Test
    void checkPassesOnTheRepositoryExamples() {
        Cli.Result r = Cli.run("check", "slurm-examples", "mpi-examples");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(" 0 stale or missing, 0 invalid"), r.out());
    }

    /** `clusterjob check .` at the root: every spec that names an output (bench/specs too) has it checked in and fresh. */
    @Test
    void checkPassesOnTheWholeRepository() {
        Cli.Result r = Cli.run("check", ".");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("ok      bench/specs/llama3-8b-full-sft-h800.sbatch (from bench/specs/llama3-8b-full-sft-h800.yaml)\n"),
                "the spec named as the script beside it, without ./: " + r.out());
        assertTrue(!r.out().contains("./"), r.out());
        assertTrue(r.out().contains(" 0 stale or missing, 0 invalid"), r.out());
    }

    @Test
    void checkReportsDriftWithAUnifiedDiffAndExit4(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\ncommand: [a.py]\noutput: job.sbatch\n");
        assertEquals(0, Cli.run("render", spec.toString()).code());
        assertEquals(0, Cli.run("check", dir.toString()).code());
        Files.writeString(spec, "profile: tcp\nnodes: 3\ncommand: [a.py]\noutput: job.sbatch\n");
        Cli.Result r = Cli.run("check", dir.toString());
        assertEquals(4, r.code());
        assertTrue(r.out().contains("STALE"), r.out());
        assertTrue(r.out().contains("-#SBATCH --nodes=2\n+#SBATCH --nodes=3\n"), r.out());
        assertTrue(r.out().contains("@@ -"), r.out());
        Files.delete(dir.resolve("job.sbatch"));
        Cli.Result missing = Cli.run("check", dir.toString());
        assertEquals(4, missing.code());
        assertTrue(missing.out().contains("MISSING"), missing.out());
        Files.writeString(dir.resolve("broken.yaml"), "profile: tcp\nnodes: zero\noutput: b.sbatch\n");
        assertEquals(2, Cli.run("check", dir.toString()).code());
    }
}
