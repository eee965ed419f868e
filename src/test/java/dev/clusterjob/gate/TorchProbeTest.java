package dev.clusterjob.gate;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the shipped torch probe for real with Debian's PyTorch (/usr/bin/python3, gloo on CPU) under
 * torchrun, and reads its output with the same parser and judge as nccl-tests' output.
 */
class TorchProbeTest {
    /**
     * A hang guard, not a timing check: generous because each of torchrun's 4 processes imports torch (about
     * 2.3 CPU s) with whatever share of a core a loaded CI machine leaves it (docs/testing.md, "What the suite
     * costs": 300 s was once not enough).
     */
    static final int GUARD_S = 600;
    static final String PYTHON = "/usr/bin/python3";
    static final Path PROBE = Path.of("templates/gate/probe.py").toAbsolutePath();

    @BeforeAll
    static void torchIsThere() throws Exception {
        requireTorch();
    }

    private static boolean torchFound;

    /**
     * Fails (never skips) when {@link #PYTHON} has no torch package. It only finds the package, without importing it
     * (an import costs 1.5-3.7 CPU s): a torch that is there but cannot be imported shows in the probe's own
     * "cannot run: reason=no-torch" line, which the test that ran it prints.
     */
    static synchronized void requireTorch() throws Exception {
        if (torchFound) {
            return;
        }
        Process p = new ProcessBuilder(PYTHON, "-c", "import importlib.util, sys\n"
                + "sys.exit(0 if importlib.util.find_spec('torch') else 'No module named torch in ' + ':'.join(sys.path))")
                .redirectErrorStream(true).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), PYTHON + " ran past 300 s looking for torch"); // a hang guard only
        assertEquals(0, p.exitValue(), "needs Debian's python3-torch for " + PYTHON + " (run-tests installs it: testbed/testbed.sh install): "
                + new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        torchFound = true;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    record Out(int code, String text) {
    }

    static Out run(Path dir, Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        pb.redirectOutput(dir.resolve("console.txt").toFile());
        Process p = pb.start();
        if (!p.waitFor(GUARD_S, TimeUnit.SECONDS)) { // a hang guard, not a timing check
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
            // what it printed tells a hang (stuck at a rendezvous or a size) from a machine too busy to get there
            throw new AssertionError("probe did not finish in " + GUARD_S + " s; its output:\n" + Files.readString(dir.resolve("console.txt"), StandardCharsets.UTF_8));
        }
        return new Out(p.exitValue(), Files.readString(dir.resolve("console.txt"), StandardCharsets.UTF_8));
    }

    /** Debian's torchrun needs --redirects/--tee (its default values crash on Python 3.11). */
    static Out torchrun(Path dir, int nproc, String... probeArgs) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(PYTHON, "-m", "torch.distributed.run", "--nproc_per_node", String.valueOf(nproc),
                "--redirects", "1", "--tee", "1", "--master_port", String.valueOf(freePort()), "--log_dir", dir.resolve("logs").toString(),
                PROBE.toString()));
        cmd.addAll(List.of(probeArgs));
        return run(dir, Map.of(), cmd.toArray(String[]::new));
    }

    @Test
    void threeRanksOnGlooGiveANcclTestsTableTheParserReads(@TempDir Path dir) throws Exception {
        Out o = torchrun(dir, 3, "-b", "16K", "-e", "1M", "-n", "3", "--out", dir.resolve("probe.txt").toString());
        assertEquals(0, o.code(), o.text());
        String text = Files.readString(dir.resolve("probe.txt"));
        List<NcclTestsRun> runs = NcclTestsParser.parse(text);
        assertEquals(1, runs.size(), text);
        NcclTestsRun run = runs.get(0);
        assertTrue(run.tool().startsWith("clusterjob-probe 1"), run.tool());
        assertEquals(3, run.ranks().size());
        assertEquals(7, run.rows().size(), "16K, 32K ... 1M");
        assertEquals(16384, run.rows().get(0).bytes());
        assertEquals(4096, run.rows().get(0).count());
        assertEquals(1L << 20, run.rows().get(6).bytes());
        assertEquals(0L, run.wrongTotal(), "the probe checks every sum");
        assertEquals(0, run.outOfBounds());
        assertTrue(run.complete());
        for (NcclTestsRun.Row r : run.rows()) {
            for (NcclTestsRun.Timing t : List.of(r.outOfPlace(), r.inPlace())) {
                // busbw = algbw * 2(n-1)/n, both printed with two decimals (or fewer digits when large)
                assertEquals(t.algbw() * 4 / 3, t.busbw(), 0.011 + t.busbw() * 0.01, "row " + r.bytes());
                assertEquals(r.bytes() / (t.timeUs() * 1e-6) / 1e9, t.algbw(), 0.011 + t.algbw() * 0.02, "row " + r.bytes());
            }
        }
        // No bandwidth is asserted here (a unit test asserts no timing; on a loaded machine a row may print
        // 0.00 GB/s). Every row took a measured, finite time.
        for (NcclTestsRun.Row r : run.rows()) {
            assertTrue(r.outOfPlace().timeUs() > 0 && r.inPlace().timeUs() > 0, "row " + r.bytes() + " was timed");
        }
        // floor 0: the judge passes any complete, correct table, and the in-job judge must agree with it
        Verdict v = Verdict.judge(run, new GateCriteria(0.0, null));
        assertTrue(v.passed(), v.toString());
        // torchrun --tee prefixes the console copy with [default0]: and the parser reads it the same
        NcclTestsRun tee = NcclTestsParser.parse(o.text()).get(0);
        assertEquals(run.rows().size(), tee.rows().size());
        assertEquals(run.rows().get(6).inPlace().busbwText(), tee.rows().get(6).inPlace().busbwText());
        // and the in-job judge agrees
        assertEquals(GateAwkTest.expectedSummary(run, v), inJobSummary(dir.resolve("probe.txt"), "0"));
        // an impossible floor: both judges call the same real table slow (GateScriptTest's stand-in probe takes
        // such a verdict on through the gate: two nodes named, training never started)
        Verdict slow = Verdict.judge(run, new GateCriteria(100000.0, null));
        assertEquals(List.of(Verdict.Reason.SLOW), slow.reasons());
        assertEquals(GateAwkTest.expectedSummary(run, slow), inJobSummary(dir.resolve("probe.txt"), "100000"));
    }

    /** perf.awk's summary line of {@code table} with a floor of {@code minBusbw} GB/s, as the gate runs it in the job. */
    static String inJobSummary(Path table, String minBusbw) throws Exception {
        Process awk = new ProcessBuilder("awk", "-v", "mode=summary", "-v", "min_busbw=" + minBusbw, "-v", "min_bytes=",
                "-f", GateAwkTest.AWK.toString(), table.toString()).redirectErrorStream(true).start();
        String summary = new String(awk.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(awk.waitFor(30, TimeUnit.SECONDS), "awk ran past 30 s"); // a hang guard only
        return summary;
    }

    /** One rank alone, no torchrun: the cap needs no peer (the two-rank case below checks it across ranks). */
    @Test
    void aTimeCapStopsTheSweepAfterTheFirstSize(@TempDir Path dir) throws Exception {
        Out o = run(dir, Map.of("MASTER_ADDR", "127.0.0.1", "MASTER_PORT", String.valueOf(freePort()), "RANK", "0", "WORLD_SIZE", "1"),
                PYTHON, PROBE.toString(), "-b", "4K", "-e", "4M", "-n", "2", "--time-cap", "0.000001", "--out", dir.resolve("probe.txt").toString());
        assertEquals(0, o.code(), o.text());
        String text = Files.readString(dir.resolve("probe.txt"));
        assertTrue(text.contains("# clusterjob-probe: time cap 1e-06s reached after 1 of 11 sizes"), text);
        NcclTestsRun run = NcclTestsParser.parse(text).get(0);
        assertEquals(1, run.rows().size());
        assertTrue(run.complete(), "the footer is still printed");
        assertEquals(List.of(Verdict.Reason.MISSING_ROWS), Verdict.judge(run, new GateCriteria(null, 1L << 20)).reasons());
    }

    /**
     * The cap is checked before a size starts (its warm-up included), on the previous size's
     * time. A shaped link is simulated deterministically: a sitecustomize on PYTHONPATH gives the probe a
     * clock that only all_reduce moves, by 0.1 s per MiB (10 MiB/s). With 1 warm-up and 1 iteration a size
     * costs 3 all_reduces: 1M 0.3 s, 2M 0.6, 4M 1.2, 8M 2.4, 16M 4.8. Against a 3.5 s cap: after 4M, 2.1 s
     * are spent and 8M would take about 2.4 s, so the sweep stops with 3 rows at 2.1 s (a check after the
     * warm-up would start 8M, measure it, and stop only at 6.1 s with 4 rows).
     */
    @Test
    void theCapIsCheckedBeforeASizeOnThePreviousSizesTime(@TempDir Path dir) throws Exception {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("sitecustomize.py"), String.join("\n",
                "import time",
                "import torch.distributed as dist",
                "_clock = [1000.0]",
                "time.perf_counter = lambda: _clock[0]",
                "_all_reduce = dist.all_reduce",
                "def _shaped(t, *a, **k):",
                "    _clock[0] += t.numel() * t.element_size() / 1048576.0 * 0.1",
                "    return _all_reduce(t, *a, **k)",
                "dist.all_reduce = _shaped",
                ""));
        int port = freePort();
        List<Process> ranks = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            ProcessBuilder pb = new ProcessBuilder(PYTHON, PROBE.toString(), "-b", "1M", "-e", "16M", "-w", "1", "-n", "1", "-c", "0",
                    "--time-cap", "3.5", "--timeout", "60").directory(dir.toFile()).redirectErrorStream(true);
            pb.environment().putAll(Map.of("PYTHONPATH", site.toString(), "MASTER_ADDR", "127.0.0.1", "MASTER_PORT", String.valueOf(port),
                    "RANK", String.valueOf(r), "WORLD_SIZE", "2", "GLOO_SOCKET_IFNAME", "lo"));
            pb.redirectOutput(dir.resolve("rank" + r + ".txt").toFile());
            ranks.add(pb.start());
        }
        for (Process p : ranks) {
            if (!p.waitFor(GUARD_S, TimeUnit.SECONDS)) {
                ranks.forEach(Process::destroyForcibly);
                throw new AssertionError("probe did not finish in " + GUARD_S + " s");
            }
            assertEquals(0, p.exitValue(), Files.readString(dir.resolve("rank0.txt")) + Files.readString(dir.resolve("rank1.txt")));
        }
        String text = Files.readString(dir.resolve("rank0.txt"));
        NcclTestsRun run = NcclTestsParser.parse(text).get(0);
        assertEquals(List.of(1L << 20, 2L << 20, 4L << 20), run.rows().stream().map(NcclTestsRun.Row::bytes).toList(), text);
        assertTrue(text.contains("# clusterjob-probe: time cap 3.5s reached after 3 of 5 sizes (2.1s spent, the next would take about 2.4s)\n"),
                text);
        assertTrue(text.contains(", sweep 2.1s\n"), "the sweep ended inside the cap: " + text);
        assertTrue(run.complete());
    }

    @Test
    void aMissingPeerGivesOneErrorLineInNcclTestsFormat(@TempDir Path dir) throws Exception {
        Out o = run(dir, Map.of("MASTER_ADDR", "127.0.0.1", "MASTER_PORT", String.valueOf(freePort()), "RANK", "0", "WORLD_SIZE", "2"),
                PYTHON, PROBE.toString(), "--timeout", "3", "-b", "1K", "-e", "4K");
        assertEquals(1, o.code(), o.text());
        List<NcclTestsRun> runs = NcclTestsParser.parse(o.text());
        assertEquals(1, runs.size(), o.text());
        assertEquals(1, runs.get(0).errors().size(), o.text());
        assertTrue(runs.get(0).errors().get(0).matches("\\S+: Test torch failure probe\\.py:\\d+ '.+'"), runs.get(0).errors().get(0));
        Verdict v = Verdict.judge(runs.get(0), GateCriteria.NONE);
        assertEquals(List.of(Verdict.Reason.NCCL_ERROR, Verdict.Reason.NO_ROWS, Verdict.Reason.TRUNCATED), v.reasons());
        assertFalse(v.passed());
    }
}
