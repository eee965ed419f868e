package dev.clusterjob.doctor;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One global rank claimed by two processes. A rule whose match has the group {@code claimedRank} reads a line every process prints
 * once with its own global rank (Lightning's "Initializing distributed: GLOBAL_RANK: N, MEMBER: M/W"); one such line is no finding.
 * Two of them with the same rank (and world size) whose prefixes tell two processes apart (the srun labels of two tasks, two hosts) are:
 * every node numbered its processes from 0. The hit where the log first shows a rank claimed a second time stays (its prefix names the
 * process that claimed a rank another already had: most often the node that took node rank 0 wrongly), naming the claimants in the
 * group {@code claimants} and how many other ranks were claimed twice in {@code more}; every other hit of those rules goes. Lines without a prefix never count (a log of two runs prints every rank twice).
 */
final class DuplicateRanks {
    static final String GROUP = "claimedRank";

    private DuplicateRanks() {
    }

    /** Keeps, in {@code hits}, the hit where a global rank is first claimed by a second process; drops the other hits of those rules. */
    static void keepClaimedTwice(List<Hit> hits) {
        Map<String, Set<String>> claims = new LinkedHashMap<>();
        Set<String> twice = new LinkedHashSet<>();
        Hit first = null;
        String claimants = null;
        for (Hit h : hits) {
            if (h.groups.get(GROUP) == null) {
                continue;
            }
            String rank = h.code() + "\u0000" + h.groups.get(GROUP) + "\u0000" + h.groups.get("worldSize");
            Set<String> who = claims.computeIfAbsent(rank, k -> new LinkedHashSet<>());
            String w = who(h);
            if (w == null || !who.add(w) || who.size() < 2) {
                continue;
            }
            if (first == null) {
                first = h;
                claimants = String.join(" and ", who);
            }
            twice.add(rank);
        }
        Hit kept = first;
        hits.removeIf(h -> h.groups.containsKey(GROUP) && h != kept);
        if (kept != null) {
            Map<String, String> g = new LinkedHashMap<>(kept.groups);
            g.put("claimants", claimants);
            if (twice.size() > 1) {
                g.put("more", String.valueOf(twice.size() - 1));
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
        return h.host;
    }
}
