package dev.clusterjob.doctor;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** One pass finds what a contains() per rule finds: overlapping needles, needles inside needles, text outside ASCII, a text read on from another. */
class NeedleIndexTest {
    /** Rule 0..4's needles: overlapping (he, she, hers), one inside another (NCCL WARN, WARN), a list, non-ASCII. */
    static final List<List<String>> NEEDLES = List.of(List.of("he", "she"), List.of("hers"), List.of("NCCL WARN"), List.of("WARN", "Got CQE"),
            List.of("内存不足"));
    static final NeedleIndex INDEX = NeedleIndex.forRules(NEEDLES.stream().map(NeedleIndexTest::rule).toList());

    static Rule rule(List<String> needles) {
        return new Rule("t.x", dev.clusterjob.know.Severity.ERROR, needles, java.util.regex.Pattern.compile("x"), 0, List.of(), null, 0, null,
                List.of(), List.of(), false, "m", "h", false, false, false, false, List.of(), null, List.of(), false, false, false, List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ushers | 0,1",
            "node1:1:1 [0] NCCL WARN x | 2,3",
            "NET/IB: ncclIbTest: Got CQE with error | 3",
            "CUDA 内存不足 | 4",
            "n0t1ng at all | ''",
    })
    void findsTheRulesWhoseNeedlesOccur(String text, String rules) {
        assertEquals(rules, join(INDEX.rulesIn(text)));
    }

    /** A context or learn pattern without a needle is tried on every line: its set is reported for any text, needles or none. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "n0t1ng at all | 1",
            "she | 0,1",
            "'' | 1",
    })
    void aSetWithoutNeedlesIsAlwaysReported(String text, String sets) {
        NeedleIndex index = NeedleIndex.of(List.of(List.of("she"), List.of(), List.of("hers")));
        assertEquals(sets, join(index.rulesIn(text)));
    }

    @Property(tries = 300)
    void sameAsContains(@ForAll("texts") String text) {
        BitSet expected = new BitSet();
        for (int r = 0; r < NEEDLES.size(); r++) {
            for (String n : NEEDLES.get(r)) {
                if (text.contains(n)) {
                    expected.set(r);
                }
            }
        }
        assertEquals(expected, INDEX.rulesIn(text), text);
    }

    /** Read on from where a text ended, the index finds in the rest what it finds in the whole: needles across the join too ("s" + "he"). */
    @Property(tries = 300)
    void readingOnIsReadingTheWhole(@ForAll("texts") String text, @ForAll("texts") String more) {
        assertEquals(INDEX.rulesIn(text + more), INDEX.scanAfter(INDEX.scan(text), more).sets(), text + "|" + more);
        NeedleIndex always = NeedleIndex.of(List.of(List.of("she"), List.of(), List.of("hers")));
        assertEquals(always.rulesIn(text + more), always.scanAfter(always.scan(text), more).sets(), text + "|" + more);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.of("he", "she", "hers", "h", "e", "r", "s", " ", "NCCL ", "WARN", "WAR", "Got C", "QE", "内存", "不足", "x")
                .list().ofMaxSize(12).map(l -> String.join("", l));
    }

    private static String join(BitSet b) {
        List<String> out = new ArrayList<>();
        b.stream().forEach(i -> out.add(String.valueOf(i)));
        return String.join(",", out);
    }
}
