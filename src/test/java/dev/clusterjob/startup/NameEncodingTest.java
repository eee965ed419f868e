package dev.clusterjob.startup;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link NameEncoding}: what Java 17 made of a non-ASCII folder and argument under LANG=C (captured on this
 * machine: sun.jnu.encoding=ANSI_X3.4-1968, '/tmp/fa-loc/数据' read as '/tmp/fa-loc/' + six U+FFFD, the argument '数'
 * as three), and under C.UTF-8 (UTF-8, both intact).
 */
class NameEncodingTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "UTF-8 keeps everything|UTF-8|/tmp/fa-loc/数据|数|null",
            "ASCII, ASCII names only|ANSI_X3.4-1968|/tmp/work|render j.yaml|null",
            "ASCII lost the folder|ANSI_X3.4-1968|/tmp/fa-loc/\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD|j.yaml|the working directory's name",
            "ASCII lost an argument|ANSI_X3.4-1968|/tmp/work|\uFFFD\uFFFD\uFFFD.yaml|argument 2 ('???.yaml')",
    })
    void problem(String name, String jnu, String dir, String arg, String where) {
        String p = NameEncoding.problem(new String[] {"render", arg}, jnu, dir);
        assertEquals(where == null ? null : "Java reads file names and arguments as " + jnu + " under this locale (LANG, LC_CTYPE,"
                + " LC_ALL: C or POSIX, or one this machine does not have: locale -a lists those it has), so the non-ASCII characters of "
                + where + " are lost: run clusterjob under a UTF-8 locale, e.g. LC_ALL=C.UTF-8 (clusterjob's launchers do that themselves)", p);
    }
}
