package dev.clusterjob.cli;

import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.RemoteFiles;
import dev.clusterjob.exec.ssh.SshFileChunk;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.RemoteLogin;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Remote submission through Main.run in-process: the context's runners hand out a fake login node (a fake
 * Slurm plus a fake remote file system under a temp dir), so what goes where can be checked exactly.
 * The same flows against a real sshd and the real Slurm testbed: RemoteSubmitE2ETest.
 */
class RemoteSubmitCliTest {
    static final String TARGET = "alice@login1:2222";

    @TempDir
    Path dir;
    FakeTime time;
    FakeSlurmRunner local;
    FakeLoginNode remote;
    final List<Runners.Request> requests = new ArrayList<>();
    Context ctx;
    String out;
    String err;

    /** A login node: commands go to a fake Slurm; files live under {@code root}, the remote home is /home/alice. */
    static final class FakeLoginNode implements CommandRunner, RemoteFiles {
        final FakeSlurmRunner slurm;
        final Path root;
        final List<ExternalCommand> commands = new ArrayList<>();
        final List<String> uploads = new ArrayList<>();
        final List<long[]> reads = new ArrayList<>();
        int closed;
        boolean unreachable;

        FakeLoginNode(FakeSlurmRunner slurm, Path root) {
            this.slurm = slurm;
            this.root = root;
        }

        String absolute(String remote) {
            return remote.equals("~") ? "/home/alice" : remote.startsWith("~/") ? "/home/alice/" + remote.substring(2) : remote;
        }

        Path local(String remote) {
            return Path.of(root + absolute(remote));
        }

        @Override
        public CommandResult run(ExternalCommand command) {
            if (unreachable) {
                throw new dev.clusterjob.exec.ssh.SshException("ssh " + TARGET + ": cannot connect: Connection refused");
            }
            commands.add(command);
            return slurm.run(command);
        }

        @Override
        public String describe() {
            return "ssh " + TARGET;
        }

        @Override
        public void close() {
            closed++;
        }

        @Override
        public String makeDirectories(String d) {
            try {
                Files.createDirectories(local(d));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return absolute(d);
        }

        @Override
        public String upload(Path file, String remoteDir) {
            try {
                Path target = local(remoteDir).resolve(file.getFileName().toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            String path = absolute(remoteDir) + "/" + file.getFileName();
            uploads.add(path);
            return path;
        }

        @Override
        public SshFileChunk read(String remotePath, long offset, int max) {
            reads.add(new long[] {offset, max});
            Path f = local(remotePath);
            try {
                if (!Files.exists(f)) {
                    return new SshFileChunk(new byte[0], offset, -1);
                }
                byte[] all = Files.readAllBytes(f);
                int from = (int) Math.min(offset, all.length);
                int n = Math.min(max, all.length - from);
                return new SshFileChunk(java.util.Arrays.copyOfRange(all, from, from + n), offset, all.length);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @BeforeEach
    void setUp() throws IOException {
        time = new FakeTime();
        local = new FakeSlurmRunner(time);
        remote = new FakeLoginNode(new FakeSlurmRunner(time), Files.createDirectories(dir.resolve("remote-fs")));
        Path home = Files.createDirectories(dir.resolve("home"));
        Runners runners = Runners.real().withOpener(r -> {
            requests.add(r);
            return r.login() == null ? local : remote;
        }).withSshDefaults(t -> SshSettings.defaults(t).withHome(home).withSshConfig(null).withAgentSocket(null)
                .withGlobalKnownHosts(null));
        ctx = Context.system().withRunners(runners).withTime(time).withStateDir(dir.resolve("state")).withCwd(dir)
                .withPrompt(q -> null);
    }

    int run(String... args) {
        Cli.Result r = Cli.run(ctx, args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    Path script(String name, String body) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, body);
        return p;
    }

    Journal journal() {
        return Journal.in(dir.resolve("state"));
    }

    @Test
    void remoteSubmitUploadsRunsSbatchThereAndRecordsTheLogin() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH -o logs/%j.out\necho hi\n");
        script("data/in.txt", "input\n");
        script("data/sub/more.txt", "more\n");
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh", "--upload", "data", "--remote-dir", "~/my 'jobs'"), err);

        assertEquals(1, requests.size());
        RemoteLogin login = requests.get(0).login();
        assertEquals(new RemoteLogin(TARGET, TARGET, null, null), login);
        assertFalse(requests.get(0).acceptNewHostKey());
        String w = "/home/alice/my 'jobs'";
        assertEquals("input\n", Files.readString(remote.local(w + "/data/in.txt")));
        assertEquals("more\n", Files.readString(remote.local(w + "/data/sub/more.txt")));

        ExternalCommand sbatch = remote.commands.stream().filter(c -> c.argv().get(0).equals("sbatch")).findFirst().orElseThrow();
        assertEquals(w, sbatch.workDir(), "sbatch runs in the remote working directory");
        String remoteScript = sbatch.argv().get(sbatch.argv().size() - 1);
        assertTrue(remoteScript.matches(Pattern.quote(w + "/.clusterjob/") + "[0-9a-f]{8}/train\\.sh"), remoteScript);
        assertEquals(Files.readString(dir.resolve("train.sh")), Files.readString(remote.local(remoteScript)));
        assertEquals(List.of(), local.calls, "nothing ran locally");
        assertEquals(1, remote.closed, "the one session is closed at the end");

        assertEquals("submitted 1000 (train.sh) " + remoteScript + " on ssh " + TARGET + "\n", out);
        Journal.Entry e = journal().find("1000").orElseThrow();
        assertEquals(login, e.login());
        assertEquals(w, e.workDir());
        assertEquals(remoteScript, e.script());
        assertEquals("alice", e.user());
        assertEquals("ssh " + TARGET, e.where());
    }

    @Test
    void laterCommandsGoWhereTheJournalSaysEvenWithEqualJobIds() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh"), err);
        assertEquals(0, run("submit", "train.sh"), err);
        assertEquals(2, journal().load().size(), "job 1000 here and job 1000 on the login node are two jobs");
        requests.clear();
        // submit itself asks squeue once after sbatch (a job that can never start is said at once): count status's own
        int remoteBefore = remote.slurm.calls("squeue").size();
        int localBefore = local.calls("squeue").size();

        time.advance(java.time.Duration.ofSeconds(4));
        assertEquals(0, run("status"), err);
        // this machine's cluster (to tell its jobs from another cluster's), then the login node, then here
        assertEquals(3, requests.size());
        assertNull(requests.get(0).login());
        assertNotNull(requests.get(1).login());
        assertNull(requests.get(2).login());
        List<String> rows = out.lines().toList();
        assertEquals(3, rows.size(), out);
        assertEquals(1, remote.slurm.calls("squeue").size() - remoteBefore, "one squeue on the login node");
        assertEquals(1, local.calls("squeue").size() - localBefore, "one squeue here");

        requests.clear();
        assertEquals(0, run("status", "--remote", TARGET), err);
        assertEquals(1, requests.size());
        assertEquals(TARGET, requests.get(0).login().target());
        assertEquals(2, out.lines().count(), "only the login node's job: " + out);

        // Without --remote an id means its newest journal entry (the local one here); --remote picks the other.
        requests.clear();
        assertEquals(0, run("wait", "1000"), err);
        assertNull(requests.get(0).login());
        assertEquals(0, run("wait", "1000", "--remote", "alice@login1:2222", "--accept-new-host-key"), err);
        Runners.Request last = requests.get(requests.size() - 1);
        assertEquals(TARGET, last.login().target());
        assertTrue(last.acceptNewHostKey());
        assertEquals(JobState.COMPLETED, journal().at(last.login()).find("1000").orElseThrow().state());
    }

    @Test
    void aFreshStatusNeedsNoFlagAndFinishedJobsCostNoConnection() throws Exception {
        script("bad.sh", "#!/bin/bash\nexit 3\n");
        remote.slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node2"),
                at(5, JobState.FAILED, "node2", "NonZeroExitCode", 3 << 8));
        assertEquals(3, run("submit", "--remote", TARGET, "bad.sh", "--wait"), err);
        assertTrue(out.contains("1000 RUNNING -> FAILED after "), out);
        requests.clear();
        assertEquals(0, run("status", "1000"), err);
        assertEquals(List.of(), requests, "the journal knows the end: no SSH session at all");
        assertTrue(out.lines().toList().get(1).contains("FAILED"), out);
    }

    @Test
    void anUnreachableLoginNodeDoesNotHideTheOtherJobs() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh"));
        assertEquals(0, run("submit", "train.sh"));
        remote.unreachable = true;
        time.advance(java.time.Duration.ofSeconds(4));
        assertEquals(3, run("status"));
        List<String> rows = out.lines().toList();
        assertEquals(3, rows.size(), out);
        assertTrue(rows.get(1).startsWith("1000") && rows.get(1).contains("PENDING"), "the journal's last record: " + out);
        assertTrue(rows.get(2).contains("RUNNING"), "the local job was asked: " + out);
        assertTrue(err.contains("cannot connect: Connection refused; showing the journal's last record of 1000"), err);
        assertEquals(3, run("status", "1000", "--remote", TARGET), "one place only: the error as it is");
        assertEquals("clusterjob: ssh " + TARGET + ": cannot connect: Connection refused\n", err);
    }

    @Test
    void waitRefusesJobsOfTwoPlacesCancelSplitsThem() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        remote.slurm.nextTimeline = List.of(at(0, JobState.RUNNING, "n1"), at(10_000, JobState.COMPLETED, "n1"));
        local.nextTimeline = remote.slurm.nextTimeline;
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh"));
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh"));
        assertEquals(0, run("submit", "train.sh"));
        requests.clear();
        assertEquals(2, run("wait", "1001", "1000"));
        assertTrue(err.startsWith("clusterjob: JOBID: wait follows jobs of one place at a time; these live in ssh "
                + TARGET + " (1001), local (1000)"), err);
        assertEquals(List.of(), requests.stream().filter(r -> r.login() != null).toList(), "no SSH session");
        assertEquals(List.of("scontrol", "show", "config"), local.calls.get(local.calls.size() - 1), "only this machine's cluster was asked");

        assertEquals(0, run("cancel", "1001", "1000"), err);
        assertEquals("cancel requested for 1001\ncancel requested for 1000\n", out);
        assertEquals(List.of(List.of("scancel", "-v", "1001")), remote.slurm.calls("scancel"));
        assertEquals(List.of(List.of("scancel", "-v", "1000")), local.calls("scancel"));
    }

    @Test
    void logsAndFollowReadTheRemoteFileByOffset() throws Exception {
        script("train.sh", "#!/bin/bash\n#SBATCH -o out-%j.txt\n#SBATCH -e err-%j.txt\necho hi\n");
        Files.createDirectories(remote.local("~/.clusterjob/jobs"));
        Files.writeString(remote.local("~/.clusterjob/jobs/out-1000.txt"), "epoch 1\n");
        Files.writeString(remote.local("~/.clusterjob/jobs/err-1000.txt"), "warn\n");
        assertEquals(0, run("submit", "--remote", TARGET, "train.sh", "--follow"), err);
        assertTrue(out.endsWith(" on ssh " + TARGET + "\nepoch 1\n"), out);
        assertTrue(err.contains("warn\n") && err.contains("1000 RUNNING -> COMPLETED"), err);
        // After the first bytes came, every read starts where the last one ended: never the whole file again.
        List<Long> outOffsets = new ArrayList<>();
        remote.reads.forEach(r -> outOffsets.add(r[0]));
        assertTrue(outOffsets.size() > 4, outOffsets.toString());
        assertTrue(outOffsets.stream().filter(o -> o == 0).count() <= 3, "zero-offset reads: " + outOffsets);
        assertTrue(outOffsets.contains(8L) && outOffsets.contains(5L), outOffsets.toString());

        assertEquals(0, run("logs", "1000"), err);
        assertEquals("epoch 1\n", out);
        assertEquals("warn\n", err);
        assertEquals(3, run("logs", "1000", "--remote", "bob@elsewhere"), err);
        assertTrue(err.contains(" does not exist: job 1000 ended COMPLETED; nothing was written there"),
                "a job unknown at that place is asked with scontrol there; its file is not there: " + err);
    }

    @Test
    void aSpecGoesToTheLoginNodeOfItsProfile() throws Exception {
        Files.writeString(dir.resolve("site.yaml"), """
                profiles:
                  site:
                    extends: tcp
                    login:
                      host: login1
                      port: 2222
                      user: bob
                      remote_dir: /scratch/bob
                """);
        Files.writeString(dir.resolve("sft.yaml"), "name: sft\nprofile: site\nprofile_files: [site.yaml]\nnodes: 2\ncommand: [train.py]\n");
        assertEquals(0, run("submit", "sft.yaml", "--dry-run"), err);
        assertEquals(List.of(), requests, "a dry run connects to nothing");
        Matcher m = Pattern.compile("^# sbatch --parsable --comment=clusterjob:[0-9a-f-]+ /scratch/bob/\\.clusterjob/[0-9a-f]{8}/sft-[0-9a-f]{8}\\.sbatch"
                + "   \\(in /scratch/bob on ssh bob@login1:2222\\)\n#!/bin/bash\n").matcher(out);
        assertTrue(m.find(), out);

        assertEquals(0, run("submit", "sft.yaml"), err);
        assertEquals("bob@login1:2222", requests.get(0).login().target());
        String script = journal().find("1000").orElseThrow().script();
        assertTrue(script.startsWith("/scratch/bob/.clusterjob/"), script);
        assertTrue(Files.readString(remote.local(script)).contains("#SBATCH --nodes=2"));
        assertFalse(Files.exists(dir.resolve("state/scripts")) && Files.list(dir.resolve("state/scripts")).findAny().isPresent(),
                "a remote job's script is kept on the login node only");

        assertEquals(0, run("submit", "sft.yaml", "--remote", "carol@login2"), err);
        assertEquals("carol@login2", requests.get(1).login().target(), "--remote beats the block's host");
        assertTrue(journal().at(requests.get(1).login()).find("1001").orElseThrow().script().startsWith("/scratch/bob/"),
                "remote_dir of the block still applies");
    }

    @Test
    void badRemoteInputIsOneLineAndConnectsNowhere() throws Exception {
        script("train.sh", "#!/bin/bash\necho hi\n");
        assertEquals(2, run("submit", "--remote", "a b", "train.sh"));
        assertTrue(err.startsWith("clusterjob: --remote: 'a b': contains a space"), err);
        assertEquals(2, run("status", "--remote", "login1:99999"));
        assertTrue(err.contains("port '99999' is not a number 1..65535"), err);
        assertEquals(2, run("submit", "train.sh", "--remote-dir", "/x"));
        assertTrue(err.startsWith("clusterjob: --remote-dir: applies to remote submission"), err);
        assertEquals(2, run("submit", "train.sh", "--remote", TARGET, "--upload", "missing.txt"));
        assertEquals("clusterjob: --upload missing.txt: no such file or directory\n", err);
        assertEquals(List.of(), requests);
        assertEquals(List.of(), local.calls);
    }
}
