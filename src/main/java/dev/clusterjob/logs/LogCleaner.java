package dev.clusterjob.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes off what copying a log through a terminal, a chat tool or a web page adds to one line, and
 * nothing else: carriage returns (CRLF), ANSI colour and cursor codes (with the escape character, as
 * {@code ^[[31m}, or as the bare {@code [31m} a browser leaves), markdown links that chat tools and
 * editors make of file names ({@code [init.cc](http://init.cc):1262} -> {@code init.cc:1262}: .cc, .py,
 * .sh are top-level domains), zero-width characters and no-break spaces. Pure; launcher prefixes
 * are {@link LinePrefix}'s, wrapped lines {@link LogLines}'.
 */
public final class LogCleaner {
    private LogCleaner() {
    }

    /** CSI sequences (colours, cursor moves, erase) and OSC sequences (titles, hyperlinks). */
    private static final Pattern ESCAPE = Pattern.compile("(?:\u001B|\\^\\[)(?:\\[[0-?]*[ -/]*[@-~]|\\][^\u0007\u001B]*(?:\u0007|\u001B\\\\)?|[@-Z\\\\-_])");
    /** What a browser leaves of a colour code once the escape character is gone: {@code [1;31m}, {@code [0m} (never {@code [12ms]}). */
    private static final Pattern BARE_SGR = Pattern.compile("\\[\\d{1,3}(?:;\\d{1,3}){0,4}m(?![s\\]\\d])");
    /**
     * {@code [TEXT](http://TARGET)}: a link whose target is the text itself (with a scheme, maybe a trailing slash). The text has no
     * {@code [}: in gloo's "[../third_party/gloo/[pair.cc](http://pair.cc):534]" the link starts at the second one.
     */
    private static final Pattern LINK = Pattern.compile("\\[([^\\[\\]\\s]{1,200})\\]\\((?:https?://)?([^)\\s]{1,220})\\)");

    /** The five escapes an HTML page writes for text (and their numeric forms); one pass, so "&amp;lt;" reads "&lt;". */
    private static final Pattern ENTITY = Pattern.compile("&(?:lt|gt|quot|apos|amp|#0*(?:60|62|34|39|38)|#[xX]0*(?:3[cC]|3[eE]|22|27|26));");

    /** The line as the program wrote it; null reads as "". */
    public static String clean(String line) {
        if (line == null) {
            return "";
        }
        String s = line;
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
        return invisible(s);
    }

    private static String unlink(String s) {
        Matcher m = LINK.matcher(s);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String text = m.group(1);
            String target = m.group(2).endsWith("/") ? m.group(2).substring(0, m.group(2).length() - 1) : m.group(2);
            boolean same = target.equalsIgnoreCase(text) || target.equalsIgnoreCase(text.replaceFirst("^https?://", ""));
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

    /** Zero-width characters and the byte-order mark go; no-break spaces become spaces. */
    private static String invisible(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '\u00A0' && (c == '\u00A0' || c == '\u200B' || c == '\u200C' || c == '\u200D' || c == '\u2060' || c == '\uFEFF' || c == '\u202F')) {
                StringBuilder b = new StringBuilder(s.length());
                for (int j = 0; j < s.length(); j++) {
                    char d = s.charAt(j);
                    if (d == '\u00A0' || d == '\u202F') {
                        b.append(' ');
                    } else if (d != '\u200B' && d != '\u200C' && d != '\u200D' && d != '\u2060' && d != '\uFEFF') {
                        b.append(d);
                    }
                }
                return b.toString();
            }
        }
        return s;
    }
}
