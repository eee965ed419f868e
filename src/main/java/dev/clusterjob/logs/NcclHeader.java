package dev.clusterjob.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * NCCL's line header, {@code host:pid:tid [gpu] }, read by hand. Most lines of an NCCL_DEBUG=INFO log start with it, and
 * a million of them each tried with {@link LinePrefix}'s and {@link LineStarts}' patterns (a new matcher each) cost more
 * than the rest of doctor. Each method answers as the pattern it names would; the pattern itself is tried only where
 * the answer hangs on how a regex reads a line terminator inside the text ({@code $}).
 */
final class NcclHeader {
    /** NCCL's {@code host:pid:tid [gpu] }, or {@code host:pid:tid} (and its {@code [gpu]}) alone: the first piece of a line a paste cut right after it. */
    static final Pattern HOST = Pattern.compile("^([A-Za-z0-9][\\w.-]*):\\d+:\\d+(?: \\[\\d+\\](?: |$)|$)");

    private NcclHeader() {
    }

    /** The host of the header {@code s} starts with ({@link #HOST}'s group), or null. */
    static String host(String s) {
        int h = idsEnd(s);
        if (h < 0 || !alnum(s.charAt(0))) {
            return null;
        }
        int at = h;
        if (s.startsWith(" [", at)) {
            int close = digits(s, at + 2);
            if (close > at + 2 && close < s.length() && s.charAt(close) == ']') {
                at = close + 1;
                if (at < s.length() && s.charAt(at) == ' ') {
                    return hostOf(s);
                }
            }
        }
        int end = end(s, at);
        return end == 1 ? hostOf(s) : end == 0 ? null : viaPattern(s);
    }

    /** Whether {@code s} starts with {@code [\w.-]+:\d+:\d+ \[\d+\] } (a host of any word characters, dots and dashes). */
    static boolean opens(String s) {
        int at = idsEnd(s);
        if (at < 0 || !s.startsWith(" [", at)) {
            return false;
        }
        int close = digits(s, at + 2);
        return close > at + 2 && s.startsWith("] ", close);
    }

    /** The end of {@code [\w.-]+:\d+:\d+} at the start of {@code s}, or -1. */
    private static int idsEnd(String s) {
        int h = 0;
        while (h < s.length() && hostChar(s.charAt(h))) {
            h++;
        }
        if (h == 0 || h >= s.length() || s.charAt(h) != ':') {
            return -1;
        }
        int pid = digits(s, h + 1);
        if (pid == h + 1 || pid >= s.length() || s.charAt(pid) != ':') {
            return -1;
        }
        int tid = digits(s, pid + 1);
        return tid == pid + 1 ? -1 : tid;
    }

    /** 1 where {@code $} matches at {@code i} for certain (the text's end), 0 where it cannot, -1 where a line terminator makes it the pattern's call. */
    private static int end(String s, int i) {
        if (i == s.length()) {
            return 1;
        }
        char c = s.charAt(i);
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029' ? -1 : 0;
    }

    private static String viaPattern(String s) {
        Matcher m = HOST.matcher(s);
        return m.find() ? m.group(1) : null;
    }

    private static String hostOf(String s) {
        return s.substring(0, s.indexOf(':'));
    }

    private static int digits(String s, int from) {
        int i = from;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /** {@code [\w.-]}: ASCII letters and digits, the underscore, the dot and the dash. */
    static boolean hostChar(char c) {
        return alnum(c) || c == '_' || c == '.' || c == '-';
    }

    private static boolean alnum(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
