package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sweep at scale, by simulation (docs/sweep.md, "Scale"): the planner and the scorer of a real sweep, a
 * fake probe for the measurements (a pair of healthy nodes reads 1.0 GB/s give or take 5%, a pair with a bad
 * node 0.1), N = 8 ... 1,024 nodes with k bad ones spread out. It asserts the bounds (all-pairs: N-1 rounds of
 * N/2 disjoint pairs, every pair once; quick: at most 3 + ceil(log2 N) rounds) and that both modes find exactly
 * the bad nodes, and it keeps the table in docs/sweep.md equal to what it computes.
 */
class SweepScaleTest {
    /** The estimate's time per round: a pair's start-up (NCCL init) and a sweep to 1 GiB, about 20 s (docs/sweep.md). */
    static final int ROUND_S = 20;
    static final int[] SIZES = {8, 16, 32, 64, 128, 256, 512, 1024};

    record Run(int rounds, int pairs, int widest, Set<Integer> found) {
    }

    static double bw(int a, int b, Set<Integer> bad) {
        if (bad.contains(a) || bad.contains(b)) {
            return 0.1;
        }
        return 1.0 + ((a * 31 + b * 17) % 11 - 5) / 100.0;
    }

    static Run simulate(int n, Set<Integer> bad, SweepMode mode) {
        RoundPlanner.Settings s = new RoundPlanner.Settings(mode, null, 0.5, null);
        List<RoundPlanner.Link> done = new ArrayList<>();
        List<PairResult> pairs = new ArrayList<>();
        List<String> hosts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            hosts.add("n" + i);
        }
        int rounds = 0;
        int widest = 0;
        Set<Long> seen = new HashSet<>();
        while (true) {
            List<int[]> next = RoundPlanner.next(n, rounds, mode == SweepMode.QUICK ? done : List.of(), s);
            if (next.isEmpty()) {
                break;
            }
            rounds++;
            widest = Math.max(widest, next.size());
            Set<Integer> busy = new HashSet<>();
            for (int[] p : next) {
                assertTrue(busy.add(p[0]) && busy.add(p[1]), "disjoint pairs in a round");
                assertTrue(seen.add((long) p[0] * n + p[1]), "a pair is measured once");
                double v = bw(p[0], p[1], bad);
                done.add(new RoundPlanner.Link(p[0], p[1], v, false));
                pairs.add(new PairResult(rounds, hosts.get(p[0]), hosts.get(p[1]), v, null, 0));
            }
        }
        SweepVerdict v = SweepScorer.score(mode, hosts, pairs, null, 0.5, null);
        Set<Integer> found = new TreeSet<>();
        v.outliers().forEach(o -> found.add(Integer.parseInt(o.node().substring(1))));
        return new Run(rounds, pairs.size(), widest, found);
    }

    /** k bad nodes spread out (their ring neighbours are healthy). */
    static Set<Integer> spread(int n, int k) {
        Set<Integer> bad = new TreeSet<>();
        for (int j = 0; j < k; j++) {
            bad.add((int) ((j + 0.5) * n / k));
        }
        return bad;
    }

    /** 4 bad nodes in two groups with one healthy node between each group's two: that node needs a follow-up pair. */
    static Set<Integer> sandwiches(int n) {
        return new TreeSet<>(List.of(n / 4 - 1, n / 4 + 1, 3 * n / 4 - 1, 3 * n / 4 + 1));
    }

    static String time(int rounds) {
        long s = (long) rounds * ROUND_S;
        return s < 60 ? s + " s" : s < 3600 ? (s / 60) + " min" : String.format(Locale.ROOT, "%.1f h", s / 3600.0);
    }

    /** All-pairs' schedule for every size: N-1 rounds (N even) of N/2 disjoint pairs, every pair once (no scoring: cheap). */
    @Test
    void allPairsIsNMinusOneRoundsOfHalfNDisjointPairsUpTo1024Nodes() {
        for (int n : SIZES) {
            boolean[] met = new boolean[n * n];
            int pairs = 0;
            for (int r = 0; r < RoundPlanner.allPairsRounds(n); r++) {
                List<int[]> round = RoundPlanner.allPairsRound(n, r);
                assertEquals(n / 2, round.size());
                boolean[] busy = new boolean[n];
                for (int[] p : round) {
                    assertTrue(!busy[p[0]] && !busy[p[1]] && !met[p[0] * n + p[1]], "n=" + n + " round " + r);
                    busy[p[0]] = true;
                    busy[p[1]] = true;
                    met[p[0] * n + p[1]] = true;
                    pairs++;
                }
            }
            assertEquals(n - 1, RoundPlanner.allPairsRounds(n));
            assertEquals(n * (n - 1) / 2, pairs);
        }
    }

    @Test
    void quickStaysWithinLogNRoundsAndBothModesFindTheBadNodes() throws Exception {
        StringBuilder table = new StringBuilder("| nodes | bad nodes | all-pairs: rounds | pairs | time | quick: rounds | pairs | time | found |\n"
                + "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
        for (int n : SIZES) {
            List<Object[]> cases = new ArrayList<>();
            cases.add(new Object[] {"0", spread(n, 0)});
            cases.add(new Object[] {"1", spread(n, 1)});
            if (n >= 16) {
                cases.add(new Object[] {"4 (2 groups of 2)", sandwiches(n)});
            }
            if (n >= 64) {
                cases.add(new Object[] {n / 8 + " (1 in 8)", spread(n, n / 8)});
            }
            for (Object[] c : cases) {
                @SuppressWarnings("unchecked")
                Set<Integer> bad = (Set<Integer>) c[1];
                Run all = n <= 64 ? simulate(n, bad, SweepMode.ALL_PAIRS) : null;
                Run quick = simulate(n, bad, SweepMode.QUICK);
                int log = RoundPlanner.followLimit(n);
                if (all != null) {
                    assertEquals(n - 1, all.rounds());
                    assertEquals(bad, all.found(), "all-pairs finds the bad nodes, n=" + n + " bad " + c[0]);
                }
                assertTrue(quick.rounds() <= 2 + log, "quick: at most ring + ceil(log2 N) rounds, n=" + n + ": " + quick.rounds());
                assertEquals(bad, quick.found(), "quick finds the bad nodes, n=" + n + " bad " + c[0]);
                table.append("| ").append(n).append(" | ").append(c[0]).append(" | ").append(n - 1).append(" | ").append(n * (n - 1) / 2)
                        .append(" | ").append(time(n - 1)).append(" | ").append(quick.rounds()).append(" | ").append(quick.pairs()).append(" | ")
                        .append(time(quick.rounds())).append(" | ").append(all == null ? "quick: all" : "both: all").append(" |\n");
            }
        }
        Path out = Path.of("target/sweep-scale.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table.toString());
        String doc = Files.readString(Path.of("docs/sweep.md"));
        String open = "<!-- scale table: SweepScaleTest -->\n";
        int from = doc.indexOf(open);
        int to = doc.indexOf("<!-- end of scale table -->");
        assertTrue(from >= 0 && to > from, "docs/sweep.md has the scale table's markers");
        assertEquals(table.toString(), doc.substring(from + open.length(), to),
                "docs/sweep.md's scale table differs from the simulation's: copy " + out.toAbsolutePath() + " between its markers");
    }
}
