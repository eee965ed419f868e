package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.testing.Processes;
import dev.clusterjob.testing.Sshd;
import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * clusterjob over SSH to a login node, end to end: a REAL OpenSSH sshd (port 2222 as in the seed
 * account, or a free port when 2222 is taken) in front of the REAL Slurm testbed. The "login node"
 * is the host running slurmctld: sshd sets SLURM_CONF for its sessions (SetEnv), as a login node's
 * /etc/slurm would. Every clusterjob call is a fresh JVM whose home is a temp directory (its own
 * ~/.ssh with the test key and known_hosts; no ssh-agent) and whose environment has no SLURM_CONF,
 * so nothing can reach Slurm except through SSH.
 */
@Tag("e2e")
class RemoteSubmitE2ETest {
    static Testbed tb;
    static Sshd sshd;
    static String login;
    static Path base;

    @BeforeAll
    static void up() throws Exception {
        tb = Testbed.get();
        sshd = Sshd.onPort(2222, "SetEnv SLURM_CONF=" + tb.slurmConf() + " PATH=" + tb.path());
        sshd.start();
        login = "root@127.0.0.1:" + sshd.port();
        System.out.println("RemoteSubmitE2ETest: sshd on 127.0.0.1:" + sshd.port() + " in front of " + tb.slurmConf());
        base = tb.workDir("remote");
    }

    @AfterAll
    static void down() throws IOException {
        if (sshd != null) {
            sshd.stopAndDelete();
        }
    }

    /** A clusterjob user: a home with ~/.ssh (the test key, a known_hosts) and a journal of its own. */
    record User(Path home, Path state, Path cwd) {
        Path knownHosts() {
            return home.resolve(".ssh/known_hosts");
        }
    }

    static User user(String name, boolean trustHostKey, boolean defaultKey) throws Exception {
        Path root = Files.createDirectories(base.resolve(name));
        Path ssh = Files.createDirectories(root.resolve("home/.ssh"));
        if (defaultKey) {
            Files.copy(sshd.userKey(), ssh.resolve("id_ed25519"));
            Files.setPosixFilePermissions(ssh.resolve("id_ed25519"), PosixFilePermissions.fromString("rw-------"));
        }
        Files.writeString(ssh.resolve("known_hosts"), trustHostKey ? sshd.knownHostsLine() + "\n" : "");
        return new User(root.resolve("home"), root.resolve("state"), Files.createDirectories(root.resolve("local")));
    }

    record Run(int code, String out, String err) {
        String all() {
            return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    static Process start(User u, String... args) throws IOException {
        // the clusterjob launcher's JVM options (C1 only, serial GC, no perf data), as Testbed.clusterjob starts its JVMs
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                "-Duser.home=" + u.home(), "-cp", System.getProperty("java.class.path"), "dev.clusterjob.Main"));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(u.cwd().toFile());
        Map<String, String> env = pb.environment();
        env.remove("SLURM_CONF");
        env.remove("SSH_AUTH_SOCK");
        env.put("HOME", u.home().toString());
        env.put("CLUSTERJOB_STATE_DIR", u.state().toString());
        Path out = Files.createTempFile(u.cwd(), "cj-out-", ".txt");
        Path err = Files.createTempFile(u.cwd(), "cj-err-", ".txt");
        pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        OUTPUTS.put(p, new Path[] {out, err});
        return p;
    }

    private static final Map<Process, Path[]> OUTPUTS = new java.util.concurrent.ConcurrentHashMap<>();

    /** A test that failed before {@link #finish} leaves no clusterjob running into the next test or past the testbed. */
    @AfterEach
    void killUnfinished() {
        OUTPUTS.keySet().forEach(Processes::killTree);
        OUTPUTS.clear();
    }

    static Run finish(Process p, Duration limit) throws Exception {
        Path[] o = OUTPUTS.remove(p);
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            Processes.killTree(p);
            fail("clusterjob ran past " + limit.toSeconds() + " s; stdout:\n" + Files.readString(o[0]) + "\nstderr:\n" + Files.readString(o[1]));
        }
        return new Run(p.exitValue(), Files.readString(o[0]), Files.readString(o[1]));
    }

    static Run clusterjob(User u, Duration limit, String... args) throws Exception {
        return finish(start(u, args), limit);
    }

    /** A batch script in the user's local directory: debug partition, one task, output %x-%j.out. */
    static Path script(User u, String file, String jobName, String extraDirectives, String body) throws IOException {
        Path p = u.cwd().resolve(file);
        Files.writeString(p, "#!/bin/bash\n#SBATCH --partition=" + tb.partition() + "\n#SBATCH --ntasks=1\n#SBATCH --time=5\n"
                + (jobName == null ? "" : "#SBATCH --job-name=" + jobName + "\n") + "#SBATCH --output=%x-%j.out\n" + extraDirectives
                + body + "\n");
        return p;
    }

    /** A remote working directory under the testbed's shared jobs folder (every node sees it). */
    static String remoteDir(String name) {
        return base.resolve("remote-" + name).toString();
    }

    static String submittedId(Run r) {
        Matcher m = Pattern.compile("submitted ([0-9]+) ").matcher(r.out());
        assertTrue(m.find(), "no 'submitted ID' in: " + r.all());
        return m.group(1);
    }

    static long logins() {
        return sshd.acceptedLogins();
    }

    /** The file's text so far ("" while it cannot be read). */
    static String text(Path f) {
        try {
            return Files.readString(f);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    static boolean eventually(Duration d, java.util.function.BooleanSupplier cond) throws InterruptedException {
        long end = System.nanoTime() + d.toNanos();
        while (System.nanoTime() < end) {
            if (cond.getAsBoolean()) {
                return true;
            }
            Thread.sleep(100);
        }
        return cond.getAsBoolean();
    }

    @Test
    void goodJobSubmittedAndWaitedForOverOneSshSession() throws Exception {
        User u = user("good", true, true);
        String w = remoteDir("good");
        script(u, "ok.sh", "cj-remote-ok", "", "echo \"hello from $SLURM_JOB_ID in $PWD\"; sleep 2");
        long before = logins();
        Run r = clusterjob(u, Duration.ofMinutes(4), "submit", "--remote", login, "ok.sh", "--remote-dir", w, "--wait");
        assertEquals(0, r.code(), r.all());
        String id = submittedId(r);
        assertTrue(r.out().lines().anyMatch(l -> l.matches(id + " ([A-Z_]+ -> )?COMPLETED.*: exit code 0")), r.all());
        assertTrue(r.out().contains(" on ssh " + login + "\n"), r.all());
        assertEquals("hello from " + id + " in " + w + "\n", Files.readString(Path.of(w, "cj-remote-ok-" + id + ".out")));
        assertTrue(eventually(Duration.ofSeconds(3), () -> logins() - before == 1),
                "one SSH login for upload + sbatch + the whole wait; sshd saw " + (logins() - before));

        Journal.Entry e = Journal.in(u.state()).find(id).orElseThrow();
        assertNotNull(e.login(), "the journal records the login node");
        assertEquals(w, e.workDir());

        long beforeStatus = logins();
        Run s = clusterjob(u, Duration.ofMinutes(3), "status");
        assertEquals(0, s.code(), s.all());
        assertTrue(s.out().lines().anyMatch(l -> l.startsWith(id + " ") && l.contains("cj-remote-ok") && l.contains("COMPLETED")), s.all());
        assertEquals(beforeStatus, logins(), "a finished job's status comes from the journal: no connection");
        Run logs = clusterjob(u, Duration.ofMinutes(3), "logs", id);
        assertEquals("hello from " + id + " in " + w + "\n", logs.out(), logs.all());
    }

    @Test
    void failingJobGivesItsExitCodeThroughSsh() throws Exception {
        User u = user("fail", true, true);
        script(u, "fail.sh", "cj-remote-fail", "", "echo failing; exit 7");
        Run r = clusterjob(u, Duration.ofMinutes(4), "submit", "--remote", login, "fail.sh", "--remote-dir", remoteDir("fail"), "--wait");
        assertEquals(7, r.code(), r.all());
        String id = submittedId(r);
        // The first poll may already find the job ended: "ID FAILED: ..." instead of "ID RUNNING -> FAILED after ...".
        assertTrue(r.out().lines().anyMatch(l -> l.matches(id + " ([A-Z_]+ -> )?FAILED.*: exit code 7")), r.all());
    }

    @Test
    void statusLogsCancelAndWaitOfARemoteJobFromFreshJvmsUseOnlyTheJournal() throws Exception {
        User u = user("journal", true, true);
        String w = remoteDir("journal");
        script(u, "long.sh", "cj-remote-long", "", "echo started $SLURM_JOB_ID; sleep 300");
        Run r = clusterjob(u, Duration.ofMinutes(2), "submit", "--remote", login, "long.sh", "--remote-dir", w);
        assertEquals(0, r.code(), r.all());
        String id = submittedId(r);
        Path out = Path.of(w, "cj-remote-long-" + id + ".out");
        assertTrue(eventually(Duration.ofSeconds(60), () -> Files.exists(out) && out.toFile().length() > 0), "job " + id + " did not start");

        Run s = clusterjob(u, Duration.ofMinutes(3), "status", "--json");
        assertEquals(0, s.code(), s.all());
        assertTrue(s.out().contains("\"id\":\"" + id + "\",\"name\":\"cj-remote-long\",\"state\":\"RUNNING\""), s.all());
        Run logs = clusterjob(u, Duration.ofMinutes(3), "logs", id);
        assertEquals("started " + id + "\n", logs.out(), logs.all());

        Process waiting = start(u, "wait", id);
        // Cancel once the waiter has seen the job running (its first line), so it must follow it to the end.
        Path waiterOut = OUTPUTS.get(waiting)[0];
        assertTrue(eventually(Duration.ofSeconds(60), () -> text(waiterOut).contains(id + " RUNNING") || text(waiterOut).contains(" -> RUNNING")),
                "the waiter did not report " + id + " running: " + Files.readString(waiterOut));
        Run c = clusterjob(u, Duration.ofMinutes(3), "cancel", id);
        assertEquals(0, c.code(), c.all());
        assertEquals("cancel requested for " + id + "\n", c.out());
        Run wr = finish(waiting, Duration.ofMinutes(3));
        assertEquals(ExitCodes.JOB_CANCELLED, wr.code(), wr.all());
        assertTrue(wr.out().contains("-> CANCELLED after "), wr.all());

        // The same commands without the journal's record would run here, where there is no Slurm to ask.
        User stranger = user("journal-stranger", true, true);
        Run local = clusterjob(stranger, Duration.ofMinutes(3), "status", id, "--call-timeout", "10");
        assertTrue(local.code() == ExitCodes.EXTERNAL || local.out().contains("UNKNOWN"), "without the journal it asks locally: " + local.all());
        Run remote = clusterjob(stranger, Duration.ofMinutes(3), "status", id, "--remote", login);
        assertEquals(0, remote.code(), remote.all());
        assertTrue(remote.out().lines().anyMatch(l -> l.startsWith(id + " ") && l.contains("CANCELLED")), remote.all());
    }

    /** SIGKILLs the sshd processes serving connections (only those: the commands they started end by themselves). */
    static int killConnections() {
        List<ProcessHandle> serving = sshd.sessionProcesses();
        serving.forEach(ProcessHandle::destroyForcibly);
        serving.forEach(h -> h.onExit().orTimeout(5, TimeUnit.SECONDS).join());
        return serving.size();
    }

    /** Whether a command line containing {@code word} runs under one of sshd's connections. */
    static boolean remoteRunning(String word) {
        return sshd.sessionProcesses().stream().flatMap(ProcessHandle::descendants)
                .anyMatch(p -> p.info().commandLine().orElse("").contains(word));
    }

    @Test
    void waitSurvivesTheSshConnectionBeingKilledAndReportsTheRightEnd() throws Exception {
        User u = user("drop", true, true);
        // The job ends when the test says so (or after 4 min), not after a fixed sleep: on a loaded machine the
        // wait's two reconnections can outlast a short job, whose first answer would then already be FAILED,
        // with no "RUNNING -> " line to check.
        Path release = Path.of(remoteDir("drop"), "release");
        script(u, "drop.sh", "cj-remote-drop", "", "for i in $(seq 480); do [ -e " + release + " ] && break; sleep 0.5; done; echo done; exit 3");
        Run r = clusterjob(u, Duration.ofMinutes(2), "submit", "--remote", login, "drop.sh", "--remote-dir", remoteDir("drop"));
        assertEquals(0, r.code(), r.all());
        String id = submittedId(r);
        long before = logins();
        Process waiting = start(u, "wait", id);
        // First while a poll's squeue runs on the login node (the poll fails: "connection lost while running"),
        // then between two polls (the next poll finds the session gone).
        assertTrue(eventually(Duration.ofSeconds(60), () -> remoteRunning("squeue")), "the wait's squeue never ran");
        assertEquals(1, killConnections(), "one connection serves the wait");
        // guards, not timings: the wait's next poll and its backoff ran past 30 s on a loaded machine
        Path waitOut = OUTPUTS.get(waiting)[0];
        Path waitErr = OUTPUTS.get(waiting)[1];
        assertTrue(eventually(Duration.ofSeconds(120), () -> logins() - before == 2), () -> "the wait did not log in again: "
                + (logins() - before) + " login(s) since it started\nstdout:\n" + text(waitOut) + "\nstderr:\n" + text(waitErr));
        assertTrue(eventually(Duration.ofSeconds(120), () -> !remoteRunning("squeue")));
        assertEquals(1, killConnections());
        assertTrue(eventually(Duration.ofSeconds(120), () -> text(waitOut).contains(id + " RUNNING") || text(waitOut).contains(" -> RUNNING")),
                "the wait never saw the job running: " + text(waitOut));
        Files.writeString(release, "");
        Run w = finish(waiting, Duration.ofMinutes(4));
        assertEquals(3, w.code(), w.all());
        assertTrue(w.out().contains("-> FAILED after ") && w.out().contains(": exit code 3"), w.all());
        assertTrue(w.err().contains("connection lost while running 'squeue"), "the first kill hit a running poll: " + w.all());
        assertEquals(2, w.err().lines().filter(l -> l.contains("connection lost; re-established")).count(), w.all());
        assertEquals(3, logins() - before, "one login, then one per kill: " + w.all());
        System.out.println("RemoteSubmitE2ETest: wait across two killed connections:\n" + w.out() + w.err());
    }

    @Test
    void hostileNamesAndPathsArriveVerbatim() throws Exception {
        User u = user("hostile", true, true);
        // Would create cj-injected in whatever directory a shell ran it: the remote home, the working directory, here.
        String evil = "$(touch cj-injected)";
        String w = remoteDir("hostile") + "/dir with 'single' \"double\" " + evil + " `touch cj-injected` ;&|";
        List<Path> markers = List.of(Path.of(System.getProperty("user.home"), "cj-injected"), u.cwd().resolve("cj-injected"));
        String file = "it's a \"job\" " + evil + ".sh";
        // The script's own comment goes on sbatch's command line (--comment=...), so it crosses the remote shell too.
        String comment = "team's; " + evil + " `id` & x|y";
        Path data = Files.writeString(u.cwd().resolve("data 'q' $HOME.txt"), "payload\n");
        script(u, file, null, "#SBATCH --comment=\"" + comment + "\"\n",
                "printf 'pwd=%s\\n' \"$PWD\"; cat \"data 'q' \\$HOME.txt\"");
        Run r = clusterjob(u, Duration.ofMinutes(4), "submit", "--remote", login, file, "--remote-dir", w,
                "--upload", data.getFileName().toString(), "--wait");
        assertEquals(0, r.code(), r.all());
        String id = submittedId(r);
        assertEquals("pwd=" + w + "\npayload\n", Files.readString(Path.of(w, file + "-" + id + ".out")));
        Testbed.Run q = tb.client("squeue", "-h", "-t", "all", "--jobs=" + id + "," + id, "-O", "Comment:0|,Name:0");
        assertTrue(q.ok(), q.describe());
        String line = q.stdout().strip();
        assertTrue(line.startsWith(comment + " clusterjob:"), "comment arrived verbatim: " + line);
        assertTrue(line.endsWith("|" + file), "job name (the script's file name) arrived verbatim: " + line);
        for (Path m : List.of(markers.get(0), markers.get(1), Path.of(w, "cj-injected"))) {
            assertFalse(Files.exists(m), "nothing was executed by a shell along the way: " + m);
        }
        Journal.Entry e = Journal.in(u.state()).find(id).orElseThrow();
        assertTrue(e.script().startsWith(w + "/.clusterjob/") && e.script().endsWith("/" + file), e.script());

        Run logs = clusterjob(u, Duration.ofMinutes(3), "logs", id);
        assertEquals("pwd=" + w + "\npayload\n", logs.out(), logs.all());
    }

    @Test
    void unknownHostKeyIsRefusedUntilAcceptedOnce() throws Exception {
        User u = user("hostkey", false, true);
        script(u, "hk.sh", "cj-remote-hk", "", "echo hi");
        long before = logins();
        Run refused = clusterjob(u, Duration.ofMinutes(3), "submit", "--remote", login, "hk.sh", "--remote-dir", remoteDir("hostkey"));
        assertEquals(ExitCodes.HOST_KEY, refused.code(), refused.all());
        String fingerprint = Sshd.run(Map.of(), "ssh-keygen", "-lf", sshd.hostPublicKey().toString()).split("\\s+")[1];
        assertTrue(fingerprint.startsWith("SHA256:"), fingerprint);
        assertTrue(refused.err().contains(fingerprint) && refused.err().contains("--accept-new-host-key"), refused.all());
        assertFalse(refused.out().contains("submitted"), refused.all());
        assertEquals("", Files.readString(u.knownHosts()), "nothing accepted silently");
        assertEquals(before, logins(), "no login happened");
        assertTrue(Journal.in(u.state()).load().isEmpty());

        Run accepted = clusterjob(u, Duration.ofMinutes(4), "submit", "--remote", login, "hk.sh", "--remote-dir", remoteDir("hostkey"),
                "--accept-new-host-key", "--wait");
        assertEquals(0, accepted.code(), accepted.all());
        assertTrue(accepted.err().contains("Permanently added"), accepted.all());
        String key = Files.readString(sshd.hostPublicKey()).trim().split("\\s+")[1];
        assertTrue(Files.readString(u.knownHosts()).contains("[127.0.0.1]:" + sshd.port() + " ssh-ed25519 " + key), Files.readString(u.knownHosts()));

        Run later = clusterjob(u, Duration.ofMinutes(3), "logs", submittedId(accepted));
        assertEquals("hi\n", later.out(), later.all());
        assertFalse(later.err().contains("Permanently added"), later.all());
    }

    @Test
    void aSpecWhoseProfileHasALoginBlockGoesThereAndLaterCommandsFollowTheJournal() throws Exception {
        User u = user("profile", false, false);
        // No default key and no known_hosts entry in ~/.ssh: only the block's identity and known_hosts work.
        Path keys = Files.createDirectories(base.resolve("profile-keys"));
        Path id = keys.resolve("id_cluster");
        Files.copy(sshd.userKey(), id);
        Files.setPosixFilePermissions(id, PosixFilePermissions.fromString("rw-------"));
        Path kh = Files.writeString(keys.resolve("known_hosts.cluster"), sshd.knownHostsLine() + "\n");
        String w = remoteDir("profile");
        Files.writeString(u.cwd().resolve("site.yaml"), "profiles:\n  remote-testbed:\n    extends: testbed\n    login:\n"
                + "      host: 127.0.0.1\n      port: " + sshd.port() + "\n      user: root\n      identity: " + id + "\n"
                + "      known_hosts: " + kh + "\n      remote_dir: " + w + "\n");
        Files.writeString(u.cwd().resolve("job.yaml"), "name: cj-remote-spec\nprofile: remote-testbed\nprofile_files: ["
                + Testbed.PROFILES + ", site.yaml]\nnodes: 1\nlauncher: srun\npreflight: false\ncommand: [/bin/echo, spec says hi]\n");
        Run r = clusterjob(u, Duration.ofMinutes(4), "submit", "job.yaml", "--time", "00:05:00", "--follow");
        assertEquals(0, r.code(), r.all());
        String jobId = submittedId(r);
        assertTrue(r.out().contains("spec says hi"), "followed over SFTP: " + r.all());
        Journal.Entry e = Journal.in(u.state()).find(jobId).orElseThrow();
        assertEquals(id.toString(), e.login().identity());
        assertEquals(kh.toString(), e.login().knownHosts());
        assertTrue(e.script().startsWith(w + "/.clusterjob/"), e.script());
        assertFalse(Files.exists(u.state().resolve("scripts")) && Files.list(u.state().resolve("scripts")).findAny().isPresent(),
                "the rendered script lives on the login node only");

        Run logs = clusterjob(u, Duration.ofMinutes(3), "logs", jobId);
        assertEquals(0, logs.code(), logs.all());
        assertTrue(logs.out().contains("spec says hi"), logs.all());
        String text = new String(Files.readAllBytes(Path.of(w, "cj-remote-spec-" + jobId + ".out")), StandardCharsets.UTF_8);
        assertEquals(text, logs.out());
    }
}
