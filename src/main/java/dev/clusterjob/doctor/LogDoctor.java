package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import dev.clusterjob.logs.LogLines;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Reads one job log line by line (streaming: NCCL INFO/TRACE logs can be gigabytes) and applies the
 * {@link DoctorRules}: lines are cleaned and cut lines joined ({@link LogLines}), each hit learns its host
 * and rank from the line's prefix or the last prefix before it ({@link LineScanner}), peers are named through
 * the job's {@link NodeMap} or what the log says, repeated hits of one problem are merged ({@link HitMerger}),
 * every finding ends with a hint on what to do next ({@link FindingWriter}), causes come before the findings
 * that witness them ({@link CauseOrder}), and the diagnosis says how sure it is.
 */
public final class LogDoctor {
    private static final int MAX_UNPLACED = 10;

    private final DoctorRules rules;
    private final Map<Pattern, List<String>> groupNames = new ConcurrentHashMap<>();
    private final FindingWriter writer;
    private final CauseOrder order;
    private final NeedleIndex needles;
    private final RequiredText[] required;
    private final Map<Rule, Integer> ruleOrder;

    public LogDoctor(DoctorRules rules) {
        this.rules = rules;
        this.writer = new FindingWriter(rules);
        Shared shared = sharedOf(rules);
        this.order = shared.order();
        this.needles = shared.index();
        this.required = shared.required();
        this.ruleOrder = shared.ruleOrder();
    }

    /**
     * The rule set whose needle index, required texts and cause order {@link #lastShared} holds, and those: one slot, by identity. All are
     * read-only once built (the cause order's map of first rules by code was rebuilt per doctor, 6% of the corpus's CPU).
     */
    private record Shared(DoctorRules rules, NeedleIndex index, RequiredText[] required, CauseOrder order, Map<Rule, Integer> ruleOrder) {
    }

    private static volatile Shared lastShared;

    /**
     * The needle index of {@code rules}, built once per rule set rather than once per doctor: building the automaton
     * over some 400 needle sets cost more than diagnosing a typical log (about 4 of every 5 ms per log of the corpus
     * test, which makes a doctor per log). The index is read-only once built; the slot holds the last rule set's.
     */
    static NeedleIndex indexOf(DoctorRules rules) {
        return sharedOf(rules).index();
    }

    private static Shared sharedOf(DoctorRules rules) {
        Shared last = lastShared;
        if (last != null && last.rules() == rules) {
            return last;
        }
        Shared built = new Shared(rules, ScanIndex.needles(rules), ScanIndex.required(rules), new CauseOrder(rules),
                ScanIndex.ruleOrder(rules));
        lastShared = built;
        return built;
    }

    /** Diagnoses the log read from {@code in}; {@code file} names it in the findings. */
    public List<Finding> diagnose(String file, BufferedReader in, NodeMap nodes) throws IOException {
        return diagnosis(file, in, nodes).findings();
    }

    /** The findings of the log read from {@code in}, and how sure they are. */
    public Diagnosis diagnosis(String file, BufferedReader in, NodeMap nodes) throws IOException {
        return assemble(List.of(part(file, in, nodes)));
    }

    /** One log's findings with their rules, before ordering, and its lines no rule placed. */
    record Part(List<Placed> placed, List<Certainty.Unplaced> unplaced) {
    }

    Part part(String file, BufferedReader in, NodeMap nodes) throws IOException {
        LineScanner scan = new LineScanner(rules, needles, required, ruleOrder, groupNames);
        scan.scan(new LogLines(in));
        peersFromFacts(scan.hits, scan.facts);
        hostsFromFacts(scan.hits, scan.facts);
        ifacesFromFacts(scan.hits, scan.facts);
        uncutHosts(scan.hits);
        scan.hits.removeIf(h -> h.rule.switchedOffBy(scan.facts)); // before instead_of and merging: a rule this log switches off takes no part
        DuplicateRanks.keepClaimedTwice(scan.hits); // before merging, which would make one finding of a rank's two claims
        StalledRank.Behind behind = StalledRank.find(scan.hits, scan.learned.rankHosts()); // before merging keeps one rank of a problem
        List<Hit> merged = HitMerger.merge(scan.hits, nodes, scan.learned);
        StalledRank.mark(merged, behind);
        List<Certainty.Unplaced> unplaced = scan.unplaced.stream().map(u -> new Certainty.Unplaced(file, u.line(), u.text())).toList();
        return new Part(writer.write(file, merged, scan.facts, scan.tracebacks), unplaced);
    }

    /**
     * A hit whose rule has {@code peer_fact} and whose line names no peer takes the first of those whole-log facts the log holds (the
     * address its process was told to reach, printed where it started: torch elastic's rdzv_endpoint, a dask worker's scheduler); not
     * the hit's own host.
     */
    static void peersFromFacts(List<Hit> hits, Map<String, String> facts) {
        for (Hit h : hits) {
            if (h.rule.peerFacts().isEmpty() || h.groups.get("peer") != null) {
                continue;
            }
            for (String name : h.rule.peerFacts()) {
                String v = facts.get(name);
                if (v != null && !v.equalsIgnoreCase(h.host)) {
                    Map<String, String> g = new LinkedHashMap<>(h.groups);
                    g.put("peer", v);
                    h.groups = g;
                    break;
                }
            }
        }
    }

    /**
     * A hit whose rule has {@code host_fact} and whose line and prefix name no host takes the first of those whole-log facts the log
     * holds: the node its process said it started on (Ray's `ray start` banner: "Local node IP: ADDR", 0.8's "Using IP address ADDR for
     * this node.") when the process's own report of its death names none.
     */
    static void hostsFromFacts(List<Hit> hits, Map<String, String> facts) {
        for (Hit h : hits) {
            if (h.host != null) {
                continue;
            }
            for (String name : DoctorRules.hostFacts(h.rule)) {
                String v = facts.get(name);
                if (v != null) {
                    h.host = v;
                    break;
                }
            }
        }
    }

    /** A hit whose rule has {@code iface_fact} and whose line gives no {@code ifname} takes the first of those facts the log holds. */
    static void ifacesFromFacts(List<Hit> hits, Map<String, String> facts) {
        for (Hit h : hits) {
            if (h.groups.get("ifname") != null) {
                continue;
            }
            for (String name : DoctorRules.ifaceFacts(h.rule)) {
                String v = facts.get(name);
                if (v != null) {
                    Map<String, String> g = new LinkedHashMap<>(h.groups);
                    g.put("ifname", v);
                    h.groups = g;
                    break;
                }
            }
        }
    }

    /**
     * A hit whose host a paste cut at its start takes the full name another hit gives it ({@link HostShapes#uncut}): a copy that starts
     * late cuts the first line of what it copied, the log's or a later block's.
     */
    static void uncutHosts(List<Hit> hits) {
        List<String> named = hits.stream().map(h -> h.host).filter(Objects::nonNull).distinct().toList();
        for (Hit h : hits) {
            h.host = HostShapes.uncut(h.host, named);
        }
    }

    /** Several logs diagnosed together: a cause in one node's log explains the witnesses in the others. */
    Diagnosis assemble(List<Part> parts) {
        List<Placed> all = new ArrayList<>();
        List<Certainty.Unplaced> unplaced = new ArrayList<>();
        for (Part p : parts) {
            all.addAll(p.placed());
            unplaced.addAll(p.unplaced());
        }
        List<Placed> ordered = order.order(all);
        return new Diagnosis(ordered.stream().map(Placed::finding).toList(), certainty(ordered, unplaced));
    }

    /** Orders findings of one or more logs by cause (see {@link CauseOrder}). */
    public List<Finding> orderByCause(List<Finding> findings) {
        return order.orderFindings(findings);
    }

    /**
     * Certain when a rule that names a cause found an error or a warning, or when nothing looks wrong; likely
     * when only general rules (fallbacks, witnesses, outcomes) did; unknown when lines look like a failure
     * and no rule placed any.
     */
    private static Certainty certainty(List<Placed> findings, List<Certainty.Unplaced> unplaced) {
        boolean specific = findings.stream().anyMatch(p -> p.finding().severity() != Severity.INFO && !general(p.rule()));
        boolean any = findings.stream().anyMatch(p -> p.finding().severity() != Severity.INFO);
        List<Certainty.Unplaced> lines = unplaced.size() > MAX_UNPLACED ? unplaced.subList(0, MAX_UNPLACED) : unplaced;
        if (specific) {
            return new Certainty(Certainty.Level.CERTAIN, List.of());
        }
        if (any) {
            return new Certainty(Certainty.Level.LIKELY, lines);
        }
        return lines.isEmpty() ? new Certainty(Certainty.Level.CERTAIN, List.of()) : new Certainty(Certainty.Level.UNKNOWN, lines);
    }

    /** A rule that says something ended or failed somewhere, not what caused it. */
    private static boolean general(Rule r) {
        return r.fallback() || r.witness() || r.outcome();
    }
}
