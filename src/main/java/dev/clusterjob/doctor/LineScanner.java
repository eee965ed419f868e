package dev.clusterjob.doctor;

import dev.clusterjob.logs.LinePrefix;
import dev.clusterjob.logs.LogLines;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One pass over one log: every line's prefixes taken off, who wrote it learned (the line's prefix, else
 * the last prefix up to {@code continuation_lines} before), whole-log facts read, and every rule matched.
 * A line cut at a blank (word wrap) is matched together with the one or two lines after it when those do
 * not start like log lines: a match must then cross the cut, so no line is reported twice.
 */
final class LineScanner {
    /** A line shorter than this is not taken for the first part of a cut line. */
    private static final int MIN_CUT = 24;
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");
    private static final int MAX_UNPLACED = 10;

    /** A line that looks like a failure: where it is and what it says. */
    record Unplaced(int line, String text) {
    }

    private final DoctorRules rules;
    private final Map<Pattern, List<String>> groupNames;
    final List<Hit> hits = new ArrayList<>();
    final Map<String, String> facts = new HashMap<>();
    final LearnedHosts learned = new LearnedHosts();
    final List<Unplaced> unplaced = new ArrayList<>();
    private String ctxHost;
    private Integer ctxRank;
    private int ctxLine = Integer.MIN_VALUE / 2;
    private int index;
    private String joined;
    private int joinedFor = -1;

    LineScanner(DoctorRules rules, Map<Pattern, List<String>> groupNames) {
        this.rules = rules;
        this.groupNames = groupNames;
    }

    void scan(LogLines lines) throws IOException {
        LogLines.Line l;
        while ((l = lines.next()) != null) {
            index++;
            LinePrefix lp = l.prefix();
            String text = lp.text();
            readFacts(text);
            context(lp, text);
            learn(text);
            int before = hits.size();
            joined = null;
            joinedFor = -1;
            for (Rule r : rules.rules()) {
                Map<String, String> g = match(r, text, lines);
                if (g != null && follow(r, g, lines) && required(r, g)) {
                    hits.add(hit(r, l.number(), g));
                }
            }
            if (hits.size() == before && unplaced.size() < MAX_UNPLACED && rules.attention().matcher(text).find()) {
                unplaced.add(new Unplaced(l.number(), text.strip()));
            }
        }
    }

    private void readFacts(String text) {
        for (Map.Entry<String, DoctorRules.Fact> f : rules.facts().entrySet()) {
            if (text.contains(f.getValue().needle())) {
                Matcher m = f.getValue().match().matcher(text);
                if (m.find()) {
                    facts.merge(f.getKey(), m.group("value"), LineScanner::keepLarger);
                }
            }
        }
    }

    private static String keepLarger(String a, String b) {
        if (a.matches("\\d{1,18}") && b.matches("\\d{1,18}")) {
            return Long.parseLong(a) >= Long.parseLong(b) ? a : b;
        }
        return b;
    }

    /** Who wrote this line: its prefix or a context pattern, else the last prefix within continuation_lines. */
    private void context(LinePrefix lp, String text) {
        boolean prefixed = lp.named();
        String host = lp.host();
        Integer rank = lp.rank();
        for (Pattern p : rules.context()) {
            Matcher m = p.matcher(text);
            if (m.find()) {
                prefixed = true;
                Map<String, String> g = groups(p, m);
                host = host != null ? host : g.get("host");
                rank = rank != null ? rank : g.containsKey("rank") ? Integer.valueOf(g.get("rank")) : null;
            }
        }
        if (prefixed) {
            ctxHost = host;
            ctxRank = rank;
            ctxLine = index;
            learned.rank(rank, host);
        } else if (index - ctxLine > rules.continuationLines()) {
            ctxHost = null;
            ctxRank = null;
        }
    }

    /** Addresses and ranks the line ties to a host (the rules' learn patterns). */
    private void learn(String text) {
        for (Pattern p : rules.learn()) {
            Matcher m = p.matcher(text);
            if (m.find()) {
                Map<String, String> g = groups(p, m);
                String host = g.getOrDefault("host", ctxLine == index ? ctxHost : null);
                learned.address(g.get("address"), host);
                if (g.containsKey("rank")) {
                    learned.rank(Integer.valueOf(g.get("rank")), host);
                }
            }
        }
    }

    /** The rule's groups on this line (or across a cut after it), null when it does not match. */
    private Map<String, String> match(Rule r, String text, LogLines lines) throws IOException {
        Matcher alone = null;
        if (text.contains(r.needle())) {
            alone = r.match().matcher(text);
            if (!alone.find()) {
                alone = null;
            }
        }
        if (alone != null && (text.length() < MIN_CUT || alone.end() < text.length())) {
            return groups(r.match(), alone);
        }
        if (text.length() < MIN_CUT) {
            return null;
        }
        Map<String, String> single = alone == null ? null : groups(r.match(), alone);
        if (joinedFor != index) {
            joined = window(text, lines);
            joinedFor = index;
        }
        if (joined == null || !joined.contains(r.needle())) {
            return single;
        }
        Matcher w = r.match().matcher(joined);
        while (w.find() && w.start() < text.length()) {
            if (w.end() > text.length()) {
                Map<String, String> across = groups(r.match(), w);
                boolean better = single == null || (w.start() == alone.start() && extendsGroups(single, across));
                return better ? across : single;
            }
        }
        return single;
    }

    /** This line and the one or two after it that continue it (they do not start like log lines), or null. */
    private static String window(String text, LogLines lines) throws IOException {
        StringBuilder b = null;
        for (int k = 1; k <= 2; k++) {
            LogLines.Line next = lines.peek(k);
            if (next == null || next.startsLikeALine()) {
                break;
            }
            if (b == null) {
                b = new StringBuilder(text);
            }
            b.append(' ').append(next.text().strip());
        }
        return b == null ? null : b.toString();
    }

    /** Whether {@code more} has every group of {@code fewer} with the same value, and more groups. */
    private static boolean extendsGroups(Map<String, String> fewer, Map<String, String> more) {
        for (Map.Entry<String, String> e : fewer.entrySet()) {
            if (!e.getValue().equals(more.get(e.getKey()))) {
                return false;
            }
        }
        return more.size() > fewer.size();
    }

    /** Adds the groups of the rule's follow patterns from the next lines; false never (a follow is optional). */
    private boolean follow(Rule r, Map<String, String> g, LogLines lines) throws IOException {
        for (Pattern p : r.follow()) {
            for (int k = 1; k <= r.followLines(); k++) {
                LogLines.Line next = lines.peek(k);
                if (next == null) {
                    break;
                }
                Matcher fm = p.matcher(next.prefix().text());
                if (fm.find()) {
                    groups(p, fm).forEach(g::putIfAbsent);
                    break;
                }
            }
        }
        return true;
    }

    private static boolean required(Rule r, Map<String, String> g) {
        if (r.requireGroup() == null) {
            return true;
        }
        String v = g.get(r.requireGroup());
        return v != null && v.matches("\\d{1,18}") && Long.parseLong(v) >= r.requireMin();
    }

    private Hit hit(Rule r, int line, Map<String, String> g) {
        Hit h = new Hit(r, line, g);
        // clusterjob's verdict lines are the batch script's own: a node's prefix above them is not theirs
        h.host = g.containsKey("host") ? g.get("host") : r.verdict() ? null : ctxHost;
        h.rank = g.containsKey("rank") ? Integer.valueOf(g.get("rank")) : r.verdict() ? null : ctxRank;
        if (g.containsKey("host") && g.containsKey("rank")) {
            learned.rank(h.rank, h.host);
        }
        return h;
    }

    Map<String, String> groups(Pattern p, Matcher m) {
        List<String> names = groupNames.computeIfAbsent(p, k -> {
            List<String> out = new ArrayList<>();
            Matcher gm = GROUP_NAME.matcher(k.pattern());
            while (gm.find()) {
                out.add(gm.group(1));
            }
            return out;
        });
        Map<String, String> g = new LinkedHashMap<>();
        for (String n : names) {
            String v = m.group(n);
            if (v != null) {
                g.put(n, v.trim());
            }
        }
        return g;
    }
}
