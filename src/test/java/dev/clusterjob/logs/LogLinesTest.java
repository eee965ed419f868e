package dev.clusterjob.logs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A log cut at a fixed column reads as the lines the programs wrote; a log that was not cut stays as it is. */
class LogLinesTest {
    /** Real lines (the corpus's and the fixtures' kinds): NCCL INFO/WARN with their header, torch, Slurm, a traceback. */
    static final List<String> LINES = List.of(
            "gpu-a100-07:1200:1301 [3] NCCL WARN NET/IB : Got completion from peer 10.1.1.2<51234> with error 12, opcode 0, len 0, vendor err 129 (Recv)",
            "gpu-a100-07:1200:1301 [3] NCCL INFO transport/net_ib.cc:1296 -> 6",
            "node1:2345:2400 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
            "Traceback (most recent call last):",
            "  File \"/workspace/train.py\", line 12, in <module>",
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2777, remote process exited or there was a network error, NCCL version 2.21.5",
            "srun: error: node2: task 1: Exited with exit code 3",
            "slurmstepd: error: *** JOB 4191701 ON c5-1 CANCELLED AT 2021-08-17T15:09:00 DUE TO TIME LIMIT ***",
            "short line");

    private static List<String> read(String text) throws IOException {
        LogLines l = new LogLines(new BufferedReader(new StringReader(text)));
        List<String> out = new ArrayList<>();
        LogLines.Line line;
        while ((line = l.next()) != null) {
            out.add(line.text());
        }
        return out;
    }

    @Property(tries = 60)
    void aLogCutAtAnyColumnReadsAsItsLines(@ForAll("clearWidth") int width) throws IOException {
        assertEquals(LINES, read(CutLogs.text(CutLogs.atColumn(LINES, width))), "cut at " + width);
    }

    /** The columns at which LogLines can read these lines back (CutLogs.readableAtColumn), among 40..179. */
    @Provide
    Arbitrary<Integer> clearWidth() {
        return Arbitraries.of(IntStream.range(40, 180).filter(w -> CutLogs.readableAtColumn(LINES, w)).boxed().toList());
    }

    @Test
    void mostColumnsCanBeReadBack() {
        long clear = IntStream.range(40, 180).filter(w -> CutLogs.readableAtColumn(LINES, w)).count();
        assertTrue(clear >= 80, clear + " of 140 columns");
    }

    @Test
    void aLogThatWasNotCutStaysAsItIs() throws IOException {
        assertEquals(LINES, read(String.join("\n", LINES) + "\n"));
        List<String> ties = List.of("n1:1:1 [0] NCCL WARN Connect to 10.0.0.2<3456> failed : Connection refused",
                "n2:1:1 [0] NCCL WARN Connect to 10.0.0.1<3456> failed : Connection refused", "continued text");
        assertEquals(ties, read(String.join("\n", ties)), "two longest lines of one length, each followed by a line: not a cut log");
        // one warning repeated, cut at a blank each time (nccl 1710's log, quoted, cut at blanks before 116): no fixed column
        List<String> repeated = List.of("> node201:127799:127863 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got async",
                "event : local access violation work queue error");
        String unquoted = repeated.get(0).substring("> ".length()); // the quote marker is a paste's frame (PasteFrame), taken off
        assertEquals(List.of(unquoted, repeated.get(1), unquoted, repeated.get(1)),
                read(String.join("\n", repeated) + "\n" + String.join("\n", repeated) + "\n"), "one line twice at the longest length: no column");
    }

    @Test
    void widthIsLearnedFromTheLog() throws IOException {
        assertEquals(0, new LogLines(new BufferedReader(new StringReader(String.join("\n", LINES)))).wrapWidth());
        assertEquals(80, new LogLines(new BufferedReader(new StringReader(CutLogs.text(CutLogs.atColumn(LINES, 80))))).wrapWidth());
    }

    @Test
    void peekLooksAheadWithoutConsuming() throws IOException {
        LogLines l = new LogLines(new BufferedReader(new StringReader("a\nb\nc\n")));
        assertEquals("a", l.next().text());
        assertEquals("c", l.peek(2).text());
        assertNull(l.peek(3));
        assertEquals("b", l.next().text());
        assertEquals(3, l.next().number());
        assertNull(l.next());
    }

    /**
     * A log pasted with a frame round every line and then cut (a markdown block's indentation, docker compose's service column,
     * cut by a terminal at a column or by a forum at blanks): the pieces lack the frame, the lines as written keep it, and the
     * frame is learned from those and comes off as from the log as written, at a column after the pieces are joined.
     */
    @Test
    void aFramedLogCutReadsWithoutItsFrame() throws IOException {
        List<String> lines = List.of("[rank7]:[E816 01:45:40.183 ProcessGroupNCCL.cpp:607] [Rank 7] Watchdog caught collective operation timeout",
                "[rank7]:[E816 01:45:40.184 ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank 7] Exception detected by watchdog",
                "[rank3]:[E816 01:45:40.212 ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog caught collective operation timeout");
        for (String frame : List.of("    ", "trainer-1  | ")) {
            List<String> framed = lines.stream().map(l -> frame + l).toList();
            assertEquals(lines, read(String.join("\n", framed) + "\n"), "as written, framed by '" + frame + "'");
            int columns = 0;
            int blanks = 0;
            for (int w = 50; w < 120; w++) {
                if (CutLogs.readableAtColumn(framed, w)) { // two cut lines at least: LogLines learns the column
                    columns++;
                    assertEquals(lines, read(CutLogs.text(CutLogs.atColumn(framed, w))), "cut at column " + w + ", framed by '" + frame + "'");
                }
                // two pieces at least: a single line apart from the rest may be a line of its own
                if (CutLogs.clearAtBlanks(framed, w) && CutLogs.atBlanks(framed, w).stream().mapToInt(p -> p.size() - 1).sum() >= 2) {
                    blanks++;
                    List<String> read = read(CutLogs.text(CutLogs.atBlanks(framed, w)));
                    assertEquals(lines.size(), read.stream().filter(l -> l.startsWith("[rank")).count(), "cut at blanks before " + w + ": " + read);
                    assertTrue(read.stream().noneMatch(l -> l.startsWith(frame)), "cut at blanks before " + w + ": " + read);
                }
            }
            assertTrue(columns >= 20 && blanks >= 20, columns + " and " + blanks + " clear cuts");
        }
        // one line apart from the rest (a wrapped excerpt's) is no cut: the indentation of the others stays
        List<String> one = List.of("    a", "    b " + "x".repeat(60), "yyyyyyyyyyyy continued", "    c");
        assertEquals(one, read(String.join("\n", one) + "\n"));
    }

    /**
     * A collector's stamp or a launcher's prefix on every line a program wrote, each line of one message it broke too (torch's
     * multi-line messages, Python logging of a wrapped text, a 16 KiB line split by Docker or Kubernetes): the piece is read past
     * the prefix it shares with its line, as it would be without it; a prefix naming another host or rank, a piece that starts
     * as a program's line, and a logger's header repeated after the prefix start lines of their own.
     */
    @Test
    void aPieceCarryingItsLinesPrefixIsReadPastIt() {
        String line = "RuntimeError: NCCL communicator was aborted on rank 0.";
        String piece = "Original reason for failure was: Watchdog caught collective operation timeout:";
        for (String prefix : List.of("2024-05-01T10:00:00.123Z ", "[2024-05-01 10:00:00] ", "[Mon Dec  1 10:00:00 2025] ", "1733372229.123456 ",
                "[1,3]<stderr>: ", " 12: ", "gpu-node-07: ", "[pod/trainer-worker-1/pytorch] ")) {
            LogLines.Line first = new LogLines.Line(1, prefix + line);
            LogLines.Line next = new LogLines.Line(2, prefix + piece);
            assertTrue(first.samePrefix(next), prefix);
            assertFalse(first.followedAnewPastPrefix(next), prefix);
            assertEquals(piece, first.pieceText(next), prefix);
            assertTrue(first.followedAnewPastPrefix(new LogLines.Line(2, prefix + "Traceback (most recent call last):")), prefix);
        }
        // another node's or rank's line, or one without the prefix (a cut's piece: read whole)
        assertTrue(new LogLines.Line(1, "gpu-node-07: " + line).followedAnewPastPrefix(new LogLines.Line(2, "gpu-node-08: " + piece)));
        assertTrue(new LogLines.Line(1, "[1,3]<stderr>: " + line).followedAnewPastPrefix(new LogLines.Line(2, "[1,4]<stderr>: " + piece)));
        assertFalse(new LogLines.Line(1, "[10:00:00.123] " + line).samePrefix(new LogLines.Line(2, piece)));
        assertEquals(piece, new LogLines.Line(1, "[10:00:00.123] " + line).pieceText(new LogLines.Line(2, piece)));
        // a line that names its host in its own text (NCCL's header): a stamped piece naming no one is still its piece
        LogLines.Line nccl = new LogLines.Line(1, "[10:00:00.123] node-2:5776:5902 [0] transport/net_ib.cc:1296 NCCL WARN NET/IB : Got completion from peer 10.2.0.5<33092> with error 12, opcode 0, len");
        assertFalse(nccl.followedAnewPastPrefix(new LogLines.Line(2, "[10:00:00.123] 0, vendor err 129 (Recv)")));
        // vLLM's logger header behind Ray's worker prefix opens each record
        LogLines.Line ray = new LogLines.Line(1, "(RayWorkerWrapper pid=335, ip=10.1.0.67) ERROR 01-29 07:44:33 worker_base.py:467]     raise RuntimeError(f\"NCCL error: {error_str}\")");
        assertTrue(ray.followedAnewPastPrefix(new LogLines.Line(2, "(RayWorkerWrapper pid=335, ip=10.1.0.67) ERROR 01-29 07:44:33 worker_base.py:467] RuntimeError: NCCL error: internal error")));
    }

    /**
     * Colour codes (with their escape character or as the bare "[33m" a page leaves), markdown's bold markers and a full-width colon
     * were in the text a tool cut at a column: the pieces are measured as they were cut, so such a line joins as a plain one does.
     */
    @Test
    void aCutAtAColumnCountsTheMarkupItCut() throws IOException {
        List<String> marked = List.of(
                "\u001B[36m(run_inference_one_model pid=2816485)\u001B[0m ValueError: Current node has no GPU available. current_node_resource={'CPU': 96.0}",
                "[33m(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs.",
                "**Root cause:** srun failed with `srun: error: Unable to confirm allocation for job 1905624: Socket timed out on send/recv operation`",
                "Why do I get an error after following the steps\uFF1ADDP expects same model across all ranks, but Rank 0 has 161 params, while rank 1 has 0 params.",
                "srun: error: node2: task 1: Exited with exit code 3");
        List<String> written = marked.stream().map(LogCleaner::clean).toList();
        int cuts = 0;
        for (int w = 40; w <= 160; w++) {
            if (CutLogs.readableAtColumn(marked, w)) {
                cuts++;
                assertEquals(written, read(CutLogs.text(CutLogs.atColumn(marked, w))), "cut at " + w);
            }
        }
        assertTrue(cuts >= 60, cuts + " columns");
    }

    /**
     * Word wrap shows its column on every line it cut; a log's last line, its longest, before another program's first line shows
     * none (autosdf 25's ImportError, then LSF's job summary of fcs 81): one line alone whose next word would not have fitted. An
     * indented table's rows and a ruler are whole lines, whatever their widths.
     */
    @Test
    void wordWrapShowsItsColumnOnMoreThanOneLine() throws IOException {
        List<String> log = List.of("but i have faced some problem while running **(demo_single_view_recon.ipynb)**",
                "ImportError: libcudart.so.10.1: cannot open shared object file: No such file or directory.",
                "Successfully completed.", "", "Resource usage summary:", "",
                "    CPU time :                                   510.08 sec.",
                "    Max Memory :                                 49 MB",
                "----------------------------------------------------------------------------------------------------",
                "distributed_backend=nccl");
        assertEquals(1, lines(log).wrapPoints(), "the last line of the log alone");
        List<String> wrapped = new ArrayList<>();
        CutLogs.atBlanks(log.subList(0, 2), 50).forEach(wrapped::addAll);
        assertTrue(lines(wrapped).wrapPoints() > 1, "cut at blanks before column 50: " + wrapped);
    }

    /** A corpus log's physical line (1-based), exactly as published. */
    private static String corpusLine(String file, int number) throws IOException {
        return java.nio.file.Files.readAllLines(java.nio.file.Path.of("src/test/resources/realworld/doctor", file)).get(number - 1);
    }

    /** payu-699: Python's repr of a captured stderr, its quotes escaped inside a single-quoted string. */
    @Test
    void aPythonReprReadsAsItsLines() throws IOException {
        List<String> lines = read(corpusLine("payu-699-read-only-dot-cache-stderr-repr.log", 1) + "\n");
        assertEquals("Traceback (most recent call last):", lines.get(0));
        assertTrue(lines.get(1).startsWith("  File \"/g/data/vk83/"), lines.get(1));
        assertTrue(lines.contains("OSError: [Errno 30] Read-only file system: '/.cache'"), lines.toString());
    }

    /** av-hubert-19: torchelastic's error file, a JSON value's escaped quotes; a JSON key on a line of its own stays as it is. */
    @Test
    void aJsonValueReadsAsItsLines() throws IOException {
        String line = corpusLine("av-hubert-19-rendezvous-timeout-error-handler-json.log", 5);
        List<String> lines = EscapedString.lines(line);
        assertEquals("Traceback (most recent call last):", lines.get(0));
        assertTrue(lines.get(1).startsWith("  File \"/gs/hs0/") && lines.get(1).endsWith("\", line 345, in wrapper"), lines.get(1));
        assertEquals(List.of("{"), EscapedString.lines("{"));
    }

    /** levanter-432: gRPC's message in a JSON status, the timed-out tasks one a line. */
    @Test
    void aGrpcMessageReadsAsItsLines() throws IOException {
        List<String> lines = EscapedString.lines(corpusLine("levanter-432-multihost-broadcast-barrier-timed-out-grpc.log", 16));
        assertEquals(List.of("/job:jax_worker/replica:0/task:3", "/job:jax_worker/replica:0/task:0"), lines.subList(2, 4));
        assertEquals(5, lines.size());
    }

    /** The pieces of an escaped string and its lead keep the physical line's number: a finding names the line the user pasted. */
    @Test
    void piecesKeepTheirLineNumber() throws IOException {
        LogLines l = new LogLines(new BufferedReader(new StringReader("first\nERROR job 7 failed, stderr: 'a\\nb\\nc'\nlast\n")));
        List<String> read = new ArrayList<>();
        LogLines.Line line;
        while ((line = l.next()) != null) {
            read.add(line.number() + " " + line.text());
        }
        assertEquals(List.of("1 first", "2 ERROR job 7 failed, stderr:", "2 a", "2 b", "2 c", "3 last"), read);
    }

    /**
     * Lines that hold a backslash and an n but are no escaped string: lc0-927's Windows path (c:\projects\lc0\src\neural),
     * one escaped line end alone (a Docker JSON log's record), a line end with nothing between two, an unknown escape.
     */
    @Test
    void otherLinesStayAsTheyAre() throws IOException {
        String windows = corpusLine("lc0-927-error-cuda-error-out-of-memory-windows-path.log", 1);
        for (String s : List.of(windows, "{\"log\":\"NCCL WARN Call to connect returned Connection refused\\n\",\"stream\":\"stderr\"}",
                "'a\\n\\n'", "C:\\new\\nodes\\nothing", "regex \\d+\\nfoo\\nbar")) {
            assertEquals(List.of(s), EscapedString.lines(s), s);
        }
    }

    private static LogLines lines(List<String> log) {
        return new LogLines(new BufferedReader(new StringReader(String.join("\n", log) + "\n")));
    }
}
