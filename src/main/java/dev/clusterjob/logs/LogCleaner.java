package dev.clusterjob.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes off what copying a log through a terminal, a chat tool or a web page adds to one line, and
 * nothing else: carriage returns (CRLF), ANSI colour and cursor codes (with the escape character, as
 * {@code ^[[31m}, or as the bare {@code [31m} a browser leaves), markdown links that chat tools and
 * editors make of file names ({@code [init.cc](http://init.cc):1262} -> {@code init.cc:1262}: .cc, .py,
 * .sh are top-level domains), the backslashes a rich-text editor puts before markdown's characters
 * ({@code \[2026-01-16T14:02:17.857\] error: \*\*\* STEP ...}), zero-width characters and no-break spaces. Pure;
 * launcher prefixes are {@link LinePrefix}'s, wrapped lines {@link LogLines}'.
 */
public final class LogCleaner {
    private LogCleaner() {
    }

    /** CSI sequences (colours, cursor moves, erase) and OSC sequences (titles, hyperlinks). */
    private static final Pattern ESCAPE = Pattern.compile("(?:\u001B|\\^\\[)(?:\\[[0-?]*[ -/]*[@-~]|\\][^\u0007\u001B]*(?:\u0007|\u001B\\\\)?|[@-Z\\\\-_])");
    /** What a browser leaves of a colour code once the escape character is gone: {@code [1;31m}, {@code [0m} (never {@code [12ms]}). */
    private static final Pattern BARE_SGR = Pattern.compile("\\[\\d{1,3}(?:;\\d{1,3}){0,4}m(?![s\\]\\d])");
    /**
     * {@code [TEXT](http://TARGET)}: a link whose target is the text itself (with a scheme, maybe a trailing slash; a path after VS Code's
     * webview origin, {@link #VSCODE_RESOURCE}). The text has no
     * {@code [}: in gloo's "[../third_party/gloo/[pair.cc](http://pair.cc):534]" the link starts at the second one.
     */
    private static final Pattern LINK = Pattern.compile("\\[([^\\[\\]\\s]{1,200})\\]\\((?:https?://)?([^)\\s]{1,320})\\)");
    /**
     * The origin VS Code's webviews (a notebook's output, the markdown preview) put before a local or remote file's path when they link it:
     * {@code https://file+.vscode-resource.vscode-cdn.net/PATH} ({@code file%2B} too, {@code vscode-remote+ssh-002dremote-002bHOST} over
     * Remote-SSH; {@code vscode-webview.net} in older releases); what follows it is the linked path, the link's text.
     */
    private static final Pattern VSCODE_RESOURCE = Pattern.compile("^[\\w%+-]+\\.vscode-resource\\.vscode-(?:cdn|webview)\\.net(?=/)");

    /**
     * Markdown's bold, {@code **TEXT**}: TEXT starts and ends with a non-blank and holds no {@code *}, so Python's
     * {@code f(*args, **kwargs)} (one {@code **}) and a glob's {@code a/**}{@code /b} stay as they are.
     */
    private static final Pattern BOLD = Pattern.compile("\\*\\*([^*\\s](?:[^*]*[^*\\s])?)\\*\\*");

    /** The five escapes an HTML page writes for text (and their numeric forms); one pass, so "&amp;lt;" reads "&lt;". */
    private static final Pattern ENTITY = Pattern.compile("&(?:lt|gt|quot|apos|amp|#0*(?:60|62|34|39|38)|#[xX]0*(?:3[cC]|3[eE]|22|27|26));");

    /** The line as the program wrote it; null reads as "". */
    public static String clean(String line) {
        if (line == null) {
            return "";
        }
        // Plain characters first: a web page's no-break spaces in "***\u00A0JOB ... LIMIT\u00A0***" are no blanks to the
        // bold marker's pattern, which took Slurm's banner for markdown bold.
        String s = plain(line);
        if (s.indexOf('\r') >= 0) {
            s = s.replace("\r", "");
        }
        if (s.indexOf('\u001B') >= 0 || s.contains("^[")) {
            s = ESCAPE.matcher(s).replaceAll("");
        }
        if (s.indexOf('m') >= 0 && s.indexOf('[') >= 0) {
            s = BARE_SGR.matcher(s).replaceAll("");
        }
        if (s.indexOf('&') >= 0 && s.indexOf(';') >= 0) {
            s = unescapeHtml(s);
        }
        if (s.indexOf("](") >= 0) {
            s = unlink(s);
        }
        if (s.indexOf('\\') >= 0) {
            s = unescapeMarkdown(s);
        }
        if (s.indexOf("**") >= 0) {
            s = BOLD.matcher(s).replaceAll("$1");
        }
        return s;
    }

    /**
     * The line's length as it was cut, before the paste took its way: what {@link #clean} takes off but a chat tool's links, a web
     * page's HTML escapes and a carriage return, which come after a terminal, a tool or a forum cut the text at a column. Colour
     * codes, markdown's bold markers and escaping backslashes and full-width characters were in the text that was cut, and count as
     * they stood.
     */
    public static int cutLength(String line) {
        String s = line;
        if (s.indexOf('\r') >= 0) {
            s = s.replace("\r", "");
        }
        if (s.indexOf('&') >= 0 && s.indexOf(';') >= 0) {
            s = unescapeHtml(s);
        }
        if (s.indexOf("](") >= 0) {
            s = unlink(s);
        }
        return s.length();
    }

    /** The characters a markdown writer escapes wherever they stand (CommonMark's emphasis, link, strike and code marks). */
    private static final String MARKED = "*_[]~`";
    /** ASCII punctuation: what CommonMark lets a backslash escape. */
    private static final String PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

    /**
     * A line as a rich-text editor (a forum's composer, a wiki, a chat tool's "copy as markdown") wrote it into markdown, its
     * backslashes taken off: Discourse shows a pasted {@code [2026-01-16T14:02:17.857] error: *** STEP ... ***} as
     * {@code \[2026-01-16T14:02:17.857\] error: \*\*\* STEP ... \*\*\*}, {@code oom_kill} as {@code oom\_kill}. From
     * its first escaped {@code * _ [ ] ~ `} on, such a line escapes every one of them (a launcher's or a collector's prefix
     * before it, {@code [1,0]<stdout>:} or a time stamp in brackets, is no part of what the editor wrote); there a backslash
     * before any ASCII punctuation is the writer's, as CommonMark reads it. A program's own backslashes stay as they are: a
     * JSON string's {@code \"}, a Windows path's {@code C:\Users}, a regular expression's {@code \[\d+]} with its bare
     * bracket. The backslashes were in the text a terminal or a forum cut, as bold markers are ({@link #cutLength}).
     */
    static String unescapeMarkdown(String s) {
        int from = -1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && PUNCTUATION.indexOf(s.charAt(i + 1)) >= 0) {
                if (from < 0 && MARKED.indexOf(s.charAt(i + 1)) >= 0) {
                    from = i;
                }
                i++;
            } else if (from >= 0 && MARKED.indexOf(c) >= 0) {
                return s;
            }
        }
        if (from < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length()).append(s, 0, from);
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && PUNCTUATION.indexOf(s.charAt(i + 1)) >= 0) {
                c = s.charAt(++i);
            }
            b.append(c);
        }
        return b.toString();
    }

    private static String unlink(String s) {
        Matcher m = LINK.matcher(s);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String text = m.group(1);
            String target = m.group(2).endsWith("/") ? m.group(2).substring(0, m.group(2).length() - 1) : m.group(2);
            boolean same = target.equalsIgnoreCase(text) || target.equalsIgnoreCase(text.replaceFirst("^https?://", ""))
                    || text.startsWith("/") && VSCODE_RESOURCE.matcher(target).replaceFirst("").equals(text);
            m.appendReplacement(b, Matcher.quoteReplacement(same ? text : m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static String unescapeHtml(String s) {
        Matcher m = ENTITY.matcher(s);
        if (!m.find()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length());
        do {
            m.appendReplacement(b, Matcher.quoteReplacement(character(m.group())));
        } while (m.find());
        m.appendTail(b);
        return b.toString();
    }

    private static String character(String entity) {
        String e = entity.toLowerCase(java.util.Locale.ROOT);
        if (e.startsWith("&#")) {
            int code = e.charAt(2) == 'x' ? Integer.parseInt(e.substring(3, e.length() - 1), 16) : Integer.parseInt(e.substring(2, e.length() - 1));
            return String.valueOf((char) code);
        }
        return switch (e) {
            case "&lt;" -> "<";
            case "&gt;" -> ">";
            case "&quot;" -> "\"";
            case "&apos;" -> "'";
            default -> "&";
        };
    }

    /**
     * Zero-width characters and the byte-order mark go; no-break spaces and the ideographic space become spaces; full-width
     * ASCII (U+FF01-U+FF5E) becomes ASCII (a full-width colon before an ASCII word the ": " it stood for); typographic quotes (a blog's or a word processor's ‘ ’ “ ” and their low and
     * reversed forms, primes) become ASCII quotes, as the programs wrote them. One pass over the line, a second only when there is something to change.
     */
    private static String plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= '\u00A0' && changes(s.charAt(i))) {
                StringBuilder b = new StringBuilder(s.length());
                for (int j = 0; j < s.length(); j++) {
                    char d = s.charAt(j);
                    if (d < '\u00A0' || !changes(d)) {
                        b.append(d);
                    } else if (d == '\u00A0' || d == '\u202F' || d == '\u3000') {
                        b.append(' ');
                    } else if (d == '\uFF1A' && j + 1 < s.length() && colonNeedsBlank(s.charAt(j + 1))) {
                        b.append(": ");
                    } else if (d >= '\uFF01' && d <= '\uFF5E') {
                        b.append((char) (d - 0xFEE0));
                    } else if (d >= '\u2018' && d <= '\u201B' || d == '\u2032') {
                        b.append('\'');
                    } else if (d >= '\u201C' && d <= '\u201F' || d == '\u2033') {
                        b.append('"');
                    }
                }
                return b.toString();
            }
        }
        return s;
    }

    /**
     * Whether a full-width colon before {@code next} stood for the program's ": ": before an ASCII letter yes (a user's input
     * method retyped "ModuleNotFoundError: No module named" as "ModuleNotFoundError：No module named"); before a digit, a blank
     * or any other character no (a port after a host, "10.0.0.1：29500"; the programs' own Chinese translations write "：" with
     * no blank before Chinese text, bash's "%s: 无法执行：找不到需要的文件").
     */
    private static boolean colonNeedsBlank(char next) {
        return next >= 'A' && next <= 'Z' || next >= 'a' && next <= 'z';
    }

    /** Whether {@link #plain} changes or drops {@code c} (a character at or above U+00A0). */
    private static boolean changes(char c) {
        return c == '\u00A0' || c == '\u200B' || c == '\u200C' || c == '\u200D' || c == '\u2060' || c == '\uFEFF' || c == '\u202F'
                || c == '\u3000' || (c >= '\uFF01' && c <= '\uFF5E') || (c >= '\u2018' && c <= '\u201F') || c == '\u2032' || c == '\u2033';
    }
}
