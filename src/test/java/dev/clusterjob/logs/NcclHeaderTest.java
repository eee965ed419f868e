package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** NCCL's header read by hand answers as the patterns it stands for, on made-up edge cases and on every line of the open corpus. */
class NcclHeaderTest {
    /** LineStarts' STARTS_STRONGLY alternative that {@link NcclHeader#opens} stands for. */
    private static final Pattern OPENS = Pattern.compile("[\\w.-]+:\\d+:\\d+ \\[\\d+\\] ");

    static final List<String> EDGES = List.of(
            "node1:7:7 [0] NCCL INFO Channel 00/32 : 0 1", "n1:7:7 [0] ", "n1:7:7 [0]", "n1:7:7 [0]x", "n1:7:7 [] x", "n1:7:7 [0",
            "n1:7:7", "n1:7:7 ", "n1:7:7x", "n1:7:", "n1:7", "n1::7 [0] x", "n1:7:7 [0]\n", "n1:7:7\n", "n1:7:7 [0]\r\n", "n1:7:7\r",
            "n1:7:7\u2028", "n1:7:7 [0]\u0085", "n1:7:7 [0]\n\n", "_n1:7:7 [0] x", ".n:1:2 [3] x", "-n:1:2 [3] x", "a_b.c-d:12:34 [5] NCCL",
            "gpu-a100-07:1200:1301 [3] NCCL WARN x", "node1 :7:7 [0] x", "nöde:7:7 [0] x", "node1:7:7  [0] x", "node1:7:7 [0]  x",
            "node1:7:7 [12345678901] x", "", ":", "n1:", "[n1:7:7 [0] x", "10.0.0.1:7:7 [0] NCCL INFO x", "...-host:1:2 [0] x");

    @Test
    void hostIsThePatternsGroupOnEdges() {
        for (String s : EDGES) {
            assertEquals(viaPattern(s), NcclHeader.host(s), s);
        }
        assertEquals("node1", NcclHeader.host("node1:7:7 [0] NCCL INFO x"));
        assertEquals("n1", NcclHeader.host("n1:7:7\n")); // $ before a final line terminator: the pattern's call
        assertNull(NcclHeader.host("n1:7:7 [0]x"));
    }

    @Test
    void opensIsThePatternOnEdges() {
        for (String s : EDGES) {
            assertEquals(OPENS.matcher(s).lookingAt(), NcclHeader.opens(s), s);
        }
        assertTrue(NcclHeader.opens("_n1:7:7 [0] x"));
        assertFalse(NcclHeader.opens("n1:7:7 [0]"));
    }

    @Test
    void bothAnswerAsThePatternsOnEveryCorpusLine() throws IOException {
        List<String> lines = corpusLines();
        assertTrue(lines.size() > 10_000, "corpus lines: " + lines.size());
        int headers = 0;
        for (String s : lines) {
            assertEquals(viaPattern(s), NcclHeader.host(s), s);
            assertEquals(OPENS.matcher(s).lookingAt(), NcclHeader.opens(s), s);
            headers += NcclHeader.host(s) != null ? 1 : 0;
        }
        assertTrue(headers > 100, "lines with NCCL's header: " + headers);
    }

    private static String viaPattern(String s) {
        Matcher m = NcclHeader.HOST.matcher(s);
        return m.find() ? m.group(1) : null;
    }

    /** Every line of the open corpus's logs, and each with its first blanks taken off (as LinePrefix leaves a line after a prefix). */
    static List<String> corpusLines() throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/realworld/doctor"))) {
            for (Path p : s.filter(p -> p.toString().endsWith(".log")).sorted().toList()) {
                for (String line : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n", -1)) {
                    out.add(line);
                    out.add(line.stripLeading());
                }
            }
        }
        return out;
    }
}
