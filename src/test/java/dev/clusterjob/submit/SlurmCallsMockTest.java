package dev.clusterjob.submit;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/**
 * The two promises about calls into Slurm that are best stated as call counts on the one door to
 * external programs ({@link CommandRunner}): a retried submit never runs sbatch a second time when
 * the first one did create the job, and a poll asks squeue once however many jobs it tracks.
 * The runner answers with real captured client output (src/test/resources/captures/slurm/).
 */
class SlurmCallsMockTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();

    static boolean is(ExternalCommand c, String program) {
        return c != null && c.argv().get(0).equals(program);
    }

    static CommandResult result(ExternalCommand c, int exit, String stdout, String stderr, boolean timedOut) {
        return new CommandResult(c, exit, stdout, stderr, Duration.ofMillis(5), timedOut);
    }

    @Test
    void anSbatchThatTimedOutButCreatedTheJobIsNotRunAgain() throws Exception {
        Path script = dir.resolve("job.sh");
        Files.writeString(script, "#!/bin/bash\necho hi\n");
        Submitter.Prepared p = Submitter.fromScript(script, dir, Submitter.newTag());
        CommandRunner runner = mock(CommandRunner.class);
        // sbatch hangs past its limit (the controller was slow, the job exists all the same) ...
        when(runner.run(argThat(c -> is(c, "sbatch")))).thenAnswer(i -> result(i.getArgument(0), -1, "", "", true));
        // ... and squeue --me shows the job with the submission's tag (a real tag-lookup capture, our tag put in)
        String lookup = Captures.slurm("squeue-tag-lookup.txt").replace("clusterjob:5f0c9a4e-2b1d-4c3e-9f8a-7d6e5c4b3a21", p.tag());
        when(runner.run(argThat(c -> is(c, "squeue")))).thenAnswer(i -> result(i.getArgument(0), 0, lookup, "", false));

        List<String> notices = new ArrayList<>();
        Submitter submitter = new Submitter(new SlurmClient(runner, Duration.ofSeconds(20)), time,
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(3)), 5, notices::add);
        Submitter.Submission s = submitter.submit(p);

        assertEquals("9", s.jobId(), "the job that carries the tag in the capture");
        assertTrue(s.foundByTag());
        verify(runner, times(1)).run(argThat(c -> is(c, "sbatch")));
        verify(runner, never()).run(argThat(c -> is(c, "scancel")));
        assertTrue(notices.stream().anyMatch(n -> n.contains("not submitting again")), notices.toString());
    }

    @Test
    void onePollIsOneSqueueForEveryJob() {
        CommandRunner runner = mock(CommandRunner.class);
        // every tracked job has ended in this real capture: one poll must settle all of them
        String ended = Captures.slurm("squeue-tracker-end-states.txt");
        when(runner.run(any())).thenAnswer(i -> result(i.getArgument(0), 0, ended, "", false));
        List<String> ids = List.of("1", "2", "4", "5", "6", "7", "8", "9");

        Tracker.Result r = new Tracker(new SlurmClient(runner, Duration.ofSeconds(20)), time, Tracker.Policy.DEFAULT, new Random(1))
                .await(ids, true, new Tracker.Listener() { }, () -> false);

        assertFalse(r.interrupted());
        assertEquals(1, r.polls());
        assertTrue(r.jobs().stream().allMatch(j -> j.state().terminal()), r.jobs().toString());
        assertEquals(JobState.TIMEOUT, r.jobs().get(2).state(), "job 4 in the capture");
        ArgumentCaptor<ExternalCommand> calls = ArgumentCaptor.forClass(ExternalCommand.class);
        verify(runner, atLeastOnce()).run(calls.capture());
        List<ExternalCommand> squeues = calls.getAllValues().stream().filter(c -> is(c, "squeue")).toList();
        assertEquals(1, squeues.size(), "one squeue for eight jobs: " + calls.getAllValues());
        assertTrue(squeues.get(0).argv().contains("--jobs=1,2,4,5,6,7,8,9"), squeues.get(0).argv().toString());
    }
}
