package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a fourteenth batch of failing jobs sampled with the titles users give their issues, read from the programs' format strings.
 * Open MPI's ppr mapper refusing a job: ORTE's {@code [ppr-too-many-procs]} ("Your job has requested more processes than the ppr for\nthis
 * topology can support:", Open MPI up to 4.1) and PRRTE's copy with {@code Procs mapped} and {@code Total number of procs} (Open MPI 5.0),
 * and {@code [ppr-violation]} ("The provided mapping directives resulted in too many processes\nbeing placed on a node:", naming the node):
 * {@code mpi.not-enough-slots}. And torchrun's ChildFailedError report cut before its Root Cause, whose border doctor's unwrapping joins to
 * the {@code NAME FAILED} title: the message names the script alone. Columns: the codes of the findings in order ("-": none), the host and
 * peer of the first. {@code \n} is a line break.
 */
class SampledIssuesFourteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Your job has requested more processes than the ppr for\\nthis topology can support:\\n\\n  App: /bigdata/hplsim/external/andriy27/cheese_01/input/bin/cuda_memtest.sh\\n  Number of procs:  32\\n  PPR: 8:node\\n\\nPlease revise the conflict and try again. | mpi.not-enough-slots |  |  | the real lines (picongpu 3048): ORTE's help text, 4 nodes asked
            --------------------------------------------------------------------------\\nYour job has requested more processes than the ppr for\\nthis topology can support:\\n\\n  App: ./streams\\n  Number of procs:  8\\n  PPR: 2:socket\\n\\nPlease revise the conflict and try again.\\n-------------------------------------------------------------------------- | mpi.not-enough-slots |  |  | ORTE's wording between mpirun's dashed borders, a socket ppr
            Your job has requested more processes than the ppr for\\nthis topology can support:\\n\\n  App: ./a.out\\n  Number of procs:  16\\n  Procs mapped:  8\\n  Total number of procs:  16\\n  PPR: 4:node\\n\\nPlease revise the conflict and try again. | mpi.not-enough-slots |  |  | PRRTE's wording (Open MPI 5.0): the mapped and total counts after the number
            Your job has requested more processes than the ppr for this topology can support: | mpi.not-enough-slots |  |  | the title line joined, as users retell it
            The provided mapping directives resulted in too many processes\\nbeing placed on a node:\\n\\n  Node:  node07\\n  Num procs:  12\\n  Limiting resource:  socket\\n  Num resources:  2\\n  Specified constraint:  4:socket\\n\\nPlease adjust and try again. | mpi.not-enough-slots | node07 |  | ORTE's and PRRTE's ppr-violation, naming the node
            # a fixed ppr:8:node failed job 11604860 with "requested more processes than the ppr for this topology can | - |  |  | negative: a script's comment quoting it, not mpirun's line
            mpirun refuses a job that has requested more processes than the ppr allows | - |  |  | negative: prose about it
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \\n============================================================\\ntrain.py FAILED\\n------------------------------------------------------------\\nFailures:\\n[1]:\\n  time      : 2023-03-16_22:39:06\\n  host      : fredo-SYS-4028GR-TVRT-01-PD006\\n  rank      : 1 (local_rank: 1)\\n  exitcode  : 2 (pid: 37881) | torch.child-failed | fredo-SYS-4028GR-TVRT-01-PD006 |  | the real lines (pytorch-image-models 1724): the report cut before its Root Cause
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The ppr refusal names the ppr and the number of processes asked for. */
    @Test
    void pprRefusalNamesPprAndProcs() throws IOException {
        Finding f = only("Your job has requested more processes than the ppr for\nthis topology can support:\n\n  App: ./a.out\n"
                + "  Number of procs:  32\n  PPR: 8:node\n\nPlease revise the conflict and try again.");
        assertEquals("mpi.not-enough-slots", f.code());
        assertTrue(f.message().contains("8:node") && f.message().contains("32"), f.message());
    }

    /** A cut ChildFailedError report names the script, not the border joined to its title. */
    @Test
    void cutReportNamesScriptWithoutBorder() throws IOException {
        Finding f = only("torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
                + "============================================================\ntrain.py FAILED\n"
                + "------------------------------------------------------------\nFailures:\n  <NO_OTHER_FAILURES>");
        assertEquals("torch.child-failed", f.code());
        assertTrue(f.message().contains("of train.py failed"), f.message());
        assertFalse(f.message().contains("==="), f.message());
    }
}
