package dev.clusterjob.submit;

import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExecException;
import dev.clusterjob.exec.ssh.RemoteFiles;
import dev.clusterjob.exec.ssh.SshFileChunk;
import dev.clusterjob.slurm.SlurmClient;

import java.io.IOException;
import java.time.Duration;

/**
 * One place where Slurm commands run, open: this machine or one SSH session to a login node
 * (kept for every command, upload and log read of this clusterjob process), a client over it,
 * and the journal's view of that place.
 */
public final class SlurmPlace implements AutoCloseable {
    /** Null on this machine. */
    public final RemoteLogin login;
    public final CommandRunner runner;
    public final SlurmClient slurm;
    public final Journal journal;

    SlurmPlace(RemoteLogin login, CommandRunner runner, Duration callTimeout, Journal all) {
        this.login = login;
        this.runner = runner;
        this.slurm = new SlurmClient(runner, callTimeout);
        this.journal = all.at(login);
    }

    /** "local" or "ssh user@host:port". */
    public String where() {
        return runner.describe();
    }

    /** File transfer to the login node; null on this machine. */
    public RemoteFiles files() {
        if (login == null) {
            return null;
        }
        if (runner instanceof RemoteFiles f) {
            return f;
        }
        throw new IllegalStateException(runner.describe() + " cannot transfer files");
    }

    /** How job output files are read: local files, or over SFTP from the login node by offset. */
    public LogFollower.Source logSource() {
        RemoteFiles f = files();
        if (f == null) {
            return LogFollower.LOCAL;
        }
        return (file, offset, max) -> {
            try {
                SshFileChunk c = f.read(file.toString(), offset, max);
                return new LogFollower.Chunk(c.data(), c.size());
            } catch (ExecException e) {
                // Connection trouble: the follower keeps its offset and reads again at the next poll.
                throw new IOException(e.getMessage(), e);
            }
        };
    }

    @Override
    public void close() {
        runner.close();
    }
}
