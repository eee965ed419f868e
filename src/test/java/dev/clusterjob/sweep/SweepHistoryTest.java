package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A partition's recorded sweeps: the baseline of comparable sweeps, bounded history, trends, a damaged file refused. */
class SweepHistoryTest {
    static final Instant T0 = Instant.parse("2026-12-03T10:00:00Z");
    static final String PROBE = SweepHistory.settings("torch-probe", 1, 262144L);

    static SweepReport report(String job, double n1, double n2, double n3) {
        List<PairResult> pairs = List.of(new PairResult(1, "n1", "n2", Math.min(n1, n2), null, 0), new PairResult(2, "n1", "n3", Math.min(n1, n3), null, 0),
                new PairResult(3, "n2", "n3", Math.min(n2, n3), null, 0));
        SweepVerdict v = SweepScorer.score(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, null, 0.5, null);
        return new SweepReport(v, "c1", "gpu", job, "torch-probe", true, "no", List.of());
    }

    /** A sweep judged against a baseline of 4 where n2 and n3 are outliers at 0.1 (n1 at 4). */
    static SweepReport twoOutliers() {
        List<PairResult> pairs = List.of(new PairResult(1, "n1", "n2", 4.0, null, 0), new PairResult(2, "n1", "n3", 4.0, null, 0),
                new PairResult(3, "n2", "n3", 0.1, null, 0));
        List<NodeScore> nodes = List.of(new NodeScore("n1", 4.0, 1.0, false, true, 2, List.of()), new NodeScore("n2", 0.1, 0.025, true, true, 2, List.of()),
                new NodeScore("n3", 0.1, 0.025, true, true, 2, List.of()));
        SweepVerdict v = new SweepVerdict(SweepMode.ALL_PAIRS, List.of("n1", "n2", "n3"), pairs, nodes, 4.0, "baseline", 0.5, null);
        return new SweepReport(v, "c1", "gpu", "2", "torch-probe", true, "no", List.of());
    }

    @Test
    void theBaselineComesFromHealthyNodesOfComparableSweeps(@TempDir Path dir) {
        SweepHistory h = new SweepHistory(dir, "c1", "gpu");
        assertNull(h.baseline(PROBE), "nothing recorded");
        h.record(twoOutliers(), PROBE, T0);
        assertEquals(4.0, h.baseline(PROBE), "its outliers (0.1, 0.1) do not count: with them the median of (4, 0.1, 0.1) would be 0.1");
        h.record(report("1", 5.0, 5.0, 5.0), PROBE, T0.plusSeconds(60));
        h.record(report("3", 9.0, 9.0, 9.0), SweepHistory.settings("nccl-tests", 8, null), T0.plusSeconds(120));
        assertEquals(5.0, h.baseline(PROBE), "the upper median of (4, 5, 5, 5); the nccl-tests sweep is another scale");
        assertEquals(9.0, h.baseline(SweepHistory.settings("nccl-tests", 8, null)));
        assertEquals(3, h.load().size());
        assertEquals(3, h.load().get(0).pairs().size());
        assertTrue(h.file().toString().endsWith("sweeps/c1/gpu.tsv"), h.file().toString());
    }

    @Test
    void theHistoryIsBoundedAndOldSweepsKeepOnlyTheirNodes(@TempDir Path dir) {
        SweepHistory h = new SweepHistory(dir, "c1", "gpu");
        for (int i = 0; i < SweepHistory.MAX_SWEEPS + 3; i++) {
            h.record(report(String.valueOf(i), 4.0, 4.0, 4.0), PROBE, T0.plusSeconds(i));
        }
        List<SweepHistory.Entry> all = h.load();
        assertEquals(SweepHistory.MAX_SWEEPS, all.size());
        assertEquals("3", all.get(0).job(), "the oldest three went");
        assertEquals(0, all.get(0).pairs().size());
        assertEquals(3, all.get(all.size() - 1).pairs().size());
        assertEquals(SweepHistory.PAIRS_KEPT, all.stream().filter(e -> !e.pairs().isEmpty()).count());
    }

    @Test
    void namesThatAreNotFileNamesAreEscaped() {
        assertEquals("gpu", SweepHistory.safe("gpu"));
        assertEquals("%2E.", SweepHistory.safe(".."), "never '..' nor a hidden file");
        assertEquals("a%2Fb", SweepHistory.safe("a/b"));
        assertEquals("h100.x", SweepHistory.safe("h100.x"));
    }

    @Test
    void aDamagedHistoryIsRefusedNamingTheLine(@TempDir Path dir) throws Exception {
        SweepHistory h = new SweepHistory(dir, "c1", "gpu");
        h.record(report("1", 4.0, 4.0, 4.0), PROBE, T0);
        String good = Files.readString(h.file());
        Files.writeString(h.file(), good.replace("node\tn2\t4.0", "node\tn2\tfour"));
        ClusterjobException x = assertThrows(ClusterjobException.class, h::load);
        assertEquals(ExitCodes.STATE_DAMAGED, x.exitCode());
        assertTrue(x.getMessage().startsWith(h.file() + ":4: a number or time that is not one"), x.getMessage());
        String damaged = Files.readString(h.file());
        assertThrows(ClusterjobException.class, () -> h.record(report("2", 4.0, 4.0, 4.0), PROBE, T0));
        assertEquals(damaged, Files.readString(h.file()), "never rewritten");
    }
}
