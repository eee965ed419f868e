package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PendingReason on the Reason column of real squeue output (Slurm 22.05.8 on the testbed,
 * captures/slurm/unstartable/README.md says how each job was made) and on reason names of slurm.h's job_state_reason.
 */
class PendingReasonTest {
    /** Job id -> Reason column of the capture (squeue -O ...,Reason:0|,...: the sixth field). */
    static Map<String, String> reasons() throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/captures/slurm/unstartable/squeue-tracker-unstartable.txt"))) {
            String[] f = line.split("\\|", -1);
            out.put(f[0], f[5]);
        }
        return out;
    }

    @Test
    void theCapturedReasonsOfJobsThatCanNeverStart() throws Exception {
        Map<String, String> r = reasons();
        PendingReason nodeLimit = PendingReason.parse(r.get("1"));
        assertEquals(new PendingReason("PartitionNodeLimit", null), nodeLimit);
        assertEquals(PendingReason.Kind.NEVER, nodeLimit.kind());
        assertTrue(nodeLimit.advice().startsWith("the job asks more nodes than its partition allows"), nodeLimit.advice());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse(r.get("2")).kind());
        assertTrue(PendingReason.parse(r.get("2")).advice().contains("lower --time"));
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse(r.get("5")).kind());

        PendingReason drained = PendingReason.parse(r.get("4"));
        assertEquals(new PendingReason("ReqNodeNotAvail", "n4node3"), drained);
        assertEquals(PendingReason.Kind.NODES, drained.kind());
        assertTrue(drained.advice().contains("down or drained"));
    }

    @Test
    void noReasonAndOrdinaryWaits() {
        assertNull(PendingReason.parse(null));
        assertNull(PendingReason.parse("None"));
        assertNull(PendingReason.parse("(null)"));
        assertNull(PendingReason.parse(" "));
        for (String wait : new String[] {"Resources", "Priority", "Dependency", "BeginTime", "QOSGrpGRES", "AssocGrpCpuLimit"}) {
            PendingReason p = PendingReason.parse(wait);
            assertEquals(PendingReason.Kind.WAIT, p.kind(), wait);
            assertNull(p.advice(), wait);
        }
        // ReqNodeNotAvail without the node list names nothing to drop: an ordinary wait
        assertEquals(PendingReason.Kind.WAIT, PendingReason.parse("ReqNodeNotAvail, UnavailableNodes:").kind());
        assertEquals("n[1-2]", PendingReason.parse("ReqNodeNotAvail, UnavailableNodes:n[1-2],").unavailableNodes());
    }

    @Test
    void qosAndAssociationLimitsPerJobNeverClearPerUserOnesWaitForTheUsersJobs() {
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse("QOSMaxWallDurationPerJobLimit").kind());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse("AssocMaxGRESPerJob").kind());
        assertEquals(PendingReason.Kind.NEVER, PendingReason.parse("QOSMinGRES").kind());
        PendingReason perUser = PendingReason.parse("QOSMaxGRESPerUser");
        assertEquals(PendingReason.Kind.PER_USER, perUser.kind());
        assertTrue(perUser.advice().contains("per-user limit"), perUser.advice());
        assertTrue(PendingReason.parse("QOSMaxWallDurationPerJobLimit").advice().contains("per-job limit"));
    }
}
