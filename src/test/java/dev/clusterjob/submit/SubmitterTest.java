package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SubmitterTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);
    final List<String> notices = new ArrayList<>();

    Submitter submitter(int retries) {
        return new Submitter(new SlurmClient(slurm, Duration.ofSeconds(20)), time,
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(3)), retries, notices::add);
    }

    Submitter.Prepared script(String body) throws Exception {
        Path s = dir.resolve("job.sh");
        Files.writeString(s, body);
        return Submitter.fromScript(s, dir, Submitter.newTag());
    }

    @Test
    void submitsOnceWithTheTagInTheComment() throws Exception {
        Submitter.Prepared p = script("#!/bin/bash\n#SBATCH -J train\necho hi\n");
        Submitter.Submission s = submitter(3).submit(p);
        assertEquals("1000", s.jobId());
        assertEquals(1, s.attempts());
        assertEquals(List.of(List.of("sbatch", "--parsable", "--comment=" + p.tag(), dir.resolve("job.sh").toString())), slurm.calls);
        assertEquals(List.of("1000"), slurm.tagged(p.tag()));
        assertEquals("train", p.jobName());
        assertTrue(p.tag().matches("clusterjob:[0-9a-f-]{36}"), p.tag());
    }

    @Test
    void theScriptsOwnCommentIsKeptBeforeTheTag() throws Exception {
        Submitter.Prepared p = script("#!/bin/bash\n#SBATCH --comment='run 7'\necho hi\n");
        assertEquals("run 7 " + p.tag(), p.comment());
        assertEquals("job.sh", p.jobName(), "sbatch names a job after its script by default");
    }

    @Test
    void timeoutAfterTheJobWasCreatedDoesNotSubmitAgain() throws Exception {
        slurm.sbatchCreateThenTimeout = List.of(1);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        Submitter.Submission s = submitter(3).submit(p);
        assertEquals(1, slurm.calls("sbatch").size(), "the lookup found the job: no second sbatch");
        assertEquals(List.of(s.jobId()), slurm.tagged(p.tag()));
        assertTrue(s.foundByTag());
        assertEquals(1, slurm.calls("squeue").size());
        assertTrue(slurm.calls("squeue").get(0).contains("--me"));
        assertTrue(notices.get(0).startsWith("sbatch: no answer within 20 s (timed out); looking for the job by its tag"), notices.get(0));
        assertTrue(notices.get(1).startsWith("sbatch did create job " + s.jobId()), notices.get(1));
    }

    @Test
    void timeoutWithoutAJobSubmitsAgainAndEndsWithOneJob() throws Exception {
        slurm.sbatchTimeoutNoJob = List.of(1);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        Submitter.Submission s = submitter(3).submit(p);
        assertEquals(2, slurm.calls("sbatch").size());
        assertEquals(List.of(s.jobId()), slurm.tagged(p.tag()), "exactly one job carries the tag");
        assertFalse(s.foundByTag());
        assertEquals(2, s.attempts());
        assertEquals(List.of(), s.cancelledDuplicates());
    }

    @Test
    void aLateDuplicateIsCancelledAndTheOldestJobKept() throws Exception {
        slurm.sbatchTimeoutNoJob = List.of(1);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        // The first sbatch's job shows up only after the lookup, just before the second sbatch.
        slurm.onSbatch = n -> {
            if (n == 2) {
                slurm.add("999", "job", at(0, JobState.PENDING)).comment = p.comment();
            }
        };
        Submitter.Submission s = submitter(3).submit(p);
        assertEquals("999", s.jobId());
        assertEquals(List.of("1000"), s.cancelledDuplicates());
        assertEquals(List.of("scancel", "-v", "1000"), slurm.calls("scancel").get(0));
        assertEquals(JobState.CANCELLED, slurm.state(slurm.jobs.get("1000"), time.now()).state());
    }

    @Test
    void aFailingLookupIsAskedAgainNeverSkipped() throws Exception {
        slurm.sbatchCreateThenTimeout = List.of(1);
        slurm.lookupFailures = List.of(1, 2);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        Submitter.Submission s = submitter(3).submit(p);
        assertEquals(1, slurm.calls("sbatch").size());
        assertEquals(3, slurm.calls("squeue").size());
        assertTrue(s.foundByTag());
    }

    @Test
    void aLookupThatNeverAnswersIsAnErrorNotAResubmit() throws Exception {
        slurm.sbatchTimeoutNoJob = List.of(1);
        slurm.lookupFailures = List.of(1, 2, 3, 4, 5, 6, 7, 8);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> submitter(3).submit(p));
        assertEquals(1, slurm.calls("sbatch").size());
        assertTrue(e.getMessage().startsWith("cannot tell whether sbatch created the job"), e.getMessage());
        assertTrue(e.getMessage().contains(p.tag()));
    }

    @Test
    void permanentErrorsAreNotRetried() throws Exception {
        slurm.sbatchError = "sbatch: error: invalid partition specified: nosuch\nsbatch: error: Batch job submission failed: Invalid partition name specified\n";
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> submitter(3).submit(p));
        assertEquals("sbatch failed: Batch job submission failed: Invalid partition name specified", e.getMessage());
        assertEquals(ExitCodes.EXTERNAL, e.exitCode());
        assertEquals(1, slurm.calls.size());
    }

    @Test
    void withoutRetriesATimeoutIsStillLookedUp() throws Exception {
        slurm.sbatchTimeoutNoJob = List.of(1);
        Submitter.Prepared p = script("#!/bin/bash\necho hi\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> submitter(0).submit(p));
        assertTrue(e.getMessage().contains("no job was created"), e.getMessage());
        assertEquals(1, slurm.calls("sbatch").size());
        assertEquals(1, slurm.calls("squeue").size());
    }

    @Test
    void badScripts() throws Exception {
        ClusterjobException missing = assertThrows(ClusterjobException.class,
                () -> Submitter.fromScript(dir.resolve("nope.sh"), dir, "t"));
        assertEquals(ExitCodes.USAGE, missing.exitCode());
        Path noShebang = dir.resolve("x.sh");
        Files.writeString(noShebang, "echo hi\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> Submitter.fromScript(noShebang, dir, "t"));
        assertTrue(e.getMessage().startsWith(noShebang + ":1: a batch script must start with '#!'"), e.getMessage());
    }

    @Test
    void specIsRenderedIntoTheScriptsFolder() {
        JobSpec spec = SpecBuilder.empty().profile("h800", SpecBuilder.at("--profile")).nodes(2, SpecBuilder.at("--nodes"))
                .name("sft", SpecBuilder.at("--job-name"))
                .command(List.of("src/train.py", "--stage", "sft"), SpecBuilder.at("--")).build();
        String tag = Submitter.newTag();
        Submitter.Prepared p = Submitter.fromSpec(spec, JobRenderer.bundled(), dir.resolve("scripts"), dir, tag, true);
        assertTrue(p.rendered());
        assertTrue(Files.isExecutable(p.script()));
        assertEquals(dir.resolve("scripts").resolve("sft-" + tag.substring(11, 19) + ".sbatch"), p.script());
        assertEquals("sft", p.jobName());
        assertEquals("%x-%j.out", p.directives().get("output"));
        assertTrue(p.text().contains("#SBATCH --nodes=2"));
    }
}
