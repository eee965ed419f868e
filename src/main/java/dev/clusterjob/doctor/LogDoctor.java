package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import dev.clusterjob.logs.LinePrefix;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one job log line by line (streaming: NCCL INFO/TRACE logs can be gigabytes) and applies the
 * {@link DoctorRules}: each hit learns its host and rank from the line's prefix or the last prefix
 * before it, peers are named through the job's {@link NodeMap}, repeated hits of one problem are
 * merged, and every finding ends with a hint on what to do next.
 */
public final class LogDoctor {
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)(?:\\|([a-zA-Z_]+))?}");
    private static final Pattern OPTIONAL = Pattern.compile("\\[\\[(.*?)]]");

    private final DoctorRules rules;
    private final Map<Pattern, List<String>> groupNames = new HashMap<>();

    public LogDoctor(DoctorRules rules) {
        this.rules = rules;
    }

    /** A rule's hit before merging: where, and the groups it captured (plus host/rank from context). */
    private static final class Hit {
        Rule rule;
        int line;
        Map<String, String> groups;
        String host;
        Integer rank;
        String peer;
        String peerNode;

        Hit(Rule rule, int line, Map<String, String> groups) {
            this.rule = rule;
            this.line = line;
            this.groups = groups;
        }
    }

    /** Diagnoses the log read from {@code in}; {@code file} names it in the findings. */
    public List<Finding> diagnose(String file, BufferedReader in, NodeMap nodes) throws IOException {
        Map<String, String> facts = new HashMap<>();
        List<Hit> hits = new ArrayList<>();
        ArrayDeque<String> ahead = new ArrayDeque<>();
        String ctxHost = null;
        Integer ctxRank = null;
        int ctxLine = Integer.MIN_VALUE / 2;
        int lineNo = 0;
        while (true) {
            String line = ahead.isEmpty() ? in.readLine() : ahead.poll();
            if (line == null) {
                break;
            }
            lineNo++;
            LinePrefix lp = LinePrefix.parse(line);
            line = lp.text();
            for (Map.Entry<String, DoctorRules.Fact> f : rules.facts().entrySet()) {
                if (line.contains(f.getValue().needle())) {
                    Matcher m = f.getValue().match().matcher(line);
                    if (m.find()) {
                        facts.merge(f.getKey(), m.group("value"), LogDoctor::keepLarger);
                    }
                }
            }
            boolean prefixed = lp.named();
            String host = lp.host();
            Integer rank = lp.rank();
            for (Pattern p : rules.context()) {
                Matcher m = p.matcher(line);
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
                ctxLine = lineNo;
            } else if (lineNo - ctxLine > rules.continuationLines()) {
                ctxHost = null;
                ctxRank = null;
            }
            for (Rule r : rules.rules()) {
                if (!line.contains(r.needle())) {
                    continue;
                }
                Matcher m = r.match().matcher(line);
                if (!m.find()) {
                    continue;
                }
                Map<String, String> g = groups(r.match(), m);
                if (r.followLines() > 0) {
                    String next;
                    while (ahead.size() < r.followLines() && (next = in.readLine()) != null) {
                        ahead.add(next);
                    }
                    for (Pattern p : r.follow()) {
                        int k = 0;
                        for (Iterator<String> it = ahead.iterator(); it.hasNext() && k < r.followLines(); k++) {
                            Matcher fm = p.matcher(LinePrefix.strip(it.next()));
                            if (fm.find()) {
                                groups(p, fm).forEach(g::putIfAbsent);
                                break;
                            }
                        }
                    }
                }
                if (r.requireGroup() != null) {
                    String v = g.get(r.requireGroup());
                    if (v == null || !v.matches("\\d{1,18}") || Long.parseLong(v) < r.requireMin()) {
                        continue;
                    }
                }
                Hit h = new Hit(r, lineNo, g);
                // clusterjob's verdict lines are the batch script's own: a node's prefix above them is not theirs
                h.host = g.containsKey("host") ? g.get("host") : r.verdict() ? null : ctxHost;
                h.rank = g.containsKey("rank") ? Integer.valueOf(g.get("rank")) : r.verdict() ? null : ctxRank;
                hits.add(h);
            }
        }
        return findings(file, hits, facts, nodes);
    }

    private static String keepLarger(String a, String b) {
        if (a.matches("\\d{1,18}") && b.matches("\\d{1,18}")) {
            return Long.parseLong(a) >= Long.parseLong(b) ? a : b;
        }
        return b;
    }

    private Map<String, String> groups(Pattern p, Matcher m) {
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

    private List<Finding> findings(String file, List<Hit> hits, Map<String, String> facts, NodeMap nodes) {
        boolean taskExited = hits.stream().anyMatch(h -> h.rule.code().equals("slurm.task-failed"));
        Rule stepKilled = rules.rules().stream().filter(r -> r.code().equals("slurm.step-killed")).findFirst().orElse(null);
        for (Hit h : hits) {
            // srun's --kill-on-bad-exit cancels the step after a task exits non-zero: not a user's scancel
            if (taskExited && stepKilled != null && h.rule.code().equals("slurm.cancelled") && "STEP".equals(h.groups.get("kind"))) {
                h.rule = stepKilled;
            }
            String peer = h.groups.get("peer");
            if (peer != null) {
                h.peer = NodeMap.normalize(peer);
                h.peerNode = nodes.node(peer);
            }
            String local = h.groups.get("localAddr");
            if (local != null && h.host == null) {
                String node = nodes.node(local);
                h.host = node != null ? node : NodeMap.normalize(local);
            }
        }
        List<Hit> merged = new ArrayList<>();
        for (Hit h : hits) {
            Hit same = null;
            for (Hit m : merged) {
                if (mergeable(m, h)) {
                    same = m;
                    break;
                }
            }
            if (same == null) {
                merged.add(h);
            } else if (h.rule.keepLast()) {
                same.rule = h.rule;
                same.line = h.line;
                same.host = h.host != null ? h.host : same.host;
                same.rank = h.rank != null ? h.rank : same.rank;
                Map<String, String> g = new LinkedHashMap<>(h.groups);
                same.groups = g;
            } else {
                same.host = same.host != null ? same.host : h.host;
                same.rank = same.rank != null ? same.rank : h.rank;
                if (same.peer == null) {
                    same.peer = h.peer;
                    same.peerNode = h.peerNode;
                }
                h.groups.forEach(same.groups::putIfAbsent);
            }
        }
        Map<Hit, Severity> sevs = new HashMap<>();
        Map<Hit, Rule.SeverityIf> overrides = new HashMap<>();
        for (Hit h : merged) {
            Severity sev = h.rule.severity();
            for (Rule.SeverityIf s : h.rule.severityIf()) {
                if (s.equals().equals(facts.get(s.fact()))) {
                    sev = s.severity();
                    overrides.put(h, s);
                    break;
                }
            }
            sevs.put(h, sev);
        }
        List<Finding> out = new ArrayList<>();
        for (Hit h : merged) {
            if (h.rule.fallback() && hiddenFallback(h, merged, sevs)) {
                continue;
            }
            Rule.SeverityIf over = overrides.get(h);
            String message = over != null && over.message() != null ? over.message() : h.rule.message();
            String hint = over != null && over.hint() != null ? over.hint() : h.rule.hint();
            Map<String, String> vars = new HashMap<>(h.groups);
            vars.remove("host");
            vars.remove("rank");
            vars.remove("peer");
            if (h.host != null) {
                vars.put("host", h.host);
            }
            if (h.rank != null) {
                vars.put("rank", String.valueOf(h.rank));
            }
            if (h.peer != null) {
                vars.put("peer", h.peer);
                vars.put("peerName", h.peerNode != null ? h.peerNode + " (" + h.peer + ")" : h.peer);
            }
            vars.put("hostName", h.host != null ? h.host : "this node");
            out.add(new Finding(sevs.get(h), h.rule.code(), file, h.line, null, render(message, vars), render(hint, vars),
                    h.host, h.rank, h.peer, h.peerNode));
        }
        out.sort(java.util.Comparator.comparingInt(Finding::line));
        return orderByCause(out);
    }

    /**
     * A fallback is left out when a specific finding at least as severe exists, or another fallback declared
     * before it (the more specific one: an NCCL WARN line before NCCL's bare error trace, torch's NCCL error
     * before a bare exception line); findings that only say a task or step ended (srun's task/step lines,
     * Slurm's cancel lines) do not hide the fallbacks that say why.
     */
    private boolean hiddenFallback(Hit f, List<Hit> merged, Map<Hit, Severity> sevs) {
        for (Hit h : merged) {
            if (h == f || OUTCOMES.contains(h.rule.code())) {
                continue;
            }
            if (h.rule.fallback()) {
                if (!h.rule.code().equals(f.rule.code()) && rules.rules().indexOf(h.rule) < rules.rules().indexOf(f.rule)) {
                    return true;
                }
            } else if (sevs.get(h).compareTo(sevs.get(f)) <= 0) {
                return true;
            }
        }
        return false;
    }

    /** Codes that say that something ended, not why. */
    private static final java.util.Set<String> OUTCOMES = java.util.Set.of("slurm.task-failed", "slurm.task-killed", "slurm.step-killed", "slurm.cancelled");

    /**
     * Orders findings by cause: clusterjob's own verdict lines first, then the errors and warnings that explain
     * the others (in the order the logs were given and, within one, by line), then the findings that only
     * witness them, each marked as a consequence of the first cause, then the notes (info). Without any cause
     * the witnesses stay where they are, unmarked: they are then all the log says.
     */
    public List<Finding> orderByCause(List<Finding> findings) {
        Map<String, Integer> fileOrder = new HashMap<>();
        for (Finding f : findings) {
            fileOrder.putIfAbsent(String.valueOf(f.file()), fileOrder.size());
        }
        List<Finding> causes = new ArrayList<>();
        for (Finding f : findings) {
            if (f.severity() != Severity.INFO && !witnessCodes().contains(f.code())) {
                causes.add(f);
            }
        }
        java.util.Comparator<Finding> where = java.util.Comparator.<Finding>comparingInt(f -> fileOrder.get(String.valueOf(f.file())))
                .thenComparingInt(Finding::line);
        causes.sort(java.util.Comparator.<Finding>comparingInt(f -> verdictCodes().contains(f.code()) ? 0 : 1).thenComparing(where));
        Finding first = causes.isEmpty() ? null : causes.get(0);
        Finding firstTask = causes.stream().filter(f -> f.code().equals("slurm.task-failed")).findFirst().orElse(null);
        List<Finding> out = new ArrayList<>();
        List<Finding> tail = new ArrayList<>();
        List<Finding> notes = new ArrayList<>();
        for (Finding f : findings) {
            if (f.severity() == Severity.INFO && !witnessCodes().contains(f.code())) {
                notes.add(f);
            } else if (witnessCodes().contains(f.code()) && first != null) {
                Finding c = f.code().equals("slurm.step-killed") && firstTask != null ? firstTask : first;
                tail.add(f.consequence() ? f : f.asConsequenceOf(c.code() + " at " + c.where()));
            } else if (!causes.contains(f)) {
                tail.add(f);
            }
        }
        tail.sort(where);
        notes.sort(where);
        out.addAll(causes);
        out.addAll(tail);
        out.addAll(notes);
        return out;
    }

    private java.util.Set<String> witnessCodes;
    private java.util.Set<String> verdictCodes;

    /** Codes whose every rule is a witness. */
    private java.util.Set<String> witnessCodes() {
        if (witnessCodes == null) {
            witnessCodes = codesWhereAll(Rule::witness);
        }
        return witnessCodes;
    }

    private java.util.Set<String> verdictCodes() {
        if (verdictCodes == null) {
            verdictCodes = codesWhereAll(Rule::verdict);
        }
        return verdictCodes;
    }

    private java.util.Set<String> codesWhereAll(java.util.function.Predicate<Rule> p) {
        Map<String, Boolean> all = new LinkedHashMap<>();
        for (Rule r : rules.rules()) {
            all.merge(r.code(), p.test(r), Boolean::logicalAnd);
        }
        java.util.Set<String> out = new java.util.HashSet<>();
        all.forEach((k, v) -> {
            if (v) {
                out.add(k);
            }
        });
        return out;
    }

    /** Same code, same key groups, and host/rank/peer equal or unknown on one side. */
    private static boolean mergeable(Hit a, Hit b) {
        if (!a.rule.code().equals(b.rule.code())) {
            return false;
        }
        for (String k : a.rule.key()) {
            if (!Objects.equals(a.groups.get(k), b.groups.get(k))) {
                return false;
            }
        }
        return compatible(a.host, b.host) && compatible(a.rank, b.rank) && compatible(a.peer, b.peer);
    }

    private static boolean compatible(Object a, Object b) {
        return a == null || b == null || a.equals(b);
    }

    /** Fills a template: {@code {g}}, {@code {g|table}}, {@code {g|ms}}; {@code [[..]]} vanishes when a group inside is unknown. */
    String render(String template, Map<String, String> vars) {
        Matcher opt = OPTIONAL.matcher(template);
        StringBuilder b = new StringBuilder();
        while (opt.find()) {
            String inner = opt.group(1);
            boolean complete = true;
            Matcher ph = PLACEHOLDER.matcher(inner);
            while (ph.find()) {
                complete &= vars.containsKey(ph.group(1));
            }
            opt.appendReplacement(b, Matcher.quoteReplacement(complete ? inner : ""));
        }
        opt.appendTail(b);
        Matcher ph = PLACEHOLDER.matcher(b.toString());
        StringBuilder out = new StringBuilder();
        while (ph.find()) {
            String v = vars.get(ph.group(1));
            String filter = ph.group(2);
            String text;
            if (v == null) {
                text = "?";
            } else if (filter == null) {
                text = v;
            } else if (filter.equals("ms")) {
                text = duration(v);
            } else {
                Map<String, String> table = rules.tables().getOrDefault(filter, Map.of());
                text = table.getOrDefault(v, table.getOrDefault("_default", v));
            }
            ph.appendReplacement(out, Matcher.quoteReplacement(text));
        }
        ph.appendTail(out);
        return out.toString();
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
