package dev.clusterjob.gate;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Invocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Executes rendered scripts with a gate step under a synthetic allocation (stub srun and launchers of
 * src/test/fakebin, and a stub measuring program, src/test/fakebin-gate/fake-gate-probe, whose busbw per
 * host comes from a file): which hosts train, what the verdict line says, the exit code, and that
 * training never starts when the gate fails.
 */
class GateScriptTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/test-profiles.yaml").toAbsolutePath().toString();
    static final String PROBE = Path.of("src/test/fakebin-gate/fake-gate-probe").toAbsolutePath().toString();
    static final String JOB_ID = "4242";

    /** Renders a torchrun job of {@code nodes} nodes (2 processes each) with {@code gate} as its gate: block (no preflight: other tests cover it). */
    static String render(Path dir, int nodes, String gate, String... flags) throws Exception {
        Path spec = dir.resolve("gated.yaml");
        Files.writeString(spec, "profile: cpu2\nprofile_files: [" + PROFILES + "]\nnodes: " + nodes + "\nlauncher: torchrun\n"
                + "preflight: false\ncommand: [train.py, --epochs, \"1\"]\ngate:\n" + gate.indent(2));
        List<String> args = new ArrayList<>(List.of("render", spec.toString(), "-o", "-"));
        args.addAll(List.of(flags));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    static Run run(String script, String nodelist, int numNodes, String bandwidths, Path dir, Map<String, String> extra) throws Exception {
        Path bw = dir.resolve("bw.txt");
        Files.writeString(bw, bandwidths);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("CJ_FAKE_BW", bw.toString());
        env.put("SLURM_SUBMIT_DIR", dir.toString());
        env.put("SLURM_JOB_NAME", "gated");
        env.put("SLURM_CPUS_ON_NODE", "8");
        env.putAll(extra);
        return FakeAllocation.runBatch(script, JOB_ID, nodelist, numNodes, "broken", env, dir.resolve("job"));
    }

    static VerdictLine verdict(Run run) {
        return VerdictLine.lastIn(run.stdout()).orElseThrow(() -> new AssertionError("no verdict line:\n" + run.stdout() + run.stderr()));
    }

    /** srun calls as "nodelist ntasks tpn" lines, in order. */
    static List<String> sruns(Run run) throws Exception {
        return run.file("srun.calls").lines().toList();
    }

    static Set<String> trainingHosts(Run run) {
        Set<String> hosts = new HashSet<>();
        for (Invocation i : run.of("torchrun")) {
            hosts.add(i.env("SLURMD_NODENAME"));
        }
        return hosts;
    }

    static final String PROBE_GATE = "tool: torch-probe\npython: " + PROBE + "\nmin_busbw_gbps: 1\n";

    @Test
    void healthyNodesPassAndTrainOnTheWholeAllocation(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 5.00\n", dir, Map.of());
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.PASS, v.status());
        assertEquals(List.of("node1", "node2"), v.train());
        assertEquals(List.of(), v.suspects());
        assertEquals("none", v.reason());
        assertEquals("all-node", v.fields().get("stage"));
        assertEquals("5.00", v.fields().get("busbw_gbps"));
        assertEquals("1", v.fields().get("min_busbw_gbps"));
        assertEquals("1", v.fields().get("runs"));
        assertEquals(List.of("nodelist=node1,node2 ntasks=4 tpn=2", "nodelist=node1,node2 ntasks=2 tpn=1"), sruns(run),
                "one gate step (2 tasks per node), then training");
        assertEquals(Set.of("node1", "node2"), trainingHosts(run));
        for (Invocation t : run.of("torchrun")) {
            assertEquals("2", t.option("--nnodes"));
            assertEquals("node1", t.option("--master_addr"));
            assertEquals(String.valueOf(15000 + 4242 % 17000), t.option("--master_port"));
        }
        Invocation probe = run.of("gate-probe").get(0);
        assertEquals("-c", probe.args().get(0));
        assertTrue(probe.args().get(1).contains("PROBE_VERSION"), "the probe travels as python -c");
        assertEquals(List.of("-f", "2", "-w", "2", "--time-cap", "10", "--timeout", "40"), probe.args().subList(2, 10),
                "sizes by the probe's backend; a 120 s budget gives runs of 40 s and sweeps of 10 s");
        assertNull(probe.env("RANK"), "training's rank variables are not passed to the gate's tasks");
        assertNull(probe.env("WORLD_SIZE"));
        assertEquals("node1", probe.env("MASTER_ADDR"));
        assertEquals(String.valueOf(15000 + (4242 + 1) % 17000), probe.env("MASTER_PORT"), "a port of its own, not training's");
        // the picture next to the job log is the Java one of the same output
        Path gateDir = dir.resolve("gated-4242.gate");
        NcclTestsRun allNode = NcclTestsParser.parse(Files.readString(gateDir.resolve("all-node.txt"))).get(0);
        String expected = BusbwSvg.render(allNode, Verdict.judge(allNode, new GateCriteria(1.0, null)));
        assertEquals(expected, Files.readString(dir.resolve("gated-4242.gate.svg")));
        assertEquals(v.format().replaceAll(" runs=.*", ""), Files.readString(gateDir.resolve("verdict.txt")).trim().replaceAll(" runs=.*", ""));
    }

    /**
     * The gate folder next to the log is a symlink into someone else's folder (which holds a perf.awk
     * of theirs): the gate uses a new private folder from mktemp instead, writes nothing there, and runs its judge
     * from memory, never {@code awk -f} on a file in a folder (a stand-in awk records every call).
     */
    @Test
    void aGateFolderNotTheUsersOwnIsNotUsedAndNoProgramRunsFromAFolder(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Path theirs = Files.createDirectories(dir.resolve("theirs"));
        Files.writeString(theirs.resolve("perf.awk"), "BEGIN { print \"theirs\" }\n");
        Files.createSymbolicLink(dir.resolve("gated-4242.gate"), theirs);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path awk = bin.resolve("awk");
        String realAwk = new ProcessBuilder("bash", "-c", "command -v awk").start().inputReader().readLine();
        Files.writeString(awk, "#!/bin/bash\nargs=\"$*\"; printf '%s\\n' \"${args:0:300}\" | tr '\\n' ' ' >> " + dir.resolve("awk.calls") + "; echo >> " + dir.resolve("awk.calls") + "\nexec " + realAwk + " \"$@\"\n");
        awk.toFile().setExecutable(true);
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 5.00\n", dir,
                Map.of("PATH", bin + ":" + FakeAllocation.FAKEBIN + ":/usr/local/bin:/usr/bin:/bin"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals(VerdictLine.Status.PASS, verdict(run).status());
        try (var files = Files.list(theirs)) {
            assertEquals(List.of(theirs.resolve("perf.awk")), files.toList(), "wrote into someone else's folder");
        }
        assertEquals("BEGIN { print \"theirs\" }\n", Files.readString(theirs.resolve("perf.awk")));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("; outputs in (\\S+)").matcher(run.stdout());
        assertTrue(run.stdout().contains("is not a folder of this user's own") && m.find(), run.stdout());
        Path used = Path.of(m.group(1));
        assertTrue(used.getFileName().toString().matches("clusterjob-gate-4242\\.[A-Za-z0-9]{6}"), used.toString());
        assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(used)));
        String calls = Files.readString(dir.resolve("awk.calls"));
        assertTrue(calls.contains("mode=summary"), calls);
        assertFalse(calls.lines().anyMatch(l -> l.matches("(.* )?-f .*")), "awk -f ran a program from a file: " + calls);
    }

    @Test
    void aSpareNodeReplacesTheSlowOneInTheSameAllocation(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE + "spare_nodes: 1\n");
        assertTrue(script.contains("#SBATCH --nodes=3\n"), "nodes + spare_nodes are allocated");
        Run run = run(script, "node[1-3]", 3, "node1 5.00\nnode2 0.20\nnode3 5.00\n", dir, Map.of());
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.PASS, v.status());
        assertEquals(List.of("node1", "node3"), v.train());
        assertEquals(List.of("node2"), v.suspects());
        assertTrue(v.certain());
        assertEquals("slow", v.reason());
        assertEquals("node2", v.fields().get("excluded"));
        List<String> sruns = sruns(run);
        assertEquals("nodelist=node1,node2,node3 ntasks=6 tpn=2", sruns.get(0), "all-node run first");
        assertTrue(sruns.contains("nodelist=node1,node2 ntasks=4 tpn=2"), sruns.toString());
        assertEquals("nodelist=node1,node3 ntasks=2 tpn=1", sruns.get(sruns.size() - 1), "training on the healthy two");
        assertEquals(Set.of("node1", "node3"), trainingHosts(run));
        for (Invocation t : run.of("torchrun")) {
            assertEquals("2", t.option("--nnodes"));
            assertEquals("node1", t.option("--master_addr"));
        }
    }

    @Test
    void whenTheFirstHostIsBadTheRendezvousMovesToTheNextHealthyOne(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE + "spare_nodes: 1\n");
        Run run = run(script, "node[1-3]", 3, "node1 0.10\nnode2 5.00\nnode3 5.00\n", dir, Map.of());
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(List.of("node2", "node3"), v.train());
        assertEquals(List.of("node1"), v.suspects());
        assertTrue(v.certain());
        assertEquals(Set.of("node2", "node3"), trainingHosts(run));
        for (Invocation t : run.of("torchrun")) {
            assertEquals("node2", t.option("--master_addr"));
            assertEquals(t.env("SLURM_NODEID"), t.option("--node_rank"));
        }
        assertTrue(run.stdout().contains("clusterjob: job 4242: launcher torchrun, 2 node(s) (node2,node3) x 2 = 4 processes, master node2:"),
                run.stdout());
    }

    @Test
    void twoNodesWithoutASpareStopBeforeTrainingAndNameBoth(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 0.20\n", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.FAIL, v.status());
        assertEquals(List.of("node1", "node2"), v.suspects());
        assertFalse(v.certain());
        assertEquals("slow", v.reason());
        assertEquals("all-node", v.fields().get("stage"), "no pair was left to try");
        assertTrue(run.stdout().contains("with 2 nodes and no spare the gate cannot tell which one is at fault"), run.stdout());
        assertTrue(run.of("torchrun").isEmpty(), "training never started");
        assertEquals(List.of("nodelist=node1,node2 ntasks=4 tpn=2"), sruns(run), "only the gate's step ran");
        assertTrue(run.stdout().strip().endsWith(v.format()), "the verdict line is the log's last line");
    }

    @Test
    void outputsGoNextToTheLogThatScontrolNames(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Path logs = Files.createDirectories(dir.resolve("logs"));
        String path = Path.of("src/test/fakebin-gate").toAbsolutePath() + ":" + FakeAllocation.FAKEBIN + ":/usr/local/bin:/usr/bin:/bin";
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 5.00\n", dir,
                Map.of("PATH", path, "CJ_FAKE_STDOUT", logs.resolve("train-4242.out").toString()));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(Files.exists(logs.resolve("train-4242.gate.svg")), run.stdout());
        assertTrue(Files.exists(logs.resolve("train-4242.gate/all-node.txt")));
        assertTrue(Files.readString(logs.resolve("train-4242.gate/verdict.txt")).startsWith("clusterjob-gate: PASS train=node1,node2 "));
        assertEquals(Files.readString(Path.of("templates/gate/probe.py")), Files.readString(logs.resolve("train-4242.gate/probe.py")));
    }

    /**
     * The real torch probe (gloo over loopback) under a parallel stub srun, with {@code python} as gate.python,
     * a floor of 0.001 GB/s and {@code extra} in the job's environment; a budget of 300 s (runs of 100 s): on a
     * busy CI machine importing torch alone can take 25 s.
     */
    static Run runRealProbe(Path dir, String python, Map<String, String> extra) throws Exception {
        return runRealProbe(dir, python, List.of("localhost", "127.0.0.1"), extra);
    }

    /** {@link #runRealProbe(Path, String, Map)} on {@code hosts} (one rank each, every one an import of torch: about 2.5 CPU s). */
    static Run runRealProbe(Path dir, String python, List<String> hosts, Map<String, String> extra) throws Exception {
        TorchProbeTest.requireTorch();
        Path spec = dir.resolve("real.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: " + hosts.size() + "\ngpus_per_node: 1\npreflight: false\nlauncher: torchrun\ncommand: [train.py]\n"
                + "env: {NCCL_SOCKET_IFNAME: lo, GLOO_SOCKET_IFNAME: lo}\n"
                + "gate:\n  tool: torch-probe\n  python: " + python + "\n  min_busbw_gbps: 0.001\n  timeout_s: 300\n");
        Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(0, r.code(), r.err());
        String path = Path.of("src/test/fakebin-gate").toAbsolutePath() + ":" + FakeAllocation.FAKEBIN + ":/usr/local/bin:/usr/bin:/bin";
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", path);
        env.put("SLURM_SUBMIT_DIR", dir.toString());
        env.put("SLURM_JOB_NAME", "real");
        env.put("SLURM_CPUS_ON_NODE", "2");
        env.putAll(extra);
        return FakeAllocation.runBatch(r.out(), JOB_ID, String.join(",", hosts), hosts.size(), "broken", env, dir.resolve("job"));
    }

    /**
     * A program that prints a complete, passing table and then blocks (rank 0 of the stub sleeps after its
     * footer, as a probe would in torch 2.6's gloo teardown) is stopped after a short
     * grace and judged by its table: PASS, not {@code FAIL reason=timeout} naming healthy nodes.
     */
    @Test
    void aRunThatHangsAfterItsCompleteTableIsJudgedByItsTable(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 5.00\n", dir, Map.of("CJ_FAKE_LINGER", "1"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.PASS, v.status(), v.format());
        assertEquals("none", v.reason());
        assertEquals(List.of(), v.suspects());
        assertEquals(List.of("node1", "node2"), v.train());
        assertTrue(Files.exists(dir.resolve("gated-4242.gate/all-node.lingered")), "stopped after the grace, not at the run's limit");
        assertTrue(run.stdout().contains("clusterjob: gate: all-node: the program was still running "), run.stdout());
        assertEquals(Set.of("node1", "node2"), trainingHosts(run));
    }

    /** The same program hanging after a table that fails: judged by the table (slow), still never a timeout. */
    @Test
    void aSlowTableIsJudgedSlowEvenWhenTheProgramHangsAfterIt(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE);
        Run run = run(script, "node[1-2]", 2, "node1 0.20\nnode2 0.20\n", dir, Map.of("CJ_FAKE_LINGER", "1"));
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        assertEquals("slow", verdict(run).reason());
    }

    /** A python without torch is the environment's problem, not the fabric's: no suspects, gate.python named. */
    @Test
    void aPythonWithoutTorchIsNamedAndNobodyIsSuspected(@TempDir Path dir) throws Exception {
        // a real python3 that cannot see Debian's torch: site (and so dist-packages) off
        Path py = dir.resolve("python3-no-site");
        Files.writeString(py, "#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n");
        py.toFile().setExecutable(true);
        Run run = runRealProbe(dir, py.toString(), Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.ERROR, v.status(), v.format());
        assertEquals("no-torch", v.reason());
        assertEquals(List.of(), v.suspects());
        assertEquals("gate.python", v.fields().get("setting"));
        assertTrue(run.stdout().contains("torch-probe could not run on "), run.stdout());
        assertTrue(run.stdout().contains("cannot import torch.distributed"), run.stdout());
        assertTrue(run.of("torchrun").isEmpty(), "training never started");
    }

    /**
     * Slurm gave the tasks GPUs but torch sees none: no-gpu, no suspects. One node is enough and saves a rank's
     * import of torch: a node that fails the gate alone is named (aSingleNodeJobWhoseNodeFailsNamesIt), so an
     * empty suspect list still tells the environment's problem from the node's.
     */
    @Test
    void gpusTorchCannotSeeAreNamedAndNobodyIsSuspected(@TempDir Path dir) throws Exception {
        Run run = runRealProbe(dir, "/usr/bin/python3", List.of("localhost"), Map.of("SLURM_GPUS_ON_NODE", "1"));
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.ERROR, v.status(), v.format());
        assertEquals("no-gpu", v.reason());
        assertEquals(List.of(), v.suspects());
        assertEquals("gate.python", v.fields().get("setting"));
    }

    /** A binary the batch host finds but srun cannot start on the nodes (here: its interpreter is missing). */
    @Test
    void aBinaryThatCannotStartIsNamedAndNobodyIsSuspected(@TempDir Path dir) throws Exception {
        Path bin = dir.resolve("all_reduce_perf");
        Files.writeString(bin, "#!/nonexistent/interpreter\n");
        bin.toFile().setExecutable(true);
        String script = render(dir, 2, "tool: nccl-tests\nbinary: " + bin + "\nmin_busbw_gbps: 1\n");
        Run run = run(script, "node[1-2]", 2, "", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.ERROR, v.status(), v.format());
        assertEquals("tool-not-runnable", v.reason());
        assertEquals(List.of(), v.suspects());
        assertEquals("gate.binary", v.fields().get("setting"));
        assertTrue(run.of("torchrun").isEmpty());
    }

    @Test
    void aBinaryThatIsNotExecutableIsNoToolAndNamesTheSetting(@TempDir Path dir) throws Exception {
        Path bin = dir.resolve("all_reduce_perf");
        Files.writeString(bin, "not a program\n");
        String script = render(dir, 2, "tool: nccl-tests\nbinary: " + bin + "\n");
        Run run = run(script, "node[1-2]", 2, "", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode());
        VerdictLine v = verdict(run);
        assertEquals("no-tool", v.reason());
        assertEquals("gate.binary", v.fields().get("setting"));
        assertTrue(run.stdout().contains("(not executable)"), run.stdout());
        assertTrue(sruns(run).isEmpty());
    }

    /**
     * The real probe passes through the gate, and does not depend on a clean teardown: with
     * destroy_process_group() and the interpreter's exit made to block (a sitecustomize on PYTHONPATH, the
     * deadlock of torch 2.x's gloo teardown), it still leaves by itself after its table, so the gate never has
     * to stop it. One run proves both (each run of the real probe imports torch in two processes).
     */
    @Test
    void theEmbeddedProbeRunsForRealPassesAndLeavesByItselfWhenTeardownWouldHang(@TempDir Path dir) throws Exception {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("sitecustomize.py"), "import atexit, time\nimport torch.distributed as dist\n"
                + "def _block(*a, **k):\n    time.sleep(600)\n"
                + "dist.destroy_process_group = _block\natexit.register(_block)\n");
        Run run = runRealProbe(dir, "/usr/bin/python3", Map.of("PYTHONPATH", site.toString()));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.PASS, v.status());
        assertEquals(List.of("localhost", "127.0.0.1"), v.train());
        String allNodeText = Files.readString(dir.resolve("real-4242.gate/all-node.txt"));
        NcclTestsRun allNode = NcclTestsParser.parse(allNodeText).get(0);
        assertTrue(allNode.tool().startsWith("clusterjob-probe 1"));
        assertEquals(2, allNode.ranks().size());
        int rows = allNode.rows().size();
        assertTrue(rows >= 1, allNodeText);
        if (rows != 9) { // gloo's default sweep is 9 sizes, 16K .. 4M; on a loaded machine the probe's time cap ends it sooner, and says so
            assertTrue(allNodeText.contains(" reached after " + rows + " of 9 sizes"), "gloo's default sweep, 16K .. 4M, or the cap's line:\n" + allNodeText);
        }
        assertEquals(v.fields().get("busbw_gbps"), Verdict.judge(allNode, new GateCriteria(0.001, null)).judgedBusbwText());
        assertEquals(2, run.of("torchrun").size(), "training started on both");
        assertFalse(Files.exists(dir.resolve("real-4242.gate/all-node.lingered")), "the probe left by itself: " + run.stdout());
        assertEquals("0", Files.readString(dir.resolve("real-4242.gate/all-node.rc")).trim());
    }

    @Test
    void aSingleNodeJobWhoseNodeFailsNamesIt(@TempDir Path dir) throws Exception {
        String script = render(dir, 1, PROBE_GATE);
        Run run = run(script, "node7", 1, "node7 error\n", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(List.of("node7"), v.suspects());
        assertTrue(v.certain());
        assertEquals("nccl-error", v.reason());
        assertEquals("all-node", v.fields().get("stage"));
        assertTrue(run.of("torchrun").isEmpty());
    }

    @Test
    void perNodeStageNamesAHostWhoseNicFailsAlone(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE + "per_node: true\n");
        Run run = run(script, "node[1-2]", 2, "node1 5.00 5.00\nnode2 5.00 0.30\n", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(List.of("node2"), v.suspects());
        assertTrue(v.certain());
        assertEquals("per-node", v.fields().get("stage"));
        assertEquals(List.of("nodelist=node1 ntasks=2 tpn=2", "nodelist=node2 ntasks=2 tpn=2"),
                sruns(run).stream().sorted().toList(), "each node alone, and no all-node run with too few healthy nodes");
        for (Invocation p : run.of("gate-probe")) {
            assertEquals("1", p.env("NCCL_P2P_DISABLE"));
            assertEquals("1", p.env("NCCL_SHM_DISABLE"));
        }
        assertTrue(run.of("torchrun").isEmpty());
    }

    @Test
    void anNcclErrorOnOneOfFourIsFoundPairwiseAndTheChosenThreeAreConfirmed(@TempDir Path dir) throws Exception {
        String script = render(dir, 3, PROBE_GATE + "spare_nodes: 1\n");
        Run run = run(script, "node[1-4]", 4, "node1 5.00\nnode2 5.00\nnode3 error\nnode4 5.00\n", dir, Map.of());
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals(List.of("node1", "node2", "node4"), v.train());
        assertEquals(List.of("node3"), v.suspects());
        assertTrue(v.certain());
        assertEquals("nccl-error", v.reason());
        assertEquals("confirm", v.fields().get("stage"));
        List<String> sruns = sruns(run);
        assertTrue(sruns.contains("nodelist=node1,node2,node4 ntasks=6 tpn=2"), "confirming run: " + sruns);
        assertEquals("nodelist=node1,node2,node4 ntasks=3 tpn=1", sruns.get(sruns.size() - 1));
        Set<String> ports = new HashSet<>();
        for (Invocation p : run.of("gate-probe")) {
            ports.add(p.env("MASTER_PORT"));
        }
        assertEquals(run.of("gate-probe").size(), ports.size(), "every run has its own port");
    }

    @Test
    void ncclTestsIsRunOneRankPerGpu(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, "tool: nccl-tests\nbinary: " + PROBE + "\nmin_busbw_gbps: 1\nmin_bytes: 64M\nmax_bytes: 256M\n");
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 5.00\n", dir, Map.of("SLURM_CPUS_ON_NODE", "1"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        Invocation p = run.of("gate-probe").get(0);
        assertEquals(List.of("-b", "1048576", "-e", "268435456", "-f", "2", "-g", "1"), p.args(), "from min_bytes / 64");
        assertTrue(run.stdout().contains("all-node: all_reduce on node1,node2 (nccl-tests, 2 x 2 ranks"), run.stdout());
    }

    @Test
    void aHungRunIsCutAtTheBudget(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE + "timeout_s: 10\n");
        Run run = run(script, "node[1-2]", 2, "node1 5.00\nnode2 hang\n", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode(), run.stdout() + run.stderr());
        VerdictLine v = verdict(run);
        assertEquals("timeout", v.reason());
        assertEquals(List.of("node1", "node2"), v.suspects());
        assertTrue(Integer.parseInt(v.fields().get("seconds")) <= 15, v.format());
        assertTrue(run.of("torchrun").isEmpty());
    }

    @Test
    void aMissingToolIsAnErrorWithoutSuspects(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, "tool: nccl-tests\nbinary: /nonexistent/all_reduce_perf\n");
        Run run = run(script, "node[1-2]", 2, "", dir, Map.of());
        assertEquals(ExitCodes.GATE_FAILED, run.exitCode());
        VerdictLine v = verdict(run);
        assertEquals(VerdictLine.Status.ERROR, v.status());
        assertEquals("no-tool", v.reason());
        assertEquals(List.of(), v.suspects());
        assertEquals("gate.binary", v.fields().get("setting"));
        assertTrue(sruns(run).isEmpty());
    }

    @Test
    void theGateCanBeSkippedAtSubmitTime(@TempDir Path dir) throws Exception {
        String script = render(dir, 2, PROBE_GATE + "spare_nodes: 1\n");
        Run run = run(script, "node[1-3]", 3, "", dir, Map.of("CLUSTERJOB_GATE", "0"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals(List.of("nodelist=node1,node2 ntasks=2 tpn=1"), sruns(run));
        assertTrue(run.stdout().contains("clusterjob: gate: skipped (CLUSTERJOB_GATE=0)"));
    }

    @Test
    void noGateFlagRendersTheScriptWithoutAGate(@TempDir Path dir) throws Exception {
        String gated = render(dir, 2, PROBE_GATE + "spare_nodes: 2\n");
        String plain = render(dir, 2, PROBE_GATE + "spare_nodes: 2\n", "--no-gate");
        assertTrue(gated.contains("cj_gate_main"));
        assertFalse(plain.contains("cj_gate"), "no gate functions");
        assertTrue(plain.contains("#SBATCH --nodes=2\n"), "no spare nodes without a gate");
        assertTrue(plain.contains("CJ_TRAIN_HOSTS=(\"${CJ_USABLE_HOSTS[@]}\")"));
    }
}
