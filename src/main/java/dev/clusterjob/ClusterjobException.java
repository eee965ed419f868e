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
    /** For bad input: the file or flag it names (null otherwise), the line in that file (0: none), and what was wrong. */
    private final String where;
    private final int line;
    private final String what;

    public ClusterjobException(int exitCode, String message) {
        this(exitCode, message, null);
    }

    public ClusterjobException(int exitCode, String message, Throwable cause) {
        super(oneLine(message), cause);
        this.exitCode = exitCode;
        this.where = null;
        this.line = 0;
        this.what = null;
    }

    private ClusterjobException(String where, int line, String what) {
        super(oneLine((line > 0 ? where + ":" + line : where) + ": " + what));
        this.exitCode = ExitCodes.USAGE;
        this.where = where;
        this.line = line;
        this.what = oneLine(what);
    }

    /** Bad input (exit code 2): {@code where} names the file or flag, {@code what} what was expected. */
    public static ClusterjobException badInput(String where, String what) {
        return new ClusterjobException(where, 0, what);
    }

    /** Bad input at line {@code line} of {@code file} (0: the file as a whole): "file:line: what", exit code 2. */
    public static ClusterjobException badInputAt(String file, int line, String what) {
        return new ClusterjobException(file, line, what);
    }

    /** The file or flag a bad-input error names, or null for any other error. */
    public String where() {
        return where;
    }

    /** The line of {@link #where()} a bad-input error names, or 0. */
    public int line() {
        return line;
    }

    /** What a bad-input error says is wrong (its message without the place), or null for any other error. */
    public String what() {
        return what;
    }

    /** {@code s} with each control character written as an escape: \n, \r, \t, else \xNN ({@link TerminalText#oneLine}). */
    static String oneLine(String s) {
        return TerminalText.oneLine(s);
    }

    public int exitCode() {
        return exitCode;
    }
}
