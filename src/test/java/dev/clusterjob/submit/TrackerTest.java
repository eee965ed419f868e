package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrackerTest {
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);
    final List<String> lines = new ArrayList<>();
    final List<String> notices = new ArrayList<>();
    final Tracker.Listener listener = new Tracker.Listener() {
        @Override
        public void changed(String line) {
            lines.add(line);
        }

        @Override
        public void notice(String line) {
            notices.add(line);
        }
    };

    Tracker tracker() {
        return new Tracker(new SlurmClient(slurm, Duration.ofSeconds(30)), time, Tracker.Policy.DEFAULT, new Random(1));
    }

    @Test
    void printsEachStateChangeOnOneLine() {
        slurm.add("12345", "sft", at(0, JobState.PENDING, null, "Resources", 0), at(3, JobState.RUNNING, "node[1-2]"),
                at(20, JobState.COMPLETED, "node[1-2]"));
        Tracker.Result r = tracker().await(List.of("12345"), false, listener, () -> false);
        assertEquals(List.of("12345 PENDING (Resources)", "12345 PENDING -> RUNNING on node[1-2] after 3 s",
                "12345 RUNNING -> COMPLETED after 30 s: exit code 0"), lines);
        assertEquals(List.of(1L, 2L, 2L, 4L, 8L, 16L), pollGaps(), "fast at first, reset to 2 s after the change, then backing off");
        assertFalse(r.interrupted());
        assertEquals(JobState.COMPLETED, r.jobs().get(0).state());
        assertEquals(ExitCodes.OK, Outcome.exitCode(r.jobs()));
    }

    @Test
    void fiftyJobsCostOneSqueuePerPoll() {
        List<String> ids = IntStream.range(0, 50).mapToObj(i -> String.valueOf(2000 + i)).toList();
        for (int i = 0; i < 50; i++) {
            slurm.add(ids.get(i), "j" + i, at(0, JobState.PENDING), at(5 + i % 7, JobState.RUNNING, "node" + (i % 3 + 1)),
                    at(60 + i % 11, JobState.COMPLETED, "node" + (i % 3 + 1)));
        }
        Tracker.Result r = tracker().await(ids, false, listener, () -> false);
        List<List<String>> squeues = slurm.calls("squeue");
        assertEquals(r.polls(), squeues.size());
        assertEquals(slurm.calls.size(), squeues.size(), "no other Slurm call while squeue knows every job");
        assertTrue(squeues.get(0).contains("--jobs=" + String.join(",", ids)), "the first poll asks for all 50 at once");
        assertTrue(squeues.stream().allMatch(c -> c.size() == squeues.get(0).size()), "every poll has the same shape");
        assertEquals(150, lines.size(), "3 lines per job: PENDING, RUNNING, COMPLETED");
        assertTrue(r.polls() < 30, "polls: " + r.polls());
        assertEquals(50, r.jobs().stream().filter(j -> j.state() == JobState.COMPLETED).count());
    }

    @Test
    void finishedJobsLeaveThePollList() {
        slurm.add("1", "a", at(0, JobState.RUNNING, "n1"), at(3, JobState.FAILED, "n1", "NonZeroExitCode", 2 << 8));
        slurm.add("2", "b", at(0, JobState.RUNNING, "n2"), at(40, JobState.COMPLETED, "n2"));
        Tracker.Result r = tracker().await(List.of("1", "2"), false, listener, () -> false);
        List<List<String>> q = slurm.calls("squeue");
        assertTrue(q.get(0).contains("--jobs=1,2"));
        assertTrue(q.get(q.size() - 1).contains("--jobs=2,2"), "a single id is listed twice: " + q.get(q.size() - 1));
        assertEquals(2, Outcome.exitCode(r.jobs()), "the failed job's exit code");
        assertTrue(lines.contains("1 RUNNING -> FAILED after 3 s: exit code 2"), lines.toString());
    }

    @Test
    void intervalStartsFastAndBacksOffWhileNothingChanges() {
        slurm.add("7", "long", at(0, JobState.PENDING), at(200, JobState.RUNNING, "n1"), at(201, JobState.COMPLETED, "n1"));
        tracker().await(List.of("7"), false, listener, () -> false);
        List<Long> gaps = pollGaps();
        assertEquals(List.of(1L, 2L, 4L, 8L, 16L, 30L, 30L, 30L, 30L, 30L, 30L), gaps);
        assertEquals("7 PENDING -> COMPLETED after 3 min 31 s: exit code 0", lines.get(1));
    }

    /** Seconds between consecutive squeue calls. */
    private List<Long> pollGaps() {
        List<Long> gaps = new ArrayList<>();
        List<java.time.Instant> t = slurm.callTimes("squeue");
        for (int i = 1; i < t.size(); i++) {
            gaps.add(Duration.between(t.get(i - 1), t.get(i)).toSeconds());
        }
        return gaps;
    }

    @Test
    void survivesAControllerOutage() {
        slurm.add("42", "t", at(0, JobState.RUNNING, "node1"), at(30, JobState.COMPLETED, "node1"));
        slurm.outageFrom = time.now().plusSeconds(3);
        slurm.outageUntil = time.now().plusSeconds(95);
        Tracker.Result r = tracker().await(List.of("42"), false, listener, () -> false);
        assertEquals(JobState.COMPLETED, r.jobs().get(0).state());
        assertEquals(2, notices.size(), notices.toString());
        assertTrue(notices.get(0).startsWith("squeue: Unable to contact slurm controller (connect failure); jobs keep running"), notices.get(0));
        assertTrue(notices.get(1).startsWith("Slurm answers again after "), notices.get(1));
        assertTrue(lines.get(1).startsWith("42 RUNNING -> COMPLETED after ") && lines.get(1).endsWith(": exit code 0"), lines.get(1));
        List<java.time.Instant> polls = slurm.callTimes("squeue");
        assertTrue(polls.get(polls.size() - 1).isAfter(slurm.outageUntil.minusMillis(1)), "concluded only once Slurm answered again");
        long failedPolls = slurm.calls("squeue").size() - r.polls();
        assertTrue(failedPolls >= 2 && failedPolls <= 8, "retries during 92 s of outage with backoff up to 60 s: " + failedPolls);
    }

    @Test
    void forgottenJobIsLookedUpInSacct() {
        slurm.accounting = true;
        slurm.minJobAge = Duration.ofMillis(500);
        slurm.add("9", "x", at(0, JobState.RUNNING, "n1"), at(5, JobState.FAILED, "n1", "NonZeroExitCode", 3 << 8));
        Tracker.Result r = tracker().await(List.of("9"), false, listener, () -> false);
        assertEquals(new ExitStatus(3, 0), r.jobs().get(0).exit());
        assertEquals(3, Outcome.exitCode(r.jobs()));
        assertEquals(1, slurm.calls("sacct").size());
        assertEquals(0, slurm.calls("scontrol").size());
        assertTrue(lines.get(1).endsWith(": exit code 3 [sacct]"), lines.get(1));
    }

    @Test
    void withoutAccountingAForgottenJobEndsUnknownAfterScontrol() {
        slurm.minJobAge = Duration.ofMillis(500);
        slurm.add("9", "x", at(0, JobState.RUNNING, "n1"), at(5, JobState.COMPLETED, "n1"));
        Tracker.Result r = tracker().await(List.of("9"), false, listener, () -> false);
        assertEquals(JobState.UNKNOWN, r.jobs().get(0).state());
        assertEquals(ExitCodes.JOB_UNKNOWN, Outcome.exitCode(r.jobs()));
        assertEquals(1, slurm.calls("sacct").size(), "accounting found off once, then not asked again");
        assertEquals(2, slurm.calls("scontrol").size());
        assertTrue(lines.get(1).startsWith("9 RUNNING -> UNKNOWN after "), lines.get(1));
        assertTrue(lines.get(1).endsWith("squeue, sacct and scontrol no longer know the job"), lines.get(1));
    }

    @Test
    void waitOnAnAlreadyFinishedJob() {
        slurm.add("5", "x", at(0, JobState.TIMEOUT, "n1", "TimeLimit", 15));
        Tracker.Result r = tracker().await(List.of("5"), false, listener, () -> false);
        assertEquals(List.of("5 TIMEOUT: signal 15 (TimeLimit)"), lines);
        assertEquals(ExitCodes.JOB_TIMEOUT, Outcome.exitCode(r.jobs()));
        assertEquals(1, r.polls());
        assertTrue(time.sleeps.isEmpty());
    }

    @Test
    void interruptStopsWaitingAndReportsUnfinishedJobs() {
        slurm.add("3", "x", at(0, JobState.RUNNING, "n1"), at(1000, JobState.COMPLETED, "n1"));
        java.time.Instant t0 = time.now();
        Tracker.Result r = tracker().await(List.of("3"), false, listener, () -> time.elapsedSince(t0).toSeconds() >= 10);
        assertTrue(r.interrupted());
        assertEquals(List.of("3"), r.unfinished());
        assertTrue(time.elapsedSince(t0).toSeconds() < 11, "noticed within a tick");
    }

    @Test
    void lineAndDurationFormats() {
        JobInfo run = new JobInfo("12345", "n", JobState.RUNNING, null, 2, "node[1-2]", null, null, null, null, null, null, null);
        assertEquals("12345 PENDING -> RUNNING on node[1-2] after 3 s", Tracker.line(run, JobState.PENDING, Duration.ofSeconds(3), null));
        JobInfo oom = JobInfo.of("1", JobState.OUT_OF_MEMORY).withExit(new ExitStatus(0, 9));
        assertEquals("1 RUNNING -> OUT_OF_MEMORY after 1 h 2 min: signal 9", Tracker.line(oom, JobState.RUNNING, Duration.ofSeconds(3725), null));
        assertEquals("0 s", Tracker.human(Duration.ZERO));
        assertEquals("2 min 5 s", Tracker.human(Duration.ofSeconds(125)));
        assertEquals("3 min", Tracker.human(Duration.ofSeconds(180)));
        assertEquals("2 h", Tracker.human(Duration.ofSeconds(7200)));
    }
}
