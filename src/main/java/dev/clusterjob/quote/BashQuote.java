package dev.clusterjob.quote;

import java.util.List;

/**
 * Quoting for bash. A word made only of safe characters stays bare ({@code bond0}, {@code src/train.py});
 * anything else is single-quoted; text with control characters (a newline, say) becomes ANSI-C
 * {@code $'...'} quoting, so a rendered script never carries a raw user newline and stays line-oriented.
 * Beside it, {@link PosixQuote} quotes for any POSIX shell (the remote login shell of SSH commands).
 */
public final class BashQuote {
    private BashQuote() {
    }

    /** Quotes one word so that bash reads back exactly {@code s}; NUL cannot be passed (bash would drop it) and is refused. */
    public static String quote(String s) {
        if (s.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a NUL character cannot be passed to bash");
        }
        if (s.isEmpty()) {
            return "''";
        }
        boolean safe = true;
        boolean control = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!isSafe(c)) {
                safe = false;
            }
            if (c < 0x20 || c == 0x7f) {
                control = true;
            }
        }
        if (safe && !looksLikeAssignment(s)) {
            return s;
        }
        if (!control) {
            return "'" + s.replace("'", "'\\''") + "'";
        }
        StringBuilder b = new StringBuilder("$'");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\'' -> b.append("\\'");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                case '\r' -> b.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        b.append(String.format("\\x%02x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('\'').toString();
    }

    /** Quotes each word and joins them with spaces. */
    public static String join(List<String> words) {
        return PosixQuote.join(words, true);
    }

    private static boolean isSafe(char c) {
        return PosixQuote.isSafe(c) || c == '=';
    }

    /**
     * '=' is harmless inside a word (--cpu-bind=none) but a bare {@code NAME=value} in command
     * position is an assignment, and a leading '=' reads oddly: such words are quoted.
     */
    private static boolean looksLikeAssignment(String s) {
        int eq = s.indexOf('=');
        if (eq < 0) {
            return false;
        }
        if (eq == 0) {
            return true;
        }
        for (int i = 0; i < eq; i++) {
            char c = s.charAt(i);
            boolean ok = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9');
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
