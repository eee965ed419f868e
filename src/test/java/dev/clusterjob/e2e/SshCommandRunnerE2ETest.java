package dev.clusterjob.e2e;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshCommandRunner;
import dev.clusterjob.exec.ssh.SshConnectionLostException;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.exec.ssh.SshFileChunk;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SshCommandRunner against a real OpenSSH sshd on 127.0.0.1: commands, quoting, reuse, reconnects, SFTP, agent. */
@Tag("e2e")
class SshCommandRunnerE2ETest {

    @RegisterExtension
    static final Sshd SSHD = Sshd.onPort(2222);

    @TempDir
    Path tmp;

    private SshCommandRunner runner(SshTesting.Notices notices) throws Exception {
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        return SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp.resolve("home")), notices);
    }

    private SshCommandRunner runner() throws Exception {
        return runner(new SshTesting.Notices());
    }

    static final List<String> HOSTILE = List.of(
            "plain", "with space", "it's", "\"double\"", "$HOME", "${PATH}", "`id`", "$(id -u)", "a\nb", "tab\there",
            "back\\slash", "\\'", "'", "''", "'a'b'", "glob*?[a]", "~", "~/x", "-n", "--", "", " ", "!bang", "#hash",
            "a=b", "%s%d", ";rm -rf /nonexistent;", "a && b || c", "x|y>z<w", "(sub)", "{a,b}", "\r\n",
            "ünïcödé 漢字 🚀", "\u0001ctl\u007f", "end\\");

    @Test
    void hostileArgumentsReachTheRemoteProgramVerbatim() throws Exception {
        try (SshCommandRunner r = runner()) {
            List<String> argv = new ArrayList<>(List.of("printf", "%s\\0"));
            argv.addAll(HOSTILE);
            CommandResult res = r.run(ExternalCommand.of(argv));
            assertEquals(0, res.exitCode(), res.stderr());
            List<String> back = Arrays.asList(res.stdout().split("\0", -1));
            assertEquals(HOSTILE, back.subList(0, back.size() - 1));
            assertEquals("", back.get(back.size() - 1));
        }
    }

    @Test
    void environmentAndWorkingDirectoryAreQuotedToo() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("dir with 'quote' $x `y` and ünï"));
        String odd = "v a'l$ue `x` \"q\"\nline2";
        try (SshCommandRunner r = runner()) {
            CommandResult res = r.run(new ExternalCommand(List.of("sh", "-c", "pwd; printf '%s|%s' \"$ODD\" \"$PLAIN\""),
                    Map.of("ODD", odd, "PLAIN", "1"), dir.toString(), null, null));
            assertEquals(0, res.exitCode(), res.stderr());
            assertEquals(dir + "\n" + odd + "|1", res.stdout());
        }
    }

    @Test
    void stdinExitStatusAndStderrComeBack() throws Exception {
        try (SshCommandRunner r = runner()) {
            String in = "line one\nline 'two'\nünï\n" + "x".repeat(200_000);
            CommandResult cat = r.run(ExternalCommand.of("cat").withStdin(in));
            assertEquals(in, cat.stdout());
            assertTrue(cat.ok());

            CommandResult fail = r.run(ExternalCommand.of("sh", "-c", "echo out; echo oops >&2; exit 7"));
            assertEquals(7, fail.exitCode());
            assertEquals("out\n", fail.stdout());
            assertEquals("oops\n", fail.stderr());
            assertFalse(fail.timedOut());

            CommandResult timed = r.run(ExternalCommand.of("sh", "-c", "echo err >&2; exit 3").withTimeout(Duration.ofSeconds(30)));
            assertEquals("err\n", timed.stderr(), "stderr is the program's own, also with a timeout");
            assertEquals(3, timed.exitCode());

            CommandResult missing = r.run(ExternalCommand.of("no-such-program-xyz"));
            assertEquals(127, missing.exitCode());

            CommandResult noStdin = r.run(ExternalCommand.of("cat"));
            assertEquals("", noStdin.stdout());
            assertEquals(0, noStdin.exitCode());
        }
    }

    @Test
    void timeoutKillsTheRemoteProgram() throws Exception {
        try (SshCommandRunner r = runner()) {
            long t0 = System.nanoTime();
            CommandResult res = r.run(ExternalCommand.of("sleep", "731").withTimeout(Duration.ofSeconds(1)));
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            assertTrue(res.timedOut());
            assertEquals(-1, res.exitCode());
            assertTrue(ms < 10_000, "took " + ms + " ms");
            assertTrue(Sshd.eventually(Duration.ofSeconds(5), () -> ProcessHandle.allProcesses()
                    .noneMatch(p -> p.info().commandLine().orElse("").contains("sleep 731"))), "remote sleep still running");
            assertEquals(0, r.run(ExternalCommand.of("true")).exitCode(), "the session survives a timed-out command");
        }
    }

    @Test
    void stdinTheProgramNeverReadsDoesNotHoldUpTheTimeout() throws Exception {
        try (SshCommandRunner r = runner()) {
            long t0 = System.nanoTime();
            // 8 MB: more than sshd's channel window and the pipe hold, so the writer blocks until the kill.
            CommandResult res = r.run(ExternalCommand.of("sleep", "733").withStdin("y".repeat(8 << 20))
                    .withTimeout(Duration.ofSeconds(2)));
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            assertTrue(res.timedOut());
            assertTrue(ms < 15_000, "took " + ms + " ms");
            assertEquals("ok\n", r.run(ExternalCommand.of("echo", "ok")).stdout(), "the session survives it");
        }
    }

    @Test
    void commandsStartNoThreadOfTheirOwn() throws Exception {
        // JSch's stdin thread, started after the exec request, was torn down by a command that ended first:
        // connect() failed with a NullPointerException from Thread.start() though the command had run.
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (SshCommandRunner r = runner()) {
            r.run(ExternalCommand.of("true"));
            long before = threads.getTotalStartedThreadCount();
            for (int i = 0; i < 50; i++) {
                assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
            }
            long started = threads.getTotalStartedThreadCount() - before;
            assertTrue(started < 25, started + " threads started for 50 commands without stdin");
        }
    }

    @Test
    void oneSessionServesAHundredCommands() throws Exception {
        long loginsBefore = SSHD.acceptedLogins();
        try (SshCommandRunner r = runner()) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 100; i++) {
                CommandResult res = r.run(ExternalCommand.of("echo", "call " + i));
                assertEquals("call " + i + "\n", res.stdout());
            }
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            System.out.println("100 remote commands over one session: " + ms + " ms");
            assertEquals(1, r.connectionsOpened());
        }
        assertTrue(Sshd.eventually(Duration.ofSeconds(3), () -> SSHD.acceptedLogins() - loginsBefore == 1),
                "sshd saw " + (SSHD.acceptedLogins() - loginsBefore) + " logins");
    }

    @Test
    void droppedConnectionIsReestablishedOnTheNextCall() throws Exception {
        SshTesting.Notices notices = new SshTesting.Notices();
        try (SshCommandRunner r = runner(notices)) {
            assertEquals("before\n", r.run(ExternalCommand.of("echo", "before")).stdout());
            assertTrue(SSHD.killSessions() >= 1);
            assertEquals("after\n", r.run(ExternalCommand.of("echo", "after")).stdout());
            assertEquals(2, r.connectionsOpened());
            assertTrue(notices.lines.stream().anyMatch(l -> l.contains("re-established")), notices.lines.toString());
        }
    }

    @Test
    void dropDuringACommandIsReportedAndNotResent() throws Exception {
        Path marker = tmp.resolve("runs");
        try (SshCommandRunner r = runner()) {
            r.connect();
            CompletableFuture<CommandResult> running = CompletableFuture.supplyAsync(() -> r.run(
                    ExternalCommand.of("sh", "-c", "echo x >> \"$1\"; sleep 30", "sh", marker.toString())));
            assertTrue(Sshd.eventually(Duration.ofSeconds(10), () -> Files.exists(marker)));
            SSHD.killSessions();
            Exception e = assertThrows(Exception.class, () -> running.get(20, TimeUnit.SECONDS));
            assertTrue(e.getCause() instanceof SshConnectionLostException, String.valueOf(e.getCause()));
            assertTrue(e.getCause().getMessage().contains("may or may not"), e.getCause().getMessage());
            assertEquals("x\n", Files.readString(marker), "the command was not re-sent");
            assertEquals("ok\n", r.run(ExternalCommand.of("echo", "ok")).stdout());
            assertEquals(2, r.connectionsOpened());
        }
    }

    /**
     * JSch closes a session's channels before it marks the session down, so a command whose connection
     * drops can find its channel closed, no exit status and the session still "connected" for a moment.
     * Read then, it came back as exit code -1 ("squeue failed: exit code -1, no output"), and a
     * {@code clusterjob wait} stopped where it should have reconnected (RemoteSubmitE2ETest, 1 run in 8).
     * Many drops in a row give that window many chances.
     */
    @Test
    void everyDropDuringACommandIsReportedAsALostConnection() throws Exception {
        int drops = 30;
        try (SshCommandRunner r = runner()) {
            for (int i = 0; i < drops; i++) {
                Path marker = tmp.resolve("drop-" + i);
                CompletableFuture<CommandResult> running = CompletableFuture.supplyAsync(() -> r.run(
                        ExternalCommand.of("sh", "-c", "touch \"$1\"; exec sleep 30", "sh", marker.toString())));
                assertTrue(Sshd.eventually(Duration.ofSeconds(20), () -> Files.exists(marker)), "drop " + i + ": the command never ran");
                SSHD.killSessions();
                int n = i;
                Exception e = assertThrows(Exception.class, () -> running.get(20, TimeUnit.SECONDS),
                        () -> "drop " + n + " came back as a result: " + running.getNow(null));
                assertTrue(e.getCause() instanceof SshConnectionLostException, "drop " + i + ": " + e.getCause());
            }
            assertEquals(drops, r.connectionsOpened(), "one connection per command, none re-sent");
        }
    }

    @Test
    void serverDownForAWhileIsWaitedForWithBackoff() throws Exception {
        Sshd own = Sshd.onPort(Sshd.freePort());
        own.start();
        try {
            Path kh = SshTesting.knownHosts(tmp, own.knownHostsLine());
            SshTesting.Notices notices = new SshTesting.Notices();
            try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(own, kh, tmp.resolve("home"))
                    .withReconnectWindow(Duration.ofSeconds(60)), notices)) {
                assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
                own.stop();
                // No clock involved: the port is held by a plain socket that closes the first connection it
                // gets (a failed reconnect attempt, however late it comes); only then does sshd start again.
                CompletableFuture<Void> back = CompletableFuture.runAsync(() -> {
                    try {
                        try (ServerSocket hold = holdPort(own.port()); Socket first = hold.accept()) {
                            first.setSoLinger(true, 0);
                        }
                        own.restart();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                assertEquals("back\n", r.run(ExternalCommand.of("echo", "back")).stdout());
                back.get(60, TimeUnit.SECONDS);
                assertEquals(2, r.connectionsOpened());
                assertTrue(notices.lines.stream().anyMatch(l -> l.matches(".*re-established after ([2-9]|[1-9][0-9]+) attempts.*")),
                        notices.lines.toString());
            }
            own.stop();
            try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(own, kh, tmp.resolve("home"))
                    .withReconnectWindow(Duration.ofSeconds(1)), new SshTesting.Notices())) {
                SshException e = assertThrows(SshException.class, () -> r.run(ExternalCommand.of("true")));
                assertTrue(e.getMessage().contains("cannot connect"), e.getMessage());
                assertEquals(3, e.exitCode());
            }
        } finally {
            own.stopAndDelete();
        }
    }

    /** A listening socket on 127.0.0.1:{@code port}, once the stopped sshd has let go of it (up to 30 s). */
    private static ServerSocket holdPort(int port) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            ServerSocket s = new ServerSocket();
            s.setReuseAddress(true);
            try {
                s.bind(new InetSocketAddress("127.0.0.1", port));
                return s;
            } catch (IOException e) {
                s.close();
                if (System.nanoTime() > end) {
                    throw e;
                }
                Thread.sleep(100);
            }
        }
    }

    @Test
    void uploadIsAtomicKeepsTheModeAndReplaces() throws Exception {
        Path script = tmp.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\necho one\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-x---"));
        Path remote = tmp.resolve("remote dir's/nested $x");
        try (SshCommandRunner r = runner()) {
            String path = r.upload(script, remote.toString());
            assertEquals(remote + "/job.sbatch", path);
            assertEquals("#!/bin/bash\necho one\n", Files.readString(remote.resolve("job.sbatch")));
            assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(remote.resolve("job.sbatch"))));

            Files.writeString(script, "#!/bin/bash\necho two\n");
            r.upload(script, remote.toString());
            assertEquals("#!/bin/bash\necho two\n", Files.readString(remote.resolve("job.sbatch")));
            try (var files = Files.list(remote)) {
                assertEquals(List.of("job.sbatch"), files.map(f -> f.getFileName().toString()).toList(), "no temp file left");
            }
            CommandResult ran = r.run(ExternalCommand.of(path));
            assertEquals("two\n", ran.stdout());
        }
    }

    @Test
    void uploadRefusesAFolderOthersCanWriteWithoutTheStickyBit() throws Exception {
        Path script = tmp.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\necho one\n");
        Path shared = Files.createDirectories(tmp.resolve("shared"));
        Path sticky = Files.createDirectories(tmp.resolve("sticky"));
        try (SshCommandRunner r = runner()) {
            // a folder every user can write: another user could rename the script away and put theirs in its place
            assertEquals(0, new ProcessBuilder("chmod", "0777", shared.toString()).start().waitFor());
            SshException e = assertThrows(SshException.class, () -> r.upload(script, shared.toString()));
            assertTrue(e.getMessage().contains(shared + " is writable by every user (mode 0777, no sticky bit)"), e.getMessage());
            // a folder made in it is no safer: whoever can write the folder above can rename it
            SshException below = assertThrows(SshException.class, () -> r.upload(script, shared.resolve("mine/jobs").toString()));
            assertTrue(below.getMessage().contains(shared + " is writable by every user"), below.getMessage());
            assertFalse(Files.exists(shared.resolve("job.sbatch")), "no script written there");
            // the same with the sticky bit (as /tmp and most scratch file systems): what is ours stays ours
            assertEquals(0, new ProcessBuilder("chmod", "1777", sticky.toString()).start().waitFor());
            assertEquals(sticky + "/job.sbatch", r.upload(script, sticky.toString()));
            assertEquals("#!/bin/bash\necho one\n", Files.readString(sticky.resolve("job.sbatch")));
        }
    }

    @Test
    void logIsReadIncrementallyByOffset() throws Exception {
        Path log = tmp.resolve("slurm-42.out");
        try (SshCommandRunner r = runner()) {
            SshFileChunk none = r.read(log.toString(), 0, 1024);
            assertTrue(none.missing());
            assertEquals(0, none.nextOffset());

            Files.writeString(log, "abc");
            SshFileChunk c1 = r.read(log.toString(), 0, 1024);
            assertEquals("abc", new String(c1.data(), StandardCharsets.UTF_8));
            assertEquals(3, c1.nextOffset());

            Files.writeString(log, "defgh", java.nio.file.StandardOpenOption.APPEND);
            SshFileChunk c2 = r.read(log.toString(), c1.nextOffset(), 2);
            assertEquals("de", new String(c2.data(), StandardCharsets.UTF_8));
            assertEquals(8, c2.size());
            SshFileChunk c3 = r.read(log.toString(), c2.nextOffset(), 1024);
            assertEquals("fgh", new String(c3.data(), StandardCharsets.UTF_8));
            SshFileChunk c4 = r.read(log.toString(), c3.nextOffset(), 1024);
            assertEquals(0, c4.data().length);
            assertEquals(8, c4.nextOffset());

            byte[] big = new byte[6 << 20];
            new java.util.Random(7).nextBytes(big);
            Files.write(log, big);
            SshFileChunk mid = r.read(log.toString(), 5 << 20, 100_000);
            assertArrayEquals(Arrays.copyOfRange(big, 5 << 20, (5 << 20) + 100_000), mid.data());
            assertEquals(1, r.connectionsOpened(), "SFTP rides on the same session");
        }
    }

    @Test
    void sftpRecoversFromADroppedSessionToo() throws Exception {
        Path log = tmp.resolve("a.log");
        Files.writeString(log, "hello");
        try (SshCommandRunner r = runner()) {
            assertEquals(5, r.read(log.toString(), 0, 10).nextOffset());
            SSHD.killSessions();
            assertEquals("llo", new String(r.read(log.toString(), 2, 10).data(), StandardCharsets.UTF_8));
            assertEquals(2, r.connectionsOpened());
        }
    }

    @Test
    void keysFromSshAgentAreUsed() throws Exception {
        Path sock = tmp.resolve("agent.sock");
        Process agent = new ProcessBuilder("ssh-agent", "-D", "-a", sock.toString()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("agent.out").toFile()).start();
        try {
            assertTrue(Sshd.eventually(Duration.ofSeconds(5), () -> Files.exists(sock)), "ssh-agent socket");
            Sshd.run(Map.of("SSH_AUTH_SOCK", sock.toString()), "ssh-add", SSHD.userKey().toString());
            Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
            SshSettings s = SshTesting.settings(SSHD, kh, tmp.resolve("home")).withIdentity(null).withAgentSocket(sock);
            try (SshCommandRunner r = SshCommandRunner.open(s, new SshTesting.Notices())) {
                assertEquals("agent\n", r.run(ExternalCommand.of("echo", "agent")).stdout());
            }
            try (SshCommandRunner r = SshCommandRunner.open(s.withAgentSocket(null), new SshTesting.Notices())) {
                SshException e = assertThrows(SshException.class, () -> r.run(ExternalCommand.of("true")));
                assertTrue(e.getMessage().contains("no key file"), e.getMessage());
            }
        } finally {
            agent.destroy();
            agent.waitFor(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void describeNamesUserHostAndPort() throws Exception {
        try (SshCommandRunner r = runner()) {
            assertEquals("ssh " + SshTesting.USER + "@127.0.0.1:" + SSHD.port(), r.describe());
        }
    }
}
