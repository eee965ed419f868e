package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check} reports a script whose executable bit differs from the mode git records (a real git repository). */
class CheckModeTest {
    @TempDir
    Path dir;

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

    /** A checked-in 0644 script found 0755: check says so (exit 4), as git status would. */
    @Test
    void checkReportsAScriptWhoseModeDiffersFromGits() throws Exception {
        git("init", "-q");
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\ncommand: [a.py]\noutput: job.sbatch\n");
        assertEquals(0, Cli.run("render", spec.toString()).code());
        Path script = dir.resolve("job.sbatch");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rw-r--r--"));
        git("add", "job.yaml", "job.sbatch");

        Cli.Result ok = Cli.run("check", dir.toString());
        assertEquals(0, ok.code(), ok.out());
        assertEquals(0, Cli.run("render", spec.toString()).code(), "a rewrite keeps 0644");
        assertEquals(0, Cli.run("check", dir.toString()).code());

        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Cli.Result mode = Cli.run("check", dir.toString());
        assertEquals(4, mode.code(), mode.out());
        assertTrue(mode.out().contains("MODE    " + script + " (from " + spec + "): executable here, 644 in git (git status shows it"
                + " changed): chmod -x " + script + ", or clusterjob check --fix\n"), mode.out());
        assertEquals(0, Cli.run("check", "--fix", dir.toString()).code());
        assertEquals(0, Cli.run("check", dir.toString()).code(), "--fix gave it git's mode back");
        assertTrue(mode.out().endsWith("1 spec(s) checked: 0 up to date, 1 stale or missing, 0 invalid\n"), mode.out());
    }
}
