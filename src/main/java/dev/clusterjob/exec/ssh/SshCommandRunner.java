package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchChangedHostKeyException;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.JSchHostKeyException;
import com.jcraft.jsch.JSchUnknownHostKeyException;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.SftpATTRS;
import com.jcraft.jsch.SftpException;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.quote.PosixQuote;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * Runs commands on a login node over one reused SSH session (JSch): an exec channel per command,
 * argv quoted for the remote POSIX shell by {@link PosixQuote}, SFTP for uploads and offset reads.
 * The session is opened on first use; when it drops it is re-opened with jittered exponential backoff
 * for up to {@link SshSettings#reconnectWindow()}. A command is re-sent only if it had not started.
 */
public final class SshCommandRunner implements CommandRunner, RemoteFiles {
    private static final int KEEPALIVE_COUNT_MAX = 3;
    private static final long BACKOFF_FIRST_MS = 250;
    private static final long BACKOFF_MAX_MS = 10_000;
    private static final String PID_MARKER = "clusterjob-remote-pid:";

    private final SshSettings settings;
    private final SshRoute route;
    private final Consumer<String> notices;
    private final SshHostKeys hostKeys;
    private final List<SshIdentities> identities = new ArrayList<>();
    private final AtomicInteger connectionsOpened = new AtomicInteger();
    private final Object sessionLock = new Object();
    private final Object sftpLock = new Object();
    private List<Session> sessions = List.of();
    private volatile ChannelSftp sftp;
    private boolean everConnected;
    private boolean closed;

    private SshCommandRunner(SshSettings settings, SshRoute route, Consumer<String> notices) {
        this.settings = settings;
        this.route = route;
        this.notices = notices;
        this.hostKeys = new SshHostKeys(route.knownHosts(), settings.acceptNewHostKey(), notices);
        for (SshEndpoint e : hops()) {
            identities.add(new SshIdentities(e.identityFiles(), route.useAgent() ? settings.agentSocket() : null));
        }
    }

    /**
     * A runner for {@code settings} (resolved against its ssh config file now; no connection yet).
     * {@code notices} receives one-line messages such as an accepted host key or a reconnect (stderr in the CLI).
     */
    public static SshCommandRunner open(SshSettings settings, Consumer<String> notices) {
        return new SshCommandRunner(settings, SshConfigResolver.resolve(settings), notices);
    }

    /** The resolved route (jump hosts, target, known_hosts files). */
    public SshRoute route() {
        return route;
    }

    /** The remote working directory from the settings, or null for the remote home. */
    public String remoteDir() {
        return settings.remoteDir();
    }

    /** How many SSH sessions to the target were opened so far (1 while the first one lives). */
    public int connectionsOpened() {
        return connectionsOpened.get();
    }

    @Override
    public String describe() {
        StringBuilder b = new StringBuilder("ssh ").append(route.target().display());
        if (!route.jumps().isEmpty()) {
            b.append(" via ");
            route.jumps().forEach(j -> b.append(j == route.jumps().get(0) ? "" : ",").append(j.display()));
        }
        return b.toString();
    }

    /** Opens the session now (otherwise the first command does), so refusals surface early. */
    public void connect() {
        session();
    }

    @Override
    public CommandResult run(ExternalCommand command) {
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
            Session s = session();
            ChannelExec ch;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            try {
                ch = (ChannelExec) s.openChannel("exec");
                ch.setCommand(line.getBytes(StandardCharsets.UTF_8));
                ch.setInputStream(new ByteArrayInputStream(command.stdin() == null ? new byte[0]
                        : command.stdin().getBytes(StandardCharsets.UTF_8)));
                ch.setOutputStream(out);
                ch.setErrStream(err);
                ch.connect(millis(settings.connectTimeout()));
            } catch (JSchException e) {
                if (notStarted(e) && attempt == 0) {
                    // The session died before the command went out: safe to reconnect and send it.
                    dropSession(s);
                    continue;
                }
                dropSession(s);
                if (notStarted(e)) {
                    throw new SshException(describe() + ": cannot start '" + program(command) + "': " + e.getMessage(), e);
                }
                throw new SshConnectionLostException(describe() + ": connection lost while starting '" + program(command)
                        + "' (it may or may not have run): " + e.getMessage(), e);
            }
            return await(s, ch, command, out, err, start);
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
                throw new SshException(describe() + ": interrupted while waiting for '" + program(command) + "'");
            }
            LockSupport.parkNanos(Math.min(pause, deadline - System.nanoTime()));
            pause = Math.min(pause * 2, TimeUnit.MILLISECONDS.toNanos(20));
        }
        int exit = timedOut ? -1 : ch.getExitStatus();
        ch.disconnect();
        if (!timedOut && exit == -1 && !s.isConnected()) {
            dropSession(s);
            throw new SshConnectionLostException(describe() + ": connection lost while running '" + program(command)
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
            ChannelExec k = (ChannelExec) s.openChannel("exec");
            k.setCommand("kill -s KILL -- -" + pid + " 2>/dev/null || kill -s KILL " + pid);
            k.setInputStream(new ByteArrayInputStream(new byte[0]));
            k.connect(millis(settings.connectTimeout()));
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

    // ---- SFTP ---------------------------------------------------------------------------------------

    /** Creates {@code dir} (and its parents) over SFTP when missing; returns its absolute path (SFTP realpath). */
    @Override
    public String makeDirectories(String dir) {
        String p = sftpPath(dir);
        return sftp("create directory " + dir, c -> {
            mkdirs(c, p);
            return c.realpath(p);
        });
    }

    /**
     * Uploads {@code local} into {@code remoteDir} (created if missing; null: the settings' remote_dir,
     * else the remote home) under a temporary name, copies its permission bits, then renames it into
     * place (OpenSSH's posix-rename, so an old copy is replaced atomically). Returns the remote path.
     */
    @Override
    public String upload(Path local, String remoteDir) {
        String dir = remoteDir != null ? remoteDir : settings.remoteDir() != null ? settings.remoteDir() : "~";
        String name = local.getFileName().toString();
        String sftpDir = sftpPath(dir);
        String tmp = sftpDir + "/." + name + ".clusterjob-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()) + ".tmp";
        String target = sftpDir + "/" + name;
        int mode = mode(local);
        sftp("upload " + local + " to " + dir, c -> {
            mkdirs(c, sftpDir);
            try {
                c.put(local.toString(), tmp);
                c.chmod(mode, tmp);
                c.rename(tmp, target);
            } catch (SftpException e) {
                try {
                    c.rm(tmp);
                } catch (SftpException ignored) {
                    // The temporary file may never have been created.
                }
                throw e;
            }
            return null;
        });
        return (dir.endsWith("/") ? dir : dir + "/") + name;
    }

    /**
     * Reads at most {@code max} bytes of {@code remotePath} from {@code offset} (SFTP read requests from
     * that offset; the file is never copied whole). A missing file gives an empty chunk of size -1.
     */
    @Override
    public SshFileChunk read(String remotePath, long offset, int max) {
        String p = sftpPath(remotePath);
        return sftp("read " + remotePath, c -> {
            SftpATTRS a;
            try {
                a = c.stat(p);
            } catch (SftpException e) {
                if (e.id == ChannelSftp.SSH_FX_NO_SUCH_FILE) {
                    return new SshFileChunk(new byte[0], offset, -1);
                }
                throw e;
            }
            long size = a.getSize();
            if (offset >= size || max <= 0) {
                return new SshFileChunk(new byte[0], offset, size);
            }
            int n = (int) Math.min(max, size - offset);
            try (InputStream in = c.get(p, null, offset)) {
                return new SshFileChunk(in.readNBytes(n), offset, size);
            }
        });
    }

    private interface SftpOp<T> {
        T apply(ChannelSftp c) throws SftpException, IOException;
    }

    private <T> T sftp(String what, SftpOp<T> op) {
        synchronized (sftpLock) {
            for (int attempt = 0; ; attempt++) {
                Session s = session();
                try {
                    if (sftp == null || !sftp.isConnected() || sftp.getSession() != s) {
                        ChannelSftp c = (ChannelSftp) s.openChannel("sftp");
                        try {
                            c.connect(millis(settings.connectTimeout()));
                        } catch (JSchException e) {
                            if (s.isConnected() && noSftpSubsystem(e)) {
                                throw noSftp(route.target().display(), what, e);
                            }
                            throw e;
                        }
                        sftp = c;
                    }
                    return op.apply(sftp);
                } catch (JSchException | SftpException | IOException e) {
                    boolean down = !s.isConnected();
                    if (down && attempt == 0) {
                        // Reads, mkdir and the temp-name upload are all safe to repeat after a reconnect.
                        dropSession(s);
                        continue;
                    }
                    throw new SshException(describe() + ": " + what + " failed: " + sftpMessage(e), e);
                }
            }
        }
    }

    /**
     * The session is up but sshd refused the "sftp" subsystem request (no {@code Subsystem sftp} line in its
     * sshd_config, or a forced command): JSch only says "failed to send channel request".
     */
    static boolean noSftpSubsystem(JSchException e) {
        return e.getMessage() != null && e.getMessage().contains("failed to send channel request");
    }

    /** One line naming the host and what to do, instead of JSch's "failed to send channel request". */
    static SshException noSftp(String host, String what, JSchException e) {
        return new SshException("ssh " + host + ": " + what + " failed: its sshd offers no sftp subsystem"
                + " (clusterjob copies the script and reads logs over SFTP); ask its admins to enable 'Subsystem sftp'"
                + " in sshd_config, or submit from a login node that has it", e);
    }

    private static String sftpMessage(Exception e) {
        if (e instanceof SftpException se) {
            return switch (se.id) {
                case ChannelSftp.SSH_FX_NO_SUCH_FILE -> "no such file or directory (" + se.getMessage() + ")";
                case ChannelSftp.SSH_FX_PERMISSION_DENIED -> "permission denied (" + se.getMessage() + ")";
                default -> se.getMessage();
            };
        }
        return e.getMessage();
    }

    private static void mkdirs(ChannelSftp c, String dir) throws SftpException {
        if (dir.equals(".") || dir.equals("/")) {
            return;
        }
        StringBuilder p = new StringBuilder(dir.startsWith("/") ? "/" : "");
        for (String part : dir.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (p.length() > 0 && p.charAt(p.length() - 1) != '/') {
                p.append('/');
            }
            p.append(part);
            try {
                c.stat(p.toString());
            } catch (SftpException e) {
                if (e.id != ChannelSftp.SSH_FX_NO_SUCH_FILE) {
                    throw e;
                }
                c.mkdir(p.toString());
            }
        }
    }

    /** SFTP paths are relative to the login directory and know no {@code ~}: {@code ~/x} becomes {@code x}. */
    static String sftpPath(String p) {
        if (p.equals("~") || p.equals("~/")) {
            return ".";
        }
        String s = p.startsWith("~/") ? p.substring(2) : p;
        while (s.length() > 1 && s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    private static int mode(Path local) {
        try {
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(local);
            int m = 0;
            for (PosixFilePermission p : perms) {
                m |= 1 << (8 - p.ordinal());
            }
            return m;
        } catch (UnsupportedOperationException | IOException e) {
            return Files.isExecutable(local) ? 0755 : 0644;
        }
    }

    // ---- the session --------------------------------------------------------------------------------

    private List<SshEndpoint> hops() {
        List<SshEndpoint> all = new ArrayList<>(route.jumps());
        all.add(route.target());
        return all;
    }

    /** The live target session: the current one, or a new one (one attempt at first, then with backoff). */
    private Session session() {
        synchronized (sessionLock) {
            if (closed) {
                throw new IllegalStateException(describe() + ": runner is closed");
            }
            if (!sessions.isEmpty() && last(sessions).isConnected()) {
                return last(sessions);
            }
            disconnectAll();
            if (!everConnected) {
                sessions = openChain();
                everConnected = true;
                return last(sessions);
            }
            return reconnect();
        }
    }

    private Session reconnect() {
        long start = System.nanoTime();
        long windowEnd = start + settings.reconnectWindow().toNanos();
        for (int attempt = 1; ; attempt++) {
            try {
                sessions = openChain();
                notices.accept(describe() + ": connection lost; re-established after " + attempt + " attempt"
                        + (attempt == 1 ? "" : "s") + " (" + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms)");
                return last(sessions);
            } catch (Retryable r) {
                long delay = backoffMillis(attempt, ThreadLocalRandom.current().nextDouble());
                if (System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delay) > windowEnd) {
                    throw new SshException(describe() + ": connection lost and not re-established within "
                            + settings.reconnectWindow().toSeconds() + " s (" + attempt + " attempts): " + r.getMessage(), r.getCause());
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(delay));
                if (Thread.currentThread().isInterrupted()) {
                    throw new SshException(describe() + ": interrupted while reconnecting: " + r.getMessage(), r.getCause());
                }
            }
        }
    }

    /**
     * Delay before reconnect attempt {@code attempt} (1-based): exponential from 250 ms, capped at 10 s,
     * with "equal jitter" (half fixed, half random) so that many clients do not retry in step.
     */
    static long backoffMillis(int attempt, double random01) {
        long ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS << Math.min(attempt - 1, 20));
        return ceiling / 2 + (long) (random01 * (ceiling / 2));
    }

    /** Connects the jump hosts in order, then the target through the last of them. */
    private List<Session> openChain() {
        List<Session> chain = new ArrayList<>();
        List<SshEndpoint> hops = hops();
        JSch jsch = new JSch();
        try {
            for (int i = 0; i < hops.size(); i++) {
                SshEndpoint e = hops.get(i);
                Session s;
                try {
                    s = jsch.getSession(e.user(), e.host(), e.port());
                } catch (JSchException ex) {
                    throw new SshException(describe() + ": " + ex.getMessage(), ex);
                }
                s.setHostKeyRepository(hostKeys);
                s.setIdentityRepository(identities.get(i));
                s.setConfig("StrictHostKeyChecking", "yes");
                s.setConfig("HashKnownHosts", "no");
                s.setConfig("PreferredAuthentications", "publickey");
                s.setDaemonThread(true);
                try {
                    s.setServerAliveInterval(millis(settings.keepAlive()));
                } catch (JSchException ex) {
                    throw new IllegalStateException(ex);
                }
                s.setServerAliveCountMax(KEEPALIVE_COUNT_MAX);
                if (!chain.isEmpty()) {
                    s.setProxy(new SshJumpProxy(last(chain)));
                }
                connectOne(s, e, i < hops.size() - 1, identities.get(i));
                chain.add(s);
            }
        } catch (RuntimeException ex) {
            for (int i = chain.size() - 1; i >= 0; i--) {
                chain.get(i).disconnect();
            }
            throw ex;
        }
        connectionsOpened.incrementAndGet();
        return List.copyOf(chain);
    }

    private void connectOne(Session s, SshEndpoint e, boolean jump, SshIdentities ids) {
        String who = (jump ? "jump host " : "") + e.display();
        try {
            s.connect(millis(settings.connectTimeout()));
        } catch (JSchException ex) {
            SshHostKeys.Refusal r = hostKeys.lastRefusal();
            if (ex instanceof JSchHostKeyException || ex instanceof JSchUnknownHostKeyException
                    || ex instanceof JSchChangedHostKeyException || String.valueOf(ex.getMessage()).contains("HostKey")) {
                throw new SshHostKeyException(hostKeyMessage(who, r, route.knownHosts()), ex);
            }
            String m = String.valueOf(ex.getMessage());
            if (m.startsWith("Auth fail") || m.startsWith("Auth cancel")) {
                throw new SshException("ssh " + who + ": login refused: the server accepted none of the keys offered ("
                        + ids.describeOffered() + "); add the public key to ~/.ssh/authorized_keys of " + e.user() + " there"
                        + " (ssh-copy-id" + (e.port() == 22 ? "" : " -p " + e.port()) + " " + e.user() + "@" + e.host()
                        + "), or name the right key: identity: in the profile's login: block or IdentityFile in ~/.ssh/config", ex);
            }
            if (ex.getCause() instanceof UnknownHostException) {
                throw new Retryable("ssh " + who + ": unknown host name '" + e.host() + "'" + aliasHint(e), ex);
            }
            Throwable c = ex.getCause() != null ? ex.getCause() : ex;
            throw new Retryable("ssh " + who + ": cannot connect: " + c.getMessage(), ex);
        }
    }

    private static String aliasHint(SshEndpoint e) {
        return e.alias().equals(e.host()) ? " (not a Host alias in the ssh config file either)" : "";
    }

    private static String hostKeyMessage(String who, SshHostKeys.Refusal r, List<Path> files) {
        if (r == null) {
            return "ssh " + who + ": host key refused";
        }
        String offered = SshHostKeys.label(r.offered()) + " key " + SshHostKeys.fingerprint(r.offered());
        return switch (r.verdict()) {
            case UNKNOWN -> "ssh " + who + ": host key of " + r.hostName() + " is not in " + r.knownFile()
                    + (files.size() > 1 ? " (nor " + String.join(", ", files.subList(1, files.size()).stream().map(Path::toString).toList()) + ")" : "")
                    + "; the server offers " + offered + ". Compare it with the login node's own "
                    + "(ssh-keygen -lf /etc/ssh/ssh_host_" + SshHostKeys.label(r.offered()).toLowerCase(java.util.Locale.ROOT)
                    + "_key.pub, run there, or ask the admins), then rerun with --accept-new-host-key to add it";
            case CHANGED -> "ssh " + who + ": HOST KEY CHANGED for " + r.hostName() + ": the server offers " + offered
                    + " but " + r.entry().where() + " has " + SshHostKeys.label(r.entry().key()) + " key "
                    + SshHostKeys.fingerprint(r.entry().key()) + "; refusing (this can be a man-in-the-middle attack)."
                    + " If the login node was re-installed, remove the old key with: ssh-keygen -f "
                    + PosixQuote.quote(r.knownFile().toString()) + " -R " + PosixQuote.quote(r.hostName())
                    + " (--accept-new-host-key never replaces a known key)";
            case REVOKED -> "ssh " + who + ": host key " + offered + " of " + r.hostName() + " is marked @revoked at "
                    + r.entry().where() + "; refusing";
        };
    }

    private void dropSession(Session s) {
        synchronized (sessionLock) {
            if (!sessions.isEmpty() && last(sessions) == s) {
                disconnectAll();
            }
        }
    }

    private void disconnectAll() {
        // No sftpLock here: sftp() takes sftpLock then sessionLock, so taking them the other way round could deadlock.
        ChannelSftp c = sftp;
        if (c != null) {
            c.disconnect();
        }
        for (int i = sessions.size() - 1; i >= 0; i--) {
            sessions.get(i).disconnect();
        }
        sessions = List.of();
    }

    @Override
    public void close() {
        synchronized (sessionLock) {
            disconnectAll();
            closed = true;
        }
    }

    private static Session last(List<Session> l) {
        return l.get(l.size() - 1);
    }

    private static int millis(Duration d) {
        return (int) Math.min(Integer.MAX_VALUE, d.toMillis());
    }

    /** A connection failure that a later attempt may overcome (refused, timed out, reset); never a host-key or login refusal. */
    private static final class Retryable extends SshException {
        private static final long serialVersionUID = 1L;

        Retryable(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
