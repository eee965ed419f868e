package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** #SBATCH lines as sbatch reads them: long and short forms, later lines win, hetjob separators, the first command ends them. */
class JobRequestTest {
    @Test
    void readsTheOptionsThatShapeTheAllocation() {
        JobRequest r = JobRequest.parse("#!/bin/bash\n#SBATCH -N 2 --ntasks-per-node=8\n#SBATCH --gres=gpu:h800:8 -c 12\n"
                + "#SBATCH --partition gpu --exclusive\n#SBATCH -J train  # a comment\n#SBATCH --nodes=4\necho hi\n#SBATCH --nodes=9\n");
        JobRequest.Component c = r.components().get(0);
        assertEquals(4, c.nodes(), "a later line wins; lines after the first command do not count");
        assertEquals(8, c.ntasksPerNode());
        assertEquals(8, c.gpusPerNode(), "--gres=gpu:TYPE:N");
        assertEquals(12, c.cpusPerTask());
        assertEquals("gpu", c.partition());
        assertTrue(c.exclusive());
        assertEquals("train", r.jobName());
        assertEquals(6, c.line("nodes"));
        assertEquals(2, c.line("ntasks-per-node"));
    }

    @Test
    void splitsHetJobComponents() {
        JobRequest r = JobRequest.parse("#!/bin/bash\n#SBATCH -N 1 --ntasks-per-node=2 -w a1\n#SBATCH hetjob\n#SBATCH -N 1 -n 1 -p b\nsrun x\n");
        assertEquals(2, r.components().size());
        assertEquals("a1", r.components().get(0).nodelist());
        assertEquals(1, r.components().get(1).ntasks());
        assertEquals("b", r.components().get(1).partition());
        assertNull(r.components().get(1).nodelist());
    }

    /** sbatch reads only #SBATCH at the start of a line, expands abbreviations and never gives --exclusive the next word. */
    @Test
    void readsOnlyWhatSbatchReads() {
        JobRequest r = JobRequest.parse("#!/bin/bash\n#SBATCH --nodes=2 --exclusive -p gpu --ntasks-per-n=8\n  #SBATCH --nodes=9\n\t#SBATCH --partition=cpu\n");
        JobRequest.Component c = r.components().get(0);
        assertEquals(2, c.nodes(), "an indented #SBATCH is a comment to sbatch");
        assertEquals("gpu", c.partition(), "--exclusive takes no value: -p stays an option");
        assertTrue(c.exclusive());
        assertEquals(8, c.ntasksPerNode(), "an unambiguous abbreviation is the option's long name");
        assertEquals(1, r.components().size());
    }

    @Test
    void namesWhatItCannotFollow() {
        JobRequest r = JobRequest.parse("#!/bin/bash\n#SBATCH --array=0-9\n");
        assertEquals(2, r.unsupported().values().iterator().next());
        assertEquals(null, JobRequest.gresGpus("mps:100"));
        assertEquals(1, JobRequest.gresGpus("gpu"));
    }
}
