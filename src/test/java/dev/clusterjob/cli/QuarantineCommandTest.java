package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.testing.QuarantineOnFakeSlurm;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code clusterjob quarantine list|add|remove} through Main.run on the fake Slurm (cluster "clusterjob",
 * node[1-3]): per cluster, checked nodes, renewals, one-line errors. What submit and status do with it:
 * QuarantineStepTest.
 */
class QuarantineCommandTest extends QuarantineOnFakeSlurm {
    @Test
    void addListRemove() {
        assertEquals(0, run("quarantine", "list"));
        assertTrue(r.err().startsWith("clusterjob: no node is quarantined ("), r.err());
        assertEquals(0, run("quarantine", "add", "node[2-3]", "--reason", "NIC flaps, ticket 4711", "--for", "3d"), r.err());
        assertEquals("quarantined node2,node3 on cluster clusterjob until " + time.now().plus(Duration.ofDays(3)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                + "\n", r.out());
        assertTrue(slurm.calls("scontrol").contains(List.of("scontrol", "show", "node", "node[2-3]")), "the nodes are checked: " + slurm.calls);
        assertEquals(0, run("quarantine", "add", "gpu7", "--reason", "elsewhere", "--cluster", "hpc1"));
        assertEquals(0, run("quarantine", "list"));
        assertTrue(r.out().startsWith("NODE   CLUSTER     EXPIRES               REASON                  EVIDENCE\n"
                + "node2  clusterjob  "), r.out());
        assertTrue(r.out().contains("\ngpu7   hpc1        "), r.out());
        assertEquals(0, run("quarantine", "list", "--json", "--cluster", "hpc1"));
        assertTrue(r.out().matches("\\[\\{\"node\":\"gpu7\",\"cluster\":\"hpc1\",\"reason\":\"elsewhere\",\"evidence\":\"added by hand by [^\"]+\","
                + "\"expires\":\"[^\"]+\",\"added\":\"[^\"]+\"}]\n"), r.out());
        assertEquals(ExitCodes.USAGE, run("quarantine", "remove", "node4"));
        assertEquals("clusterjob: NODE: node4 is not quarantined on cluster clusterjob (quarantined there: node2,node3) (did you mean 'node2'?)\n", r.err());
        assertEquals(0, run("quarantine", "remove", "node2"));
        assertEquals(List.of("node3", "gpu7"), quarantine().live(time.now()).stream().map(QuarantineEntry::node).toList());
        assertEquals(ExitCodes.USAGE, run("quarantine", "add", "node1", "--reason", "two\nlines"));
        assertEquals(ExitCodes.USAGE, run("quarantine", "add", "node1;rm", "--reason", "x"));
        assertTrue(r.err().contains("is not a node name"), r.err());
        assertEquals(ExitCodes.USAGE, run("quarantine", "add", "node1", "--reason", "x", "--for", "forever"));
    }
}
