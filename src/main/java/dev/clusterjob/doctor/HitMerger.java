package dev.clusterjob.doctor;

import dev.clusterjob.know.Severity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The hits of one log made ready to report: rules whose {@code only_with} codes did not fire are dropped,
 * and so are the hits a rule's {@code instead_of} replaces on the same line; peers and hosts are named
 * (the job's node list, else what the log itself said); repeated hits of one problem are merged.
 */
final class HitMerger {
    private HitMerger() {
    }

    static List<Hit> merge(List<Hit> hits, NodeMap nodes, LearnedHosts learned) {
        List<Hit> kept = applyConditions(hits);
        for (Hit h : kept) {
            name(h, nodes, learned);
            lagging(h, learned.rankHosts());
        }
        List<Hit> merged = new ArrayList<>();
        for (Hit h : kept) {
            Hit same = merged.stream().filter(m -> mergeable(m, h)).findFirst().orElse(null);
            if (same == null) {
                merged.add(h);
            } else if (h.rule.keepLast()) {
                same.rule = h.rule;
                same.line = h.line;
                same.written = h.written;
                same.host = h.host != null ? h.host : same.host;
                same.rank = h.rank != null ? h.rank : same.rank;
                same.groups = new LinkedHashMap<>(h.groups);
            } else {
                if (stronger(h.rule, same.rule)) {
                    same.rule = h.rule; // one problem's finding speaks with its strongest rule, whichever of them the file lists first
                    same.ended = h.ended;
                    LinkedHashMap<String, String> groups = new LinkedHashMap<>(h.groups);
                    same.groups.forEach(groups::putIfAbsent);
                    same.groups = groups;
                }
                same.host = same.host != null ? same.host : h.host;
                same.rank = same.rank != null ? same.rank : h.rank;
                if (same.peer == null) {
                    same.peer = h.peer;
                    same.peerNode = h.peerNode;
                }
                h.groups.forEach(same.groups::putIfAbsent);
            }
        }
        for (Hit h : merged) {
            if (h.host == null && h.rank != null) {
                h.host = learned.hostOfRank(h.rank); // after merging: a rank's host never splits one problem in two
            }
        }
        hostsFromContext(merged, learned);
        return merged;
    }

    private static List<Hit> applyConditions(List<Hit> hits) {
        // a code counts as fired for a rule only when another rule fired it (a rule's only_with may name its own code: the
        // condition is then another wording of the same failure in the log, not the rule's own hit)
        Map<String, Set<Rule>> firedBy = new HashMap<>();
        hits.forEach(h -> firedBy.computeIfAbsent(h.code(), c -> new HashSet<>()).add(h.rule));
        List<Hit> kept = new ArrayList<>();
        for (Hit h : hits) {
            if (h.rule.onlyWith().isEmpty() || h.rule.onlyWith().stream().anyMatch(c -> firedBy.getOrDefault(c, Set.of()).stream().anyMatch(r -> r != h.rule))) {
                kept.add(h);
            }
        }
        Set<String> replaced = new HashSet<>();
        for (Hit h : kept) {
            if (h.rule.insteadOf() != null) {
                replaced.add(h.rule.insteadOf() + "@" + h.line);
            }
        }
        kept.removeIf(h -> replaced.contains(h.code() + "@" + h.line));
        // A witness's report whose rule read its own detail from the lines after it (torch's monitoredBarrier on a rank that
        // reached it, and gloo's error printed under "Original exception:") is one report: the detail line's own peer-loss hit is that
        // report, not a cause before it (a detail line the log's width made a piece of the report's line is read on that line, and
        // a detail wrapped after its first words on the line before: the same peer). A report that is a cause itself keeps the
        // detail's finding after it, as before.
        Set<String> details = new HashSet<>();
        for (Hit h : kept) {
            String peer = h.groups.get("peer");
            if (h.rule.witness() && PeerLoss.reports(h.rule) && peer != null && !h.followed.isEmpty()) {
                h.followed.forEach(l -> {
                    details.add(l + " " + peer);
                    details.add(l - 1 + " " + peer); // the detail wrapped after its first words: its hit is on the line before
                });
                details.add(h.line + " " + peer);
            }
        }
        kept.removeIf(h -> h.followed.isEmpty() && !h.rule.witness() && PeerLoss.CODES.contains(h.code())
                && details.contains(h.line + " " + h.groups.get("peer")));
        Set<Integer> peerLossLines = new HashSet<>();
        kept.stream().filter(h -> PeerLoss.reports(h.rule)).forEach(h -> peerLossLines.add(h.line));
        kept.removeIf(h -> h.rule.fallback() && peerLossLines.contains(h.line));
        return kept;
    }

    /** Peer and local addresses to node names (the job's node list first, then the log's own words). */
    private static void name(Hit h, NodeMap nodes, LearnedHosts learned) {
        String peer = h.groups.get("peer");
        // A placeholder the poster put where the peer was ("remote=[<redacted>]:58159") names no peer, as an earlier host rule says
        if (peer != null && !HostShapes.placeholderHost(peer)) {
            h.peer = NodeMap.normalize(peer);
            h.peerNode = nodes.node(peer) != null ? nodes.node(peer) : learned.hostOf(peer);
            if (h.peerNode != null && h.peerNode.equalsIgnoreCase(h.peer)) {
                h.peerNode = null;
            }
        }
        String local = h.groups.get("localAddr");
        if (local != null && h.host == null) {
            String node = nodes.node(local) != null ? nodes.node(local) : learned.hostOf(local);
            h.host = node != null ? node : NodeMap.normalize(local);
        }
    }

    /**
     * A finding about ranks that lagged, hung or never joined (group {@code lagRanks}: torch's desync report, the flight recorder's
     * missing ranks, a monitored barrier) is about the first of them, on that rank's host: not on the host of the rank that reported
     * it. Its host stays unknown when the log does not say where that rank ran; {@code lagWhere} lists the ranks with their hosts. When
     * the reporting rank is among several it blames (all of them stuck inside one collective), no rank is named.
     */
    private static void lagging(Hit h, RankHosts ranks) {
        List<Integer> lag = RankHosts.parse(h.groups.get("lagRanks"));
        if (lag.isEmpty()) {
            return;
        }
        if (lag.size() > 1 && lag.contains(h.rank)) {
            h.rank = null; // the reporting rank is among them (every rank stuck in one collective): no one rank to blame
            h.host = null;
            return;
        }
        h.rank = lag.get(0);
        h.host = ranks.hostOf(h.rank);
        String where = ranks.where(lag);
        if (where != null) {
            h.groups.put("lagWhere", where);
        }
    }

    /** How far after a finding the task line that names its node may come (srun's "HOST: task N: Exited"). */
    private static final int OUTCOME_REACH = 30;

    /**
     * A finding whose lines name no node takes the node of the outcome line right after it (srun's task line, a cancel
     * line; within {@value #OUTCOME_REACH} lines as the programs wrote them, however a paste cut the lines between), else the
     * log's only node when the log names exactly one, else the node that reported it (Slurm's cancel line); clusterjob's
     * verdict lines keep none.
     */
    private static void hostsFromContext(List<Hit> merged, LearnedHosts learned) {
        String only = learned.onlyHost();
        for (Hit h : merged) {
            if (h.host != null || h.rule.verdict()) {
                continue;
            }
            for (Hit o : h.groups.containsKey("lagRanks") ? List.<Hit>of() : merged) { // a lagging rank's host is its own, not a task line's
                if (o.rule.outcome() && o.host != null && o.line > h.line && o.written - h.written <= OUTCOME_REACH) {
                    h.host = o.host;
                    break;
                }
            }
            if (h.host == null) {
                h.host = only != null ? only : h.groups.get("reporter");
            }
        }
    }

    /**
     * Same code, the same key groups (an outcome line that lacks one, such as srun's exit 127 after bash's 'NAME: command not
     * found', joins the finding it ends), and host/rank/peer each equal or unknown on one side. A witness and a cause of one
     * code stay two findings (torch's heartbeat warning about the TCPStore and the store client's own error after it): merged,
     * the first one's rule would report the cause as a witness.
     */
    private static boolean mergeable(Hit a, Hit b) {
        // a witness and a report of one code on one line are one report: a cut that starts a piece inside the report's line (torch's
        // client's last line, whose retry sentence a witness rule reads when its lookahead no longer sees the line's start) adds no finding
        if (!a.code().equals(b.code()) || (a.rule.witness() != b.rule.witness() && a.line != b.line)) {
            return false;
        }
        for (String k : a.rule.key()) {
            String x = a.groups.get(k);
            String y = b.groups.get(k);
            boolean outcomeLacksIt = (x == null && a.rule.outcome()) || (y == null && b.rule.outcome());
            if (!(outcomeLacksIt || java.util.Objects.equals(x, y))) {
                return false;
            }
        }
        return compatible(a.host, b.host) && compatible(a.rank, b.rank) && compatible(a.peer, b.peer);
    }

    /**
     * Whether rule {@code b}'s hit says more of one problem than rule {@code a}'s: a higher severity, then a rule that is no fallback, then a
     * failure that starts in one process (primary), then a cause rather than an outcome. Two rules of one code merged into one finding
     * otherwise kept the flags of whichever the file lists first.
     */
    static boolean stronger(Rule b, Rule a) {
        int c = Integer.compare(weight(b.severity()), weight(a.severity()));
        if (c == 0) {
            c = Boolean.compare(!b.fallback(), !a.fallback());
        }
        if (c == 0) {
            c = Boolean.compare(b.primary(), a.primary());
        }
        if (c == 0) {
            c = Boolean.compare(!b.outcome(), !a.outcome());
        }
        return c > 0;
    }

    private static int weight(Severity s) {
        return s == null ? -1 : s == Severity.ERROR ? 2 : s == Severity.WARNING ? 1 : 0;
    }

    private static boolean compatible(Object a, Object b) {
        return a == null || b == null || a.equals(b);
    }
}
