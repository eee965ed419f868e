package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code clusterjob hostfile}: a Slurm hostlist as DeepSpeed's, MPICH's and a plain hostfile; a malformed one refused. */
class HostfileCommandTest {
    @Test
    void hostfileFormats() {
        Cli.Result ds = Cli.run("hostfile", "--nodelist", "gpu-a[01-02],gpu-b5", "--slots", "8");
        assertEquals("gpu-a01 slots=8\ngpu-a02 slots=8\ngpu-b5 slots=8\n", ds.out());
        Cli.Result mpich = Cli.run("hostfile", "--nodelist", "n[1-2]", "--slots", "4", "--format", "mpich");
        assertEquals("n1:4\nn2:4\n", mpich.out());
        Cli.Result plain = Cli.run("hostfile", "--nodelist", "rack[1-2]-n[1-2]", "--format", "plain");
        assertEquals("rack1-n1\nrack1-n2\nrack2-n1\nrack2-n2\n", plain.out());
        Cli.Result bad = Cli.run("hostfile", "--nodelist", "n[1-", "--slots", "8");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("clusterjob: --nodelist: malformed hostlist 'n[1-'"), bad.err());
        assertEquals(2, Cli.run("hostfile", "--nodelist", "n1").code(), "slots required");
    }
}
