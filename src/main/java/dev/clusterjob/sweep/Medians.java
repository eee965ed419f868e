package dev.clusterjob.sweep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The one median a sweep uses: the UPPER median (of an even count, the higher middle value). A healthy
 * node with two pairs, one to a slow node, keeps its healthy figure; the in-job planner (plan.awk) computes
 * the same with the same rule, so no averaging can make the two disagree.
 */
final class Medians {
    private Medians() {
    }

    /** The upper median of {@code values}; null for none. */
    static Double upper(List<Double> values) {
        if (values.isEmpty()) {
            return null;
        }
        List<Double> s = new ArrayList<>(values);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }
}
