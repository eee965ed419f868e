package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link TimeLimit} against Slurm's own parser: the forms sbatch accepts, their seconds, and real sbatch's verdicts. */
class TimeLimitTest {
    @ParameterizedTest(name = "{0} -> {1} s")
    @CsvSource(delimiter = '|', value = {
            "5|300", "0:30|30", "90:30|5430", "01:00:00|3600", "72:00:00|259200", "1-0|86400", "2-12|216000",
            "1-2:3|93780", "1-2:3:4|93784", "5-|432000", "01:60:00|7200",
            "UNLIMITED|-1", "unlimited|-1", "INFINITE|-1", "-1|-1", "0|-1", "0:0:0|-1", "0-0|-1"})
    void formsSbatchAccepts(String text, long seconds) {
        assertEquals(seconds, TimeLimit.seconds(text));
    }

    @ParameterizedTest(name = "''{0}'' refused")
    @CsvSource(delimiter = '|', value = {
            "3 minutes", "1h", "1:2:3:4", "1-2-3", "1:2-3", ":30", "5:", "1::2", "1:2:", "1-:30", "1-2:", "-5",
            "' 5'", "'5 '", "+5", "1.5", "''", "forever"})
    void formsSbatchRefuses(String text) {
        assertNull(TimeLimit.seconds(text));
        assertFalse(TimeLimit.valid(text));
    }

    /**
     * Where render is stricter than sbatch, on purpose: a leading '-' other than "-1" passes Slurm's check, but
     * sscanf then reads a negative day count (captured: --time=-5 gave TimeLimit=2982611-04:17:00, a wrapped
     * negative; -0 gave UNLIMITED).
     */
    private static final Set<String> STRICTER = Set.of("-5", "-0");

    /** Each value of testbed/capture-time.sh as real sbatch 22.05 and 24.11 judged it ("Invalid --time specification" or not). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"debian12.tsv", "debian13.tsv"})
    void agreesWithRealSbatch(String capture) throws Exception {
        List<String> wrong = new ArrayList<>();
        int n = 0;
        try (InputStream in = TimeLimitTest.class.getResourceAsStream("/captures/sbatch-time/" + capture)) {
            assertNotNull(in, "capture " + capture + " (testbed/capture-time.sh writes it)");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                boolean sbatchAccepts = f[1].equals("accepted") && !STRICTER.contains(f[0]);
                if (TimeLimit.valid(f[0]) != sbatchAccepts) {
                    wrong.add("'" + f[0] + "' sbatch " + f[1] + " (" + f[2] + ")");
                }
                n++;
            }
        }
        assertTrue(n >= 40, "capture read: " + n);
        assertEquals(List.of(), wrong);
    }
}
