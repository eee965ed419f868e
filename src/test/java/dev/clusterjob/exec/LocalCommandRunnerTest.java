package dev.clusterjob.exec;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The local runner against real processes: /bin/sh, sleep, a missing binary. */
class LocalCommandRunnerTest {
    private final LocalCommandRunner runner = new LocalCommandRunner();

    @Test
    void capturesStdoutStderrAndExitCode() {
        CommandResult r = runner.run(ExternalCommand.of("/bin/sh", "-c", "echo out; echo err >&2; exit 7"));
        assertEquals(7, r.exitCode());
        assertEquals("out\n", r.stdout());
        assertEquals("err\n", r.stderr());
        assertFalse(r.timedOut());
        assertFalse(r.ok());
        assertTrue(r.duration().toNanos() > 0);
    }

    @Test
    void passesArgumentsVerbatimWithoutShellOrQuoting() {
        List<String> args = List.of("a b", "\"q\"", "'s'", "${HOME}", "$(id)", "", "tab\there");
        List<String> argv = new java.util.ArrayList<>(List.of("/bin/sh", "-c", "for a in \"$@\"; do printf '[%s]\\n' \"$a\"; done", "sh"));
        argv.addAll(args);
        CommandResult r = runner.run(ExternalCommand.of(argv));
        assertEquals("[a b]\n[\"q\"]\n['s']\n[${HOME}]\n[$(id)]\n[]\n[tab\there]\n", r.stdout());
    }

    @Test
    void environmentWorkdirAndStdin(@TempDir Path dir) throws Exception {
        Path real = dir.toRealPath();
        CommandResult r = runner.run(new ExternalCommand(List.of("/bin/sh", "-c", "echo \"$CJ_X\"; pwd; cat; echo \"${PATH:+has-path}\""),
                Map.of("CJ_X", "x y"), real.toString(), "line1\nline2\n", Duration.ofSeconds(20)));
        assertEquals("x y\n" + real + "\nline1\nline2\nhas-path\n", r.stdout());
        assertEquals(0, r.exitCode());
    }

    @Test
    void withoutStdinTheChildSeesEndOfFile() {
        CommandResult r = runner.run(ExternalCommand.of("/bin/sh", "-c", "cat; echo done").withTimeout(Duration.ofSeconds(20)));
        assertEquals("done\n", r.stdout());
        assertFalse(r.timedOut());
    }

    @Test
    void timeoutKillsTheProcessAndItsChildren(@TempDir Path dir) throws Exception {
        Path pidFile = dir.resolve("pid");
        long t0 = System.nanoTime();
        // The shell starts a grandchild sleep that holds stdout: killing only the shell would hang the pumps.
        CommandResult r = runner.run(ExternalCommand.of("/bin/sh", "-c", "echo started; sleep 30 & echo $! > " + pidFile + "; wait")
                .withTimeout(Duration.ofMillis(500)));
        double secs = (System.nanoTime() - t0) / 1e9;
        assertTrue(r.timedOut());
        assertEquals(-1, r.exitCode());
        assertEquals("started\n", r.stdout());
        assertTrue(secs < 10, "took " + secs + " s");
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        for (int i = 0; i < 50 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false); i++) {
            Thread.sleep(100);
        }
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "grandchild sleep survived");
    }

    @Test
    void missingProgramIsOneLineExecException() {
        ExecException e = assertThrows(ExecException.class, () -> runner.run(ExternalCommand.of("clusterjob-no-such-program-xyz", "-h")));
        assertTrue(e.getMessage().startsWith("cannot run clusterjob-no-such-program-xyz: not found on PATH"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
        assertEquals(3, e.exitCode());
    }

    @Test
    void missingAbsoluteProgramIsOneLineExecException() {
        ExecException e = assertThrows(ExecException.class, () -> runner.run(ExternalCommand.of("/nonexistent/bin/sbatch")));
        assertEquals("cannot run /nonexistent/bin/sbatch: no such executable file", e.getMessage());
    }

    @Test
    void missingWorkDirIsExecException() {
        ExecException e = assertThrows(ExecException.class,
                () -> runner.run(ExternalCommand.of("/bin/true").withWorkDir("/nonexistent/dir")));
        assertTrue(e.getMessage().contains("/nonexistent/dir"), e.getMessage());
    }

    @Test
    void programIsFoundOnTheGivenPath(@TempDir Path dir) throws Exception {
        Path tool = dir.resolve("cj-tool");
        Files.writeString(tool, "#!/bin/sh\necho tool \"$@\"\n");
        tool.toFile().setExecutable(true);
        LocalCommandRunner withPath = new LocalCommandRunner(Map.of("PATH", dir + ":/usr/bin:/bin"));
        assertEquals("tool x\n", withPath.run(ExternalCommand.of("cj-tool", "x")).stdout());
    }
}
