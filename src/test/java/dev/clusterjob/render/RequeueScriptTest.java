package dev.clusterjob.render;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Invocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The requeue step of a rendered script (templates/lib/requeue.sh) executed with bash under a fake
 * allocation: a stand-in trainer sends the batch shell Slurm's SIGUSR1 itself, stub {@code scancel}
 * delivers the forwarded signal to the trainers as Slurm does to a step's processes, and stub
 * {@code scontrol requeue} records the requeue and kills what is left, as Slurm does. The real cycle on
 * Slurm is RequeueE2ETest's.
 */
class RequeueScriptTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/longrun-profiles.yaml").toAbsolutePath().toString();

    /**
     * Stand-in trainer (Python, like the trainers this is for: it installs its own SIGUSR1 handler, which
     * also works where the signal arrived ignored). Rank 0 sends the batch shell (the outermost ancestor
     * running job.sh) Slurm's SIGUSR1; every rank checkpoints on SIGUSR1 and exits, unless
     * CJ_TEST_KEEP_RUNNING is set; rank 0 otherwise runs 10 s.
     */
    static final String TRAINER = """
            #!/usr/bin/python3
            import os, signal, subprocess, sys, time
            log = os.environ["CJ_FAKE_LOG"]
            with open(log + "/trainer.pids", "a") as f:
                f.write(f"{os.getpid()}\\n")
            subprocess.run(["_record", "trainer", *sys.argv[1:]], stdout=subprocess.DEVNULL, check=True)
            keep = bool(os.environ.get("CJ_TEST_KEEP_RUNNING"))
            def on_signal(s, f):
                with open(log + "/checkpointed", "a") as fh:
                    fh.write(f"{os.environ['RANK']} {os.environ['RESTART_COUNT']} {os.environ['CLUSTERJOB_RESUME']}\\n")
                if not keep:
                    sys.exit(0)
            signal.signal(signal.SIGUSR1, on_signal)
            if os.environ["RANK"] != "0":
                sys.exit(0)
            p, top = os.getppid(), None
            while p > 1:
                if b"job.sh" in open(f"/proc/{p}/cmdline", "rb").read():
                    top = p
                p = int(open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()[1])
            os.kill(top, signal.SIGUSR1)
            for _ in range(100):
                time.sleep(0.1)
            with open(log + "/finished", "a") as f:
                f.write(f"{os.environ['RANK']} finished\\n")
            """;
    /** scancel --signal=SIG JOBID: the signal to every trainer still running (a step's processes). */
    static final String SCANCEL = """
            #!/bin/bash
            echo "$*" >> "$CJ_FAKE_LOG/scancel.calls"
            sig=${1#--signal=}
            while read -r p; do kill -"$sig" "$p" 2>/dev/null || true; done < "$CJ_FAKE_LOG/trainer.pids"
            """;
    /** scontrol requeue JOBID: recorded, then the job's processes are killed; anything else goes to Slurm's scontrol. */
    static final String SCONTROL = """
            #!/bin/bash
            if [[ $1 == requeue ]]; then
              echo "$*" >> "$CJ_FAKE_LOG/scontrol.calls"
              [[ -z ${CJ_TEST_REQUEUE_FAILS:-} ]] || { echo "scontrol: error: Requested operation is presently disabled" >&2; exit 1; }
              while read -r p; do kill -KILL "$p" 2>/dev/null || true; done < "$CJ_FAKE_LOG/trainer.pids"
              exit 0
            fi
            exec /usr/bin/scontrol "$@"
            """;

    static String render(Path dir, String launcher, String requeue) throws Exception {
        Path f = dir.resolve("rq.yaml");
        Files.writeString(f, "name: rq\nprofile: het-a\nprofile_files: [" + PROFILES + "]\nnodes: 2\nlauncher: " + launcher + "\n"
                + "preflight: false\nsbatch: {time: \"01:00:00\"}\nrequeue: " + requeue + "\n"
                + "command: [" + dir.resolve("bin/trainer") + ", --config, \"a b\"]\n");
        Cli.Result r = Cli.run("render", f.toString(), "-o", "-");
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    static Run run(Path dir, String script, Map<String, String> extra) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (Map.Entry<String, String> e : Map.of("trainer", TRAINER, "scancel", SCANCEL, "scontrol", SCONTROL).entrySet()) {
            Path p = bin.resolve(e.getKey());
            Files.writeString(p, e.getValue());
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Map<String, String> env = new LinkedHashMap<>();
        env.put("SLURM_JOB_ID", "4242");
        env.put("SLURM_JOB_NODELIST", "n1,n2");
        env.put("SLURM_JOB_NUM_NODES", "2");
        env.put("PATH", bin + ":" + FakeAllocation.FAKEBIN + ":/usr/local/bin:/usr/bin:/bin");
        env.putAll(extra);
        return FakeAllocation.run(script, env, "real", dir);
    }

    @Test
    void theSignalReachesTheTrainersAndTheJobIsRequeuedWhileRestartsRemain(@TempDir Path dir) throws Exception {
        Run run = run(dir, render(dir, "srun", "{signal: USR1, seconds_before_limit: 120, grace_s: 20, max_restarts: 2, resume_args: [--resume]}"),
                Map.of());
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals("--signal=USR1 4242\n", run.file("scancel.calls"));
        assertEquals("0 0 0\n", run.file("checkpointed"), "rank 0 checkpointed with RESTART_COUNT=0, CLUSTERJOB_RESUME=0");
        assertEquals("requeue 4242\n", run.file("scontrol.calls"));
        assertEquals("", run.file("finished"), "the trainer stopped at the signal");
        for (Invocation i : run.of("trainer")) {
            assertEquals(List.of("--config", "a b"), i.args(), "no resume_args on the first run");
        }
        String out = run.stdout();
        assertTrue(out.contains("clusterjob: requeue: run 1 of job 4242 (RESTART_COUNT=0, at most 2 restart(s))"), out);
        assertTrue(out.contains("clusterjob: requeue: SIGUSR1 from Slurm (run 1, restart 0 of at most 2)"), out);
        assertTrue(out.contains("clusterjob: requeue: the training step ended after"), out);
        assertTrue(out.contains("clusterjob: requeue: requeuing job 4242; its next run has RESTART_COUNT=1"), out);
    }

    @Test
    void withNoRestartLeftTheRunResumesAndIsNotRequeued(@TempDir Path dir) throws Exception {
        Run run = run(dir, render(dir, "srun", "{seconds_before_limit: 120, grace_s: 20, max_restarts: 1, resume_args: [--resume, \"from latest\"]}"),
                Map.of("SLURM_RESTART_COUNT", "1"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals("0 1 1\n", run.file("checkpointed"), "rank 0 with RESTART_COUNT=1 and CLUSTERJOB_RESUME=1 on the second run");
        assertEquals("", run.file("scontrol.calls"), "max_restarts reached: no requeue");
        assertTrue(run.stdout().contains("clusterjob: requeue: no restart left (max_restarts=1)"), run.stdout());
        List<Invocation> t = run.of("trainer");
        assertEquals(4, t.size());
        for (Invocation i : t) {
            assertEquals(List.of("--config", "a b", "--resume", "from latest"), i.args(), "resume_args after the command on a requeued run");
        }
    }

    @Test
    void aTrainerThatIgnoresTheSignalGetsTheGraceTimeAndThenTheJobIsRequeued(@TempDir Path dir) throws Exception {
        long t0 = System.nanoTime();
        Run run = run(dir, render(dir, "srun", "{seconds_before_limit: 60, grace_s: 2}"), Map.of("CJ_TEST_KEEP_RUNNING", "1"));
        long seconds = (System.nanoTime() - t0) / 1_000_000_000L;
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stdout().contains("clusterjob: requeue: the training step is still running after 2s"), run.stdout());
        assertEquals("requeue 4242\n", run.file("scontrol.calls"));
        assertTrue(seconds < 9, "bounded by grace_s, not by the trainer's 10 s: " + seconds + " s");
    }

    @Test
    void aFailedRequeueLetsTheStepRunOnAndTheJobEndsWithItsStatus(@TempDir Path dir) throws Exception {
        Run run = run(dir, render(dir, "srun", "{seconds_before_limit: 60, grace_s: 1}"),
                Map.of("CJ_TEST_KEEP_RUNNING", "1", "CJ_TEST_REQUEUE_FAILS", "1"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stderr().contains("clusterjob: requeue: scontrol requeue 4242 failed; the job runs on to its time limit"), run.stderr());
        assertEquals("0 finished\n", run.file("finished"), "the step ran on to its end");
    }

    @Test
    void onlyPerNodeLaunchersIgnoreTheSignalInTheTaskShell(@TempDir Path dir) throws Exception {
        String torchrun = render(dir, "torchrun", "true");
        assertTrue(torchrun.contains("bash -c \"trap '' USR1; $(declare -f cj_task); cj_task \\\"\\$@\\\"\" cj_task"), torchrun);
        String srun = render(dir, "srun", "{signal: SIGUSR2}");
        assertFalse(srun.contains("trap ''  USR"), srun);
        assertTrue(srun.contains("bash -c \"$(declare -f cj_task); cj_task \\\"\\$@\\\"\" cj_task"), srun);
        assertTrue(srun.contains("#SBATCH --signal=B:USR2@300\n"), srun);
        assertTrue(srun.contains("\n  cj_requeue_arm --signal USR2 --grace 180 "), "grace_s defaults to 60 % of seconds_before_limit");
        assertTrue(srun.contains(" --grace 180 --max-restarts 3\n"), srun);
    }
}
