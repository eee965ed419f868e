package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code #SBATCH} options of a batch script that submit and follow need (output, error,
 * job-name, chdir, comment, array; exclude, nodelist, nodes and partition for a resubmission without
 * bad nodes and for the cause of a refused one; partition also for the quarantine, which excludes only the
 * nodes of the job's partition), read the way sbatch reads them (Slurm's src/sbatch/opt.c, {@code _opt_batch_script} and {@code
 * get_argument}, the same in 22.05 and 24.11 but for one case below; checked against real sbatch of both by
 * BatchDirectivesE2ETest):
 * <ul>
 * <li>only lines that start with {@code #SBATCH} (or the old {@code #SLURM}) in the first column count; an
 *     indented one is a plain comment; reading stops at the first line that is neither blank nor a comment;</li>
 * <li>words are split on blanks; single or double quotes keep blanks and {@code #}; a backslash takes the
 *     next character as it is; an unquoted, unescaped {@code #} anywhere ends the line
 *     ({@code --output=run#1.out} is {@code --output=run}); a word that comes out empty ({@code ""}) ends it too;</li>
 * <li>a line whose first word is {@code hetjob} (or {@code packjob}) starts the next component: the batch
 *     script's own options are those before it;</li>
 * <li>the words of all lines are one argument list for getopt_long: later options win, a long option may be
 *     shortened to an unambiguous prefix, and an option's value may be the next word.</li>
 * </ul>
 * The one difference between the versions: 24.11 keeps an escaped blank ({@code a\ b} is one word), 22.05 ends
 * the word there ({@code a} and {@code b}); this reader follows 24.11. Short forms ({@code -o -e -J -D -a -x -w -N -p})
 * map to the long names; {@code --requeue} / {@code --no-requeue} are recorded as {@code requeue} =
 * {@code yes} / {@code no}.
 */
public final class BatchDirectives {
    private static final Map<String, String> SHORT = Map.of("-o", "output", "-e", "error", "-J", "job-name", "-D", "chdir", "-a", "array",
            "-x", "exclude", "-w", "nodelist", "-N", "nodes", "-p", "partition");
    private static final List<String> WANTED = List.of("output", "error", "job-name", "chdir", "comment", "array", "exclude", "nodelist",
            "nodes", "partition");

    private BatchDirectives() {
    }

    /** The wanted options by long name (without dashes) with their values. */
    public static Map<String, String> parse(String script) {
        List<String> args = new ArrayList<>();
        for (String line : script.split("\n", -1)) {
            String rest;
            if (line.startsWith("#SBATCH")) {
                rest = line.substring("#SBATCH".length());
            } else if (line.startsWith("#SLURM")) {
                rest = line.substring("#SLURM".length());
            } else if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            } else {
                break;
            }
            String first = rest.stripLeading().toLowerCase(Locale.ROOT);
            if (first.matches("(hetjob|packjob)(\\s.*)?")) {
                break;
            }
            args.addAll(words(rest));
        }
        Map<String, String> out = new LinkedHashMap<>();
        options(args, out);
        return out;
    }

    /** Reads the words as getopt_long would, into {@code out}. */
    private static void options(List<String> words, Map<String, String> out) {
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            String name = null;
            String value = null;
            boolean more = i + 1 < words.size();
            if (w.equals("--")) {
                return;
            }
            if (w.startsWith("--")) {
                int eq = w.indexOf('=');
                name = longName(eq < 0 ? w.substring(2) : w.substring(2, eq));
                if ("requeue".equals(name) || "no-requeue".equals(name)) {
                    out.put("requeue", name.equals("requeue") ? "yes" : "no");
                    continue;
                }
                if (eq >= 0) {
                    value = w.substring(eq + 1);
                } else if (more && (WANTED.contains(name) || !words.get(i + 1).startsWith("-"))) {
                    value = words.get(++i);
                }
            } else if (w.length() >= 2 && w.charAt(0) == '-') {
                name = SHORT.get(w.substring(0, 2));
                if (w.length() > 2) {
                    value = w.substring(2);
                } else if (more && (name != null || !words.get(i + 1).startsWith("-"))) {
                    value = words.get(++i);
                }
            }
            if (name != null && value != null && WANTED.contains(name)) {
                out.put(name, value);
            }
        }
    }

    /** A long option as written, or the one sbatch option it is an unambiguous prefix of (getopt_long). */
    static String longName(String written) {
        if (dev.clusterjob.profile.SbatchOptions.KNOWN.contains(written)) {
            return written;
        }
        String found = null;
        for (String o : dev.clusterjob.profile.SbatchOptions.KNOWN) {
            if (o.startsWith(written) && !written.isEmpty()) {
                if (found != null) {
                    return written;
                }
                found = o;
            }
        }
        return found != null ? found : written;
    }

    /**
     * Splits a directive line's rest into words as sbatch's get_argument does: blanks separate; quotes group and
     * are removed; a backslash takes the next character literally; an unquoted, unescaped {@code #} ends the
     * line, and so does a word with no character (an empty {@code ""}).
     */
    public static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (true) {
            while (i < s.length() && isSpace(s.charAt(i))) {
                i++;
            }
            StringBuilder w = new StringBuilder();
            char quote = 0;
            for (; i < s.length() && (quote != 0 || !isSpace(s.charAt(i))); i++) {
                char c = s.charAt(i);
                if (c == '\\') {
                    if (i + 1 < s.length()) {
                        w.append(s.charAt(++i));
                    }
                } else if (quote != 0) {
                    if (c == quote) {
                        quote = 0;
                    } else {
                        w.append(c);
                    }
                } else if (c == '\'' || c == '"') {
                    quote = c;
                } else if (c == '#') {
                    break;
                } else {
                    w.append(c);
                }
            }
            if (w.length() == 0) {
                return out;
            }
            out.add(w.toString());
            if (i < s.length() && s.charAt(i) == '#') {
                return out;
            }
        }
    }

    /** C's isspace in the C locale. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r';
    }
}
