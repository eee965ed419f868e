package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * gate parse on what clusters actually print: every nccl-tests / rccl-tests output under
 * src/test/resources/realworld/nccl-tests, gathered from public issue threads, docs and repositories
 * (and the project's own H200 captures), judged without a floor as `gate parse FILE` does. The expected
 * verdict, first reason, row count, Avg bus bandwidth, rank count and hosts of each file are in its
 * index.tsv, written from the text itself (rows counted, footer read), not from the parser's answers.
 */
class RealWorldNcclTestsTest {
    static final Path DIR = Path.of("src/test/resources/realworld/nccl-tests");

    /** One index.tsv line. */
    record Expected(String file, String verdict, String firstReason, int rows, Double avg, int ranks, List<String> hosts,
                    String version, String source) {
        @Override
        public String toString() {
            return file;
        }
    }

    static List<Expected> index() {
        List<Expected> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(DIR.resolve("index.tsv"), StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                assertEquals(9, f.length, "index.tsv: 9 tab-separated fields expected in: " + line);
                out.add(new Expected(f[0], f[1], f[2], Integer.parseInt(f[3]), f[4].equals("-") ? null : Double.valueOf(f[4]),
                        Integer.parseInt(f[5]), f[6].equals("-") ? List.of() : List.of(f[6].split(",")), f[7], f[8]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static Stream<Expected> corpus() {
        return index().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void judgedAsTheTextSays(Expected x) throws IOException {
        String text = Files.readString(DIR.resolve(x.file()), StandardCharsets.UTF_8);
        List<NcclTestsRun> runs = NcclTestsParser.parse(text);
        if (x.verdict().equals("NO_RUN")) {
            assertTrue(runs.isEmpty(), x.file() + ": no run expected, got " + runs.size());
            return;
        }
        assertEquals(1, runs.size(), x.file() + ": one run");
        NcclTestsRun run = runs.get(0);
        Verdict v = Verdict.judge(run, GateCriteria.NONE);
        String first = v.reasons().isEmpty() ? "-" : v.reasons().get(0).token();
        assertEquals(x.verdict() + " " + x.firstReason(), v.status() + " " + first, x.file() + ": verdict and first reason " + v.reasons());
        assertEquals(x.rows(), run.rows().size(), x.file() + ": rows");
        assertEquals(x.avg(), run.avgBusbw(), x.file() + ": Avg bus bandwidth");
        assertEquals(x.avg() != null, run.complete(), x.file() + ": a run with its footer is complete, whatever its decoration");
        assertEquals(x.ranks(), run.ranks().size(), x.file() + ": rank lines");
        assertEquals(x.hosts(), run.hosts(), x.file() + ": hosts");
        if (x.firstReason().equals("nccl-error")) {
            Optional<Crash> c = Crash.cause(run.errors());
            assertTrue(c.isPresent(), x.file() + ": a crash line is read as one: " + run.errors());
            assertNotNull(c.get().where(), x.file() + ": the crash names file:line");
            assertFalse(c.get().kind().equals("test"), x.file() + ": the cause is the failed check, not a TESTCHECK frame: " + c.get());
        }
    }

    @Test
    void everyFileIsIndexedWithItsSource() throws IOException {
        List<String> indexed = index().stream().map(Expected::file).sorted().toList();
        List<String> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".txt")).sorted().toList();
        }
        assertEquals(files, indexed);
        for (Expected x : index()) {
            assertFalse(x.source().isBlank(), x.file() + ": source");
            assertFalse(x.version().isBlank(), x.file() + ": version");
        }
        assertTrue(indexed.size() >= 22, "at least 20 public outputs and the two shared captures: " + indexed.size());
    }

    @Test
    void crashLinesInEveryWording() {
        assertEquals(new Crash("nccl", "GENOA-06", "common.cu:392", "unhandled cuda error (run with NCCL_DEBUG=INFO for details)",
                        "GENOA-06: Test NCCL failure common.cu:392 'unhandled cuda error (run with NCCL_DEBUG=INFO for details) / '"),
                Crash.of("GENOA-06: Test NCCL failure common.cu:392 'unhandled cuda error (run with NCCL_DEBUG=INFO for details) / '").orElseThrow());
        assertEquals("CUDA failure on node0 at common.cu:389: 'an illegal memory access was encountered'",
                Crash.of("2097152 32768 float none -1 node0: Test CUDA failure common.cu:389 'an illegal memory access was encountered'")
                        .orElseThrow().describe(), "a crash printed in the middle of a row");
        assertEquals("NCCL failure at all_reduce.cu:95: 'unhandled cuda error'",
                Crash.of("NCCL failure all_reduce.cu:95 'unhandled cuda error'").orElseThrow().describe(), "NCCL 1.x-era wording");
        Crash frame = Crash.of(" .. GENOA-06 pid 5068: Test failure common.cu:590").orElseThrow();
        assertEquals("test", frame.kind());
        assertEquals("GENOA-06", frame.host());
        assertEquals("cuda", Crash.cause(List.of(" .. gpu pid 3018: Test failure common.cu:937",
                "gpu: Test CUDA failure common.cu:1030 'system not yet initialized'")).orElseThrow().kind(), "the check, not the frame");
        assertEquals("torch", Crash.of("node1: Test torch failure probe.py:88 'RuntimeError: boom'").orElseThrow().kind());
        assertTrue(Crash.of("node1:123:456 [0] NCCL INFO Using network Socket").isEmpty());
    }
}
