package dev.clusterjob;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The process as a user starts it: Main ends it with Runtime.halt, so everything the command wrote must be out
 * before that, and the exit code must be the command's. Compared with the same command run in-process.
 */
class MainTest {
    @TempDir
    Path dir;

    record Process(int code, String out, String err) {
    }

    Process java(String... args) throws Exception {
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.clusterjob.Main"));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile())
                .redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.environment().put("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
        java.lang.Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "clusterjob " + String.join(" ", args) + " ended");
        return new Process(p.exitValue(), java.nio.file.Files.readString(dir.resolve("out"), StandardCharsets.UTF_8),
                java.nio.file.Files.readString(dir.resolve("err"), StandardCharsets.UTF_8));
    }

    @Test
    void aRenderToStdoutIsWhollyOutWithExitCodeZero() throws Exception {
        String[] args = {"render", "--profile", "h800", "--nodes", "2", "--allow-finding", "profile.site-values", "-o", "-", "--", "train.py"};
        Cli.Result inProcess = Cli.run(args);
        Process p = java(args);
        assertEquals(0, inProcess.code(), inProcess.err());
        assertEquals(0, p.code(), p.err());
        assertTrue(p.out().length() > 2000 && p.out().endsWith("\n"), p.out());
        assertEquals(inProcess.out(), p.out());
    }

    @Test
    void badInputKeepsItsExitCodeAndMessage() throws Exception {
        String[] args = {"render", dir.resolve("missing.yaml").toString()};
        Cli.Result inProcess = Cli.run(args);
        Process p = java(args);
        assertTrue(inProcess.code() != ExitCodes.OK && inProcess.code() != ExitCodes.INTERNAL, inProcess.err());
        assertEquals(inProcess.code(), p.code(), p.err());
        assertEquals(inProcess.err(), p.err());
    }
}
