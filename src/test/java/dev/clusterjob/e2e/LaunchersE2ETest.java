package dev.clusterjob.e2e;

import dev.clusterjob.explain.Explainer;
import dev.clusterjob.testing.ExplainedJob;
import dev.clusterjob.testing.RankReport;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Finished;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every launcher, rendered by clusterjob and submitted with plain sbatch to the real Slurm testbed:
 * 4 gloo ranks on 2 of the 3 nodes (torchrun: 6 on all 3) must all_reduce correctly and agree on RANK,
 * LOCAL_RANK, WORLD_SIZE, NODE_RANK, MASTER_ADDR and MASTER_PORT ({@link RankReport#assertConsistent}). Also
 * the seeds' wrong-NIC mistake (must fail), and the built-in h800 script with only the partition and the
 * launcher command swapped (8 processes per node).
 *
 * <p>All jobs are submitted at once in {@link #submitAllJobs()} (the debug partition oversubscribes);
 * each test then waits for its own job. Each passing job's script is also explained
 * ({@code clusterjob explain}, {@link ExplainedJob}): every process the job started must be in explain's
 * table with the environment it printed about itself.
 */
@Tag("e2e")
class LaunchersE2ETest {
    static final Duration ALL_WAIT = Duration.ofMinutes(20);
    static final Path PROGRAM = Testbed.ALLREDUCE;
    /** Debian's torch 1.13 torchrun needs non-default --redirects/--tee on Python 3.11 (a Debian bug; docs/testing.md). */
    static final String TORCHRUN = "/usr/bin/python3 -m torch.distributed.run";
    static final List<String> TORCHRUN_ARGS = List.of("--launcher-command", TORCHRUN, "--launcher-arg=--redirects=1", "--launcher-arg=--tee=1");

    /** A job of this class: its rendered script, and the submitted job or why it could not be submitted. */
    record Submitted(Path script, Testbed.Job job, AssertionError failure) {
        Finished await() {
            if (failure != null) {
                throw failure;
            }
            Finished f = allFinished().get(job.id());
            if (f == null) {
                throw new AssertionError("job " + job.id() + " (" + script.getFileName() + ") did not finish within "
                        + ALL_WAIT.toSeconds() + " s of the first wait (cancelled)");
            }
            return f;
        }

        String text() throws IOException {
            return Files.readString(script);
        }
    }

    /**
     * The h800 jobs' 16 processes check the launch contract without torch (src/test/e2e/allreduce_env.py): the
     * collective of each launcher is proven by its 4- and 6-rank jobs above, and 32 imports of torch would cost the
     * testbed about 60 CPU seconds.
     */
    static final String NO_COLLECTIVE = "CJ_E2E_COLLECTIVE=none";

    static Testbed tb;
    static final Map<String, Submitted> JOBS = new LinkedHashMap<>();

    @BeforeAll
    static void submitAllJobs() {
        tb = Testbed.get();
        String python = tb.python();
        String program = PROGRAM.toString();
        submit("srun", testbed("srun", 2, List.of(), python, program));
        submit("llamafactory", testbed("llamafactory", 2, List.of("--launcher-command", Testbed.LLAMAFACTORY_STAND_IN.toString()),
                "train", "e2e-sft.yaml", "learning_rate=1e-5"));
        submit("mpirun", testbed("mpirun", 2, List.of(), python, program));
        submit("torchrun", testbed("torchrun", 3, TORCHRUN_ARGS, program));
        List<String> wrongNic = new ArrayList<>(TORCHRUN_ARGS);
        wrongNic.addAll(List.of("--env", "GLOO_SOCKET_IFNAME=eth0", "--env", "NCCL_SOCKET_IFNAME=eth0"));
        submit("wrong-nic-preflight", testbed("torchrun", 3, wrongNic, program));
        // one process per node: each rank and torchrun agent imports torch only to fail, and 2 show the error as 4 would
        wrongNic.addAll(List.of("--no-preflight", "--gpus-per-node", "1"));
        submit("wrong-nic", testbed("torchrun", 2, wrongNic, program));
        submit("h800", List.of("--profile", "h800", "--nodes", "2", "--job-name", "e2e-h800", "--env", NO_COLLECTIVE,
                "--partition", tb.partition(), "--launcher-command", TORCHRUN + " --redirects 1 --tee 1", "--", program));
        submit("h800-llamafactory", List.of("--profile", "h800", "--nodes", "2", "--job-name", "e2e-h800-llamafactory", "--env", NO_COLLECTIVE,
                "--partition", tb.partition(), "--launcher", "llamafactory", "--launcher-command", Testbed.LLAMAFACTORY_STAND_IN.toString(),
                "--", "train", "e2e-sft.yaml"));
    }

    /** Render flags for the testbed profile: {@code nodes} x 2 processes, launcher, 10-minute limit. */
    static List<String> testbed(String launcher, int nodes, List<String> extra, String... command) {
        List<String> a = new ArrayList<>(List.of("--profile-file", Testbed.PROFILES.toString(), "--profile", "testbed",
                "--launcher", launcher, "--nodes", String.valueOf(nodes), "--time", "00:10:00"));
        a.addAll(extra);
        a.add("--");
        a.addAll(List.of(command));
        return a;
    }

    static void submit(String name, List<String> renderArgs) {
        Path dir = tb.workDir(name);
        Path script = dir.resolve(name + ".sbatch");
        List<String> args = new ArrayList<>();
        if (!renderArgs.contains("--job-name")) {
            args.addAll(List.of("--job-name", "e2e-" + name));
        }
        args.addAll(renderArgs);
        try {
            Testbed.render(script, args.toArray(String[]::new));
            JOBS.put(name, new Submitted(script, tb.submit(script), null));
        } catch (AssertionError e) {
            // reported by this job's own test; the other jobs still run
            JOBS.put(name, new Submitted(script, null, e));
        }
    }

    static Finished finished(String name) {
        return JOBS.get(name).await();
    }

    private static Map<String, Finished> finishedJobs;

    /** Every submitted job's end, collected at once the first time a test asks (Testbed.awaitAll says why). */
    static synchronized Map<String, Finished> allFinished() {
        if (finishedJobs == null) {
            // the jobs queue behind each other on 3 nodes: a hang guard for all of them, not a timing check
            finishedJobs = Testbed.awaitAll(JOBS.values().stream().filter(s -> s.job() != null).map(Submitted::job).toList(), ALL_WAIT);
        }
        return finishedJobs;
    }

    /** explain of the job's script shows each of its processes as it ran: host, arguments, every variable. */
    static void assertExplained(String name, Finished job) {
        Explainer.Report report = ExplainedJob.explain(tb, JOBS.get(name).script(), job, false, List.of());
        List<String> differences = ExplainedJob.differences(ExplainedJob.seen(job), report); // first in the message: a CI summary keeps one line
        assertEquals(List.of(), differences, name + ": explain vs the job: " + differences + "\n" + job.describe());
        assertFalse(report.hasErrors(), name + ": " + report.findings());
    }

    static void assertAllOnBond0(RankReport report, Finished job) {
        assertEquals(Set.of("bond0"), report.distinct("ifname"), "GLOO_SOCKET_IFNAME\n" + job.describe());
    }

    /** The launcher banner the rendered script prints before starting anything. */
    static void assertBanner(Finished job, String launcher, int nodes, int perNode) {
        String want = "clusterjob: job " + job.id() + ": launcher " + launcher + ", " + nodes + " node(s) ("
                + String.join(",", job.hosts()) + ") x " + perNode + " = " + nodes * perNode + " processes, master "
                + job.hosts().get(0) + ":" + RankReport.derivedMasterPort(job.id());
        assertTrue(job.output().contains(want), "banner '" + want + "'\n" + job.describe());
    }

    /**
     * torchrun on all 3 nodes x 2: the node ranks beyond 0 and 1 and a rendezvous of more than two agents. torchrun
     * on 2 nodes is the h800 jobs' launch (16 processes) and the wrong-interface jobs'; its collective is this job's.
     */
    @Test
    void torchrunStartsSixGlooRanksOnAllThreeNodes() {
        Finished job = finished("torchrun");
        RankReport report = RankReport.of(job);
        report.assertConsistent(job, 3, 2);
        assertEquals(tb.nodes(), job.hosts(), job.describe());
        assertAllOnBond0(report, job);
        assertBanner(job, "torchrun", 3, 2);
        assertExplained("torchrun", job);
    }

    @Test
    void srunStartsOneRankPerTaskOnTwoNodes() {
        Finished job = finished("srun");
        RankReport report = RankReport.of(job);
        report.assertConsistent(job, 2, 2);
        assertAllOnBond0(report, job);
        assertBanner(job, "srun", 2, 2);
        assertExplained("srun", job);
    }

    @Test
    void llamafactoryStandInGetsTheDocumentedContractOnEachNode() {
        Finished job = finished("llamafactory");
        RankReport report = RankReport.of(job);
        report.assertConsistent(job, 2, 2);
        assertAllOnBond0(report, job);
        assertBanner(job, "llamafactory", 2, 2);
        // the training arguments reach every worker unchanged, as LLaMA-Factory passes them to its launcher.py
        assertEquals(Set.of("train,e2e-sft.yaml,learning_rate=1e-5"), report.distinct("argv"), job.describe());
        // one llamafactory-cli per node, with the variables LLaMA-Factory reads
        List<String> cli = job.lines("CJ-E2E-LLAMAFACTORY ");
        assertEquals(2, cli.size(), job.describe());
        String port = String.valueOf(RankReport.derivedMasterPort(job.id()));
        for (int nodeRank = 0; nodeRank < 2; nodeRank++) {
            String want = "CJ-E2E-LLAMAFACTORY host=" + job.hosts().get(nodeRank) + " FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=" + nodeRank
                    + " NPROC_PER_NODE=2 MASTER_ADDR=" + job.hosts().get(0) + " MASTER_PORT=" + port;
            assertTrue(cli.contains(want), want + " in " + cli + "\n" + job.describe());
        }
        assertExplained("llamafactory", job);
    }

    @Test
    void mpirunRanksComeFromOpenMpiOnTwoNodes() {
        Finished job = finished("mpirun");
        RankReport report = RankReport.of(job);
        report.assertConsistent(job, 2, 2);
        assertAllOnBond0(report, job);
        assertBanner(job, "mpirun", 2, 2);
        assertExplained("mpirun", job);
    }

    /**
     * The seeds' mistake (NCCL/GLOO_SOCKET_IFNAME=eth0, an interface the nodes do not have) fails the job:
     * gloo cannot find the interface, no rank reaches the all_reduce, and the job ends FAILED. The
     * script differs from the passing torchrun job's in those two lines and its size (2 nodes x 1: each
     * process imports torch only to fail), so this proves the e2e checks can fail.
     */
    @Test
    void wrongInterfaceNameFailsTheJob() throws IOException {
        Finished job = finished("wrong-nic");
        assertEquals("FAILED", job.state(), job.describe());
        assertNotEquals("0:0", job.exitCode(), job.describe());
        assertTrue(job.output().contains("Unable to find address for: eth0"), "gloo's error for the missing interface\n" + job.describe());
        assertEquals(0, RankReport.of(job).ranks().size(), "no rank may finish the all_reduce\n" + job.describe());
    }

    /**
     * The same mistake with preflight on (the default of the built-in profiles): the job stops at
     * preflight with exit 69 and one line per node naming it, before any training process starts.
     * Its script differs from the passing torchrun job's only in the two interface lines, and that
     * job (bond0) passed the same preflight.
     */
    @Test
    void preflightStopsTheWrongInterfaceBeforeTrainingNamingEachNode() throws IOException {
        Finished job = finished("wrong-nic-preflight");
        assertEquals("FAILED", job.state(), job.describe());
        assertEquals("69:0", job.exitCode(), job.describe());
        for (String node : job.hosts()) {
            assertTrue(job.output().contains("clusterjob-preflight: FAIL " + node + ": NCCL_SOCKET_IFNAME=eth0 matches no interface"),
                    "one line naming " + node + "\n" + job.describe());
        }
        assertFalse(job.output().contains("Unable to find address"), "training never started\n" + job.describe());
        assertEquals(0, RankReport.of(job).ranks().size(), job.describe());
        assertEquals(List.of("-export GLOO_SOCKET_IFNAME=bond0", "-export NCCL_SOCKET_IFNAME=bond0",
                        "+export GLOO_SOCKET_IFNAME=eth0", "+export NCCL_SOCKET_IFNAME=eth0"),
                changedLines(JOBS.get("torchrun").text(), JOBS.get("wrong-nic-preflight").text()),
                "the failing script differs from the passing one only in the interface");
        assertTrue(finished("torchrun").output().contains("clusterjob-preflight"), "the passing job ran preflight too");
    }

    /**
     * The built-in h800 profile's torchrun script (8 GPUs per node, the whole node, NCCL over IB variables)
     * runs on 2 nodes with 8 processes each, whatever CPU count the testbed's nodes have (CJ_TESTBED_CPUS_PER_NODE;
     * 16 is below the 96 the profile once asked for); it differs from the script of
     * {@code render --profile h800 --nodes 2} only in the partition and the launcher command.
     */
    @Test
    void h800BuiltinScriptRunsEightProcessesPerNodeOnTwoNodes() throws IOException {
        Finished job = finished("h800");
        RankReport report = RankReport.of(job);
        report.assertLaunchConsistent(job, 2, 8);
        assertAllOnBond0(report, job);
        assertBanner(job, "torchrun", 2, 8);
        // Slurm gave each node's tasks its 8 (null-device) GPUs, as on a real H800 node
        assertEquals(Set.of("0,1,2,3,4,5,6,7"), report.distinct("cuda_visible_devices"), job.describe());
        assertWholeNodes(job);
        assertExplained("h800", job);
        assertOnlyPartitionAndLauncherDiffer("h800", "--profile", "h800", "--nodes", "2", "--job-name", "e2e-h800", "--env", NO_COLLECTIVE, "--",
                PROGRAM.toString());
    }

    /** The same for LLaMA-Factory (its stand-in, src/test/e2e/bin): 16 ranks on 2 nodes of the built-in h800 profile. */
    @Test
    void h800BuiltinLlamafactoryScriptRunsSixteenRanksOnTwoNodes() throws IOException {
        Finished job = finished("h800-llamafactory");
        RankReport report = RankReport.of(job);
        report.assertLaunchConsistent(job, 2, 8);
        assertAllOnBond0(report, job);
        assertBanner(job, "llamafactory", 2, 8);
        assertEquals(Set.of("train,e2e-sft.yaml"), report.distinct("argv"), job.describe());
        assertWholeNodes(job);
        assertExplained("h800-llamafactory", job);
        assertOnlyPartitionAndLauncherDiffer("h800-llamafactory", "--profile", "h800", "--nodes", "2", "--job-name", "e2e-h800-llamafactory",
                "--env", NO_COLLECTIVE, "--launcher", "llamafactory", "--", "train", "e2e-sft.yaml");
    }

    /** The job held both nodes whole (--exclusive, every CPU) and asked for no CPU count the nodes might lack. */
    static void assertWholeNodes(Finished job) {
        assertEquals(String.valueOf(2 * tb.cpusPerNode()), job.info().get("NumCPUs"), "every CPU of 2 nodes: " + job.info());
        assertTrue(job.info().getOrDefault("TresPerNode", "").contains("gpu:8"), job.info().toString());
        assertEquals("1", job.info().get("CPUs/Task"), "no --cpus-per-task in the script: " + job.info());
        assertFalse(job.output().contains("More processors requested than permitted"), job.describe());
    }

    /** The submitted script differs from the unmodified built-in render only in #SBATCH --partition and the launcher command. */
    static void assertOnlyPartitionAndLauncherDiffer(String name, String... renderArgs) throws IOException {
        Path unmodified = JOBS.get(name).script().resolveSibling(name + "-unmodified.sbatch");
        Testbed.render(unmodified, renderArgs);
        List<String> changed = changedLines(Files.readString(unmodified), JOBS.get(name).text());
        assertFalse(changed.isEmpty());
        for (String line : changed) {
            // preflight looks the launcher's program up (--program), so its line names the launcher command too
            assertTrue(line.matches("[-+]#SBATCH --partition=.*") || line.contains("torchrun") || line.contains("torch.distributed.run")
                            || line.contains("llamafactory-cli") || line.matches("[-+]cj_preflight .* --program /usr/bin/python3"),
                    "only the partition and the launcher command may differ, not: " + line + "\nall changes: " + changed);
        }
    }

    /**
     * Lines only in {@code a} ("-" prefix) then lines only in {@code b} ("+"), each in file order, without their
     * indentation and trailing comments; comments and the job name are ignored (#SBATCH directives are not).
     */
    static List<String> changedLines(String a, String b) {
        List<String> la = a.lines().filter(LaunchersE2ETest::compared).map(LaunchersE2ETest::code).toList();
        List<String> lb = b.lines().filter(LaunchersE2ETest::compared).map(LaunchersE2ETest::code).toList();
        List<String> out = new ArrayList<>();
        la.stream().filter(l -> !lb.contains(l)).forEach(l -> out.add("-" + l));
        lb.stream().filter(l -> !la.contains(l)).forEach(l -> out.add("+" + l));
        return out;
    }

    private static String code(String line) {
        return line.strip().replaceFirst("\\s{2,}# .*$", "");
    }

    private static boolean compared(String line) {
        String t = line.strip();
        return !(t.startsWith("#") && !t.startsWith("#SBATCH")) && !t.startsWith("#SBATCH --job-name=");
    }
}
