package dev.clusterjob.exec;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Quoting for the command line that sshd hands to the remote login shell ({@code $SHELL -c LINE}).
 * Only POSIX single quotes and backslash-escaped apostrophes are used (no bash-only {@code $'...'}),
 * so any POSIX shell reads back exactly the original word (RemoteQuoteTest checks every shell
 * installed: at least dash and bash); no quoted run touches another quote, so zsh's RC_QUOTES cannot
 * join them. A newline stays literal inside single quotes, which POSIX allows. csh and fish differ.
 */
public final class RemoteQuote {
    private static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private RemoteQuote() {
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
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(quote(w));
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

    /**
     * The remote command line for {@code command}: {@code cd DIR && exec env NAME=VALUE... ARGV...}.
     * Environment goes through {@code env} rather than the SSH "env" request, which sshd refuses unless
     * its AcceptEnv lists the name ({@code man sshd_config}, AcceptEnv); {@code exec} makes the program
     * replace the shell, so a signal sent on timeout reaches it. Stdin and timeout are the runner's job.
     */
    public static String commandLine(ExternalCommand command) {
        String program = command.argv().get(0);
        if (program.isEmpty() || program.startsWith("-") || program.indexOf('=') >= 0) {
            // env would read NAME=VALUE as an assignment and exec/env would read -x as their own option.
            throw new IllegalArgumentException("remote program name must not be empty, start with '-' or contain '=': " + program);
        }
        StringBuilder b = new StringBuilder();
        if (command.workDir() != null) {
            b.append("cd ").append(path(command.workDir())).append(" && ");
        }
        b.append("exec ");
        if (!command.env().isEmpty()) {
            b.append("env ");
            command.env().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                if (!ENV_NAME.matcher(e.getKey()).matches()) {
                    throw new IllegalArgumentException("not an environment variable name: " + e.getKey());
                }
                b.append(quote(e.getKey() + "=" + e.getValue())).append(' ');
            });
        }
        b.append(join(command.argv()));
        return b.toString();
    }

    private static boolean isSafe(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '-' || c == '.' || c == '/' || c == ':' || c == ',' || c == '@' || c == '%' || c == '+';
    }
}
