package dev.clusterjob;

import dev.clusterjob.quote.TerminalText;

/**
 * A failure the user can act on: its message is printed as one line (no stack trace unless
 * {@code --verbose}) and the process exits with {@link #exitCode()}. A control character in the
 * message (a user's value quoted in it, say) is written as an escape ({@code \n}, {@code \x1b}), so the
 * message stays one line and cannot forge a line of its own in a terminal or a CI log.
 */
public class ClusterjobException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public ClusterjobException(int exitCode, String message) {
        super(oneLine(message));
        this.exitCode = exitCode;
    }

    public ClusterjobException(int exitCode, String message, Throwable cause) {
        super(oneLine(message), cause);
        this.exitCode = exitCode;
    }

    /** Bad input (exit code 2): {@code where} names the file:line or flag, {@code what} what was expected. */
    public static ClusterjobException badInput(String where, String what) {
        return new ClusterjobException(ExitCodes.USAGE, where + ": " + what);
    }

    /** {@code s} with each control character written as an escape: \n, \r, \t, else \xNN ({@link TerminalText#oneLine}). */
    static String oneLine(String s) {
        return TerminalText.oneLine(s);
    }

    public int exitCode() {
        return exitCode;
    }
}
