package dev.clusterjob.lint;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** One word read at the start of the text: its raw text, its value (null when it expands), its expansions. */
class ShellWordReaderTest {
    record Case(String text, String raw, String value, String expansions, int endLine) {
        @Override
        public String toString() {
            return text.replace("\n", "\\n");
        }
    }

    /** Expansions written as name|text|quote|line, joined by "; ". */
    static Stream<Case> words() {
        return Stream.of(
                new Case("plain rest", "plain", "plain", "", 1),
                new Case("a\\ b", "a\\ b", "a b", "", 1),
                new Case("a\\\nb", "a\\\nb", "ab", "", 2),
                new Case("'x $Y'z", "'x $Y'z", "x $Yz", "", 1),
                new Case("$'a\\'b'", "$'a\\'b'", "a'b", "", 1),
                new Case("$", "$", "$", "", 1),
                new Case("$/x", "$/x", "$/x", "", 1),
                new Case("$HOME/x", "$HOME/x", null, "HOME|$HOME|NONE|1", 1),
                new Case("$1$@$#$!", "$1$@$#$!", null, "1|$1|NONE|1; @|$@|NONE|1; #|$#|NONE|1; !|$!|NONE|1", 1),
                new Case("${A:-1}", "${A:-1}", null, "A|${A:-1}|NONE|1", 1),
                new Case("${#ARR[@]}", "${#ARR[@]}", null, "ARR|${#ARR[@]}|NONE|1", 1),
                new Case("${!P}", "${!P}", null, "P|${!P}|NONE|1", 1),
                new Case("${1}", "${1}", null, "null|${1}|NONE|1", 1),
                new Case("${A:-{b}}x", "${A:-{b}}x", null, "A|${A:-{b}}|NONE|1", 1),
                new Case("${A:-\n}", "${A:-\n}", null, "A|${A:-\n}|NONE|1", 2),
                new Case("$((B * $C + 1))", "$((B * $C + 1))", null,
                        "null|$((B * $C + 1))|NONE|1; B|$B|NONE|1; C|$C|NONE|1", 1),
                new Case("$(hostname -s)", "$(hostname -s)", null, "null|$(hostname -s)|NONE|1", 1),
                new Case("$(echo \")\")", "$(echo \")\")", null, "null|$(echo \")\")|NONE|1", 1),
                new Case("$(a\nb)", "$(a\nb)", null, "null|$(a\nb)|NONE|1", 2),
                new Case("\"$X ${Y}\"", "\"$X ${Y}\"", null, "X|$X|DOUBLE|1; Y|${Y}|DOUBLE|1", 1),
                new Case("\"\\$X\"", "\"\\$X\"", "$X", "", 1),
                new Case("$\"$X\"", "$\"$X\"", null, "X|$X|DOUBLE|1", 1),
                new Case("`date`", "`date`", null, "null|$(date)|NONE|1", 1),
                new Case("\"a\n$B\"", "\"a\n$B\"", null, "B|$B|DOUBLE|2", 2),
                new Case("A=(x y) z", "A=(x y)", null, "null|(x y)|NONE|1", 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("words")
    void readsOneWord(Case c) {
        ShellWordReader r = new ShellWordReader(c.text());
        ShellScript.Word w = r.word();
        assertEquals(c.raw(), w.raw(), "raw");
        assertEquals(c.value(), w.value(), "value");
        assertEquals(c.expansions(), w.expansions().stream()
                .map(e -> e.name() + "|" + e.text() + "|" + e.quote() + "|" + e.line())
                .collect(Collectors.joining("; ")), "expansions");
        assertEquals(c.endLine(), r.line, "line after the word");
    }
}
