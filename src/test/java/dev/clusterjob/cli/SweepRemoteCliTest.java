package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sweep --remote}: every Slurm command on the login node, the sweep script uploaded there, and the
 * job's pairs.tsv read back from the remote working directory (RemoteSubmitCliTest's fake login node: a fake
 * Slurm and a file system under a temp dir; the SFTP reads are those of logs over SSH, tested against a real sshd
 * in SftpFiles' tests).
 */
class SweepRemoteCliTest {
    @TempDir
    Path dir;

    @Test
    void aSweepThroughALoginNodeRunsAndReadsItsResultsThere() throws Exception {
        FakeTime time = new FakeTime();
        FakeSlurmRunner local = new FakeSlurmRunner(time);
        FakeSlurmRunner slurm = new FakeSlurmRunner(time);
        slurm.clusterName = "hpc1";
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node[1-3]"), at(30, JobState.COMPLETED, "node[1-3]"));
        RemoteSubmitCliTest.FakeLoginNode remote = new RemoteSubmitCliTest.FakeLoginNode(slurm, Files.createDirectories(dir.resolve("remote-fs")));
        slurm.onSbatch = call -> {
            try {
                Path folder = Files.createDirectories(remote.local("/home/alice/.clusterjob/jobs/clusterjob-sweep-1000.sweep"));
                Files.copy(Path.of("src/test/resources/sweep/testbed-throttled-quick.tsv"), folder.resolve("pairs.tsv"));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        Path home = Files.createDirectories(dir.resolve("home"));
        Runners runners = Runners.real().withOpener(r -> r.login() == null ? local : remote)
                .withSshDefaults(t -> SshSettings.defaults(t).withHome(home).withSshConfig(null).withAgentSocket(null).withGlobalKnownHosts(null));
        Context ctx = Context.system().withRunners(runners).withTime(time).withStateDir(dir.resolve("state")).withCwd(dir).withPrompt(q -> null);
        Cli.Result r = Cli.run(ctx, "sweep", "--remote", RemoteSubmitCliTest.TARGET, "--partition", "debug", "--profile", "testbed-sweep",
                "--profile-file", Path.of("src/test/e2e/testbed-profiles.yaml").toAbsolutePath().toString(), "--nodes", "3", "--mode", "quick");
        assertEquals(ExitCodes.VERDICT, r.code(), r.err());
        assertTrue(r.out().contains("sweep of partition debug on cluster hpc1 (job 1000)"), r.out());
        assertTrue(r.out().contains("\noutlier n29node2: "), r.out());
        assertEquals(List.of(), local.calls, "nothing ran on this machine");
        assertTrue(remote.uploads.stream().anyMatch(u -> u.startsWith("/home/alice/.clusterjob/jobs/.clusterjob/") && u.endsWith(".sbatch")),
                "the script went to the login node: " + remote.uploads);
        assertTrue(r.err().contains("clusterjob: sweep results: /home/alice/.clusterjob/jobs/clusterjob-sweep-1000.sweep"), r.err());
        List<QuarantineEntry> q = Quarantine.in(dir.resolve("state")).live(time.now());
        assertEquals(List.of("hpc1"), q.stream().map(QuarantineEntry::cluster).toList(), "kept here, per the login node's cluster");
    }
}
