package dev.clusterjob.exec.ssh;

import dev.clusterjob.exec.ExecException;

/** The SSH transport failed: unreachable host, refused login, broken session, SFTP error. Exit code 3. */
public class SshException extends ExecException {
    private static final long serialVersionUID = 1L;

    public SshException(String message, Throwable cause) {
        super(message, cause);
    }

    public SshException(String message) {
        super(message);
    }
}
