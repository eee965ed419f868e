package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The documented variables explain does not simulate, by name and by prefix; simulated ones have no reason. */
class UnsimulatedTest {
    @Test
    void namesAndPrefixes() {
        assertNotNull(Unsimulated.reason("SLURM_TASK_PID"));
        assertNotNull(Unsimulated.reason("OMPI_MCA_orte_hnp_uri"));
        assertNull(Unsimulated.reason("SLURM_PROCID"));
        assertNull(Unsimulated.reason("SLURM_LOCALID"));
        assertNull(Unsimulated.reason("RANK"));
        assertNull(Unsimulated.reason("MASTER_ADDR"));
    }
}
