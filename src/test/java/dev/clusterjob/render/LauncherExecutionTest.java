package dev.clusterjob.render;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Invocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Executes rendered scripts with bash under synthetic Slurm allocations (stub srun / mpirun / launchers
 * from src/test/fakebin) and checks every derived value each launcher receives, for several node
 * counts and hostlist shapes, with Slurm's scontrol and with the pure-shell fallback.
 */
class LauncherExecutionTest {
    static final String PROFILES = "src/test/resources/profiles/test-profiles.yaml";
    static final String JOB_ID = "4242";
    static final String PORT = String.valueOf(15000 + 4242 % 17000);

    record Alloc(String nodelist, List<String> hosts) {
    }

    static Stream<Arguments> allocations() {
        List<Alloc> allocs = List.of(
                new Alloc("node[1-2]", List.of("node1", "node2")),
                new Alloc("gpu-a[01-03,07],gpu-b5", List.of("gpu-a01", "gpu-a02", "gpu-a03", "gpu-a07", "gpu-b5")),
                new Alloc("rack[1-2]-node[01-02]", List.of("rack1-node01", "rack1-node02", "rack2-node01", "rack2-node02")),
                new Alloc("solo", List.of("solo")));
        List<Arguments> out = new ArrayList<>();
        for (Alloc a : allocs) {
            for (String scontrol : List.of("real", "broken")) {
                out.add(Arguments.of(a, scontrol));
            }
        }
        return out.stream();
    }

    /**
     * Every allocation once, Slurm's scontrol and the pure-shell fallback taking turns: the launchers other than
     * torchrun read the hosts from the script's one cj_hostnames, which torchrun's test runs on every allocation with
     * both (and HostlistTest holds the two expanders to Slurm's grammar), so a second run per allocation proved nothing
     * more about the launcher.
     */
    static Stream<Arguments> allocationsOnce() {
        List<Arguments> all = allocations().toList();
        List<Arguments> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 2) {
            out.add(all.get(i + (i / 2) % 2));
        }
        return out.stream();
    }

    /** Renders with preflight off: these tests look at the launch; PreflightScriptTest covers preflight. */
    static String render(String... args) {
        String[] withoutPreflight = new String[args.length + 1];
        withoutPreflight[0] = args[0];
        withoutPreflight[1] = "--no-preflight";
        System.arraycopy(args, 1, withoutPreflight, 2, args.length - 1);
        Cli.Result r = Cli.run(withoutPreflight);
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    static Run runOn(String script, Alloc a, String scontrol, Path dir, Map<String, String> extra) throws Exception {
        return FakeAllocation.runBatch(script, JOB_ID, a.nodelist(), a.hosts().size(), scontrol, extra, dir);
    }

    @ParameterizedTest(name = "torchrun on {0} with {1} scontrol")
    @MethodSource("allocations")
    void torchrunGetsOneTaskPerNodeWithStaticRendezvous(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "h800", "--nodes", String.valueOf(a.hosts().size()),
                "--", "src/train.py", "--stage", "sft");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> t = run.of("torchrun");
        assertEquals(a.hosts().size(), t.size());
        Set<String> ranks = new HashSet<>();
        for (Invocation i : t) {
            int nodeId = Integer.parseInt(i.env("SLURM_NODEID"));
            assertEquals(a.hosts().get(nodeId), i.env("SLURMD_NODENAME"));
            assertEquals(String.valueOf(a.hosts().size()), i.option("--nnodes"));
            assertEquals(String.valueOf(nodeId), i.option("--node_rank"));
            assertEquals(String.valueOf(nodeId), i.env("NODE_RANK"));
            assertEquals("8", i.option("--nproc_per_node"));
            assertEquals(a.hosts().get(0), i.option("--master_addr"));
            assertEquals(PORT, i.option("--master_port"));
            assertEquals(List.of("src/train.py", "--stage", "sft"), i.args().subList(i.args().size() - 3, i.args().size()));
            assertEquals("bond0", i.env("NCCL_SOCKET_IFNAME"));
            assertEquals("=mlx5_0,mlx5_1", i.env("NCCL_IB_HCA"));
            ranks.add(i.option("--node_rank"));
        }
        assertEquals(a.hosts().size(), ranks.size(), "every node has its own rank");
        assertTrue(run.file("srun.calls").contains("nodelist=" + String.join(",", a.hosts()) + " ntasks=" + a.hosts().size() + " tpn=1"));
    }

    @ParameterizedTest(name = "srun per GPU on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void srunGivesEveryTaskItsRanks(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "cpu2", "--profile-file", PROFILES, "--nodes", String.valueOf(n),
                "--launcher", "srun", "--", "cj-fake-program", "x");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> p = run.of("cj-fake-program");
        assertEquals(2 * n, p.size());
        Set<String> ranks = new HashSet<>();
        for (Invocation i : p) {
            int rank = Integer.parseInt(i.env("RANK"));
            int node = Integer.parseInt(i.env("NODE_RANK"));
            int local = Integer.parseInt(i.env("LOCAL_RANK"));
            assertEquals(node * 2 + local, rank);
            assertEquals(String.valueOf(2 * n), i.env("WORLD_SIZE"));
            assertEquals("2", i.env("LOCAL_WORLD_SIZE"));
            assertEquals(a.hosts().get(0), i.env("MASTER_ADDR"));
            assertEquals(PORT, i.env("MASTER_PORT"));
            assertEquals(a.hosts().get(node), i.env("SLURMD_NODENAME"));
            ranks.add(i.env("RANK"));
        }
        assertEquals(2 * n, ranks.size());
    }

    @ParameterizedTest(name = "llamafactory on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void llamafactoryGetsItsLauncherVariables(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "h800", "--nodes", String.valueOf(n), "--launcher", "llamafactory",
                "--", "train", "examples/train_full/llama3_full_sft.yaml");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> l = run.of("llamafactory-cli");
        assertEquals(n, l.size());
        for (Invocation i : l) {
            assertEquals("1", i.env("FORCE_TORCHRUN"));
            assertEquals(String.valueOf(n), i.env("NNODES"));
            assertEquals(i.env("SLURM_NODEID"), i.env("NODE_RANK"));
            assertEquals(a.hosts().get(Integer.parseInt(i.env("NODE_RANK"))), i.env("SLURMD_NODENAME"));
            assertEquals("8", i.env("NPROC_PER_NODE"));
            assertEquals(a.hosts().get(0), i.env("MASTER_ADDR"));
            assertEquals(PORT, i.env("MASTER_PORT"));
            assertEquals(List.of("train", "examples/train_full/llama3_full_sft.yaml"), i.args());
        }
    }

    @ParameterizedTest(name = "deepspeed (srun mode) on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void deepspeedRunsPerNodeWithoutSsh(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "h800", "--nodes", String.valueOf(n), "--launcher", "deepspeed",
                "--", "src/train.py", "--deepspeed", "ds_z3.json");
        // a symlink planted at a predictable name (clusterjob-JOBID-0.hostfile) is not followed, and no hostfile is left behind
        Path victim = Files.writeString(Files.createDirectories(dir).resolve("victim"), "keep\n");
        Files.createSymbolicLink(dir.resolve("clusterjob-" + JOB_ID + "-0.hostfile"), victim);
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals("keep\n", Files.readString(victim));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.map(p -> p.getFileName().toString()).filter(f -> f.startsWith("clusterjob-ds")).toList());
        }
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> d = run.of("deepspeed");
        assertEquals(n, d.size());
        StringBuilder hostfile = new StringBuilder();
        a.hosts().forEach(h -> hostfile.append(h).append(" slots=8\n"));
        for (Invocation i : d) {
            assertTrue(i.args().contains("--no_ssh"));
            assertEquals(i.env("SLURM_NODEID"), i.option("--node_rank"));
            assertEquals(a.hosts().get(0), i.option("--master_addr"));
            assertEquals(PORT, i.option("--master_port"));
            assertEquals(hostfile.toString(), Files.readString(Path.of(i.recordBase() + ".hostfile")));
        }
    }

    @Test
    void deepspeedSshModeRunsOnceWithHostfileSshPortAndEnvFile(@TempDir Path dir) throws Exception {
        Alloc a = new Alloc("node[1-2]", List.of("node1", "node2"));
        String script = render("render", "--profile", "h800", "--nodes", "2", "--launcher", "deepspeed",
                "--launch-mode", "ssh", "--ssh-port", "2222", "--", "src/train.py");
        // symlinks planted at predictable names (TMPDIR is the run's folder) are not followed
        Path victim = Files.writeString(Files.createDirectories(dir).resolve("victim"), "keep\n");
        Files.createSymbolicLink(dir.resolve("clusterjob-" + JOB_ID + ".hostfile"), victim);
        Files.createSymbolicLink(dir.resolve("clusterjob-" + JOB_ID + ".deepspeed_env"), victim);
        Run run = runOn(script, a, "real", dir, Map.of());
        assertEquals("keep\n", Files.readString(victim));
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> d = run.of("deepspeed");
        assertEquals(1, d.size(), "deepspeed starts once, on the batch host");
        Invocation i = d.get(0);
        assertEquals("2222", i.option("--ssh_port"));
        assertNull(i.env("SLURM_NODEID"), "not started through srun");
        assertEquals("node1 slots=8\nnode2 slots=8\n", Files.readString(Path.of(i.recordBase() + ".hostfile")));
        String envFile = Files.readString(Path.of(i.recordBase() + ".ds_env"));
        assertFalse(Files.exists(Path.of(i.env("DS_ENV_FILE")).getParent()), "the job's private folder is gone when it ends");
        assertTrue(envFile.contains("MASTER_ADDR=node1\n"), envFile);
        assertTrue(envFile.contains("NCCL_IB_HCA==mlx5_0,mlx5_1\n"), envFile);
        assertTrue(envFile.contains("GLOO_SOCKET_IFNAME=bond0\n"), envFile);
    }

    @ParameterizedTest(name = "accelerate on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void accelerateGetsMachineRankAndTotalProcesses(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "h800", "--nodes", String.valueOf(n), "--launcher", "accelerate",
                "--", "train.py");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> acc = run.of("accelerate");
        assertEquals(n, acc.size());
        for (Invocation i : acc) {
            assertEquals("launch", i.args().get(0));
            assertEquals(String.valueOf(n), i.option("--num_machines"));
            assertEquals(i.env("SLURM_NODEID"), i.option("--machine_rank"));
            assertEquals(a.hosts().get(0), i.option("--main_process_ip"));
            assertEquals(PORT, i.option("--main_process_port"));
            assertEquals(String.valueOf(8 * n), i.option("--num_processes"));
        }
    }

    @ParameterizedTest(name = "horovod on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void horovodGetsHostSlotsFromTheAllocation(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "tcp", "--gpus-per-node", "4", "--nodes", String.valueOf(n),
                "--launcher", "horovod", "--", "python3", "train.py");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> h = run.of("horovodrun");
        assertEquals(1, h.size());
        List<String> args = h.get(0).args();
        assertEquals(List.of("-np", String.valueOf(4 * n), "-H",
                String.join(",", a.hosts().stream().map(x -> x + ":4").toList()), "python3", "train.py"), args);
    }

    @ParameterizedTest(name = "mpirun on {0} with {1} scontrol")
    @MethodSource("allocationsOnce")
    void mpirunRanksDeriveFromOpenMpi(Alloc a, String scontrol, @TempDir Path dir) throws Exception {
        int n = a.hosts().size();
        String script = render("render", "--profile", "cpu2", "--profile-file", PROFILES, "--nodes", String.valueOf(n),
                "--launcher", "mpirun", "--", "cj-fake-program");
        Run run = runOn(script, a, scontrol, dir, Map.of());
        assertEquals(0, run.exitCode(), run.stderr());
        assertMpiRanks(run, a, 2);
    }

    @ParameterizedTest(name = "mpirun rank fallback for {0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"mpich", "pmix", "mvapich"})
    void mpiRankFallbacks(String flavour, @TempDir Path dir) throws Exception {
        Alloc a = new Alloc("node[1-3]", List.of("node1", "node2", "node3"));
        String script = render("render", "--profile", "cpu2", "--profile-file", PROFILES, "--nodes", "3",
                "--launcher", "mpirun", "--", "cj-fake-program");
        Run run = runOn(script, a, "real", dir, Map.of("CJ_FAKE_MPI", flavour));
        assertEquals(0, run.exitCode(), run.stderr());
        assertMpiRanks(run, a, 2);
    }

    static void assertMpiRanks(Run run, Alloc a, int g) throws Exception {
        int n = a.hosts().size();
        assertEquals("np=" + (g * n) + " hosts=" + String.join(",", a.hosts().stream().map(x -> x + ":" + g).toList())
                + " ppr=" + g + "\n", run.file("mpirun.calls"));
        List<Invocation> p = run.of("cj-fake-program");
        assertEquals(g * n, p.size());
        Set<String> ranks = new HashSet<>();
        for (Invocation i : p) {
            int rank = Integer.parseInt(i.env("RANK"));
            assertEquals(String.valueOf(rank / g), i.env("NODE_RANK"));
            assertEquals(String.valueOf(rank % g), i.env("LOCAL_RANK"));
            assertEquals(String.valueOf(g * n), i.env("WORLD_SIZE"));
            assertEquals(String.valueOf(g), i.env("LOCAL_WORLD_SIZE"));
            assertEquals(a.hosts().get(rank / g), i.env("CJ_FAKE_HOST"));
            assertEquals(a.hosts().get(0), i.env("MASTER_ADDR"));
            assertEquals(PORT, i.env("MASTER_PORT"));
            ranks.add(i.env("RANK"));
        }
        assertEquals(g * n, ranks.size());
    }

    @Test
    void standaloneMpirunTakesHostsFromTheHostfile(@TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "cpu2", "--profile-file", PROFILES, "--target", "mpirun",
                "--nodes", "2", "--", "cj-fake-program", "a b");
        Files.writeString(dir.resolve("hosts"), "# cluster\nhostA slots=2\nhostB:2\n\nhostC slots=2\n");
        Run run = FakeAllocation.run(script.replace("job.sh", "job.sh"), Map.of("CLUSTERJOB_MASTER_PORT", "23456"), "real", dir);
        // no hostfile argument: the default name "hostfile" does not exist
        assertEquals(64, run.exitCode());
        assertTrue(run.stderr().contains("hostfile 'hostfile' not readable"), run.stderr());
        Files.copy(dir.resolve("hosts"), dir.resolve("hostfile"));
        Run ok = FakeAllocation.run(script, Map.of("CLUSTERJOB_MASTER_PORT", "23456"), "real", dir.resolve("again"));
        assertEquals(64, ok.exitCode(), "runs in its own folder: still no hostfile there");
        Files.createDirectories(dir.resolve("third"));
        Files.copy(dir.resolve("hosts"), dir.resolve("third/hostfile"));
        Run good = FakeAllocation.run(script, Map.of("CLUSTERJOB_MASTER_PORT", "23456"), "real", dir.resolve("third"));
        assertEquals(0, good.exitCode(), good.stderr());
        assertEquals("np=4 hosts=hostA:2,hostB:2 ppr=2\n", good.file("mpirun.calls"));
        for (Invocation i : good.of("cj-fake-program")) {
            assertEquals("hostA", i.env("MASTER_ADDR"));
            assertEquals("23456", i.env("MASTER_PORT"));
            assertEquals(List.of("a b"), i.args());
        }
    }

    /** ssh_port with target mpirun: Open MPI starts its daemons with ssh -p PORT (plm_rsh_args, one word). */
    @Test
    void standaloneMpirunPassesTheSshPortToOpenMpi(@TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "cpu2", "--profile-file", PROFILES, "--target", "mpirun",
                "--nodes", "2", "--ssh-port", "2222", "--", "cj-fake-program");
        Files.createDirectories(dir.resolve("run"));
        Files.writeString(dir.resolve("run/hostfile"), "hostA slots=2\nhostB slots=2\n");
        Run run = FakeAllocation.run(script, Map.of("CLUSTERJOB_MASTER_PORT", "23456"), "real", dir.resolve("run"));
        assertEquals(0, run.exitCode(), run.stderr());
        assertEquals("plm_rsh_args=-p 2222\n", run.file("mpirun.mca"));
        assertEquals(4, run.of("cj-fake-program").size());
    }

    @Test
    void scriptRefusesToRunOutsideAnAllocation(@TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "h800", "--nodes", "2", "--", "train.py");
        Run run = FakeAllocation.run(script, Map.of(), "real", dir);
        assertEquals(64, run.exitCode());
        assertTrue(run.stderr().contains("not inside a Slurm allocation"), run.stderr());
        assertTrue(run.invocations().isEmpty(), "nothing was launched");
    }

    @Test
    void masterPortCanBeFixedInTheSpecAndOverriddenAtRunTime(@TempDir Path dir) throws Exception {
        Alloc a = new Alloc("node[1-2]", List.of("node1", "node2"));
        String script = render("render", "--profile", "h800", "--nodes", "2", "--master-port", "31000", "--", "t.py");
        Run fixed = runOn(script, a, "real", dir.resolve("a"), Map.of());
        assertEquals("31000", fixed.of("torchrun").get(0).option("--master_port"));
        Run overridden = runOn(script, a, "real", dir.resolve("b"), Map.of("CLUSTERJOB_MASTER_PORT", "31001"));
        assertEquals("31001", overridden.of("torchrun").get(0).option("--master_port"));
    }

    @Test
    void derivedPortStaysInItsRangeAndDiffersBetweenJobs(@TempDir Path dir) throws Exception {
        Alloc a = new Alloc("node[1-2]", List.of("node1", "node2"));
        String script = render("render", "--profile", "h800", "--nodes", "2", "--", "t.py");
        Set<String> ports = new HashSet<>();
        for (String id : List.of("1", "16999", "17000", "987654")) {
            Run r = FakeAllocation.runBatch(script, id, a.nodelist(), 2, "real", Map.of(), Files.createDirectories(dir.resolve(id)));
            int port = Integer.parseInt(r.of("torchrun").get(0).option("--master_port"));
            assertEquals(15000 + Long.parseLong(id) % 17000, port);
            assertTrue(port >= 15000 && port < 32000);
            ports.add(String.valueOf(port));
        }
        assertEquals(4, ports.size());
    }

    @Test
    void aMalformedOrMiscountedNodelistStopsTheJobBeforeLaunch(@TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "h800", "--nodes", "2", "--", "t.py");
        Run bad = FakeAllocation.runBatch(script, "5", "gpu[01-02],bad[x]", 3, "broken", Map.of(), dir.resolve("a"));
        assertEquals(1, bad.exitCode());
        assertTrue(bad.stderr().contains("malformed hostlist range 'x'"), bad.stderr());
        assertTrue(bad.invocations().isEmpty());
        Run miscount = FakeAllocation.runBatch(script, "5", "node[1-2]", 3, "broken", Map.of(), dir.resolve("b"));
        assertEquals(1, miscount.exitCode());
        assertTrue(miscount.stderr().contains("expands to 2 host(s) but SLURM_JOB_NUM_NODES=3"), miscount.stderr());
        assertTrue(miscount.invocations().isEmpty());
    }

    @Test
    void modulesNeedTheModuleCommand(@TempDir Path dir) throws Exception {
        String script = render("render", "--profile", "team", "--profile-file", "src/test/resources/golden/profiles.yaml",
                "--nodes", "2", "--", "t.py");
        Run run = runOn(script, new Alloc("node[1-2]", List.of("node1", "node2")), "real", dir, Map.of());
        assertEquals(1, run.exitCode());
        assertTrue(run.stderr().contains("cannot load modules gcc/12 cuda/12.4 nccl/2.21 (modules: of profile team or the spec): the 'module' command is not available"), run.stderr());
        assertTrue(run.invocations().isEmpty());
    }

    @Test
    void launcherFailureIsTheJobsExitCode(@TempDir Path dir) throws Exception {
        Alloc a = new Alloc("node[1-2]", List.of("node1", "node2"));
        String script = render("render", "--profile", "h800", "--nodes", "2", "--", "t.py");
        Run run = runOn(script, a, "real", dir, Map.of("CJ_FAKE_EXIT", "3"));
        assertEquals(3, run.exitCode());
    }
}
