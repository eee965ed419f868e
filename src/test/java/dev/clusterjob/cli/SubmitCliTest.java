package dev.clusterjob.cli;

import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The submit family through Main.run in-process, on a fake Slurm and a fake clock. */
class SubmitCliTest extends FakeSlurmCliTest {
    Path script(String name, String body) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, body);
        return p;
    }

    @Test
    void submitRecordsTheJobSoStatusWorksInALaterRun() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH -J train\n#SBATCH -o logs/%x-%j.out\necho hi\n");
        assertEquals(0, run("submit", "train.sh"));
        assertEquals("submitted 1000 (train) " + dir.resolve("train.sh") + "\n", out);
        Journal.Entry e = Journal.in(dir.resolve("state")).find("1000").orElseThrow();
        assertEquals("logs/%x-%j.out", e.stdout());
        assertEquals(dir.toString(), e.workDir());
        assertTrue(e.tag().startsWith("clusterjob:"));

        time.advance(java.time.Duration.ofSeconds(4));
        assertEquals(0, run("status"), err);
        List<String> lines = out.lines().toList();
        assertEquals("JOBID  NAME   STATE    ELAPSED  NODES  REASON/EXIT", lines.get(0));
        assertEquals("1000   train  RUNNING  0:04     node1  -", lines.get(1));
        assertTrue(slurm.calls("squeue").get(0).contains("--me"), "journal jobs are the caller's own");
    }

    @Test
    void submitWaitReturnsTheJobsExitCode() throws Exception {
        script("bad.sh", "#!/bin/bash\nexit 3\n");
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node2"),
                at(5, JobState.FAILED, "node2", "NonZeroExitCode", 3 << 8));
        assertEquals(3, run("submit", "bad.sh", "--wait"));
        assertTrue(out.contains("1000 PENDING\n"), out);
        assertTrue(out.contains("1000 PENDING -> RUNNING on node2 after 3 s\n"), out);
        assertTrue(out.contains("1000 RUNNING -> FAILED after "), out);
        assertTrue(out.contains(": exit code 3\n"), out);
        assertEquals(JobState.FAILED, Journal.in(dir.resolve("state")).find("1000").orElseThrow().state());
        // A later status answers from the journal: it asks Slurm only which cluster this is (the job's own is recorded).
        assertEquals("fake", Journal.in(dir.resolve("state")).find("1000").orElseThrow().cluster());
        int calls = slurm.calls.size();
        assertEquals(0, run("status", "1000"));
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls.subList(calls, slurm.calls.size()));
        assertTrue(out.lines().toList().get(1).contains("FAILED"), out);
    }

    /** A failed job is explained in one line where the user looks: wait, then status JOBID. */
    @Test
    void aFailedJobIsExplainedInOneLineByWaitAndStatus() throws Exception {
        script("bad.sh", "#!/bin/bash\n#SBATCH -o logs/%x-%j.out\nllamafactory-cli train x.yaml\n");
        slurm.nextTimeline = List.of(at(0, JobState.RUNNING, "node1"), at(1, JobState.FAILED, "node1", "NonZeroExitCode", 127 << 8));
        assertEquals(127, run("submit", "bad.sh", "--wait"));
        String line = "1000 FAILED (NonZeroExitCode): exit code 127, command not found: a program is not on PATH in the job's environment"
                + " (activate its venv or module in setup:); log: " + dir.resolve("logs/bad.sh-1000.out") + "; next: clusterjob doctor 1000\n";
        assertTrue(out.endsWith(": exit code 127\n" + line), out);
        assertEquals(0, run("status", "1000"), err);
        assertTrue(out.endsWith(line), "after the table: " + out);
        assertEquals(0, run("status"), err);
        assertTrue(!out.contains("next: clusterjob doctor"), "the whole list stays a table: " + out);
        assertEquals(127, run("wait", "1000"), err);
        assertTrue(out.endsWith(line), out);
    }

    /** A job Slurm could not launch (its --output folder is missing) never writes its log: logs says why and exits 85. */
    @Test
    void logsOfAJobThatNeverLaunchedSaysWhy() throws Exception {
        script("t.sh", "#!/bin/bash\n#SBATCH -o /nonexistent/dir/%j.out\necho hi\n");
        // squeue 22.05 on the testbed: 45|FAILED|JobLaunchFailure|4021 (scontrol: ExitCode=0:53)
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(1, JobState.FAILED, null, "JobLaunchFailure", 4021));
        assertEquals(0, run("submit", "t.sh"));
        assertEquals(0, run("logs", "1000"), err);
        assertEquals("clusterjob: /nonexistent/dir/1000.out does not exist yet: job 1000 is PENDING\n", err);
        time.advance(java.time.Duration.ofSeconds(2));
        assertEquals(85, run("logs", "1000"), err);
        assertEquals("clusterjob: /nonexistent/dir/1000.out does not exist: job 1000 ended FAILED (JobLaunchFailure: Slurm could not"
                + " start the batch script on its node): slurmd error 4021, Slurm could not open the job's output or error file"
                + " (ESLURMD_IO_ERROR: its folder is missing on the node, or not writable); nothing was written there\n", err);
        assertEquals("", out);
    }

    /** The failure line's next step works: doctor JOBID reads the log submit recorded (a real H200 job's, docs/samples). */
    @Test
    void doctorOfAJobIdReadsItsRecordedLog() throws Exception {
        script("t.sh", "#!/bin/bash\n#SBATCH -o logs/%x-%j.out\ntorchrun x.py\n");
        slurm.nextTimeline = List.of(at(0, JobState.RUNNING, "gnode[1-2]"), at(1, JobState.FAILED, "gnode[1-2]", "NonZeroExitCode", 1 << 8));
        assertEquals(1, run("submit", "t.sh", "--wait"));
        Files.createDirectories(dir.resolve("logs"));
        Files.copy(Path.of("docs/samples/h200-wrong-nic.out"), dir.resolve("logs/t.sh-1000.out"));
        assertEquals(4, run("doctor", "1000"), err);
        assertTrue(out.contains(dir.resolve("logs/t.sh-1000.out") + ":"), out);
        assertTrue(out.contains("NCCL_SOCKET_IFNAME"), out);
        assertEquals(3, run("doctor", "1001"), err);
        assertEquals("clusterjob: job 1001 is not in the journal and Slurm no longer knows it (scontrol show job)\n", err);
    }

    /** submit SPEC with flags never rewrites the checked-in output: file, not even for a job sbatch refused. */
    @Test
    void submitNeverWritesTheSpecsOutputFile() throws Exception {
        Files.writeString(dir.resolve("job.yaml"), "profile: tcp\nnodes: 2\ncommand: [a.py]\noutput: job.sbatch\n");
        assertEquals(0, run("render", dir.resolve("job.yaml").toString()), err);
        Path checkedIn = dir.resolve("job.sbatch");
        Files.setPosixFilePermissions(checkedIn, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        String before = Files.readString(checkedIn);
        java.nio.file.attribute.FileTime stamp = Files.getLastModifiedTime(checkedIn);

        assertEquals(0, run("submit", "job.yaml", "--nodes", "3", "--gate"), err);
        Journal.Entry e = Journal.in(dir.resolve("state")).find("1000").orElseThrow();
        assertTrue(e.script().startsWith(dir.resolve("state").resolve("scripts") + "/job-"), e.script());
        assertEquals("submitted 1000 (job) " + e.script() + "\n", out, "the submitted script's path is printed");
        assertTrue(Files.readString(Path.of(e.script())).contains("#SBATCH --nodes=3\n"));

        slurm.sbatchError = "sbatch: error: Batch job submission failed: Invalid partition name specified\n";
        assertEquals(3, run("submit", "job.yaml", "--partition", "nosuch"));
        assertEquals(0, run("submit", "job.yaml", "--dry-run"), err);

        assertEquals(before, Files.readString(checkedIn), "only render writes the output: file");
        assertEquals(stamp, Files.getLastModifiedTime(checkedIn));
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(checkedIn)));
        assertEquals(0, run("check", dir.toString()), out);
    }

    @Test
    void waitJsonForSeveralJobs() throws Exception {
        slurm.add("7", "a", at(0, JobState.RUNNING, "n1"), at(3, JobState.COMPLETED, "n1"));
        slurm.add("8", "b", at(0, JobState.RUNNING, "n2"), at(4, JobState.TIMEOUT, "n2", "TimeLimit", 15));
        assertEquals(80, run("wait", "7", "8", "--json"));
        assertTrue(out.startsWith("{\"jobs\":[{\"id\":\"7\",\"name\":\"a\",\"state\":\"COMPLETED\""), out);
        assertTrue(out.contains("\"state\":\"TIMEOUT\""), out);
        assertTrue(out.trim().endsWith("\"exit_code\":80}"), out);
        assertTrue(err.contains("8 RUNNING -> TIMEOUT"), "state lines go to stderr with --json: " + err);
        assertTrue(slurm.calls("squeue").stream().noneMatch(c -> c.contains("--me")), "foreign ids: no --me");
    }

    @Test
    void dryRunPrintsArgvAndScriptAndSubmitsNothing() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH --comment=mine\necho hi\n");
        assertEquals(0, run("submit", "train.sh", "--dry-run"));
        assertTrue(out.startsWith("# sbatch --parsable '--comment=mine clusterjob:"), out);
        assertTrue(out.contains(dir.resolve("train.sh") + "   (in " + dir + ")\n#!/bin/bash\n#SBATCH --comment=mine\necho hi\n"), out);
        assertEquals(List.of(), slurm.calls);
    }

    @Test
    void specIsRenderedThenSubmitted() throws Exception {
        Files.writeString(dir.resolve("sft.yaml"), "name: sft\nprofile: h800\nnodes: 2\ncommand: [src/train.py, --stage, sft]\n");
        assertEquals(0, run("submit", "sft.yaml", "--nodes", "3"), err);
        Journal.Entry e = Journal.in(dir.resolve("state")).find("1000").orElseThrow();
        assertEquals("sft", e.name());
        assertEquals("%x-%j.out", e.stdout());
        assertTrue(Files.readString(Path.of(e.script())).contains("#SBATCH --nodes=3"));
        assertTrue(e.script().startsWith(dir.resolve("state").resolve("scripts").toString()), e.script());
    }

    @Test
    void badInput() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        assertEquals(2, run("submit", "train.sh", "--nodes", "2"));
        assertTrue(err.startsWith("clusterjob: train.sh: job flags (--nodes, --profile ...) apply to .yaml specs"), err);
        assertEquals(2, run("submit", "nope.sh"));
        assertEquals(2, run("wait", "12a"));
        assertEquals("clusterjob: 12a: not a job id (expected e.g. 12345, 12345_7 or 12345+1)\n", err);
        assertEquals(2, run("submit", "train.sh", "train.sh", "--follow"));
        assertEquals(List.of(), slurm.calls);
    }

    @Test
    void sbatchFailureIsExitThreeWithItsMessage() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        slurm.sbatchError = "sbatch: error: Batch job submission failed: Invalid partition name specified\n";
        assertEquals(3, run("submit", "train.sh"));
        assertEquals("clusterjob: train.sh: sbatch failed: Batch job submission failed: Invalid partition name specified\n", err);
    }

    /** A journal that cannot record a job is found before sbatch runs; nothing is submitted. */
    @Test
    void aBrokenJournalStopsTheSubmitBeforeSbatch() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        Files.createDirectories(dir.resolve("state"));
        Files.writeString(dir.resolve("state/jobs.json"), "{\"version\": 1, \"jobs\": [{\"id\": \"7\", ");
        assertEquals(3, run("submit", "train.sh"));
        assertEquals(List.of(), slurm.calls("sbatch"), "sbatch ran");
        assertEquals("", out);
        assertTrue(err.startsWith("clusterjob: " + dir.resolve("state/jobs.json") + ": cannot read the job journal (malformed JSON")
                && err.strip().endsWith("; nothing was submitted") && err.strip().lines().count() == 1, err);
    }

    /** ... and one that breaks between sbatch and the record: the job id is printed, with how to find it, and exit 11. */
    @Test
    void aJobTheJournalCannotRecordIsStillNamed() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        slurm.onSbatch = n -> {
            try {
                Files.writeString(dir.resolve("state/jobs.json"), "{\"jobs\": [");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        assertEquals(11, run("submit", "train.sh"));
        assertEquals("submitted 1000 (train.sh) " + dir.resolve("train.sh") + "\n", out);
        assertTrue(err.contains("clusterjob: job 1000 was submitted but not recorded (") && err.contains("do not submit it again")
                && err.contains("squeue --me -O JobID,Comment"), err);
        assertEquals(1, slurm.calls("sbatch").size());
    }

    @Test
    void timedOutSubmitIsFoundByTagNotRepeated() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        slurm.sbatchCreateThenTimeout = List.of(1);
        assertEquals(0, run("submit", "train.sh", "--call-timeout", "5"));
        assertEquals(1, slurm.calls("sbatch").size());
        assertEquals(1, slurm.jobs.size());
        assertTrue(err.contains("sbatch did create job 1000"), err);
        assertEquals("submitted 1000 (train.sh) " + dir.resolve("train.sh") + "\n", out);
    }

    @Test
    void followPrintsTheOutputFileAndStops() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH -J t\n#SBATCH -o %x-%j.out\necho hi\n");
        Files.writeString(dir.resolve("t-1000.out"), "epoch 1 loss 0.5\nepoch 2 loss 0.4\n");
        assertEquals(0, run("submit", "train.sh", "--follow"));
        assertEquals("submitted 1000 (t) " + dir.resolve("train.sh") + "\nepoch 1 loss 0.5\nepoch 2 loss 0.4\n", out);
        assertTrue(err.contains("1000 RUNNING -> COMPLETED"), err);
    }

    @Test
    void logsAfterTheFact() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH -o out-%j.txt\n#SBATCH -e err-%j.txt\necho hi\n");
        assertEquals(0, run("submit", "train.sh"));
        Files.writeString(dir.resolve("out-1000.txt"), "hello\n");
        Files.writeString(dir.resolve("err-1000.txt"), "oops\n");
        assertEquals(0, run("logs", "1000"));
        assertEquals("hello\n", out);
        assertEquals("oops\n", err);
    }

    @Test
    void interruptWithoutTerminalLeavesTheJobRunning() throws Exception {
        slurm.add("5", "long", at(0, JobState.RUNNING, "n1"), at(10_000, JobState.COMPLETED, "n1"));
        Instant t0 = time.now();
        ctx = ctx.withInterrupt(() -> time.elapsedSince(t0).toSeconds() > 20);
        assertEquals(130, run("wait", "5"));
        assertTrue(err.contains("left job(s) 5 running"), err);
        assertEquals(0, slurm.calls("scancel").size());
    }

    @Test
    void interruptCancelsWhenAskedTo() throws Exception {
        slurm.add("5", "long", at(0, JobState.RUNNING, "n1"), at(10_000, JobState.COMPLETED, "n1"));
        Instant t0 = time.now();
        ctx = ctx.withInterrupt(() -> time.elapsedSince(t0).toSeconds() > 20);
        assertEquals(130, run("wait", "5", "--cancel-on-interrupt"));
        assertEquals(List.of(List.of("scancel", "-v", "5")), slurm.calls("scancel"));
        assertTrue(err.contains("cancelled 5"), err);
    }

    @Test
    void interruptOnATerminalAsks() throws Exception {
        slurm.add("5", "long", at(0, JobState.RUNNING, "n1"), at(10_000, JobState.COMPLETED, "n1"));
        Instant t0 = time.now();
        ctx = ctx.withInterrupt(() -> time.elapsedSince(t0).toSeconds() > 20);
        List<String> asked = new java.util.ArrayList<>();
        ctx = ctx.withPrompt(q -> {
            asked.add(q);
            return "y";
        });
        assertEquals(130, run("wait", "5"));
        assertEquals(List.of("\nclusterjob: cancel job(s) 5? [y/N] "), asked);
        assertEquals(1, slurm.calls("scancel").size());
    }

    @Test
    void cancel() throws Exception {
        slurm.add("5", "x", at(0, JobState.RUNNING, "n1"));
        slurm.add("6", "y", at(0, JobState.COMPLETED, "n1"));
        assertEquals(3, run("cancel", "5", "6", "404"), err);
        assertEquals("cancel requested for 5\n6 had already finished\n", out);
        assertEquals("clusterjob: cannot cancel 404: Invalid job id specified\n", err);
    }

    @Test
    void statusWaitsOutABriefOutage() {
        slurm.add("5", "x", at(0, JobState.RUNNING, "n1"));
        slurm.outageFrom = time.now();
        slurm.outageUntil = time.now().plusSeconds(3);
        assertEquals(0, run("status", "5"), err);
        assertTrue(err.startsWith("clusterjob: squeue: Unable to contact slurm controller (connect failure); trying again (2 of 4)"), err);
        assertTrue(out.lines().toList().get(1).startsWith("5      x     RUNNING"), out);
    }

    @Test
    void statusJsonOfARunningJobHasNoExitYet() {
        // squeue's exit_code reads 0 until a job ends (captures/slurm/squeue-tracker-states.txt): unknown, so left out
        slurm.add("5", "x", at(0, JobState.RUNNING, "n1"));
        assertEquals(0, run("status", "--json", "5"), err);
        assertEquals("{\"jobs\":[{\"id\":\"5\",\"name\":\"x\",\"state\":\"RUNNING\",\"elapsed\":\"0:00\",\"nodes\":1,\"nodelist\":\"n1\"}]}\n", out);
    }

    /** status runs with its own picocli model alone (FastPath): same output, errors and exit codes as the whole command line. */
    @Test
    void statusFastPathAnswersAsPicocliDoes() {
        slurm.add("5", "x", at(0, JobState.RUNNING, "n1"));
        slurm.add("6", "y y", at(0, JobState.COMPLETED, "n2"));
        List<List<String>> invocations = List.of(List.of("status", "5", "6"), List.of("status", "--json", "6", "404", "5"),
                List.of("status", "5", "--json"), List.of("status", "5", "5"), List.of("status", "x;y"), List.of("status"),
                List.of("status", "--json"), List.of("status", "--json", "--json", "5"), List.of("status", "--last", "1"),
                List.of("status", "--", "5"), List.of("status", "-5"));
        for (List<String> args : invocations) {
            String[] a = args.toArray(String[]::new);
            int fastCode = run(a);
            String fastOut = out;
            String fastErr = err;
            Cli.Result slow = Cli.runPicocli(ctx, a);
            assertEquals(slow.code(), fastCode, args::toString);
            assertEquals(slow.out(), fastOut, args::toString);
            assertEquals(slow.err(), fastErr, args::toString);
        }
        // picocli parses on the fast path too (status's model alone): any option it knows, but help goes to the whole command line
        java.io.PrintWriter sink = new java.io.PrintWriter(java.io.Writer.nullWriter());
        assertEquals(List.of("5", "6"), ((StatusCommand) FastPath.parsed(new StatusCommand(), new String[] {"status", "--last", "1", "5", "6"}, sink, sink)
                .getCommand()).ids);
        assertEquals(null, FastPath.parsed(new StatusCommand(), new String[] {"status", "--help"}, sink, sink));
    }

    @Test
    void statusOfAJobNobodyKnows() {
        assertEquals(0, run("status", "404"));
        assertTrue(out.lines().toList().get(1).startsWith("404    -     UNKNOWN"), out);
        assertEquals(0, run("status", "--json", "404"));
        assertEquals("{\"jobs\":[{\"id\":\"404\",\"state\":\"UNKNOWN\",\"exit_code\":86}]}\n", out);
    }

    @Test
    void helpHasAWorkedExample() {
        for (String c : List.of("submit", "wait", "status", "cancel", "logs")) {
            assertEquals(0, run(c, "--help"));
            assertTrue(out.contains("Example"), c);
            assertFalse(out.isBlank());
        }
    }
}
