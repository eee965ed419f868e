package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.logs.LogLines;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link StalledRank}: which ranks its numbers show behind, how its finding says it, and when it says nothing. */
class StalledRankTest {
    private static final DoctorRules RULES = DoctorRules.bundled(); // the same rule set as the wording tables' doctor: its index is shared

    private static String dump(String host, int rank, String origin, long enqueued, long completed) {
        return host + ": [rank" + rank + "]:[E804 23:05:54.817424543 ProcessGroupNCCL.cpp:1914] [PG ID 0 PG GUID 0(default_pg) Rank " + rank
                + "] Received a dump signal due to a collective timeout from " + origin + " and we will try our best to dump the debug info."
                + " Last enqueued NCCL work: " + enqueued + ", last completed NCCL work: " + completed + ".\n";
    }

    private static StalledRank.Behind find(String log) throws IOException {
        LineScanner s = new LineScanner(RULES, LogDoctor.indexOf(RULES), new ConcurrentHashMap<>()); // the index built once per rule set
        s.scan(new LogLines(new BufferedReader(new StringReader(log))));
        return StalledRank.find(s.hits, s.learned.rankHosts());
    }

    @Test
    void namesTheRankWithTheLowestEnqueuedWorkAndItsHost() throws IOException {
        StalledRank.Behind b = find(dump("gpu-node-01", 0, "this local rank", 680, 679) + dump("gpu-node-02", 1, " rank 0", 680, 679)
                + dump("gpu-node-07", 3, " rank 0", 678, 678));
        assertEquals(List.of(3), b.ranks());
        assertEquals("gpu-node-07", b.host());
        assertEquals("rank 3 on gpu-node-07 was behind: last enqueued NCCL work 678 while the others reached 680 (the others timed out"
                + " waiting for it)", b.message());
        assertTrue(b.hint().startsWith("read the log of rank 3 on gpu-node-07 first"), b.hint());
    }

    @Test
    void theFindingOrderedFirstNamesTheRankBehindAndKeepsItsOwnText() throws IOException {
        String log = dump("gpu-node-01", 0, "this local rank", 680, 679) + dump("gpu-node-07", 3, " rank 0", 678, 678);
        List<Finding> fs = WordingTable.DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty());
        assertEquals(3, fs.get(0).rank());
        assertEquals("gpu-node-07", fs.get(0).host());
        assertTrue(fs.get(0).message().startsWith("rank 3 on gpu-node-07 was behind: last enqueued NCCL work 678 while the others reached 680"),
                fs.get(0).message());
        assertTrue(fs.get(0).message().contains("a collective timed out on rank 0 (this local rank"), fs.get(0).message());
        assertTrue(fs.get(1).message().startsWith("a collective timed out on rank 3: rank 0 saw it first"), fs.get(1).message()); // only the first says it
    }

    @Test
    void theOthersMayBeAtSeveralNumbers() throws IOException {
        StalledRank.Behind b = find(dump("n1", 0, "this local rank", 9, 8) + dump("n2", 1, " rank 0", 9, 8) + dump("n3", 2, " rank 0", 7, 7)
                + dump("n4", 3, " rank 0", 9, 8) + dump("n5", 4, " rank 0", 6, 6));
        assertEquals(List.of(4), b.ranks());
        assertEquals("rank 4 on n5 was behind: last enqueued NCCL work 6 while the others reached 7-9 (the others timed out waiting for it)",
                b.message());
    }

    @Test
    void severalRanksBehindAreListedWithTheHostsKnown() {
        StalledRank.Behind b = new StalledRank.Behind(List.of(2, 5), 40, 41, 41, false, Map.of(5, "gpu-9"));
        assertNull(b.host());
        assertEquals("ranks 2, 5 on gpu-9 were behind: their watchdogs waited in collective #40 while the others were at #41 (the others"
                + " timed out waiting for them)", b.message());
        assertEquals("read the log of rank 2 first: what held it back (a data loader, a checkpoint write, a step only some ranks run, a slow"
                + " or failing GPU: `nvidia-smi`, `dmesg`) is the cause", b.hint());
    }

    @Test
    void nothingWithoutEvidence() throws IOException {
        assertNull(find(dump("n1", 0, "this local rank", 9, 8) + dump("n2", 1, " rank 0", 9, 8)), "every rank level");
        assertNull(find(dump("n1", 0, "this local rank", 9, 8) + dump("n1", 0, "this local rank", 9, 8)), "one rank only");
        assertNull(find(dump("n1", 0, "this local rank", 9, 8) + dump("n2", 1, " rank 0", 7, 7) + dump("n3", 2, " rank 0", 7, 7)
                + dump("n4", 3, " rank 0", 7, 7)), "three of four behind: the one ahead may have run an extra collective");
        assertNull(find("[rank0]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 0] Some NCCL operations have failed or timed out.\n"), "no numbers");
    }

    @Test
    void halfTheRanksAtTheLowerSeqNumAreNamedTogether() throws IOException {
        String line = "[rank%d]:[E918 19:29:24.436955737 ProcessGroupNCCL.cpp:689] [Rank %d] Watchdog caught collective operation timeout:"
                + " WorkNCCL(SeqNum=%d, OpType=ALLREDUCE, NumelIn=64, NumelOut=64, Timeout(ms)=3000000) ran for 3000097 milliseconds before timing out.\n";
        StalledRank.Behind b = find(String.format(line, 3, 3, 7219) + String.format(line, 2, 2, 7219) + String.format(line, 0, 0, 7221)
                + String.format(line, 1, 1, 7221));
        assertEquals(List.of(2, 3), b.ranks());
        assertEquals("ranks 2, 3 were behind: their watchdogs waited in collective #7219 while the others were at #7221 (the others timed"
                + " out waiting for them)", b.message());
    }
}
