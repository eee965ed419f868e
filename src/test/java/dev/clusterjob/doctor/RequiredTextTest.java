package dev.clusterjob.doctor;

import dev.clusterjob.logs.LinePrefix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The text a pattern's match must hold: the literal runs of its top level, nothing where its source is not plain enough to read. */
class RequiredTextTest {
    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
            "^(?<host>\\S+): \\[ *\\d+\\.\\d{6}\\] x @ [: [, ., ] x]",
            "NCCL WARN (?<text>.*)$ @ [NCCL WARN ]",
            "ab?c @ [a, c]",
            "ab*c+d{2}e{1,}?f @ [a, f]",
            "a[]x]b @ []",
            "[a-z&&[^q]]+ (?:x|y)z\\.\\[\\-\\] @ [ , z.[-]]",
            "x\\d\\s\\w(?=y)\\bz @ [x, z]",
            "(a(b)[)(]c)d @ [d]",
            "a\\tb? @ [a]",
            "a\\x60b\\x60{0,3}c @ [a`b, c]",
    })
    void runsOfTheTopLevel(String regex, String runs) {
        assertEquals(runs, RequiredText.of(Pattern.compile(regex.strip())).runs().toString());
    }

    /** A pattern that ends with a character or a plain class, maybe blanks, and $: the text must end with one of them, past blanks and line ends. */
    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
            "(?:in|on) (?<host>\\w+)\\s*[:：]\\s*$ @ error on node1: @ true",
            "(?:in|on) (?<host>\\w+)\\s*[:：]\\s*$ @ error on node1：  @ true",
            "(?:in|on) (?<host>\\w+)\\s*[:：]\\s*$ @ error on node1: then @ false",
            "(?:in|on) (?<host>\\w+)\\s*[:：]\\s*$ @ error on node1 @ false",
            "(?:in|on) (?<host>\\w+):$ @ error on node1: @ true",
            "(?:in|on) (?<host>\\w+)\\.\\s+$ @ error on node1. @ true",
            "(?:in|on) (?<host>\\w+)\\.\\s+$ @ error on node1 @ false",
    })
    void patternsEndingWithACharacterAskForItLast(String regex, String text, boolean in) {
        Pattern p = Pattern.compile(regex.strip());
        assertEquals(in, RequiredText.of(p).in(text), text);
        assertTrue(in || !p.matcher(text).find(), "ruled out but matches: " + text);
    }

    /** {@code $} matches before a line end that ends the text, one that {@code \\s} does not take too: the text may end with it. */
    @Test
    void theLastCharacterMayStandBeforeALineEnd() {
        Pattern p = Pattern.compile("on (?<host>\\w+)\\s*[:：]\\s*$");
        for (String end : List.of("\u2028", "\u2029", "\u0085", " \r\n", "\n")) {
            String text = "error on node1:" + end;
            assertTrue(p.matcher(text).find(), text);
            assertTrue(RequiredText.of(p).in(text), text);
        }
        assertFalse(RequiredText.of(p).in("error on node1:\u2028x"));
    }

    /** Where the end is no plain character before $ (a class with a range, a group, a quantified one, a class escape), the end asks for nothing. */
    @ParameterizedTest
    @ValueSource(strings = {"(?:in|on)[a-z]$", "(?:in|on)(?:x|y)$", "(?:in|on)x+$", "(?:in|on)\\w$", "(?:in|on)$(?:x)", "(?:in|on)[^:]$", "(?:in|on)$"})
    void otherEndsAskForNothing(String regex) {
        assertSame(RequiredText.NONE, RequiredText.of(Pattern.compile(regex)), regex);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc|def", "(?i)abc", "ab(?i:c)d", "a\\Qb|c\\Ed", "(a)\\1", "a\\x{60}b", "a\\u00e9b", "\\p{L}xy", "x(?x)# y",
            "a\uD83D\uDE00?b"})
    void asksForNothingWhereTheSourceIsNotPlain(String regex) {
        RequiredText t = RequiredText.of(Pattern.compile(regex));
        assertSame(RequiredText.NONE, t, regex);
        assertTrue(t.in(""), regex);
    }

    @Test
    void flagsAskForNothing() {
        assertSame(RequiredText.NONE, RequiredText.of(Pattern.compile("abc", Pattern.CASE_INSENSITIVE)));
    }

    @Test
    void runsMustComeInOrder() {
        RequiredText t = RequiredText.of(Pattern.compile("a: \\[\\d+\\] NCCL "));
        assertTrue(t.in("x a: [0] NCCL WARN"));
        assertFalse(t.in("] NCCL a: [0"));
        assertFalse(t.in("node1:7:7 [0] NCCL INFO"));
    }

    /**
     * Every bundled pattern on every line of the open corpus (whole and as LinePrefix leaves it) whose needles the line holds, as
     * doctor tries them: where its required text is missing, the pattern finds nothing; where it finds something, the text is there.
     */
    @Test
    void noBundledPatternMatchesALineWithoutItsRequiredText() throws IOException {
        DoctorRules rules = DoctorRules.bundled();
        NeedleIndex index = ScanIndex.needles(rules);
        RequiredText[] required = ScanIndex.required(rules);
        List<Pattern> patterns = Stream.of(rules.rules().stream().map(Rule::match), rules.context().stream().map(DoctorRules.Probe::match),
                rules.learn().stream().map(DoctorRules.Probe::match)).flatMap(s -> s).toList();
        int ruledOut = 0;
        int matched = 0;
        for (String line : corpusLines()) {
            for (String text : List.of(line, LinePrefix.parse(line).text())) {
                BitSet may = index.rulesIn(text);
                for (int i = may.nextSetBit(0); i >= 0 && i < patterns.size(); i = may.nextSetBit(i + 1)) { // the facts' and attention's sets after them
                    boolean found = patterns.get(i).matcher(text).find();
                    boolean in = required[i].in(text);
                    assertTrue(in || !found, patterns.get(i) + " matches without its required text " + required[i].runs() + ": " + text);
                    ruledOut += in ? 0 : 1;
                    matched += found ? 1 : 0;
                }
            }
        }
        assertTrue(ruledOut > 1000 && matched > 1000, "ruled out " + ruledOut + ", matched " + matched);
    }

    private static List<String> corpusLines() throws IOException {
        try (Stream<Path> files = Files.list(DoctorCorpus.OPEN)) {
            return files.filter(p -> p.toString().endsWith(".log")).sorted().flatMap(p -> {
                try {
                    return Stream.of(new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n", -1));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }
}
