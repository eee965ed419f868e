package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Submitter;
import dev.clusterjob.testing.Testbed.Background;
import dev.clusterjob.testing.Testbed.Run;
import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * submit / wait / status / cancel / logs against the REAL Slurm testbed (docs/testing.md), every
 * clusterjob call in a fresh JVM (as a user's second shell would run it) with its own journal
 * (CLUSTERJOB_STATE_DIR in the test's directory). Jobs run in the oversubscribed partition so they
 * start at once.
 */
@Tag("e2e")
class SubmitE2ETest {
    static Testbed tb;

    @BeforeAll
    static void testbed() {
        tb = Testbed.get();
    }

    static Path script(Path dir, String name, String limit, String body) throws Exception {
        Path p = dir.resolve(name + ".sh");
        Files.writeString(p, "#!/bin/bash\n#SBATCH --partition=" + tb.partition() + "\n#SBATCH --ntasks=1\n#SBATCH --time=" + limit
                + "\n#SBATCH --job-name=" + name + "\n#SBATCH --output=%x-%j.out\n" + body + "\n");
        return p;
    }

    /** The test's own journal. */
    static Map<String, String> env(Path dir) {
        return Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
    }

    static Run clusterjob(Path dir, Duration limit, String... args) {
        return tb.clusterjob(dir, env(dir), limit, args);
    }

    static String submittedId(Run r) {
        Matcher m = Pattern.compile("submitted ([0-9]+) ").matcher(r.stdout());
        assertTrue(m.find(), "no 'submitted ID' in: " + r.describe());
        return m.group(1);
    }

    @Test
    void goodJobWaitsToExitZeroAndStatusInAFreshJvmKnowsIt() throws Exception {
        Path dir = tb.workDir("submit-ok");
        script(dir, "cj-e2e-ok", "2", "echo hello from $SLURM_JOB_ID; sleep 3");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-ok.sh", "--wait");
        assertEquals(0, r.exitCode(), r.describe());
        String id = submittedId(r);
        assertTrue(r.stdout().lines().anyMatch(l -> l.matches(id + " [A-Z_]+ -> COMPLETED after .*: exit code 0")), r.describe());
        assertEquals("hello from " + id + "\n", Files.readString(dir.resolve("cj-e2e-ok-" + id + ".out")));

        // The journal records the job's cluster (scontrol show config). A home folder shared with another
        // cluster's login node holds that cluster's job of the same id too: this cluster's commands keep to theirs.
        String cluster = tb.value("CJ_TESTBED_CLUSTER");
        Journal journal = Journal.in(dir.resolve("state"));
        assertEquals(cluster, journal.find(id).orElseThrow().cluster());
        journal.add(new Journal.Entry(id, "elsewhere", "theirs", Submitter.newTag(), java.time.Instant.now(), "local",
                "/elsewhere/job.sh", "/elsewhere", "nosuch-%j.out", null, "root", dev.clusterjob.slurm.JobState.RUNNING, null, "x1", "0:05"));

        Run s = clusterjob(dir, Duration.ofMinutes(3), "status");
        assertEquals(0, s.exitCode(), s.describe());
        assertTrue(s.stdout().lines().anyMatch(l -> l.startsWith(id + " ") && l.contains("cj-e2e-ok") && l.contains("COMPLETED")
                && l.contains("exit code 0")), s.describe());
        assertEquals(2, s.stdout().lines().count(), "only this cluster's job: " + s.describe());
        Run all = clusterjob(dir, Duration.ofMinutes(3), "status", "--all");
        assertEquals(0, all.exitCode(), all.describe());
        assertTrue(all.stdout().startsWith("CLUSTER "), all.describe());
        assertTrue(all.stdout().lines().anyMatch(l -> l.matches(cluster + " +" + id + " +cj-e2e-ok +COMPLETED .*")), all.describe());
        assertTrue(all.stdout().lines().anyMatch(l -> l.matches("elsewhere +" + id + " +theirs +RUNNING .*")), all.describe());
        assertTrue(all.stderr().contains(" of cluster(s) elsewhere shown as the journal last saw them: this machine's Slurm is cluster "
                + cluster), all.describe());
        Run logs = clusterjob(dir, Duration.ofMinutes(3), "logs", id);
        assertEquals("hello from " + id + "\n", logs.stdout(), logs.describe());
    }

    /**
     * More nodes than the partition has: sbatch's refusal (here `Node count specification invalid`; on Slurm
     * 24.11 with EnforcePartLimits=NO `Requested node configuration is not available`, which also stands for
     * per-node requests) gets the cause from sinfo: the node count.
     */
    @Test
    void aNodeCountThePartitionCannotHoldIsNamedAsTheCause() throws Exception {
        Path dir = tb.workDir("submit-too-many-nodes");
        int nodes = tb.nodes().size() + 2;
        Files.writeString(dir.resolve("big.sh"), "#!/bin/bash\n#SBATCH --partition=" + tb.partition() + "\n#SBATCH --nodes=" + nodes
                + "\n#SBATCH --time=1\nsrun hostname\n");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "big.sh");
        assertEquals(ExitCodes.EXTERNAL, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("; the job asks " + nodes + " node(s) but partition " + tb.partition() + " has " + tb.nodes().size()
                + " usable node(s) (sinfo): lower --nodes, or pick another partition\n"), r.describe());
        assertEquals(1, r.stderr().lines().count(), "one line: " + r.describe());
    }

    @Test
    void statusOfARunningJobAfterAFreshJvm() throws Exception {
        Path dir = tb.workDir("submit-status");
        // The job runs until the test releases it (the testbed's nodes share this directory), not for a guessed time.
        script(dir, "cj-e2e-status", "2", untilReleased(dir) + "; exit 0");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-status.sh");
        assertEquals(0, r.exitCode(), r.describe());
        String id = submittedId(r);
        Run s = awaitStatus(dir, id, "RUNNING", Duration.ofSeconds(60));
        release(dir);
        assertTrue(s.stdout().contains("\"id\":\"" + id + "\",\"name\":\"cj-e2e-status\",\"state\":\"RUNNING\""), s.describe());
        // docs/submit.md: unknown fields are left out; a running job has no exit yet (squeue's exit_code reads 0)
        assertFalse(s.stdout().contains("\"exit"), s.describe());
        Run w = clusterjob(dir, Duration.ofMinutes(2), "wait", id);
        assertEquals(ExitCodes.OK, w.exitCode(), w.describe());
    }

    /** A job body that blocks until {@link #release} (the nodes see {@code dir} at the same path). */
    static String untilReleased(Path dir) {
        return "while [ ! -e '" + dir.resolve("release") + "' ]; do sleep 0.2; done";
    }

    static void release(Path dir) throws java.io.IOException {
        Files.writeString(dir.resolve("release"), "");
    }

    /** Waits until {@code file} (a background process's output) has a line containing {@code text}. */
    static void awaitLine(Path file, String text, Duration limit) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        while (!Files.readString(file).contains(text)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("no '" + text + "' in " + file + " within " + limit.toSeconds() + " s:\n" + Files.readString(file));
            }
            Thread.sleep(200);
        }
    }

    /** {@code status --json ID} (each call a fresh JVM) until the job is in {@code state}. */
    static Run awaitStatus(Path dir, String id, String state, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        Run s;
        do {
            s = clusterjob(dir, Duration.ofMinutes(3), "status", "--json", id);
            assertEquals(0, s.exitCode(), s.describe());
            if (s.stdout().contains("\"state\":\"" + state + "\"")) {
                return s;
            }
            Thread.sleep(1000);
        } while (System.nanoTime() < end);
        throw new AssertionError("job " + id + " not " + state + " within " + limit.toSeconds() + " s: " + s.describe());
    }

    @Test
    void failingJobGivesItsExitCode() throws Exception {
        Path dir = tb.workDir("submit-fail");
        script(dir, "cj-e2e-fail", "2", "echo failing; exit 7");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-fail.sh", "--wait");
        assertEquals(7, r.exitCode(), r.describe());
        // "ID RUNNING -> FAILED after 2 s: exit code 7", or, when the job ended before the first poll (a busy
        // machine), the first sighting "ID FAILED: exit code 7" (submit/Tracker.line)
        String id = submittedId(r);
        assertTrue(r.stdout().lines().anyMatch(l -> l.matches(id + " ([A-Z_]+ -> FAILED after .*|FAILED): exit code 7")), r.describe());
    }

    @Test
    void timeLimitGivesTheTimeoutCode() throws Exception {
        Path dir = tb.workDir("submit-timeout");
        script(dir, "cj-e2e-timeout", "1", "sleep 600");
        Run r = clusterjob(dir, Duration.ofMinutes(5), "submit", "cj-e2e-timeout.sh", "--wait");
        assertEquals(ExitCodes.JOB_TIMEOUT, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("-> TIMEOUT after "), r.describe());
    }

    @Test
    void cancelledJobGivesTheCancelledCode() throws Exception {
        Path dir = tb.workDir("submit-cancel");
        script(dir, "cj-e2e-cancel", "5", "sleep 600");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-cancel.sh");
        String id = submittedId(r);
        Run w;
        try (Background waiting = tb.startClusterjob(dir, env(dir), "wait", id)) {
            awaitStatus(dir, id, "RUNNING", Duration.ofSeconds(60));
            // the wait must have seen it running too, or its first sighting is already CANCELLED (a JVM slow to start)
            long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (!Files.readString(waiting.out()).contains("RUNNING") && System.nanoTime() < end) {
                Thread.sleep(200);
            }
            Run c = clusterjob(dir, Duration.ofMinutes(3), "cancel", id);
            assertEquals(0, c.exitCode(), c.describe());
            assertEquals("cancel requested for " + id + "\n", c.stdout(), c.describe());
            w = waiting.await(Duration.ofMinutes(3));
        }
        assertEquals(ExitCodes.JOB_CANCELLED, w.exitCode(), w.describe());
        assertTrue(w.stdout().contains("-> CANCELLED after "), w.describe());
        Run again = clusterjob(dir, Duration.ofMinutes(3), "cancel", id);
        assertEquals(id + " had already finished\n", again.stdout(), again.describe());
    }

    @Test
    void followStreamsTheOutputUntilTheJobEnds() throws Exception {
        Path dir = tb.workDir("submit-follow");
        script(dir, "cj-e2e-follow", "2", "for i in 1 2 3 4 5; do echo \"line $i\"; sleep 1; done; echo oops >&2");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-follow.sh", "--follow");
        assertEquals(0, r.exitCode(), r.describe());
        String id = submittedId(r);
        assertEquals("submitted " + id + " (cj-e2e-follow) " + dir.resolve("cj-e2e-follow.sh") + "\n"
                + "line 1\nline 2\nline 3\nline 4\nline 5\noops\n", r.stdout(), r.describe());
        // the transition, or, when the job ended before the first poll (a busy machine), the first sighting
        assertTrue(r.stderr().lines().anyMatch(l -> l.matches(id + " ([A-Z_]+ -> COMPLETED after .*|COMPLETED: exit code 0)")), r.describe());
    }

    @Test
    void waitSurvivesAControllerRestart() throws Exception {
        Path dir = tb.workDir("submit-outage");
        script(dir, "cj-e2e-outage", "5", untilReleased(dir) + "; exit 3");
        Run r = clusterjob(dir, Duration.ofMinutes(3), "submit", "cj-e2e-outage.sh");
        String id = submittedId(r);
        try (Background waiting = tb.startClusterjob(dir, env(dir), "wait", id, "--call-timeout", "30")) {
            awaitStatus(dir, id, "RUNNING", Duration.ofSeconds(60));
            try {
                Run stop = tb.script("slurmctld-stop");
                assertTrue(stop.ok(), stop.describe());
                // The controller stays down until the waiting clusterjob has met the outage, however long that takes.
                // Its notice quotes the first error, whose wording depends on the moment: "Unable to contact slurm
                // controller (connect failure)" once nothing listens, "Connection reset by peer" for a squeue that
                // reached slurmctld as it shut down (seen on Slurm 24.11).
                awaitLine(waiting.err(), OUTAGE, Duration.ofMinutes(2));
            } finally {
                Run start = tb.script("slurmctld-start");
                assertTrue(start.ok(), start.describe());
            }
            release(dir);
            Run w = waiting.await(Duration.ofMinutes(4));
            assertEquals(3, w.exitCode(), w.describe());
            assertTrue(w.stdout().contains("-> FAILED after ") && w.stdout().contains(": exit code 3"), w.describe());
            assertTrue(w.stderr().lines().anyMatch(l -> l.startsWith("clusterjob: squeue: ") && l.endsWith(OUTAGE + " (retrying with backoff)")),
                    w.describe());
            assertTrue(w.stderr().contains("Slurm answers again after "), w.describe());
        }
    }

    /** The end of the wait's notice when squeue fails transiently (Tracker). */
    private static final String OUTAGE = "; jobs keep running, still waiting";

    @Test
    void aSubmitThatTimesOutAfterCreatingTheJobIsNotRepeated() throws Exception {
        Path dir = tb.workDir("submit-retry");
        script(dir, "cj-e2e-retry", "2", "sleep 5");
        Run which = tb.client(dir, "sh", "-c", "command -v sbatch");
        assertTrue(which.ok(), which.describe());
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path wrapper = bin.resolve("sbatch");
        // Creates the job, then hangs past clusterjob's --call-timeout, as a busy controller's answer can.
        Files.writeString(wrapper, "#!/bin/sh\necho \"$@\" >> " + dir.resolve("sbatch-calls") + "\n" + which.stdout().strip()
                + " \"$@\"\nsleep 60\n");
        Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString(), "PATH", bin + ":" + tb.path());
        Run r = tb.clusterjob(dir, env, Duration.ofMinutes(3), "submit", "cj-e2e-retry.sh", "--call-timeout", "5", "--wait");
        assertEquals(0, r.exitCode(), r.describe());
        String id = submittedId(r);
        assertEquals(1, Files.readAllLines(dir.resolve("sbatch-calls")).size(), "sbatch ran once");
        assertTrue(r.stderr().contains("sbatch did create job " + id), r.describe());
        String tag = Journal.in(dir.resolve("state")).find(id).orElseThrow().tag();
        Run q = tb.client("squeue", "-h", "-t", "all", "-O", "JobID:0|,Comment:0");
        assertTrue(q.ok(), q.describe());
        long withTag = q.stdout().lines().filter(l -> l.contains(tag)).count();
        assertEquals(1, withTag, "exactly one job carries " + tag + ":\n" + q.stdout());
    }
}
