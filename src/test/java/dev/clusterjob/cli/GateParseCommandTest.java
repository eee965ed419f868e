package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateParseCommandTest {
    static final String PERF = "src/test/resources/dev/clusterjob/gate/perf/";

    @Test
    void passExitsZeroAndFailExitsTheGateCode() {
        Cli.Result pass = Cli.run("gate", "parse", PERF + "all_reduce_h200x2_nvlink.txt", "--min-busbw", "300");
        assertEquals(ExitCodes.OK, pass.code(), pass.err());
        assertTrue(pass.out().contains(": PASS, best busbw 348.10 GB/s at 8G (sizes >= 1G judged, floor 300 GB/s)"), pass.out());
        assertTrue(pass.out().contains("Avg bus bandwidth 111.405 (all sizes, not judged)"));
        Cli.Result fail = Cli.run("gate", "parse", PERF + "all_reduce_h200x2_socket_fallback.txt", "--min-busbw", "300", "--min-bytes", "1G");
        assertEquals(ExitCodes.GATE_FAILED, fail.code());
        assertEquals(91, fail.code(), "the documented value (docs/gate.md, exit-codes.md)");
        assertTrue(fail.out().contains(": FAIL (slow), best busbw 3.39 GB/s at 1G"), fail.out());
    }

    @Test
    void jsonIsOneLinePerRunAcrossFiles() {
        Cli.Result r = Cli.run("gate", "parse", "--json", PERF + "job_log_two_runs.txt", PERF + "wrong_results.txt", "--min-busbw", "10");
        assertEquals(ExitCodes.GATE_FAILED, r.code());
        String[] lines = r.out().trim().split("\n");
        assertEquals(3, lines.length);
        assertTrue(lines[0].contains("\"run\":1") && lines[0].contains("\"verdict\":\"PASS\""), lines[0]);
        assertTrue(lines[1].contains("\"run\":2") && lines[1].contains("\"reasons\":[\"slow\"]"), lines[1]);
        assertTrue(lines[2].contains("\"reasons\":[\"wrong-results\",\"out-of-bounds\"]"), lines[2]);
    }

    @Test
    void svgIsWrittenForOneRun(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("pic/busbw.svg");
        Cli.Result r = Cli.run("gate", "parse", PERF + "all_reduce_h200x2_nvlink.txt", "--min-busbw", "100", "--svg", svg.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String expected = Files.readString(Path.of("src/test/resources/dev/clusterjob/gate/svg/all_reduce_h200x2_nvlink.min100.svg"));
        assertEquals(expected, Files.readString(svg));
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) {
        Cli.Result size = Cli.run("gate", "parse", PERF + "wrong_results.txt", "--min-bytes", "lots");
        assertEquals(ExitCodes.USAGE, size.code());
        assertEquals("clusterjob: --min-bytes: expected a size such as 1073741824, 256M or 1G, got 'lots'\n", size.err());
        Cli.Result missing = Cli.run("gate", "parse", "no/such/file.txt");
        assertEquals(ExitCodes.USAGE, missing.code());
        assertEquals("clusterjob: no/such/file.txt: file not found\n", missing.err());
        Cli.Result two = Cli.run("gate", "parse", PERF + "job_log_two_runs.txt", "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.USAGE, two.code());
        assertTrue(two.err().contains("--svg: draws one run, but 2 runs were found"), two.err());
        assertTrue(Files.notExists(dir.resolve("x.svg")));
        Cli.Result neg = Cli.run("gate", "parse", PERF + "wrong_results.txt", "--min-busbw", "-1");
        assertEquals(ExitCodes.USAGE, neg.code());
    }

    @Test
    void aFileWithoutAnyRunIsNoRunFoundNotAFabricFailure(@TempDir Path dir) throws Exception {
        // empty_crash.txt: a probe that never started (no torch); nothing was measured, nobody to blame
        Cli.Result r = Cli.run("gate", "parse", PERF + "empty_crash.txt");
        assertEquals(ExitCodes.NO_RUN_FOUND, r.code(), r.out());
        assertEquals(92, r.code(), "the documented value (docs/gate.md, exit-codes.md)");
        assertTrue(r.out().startsWith(PERF + "empty_crash.txt: NO RUN (no-run): no nccl-tests, rccl-tests or torch-probe run found in 4 line(s)\n"),
                r.out());
        assertTrue(!r.out().contains("FAIL") && !r.out().contains("truncated"), r.out());

        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        Cli.Result json = Cli.run("gate", "parse", "--json", empty.toString());
        assertEquals(ExitCodes.NO_RUN_FOUND, json.code());
        String line = json.out().trim();
        assertTrue(line.contains("\"verdict\":\"NO_RUN\",\"reasons\":[\"no-run\"]") && line.contains("\"run_found\":false")
                && line.contains("\"run\":0") && line.contains("\"lines_read\":0"), line);
        for (String field : new String[] {"file", "judged_busbw_gbps", "judged_bytes", "judged_from_bytes", "min_busbw_gbps",
                "max_busbw_gbps", "avg_busbw_gbps", "wrong", "out_of_bounds", "ranks", "hosts", "tool", "collective", "complete",
                "errors", "nccl_warnings", "rank_list", "rows"}) {
            assertTrue(line.contains("\"" + field + "\":"), "every field of a found run is kept: " + field);
        }

        // with a passing run beside it: still 92 (something asked for was not there); with a failing one: 91 wins
        Cli.Result mixed = Cli.run("gate", "parse", PERF + "all_reduce_h200x2_nvlink.txt", PERF + "empty_crash.txt");
        assertEquals(ExitCodes.NO_RUN_FOUND, mixed.code(), mixed.out());
        assertTrue(mixed.out().contains("all_reduce_h200x2_nvlink.txt: PASS"), mixed.out());
        Cli.Result failing = Cli.run("gate", "parse", PERF + "wrong_results.txt", PERF + "empty_crash.txt");
        assertEquals(ExitCodes.GATE_FAILED, failing.code(), failing.out());
        Cli.Result found = Cli.run("gate", "parse", "--json", PERF + "all_reduce_h200x2_nvlink.txt");
        assertTrue(found.out().contains("\"run_found\":true"), found.out());

        Cli.Result svg = Cli.run("gate", "parse", PERF + "empty_crash.txt", "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.USAGE, svg.code());
        assertTrue(svg.err().contains("--svg: draws one run, but 0 runs were found"), svg.err());
    }

    @Test
    void aCrashNamesItsCause() {
        String file = "src/test/resources/realworld/nccl-tests/h800x16_alltoall_cuda_failure_mid_row.txt";
        Cli.Result r = Cli.run("gate", "parse", file);
        assertEquals(ExitCodes.GATE_FAILED, r.code());
        assertTrue(r.out().contains(": FAIL (nccl-error, no-rows, truncated)\n"), r.out());
        assertTrue(r.out().contains("  cause: CUDA failure on node0 at common.cu:389: 'an illegal memory access was encountered'"
                + " (the program stopped before measuring)\n"), r.out());
        Cli.Result json = Cli.run("gate", "parse", "--json", file);
        assertTrue(json.out().contains("\"crash\":{\"kind\":\"cuda\",\"host\":\"node0\",\"where\":\"common.cu:389\","
                + "\"message\":\"an illegal memory access was encountered\""), json.out());
        Cli.Result clean = Cli.run("gate", "parse", "--json", PERF + "all_reduce_h200x2_nvlink.txt");
        assertTrue(clean.out().contains("\"crash\":null"), clean.out());
    }

    @Test
    void probePrintsTheShippedProgram() throws Exception {
        Cli.Result r = Cli.run("gate", "probe");
        assertEquals(ExitCodes.OK, r.code());
        assertEquals(Files.readString(Path.of("templates/gate/probe.py")), r.out());
    }

    @Test
    void helpHasAnExample() {
        Cli.Result r = Cli.run("gate", "parse", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("clusterjob gate parse all_reduce.txt --min-busbw 300"), r.out());
    }
}
