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
 *     shortened to an unambiguous prefix, and an option's value may be the next word (never for one that takes
 *     no value or only one written with '=', such as {@code --exclusive}: {@link SbatchLongOptions#flag}).</li>
 * </ul>
 * The one difference between the versions: 24.11 keeps an escaped blank ({@code a\ b} is one word), 22.05 ends
 * the word there ({@code a} and {@code b}); this reader follows 24.11. Short forms ({@code -o -e -J -D -a -x -w -N -p -n -c -G})
 * map to the long names; {@link #blocks} and {@link #options} give every option of every block with its line
 * (explain reads the whole request so); {@link #parse} keeps the wanted ones of the first block, where
 * {@code --requeue} / {@code --no-requeue} are recorded as {@code requeue} = {@code yes} / {@code no}.
 */
public final class BatchDirectives {
    private static final Map<String, String> SHORT = Map.ofEntries(Map.entry("-o", "output"), Map.entry("-e", "error"),
            Map.entry("-J", "job-name"), Map.entry("-D", "chdir"), Map.entry("-a", "array"), Map.entry("-x", "exclude"),
            Map.entry("-w", "nodelist"), Map.entry("-N", "nodes"), Map.entry("-p", "partition"), Map.entry("-n", "ntasks"),
            Map.entry("-c", "cpus-per-task"), Map.entry("-G", "gpus"));
    private static final List<String> WANTED = List.of("output", "error", "job-name", "chdir", "comment", "array", "exclude", "nodelist",
            "nodes", "partition");

    private BatchDirectives() {
    }

    /** One {@code #SBATCH} (or {@code #SLURM}) line: its 1-based number in the script and its words. */
    public record Line(int number, List<String> words) {
        public Line {
            words = List.copyOf(words);
        }
    }

    /**
     * One option as getopt_long reads it: the long name (a short form or an abbreviation mapped to it), its value
     * (null for none) and the line of the option's word.
     */
    public record Option(String name, String value, int line) {
    }

    /** The wanted options of the script's own (first) block by long name (without dashes) with their values. */
    public static Map<String, String> parse(String script) {
        return wanted(options(blocks(script).get(0)));
    }

    /** The wanted options of one block's argument words (each word as sbatch's reader gives it, quotes removed). */
    public static Map<String, String> read(List<String> words) {
        return wanted(options(List.of(new Line(0, words))));
    }

    /**
     * The directive lines of {@code script}, one list per block: the script's own, then one per {@code hetjob}
     * (or {@code packjob}) line of a heterogeneous job; the separating lines themselves are left out. Always at
     * least one (empty) block.
     */
    public static List<List<Line>> blocks(String script) {
        List<List<Line>> blocks = new ArrayList<>();
        List<Line> block = new ArrayList<>();
        String[] lines = script.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
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
                blocks.add(block);
                block = new ArrayList<>();
                continue;
            }
            block.add(new Line(i + 1, words(rest)));
        }
        blocks.add(block);
        return blocks;
    }

    /** The options of one block's lines in order, read as getopt_long reads one argument list (later ones win). */
    public static List<Option> options(List<Line> block) {
        List<String> words = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        for (Line l : block) {
            words.addAll(l.words());
            l.words().forEach(w -> lineOf.add(l.number()));
        }
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.equals("--")) {
                break;
            }
            String next = i + 1 < words.size() ? words.get(i + 1) : null;
            Read r = w.startsWith("--") ? longOption(w, next) : shortOption(w, next);
            if (r == null) {
                continue;
            }
            if (r.name() != null) {
                out.add(new Option(r.name(), r.tookNext() ? next : r.value(), lineOf.get(i)));
            }
            i += r.tookNext() ? 1 : 0;
        }
        return out;
    }

    /** What one option word says: its long name (null for an unknown short one), a value written with it, whether it takes the next word. */
    private record Read(String name, String value, boolean tookNext) {
    }

    /** {@code --name=value}, or {@code --name} with the next word as its value where the option takes one. */
    private static Read longOption(String w, String next) {
        int eq = w.indexOf('=');
        String name = SbatchLongOptions.longName(eq < 0 ? w.substring(2) : w.substring(2, eq));
        if (eq >= 0) {
            return new Read(name, w.substring(eq + 1), false);
        }
        return new Read(name, null, next != null && !SbatchLongOptions.flag(name) && (WANTED.contains(name) || !next.startsWith("-")));
    }

    /** {@code -Xvalue} or {@code -X value}; an unknown short option keeps a word that does not start with '-' (null name). */
    private static Read shortOption(String w, String next) {
        if (w.length() < 2 || w.charAt(0) != '-') {
            return null;
        }
        String name = SHORT.get(w.substring(0, 2));
        if (w.length() > 2) {
            return new Read(name, w.substring(2), false);
        }
        return new Read(name, null, next != null && (name != null || !next.startsWith("-")));
    }

    /** The wanted options among {@code options}, later ones winning; --requeue / --no-requeue as requeue = yes / no. */
    private static Map<String, String> wanted(List<Option> options) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Option o : options) {
            if (o.name().equals("requeue") || o.name().equals("no-requeue")) {
                out.put("requeue", o.name().equals("requeue") ? "yes" : "no");
            } else if (o.value() != null && WANTED.contains(o.name())) {
                out.put(o.name(), o.value());
            }
        }
        return out;
    }

    /** A long option as written, or the one sbatch option it is an unambiguous prefix of (getopt_long). */
    static String longName(String written) {
        return SbatchLongOptions.longName(written);
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
