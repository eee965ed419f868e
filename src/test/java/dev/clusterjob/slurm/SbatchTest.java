package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Inputs written from sbatch(1) 22.05 ("--parsable": "id" or "id;cluster"), not captured. */
class SbatchTest {
    @Test
    void argvPutsTagAndOptionsBeforeTheScript() {
        assertEquals(List.of("sbatch", "--parsable", "--comment=clusterjob:abc", "--hold", "/tmp/job.sbatch"),
                Sbatch.argv("/tmp/job.sbatch", "clusterjob:abc", List.of("--hold")));
        assertEquals(List.of("sbatch", "--parsable", "job.sh"), Sbatch.argv("job.sh", null, List.of()));
    }

    @Test
    void parsesIdAndIdCluster() {
        assertEquals(new Sbatch.Submitted("12345", null), Sbatch.parse("12345\n"));
        assertEquals(new Sbatch.Submitted("12345", "test"), Sbatch.parse("12345;test\n"));
        assertEquals(new Sbatch.Submitted("7", null), Sbatch.parse("Submitted batch job 7\n"));
        assertEquals(new Sbatch.Submitted("7", "c2"), Sbatch.parse("Submitted batch job 7 on cluster c2\n"));
    }

    @Test
    void garbageIsNull() {
        assertNull(Sbatch.parse(""));
        assertNull(Sbatch.parse("sbatch: error: Batch job submission failed: Invalid partition name specified\n"));
    }
}
