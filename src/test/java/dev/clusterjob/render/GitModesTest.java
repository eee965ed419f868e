package dev.clusterjob.render;

import dev.clusterjob.exec.LocalCommandRunner;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link GitModes} on real git output, and {@code check} reporting a script whose mode differs from git's. */
class GitModesTest {
    @TempDir
    Path dir;

    /** This repository's own `git ls-files -s -z -- clusterjob run-tests slurm-examples/torchrun-tcp.sbatch` (2026-12-03). */
    @Test
    void parsesLsFilesStagedNulTerminated() {
        String out = "100755 3d787705457d8c3080d0ccd624097320bac9dceb 0\tclusterjob\0"
                + "100755 156ffc14c6884e6d166515f1cee8f7b609eca8e6 0\trun-tests\0"
                + "100644 a3d5892b07b6b7180caadc90e6e9b34f8fd338b2 0\tslurm-examples/torchrun-tcp.sbatch\0";
        assertEquals(Map.of("clusterjob", true, "run-tests", true, "slurm-examples/torchrun-tcp.sbatch", false), GitModes.parse(out));
        assertEquals(Map.of(), GitModes.parse(""));
    }

    private void git(String... args) throws Exception {
        String[] argv = new String[args.length + 3];
        argv[0] = "git";
        argv[1] = "-C";
        argv[2] = dir.toString();
        System.arraycopy(args, 0, argv, 3, args.length);
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "git hang guard");
        assertEquals(0, p.exitValue(), text);
    }

    /** A render that used to set 0755 on a checked-in 0644 script: check now says so (exit 4), as git status would. */
    @Test
    void checkReportsAScriptWhoseModeDiffersFromGits() throws Exception {
        git("init", "-q");
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\ncommand: [a.py]\noutput: job.sbatch\n");
        assertEquals(0, Cli.run("render", spec.toString()).code());
        Path script = dir.resolve("job.sbatch");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rw-r--r--"));
        git("add", "job.yaml", "job.sbatch");
        assertEquals(Map.of(script, false), GitModes.executableInGit(new LocalCommandRunner(), List.of(script, dir.resolve("untracked.sbatch"))));

        Cli.Result ok = Cli.run("check", dir.toString());
        assertEquals(0, ok.code(), ok.out());
        assertEquals(0, Cli.run("render", spec.toString()).code(), "a rewrite keeps 0644");
        assertEquals(0, Cli.run("check", dir.toString()).code());

        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Cli.Result mode = Cli.run("check", dir.toString());
        assertEquals(4, mode.code(), mode.out());
        assertTrue(mode.out().contains("MODE    " + script + " (from " + spec + "): executable here, 100644 in git (git status shows it"
                + " changed): chmod -x " + script + "\n"), mode.out());
        assertTrue(mode.out().endsWith("1 spec(s) checked: 0 up to date, 1 stale or missing, 0 invalid\n"), mode.out());
    }

    @Test
    void noRepositoryNoModes() {
        assertEquals(Map.of(), GitModes.executableInGit(new LocalCommandRunner(), List.of(Path.of("/proc/version"))));
    }
}
