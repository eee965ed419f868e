package dev.clusterjob.sweep;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Executes rendered sweep jobs under a synthetic allocation (the stub srun of src/test/fakebin and the gate
 * tests' stub probe, src/test/fakebin-gate/fake-gate-probe, whose busbw per host comes from a file; a pair
 * gets its slower host's figure, a host may fail or hang): which pairs run in which round, what pairs.tsv
 * holds, that a hanging pair is a finding and that no round starts past the time limit.
 */
class SweepScriptTest {
    static final String PROBE = Path.of("src/test/fakebin-gate/fake-gate-probe").toAbsolutePath().toString();
    static final String JOB_ID = "77";

    static String render(Path dir, String python, String... flags) throws Exception {
        Path profiles = dir.resolve("profiles.yaml");
        Files.writeString(profiles, "profiles:\n  cpu1:\n    extends: tcp\n    gpus_per_node: 1\n    request_gpus: false\n"
                + "    gate: {tool: torch-probe, python: " + python + "}\n");
        List<String> args = new ArrayList<>(List.of("sweep", "--dry-run", "--partition", "p", "--profile", "cpu1", "--profile-file",
                profiles.toString(), "--pair-timeout", "20"));
        args.addAll(List.of(flags));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    static Run run(String script, String nodelist, int n, String bandwidths, Path dir) throws Exception {
        Path bw = dir.resolve("bw.txt");
        Files.writeString(bw, bandwidths);
        return FakeAllocation.runBatch(script, JOB_ID, nodelist, n, "broken", Map.of("CJ_FAKE_BW", bw.toString(),
                "SLURM_SUBMIT_DIR", dir.toString(), "SLURM_JOB_NAME", SweepScript.JOB_NAME, "SLURM_CPUS_ON_NODE", "8",
                "SLURM_JOB_PARTITION", "p"), dir.resolve("job"));
    }

    static Path folder(Path dir) {
        return dir.resolve(SweepScript.JOB_NAME + "-" + JOB_ID + ".sweep");
    }

    static PairsTsv pairs(Path dir) throws Exception {
        Path f = folder(dir).resolve("pairs.tsv");
        return PairsTsv.parse(Files.readString(f), f.toString());
    }

    /** The pairs of each round, "a-b a-b", in the order the job ran them. */
    static List<String> rounds(PairsTsv t) {
        List<String> out = new ArrayList<>();
        for (PairResult p : t.pairs()) {
            while (out.size() < p.round()) {
                out.add("");
            }
            String cur = out.get(p.round() - 1);
            out.set(p.round() - 1, (cur.isEmpty() ? "" : cur + " ") + p.a() + "-" + p.b());
        }
        return out;
    }

    @Test
    void allPairsOfFourNodesRunInThreeRoundsOfTwoAndTheSlowNodeIsTheOutlier(@TempDir Path dir) throws Exception {
        String script = render(dir, PROBE, "--nodes", "4");
        assertTrue(script.contains("#SBATCH --nodes=4\n") && script.contains("#SBATCH --ntasks-per-node=1\n"), script);
        Run run = run(script, "node[1-4]", 4, "node1 5.00\nnode2 5.00\nnode3 0.50\nnode4 5.00\n", dir);
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        PairsTsv t = pairs(dir);
        assertEquals(List.of("node1-node4 node2-node3", "node1-node2 node3-node4", "node1-node3 node2-node4"), rounds(t),
                "the circle method: every pair once, two disjoint pairs a round");
        assertTrue(t.ended());
        assertEquals("no", t.stopped());
        assertEquals("all-pairs", t.setting("mode"));
        assertEquals("torch-probe", t.setting("tool"));
        assertEquals("p", t.setting("partition"));
        assertEquals(java.util.Set.of("nodelist=node1,node4 ntasks=2 tpn=1", "nodelist=node2,node3 ntasks=2 tpn=1"),
                java.util.Set.copyOf(run.file("srun.calls").lines().limit(2).toList()), "one srun step per pair (a round's at once), one rank per node");
        assertEquals(6, run.file("srun.calls").lines().count());
        assertTrue(run.stdout().contains("clusterjob-sweep: DONE mode=all-pairs rounds=3 pairs=6 "), run.stdout());
        SweepReport r = Sweeper.report(folder(dir), null, 0.5);
        assertEquals(List.of("node3"), r.verdict().outliers().stream().map(NodeScore::node).toList());
        assertEquals(5.0, r.verdict().referenceGbps());
        assertTrue(Files.exists(folder(dir).resolve("r1-node1-node4.txt")), "raw output kept (4 nodes)");
        assertFalse(Files.exists(folder(dir).resolve("r1-node1-node4.svg")), "no picture per pair");
    }

    @Test
    void quickMeasuresTheRingThenPairsTheHostBetweenTwoSlowOnesWithAGoodOne(@TempDir Path dir) throws Exception {
        String script = render(dir, PROBE, "--nodes", "6", "--mode", "quick");
        StringBuilder bw = new StringBuilder();
        for (int i = 1; i <= 6; i++) {
            bw.append("node").append(i).append(i == 3 || i == 5 ? " 0.40\n" : " 4.00\n");
        }
        Run run = run(script, "node[1-6]", 6, bw.toString(), dir);
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        PairsTsv t = pairs(dir);
        assertEquals(List.of("node1-node2 node3-node4 node5-node6", "node1-node6 node2-node3 node4-node5", "node1-node4"), rounds(t),
                "node4 sits between the slow node3 and node5: one more pair, with a good node");
        SweepReport r = Sweeper.report(folder(dir), null, 0.5);
        assertEquals(List.of("node3", "node5"), r.verdict().outliers().stream().map(NodeScore::node).toList());
        assertEquals(7, r.verdict().pairs().size(), "7 pairs where all-pairs would measure 15");
    }

    @Test
    void aHangingPairIsStoppedAndCountedAndNoRoundStartsPastTheTimeLimit(@TempDir Path dir) throws Exception {
        // a 1:50 limit leaves 50 s of rounds; a round needs the pair limit (20 s) + 15 s: the first starts, the
        // second (after the hung pair's 20 s) does not
        String script = render(dir, PROBE, "--nodes", "4", "--time", "1:50");
        Run run = run(script, "node[1-4]", 4, "node1 5.00\nnode2 5.00\nnode3 5.00\nnode4 hang\n", dir);
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        PairsTsv t = pairs(dir);
        assertEquals(List.of("node1-node4 node2-node3"), rounds(t));
        assertEquals("time-limit", t.stopped());
        PairResult hung = t.pairs().get(0);
        assertEquals("timeout", hung.error());
        assertEquals(124, hung.exit());
        assertEquals(5.0, t.pairs().get(1).busbwGbps());
        assertTrue(run.stdout().contains("clusterjob: sweep: the job's time is nearly up: stopping after 1 round(s) and 2 pair(s)"), run.stdout());
        SweepReport r = Sweeper.report(folder(dir), null, 0.5);
        assertEquals("time-limit", r.stopped());
        assertTrue(SweepText.lines(r).get(0).contains("stopped early (time-limit)"), SweepText.lines(r).get(0));
    }

    @Test
    void theScriptPassesShellcheckAtWarningLevel(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("sweep.sbatch");
        Files.writeString(script, render(dir, PROBE, "--nodes", "4", "--mode", "quick"));
        Process p = new ProcessBuilder("shellcheck", "-S", "warning", "-f", "gcc",
                script.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "shellcheck did not finish");
        assertEquals(0, p.exitValue(), "shellcheck -S warning:\n" + out);
    }

    @Test
    void aMissingPythonStopsTheSweepWithTheGatesErrorLine(@TempDir Path dir) throws Exception {
        String script = render(dir, "/nonexistent/python3", "--nodes", "2");
        Run run = run(script, "node[1-2]", 2, "", dir);
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = VerdictLine.lastIn(run.stdout()).orElseThrow();
        assertEquals(VerdictLine.Status.ERROR, v.status());
        assertEquals("no-tool", v.reason());
        assertEquals("gate.python", v.fields().get("setting"));
        assertFalse(Files.exists(folder(dir).resolve("pairs.tsv")), "nothing measured");
    }
}
