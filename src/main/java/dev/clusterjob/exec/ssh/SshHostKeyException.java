package dev.clusterjob.exec.ssh;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;

/** The server's host key is unknown, changed or revoked, so clusterjob refused to log in. Exit code {@link ExitCodes#HOST_KEY}. */
public class SshHostKeyException extends ClusterjobException {
    private static final long serialVersionUID = 1L;

    public SshHostKeyException(String message, Throwable cause) {
        super(ExitCodes.HOST_KEY, message, cause);
    }
}
