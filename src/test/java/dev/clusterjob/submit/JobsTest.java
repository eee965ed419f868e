package dev.clusterjob.submit;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The orchestration's own decisions, on the fake Slurm (cluster "fake"): which inputs are specs, where each job id lives
 * (the journal's place of its newest entry of this cluster, else this machine), one place at a time, the call timeout.
 */
class JobsTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);
    final StringWriter err = new StringWriter();
    static final RemoteLogin LOGIN1 = new RemoteLogin("me@login1", "me@login1:22", null, null);

    Jobs jobs(Jobs.Options options) {
        Context ctx = Cli.onFakeSlurm(slurm, time, dir);
        return new Jobs(ctx, options, new PrintWriter(new StringWriter()), new PrintWriter(err, true));
    }

    static Journal.Entry entry(String id, String cluster, RemoteLogin login) {
        return new Journal.Entry(id, cluster, "t", "tag-" + id, Instant.EPOCH, RemoteLogin.describe(login), "/w/t.sh", "/w", "/w/t-%j.out",
                null, "me", JobState.COMPLETED, null, "node1", "00:00:10", login);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"job.yaml, true", "job.yml, true", "dir/job.yaml, true", "job.sh, false", "job.yaml.sh, false", "yaml, false",
        "job.sbatch, false"})
    void aSpecIsAYamlFile(String name, boolean spec) {
        assertEquals(spec, Jobs.isSpec(name));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // id | where it is asked | whether the journal's entry comes with it | notice (blank: none)
        "1000 | local | true | ",
        "2000 | ssh me@login1:22 | true | ",
        "3000 | local | false | job 3000 of the journal ran on cluster other; this machine's Slurm is cluster fake: asking it about its job 3000",
        "4000 | local | false | ",
        "5000 | local | true | ",
    })
    void eachIdIsAskedWhereTheJournalRecordedItForThisCluster(String id, String where, boolean known, String notice) {
        Journal journal = Journal.in(dir.resolve("state"));
        journal.add(entry("1000", "fake", null));
        journal.add(entry("2000", "fake", LOGIN1));
        journal.add(entry("3000", "other", null));
        journal.add(entry("5000", "other", null));
        journal.add(entry("5000", "fake", null));
        Jobs.Placed p = jobs(Jobs.Options.DEFAULT).place(List.of(id)).get(0);
        assertEquals(id, p.id());
        assertEquals(where, RemoteLogin.describe(p.login()));
        assertEquals(known, p.entry() != null);
        if (known) {
            assertEquals("fake", p.entry().cluster(), "this cluster's entry");
        }
        assertEquals(notice == null ? "" : "clusterjob: " + notice + "\n", err.toString());
    }

    @Test
    void oneCommandWaitsInOnePlace() {
        List<Jobs.Placed> two = List.of(new Jobs.Placed("1000", null, null), new Jobs.Placed("2000", LOGIN1, null),
                new Jobs.Placed("1001", null, null));
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> Jobs.onePlace(two, "wait follows"));
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertEquals("JOBID: wait follows jobs of one place at a time; these live in local (1000 1001), ssh me@login1:22 (2000)", e.getMessage());
        assertEquals(LOGIN1, Jobs.onePlace(List.of(two.get(1)), "wait follows"));
        assertEquals(null, Jobs.onePlace(List.of(), "wait follows"));
    }

    @Test
    void aCallTimeoutUnderASecondIsRefusedNamingTheFlag() {
        Jobs jobs = jobs(new Jobs.Options(null, Duration.ofMillis(500), false));
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> jobs.open(null));
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("--call-timeout: expected seconds >= 1, got 0"), e.getMessage());
    }
}
