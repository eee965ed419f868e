package dev.clusterjob.e2e;

import dev.clusterjob.explain.Explainer;
import dev.clusterjob.testing.ExplainedJob;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * explain against real jobs without torch in the training processes (src/test/e2e/env_dump.py prints
 * the environment it started with): the srun, torchrun and mpirun launchers of the sbatch target, and a
 * script of the mpirun target run inside an allocation, each 2 nodes x 2 processes. For every process
 * the job started, explain's row must have the same host, arguments and variables
 * ({@link ExplainedJob}). Runs on both stacks (run-tests' sched_lanes names it for Slurm 24.11); the
 * torch jobs of LaunchersE2ETest and HetjobE2ETest make the same comparison on their own processes.
 */
@Tag("e2e")
class ExplainE2ETest {
    static final Duration WAIT = Duration.ofMinutes(10);
    static final Path PROGRAM = Testbed.E2E.resolve("env_dump.py");

    /** A job: its script, the arguments explain gives the script, the job. */
    record Submitted(Path script, List<String> args, Testbed.Job job) {
    }

    static Testbed tb;
    static final Map<String, Submitted> JOBS = new LinkedHashMap<>();
    private static Map<String, Finished> finished;

    @BeforeAll
    static void submitAll() throws IOException {
        tb = Testbed.get();
        String python = tb.python();
        submit("srun", render("srun", List.of(), python, PROGRAM.toString(), "a b"), List.of());
        submit("torchrun", render("torchrun", List.of("--launcher-command", LaunchersE2ETest.TORCHRUN, "--launcher-arg=--redirects=1",
                "--launcher-arg=--tee=1", "--launcher-arg=--no_python"), PROGRAM.toString(), "x"), List.of());
        submit("mpirun", render("mpirun", List.of(), python, PROGRAM.toString()), List.of());
        // The mpirun target's script reads its hostfile (hostfile in the folder sbatch runs it from; explain is given
        // the file's path as $1); submitted with #SBATCH lines so that it runs in an allocation.
        Path dir = tb.workDir("explain-mpirun-target");
        Path plain = Testbed.render(dir.resolve("plain.sh"), "--profile-file", Testbed.PROFILES.toString(), "--profile", "testbed",
                "--target", "mpirun", "--nodes", "2", "--master-port", "23917", "--", python, PROGRAM.toString());
        String text = Files.readString(plain);
        Path script = dir.resolve("explain-mpirun-target.sh");
        String first = tb.nodes().get(0);
        String second = tb.nodes().get(1);
        Files.writeString(script, text.replaceFirst("\n", "\n#SBATCH --job-name=e2e-explain-mpirun-target\n#SBATCH --partition="
                + tb.partition() + "\n#SBATCH --nodes=2\n#SBATCH --ntasks-per-node=2\n#SBATCH --nodelist=" + first + "," + second
                + "\n#SBATCH --time=00:05:00\n"));
        Path hostfile = dir.resolve("hostfile");
        Files.writeString(hostfile, first + " slots=2\n" + second + " slots=2\n");
        submit("mpirun-target", script, List.of(hostfile.toString()));
    }

    static Path render(String launcher, List<String> extra, String... command) {
        String name = "explain-" + launcher;
        List<String> a = new ArrayList<>(List.of("--job-name", "e2e-" + name, "--profile-file", Testbed.PROFILES.toString(), "--profile",
                "testbed", "--launcher", launcher, "--nodes", "2", "--time", "00:05:00"));
        a.addAll(extra);
        a.add("--");
        a.addAll(List.of(command));
        return Testbed.render(tb.workDir(name).resolve(name + ".sbatch"), a.toArray(String[]::new));
    }

    static void submit(String name, Path script, List<String> args) {
        JOBS.put(name, new Submitted(script, args, tb.submit(script)));
    }

    static synchronized Finished finished(String name) {
        if (finished == null) {
            finished = Testbed.awaitAll(JOBS.values().stream().map(Submitted::job).toList(), WAIT);
        }
        Finished f = finished.get(JOBS.get(name).job().id());
        if (f == null) {
            throw new AssertionError("job " + name + " did not finish within " + WAIT.toSeconds() + " s");
        }
        return f;
    }

    /** The job completed, started 4 processes, and explain of its script shows each of them as the job ran it. */
    static void assertExplained(String name) {
        Finished job = finished(name);
        assertEquals("COMPLETED", job.state(), job.describe());
        List<ExplainedJob.Seen> seen = ExplainedJob.seen(job);
        assertEquals(4, seen.size(), "processes that printed their environment\n" + job.describe());
        Submitted s = JOBS.get(name);
        Explainer.Report report = ExplainedJob.explain(tb, s.script(), job, false, s.args());
        List<String> differences = ExplainedJob.differences(seen, report); // first in the message: a CI summary keeps one line
        assertEquals(List.of(), differences, name + ": explain vs the job: " + differences + "\n" + job.describe());
        assertFalse(report.hasErrors(), name + ": " + report.findings());
    }

    @Test
    void srunTasksAreExplainedAsTheyRan() {
        assertExplained("srun");
    }

    @Test
    void torchrunWorkersAreExplainedAsTheyRan() {
        assertExplained("torchrun");
    }

    @Test
    void mpirunRanksAreExplainedAsTheyRan() {
        assertExplained("mpirun");
    }

    @Test
    void mpirunTargetRanksAreExplainedAsTheyRan() {
        assertExplained("mpirun-target");
    }
}
