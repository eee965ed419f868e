package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL 2.24-2.30's newest wordings as users, CI pages and the libraries that wrap NCCL print or quote them: the NVLS
 * multicast bind failure of nvls.cc (2.27-2.30) retold without its size or reason, wrapped after "of size N:", and in the newer
 * multicast.cc's wording with the MC group; cupy's NcclError that cannot name NCCL's status 6 (ncclRemoteError) before cupy 13.4; NCCL's
 * examples' NCCLCHECK macro as programs copy it, also wrapped before the quoted reason; torch's nccl2 backend and torchcomms'
 * NCCL_CHECK_IGNORE for a call they ignore (ncclCommRevoke's ncclInProgress). One row per wording and release, with host names of several
 * shapes and launcher prefixes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class NcclNewestWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Failed to bind NVLink SHARP (NVLS) Multicast memory: CUDA error 401 | nccl.nvls-failed |  |  | nvls.cc 2.29 as a CI page retells it: no size, no reason
            Failed to bind NVLink SHARP (NVLS) Multicast memory of size 2097152:\\nCUDA error 401 'the operation cannot be performed in the present state'.\\nThis is usually caused by a system or configuration error in the Fabric Manager or NVSwitches. | nccl.nvls-failed |  |  | nvls.cc 2.29.7 wrapped after the size, its colon without the blank
            gpu-07: Failed to bind NVLink SHARP (NVLS) Multicast memory ... CUDA error 1 'invalid argument' | nccl.nvls-failed | gpu-07 |  | nvls.cc 2.29 quoted with the size cut to '...', behind pdsh's prefix
            10.1.2.3: ncclUnhandledCudaError: Failed to bind NVLink SHARP (NVLS) Multicast memory | nccl.nvls-failed | 10.1.2.3 |  | torch's 'Last error:' line of 2.29 cut after the words, behind pdsh's address prefix
            node12.cluster.example.org:4711:4790 [3] transport/multicast.cc:221 NCCL WARN Failed to bind NVLink SHARP (NVLS) Multicast memory of size 4194304 at MC group 7f3a5c000000 offset 0 : CUDA error 801 'operation not supported'. | nccl.nvls-failed | node12.cluster.example.org |  | the newer multicast.cc ncclMcPartitionBindMem wording with the MC group and offset, NCCL's host:pid:tid prefix
            [2025-07-21 19:05:29] node004:27907:27907 [1] transport/nvls.cc:254 NCCL WARN Failed to bind NVLink SHARP (NVLS) Multicast memory of size 2097152 : CUDA error 2 'out of memory'. | nccl.nvls-failed | node004 |  | nvls.cc 2.27-2.30's exact line (the earlier rule) behind NCCL's WARN time stamp: one finding, not two
            gpu-07:1234:1290 [0] NCCL INFO NVLS multicast support is available on dev 3 | - |  |  | NCCL 2.2x init.cc INFO: NVLS available, no failure
              File "cupy_backends/cuda/libs/nccl.pyx", line 117, in cupy_backends.cuda.libs.nccl.NcclError.__init__\\nKeyError: 6 | nccl.remote-error |  |  | cupy 13.3 nccl.pyx NcclError.__init__: ERROR2 without status 6 (ncclRemoteError)
            [rank3]:   File "cupy/cuda/nccl.pyx", line 92, in cupy.cuda.nccl.NcclError.__init__\\n[rank3]: KeyError: 6 | nccl.remote-error |  |  | cupy 7's module path cupy.cuda.nccl, behind torchrun's rank prefix
              File "cupy_backends/cuda/libs/nccl.pyx", line 117, in cupy_backends.cuda.libs.nccl.NcclError.__init__\\nKeyError: 7 | torch.exception |  |  | cupy 13.3 with status 7 (ncclInProgress): no remote error, only the exception
            Failed, NCCL error src/CKKS/Context.cu:725 'unhandled cuda error (run with NCCL_DEBUG=INFO for details)' | torch.cuda-error |  |  | NCCL's examples' NCCLCHECK macro with 2.x's ncclGetErrorString, copied by a program
            [1,0]<stdout>:Failed, NCCL error main.cu:52 'unhandled cuda error' | torch.cuda-error |  |  | the same with NCCL 2.1x's shorter string, behind mpirun --tag-output
            Failed, NCCL error /work/app/src/comm/communicator.cpp:88\\n  'unhandled cuda error (run with NCCL_DEBUG=INFO for details)' | torch.cuda-error |  |  | the macro's line wrapped before its quoted reason by a paste
            Failed, NCCL error /mnt/FlexFlow/src/runtime/model.cc:587 'remote process exited or there was a network error' | nccl.remote-error |  |  | the macro with ncclRemoteError's string (2.13+): the remote-error rule, not a CUDA error
            NCCL Revoke failed: NCCL operation in progress | torch.dist-backend-error |  |  | torch main's c10d nccl2 revoke path with NCCL 2.28.7+ ncclCommRevoke's ncclInProgress, as an issue quotes it
            [rank1]: [TC] NCCL Abort failed: invalid usage at torch/csrc/distributed/c10d/nccl2/ProcessGroupNCCL.cpp:712 | torch.dist-backend-error |  |  | torchcomms / nccl2 NCCL_CHECK_IGNORE's whole line ("[TC] %s: %s at %s:%d"), behind torchrun's rank prefix
            gpu-07: [TC] NCCL Revoke failed: unhandled cuda error at TorchCommNCCL.cpp:321 | torch.cuda-error | gpu-07 |  | the same with ncclUnhandledCudaError: the CUDA error's rule, behind pdsh's prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
