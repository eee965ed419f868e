package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Orders findings by cause: clusterjob's own verdict lines first, then the errors and warnings that explain
 * the others (in the order the logs were given and, within one, by line), then the findings that only
 * witness them, each marked as a consequence of the first cause (or of the first finding with one of the
 * rule's {@code cause_codes}), then the notes (info). Without any cause the witnesses stay where they are,
 * unmarked: they are then all the log says.
 */
final class CauseOrder {
    private final Set<String> witnesses;
    private final Set<String> verdicts;
    private final Map<String, List<String>> causeCodes = new HashMap<>();

    CauseOrder(DoctorRules rules) {
        this.witnesses = codesWhereAll(rules, Rule::witness);
        this.verdicts = codesWhereAll(rules, Rule::verdict);
        for (Rule r : rules.rules()) {
            if (!r.causeCodes().isEmpty()) {
                causeCodes.putIfAbsent(r.code(), r.causeCodes());
            }
        }
    }

    List<Finding> order(List<Finding> findings) {
        Map<String, Integer> fileOrder = new HashMap<>();
        for (Finding f : findings) {
            fileOrder.putIfAbsent(String.valueOf(f.file()), fileOrder.size());
        }
        Comparator<Finding> where = Comparator.<Finding>comparingInt(f -> fileOrder.get(String.valueOf(f.file()))).thenComparingInt(Finding::line);
        List<Finding> causes = new ArrayList<>();
        for (Finding f : findings) {
            if (f.severity() != Severity.INFO && !witnesses.contains(f.code())) {
                causes.add(f);
            }
        }
        causes.sort(Comparator.<Finding>comparingInt(f -> verdicts.contains(f.code()) ? 0 : 1).thenComparing(where));
        List<Finding> tail = new ArrayList<>();
        List<Finding> notes = new ArrayList<>();
        for (Finding f : findings) {
            if (f.severity() == Severity.INFO && !witnesses.contains(f.code())) {
                notes.add(f);
            } else if (witnesses.contains(f.code()) && !causes.isEmpty()) {
                Finding c = causeOf(f, causes);
                tail.add(f.consequence() ? f : f.asConsequenceOf(c.code() + " at " + c.where()));
            } else if (!causes.contains(f)) {
                tail.add(f);
            }
        }
        tail.sort(where);
        notes.sort(where);
        List<Finding> out = new ArrayList<>(causes);
        out.addAll(tail);
        out.addAll(notes);
        return out;
    }

    private Finding causeOf(Finding witness, List<Finding> causes) {
        List<String> preferred = causeCodes.getOrDefault(witness.code(), List.of());
        return causes.stream().filter(c -> preferred.contains(c.code())).findFirst().orElse(causes.get(0));
    }

    /** Codes whose every rule has the property. */
    private static Set<String> codesWhereAll(DoctorRules rules, Predicate<Rule> p) {
        Map<String, Boolean> all = new LinkedHashMap<>();
        for (Rule r : rules.rules()) {
            all.merge(r.code(), p.test(r), Boolean::logicalAnd);
        }
        Set<String> out = new HashSet<>();
        all.forEach((k, v) -> {
            if (v) {
                out.add(k);
            }
        });
        return out;
    }
}
