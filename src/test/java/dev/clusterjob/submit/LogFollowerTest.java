package dev.clusterjob.submit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogFollowerTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    static void append(Path f, String s) throws Exception {
        Files.writeString(f, s, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    @Test
    void copiesOnlyWhatWasAppendedAndWaitsForMissingFiles() throws Exception {
        Path o = dir.resolve("sft-12.out");
        Path e = dir.resolve("sft-12.err");
        LogFollower f = new LogFollower(out, err);
        f.follow(new LogPaths(o, e));
        assertFalse(f.poll(), "files not there yet");
        append(o, "step 1\n");
        assertTrue(f.poll());
        append(o, "step 2\npart");
        append(e, "warning\n");
        f.poll();
        append(o, "ial\n");
        f.poll();
        assertFalse(f.poll());
        assertEquals("step 1\nstep 2\npartial\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("warning\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aRewrittenFileIsReadFromTheStart() throws Exception {
        Path o = dir.resolve("o");
        LogFollower f = new LogFollower(out, err);
        f.follow(new LogPaths(o, null));
        append(o, "first run, long line\n");
        f.poll();
        Files.writeString(o, "run 2\n");
        f.poll();
        assertEquals("first run, long line\nrun 2\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void drainStopsOnceTheFilesAreQuiet() throws Exception {
        Path o = dir.resolve("o");
        append(o, "last words\n");
        FakeTime time = new FakeTime();
        LogFollower f = new LogFollower(out, err);
        f.follow(new LogPaths(o, null));
        java.time.Instant t0 = time.now();
        f.drain(time, Duration.ofSeconds(2), Duration.ofSeconds(30));
        assertEquals("last words\n", out.toString(StandardCharsets.UTF_8));
        long waited = time.elapsedSince(t0).toMillis();
        assertTrue(waited >= 2000 && waited < 3000, "waited " + waited + " ms");
    }

    @Test
    void pathsFromPatterns() {
        LogPaths p = LogPaths.resolve("logs/%x-%j.out", "logs/%x-%j.err", "/work", "12", "sft", "alice", null);
        assertEquals(Path.of("/work/logs/sft-12.out"), p.stdout());
        assertEquals(Path.of("/work/logs/sft-12.err"), p.stderr());
        LogPaths d = LogPaths.resolve(null, null, "/work", "12", "sft", "alice", null);
        assertEquals(Path.of("/work/slurm-12.out"), d.stdout());
        assertNull(d.stderr(), "stderr shares the output file");
        assertEquals(Path.of("/abs/o-12"), LogPaths.resolve("/abs/o-%j", "/abs/o-%j", "/work", "12", "x", "u", null).stdout());
        assertNull(LogPaths.resolve("%N-%j.out", null, "/w", "12", "x", "u", null), "no node yet");
        assertEquals(Path.of("/w/gpu-a01-12.out"), LogPaths.resolve("%N-%j.out", null, "/w", "12", "x", "u", "gpu-a[01-02]").stdout());
    }
}
