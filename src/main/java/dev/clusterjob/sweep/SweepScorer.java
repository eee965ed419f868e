package dev.clusterjob.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Scores each node of a sweep (docs/sweep.md, "How nodes are judged"). A node's figure is the upper median
 * of its pairs' busbw (a failed pair counts 0). The reference is the partition's baseline, else this run's
 * upper median of the nodes' figures. A node whose figure is under {@code below} x the reference (or under
 * the floor) is a candidate; a candidate is then judged again on its pairs with non-candidates only, so
 * that a healthy node whose ring neighbours are both bad is not blamed for them. When a candidate has no
 * such pair it keeps its first figure and the verdict says the sweep could not tell ({@code certain=false}).
 */
public final class SweepScorer {
    /** How many pairs an outlier's evidence lists at most. */
    static final int EVIDENCE = 5;

    private SweepScorer() {
    }

    /** Judges {@code pairs} over {@code hosts}: against {@code baseline} when it is positive, else against the run itself. */
    public static SweepVerdict score(SweepMode mode, List<String> hosts, List<PairResult> pairs, Double baseline, double below, Double floor) {
        java.util.Map<String, List<PairResult>> byHost = new java.util.HashMap<>();
        for (PairResult p : pairs) {
            byHost.computeIfAbsent(p.a(), k -> new ArrayList<>()).add(p);
            byHost.computeIfAbsent(p.b(), k -> new ArrayList<>()).add(p);
        }
        List<Double> figures = new ArrayList<>();
        Double[] first = new Double[hosts.size()];
        for (int i = 0; i < hosts.size(); i++) {
            first[i] = figure(byHost.getOrDefault(hosts.get(i), List.of()), hosts.get(i));
            if (first[i] != null) {
                figures.add(first[i]);
            }
        }
        boolean fromBaseline = baseline != null && baseline > 0;
        Double runMedian = Medians.upper(figures);
        Double reference = fromBaseline ? baseline : runMedian;
        java.util.Set<String> candidates = new java.util.HashSet<>();
        for (int i = 0; i < hosts.size(); i++) {
            if (first[i] != null && (low(first[i], reference, below, floor) || allFailed(byHost.get(hosts.get(i)), hosts.get(i)))) {
                candidates.add(hosts.get(i));
            }
        }
        List<NodeScore> nodes = new ArrayList<>();
        for (int i = 0; i < hosts.size(); i++) {
            String h = hosts.get(i);
            List<PairResult> mine = byHost.getOrDefault(h, List.of());
            if (mine.isEmpty()) {
                nodes.add(new NodeScore(h, null, null, false, true, 0, List.of()));
                continue;
            }
            List<PairResult> judged = mine;
            boolean certain = true;
            if (candidates.contains(h)) {
                List<PairResult> clean = mine.stream().filter(p -> !candidates.contains(p.partner(h))).toList();
                if (clean.isEmpty()) {
                    certain = false;
                } else {
                    judged = clean;
                }
            }
            double median = figure(judged, h);
            boolean outlier = candidates.contains(h) && (low(median, reference, below, floor) || allFailed(judged, h));
            Double score = reference == null || reference <= 0 ? null : median / reference;
            List<PairResult> evidence = judged.stream().sorted(Comparator.comparingDouble(PairResult::figure)).limit(EVIDENCE).toList();
            nodes.add(new NodeScore(h, median, score, outlier, !outlier || certain, mine.size(), evidence));
        }
        return new SweepVerdict(mode, hosts, pairs, nodes, reference, fromBaseline ? "baseline" : "run", below, floor);
    }

    /** The upper median of the figures of {@code host}'s pairs among {@code pairs}; null when it has none. */
    static Double figure(List<PairResult> pairs, String host) {
        List<Double> v = new ArrayList<>();
        for (PairResult p : pairs) {
            if (p.has(host)) {
                v.add(p.figure());
            }
        }
        return Medians.upper(v);
    }

    private static boolean low(double figure, Double reference, double below, Double floor) {
        return reference != null && reference > 0 && figure < below * reference || floor != null && figure < floor;
    }

    private static boolean allFailed(List<PairResult> pairs, String host) {
        List<PairResult> mine = pairs.stream().filter(p -> p.has(host)).toList();
        return !mine.isEmpty() && mine.stream().allMatch(p -> p.error() != null);
    }
}
