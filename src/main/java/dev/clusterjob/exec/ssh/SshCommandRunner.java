package dev.clusterjob.exec.ssh;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Runs commands on a login node over one reused SSH session (JSch): {@link SshSessions} keeps the
 * session (reconnecting with backoff), {@link SshExec} runs each command on an exec channel,
 * {@link SftpFiles} does uploads and offset reads over SFTP.
 */
public final class SshCommandRunner implements CommandRunner, RemoteFiles {
    private final SshSessions sessions;
    private final SshExec exec;
    private final SftpFiles files;

    private SshCommandRunner(SshSettings settings, SshRoute route, Consumer<String> notices) {
        this.sessions = new SshSessions(settings, route, notices);
        this.exec = new SshExec(sessions);
        this.files = new SftpFiles(sessions);
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
        return sessions.route();
    }

    /** The remote working directory from the settings, or null for the remote home. */
    public String remoteDir() {
        return sessions.settings().remoteDir();
    }

    /** How many SSH sessions to the target were opened so far (1 while the first one lives). */
    public int connectionsOpened() {
        return sessions.connectionsOpened();
    }

    @Override
    public String describe() {
        return sessions.describe();
    }

    /** Opens the session now (otherwise the first command does), so refusals surface early. */
    public void connect() {
        sessions.session();
    }

    @Override
    public CommandResult run(ExternalCommand command) {
        return exec.run(command);
    }

    @Override
    public String makeDirectories(String dir) {
        return files.makeDirectories(dir);
    }

    @Override
    public String upload(Path local, String remoteDir) {
        return files.upload(local, remoteDir);
    }

    @Override
    public SshFileChunk read(String remotePath, long offset, int max) {
        return files.read(remotePath, offset, max);
    }

    @Override
    public void close() {
        files.close();
        sessions.close();
    }
}
