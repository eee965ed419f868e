package dev.clusterjob.logs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A log pasted as one escaped string: a Python repr ({@code stderr = 'Traceback ...\n  File ...\n'}), a JSON value
 * (torchelastic's error file's {@code "py_callstack"}, gRPC's {@code "grpc_message"}) or an exception message that quotes
 * a program's output, its lines joined by a literal {@code \n} (two characters). Such a line is read as the lines it holds,
 * each unescaped: {@code \\}, {@code \"}, {@code \'}, {@code \/}, {@code \t}, {@code \xHH}, {@code \}{@code uHHHH}; a
 * {@code \r} is dropped. The text in front of the string's opening quote, an assignment or a key ({@code stderr = '},
 * {@code "py_callstack": "}), is a line of its own, and the closing quote stays off the last line ({@link StringBounds}): the
 * string's first line reads as the program wrote it. All the lines keep the physical line's number.
 *
 * <p>A line is taken for an escaped string when it holds two {@code \n} escapes or more with text between two of them, every
 * backslash in it starts one of those escapes, and it names no Windows path with a single backslash ({@code C:\new\nodes}
 * is a path, not three lines; a repr writes it {@code C:\\new}). A string of one line is taken only where it closes at the
 * line's end and its one {@code \n} ends it ({@link #oneLine}).
 */
public final class EscapedString {
    private static final Pattern WINDOWS_PATH = Pattern.compile("(?<![\\w\\\\])[A-Za-z]:\\\\(?!\\\\)");
    private static final String HEX = "0123456789abcdefABCDEF";

    private EscapedString() {
    }

    /** The lines {@code line} holds when it is an escaped string, else the line alone. */
    public static List<String> lines(String line) {
        if (line.indexOf("\\n") < 0 || !escaped(line) && !oneLine(line)) {
            return List.of(line);
        }
        StringBounds bounds = StringBounds.of(line);
        List<String> out = new ArrayList<>();
        String lead = bounds.lead(line);
        if (!lead.isBlank()) {
            out.add(lead);
        }
        List<String> held = split(bounds.body(line));
        if (bounds.closed(line) && held.size() > 1 && held.get(held.size() - 1).isEmpty()) {
            held.remove(held.size() - 1);
        }
        out.addAll(held);
        return out;
    }

    /** An escaped string's text (without its quotes) split at its {@code \n} escapes, each piece unescaped. */
    private static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = line.charAt(++i);
            if (e == 'n') {
                out.add(b.toString());
                b.setLength(0);
            } else if (e == 'x' || e == 'u') {
                int n = e == 'x' ? 2 : 4;
                b.append((char) Integer.parseInt(line.substring(i + 1, i + 1 + n), 16));
                i += n;
            } else if (e != 'r') {
                b.append(e == 't' ? '\t' : e);
            }
        }
        out.add(b.toString());
        return out;
    }

    /** Whether every backslash starts an escape, two {@code \n} at least with text between, and no Windows path. */
    static boolean escaped(String line) {
        int newlines = 0;
        boolean text = false;
        boolean since = false; // text since the last \n
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                since |= c != ' ' && c != '\t';
                continue;
            }
            int length = escapeLength(line, i);
            if (length == 0) {
                return false;
            }
            if (line.charAt(i + 1) == 'n') {
                text |= newlines > 0 && since;
                newlines++;
                since = false;
            } else {
                since = true;
            }
            i += length - 1;
        }
        return newlines >= 2 && text && !WINDOWS_PATH.matcher(line).find();
    }

    /**
     * Whether {@code line} is one line's repr behind a lead or at the line's start ({@code stderr = 'text\n'}): every backslash
     * starts an escape, the string closes at the line's end and its only {@code \n} ends it. A Docker JSON record
     * ({@code {"log":"text\n","stream":"stderr"}}) goes on after its string and stays one line.
     */
    static boolean oneLine(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '\\') {
                int length = escapeLength(line, i);
                if (length == 0) {
                    return false;
                }
                i += length - 1;
            }
        }
        StringBounds bounds = StringBounds.of(line);
        String body = bounds.body(line);
        return bounds.open() >= 0 && bounds.closed(line) && StringBounds.firstNewline(body) == body.length() - 2
                && !body.substring(0, body.length() - 2).isBlank() && !WINDOWS_PATH.matcher(line).find();
    }

    /** The length of the escape at {@code i} (a backslash), 0 when it starts none this reader knows. */
    private static int escapeLength(String line, int i) {
        if (i + 1 >= line.length()) {
            return 0;
        }
        char e = line.charAt(i + 1);
        if ("\\nrt\"'/".indexOf(e) >= 0) {
            return 2;
        }
        int n = e == 'x' ? 2 : e == 'u' ? 4 : 0;
        if (n == 0 || i + 2 + n > line.length()) {
            return 0;
        }
        for (int k = i + 2; k < i + 2 + n; k++) {
            if (HEX.indexOf(line.charAt(k)) < 0) {
                return 0;
            }
        }
        return 2 + n;
    }
}
