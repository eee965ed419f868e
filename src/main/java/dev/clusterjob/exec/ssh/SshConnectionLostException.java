package dev.clusterjob.exec.ssh;

/**
 * The session dropped while a remote command was running, so it may or may not have run. The
 * runner never re-sends such a command itself (sbatch twice would submit twice); a caller whose
 * command is safe to repeat (squeue, sacct, a log read) may simply call again: the next call reconnects.
 */
public class SshConnectionLostException extends SshException {
    private static final long serialVersionUID = 1L;

    public SshConnectionLostException(String message, Throwable cause) {
        super(message, cause);
    }
}
