package dev.clusterjob.doctor;

import dev.clusterjob.logs.CutLogs;
import dev.clusterjob.logs.LogLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What one pass over a log reads: hits with their host and rank, facts, learned addresses, cut lines, unplaced lines. */
class LineScannerTest {
    private static LineScanner scan(String log) throws IOException {
        DoctorRules rules = DoctorRules.bundled();
        LineScanner s = new LineScanner(rules, ScanIndex.needles(rules), new ConcurrentHashMap<>());
        s.scan(new LogLines(new BufferedReader(new StringReader(log))));
        return s;
    }

    private static List<String> hits(LineScanner s) {
        return s.hits.stream().filter(h -> !h.rule.fallback()).map(h -> h.code() + "@" + h.line + " host=" + h.host + " rank=" + h.rank).toList();
    }

    /** NCCL's own INFO lines tie addresses and ranks to hosts; srun's task lines too. */
    @Test
    void learnsHostsFromTheLog() throws IOException {
        LineScanner s = scan("""
                node1:2210:2301 [0] NCCL INFO Bootstrap : Using bond0:10.0.0.1<0>
                node2:3310:3390 [2] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [RO]; OOB bond0:10.0.0.2<0>
                node2:3310:3390 [2] NCCL INFO comm 0x55d0 rank 10 nRanks 16 nNodes 2 localRanks 8 localRank 2
                srun: error: node3: task 7: Exited with exit code 1
                """);
        assertEquals("node1", s.learned.hostOf("10.0.0.1"));
        assertEquals("node2", s.learned.hostOf("::ffff:10.0.0.2"));
        assertEquals("node2", s.learned.hostOfRank(10));
        assertEquals("node3", s.learned.hostOfRank(7));
        assertEquals("2", s.facts.get("nnodes"));
    }

    /** A line cut at a blank matches across the cut; the piece after it is no line of its own (no second hit, no context). */
    @Test
    void matchesAcrossACutAndTakesThePiece() throws IOException {
        LineScanner s = scan("""
                slurmstepd: error: *** JOB 4191701 ON c5-1 CANCELLED AT
                2021-08-17T15:09:00 DUE TO TIME LIMIT ***
                bash: line 4: llamafactory-cli: command not
                found
                """);
        assertEquals(List.of("slurm.time-limit@1 host=c5-1 rank=null", "launch.command-not-found@3 host=null rank=null"), hits(s));
    }

    /**
     * A window joins the two lines after a cut at a blank, but a match that the first of them completes takes only that one:
     * the next line, cut the same way, is read as a line of its own (the loader's two GLIBC lines, compilergym-791 cut at 64).
     */
    @Test
    void aMatchTakesOnlyThePiecesItNeeds() throws IOException {
        LineScanner s = scan("""
                ./svc: /lib64/libc.so.6: version
                `GLIBC_2.25' not found (required by ./svc)
                ./svc: /lib64/libm.so.6: version
                `GLIBC_2.27' not found (required by ./svc)
                """);
        assertEquals(List.of("launch.library-not-found@1 host=null rank=null", "launch.library-not-found@3 host=null rank=null"), hits(s));
    }

    /** A match that a line alone gives but the words after a cut contradict is no match ("invalid device" + "ordinal"). */
    @Test
    void aCutDoesNotMakeANewMeaning() throws IOException {
        LineScanner s = scan("[rank5]: RuntimeError: CUDA error: invalid device\nordinal\n");
        assertEquals(List.of("torch.invalid-device-ordinal@1 host=null rank=5"), hits(s));
    }

    /**
     * A help text's ruler is the longest line once the text was cut at blanks shorter than it (merzlab/QUICK 172's log cut
     * before column 53): it is no first part of a cut line, so the message after it is read alone, its node from the next line.
     * Nor is it the rest of one: elastic's ChildFailedError line ends in a blank before its report's ruler (robomamba 10), and
     * joined with the ruler it would read as an exception whose message is "=====". (the line itself is torchrun's report that a
     * worker failed, torch.child-failed's fallback, and nothing more.)
     */
    @Test
    void aRulerIsNoPieceOfACutLine() throws IOException {
        String ruler = "-".repeat(74);
        assertEquals(List.of("mpi.process-failed@3 host=louie rank=0"), hits(scan("mpirun -np 1 quick.MPI foo.in\n" + ruler + "\n"
                + "mpirun has exited due to process rank 0 with PID 0 on\nnode louie exiting improperly. There are three\n"
                + "reasons this could occur:\n")));
        LineScanner elastic = scan("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n" + "=".repeat(53) + "\ntest.py FAILED\n");
        assertEquals(List.of("torch.child-failed"), elastic.hits.stream().map(Hit::code).toList());
    }

    /**
     * A log quoted with every line indented alike (LLNL ATS 133's srun errors), cut at blanks: an indented srun line is a
     * line of its own, no rest of the one before it; cut at a column (LogLines joins the pieces): a joined line is longer
     * than the longest and was not word-wrapped, so its reason does not run on into the next line.
     */
    @Test
    void anIndentedQuoteReadsAsItsLines() throws IOException {
        String a = "   srun: error: Task launch for StepId=1932.2 failed on node rzwhippet4";
        List<String> expected = List.of("slurm.launch-failed@3 host=rzwhippet40 rank=null", "slurm.launch-failed@5 host=rzwhippet41 rank=null");
        assertEquals(expected, hits(scan("   srun: error: CPU binding outside of job step allocation, allocated CPUs\n"
                + "are: 0x00000000000003000000000000070000000000000300000000000007.\n" + a + "0:\nUnable to satisfy cpu bind request\n" + a + "1:\nUnable to satisfy cpu bind request\n"
                + "   srun: error: Application launch failed: Unable to satisfy cpu bind\nrequest\n")), "cut at blanks before 74");
        String b = "   srun: error: Task launch for StepId=1932.2 fail\ned on node rzwhippet4";
        assertEquals(List.of("slurm.launch-failed@1 host=rzwhippet40 rank=null", "slurm.launch-failed@4 host=rzwhippet41 rank=null"), hits(scan(b + "0: Unable to satisfy cpu bind\n request\n" + b
                + "1: Unable to satisfy cpu bind\n request\n   srun: error: Application launch failed: Unable \nto satisfy cpu bind request\n")),
                "cut at column 50");
        String line = "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: "
                + "no such file or directory";
        LineScanner joined = scan(line.substring(0, 50) + "\n" + line.substring(50, 100) + "\n" + line.substring(100) + "\nthe next line\n");
        assertEquals("load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory",
                joined.hits.get(0).groups.get("what"), "a line joined from a cut at a column was not word-wrapped");
    }

    /** Continuation lines keep the last prefix's rank for continuation_lines lines, then lose it. */
    @Test
    void continuationKeepsTheRankNearby() throws IOException {
        StringBuilder b = new StringBuilder("[rank3]: Traceback (most recent call last):\n");
        b.append("ModuleNotFoundError: No module named 'deepspeed'\n");
        b.append("x\n".repeat(13));
        b.append("ModuleNotFoundError: No module named 'apex'\n");
        List<String> h = hits(scan(b.toString()));
        assertEquals("python.module-not-found@2 host=null rank=3", h.get(0));
        assertEquals("python.module-not-found@16 host=null rank=null", h.get(1));
    }

    /** Lines that look like a failure and that no rule places are kept, at most ten; NCCL's INFO lines are notes. */
    @Test
    void keepsTheLinesNoRulePlaces() throws IOException {
        LineScanner s = scan("""
                node1:1:1 [0] NCCL INFO NET/Plugin: Failed to find ncclNetPlugin_v8 symbol.
                Something odd failed here
                all good
                """ + "another error\n".repeat(12));
        assertEquals(10, s.unplaced.size());
        assertEquals(2, s.unplaced.get(0).line());
        assertTrue(s.unplaced.get(0).text().startsWith("Something odd failed"));
    }

    /**
     * doc4c: wordings read the same whole and as users paste them (the open corpus's gitcode-blog, visual-rft-123 and
     * instructlab-520, cut at a blank or prefixed). Rows: the log (\\n between lines) | the hits.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // NCCL ibvwrap "Call to %s failed with error %s" quoted in prose and cut at a blank: strerror's text ends at the quote,
            // so the next quoted line is read on its own
            "- IB:\"Call to ibv_modify_qp failed with\\nerror No such device errno 19\"\\n- GID:\"Call to ibv_set_ece failed with\\n"
                    + "error Operation not supported errno 95\" | nccl.ibv-call-failed@1 host=null rank=null,nccl.ibv-call-failed@3 host=null rank=null",
            // torch TCPStore::waitForWorkers' DistStoreError cut after 'after': still the rendezvous time-out, no store failure
            "torch.distributed.DistStoreError: Timed out after\\n901 seconds waiting for clients. 1/3 clients\\njoined."
                    + " | torch.rendezvous-timeout@1 host=null rank=null",
            // libstdc++'s terminate handler prints the watchdog's exception after '  what():  ': its [PG .. Rank N] names the rank
            "terminate called after throwing an instance of 'c10::DistBackendError'\\n  what():  [PG 1 Rank 5] Process group watchdog thread"
                    + " terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=199,"
                    + " OpType=_REDUCE_SCATTER_BASE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 882737 milliseconds before timing out."
                    + " | torch.watchdog-timeout@2 host=null rank=5",
            // a follow pattern's match starts on its own line: the help text's "Remote daemon" line, its node cut at a column
            // (ompi 11830 cut at 71), is completed by the piece after it, not read as the blank-cut tail of the line before it
            "ORTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [[32679,0],0] on node ip-172-31-45-184\\n"
                    + "  Remote daemon: [[32679,0],1] on node queue-g4dn12xlarge-st-g4dn12xlar\\nge-1\\n"
                    + " | mpi.daemon-lost@1 host=queue-g4dn12xlarge-st-g4dn12xlarge-1 rank=null"
                    // the rule for the daemon lines without their header hits them too (doctor drops that hit where the header is: a fact)
                    + ",mpi.daemon-lost@3 host=queue-g4dn12xlarge-st-g4dn12xlarge-1 rank=null",
            // a line cut at a blank that kept its blank (mlverse-torch 866's paste), not the log's longest: joined with one blank
            "Torch failed to start, restart your R session to try again, a line longer than the others\\n"
                    + "/home/R/torch/lib/liblantern.so - /lib64/libstdc++.so.6: version `GLIBCXX_3.4.20' \\n"
                    + "not found (required by /home/R/torch/lib/liblantern.so) | launch.library-not-found@2 host=null rank=null",
            // cut at a column in a word, the rest cut again at a blank: the three pieces read as one line, one finding
            "/home/R/torch/lib/liblantern.so - /lib64/libstdc++.so.6: version `GLIBCXX_3.4.\\n20' \\n"
                    + "not found (required by /home/R/torch/lib/liblantern.so) | launch.library-not-found@1 host=null rank=null",
            // word-wrapped (the next word did not fit): a reason that ran to the line's end goes on after the blank, and what a
            // rule finds on the pieces it took is on the line they are pieces of (libnvidia-container 231 cut at blanks before 50;
            // whole, both findings are on one line and the container's replaces the library's)
            "nvidia-container-cli list\\nnvidia-container-cli: initialization error: load\\nlibrary failed: libnvidia-ml.so.1: cannot open\\n"
                    + "shared object file: no such file or directory"
                    + " | container.no-gpu-runtime@2 host=null rank=null,launch.library-not-found@2 host=null rank=null",
            // a short line before a long word is word-wrapped too (slu 5 cut at blanks before 50): bash's 'line 2:' and the path
            "./path.sh: line 2:\\n/home/xx/ve3_cu90_pt_1.0/bin/activate: No such\\nfile or directory"
                    + " | launch.command-not-found@1 host=null rank=null",
            // a context header whose node word wrap put on the next line still names who wrote the lines after it (HPE Cray
            // MPICH's abort header, libfabric 10072 cut at blanks before 65)
            "MPICH ERROR [Rank 519] [job id 947981.0] [Tue Jun 11 15:11:42\\n2024] [c1207] - Abort(539602063) (rank 519 in comm 0): Fatal\\n"
                    + "error in PMPI_Iprobe: Other MPI error, error stack:\\nMPIDI_OFI_handle_cq_error(1075): OFI poll failed\\n"
                    + "(ofi_events.c:1077:MPIDI_OFI_handle_cq_error:Input/output error -\\nPTLTE_NOT_FOUND)"
                    + " | mpi.process-failed@2 host=c1207 rank=519,ofi.failed@4 host=c1207 rank=519",
    })
    void readsAPastedWordingAsTheWholeOne(String log, String expected) throws IOException {
        assertEquals(List.of(expected.strip().split(",")), hits(scan(log.replace("\\n", "\n") + "\n")));
    }

    /**
     * A prefix's reach ({@code continuation_lines}) counts the lines as their programs wrote them: pieces a paste's cut at blanks
     * left between a rank's header and srun's line about that task (HPE Cray MPICH's error stack, quoted and wrapped by a forum)
     * do not put the task out of the header's reach.
     */
    @Test
    void aPrefixReachesAsFarWhenLinesBetweenAreCut() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("MPICH ERROR [Rank 0] [job id 1267839.0] [Tue Jan 31 15:16:32 2023] [frontier01774] - Abort(673264166) (rank 0 in comm 0): "
                + "Fatal error in PMPI_Comm_connect: Invalid port, error stack:");
        for (int i = 0; i < 10; i++) {
            lines.add(i % 3 == 0 ? "PMPI_Comm_connect(125).........: MPI_Comm_connect(port=\"tag#0$connentry#0024CC21$\", MPI_INFO_NULL, root=0, "
                    + "MPI_COMM_SELF, newcomm=0x7fe7ffff69b8) failed" : "(unknown)(): Invalid port");
        }
        lines.add("srun: error: frontier01774: task 0: Exited with exit code 255");
        String whole = String.join("\n", lines) + "\n";
        List<String> read = hits(scan(whole));
        assertTrue(read.contains("slurm.task-failed@12 host=frontier01774 rank=0"), read.toString());
        StringBuilder cut = new StringBuilder();
        for (String l : lines) {
            int at = l.length() > 110 ? l.lastIndexOf(' ', 110) : -1;
            cut.append(at > 0 ? l.substring(0, at) + "\n" + l.substring(at + 1) : l).append('\n');
        }
        List<String> pasted = hits(scan(cut.toString()));
        assertTrue(pasted.stream().anyMatch(h -> h.startsWith("slurm.task-failed@") && h.endsWith(" host=frontier01774 rank=0")), cut + "\n" + pasted);
    }

    /**
     * A context pattern whose needle a cut at blanks put on the next line (an Azure ML pod log's "[POD, unknown_ip] " header wrapped
     * after the pod's name, aml-kubernetes-58) is read across the cut as a rule is: the warning names the pod as when the lines are whole.
     */
    @Test
    void aContextNeedleAfterTheCutIsRead() throws IOException {
        String whole = """
                2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] Done!
                2021-02-05 05:32:39 [job-pytorch-distr-nccl-1612503130-4b919e08-worker-1, unknown_ip] job-pytorch-distr-nccl-1612503130-4b919e08-worker-1:25:25 [0] init.cc:981 NCCL WARN Invalid rank requested : 2/2
                """;
        String cut = whole.replace("worker-1, ", "worker-1,\n").replace(" [0] NCCL", " [0] NCCL\n").replace("25:25 [0] init.cc:981 ", "25:25 [0] init.cc:981\n");
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.stream().anyMatch(h -> h.contains(" host=job-pytorch-distr-nccl-1612503130-4b919e08-worker-1 ")), read.toString());
        assertEquals(read, PastedLogTest.diagnosis(cut), cut);
    }

    /**
     * A log wrapped as published (a terminal's or a forum's wrapping) with a collector's stamp or a launcher's prefix on each
     * wrapped piece, as collectors stamp each line of a program's multi-line message: the pieces join as they do without it.
     */
    @Test
    void aWrappedLineStampedOnEveryPieceReadsAsWithout() {
        List<String> logs = List.of("""
                RuntimeError: NCCL communicator was aborted on rank 0.
                Original reason for failure was: Watchdog caught collective operation timeout:
                WorkNCCL(SeqNum=12345, OpType=ALLREDUCE, ...) ran for 1800000 milliseconds before timing out.
                """, """
                [1] 2019-06-13 01:17:08.886805: E external/org_tensorflow/tensorflow/compiler/xla/python/local_client.cc:672] Execution of replica 0 failed: Resource exhausted: Out
                of memory while trying to allocate 5520758552 bytes.
                """);
        for (String log : logs) {
            List<String> read = PastedLogTest.diagnosis(log);
            assertFalse(read.isEmpty(), log);
            for (String prefix : List.of("2024-05-01T10:00:00.123Z ", "[Mon Dec  1 10:00:00 2025] ", "1733372229.123456 ", "[10:00:00.123] ")) {
                assertEquals(read, PastedLogTest.diagnosis(PastedLogTest.prefixed(log, prefix)), prefix + log);
            }
            for (String prefix : List.of("[1,0]<stdout>:", "0: ", "gpu-node-07: ", "[pod/trainer-worker-1/pytorch] ")) {
                assertEquals(PastedLogTest.causeIn(read), PastedLogTest.cause(PastedLogTest.prefixed(log, prefix)), prefix + log);
            }
        }
    }

    /** Python 3.11's caret line under a frame's code line is a line of its own: the frame's rule still reads the code line to its end. */
    @Test
    void pythonsCaretLineIsNoPieceOfTheCodeLine() {
        String log = """
                  File "/opt/venv/lib/python3.11/site-packages/lightning/pytorch/strategies/ddp.py", line 120, in root_device
                    return self.parallel_devices[self.local_rank]
                           ~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^
                IndexError: list index out of range
                """;
        for (String prefix : List.of("", "[rank5]:", "2024-05-01T10:00:00.123Z ")) {
            List<String> read = PastedLogTest.diagnosis(PastedLogTest.prefixed(log, prefix));
            assertTrue(!read.isEmpty() && read.get(0).startsWith("lightning.slurm-mismatch "), prefix + ": " + read);
        }
        assertTrue(CutPieces.caret("           ~~~~~~~~~^^^^^") && CutPieces.caret("  ^^^^") && !CutPieces.caret("~/train.py"));
    }

    /**
     * Cut at blanks before a column narrower than a backtrace's library path: the path's line, its blanks all after the column,
     * stays longer than the column and is the log's longest, yet the short piece before a word ("[HOST:PID] *** Process" +
     * "received signal ***") is the start of a cut line: the column the other lines show says so.
     */
    @Test
    void aShortPieceBeforeAWordIsCutAtTheColumnTheOtherLinesShow() throws IOException {
        String whole = """
                [gpu-node-0017.cluster.local:10814] *** Process received signal ***
                [gpu-node-0017.cluster.local:10814] Signal: Segmentation fault (11)
                [gpu-node-0017.cluster.local:10814] Signal code: Invalid permissions (2)
                [gpu-node-0017.cluster.local:10814] [ 0] /home/user/software/envs/py3/lib/python3.6/site-packages/mpi4py/MPI.cpython-36m-x86_64-linux-gnu.so(+0xdf591) [0x7fe9ddba3591]
                [gpu-node-0017.cluster.local:10814] [ 1] python(_PyCFunction_FastCallDict+0x154) [0x7fea2e112b94]
                """;
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.stream().anyMatch(h -> h.startsWith("mpi.process-failed ") && h.contains(" host=gpu-node-0017.cluster.local ")), read.toString());
        int cuts = 0;
        for (int w = 50; w <= 56; w++) {
            String cut = dev.clusterjob.logs.CutLogs.text(dev.clusterjob.logs.CutLogs.atBlanks(dev.clusterjob.logs.CutLogs.lines(whole), w));
            if (cut.contains("] *** Process\nreceived signal ***\n")) {
                cuts++;
                assertEquals(read, PastedLogTest.diagnosis(cut), cut);
            }
        }
        assertTrue(cuts >= 3, cuts + " cuts inside the marker");
    }

    /**
     * A rule whose look-ahead reads a group after its match reads it across a cut at blanks too (TensorFlow's gRPC error, the peer
     * in "Error received from peer ipv4:ADDR:PORT" after "RPC failed with status = ...": pytorch/xla issue 3975's line): the pieces
     * the group lies in are the line's.
     */
    @Test
    void aGroupALookAheadReadsAfterTheCutIsRead() {
        String whole = "  2022-09-07 07:32:12.549446: W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status ="
                + " \"UNAVAILABLE: Socket closed\" and grpc_error_string = \"{\"created\":\"@1662535932.549287619\",\"description\":\"Error received"
                + " from peer ipv4:10.115.174.50:8470\",\"file\":\"external/com_github_grpc_grpc/src/core/lib/surface/call.cc\",\"file_line\":1056,"
                + "\"grpc_message\":\"Socket closed\",\"grpc_status\":14}\", maybe retrying the RPC\n";
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.get(0).startsWith("tf.peer-unavailable ") && read.get(0).contains(" peer=10.115.174.50"), read.toString());
        for (int w = 185; w <= 218; w += 3) {
            String cut = dev.clusterjob.logs.CutLogs.text(dev.clusterjob.logs.CutLogs.atBlanks(dev.clusterjob.logs.CutLogs.lines(whole), w));
            assertFalse(cut.startsWith(whole), "cut at blanks before " + w);
            assertEquals(read, PastedLogTest.diagnosis(cut), cut);
        }
    }

    /**
     * Word wrap at a column narrower than a path puts the path on a line of its own after a short piece ("RuntimeError: Internal:"
     * + XLA's "external/.../nccl_all_reduce_thunk.cc:162: NCCL operation ... failed: invalid usage": j-towns/vdvae-jax issue 2's
     * line): no other line shows the column, the narrowest does, and the error reads as on the line as written.
     */
    @Test
    void aShortPieceBeforeAPathIsReadWithIt() {
        String whole = "RuntimeError: Internal: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.cc:162: NCCL operation"
                + " ncclAllReduce(send_buffer, recv_buffer, buffer.element_count, datatype, reduce_op, comm, *cu_stream) failed: invalid usage: while"
                + " running replica 0 and partition 0 of a replicated computation (other replicas may have failed as well).\n";
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.get(0).startsWith("torch.dist-backend-error "), read.toString());
        for (int w = 50; w <= 86; w += 3) {
            String cut = dev.clusterjob.logs.CutLogs.text(dev.clusterjob.logs.CutLogs.atBlanks(dev.clusterjob.logs.CutLogs.lines(whole), w));
            assertTrue(cut.startsWith("RuntimeError: Internal:\nexternal/"), cut);
            assertEquals(read, PastedLogTest.diagnosis(cut), cut);
        }
    }

    /**
     * A learn pattern whose words a cut at blanks put partly on the next line is read across the cut, as a context pattern is:
     * the scheduler's "Successfully assigned NS/POD to NODE" cut after "assigned" still names the node of the kubelet's events
     * after it, also when the window joins the next event's words after the node (the pattern ends with the line).
     */
    @Test
    void aLearnPatternCutAtABlankIsRead() throws IOException {
        String whole = """
                  Type     Reason                  Age   From               Message
                  ----     ------                  ----  ----               -------
                  Normal   Scheduled               24m   default-scheduler  Successfully assigned gpu-operator/dcgm-exporter-x7k2p to gpu-worker-3.example.internal
                  Warning  FailedCreatePodSandBox  4m    kubelet            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured
                """;
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.stream().anyMatch(h -> h.startsWith("container.no-gpu-runtime ") && h.contains(" host=gpu-worker-3.example.internal ")), read.toString());
        String cut = whole.replace("Successfully assigned ", "Successfully assigned\n").replace("code = Unknown", "code =\nUnknown");
        assertEquals(read, PastedLogTest.diagnosis(cut), cut);
        String alone = whole.replace("Successfully assigned ", "Successfully assigned\n");
        assertEquals(read, PastedLogTest.diagnosis(alone), alone);
    }

    /**
     * A one-line log cut once at a column inside a word the rules write ("in" + "valid device ordinal") is read in the word, not
     * also as "in valid device ordinal", which the generic CUDA error rule takes for another error; a cut at a blank between two
     * words of their own ("Exited with exit" + "code 1") still reads with the blank.
     */
    @Test
    void aCutInAWordTheRulesKnowIsReadInTheWord() throws IOException {
        String whole = "`Engine` actors with TP > 1 crash on every rank >= 1 with `torch.AcceleratorError: HIP error: invalid device ordinal` during init.\n";
        List<String> read = PastedLogTest.diagnosis(whole);
        assertEquals(1, read.size(), read.toString());
        assertTrue(read.get(0).startsWith("torch.invalid-device-ordinal "), read.toString());
        int at = whole.indexOf("invalid");
        for (int cut = at + 1; cut < at + "invalid".length(); cut++) {
            String pasted = whole.substring(0, cut) + "\n" + whole.substring(cut);
            assertEquals(read, PastedLogTest.diagnosis(pasted), pasted);
        }
        String srun = "srun: error: gpu-node-7: tasks 10-11: Exited with exit code 1\n";
        assertEquals(PastedLogTest.diagnosis(srun), PastedLogTest.diagnosis(srun.replace("exit code", "exit\ncode")));
    }

    /**
     * Cut in a word the rules write, a match on the line alone is contradicted only by the reading in the word: the watchdog's
     * line cut short as published ("... collective operation timeout") and cut again inside "operation" keeps its finding, which
     * the blank reading ("collective ope ration timeout") no longer takes away.
     */
    @Test
    void aCutInAWordIsContradictedOnlyByTheWord() throws IOException {
        String whole = "Training fails: RuntimeError: NCCL communicator was aborted on rank 6. Original reason for failure was: Watchdog caught collective operation timeout\n";
        List<String> read = PastedLogTest.diagnosis(whole);
        assertTrue(read.stream().anyMatch(h -> h.startsWith("torch.watchdog-timeout ")), read.toString());
        String pasted = whole.replace("collective ope", "collective ope\n");
        assertEquals(read, PastedLogTest.diagnosis(pasted), pasted);
    }

    /**
     * A line that only comes before an error (Apptainer's INFO line, a shell prompt, a table's ruler) does not take the error's
     * finding: a pattern free at its start ({@code .*?FATAL:}, {@code .*Disk quota exceeded}) matched the line joined with the
     * next from the line's first character, though every word it read stands in the next line. The finding is on the line that
     * holds its words, so a paste that ends there (the lines up to the error) or starts there (the last screenful) reads it as the
     * whole log does; the host a prompt names above it is still the finding's.
     */
    @Test
    void aLineBeforeTheErrorDoesNotTakeIt() throws IOException {
        String apptainer = """
                INFO:    Converting SIF file to temporary sandbox...
                FATAL:   While performing build: while searching for mksquashfs: exec: "mksquashfs": executable file not found in $PATH
                """;
        assertEquals(List.of("apptainer.failed@2 host=null rank=null"), hits(scan(apptainer)).stream().distinct().toList());
        String quota = """
                [alice@login02 ~]$ cp weights.tar ~/
                cp: error writing '/home/alice/weights.tar': Disk quota exceeded
                """;
        assertEquals(List.of("fs.no-space@2 host=null rank=null"), hits(scan(quota)).stream().distinct().toList());
        assertEquals("fs.no-space ERROR host=login02 rank=null peer=null", PastedLogTest.diagnosis(quota).get(0));
        for (String log : List.of(apptainer, quota)) {
            List<String> whole = PastedLogTest.diagnosis(log);
            String first = log.substring(0, log.indexOf('\n') + 1);
            String error = log.substring(first.length());
            assertEquals(whole.get(0).split(" ")[0], PastedLogTest.diagnosis(error).get(0).split(" ")[0], error);
        }
    }
    /**
     * A line a terminal's copy padded with blanks to its width, before the error's line: the window across a possible cut drops the
     * blanks, so a match that starts after them is the next line's, and the finding is placed on the error's own line (a paste that
     * ends there reads it as the whole log does).
     */
    @Test
    void aPaddedLineBeforeTheErrorDoesNotTakeIt() throws IOException {
        String padded = "2020-08-03T10:20:25 | trainer: Starting training..." + " ".repeat(120) + "\n"
                + "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).\n";
        assertEquals(List.of("torch.dataloader-shm@2 host=null rank=null"), hits(scan(padded)).stream().distinct().toList());
        String stripped = padded.replaceFirst(" +\n", "\n");
        assertEquals(hits(scan(stripped)), hits(scan(padded)));
    }

    /**
     * A probe's warning that word wrap broke before the message a rule reads ("libibverbs: Warning: couldn't load driver" +
     * "'libX.so': libX.so:" + "cannot open shared object file"): the rule that leaves the warning out reads the words before the
     * message, so on the piece alone it must still see them on the line before (doctor's pasted-log sweep: nccl-1044's title cut
     * at blanks before 15 columns). The same message on its own line, or on a line that starts anew after a warning (Python's
     * exception line), is still read.
     */
    @Test
    void aWrappedPieceIsReadWithTheWordsBeforeIt() throws IOException {
        String whole = "libibverbs: Warning: couldn't load driver 'libipathverbs-rdmav25.so': libipathverbs-rdmav25.so: cannot open shared object file: No such file or directory\n";
        assertEquals(List.of(), hits(scan(whole)));
        String wrapped = """
                libibverbs: Warning: couldn't load driver
                'libipathverbs-rdmav25.so': libipathverbs-rdmav25.so:
                cannot open shared object file: No such file or directory
                """;
        assertEquals(List.of(), hits(scan(wrapped)));
        assertEquals(PastedLogTest.diagnosis(whole), PastedLogTest.diagnosis(wrapped));
        String error = """
                ImportError: libcudart.so.12: cannot open shared object file: No such file or directory
                """;
        assertEquals(List.of("launch.library-not-found@1 host=null rank=null"), hits(scan(error)));
        String afterAWarning = """
                UserWarning: a long line that ends where it ended, with room left for the next line's first word
                ImportError: libcudart.so.12: cannot open shared object file: No such file or directory
                """;
        assertEquals(List.of("launch.library-not-found@2 host=null rank=null"), hits(scan(afterAWarning)));
    }

    /**
     * A paste cut at a column reads as the log does: a line LogLines joined from its pieces ended where its last piece did, so the next
     * line's words do not contradict a match that ends with the line (Slurm's "... has authentication error" before the client's
     * "slurm_load_partitions: Protocol authentication error", singularity-rstudio-6); a line shorter than the column is no word-wrapped
     * line and the next no piece of it, and a prefix reaches as many lines as in the log read whole (HPE Cray MPICH's error stack
     * between a rank's header and srun's lines, adios2-3456); a quoted line cut once keeps its length as pasted, the quote counted, so
     * it is still the longest and is read on in the word the cut split (beowulf-2015-02-033050).
     */
    @Test
    void aPasteCutAtAColumnReadsAsTheLog() {
        List<String> munge = List.of("```", "(base) rstudio@all-st-rstudio-1:~$ sinfo ",
                "sinfo: error: Couldn't find the specified plugin name for auth/munge looking at all files",
                "sinfo: error: cannot find auth plugin for auth/munge", "sinfo: error: cannot create auth context for auth/munge",
                "sinfo: error: Couldn't find the specified plugin name for auth/munge looking at all files",
                "sinfo: error: cannot find auth plugin for auth/munge", "sinfo: error: cannot create auth context for auth/munge",
                "sinfo: error: slurm_send_node_msg: auth_g_create: REQUEST_PARTITION_INFO has authentication error",
                "slurm_load_partitions: Protocol authentication error", "```");
        List<String> stack = List.of("MPICH ERROR [Rank 0] [job id 1267839.0] [Tue Jan 31 15:16:32 2023] [frontier01774] - Abort(673264166) (rank 0 "
                        + "in comm 0): Fatal error in PMPI_Comm_connect: Invalid port, error stack:",
                "PMPI_Comm_connect(125).........: MPI_Comm_connect(port=\"tag#0$connentry#0024CC21$\", MPI_INFO_NULL, root=0, MPI_COMM_SELF, "
                        + "newcomm=0x7fe7ffff69b8) failed",
                "MPID_Comm_connect(192).........:", "MPIDI_OFI_mpi_comm_connect(662):", "(unknown)(): Invalid port", "", "aborting job:",
                "Fatal error in PMPI_Comm_connect: Invalid port, error stack:",
                "PMPI_Comm_connect(125).........: MPI_Comm_connect(port=\"tag#0$connentry#0024CC21$\", MPI_INFO_NULL, root=0, MPI_COMM_SELF, "
                        + "newcomm=0x7fe7ffff69b8) failed",
                "MPID_Comm_connect(192).........:", "MPIDI_OFI_mpi_comm_connect(662): ", "(unknown)(): Invalid port",
                "srun: error: frontier01774: task 0: Exited with exit code 255 ",
                "srun: launch/slurm: _step_signal: Terminating StepId=1267839.0",
                "slurmstepd: error: *** STEP 1267839.0 ON frontier01774 CANCELLED AT 2023-01-31T15:16:33 ***",
                "srun: error: frontier02670: tasks 48-55: Terminated");
        List<String> quoted = List.of("> Dec 1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 > (sge_qmaster) score 948 or sacrifice child");
        for (List<String> log : List.of(munge, stack, quoted)) {
            List<String> whole = PastedLogTest.diagnosis(String.join("\n", log) + "\n");
            assertFalse(whole.isEmpty(), log.get(0));
            for (int column : new int[] {50, 56, 80}) {
                String cut = CutLogs.text(CutLogs.atColumn(log, column));
                assertEquals(whole, PastedLogTest.diagnosis(cut), cut);
            }
        }
    }

    /**
     * A rule whose look-behind reads the words before its match (torch's watchdog message quoted up to its seconds only after the class
     * name, "ProcessGroupNCCL's watchdog got stuck for 600 seconds") matches where a cut at a column split the class name: the piece
     * alone cannot, so the match is the line's. Only across a word the cut split: a cut at a blank joined back without it gives
     * "error" + ": HSA_STATUS..." no word before the colon (legion-1339's ROCm line, the rule that wants one reads nothing there).
     */
    @Test
    void aLookBehindReadsAcrossACutInAWord() {
        List<String> article = List.of("问题现象", "当使用LLaMA-Factory进行多机多卡训练时,系统报告了\"NCCL心跳监控超时\"的错误。具体表现为某些节点启动较快,"
                + "而其他节点启动较慢,导致快速启动的节点等待超时。错误日志中显示\"ProcessGroupNCCL's watchdog got stuck for 600 seconds\","
                + "表明NCCL的心跳监控机制检测到通信异常。");
        List<String> whole = PastedLogTest.diagnosis(String.join("\n", article) + "\n");
        assertEquals(List.of("torch.watchdog-timeout ERROR host=null rank=null peer=null"), whole);
        int word = article.get(1).indexOf("ProcessGroupNCCL");
        for (int column = word + 1; column < word + "ProcessGroupNCCL".length(); column++) {
            String cut = CutLogs.text(CutLogs.atColumn(article, column));
            assertEquals(whole, PastedLogTest.diagnosis(cut), cut);
        }
        String rocm = ":0:rocdevice.cpp            :2652: 4238358292712 us: 48946: [tid:0x7fffd023f700] Device::callbackQueue aborting with error"
                + " : HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. code: 0x1008\n";
        String atABlank = rocm.replace("error : HSA", "error\n: HSA");
        assertEquals(PastedLogTest.diagnosis(rocm), PastedLogTest.diagnosis(atABlank), atABlank);
    }

    /**
     * c10's log lines (torch's C++ side: "[W tensorpipe_agent.cpp:726] ...") start lines of their own: a line cut at a blank before one
     * is not read on into it, so each of torch RPC's warnings keeps its own peer (pytorch-104568).
     */
    @Test
    void c10sLogLineIsNoPieceOfTheLineBefore() {
        List<String> log = List.of("[W tensorpipe_agent.cpp:530] RPC agent for worker0 encountered error when accepting incoming pipe: eof (this "
                        + "error originated at tensorpipe/transport/ibv/connection_impl.cc:302)",
                "[W tensorpipe_agent.cpp:726] RPC agent for worker0 encountered error when reading incoming request from worker1: eof (this "
                        + "error originated at tensorpipe/transport/ibv/connection_impl.cc:302)",
                "[W tensorpipe_agent.cpp:940] RPC agent for worker1 encountered error when reading incoming response from worker0: transport "
                        + "retry counter exceeded (this error originated at tensorpipe/transport/ibv/connection_impl.cc:478)");
        List<String> whole = PastedLogTest.diagnosis(String.join("\n", log) + "\n");
        assertEquals(2, whole.size(), whole.toString());
        String cut = CutLogs.text(CutLogs.atBlanks(log, 113));
        assertEquals(whole, PastedLogTest.diagnosis(cut), cut);
    }

    /**
     * A finding whose lines name no node takes the node of srun's task line after it within so many lines as the programs wrote them,
     * however many pieces a paste cut the lines between into: torch's port error and its traceback, cut at a column, still reach srun's
     * line about the task (clusterjob-cputb-master-port-taken-gloo-slurm22).
     */
    @Test
    void theOutcomeLinesReachCountsTheLinesAsWritten() {
        List<String> log = List.of("WARNING: Logging before InitGoogleLogging() is written to STDERR",
                "W20261205 02:51:51.600782 12829 socket.cpp:426] [c10d] The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).",
                "W20261205 02:51:51.602329 12829 socket.cpp:426] [c10d] The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already in use).",
                "E20261205 02:51:51.602346 12829 socket.cpp:462] [c10d] The server socket has failed to listen on any local network address.",
                "Traceback (most recent call last):", "  File \"/tmp/cj-faults.aqUUBh/faults.py\", line 87, in <module>", "    sys.exit(main())",
                "             ^^^^^^", "  File \"/tmp/cj-faults.aqUUBh/faults.py\", line 51, in main",
                "    dist.init_process_group(backend, rank=rank, world_size=world, timeout=timeout)",
                "  File \"/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py\", line 754, in init_process_group",
                "    store, rank, world_size = next(rendezvous_iterator)", "                              ^^^^^^^^^^^^^^^^^^^^^^^^^",
                "  File \"/usr/lib/python3/dist-packages/torch/distributed/rendezvous.py\", line 246, in _env_rendezvous_handler",
                "    store = _create_c10d_store(master_addr, master_port, rank, world_size, timeout)",
                "            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
                "  File \"/usr/lib/python3/dist-packages/torch/distributed/rendezvous.py\", line 177, in _create_c10d_store",
                "    return TCPStore(", "           ^^^^^^^^^",
                "RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:29500 "
                        + "(errno: 98 - Address already in use). The server socket has failed to bind to ?UNKNOWN? (errno: 98 - Address already in use).",
                "srun: error: gnode1: task 0: Exited with exit code 1", "rank 1/2 on gnode2: gloo, torch 1.13.0a0",
                "srun: error: gnode2: task 1: Terminated");
        List<String> whole = PastedLogTest.diagnosis(String.join("\n", log) + "\n");
        assertTrue(whole.get(0).startsWith("torch.master-port-in-use ERROR host=gnode1 "), whole.toString());
        for (int column : new int[] {50, 65}) {
            String cut = CutLogs.text(CutLogs.atColumn(log, column));
            assertEquals(whole, PastedLogTest.diagnosis(cut), cut);
        }
    }
}
