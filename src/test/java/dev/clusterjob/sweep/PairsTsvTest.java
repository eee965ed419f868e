package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.GateCriteria;
import dev.clusterjob.gate.NcclTestsParser;
import dev.clusterjob.gate.NcclTestsRun;
import dev.clusterjob.gate.Verdict;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** pairs.tsv as real sweep jobs wrote it on the testbed (src/test/resources/sweep/README.md), and what is refused. */
class PairsTsvTest {
    static final Path DIR = Path.of("src/test/resources/sweep");

    static PairsTsv read(String name) throws Exception {
        return PairsTsv.parse(Files.readString(DIR.resolve(name)), name);
    }

    @Test
    void aHealthyAllPairsSweepOfTheTestbed() throws Exception {
        PairsTsv t = read("testbed-healthy-all-pairs.tsv");
        assertEquals(List.of("n29node1", "n29node2", "n29node3"), t.hosts());
        assertEquals("all-pairs", t.setting("mode"));
        assertEquals("torch-probe", t.setting("tool"));
        assertNull(t.setting("reference"), "no baseline yet: '-'");
        assertEquals(0.01, t.number("below"));
        assertEquals(List.of(new PairResult(1, "n29node2", "n29node3", 0.49, null, 0), new PairResult(2, "n29node1", "n29node2", 0.32, null, 0),
                new PairResult(3, "n29node1", "n29node3", 0.47, null, 0)), t.pairs());
        assertTrue(t.ended());
        assertEquals("no", t.stopped());
    }

    @Test
    void theThrottledQuickSweepNamesTheThrottledNode() throws Exception {
        PairsTsv t = read("testbed-throttled-quick.tsv");
        assertEquals(0.49, t.number("reference"), "the job planned with the healthy sweep as its baseline");
        SweepVerdict v = SweepScorer.score(SweepMode.QUICK, t.hosts(), t.pairs(), t.number("reference"), t.number("below"), null);
        assertEquals(List.of("n29node2"), v.outliers().stream().map(NodeScore::node).toList());
        assertTrue(v.node("n29node2").certain());
    }

    @Test
    void thePairsFigureIsWhatTheGatesJudgeReadsInTheProbesTable() throws Exception {
        NcclTestsRun run = NcclTestsParser.parse(Files.readString(DIR.resolve("testbed-throttled-pair.txt"))).get(0);
        Verdict v = Verdict.judge(run, new GateCriteria(null, null));
        assertEquals(0.0, v.judgedBusbw(), "8 Mbit/s: every row 0.00");
        assertEquals(0.0, read("testbed-throttled-quick.tsv").pairs().get(0).busbwGbps());
    }

    @Test
    void aFailedPairKeepsTheGatesReasonAndARowlessOneIsNoRows() {
        String text = PairsTsv.MAGIC + "mode=quick hosts=a,b,c\n1\ta\tb\t-\tFAIL\ttimeout\t124\n2\tb\tc\t0.10\tFAIL\tslow\t0\n3\ta\tc\t-\tFAIL\tno-rows\t1\n";
        PairsTsv t = PairsTsv.parse(text, "x.tsv");
        assertEquals("timeout", t.pairs().get(0).error());
        assertNull(t.pairs().get(1).error(), "slow under the floor is a figure, not an error");
        assertEquals("no-rows", t.pairs().get(2).error());
        assertFalse(t.ended(), "no end line: the job was cut short");
    }

    @Test
    void whatIsNotASweepsFileIsRefusedNamingTheLine() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> PairsTsv.parse("round\ta\n", "p.tsv"));
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("p.tsv:1: expected a sweep's pairs.tsv"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> PairsTsv.parse(PairsTsv.MAGIC + "hosts=a,b\n1\ta\tz\t1.0\tPASS\tnone\t0\n", "p.tsv"));
        assertEquals("p.tsv:2: pair a-z is not of the header's hosts", e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> PairsTsv.parse(PairsTsv.MAGIC + "hosts=a,b\n1\ta\tb\t1.0\n", "p.tsv"));
        assertTrue(e.getMessage().startsWith("p.tsv:2: expected 7 tab-separated fields"), e.getMessage());
    }
}
