package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code #SBATCH} options of a batch script that submit and follow need (output, error,
 * job-name, chdir, comment, array; exclude, nodelist, nodes and partition for a resubmission without
 * bad nodes and for the cause of a refused one), read
 * the way sbatch reads them: only lines before the first command count, each line may hold several
 * options, {@code #} after blanks starts a comment, and later lines win. Short forms
 * ({@code -o -e -J -D -a -x -w -N -p}) are mapped to the long names. The flags {@code --requeue} /
 * {@code --no-requeue} are recorded as {@code requeue} = {@code yes} / {@code no}.
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
        Map<String, String> out = new LinkedHashMap<>();
        boolean first = true;
        for (String raw : script.split("\n", -1)) {
            String line = raw.strip();
            if (first && line.startsWith("#!")) {
                first = false;
                continue;
            }
            first = false;
            if (line.isEmpty()) {
                continue;
            }
            if (!line.startsWith("#")) {
                break;
            }
            if (!line.startsWith("#SBATCH")) {
                continue;
            }
            List<String> words = words(line.substring("#SBATCH".length()));
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                String name = null;
                String value = null;
                if (w.equals("--requeue") || w.equals("--no-requeue")) {
                    out.put("requeue", w.equals("--requeue") ? "yes" : "no");
                    continue;
                }
                if (w.startsWith("--")) {
                    int eq = w.indexOf('=');
                    name = eq < 0 ? w.substring(2) : w.substring(2, eq);
                    if (eq >= 0) {
                        value = w.substring(eq + 1);
                    } else if (WANTED.contains(name) && i + 1 < words.size()) {
                        value = words.get(++i);
                    }
                } else if (w.length() >= 2 && w.charAt(0) == '-' && SHORT.containsKey(w.substring(0, 2))) {
                    name = SHORT.get(w.substring(0, 2));
                    if (w.length() > 2) {
                        value = w.substring(2).startsWith("=") ? w.substring(3) : w.substring(2);
                    } else if (i + 1 < words.size()) {
                        value = words.get(++i);
                    }
                }
                if (name != null && value != null && WANTED.contains(name)) {
                    out.put(name, value);
                }
            }
        }
        return out;
    }

    /** Splits on blanks, honouring single and double quotes; an unquoted word starting with # ends the line. */
    public static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else if (c == '#' && !inWord) {
                break;
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            out.add(w.toString());
        }
        return out;
    }
}
