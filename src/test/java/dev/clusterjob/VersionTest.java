package dev.clusterjob;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code clusterjob --version}: version, the commit built, its date, and the Java runtime it runs on. */
class VersionTest {
    @Test
    void versionLinesNameTheCommitItsDateAndTheRuntime() throws Exception {
        List<String> lines = Version.lines();
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("clusterjob \\d+\\.\\d+\\.\\d+\\S*"), lines.get(0));
        // The tests run in a git checkout (a fresh clone in CI): the build read the commit from git.
        Process git = new ProcessBuilder("git", "log", "-1", "--format=%H %cd", "--date=iso-strict").start();
        String[] head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim().split(" ");
        assertTrue(git.waitFor(30, TimeUnit.SECONDS));
        assertEquals("commit: " + head[0], lines.get(1));
        assertEquals("build date: " + head[1] + " (the commit's date)", lines.get(2));
        assertTrue(lines.get(3).startsWith("java: " + System.getProperty("java.runtime.version") + " ("), lines.get(3));
        assertTrue(lines.get(3).endsWith(" " + System.getProperty("java.home")), lines.get(3));
    }
}
