package dev.clusterjob.render;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs rendered batch scripts with bash under a synthetic Slurm environment: a fake srun (one task
 * per node of --nodelist, in parallel, with each node's own env file), fake ip / nvidia-smi output
 * per node, a fake torchrun that records that training started. No Slurm needed; the real-testbed
 * run is a separate e2e test. PATH holds only the fakes and a few basic tools, so the host's own
 * ip, nvidia-smi or ibv_devinfo never leak in.
 */
class PreflightScriptTest {
    private static final List<String> FAKES = List.of("srun", "ip", "torchrun", "scontrol", "nvidia-smi");
    private static final List<String> TOOLS = List.of("bash", "cat", "tr", "hostname", "timeout", "sleep",
            // what the gate step of a gated script uses (and the stub probe of src/test/fakebin-gate)
            "env", "awk", "sed", "grep", "head", "mkdir", "cp", "dirname", "basename", "mktemp");
    private static final Path GATE_PROBE = Path.of("src/test/fakebin-gate/fake-gate-probe").toAbsolutePath();

    @TempDir
    Path dir;
    private Path fake;
    private final Map<String, List<String>> links = new LinkedHashMap<>();
    private final Map<String, List<String>> envs = new LinkedHashMap<>();
    private boolean withIp = true;

    @BeforeEach
    void setUp() throws IOException {
        fake = dir.resolve("fake");
        Files.createDirectories(fake.resolve("bin"));
        Files.createDirectories(fake.resolve("tools"));
        for (String f : FAKES) {
            try (InputStream in = getClass().getResourceAsStream("/dev/clusterjob/preflight/bin/" + f)) {
                Path p = fake.resolve("bin").resolve(f);
                Files.write(p, in.readAllBytes());
                p.toFile().setExecutable(true);
            }
        }
        for (String t : TOOLS) {
            Path real = which(t);
            if (real != null) {
                Files.createSymbolicLink(fake.resolve("tools").resolve(t), real);
            }
        }
    }

    private static Path which(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            Path p = Path.of(d, tool);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /** A node with interfaces "name state" (state: up, down, no-carrier, no-address) and env lines. */
    private PreflightScriptTest node(String name, List<String> ifaces, String... env) {
        links.put(name, ifaces);
        List<String> e = new ArrayList<>(List.of(env));
        e.add("export CLUSTERJOB_PREFLIGHT_ROOT=" + fake.resolve("root-" + name));
        envs.put(name, e);
        return this;
    }

    private static final List<String> GOOD = List.of("lo up", "eth0 up", "bond0 up");
    private static final List<String> NO_BOND = List.of("lo up", "eth0 up");
    private static final String GPUS8 = "export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 FAKE_SMI_GPUS=8";

    record Run(int code, String out, String err, List<String> launched, List<String> srunCalls) {
        List<String> failLines() {
            return out.lines().filter(l -> l.startsWith("clusterjob-preflight: FAIL")).toList();
        }
    }

    private Run run(String script) throws IOException, InterruptedException {
        int idx = 1;
        for (Map.Entry<String, List<String>> n : links.entrySet()) {
            StringBuilder l = new StringBuilder();
            StringBuilder a = new StringBuilder();
            int i = 1;
            for (String spec : n.getValue()) {
                String[] p = spec.split(" ");
                String flags = switch (p[1]) {
                    case "down" -> "BROADCAST,MULTICAST";
                    case "no-carrier" -> "NO-CARRIER,BROADCAST,MULTICAST,UP";
                    default -> p[0].equals("lo") ? "LOOPBACK,UP,LOWER_UP" : "BROADCAST,MULTICAST,UP,LOWER_UP";
                };
                l.append(i).append(": ").append(p[0]).append(": <").append(flags).append("> mtu 1500 qdisc noqueue state ")
                        .append(p[1].equals("up") ? "UP" : "DOWN").append(" mode DEFAULT group default qlen 1000\\    link/ether 52:54:00:00:00:0")
                        .append(i).append(" brd ff:ff:ff:ff:ff:ff\n");
                if (!p[1].equals("no-address") && !p[1].equals("down")) {
                    a.append(i).append(": ").append(p[0]).append("    inet 10.0.").append(idx).append('.').append(i)
                            .append("/24 scope global ").append(p[0]).append("\\       valid_lft forever preferred_lft forever\n");
                }
                i++;
            }
            Files.writeString(fake.resolve(n.getKey() + ".link"), l);
            Files.writeString(fake.resolve(n.getKey() + ".addr"), a);
            Files.writeString(fake.resolve(n.getKey() + ".env"), String.join("\n", envs.get(n.getKey())) + "\n");
            Files.createDirectories(fake.resolve("root-" + n.getKey()));
            idx++;
        }
        if (!withIp) {
            Files.delete(fake.resolve("bin/ip"));
        }
        Path sh = dir.resolve("job.sbatch");
        Files.writeString(sh, script);
        ProcessBuilder pb = new ProcessBuilder("bash", sh.toString()).directory(dir.toFile()); // a batch job starts in its submit folder
        pb.environment().clear();
        pb.environment().put("PATH", fake.resolve("bin") + File.pathSeparator + fake.resolve("tools"));
        pb.environment().put("FAKE", fake.toString());
        pb.environment().put("SLURM_JOB_ID", "4711");
        pb.environment().put("SLURM_JOB_NODELIST", String.join(",", links.keySet()));
        pb.environment().put("SLURM_CPUS_PER_TASK", "96");
        pb.environment().put("SLURM_SUBMIT_DIR", dir.toString());
        Files.createDirectories(fake.resolve("record"));
        pb.environment().put("CJ_FAKE_LOG", fake.resolve("record").toString());
        Path bw = fake.resolve("bw.txt");
        if (!Files.exists(bw)) {
            Files.writeString(bw, "");
        }
        pb.environment().put("CJ_FAKE_BW", bw.toString());
        pb.redirectOutput(dir.resolve("stdout").toFile());
        pb.redirectError(dir.resolve("stderr").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "script did not finish");
        Path launched = fake.resolve("launched");
        Path calls = fake.resolve("srun.calls");
        return new Run(p.exitValue(), Files.readString(dir.resolve("stdout")), Files.readString(dir.resolve("stderr")),
                Files.exists(launched) ? Files.readAllLines(launched) : List.of(),
                Files.exists(calls) ? Files.readAllLines(calls) : List.of());
    }

    private static String render(String profile, int nodes, String... env) {
        SpecBuilder b = SpecBuilder.empty().profile(profile, SpecBuilder.at("--profile")).nodes(nodes, SpecBuilder.at("--nodes"))
                .command(List.of("src/train.py", "--stage", "sft"), SpecBuilder.at("--"));
        for (int i = 0; i < env.length; i += 2) {
            b.env(env[i], env[i + 1], SpecBuilder.at("--env"));
        }
        return JobRenderer.bundled().render(b.build()).text();
    }

    /** A torchrun job of {@code nodes} nodes with a gate of {@code spare} spare nodes whose probe is the stub of src/test/fakebin-gate. */
    private static String renderGated(String profile, int nodes, int spare) {
        GateSettings gate = new GateSettings(true, GateSettings.Tool.TORCH_PROBE, null, GATE_PROBE.toString(), 1.0, null, null, false, spare, null);
        return JobRenderer.bundled().render(SpecBuilder.empty().profile(profile, SpecBuilder.at("--profile")).nodes(nodes, SpecBuilder.at("--nodes"))
                .gate(gate, SpecBuilder.at("--gate")).command(List.of("src/train.py"), SpecBuilder.at("--")).build()).text();
    }

    /**
     * Preflight is the job's first step and covers every allocated host, spares included; with spare
     * nodes a host that fails is left out before the gate, which measures only the others.
     */
    @Test
    void withSpareNodesAFailingHostIsLeftOutBeforeTheGate() throws Exception {
        node("node1", GOOD, GPUS8).node("node2", NO_BOND, GPUS8).node("node3", GOOD, GPUS8);
        Run r = run(renderGated("tcp", 2, 1));
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("--nodes=3 --ntasks=3 --ntasks-per-node=1 --nodelist=node1,node2,node3", r.srunCalls().get(0),
                "preflight first, on all three allocated hosts");
        assertEquals(1, r.failLines().size(), r.out());
        assertTrue(r.failLines().get(0).startsWith("clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0 matches no interface"), r.out());
        assertTrue(r.out().contains("clusterjob: preflight failed on 1 of 3 node(s) (node2): left out; 2 node(s) remain for 2 training node(s)\n"),
                r.out());
        assertTrue(r.srunCalls().get(1).startsWith("--job-name=cj-gate-all-node --nodes=2 --ntasks=16 --ntasks-per-node=8 --nodelist=node1,node3 "),
                "the gate measures the two hosts preflight left in: " + r.srunCalls());
        assertTrue(r.out().contains("clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects= certain=yes reason=none stage=all-node "),
                r.out());
        assertEquals(List.of("torchrun on node1 node_rank=0", "torchrun on node3 node_rank=1"),
                r.launched().stream().map(l -> l.substring(0, l.indexOf(" --"))).sorted().toList());
        assertEquals(3, r.srunCalls().size(), "preflight, one gate run, the launch");
    }

    @Test
    void withSpareNodesTooFewGoodHostsStillStopTheJobBeforeTheGate() throws Exception {
        node("node1", NO_BOND, GPUS8).node("node2", GOOD, GPUS8).node("node3", NO_BOND, GPUS8);
        Run r = run(renderGated("tcp", 2, 1));
        assertEquals(ExitCodes.JOB_PREFLIGHT_FAILED, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("clusterjob: preflight failed on 2 of 3 node(s) (node1 node3): training not started;")
                && r.err().contains("sbatch --exclude=node1,node3"), r.err());
        assertEquals(1, r.srunCalls().size(), "no gate run, no launch: " + r.srunCalls());
        assertFalse(r.out().contains("clusterjob-gate:"), r.out());
        assertEquals(List.of(), r.launched());
    }

    @Test
    void correctInterfaceEverywherePassesAndTrains() throws Exception {
        node("node1", GOOD, GPUS8).node("node2", GOOD, GPUS8);
        Run r = run(render("h800", 2));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("clusterjob-preflight: ok node1: NCCL_SOCKET_IFNAME=bond0 -> bond0; GLOO_SOCKET_IFNAME=bond0 -> bond0"), r.out());
        assertTrue(r.out().contains("clusterjob: preflight passed on 2 node(s)"), r.out());
        assertEquals(2, r.launched().size(), r.launched().toString());
        assertEquals("--nodes=2 --ntasks=2 --ntasks-per-node=1 --nodelist=node1,node2", r.srunCalls().get(0), "one task per node, all nodes in one step");
        assertEquals(2, r.srunCalls().size(), "preflight step, then the launch step");
    }

    /** The seed's mistake: an interface name that some node lacks. One line per bad node, exit 69, no training. */
    @Test
    void missingInterfaceStopsTheJobNamingTheNode() throws Exception {
        node("node1", GOOD, GPUS8).node("node2", NO_BOND, GPUS8).node("node3", NO_BOND, GPUS8);
        Run r = run(render("h800", 3));
        assertEquals(ExitCodes.JOB_PREFLIGHT_FAILED, r.code(), r.out() + r.err());
        assertEquals(List.of(
                "clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0); "
                        + "GLOO_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0)",
                "clusterjob-preflight: FAIL node3: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0); "
                        + "GLOO_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0)"), r.failLines());
        assertTrue(r.err().contains("preflight failed on 2 of 3 node(s) (node2 node3): training not started")
                && r.err().contains("--exclude=node2,node3"), r.err());
        assertEquals(List.of(), r.launched(), "training must not start");
        assertEquals(1, r.srunCalls().size());
    }

    @Test
    void interfaceDownOrWithoutCarrier() throws Exception {
        node("node1", List.of("lo up", "eth0 up", "bond0 no-carrier"), GPUS8).node("node2", List.of("lo up", "bond0 down"), GPUS8);
        Run r = run(render("tcp", 2));
        assertEquals(69, r.code());
        assertTrue(r.failLines().get(0).startsWith("clusterjob-preflight: FAIL node1: NCCL_SOCKET_IFNAME=bond0: bond0 no-carrier"), r.out());
        assertTrue(r.failLines().get(1).startsWith("clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0: bond0 down"), r.out());
    }

    /** NCCL_SOCKET_IFNAME syntax: prefixes, '=' exact, '^' exclude (lo never counts as a way to the other nodes). */
    @Test
    void honoursNcclInterfaceSyntax() throws Exception {
        List<String> ifs = List.of("lo up", "eth0 up", "bond0 up");
        node("node1", ifs, GPUS8);
        assertEquals(0, run(render("tcp", 1, "NCCL_SOCKET_IFNAME", "bond", "GLOO_SOCKET_IFNAME", "bond0")).code(), "prefix 'bond' matches bond0");
        Run exact = run(render("tcp", 1, "NCCL_SOCKET_IFNAME", "=bond", "GLOO_SOCKET_IFNAME", "bond0"));
        assertEquals(List.of("clusterjob-preflight: FAIL node1: NCCL_SOCKET_IFNAME==bond matches no interface (have: lo eth0 bond0)"), exact.failLines());
        Run excl = run(render("tcp", 1, "NCCL_SOCKET_IFNAME", "^eth,lo", "GLOO_SOCKET_IFNAME", "bond0"));
        assertEquals(0, excl.code(), excl.out());
        assertTrue(excl.out().contains("NCCL_SOCKET_IFNAME=^eth,lo -> bond0"), excl.out());
        Run all = run(render("tcp", 1, "NCCL_SOCKET_IFNAME", "^eth,bond", "GLOO_SOCKET_IFNAME", "bond0"));
        assertEquals(List.of("clusterjob-preflight: FAIL node1: NCCL_SOCKET_IFNAME=^eth,bond matches no interface (have: lo eth0 bond0)"),
                all.failLines(), "only lo is left");
        Run gloo = run(render("tcp", 1, "GLOO_SOCKET_IFNAME", "bond0,ib0"));
        assertEquals(List.of("clusterjob-preflight: FAIL node1: GLOO_SOCKET_IFNAME=bond0,ib0: ib0 not up (have: lo eth0 bond0)"), gloo.failLines());
    }

    @Test
    void fallsBackToProcNetDevWithoutIp() throws Exception {
        node("node1", List.of(), GPUS8);
        withIp = false;
        Path proc = fake.resolve("root-node1/proc/net");
        Files.createDirectories(proc);
        Files.writeString(proc.resolve("dev"), """
                Inter-|   Receive                                                |  Transmit
                 face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                    lo:  123456     100    0    0    0     0          0         0   123456     100    0    0    0     0       0          0
                  eth0: 9876543    5000    0    0    0     0          0         0  1234567    4000    0    0    0     0       0          0
                """);
        Run r = run(render("tcp", 1));
        assertEquals(List.of("clusterjob-preflight: FAIL node1: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0); "
                + "GLOO_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0)"), r.failLines());
    }

    /** HCA ports from /sys/class/infiniband: a port without a cable (DOWN), a missing HCA, no uverbs device. */
    @Test
    void hcaPortsMustBeActive() throws Exception {
        node("node1", GOOD, GPUS8).node("node2", GOOD, GPUS8).node("node3", GOOD, GPUS8);
        hca("node1", "mlx5_0", "4: ACTIVE");
        hca("node1", "mlx5_1", "4: ACTIVE");
        uverbs("node1");
        hca("node2", "mlx5_0", "4: ACTIVE");
        hca("node2", "mlx5_1", "1: DOWN");
        uverbs("node2");
        hca("node3", "mlx5_0", "4: ACTIVE");
        hca("node3", "mlx5_1", "4: ACTIVE");
        Run r = run(render("h800", 3));
        assertEquals(69, r.code());
        assertTrue(r.out().contains("clusterjob-preflight: ok node1: NCCL_SOCKET_IFNAME=bond0 -> bond0; GLOO_SOCKET_IFNAME=bond0 -> bond0; "
                + "NCCL_IB_HCA==mlx5_0,mlx5_1 -> mlx5_0 mlx5_1 ACTIVE; 8 GPU(s) (CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7)"), r.out());
        assertEquals(List.of(
                "clusterjob-preflight: FAIL node2: NCCL_IB_HCA entry mlx5_1: no ACTIVE port (mlx5_1/1 DOWN)",
                "clusterjob-preflight: FAIL node3: NCCL_IB_HCA==mlx5_0,mlx5_1: no /dev/infiniband/uverbs* (a container started without "
                        + "--device=/dev/infiniband?), NCCL would fall back to TCP sockets"), r.failLines());
        Run missing = run(render("h800", 3, "NCCL_IB_HCA", "=mlx5_0,mlx5_2"));
        assertTrue(missing.failLines().get(0).startsWith("clusterjob-preflight: FAIL node1: NCCL_IB_HCA entry mlx5_2: no such HCA port (have: mlx5_0 mlx5_1)"),
                missing.out());
        Run off = run(render("h800", 3, "NCCL_IB_DISABLE", "1", "NCCL_IB_HCA", "=mlx5_9"));
        assertEquals(List.of(), off.failLines(), "with NCCL_IB_DISABLE=1 the HCA list is not used: " + off.out());
    }

    private void hca(String node, String hca, String state) throws IOException {
        Path port = fake.resolve("root-" + node + "/sys/class/infiniband/" + hca + "/ports/1");
        Files.createDirectories(port);
        Files.writeString(port.resolve("state"), state + "\n");
    }

    private void uverbs(String node) throws IOException {
        Path d = fake.resolve("root-" + node + "/dev/infiniband");
        Files.createDirectories(d);
        Files.writeString(d.resolve("uverbs0"), "");
    }

    @Test
    void gpusAssignedBySlurmAndListedByTheDriver() throws Exception {
        node("node1", GOOD, "export CUDA_VISIBLE_DEVICES=0,1,2,3 FAKE_SMI_GPUS=8")
                .node("node2", GOOD)
                .node("node3", GOOD, "export SLURM_GPUS_ON_NODE=8 FAKE_SMI_FAIL=1")
                .node("node4", GOOD, "export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 FAKE_SMI_GPUS=6");
        Run r = run(render("tcp", 4));
        assertEquals(List.of(
                "clusterjob-preflight: FAIL node1: Slurm assigned 4 GPU(s) (CUDA_VISIBLE_DEVICES=0,1,2,3), the job needs 8",
                "clusterjob-preflight: FAIL node2: no GPUs assigned: CUDA_VISIBLE_DEVICES and SLURM_GPUS_ON_NODE are unset "
                        + "(GRES gpu missing on this node or partition?)",
                "clusterjob-preflight: FAIL node3: nvidia-smi failed: NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
                        + "Make sure that the latest NVIDIA driver is installed and running.",
                "clusterjob-preflight: FAIL node4: nvidia-smi lists 6 GPU(s), Slurm assigned 8 (CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7)"), r.failLines());
    }

    @Test
    void amdGpusComeFromRocrVisibleDevices() throws Exception {
        node("node1", GOOD, "export ROCR_VISIBLE_DEVICES=0,1,2,3,4,5,6,7").node("node2", GOOD, "export ROCR_VISIBLE_DEVICES=0,1");
        Run r = run(render("instinct", 2));
        assertTrue(r.out().contains("clusterjob-preflight: ok node1:") && r.out().contains("8 GPU(s) (ROCR_VISIBLE_DEVICES=0,1,2,3,4,5,6,7)"), r.out());
        assertTrue(r.out().contains("NCCL_IB_HCA not checked (no /sys/class/infiniband, no ibv_devinfo)"), r.out());
        assertEquals(List.of("clusterjob-preflight: FAIL node2: Slurm assigned 2 GPU(s) (ROCR_VISIBLE_DEVICES=0,1), the job needs 8"), r.failLines());
    }

    @Test
    void noGpuCheckWhenTheProfileDoesNotRequestGpus() throws Exception {
        Path profiles = dir.resolve("site.yaml");
        Files.writeString(profiles, "profiles:\n  cpu:\n    extends: tcp\n    request_gpus: false\n");
        String text = JobRenderer.bundled().render(SpecBuilder.empty().addProfileFile(profiles, "--profile-file")
                .profile("cpu", SpecBuilder.at("--profile")).nodes(1, SpecBuilder.at("--nodes"))
                .command(List.of("train.py"), SpecBuilder.at("--")).build()).text();
        node("node1", GOOD);
        Run r = run(text);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("clusterjob-preflight: ok node1: NCCL_SOCKET_IFNAME=bond0 -> bond0; GLOO_SOCKET_IFNAME=bond0 -> bond0;"
                + " found torchrun\n"), "no GPU check: " + r.out());
    }

    @Test
    void aNodeWithoutAReportCountsAsBad() throws Exception {
        node("node1", GOOD, GPUS8).node("node2", GOOD, "exit 3");
        Run r = run(render("tcp", 2));
        assertEquals(69, r.code());
        assertEquals(List.of("clusterjob-preflight: FAIL node2: no preflight report (the step did not run there; see srun's messages above)"),
                r.failLines());
    }

    @Test
    void preflightFalseRendersNoStep() throws Exception {
        String off = JobRenderer.bundled().render(SpecBuilder.empty().profile("h800", SpecBuilder.at("--profile"))
                .nodes(2, SpecBuilder.at("--nodes")).preflight(false, SpecBuilder.at("--no-preflight"))
                .command(List.of("train.py"), SpecBuilder.at("--")).build()).text();
        assertFalse(off.contains("preflight"), "no preflight code at all");
        node("node1", NO_BOND, GPUS8).node("node2", NO_BOND, GPUS8);
        Run r = run(off);
        assertEquals(0, r.code());
        assertEquals(2, r.launched().size(), "without preflight the job goes straight to training");
        assertEquals(1, r.srunCalls().size());
    }

    /** A job whose launcher is {@code mytrain} (a stub that records its start), with {@code setup} lines. */
    private String renderMytrain(String... setup) throws IOException {
        Path venv = Files.createDirectories(fake.resolve("venv/bin"));
        Path mytrain = venv.resolve("mytrain");
        Files.writeString(mytrain, "#!/bin/bash\necho \"mytrain on $SLURMD_NODENAME\" >> \"$FAKE/launched\"\n");
        mytrain.toFile().setExecutable(true);
        return JobRenderer.bundled().render(SpecBuilder.empty().profile("tcp", SpecBuilder.at("--profile")).nodes(2, SpecBuilder.at("--nodes"))
                .launcher("srun", SpecBuilder.at("--launcher")).gpusPerNode(1, SpecBuilder.at("--gpus-per-node"))
                .setup(List.of(setup), SpecBuilder.at("--setup")).command(List.of("mytrain", "--epochs", "1"), SpecBuilder.at("--"))
                .build()).text();
    }

    /** The command's program missing on PATH: exit 69 naming each node and its PATH, instead of 127 at launch. */
    @Test
    void aProgramNotFoundAfterSetupStopsTheJobNamingNodeAndPath() throws Exception {
        node("node1", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1").node("node2", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1");
        String script = renderMytrain("export CJ_SETUP_SEEN=1");
        assertTrue(script.contains(" --exit 69 --program srun --program mytrain\n"), script);
        Run r = run(script);
        assertEquals(ExitCodes.JOB_PREFLIGHT_FAILED, r.code(), r.out() + r.err());
        String path = fake.resolve("bin") + File.pathSeparator + fake.resolve("tools");
        assertEquals(List.of("clusterjob-preflight: FAIL node1: mytrain not found (PATH=" + path
                        + "): activate its venv, conda env or module in setup: (docs/spec.md)",
                "clusterjob-preflight: FAIL node2: mytrain not found (PATH=" + path
                        + "): activate its venv, conda env or module in setup: (docs/spec.md)"), r.failLines());
        assertEquals(List.of(), r.launched());
        assertTrue(r.err().contains("clusterjob: preflight failed on 2 of 2 node(s) (node1 node2): training not started; a program is not"
                + " found (above): activate its venv, conda env or module in setup: (docs/spec.md)\n"), "no --exclude advice: " + r.err());
    }

    /** The same program found once setup puts its folder on PATH; preflight's task shells run the setup too. */
    @Test
    void programsAreLookedUpAfterTheSetupOnEachNode() throws Exception {
        node("node1", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1").node("node2", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1");
        Run ok = run(renderMytrain("export PATH=\"$FAKE/venv/bin:$PATH\"", "echo \"setup on ${SLURMD_NODENAME:-batch}\" >> \"$FAKE/setup.ran\""));
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("clusterjob-preflight: ok node2: NCCL_SOCKET_IFNAME=bond0 -> bond0; GLOO_SOCKET_IFNAME=bond0 -> bond0;"
                + " 1 GPU(s) (CUDA_VISIBLE_DEVICES=0); found srun mytrain\n"), ok.out());
        assertEquals(List.of("mytrain on node1", "mytrain on node2"), ok.launched().stream().sorted().toList());
        assertEquals(List.of("setup on batch", "setup on node1", "setup on node1", "setup on node2", "setup on node2"),
                Files.readAllLines(fake.resolve("setup.ran")).stream().sorted().toList(),
                "the batch shell, then each node's preflight task, then each training task");
    }

    /**
     * A plain program name that is an executable file in the job's working directory passes: srun looks there after
     * PATH (Slurm's search_path with check_cwd_last); the same file without the execute bit does not.
     */
    @ParameterizedTest(name = "executable {0}")
    @ValueSource(booleans = {true, false})
    void aProgramInTheWorkingDirectoryIsFoundAsSrunFindsIt(boolean executable) throws Exception {
        node("node1", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1").node("node2", GOOD, "export CUDA_VISIBLE_DEVICES=0 FAKE_SMI_GPUS=1");
        String script = renderMytrain("export CJ_SETUP_SEEN=1");
        Path here = dir.resolve("mytrain");
        Files.copy(fake.resolve("venv/bin/mytrain"), here);
        here.toFile().setExecutable(executable);
        Run r = run(script);
        if (executable) {
            assertEquals(List.of(), r.failLines(), r.out() + r.err());
            assertTrue(r.out().contains("clusterjob-preflight: ok node1: ") && r.out().contains("found srun mytrain\n"), r.out());
        } else {
            assertEquals(ExitCodes.JOB_PREFLIGHT_FAILED, r.code(), r.out() + r.err());
            assertEquals(2, r.failLines().size(), r.out());
            assertTrue(r.failLines().get(0).contains(": mytrain not found (PATH="), r.failLines().get(0));
        }
    }
}
