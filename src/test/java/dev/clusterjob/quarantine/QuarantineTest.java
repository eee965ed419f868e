package dev.clusterjob.quarantine;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The quarantine file: per cluster, expiring, renewed, a damaged file refused and left alone, concurrent writers losing nothing. */
class QuarantineTest {
    static final Instant T0 = Instant.parse("2026-12-03T10:00:00Z");

    static QuarantineEntry e(String node, String cluster, Duration left) {
        return new QuarantineEntry(node, cluster, "sweep outlier", "sweep job 7", T0.plus(left), T0);
    }

    @Test
    void entriesArePerClusterAndExpire(@TempDir Path dir) {
        Quarantine q = Quarantine.in(dir);
        assertEquals(List.of(), q.live(T0), "no file: nothing quarantined");
        q.add(List.of(e("n1", "c1", Duration.ofHours(1)), e("n1", "c2", Duration.ofHours(3)), e("n2", "c1", Duration.ofMinutes(10))), T0);
        assertEquals(List.of("n1", "n2"), q.live(T0, "c1").stream().map(QuarantineEntry::node).toList());
        assertEquals(List.of("n1"), q.live(T0.plus(Duration.ofMinutes(30)), "c1").stream().map(QuarantineEntry::node).toList(), "n2 expired");
        assertEquals(List.of("c2"), q.live(T0.plus(Duration.ofHours(2))).stream().map(QuarantineEntry::cluster).toList());
        q.add(List.of(e("n3", "c1", Duration.ofHours(1))), T0.plus(Duration.ofMinutes(30)));
        assertTrue(!q.file().toFile().exists() || !readFile(q).contains("\"n2\""), "expired entries are dropped at the next write");
    }

    static String readFile(Quarantine q) {
        try {
            return Files.readString(q.file());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void addingAgainRenewsAndRemoveNamesWhatItRemoved(@TempDir Path dir) {
        Quarantine q = Quarantine.in(dir);
        q.add(List.of(e("n1", "c1", Duration.ofHours(1))), T0);
        q.add(List.of(new QuarantineEntry("n1", "c1", "gate: slow", "job 9", T0.plus(Duration.ofDays(2)), T0)), T0);
        List<QuarantineEntry> live = q.live(T0);
        assertEquals(1, live.size());
        assertEquals("gate: slow", live.get(0).reason());
        assertEquals(T0.plus(Duration.ofDays(2)), live.get(0).expires());
        assertEquals(List.of(), q.remove("c2", List.of("n1"), T0), "another cluster's n1 is not this one");
        assertEquals(1, q.remove("c1", List.of("n1"), T0).size());
        assertEquals(List.of(), q.live(T0));
    }

    @Test
    void aDamagedFileIsRefusedWithOneLineAndNeverRewritten(@TempDir Path dir) throws Exception {
        Quarantine q = Quarantine.in(dir);
        for (String bad : List.of("{\"version\":1,\"entries\":[{\"node\":\"n1\",\"cluster\":\"c1\",\"expires\":\"soon\"}]}",
                "{\"version\":1,\"entries\":[{\"node\":\"n1\",\"cluster\":\"c1\",",
                "{\"version\":1,\"entries\":[{\"cluster\":\"c1\",\"expires\":\"2026-12-04T00:00:00Z\"}]}",
                "[]", "")) {
            Files.writeString(q.file(), bad);
            ClusterjobException x = assertThrows(ClusterjobException.class, () -> q.live(T0), bad);
            assertEquals(ExitCodes.STATE_DAMAGED, x.exitCode());
            assertTrue(x.getMessage().startsWith(q.file() + ": "), x.getMessage());
            assertEquals(1, x.getMessage().lines().count());
            assertThrows(ClusterjobException.class, () -> q.add(List.of(e("n9", "c1", Duration.ofHours(1))), T0));
            assertThrows(ClusterjobException.class, () -> q.remove("c1", List.of("n1"), T0));
            assertEquals(bad, Files.readString(q.file()), "left exactly as it was");
        }
        Files.writeString(q.file(), "{\"version\":1,\"entries\":[{\"node\":\"n1\",\"cluster\":\"c1\",\"expires\":\"soon\"}]}");
        assertEquals(q.file() + ": line 1: \"expires\" is not a time such as 2026-12-03T10:00:00Z: 'soon'; the quarantine is left as it is:"
                + " fix the file or move it away (clusterjob quarantine list reads it)", assertThrows(ClusterjobException.class, () -> q.live(T0)).getMessage());
    }

    /** Three writer processes (each its own JVM and file lock) add 20 entries each, one change at a time: all 60 are there. */
    @Test
    void concurrentWriterProcessesLoseNothing(@TempDir Path dir) throws Exception {
        List<Process> writers = new ArrayList<>();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (String prefix : List.of("a", "b", "c")) {
            writers.add(new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-cp",
                    System.getProperty("java.class.path"), QuarantineWriter.class.getName(), dir.toString(), prefix, "20").redirectErrorStream(true)
                    .redirectOutput(dir.resolve("writer-" + prefix + ".log").toFile()).start());
        }
        for (Process p : writers) {
            assertTrue(p.waitFor(180, TimeUnit.SECONDS), "a writer did not finish in 180 s (hang guard)");
            assertEquals(0, p.exitValue(), Files.readString(dir.resolve("writer-a.log")));
        }
        List<QuarantineEntry> live = Quarantine.in(dir).live(Instant.now());
        assertEquals(60, live.size(), "lost: " + (60 - live.size()));
        for (String prefix : List.of("a", "b", "c")) {
            for (int i = 0; i < 20; i++) {
                String node = prefix + i;
                assertTrue(live.stream().anyMatch(x -> x.node().equals(node)), node);
            }
        }
    }
}
