package dev.clusterjob.quote;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

class TerminalTextTest {
    /** in, as {@link TerminalText#line}, as {@link TerminalText#lines}, as {@link TerminalText#oneLine}. */
    record Case(String in, String line, String lines, String oneLine) {
        @Override
        public String toString() {
            return "[" + line + "]";
        }
    }

    static Stream<Case> cases() {
        return Stream.of(
                new Case("plain name", "plain name", "plain name", "plain name"),
                new Case("", "", "", ""),
                new Case("tab\tstays", "tab\tstays", "tab\tstays", "tab\\tstays"),
                new Case("é ü 中文 ✓ \u00a0", "é ü 中文 ✓ \u00a0", "é ü 中文 ✓ \u00a0", "é ü 中文 ✓ \u00a0"),
                new Case("back\\x1b slash", "back\\x1b slash", "back\\x1b slash", "back\\x1b slash"),
                new Case("\u001b]0;pwned\u0007x", "\\x1b]0;pwned\\x07x", "\\x1b]0;pwned\\x07x", "\\x1b]0;pwned\\x07x"),
                new Case("red\u001b[31mtext\u001b[0m", "red\\x1b[31mtext\\x1b[0m", "red\\x1b[31mtext\\x1b[0m", "red\\x1b[31mtext\\x1b[0m"),
                new Case("over\rwrite", "over\\rwrite", "over\\rwrite", "over\\rwrite"),
                new Case("two\nlines", "two\\nlines", "two\nlines", "two\\nlines"),
                new Case("nul\u0000 bs\b del\u007f", "nul\\x00 bs\\x08 del\\x7f", "nul\\x00 bs\\x08 del\\x7f", "nul\\x00 bs\\x08 del\\x7f"),
                new Case("csi\u009b2J nel\u0085 \u001f", "csi\\x9b2J nel\\x85 \\x1f", "csi\\x9b2J nel\\x85 \\x1f", "csi\\x9b2J nel\\x85 \\x1f"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void controlCharactersBecomeVisible(Case c) {
        assertEquals(c.line(), TerminalText.line(c.in()), "line");
        assertEquals(c.lines(), TerminalText.lines(c.in()), "lines");
        assertEquals(c.oneLine(), TerminalText.oneLine(c.in()), "oneLine");
    }

    @Test
    void cleanTextIsReturnedAsItIsAndNullStaysNull() {
        String s = "n1node[1-2] Resources";
        assertSame(s, TerminalText.line(s));
        assertNull(TerminalText.line(null));
        assertNull(TerminalText.lines(null));
        assertNull(TerminalText.oneLine(null));
    }
}
