package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import dev.clusterjob.logs.LogLines;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
    private final Set<String> generalCodes = new HashSet<>();

    public LogDoctor(DoctorRules rules) {
        this.rules = rules;
        this.writer = new FindingWriter(rules);
        this.order = new CauseOrder(rules);
        for (Rule r : rules.rules()) {
            if (r.fallback() || r.witness() || r.outcome()) {
                generalCodes.add(r.code());
            }
        }
    }

    /** Diagnoses the log read from {@code in}; {@code file} names it in the findings. */
    public List<Finding> diagnose(String file, BufferedReader in, NodeMap nodes) throws IOException {
        return diagnosis(file, in, nodes).findings();
    }

    /** The findings of the log read from {@code in}, and how sure they are. */
    public Diagnosis diagnosis(String file, BufferedReader in, NodeMap nodes) throws IOException {
        LineScanner scan = new LineScanner(rules, groupNames);
        scan.scan(new LogLines(in));
        List<Hit> merged = HitMerger.merge(scan.hits, nodes, scan.learned);
        List<Finding> findings = order.order(writer.write(file, merged, scan.facts));
        List<Certainty.Unplaced> unplaced = scan.unplaced.stream().map(u -> new Certainty.Unplaced(file, u.line(), u.text())).toList();
        return new Diagnosis(findings, certainty(findings, unplaced));
    }

    /** Several logs diagnosed together: a cause in one node's log explains the witnesses in the others. */
    public Diagnosis combine(List<Diagnosis> parts) {
        List<Finding> all = new ArrayList<>();
        List<Certainty.Unplaced> unplaced = new ArrayList<>();
        for (Diagnosis d : parts) {
            all.addAll(d.findings());
            unplaced.addAll(d.certainty().unplaced());
        }
        List<Finding> ordered = order.order(all);
        return new Diagnosis(ordered, certainty(ordered, unplaced));
    }

    /** Orders findings of one or more logs by cause (see {@link CauseOrder}). */
    public List<Finding> orderByCause(List<Finding> findings) {
        return order.order(findings);
    }

    /**
     * Certain when a rule that names a cause found an error or a warning, or when nothing looks wrong; likely
     * when only general rules (fallbacks, witnesses, outcomes) did; unknown when lines look like a failure
     * and no rule placed any.
     */
    private Certainty certainty(List<Finding> findings, List<Certainty.Unplaced> unplaced) {
        boolean specific = findings.stream().anyMatch(f -> f.severity() != Severity.INFO && !generalCodes.contains(f.code()));
        boolean any = findings.stream().anyMatch(f -> f.severity() != Severity.INFO);
        List<Certainty.Unplaced> lines = unplaced.size() > MAX_UNPLACED ? unplaced.subList(0, MAX_UNPLACED) : unplaced;
        if (specific) {
            return new Certainty(Certainty.Level.CERTAIN, List.of());
        }
        if (any) {
            return new Certainty(Certainty.Level.LIKELY, lines);
        }
        return lines.isEmpty() ? new Certainty(Certainty.Level.CERTAIN, List.of()) : new Certainty(Certainty.Level.UNKNOWN, lines);
    }
}
