package dev.clusterjob.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which pairs a sweep measures next, from what it measured so far: the rule the in-job planner
 * (templates/sweep/plan.awk) runs between rounds, in Java for the simulation and the tests
 * (SweepAwkTest keeps the two identical). Hosts are indices 0..n-1 in Slurm's order; a pair is
 * {@code {a, b}} with a < b; a round is a list of disjoint pairs, by their first host.
 *
 * <ul>
 * <li>{@link SweepMode#ALL_PAIRS}: the circle method (a round-robin tournament): host 0 stays, the others
 *     rotate; round r pairs position i with position m-1-i. n-1 rounds of n/2 pairs (n odd: n rounds, one
 *     host sits out each round), every pair exactly once.</li>
 * <li>{@link SweepMode#QUICK}: a ring (i, i+1) in 2 rounds (3 when n is odd); then, while the results leave
 *     a host undecided, one round that pairs each undecided host with a different host known to be good
 *     (one that has a link at full speed) it was not paired with yet, and undecided hosts left over with
 *     each other. A host is good when one of its links is not slow, bad when a slow link joins it to a good
 *     host. At most ceil(log2 n) such rounds: the good hosts at least double each round while most are good,
 *     and hosts still undecided at the end are judged on what was measured.</li>
 * </ul>
 */
public final class RoundPlanner {
    /**
     * What the planner judges links by.
     *
     * @param reference the partition's baseline in GB/s, or null: the upper median of the hosts' figures so far
     * @param below a link is slow under this fraction of the reference
     * @param floor a link is slow under this many GB/s (the profile's gate floor), or null
     */
    public record Settings(SweepMode mode, Double reference, double below, Double floor) {
    }

    /** One measured pair by host index: its figure (busbw; 0 when it failed) and whether it failed. */
    public record Link(int a, int b, double figure, boolean error) {
    }

    private RoundPlanner() {
    }

    /** How many rounds all pairs take: n-1, or n when n is odd. */
    public static int allPairsRounds(int n) {
        return n < 2 ? 0 : n % 2 == 0 ? n - 1 : n;
    }

    /** Round {@code r} (0-based) of the circle method over {@code n} hosts. */
    public static List<int[]> allPairsRound(int n, int r) {
        int m = n % 2 == 0 ? n : n + 1;
        int[] at = new int[m];
        for (int i = 1; i < m; i++) {
            at[i] = 1 + (i - 1 + r) % (m - 1);
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < m / 2; i++) {
            int x = at[i];
            int y = at[m - 1 - i];
            if (x < n && y < n) {
                pairs.add(new int[] {Math.min(x, y), Math.max(x, y)});
            }
        }
        return sorted(pairs);
    }

    /** The ring's rounds: (0,1),(2,3).. then (1,2),(3,4).. and, for odd n, (0,n-1) alone. */
    public static List<List<int[]>> ringRounds(int n) {
        List<List<int[]>> rounds = new ArrayList<>();
        if (n < 2) {
            return rounds;
        }
        if (n == 2) {
            rounds.add(List.of(new int[] {0, 1}));
            return rounds;
        }
        List<int[]> even = new ArrayList<>();
        List<int[]> odd = new ArrayList<>();
        for (int i = 0; i + 1 < n; i++) {
            (i % 2 == 0 ? even : odd).add(new int[] {i, i + 1});
        }
        if (n % 2 == 0) {
            odd.add(new int[] {0, n - 1});
            rounds.add(sorted(even));
            rounds.add(sorted(odd));
        } else {
            rounds.add(sorted(even));
            rounds.add(sorted(odd));
            rounds.add(List.of(new int[] {0, n - 1}));
        }
        return rounds;
    }

    /** The most follow-up rounds of {@link SweepMode#QUICK}: ceil(log2 n). */
    public static int followLimit(int n) {
        int k = 0;
        while ((1L << k) < n) {
            k++;
        }
        return Math.max(1, k);
    }

    /** The next round's pairs after {@code roundsDone} rounds that measured {@code done}; empty when the sweep is over. */
    public static List<int[]> next(int n, int roundsDone, List<Link> done, Settings s) {
        if (s.mode() == SweepMode.ALL_PAIRS) {
            return roundsDone < allPairsRounds(n) ? allPairsRound(n, roundsDone) : List.of();
        }
        List<List<int[]>> ring = ringRounds(n);
        if (roundsDone < ring.size()) {
            return ring.get(roundsDone);
        }
        if (roundsDone - ring.size() >= followLimit(n)) {
            return List.of();
        }
        return followUp(n, done, s);
    }

    /** The reference a link is judged against: the baseline, else the upper median of the hosts' figures in {@code done}. */
    public static double reference(int n, List<Link> done, Settings s) {
        if (s.reference() != null && s.reference() > 0) {
            return s.reference();
        }
        List<Double> figures = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            List<Double> mine = new ArrayList<>();
            for (Link l : done) {
                if (l.a() == h || l.b() == h) {
                    mine.add(l.figure());
                }
            }
            if (!mine.isEmpty()) {
                figures.add(Medians.upper(mine));
            }
        }
        Double m = Medians.upper(figures);
        return m == null ? 0.0 : m;
    }

    /** Whether a link is slow: failed, under {@code below} x the reference, or under the floor. */
    static boolean slow(Link l, double reference, Settings s) {
        return l.error() || l.figure() < s.below() * reference || s.floor() != null && l.figure() < s.floor();
    }

    private static List<int[]> followUp(int n, List<Link> done, Settings s) {
        double ref = reference(n, done, s);
        boolean[] good = new boolean[n];
        boolean[] measured = new boolean[n];
        Set<Long> tried = new HashSet<>();
        for (Link l : done) {
            measured[l.a()] = measured[l.b()] = true;
            tried.add(key(l.a(), l.b()));
            if (!slow(l, ref, s)) {
                good[l.a()] = good[l.b()] = true;
            }
        }
        boolean[] bad = new boolean[n];
        for (Link l : done) {
            if (slow(l, ref, s)) {
                bad[l.a()] |= good[l.b()] && !good[l.a()];
                bad[l.b()] |= good[l.a()] && !good[l.b()];
            }
        }
        List<Integer> undecided = new ArrayList<>();
        List<Integer> goods = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            if (good[h]) {
                goods.add(h);
            } else if (!bad[h] && measured[h]) {
                undecided.add(h);
            }
        }
        return pairUp(n, undecided, goods, tried);
    }

    /** Each undecided host with the first good host it has not met; those left over with each other. */
    private static List<int[]> pairUp(int n, List<Integer> undecided, List<Integer> goods, Set<Long> tried) {
        boolean[] used = new boolean[n];
        List<int[]> pairs = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (int u : undecided) {
            int partner = -1;
            for (int g : goods) {
                if (!used[g] && !tried.contains(key(u, g))) {
                    partner = g;
                    break;
                }
            }
            if (partner < 0) {
                left.add(u);
                continue;
            }
            used[u] = used[partner] = true;
            pairs.add(new int[] {Math.min(u, partner), Math.max(u, partner)});
        }
        for (int i = 0; i < left.size(); i++) {
            int u = left.get(i);
            if (used[u]) {
                continue;
            }
            for (int j = i + 1; j < left.size(); j++) {
                int v = left.get(j);
                if (!used[v] && !tried.contains(key(u, v))) {
                    used[u] = used[v] = true;
                    pairs.add(new int[] {u, v});
                    break;
                }
            }
        }
        return sorted(pairs);
    }

    private static long key(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }

    private static List<int[]> sorted(List<int[]> pairs) {
        List<int[]> s = new ArrayList<>(pairs);
        s.sort(Comparator.comparingInt((int[] p) -> p[0]).thenComparingInt(p -> p[1]));
        return s;
    }
}
