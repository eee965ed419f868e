package dev.clusterjob.doctor;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A paste's cut inside a word the rules write is told from a cut between two words. */
class RuleWordsTest {
    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
            // "invalid device ordinal": "in" is no word of three letters, "invalid" is the rules' word
            "CUDA error: in | valid device ordinal | true",
            // "exitcode" is a word of the rules, but both halves are words of their own: a blank between them reads as well
            "Process exited with exit | code 1 | false",
            // a glued word no rule writes leaves both readings to the rules
            "RuntimeError: no | CUDA-capable device is detected | false",
            // nothing to glue: a line ending in a blank or a digit, a piece starting with a blank
            "'NCCL error: unhandled ' | system error | false",
            "rank 12 | 3 failed | false"})
    void aCutInAWordIsOneTheRulesWrite(String text, String next, boolean inWord) {
        assertEquals(inWord, RuleWords.cutInAWord(DoctorRules.bundled(), text, next), text + " + " + next);
    }
}
