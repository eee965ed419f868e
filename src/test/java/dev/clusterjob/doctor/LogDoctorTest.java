package dev.clusterjob.doctor;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Certainty;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogDoctorTest {
    private final LogDoctor doctor = new LogDoctor(DoctorRules.bundled());

    private List<Finding> run(String text, NodeMap nodes) throws IOException {
        return doctor.diagnose("job.out", new BufferedReader(new StringReader(text)), nodes);
    }

    private List<Finding> runFile(Path p, NodeMap nodes) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
            return doctor.diagnose(p.getFileName().toString(), in, nodes);
        }
    }

    private static Finding only(List<Finding> fs, String code) {
        List<Finding> m = fs.stream().filter(f -> f.code().equals(code)).toList();
        assertEquals(1, m.size(), code + " in " + fs);
        return m.get(0);
    }

    /** The seed's fourth attempt: peer and local address mapped to nodes, HCA and rank named, next step given. */
    /** One needle index per rule set, shared by its doctors; another rule set gets its own (and finds by its own needles). */
    @Test
    void aRuleSetsNeedleIndexIsBuiltOnce() throws java.io.IOException {
        DoctorRules bundled = DoctorRules.bundled();
        assertSame(LogDoctor.indexOf(bundled), LogDoctor.indexOf(bundled));
        DoctorRules other = DoctorRules.parse("other.yaml", "rules:\n  - code: x.y\n    severity: error\n    needle: \"zebra\"\n"
                + "    match: 'zebra (?<what>\\w+)'\n    message: \"a zebra {what}\"\n    hint: \"h\"\n");
        NeedleIndex own = LogDoctor.indexOf(other);
        assertNotSame(own, LogDoctor.indexOf(bundled));
        assertTrue(own.rulesIn("a zebra here").get(0), "the other set's index holds its needle");
        assertEquals(List.of("x.y"), new LogDoctor(other).diagnose("t.log", new java.io.BufferedReader(new java.io.StringReader("a zebra here\n")),
                NodeMap.empty()).stream().map(Finding::code).toList());
    }

    @Test
    void seedIbCompletionErrorNamesBothNodesTheHcaAndTheRank() throws IOException {
        List<Finding> fs = runFile(DoctorGoldenTest.DOCTOR.resolve("seed-h800-watchdog-ib.log"), DoctorGoldenTest.NODES);
        Finding ib = only(fs, "nccl.ib-completion-error");
        assertEquals(Severity.ERROR, ib.severity());
        assertEquals("node1", ib.host());
        assertEquals(0, ib.rank());
        assertEquals("33.254.160.139", ib.peer());
        assertEquals("node2", ib.peerNode());
        assertEquals(4, ib.line());
        assertTrue(ib.message().contains("HCA mlx5_bond_1") && ib.message().contains("IBV_WC_WR_FLUSH_ERR")
                && ib.message().contains("vendor err 249"), ib.message());
        assertTrue(ib.hint().contains("ibv_devinfo -d mlx5_bond_1") && ib.hint().contains("--exclude"), ib.hint());
        Finding wd = only(fs, "torch.watchdog-error");
        assertTrue(wd.message().contains("BROADCAST #3"), wd.message());
        Finding huge = only(fs, "torch.timeout-huge");
        assertTrue(huge.message().contains("180000000000 ms (about 5.7 years)"), huge.message());
        only(fs, "nccl.remote-error");
    }

    @Test
    void withoutNodesThePeerStaysAnAddress() throws IOException {
        Finding ib = only(runFile(DoctorGoldenTest.DOCTOR.resolve("seed-h800-watchdog-ib.log"), NodeMap.empty()), "nccl.ib-completion-error");
        assertEquals("33.255.199.76", ib.host());
        assertNull(ib.peerNode());
    }

    @Test
    void seedRemoteErrorIsAWitnessOnRank8() throws IOException {
        List<Finding> fs = runFile(DoctorGoldenTest.DOCTOR.resolve("seed-h800-remote-error.log"), NodeMap.empty());
        assertEquals(List.of("nccl.remote-error"), fs.stream().map(Finding::code).toList(), "the generic DistBackendError is a fallback");
        assertEquals(8, fs.get(0).rank());
    }

    @Test
    void watchdogTimeoutGivesOpSeqAndTimeout() throws IOException {
        List<Finding> fs = runFile(DoctorGoldenTest.DOCTOR.resolve("torch-watchdog-timeout.log"), NodeMap.empty());
        assertEquals(2, fs.size(), "one per rank");
        Finding f = fs.get(0);
        assertEquals("torch.watchdog-timeout", f.code());
        assertEquals(1, f.rank());
        assertTrue(f.message().contains("ALLREDUCE #3") && f.message().contains("600000 ms (10 min)"), f.message());
    }

    @Test
    void childFailedNamesRootCauseRankHostAndExitCode() throws IOException {
        Finding f = only(runFile(DoctorGoldenTest.FIXTURES.resolve("torchrun_peer_exit.txt"), NodeMap.empty()), "torch.child-failed");
        assertEquals(1, f.rank());
        assertEquals("localhost", f.host());
        assertTrue(f.message().contains("exit code 1"), f.message());
    }

    @Test
    void socketInterfaceNotFoundMergesNcclAndTorchViews() throws IOException {
        List<Finding> fs = runFile(DoctorGoldenTest.FIXTURES.resolve("torch_nccl_bootstrap_no_interface.txt"), NodeMap.empty());
        Finding f = only(fs, "nccl.socket-interface-not-found");
        assertEquals("vm", f.host(), "from the NCCL WARN line");
        assertEquals(0, f.rank(), "from the [rank0]: Last error line");
        assertTrue(f.hint().contains("NCCL_SOCKET_IFNAME"), f.hint());
    }

    /** Socket transport on one node is expected (info); between nodes it is a warning; beside a node on InfiniBand, an error (no connect). */
    @Test
    void socketFallbackSeverityDependsOnTheNodeCount() throws IOException {
        assertEquals(Severity.INFO, only(runFile(DoctorGoldenTest.FIXTURES.resolve("nccl_info_ib_absent_socket_used.txt"), NodeMap.empty()),
                "nccl.ib-unavailable-socket-fallback").severity());
        assertEquals(Severity.ERROR, only(runFile(DoctorGoldenTest.DOCTOR.resolve("nccl-multinode-errors.log"), NodeMap.empty()),
                "nccl.ib-unavailable-socket-fallback").severity());
        String sockets = "n1:1:1 [0] NCCL INFO NET/IB : No device found.\nn1:1:1 [0] NCCL INFO Using network Socket\n"
                + "n1:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0 MNNVL 0\n";
        assertEquals(Severity.WARNING, only(run(sockets, NodeMap.empty()), "nccl.ib-unavailable-socket-fallback").severity());
        String intended = "n1:1:1 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 1.\nn1:1:1 [0] NCCL INFO Using network Socket\n"
                + "n1:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0 MNNVL 0\n";
        assertEquals(Severity.INFO, only(run(intended, NodeMap.empty()), "nccl.ib-unavailable-socket-fallback").severity());
    }

    @Test
    void slurmNodeFailOomAndTimeLimit() throws IOException {
        assertEquals("node2", only(runFile(DoctorGoldenTest.DOCTOR.resolve("slurm-node-fail.log"), NodeMap.empty()), "slurm.node-fail").host());
        Finding oom = only(runFile(DoctorGoldenTest.DOCTOR.resolve("slurm-oom.log"), NodeMap.empty()), "slurm.oom");
        assertEquals("node2", oom.host());
        assertTrue(oom.message().contains("step 12.0 "), oom.message());
        Finding tl = only(runFile(DoctorGoldenTest.DOCTOR.resolve("slurm-time-limit.log"), NodeMap.empty()), "slurm.time-limit");
        assertTrue(tl.message().contains("job 12"), tl.message());
    }

    @Test
    void unknownNcclWarningsAreReportedOnlyWhenNothingElseIs() throws IOException {
        String warnOnly = "n1:5:5 [0] transport/net_ib.cc:109 NCCL WARN Could not find real path of mlx5_0 (/sys/class/infiniband/mlx5_0/device)\n";
        Finding f = only(run(warnOnly, NodeMap.empty()), "nccl.warn");
        assertEquals("n1", f.host());
        assertEquals(Severity.WARNING, f.severity());
        List<Finding> both = run(warnOnly + "[rank3]: ncclRemoteError: A call failed\n", NodeMap.empty());
        assertEquals(List.of("nccl.remote-error"), both.stream().map(Finding::code).toList());
    }

    @Test
    void continuationLinesKeepTheirRankOnlyNearby() throws IOException {
        StringBuilder b = new StringBuilder("[rank5]: Traceback (most recent call last):\n");
        b.append("ncclRemoteError: A call failed\n");
        for (int i = 0; i < 20; i++) {
            b.append("  frame\n");
        }
        b.append("ncclSystemError: System call failed\n");
        List<Finding> fs = run(b.toString(), NodeMap.empty());
        assertEquals(5, only(fs, "nccl.remote-error").rank());
        assertNull(only(fs, "nccl.system-error").rank(), "20 lines later the [rank5] prefix no longer applies");
    }

    /** A large INFO log is streamed, not loaded: a reader that produces 300k lines on the fly. */
    @Test
    void streamsLargeLogs() throws IOException {
        int lines = 300_000;
        Reader gen = new Reader() {
            private int n;
            private String cur = "";
            private int pos;

            @Override
            public int read(char[] buf, int off, int len) {
                if (pos == cur.length()) {
                    if (n == lines) {
                        return -1;
                    }
                    cur = n == lines - 1 ? "node2:7:7 [0] NCCL WARN Bootstrap : no socket interface found\n"
                            : "node1:7:7 [0] NCCL INFO Channel " + (n % 32) + "/32 : 0 1 2 3 4 5 6 7\n";
                    n++;
                    pos = 0;
                }
                int k = Math.min(len, cur.length() - pos);
                cur.getChars(pos, pos + k, buf, off);
                pos += k;
                return k;
            }

            @Override
            public void close() {
            }
        };
        List<Finding> fs = doctor.diagnose("big.log", new BufferedReader(gen), NodeMap.empty());
        Finding f = only(fs, "nccl.socket-interface-not-found");
        assertEquals(lines, f.line());
        assertEquals("node2", f.host());
    }

    @Test
    void everyFindingEndsWithANextStep() throws IOException {
        for (Path log : DoctorGoldenTest.logs()) {
            for (Finding f : runFile(log, DoctorGoldenTest.NODES)) {
                assertTrue(f.hint().length() > 20 && !f.hint().contains("?") || f.hint().contains("?)"), f.toString());
                // no template left unfilled ({group}, {group|table}, [[ ... ]]); a brace of the log's own text (a quoted last line: a Python
                // dict's "{'loss': ...}") is not one
                assertTrue(!f.message().matches("(?s).*\\{[A-Za-z]\\w*(?:\\|\\w+)?\\}.*") && !f.message().contains("[["), f.message());
            }
        }
    }

    @Test
    void nodeMapNormalizesMappedAddresses() throws IOException {
        NodeMap m = NodeMap.resolve(List.of("a", "b", "ghost"), host -> {
            if (host.equals("ghost")) {
                throw new java.net.UnknownHostException(host);
            }
            return Map.of("a", List.of("10.1.0.1"), "b", List.of("fe80::1")).get(host);
        });
        assertEquals("a", m.node("::ffff:10.1.0.1"));
        assertEquals("b", m.node("[FE80::1]"));
        assertEquals(List.of("ghost"), m.unresolved());
        assertNull(m.node("10.9.9.9"));
    }

    @Test
    void badRulesAreRefusedWithTheirLine() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "rules:\n  - code: x.y\n    severity: error\n    needle: a\n    match: 'a('\n    message: m\n    hint: h\n"));
        assertTrue(e.getMessage().startsWith("r.yaml:5: ") && e.getMessage().contains("bad regex"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "rules:\n  - code: x.y\n    severty: error\n"));
        assertTrue(e.getMessage().contains("did you mean 'severity'"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "context:\n  - {needle: 'NCCL ', mach: 'NCCL'}\n"));
        assertTrue(e.getMessage().startsWith("r.yaml:2") && e.getMessage().contains("did you mean 'match'"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "learn:\n  - needle: x\n    match: '(?<host>'\n"));
        assertTrue(e.getMessage().startsWith("r.yaml:3: ") && e.getMessage().contains("bad regex"), e.getMessage());
    }

    /** On the real capture: the exited task is the cause, srun's step kill its consequence, not a user's scancel. */
    @Test
    void srunKillOnBadExitIsAConsequenceOfTheTaskThatExited() throws IOException {
        List<Finding> fs = runFile(RealWorldDoctorCorpusTest.DIR.resolve("clusterjob-srun-kill-on-bad-exit-labelled-slurm22.log"), NodeMap.empty());
        assertTrue(fs.stream().noneMatch(f -> f.code().equals("slurm.cancelled")), fs.toString());
        Finding task = only(fs, "slurm.task-failed");
        assertEquals("n2node2", task.host());
        assertTrue(task.message().contains("Exited with exit code 3"), task.message());
        Finding exc = only(fs, "torch.exception");
        assertEquals(1, exc.rank());
        assertTrue(exc.message().contains("RuntimeError: rank 1 failed on purpose"), exc.message());
        Finding kill = only(fs, "slurm.step-killed");
        assertTrue(kill.consequence());
        assertEquals("slurm.task-failed at job-log:2".replace("job-log", "clusterjob-srun-kill-on-bad-exit-labelled-slurm22.log"), kill.cause());
        assertTrue(kill.message().contains("not a cancellation by a user"), kill.message());
        assertTrue(fs.indexOf(task) < fs.indexOf(kill));
        assertTrue(only(fs, "slurm.task-killed").consequence());
    }

    /** clusterjob's own verdict lines come first, with the nodes they name, before the NCCL errors they explain. */
    @Test
    void verdictLinesComeFirstWithTheirNodes() throws IOException {
        List<Finding> fs = run("""
                node1:2101:2140 [0] transport/net_socket.cc:474 NCCL WARN Net : Call to recv from 10.0.0.2<40000> failed : Connection reset by peer
                clusterjob: gate: training not started; gate outputs in /scratch/x.gate
                clusterjob-gate: FAIL suspects=node2 certain=yes reason=nccl-error stage=pairs busbw_gbps=- min_busbw_gbps=- runs=2 seconds=30
                clusterjob-preflight: FAIL node3: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: eth0 lo)
                """, NodeMap.empty());
        assertEquals(List.of("gate.failed", "preflight.failed", "nccl.socket-error"), fs.stream().map(Finding::code).toList());
        assertTrue(fs.get(0).message().contains("suspect nodes node2"), fs.get(0).message());
        assertNull(fs.get(0).host(), "the verdict line is the batch script's, not node1's");
        assertEquals("node3", fs.get(1).host());
    }

    /** With NCCL_IB_DISABLE=1 in the log, the socket note says InfiniBand was turned off on purpose. */
    @Test
    void socketFallbackWithIbDisabledSaysSoOnPurpose() throws IOException {
        Finding f = only(runFile(RealWorldDoctorCorpusTest.DIR.resolve("nccl-188-ib-disabled-socket.log"), NodeMap.empty()),
                "nccl.ib-unavailable-socket-fallback");
        assertEquals(Severity.INFO, f.severity());
        assertTrue(f.message().contains("turned off on purpose"), f.message());
        assertTrue(!f.message().contains("no usable HCA"), f.message());
    }

    /** The RDMA completion error comes before the ranks that only witnessed it, and they are marked. */
    @Test
    void rdmaErrorComesBeforeItsWitnesses() throws IOException {
        List<Finding> fs = runFile(DoctorGoldenTest.DOCTOR.resolve("seed-h800-watchdog-ib.log"), DoctorGoldenTest.NODES);
        assertEquals("nccl.ib-completion-error", fs.get(0).code());
        assertTrue(!fs.get(0).consequence());
        for (String w : List.of("torch.watchdog-error", "nccl.remote-error")) {
            Finding f = only(fs, w);
            assertTrue(f.consequence(), w);
            assertEquals("nccl.ib-completion-error at seed-h800-watchdog-ib.log:4", f.cause());
        }
    }

    /** Findings of several nodes' logs: a cause in one explains the witnesses in another, whatever the file order. */
    @Test
    void causeInOneLogExplainsWitnessesInAnother() throws IOException {
        List<Finding> a = doctor.diagnose("node1.log", new BufferedReader(new StringReader(
                "[rank0]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.\n")), NodeMap.empty());
        List<Finding> b = doctor.diagnose("node2.log", new BufferedReader(new StringReader(
                "slurmstepd: error: Detected 1 oom_kill event in StepId=7.0. Some of the step tasks have been OOM Killed.\n")), NodeMap.empty());
        assertTrue(!a.get(0).consequence(), "alone, the witness is all the log says");
        List<Finding> all = new java.util.ArrayList<>(a);
        all.addAll(b);
        List<Finding> ordered = doctor.orderByCause(all);
        assertEquals(List.of("slurm.oom", "nccl.remote-error"), ordered.stream().map(Finding::code).toList());
        assertEquals("slurm.oom at node2.log:1", ordered.get(1).cause());
    }

    private Certainty certainty(String log) throws IOException {
        return doctor.diagnosis("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty()).certainty();
    }

    /** How sure: a rule that names a cause is certain; only general rules (a fallback, a task's end) likely; nothing placed unknown. */
    @Test
    void saysHowSureItIs() throws IOException {
        assertEquals(Certainty.Level.CERTAIN, certainty("srun: error: Node failure on n2\n").level());
        assertEquals(List.of(), certainty("srun: error: Node failure on n2\nsomething else failed\n").unplaced(), "certain lists nothing");
        assertEquals(Certainty.Level.CERTAIN, certainty("n1:1:1 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>\ntraining step 100\n").level(),
                "nothing failed, nothing looks failed");
        Certainty likely = certainty("ValueError: bad batch size\nthe loader gave up: cannot open shard 3\n");
        assertEquals(Certainty.Level.LIKELY, likely.level(), "only the last-exception fallback");
        assertEquals(List.of(new Certainty.Unplaced("job.out", 2, "the loader gave up: cannot open shard 3")), likely.unplaced());
        Certainty unknown = certainty("step 10 done\nthe frobnicator failed to frob\nFATAL: out of spoons\n");
        assertEquals(Certainty.Level.UNKNOWN, unknown.level());
        assertEquals(List.of(2, 3), unknown.unplaced().stream().map(Certainty.Unplaced::line).toList());
    }

    /**
     * One line per wording, written from the tools' format strings (the rule's comment in rules.yaml names the source): the
     * first finding's code and who it names. The corpus and the golden files check the same rules on real logs.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "n3:1:2 [0] NCCL WARN NET/IB: Got completion from peer 10.0.0.4<4321> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_SEND(0) reqSize=1024 vendor_err=129 req_type=Send localGid ::ffff:10.0.0.3 remoteGids ::ffff:10.0.0.4 hca mlx5_2 | nccl.ib-completion-error | n3 | 10.0.0.4",
            "n3:1:2 [0] NCCL WARN NET/IB: Got completion from peer 10.0.0.4<4321> with status=IBV_WC_WR_FLUSH_ERR(5) opcode=IBV_WC_RECV(128) vendor_err=244  localGid ::ffff:10.0.0.3 hca mlx5_2 | nccl.ib-completion-error | n3 | 10.0.0.4",
            "n3:1:2 [0] NCCL WARN NET/IB: ncclIbTest: Got CQE with error (devIndex=0, req=0x7f, comm=0x7e (send), wr_id=3, qp_num=88) | nccl.ib-completion-error | n3 |",
            "n3:1:2 [0] NCCL WARN socketFinalizeAccept: connect to 10.0.0.9<33221> failed : Connection refused | nccl.socket-connect-failed | n3 | 10.0.0.9",
            "n3:1:2 [0] NCCL WARN socketPollConnect: connect to 10.0.0.9<33221> returned Connection timed out, exceeded error retry count after 35 attempts | nccl.socket-connect-failed | n3 | 10.0.0.9",
            "n3:1:2 [0] NCCL WARN Proxy Call to rank 7 failed (Connect) | nccl.socket-connect-failed | n3 |",
            "n3:1:2 [0] NCCL WARN Cuda failure 'out of memory' | torch.cuda-oom | n3 |",
            "[rank2]: RuntimeError: CUDA error: out of memory | torch.cuda-oom | | ",
            "[rank2]: ncclUnhandledCudaError: Call to CUDA function failed. | torch.cuda-error | |",
            "[rank1]: RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer | torch.store-failed | |",
            "Fatal error in PMPI_Init_thread: Other MPI error, error stack: | mpi.init-failed | |",
            "[node4:2011] PMIX ERROR: UNREACHABLE in file server/pmix_server.c at line 2198 | mpi.init-failed | node4 |",
            "mpirun noticed that process rank 5 with PID 4242 on node gpu-07 exited on signal 11 (Segmentation fault). | mpi.process-failed | gpu-07 |",
            "salloc: error: Node failure on n17 | slurm.node-fail | n17 |",
            "srun: error: Unable to create step for job 4711: Requested node configuration is not available | slurm.step-create-failed | |",
            "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified | slurm.allocation-failed | |",
            "srun: error: timeout waiting for task launch, started 3 of 4 tasks | slurm.step-launch-timeout | |",
            "slurmstepd: error: *** JOB 88 ON n4 UNCORRECTABLE MEMORY ERROR AT 2025-02-01T10:00:00 *** | slurm.node-fail | n4 |",
            "slurmstepd-n2: error: execve(): torchrun: No such file or directory | launch.command-not-found | n2 |",
            "sh: 1: torchrun: not found | launch.command-not-found | |",
            "pdsh@login1: n5: ssh exited with exit code 255 | ssh.failed | n5 |",
            "ssh: connect to host n6 port 22: Connection refused | ssh.failed | n6 |",
            "[rank0]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Read error [10.0.0.5]:45012: Connection reset by peer | gloo.connect-failed | | 10.0.0.5",
            "RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: eth0 | gloo.address-not-found | |",
            "[rank1]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] connect [127.0.1.1]:40213: Connection refused | gloo.loopback-address | | 127.0.1.1",
            "slurmstepd: error: pyxis: container start failed with error code: 1 | pyxis.failed | |",
            "  Rank 3 has not launched any operations -- GPU 1 managed by process 812 on node n9 | - | |",
    })
    void readsEachToolsWording(String line, String code, String host, String peer) throws IOException {
        List<Finding> fs = run(line + "\n", NodeMap.empty());
        if (code.equals("-")) {
            assertTrue(fs.isEmpty(), "a RAS line without its heading is no report: " + fs);
            return;
        }
        assertEquals(code, fs.get(0).code(), fs.toString());
        assertEquals(host, fs.get(0).host(), "host");
        assertEquals(peer, fs.get(0).peer(), "peer");
    }

    /**
     * A whole error line followed by another program's line that does not start like a log line (Lmod's or accelerate's "The
     * following ..."): no cut at a blank ended the line there when the next line's first word would have fitted on it (the log
     * has longer lines), so the words after it do not contradict a match that ends with the line.
     */
    @Test
    void aWholeLineIsNotContradictedByTheNextProgramsLine() throws IOException {
        String error = "ch-run: error: Operation not permitted (ch-run.c:514 1)\n";
        String other = "The following values were not passed to `accelerate launch` and had defaults used instead:\n"
                + "        `--num_processes` was set to a value of `1`\n";
        assertEquals("container.create-failed", run(error, NodeMap.empty()).get(0).code());
        assertEquals("container.create-failed", run(error + other, NodeMap.empty()).get(0).code());
        String module = "The following have been reloaded with a version change:\n  1) GCC/6.4.0-2.28 => GCC/7.3.0-2.3.0 (a line longer than the error)\n";
        assertEquals("container.create-failed", run(error + module, NodeMap.empty()).get(0).code());
    }

    /**
     * Python's own record starts a line (logging's "LEVEL:logger:" and warnings' "FILE.py:N: CategoryWarning: "): after a log's
     * last and longest line, such a record is another program's line, no piece of it.
     */
    @Test
    void aPythonRecordAfterTheLongestLineIsALineOfItsOwn() throws IOException {
        String error = "ImportError: libcudart.so.10.1: cannot open shared object file: No such file or directory.\n";
        for (String next : List.of("WARNING:torch.distributed.run:\n", "INFO:absl:Unable to initialize backend 'tpu'\n",
                "/app/train/utils.py:27: UserWarning: To copy construct from a tensor, it is recommended\n")) {
            assertEquals("launch.library-not-found", run(error + next, NodeMap.empty()).get(0).code(), next);
        }
    }

    /** A shell's prompt before a typed command starts a line: bash's default PS1 of Debian and RHEL, or the directory alone. */
    @Test
    void aShellPromptAfterTheLongestLineIsALineOfItsOwn() throws IOException {
        String error = "ImportError: libcudart.so.10.1: cannot open shared object file: No such file or directory.\n";
        for (String next : List.of("~$ export LC_ALL=\"en_US.UTF-8\"\n", "alice@gpu-node-07:~/runs$ sbatch train.sh\n",
                "[alice@login01 examples]$ mpirun -np 4 ./hello_c\n", "root@7f3c2a:/workspace# nvidia-smi\n")) {
            assertEquals("launch.library-not-found", run(error + next, NodeMap.empty()).get(0).code(), next);
        }
    }
}
