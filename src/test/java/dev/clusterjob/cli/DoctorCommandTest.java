package dev.clusterjob.cli;

import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DoctorCommandTest {
    private static final String LOGS = "src/test/resources/";

    @TempDir
    Path dir;

    @Test
    void errorsExitFourInfosExitZero() {
        Cli.Result bad = Cli.run("doctor", LOGS + "fixtures/logs/torch_nccl_bootstrap_no_interface.txt");
        assertEquals(4, bad.code());
        assertTrue(bad.out().contains("error nccl.socket-interface-not-found"), bad.out());
        Cli.Result fine = Cli.run("doctor", LOGS + "fixtures/logs/torch_nccl_info_init_net.txt");
        assertEquals(0, fine.code(), fine.out());
        assertTrue(fine.out().contains("info nccl.ib-unavailable-socket-fallback"), fine.out());
    }

    @Test
    void severalLogsAndJson() {
        Cli.Result r = Cli.run("doctor", "--json", LOGS + "fixtures/logs/torchrun_peer_exit.txt", LOGS + "dev/clusterjob/doctor/slurm-oom.log");
        assertEquals(4, r.code());
        assertTrue(r.out().contains("\"code\" : \"torch.child-failed\"") && r.out().contains("\"code\" : \"slurm.oom\"")
                && r.out().contains("\"files\" : 2") && r.out().contains("\"certainty\" : \"certain\""), r.out());
    }

    /** A log no rule explains: doctor says it does not know, and which lines it could not place. */
    @Test
    void unknownNamesTheLinesItCouldNotPlace() throws IOException {
        Path log = dir.resolve("odd.out");
        Files.writeString(log, "epoch 3\nthe frobnicator failed to frob\n");
        Cli.Result json = Cli.run("doctor", "--json", log.toString());
        assertEquals(0, json.code(), json.out());
        assertTrue(json.out().contains("\"certainty\" : \"unknown\"") && json.out().contains("\"line\" : 2"), json.out());
        Cli.Result text = Cli.run("doctor", log.toString());
        assertTrue(text.out().contains("unplaced: " + log + ":2: the frobnicator failed to frob"), text.out());
    }

    /** --nodes resolves names with the system resolver (/etc/hosts): localhost is 127.0.0.1 everywhere. */
    @Test
    void nodesNamePeerAddresses() throws IOException {
        Path log = dir.resolve("job.out");
        Files.writeString(log, "n1:9:9 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 127.0.0.1<40211> failed : Connection refused\n");
        Cli.Result r = Cli.run("doctor", "--nodes", "localhost", log.toString());
        assertEquals(4, r.code());
        assertTrue(r.out().contains("peer localhost (127.0.0.1)"), r.out());
        Cli.Result unnamed = Cli.run("doctor", log.toString());
        assertTrue(unnamed.out().contains("peer 127.0.0.1\n"), unnamed.out());
    }

    /** --job (or a job id given to --nodes) takes the node list from Slurm: one squeue, then scontrol. */
    @Test
    void aJobIdNamesPeerAddressesThroughSlurm() throws IOException {
        Path log = dir.resolve("job.out");
        Files.writeString(log, "n1:9:9 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 127.0.0.1<40211> failed : Connection refused\n");
        dev.clusterjob.submit.FakeSlurmRunner slurm = new dev.clusterjob.submit.FakeSlurmRunner(new dev.clusterjob.submit.FakeTime());
        slurm.add("4711", "sft", dev.clusterjob.submit.FakeSlurmRunner.at(0, dev.clusterjob.slurm.JobState.RUNNING, "localhost"));
        Context ctx = Context.system().withRunners(Runners.fixed(slurm));
        Cli.Result r = Cli.run(ctx, "doctor", "--job", "4711", log.toString());
        assertEquals(4, r.code(), r.err());
        assertTrue(r.out().contains("peer localhost (127.0.0.1)"), r.out());
        assertEquals(1, slurm.calls("squeue").size());
        Cli.Result viaNodes = Cli.run(ctx, "doctor", "--nodes", "4711", log.toString());
        assertTrue(viaNodes.out().contains("peer localhost (127.0.0.1)"), viaNodes.out());
        Cli.Result unknown = Cli.run(ctx, "doctor", "--job", "9999", log.toString());
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("job 9999 is unknown to Slurm"), unknown.err());
    }

    /** Slurm cannot be asked (squeue not installed, or failing): one warning line, then the findings as usual. */
    @Test
    void aJobIdWithoutSlurmStillPrintsTheFindings() {
        String log = LOGS + "dev/clusterjob/doctor/slurm-oom.log";
        Cli.Result plain = Cli.run("doctor", log);
        for (java.util.function.Function<dev.clusterjob.exec.ExternalCommand, dev.clusterjob.exec.CommandResult> slurm : List.<java.util.function.Function<dev.clusterjob.exec.ExternalCommand, dev.clusterjob.exec.CommandResult>>of(
                c -> {
                    throw new dev.clusterjob.exec.ExecException("cannot start " + c.argv().get(0) + ": No such file or directory");
                },
                c -> new dev.clusterjob.exec.CommandResult(c, 1, "", "squeue: error: Invalid user for SlurmUser slurm, ignored\n",
                        java.time.Duration.ZERO, false))) {
            Context ctx = Context.system().withRunners(Runners.fixed(new dev.clusterjob.exec.CommandRunner() {
                @Override
                public dev.clusterjob.exec.CommandResult run(dev.clusterjob.exec.ExternalCommand c) {
                    return slurm.apply(c);
                }

                @Override
                public String describe() {
                    return "local";
                }
            }));
            Cli.Result r = Cli.run(ctx, "doctor", "--job", "4711", log);
            assertEquals(plain.code(), r.code(), r.err());
            assertEquals(plain.out(), r.out());
            assertTrue(r.err().contains("cannot resolve node names of job 4711 (") && r.err().contains("squeue"), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void unresolvableNodesAreSaidButDoNotFail() {
        Cli.Result r = Cli.run("doctor", "--nodes", "no-such-node-[1-2].invalid", LOGS + "dev/clusterjob/doctor/slurm-oom.log");
        assertEquals(4, r.code());
        assertTrue(r.err().contains("cannot resolve no-such-node-1.invalid, no-such-node-2.invalid"), r.err());
    }

    @Test
    void standardInput() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("srun: error: node3: task 2: Out Of Memory\n".getBytes(StandardCharsets.UTF_8)));
            Cli.Result r = Cli.run("doctor", "-");
            assertEquals(4, r.code());
            assertTrue(r.out().startsWith("<stdin>:1: error slurm.oom"), r.out());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void missingLogIsBadInput() {
        Cli.Result r = Cli.run("doctor", dir.resolve("nope.log").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("nope.log: file not found"), r.err());
    }
}
