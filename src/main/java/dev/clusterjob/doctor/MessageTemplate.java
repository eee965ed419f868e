package dev.clusterjob.doctor;

import dev.clusterjob.slurm.ExitStatus;

import java.util.ArrayList;
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
 * out when a group inside is unknown.
 */
final class MessageTemplate {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)(?:\\|([a-zA-Z_]+))?}");
    private static final Pattern OPTIONAL = Pattern.compile("\\[\\[(.*?)]]");

    private final Map<String, Map<String, String>> tables;

    MessageTemplate(Map<String, Map<String, String>> tables) {
        this.tables = tables;
    }

    /**
     * A text cut at its placeholders, as {@link #PLACEHOLDER} finds them: {@code pieces[i]} before placeholder i (the last piece
     * after the last one), each placeholder's group name and filter (null for none).
     */
    private record Parts(String[] pieces, String[] names, String[] filters) {
    }

    /** A template cut at its optional parts, as {@link #OPTIONAL} finds them: {@code between[i]} before part i, each part's inside. */
    private record Optionals(String[] between, String[] inners) {
    }

    /**
     * Templates and texts read once: the same few hundred messages and hints are rendered for every finding of every log (the
     * pasted-log test renders some million of them), and two regex passes over each were most of a finding's cost. Bounded by
     * the rules' templates and, for each, the ways its optional parts are kept or dropped.
     */
    private static final Map<String, Parts> PARTS = new ConcurrentHashMap<>();
    private static final Map<String, Optionals> OPTIONALS = new ConcurrentHashMap<>();

    private static Parts parts(String text) {
        return PARTS.computeIfAbsent(text, t -> {
            Matcher ph = PLACEHOLDER.matcher(t);
            List<String> pieces = new ArrayList<>();
            List<String> names = new ArrayList<>();
            List<String> filters = new ArrayList<>();
            int at = 0;
            while (ph.find()) {
                pieces.add(t.substring(at, ph.start()));
                names.add(ph.group(1));
                filters.add(ph.group(2));
                at = ph.end();
            }
            pieces.add(t.substring(at));
            return new Parts(pieces.toArray(new String[0]), names.toArray(new String[0]), filters.toArray(new String[0]));
        });
    }

    private static Optionals optionals(String template) {
        return OPTIONALS.computeIfAbsent(template, t -> {
            Matcher opt = OPTIONAL.matcher(t);
            List<String> between = new ArrayList<>();
            List<String> inners = new ArrayList<>();
            int at = 0;
            while (opt.find()) {
                between.add(t.substring(at, opt.start()));
                inners.add(opt.group(1));
                at = opt.end();
            }
            between.add(t.substring(at));
            return new Optionals(between.toArray(new String[0]), inners.toArray(new String[0]));
        });
    }

    String render(String template, Map<String, String> vars) {
        // an optional part is kept whole when every group in it is known (and its filter says something), else dropped
        Optionals o = optionals(template);
        String kept = template;
        if (o.inners().length > 0) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < o.inners().length; i++) {
                b.append(o.between()[i]);
                String inner = o.inners()[i];
                Parts in = parts(inner);
                boolean complete = true;
                for (int k = 0; k < in.names().length && complete; k++) {
                    complete = vars.containsKey(in.names()[k]) && value(vars.get(in.names()[k]), in.filters()[k]) != null;
                }
                b.append(complete ? inner : "");
            }
            kept = b.append(o.between()[o.inners().length]).toString();
        }
        Parts p = parts(kept);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < p.names().length; i++) {
            String v = value(vars.get(p.names()[i]), p.filters()[i]);
            out.append(p.pieces()[i]).append(v != null ? v : "?");
        }
        return out.append(p.pieces()[p.names().length]).toString();
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
