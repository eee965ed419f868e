package dev.clusterjob.gate;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where a gate comes from (profile chain, spec, --gate/--no-gate) and what it does to the rendered script. */
class GateRenderTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/test-profiles.yaml").toAbsolutePath().toString();

    @Test
    void theGateFlagAddsTheStepWithDefaults() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--nodes", "2", "--gate", "--", "train.py");
        assertEquals(0, r.code(), r.err());
        String s = r.out();
        assertTrue(s.contains("#SBATCH --nodes=2\n"));
        assertTrue(s.contains("\n  cj_gate --tool auto --binary all_reduce_perf --python python3 --min-busbw '' \\\n"
                + "    --min-bytes '' --sweep-from '' --max-bytes '' --per-node 0 \\\n"
                + "    --nodes 2 --gpus-per-node 8 --timeout 120 --exit 91\n"), s);
        assertTrue(s.indexOf("\n  cj_gate --tool") < s.indexOf("export NNODES=${#CJ_TRAIN_HOSTS[@]}"),
                "the gate chooses the hosts before the rendezvous is derived from them");
        assertTrue(s.contains("\n" + TorchProbe.source()), "the probe is embedded verbatim");
    }

    @Test
    void aProfileGateAppliesToItsJobsAndTheSpecOverridesKeyByKey(@TempDir Path dir) throws Exception {
        Path profiles = dir.resolve("site.yaml");
        Files.writeString(profiles, """
                profiles:
                  gated:
                    extends: tcp
                    gpu_vendor: none
                    gate:
                      min_busbw_gbps: 0.05
                      spare_nodes: 1
                  gated-more:
                    extends: gated
                    gate:
                      timeout_s: 60
                """);
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: gated-more\nprofile_files: [site.yaml]\nnodes: 2\ncommand: [train.py]\ngate:\n  spare_nodes: 2\n");
        Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("#SBATCH --nodes=4\n"), "2 nodes + 2 spares");
        assertTrue(r.out().contains("\n  cj_gate --tool torch-probe "), "no GPUs: the probe");
        assertTrue(r.out().contains(" --min-busbw 0.05 "));
        assertTrue(r.out().contains(" --timeout 60 "));
        Cli.Result off = Cli.run("render", spec.toString(), "-o", "-", "--no-gate");
        assertEquals(0, off.code(), off.err());
        assertFalse(off.out().contains("cj_gate_main"));
        assertTrue(off.out().contains("#SBATCH --nodes=2\n"));
        Cli.Result show = Cli.run("profiles", "show", "--profile-file", profiles.toString(), "gated-more");
        assertTrue(show.out().contains("    gate:\n      min_busbw_gbps: 0.05\n      spare_nodes: 1\n      timeout_s: 60\n"), show.out());
    }

    @Test
    void specErrorsNameTheLineAndMpirunTargetsAreRefused(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\ncommand: [train.py]\ngate:\n  min_busbw: 40\n");
        Cli.Result bad = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("clusterjob: " + spec + ":5: gate: unknown key 'min_busbw'"), bad.err());
        Cli.Result mpirun = Cli.run("render", "--profile", "tcp", "--target", "mpirun", "--gate", "--", "train.py");
        assertEquals(2, mpirun.code());
        assertEquals("clusterjob: --gate: gate: runs as srun steps inside a Slurm allocation; target mpirun has none "
                + "(use --no-gate or target sbatch)\n", mpirun.err());
    }

    @Test
    void theRenderedGatePassesShellcheck(@TempDir Path dir) throws Exception {
        assertTrue(Files.isExecutable(Path.of("/usr/bin/shellcheck")), "needs shellcheck (run-tests installs it)");
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: cpu2\nprofile_files: [" + PROFILES + "]\nnodes: 2\ncommand: [train.py]\n"
                + "gate:\n  per_node: true\n  spare_nodes: 1\n  min_busbw_gbps: 1\n  min_bytes: 1M\n");
        Path script = dir.resolve("job.sbatch");
        Cli.Result r = Cli.run("render", spec.toString(), "-o", script.toString());
        assertEquals(0, r.code(), r.err());
        Process p = new ProcessBuilder("shellcheck", "-s", "bash", script.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
    }
}
