package dev.clusterjob.submit;

import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * StatusQuery on the fake Slurm (cluster "fake"): which jobs cost a Slurm call and which one, what an unknown id shows,
 * the listing without ids, the place names and the table.
 */
class StatusQueryTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);
    final StringWriter err = new StringWriter();
    static final RemoteLogin LOGIN1 = new RemoteLogin("me@login1", "me@login1:22", null, null);

    StatusQuery query() {
        Context ctx = Cli.onFakeSlurm(slurm, time, dir);
        return new StatusQuery(new Jobs(ctx, Jobs.Options.DEFAULT, new PrintWriter(new StringWriter()), new PrintWriter(err, true)));
    }

    Journal journal() {
        return Journal.in(dir.resolve("state"));
    }

    static Journal.Entry entry(String id, String cluster, JobState state, RemoteLogin login) {
        return new Journal.Entry(id, cluster, "train-" + id, "tag-" + id, Instant.EPOCH, RemoteLogin.describe(login), "/w/t.sh", "/w",
                "/w/t-%j.out", null, "me", state, null, "node1", "00:00:10", login);
    }

    static List<String> states(StatusQuery.Result r) {
        return r.rows().stream().map(j -> j.id() + " " + j.state()).toList();
    }

    @Test
    void aJobWhoseEndTheJournalKnowsCostsNoSlurmCall() {
        journal().add(entry("1000", "fake", JobState.COMPLETED, null));
        StatusQuery.Result r = query().run(List.of("1000"), 0, false);
        assertEquals(List.of("1000 COMPLETED"), states(r));
        assertEquals("train-1000", r.rows().get(0).name());
        assertEquals(List.of("fake"), r.clusters());
        assertEquals(0, r.exitCode());
        // only the cluster's name is asked (scontrol show config), no job
        assertEquals(List.of(List.of("scontrol", "show", "config")), slurm.calls);
    }

    @Test
    void runningJobsAreAskedWithOneSqueueAndDuplicatesOnce() {
        slurm.add("1001", "train", at(0, JobState.RUNNING, "node1"));
        slurm.add("1002", "eval", at(0, JobState.PENDING));
        StatusQuery.Result r = query().run(List.of("1001", "1002", "1001"), 0, false);
        assertEquals(List.of("1001 RUNNING", "1002 PENDING"), states(r));
        assertEquals("node1", r.rows().get(0).nodeList());
        assertEquals(1, slurm.calls("squeue").size());
        assertTrue(slurm.calls("squeue").get(0).contains("--jobs=1001,1002"), slurm.calls("squeue").toString());
        assertTrue(slurm.calls("sacct").isEmpty());
    }

    @Test
    void aJobSqueueForgotIsAskedOfSacctElseOfScontrolElseUnknown() {
        slurm.add("1003", "train", at(0, JobState.RUNNING, "node1"), at(5, JobState.COMPLETED, "node1"));
        time.advance(Duration.ofHours(1)); // past MinJobAge: squeue and scontrol no longer know it
        slurm.accounting = true;
        assertEquals(List.of("1003 COMPLETED"), states(query().run(List.of("1003"), 0, false)));
        assertEquals(1, slurm.calls("sacct").size());

        slurm.accounting = false;
        slurm.calls.clear();
        StatusQuery.Result r = query().run(List.of("1003"), 0, false);
        assertEquals(List.of("1003 UNKNOWN"), states(r));
        assertEquals(List.of("squeue", "sacct", "scontrol"), slurm.calls.stream().map(c -> c.get(0)).distinct().toList());
        assertEquals(List.of("1003 UNKNOWN: squeue, sacct and scontrol no longer know it; next: clusterjob doctor 1003"), r.failures());
    }

    @Test
    void withoutIdsTheNewestOfThisClusterAndWithAllTheOthersAsLastSeen() {
        journal().add(entry("1000", "fake", JobState.COMPLETED, null));
        journal().add(entry("2000", "other", JobState.RUNNING, null));
        journal().add(entry("1001", "fake", JobState.FAILED, null));
        journal().add(entry("1002", "fake", JobState.CANCELLED, null));
        assertEquals(List.of("1001 FAILED", "1002 CANCELLED"), states(query().run(List.of(), 2, false)));
        assertTrue(err.toString().isEmpty(), err.toString());

        StatusQuery.Result all = query().run(List.of(), 10, true);
        assertEquals(List.of("1000 COMPLETED", "2000 RUNNING", "1001 FAILED", "1002 CANCELLED"), states(all));
        assertEquals(Arrays.asList("fake", "other", "fake", "fake"), all.clusters());
        assertTrue(err.toString().contains("job(s) 2000 of cluster(s) other shown as the journal last saw them: this machine's Slurm is cluster fake"),
                err.toString());
        assertTrue(slurm.calls("squeue").isEmpty(), "the other cluster's running job is not asked of this Slurm");
    }

    @Test
    void clusterNamesALoginNodesJobByItsHost() {
        assertEquals("fake", StatusQuery.cluster(entry("1", "fake", JobState.COMPLETED, null)));
        assertEquals("fake@login1", StatusQuery.cluster(entry("1", "fake", JobState.COMPLETED, LOGIN1)));
        assertEquals("?@login1", StatusQuery.cluster(entry("1", null, JobState.COMPLETED, LOGIN1)));
        assertNull(StatusQuery.cluster(null));
    }

    @Test
    void theTableHasOneAlignedRowPerJobAndAClusterColumnOnRequest() {
        List<JobInfo> rows = List.of(JobInfo.builder("1001", JobState.RUNNING).name("train").elapsed("1:05").nodeList("node[1-2]").build(),
                JobInfo.builder("1002", JobState.PENDING).reason("Resources").build());
        StringWriter out = new StringWriter();
        StatusQuery.table(new PrintWriter(out, true), rows);
        List<String> lines = out.toString().lines().toList();
        assertEquals(3, lines.size());
        assertTrue(lines.get(0).matches("JOBID\\s+NAME\\s+STATE\\s+ELAPSED\\s+NODES\\s+REASON/EXIT"), lines.get(0));
        assertTrue(lines.get(1).matches("1001\\s+train\\s+RUNNING\\s+1:05\\s+node\\[1-2\\]\\s+-"), lines.get(1));
        assertTrue(lines.get(2).matches("1002\\s+-\\s+PENDING\\s+-\\s+-\\s+Resources"), lines.get(2));
        assertEquals(lines.get(0).indexOf("STATE"), lines.get(1).indexOf("RUNNING"));

        StringWriter withClusters = new StringWriter();
        StatusQuery.table(new PrintWriter(withClusters, true), rows, Arrays.asList("fake@login1", null));
        List<String> c = withClusters.toString().lines().toList();
        assertTrue(c.get(0).startsWith("CLUSTER"), c.get(0));
        assertTrue(c.get(1).startsWith("fake@login1 "), c.get(1));
        assertTrue(c.get(2).matches("-\\s+1002\\s.*"), c.get(2));
    }
}
