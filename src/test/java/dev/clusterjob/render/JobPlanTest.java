package dev.clusterjob.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JobPlan's own methods on plans of the long-run test profiles (PlanBuilderTest's specs): template, name, directives, ports. */
class JobPlanTest {
    @Test
    void anOrdinaryBatchPlan(@TempDir Path dir) throws Exception {
        JobPlan p = PlanBuilderTest.plan(dir, "profile: het-a\nnodes: 2\nsbatch: {time: \"01:00:00\"}\n");
        assertFalse(p.heterogeneous());
        assertEquals("sbatch.sh.ftl", p.templateName());
        assertEquals("job", p.name());
        assertEquals("het-a", p.profile().name());
        Map<String, String> d = p.batchDirectives();
        assertEquals("job", d.get("job-name"));
        assertEquals("%x-%j.out", d.get("output"));
    }

    @Test
    void aHeterogeneousPlansDirectivesAreItsFirstBlocks(@TempDir Path dir) throws Exception {
        JobPlan p = PlanBuilderTest.plan(dir, "name: het\nsbatch: {comment: first}\ncomponents:\n  - {profile: het-a, nodes: 2}\n"
                + "  - {profile: het-b, nodes: 1, sbatch: {comment: second}}\n");
        assertTrue(p.heterogeneous());
        assertEquals("het", p.name());
        assertEquals("het-a", p.profile().name());
        assertEquals("first", p.batchDirectives().get("comment"), "sbatch reads the options of the first block");
    }

    @Test
    void anMpirunPlanHasNoBatchDirectives(@TempDir Path dir) throws Exception {
        JobPlan p = PlanBuilderTest.plan(dir, "profile: het-a\ntarget: mpirun\nhostfile: hosts.txt\n");
        assertEquals("mpirun.sh.ftl", p.templateName());
        assertEquals(Map.of(), p.batchDirectives());
    }

    @Test
    void theDerivedPortRangeEndsBelowTheEphemeralPorts() {
        JobPlan.Rendezvous r = JobPlan.Rendezvous.of(null);
        assertNull(r.masterPort());
        assertEquals(15000, r.portBase());
        assertEquals(31999, r.portLast());
        assertTrue(r.portLast() < 32768);
        assertEquals("15000-31999", JobPlan.Rendezvous.derivedRange());
        assertEquals(29555, JobPlan.Rendezvous.of(29555).masterPort());
    }
}
