package dev.clusterjob.quote;

import java.util.List;

/**
 * POSIX quoting, for the command line that sshd hands to the remote login shell ({@code $SHELL -c LINE}).
 * Beside it, {@link BashQuote} quotes for the bash of a rendered script.
 * Only POSIX single quotes and backslash-escaped apostrophes are used (no bash-only {@code $'...'}),
 * so any POSIX shell reads back exactly the original word (PosixQuoteTest checks every shell
 * installed: at least dash and bash); no quoted run touches another quote, so zsh's RC_QUOTES cannot
 * join them. A newline stays literal inside single quotes, which POSIX allows. csh and fish differ.
 */
public final class PosixQuote {
    private PosixQuote() {
    }

    /** Quotes one word so that a POSIX shell reads back exactly {@code s}; NUL cannot be passed and is refused. */
    public static String quote(String s) {
        if (s.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a NUL character cannot be passed in a remote command line");
        }
        if (s.isEmpty()) {
            return "''";
        }
        boolean safe = true;
        for (int i = 0; i < s.length() && safe; i++) {
            safe = isSafe(s.charAt(i));
        }
        if (safe) {
            return s;
        }
        // Runs without apostrophes go inside '...'; each apostrophe is written \' between runs, so
        // no quoted run ever contains or touches another quote character.
        StringBuilder b = new StringBuilder(s.length() + 8);
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '\'') {
                b.append("\\'");
                i++;
                continue;
            }
            int end = s.indexOf('\'', i);
            if (end < 0) {
                end = s.length();
            }
            b.append('\'').append(s, i, end).append('\'');
            i = end;
        }
        return b.toString();
    }

    /** Quotes each word and joins them with single spaces. */
    public static String join(List<String> words) {
        return join(words, false);
    }

    /** Quotes each word for bash ({@link BashQuote}) or a POSIX shell, joined with single spaces. */
    static String join(List<String> words, boolean bash) {
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(bash ? BashQuote.quote(w) : quote(w));
        }
        return b.toString();
    }

    /**
     * Quotes a remote path, keeping a leading {@code ~} or {@code ~/} unquoted so that the remote shell
     * expands it to the remote home ({@code ~/'my jobs'}); every other character is quoted.
     */
    public static String path(String p) {
        if (p.equals("~")) {
            return "~";
        }
        if (p.startsWith("~/")) {
            String rest = p.substring(2);
            return rest.isEmpty() ? "~/" : "~/" + quote(rest);
        }
        return quote(p);
    }

    /** Characters that need no quoting in any POSIX shell word (bash also takes '=' outside an assignment). */
    static boolean isSafe(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '-' || c == '.' || c == '/' || c == ':' || c == ',' || c == '@' || c == '%' || c == '+';
    }
}
