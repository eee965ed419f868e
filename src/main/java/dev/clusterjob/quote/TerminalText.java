package dev.clusterjob.quote;

/**
 * Text for the user's terminal: strings clusterjob prints that it did not write itself (job names from a
 * spec, Slurm's reasons and node names, lines quoted from a log or a gate) have their C0 and C1 control
 * characters (ESC, BEL, CR, DEL, CSI ...) written as visible escapes ({@code \r}, {@code \n}, {@code \t},
 * else {@code \xHH}), so that they cannot move the cursor, rewrite a line or set the window title.
 * What the user asked to see verbatim (a job's own output in {@code logs}) does not pass through here.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** {@code s} for one line: every control character but tab made visible; null stays null. */
    public static String line(String s) {
        return escape(s, "\t");
    }

    /** The same, keeping newlines: for text printed whole, several lines at once. */
    public static String lines(String s) {
        return escape(s, "\t\n");
    }

    /** Every control character made visible, tab included: an error message, which stays one line whatever it quotes. */
    public static String oneLine(String s) {
        return escape(s, "");
    }

    private static String escape(String s, String keep) {
        if (s == null) {
            return null;
        }
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!control(c) || keep.indexOf(c) >= 0) {
                if (b != null) {
                    b.append(c);
                }
                continue;
            }
            if (b == null) {
                b = new StringBuilder(s.length() + 8).append(s, 0, i);
            }
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> b.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 0xf, 16));
            }
        }
        return b == null ? s : b.toString();
    }

    /** C0, DEL and C1. */
    private static boolean control(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f);
    }
}
