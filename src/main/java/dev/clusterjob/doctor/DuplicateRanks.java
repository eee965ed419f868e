package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One global rank claimed by two processes. A rule whose match has the group {@code claimedRank} reads a line every process prints
 * once with its own global rank (Lightning's "Initializing distributed: GLOBAL_RANK: N, MEMBER: M/W"); one such line is no finding.
 * Two of them with the same rank (and world size) whose prefixes tell two processes apart (the srun labels of two tasks, two hosts) are:
 * every node numbered its processes from 0. The first hit of the first such rank stays, naming the claimants in the group
 * {@code claimants} and how many other ranks were claimed twice in {@code more}; every other hit of those rules goes. Lines without a prefix never count (a log of two runs prints every rank twice).
 */
final class DuplicateRanks {
    static final String GROUP = "claimedRank";

    private DuplicateRanks() {
    }

    /** Keeps, in {@code hits}, the first hit of the first global rank two processes claimed; drops the other hits of those rules. */
    static void keepClaimedTwice(List<Hit> hits) {
        Map<String, List<Hit>> byRank = new LinkedHashMap<>();
        for (Hit h : hits) {
            if (h.groups.containsKey(GROUP) && h.groups.get(GROUP) != null) {
                byRank.computeIfAbsent(h.code() + "\u0000" + h.groups.get(GROUP) + "\u0000" + h.groups.get("worldSize"), k -> new ArrayList<>())
                        .add(h);
            }
        }
        if (byRank.isEmpty()) {
            return;
        }
        Hit first = null;
        String claimants = null;
        int more = 0;
        for (List<Hit> same : byRank.values()) {
            Set<String> who = new LinkedHashSet<>();
            for (Hit h : same) {
                String w = who(h);
                if (w != null) {
                    who.add(w);
                }
            }
            if (who.size() >= 2) {
                if (first == null) {
                    first = same.get(0);
                    claimants = String.join(" and ", who);
                } else {
                    more++;
                }
            }
        }
        Hit kept = first;
        hits.removeIf(h -> h.groups.containsKey(GROUP) && h != kept);
        if (kept != null) {
            Map<String, String> g = new LinkedHashMap<>(kept.groups);
            g.put("claimants", claimants);
            if (more > 0) {
                g.put("more", String.valueOf(more));
            }
            kept.groups = g;
        }
    }

    /** The process a hit's prefix names: its host and task, "task 1 on n2", "task 1", "n2"; null when the line has no prefix. */
    private static String who(Hit h) {
        if (h.rank != null && h.host != null) {
            return "task " + h.rank + " on " + h.host;
        }
        if (h.rank != null) {
            return "task " + h.rank;
        }
        return h.host != null ? h.host : null;
    }
}
