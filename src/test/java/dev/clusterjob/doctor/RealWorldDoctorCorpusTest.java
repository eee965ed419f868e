package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The real-world corpus (src/test/resources/realworld/doctor, index.tsv): logs users pasted into public
 * issue threads and docs, plus the project's real H200 captures. Each log's expected codes: the first must
 * be the first finding (doctor orders by cause), the others must be among the findings; "-" means no error.
 * The per-class score is written to target/realworld-doctor-score.txt (the table in docs/troubleshooting.md).
 */
class RealWorldDoctorCorpusTest {
    static final Path DIR = Path.of("src/test/resources/realworld/doctor");
    static final Map<String, int[]> SCORE = new ConcurrentHashMap<>();

    record Entry(String file, String cls, List<String> expect, String versions, String source) {
        @Override
        public String toString() {
            return file + " [" + cls + "]";
        }
    }

    static List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : Files.readAllLines(DIR.resolve("index.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length != 5) {
                throw new IllegalStateException("index.tsv: expected 5 tab-separated fields, got " + f.length + ": " + line);
            }
            out.add(new Entry(f[0], f[1], f[2].equals("-") ? List.of() : Arrays.asList(f[2].split(",")), f[3], f[4]));
        }
        return out;
    }

    /** Null when the log is diagnosed as expected, else what went wrong. */
    static String judge(Entry e, List<Finding> fs) {
        if (e.expect().isEmpty()) {
            List<String> errors = fs.stream().filter(f -> f.severity() == Severity.ERROR).map(Finding::code).toList();
            return errors.isEmpty() ? null : "expected no error, got " + errors;
        }
        List<String> codes = fs.stream().map(Finding::code).toList();
        if (codes.isEmpty()) {
            return "expected " + e.expect() + ", got no finding";
        }
        if (!codes.get(0).equals(e.expect().get(0))) {
            return "expected " + e.expect().get(0) + " first, got " + codes;
        }
        for (String c : e.expect()) {
            if (!codes.contains(c)) {
                return "expected " + c + " among " + codes;
            }
        }
        return null;
    }

    static List<Finding> diagnose(Path log) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
            return new LogDoctor(DoctorRules.bundled()).diagnose(log.getFileName().toString(), in, NodeMap.empty());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void realLogIsDiagnosedAsExpected(Entry e) throws IOException {
        Path log = DIR.resolve(e.file());
        assertTrue(Files.isRegularFile(log), "index.tsv names a missing file: " + log);
        String why = judge(e, diagnose(log));
        SCORE.computeIfAbsent(e.cls(), k -> new int[2])[1]++;
        if (why == null) {
            SCORE.get(e.cls())[0]++;
        } else {
            fail(e.file() + " (" + e.source() + "): " + why);
        }
    }

    @org.junit.jupiter.api.Test
    void everyLogIsIndexedOnce() throws IOException {
        List<String> indexed = entries().stream().map(Entry::file).toList();
        assertTrue(indexed.size() == indexed.stream().distinct().count(), "a file is indexed twice");
        try (var s = Files.list(DIR)) {
            List<String> logs = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".log")).sorted().toList();
            List<String> missing = logs.stream().filter(n -> !indexed.contains(n)).toList();
            assertTrue(missing.isEmpty(), "logs without an index line: " + missing);
        }
    }

    @AfterAll
    static void writeScore() throws IOException {
        Map<String, int[]> sorted = new TreeMap<>(SCORE);
        int p = 0;
        int t = 0;
        StringBuilder b = new StringBuilder("| class | passed/total |\n| --- | --- |\n");
        for (Map.Entry<String, int[]> e : sorted.entrySet()) {
            b.append("| ").append(e.getKey()).append(" | ").append(e.getValue()[0]).append('/').append(e.getValue()[1]).append(" |\n");
            p += e.getValue()[0];
            t += e.getValue()[1];
        }
        b.append("| all | ").append(p).append('/').append(t).append(" |\n");
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/realworld-doctor-score.txt"), b.toString());
        System.out.println(sorted.keySet().stream().collect(Collectors.joining(", ", "doctor corpus classes: ", "")));
        System.out.print(b);
    }
}
