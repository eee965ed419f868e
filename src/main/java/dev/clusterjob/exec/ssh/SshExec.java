package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.quote.PosixQuote;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Runs one command on the kept session: an exec channel, argv quoted for the remote POSIX shell by
 * {@link PosixQuote}, stdin fed, stdout and stderr collected, the timeout enforced by killing the
 * remote process group. A command is re-sent only if it had not started.
 */
final class SshExec {
    private static final String PID_MARKER = "clusterjob-remote-pid:";
    /** How long a channel that closed without an exit status waits for its session to be marked down. */
    private static final Duration SETTLE = Duration.ofSeconds(2);

    private final SshSessions sessions;

    SshExec(SshSessions sessions) {
        this.sessions = sessions;
    }

    CommandResult run(ExternalCommand command) {
        String line;
        try {
            line = RemoteCommandLine.of(command);
        } catch (IllegalArgumentException e) {
            throw ClusterjobException.badInput("remote command", e.getMessage());
        }
        if (command.timeout() != null) {
            // With a timeout the shell first reports its PID, which exec hands on to the program: on
            // timeout the process group can be killed by a second command even where sshd refuses the
            // signal request (it does for root logins: "session signalling requires privilege separation").
            line = "echo " + PID_MARKER + "$$ >&2; " + line;
        }
        long start = System.nanoTime();
        for (int attempt = 0; ; attempt++) {
            Session s = sessions.session();
            ChannelExec ch;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            try {
                ch = (ChannelExec) SshSessions.channel(s, "exec");
                ch.setCommand(line.getBytes(StandardCharsets.UTF_8));
                ch.setOutputStream(out);
                ch.setErrStream(err);
                ch.connect(sessions.connectTimeoutMillis());
            } catch (JSchException e) {
                if (notStarted(e) && attempt == 0) {
                    // The session died before the command went out: safe to reconnect and send it.
                    sessions.drop(s);
                    continue;
                }
                sessions.drop(s);
                if (notStarted(e)) {
                    throw new SshException(sessions.describe() + ": cannot start '" + program(command) + "': " + e.getMessage(), e);
                }
                throw new SshConnectionLostException(sessions.describe() + ": connection lost while starting '" + program(command)
                        + "' (it may or may not have run): " + e.getMessage(), e);
            }
            feedStdin(ch, command.stdin());
            return await(s, ch, command, out, err, start);
        }
    }

    /**
     * Sends stdin and then end-of-file on the open channel. JSch's own stdin feeding
     * ({@code setInputStream}) starts a thread in {@code connect()} after the exec request went out, and a
     * command that ends before that thread starts has its channel torn down under it: {@code connect()}
     * then fails with a NullPointerException from {@code thread.start()} although the command ran (one
     * CI run in about 6,000 commands). End-of-file alone is one packet, sent here; data goes from a daemon
     * thread of ours, so a program that never reads its stdin cannot hold up the timeout.
     */
    private static void feedStdin(ChannelExec ch, String stdin) {
        OutputStream to;
        try {
            to = ch.getOutputStream();
        } catch (IOException e) {
            return; // the channel is gone; await() reports how
        }
        if (stdin == null || stdin.isEmpty()) {
            closeQuietly(to);
            return;
        }
        byte[] bytes = stdin.getBytes(StandardCharsets.UTF_8);
        Thread feeder = new Thread(() -> {
            try {
                to.write(bytes);
            } catch (IOException e) {
                // The program ended or the channel closed before reading all of it, as a local pipe would.
            }
            closeQuietly(to);
        }, "clusterjob ssh stdin");
        feeder.setDaemon(true);
        feeder.start();
    }

    private static void closeQuietly(OutputStream to) {
        try {
            to.close();
        } catch (IOException e) {
            // The channel closed first: nothing left to tell the program.
        }
    }

    private CommandResult await(Session s, ChannelExec ch, ExternalCommand command, ByteArrayOutputStream out,
                                ByteArrayOutputStream err, long start) {
        long deadline = command.timeout() == null ? Long.MAX_VALUE : start + command.timeout().toNanos();
        long pause = TimeUnit.MICROSECONDS.toNanos(200);
        boolean timedOut = false;
        while (!ch.isClosed()) {
            if (System.nanoTime() >= deadline) {
                timedOut = true;
                try {
                    // "exec" made the program the session's process, so the signal reaches it (RFC 4254, 6.9).
                    ch.sendSignal("KILL");
                } catch (Exception ignored) {
                    // The kill command below covers servers that refuse or ignore the request.
                }
                killRemote(s, err);
                break;
            }
            if (!s.isConnected()) {
                break;
            }
            if (Thread.currentThread().isInterrupted()) {
                ch.disconnect();
                throw new SshException(sessions.describe() + ": interrupted while waiting for '" + program(command) + "'");
            }
            LockSupport.parkNanos(Math.min(pause, deadline - System.nanoTime()));
            pause = Math.min(pause * 2, TimeUnit.MILLISECONDS.toNanos(20));
        }
        int exit = timedOut ? -1 : ch.getExitStatus();
        ch.disconnect();
        if (!timedOut && exit == -1 && goesDown(s)) {
            sessions.drop(s);
            throw new SshConnectionLostException(sessions.describe() + ": connection lost while running '" + program(command)
                    + "' (it may or may not have finished); the next command reconnects", null);
        }
        String stderr = err.toString(StandardCharsets.UTF_8);
        if (command.timeout() != null && stderr.startsWith(PID_MARKER)) {
            int nl = stderr.indexOf('\n');
            stderr = nl < 0 ? "" : stderr.substring(nl + 1);
        }
        return new CommandResult(command, exit, out.toString(StandardCharsets.UTF_8), stderr,
                Duration.ofNanos(System.nanoTime() - start), timedOut);
    }

    /**
     * Whether the session is down or goes down within {@link #SETTLE}. A channel closed with no exit status
     * means the connection dropped or the program died of a signal; JSch closes a dropped session's channels
     * before it marks the session down, so read at once a drop looked like exit code -1 in about one drop
     * in 90 (SshCommandRunnerE2ETest). Only that case waits, and a live session waits the whole settle time.
     */
    private static boolean goesDown(Session s) {
        long end = System.nanoTime() + SETTLE.toNanos();
        while (s.isConnected()) {
            if (System.nanoTime() >= end) {
                return false;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
        }
        return true;
    }

    /** Kills the timed-out program's process group (sshd made it a session leader: setsid) by the PID it reported. */
    private void killRemote(Session s, ByteArrayOutputStream err) {
        String e = err.toString(StandardCharsets.UTF_8);
        if (!e.startsWith(PID_MARKER) || e.indexOf('\n') < 0) {
            return;
        }
        String pid = e.substring(PID_MARKER.length(), e.indexOf('\n')).trim();
        if (!pid.matches("[0-9]{1,10}")) {
            return;
        }
        try {
            ChannelExec k = (ChannelExec) SshSessions.channel(s, "exec");
            k.setCommand("kill -s KILL -- -" + pid + " 2>/dev/null || kill -s KILL " + pid);
            k.connect(sessions.connectTimeoutMillis());
            feedStdin(k, null);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!k.isClosed() && System.nanoTime() < end) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
            }
            k.disconnect();
        } catch (JSchException ignored) {
            // Best effort: the result already says timedOut.
        }
    }

    /** JSch's words for "the session was already down / the channel never opened": nothing reached the server's shell. */
    private static boolean notStarted(JSchException e) {
        String m = String.valueOf(e.getMessage());
        return m.contains("session is down") || m.contains("channel is not opened");
    }

    private static String program(ExternalCommand c) {
        return String.join(" ", c.argv().subList(0, Math.min(3, c.argv().size()))) + (c.argv().size() > 3 ? " ..." : "");
    }
}
