package dev.clusterjob.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reports for the picture tests: the testbed's throttled quick sweep (src/test/resources/sweep) and made-up fleets. */
final class SweepFixtures {
    private SweepFixtures() {
    }

    /** The real throttled sweep of the testbed, judged against its baseline, n29node2 quarantined. */
    static SweepReport throttled() throws Exception {
        PairsTsv t = PairsTsv.parse(Files.readString(Path.of("src/test/resources/sweep/testbed-throttled-quick.tsv")), "fixture");
        SweepVerdict v = SweepScorer.score(SweepMode.QUICK, t.hosts(), t.pairs(), t.number("reference"), 0.5, null);
        return new SweepReport(v, "clusterjob29", "debug", "2", "torch-probe", true, "no", List.of("n29node2"));
    }

    /** All pairs of {@code n} hosts "h000".., host {@code bad} at 10% and the pair {@code (1, 2)} failed. */
    static SweepReport fleet(int n, int bad) {
        List<String> hosts = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            hosts.add(String.format("h%03d", i));
        }
        List<PairResult> pairs = new java.util.ArrayList<>();
        for (int r = 0; r < RoundPlanner.allPairsRounds(n); r++) {
            for (int[] p : RoundPlanner.allPairsRound(n, r)) {
                boolean failed = p[0] == 1 && p[1] == 2;
                double bw = p[0] == bad || p[1] == bad ? 0.4 : 4.0 - (p[0] + p[1]) % 3 * 0.2;
                pairs.add(new PairResult(r + 1, hosts.get(p[0]), hosts.get(p[1]), failed ? null : bw, failed ? "timeout" : null, failed ? 124 : 0));
            }
        }
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, hosts, pairs, null, 0.5, null);
        return new SweepReport(v, "c1", "gpu", "99", "nccl-tests", true, "no", List.of());
    }
}
