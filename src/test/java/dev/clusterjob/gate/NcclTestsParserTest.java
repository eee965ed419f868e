package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NcclTestsParserTest {
    private static NcclTestsRun only(String file) {
        List<NcclTestsRun> runs = NcclTestsParser.parse(GateTestFiles.read(file));
        assertEquals(1, runs.size(), file + ": runs");
        return runs.get(0);
    }

    @Test
    void nvlinkCaptureGivesEveryRowRankAndFooter() {
        NcclTestsRun r = only("all_reduce_h200x2_nvlink.txt");
        assertEquals("nccl-tests 2.19.6", r.tool());
        assertEquals("all_reduce_perf", r.collective());
        assertEquals(8589934592L, r.headerMaxBytes());
        assertEquals(31, r.rows().size());
        assertEquals(8, r.rows().get(0).bytes());
        NcclTestsRun.Row last = r.rows().get(30);
        assertEquals(8589934592L, last.bytes());
        assertEquals(2147483648L, last.count());
        assertEquals("float", last.type());
        assertEquals("sum", last.redop());
        assertEquals("-1", last.root());
        assertEquals(24908.1, last.outOfPlace().timeUs());
        assertEquals(344.87, last.outOfPlace().busbw());
        assertEquals(348.10, last.inPlace().busbw());
        assertEquals("348.10", last.inPlace().busbwText());
        assertEquals(0L, last.inPlace().wrong());
        assertEquals(2, r.ranks().size());
        assertEquals(new NcclTestsRun.Rank(1, 0, 1342, "vm", 1, "0000:00:07", "NVIDIA H200"), r.ranks().get(1));
        assertEquals(List.of("vm"), r.hosts());
        assertEquals(0, r.outOfBounds());
        assertEquals(111.405, r.avgBusbw());
        assertEquals(0L, r.wrongTotal());
        assertTrue(r.errors().isEmpty());
        assertTrue(r.complete());
        assertEquals(NcclTestsParser.DEFAULT_COLUMNS, r.columns());
    }

    @Test
    void socketFallbackCapture() {
        NcclTestsRun r = only("all_reduce_h200x2_socket_fallback.txt");
        assertEquals(28, r.rows().size());
        assertEquals(1073741824L, r.maxBytes().orElseThrow());
        assertEquals(3.39, r.rows().get(27).inPlace().busbw());
        assertEquals(1.50289, r.avgBusbw());
    }

    @Test
    void olderBuildWithoutVersionGroupOrRootAndWithAnErrorColumn() {
        NcclTestsRun r = only("old_build_error_column.txt");
        assertNull(r.tool());
        assertNull(r.collective());
        assertEquals(4, r.ranks().size());
        assertEquals(new NcclTestsRun.Rank(2, null, 17733, "gpu02", 0, "0x18", "Tesla V100-SXM2-32GB"), r.ranks().get(2));
        assertEquals(List.of("gpu01", "gpu02"), r.hosts());
        assertEquals(4, r.rows().size());
        assertNull(r.rows().get(0).root(), "no root column in this build");
        assertNull(r.wrongTotal(), "an 'error' column is a max deviation, not a count");
        assertEquals(8.44, r.rows().get(3).inPlace().busbw());
        assertTrue(r.complete(), "the Avg line is the footer even without 'Collective test concluded'");
    }

    @Test
    void midBuildWithHexBusIds() {
        NcclTestsRun r = only("mid_build_busid_0x.txt");
        assertEquals("0x2a", r.ranks().get(3).busId());
        assertEquals(0, r.ranks().get(3).group());
        assertEquals(List.of("node005", "node006"), r.hosts());
        assertEquals(8, r.rows().size());
        assertEquals(18043.0, r.rows().get(6).outOfPlace().timeUs());
    }

    @Test
    void cputimeAndTimestampColumnsAreFoundByName() {
        NcclTestsRun r = only("cputime_timestamp.txt");
        assertTrue(r.columns().contains("cputime") && r.columns().contains("timestamp"));
        assertEquals(4, r.rows().size(), "the timestamp's two words trail the columns and shift nothing");
        NcclTestsRun.Row last = r.rows().get(3);
        assertEquals(10270.0, last.outOfPlace().timeUs());
        assertEquals(365.94, last.outOfPlace().busbw());
        assertEquals(366.22, last.inPlace().busbw());
        assertEquals(8, r.ranks().size());
    }

    @Test
    void perIterationColumnsDoNotShiftTheInPlaceGroup() {
        NcclTestsRun r = only("per_iteration_columns.txt");
        assertEquals(3, r.rows().size());
        assertEquals(47.06, r.rows().get(2).outOfPlace().busbw());
        assertEquals(47.09, r.rows().get(2).inPlace().busbw());
        assertEquals(5701.1, r.rows().get(2).inPlace().timeUs());
        assertEquals(List.of("gn-17", "gn-18"), r.hosts());
    }

    @Test
    void checkOffReadsNotApplicable() {
        NcclTestsRun r = only("check_off_na.txt");
        assertEquals(3, r.rows().size());
        assertNull(r.rows().get(0).outOfPlace().wrong());
        assertNull(r.wrongTotal());
    }

    @Test
    void wrongResultsAndOutOfBounds() {
        NcclTestsRun r = only("wrong_results.txt");
        assertEquals(16000012L, r.wrongTotal(), "%g prints 1.6e+07");
        assertEquals(2, r.outOfBounds());
    }

    @Test
    void ncclErrorsAndAHalfPrintedRow() {
        NcclTestsRun r = only("nccl_error_truncated.txt");
        assertEquals(1, r.rows().size(), "the row cut after its out-of-place group is not a row");
        assertEquals(4, r.errors().size());
        assertEquals("gpu-n2: Test NCCL failure common.cu:1279 'remote process exited or there was a network error / '", r.errors().get(0));
        assertEquals(1, r.warnings().size());
        assertFalse(r.complete());
        assertNull(r.outOfBounds());
        assertNull(r.avgBusbw());
    }

    @Test
    void aJobLogWithTwoRunsLabelsAndInfoNoise() {
        List<NcclTestsRun> runs = NcclTestsParser.parse(GateTestFiles.read("job_log_two_runs.txt"));
        assertEquals(2, runs.size());
        assertEquals(List.of("n1", "n2"), runs.get(0).hosts());
        assertEquals(3, runs.get(0).rows().size());
        assertEquals(24.55, runs.get(0).rows().get(2).inPlace().busbw());
        assertTrue(runs.get(0).complete());
        assertEquals(List.of("n1", "n3"), runs.get(1).hosts());
        assertEquals(0.34, runs.get(1).rows().get(2).outOfPlace().busbw());
    }

    @Test
    void torchrunTeePrefixedProbeOutput() {
        NcclTestsRun r = only("torchrun_tee_probe.txt");
        assertEquals("clusterjob-probe 1", r.tool());
        assertEquals(4, r.rows().size());
        assertEquals(318.99, r.rows().get(3).inPlace().busbw());
        assertEquals(List.of("h200"), r.hosts());
    }

    @Test
    void aTableWithoutHeaderUsesTheCurrentLayoutAndReadsExponents() {
        NcclTestsRun r = only("no_header_scientific.txt");
        assertEquals(1, r.rows().size());
        assertEquals(110.0, r.rows().get(0).inPlace().busbw());
        assertEquals("1.1e+02", r.rows().get(0).inPlace().busbwText());
        assertTrue(r.ranks().isEmpty());
    }

    @Test
    void textWithoutAnyRunGivesNone() {
        assertTrue(NcclTestsParser.parse(GateTestFiles.read("empty_crash.txt")).isEmpty());
        assertTrue(NcclTestsParser.parse("").isEmpty());
    }

    @Test
    void carriageReturnsAndSrunLabelsAreRemoved() {
        assertEquals("# Avg", NcclTestsParser.clean("12: # Avg\r"));
        assertEquals("# x", NcclTestsParser.clean("[trainer3]:# x"));
        assertEquals("  1024  256", NcclTestsParser.clean("  1024  256"), "a row is not a label");
    }

    /** The H200 capture as each launcher or log viewer decorates it reads as the same run. */
    @Test
    void decoratedCaptureReadsAsTheSameRun() {
        String plain = GateTestFiles.read("all_reduce_h200x2_nvlink.txt");
        NcclTestsRun want = only("all_reduce_h200x2_nvlink.txt");
        java.util.Map<String, java.util.function.UnaryOperator<String>> decorations = new java.util.LinkedHashMap<>();
        decorations.put("mpirun --tag-output", l -> "[1,0]<stdout>:" + l);
        decorations.put("mpirun --timestamp-output", l -> "Mon Dec  1 10:00:00 2025: " + l);
        decorations.put("srun --label", l -> "  0: " + l);
        decorations.put("pdsh", l -> "gpu-node1: " + l);
        decorations.put("kubectl logs --timestamps", l -> "2026-08-06T14:10:20.811144667-07:00 " + l);
        decorations.put("a log viewer that drops '#'", l -> l.startsWith("#") ? l.substring(1) : l);
        for (var d : decorations.entrySet()) {
            StringBuilder b = new StringBuilder();
            for (String l : plain.split("\n", -1)) {
                b.append(d.getValue().apply(l)).append('\n');
            }
            List<NcclTestsRun> runs = NcclTestsParser.parse(b.toString());
            assertEquals(1, runs.size(), d.getKey());
            NcclTestsRun got = runs.get(0);
            assertEquals(want.rows(), got.rows(), d.getKey());
            assertEquals(want.ranks(), got.ranks(), d.getKey());
            assertEquals(want.avgBusbw(), got.avgBusbw(), d.getKey());
            assertEquals(want.outOfBounds(), got.outOfBounds(), d.getKey());
            assertEquals(want.tool(), got.tool(), d.getKey());
            assertTrue(got.complete(), d.getKey());
        }
    }
}
