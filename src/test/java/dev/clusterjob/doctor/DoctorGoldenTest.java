package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.FindingPrinter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Golden pairs: every log under src/test/resources/fixtures/logs (the real captures) and
 * src/test/resources/dev/clusterjob/doctor (the seeds' texts and synthesized Slurm/torch texts, see
 * its README) has its doctor output in NAME.expected beside it. On a mismatch NAME.expected-actual is
 * written beside it for review. The job's nodes are node1 and node2 with the seeds' and the
 * synthesized logs' addresses, so peer addresses are named.
 */
class DoctorGoldenTest {
    static final Path FIXTURES = Path.of("src/test/resources/fixtures/logs");
    static final Path DOCTOR = Path.of("src/test/resources/dev/clusterjob/doctor");

    static final NodeMap NODES = NodeMap.resolve(List.of("node1", "node2"), host -> Map.of(
            "node1", List.of("33.255.199.76", "10.0.0.1"),
            "node2", List.of("33.254.160.139", "10.0.0.2")).get(host));

    static List<Path> logs() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(FIXTURES, DOCTOR)) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".log") || p.toString().endsWith(".txt")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    static String diagnose(Path log) throws IOException {
        List<Finding> fs;
        try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
            fs = new LogDoctor(DoctorRules.bundled()).diagnose(log.getFileName().toString(), in, NODES);
        }
        StringWriter s = new StringWriter();
        FindingPrinter.text(fs, 1, new PrintWriter(s, true));
        return s.toString();
    }

    @TestFactory
    Stream<DynamicTest> everyLogMatchesItsExpectedOutput() throws IOException {
        return logs().stream().map(log -> DynamicTest.dynamicTest(log.getFileName().toString(), () -> {
            Path expected = log.resolveSibling(log.getFileName() + ".expected");
            String actual = diagnose(log);
            Path actualFile = log.resolveSibling(log.getFileName() + ".expected-actual");
            if (!Files.exists(expected)) {
                Files.writeString(actualFile, actual);
                fail("no " + expected + "; wrote " + actualFile + " for review");
            }
            if (!Files.readString(expected).equals(actual)) {
                Files.writeString(actualFile, actual);
            } else {
                Files.deleteIfExists(actualFile);
            }
            assertEquals(Files.readString(expected), actual, "see " + actualFile);
        }));
    }

    @Test
    void everyExpectedFileHasItsLog() throws IOException {
        for (Path dir : List.of(FIXTURES, DOCTOR)) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path e : s.filter(p -> p.toString().endsWith(".expected")).toList()) {
                    String log = e.getFileName().toString().replaceFirst("\\.expected$", "");
                    assertTrue(Files.exists(e.resolveSibling(log)), "orphan golden file " + e);
                }
            }
        }
    }

    /** The golden logs and the real-world corpus exercise every rule of rules.yaml, so each rule is tested on text. */
    @Test
    void everyRuleCodeFiresOnSomeLog() throws IOException {
        StringBuilder all = new StringBuilder();
        List<Path> logs = new ArrayList<>(logs());
        try (Stream<Path> s = Files.list(RealWorldDoctorCorpusTest.DIR)) {
            s.filter(p -> p.toString().endsWith(".log")).sorted().forEach(logs::add);
        }
        for (Path log : logs) {
            all.append(diagnose(log));
        }
        for (Rule r : DoctorRules.bundled().rules()) {
            assertTrue(all.toString().contains(" " + r.code() + ":") || all.toString().contains(" " + r.code() + " "),
                    "no test log triggers " + r.code());
        }
    }
}
