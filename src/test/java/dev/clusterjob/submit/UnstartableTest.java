package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.PendingReason;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.Squeue;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Jobs that cannot start, judged on REAL squeue and scontrol answers captured on the testbed with
 * EnforcePartLimits=NO (captures/slurm/unstartable/README.md): the tracker stops within one poll,
 * says the reason and what to change, and wait's outcome is 87.
 */
class UnstartableTest {
    final List<List<String>> calls = new ArrayList<>();
    final FakeTime time = new FakeTime();
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path dir;

    SlurmClient replay(Function<List<String>, String> answer) {
        return new SlurmClient(new CommandRunner() {
            @Override
            public CommandResult run(ExternalCommand c) {
                calls.add(c.argv());
                return new CommandResult(ExternalCommand.of(c.argv()), 0, answer.apply(c.argv()), "", Duration.ofMillis(20), false);
            }

            @Override
            public String describe() {
                return "captures";
            }
        }, Duration.ofSeconds(30));
    }

    @Test
    void theCapturedReasonsParse() {
        Map<String, JobInfo> q = Squeue.parseStatus(Captures.slurm("unstartable/squeue-tracker-unstartable.txt"));
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse(q.get("1").reason()).kind());
        assertEquals("PartitionTimeLimit", PendingReason.parse(q.get("2").reason()).name());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse(q.get("2").reason()).kind());
        PendingReason nodes = PendingReason.parse(q.get("4").reason());
        assertEquals(new PendingReason("ReqNodeNotAvail", "n4node3"), nodes);
        assertEquals(PendingReason.Kind.NODES, nodes.kind());
        assertEquals(PendingReason.Kind.WAIT, PendingReason.parse("Resources").kind());
        assertEquals(PendingReason.Kind.WAIT, PendingReason.parse("Priority").kind());
        assertEquals(PendingReason.Kind.WAIT, PendingReason.parse("ReqNodeNotAvail, Reserved for maintenance").kind());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse("QOSMaxNodePerJobLimit").kind());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse("QOSMaxWallDurationPerJobLimit").kind());
        assertEquals(PendingReason.Kind.PER_USER, PendingReason.parse("QOSMaxGRESPerUser").kind());
        assertEquals(PendingReason.Kind.WAIT, PendingReason.parse("QOSGrpGRES").kind(), "a group limit clears when others' jobs end");
        assertNull(PendingReason.parse("None"));
    }

    @Test
    void theTrackerStopsWithinOnePollAndTheOutcomeIs87() {
        SlurmClient slurm = replay(argv -> argv.get(0).equals("squeue")
                ? Captures.slurm("unstartable/squeue-tracker-unstartable.txt")
                : Captures.slurm("unstartable/scontrol-show-node-drained.txt"));
        List<String> notices = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        Tracker tracker = new Tracker(slurm, time, Tracker.Policy.DEFAULT, new Random(1)).stopWhenUnstartable(new Unstartables(slurm));
        Waiter.Result r = new Waiter(slurm, Journal.in(dir), time, tracker, lines::add, notices::add)
                .await(List.of("1", "2", "4"), true, null, () -> false, running -> false);
        assertEquals(1, calls.stream().filter(c -> c.get(0).equals("squeue")).count(), "one poll");
        assertEquals(List.of("scontrol", "show", "node", "n4node3"), calls.get(1).subList(0, 4), "the drained node is asked");
        assertEquals(ExitCodes.JOB_UNSTARTABLE, r.exitCode());
        assertEquals(List.of(), r.cancelled(), "left queued");
        assertTrue(notices.contains("1 cannot start: Reason=PartitionNodeLimit never clears by itself; the job asks more nodes than"
                + " its partition allows or has (scontrol show partition: MaxNodes, TotalNodes): lower --nodes, or pick another partition"), notices.toString());
        assertTrue(notices.stream().anyMatch(n -> n.startsWith("2 cannot start: Reason=PartitionTimeLimit") && n.contains("lower --time")), notices.toString());
        assertTrue(notices.stream().anyMatch(n -> n.startsWith("4 cannot start: Reason=ReqNodeNotAvail (n4node3)")
                && n.contains("n4node3 IDLE+DRAIN (rl capture)")), notices.toString());
        assertTrue(notices.get(notices.size() - 1).startsWith("left job(s) 1 2 4 queued"), notices.toString());
        assertTrue(lines.contains("1 PENDING (PartitionNodeLimit)"), lines.toString());
    }

    @Test
    void cancelUnstartableCancelsThem() {
        SlurmClient slurm = replay(argv -> argv.get(0).equals("squeue") ? Captures.slurm("unstartable/squeue-tracker-unstartable.txt") : "");
        List<String> notices = new ArrayList<>();
        Tracker tracker = new Tracker(slurm, time, Tracker.Policy.DEFAULT, new Random(1)).stopWhenUnstartable(new Unstartables(slurm));
        Waiter.Result r = new Waiter(slurm, Journal.in(dir), time, tracker, l -> { }, notices::add).cancelUnstartable(true)
                .await(List.of("2"), true, null, () -> false, running -> false);
        assertEquals(ExitCodes.JOB_UNSTARTABLE, r.exitCode());
        assertEquals(List.of("2"), r.cancelled());
        assertTrue(calls.stream().anyMatch(c -> c.get(0).equals("scancel") && c.contains("2")), calls.toString());
    }

    @Test
    void anOrdinaryWaitIsNotJudgedUnstartable() {
        SlurmClient slurm = replay(argv -> "");
        Unstartables u = new Unstartables(slurm);
        assertNull(u.why(new JobInfo("5", "j", JobState.PENDING, null, 1, null, "Resources", null, null, null, null, null, null)));
        String perUser = u.why(new JobInfo("5", "j", JobState.PENDING, null, 1, null, "QOSMaxGRESPerUser", null, null, null, null, null, null));
        assertTrue(perUser != null && perUser.startsWith("5 cannot start: Reason=QOSMaxGRESPerUser"), "no other job of the user runs: " + perUser);
        SlurmClient busy = replay(argv -> "6|RUNNING|(null)\n");
        assertNull(new Unstartables(busy).why(new JobInfo("5", "j", JobState.PENDING, null, 1, null, "QOSMaxGRESPerUser", null, null, null,
                null, null, null)), "another job of the user runs: the limit clears when it ends");
    }
}
