package dev.clusterjob.doctor;

import dev.clusterjob.slurm.ExitStatus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fills a rule's message or hint: {@code {g}} is a group's value, {@code {g|table}} its entry in one of
 * the rules' tables, {@code {g|ms}} a duration in milliseconds, {@code {g|exit}} an exit code's meaning
 * ({@link ExitStatus}, the one home of those; torch's negative codes are signals), {@code {g|signal}} a signal
 * number's name and usual sender; {@code [[..]]} is left
 * out when a group inside is unknown, or when all its groups repeat what groups of their stem said before it.
 */
final class MessageTemplate {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)(?:\\|([a-zA-Z_]+))?}");
    private static final Pattern OPTIONAL = Pattern.compile("\\[\\[(.*?)]]");

    private final Map<String, Map<String, String>> tables;

    MessageTemplate(Map<String, Map<String, String>> tables) {
        this.tables = tables;
    }

    /**
     * A text cut at a pattern's matches: {@code pieces[i]} before match i (the last piece after the last match), and each
     * match's groups ({@code groups[i][g - 1]} for group g; null where a group took no part).
     */
    private record Cut(String[] pieces, String[][] groups) {
        int matches() {
            return groups.length;
        }
    }

    /**
     * Templates and texts cut once: the same few hundred messages and hints are rendered for every finding of every log (the
     * pasted-log test renders some million of them), and two regex passes over each were most of a finding's cost. Bounded by
     * the rules' templates and, for each, the ways its optional parts are kept or dropped.
     */
    private static final Map<String, Cut> PLACEHOLDERS = new ConcurrentHashMap<>();
    private static final Map<String, Cut> OPTIONALS = new ConcurrentHashMap<>();

    private static Cut cut(Map<String, Cut> cache, Pattern at, String text) {
        return cache.computeIfAbsent(text, t -> {
            Matcher m = at.matcher(t);
            List<String> pieces = new ArrayList<>();
            List<String[]> groups = new ArrayList<>();
            int from = 0;
            while (m.find()) {
                pieces.add(t.substring(from, m.start()));
                String[] g = new String[m.groupCount()];
                for (int k = 0; k < g.length; k++) {
                    g[k] = m.group(k + 1);
                }
                groups.add(g);
                from = m.end();
            }
            pieces.add(t.substring(from));
            return new Cut(pieces.toArray(new String[0]), groups.toArray(new String[0][]));
        });
    }

    String render(String template, Map<String, String> vars) {
        // an optional part is kept whole when every group in it is known (and its filter says something), else dropped
        Cut o = cut(OPTIONALS, OPTIONAL, template);
        String kept = template;
        if (o.matches() > 0) {
            StringBuilder b = new StringBuilder();
            Map<String, String> said = new HashMap<>();
            for (int i = 0; i < o.matches(); i++) {
                String inner = o.groups()[i][0];
                Cut in = cut(PLACEHOLDERS, PLACEHOLDER, inner);
                boolean complete = true;
                for (int k = 0; k < in.matches() && complete; k++) {
                    String[] g = in.groups()[k];
                    complete = vars.containsKey(g[0]) && value(vars.get(g[0]), g[1]) != null;
                }
                saying(cut(PLACEHOLDERS, PLACEHOLDER, o.pieces()[i]), vars, said);
                boolean keep = complete && !repeated(in, vars, said);
                if (keep) {
                    saying(in, vars, said);
                }
                b.append(o.pieces()[i]).append(keep ? inner : "");
            }
            kept = b.append(o.pieces()[o.matches()]).toString();
        }
        Cut p = cut(PLACEHOLDERS, PLACEHOLDER, kept);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < p.matches(); i++) {
            String[] g = p.groups()[i];
            String v = value(vars.get(g[0]), g[1]);
            out.append(p.pieces()[i]).append(v != null ? v : "?");
        }
        return out.append(p.pieces()[p.matches()]).toString();
    }

    /**
     * Whether every group of an optional part repeats a value the message says already under another name of the same stem
     * ({@code proc2} after {@code proc}, in any case): a rule names one value by several groups, one for each of its wordings, and
     * two lines of one report (the 3.x kernel's "Kill process PID (COMM)" then "Killed process PID (COMM)") fill both. A part that says
     * something new besides (another value, or a group of another stem) is kept.
     */
    private static boolean repeated(Cut part, Map<String, String> vars, Map<String, String> said) {
        for (int k = 0; k < part.matches(); k++) {
            String name = part.groups()[k][0];
            String by = said.get(key(name, vars));
            if (by == null || by.equals(name)) {
                return false;
            }
        }
        return part.matches() > 0;
    }

    /** Notes the values the groups of {@code part} say, each under its stem, with the first name that said it. */
    private static void saying(Cut part, Map<String, String> vars, Map<String, String> said) {
        for (int k = 0; k < part.matches(); k++) {
            String name = part.groups()[k][0];
            said.putIfAbsent(key(name, vars), name);
        }
    }

    /**
     * A group's value under its stem, in lower case: two lines of one report may write one word in two cases (a kubelet event's
     * "Liveness probe failed" and "failed liveness probe"), which the message says once.
     */
    private static String key(String name, Map<String, String> vars) {
        String v = vars.get(name);
        return stem(name) + "=" + (v == null ? null : v.toLowerCase(Locale.ROOT));
    }

    private static String stem(String name) {
        return name.replaceFirst("\\d+$", "");
    }

    /** A group's value through its filter; null when unknown (or, for {@code exit}, when the code means nothing special). */
    private String value(String v, String filter) {
        if (v == null) {
            return "?";
        }
        if (filter == null) {
            return v;
        }
        return switch (filter) {
            case "ms" -> duration(v);
            case "exit" -> exitMeaning(v);
            case "signal" -> v.matches("\\d{1,3}") ? ExitStatus.signalMeaning(Integer.parseInt(v)) : v;
            default -> {
                Map<String, String> table = tables.getOrDefault(filter, Map.of());
                String t = table.getOrDefault(v, table.getOrDefault("_default", v));
                yield t.equals("=exit") ? exitMeaning(v) : t;
            }
        };
    }

    /** What an exit code means ({@link ExitStatus}); -N is signal N (torch's form); null for a code with no meaning of its own. */
    static String exitMeaning(String v) {
        if (v.matches("-\\d{1,3}")) {
            return ExitStatus.signalMeaning(-Integer.parseInt(v));
        }
        return v.matches("\\d{1,3}") ? ExitStatus.meaningOf(Integer.parseInt(v)) : null;
    }

    /** "600000 ms (10 min)", "180000000000 ms (about 5.7 years)". */
    static String duration(String ms) {
        if (!ms.matches("\\d{1,18}")) {
            return ms + " ms";
        }
        long v = Long.parseLong(ms);
        double s = v / 1000.0;
        String human;
        if (s < 120) {
            human = String.format(Locale.ROOT, "%.0f s", s);
        } else if (s < 2 * 3600) {
            human = String.format(Locale.ROOT, "%.0f min", s / 60);
        } else if (s < 2 * 86400) {
            human = String.format(Locale.ROOT, "%.1f h", s / 3600);
        } else if (s < 365 * 86400) {
            human = String.format(Locale.ROOT, "about %.0f days", s / 86400);
        } else {
            human = String.format(Locale.ROOT, "about %.1f years", s / (365 * 86400.0));
        }
        return v + " ms (" + human + ")";
    }
}
