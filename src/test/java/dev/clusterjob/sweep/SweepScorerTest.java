package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How a sweep judges nodes: upper medians, the reference, candidates judged again on clean pairs. */
class SweepScorerTest {
    static PairResult p(String a, String b, Double bw) {
        return new PairResult(1, a, b, bw, null, 0);
    }

    static PairResult failed(String a, String b, String why) {
        return new PairResult(1, a, b, null, why, 124);
    }

    static List<String> outliers(SweepVerdict v) {
        return v.outliers().stream().map(NodeScore::node).toList();
    }

    @Test
    void threeNodesOneSlowAllPairs() {
        List<PairResult> pairs = List.of(p("n1", "n2", 0.0), p("n1", "n3", 0.41), p("n2", "n3", 0.0));
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, null, 0.5, null);
        assertEquals(List.of("n2"), outliers(v));
        assertEquals(0.41, v.referenceGbps(), "the upper median of the nodes' figures (0.41, 0, 0.41), not of the pairs (0)");
        assertEquals("run", v.referenceFrom());
        assertEquals(1.0, v.node("n1").score(), 1e-9, "n1's upper median of (0, 0.41) is 0.41");
        assertEquals(0.0, v.node("n2").score(), 1e-9);
        assertTrue(v.node("n2").certain());
    }

    @Test
    void aHealthyNodeBetweenTwoBadOnesIsJudgedOnItsCleanPair() {
        // quick on 8: hosts 2 and 4 slow; host 3's ring links both slow, its follow-up with 0 fast
        List<PairResult> pairs = new ArrayList<>(List.of(p("h0", "h1", 1.0), p("h2", "h3", 0.1), p("h4", "h5", 0.1), p("h6", "h7", 1.0),
                p("h0", "h7", 1.0), p("h1", "h2", 0.1), p("h3", "h4", 0.1), p("h5", "h6", 1.0), p("h0", "h3", 1.0)));
        List<String> hosts = List.of("h0", "h1", "h2", "h3", "h4", "h5", "h6", "h7");
        SweepVerdict v = SweepScorer.score(SweepMode.QUICK, hosts, pairs, null, 0.5, null);
        assertEquals(List.of("h2", "h4"), outliers(v));
        assertFalse(v.node("h3").outlier(), "h3's figure over all its pairs (0.1, 0.1, 1.0) is 0.1, over clean ones 1.0");
        assertEquals(1.0, v.node("h3").medianGbps());
    }

    @Test
    void twoNodesSlowTogetherAreBothOutliersButUncertain() {
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("a", "b"), List.of(p("a", "b", 0.1)), 1.0, 0.5, null);
        assertEquals(List.of("a", "b"), outliers(v));
        assertFalse(v.node("a").certain(), "no pair with a non-outlier to tell which one");
        assertEquals("baseline", v.referenceFrom());
    }

    @Test
    void againstABaselineEveryNodeOfASlowRunIsAnOutlier() {
        List<PairResult> pairs = List.of(p("n1", "n2", 0.3), p("n1", "n3", 0.3), p("n2", "n3", 0.3));
        assertEquals(List.of(), outliers(SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, null, 0.5, null)),
                "judged against itself the run is uniform");
        assertEquals(List.of("n1", "n2", "n3"), outliers(SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, 1.0, 0.5, null)),
                "against the partition's baseline of 1.0 every node is at 30%");
    }

    @Test
    void failedPairsCountZeroAndAFloorJudgesToo() {
        List<PairResult> pairs = List.of(failed("n1", "n2", "timeout"), p("n1", "n3", 5.0), failed("n2", "n3", "nccl-error"));
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, null, 0.5, null);
        assertEquals(List.of("n2"), outliers(v));
        assertEquals("timeout", v.node("n2").evidence().get(0).error());
        SweepVerdict floor = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2"), List.of(p("n1", "n2", 3.0)), null, 0.5, 4.0);
        assertEquals(List.of("n1", "n2"), outliers(floor), "3 GB/s under a 4 GB/s floor");
    }

    @Test
    void everyPairAtZeroLeavesNoReferenceAndOnlyFailuresCount() {
        List<PairResult> pairs = List.of(p("n1", "n2", 0.0), p("n1", "n3", 0.0), failed("n2", "n3", "timeout"));
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, null, 0.5, null);
        assertEquals(0.0, v.referenceGbps());
        assertNull(v.node("n1").score());
        assertEquals(List.of(), outliers(v), "0.00 everywhere tells nothing; one failed pair per node is not all of them");
    }

    @Test
    void aNodeTheSweepNeverPairedIsNotJudged() {
        SweepVerdict v = SweepScorer.score(SweepMode.QUICK, List.of("a", "b", "c"), List.of(p("a", "b", 1.0)), null, 0.5, null);
        assertEquals(0, v.node("c").pairs());
        assertFalse(v.node("c").outlier());
        assertNull(v.node("c").medianGbps());
    }
}
