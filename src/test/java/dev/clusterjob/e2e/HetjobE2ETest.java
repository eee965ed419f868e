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
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A heterogeneous job (docs/long-runs.md, "components") on the real testbed: component 0 is one node with 2
 * processes (profile testbed, marker a), component 1 one node with 1 process (profile testbed-het-b:
 * NCCL_SOCKET_IFNAME=bond0 exact, GLOO_SOCKET_IFNAME removed, marker b) in another partition. One gloo
 * all_reduce over the 3 processes of both components must sum to 6, with global ranks 0..2, one
 * MASTER_ADDR (the first host of component 0) and each process seeing its own component's env.
 * explain of the same script must show the 3 processes with the environments they printed ({@link ExplainedJob}).
 * Slurm schedules heterogeneous jobs in its backfill pass only (every 30 s by default), so a run waits
 * up to half a minute before it starts.
 */
@Tag("e2e")
class HetjobE2ETest {
    static final Duration WAIT = Duration.ofMinutes(5);
    static final Path HET_PROFILES = Testbed.E2E.resolve("hetjob-profiles.yaml");

    record Submitted(Testbed.Job job, long submittedAt) {
    }

    static Testbed tb;
    static final Map<String, Submitted> JOBS = new LinkedHashMap<>();

    @BeforeAll
    static void submitBothJobs() {
        tb = Testbed.get();
        submit("srun", "", tb.python() + ", ");
        submit("torchrun", "launcher_command: [/usr/bin/python3, -m, torch.distributed.run]\nlauncher_args: [--redirects=1, --tee=1]\n", "");
    }

    static void submit(String launcher, String extra, String interpreter) {
        Path dir = tb.workDir("hetjob-" + launcher);
        try {
            Path spec = dir.resolve("hetjob-" + launcher + ".yaml");
            // each component on its own node, so that the all_reduce crosses hosts
            Files.writeString(spec, "name: e2e-het-" + launcher + "\n"
                    + "profile_files: [" + Testbed.PROFILES + ", " + HET_PROFILES + "]\n"
                    + "launcher: " + launcher + "\n"
                    + extra
                    + "sbatch: {time: \"00:05:00\"}\n"
                    + "components:\n"
                    + "  - profile: testbed\n    nodes: 1\n    env: {CJ_E2E_MARKER: a}\n    sbatch: {nodelist: " + tb.node(1) + "}\n"
                    + "  - profile: testbed-het-b\n    nodes: 1\n    sbatch: {nodelist: " + tb.node(2) + ", partition: " + tb.defaultPartition() + "}\n"
                    + "command: [" + interpreter + Testbed.ALLREDUCE + "]\n");
            Path script = Testbed.render(dir.resolve("hetjob-" + launcher + ".sbatch"), spec.toString());
            JOBS.put(launcher, new Submitted(tb.submit(script), System.nanoTime()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits for the job, then reads it the way a het job must be read: {@code scontrol show job -o ID} prints
     * one line per component (component 1 has the next job id), and the batch output is component 0's.
     */
    static Finished finished(String launcher) throws IOException {
        Submitted s = JOBS.get(launcher);
        Finished merged = s.job().await(WAIT);
        System.out.println("hetjob e2e, " + launcher + ": submit to COMPLETED in " + (System.nanoTime() - s.submittedAt()) / 1_000_000_000L + " s");
        Testbed.Run show = tb.client("scontrol", "show", "job", "-o", s.job().id());
        List<String> records = show.stdout().strip().lines().toList();
        assertEquals(2, records.size(), "one record per component\n" + show.describe());
        for (String record : records) {
            Map<String, String> c = Testbed.parseShowJob(record);
            assertEquals(s.job().id(), c.get("HetJobId"), record);
            assertEquals("COMPLETED", c.get("JobState"), record + "\n" + merged.describe());
            assertEquals("0:0", c.get("ExitCode"), record);
        }
        Map<String, String> first = Testbed.parseShowJob(records.get(0));
        assertEquals("0", first.get("HetJobOffset"), records.get(0));
        assertEquals(tb.node(1), first.get("NodeList"), records.get(0));
        assertEquals(tb.node(2), Testbed.parseShowJob(records.get(1)).get("NodeList"), records.get(1));
        Path out = Path.of(first.get("StdOut"));
        // with the lines the programs also wrote to files (e2e_report.py, named after SLURM_JOB_ID_HET_GROUP_0, the
        // het job's id): srun can garble a task's output under load, as the other e2e jobs' readers know
        return new Finished(s.job().id(), first.get("JobState"), first.get("ExitCode"), List.of(tb.node(1), tb.node(2)), out,
                Files.readString(out), first, Finished.reported(s.job().workDir(), s.job().id()));
    }

    static void assertOneAllReduceAcrossBothComponents(String launcher) throws IOException {
        Finished job = finished(launcher);
        RankReport report = RankReport.of(job);
        assertEquals(3, report.ranks().size(), job.describe());
        Set<Integer> ranks = new TreeSet<>();
        String first = tb.node(1);
        for (RankReport.Rank r : report.ranks()) {
            ranks.add(r.rank());
            assertEquals(3, r.worldSize(), r.line());
            assertEquals("6", r.get("sum"), "one all_reduce over both components: 1+2+3\n" + r.line());
            assertEquals(first, r.get("master_addr"), "MASTER_ADDR is the first host of component 0: " + r.line());
            assertEquals(String.valueOf(RankReport.derivedMasterPort(job.id())), r.get("master_port"), r.line());
            if (r.rank() < 2) {
                assertEquals(first, r.host(), r.line());
                assertEquals("0", r.get("component"), r.line());
                assertEquals("a", r.get("marker"), r.line());
                assertEquals("bond0", r.get("ifname"), r.line());
                assertEquals("bond0", r.get("nccl_ifname"), r.line());
                assertEquals("2", r.get("local_world_size"), r.line());
                assertEquals(0, r.nodeRank(), r.line());
                assertEquals(r.rank(), r.localRank(), r.line());
            } else {
                assertEquals(tb.node(2), r.host(), r.line());
                assertEquals("1", r.get("component"), r.line());
                assertEquals("b", r.get("marker"), r.line());
                assertEquals("-", r.get("ifname"), "component 1's profile removes GLOO_SOCKET_IFNAME: " + r.line());
                assertEquals("=bond0", r.get("nccl_ifname"), r.line());
                assertEquals("1", r.get("local_world_size"), r.line());
                assertEquals(1, r.nodeRank(), r.line());
                assertEquals(0, r.localRank(), r.line());
            }
        }
        assertEquals(Set.of(0, 1, 2), ranks, job.describe());
        String banner = "clusterjob: job " + job.id() + ": launcher " + launcher + ", 2 node(s) (" + tb.node(1) + "," + tb.node(2)
                + ") x 2+1 = 3 processes, master " + tb.node(1) + ":" + RankReport.derivedMasterPort(job.id());
        assertTrue(job.output().contains(banner), banner + "\n" + job.describe());
        // explain of the same script (its components name their nodes) shows the 3 processes as they ran
        Explainer.Report explained = ExplainedJob.explain(tb, JOBS.get(launcher).job().script(), job, false, List.of(), null);
        List<String> differences = ExplainedJob.differences(ExplainedJob.seen(job), explained);
        // the differences first: a CI summary keeps only the message's first line
        assertEquals(List.of(), differences, "explain vs the job: " + differences + "\n" + job.describe());
        assertFalse(explained.hasErrors(), explained.findings().toString());
    }

    @Test
    void srunRunsOneAllReduceOverTwoComponentsWithTheirOwnEnv() throws IOException {
        assertOneAllReduceAcrossBothComponents("srun");
    }

    @Test
    void torchrunRunsOneAllReduceOverTwoComponentsWithTheirOwnProcessCounts() throws IOException {
        assertOneAllReduceAcrossBothComponents("torchrun");
    }
}
