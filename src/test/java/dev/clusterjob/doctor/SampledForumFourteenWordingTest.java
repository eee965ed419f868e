package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Torch's NCCL error (c10d NCCLUtils.hpp C10D_NCCL_CHECK, 1.10-2.11: "NCCL error in: FILE:LINE, REASON, NCCL version V", then on lines
 * of their own NCCLUtils.cpp getNcclErrorDetailStr's status line and "Last error:") written through pdsh, which puts "HOST: " before each
 * line, and pasted with its lines joined by blanks: the host before the status line names the node, for every status the detail has
 * (internal error, system error, remote error, unhandled cuda error, invalid usage, invalid argument), whichever code reads the line, and
 * for the host's shapes (a digit, a DNS name, a word as pdsh prints it, an address with dashes); and the negatives (srun's "0: " label,
 * torchrun's "[rank3]: " prefix, a stream's "stderr: " label, the status line without a host). Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source.
 */
class SampledForumFourteenWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.DistBackendError: NCCL error in: …/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 ainode01: ncclInternalError: Internal check failed. ainode01: Last error | torch.dist-backend-error | ainode01 |  | torch 2.x, NCCL 2.18.1: a blog post's block, its lines joined, the first line's prefix gone
            RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1659484806139/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3 node-a03: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. It can be also caused by unexpected exit of a remote peer, you can check NCCL warnings for failure reason and see if there is connection closure by a peer. | nccl.system-error | node-a03 |  | torch 1.12's RuntimeError with ncclSystemError's detail before ncclRemoteError existed
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, remote process exited or there was a network error, NCCL version 2.20.5 gpu017.hpc.example.edu: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely. gpu017.hpc.example.edu: Last error: | nccl.remote-error | gpu017.hpc.example.edu |  | torch 2.x, ncclRemoteError's detail, the host a DNS name
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3 dgx-h100-01: ncclUnhandledCudaError: Call to CUDA function failed. dgx-h100-01: Last error: dgx-h100-01: Cuda failure 'out of memory' | torch.cuda-oom,torch.cuda-error | dgx-h100-01 |  | torch 2.x, ncclUnhandledCudaError's detail and NCCL's last error
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3 worker-3: ncclInvalidUsage: This usually reflects invalid usage of NCCL library. worker-3: Last error: worker-3: Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1a000 | nccl.duplicate-gpu | worker-3 |  | torch 2.x, ncclInvalidUsage's detail and NCCL's last error
            RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, invalid argument, NCCL version 2.14.3 trn-node7: ncclInvalidArgument: Invalid value for an argument. trn-node7: Last error: trn-node7: Invalid config blocking attribute value -2147483648 | torch.dist-backend-error | trn-node7 |  | torch 1.13, ncclInvalidArgument's detail
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 kestrel: ncclInternalError: Internal check failed. kestrel: Last error: kestrel: Attribute busid of node nic not found | torch.dist-backend-error | kestrel |  | a node named without a digit, as pdsh prints it before a worker's line
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 10-0-0-5: ncclInternalError: Internal check failed. 10-0-0-5: Last error | torch.dist-backend-error | 10-0-0-5 |  | a node named after its address with dashes
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 stderr: ncclInternalError: Internal check failed. | torch.dist-backend-error |  |  | negative: a stream's label is no host
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 0: ncclInternalError: Internal check failed. 0: Last error | torch.dist-backend-error |  |  | negative: srun's --label "0: " is no host
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 [rank3]: ncclInternalError: Internal check failed. [rank3]: Last error | torch.dist-backend-error |  |  | negative: torchrun's "[rank3]: " prefix is no host
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1333, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1 ncclInternalError: Internal check failed. | torch.dist-backend-error |  |  | negative: the status line joined without a host
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
