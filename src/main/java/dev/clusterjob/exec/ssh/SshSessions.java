package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.Channel;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchChangedHostKeyException;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.JSchHostKeyException;
import com.jcraft.jsch.JSchUnknownHostKeyException;
import com.jcraft.jsch.Session;
import dev.clusterjob.quote.PosixQuote;

import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * Keeps one live SSH session to the target (JSch), through the route's jump hosts: opened on first
 * use with one attempt; when it drops, re-opened with jittered exponential backoff for up to
 * {@link SshSettings#reconnectWindow()}. Host keys are verified, logins are publickey only.
 */
final class SshSessions {
    private static final int KEEPALIVE_COUNT_MAX = 3;
    private static final long BACKOFF_FIRST_MS = 250;
    private static final long BACKOFF_MAX_MS = 10_000;

    private final SshSettings settings;
    private final SshRoute route;
    private final Consumer<String> notices;
    private final SshHostKeys hostKeys;
    private final List<SshIdentities> identities = new ArrayList<>();
    private final AtomicInteger connectionsOpened = new AtomicInteger();
    private final Object sessionLock = new Object();
    private List<Session> sessions = List.of();
    private boolean everConnected;
    private boolean closed;

    SshSessions(SshSettings settings, SshRoute route, Consumer<String> notices) {
        this.settings = settings;
        this.route = route;
        this.notices = notices;
        this.hostKeys = new SshHostKeys(route.knownHosts(), settings.acceptNewHostKey(), notices);
        for (SshEndpoint e : hops()) {
            identities.add(new SshIdentities(e.identityFiles(), route.useAgent() ? settings.agentSocket() : null));
        }
    }

    SshRoute route() {
        return route;
    }

    SshSettings settings() {
        return settings;
    }

    int connectionsOpened() {
        return connectionsOpened.get();
    }

    /** {@code ssh TARGET via JUMP,JUMP}: how messages name the connection. */
    String describe() {
        StringBuilder b = new StringBuilder("ssh ").append(route.target().display());
        if (!route.jumps().isEmpty()) {
            b.append(" via ");
            route.jumps().forEach(j -> b.append(j == route.jumps().get(0) ? "" : ",").append(j.display()));
        }
        return b.toString();
    }

    /** The connect timeout in milliseconds, for channels opened on the session. */
    int connectTimeoutMillis() {
        return millis(settings.connectTimeout());
    }

    private List<SshEndpoint> hops() {
        List<SshEndpoint> all = new ArrayList<>(route.jumps());
        all.add(route.target());
        return all;
    }

    /** The live target session: the current one, or a new one (one attempt at first, then with backoff). */
    Session session() {
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

    /**
     * Disconnects {@code s} (and its jump sessions) if it is still the current one, so that the next
     * {@link #session()} reconnects; JSch closes the session's channels (exec, sftp) with it.
     */
    void drop(Session s) {
        synchronized (sessionLock) {
            if (!sessions.isEmpty() && last(sessions) == s) {
                disconnectAll();
            }
        }
    }

    private void disconnectAll() {
        for (int i = sessions.size() - 1; i >= 0; i--) {
            sessions.get(i).disconnect();
        }
        sessions = List.of();
    }

    /** Disconnects for good: a later {@link #session()} is refused. */
    void close() {
        synchronized (sessionLock) {
            disconnectAll();
            closed = true;
        }
    }

    private static Session last(List<Session> l) {
        return l.get(l.size() - 1);
    }

    /**
     * Opens a channel on the session. JSch's {@code openChannel} returns null instead of throwing when the
     * session is going down under it ("type unsupported or session may be disconnecting": sshd closed it,
     * its reader thread has not marked it down yet); that is the same as "session is down", so the
     * caller's reconnect applies rather than a NullPointerException on the channel.
     */
    static Channel channel(Session s, String type) throws JSchException {
        Channel c = s.openChannel(type);
        if (c == null) {
            throw new JSchException("session is down (no " + type + " channel while the session was closing)");
        }
        return c;
    }

    /** Whether JSch (or {@link #channel}) said the session is down: nothing was sent on it. */
    static boolean sessionDown(Exception e) {
        return e instanceof JSchException && String.valueOf(e.getMessage()).startsWith("session is down");
    }

    static int millis(Duration d) {
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
