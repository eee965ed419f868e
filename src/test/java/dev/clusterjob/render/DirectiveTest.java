package dev.clusterjob.render;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A plan's #SBATCH option: the word sbatch's reader hands on, and the line text that gives that word. */
class DirectiveTest {
    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
            "nodes|2|--nodes=2|--nodes=2",
            "exclusive||--exclusive|--exclusive",
            "exclusive|''|--exclusive|--exclusive",
            "job-name|my job|--job-name=my job|--job-name=\"my job\"",
            "comment|a#b|--comment=a#b|--comment=\"a#b\"",
            "output|%x-%j.out|--output=%x-%j.out|--output=%x-%j.out",
    })
    void wordAndText(String option, String value, String word, String text) {
        Directive d = new Directive(option, value);
        assertEquals(word, d.word());
        assertEquals(text, d.text());
        assertEquals(java.util.List.of(word), dev.clusterjob.slurm.BatchDirectives.words(text), "sbatch reads the text back as the word");
    }

    @ParameterizedTest
    @CsvSource({"hetjob"})
    void separator(String text) {
        assertEquals(text, Directive.HETJOB.text());
        assertEquals(true, Directive.HETJOB.separator());
    }
}
