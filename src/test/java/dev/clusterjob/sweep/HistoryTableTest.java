package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static dev.clusterjob.sweep.SweepHistoryTest.PROBE;
import static dev.clusterjob.sweep.SweepHistoryTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sweep history}: each node's figures over the recorded sweeps, outliers starred, the trend. */
class HistoryTableTest {
    static final Instant T0 = Instant.parse("2026-12-03T10:00:00Z");

    @Test
    void theTableShowsEachNodesFiguresAndTrend(@TempDir Path dir) {
        SweepHistory h = new SweepHistory(dir, "c1", "gpu");
        h.record(report("1", 4.0, 4.0, 4.0), PROBE, T0);
        h.record(report("2", 4.0, 0.1, 4.0), PROBE, T0.plusSeconds(60));
        List<String> lines = HistoryTable.lines("c1", "gpu", h.load(), 5);
        assertEquals("partition gpu on cluster c1: 2 sweep(s) recorded, the newest 2 shown (median GB/s of each node's pairs; * outlier)", lines.get(0));
        assertEquals("NODE  #1    #2     TREND", lines.get(3));
        assertEquals("n2    4.00  0.10*  down 97%", lines.get(5));
        assertEquals("n1    4.00  4.00   steady", lines.get(4));
        assertTrue(HistoryTable.json("c1", "gpu", h.load(), 1).contains("\"sweeps\":[{\"time\":\"2026-12-03T10:01:00Z\",\"job\":\"2\""));
    }

    @Test
    void trendWords() {
        SweepHistory.NodeFigure a = new SweepHistory.NodeFigure("n", 4.0, 1.0, false);
        SweepHistory.NodeFigure b = new SweepHistory.NodeFigure("n", 4.2, 1.0, false);
        SweepHistory.NodeFigure c = new SweepHistory.NodeFigure("n", 6.0, 1.0, false);
        assertEquals("new", HistoryTable.trend(List.of(entry(a)), "n"));
        assertEquals("steady", HistoryTable.trend(List.of(entry(a), entry(b)), "n"), "within 10%");
        assertEquals("up 50%", HistoryTable.trend(List.of(entry(a), entry(a), entry(c)), "n"));
    }

    static SweepHistory.Entry entry(SweepHistory.NodeFigure f) {
        return new SweepHistory.Entry(T0, "1", "quick", PROBE, 4.0, "run", List.of(f), List.of());
    }
}
