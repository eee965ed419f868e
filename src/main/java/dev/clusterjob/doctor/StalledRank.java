package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The rank that stalled first in a hang (issue 26, cause before consequence). When every rank's NCCL watchdog fires, each prints its own
 * progress: torch 2.2-2.11's "Timeout at NCCL work: N, last enqueued NCCL work: E, last completed NCCL work: C" and 2.4-2.11's
 * "Received a dump signal ... Last enqueued NCCL work: E, last completed NCCL work: C." (group {@code enqueued} or {@code enq}), and
 * every release's "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=N, ...)" (group {@code seq} of that rule). Within one
 * process group (group {@code pg}, from the line's logPrefix "[PG 1 Rank 3]", "[PG ID 0 PG GUID 0(default_pg) Rank 3]"; lines without
 * it form one group of their own) the rank whose number is lowest is the one the others waited for: it never enqueued the collective
 * they timed out in. The first watchdog finding (the one ordered first) then names that rank and its host (the line's own prefix, else
 * {@link RankHosts}) and says so. Numbers of the two kinds are never compared with each other (a rank's last enqueued work is ahead of
 * the collective it waits in); the last enqueued numbers are read first. Nothing is named when every rank is at one number, when only one
 * rank reported, when more ranks are behind than ahead (one rank that ran an extra collective, a step only it runs), or, for the SeqNum lines that name no
 * process group, when one rank printed two different numbers (several process groups, which number apart).
 */
final class StalledRank {
    private static final String CODE = "torch.watchdog-timeout";
    /** The rule whose {@code seq} group is the SeqNum of the work a rank's watchdog caught (other rules' {@code seq} groups mean other numbers). */
    private static final String SEQ_RULE = "Watchdog caught collective operation timeout: WorkNCCL\\(SeqNum=(?<seq>";

    /** The ranks behind, their number and the others', the kind of number, and the hosts the log tells of the ranks. */
    record Behind(List<Integer> ranks, long at, long othersFrom, long othersTo, boolean enqueued, Map<Integer, String> hosts) {
        Integer rank() {
            return ranks.get(0);
        }

        String host() {
            return hosts.get(rank());
        }

        /** "rank 3 on gpu-node-07 was behind: last enqueued NCCL work 678 while the others reached 680". */
        String message() {
            String who = ranks.size() == 1 ? "rank " + where(rank()) + " was" : "ranks " + ranks.stream().map(this::where)
                    .collect(Collectors.joining(", ")) + " were";
            String others = othersFrom == othersTo ? String.valueOf(othersTo) : othersFrom + "-" + othersTo;
            return who + " behind: " + (enqueued ? "last enqueued NCCL work " + at + " while the others reached " + others
                    : (ranks.size() == 1 ? "its watchdog" : "their watchdogs") + " waited in collective #" + at + " while the others were at #"
                    + others) + " (the others timed out waiting for " + (ranks.size() == 1 ? "it)" : "them)");
        }

        String hint() {
            String h = host();
            return "read the log of rank " + rank() + (h != null ? " on " + h : "") + " first: what held it back (a data loader, a checkpoint"
                    + " write, a step only some ranks run, a slow or failing GPU: `nvidia-smi`, `dmesg`" + (h != null ? " on " + h : "")
                    + ") is the cause";
        }

        private String where(int r) {
            String h = hosts.get(r);
            return h != null ? r + " on " + h : String.valueOf(r);
        }
    }

    private StalledRank() {
    }

    /** One rank's number of one kind in one process group, as a hit reports it. */
    private record Point(String group, int rank, long value, String host) {
    }

    /**
     * The ranks behind, from the raw hits of one log (before merging, which keeps one rank of hits that report one problem), or null when
     * the hits give no such evidence.
     */
    static Behind find(List<Hit> hits, RankHosts ranks) {
        List<Point> enq = new ArrayList<>();
        List<Point> seq = new ArrayList<>();
        for (Hit h : hits) {
            Long own = number(h.groups.get("ownRank"));
            Integer rank = own != null && own < Integer.MAX_VALUE ? Integer.valueOf(own.intValue()) : h.rank; // the line's own "[Rank N]"
            if (!CODE.equals(h.code()) || rank == null) {
                continue;
            }
            String pg = h.groups.get("pg");
            String e = h.groups.containsKey("enqueued") ? h.groups.get("enqueued") : h.groups.get("enq");
            Long v = number(e);
            Long s = e == null && h.rule.match().pattern().contains(SEQ_RULE) ? number(h.groups.get("seq")) : null;
            if (v != null) {
                enq.add(new Point(pg, rank, v, h.host));
            } else if (s != null) {
                seq.add(new Point(pg, rank, s, h.host));
            }
        }
        Behind b = behind(enq, true, ranks);
        return b != null ? b : behind(seq, false, ranks);
    }

    private static Behind behind(List<Point> points, boolean enqueued, RankHosts ranks) {
        Map<String, List<Point>> byGroup = new TreeMap<>(Comparator.nullsLast(Comparator.naturalOrder()));
        points.forEach(p -> byGroup.computeIfAbsent(p.group(), k -> new ArrayList<>()).add(p));
        for (List<Point> ps : byGroup.values()) {
            Map<Integer, Long> latest = new LinkedHashMap<>();
            Map<Integer, Set<Long>> seen = new HashMap<>();
            Map<Integer, String> hosts = new HashMap<>();
            for (Point p : ps) {
                latest.merge(p.rank(), p.value(), Math::max);
                seen.computeIfAbsent(p.rank(), k -> new HashSet<>()).add(p.value());
                if (p.host() != null) {
                    hosts.putIfAbsent(p.rank(), p.host());
                }
            }
            if (latest.size() < 2 || !enqueued && ps.get(0).group() == null && seen.values().stream().anyMatch(s -> s.size() > 1)) {
                continue;
            }
            long min = latest.values().stream().min(Long::compare).orElseThrow();
            List<Integer> low = latest.keySet().stream().filter(r -> latest.get(r) == min).sorted().toList();
            List<Long> others = latest.entrySet().stream().filter(en -> en.getValue() != min).map(Map.Entry::getValue).sorted().toList();
            if (others.isEmpty() || low.size() > others.size()) {
                continue;
            }
            for (int r : low) {
                String h = hosts.get(r) != null ? hosts.get(r) : ranks.hostOf(r);
                if (h != null) {
                    hosts.put(r, h);
                }
            }
            hosts.keySet().retainAll(low);
            return new Behind(low, min, others.get(0), others.get(others.size() - 1), enqueued, Map.copyOf(hosts));
        }
        return null;
    }

    /**
     * Gives the watchdog finding that is ordered first (a cause before a witness, then the earliest line) the ranks behind: its finding
     * then names the first of them, on its host, and says why.
     */
    static void mark(List<Hit> merged, Behind behind) {
        if (behind == null) {
            return;
        }
        Hit first = null;
        for (Hit h : merged) {
            if (CODE.equals(h.code()) && (first == null || before(h, first))) {
                first = h;
            }
        }
        if (first != null) {
            first.stalled = behind;
        }
    }

    /** A cause before a witness, then the earlier line (as {@link CauseOrder} orders them). */
    private static boolean before(Hit a, Hit b) {
        return a.rule.witness() != b.rule.witness() ? !a.rule.witness() : a.line < b.line;
    }

    private static Long number(String s) {
        if (s == null || s.length() > 18) {
            return null;
        }
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
