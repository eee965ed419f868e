package dev.clusterjob.testing;

import dev.clusterjob.testing.TempTrees;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * JUnit extension: a real OpenSSH sshd on 127.0.0.1 for the e2e tests (port 2222 as in the seed
 * account, or a free port when 2222 is taken), with a fresh ed25519 host key and user key generated
 * by ssh-keygen in a temp directory. It installs openssh-server with apt-get when sshd is missing
 * and fails (never skips) when it cannot start one. Register with {@code @RegisterExtension static}.
 */
public final class Sshd implements BeforeAllCallback, AfterAllCallback {
    private static final Path SSHD = Path.of("/usr/sbin/sshd");
    private static final Path KEYGEN = Path.of("/usr/bin/ssh-keygen");

    private final int preferredPort;
    private final String extraConfig;
    private boolean sftp = true;
    private Path dir;
    private Path hostKey;
    private Path userKey;
    private Path log;
    private int port;
    private Process process;

    private Sshd(int preferredPort, String extraConfig) {
        this.preferredPort = preferredPort;
        this.extraConfig = extraConfig;
    }

    /** An sshd that tries {@code preferredPort} first. */
    public static Sshd onPort(int preferredPort) {
        return new Sshd(preferredPort, "");
    }

    /** The same with extra sshd_config lines (e.g. a LogLevel). */
    public static Sshd onPort(int preferredPort, String extraConfig) {
        return new Sshd(preferredPort, extraConfig);
    }

    /** An sshd on a free port with no sftp subsystem (as some login nodes are configured). */
    public static Sshd withoutSftp() {
        Sshd d;
        try {
            d = new Sshd(freePort(), "");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        d.sftp = false;
        return d;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        stopAndDelete();
    }

    /** Stops sshd and deletes its keys, config and log. */
    public void stopAndDelete() throws IOException {
        stop();
        TempTrees.delete(dir);
    }

    /** Generates keys and config and starts sshd; throws (failing the test class) if it cannot. */
    public void start() throws Exception {
        ensureOpenSsh();
        dir = Files.createTempDirectory("clusterjob-sshd-");
        hostKey = keygen(dir, "host_ed25519", "clusterjob-test-host");
        userKey = keygen(dir, "user_ed25519", "clusterjob-test-user");
        Files.copy(Path.of(userKey + ".pub"), dir.resolve("authorized_keys"));
        log = dir.resolve("sshd.log");
        Path privsep = Path.of("/run/sshd");
        if (!Files.isDirectory(privsep)) {
            Files.createDirectories(privsep);
        }
        List<Integer> candidates = new ArrayList<>();
        candidates.add(preferredPort);
        for (int i = 0; i < 3; i++) {
            candidates.add(freePort());
        }
        StringBuilder why = new StringBuilder();
        for (int p : candidates) {
            if (!isFree(p)) {
                why.append("port ").append(p).append(" busy; ");
                continue;
            }
            if (launch(p)) {
                port = p;
                if (p != preferredPort) {
                    System.err.println("Sshd: port " + preferredPort + " was taken, using " + p);
                }
                return;
            }
            why.append("sshd on ").append(p).append(" did not come up: ").append(logText()).append("; ");
        }
        throw new IllegalStateException("cannot start a test sshd: " + why);
    }

    private boolean launch(int p) throws Exception {
        Path cfg = dir.resolve("sshd_config");
        // sshd takes the first value of a keyword, so the caller's lines go first.
        String config = String.join("\n",
                extraConfig,
                "Port " + p,
                "ListenAddress 127.0.0.1",
                "HostKey " + hostKey,
                "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                "PidFile " + dir.resolve("sshd.pid"),
                "UsePAM no",
                "StrictModes no",
                "PubkeyAuthentication yes",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "PermitRootLogin prohibit-password",
                "AllowTcpForwarding yes",
                "UseDNS no",
                // bash sources ~/.bashrc for sshd's commands only when it is a top-level shell (SHLVL < 2): this
                // machine's root .bashrc runs `pyenv init`, 1-3 s per command, which made 100 commands take 75-209 s.
                // The tests are about clusterjob's SSH use, not this machine's rc files; HOME stays the login's.
                "SetEnv SHLVL=1",
                "MaxStartups 100:30:200",
                sftp ? "Subsystem sftp internal-sftp" : "",
                "LogLevel VERBOSE",
                "");
        Files.writeString(cfg, config);
        process = new ProcessBuilder(SSHD.toString(), "-D", "-f", cfg.toString(), "-E", log.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("sshd.out").toFile()).start();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            if (!process.isAlive()) {
                return false;
            }
            if (banner(p)) {
                return true;
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        return false;
    }

    private static boolean banner(int p) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), p), 500);
            s.setSoTimeout(2000);
            byte[] b = s.getInputStream().readNBytes(8);
            return new String(b, StandardCharsets.US_ASCII).startsWith("SSH-2.0");
        } catch (IOException e) {
            return false;
        }
    }

    /** Stops sshd and every session process it spawned. */
    public void stop() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroy();
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    /** Starts sshd again on the same port with the same keys (after {@link #stop()}). */
    public void restart() throws Exception {
        if (!launch(port)) {
            throw new IllegalStateException("sshd did not come back on port " + port + ": " + logText());
        }
    }

    /** Also lets {@code publicKey}'s owner log in. */
    public void authorize(Path publicKey) throws IOException {
        Files.writeString(dir.resolve("authorized_keys"), Files.readString(publicKey), java.nio.file.StandardOpenOption.APPEND);
    }

    public int port() {
        return port;
    }

    public long pid() {
        return process.pid();
    }

    public Path dir() {
        return dir;
    }

    public Path userKey() {
        return userKey;
    }

    public Path hostPublicKey() {
        return Path.of(hostKey + ".pub");
    }

    /** The known_hosts line for this sshd: {@code [127.0.0.1]:PORT ssh-ed25519 AAAA...}. */
    public String knownHostsLine() throws IOException {
        String[] pub = Files.readString(hostPublicKey()).trim().split("\\s+");
        return "[127.0.0.1]:" + port + " " + pub[0] + " " + pub[1];
    }

    /** The per-connection sshd processes (children of the listener), one per live SSH connection. */
    public List<ProcessHandle> sessionProcesses() {
        return process.toHandle().children().toList();
    }

    /**
     * Kills every per-connection sshd process with SIGKILL: the connections drop as if the network
     * died. Only the sshd processes: the commands they started see their pipes close and end by
     * themselves, as after a real network failure. (SIGKILLing the login shells too can leave their
     * locks behind: root's ~/.bashrc on the development machine runs pyenv, whose rehash lock a
     * killed shell never released, and every later login then waited 60 s for it.)
     */
    public int killSessions() throws InterruptedException {
        List<ProcessHandle> children = sessionProcesses();
        for (ProcessHandle h : children) {
            h.destroyForcibly();
        }
        for (ProcessHandle h : children) {
            h.onExit().orTimeout(5, TimeUnit.SECONDS).join();
        }
        return children.size();
    }

    public String logText() {
        try {
            return log != null && Files.exists(log) ? Files.readString(log) : "";
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e + ")";
        }
    }

    /** How many logins the log shows (each is one SSH connection that authenticated). */
    public long acceptedLogins() {
        return logText().lines().filter(l -> l.contains("Accepted publickey")).count();
    }

    // ---- local helpers ---------------------------------------------------------------------------------

    /** Generates an unencrypted ed25519 key pair {@code dir/name} (+ .pub) with ssh-keygen. */
    public static Path keygen(Path dir, String name, String comment) throws Exception {
        Path key = dir.resolve(name);
        run(Map.of(), KEYGEN.toString(), "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", key.toString());
        return key;
    }

    /** Runs a local program, returns its stdout; throws with its output if it exits non-zero. */
    public static String run(Map<String, String> env, String... argv) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        String out;
        try (InputStream in = p.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!p.waitFor(300, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", argv) + " failed (" + (p.isAlive() ? "timeout" : "exit " + p.exitValue()) + "): " + out);
        }
        return out;
    }

    /**
     * Fails with what to do when sshd, ssh-keygen or ssh-agent is missing. Installing is run-tests' job
     * (testbed/testbed.sh install puts in openssh-server, which pulls openssh-client), never a fixture's.
     */
    public static void ensureOpenSsh() {
        for (Path tool : List.of(SSHD, KEYGEN, Path.of("/usr/bin/ssh-agent"))) {
            if (!Files.isExecutable(tool)) {
                throw new IllegalStateException(tool + " is missing: the SSH tests need Debian's openssh-server and "
                        + "openssh-client (./run-tests installs them: testbed/testbed.sh install)");
            }
        }
    }

    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    public static boolean isFree(int p) {
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(true);
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), p));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Waits until {@code cond} holds or {@code d} passes. */
    public static boolean eventually(Duration d, java.util.function.BooleanSupplier cond) throws InterruptedException {
        long end = System.nanoTime() + d.toNanos();
        while (System.nanoTime() < end) {
            if (cond.getAsBoolean()) {
                return true;
            }
            Thread.sleep(20);
        }
        return cond.getAsBoolean();
    }
}
