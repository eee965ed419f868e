package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a resubmission after NODE_FAIL reads, on REAL output of a node killed on the testbed
 * (src/test/resources/captures/node-fail/, README.md there), and the #SBATCH options it merges.
 */
class NodeFailCaptureTest {
    static String capture(String name) {
        try (InputStream in = NodeFailCaptureTest.class.getResourceAsStream("/captures/node-fail/" + name)) {
            assertNotNull(in, "missing capture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theJobRecordNamesTheAllocationNotTheFailedNode() {
        JobInfo j = Scontrol.parseJobs(capture("scontrol-show-job-node-fail.txt")).get(0);
        assertEquals(JobState.NODE_FAIL, j.state());
        assertEquals("NodeDown", j.reason());
        assertEquals("n3node[1-2]", j.nodeList());
    }

    @Test
    void scontrolShowNodeTellsTheDownNode() {
        List<NodeInfo> nodes = Scontrol.parseNodes(capture("scontrol-show-node-one-down.txt"));
        assertEquals(List.of(new NodeInfo("n3node1", "IDLE", null),
                new NodeInfo("n3node2", "DOWN+NOT_RESPONDING", "Not responding [slurm@2026-11-30T05:36:22]")), nodes);
        assertFalse(nodes.get(0).unhealthy());
        assertTrue(nodes.get(1).unhealthy());
        assertEquals("DOWN+NOT_RESPONDING (Not responding)", nodes.get(1).describe());
        assertEquals(List.of("scontrol", "show", "node", "n3node[1-2]"), Scontrol.showNodeArgv("n3node[1-2]"));
    }

    /** 24.11 puts a line of blanks inside the record, before Reason= (captures/slurm-24.11/README.md). */
    @Test
    void slurm2411sNodeRecordKeepsItsReasonAfterTheBlankLine() throws IOException {
        String text;
        try (InputStream in = NodeFailCaptureTest.class.getResourceAsStream("/captures/slurm-24.11/scontrol-show-node-one-down.txt")) {
            assertNotNull(in);
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(text.contains("\n   \n   Reason="), "the capture has 24.11's blank line inside the record");
        List<NodeInfo> nodes = Scontrol.parseNodes(text);
        assertEquals(List.of(new NodeInfo("n22node1", "IDLE", null),
                new NodeInfo("n22node2", "DOWN+NOT_RESPONDING", "Not responding [slurm@2026-12-01T18:28:07]"),
                new NodeInfo("n22node3", "IDLE", null)), nodes);
        assertEquals("DOWN+NOT_RESPONDING (Not responding)", nodes.get(1).describe());
    }

    @Test
    void nodeStatesSlurmNoLongerTrusts() {
        for (String s : List.of("DOWN", "IDLE+DRAIN", "MIXED+DRAIN", "ALLOCATED+NOT_RESPONDING", "IDLE+FAIL", "ERROR", "down*", "idle*")) {
            assertTrue(new NodeInfo("n", s, null).unhealthy(), s);
        }
        for (String s : List.of("IDLE", "MIXED", "ALLOCATED", "IDLE+CLOUD", "MIXED+COMPLETING", "IDLE+POWERED_DOWN")) {
            assertFalse(new NodeInfo("n", s, null).unhealthy(), s);
        }
        assertFalse(new NodeInfo("n", null, null).unhealthy());
    }

    @Test
    void anExcludeThatLeavesTooFewNodesIsAPermanentSbatchError() {
        CommandResult r = new CommandResult(ExternalCommand.of("sbatch"), 1, "", capture("sbatch-error-exclude-leaves-too-few.txt"),
                Duration.ofMillis(20), false);
        assertFalse(SlurmErrors.isTransient(r), "never retried as if the controller were busy");
        assertEquals("Batch job submission failed: Requested node configuration is not available", SlurmErrors.message(r));
    }

    @Test
    void excludeAndNodelistAreReadInLongAndShortForm() {
        Map<String, String> d = BatchDirectives.parse("#!/bin/bash\n#SBATCH -x node[3-4] -w node1\n#SBATCH --exclude=node9\nsrun x\n");
        assertEquals("node9", d.get("exclude"), "later lines win, as sbatch reads them");
        assertEquals("node1", d.get("nodelist"));
        assertNull(BatchDirectives.parse("#!/bin/bash\nsrun x\n").get("exclude"));
    }
}
