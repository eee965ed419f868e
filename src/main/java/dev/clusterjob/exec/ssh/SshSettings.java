package dev.clusterjob.exec.ssh;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Everything an {@link SshCommandRunner} needs besides {@code ~/.ssh/config}: the target, explicit
 * overrides (from {@code --remote} or a profile's {@code login:} block; null means "from the config
 * file or the default"), the files to read, and the connection policy. Paths are local.
 *
 * @param identity explicit private key, tried before the config file's IdentityFile entries
 * @param knownHosts known_hosts to verify against and to append to with accept-new
 *                   (null: UserKnownHostsFile from the config file, else {@code ~/.ssh/known_hosts})
 * @param globalKnownHosts a read-only system list also trusted ({@code /etc/ssh/ssh_known_hosts}), may be null
 * @param sshConfig OpenSSH client config to honour, or null for none
 * @param agentSocket ssh-agent socket ({@code SSH_AUTH_SOCK}), or null for no agent
 * @param acceptNewHostKey add an UNKNOWN host key to known_hosts (a CHANGED key is always refused)
 * @param remoteDir remote working directory for uploads and commands, or null for the remote home
 * @param home the local home directory: {@code ~} in local paths and the defaults above
 * @param localUser the login name used when neither the target nor the config file gives one
 * @param reconnectWindow how long to keep retrying (with jittered backoff) after a session drops
 */
public record SshSettings(
        SshTarget target,
        Path identity,
        Path knownHosts,
        Path globalKnownHosts,
        Path sshConfig,
        Path agentSocket,
        boolean acceptNewHostKey,
        String remoteDir,
        Path home,
        String localUser,
        Duration connectTimeout,
        Duration keepAlive,
        Duration reconnectWindow) {

    /** System-wide known_hosts that OpenSSH also reads. */
    public static final Path GLOBAL_KNOWN_HOSTS = Path.of("/etc/ssh/ssh_known_hosts");

    /** The user's defaults: {@code ~/.ssh/config} when it exists, {@code SSH_AUTH_SOCK}, OpenSSH's file names. */
    public static SshSettings defaults(SshTarget target) {
        Path home = Path.of(System.getProperty("user.home"));
        Path config = home.resolve(".ssh/config");
        String sock = System.getenv("SSH_AUTH_SOCK");
        return new SshSettings(target, null, null, GLOBAL_KNOWN_HOSTS, Files.isRegularFile(config) ? config : null,
                sock == null || sock.isEmpty() ? null : Path.of(sock), false, null, home, System.getProperty("user.name"),
                Duration.ofSeconds(15), Duration.ofSeconds(15), Duration.ofMinutes(2));
    }

    /** {@code ~/.ssh/known_hosts} under {@link #home}. */
    public Path defaultKnownHosts() {
        return home.resolve(".ssh/known_hosts");
    }

    /** Expands a leading {@code ~} or {@code ~/} of a local path against {@link #home}. */
    public Path localPath(String p) {
        if (p.equals("~")) {
            return home;
        }
        if (p.startsWith("~/")) {
            return home.resolve(p.substring(2));
        }
        return Path.of(p);
    }

    public SshSettings withIdentity(Path p) {
        return toBuilder().identity(p).build();
    }

    public SshSettings withKnownHosts(Path p) {
        return toBuilder().knownHosts(p).build();
    }

    public SshSettings withGlobalKnownHosts(Path p) {
        return toBuilder().globalKnownHosts(p).build();
    }

    public SshSettings withSshConfig(Path p) {
        return toBuilder().sshConfig(p).build();
    }

    public SshSettings withAgentSocket(Path p) {
        return toBuilder().agentSocket(p).build();
    }

    public SshSettings withAcceptNewHostKey(boolean accept) {
        return toBuilder().acceptNewHostKey(accept).build();
    }

    public SshSettings withRemoteDir(String dir) {
        return toBuilder().remoteDir(dir).build();
    }

    public SshSettings withHome(Path h) {
        return toBuilder().home(h).build();
    }

    public SshSettings withReconnectWindow(Duration d) {
        return toBuilder().reconnectWindow(d).build();
    }

    public SshSettings withTimeouts(Duration connect, Duration alive) {
        return toBuilder().connectTimeout(connect).keepAlive(alive).build();
    }

    /** A builder holding these settings, to change several at once. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Mutable twin of {@link SshSettings}; {@link #build()} makes the record. */
    public static final class Builder {
        private SshTarget target;
        private Path identity;
        private Path knownHosts;
        private Path globalKnownHosts;
        private Path sshConfig;
        private Path agentSocket;
        private boolean acceptNewHostKey;
        private String remoteDir;
        private Path home;
        private String localUser;
        private Duration connectTimeout;
        private Duration keepAlive;
        private Duration reconnectWindow;

        private Builder(SshSettings s) {
            target = s.target;
            identity = s.identity;
            knownHosts = s.knownHosts;
            globalKnownHosts = s.globalKnownHosts;
            sshConfig = s.sshConfig;
            agentSocket = s.agentSocket;
            acceptNewHostKey = s.acceptNewHostKey;
            remoteDir = s.remoteDir;
            home = s.home;
            localUser = s.localUser;
            connectTimeout = s.connectTimeout;
            keepAlive = s.keepAlive;
            reconnectWindow = s.reconnectWindow;
        }

        public Builder target(SshTarget v) { target = v; return this; }
        public Builder identity(Path v) { identity = v; return this; }
        public Builder knownHosts(Path v) { knownHosts = v; return this; }
        public Builder globalKnownHosts(Path v) { globalKnownHosts = v; return this; }
        public Builder sshConfig(Path v) { sshConfig = v; return this; }
        public Builder agentSocket(Path v) { agentSocket = v; return this; }
        public Builder acceptNewHostKey(boolean v) { acceptNewHostKey = v; return this; }
        public Builder remoteDir(String v) { remoteDir = v; return this; }
        public Builder home(Path v) { home = v; return this; }
        public Builder localUser(String v) { localUser = v; return this; }
        public Builder connectTimeout(Duration v) { connectTimeout = v; return this; }
        public Builder keepAlive(Duration v) { keepAlive = v; return this; }
        public Builder reconnectWindow(Duration v) { reconnectWindow = v; return this; }

        public SshSettings build() {
            return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir,
                    home, localUser, connectTimeout, keepAlive, reconnectWindow);
        }
    }
}
