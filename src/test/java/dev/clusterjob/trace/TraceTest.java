package dev.clusterjob.trace;

import dev.clusterjob.testing.TempTrees;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-thread CPU of the start-up trace, read from folders laid out as Linux's /proc/PID/task. */
class TraceTest {
    @Test
    void aThreadsCpuIsTheFirstFieldOfItsSchedstatInMilliseconds() throws Exception {
        Path dir = Files.createTempDirectory("cj-trace");
        try {
            Files.writeString(dir.resolve("schedstat"), "41034567 2000 31\n");
            assertEquals("41.0", Trace.cpu(dir));
            Files.writeString(dir.resolve("schedstat"), "not a number\n");
            assertEquals("?", Trace.cpu(dir));
            assertEquals("?", Trace.cpu(dir.resolve("gone")));
        } finally {
            TempTrees.delete(dir);
        }
    }

    @Test
    void everyThreadIsNamedWithItsCpu() throws Exception {
        Path dir = Files.createTempDirectory("cj-trace");
        try {
            for (String[] t : new String[][] {{"101", "main\n", "80200000 0 1\n"}, {"102", "C1 CompilerThre\n", "41000000 0 1\n"}}) {
                Path task = Files.createDirectories(dir.resolve(t[0]));
                Files.writeString(task.resolve("comm"), t[1]);
                Files.writeString(task.resolve("schedstat"), t[2]);
            }
            String line = Trace.threads(dir);
            assertTrue(line.contains("main 80.2") && line.contains("C1 CompilerThre 41.0") && line.contains(" | "), line);
            assertTrue(Trace.threads(dir.resolve("none")).startsWith("unknown ("), "a folder that is not there");
        } finally {
            TempTrees.delete(dir);
        }
    }

    @Test
    void thisProcessHasItsOwnThreadsCpu() {
        String line = Trace.threads(Path.of("/proc/self/task"));
        assertTrue(line.matches(".*\\bjava [0-9]+\\.[0-9].*"), line); // Linux names the main thread after the program; the testbeds are Linux
    }
}
