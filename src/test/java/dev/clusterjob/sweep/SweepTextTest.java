package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What a person reads: the testbed's throttled sweep (src/test/resources/sweep) as the real run printed it. */
class SweepTextTest {
    @Test
    void theTestbedsThrottledSweep() throws Exception {
        assertEquals(List.of(
                "sweep of partition debug on cluster clusterjob29 (job 2): quick, torch-probe, 3 nodes, 3 pairs in 3 rounds",
                "reference 0.49 GB/s (the partition's baseline); an outlier is below 0.50 x reference",
                "NODE      MEDIAN_GB/S  SCORE  PAIRS  VERDICT",
                "n29node1  0.40         0.82   2      ok",
                "n29node2  0.00         0.00   2      OUTLIER",
                "n29node3  0.40         0.82   2      ok",
                "outlier n29node2: median 0.00 GB/s = 0% of 0.49 GB/s over 2 pair(s): n29node1-n29node2 0.00 GB/s, n29node2-n29node3 0.00 GB/s",
                "quarantined on cluster clusterjob29: n29node2 (submit leaves them out; clusterjob quarantine list)"),
                SweepText.lines(SweepFixtures.throttled()));
    }

    @Test
    void aFailedPairAndAnUncertainOutlier() {
        assertEquals("a-b timeout", SweepText.pair(new PairResult(1, "a", "b", null, "timeout", 124)));
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("a", "b"), List.of(new PairResult(1, "a", "b", 0.1, null, 0)), 1.0, 0.5, null);
        assertEquals("median 0.10 GB/s = 10% of 1.00 GB/s over 1 pair(s): a-b 0.10 GB/s (every pair joined it to another outlier: the sweep"
                + " cannot tell which of them is at fault)", SweepText.evidence(v.node("a"), v));
    }
}
