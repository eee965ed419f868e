package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.Squeue;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Tracker and the Submitter's tag lookup fed with REAL squeue answers captured on the testbed
 * (captures/slurm/squeue-tracker-*.txt, squeue-tag-lookup.txt): the same code path as a real poll,
 * only the process is replaced by the capture of exactly the call it makes.
 */
class CapturedTrackingTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final List<List<String>> calls = new ArrayList<>();

    /** Answers each call with {@code answer}; records the argv. */
    SlurmClient replay(Function<List<String>, CommandResult> answer) {
        return new SlurmClient(new CommandRunner() {
            @Override
            public CommandResult run(ExternalCommand c) {
                calls.add(c.argv());
                return answer.apply(c.argv());
            }

            @Override
            public String describe() {
                return "captures";
            }
        }, Duration.ofSeconds(30));
    }

    static CommandResult ok(List<String> argv, String stdout) {
        return new CommandResult(ExternalCommand.of(argv), 0, stdout, "", Duration.ofMillis(20), false);
    }

    @Test
    void theTrackerFollowsTheCapturedQueueToEveryEndState() {
        // ids in the order a user gave them; poll 1 sees the running queue, later polls the ended one
        List<String> ids = List.of("1", "2", "7", "6", "5", "8", "9");
        SlurmClient slurm = replay(argv -> ok(argv, Captures.slurm(calls.size() == 1
                ? "squeue-tracker-states.txt" : "squeue-tracker-end-states.txt")));
        List<String> lines = new ArrayList<>();
        Tracker.Result r = new Tracker(slurm, time, Tracker.Policy.DEFAULT, new Random(1)).await(ids, true, new Tracker.Listener() {
            @Override
            public void changed(String line) {
                lines.add(line);
            }
        }, () -> false);

        assertEquals(Captures.argv("squeue-tracker-states.txt"), calls.get(0), "poll 1 is exactly the captured call");
        assertEquals(2, r.polls(), "poll 2 saw every job ended");
        assertEquals(Squeue.statusArgv(List.of("1", "2", "7"), true), calls.get(1), "ended jobs leave the list");
        Map<String, JobInfo> end = r.jobs().stream().collect(Collectors.toMap(JobInfo::id, j -> j));
        assertEquals(ExitCodes.JOB_CANCELLED, Outcome.exitCode(end.get("1").state(), end.get("1").exit()));
        assertEquals(ExitCodes.JOB_CANCELLED, Outcome.exitCode(end.get("7").state(), end.get("7").exit()));
        assertEquals(ExitCodes.OK, Outcome.exitCode(end.get("6").state(), end.get("6").exit()));
        assertEquals(3, Outcome.exitCode(end.get("5").state(), end.get("5").exit()));
        assertEquals(128 + 9, Outcome.exitCode(end.get("8").state(), end.get("8").exit()), "SIGKILL, as a shell reports it");
        assertEquals(ExitCodes.JOB_CANCELLED, Outcome.exitCode(r.jobs()), "the first job in the given order that did not complete");

        assertTrue(lines.contains("1 RUNNING on node[1-3]"), lines.toString());
        assertTrue(lines.contains("2 PENDING (Resources)"), lines.toString());
        assertTrue(lines.contains("5 FAILED: exit code 3"), lines.toString());
        assertTrue(lines.contains("8 FAILED: signal 9"), lines.toString());
        assertTrue(lines.contains("1 RUNNING -> CANCELLED after 1 s: signal 15"), lines.toString());
        assertTrue(lines.contains("7 COMPLETING -> CANCELLED after 1 s: signal 9"), lines.toString());
        assertTrue(lines.contains("9 COMPLETED: exit code 0"), lines.toString());
    }

    @Test
    void aSubmitThatTimedOutFindsItsJobInTheCapturedTagLookup() throws Exception {
        Path script = dir.resolve("job.sh");
        Files.writeString(script, "#!/bin/bash\n#SBATCH --comment='my note'\necho tagged\n");
        // the tag capture.sh put on job 9, behind the script's own comment, as clusterjob does
        Submitter.Prepared p = Submitter.fromScript(script, dir, "clusterjob:5f0c9a4e-2b1d-4c3e-9f8a-7d6e5c4b3a21");
        assertEquals("my note clusterjob:5f0c9a4e-2b1d-4c3e-9f8a-7d6e5c4b3a21", p.comment());
        SlurmClient slurm = replay(argv -> argv.get(0).equals("sbatch")
                ? new CommandResult(ExternalCommand.of(argv), -1, "", "", Duration.ofSeconds(30), true)
                : ok(argv, Captures.slurm("squeue-tag-lookup.txt")));
        List<String> notices = new ArrayList<>();
        Submitter.Submission s = new Submitter(slurm, time, new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(3)),
                3, notices::add).submit(p);
        assertEquals("9", s.jobId());
        assertTrue(s.foundByTag());
        assertEquals(1, calls.stream().filter(c -> c.get(0).equals("sbatch")).count(), "no second sbatch");
        assertEquals(Captures.argv("squeue-tag-lookup.txt"), calls.get(1), "the lookup is exactly the captured call");
        assertTrue(notices.stream().anyMatch(n -> n.startsWith("sbatch did create job 9")), notices.toString());
        assertEquals(JobState.COMPLETED, Squeue.parseTagged(Captures.slurm("squeue-tag-lookup.txt")).stream()
                .filter(t -> t.jobId().equals("9")).findFirst().orElseThrow().state());
    }
}
