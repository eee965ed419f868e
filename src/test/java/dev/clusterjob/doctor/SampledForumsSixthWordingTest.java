package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's topology warning for a link that one end reports and the other does not (src/graph/paths.cc ncclTopoSetPaths, 2.6-2.30
 * "Failed to find reverse path from remNode %d/%lx nlinks %d to node %d/%lx", type before id; 2.5 "... remNode id %d type %d nlinks %d
 * to node id %d type %d"), then an internal error at init: between two GPUs (type 0) or a GPU and an NVSwitch (type 2) the only links
 * are NVLinks, so it is gpu.nvlink-down on the node of NCCL's prefix, quoted alone as a forum post quotes it, under NCCL's WARN header
 * or after torch's "Last error:". Negatives: the same words for a PCI, CPU or NIC link (NCCL's generic warning, as before), NCCL's source line with
 * its format, the variable that hides NVLink. Columns: the codes of the findings in order ("-": none), the host and peer of the first,
 * the source. {@code \n} is a line break.
 */
class SampledForumsSixthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Failed to find reverse path from remNode 0/41000 nlinks 2 to node 0/61000 | gpu.nvlink-down |  |  | an NCCL issue quoting the warning alone (driver 535.161.08, 2.6-2.30 wording)
            gpu-node3:1234:1290 [1] graph/paths.cc:108 NCCL WARN Failed to find reverse path from remNode 0/1b000 nlinks 12 to node 0/3d000 | gpu.nvlink-down | gpu-node3 |  | NCCL 2.19-2.30 WARN header with the file and line: names the node
            dgx1:5120:5188 [3] NCCL WARN Failed to find reverse path from remNode id 2 type 0 nlinks 6 to node id 0 type 0 | gpu.nvlink-down | dgx1 |  | NCCL 2.5's wording, id before type
            hgx-a7:88:140 [0] NCCL WARN Failed to find reverse path from remNode 2/0 nlinks 8 to node 0/7000 | gpu.nvlink-down | hgx-a7 |  | an NVSwitch (type 2) with no NVLink back to a GPU
            [rank0]: ncclInternalError: Internal check failed.\\n[rank0]: Last error:\\n[rank0]: Failed to find reverse path from remNode 0/41000 nlinks 2 to node 0/61000 | gpu.nvlink-down |  |  | torch 2.2+ printing NCCL's last error under its rank prefix
            node7:311:402 [2] NCCL WARN Failed to find reverse path from remNode 1/10000 nlinks 3 to node 3/0 | nccl.warn | node7 |  | negative: a PCI switch's link to a CPU, not an NVLink, stays NCCL's generic warning
            WARN("Failed to find reverse path from remNode %d/%lx nlinks %d to node %d/%lx", remNode->type, remNode->id, | - |  |  | negative: NCCL's source line with its format
            export NCCL_P2P_DISABLE=1 | - |  |  | negative: the variable that hides the NVLink, no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
