package dev.clusterjob.doctor;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Severity;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The doctor's rule set, read from the bundled {@code rules.yaml}: context prefixes, whole-log facts,
 * lookup tables and the rules. Data, not code: a new failure text is a new entry.
 *
 * @param facts name -> {needle, pattern with a "value" group}
 * @param learn patterns that teach which host has an address or a rank (groups host, address, rank)
 * @param attention words of a line that looks like a failure ({@code needles}), unless it has one of {@code unless}: a line
 *                  that no rule places makes the diagnosis uncertain
 */
public record DoctorRules(List<Probe> context, int continuationLines, Map<String, Fact> facts,
                          Map<String, Map<String, String>> tables, List<Probe> learn, Attention attention, List<Rule> rules) {
    /** The bundled rules. */
    public static final String RESOURCE = "/dev/clusterjob/doctor/rules.yaml";
    private static DoctorRules bundled;

    /**
     * Words that make a line look like a failure, and words that make it a note all the same (NCCL's INFO lines): a line looks
     * like a failure when it holds one of {@code needles} and none of {@code unless} (LineScanner reads both from its needle
     * index).
     */
    public record Attention(List<String> needles, List<String> unless) {
    }

    /**
     * A context or learn pattern and the plain substrings one of which every line it matches contains (a cheap pre-filter,
     * as a rule's needle): empty when the pattern is tried on every line.
     */
    public record Probe(List<String> needles, Pattern match) {
    }

    /** A fact read from every line of a log; the last value seen wins, except numbers, where the largest wins. */
    public record Fact(String needle, Pattern match) {
    }

    public static synchronized DoctorRules bundled() {
        if (bundled == null) {
            try {
                bundled = parse("rules.yaml", dev.clusterjob.fs.Resources.text(RESOURCE));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return bundled;
    }

    private static final List<String> RULE_KEYS = List.of("code", "severity", "needle", "match", "follow", "require", "key",
            "severity_if", "fallback", "message", "hint", "synthesized", "witness", "verdict", "keep_last", "outcome", "only_with",
            "instead_of", "cause_codes", "source", "primary", "ends_job", "node_fault", "peer_fact", "host_fact", "iface_fact");

    public static DoctorRules parse(String name, String text) {
        YamlNode.Mapping top = YamlNode.mapping(YamlReader.parse(name, text), "doctor rules");
        List<Probe> context = probes(top.get("context"), "context");
        int cont = top.get("continuation_lines") == null ? 0 : YamlNode.integer(top.get("continuation_lines"), "continuation_lines", 0);
        Map<String, Fact> facts = new LinkedHashMap<>();
        if (top.get("facts") != null) {
            YamlNode.Mapping fm = YamlNode.mapping(top.get("facts"), "facts");
            for (Map.Entry<String, YamlNode> e : fm.entries().entrySet()) {
                YamlNode.Mapping m = YamlNode.mapping(e.getValue(), "facts." + e.getKey());
                facts.put(e.getKey(), new Fact(YamlNode.string(m.get("needle"), "facts." + e.getKey() + ".needle"),
                        regex(m.get("match"), "facts." + e.getKey() + ".match")));
            }
        }
        Map<String, Map<String, String>> tables = new LinkedHashMap<>();
        if (top.get("tables") != null) {
            YamlNode.Mapping tm = YamlNode.mapping(top.get("tables"), "tables");
            for (Map.Entry<String, YamlNode> e : tm.entries().entrySet()) {
                tables.put(e.getKey(), YamlNode.scalarMap(e.getValue(), "tables." + e.getKey()));
            }
        }
        List<Probe> learn = probes(top.get("learn"), "learn");
        Attention attention = new Attention(List.of(), List.of());
        if (top.get("attention") != null) {
            YamlNode.Mapping am = YamlNode.mapping(top.get("attention"), "attention");
            attention = new Attention(List.copyOf(YamlNode.stringList(am.get("needles"), "attention.needles")),
                    am.get("unless") == null ? List.of() : List.copyOf(YamlNode.stringList(am.get("unless"), "attention.unless")));
        }
        List<Rule> rules = new ArrayList<>();
        YamlNode.Sequence rs = (YamlNode.Sequence) top.get("rules");
        for (YamlNode n : rs.items()) {
            rules.add(rule(YamlNode.mapping(n, "rules[]"), facts));
        }
        checkCodeReferences(rules);
        return new DoctorRules(List.copyOf(context), cont, facts, tables, List.copyOf(learn), attention, List.copyOf(rules));
    }

    /** A list of patterns, each a regex or {needle: TEXT or [TEXT, ...], match: REGEX}. */
    private static List<Probe> probes(YamlNode seq, String f) {
        List<Probe> out = new ArrayList<>();
        if (seq == null) {
            return out;
        }
        for (YamlNode n : ((YamlNode.Sequence) seq).items()) {
            if (n instanceof YamlNode.Mapping m) {
                for (String k : m.entries().keySet()) {
                    if (!List.of("needle", "match").contains(k)) {
                        throw ClusterjobException.badInput(m.keyOrigin(k).toString(), f + ": unknown key '" + k + "'"
                                + Suggest.didYouMean(k, List.of("needle", "match")));
                    }
                }
                out.add(new Probe(needles(m, f), regex(m.get("match"), f + ".match")));
            } else {
                out.add(new Probe(List.of(), regex(n, f)));
            }
        }
        return out;
    }

    private static List<String> needles(YamlNode.Mapping m, String f) {
        return m.get("needle") instanceof YamlNode.Sequence ? List.copyOf(YamlNode.stringList(m.get("needle"), f + ".needle"))
                : List.of(YamlNode.string(m.get("needle"), f + ".needle"));
    }

    private static Rule rule(YamlNode.Mapping m, Map<String, Fact> facts) {
        for (String k : m.entries().keySet()) {
            if (!RULE_KEYS.contains(k)) {
                throw ClusterjobException.badInput(m.keyOrigin(k).toString(), "rule: unknown key '" + k + "'" + Suggest.didYouMean(k, RULE_KEYS));
            }
        }
        String code = YamlNode.string(m.get("code"), "code");
        String f = "rule " + code;
        int followLines = 0;
        List<Pattern> follow = new ArrayList<>();
        if (m.get("follow") != null) {
            YamlNode.Mapping fm = YamlNode.mapping(m.get("follow"), f + ".follow");
            followLines = YamlNode.integer(fm.get("lines"), f + ".follow.lines", 1);
            for (YamlNode p : ((YamlNode.Sequence) fm.get("match")).items()) {
                follow.add(regex(p, f + ".follow.match"));
            }
        }
        String reqGroup = null;
        long reqMin = 0;
        String reqAbove = null;
        if (m.get("require") != null) {
            YamlNode.Mapping rm = YamlNode.mapping(m.get("require"), f + ".require");
            reqGroup = YamlNode.string(rm.get("group"), f + ".require.group");
            // without min: the group only has to have matched (a follow pattern found its line)
            reqMin = rm.get("min") == null ? Rule.PRESENT : Long.parseLong(YamlNode.string(rm.get("min"), f + ".require.min"));
            // above: the group must be a number greater than another group's number (an expected count against a found one)
            reqAbove = rm.get("above") == null ? null : YamlNode.string(rm.get("above"), f + ".require.above");
        }
        List<String> needles = needles(m, f);
        List<String> hostFacts = factNames(m, "host_fact", facts, f);
        Rule rule = new Rule(code, severity(m.get("severity"), f), needles, regex(m.get("match"), f + ".match"),
                followLines, List.copyOf(follow), reqGroup, reqMin, reqAbove, strings(m, "key", f), severityIf(m, facts, f), flag(m, "fallback", f),
                YamlNode.string(m.get("message"), f + ".message"), YamlNode.string(m.get("hint"), f + ".hint"),
                flag(m, "witness", f), flag(m, "verdict", f), flag(m, "keep_last", f), flag(m, "outcome", f), strings(m, "only_with", f),
                m.get("instead_of") == null ? null : YamlNode.string(m.get("instead_of"), f + ".instead_of"), strings(m, "cause_codes", f),
                flag(m, "primary", f), flag(m, "ends_job", f), flag(m, "node_fault", f), peerFacts(m, facts, f));
        if (!hostFacts.isEmpty()) {
            HOST_FACTS.put(rule, hostFacts);
        }
        List<String> ifaceFacts = factNames(m, "iface_fact", facts, f);
        if (!ifaceFacts.isEmpty()) {
            IFACE_FACTS.put(rule, ifaceFacts);
        }
        return rule;
    }

    /**
     * host_fact: the whole-log facts, in order, whose value is the host of a hit of this rule that names none (the node a process
     * started on, as it says where it started: Ray's "Local node IP: ADDR" above the processes it then reports dead); empty: none.
     * Kept beside the rule rather than in it, so that {@link Rule}'s shape stays as it is.
     */
    static List<String> hostFacts(Rule rule) {
        List<String> l = HOST_FACTS.get(rule);
        return l == null ? List.of() : l;
    }

    private static final Map<Rule, List<String>> HOST_FACTS = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /**
     * iface_fact: the whole-log facts, in order, whose value a hit of this rule takes as its {@code ifname} group where its line gives
     * none: the interface setting the log states (NCCL's "NCCL_SOCKET_IFNAME set by environment to VALUE"), so that a connect or
     * interface finding says which one was in force. Kept beside the rule, as host_fact is.
     */
    static List<String> ifaceFacts(Rule rule) {
        List<String> l = IFACE_FACTS.get(rule);
        return l == null ? List.of() : l;
    }

    private static final Map<Rule, List<String>> IFACE_FACTS = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    private static List<String> factNames(YamlNode.Mapping m, String key, Map<String, Fact> facts, String f) {
        if (m.get(key) == null) {
            return List.of();
        }
        List<String> names = m.get(key) instanceof YamlNode.Sequence ? List.copyOf(YamlNode.stringList(m.get(key), f + "." + key))
                : List.of(YamlNode.string(m.get(key), f + "." + key));
        for (String n : names) {
            if (!facts.containsKey(n)) {
                throw ClusterjobException.badInput(m.keyOrigin(key).toString(), f + ": unknown fact '" + n + "'");
            }
        }
        return names;
    }

    /** peer_fact: the facts (one name or a list) whose value is the peer of a hit that names none; each must be a fact of the file. */
    private static List<String> peerFacts(YamlNode.Mapping m, Map<String, Fact> facts, String f) {
        if (m.get("peer_fact") == null) {
            return List.of();
        }
        List<String> names = m.get("peer_fact") instanceof YamlNode.Sequence ? List.copyOf(YamlNode.stringList(m.get("peer_fact"), f + ".peer_fact"))
                : List.of(YamlNode.string(m.get("peer_fact"), f + ".peer_fact"));
        for (String n : names) {
            if (!facts.containsKey(n)) {
                throw ClusterjobException.badInput(m.keyOrigin("peer_fact").toString(), f + ": unknown fact '" + n + "'");
            }
        }
        return names;
    }

    private static List<Rule.SeverityIf> severityIf(YamlNode.Mapping m, Map<String, Fact> facts, String f) {
        List<Rule.SeverityIf> sif = new ArrayList<>();
        if (m.get("severity_if") == null) {
            return sif;
        }
        for (YamlNode n : ((YamlNode.Sequence) m.get("severity_if")).items()) {
            YamlNode.Mapping sm = YamlNode.mapping(n, f + ".severity_if");
            String fact = YamlNode.string(sm.get("fact"), f + ".severity_if.fact");
            if (!facts.containsKey(fact)) {
                throw ClusterjobException.badInput(sm.origin().toString(), f + ": unknown fact '" + fact + "'");
            }
            sif.add(new Rule.SeverityIf(fact, YamlNode.string(sm.get("equals"), f + ".severity_if.equals"),
                    "none".equals(YamlNode.string(sm.get("severity"), f + ".severity_if.severity")) ? null : severity(sm.get("severity"), f + ".severity_if"),
                    sm.get("message") == null ? null : YamlNode.string(sm.get("message"), f + ".severity_if.message"),
                    sm.get("hint") == null ? null : YamlNode.string(sm.get("hint"), f + ".severity_if.hint")));
        }
        return List.copyOf(sif);
    }

    private static List<String> strings(YamlNode.Mapping m, String key, String f) {
        return m.get(key) == null ? List.of() : List.copyOf(YamlNode.stringList(m.get(key), f + "." + key));
    }

    /** only_with, instead_of and cause_codes name codes that some rule has. */
    private static void checkCodeReferences(List<Rule> rules) {
        java.util.Set<String> codes = new java.util.HashSet<>();
        rules.forEach(r -> codes.add(r.code()));
        for (Rule r : rules) {
            List<String> named = new ArrayList<>(r.onlyWith());
            named.addAll(r.causeCodes());
            if (r.insteadOf() != null) {
                named.add(r.insteadOf());
            }
            for (String c : named) {
                if (!codes.contains(c)) {
                    throw ClusterjobException.badInput("rules.yaml", "rule " + r.code() + ": no rule has the code '" + c + "'"
                            + Suggest.didYouMean(c, List.copyOf(codes)));
                }
            }
        }
    }

    private static boolean flag(YamlNode.Mapping m, String key, String f) {
        return m.get(key) != null && YamlNode.bool(m.get(key), f + "." + key);
    }

    private static Severity severity(YamlNode n, String f) {
        String s = YamlNode.string(n, f + ".severity");
        try {
            return Severity.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ClusterjobException.badInput(n.origin().toString(), f + ".severity: expected error, warning or info, got '" + s + "'");
        }
    }

    private static Pattern regex(YamlNode n, String f) {
        String s = YamlNode.string(n, f);
        try {
            return Pattern.compile(asciiWordBoundaries(s));
        } catch (PatternSyntaxException e) {
            throw ClusterjobException.badInput(n.origin().toString(), f + ": bad regex: " + e.getDescription());
        }
    }

    /** A boundary between an ASCII word character (what {@code \w} matches) and anything else. */
    static final String ASCII_BOUNDARY = "(?:(?<=[A-Za-z0-9_])(?![A-Za-z0-9_])|(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]))";

    /**
     * The rules' {@code \b} as an ASCII word boundary: Java 17's {@code \b} counts any Unicode letter as a word character (its {@code \w}
     * does not), so in "训练RendezvousTimeoutError" (a name glued to Chinese text, as titles and prose are written) it found no boundary
     * before the name. The rules are written against the tools' ASCII identifiers. Escaped backslashes stay as they are.
     */
    static String asciiWordBoundaries(String regex) {
        StringBuilder out = new StringBuilder(regex.length());
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\' && i + 1 < regex.length()) {
                char next = regex.charAt(++i);
                out.append(next == 'b' ? ASCII_BOUNDARY : "\\" + next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
