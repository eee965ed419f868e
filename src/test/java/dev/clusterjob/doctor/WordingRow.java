package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the wording tables' rows assert: the findings' codes in order ("-": none), and the first one's host and peer. */
final class WordingRow {
    private WordingRow() {
    }

    /** A wording table's rows: one line a row, its cells split where SEPARATOR (a regular expression) matches, stripped. */
    static Stream<Arguments> rows(String table, String separator) {
        return table.lines().map(l -> Arguments.of((Object[]) Arrays.stream(l.split(separator, -1)).map(String::strip).toArray(String[]::new)));
    }

    /** As {@link #rows}, for a table whose rows may leave the peer column out: a four-cell row gets an empty peer. */
    static Stream<Arguments> rowsWithoutPeer(String table, String separator) {
        return table.lines().map(l -> {
            String[] c = Arrays.stream(l.split(separator, -1)).map(String::strip).toArray(String[]::new);
            return c.length == 4 ? Arguments.of(c[0], c[1], c[2], "", c[3]) : Arguments.of((Object[]) c);
        });
    }

    /** Doctor's findings on a row's text (a literal backslash-n in the cell is a line break), read as a job's output. */
    static List<Finding> diagnose(LogDoctor doctor, String text) throws IOException {
        return doctor.diagnose("job.out", new BufferedReader(new StringReader(text.replace("\\n", "\n") + "\n")), NodeMap.empty());
    }

    /** As {@link #assertReads}, but "-" asks only for no finding of severity error (a warning may stand). */
    static void assertReadsNoError(List<Finding> fs, String codes, String host, String peer, String source) {
        if (codes.equals("-")) {
            assertEquals(List.of(), fs.stream().filter(f -> f.severity() == Severity.ERROR).toList(), source);
            return;
        }
        assertReads(fs, codes, host, peer, source);
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
