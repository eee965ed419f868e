package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A table of one family's failure wordings, one row a wording: the text, the codes doctor must find in order ("-": none),
 * the first finding's host and peer, and where the wording comes from. A table extends this and gives its rows as
 * {@code static Stream<Arguments> rows()} (usually {@link WordingRow#rows}); the test that reads each row is this one.
 */
abstract class WordingTable {
    static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** Whether a "-" row allows warnings (true) or asks for no finding at all (false, the default). */
    boolean warningsMayStand() {
        return false;
    }

    /** Doctor's findings on a row's text; a table whose cells spell more than line breaks overrides it. */
    List<Finding> read(String text) throws IOException {
        return WordingRow.diagnose(DOCTOR, text);
    }

    /** The one finding doctor makes on the text (a table's message checks read it); fails when there are more or none. */
    static Finding only(String text) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text);
        assertEquals(1, fs.size(), text + ": " + fs);
        return fs.get(0);
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        List<Finding> fs = read(text);
        if (warningsMayStand()) {
            WordingRow.assertReadsNoError(fs, codes, host, peer, source);
        } else {
            WordingRow.assertReads(fs, codes, host, peer, source);
        }
    }
}
