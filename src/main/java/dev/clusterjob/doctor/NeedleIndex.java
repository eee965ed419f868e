package dev.clusterjob.doctor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which needle sets (a rule's needles, a context or learn pattern's) a line holds a needle of, found in one pass
 * over the line for all of them together: an Aho-Corasick automaton, its ASCII moves resolved into one table so that
 * each character costs one array read. With a hundred rules and gigabyte INFO logs, one {@code contains} per rule and
 * line was most of doctor's time. Characters outside ASCII take the slow path of a map. A set without needles is
 * always reported (its pattern is tried on every line).
 */
final class NeedleIndex {
    private static final int ASCII = 128;
    private static final BitSet NONE = new BitSet();

    /** ASCII moves of every state, resolved through the failure links: {@code delta[state * ASCII + c]}. */
    private final int[] delta;
    /** The sets whose needle ends in each state (its failure chain's too), null for none. */
    private final BitSet[] out;
    private final int[] fail;
    private final List<Map<Character, Integer>> other;
    private final BitSet always = new BitSet();
    /** {@link #always} in a set as large as the result: each line's result starts as a copy of it (cheaper than a new set and an or). */
    private final BitSet start;
    private final int sets;

    /** An index over the rules' needles: set i is rule i's. */
    static NeedleIndex forRules(List<Rule> rules) {
        return new NeedleIndex(rules.stream().map(Rule::needles).toList());
    }

    /** An index over needle sets: {@link #rulesIn} reports set i as bit i. */
    static NeedleIndex of(List<List<String>> sets) {
        return new NeedleIndex(sets);
    }

    private NeedleIndex(List<List<String>> sets) {
        this.sets = sets.size();
        List<int[]> next = new ArrayList<>();
        List<BitSet> ends = new ArrayList<>();
        other = new ArrayList<>();
        next.add(new int[ASCII]);
        ends.add(new BitSet());
        other.add(new HashMap<>());
        for (int s = 0; s < sets.size(); s++) {
            if (sets.get(s).isEmpty()) {
                always.set(s);
            }
            for (String needle : sets.get(s)) {
                ends.get(insert(needle, next, ends)).set(s);
            }
        }
        int n = next.size();
        fail = new int[n];
        delta = new int[n * ASCII];
        out = new BitSet[n];
        link(next, ends);
        start = new BitSet(this.sets);
        start.or(always);
    }

    private int insert(String needle, List<int[]> next, List<BitSet> ends) {
        int at = 0;
        for (int i = 0; i < needle.length(); i++) {
            char c = needle.charAt(i);
            int to = c < ASCII ? next.get(at)[c] : other.get(at).getOrDefault(c, 0);
            if (to == 0) {
                next.add(new int[ASCII]);
                ends.add(new BitSet());
                other.add(new HashMap<>());
                to = next.size() - 1;
                if (c < ASCII) {
                    next.get(at)[c] = to;
                } else {
                    other.get(at).put(c, to);
                }
            }
            at = to;
        }
        return at;
    }

    /** Breadth-first: each state's failure link, its resolved ASCII moves, and the sets of every needle that ends there. */
    private void link(List<int[]> next, List<BitSet> ends) {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        while (!queue.isEmpty()) {
            int at = queue.poll();
            BitSet e = ends.get(at);
            if (at > 0) {
                e.or(ends.get(fail[at]));
            }
            out[at] = e.isEmpty() ? null : e;
            for (int c = 0; c < ASCII; c++) {
                int child = next.get(at)[c];
                int viaFail = at == 0 ? 0 : delta[fail[at] * ASCII + c];
                if (child > 0) {
                    fail[child] = viaFail;
                    queue.add(child);
                }
                delta[at * ASCII + c] = child > 0 ? child : viaFail;
            }
            for (Map.Entry<Character, Integer> o : other.get(at).entrySet()) {
                fail[o.getValue()] = at == 0 ? 0 : otherStep(fail[at], o.getKey());
                queue.add(o.getValue());
            }
        }
    }

    /** The move on a character outside ASCII, through the failure links. */
    private int otherStep(int at, char c) {
        int s = at;
        while (true) {
            Integer to = other.get(s).get(c);
            if (to != null) {
                return to;
            }
            if (s == 0) {
                return 0;
            }
            s = fail[s];
        }
    }

    /** The sets (by their index) one of whose needles {@code text} contains, and the sets without needles (not to be changed). */
    BitSet rulesIn(String text) {
        return scan(text).sets();
    }

    /**
     * What {@link #rulesIn} found in a text, and the automaton's state after its last character: where a longer text that
     * starts with it goes on ({@link #scanAfter}).
     */
    record Found(BitSet sets, int state) {
    }

    /** {@link #rulesIn} of {@code text}, and the state after it. */
    Found scan(String text) {
        return goOn(null, 0, text);
    }

    /**
     * The sets of the text {@code before} was found in followed by {@code more}, read on from where that text ended instead of
     * from its start: a line joined with the pieces a paste cut off is the line again and a little more.
     */
    Found scanAfter(Found before, String more) {
        return goOn(before.sets(), before.state(), more);
    }

    /** From state {@code at}, with the sets {@code base} found before it (null: none read yet), through {@code text}. */
    private Found goOn(BitSet base, int at, String text) {
        BitSet found = null;
        BitSet last = null; // the sets last added: a state reached again (a repeated word) adds nothing new
        int[] d = delta;
        for (int i = 0, n = text.length(); i < n; i++) {
            char c = text.charAt(i);
            at = c < ASCII ? d[at * ASCII + c] : otherStep(at, c);
            BitSet here = out[at];
            if (here != null && here != last) {
                if (found == null) {
                    found = (BitSet) (base == null || base == NONE ? start : base).clone();
                }
                found.or(here);
                last = here;
            }
        }
        if (found == null) {
            found = base != null ? base : always.isEmpty() ? NONE : (BitSet) start.clone();
        }
        return new Found(found, at);
    }
}
