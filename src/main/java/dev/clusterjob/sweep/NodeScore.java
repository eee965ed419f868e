package dev.clusterjob.sweep;

import java.util.List;

/**
 * One node's judgement in a sweep.
 *
 * @param medianGbps the upper median of its judged pairs' busbw (a failed pair counts 0), or null when it was not measured
 * @param score that median over the reference (1.0 = the partition's normal), or null without a reference
 * @param outlier whether it is below the line ({@code below} x the reference, or the floor) or every judged pair failed
 * @param certain false when every pair of an outlier joined it to another outlier: the sweep could not tell which one is at fault
 * @param pairs how many pairs it was in
 * @param evidence the pairs it was judged on, slowest first (for an outlier: the ones that show it)
 */
public record NodeScore(String node, Double medianGbps, Double score, boolean outlier, boolean certain, int pairs,
                        List<PairResult> evidence) {
    public NodeScore {
        evidence = List.copyOf(evidence);
    }
}
