package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's topology warning for a link that one end reports and the other does not (src/graph/paths.cc ncclTopoSetPaths, 2.6-2.30
 * "Failed to find reverse path from remNode %d/%lx nlinks %d to node %d/%lx", type before id; 2.5 "... remNode id %d type %d nlinks %d
 * to node id %d type %d"), then an internal error at init: between two GPUs (type 0) or a GPU and an NVSwitch (type 2) the only links
 * are NVLinks, so it is gpu.nvlink-down on the node of NCCL's prefix, quoted alone as a forum post quotes it or under NCCL's WARN header.
 * Near-miss: torch's DistBackendError with the line as its "Last error:" stays torch's finding. Negatives: RCCL's copy (xGMI links), the
 * same words for a PCI, CPU or NIC link (NCCL's generic warning, as before), NCCL's source line with
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
            [rank0]: ncclInternalError: Internal check failed.\\n[rank0]: Last error:\\n[rank0]: Failed to find reverse path from remNode 0/41000 nlinks 2 to node 0/61000 | torch.dist-backend-error |  |  | near-miss: torch's report with NCCL's last error under it stays torch's finding, as before
            node-0:188802:188813 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/extlibs/rccl/build/hipify/src/graph/paths.cc:82 NCCL WARN Failed to find reverse path from remNode 0/200000 nlinks 3 to node 0/700000 | nccl.warn | node-0 |  | negative: RCCL's copy (hipify path; xGMI links, not NVLinks) stays NCCL's generic warning
            RCCL version 2.20.5+hip6.2\\nFailed to find reverse path from remNode 0/c1000 nlinks 4 to node 0/d9000 | - |  |  | negative: after RCCL's banner the bare line is not an NVLink
            node7:311:402 [2] NCCL WARN Failed to find reverse path from remNode 1/10000 nlinks 3 to node 3/0 | nccl.warn | node7 |  | negative: a PCI switch's link to a CPU, not an NVLink, stays NCCL's generic warning
            WARN("Failed to find reverse path from remNode %d/%lx nlinks %d to node %d/%lx", remNode->type, remNode->id, | - |  |  | negative: NCCL's source line with its format
            export NCCL_P2P_DISABLE=1 | - |  |  | negative: the variable that hides the NVLink, no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
