package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The torch probe's real output from 2 x H200 (bench/gpu/h200-probe-vs-nccl-tests.sh, 2026-11-30,
 * PyTorch 2.11 / NCCL 2.28.9, NCCL_NVLS_ENABLE=0): one parser and one verdict serve it and
 * nccl-tests, its 1 GiB figure is within 10% of nccl-tests' on the same host, and turning P2P and SHM
 * off flips the verdict.
 */
class ProbeOnH200Test {
    static final Path DIR = Path.of("bench/gpu/results-2026-11-30");

    static NcclTestsRun run(String file) throws Exception {
        List<NcclTestsRun> runs = NcclTestsParser.parse(Files.readString(DIR.resolve(file)));
        assertEquals(1, runs.size());
        return runs.get(0);
    }

    @Test
    void probeMatchesNcclTestsAt1GiBAndPassesOverNvlink() throws Exception {
        NcclTestsRun nvlink = run("probe-nvlink.txt");
        NcclTestsRun fixture = GateTestFiles.firstRun("all_reduce_h200x2_nvlink.txt");
        double probe1g = rowAt(nvlink, 1L << 30).bestBusbw();
        double tests1g = rowAt(fixture, 1L << 30).bestBusbw();
        assertTrue(probe1g >= 0.9 * tests1g, "probe " + probe1g + " vs nccl-tests " + tests1g);
        Verdict v = Verdict.judge(nvlink, new GateCriteria(100.0, 1L << 30));
        assertTrue(v.passed(), v.toString());
        assertEquals(2, nvlink.ranks().size());
    }

    @Test
    void withoutP2pAndShmTheVerdictFlips() throws Exception {
        Verdict v = Verdict.judge(run("probe-socket.txt"), new GateCriteria(100.0, 1L << 30));
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals(List.of(Verdict.Reason.SLOW), v.reasons());
        assertTrue(v.judgedBusbw() < 10, "socket transport: a few GB/s, got " + v.judgedBusbw());
    }

    static NcclTestsRun.Row rowAt(NcclTestsRun run, long bytes) {
        return run.rows().stream().filter(r -> r.bytes() == bytes).findFirst().orElseThrow();
    }
}
