package dev.clusterjob.doctor;

import dev.clusterjob.doctor.DoctorCorpus.Entry;
import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A log's excerpt reads the same when the user pastes it as one escaped string, as Python's repr writes a captured stderr
 * (payu-699), or a JSON value a traceback (av-hubert-19): the lines joined by a literal {@code \n}, backslashes, quotes and
 * tabs escaped. For every open log doctor gets right as written whose cause finding carries a line number L, the lines
 * L-{@value #NEIGHBOURS} to L+{@value #NEIGHBOURS} (as PartialPasteTest's window, shorter) are read as written and as one
 * escaped string behind a variable ({@code stderr = '...'}): the first finding's code, host and peer must be the same. The
 * excerpts doctor reads differently are exactly those paste-misses.tsv lists with the way {@value #WAY} (a new one fails the
 * test, and so does a listed one doctor now gets right); target/escaped-differences.tsv has what changed.
 */
class EscapedPasteTest {
    static final String WAY = "escaped string";
    static final int NEIGHBOURS = 5;

    @Test
    void anEscapedExcerptReadsAsItsLines() throws IOException {
        Map<String, String> found = DoctorCorpus.rightWithCause().parallelStream().flatMap(e -> difference(e).entrySet().stream())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/escaped-differences.tsv"), found.entrySet().stream().map(x -> x.getKey() + "\t" + x.getValue()).toList());
        List<String> listed = DoctorCorpus.listedLines(PastedLogTest.MISSES).stream().filter(EscapedPasteTest::listedHere).toList();
        assertEquals(String.join("\n", listed), String.join("\n", found.keySet()),
                "excerpts read differently as an escaped string (" + PastedLogTest.MISSES + "; target/escaped-differences.tsv has what changed)");
    }

    /** The test tries something: most logs doctor gets right have a numbered cause line and an excerpt around it. */
    @Test
    void mostLogsHaveAnExcerpt() {
        List<Entry> all = DoctorCorpus.rightWithCause();
        long excerpts = all.parallelStream().filter(e -> excerpt(e) != null).count();
        assertTrue(excerpts * 4 >= all.size() * 3, excerpts + " of " + all.size() + " logs");
    }

    /** Whether a paste-misses.tsv line is this test's ({@code LOG<TAB>escaped string}). */
    static boolean listedHere(String line) {
        return line.endsWith("\t" + WAY);
    }

    /** {@code doctor/LOG<TAB>escaped string} -> what changed, empty when the excerpt reads the same (or the log has none). */
    private static Map<String, String> difference(Entry e) {
        String excerpt = excerpt(e);
        if (excerpt == null) {
            return Map.of();
        }
        List<Finding> plain = PartialPasteTest.diagnose(excerpt);
        String want = key(plain);
        String got = key(PartialPasteTest.diagnose("stderr = " + repr(excerpt) + "\n"));
        String where = plain.isEmpty() ? "" : ", the cause on the excerpt's line " + plain.get(0).line();
        return want.equals(got) ? Map.of() : Map.of("doctor/" + e.file() + "\t" + WAY, "(" + want + " -> " + got + where + ")");
    }

    /** The cause's line and its neighbours, each line ended, or null when the cause has no line number. */
    private static String excerpt(Entry e) {
        String log;
        try {
            log = Files.readString(e.log(), StandardCharsets.UTF_8);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        List<Finding> whole = PartialPasteTest.diagnose(log);
        if (whole.isEmpty() || whole.get(0).line() <= 0) {
            return null;
        }
        List<String> lines = PartialPasteTest.lines(log);
        int l = whole.get(0).line();
        return String.join("\n", lines.subList(Math.max(0, l - 1 - NEIGHBOURS), Math.min(lines.size(), l + NEIGHBOURS))) + "\n";
    }

    private static String key(List<Finding> fs) {
        return fs.isEmpty() ? "no finding" : fs.get(0).code() + " host=" + fs.get(0).host() + " peer=" + fs.get(0).peer();
    }

    /**
     * The text as Python's repr writes a str: in single quotes, or double ones when it holds a single quote and no double one;
     * the backslash, that quote, a tab, a line end and a return escaped, other control characters as {@code \xHH}.
     */
    static String repr(String text) {
        char quote = text.indexOf('\'') >= 0 && text.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder b = new StringBuilder().append(quote);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                case '\r' -> b.append("\\r");
                default -> {
                    if (c == quote) {
                        b.append('\\').append(c);
                    } else if (c < 0x20 || c == 0x7f) {
                        b.append(String.format("\\x%02x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append(quote).toString();
    }
}
