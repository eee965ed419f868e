package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SlurmStack, Unsimulated and JobUser: names, the documented list, the simulated user. */
class SmallPartsTest {
    @Test
    void stacks() {
        assertEquals(SlurmStack.SLURM_22_05, SlurmStack.parse("slurm-22.05"));
        assertEquals(4, SlurmStack.SLURM_22_05.openMpi());
        assertEquals(5, SlurmStack.SLURM_24_11.openMpi());
        assertNull(SlurmStack.parse("24.11"));
    }

    @Test
    void unsimulatedNamesAndPrefixes() {
        assertNotNull(Unsimulated.reason("SLURM_TASK_PID"));
        assertNotNull(Unsimulated.reason("OMPI_MCA_orte_hnp_uri"));
        assertNull(Unsimulated.reason("SLURM_PROCID"));
        assertNull(Unsimulated.reason("RANK"));
    }

    @Test
    void rootSimulatesAnOrdinaryUser() {
        JobUser u = JobUser.current();
        assertTrue(u.uid() != 0, "clusters run jobs as ordinary users: " + u);
    }
}
