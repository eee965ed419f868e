package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.clusterjob.submit.SubmitTestbed.clusterjob;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * submit / wait / status / cancel / logs against the REAL Slurm testbed (docs/testing.md), each
 * clusterjob call in a fresh JVM. Jobs run in the oversubscribed partition so they start at once.
 */
@Tag("e2e")
class SubmitE2ETest {
    static String partition;

    @BeforeAll
    static void testbed() throws Exception {
        SubmitTestbed.up();
        partition = SubmitTestbed.get("CJ_TESTBED_OVERSUBSCRIBED_PARTITION");
    }

    static Path script(Path dir, String name, String limit, String body) throws Exception {
        Path p = dir.resolve(name + ".sh");
        Files.writeString(p, "#!/bin/bash\n#SBATCH --partition=" + partition + "\n#SBATCH --ntasks=1\n#SBATCH --time=" + limit
                + "\n#SBATCH --job-name=" + name + "\n#SBATCH --output=%x-%j.out\n" + body + "\n");
        return p;
    }

    static Map<String, String> env(Path dir) {
        return SubmitTestbed.slurmEnv(dir.resolve("state"), Map.of());
    }

    static String submittedId(String out) {
        Matcher m = Pattern.compile("submitted ([0-9]+) ").matcher(out);
        assertTrue(m.find(), "no 'submitted ID' in: " + out);
        return m.group(1);
    }

    @Test
    void goodJobWaitsToExitZeroAndStatusInAFreshJvmKnowsIt() throws Exception {
        Path dir = SubmitTestbed.workDir("ok");
        script(dir, "cj-e2e-ok", "2", "echo hello from $SLURM_JOB_ID; sleep 3");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(3), "submit", "cj-e2e-ok.sh", "--wait");
        assertEquals(0, r.code(), r.out() + r.err());
        String id = submittedId(r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches(id + " [A-Z_]+ -> COMPLETED after .*: exit code 0")), r.out());
        assertEquals("hello from " + id + "\n", Files.readString(dir.resolve("cj-e2e-ok-" + id + ".out")));

        SubmitTestbed.Run s = clusterjob(dir, env(dir), Duration.ofMinutes(1), "status");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().lines().anyMatch(l -> l.startsWith(id + " ") && l.contains("cj-e2e-ok") && l.contains("COMPLETED")
                && l.contains("exit code 0")), s.out());
        SubmitTestbed.Run logs = clusterjob(dir, env(dir), Duration.ofMinutes(1), "logs", id);
        assertEquals("hello from " + id + "\n", logs.out());
    }

    @Test
    void statusOfARunningJobAfterAFreshJvm() throws Exception {
        Path dir = SubmitTestbed.workDir("status");
        script(dir, "cj-e2e-status", "2", "sleep 20");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(1), "submit", "cj-e2e-status.sh");
        assertEquals(0, r.code(), r.err());
        String id = submittedId(r.out());
        Thread.sleep(5000);
        SubmitTestbed.Run s = clusterjob(dir, env(dir), Duration.ofMinutes(1), "status", "--json");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().contains("\"id\":\"" + id + "\",\"name\":\"cj-e2e-status\",\"state\":\"RUNNING\""), s.out());
        assertEquals(ExitCodes.OK, clusterjob(dir, env(dir), Duration.ofMinutes(2), "wait", id).code());
    }

    @Test
    void failingJobGivesItsExitCode() throws Exception {
        Path dir = SubmitTestbed.workDir("fail");
        script(dir, "cj-e2e-fail", "2", "echo failing; exit 7");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(3), "submit", "cj-e2e-fail.sh", "--wait");
        assertEquals(7, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("-> FAILED after ") && r.out().contains(": exit code 7"), r.out());
    }

    @Test
    void timeLimitGivesTheTimeoutCode() throws Exception {
        Path dir = SubmitTestbed.workDir("timeout");
        script(dir, "cj-e2e-timeout", "1", "sleep 600");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(5), "submit", "cj-e2e-timeout.sh", "--wait");
        assertEquals(ExitCodes.JOB_TIMEOUT, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("-> TIMEOUT after "), r.out());
    }

    @Test
    void cancelledJobGivesTheCancelledCode() throws Exception {
        Path dir = SubmitTestbed.workDir("cancel");
        script(dir, "cj-e2e-cancel", "5", "sleep 600");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(1), "submit", "cj-e2e-cancel.sh");
        String id = submittedId(r.out());
        Process waiting = SubmitTestbed.start(dir, env(dir), "wait", id);
        Thread.sleep(4000);
        SubmitTestbed.Run c = clusterjob(dir, env(dir), Duration.ofMinutes(1), "cancel", id);
        assertEquals(0, c.code(), c.err());
        assertEquals("cancel requested for " + id + "\n", c.out());
        SubmitTestbed.Run w = SubmitTestbed.waitFor(waiting, Duration.ofMinutes(3));
        assertEquals(ExitCodes.JOB_CANCELLED, w.code(), w.out() + w.err());
        assertTrue(w.out().contains("-> CANCELLED after "), w.out());
        SubmitTestbed.Run again = clusterjob(dir, env(dir), Duration.ofMinutes(1), "cancel", id);
        assertEquals(id + " had already finished\n", again.out(), again.err());
    }

    @Test
    void followStreamsTheOutputUntilTheJobEnds() throws Exception {
        Path dir = SubmitTestbed.workDir("follow");
        script(dir, "cj-e2e-follow", "2", "for i in 1 2 3 4 5; do echo \"line $i\"; sleep 1; done; echo oops >&2");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(3), "submit", "cj-e2e-follow.sh", "--follow");
        assertEquals(0, r.code(), r.out() + r.err());
        String id = submittedId(r.out());
        assertEquals("submitted " + id + " (cj-e2e-follow) " + dir.resolve("cj-e2e-follow.sh") + "\n"
                + "line 1\nline 2\nline 3\nline 4\nline 5\noops\n", r.out(), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.matches(id + " [A-Z_]+ -> COMPLETED after .*")), r.err());
    }

    @Test
    void waitSurvivesAControllerRestart() throws Exception {
        Path dir = SubmitTestbed.workDir("outage");
        script(dir, "cj-e2e-outage", "5", "sleep 45; exit 3");
        SubmitTestbed.Run r = clusterjob(dir, env(dir), Duration.ofMinutes(1), "submit", "cj-e2e-outage.sh");
        String id = submittedId(r.out());
        Process waiting = SubmitTestbed.start(dir, env(dir), "wait", id, "--call-timeout", "30");
        Thread.sleep(6000);
        try {
            SubmitTestbed.testbed("slurmctld-stop");
            Thread.sleep(25_000);
        } finally {
            SubmitTestbed.testbed("slurmctld-start");
        }
        SubmitTestbed.Run w = SubmitTestbed.waitFor(waiting, Duration.ofMinutes(4));
        assertEquals(3, w.code(), w.out() + w.err());
        assertTrue(w.out().contains("-> FAILED after ") && w.out().contains(": exit code 3"), w.out());
        assertTrue(w.err().contains("Unable to contact slurm controller"), w.err());
        assertTrue(w.err().contains("Slurm answers again after "), w.err());
    }

    @Test
    void aSubmitThatTimesOutAfterCreatingTheJobIsNotRepeated() throws Exception {
        Path dir = SubmitTestbed.workDir("retry");
        script(dir, "cj-e2e-retry", "2", "sleep 5");
        String realSbatch = SubmitTestbed.exec(List.of("sh", "-c", "command -v sbatch"), Map.of(), dir, Duration.ofSeconds(10)).out().trim();
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path wrapper = bin.resolve("sbatch");
        // Creates the job, then hangs past clusterjob's --call-timeout, as a busy controller's answer can.
        Files.writeString(wrapper, "#!/bin/sh\necho \"$@\" >> " + dir.resolve("sbatch-calls") + "\n" + realSbatch + " \"$@\"\nsleep 60\n");
        Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = SubmitTestbed.slurmEnv(dir.resolve("state"), Map.of("PATH", bin + ":" + System.getenv("PATH")));
        SubmitTestbed.Run r = clusterjob(dir, env, Duration.ofMinutes(3), "submit", "cj-e2e-retry.sh", "--call-timeout", "5", "--wait");
        assertEquals(0, r.code(), r.out() + r.err());
        String id = submittedId(r.out());
        assertEquals(1, Files.readAllLines(dir.resolve("sbatch-calls")).size(), "sbatch ran once");
        assertTrue(r.err().contains("sbatch did create job " + id), r.err());
        String tag = Journal.in(dir.resolve("state")).find(id).orElseThrow().tag();
        SubmitTestbed.Run q = SubmitTestbed.slurm("squeue", "-h", "-t", "all", "-O", "JobID:0|,Comment:0");
        long withTag = q.out().lines().filter(l -> l.contains(tag)).count();
        assertEquals(1, withTag, "exactly one job carries " + tag + ":\n" + q.out());
    }
}
