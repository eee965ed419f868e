package dev.clusterjob.exec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;

/** An external program could not be run at all (missing, not executable, transport down). Exit code 3. */
public class ExecException extends ClusterjobException {
    private static final long serialVersionUID = 1L;

    public ExecException(String message, Throwable cause) {
        super(ExitCodes.EXTERNAL, message, cause);
    }

    public ExecException(String message) {
        super(ExitCodes.EXTERNAL, message);
    }
}
