package dev.clusterjob.slurm;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The examples of sbatch(1) "filename pattern", plus the symbols follow needs. */
class FilenamePatternTest {
    static final FilenamePattern.Context JOB = new FilenamePattern.Context("128", "sft run", "alice", "node1", null, null);

    @Test
    void manPageExamples() {
        assertEquals("job128.batch.out", FilenamePattern.expand("job%J.out", JOB));
        assertEquals("job0128.out", FilenamePattern.expand("job%4j.out", JOB));
        assertEquals("job128-00.out", FilenamePattern.expand("job%j-%2t.out", JOB));
    }

    @Test
    void symbols() {
        assertEquals("sft run-128.out", FilenamePattern.expand("%x-%j.out", JOB));
        assertEquals("/home/alice/logs/node1/%-128", FilenamePattern.expand("/home/%u/logs/%N/%%-%j", JOB));
        assertEquals("slurm-128_4294967294.out", FilenamePattern.expand("slurm-%A_%a.out", JOB));
        assertEquals("slurm-120_8.out", FilenamePattern.expand("slurm-%A_%a.out",
                new FilenamePattern.Context("128", "x", "u", null, "120", "8")));
        assertEquals("a%zb%", FilenamePattern.expand("a%zb%", JOB));
    }

    @Test
    void unknownNodeStaysAPattern() {
        FilenamePattern.Context pending = new FilenamePattern.Context("5", "x", "u", null, null, null);
        assertEquals("out-%N-5", FilenamePattern.expand("out-%N-%j", pending));
        assertTrue(FilenamePattern.needsNode("out-%N-%j"));
        assertTrue(FilenamePattern.needsNode("out-%3N"));
        assertFalse(FilenamePattern.needsNode("out-%j"));
    }

    @Test
    void backslashMeansLiteral() {
        assertEquals("job%j.out", FilenamePattern.expand("job\\%j.out", JOB));
    }

    @Property
    void textWithoutPercentOrBackslashIsUnchanged(@ForAll @StringLength(max = 40) @CharRange(from = ' ', to = '~') String s) {
        String plain = s.replace("%", "").replace("\\", "");
        assertEquals(plain, FilenamePattern.expand(plain, JOB));
    }
}
