package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's failures as torch (and the other frameworks over NCCL) raise them (issue 26, NCCL errors inside tracebacks, pasted from new
 * sources): c10d's "NCCL error in: FILE:LINE, REASON, NCCL version V" of torch 1.1-2.x with getNcclErrorDetailStr's second line and 2.13+'s
 * "Last error:" detail, torch/csrc/cuda/nccl.cpp's "NCCL Error N: REASON" (DataParallel), RAPIDS raft's "NCCL_ERROR: b'REASON'", HugeCTR's
 * "Runtime error: REASON" over its ncclGroupEnd() check, std::runtime_error's terminate lines; and NCCL's own CUDACHECK WARN followed by
 * NCCLCHECK's "-> 1" trace (src/include/checks.h), which is the CUDA call that made NCCL fail. One row per wording and release, with host
 * names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class NcclTracebackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:272, unhandled system error | nccl.system-error |  |  | torch 1.0-1.2 c10d ProcessGroupNCCL.cpp C10D_NCCL_CHECK: the reason without NCCL's version
            gpu-07: RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8\\ngpu-07: ncclSystemError: System call (socket, malloc, munmap, etc) failed. | nccl.system-error | gpu-07 |  | torch 1.7-1.8 with getNcclErrorDetailStr's line (NCCL 2.7-2.10 wording), behind pdsh's prefix
            [rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\\n[rank1]: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. | nccl.system-error |  |  | torch 2.3 NCCLUtils.hpp C10D_NCCL_CHECK as DistBackendError (NCCL 2.12+ wording), behind torchrun's prefix
            RuntimeError: NCCL Error 2: unhandled system error | nccl.system-error |  |  | torch 1.x torch/csrc/cuda/nccl.cpp NCCL_CHECK (DataParallel's broadcast_coalesced)
            > RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL version 2.7.8 | nccl.system-error |  |  | the torch 1.7 line as a markdown quote
            RuntimeError: NCCL_ERROR: b'unhandled system error' | nccl.system-error |  |  | RAPIDS raft / cuML comms nccl.pyx (21.x): ncclGetErrorString's bytes as Python prints them
            RuntimeError: Runtime error: unhandled system error\\n        ncclGroupEnd() at ResourceManagerCore(/hugectr/HugeCTR/src/resource_managers/resource_manager_core.cpp:175) | nccl.system-error |  |  | HugeCTR 3.x-23.x HCTR_LIB_THROW over ncclGroupEnd()
            node12.cluster.example.org: RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, internal error, NCCL version 20.9.9\\nnode12.cluster.example.org: ncclInternalError: Internal check failed. This is either a bug in NCCL or due to memory corruption | torch.dist-backend-error | node12.cluster.example.org |  | torch 1.8 with NCCL 2.9.9 (its version printed as 20.9.9), behind pdsh's prefix
            terminate called after throwing an instance of 'std::runtime_error'\\n  what():  NCCL error in: /opt/conda/conda-bld/pytorch_1614378063927/work/torch/lib/c10d/../c10d/NCCLUtils.hpp:155, unhandled cuda error, NCCL version 2.7.8\\nncclUnhandledCudaError: Call to CUDA function failed. | torch.cuda-error |  |  | torch 1.8 NCCLUtils.hpp from a destructor: std::terminate's what() lines
            [rank7]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\\n[rank7]: ncclUnhandledCudaError: Call to CUDA function failed.\\n[rank7]: Last error:\\n[rank7]: Cuda failure 1 'invalid argument' | torch.cuda-error |  |  | torch 2.3 with NCCL 2.20's Last error line (CUDACHECK's text)
            [rank0]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9\\n[rank0]: ncclInvalidUsage: This usually reflects invalid usage of NCCL library.\\n[rank0]: Last error:\\n[rank0]: Duplicate GPU detected : rank 0 and rank 1 both on CUDA device ac000 | nccl.duplicate-gpu |  |  | torch 2.8+ NCCLUtils.cpp with NCCL 2.28's Last error (init.cc's Duplicate GPU check)
            bd73ab638b22:502:568 [0] include/alloc.h:112 NCCL WARN Cuda failure 999 'unknown error'\\nbd73ab638b22:502:568 [0] NCCL INFO include/alloc.h:199 -> 1\\nbd73ab638b22:502:568 [0] NCCL INFO channel.cc:41 -> 1 | torch.cuda-error | bd73ab638b22 |  | NCCL 2.21 include/alloc.h CUDACHECK (the 2.19+ "Cuda failure %d '%s'") and NCCLCHECK's "-> 1" trace, a container's host name
            gpu-node-3.hpc.example.edu:4711:4790 [2] include/alloc.h:102 NCCL WARN Cuda failure 'invalid argument'\\n\\ngpu-node-3.hpc.example.edu:4711:4790 [2] NCCL INFO include/alloc.h:196 -> 1 | torch.cuda-error | gpu-node-3.hpc.example.edu |  | NCCL 2.10-2.18 CUDACHECK ("Cuda failure '%s'"), the blank line NCCL prints after a WARN, a fully qualified host
            (RayWorkerWrapper pid=1148) 10-12-3-162:7991:8058 [1] enqueue.cc:47 NCCL WARN Cuda failure 'named symbol not found'\\n(RayWorkerWrapper pid=1148) 10-12-3-162:7991:8058 [1] NCCL INFO init.cc:1475 -> 1 | torch.cuda-error | 10-12-3-162 |  | NCCL 2.18-2.21 enqueue.cc CUDACHECK behind Ray's worker prefix, a host named like an address
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
