package dev.clusterjob.cli;

import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two Slurm clusters whose login nodes share one home folder, so one journal: each job
 * is recorded with its cluster (Slurm's ClusterName), and status, wait, logs and cancel act on the current
 * cluster's jobs, even where both clusters gave the same job id. Each cluster is a fake Slurm of its own.
 */
class ClusterJobsCliTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner alpha = new FakeSlurmRunner(time);
    final FakeSlurmRunner beta = new FakeSlurmRunner(time);
    String out;
    String err;

    @BeforeEach
    void clusters() throws Exception {
        alpha.clusterName = "alpha";
        beta.clusterName = "beta";
        for (FakeSlurmRunner s : List.of(alpha, beta)) {
            s.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node1"), at(100, JobState.COMPLETED, "node1"));
        }
        Files.writeString(dir.resolve("t.sh"), "#!/bin/bash\n#SBATCH -J t\n#SBATCH -o %x-%j.out\nsrun train\n");
    }

    /** Runs clusterjob on the login node of {@code cluster}. */
    int on(FakeSlurmRunner cluster, String... args) {
        Context ctx = Context.system().withRunners(Runners.fixed(cluster)).withTime(time).withStateDir(dir.resolve("state"))
                .withCwd(dir).withPrompt(q -> null);
        Cli.Result r = Cli.run(ctx, args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    Journal journal() {
        return Journal.in(dir.resolve("state"));
    }

    @Test
    void equalIdsOfTwoClustersAreTwoJobsAndEachClusterSeesItsOwn() throws Exception {
        assertEquals(0, on(alpha, "submit", "t.sh"), err);
        assertEquals(0, on(beta, "submit", "t.sh"), err);
        assertEquals(List.of("alpha", "beta"), journal().load().stream().map(Journal.Entry::cluster).toList(), "both job 1000s are kept");
        assertEquals(List.of("1000", "1000"), journal().load().stream().map(Journal.Entry::id).toList());

        time.advance(Duration.ofSeconds(5));
        int betaCalls = beta.calls.size();
        int alphaSqueues = alpha.calls("squeue").size();
        assertEquals(0, on(alpha, "status"), err);
        assertEquals(2, out.lines().count(), "alpha's job only: " + out);
        assertTrue(out.lines().toList().get(1).startsWith("1000   t     RUNNING"), out);
        assertEquals(betaCalls, beta.calls.size(), "beta's Slurm is not asked on alpha's login node");
        assertEquals(alphaSqueues + 1, alpha.calls("squeue").size(), "one squeue for alpha's one job");

        assertEquals(0, on(beta, "status", "--all"), err);
        List<String> rows = out.lines().toList();
        assertEquals("CLUSTER  JOBID  NAME  STATE    ELAPSED  NODES  REASON/EXIT", rows.get(0));
        assertTrue(rows.get(1).startsWith("alpha    1000   t     RUNNING"), out);
        assertTrue(rows.get(2).startsWith("beta     1000   t     RUNNING"), out);
        assertEquals("clusterjob: job(s) 1000 of cluster(s) alpha shown as the journal last saw them: this machine's Slurm is cluster"
                + " beta (run status there to update them)\n", err);

        assertEquals(0, on(beta, "cancel", "1000"), err);
        assertEquals(List.of(List.of("scancel", "-v", "1000")), beta.calls("scancel"));
        assertEquals(List.of(), alpha.calls("scancel"), "alpha's job 1000 is not beta's to cancel");
        assertEquals(81, on(beta, "wait", "1000"), err);
        assertEquals(JobState.CANCELLED, journal().load().get(1).state(), "beta's entry saw the cancel");
        assertEquals(JobState.RUNNING, journal().load().get(0).state(), "alpha's entry is untouched");

        assertEquals(0, on(alpha, "status", "--json"), err);
        assertTrue(out.startsWith("{\"jobs\":[{\"id\":\"1000\",\"name\":\"t\",\"state\":\"RUNNING\""), out);
        assertTrue(out.contains("\"cluster\":\"alpha\"}") && !out.contains("beta"), out);
    }

    @Test
    void anIdTheJournalHoldsOnlyForAnotherClusterIsAskedHereAndSaidSo() throws Exception {
        assertEquals(0, on(alpha, "submit", "t.sh"), err);
        beta.add("1000", "theirs", at(0, JobState.RUNNING, "node3"));
        assertEquals(0, on(beta, "status", "1000"), err);
        assertTrue(out.lines().toList().get(1).startsWith("1000   theirs  RUNNING"), out);
        assertEquals("clusterjob: job 1000 of the journal ran on cluster alpha; this machine's Slurm is cluster beta: asking it about its"
                + " job 1000\n", err);
        assertEquals(List.of(List.of("scontrol", "show", "config")), beta.calls("scontrol"), "one scontrol show config for the command");
    }

    @Test
    void entriesWithoutAClusterFromOlderJournalsStillReadAndCountForEveryCluster() throws Exception {
        Files.createDirectories(dir.resolve("state"));
        // the shape clusterjob wrote before it recorded clusters (no "cluster" field)
        Files.writeString(dir.resolve("state/jobs.json"), "{\n  \"version\" : 1,\n  \"jobs\" : [ {\n    \"id\" : \"77\",\n"
                + "    \"name\" : \"old\",\n    \"tag\" : \"clusterjob:0b\",\n    \"submitted\" : \"2026-11-30T10:00:00Z\",\n"
                + "    \"where\" : \"local\",\n    \"workdir\" : \"" + dir + "\",\n    \"state\" : \"COMPLETED\",\n    \"exit\" : \"0:0\"\n  } ]\n}\n");
        assertEquals(0, on(beta, "status"), err);
        assertTrue(out.lines().toList().get(1).startsWith("77     old   COMPLETED"), out);
        assertEquals(0, on(alpha, "submit", "t.sh"), err);
        assertEquals(List.of("77", "1000"), journal().load().stream().map(Journal.Entry::id).toList(), "the old entry is kept");
        assertEquals(null, journal().load().get(0).cluster());
        assertEquals(0, on(alpha, "status"), err);
        assertEquals(3, out.lines().count(), "the old job and alpha's: " + out);
    }

    @Test
    void withoutAClusterNameNothingIsToldApart() throws Exception {
        alpha.clusterName = null;
        assertEquals(0, on(alpha, "submit", "t.sh"), err);
        assertEquals(null, journal().load().get(0).cluster());
        assertEquals(0, on(beta, "status"), err);
        assertEquals(2, out.lines().count(), "a job of no known cluster is every cluster's, as before: " + out);
    }
}
