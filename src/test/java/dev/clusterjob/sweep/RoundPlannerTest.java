package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The round planner's schedules: the circle method's all-pairs rounds, the ring, and quick's follow-up rounds. */
class RoundPlannerTest {
    static final RoundPlanner.Settings QUICK = new RoundPlanner.Settings(SweepMode.QUICK, null, 0.5, null);

    static String show(List<int[]> round) {
        return String.join(" ", round.stream().map(p -> p[0] + "-" + p[1]).toList());
    }

    @Test
    void allPairsMeetsEveryPairOnceInNMinusOneRoundsOfDisjointPairs() {
        for (int n = 2; n <= 40; n++) {
            Set<String> seen = new HashSet<>();
            int rounds = RoundPlanner.allPairsRounds(n);
            assertEquals(n % 2 == 0 ? n - 1 : n, rounds, "n=" + n);
            for (int r = 0; r < rounds; r++) {
                List<int[]> round = RoundPlanner.allPairsRound(n, r);
                assertEquals(n / 2, round.size(), "n=" + n + " round " + r + ": n/2 pairs (one host sits out when n is odd)");
                Set<Integer> busy = new HashSet<>();
                for (int[] p : round) {
                    assertTrue(p[0] < p[1] && p[1] < n, show(round));
                    assertTrue(busy.add(p[0]) && busy.add(p[1]), "disjoint: " + show(round));
                    assertTrue(seen.add(p[0] + "-" + p[1]), "pair " + p[0] + "-" + p[1] + " twice, n=" + n);
                }
            }
            assertEquals(n * (n - 1) / 2, seen.size(), "every pair, n=" + n);
        }
    }

    @Test
    void theCircleMethodsFirstRoundsAreTheseForFourAndFiveHosts() {
        assertEquals("0-3 1-2", show(RoundPlanner.allPairsRound(4, 0)));
        assertEquals("0-1 2-3", show(RoundPlanner.allPairsRound(4, 1)));
        assertEquals("0-2 1-3", show(RoundPlanner.allPairsRound(4, 2)));
        assertEquals("1-4 2-3", show(RoundPlanner.allPairsRound(5, 0)), "host 0 sits out the first round");
    }

    @Test
    void theRingIsTwoRoundsOfDisjointPairsAndAThirdForOddN() {
        assertEquals(List.of("0-1"), RoundPlanner.ringRounds(2).stream().map(RoundPlannerTest::show).toList());
        assertEquals(List.of("0-1", "1-2", "0-2"), RoundPlanner.ringRounds(3).stream().map(RoundPlannerTest::show).toList());
        assertEquals(List.of("0-1 2-3 4-5", "0-5 1-2 3-4"), RoundPlanner.ringRounds(6).stream().map(RoundPlannerTest::show).toList());
        assertEquals(List.of("0-1 2-3 4-5", "1-2 3-4 5-6", "0-6"), RoundPlanner.ringRounds(7).stream().map(RoundPlannerTest::show).toList());
    }

    /** Runs quick to its end with pair figures from {@code bw} (a host's figure; a pair gets the slower host's). */
    static List<List<int[]>> runQuick(double[] bw) {
        return runQuick(bw, QUICK);
    }

    static List<List<int[]>> runQuick(double[] bw, RoundPlanner.Settings settings) {
        int n = bw.length;
        List<RoundPlanner.Link> done = new ArrayList<>();
        List<List<int[]>> rounds = new ArrayList<>();
        for (int r = 0; ; r++) {
            List<int[]> next = RoundPlanner.next(n, r, done, settings);
            if (next.isEmpty()) {
                return rounds;
            }
            rounds.add(next);
            for (int[] p : next) {
                done.add(new RoundPlanner.Link(p[0], p[1], Math.min(bw[p[0]], bw[p[1]]), false));
            }
        }
    }

    @Test
    void quickStopsAfterTheRingWhenEverySlowLinkHasAGoodEnd() {
        List<List<int[]>> rounds = runQuick(new double[] {1, 1, 1, 0.1, 1, 1, 1, 1});
        assertEquals(2, rounds.size(), "host 3's ring neighbours are good elsewhere: it is convicted by the ring alone");
    }

    @Test
    void aHostBetweenTwoBadOnesIsPairedWithAGoodHostItHasNotMet() {
        List<List<int[]>> rounds = runQuick(new double[] {1, 1, 0.1, 1, 0.1, 1, 1, 1});
        assertEquals(3, rounds.size());
        assertEquals("0-3", show(rounds.get(2)), "host 3 (both ring links slow) with the first good host it has not met");
    }

    @Test
    void undecidedHostsWithoutAGoodPartnerArePairedWithEachOther() {
        // against a baseline of 1.0 every link is slow: nobody is good, so nobody is convicted; the hosts meet new partners
        List<List<int[]>> rounds = runQuick(new double[] {0.1, 0.1, 0.1, 0.1}, new RoundPlanner.Settings(SweepMode.QUICK, 1.0, 0.5, null));
        assertEquals("0-2 1-3", show(rounds.get(2)), "pairs the ring did not have");
        assertEquals(3, rounds.size(), "then no untried pair is left (4 hosts: 6 pairs)");
        assertEquals(2, runQuick(new double[] {0.1, 0.1, 0.1, 0.1}).size(), "judged against itself the ring is uniform: nothing follows");
        List<List<int[]>> many = runQuick(new double[16], new RoundPlanner.Settings(SweepMode.QUICK, 1.0, 0.5, null));
        assertEquals(2 + RoundPlanner.followLimit(16), many.size(), "16 hosts, every link slow: ceil(log2 16) follow-up rounds, then it stops");
    }

    @Test
    void aFailedLinkIsSlowWhateverItsFigure() {
        List<RoundPlanner.Link> done = List.of(new RoundPlanner.Link(0, 1, 1.0, false), new RoundPlanner.Link(2, 3, 1.0, false),
                new RoundPlanner.Link(1, 2, 1.0, true), new RoundPlanner.Link(0, 3, 1.0, false));
        assertEquals(List.of(), RoundPlanner.next(4, 2, done, QUICK), "hosts 1 and 2 have good links elsewhere: nothing to decide");
        assertEquals(1.0, RoundPlanner.reference(4, done, QUICK), "the upper median of the hosts' figures");
        assertTrue(RoundPlanner.slow(done.get(2), 1.0, QUICK));
    }

    @Test
    void theFollowUpRoundsAreBoundedByLogN() {
        assertEquals(1, RoundPlanner.followLimit(2));
        assertEquals(2, RoundPlanner.followLimit(3));
        assertEquals(3, RoundPlanner.followLimit(8));
        assertEquals(10, RoundPlanner.followLimit(1024));
        assertEquals(11, RoundPlanner.followLimit(1025));
    }
}
