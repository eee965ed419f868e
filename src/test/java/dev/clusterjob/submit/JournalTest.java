package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JournalTest {
    @TempDir
    Path dir;

    static Journal.Entry entry(String id) {
        return new Journal.Entry(id, null, "sft \"quoted\" ünï", "clusterjob:" + id, Instant.parse("2025-01-02T03:04:05Z"), "local",
                "/w/job.sh", "/w", "%x-%j.out", null, "alice", null, null, null, null);
    }

    @Test
    void locationFollowsTheEnvironment() {
        assertEquals(Path.of("/s"), Journal.stateDir(Map.of("CLUSTERJOB_STATE_DIR", "/s", "XDG_STATE_HOME", "/x"), "/home/a"));
        assertEquals(Path.of("/x/clusterjob"), Journal.stateDir(Map.of("XDG_STATE_HOME", "/x"), "/home/a"));
        assertEquals(Path.of("/home/a/.local/state/clusterjob"), Journal.stateDir(Map.of("XDG_STATE_HOME", "relative"), "/home/a"));
        assertEquals(Path.of("/home/a/.local/state/clusterjob"), Journal.stateDir(Map.of(), "/home/a"));
    }

    @Test
    void roundTripsAndUpdates() {
        Journal j = Journal.in(dir);
        assertEquals(List.of(), j.load());
        j.add(entry("5"));
        j.add(entry("6"));
        assertEquals(entry("5"), j.find("5").orElseThrow());
        j.update(Map.of("6", JobInfo.of("6", JobState.FAILED).withExit(new ExitStatus(3, 0)), "99", JobInfo.of("99", JobState.RUNNING)));
        Journal.Entry six = j.find("6").orElseThrow();
        assertEquals(JobState.FAILED, six.state());
        assertEquals(new ExitStatus(3, 0), six.exit());
        assertTrue(six.isFinal());
        assertFalse(j.find("99").isPresent(), "only journaled jobs are updated");
        assertEquals(List.of("5", "6"), j.load().stream().map(Journal.Entry::id).toList());
        assertFalse(Files.exists(dir.resolve("jobs.json.tmp")));
    }

    @Test
    void anUnchangedJournalIsNotRewritten() throws Exception {
        Journal j = Journal.in(dir);
        j.add(entry("5"));
        j.update(Map.of("5", JobInfo.of("5", JobState.RUNNING)));
        java.nio.file.attribute.FileTime t = Files.getLastModifiedTime(dir.resolve("jobs.json"));
        Files.setLastModifiedTime(dir.resolve("jobs.json"), java.nio.file.attribute.FileTime.fromMillis(t.toMillis() - 60_000));
        j.update(Map.of("5", JobInfo.of("5", JobState.RUNNING)));
        assertEquals(t.toMillis() - 60_000, Files.getLastModifiedTime(dir.resolve("jobs.json")).toMillis());
        j.update(Map.of("5", JobInfo.of("5", JobState.COMPLETED)));
        assertTrue(Files.getLastModifiedTime(dir.resolve("jobs.json")).toMillis() > t.toMillis() - 60_000);
    }

    @Test
    void keepsOnlyTheNewestEntriesAndTheirRenderedScripts() throws Exception {
        Journal j = new Journal(dir.resolve("jobs.json"), 3);
        Files.createDirectories(dir.resolve("scripts"));
        for (int i = 1; i <= 5; i++) {
            Path script = dir.resolve("scripts").resolve("job-" + i + ".sbatch");
            Files.writeString(script, "#!/bin/bash\n");
            Journal.Entry e = entry(String.valueOf(i));
            j.add(new Journal.Entry(e.id(), e.cluster(), e.name(), e.tag(), e.submitted(), e.where(), script.toString(), e.workDir(),
                    e.stdout(), e.stderr(), e.user(), e.state(), e.exit(), e.nodeList(), e.elapsed()));
        }
        Path handWritten = dir.resolve("mine.sh");
        Files.writeString(handWritten, "#!/bin/bash\n");
        Journal.Entry e = entry("6");
        j.add(new Journal.Entry("6", null, "x", "t", e.submitted(), "local", handWritten.toString(), "/w", null, null, "u", null, null, null, null));
        j.add(entry("7"));
        assertEquals(List.of("5", "6", "7"), j.load().stream().map(Journal.Entry::id).toList());
        assertFalse(Files.exists(dir.resolve("scripts").resolve("job-1.sbatch")));
        assertFalse(Files.exists(dir.resolve("scripts").resolve("job-4.sbatch")));
        assertTrue(Files.exists(dir.resolve("scripts").resolve("job-5.sbatch")));
        j.add(entry("8"));
        assertTrue(Files.exists(handWritten), "a script clusterjob did not write is never deleted");
    }

    @Test
    void concurrentWritersLoseNothing() throws Exception {
        Journal j = Journal.in(dir);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String id = String.valueOf(i);
            done.add(pool.submit(() -> Journal.in(dir).add(entry(id))));
        }
        for (java.util.concurrent.Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertEquals(40, j.load().size());
    }

    @Test
    void damagedFileIsAOneLineError() throws Exception {
        Files.writeString(dir.resolve("jobs.json"), "{\"jobs\": [ {\"id\": ");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> Journal.in(dir).load());
        assertTrue(e.getMessage().startsWith(dir.resolve("jobs.json") + ": cannot read the job journal"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
