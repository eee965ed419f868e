package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PasteFrameTest {
    private static final List<String> LOG = List.of(
            "Traceback (most recent call last):",
            "  File \"/work/train.py\", line 57, in main",
            "    dist.all_reduce(data)",
            "RuntimeError: [./gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.78.0.2]:11959",
            "",
            "srun: error: gnode1: task 0: Exited with exit code 1");

    private static List<String> framed(String prefix) {
        return LOG.stream().map(l -> l.isEmpty() ? l : prefix + l).toList();
    }

    /** The lines LogLines gives for {@code lines}, after frames, joins and prefixes (JournalProgramTest reads with it too). */
    static List<String> read(List<String> lines) throws IOException {
        LogLines in = new LogLines(new BufferedReader(new StringReader(String.join("\n", lines))));
        List<String> out = new ArrayList<>();
        LogLines.Line l;
        while ((l = in.next()) != null) {
            out.add(l.text());
        }
        return out;
    }

    @Test
    void aMarkdownCodeBlocksIndentationComesOffAsTextwrapDedentWould() throws IOException {
        assertEquals("indent 4", PasteFrame.of(framed("    ")).toString());
        assertEquals(LOG, read(framed("    ")));
        assertEquals(LOG, read(framed("\t")));
    }

    @Test
    void dockerComposesServiceColumnAndLineNumbersComeOff() throws IOException {
        assertEquals("service", PasteFrame.of(framed("trainer-1  | ")).toString());
        assertEquals(LOG, read(framed("trainer-1  | ")));
        assertEquals(LOG, read(framed("  42 | ")));
    }

    @Test
    void journaldsHeaderBecomesTheHostPrefixALauncherWouldWrite() throws IOException {
        List<String> read = read(framed("Dec 05 03:00:00 gpu-node-07 python3[12345]: "));
        assertEquals("gpu-node-07: srun: error: gnode1: task 0: Exited with exit code 1", read.get(5));
        assertEquals("gpu-node-07: Traceback (most recent call last):", read.get(0));
    }

    @Test
    void kubernetesPodColumnsBecomeTheHostPrefix() throws IOException {
        assertEquals("kubectl", PasteFrame.of(framed("[pod/trainer-worker-1/pytorch] ")).toString());
        List<String> kubectl = read(framed("[pod/trainer-worker-1/pytorch] "));
        assertEquals("trainer-worker-1: Traceback (most recent call last):", kubectl.get(0));
        assertEquals("stern", PasteFrame.of(framed("trainer-worker-1 pytorch ")).toString());
        assertEquals("trainer-worker-1: srun: error: gnode1: task 0: Exited with exit code 1", read(framed("trainer-worker-1 pytorch ")).get(5));
        assertEquals(LOG, read(framed("[pod/launcher-abcde/main] ")), "a pod name without a digit names no host");
    }

    @Test
    void wordsThatVaryFromLineToLineAreNoSternColumns() {
        List<String> prose = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            prose.add("step-" + (char) ('a' + i % 26) + (char) ('a' + i / 26) + " word" + i + " of a log that starts every line with two words");
        }
        assertTrue(PasteFrame.of(prose).none(), "40 pairs of first words");
    }

    @Test
    void aHostWithoutADigitKeepsItsWholeHeader() throws IOException {
        List<String> lines = framed("Dec 05 03:00:00 kestrel python3[12345]: ");
        assertEquals(lines, read(lines));
    }

    @Test
    void aLogWithoutAFrameIsReadAsItIs() throws IOException {
        assertTrue(PasteFrame.of(LOG).none());
        assertEquals(LOG, read(LOG));
    }

    /** A review thread's diff: the added-line marker comes off, then the code block's indentation inside it; a shell trace's lines do not frame a log. */
    @Test
    void aDiffsAddedLinesLoseTheirMarkerAndTheIndentationInside() throws IOException {
        List<String> added = LOG.stream().map(l -> "+" + (l.isEmpty() ? l : "    " + l)).toList();
        assertEquals(LOG, read(added));
        List<String> traced = new ArrayList<>(LOG);
        traced.add(0, "+ srun python train.py");
        assertEquals(traced, read(traced));
    }

    @Test
    void aFrameOnFewOfTheLinesIsNoFrame() {
        List<String> mixed = new ArrayList<>(LOG);
        mixed.set(0, "> " + mixed.get(0));
        mixed.set(3, "worker-1 | " + mixed.get(3));
        assertTrue(PasteFrame.of(mixed).none());
        assertTrue(PasteFrame.of(List.of("    one line", "two")).none(), "of two lines, one without the frame");
    }

    /** One or two lines carry the frame as a long paste does (journald's short format, docker compose logs, kubectl logs --prefix, a code block). */
    @Test
    void aTitleOfOneOrTwoLinesLosesItsFrameToo() throws IOException {
        String error = "ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory";
        assertEquals(List.of("gpu-node-07: " + error), read(List.of("Dec 05 03:00:00 gpu-node-07 python3[12345]: " + error)));
        assertEquals(List.of(error), read(List.of("trainer-1  | " + error)));
        assertEquals(List.of("trainer-worker-1: " + error), read(List.of("[pod/trainer-worker-1/pytorch] " + error)));
        assertEquals(List.of(error, "  next"), read(List.of("    " + error, "      next")));
        assertEquals(List.of(error, ""), read(List.of("trainer-1  | " + error, "trainer-1  | ")), "the frame alone on an empty line");
    }

    /** Stern's two words and a syslog header without a pid start one line of prose or a stamped title as well: few lines keep them. */
    @Test
    void fewLinesKeepWhatCouldBeTheirOwnWords() {
        assertTrue(PasteFrame.of(List.of("node-1 hits recvValue failed ... got 0 bytes while node-0 loops on TCPStore")).none());
        assertTrue(PasteFrame.of(List.of("2024-05-01T10:00:00.123Z A100 RuntimeError: CUDA error: no kernel image is available")).none());
        assertTrue(PasteFrame.of(List.of("Dec 05 03:00:00 gpu07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.")).none(),
                "the kernel's journal line, read whole by the rules");
        assertEquals("stern", PasteFrame.of(framed("trainer-worker-1 pytorch ")).toString(), "three lines and more");
    }

    /**
     * Stern's columns alone on a line (its default template "{{.PodName}} {{.ContainerName}} {{.Message}}", stern/stern cmd/cmd.go,
     * printed for an empty line of the pod's log) are no sentence's start: a one-line error and that line take the frame, and the pod
     * names the line's host. Without that line a sentence's two first words still stay.
     */
    @Test
    void sternsColumnsAloneOnALineTakeTheFrameOfAFewLines() throws IOException {
        String error = "ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set";
        List<String> two = List.of("llama-train-worker-3 pytorch " + error, "llama-train-worker-3 pytorch ");
        assertEquals("stern", PasteFrame.of(two).toString());
        assertEquals(List.of("llama-train-worker-3: " + error, "llama-train-worker-3: "), read(two), "the pod as a launcher's host prefix");
        assertEquals("stern", PasteFrame.of(List.of("job-abc12-master-0 trainer ", "job-abc12-master-0 trainer " + error)).toString());
        assertTrue(PasteFrame.of(List.of("node-1 hits recvValue failed ... got 0 bytes", "node-0 loops on TCPStore")).none());
        assertTrue(PasteFrame.of(List.of("node-1 hits recvValue failed ... got 0 bytes", "node-0 loops")).none(), "two words with nothing after them but no blank");
    }

    /** A collector's stamp before every line (a CI log's, {@code ts}'s) keeps its place; the frame behind it comes off. */
    @Test
    void aStampBeforeTheFrameStaysAndTheFrameComesOff() throws IOException {
        List<String> stamped = framed("trainer-1  | ").stream().map(l -> "2024-05-01T10:00:00.1234567Z " + l).toList();
        assertEquals("service", PasteFrame.of(stamped).toString(), "the stamped empty line is empty");
        List<String> read = read(stamped);
        assertEquals("2024-05-01T10:00:00.1234567Z Traceback (most recent call last):", read.get(0));
        assertEquals("2024-05-01T10:00:00.1234567Z ", read.get(4));
        List<String> indented = framed("    ").stream().map(l -> "[10:00:00.123] " + l).toList();
        assertEquals("indent 4", PasteFrame.of(indented).toString());
        assertEquals("[10:00:00.123]   File \"/work/train.py\", line 57, in main", read(indented).get(1));
        assertEquals("Traceback (most recent call last):", LinePrefix.strip(read(indented).get(0)));
    }

    /**
     * A one-line log behind a CI page's numbers ("1 " before it, "2 " before the empty line its newline ends): two lines counting 1, 2
     * take the number column as three lines and more do (lines of tnt-858's, edgeai-mmdetection-8's and charliecloud-401's logs).
     */
    @Test
    void aOneLineLogBehindTheNumbersOneAndTwoLosesThem() throws IOException {
        String watchdog = "[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=2, NumelOut=2,"
                + " Timeout(ms)=60000) ran for 60033 milliseconds before timing out.";
        assertEquals("number", PasteFrame.of(List.of("1 " + watchdog, "2 ")).toString());
        assertEquals(List.of(watchdog, ""), read(List.of("1 " + watchdog, "2 ")));
        String aborted = "RuntimeError: NCCL communicator was aborted on rank 1";
        assertEquals(List.of(aborted, ""), read(List.of("1 " + aborted, "2 ")), "the rank stays 1, the next number not glued to it");
        String remount = "ch-run[38718]: can't re-mount image read-only (is it on NFS?): Operation not permitted (charliecloud.c:230 1)";
        assertEquals(List.of(remount, ""), read(List.of("1 " + remount, "2 ", "")), "the empty line after the paste's own");
    }

    /** Padding after every line comes off after the frame: a viewer's numbered empty line ("4 ") is empty (anomalydiffusion-56's lines). */
    @Test
    void aNumberedEmptyLineOfAPaddedPasteIsEmpty() throws IOException {
        String object = "/home/rd100/zhaoyuan/anomaly_generation/anomalydiffusion-master/ldm/models/psp_encoder/stylegan2/op/fused_bias_act_kernel.cu"
                + " -o fused_bias_act_kernel.cuda.o";
        List<String> padded = List.of("1 There are an error when I run the project: ", "2 " + object + " ",
                "3 FAILED: fused_bias_act_kernel.cuda.o ", "4 ");
        assertEquals("number, padded", PasteFrame.of(padded).toString());
        assertEquals(List.of("There are an error when I run the project:", object, "FAILED: fused_bias_act_kernel.cuda.o", ""), read(padded));
        List<String> compose = padded.stream().map(l -> "trainer-1  | " + l.substring(2)).toList();
        assertEquals("", read(compose).get(3), "docker compose's column before an empty line");
    }

    /**
     * A few lines' own numbers stay: one line's count (Open MPI's, clang's), two lines counting down (Ray's memory monitor), a count
     * and an unnumbered line (ping's summary), srun -l's rank column ("0: ").
     */
    @Test
    void fewLinesKeepTheirOwnNumbers() {
        assertTrue(PasteFrame.of(List.of("3 total processes killed (some possibly by mpirun during cleanup)")).none());
        assertTrue(PasteFrame.of(List.of("1 error generated.", "")).none(), "one line and its newline");
        assertTrue(PasteFrame.of(List.of("1 Workers (tasks / actors) killed due to memory pressure (OOM),",
                "0 Workers crashed due to other reasons at node (ID: \u2026)")).none(), "counting down");
        assertTrue(PasteFrame.of(List.of("1 packets transmitted, 1 received, 0% packet loss, time 0ms",
                "rtt min/avg/max/mdev = 0.066/0.066/0.066/0.000 ms")).none(), "the second unnumbered");
        assertTrue(PasteFrame.of(List.of("0: RuntimeError: NCCL error", "1: RuntimeError: NCCL error")).none(), "srun -l's ranks");
        assertTrue(PasteFrame.of(List.of("2 ", "3 RuntimeError: NCCL error")).none(), "two lines not from 1");
    }

    @Test
    void indentationLessThanFourSpacesIsTheLogsOwn() {
        assertTrue(PasteFrame.of(framed("  ")).none());
    }

    @Test
    void aLineWithoutTheFrameIsLeftAlone() {
        PasteFrame f = PasteFrame.of(framed("trainer-1  | "));
        assertEquals("plain text", f.strip("plain text"));
    }

    /**
     * A frame the program's lines carry and a paste's cut pieces lack is learned from the lines the cut starts: a viewer's number
     * column (vim's, burrmill-17) whose numbered line a cut at blanks left in three pieces, each piece counted as its numbered line
     * (a viewer numbers no two lines alike); a diff's '+' (cscs-docs-40's review of a page's code block) whose one long line a cut
     * left in two, one piece being mark enough; not an indentation alone with one piece (a code block's line may be a line of its own).
     */
    @Test
    void aFrameCutPiecesLackIsLearnedFromTheLinesTheyStart() throws IOException {
        List<String> numbered = List.of("     38 + nnet3-chain-train --use-gpu=yes [...snip]",
                "     39 nnet3-chain-train: error while loading shared libraries: libkaldi-nnet3.so: cannot open shared object file: No such file or directory",
                "     40 + ret=127");
        List<String> read = read(CutLogs.lines(CutLogs.text(CutLogs.atBlanks(numbered, 65))));
        assertEquals("nnet3-chain-train: error while loading shared libraries:", read.get(1), read.toString());
        assertEquals("+ ret=127", read.get(read.size() - 1), read.toString());
        List<String> diff = List.of("+    MPICH ERROR [Rank 0] [job id 410301.1] [Thu Feb 13 12:42:18 2025] [nid005414] - Abort(-1) (rank 0 in comm 0): "
                        + "MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked",
                "+     (Other MPI error)", "+", "+    aborting job:", "+    MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked");
        for (List<List<String>> cut : List.of(CutLogs.atColumn(diff, 101), CutLogs.atBlanks(diff, 120))) {
            read = read(CutLogs.lines(CutLogs.text(cut)));
            assertTrue(read.get(0).startsWith("MPICH ERROR [Rank 0] "), read.toString());
            assertEquals("aborting job:", read.get(read.size() - 2), read.toString());
        }
        List<String> indented = List.of("        nvcc fatal   : Unsupported gpu architecture 'compute_89'",
                "        [2/38] /usr/local/cuda/bin/nvcc -DWITH_CUDA -I/opt/conda/envs/my/lib/python3.8/site-packages/torch/include -c",
                "=_C -D_GLIBCXX_USE_CXX11_ABI=0", "        FAILED: /kaolin/build/temp.linux-x86_64-cpython-38/unbatched_triangle_distance_cuda.o");
        assertEquals(indented, read(indented), "one line apart from an indentation: the lines keep it");
    }
}
