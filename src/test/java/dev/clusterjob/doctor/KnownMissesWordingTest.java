package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that known misses of the open corpus needed: torch elastic's line that the first worker failed ("failed (exitcode: N)
 * local_rank: ...", an outcome) after a witness of that worker's failed call (torch's wrapper of NCCL's "unhandled system error" or of
 * its remote error, which say that a call failed and not how the process ended) is reported beside it, in the log's line order;
 * a finding that says what failed (an NCCL WARN, a primary failure) keeps the order it had. One row per wording, with negatives that must
 * stay as they are; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class KnownMissesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error, NCCL version 2.7.8\\nncclSystemError: System call (socket, malloc, munmap, etc) failed.\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 439853) of binary | nccl.system-error,torch.child-failed |  |  | BEVFormer issue 230 (torch 1.9-1.10, NCCL 2.7.8 under WSL2): torch's NCCL wrapper, its ncclSystemError detail, then torch elastic's failed line (the real lines)
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3\\nncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. \\nE0505 21:53:43.596518 140245 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: 1) local_rank: 0 (pid: 1488) of binary: /usr/bin/python | nccl.system-error,torch.child-failed |  |  | torch 2.1-2.11 ProcessGroupNCCL getNcclErrorDetailStr's later ncclSystemError text, the elastic line under 2.2+'s glog prefix
            ncclSystemError: System call (socket, malloc, munmap, etc) failed.\\n[2024-05-30 23:12:45,728] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: 1) local_rank: 0 (pid: 48) of binary: /opt/conda/bin/python | nccl.system-error,torch.child-failed |  |  | the detail line alone, then torch 2.1-2.2's "[TIME] LOGGER: [ERROR] " form of the elastic line
            [rank1]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, remote process exited or there was a network error, NCCL version 2.21.5\\n[rank1]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.\\nE1203 10:00:00.123000 4242 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 1 (pid: 4243) of binary: /usr/bin/python3 | nccl.remote-error,torch.child-failed |  |  | NCCL 2.13-2.30 ncclGetErrorString for ncclRemoteError through torch: a witness of another rank, then this worker's end
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 439853) of binary: /usr/bin/python\\nRuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error, NCCL version 2.7.8 | torch.child-failed,nccl.system-error |  |  | the same two lines pasted in the other order: with no cause, the findings keep the log's line order (as srun's task line before the witnesses after it)
            gpu-07:1234:1290 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.1.2.5<34567> failed : Connection refused\\nRuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.14.3\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 2345) of binary: /usr/bin/python | nccl.socket-connect-failed,nccl.system-error | gpu-07 | 10.1.2.5 | negative: NCCL 2.12-2.30 misc/socket.cc's WARN that names the failed call says more than the elastic line, which it still hides (as before)
            RuntimeError: CUDA error: no kernel image is available for execution on the device\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 16863) of binary: /usr/bin/python | cuda.version-mismatch,torch.child-failed |  |  | a primary failure and its elastic line (as before)
            RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:911, unhandled system error, NCCL version 2.7.8\\nWARNING:torch.distributed.elastic.multiprocessing.api:Sending process 439854 closing signal SIGTERM | nccl.system-error |  |  | negative: torchrun stopping another worker is no failed line: the wrapper alone
            WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 439854 closing signal SIGTERM | - |  |  | negative: the stop alone, no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
