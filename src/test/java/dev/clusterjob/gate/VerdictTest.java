package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.clusterjob.gate.Verdict.Reason.MISSING_ROWS;
import static dev.clusterjob.gate.Verdict.Reason.NCCL_ERROR;
import static dev.clusterjob.gate.Verdict.Reason.NO_ROWS;
import static dev.clusterjob.gate.Verdict.Reason.OUT_OF_BOUNDS;
import static dev.clusterjob.gate.Verdict.Reason.SLOW;
import static dev.clusterjob.gate.Verdict.Reason.TRUNCATED;
import static dev.clusterjob.gate.Verdict.Reason.WRONG_RESULTS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerdictTest {
    private static Verdict judge(String file, Double floor, Long minBytes) {
        return Verdict.judge(GateTestFiles.firstRun(file), new GateCriteria(floor, minBytes));
    }

    @Test
    void largeMessageBusbwDecidesNotTheAverage() {
        Verdict v = judge("all_reduce_h200x2_nvlink.txt", 300.0, null);
        assertTrue(v.passed(), "Avg bus bandwidth is 111, the large sizes reach 348");
        assertEquals(1073741824L, v.judgedFromBytes(), "largest size / 8");
        assertEquals(8589934592L, v.judgedRow().bytes());
        assertEquals("348.10", v.judgedBusbwText());
        assertEquals(348.10, v.judgedBusbw());
        assertEquals(348.10, v.maxBusbw());
        assertEquals(List.of(SLOW), judge("all_reduce_h200x2_nvlink.txt", 350.0, null).reasons());
    }

    @Test
    void socketFallbackFailsAHealthyNvlinkFloor() {
        Verdict v = judge("all_reduce_h200x2_socket_fallback.txt", 100.0, null);
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals(List.of(SLOW), v.reasons());
        assertEquals("3.85", v.judgedBusbwText());
        assertEquals(268435456L, v.judgedRow().bytes());
        Verdict at1g = judge("all_reduce_h200x2_socket_fallback.txt", 100.0, 1L << 30);
        assertEquals("3.39", at1g.judgedBusbwText());
        assertTrue(judge("all_reduce_h200x2_nvlink.txt", 100.0, 1L << 30).passed());
    }

    @Test
    void withoutAFloorOnlyCorrectnessCounts() {
        assertTrue(judge("all_reduce_h200x2_socket_fallback.txt", null, null).passed());
        assertTrue(judge("old_build_error_column.txt", null, null).passed());
        assertTrue(judge("check_off_na.txt", null, null).passed());
    }

    @Test
    void wrongResultsAndOutOfBoundsFail() {
        assertEquals(List.of(WRONG_RESULTS, OUT_OF_BOUNDS), judge("wrong_results.txt", 10.0, null).reasons());
    }

    @Test
    void errorsAndCutShortOutputFail() {
        assertEquals(List.of(NCCL_ERROR, TRUNCATED), judge("nccl_error_truncated.txt", null, null).reasons());
        assertEquals(List.of(NCCL_ERROR, SLOW, MISSING_ROWS, TRUNCATED),
                judge("nccl_error_truncated.txt", 20.0, 1L << 30).reasons(), "the largest row (8M, 18.53) is judged instead");
    }

    @Test
    void missingRowsAreJudgedOnTheLargestOnes() {
        Verdict v = judge("mid_build_busid_0x.txt", 40.0, 4L << 30);
        assertEquals(List.of(MISSING_ROWS), v.reasons());
        assertEquals(1073741824L, v.judgedRow().bytes());
    }

    @Test
    void noRunAtAll() {
        Verdict v = judge("empty_crash.txt", 1.0, null);
        assertEquals(List.of(NO_ROWS, TRUNCATED), v.reasons());
        assertNull(v.judgedRow());
        assertNull(v.judgedBusbw());
        assertNull(v.maxBusbw());
    }

    @Test
    void oneRankHasNoBusTrafficSoTheFloorDoesNotApply() {
        String oneRank = """
                #  Rank  0 Group  0 Pid 1 on node1 device  0 [cpu] CPU (gloo)
                #       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw  #wrong
                     1048576        262144     float     sum      -1   100.00   10.49    0.00       0    90.00   11.65    0.00       0
                # Out of bounds values : 0 OK
                # Avg bus bandwidth    : 0
                """;
        Verdict v = Verdict.judge(NcclTestsParser.parse(oneRank).get(0), new GateCriteria(5.0, null));
        assertTrue(v.passed());
    }

    @Test
    void tiesKeepTheFirstRowAndPlacement() {
        Verdict v = judge("old_build_error_column.txt", null, null);
        assertEquals(268435456L, v.judgedRow().bytes());
        assertEquals("8.44", v.judgedBusbwText());
    }

    @Test
    void floorTextIsPlain() {
        assertEquals("100", new GateCriteria(100.0, null).minBusbwText());
        assertEquals("0.05", new GateCriteria(0.05, null).minBusbwText());
        assertEquals("", GateCriteria.NONE.minBusbwText());
        assertEquals("1.5", GateCriteria.plain(1.50));
    }
}
