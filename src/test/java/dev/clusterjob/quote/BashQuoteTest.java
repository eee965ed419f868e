package dev.clusterjob.quote;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** {@link Shell#quote} against real bash: what bash reads back is exactly the input. */
class BashQuoteTest {
    @Test
    void safeWordsStayBareOthersAreQuoted() {
        assertEquals("bond0", BashQuote.quote("bond0"));
        assertEquals("src/train.py", BashQuote.quote("src/train.py"));
        assertEquals("--cpu-bind=none", BashQuote.quote("--cpu-bind=none"));
        assertEquals("mlx5_0,mlx5_1", BashQuote.quote("mlx5_0,mlx5_1"));
        assertEquals("''", BashQuote.quote(""));
        assertEquals("'=mlx5_0'", BashQuote.quote("=mlx5_0"));
        assertEquals("'A=b'", BashQuote.quote("A=b"), "would be an assignment in command position");
        assertEquals("'it'\\''s'", BashQuote.quote("it's"));
        assertEquals("$'a\\nb'", BashQuote.quote("a\nb"));
        assertEquals("'~'", BashQuote.quote("~"));
    }

    /** Bash drops a NUL from a word silently; it is refused as PosixQuote refuses it. */
    @Test
    void aNulIsRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BashQuote.quote("a\0b"));
        assertEquals("a NUL character cannot be passed to bash", e.getMessage());
    }

    @Test
    void quotedTextNeverContainsARawControlCharacter() {
        for (char c = 0; c < 0x20; c++) {
            if (c == 0) {
                continue;
            }
            String q = BashQuote.quote("x" + c + "y");
            assertFalse(q.chars().anyMatch(ch -> ch < 0x20), "char " + (int) c + " -> " + q);
        }
    }

    @Provide
    Arbitrary<List<String>> words() {
        return Arbitraries.strings().withCharRange('\u0001', '\u00ff').withChars("漢字é".toCharArray())
                .ofMaxLength(12).list().ofMinSize(1).ofMaxSize(20);
    }

    @Property(tries = 30)
    void bashReadsBackWhatWasQuoted(@ForAll("words") List<String> words) throws Exception {
        String script = "printf '%s\\0' " + BashQuote.join(words);
        Process p = new ProcessBuilder("bash", "-c", script).redirectErrorStream(false).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        String[] parts = new String(out, StandardCharsets.UTF_8).split("\0", -1);
        List<String> got = new ArrayList<>(Arrays.asList(parts).subList(0, parts.length - 1));
        assertEquals(words, got);
    }
}
