package dev.clusterjob.slurm;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.submit.Outcome;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exit codes as Slurm 24.11.5 prints them (captures/slurm-24.11): squeue's {@code exit_code} is
 * {@code exit:signal} there ({@code 143:0}) where 22.05 prints a wait(2) status (captures/slurm); both
 * versions' captures must give the same reading.
 */
class Slurm2411CapturedTest {
    @Test
    void squeueExitCodeOf2411IsExitColonSignal() {
        Map<String, JobInfo> jobs = Squeue.parseStatus(Captures.slurm2411("squeue-tracker-failed.txt"));
        JobInfo j = jobs.get("42");
        assertEquals(JobState.FAILED, j.state());
        assertEquals(new ExitStatus(143, 0), j.exit());
        assertEquals("NonZeroExitCode", j.reason());
        assertEquals("trx[1-2]", j.nodeList());
        assertEquals(2, j.nodes());
        assertEquals("0:02", j.elapsed());
        assertEquals("trx-torchrun-submit", j.name());
        assertEquals(143, Outcome.exitCode(j.state(), j.exit()), "wait's exit code is the job's, not " + ExitCodes.JOB_FAILED);
        assertEquals("exit code 143", Outcome.detail(j));
    }

    @Test
    void scontrolExitCodeOf2411() {
        List<Map<String, String>> records = Scontrol.parseRecords(Captures.slurm2411("scontrol-show-job-failed-exitcode.txt"));
        assertEquals(new ExitStatus(143, 0), ExitStatus.parse(records.get(0).get("ExitCode")));
    }

    /**
     * Six jobs that ended six ways on 24.11.5 (README: the scripts): a job killed by a signal prints
     * {@code 0:N}, an exit {@code N:0}, a cancel and a time limit {@code 0:15}, success {@code 0:0}.
     */
    @Test
    void squeueEndStatesOf2411AreExitColonSignal() {
        Map<String, JobInfo> jobs = Squeue.parseStatus(Captures.slurm2411("squeue-tracker-end-states.txt"));
        assertEquals(6, jobs.size());
        JobInfo killed = jobs.get("1");
        assertEquals(JobState.FAILED, killed.state());
        assertEquals("RaisedSignal:9(Killed)", killed.reason());
        assertEquals(new ExitStatus(0, 9), killed.exit());
        assertEquals(128 + 9, Outcome.exitCode(killed.state(), killed.exit()), "as a shell reports a child killed by SIGKILL");
        assertEquals("signal 9", Outcome.detail(killed));
        assertEquals(new ExitStatus(0, 15), jobs.get("2").exit());
        assertEquals(128 + 15, Outcome.exitCode(jobs.get("2").state(), jobs.get("2").exit()));
        assertEquals(new ExitStatus(3, 0), jobs.get("3").exit());
        assertEquals(3, Outcome.exitCode(jobs.get("3").state(), jobs.get("3").exit()));
        assertEquals(JobState.CANCELLED, jobs.get("4").state());
        assertEquals(new ExitStatus(0, 15), jobs.get("4").exit(), "scancel's SIGTERM");
        assertEquals(JobState.COMPLETED, jobs.get("5").state());
        assertEquals(new ExitStatus(0, 0), jobs.get("5").exit());
        assertEquals(0, Outcome.exitCode(jobs.get("5").state(), jobs.get("5").exit()));
        JobInfo timeout = jobs.get("6");
        assertEquals(JobState.TIMEOUT, timeout.state());
        assertEquals("TimeLimit", timeout.reason());
        assertEquals(new ExitStatus(0, 15), timeout.exit());
        assertEquals("1:09", timeout.elapsed());
        // 22.05 printed the same endings as wait(2) statuses; both read the same
        Map<String, JobInfo> old = Squeue.parseStatus(Captures.slurm("squeue-tracker-end-states.txt"));
        assertEquals(old.get("8").exit(), killed.exit(), "22.05: 9");
        assertEquals(old.get("4").exit(), timeout.exit(), "22.05: 15");
        assertEquals(old.get("5").exit(), jobs.get("3").exit(), "22.05: 768");
    }

    @Test
    void scontrolOfAJobKilledByASignalOn2411() {
        JobInfo j = Scontrol.parseJobs(Captures.slurm2411("scontrol-show-job-raised-signal.txt")).get(0);
        assertEquals(JobState.FAILED, j.state());
        assertEquals(new ExitStatus(0, 9), j.exit(), "ExitCode=0:9");
        assertEquals("RaisedSignal:9(Killed)", j.reason());
    }

    @Test
    void the2205CapturesReadTheSameWay() {
        Map<String, JobInfo> jobs = Squeue.parseStatus(Captures.slurm("squeue-tracker-end-states.txt"));
        assertEquals(new ExitStatus(3, 0), jobs.get("5").exit(), "768");
        assertEquals(3, Outcome.exitCode(jobs.get("5").state(), jobs.get("5").exit()));
        assertEquals(new ExitStatus(0, 9), jobs.get("8").exit(), "9");
        assertEquals(128 + 9, Outcome.exitCode(jobs.get("8").state(), jobs.get("8").exit()));
        JobInfo failed = Scontrol.parseJobs(Captures.slurm("scontrol-show-job-failed.txt")).get(0);
        assertEquals(new ExitStatus(3, 0), failed.exit(), "ExitCode=3:0");
    }

    /** A squeue that reached slurmctld as it shut down (README): transient, and its line says what happened. */
    @ParameterizedTest
    @ValueSource(strings = {"squeue-tracker-controller-shutting-down.txt", "squeue-tracker-controller-shutting-down-send.txt"})
    void aControllerShuttingDownIsTransient(String name) {
        CommandResult r = new CommandResult(ExternalCommand.of("squeue"), 1, "", Captures.slurm2411(name), Duration.ofMillis(300), false);
        assertTrue(SlurmErrors.isTransient(r), name);
        assertFalse(SlurmErrors.isInvalidJobId(r), name);
        assertEquals("Connection reset by peer", SlurmErrors.message(r), name);
    }
}
