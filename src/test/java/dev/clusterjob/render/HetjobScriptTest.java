package dev.clusterjob.render;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Invocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A heterogeneous job's script (docs/long-runs.md, "components") executed with bash under a synthetic
 * two-component allocation: the fake srun of src/test/fakebin starts one step over both het groups
 * and numbers tasks and nodes across them, as Slurm 22.05 does on the testbed. Component A has 2
 * nodes x 2 processes (profile het-a), component B 1 node x 1 (profile het-b, another fabric).
 */
class HetjobScriptTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/longrun-profiles.yaml").toAbsolutePath().toString();
    static final String PORT = String.valueOf(15000 + 4242 % 17000);

    static String spec(String launcher) {
        return "name: het\n"
                + "profile_files: [" + PROFILES + "]\n"
                + "launcher: " + launcher + "\n"
                + "sbatch: {time: \"01:00:00\", account: proj}\n"
                + "env: {SHARED: \"s p\"}\n"
                + "components:\n"
                + "  - {profile: het-a, nodes: 2, env: {ONLY_A: \"1\"}}\n"
                + "  - {profile: het-b, nodes: 1, sbatch: {partition: other}}\n"
                + "command: [cj-fake-program, --lr, \"1e-5 x\"]\n";
    }

    static String render(Path dir, String spec) throws Exception {
        Path f = dir.resolve("het.yaml");
        Files.writeString(f, spec);
        Cli.Result r = Cli.run("render", f.toString(), "-o", "-");
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    /** Runs the script as the batch shell of component 0; {@code perNode0}: Slurm tasks per node of component 0. */
    static Run run(String script, Path dir, String scontrol, String group1, int perNode0) throws Exception {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("SLURM_JOB_ID", "4242");
        // the batch shell of a het job sees component 0 only in SLURM_JOB_NODELIST (testbed, Slurm 22.05)
        env.put("SLURM_JOB_NODELIST", "a1,a2");
        env.put("SLURM_JOB_NUM_NODES", "2");
        env.put("SLURM_HET_SIZE", "2");
        env.put("SLURM_JOB_NODELIST_HET_GROUP_0", "a1,a2");
        env.put("SLURM_JOB_NODELIST_HET_GROUP_1", group1);
        env.put("SLURM_NTASKS_PER_NODE_HET_GROUP_0", String.valueOf(perNode0));
        env.put("SLURM_NTASKS_PER_NODE_HET_GROUP_1", "1");
        return FakeAllocation.run(script, env, scontrol, dir);
    }

    @ParameterizedTest(name = "srun launcher, {0} scontrol")
    @ValueSource(strings = {"real", "broken"})
    void everyTaskGetsGlobalRanksAndItsOwnComponentsEnv(String scontrol, @TempDir Path dir) throws Exception {
        String script = render(dir, spec("srun"));
        Run run = run(script, dir, scontrol, "b1", 2);
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> p = run.of("cj-fake-program");
        assertEquals(5, p.size());
        Set<String> ranks = new TreeSet<>();
        for (Invocation i : p) {
            int rank = Integer.parseInt(i.env("RANK"));
            ranks.add(i.env("RANK"));
            assertEquals(i.env("SLURM_PROCID"), i.env("RANK"));
            assertEquals("5", i.env("WORLD_SIZE"));
            assertEquals("a1", i.env("MASTER_ADDR"), "first host of component 0");
            assertEquals(PORT, i.env("MASTER_PORT"));
            assertEquals("3", i.env("NNODES"));
            assertEquals("s p", i.env("SHARED"), "the spec's env reaches every component");
            assertEquals(List.of("--lr", "1e-5 x"), i.args());
            if (rank < 4) {
                assertEquals("0", i.env("CLUSTERJOB_COMPONENT"));
                assertEquals("a", i.env("CJ_MARK"));
                assertEquals("bond0", i.env("GLOO_SOCKET_IFNAME"));
                assertEquals("bond0", i.env("NCCL_SOCKET_IFNAME"));
                assertEquals("1", i.env("ONLY_A"));
                assertNull(i.env("ONLY_B"));
                assertEquals("2", i.env("LOCAL_WORLD_SIZE"));
                assertEquals("2", i.env("GPUS_PER_NODE"));
                assertEquals(String.valueOf(rank / 2), i.env("NODE_RANK"));
                assertEquals(rank < 2 ? "a1" : "a2", i.env("SLURMD_NODENAME"));
            } else {
                assertEquals("1", i.env("CLUSTERJOB_COMPONENT"));
                assertEquals("b", i.env("CJ_MARK"));
                assertNull(i.env("GLOO_SOCKET_IFNAME"), "het-b removes it, so component 0's value must not leak in");
                assertNull(i.env("ONLY_A"), "component 0's own env stays in component 0");
                assertEquals("=ib0", i.env("NCCL_SOCKET_IFNAME"));
                assertEquals("x 'y' $z", i.env("ONLY_B"));
                assertEquals("1", i.env("LOCAL_WORLD_SIZE"));
                assertEquals("1", i.env("GPUS_PER_NODE"));
                assertEquals("2", i.env("NODE_RANK"));
                assertEquals("b1", i.env("SLURMD_NODENAME"));
            }
        }
        assertEquals(Set.of("0", "1", "2", "3", "4"), ranks);
        assertEquals("het=0,1 hosts=a1,a2,b1 ntasks=5\n", run.file("srun.calls"), "one step over both components, no preflight step");
        assertTrue(run.stdout().contains("launcher srun, 3 node(s) (a1,a2,b1) x 2+1 = 5 processes, master a1:" + PORT), run.stdout());
        assertTrue(run.stdout().contains("component 0 a1,a2 x 2 (profile het-a), component 1 b1 x 1 (profile het-b)"), run.stdout());
    }

    @ParameterizedTest(name = "torchrun launcher, {0} scontrol")
    @ValueSource(strings = {"real", "broken"})
    void torchrunRunsOncePerNodeWithItsComponentsProcessCount(String scontrol, @TempDir Path dir) throws Exception {
        String script = render(dir, spec("torchrun"));
        Run run = run(script, dir, scontrol, "b1", 1);
        assertEquals(0, run.exitCode(), run.stderr());
        List<Invocation> t = run.of("torchrun");
        assertEquals(3, t.size());
        List<String> hosts = List.of("a1", "a2", "b1");
        for (Invocation i : t) {
            int node = Integer.parseInt(i.option("--node_rank"));
            assertEquals(hosts.get(node), i.env("SLURMD_NODENAME"));
            assertEquals("3", i.option("--nnodes"));
            assertEquals(node < 2 ? "2" : "1", i.option("--nproc_per_node"));
            assertEquals("a1", i.option("--master_addr"));
            assertEquals(node < 2 ? "a" : "b", i.env("CJ_MARK"));
            assertEquals(node < 2 ? "0" : "1", i.env("CLUSTERJOB_COMPONENT"));
        }
        assertEquals(Set.of("0", "1", "2"), new TreeSet<>(t.stream().map(i -> i.option("--node_rank")).toList()));
    }

    @ParameterizedTest(name = "{0} scontrol")
    @ValueSource(strings = {"real", "broken"})
    void aComponentWithOtherHostsThanItAskedForStopsTheJob(String scontrol, @TempDir Path dir) throws Exception {
        Run run = run(render(dir, spec("srun")), dir, scontrol, "b1,b2", 2);
        assertEquals(1, run.exitCode());
        assertTrue(run.stderr().contains("SLURM_JOB_NODELIST_HET_GROUP_1='b1,b2' expands to 2 host(s) but component 1 asked for 1"), run.stderr());
        assertFalse(Files.exists(dir.resolve("log/srun.calls")), "nothing started");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"srun", "torchrun"})
    void directivesHaveOneBlockPerComponent(String launcher, @TempDir Path dir) throws Exception {
        String script = render(dir, spec(launcher));
        String tpn = launcher.equals("srun") ? "2" : "1";
        List<String> directives = script.lines().filter(l -> l.startsWith("#SBATCH")).toList();
        assertEquals(List.of("#SBATCH --job-name=het", "#SBATCH --partition=part-a", "#SBATCH --nodes=2", "#SBATCH --ntasks-per-node=" + tpn,
                "#SBATCH --output=%x-%j.out", "#SBATCH --account=proj", "#SBATCH --time=01:00:00",
                "#SBATCH hetjob",
                "#SBATCH --partition=other", "#SBATCH --nodes=1", "#SBATCH --ntasks-per-node=1", "#SBATCH --account=proj",
                "#SBATCH --time=01:00:00"), directives);
        assertFalse(script.contains("preflight"), "no preflight step in a heterogeneous job");
    }
}
