package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** Where a rule set's patterns stand in one scan's needle index and required texts: rules, context, learn patterns, facts, attention. */
final class ScanIndex {
    private ScanIndex() {
    }

    /**
     * One index over the needles of the rules, then of the context patterns, then of the learn patterns (in that order), then
     * each fact's needle and the attention's words (its unless, then its needles): one pass over a line finds them all, where
     * a {@code contains} per fact and per attention word (some 70) was a tenth of the pasted-log test's CPU.
     */
    static NeedleIndex needles(DoctorRules rules) {
        List<List<String>> sets = new ArrayList<>();
        rules.rules().forEach(r -> sets.add(r.needles()));
        rules.context().forEach(p -> sets.add(p.needles()));
        rules.learn().forEach(p -> sets.add(p.needles()));
        rules.facts().values().forEach(f -> sets.add(f.needle().isEmpty() ? List.of() : List.of(f.needle()))); // "" is in every line
        sets.add(rules.attention().unless()); // an empty list is always reported: read only when there are words (anyUnless)
        sets.add(rules.attention().needles());
        return NeedleIndex.of(sets);
    }

    /** The required text of the rules' patterns, then of the context patterns, then of the learn patterns (as {@link #needles}). */
    static RequiredText[] required(DoctorRules rules) {
        List<RequiredText> out = new ArrayList<>();
        rules.rules().forEach(r -> out.add(RequiredText.of(r.match())));
        rules.context().forEach(p -> out.add(RequiredText.of(p.match())));
        rules.learn().forEach(p -> out.add(RequiredText.of(p.match())));
        return out.toArray(new RequiredText[0]);
    }

    /**
     * Each rule's place in the rules' order (the order one line's hits are sorted in), by identity: built once per rule set,
     * where building it per diagnosed log (some 1,200 rules) was a third of the pasted-log test's CPU.
     */
    static Map<Rule, Integer> ruleOrder(DoctorRules rules) {
        Map<Rule, Integer> order = new IdentityHashMap<>(rules.rules().size() * 2);
        for (Rule r : rules.rules()) {
            order.putIfAbsent(r, order.size());
        }
        return Collections.unmodifiableMap(order);
    }
}
