package dev.clusterjob.exec.ssh;

import dev.clusterjob.ClusterjobException;

import java.util.regex.Pattern;

/**
 * Where to log in, as the user wrote it: {@code [user@]host[:port]}, IPv6 in brackets
 * ({@code [::1]:2222}). {@code host} may be a {@code ~/.ssh/config} alias; user and port are null
 * when not given, so that the config file or the defaults can fill them.
 */
public record SshTarget(String user, String host, Integer port) {
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9._-]+");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Za-z:.%_-]+");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._@$-]+");

    public SshTarget {
        if (host == null || host.isEmpty()) {
            throw new IllegalArgumentException("empty host");
        }
    }

    /** Parses {@code [user@]host[:port]}; {@code where} names the flag or file:line for the one-line error. */
    public static SshTarget parse(String text, String where) {
        String s = text.trim();
        if (s.isEmpty()) {
            throw bad(where, text, "empty");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= 0x20 || c == 0x7f || c == '\'' || c == '"' || c == '/' || c == '\\') {
                throw bad(where, text, "contains a space, quote, slash or control character");
            }
        }
        String user = null;
        int at = s.lastIndexOf('@');
        if (at >= 0) {
            user = s.substring(0, at);
            s = s.substring(at + 1);
            if (user.isEmpty()) {
                throw bad(where, text, "empty user before '@'");
            }
        }
        String host;
        String portText = null;
        if (s.startsWith("[")) {
            int close = s.indexOf(']');
            if (close < 0) {
                throw bad(where, text, "missing ']' after an IPv6 address");
            }
            host = s.substring(1, close);
            String rest = s.substring(close + 1);
            if (!rest.isEmpty()) {
                if (!rest.startsWith(":")) {
                    throw bad(where, text, "expected ':port' after ']'");
                }
                portText = rest.substring(1);
            }
        } else {
            int colon = s.indexOf(':');
            if (colon >= 0 && s.indexOf(':', colon + 1) >= 0) {
                throw bad(where, text, "an IPv6 address needs brackets, e.g. [::1]:2222");
            }
            host = colon >= 0 ? s.substring(0, colon) : s;
            portText = colon >= 0 ? s.substring(colon + 1) : null;
        }
        if (host.isEmpty()) {
            throw bad(where, text, "empty host");
        }
        boolean bracketed = s.startsWith("[");
        if (!(bracketed ? IPV6 : HOST).matcher(host).matches()) {
            throw bad(where, text, "host '" + host + "' may hold only letters, digits, '.', '-', '_'"
                    + (bracketed ? ", ':' and '%'" : " (an IPv6 address goes in brackets)"));
        }
        if (user != null && !USER.matcher(user).matches()) {
            throw bad(where, text, "user '" + user + "' may hold only letters, digits, '.', '-', '_', '@', '$'");
        }
        Integer port = portText == null ? null : port(portText, where, text);
        return new SshTarget(user, host, port);
    }

    /** A port 1..65535, or a one-line bad-input error. */
    public static int port(String text, String where, String whole) {
        try {
            int p = Integer.parseInt(text);
            if (p >= 1 && p <= 65535 && text.chars().allMatch(Character::isDigit)) {
                return p;
            }
        } catch (NumberFormatException ignored) {
            // falls through to the error below
        }
        throw bad(where, whole, "port '" + text + "' is not a number 1..65535");
    }

    private static ClusterjobException bad(String where, String text, String why) {
        return ClusterjobException.badInput(where, "'" + text + "': " + why + " (expected [user@]host[:port], e.g. alice@login1:2222)");
    }

    /** {@code user@host:port} with the parts that were given; IPv6 hosts in brackets. */
    @Override
    public String toString() {
        String h = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return (user == null ? "" : user + "@") + h + (port == null ? "" : ":" + port);
    }
}
