package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The two simulated stacks: their names as --stack takes them and the Open MPI each ships. */
class SlurmStackTest {
    @Test
    void namesAndOpenMpi() {
        assertEquals(SlurmStack.SLURM_22_05, SlurmStack.parse("slurm-22.05"));
        assertEquals(SlurmStack.SLURM_24_11, SlurmStack.parse("slurm-24.11"));
        assertEquals(4, SlurmStack.SLURM_22_05.openMpi());
        assertEquals(5, SlurmStack.SLURM_24_11.openMpi());
        assertNull(SlurmStack.parse("24.11"));
        assertNull(SlurmStack.parse("slurm-23.02"));
    }
}
