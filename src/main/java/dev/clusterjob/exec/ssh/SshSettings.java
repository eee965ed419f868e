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
        return new SshSettings(target, p, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withKnownHosts(Path p) {
        return new SshSettings(target, identity, p, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withGlobalKnownHosts(Path p) {
        return new SshSettings(target, identity, knownHosts, p, sshConfig, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withSshConfig(Path p) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, p, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withAgentSocket(Path p) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, p, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withAcceptNewHostKey(boolean accept) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, accept, remoteDir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withRemoteDir(String dir) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, dir, home,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withHome(Path h) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir, h,
                localUser, connectTimeout, keepAlive, reconnectWindow);
    }

    public SshSettings withReconnectWindow(Duration d) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connectTimeout, keepAlive, d);
    }

    public SshSettings withTimeouts(Duration connect, Duration alive) {
        return new SshSettings(target, identity, knownHosts, globalKnownHosts, sshConfig, agentSocket, acceptNewHostKey, remoteDir, home,
                localUser, connect, alive, reconnectWindow);
    }
}
