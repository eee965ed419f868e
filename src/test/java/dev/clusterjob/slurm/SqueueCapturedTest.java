package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exact squeue calls of the Tracker and the Submitter's tag lookup ({@link Squeue#statusArgv},
 * {@link Squeue#byUserArgv}) and their parsers, on REAL Slurm 22.05.8 output captured by
 * testbed/capture.sh (captures/slurm/squeue-tracker-*, squeue-tag-lookup, sdiag-tracker-*; job ids
 * in README.md there). These replace the inputs first written from the 22.05 source.
 */
class SqueueCapturedTest {
    @Test
    void theCapturedCommandsAreTheOnesClusterjobBuilds() {
        assertEquals(Squeue.statusArgv(List.of("1", "2", "7", "6", "5", "8", "9"), true), Captures.argv("squeue-tracker-states.txt"));
        assertEquals(Squeue.statusArgv(List.of("1", "2", "4", "5", "6", "7", "8", "9"), true), Captures.argv("squeue-tracker-end-states.txt"));
        assertEquals(Squeue.statusArgv(List.of("6"), true), Captures.argv("squeue-tracker-one-id-twice.txt"), "one id is listed twice");
        assertEquals(Squeue.statusArgv(List.of("999999"), true), Captures.argv("squeue-tracker-forgotten-id-twice.txt"));
        assertEquals(Squeue.statusArgv(List.of("6", "999999"), true), Captures.argv("squeue-tracker-forgotten-id-in-list.txt"));
        assertEquals(Squeue.statusArgv(List.of("1", "6"), false), Captures.argv("squeue-tracker-foreign-ids.txt"));
        assertEquals(Squeue.byUserArgv(), Captures.argv("squeue-tag-lookup.txt"));
    }

    @Test
    void everyStateOfARunningQueue() {
        Map<String, JobInfo> jobs = Squeue.parseStatus(Captures.slurm("squeue-tracker-states.txt"));
        assertEquals(List.of("1", "2", "5", "6", "7", "8", "9"), new ArrayList<>(new TreeMap<>(jobs).keySet()));

        JobInfo hog = jobs.get("1");
        assertEquals(JobState.RUNNING, hog.state());
        assertEquals("node[1-3]", hog.nodeList());
        assertEquals(3, hog.nodes());
        assertEquals("cj-cap-hog", hog.name());
        assertNull(hog.reason(), "Reason None");
        assertTrue(hog.elapsed().matches("0:[0-9]{2}"), hog.elapsed());

        JobInfo pending = jobs.get("2");
        assertEquals(JobState.PENDING, pending.state());
        assertNull(pending.nodeList(), "an empty NodeList field");
        assertEquals(1, pending.nodes(), "the requested count");
        assertEquals("Resources", pending.reason());
        assertNull(pending.exit(), "squeue prints exit_code 0 for a job that has not ended: unknown, not exit 0");
        assertNull(hog.exit(), "running: no exit yet");
        assertNull(jobs.get("7").exit(), "COMPLETING: not ended yet");

        assertEquals(JobState.COMPLETING, jobs.get("7").state());
        assertFalse(jobs.get("7").state().terminal(), "COMPLETING is not an end: its processes are still being killed");

        assertEquals(JobState.COMPLETED, jobs.get("6").state());
        assertEquals(ExitStatus.OK, jobs.get("6").exit());
        assertEquals("node2", jobs.get("6").nodeList());

        JobInfo failed = jobs.get("5");
        assertEquals(JobState.FAILED, failed.state());
        assertEquals(new ExitStatus(3, 0), failed.exit(), "wait status 768");
        assertEquals("NonZeroExitCode", failed.reason());

        JobInfo killed = jobs.get("8");
        assertEquals(JobState.FAILED, killed.state());
        assertEquals(new ExitStatus(0, 9), killed.exit(), "wait status 9: SIGKILL");
        assertEquals("JobLaunchFailure", killed.reason(), "what 22.05 says when the batch shell dies of a signal");

        assertEquals("cj cap|pipe", jobs.get("9").name(), "the name is last: its '|' does not shift the other fields");
        assertEquals(JobState.COMPLETED, jobs.get("9").state());
    }

    @Test
    void everyEndState() {
        Map<String, JobInfo> jobs = Squeue.parseStatus(Captures.slurm("squeue-tracker-end-states.txt"));
        assertEquals(8, jobs.size());
        jobs.values().forEach(j -> assertTrue(j.state().terminal(), j.toString()));
        assertEquals(JobState.CANCELLED, jobs.get("1").state());
        assertEquals(new ExitStatus(0, 15), jobs.get("1").exit(), "scancel's SIGTERM");
        assertEquals(JobState.CANCELLED, jobs.get("7").state());
        assertEquals(new ExitStatus(0, 9), jobs.get("7").exit(), "ignored SIGTERM: SIGKILL after KillWait");
        JobInfo timeout = jobs.get("4");
        assertEquals(JobState.TIMEOUT, timeout.state());
        assertEquals(new ExitStatus(0, 15), timeout.exit());
        assertEquals("TimeLimit", timeout.reason());
        assertEquals("1:00", timeout.elapsed());
        assertEquals(new ExitStatus(3, 0), jobs.get("5").exit());
        assertEquals(new ExitStatus(0, 9), jobs.get("8").exit());
        assertEquals(JobState.COMPLETED, jobs.get("6").state());
    }

    @Test
    void oneIdListedTwiceIsAnsweredOnce() {
        String out = Captures.slurm("squeue-tracker-one-id-twice.txt");
        assertEquals(1, out.lines().count(), out);
        assertEquals(List.of("6"), List.copyOf(Squeue.parseStatus(out).keySet()));
    }

    @Test
    void aForgottenJobIsSimplyAbsentFromTheAnswer() {
        assertEquals(0, Captures.exitCode("squeue-tracker-forgotten-id-twice.txt"));
        assertEquals("", Captures.slurm("squeue-tracker-forgotten-id-twice.txt"));
        assertEquals("", Captures.slurm("squeue-tracker-forgotten-id-twice-stderr.txt"), "no error: the list path");
        assertEquals(List.of("6"), List.copyOf(Squeue.parseStatus(Captures.slurm("squeue-tracker-forgotten-id-in-list.txt")).keySet()));

        // through the client, with each capture's recorded exit code and streams
        assertEquals(Map.of(), client(Captures.exitCode("squeue-tracker-forgotten-id-twice.txt"), "", "").queue(List.of("999999"), true));
        // the single-id form (never sent now) fails instead; the client still reads it as "forgotten"
        assertEquals(1, Captures.exitCode("squeue-unknown-single-id.txt"));
        assertEquals(Map.of(), client(1, "", Captures.slurm("squeue-unknown-single-id.txt")).queue(List.of("999999"), true));
    }

    @Test
    void theTagLookupFindsTheTagBehindTheScriptsOwnComment() {
        List<Squeue.Tagged> jobs = Squeue.parseTagged(Captures.slurm("squeue-tag-lookup.txt"));
        assertEquals(9, jobs.size());
        Squeue.Tagged tagged = jobs.stream().filter(t -> t.jobId().equals("9")).findFirst().orElseThrow();
        assertEquals(new Squeue.Tagged("9", JobState.COMPLETED, "my note clusterjob:5f0c9a4e-2b1d-4c3e-9f8a-7d6e5c4b3a21"), tagged);
        assertNull(jobs.get(0).comment(), "squeue prints (null) for a job without a comment");
        assertTrue(jobs.stream().filter(t -> !t.jobId().equals("9")).allMatch(t -> t.comment() == null), jobs.toString());
    }

    /**
     * The point of listing one id twice: sdiag after 5 polls of 1 job and after 5 polls of 7 jobs shows the
     * same query RPCs (one REQUEST_JOB_INFO and one REQUEST_PARTITION_INFO per poll); 5 single-id calls
     * cost REQUEST_JOB_INFO_SINGLE + REQUEST_FED_INFO + REQUEST_PARTITION_INFO each.
     */
    @Test
    void sdiagShowsThePollCostsTheSameForOneJobAndForSeven() {
        Map<String, Integer> one = queryRpcs(Captures.slurm("sdiag-tracker-one-job.txt"));
        Map<String, Integer> seven = queryRpcs(Captures.slurm("sdiag-tracker-seven-jobs.txt"));
        assertEquals(Map.of("REQUEST_JOB_INFO", 5, "REQUEST_PARTITION_INFO", 5), one);
        assertEquals(one, seven);
        assertEquals(Map.of("REQUEST_JOB_INFO_SINGLE", 5, "REQUEST_FED_INFO", 5, "REQUEST_PARTITION_INFO", 5),
                queryRpcs(Captures.slurm("sdiag-tracker-single-id.txt")));
        // --me (every captured tracker call has it) does not make it REQUEST_JOB_USER_INFO on 22.05
        assertFalse(one.containsKey("REQUEST_JOB_USER_INFO"));
    }

    /** REQUEST_*INFO counts of sdiag's "by message type" section, except sdiag's own REQUEST_STATS_INFO. */
    static Map<String, Integer> queryRpcs(String sdiag) {
        Map<String, Integer> m = new TreeMap<>();
        boolean on = false;
        for (String line : sdiag.split("\n")) {
            if (line.startsWith("Remote Procedure Call statistics by message type")) {
                on = true;
            } else if (line.startsWith("Remote Procedure Call statistics by user")) {
                on = false;
            } else if (on && line.contains("count:")) {
                String type = line.trim().split("\\s+")[0];
                int count = Integer.parseInt(line.replaceAll(".*count:(\\d+).*", "$1"));
                if (type.matches("REQUEST_.*INFO.*") && !type.equals("REQUEST_STATS_INFO")) {
                    m.put(type, count);
                }
            }
        }
        return m;
    }

    /** A client whose every call answers {@code code}, {@code out}, {@code err}. */
    static SlurmClient client(int code, String out, String err) {
        CommandRunner replay = new CommandRunner() {
            @Override
            public CommandResult run(ExternalCommand c) {
                return new CommandResult(c, code, out, err, Duration.ofMillis(5), false);
            }

            @Override
            public String describe() {
                return "captures";
            }
        };
        return new SlurmClient(replay, Duration.ofSeconds(30));
    }
}
