package dev.clusterjob.quote;

/**
 * Text for the user's terminal: strings clusterjob prints that it did not write itself (job names from a
 * spec, Slurm's reasons and node names, lines quoted from a log or a gate) have their C0 and C1 control
 * characters (ESC, BEL, CR, DEL, CSI ...) written as a visible {@code \xHH}, so that they cannot move the
 * cursor, rewrite a line or set the window title. A tab stays; {@link #lines} also keeps newlines.
 * What the user asked to see verbatim (a job's own output in {@code logs}) does not pass through here.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** {@code s} for one line: every control character but tab made visible; null stays null. */
    public static String line(String s) {
        return clean(s, false);
    }

    /** The same, keeping newlines: for text printed whole, several lines at once. */
    public static String lines(String s) {
        return clean(s, true);
    }

    private static String clean(String s, boolean newlines) {
        if (s == null) {
            return null;
        }
        int first = 0;
        while (first < s.length() && !escaped(s.charAt(first), newlines)) {
            first++;
        }
        if (first == s.length()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 8).append(s, 0, first);
        for (int i = first; i < s.length(); i++) {
            char c = s.charAt(i);
            if (escaped(c, newlines)) {
                b.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 0xf, 16));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean escaped(char c, boolean newlines) {
        if (c == '\t' || (newlines && c == '\n')) {
            return false;
        }
        return c < 0x20 || (c >= 0x7f && c <= 0x9f);
    }
}
