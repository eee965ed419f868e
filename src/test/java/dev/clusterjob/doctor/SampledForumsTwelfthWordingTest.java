package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The check macros of NCCL's own test and example code, as programs that call NCCL copy them and forum posts quote their output:
 * the CUDACHECK of nccl-tests 1.x-2.0 and NCCL 1.x's tests ("Cuda failure FILE:LINE 'ERROR'", also copied as "CUDA failure") and of
 * NCCL's examples ("Failed: Cuda error FILE:LINE 'ERROR'") with cudaGetErrorString's text, read as the same CUDA error in NCCL's
 * own CUDACHECK (out of memory, a fault of the GPU or a kernel, a CUDA that cannot start, a busy GPU, a kernel missing for the GPU,
 * another error); the examples' NCCLCHECK ("Failed, NCCL error FILE:LINE 'STATUS'") with the statuses that have no code of their
 * own (internal error, invalid argument, invalid usage, in both the 2.12+ wording and the older one) is torch.dist-backend-error;
 * and the negatives (TransformerEngine's userbuffers copy, a status with a code of its own, the macro's source line). Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsTwelfthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            >> nThread 1 nGpus 1 minBytes 33554432 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 validation: 0\\n>> Cuda failure common.cu:891 'out of memory' | torch.cuda-oom |  |  | nccl-tests 2.0 src/common.h CUDACHECK with cudaErrorMemoryAllocation, behind a post's quote marks
            Cuda failure test/mpi/mpi_test.cu:52 'out of memory' | torch.cuda-oom |  |  | NCCL 1.x test/include/test_utilities.h CUDACHECK
            CUDA failure main.cu:52 'out of memory' | torch.cuda-oom |  |  | the same macro copied with an upper-case CUDA
            Failed: Cuda error nccl_mpi_example.cu:74 'out of memory' | torch.cuda-oom |  |  | NCCL's examples' CUDACHECK (the user guide's MPI example) with cudaErrorMemoryAllocation
            Failed: Cuda error nccl_mpi_example.cu:88 'an illegal memory access was encountered' | torch.cuda-error |  |  | NCCL's examples' CUDACHECK with a fault of a kernel
            Failed: Cuda error nccl_mpi_example.cu:61 'invalid argument' | torch.cuda-error |  |  | NCCL's examples' CUDACHECK with another CUDA error
            Failed: Cuda error nccl_mpi_example.cu:58 'initialization error' | torch.no-gpu |  |  | NCCL's examples' CUDACHECK: CUDA could not start in the process
            Failed: Cuda error nccl_mpi_example.cu:58 'CUDA-capable device(s) is/are busy or unavailable' | torch.cuda-error |  |  | NCCL's examples' CUDACHECK with cudaErrorDevicesUnavailable (read before these rules by that text's own rule: kept as a check)
            Failed: Cuda error nccl_mpi_example.cu:88 'invalid device function' | cuda.version-mismatch |  |  | NCCL's examples' CUDACHECK with cudaErrorInvalidDeviceFunction
            Failed, NCCL error nccl_mpi_example.cu:95 'invalid usage (run with NCCL_DEBUG=WARN for details)' | torch.dist-backend-error |  |  | NCCL's examples' NCCLCHECK with ncclGetErrorString's 2.12+ invalid usage
            Failed, NCCL error nccl_mpi_example.cu:95 'internal error - please report this issue to the NCCL developers' | torch.dist-backend-error |  |  | the same with 2.12+'s internal error
            Failed, NCCL error allreduce.cu:62 'invalid argument' | torch.dist-backend-error |  |  | the same with an NCCL before 2.12
            Failed: Cuda error userbuffers/userbuffers-host.cpp:312 'out of memory' | te.userbuffers-failed |  |  | negative: TransformerEngine 1.5's copy in userbuffers keeps its own rule
            Failed, NCCL error nccl_mpi_example.cu:95 'unhandled system error (run with NCCL_DEBUG=INFO for details)' | nccl.system-error |  |  | negative: a status with a code of its own
                printf("Failed, NCCL error %s:%d '%s'\\n", __FILE__,__LINE__,ncclGetErrorString(r)); | - |  |  | negative: the macro's source line in a pasted program
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
