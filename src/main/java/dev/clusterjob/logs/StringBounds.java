package dev.clusterjob.logs;

import java.util.regex.Pattern;

/**
 * Where an escaped string starts and ends on its line. The string opens at a quote ({@code '} or {@code "}) before its first
 * {@code \n} escape, behind nothing but blanks or behind an assignment or a key: {@code stderr = '}, {@code stderr='},
 * {@code "py_callstack": "}, {@code repr: b'}, a log call's {@code ... stderr: '}, a JSON status's {@code ,"grpc_message":"}; a
 * quote that closes again before that first {@code \n} opens a short value, not the string. The text before the quote (less
 * a {@code b r u f} prefix) is the lead, its own line unless it is a name alone. The string closes at the same quote at the
 * line's end, where only {@code ) , ; ]}, a closing brace and blanks may follow; where the line ends otherwise the string
 * runs to its end.
 *
 * @param open  the opening quote's index, -1 when the line has none of these leads (the whole line is the string)
 * @param close the closing quote's index, the line's length when the line does not end with it
 */
record StringBounds(int open, int close) {
    /** A lead: blanks alone, or ending in {@code =} or {@code :} and blanks, then a string prefix. */
    private static final Pattern LEAD = Pattern.compile("(?:^\\s*|[=:]\\s*)(?:[bBrRuUfF]{1,2})?$");
    private static final Pattern PREFIX = Pattern.compile("(?:^|(?<=[=:\\s]))[bBrRuUfF]{1,2}$");
    /** A name or a quoted key alone before its {@code =} or {@code :}, maybe after a dict's or an object's brace or comma. */
    private static final Pattern NAME = Pattern.compile("[\\s{,]*([\\w.\\[\\]-]+|\"[^\"]*\"|'[^']*')\\s*[=:]");
    private static final String CLOSERS = "),;]} \t";

    /** The bounds of the escaped string on {@code line}, which holds a {@code \n} escape and only known escapes. */
    static StringBounds of(String line) {
        int open = opening(line);
        return new StringBounds(open, open < 0 ? line.length() : closing(line, open));
    }

    /**
     * The text before the opening quote, without a string prefix and trailing blanks; empty when there is none or when it is a
     * name alone ({@code stderr =}, {@code "py_callstack":}), which says nothing of the log and lacks the frame its lines share.
     */
    String lead(String line) {
        String lead = open <= 0 ? "" : PREFIX.matcher(line.substring(0, open)).replaceFirst("").stripTrailing();
        return NAME.matcher(lead).matches() ? "" : lead;
    }

    /** The string's text between its quotes, still escaped. */
    String body(String line) {
        return line.substring(open + 1, close);
    }

    /** Whether the string's closing quote ends the line. */
    boolean closed(String line) {
        return close < line.length();
    }

    /** The first quote before the first {@code \n} behind a lead whose string spans that {@code \n}, or -1. */
    private static int opening(String line) {
        int newline = firstNewline(line);
        for (int i = 0; i < newline; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                i++;
            } else if ((c == '\'' || c == '"') && LEAD.matcher(line.substring(0, i)).find() && !closesBefore(line, i, newline)) {
                return i;
            }
        }
        return -1;
    }

    /** The closing quote at the line's end (only closers after it), else the line's length. */
    private static int closing(String line, int open) {
        int end = line.length();
        while (end > open + 1 && CLOSERS.indexOf(line.charAt(end - 1)) >= 0) {
            end--;
        }
        int last = end - 1;
        return last > open && line.charAt(last) == line.charAt(open) && unescaped(line, open + 1, last) ? last : line.length();
    }

    /** Whether the quote at {@code open} is closed again (unescaped) before index {@code limit}. */
    private static boolean closesBefore(String line, int open, int limit) {
        for (int i = open + 1; i < limit; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == line.charAt(open)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the character at {@code at} starts no escape's second character, walking escapes from {@code from}. */
    private static boolean unescaped(String line, int from, int at) {
        int i = from;
        while (i < at) {
            i += line.charAt(i) == '\\' ? 2 : 1;
        }
        return i == at;
    }

    /** The index of the first {@code \n} escape (a backslash that starts an escape, then n), the line's length when none. */
    static int firstNewline(String line) {
        for (int i = 0; i + 1 < line.length(); i++) {
            if (line.charAt(i) == '\\') {
                if (line.charAt(i + 1) == 'n') {
                    return i;
                }
                i++;
            }
        }
        return line.length();
    }
}
