package dev.clusterjob;

/**
 * A failure the user can act on: its message is printed as one line (no stack trace unless
 * {@code --verbose}) and the process exits with {@link #exitCode()}.
 */
public class ClusterjobException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public ClusterjobException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public ClusterjobException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** Bad input (exit code 2): {@code where} names the file:line or flag, {@code what} what was expected. */
    public static ClusterjobException badInput(String where, String what) {
        return new ClusterjobException(ExitCodes.USAGE, where + ": " + what);
    }

    public int exitCode() {
        return exitCode;
    }
}
