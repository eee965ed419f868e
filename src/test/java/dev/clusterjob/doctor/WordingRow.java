package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the wording tables' rows assert: the findings' codes in order ("-": none), and the first one's host and peer. */
final class WordingRow {
    private WordingRow() {
    }

    static void assertReads(List<Finding> fs, String codes, String host, String peer, String source) {
        if (codes.equals("-")) {
            assertEquals(List.of(), fs, source);
            return;
        }
        assertEquals(codes, String.join(",", fs.stream().map(Finding::code).toList()), source + ": " + fs);
        assertEquals(host.isEmpty() ? null : host, fs.get(0).host(), source + ": host");
        assertEquals(peer.isEmpty() ? null : peer, fs.get(0).peer(), source + ": peer");
    }
}
