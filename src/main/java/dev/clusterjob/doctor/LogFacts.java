package dev.clusterjob.doctor;

import dev.clusterjob.logs.Ranks;

import java.io.IOException;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/** Whole-log facts (the rules' facts: a value the log states, the larger kept) read line by line into the scan's map. */
final class LogFacts {
    /** Where the facts' needle sets start in the index (one set per fact, in the facts' order). */
    private final int factsAt;
    private final List<DoctorRules.Fact> factList;
    private final List<String> factNames;
    private final Map<String, String> facts;

    LogFacts(DoctorRules rules, int factsAt, Map<String, String> facts) {
        this.factsAt = factsAt;
        this.factList = List.copyOf(rules.facts().values());
        this.factNames = List.copyOf(rules.facts().keySet());
        this.facts = facts;
    }

    /** Whole-log facts from this line, or from it and the words after a cut at a blank. */
    void read(String text, BitSet may, boolean mayBeCut, CutWindows.Source windows) throws IOException {
        for (int i = 0; i < factList.size(); i++) {
            DoctorRules.Fact f = factList.get(i);
            int set = factsAt + i;
            String value = fact(f, text, may, set);
            if (value == null && mayBeCut) {
                for (CutWindow w : windows.get()) {
                    value = value != null ? value : fact(f, w.text(), w.may(), set);
                }
            }
            if (value != null) {
                facts.merge(factNames.get(i), value, LogFacts::keepLarger);
            }
        }
    }

    /** The fact's value in {@code text}, whose needle sets are {@code in} (the fact's needle is set {@code set}). */
    private static String fact(DoctorRules.Fact f, String text, BitSet in, int set) {
        if (!in.get(set)) {
            return null;
        }
        Matcher m = f.match().matcher(text);
        return m.find() ? m.group("value") : null;
    }

    private static String keepLarger(String a, String b) {
        return Ranks.larger(a, b);
    }
}
