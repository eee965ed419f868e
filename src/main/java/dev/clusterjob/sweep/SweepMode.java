package dev.clusterjob.sweep;

import java.util.Locale;

/** How a sweep chooses its pairs (docs/sweep.md): every pair, or a ring and then pairs around its slow links. */
public enum SweepMode {
    /** All N(N-1)/2 pairs in N-1 rounds (N rounds when N is odd) of disjoint pairs: a round-robin schedule. */
    ALL_PAIRS,
    /** A ring (2 rounds, 3 when N is odd), then only pairs that tell the ends of its slow links apart: O(log N) rounds. */
    QUICK;

    /** The name on the command line and in the job: {@code all-pairs}, {@code quick}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The mode named {@code id}, or null. */
    public static SweepMode parse(String id) {
        for (SweepMode m : values()) {
            if (m.id().equals(id)) {
                return m;
            }
        }
        return null;
    }
}
