package dev.clusterjob.e2e;

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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The requeue step (docs/long-runs.md, "requeue") on the real testbed, with a two-minute time limit: Slurm
 * signals the batch shell ({@code --signal=B:USR1@30}), the script forwards the signal to the training
 * step, every stand-in trainer ({@code src/test/e2e/requeue_trainer.py}) writes its checkpoint and
 * exits, the script requeues the job ({@code scontrol requeue}), and the second run, with
 * RESTART_COUNT=1, CLUSTERJOB_RESUME=1 and the spec's {@code resume_args}, resumes each rank from its
 * checkpoint and completes. Both runs' output is in one file ({@code --open-mode=append}).
 *
 * <p>Two jobs run side by side: torchrun (per-node launcher: the task shell ignores the signal so that
 * torchrun survives while its workers checkpoint) and srun (one trainer per task). The signal comes
 * 90 s or more after the start (Slurm checks limits every 30 s): with a one-minute limit (signal at
 * 45 s) torchrun's workers on a loaded machine may not yet have installed their handler, and the run
 * would end without a checkpoint. The testbed's cred_expire (30 s) is the requeued job's hold.
 */
@Tag("e2e")
class RequeueE2ETest {
    static final Duration WAIT = Duration.ofMinutes(5);
    static final String MARK = "CJ-E2E-REQUEUE ";
    static final Path TRAINER = Testbed.E2E.resolve("requeue_trainer.py");

    record Submitted(Testbed.Job job, Path checkpoints, long submittedAt) {
    }

    static Testbed tb;
    static final Map<String, Submitted> JOBS = new LinkedHashMap<>();

    @BeforeAll
    static void submitBothJobs() {
        tb = Testbed.get();
        // torchrun runs the script with its own python (Debian's torch 1.13 needs --redirects/--tee: docs/testing.md)
        submit("torchrun", "launcher_command: [/usr/bin/python3, -m, torch.distributed.run]\nlauncher_args: [--redirects=1, --tee=1]\n", "");
        submit("srun", "", tb.python() + ", ");
    }

    static void submit(String launcher, String extra, String interpreter) {
        Path dir = tb.workDir("requeue-" + launcher);
        try {
            Path ckpt = Files.createDirectories(dir.resolve("ckpt"));
            Path spec = dir.resolve("requeue-" + launcher + ".yaml");
            Files.writeString(spec, "name: e2e-requeue-" + launcher + "\n"
                    + "profile: testbed\n"
                    + "profile_files: [" + Testbed.PROFILES + "]\n"
                    + "nodes: 2\n"
                    + "launcher: " + launcher + "\n"
                    + extra
                    + "sbatch:\n  time: \"00:02:00\"\n"
                    + "requeue:\n  seconds_before_limit: 30\n  grace_s: 20\n  max_restarts: 1\n  resume_args: [--resume]\n"
                    + "command: [" + interpreter + TRAINER + ", " + ckpt + "]\n");
            Path script = Testbed.render(dir.resolve("requeue-" + launcher + ".sbatch"), spec.toString());
            long t0 = System.nanoTime();
            JOBS.put(launcher, new Submitted(tb.submit(script), ckpt, t0));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The CJ-E2E-REQUEUE lines of one event in {@code text} (one run's part of the log), by rank. */
    static Map<Integer, Map<String, String>> events(String text, String event, Finished job) {
        Map<Integer, Map<String, String>> out = new HashMap<>();
        String marker = MARK + event + " ";
        // torchrun's --tee can join two workers' lines ("... pid=27320[default1]:CJ-E2E-REQUEUE start ..."):
        // every occurrence of the marker starts an event, which ends at the line's end or the next prefix.
        List<String> found = new ArrayList<>();
        for (String l : text.lines().toList()) {
            for (int at = l.indexOf(marker); at >= 0; at = l.indexOf(marker, at + 1)) {
                String rest = l.substring(at + marker.length());
                int cut = rest.indexOf('[');
                found.add(cut < 0 ? rest : rest.substring(0, cut));
            }
        }
        for (String line : found) {
            Map<String, String> f = new HashMap<>();
            for (String w : line.trim().split(" +")) {
                int eq = w.indexOf('=');
                f.put(w.substring(0, eq), w.substring(eq + 1));
            }
            Map<String, String> before = out.put(Integer.parseInt(f.get("rank")), f);
            assertEquals(null, before, "rank " + f.get("rank") + " printed '" + event + "' twice in one run\n" + job.describe());
        }
        return out;
    }

    static void assertCheckpointRequeueResume(String launcher) throws IOException {
        Submitted s = JOBS.get(launcher);
        Finished job = s.job().await(WAIT);
        long seconds = (System.nanoTime() - s.submittedAt()) / 1_000_000_000L;
        System.out.println("requeue e2e, " + launcher + ": submit to COMPLETED after the requeue in " + seconds + " s");
        assertTrue(job.completed(), job.describe());
        assertEquals("1", job.info().get("Restarts"), "Slurm counts one restart\n" + job.describe());
        Set<Integer> ranks = Set.of(0, 1, 2, 3);
        String second = "clusterjob: requeue: run 2 of job " + job.id();
        int split = job.output().indexOf(second);
        assertTrue(split > 0, "a second run\n" + job.describe());
        String run1 = job.output().substring(0, split);
        String run2 = job.output().substring(split);

        // first run: 4 ranks start fresh, each is signalled and writes a checkpoint
        Map<Integer, Map<String, String>> starts1 = events(run1, "start", job);
        Map<Integer, Map<String, String>> ckpts = events(run1, "checkpoint", job);
        assertEquals(ranks, starts1.keySet(), job.describe());
        assertEquals(ranks, ckpts.keySet(), job.describe());
        for (int r : ranks) {
            assertEquals("0", starts1.get(r).get("resume_flag"), job.describe());
            assertEquals("SIGUSR1", ckpts.get(r).get("signal"), job.describe());
            assertEquals("0", ckpts.get(r).get("restart_count"), job.describe());
            assertEquals("0", ckpts.get(r).get("resume"), job.describe());
            assertEquals(ckpts.get(r).get("step"), Files.readString(s.checkpoints().resolve("rank-" + r + ".ckpt")).strip());
        }
        // second run: RESTART_COUNT=1, CLUSTERJOB_RESUME=1, resume_args given; every rank resumes from its own checkpoint
        Map<Integer, Map<String, String>> starts2 = events(run2, "start", job);
        Map<Integer, Map<String, String>> resumed = events(run2, "resumed", job);
        Map<Integer, Map<String, String>> done = events(run2, "done", job);
        assertEquals(ranks, starts2.keySet(), job.describe());
        assertEquals(ranks, resumed.keySet(), job.describe());
        assertEquals(ranks, done.keySet(), job.describe());
        for (int r : ranks) {
            assertEquals("1", starts2.get(r).get("resume_flag"), "resume_args reach the command\n" + job.describe());
            assertEquals(ckpts.get(r).get("step"), resumed.get(r).get("step"), "rank " + r + " resumes where it stopped\n" + job.describe());
            assertEquals("1", resumed.get(r).get("restart_count"), job.describe());
            assertEquals("1", resumed.get(r).get("resume"), job.describe());
        }
        assertEquals(List.of(), job.lines(MARK + "no-signal"), job.describe());
        assertEquals(List.of(), job.lines(MARK + "missing-checkpoint"), job.describe());

        // the batch shell's side, in order, in one appended log
        String out = job.output();
        int at = 0;
        for (String step : List.of("clusterjob: requeue: run 1 of job " + job.id(), "clusterjob: requeue: SIGUSR1 from Slurm (run 1,",
                "clusterjob: requeue: forwarding SIGUSR1 to the training step", "clusterjob: requeue: the training step ended after",
                "clusterjob: requeue: requeuing job " + job.id() + "; its next run has RESTART_COUNT=1",
                second + " (RESTART_COUNT=1")) {
            int i = out.indexOf(step, at);
            assertTrue(i >= 0, "'" + step + "' after offset " + at + "\n" + job.describe());
            at = i + step.length();
        }
        assertTrue(out.indexOf(MARK + "resumed") > at, "the trainers resume in the second run\n" + job.describe());
    }

    @Test
    void torchrunWorkersCheckpointOnTheSignalAndResumeAfterTheRequeue() throws IOException {
        assertCheckpointRequeueResume("torchrun");
    }

    @Test
    void srunTasksCheckpointOnTheSignalAndResumeAfterTheRequeue() throws IOException {
        assertCheckpointRequeueResume("srun");
    }
}
