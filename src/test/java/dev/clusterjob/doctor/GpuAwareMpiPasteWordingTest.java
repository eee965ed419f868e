package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU-aware MPI as users paste it (issue 26): Open MPI's CUDA IPC help text (opal/mca/common/cuda/help-mpi-common-cuda.txt,
 * 1.7-4.1) and its aggregation line, UCX's cuda_ipc transport (src/uct/cuda/cuda_ipc/cuda_ipc_cache.c, 1.5-1.19), Open MPI's
 * shared-memory single copy (btl/vader btl_vader_get.c and btl_vader_put.c, 2.x-4.1; btl/sm 5.x), an MPI without GPU support (Open
 * MPI's help text, PETSc's check in src/sys/objects/init.c 3.15-3.23), UCX's signal report after a CI log's line number; behind launcher
 * and collector prefixes. One row per wording and release, with host names of several shapes; the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class GpuAwareMpiPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            The call to cuIpcOpenMemHandle failed. This is an unrecoverable error and will cause the program to abort.\\n  cuIpcOpenMemHandle return value:   217\\n  address: 0x7f1234000000\\nCheck the cuda.h file for what the return value means. Perhaps a reboot\\nof the node will clear the problem.\\n[gpu-n07:11920] 3 more processes have sent help message help-mpi-common-cuda.txt / cuIpcOpenMemHandle failed | cuda.ipc-failed | gpu-n07 |  | Open MPI 1.7-4.1 help-mpi-common-cuda.txt [cuIpcOpenMemHandle failed], the host from the aggregation line after it
            node12.cluster.example.org: The call to cuIpcGetMemHandle failed. This means the GPU RDMA protocol\\nnode12.cluster.example.org: cannot be used.\\nnode12.cluster.example.org:   cuIpcGetMemHandle return value:   1 | cuda.ipc-failed | node12.cluster.example.org |  | Open MPI 1.7-4.1 help-mpi-common-cuda.txt [cuIpcGetMemHandle failed] (a warning: the GPU RDMA protocol is off), behind pdsh's prefix
            [x3005c0s13b1n0:4401] 126 more processes have sent help message help-mpi-common-cuda.txt / cuIpcGetMemHandle failed | cuda.ipc-failed | x3005c0s13b1n0 |  | Open MPI 2.x-4.1: the help aggregation line alone, a paste that kept only the tail
            [1,0]<stderr>:The call to cuIpcCloseMemHandle failed. This is a warning and the program\\n[1,0]<stderr>:will continue to run. | cuda.ipc-failed |  |  | Open MPI 1.7-4.1 help-mpi-common-cuda.txt [cuIpcCloseMemHandle failed] (a warning), behind mpirun --tag-output
            [1616674319.301406] [dgx-a100-03:121261:3]  cuda_ipc_cache.c:347  UCX  ERROR dest:121262:0: failed to insert region:0x7fa580278500 [0x0..0x0] size:0 :Invalid parameter | cuda.ipc-failed | dgx-a100-03 |  | UCX 1.10-1.19 cuda_ipc_cache.c with its time-stamped log header
            [gpu-07:29683:0:29730] cuda_ipc_cache.c:166  Fatal: dest:29690: failed to open ipc mem handle. addr:0x7f2c78e00000 len:80000 (Element already exists) | cuda.ipc-failed | gpu-07 |  | UCX 1.7-1.9 cuda_ipc_cache.c ucs_fatal "failed to open ipc mem handle" (CUDA_ERROR_ALREADY_MAPPED)
            [10.1.2.3:121261:2]  cuda_ipc_cache.c:114  UCX  DEBUG cuIpcOpenMemHandle() failed: resource already mapped | cuda.ipc-failed | 10.1.2.3 |  | UCX 1.10-1.19 UCT_CUDADRV_FUNC's "%s() failed: %s" at debug level, a host given as its address
            [node12.cluster.example.org:05062] Read -1, expected 18432, errno = 1 | mpi.single-copy-failed | node12.cluster.example.org |  | Open MPI 2.x-4.1 btl_vader_get.c: CMA refused (a container without CAP_SYS_PTRACE)
            0: [gpu-n07:103933] Read -1, expected 549888, errno = 14 | mpi.single-copy-failed | gpu-n07 |  | the same with EFAULT (a GPU buffer), behind srun --label
            [1,1]<stderr>:[c4-12:8812] Wrote -1, expected 65536, errno = 14 | mpi.single-copy-failed | c4-12 |  | Open MPI 2.x-4.1 btl_vader_put.c, behind mpirun --tag-output
            The user requested CUDA support with the --mca mpi_cuda_support 1 flag\\nbut the library was not compiled with any support.\\n--------------------------------------------------------------------------\\n[gpu-07:29458] Set MCA parameter "orte_base_help_aggregate" to 0 to see all help / error messages | mpi.no-gpu-support | gpu-07 |  | Open MPI 2.x-4.1 opal cuda help text, the host from the next opal_output prefix
            [3]PETSC ERROR: PETSc is configured with GPU support, but your MPI is not GPU-aware. For better performance, please use a GPU-aware MPI. | mpi.no-gpu-support |  |  | PETSc 3.15-3.23 src/sys/objects/init.c behind PetscError's rank prefix
            gpu-07: [0]PETSC ERROR: PETSc is configured with GPU support, but your MPI is not GPU-aware. For better performance, please use a GPU-aware MPI. | mpi.no-gpu-support | gpu-07 |  | the same behind pdsh's prefix
            2392 [cn-2020:21729:0:21729] Caught signal 11 (Segmentation fault: invalid permissions for mapped object at address 0x7f8ed195efe8) | mpi.process-failed | cn-2020 |  | UCX 1.0-1.19 debug.c signal report after a CI log's line number
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
