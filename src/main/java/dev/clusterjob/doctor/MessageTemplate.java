package dev.clusterjob.doctor;

import dev.clusterjob.slurm.ExitStatus;

import java.util.Locale;
import java.util.Map;
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

    String render(String template, Map<String, String> vars) {
        Matcher opt = OPTIONAL.matcher(template);
        StringBuilder b = new StringBuilder();
        while (opt.find()) {
            String inner = opt.group(1);
            boolean complete = true;
            Matcher ph = PLACEHOLDER.matcher(inner);
            while (ph.find()) {
                complete &= vars.containsKey(ph.group(1)) && value(vars.get(ph.group(1)), ph.group(2)) != null;
            }
            opt.appendReplacement(b, Matcher.quoteReplacement(complete ? inner : ""));
        }
        opt.appendTail(b);
        Matcher ph = PLACEHOLDER.matcher(b.toString());
        StringBuilder out = new StringBuilder();
        while (ph.find()) {
            String v = value(vars.get(ph.group(1)), ph.group(2));
            ph.appendReplacement(out, Matcher.quoteReplacement(v != null ? v : "?"));
        }
        ph.appendTail(out);
        return out.toString();
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
