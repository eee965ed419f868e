package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** check, profiles and hostfile commands in-process. */
class OtherCommandsTest {
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
        assertTrue(r.out().contains("bench/specs/llama3-8b-full-sft-h800.sbatch"), r.out());
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

    @Test
    void profilesListAndShow(@TempDir Path dir) throws Exception {
        Cli.Result list = Cli.run("profiles", "list");
        assertEquals(0, list.code());
        assertTrue(list.out().contains("h800") && list.out().contains("instinct") && list.out().contains("tcp"), list.out());
        Path pf = dir.resolve("site.yaml");
        Files.writeString(pf, "profiles:\n  mine:\n    extends: h800\n    env:\n      NCCL_SOCKET_IFNAME: ib0\n      NCCL_IB_GID_INDEX: ~\n");
        Cli.Result show = Cli.run("profiles", "show", "--profile-file", pf.toString(), "mine");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("merged from: h800 -> mine"), show.out());
        assertTrue(show.out().contains("NCCL_SOCKET_IFNAME: \"ib0\"   # from mine"), show.out());
        assertTrue(show.out().contains("NCCL_IB_HCA: \"=mlx5_0,mlx5_1\"   # from h800"), show.out());
        assertTrue(!show.out().contains("NCCL_IB_GID_INDEX"), "null removes an inherited variable");
        assertEquals(2, Cli.run("profiles", "show", "nope").code());
    }

    @Test
    void hostfileFormats() {
        Cli.Result ds = Cli.run("hostfile", "--nodelist", "gpu-a[01-02],gpu-b5", "--slots", "8");
        assertEquals("gpu-a01 slots=8\ngpu-a02 slots=8\ngpu-b5 slots=8\n", ds.out());
        Cli.Result mpich = Cli.run("hostfile", "--nodelist", "n[1-2]", "--slots", "4", "--format", "mpich");
        assertEquals("n1:4\nn2:4\n", mpich.out());
        Cli.Result plain = Cli.run("hostfile", "--nodelist", "rack[1-2]-n[1-2]", "--format", "plain");
        assertEquals("rack1-n1\nrack1-n2\nrack2-n1\nrack2-n2\n", plain.out());
        Cli.Result bad = Cli.run("hostfile", "--nodelist", "n[1-", "--slots", "8");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("clusterjob: --nodelist: malformed hostlist 'n[1-'"), bad.err());
        assertEquals(2, Cli.run("hostfile", "--nodelist", "n1").code(), "slots required");
    }
}
