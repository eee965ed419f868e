package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * HPE Cray MPICH's GPU transport layer (GTL) reporting a failed CUDA IPC call: "(GTL DEBUG: RANK) CALL: ERROR STRING, ERROR NAME, line no N",
 * the real lines (Perlmutter, lines 272 and 360), behind srun --label, the other IPC calls and error names the same format takes, and the
 * negatives (another CUDA call, a healthy line naming the GTL). Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first. {@code \n} is a line break.
 */
class SampledCrayMpiWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            (GTL DEBUG: 1) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272\\n(GTL DEBUG: 2) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272\\nMPICH ERROR [Rank 1] [job id 3246040.0] [Fri Sep 23 17:26:26 2022] [nid001616] - Abort(475555330) (rank 1 in comm 0): Fatal error in MPIR_CRAY_Bcast_Tree: Invalid count, error stack: | cuda.ipc-failed,cuda.ipc-failed,mpi.process-failed | nid001616 |  | the real lines (JDFTx on Perlmutter): the IPC failure before the rank's abort, rank 1's node from the abort's header
            (GTL DEBUG: 0) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 360 | cuda.ipc-failed |  |  | the real line of another release (line 360, PETSc on Perlmutter), alone
            3: (GTL DEBUG: 3) cuIpcOpenMemHandle: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 272 | cuda.ipc-failed |  |  | behind srun --label (E3SM on Perlmutter)
            (GTL DEBUG: 5) cuIpcGetMemHandle: invalid device context, CUDA_ERROR_INVALID_CONTEXT, line no 301 | cuda.ipc-failed |  |  | composed: the same format with the export call and another error
            (GTL DEBUG: 0) cuIpcOpenEventHandle: resource already mapped, CUDA_ERROR_ALREADY_MAPPED, line no 412 | cuda.ipc-failed |  |  | composed: the event handle call
            (GTL DEBUG: 0) cuMemGetAddressRange: invalid argument, CUDA_ERROR_INVALID_VALUE, line no 118 | - |  |  | negative: another CUDA call is no IPC failure
            +    MPICH ERROR [Rank 0] [job id 410301.1] [Thu Feb 13 12:42:18 2025] [nid005414] - Abort(-1) (rank 0 in comm 0): MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked\\n+     (Other MPI error)\\n+\\n+    aborting job:\\n+    MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked | mpi.init-failed | nid005414 |  | the real lines as a review thread's diff shows them (CSCS docs): the added-line marker and the code block's indentation come off, the header names the node
            + srun -n 2 ./app\\nMPICH ERROR [Rank 0] [job id 12.0] [Thu Feb 13 12:42:18 2025] [nid001234] - Abort(-1) (rank 0 in comm 0): MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked | mpi.init-failed | nid001234 |  | composed: a shell trace's command line before the error is no diff frame
            libmpi_gtl_cuda.so => /opt/cray/pe/mpich/8.1.30/gtl/lib/libmpi_gtl_cuda.so (0x00007f2a1c000000) | - |  |  | negative: ldd naming the GTL library
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
