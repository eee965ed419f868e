package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that known misses of the open corpus needed: torch elastic's line that the first worker failed ("failed (exitcode: N)
 * local_rank: ...", an outcome) after a witness of that worker's failed call (torch's wrapper of NCCL's "unhandled system error" or of
 * its remote error, which say that a call failed and not how the process ended) is reported beside it, in the log's line order;
 * a finding that says what failed (an NCCL WARN, a primary failure) keeps the order it had. And a script's own assert on the world size or
 * the GPU count as CPython's traceback shows it failing (the source line, then AssertionError) is a parallel layout that does not fit. One row per wording, with negatives that must
 * stay as they are; the codes of the findings in order ("-": none), the host and peer of the first. {@code \\n} in a row is a line break.
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
            > Traceback (most recent call last):\\n>   File "/data/coml-ecr/kebl8114/modded-nanogpt/train_gpt.py", line 574, in <module>\\n>     assert world_size == 8 # this code is designed for 8xH100\\n>            ^^^^^^^^^^^^^^^\\n> AssertionError | parallel.layout-mismatch |  |  | modded-nanogpt issue 115: CPython 3.11+'s traceback of the script's assert, carets under it, quoted with "> " (the real lines)
            Traceback (most recent call last):\\n  File "/data/train.py", line 57, in <module>\\n    assert torch.cuda.device_count() == 8\\nAssertionError | parallel.layout-mismatch |  |  | CPython 2.x-3.10 traceback.c (no carets): the GPU count asserted
            > Traceback (most recent call last):\\n>   File "/data/coml-ecr/kebl8114/modded-nanogpt/train_gpt.py", line 574, in <module>\\n>     assert world_size == 8 # this code is\\ndesigned for 8xH100\\n>            ^^^^^^^^^^^^^^^\\n> AssertionError | parallel.layout-mismatch |  |  | the same paste cut at blanks before column 62: the comment's end on a line of its own, the AssertionError three lines down
            Traceback (most recent call last):\\n  File "/data/train.py", line 20, in <module>\\n    main()\\n  File "/data/train.py", line 12, in main\\n    assert world_size % 8 == 0, "needs a multiple of 8 GPUs"\\nAssertionError: needs a multiple of 8 GPUs | parallel.layout-mismatch |  |  | the assert with its message, in the last of two frames
            [rank0]: Traceback (most recent call last):\\n[rank0]:   File "/data/train.py", line 12, in <module>\\n[rank0]:     assert dist.get_world_size() == 8\\n[rank0]: AssertionError | parallel.layout-mismatch |  |  | torchrun 2.2+'s "[rankN]: " prefix on each line
                assert world_size == 8 # this code is designed for 8xH100 | - |  |  | negative: the source line alone (a script pasted without its traceback): no finding
            Traceback (most recent call last):\\n  File "/data/train.py", line 12, in main\\n    assert lr > 0\\nAssertionError | torch.exception |  |  | negative: an assert on something else than the processes or GPUs: not this code, the plain failed assert's torch.exception
            Traceback (most recent call last):\\n  File "/data/train.py", line 12, in main\\n    assert world_size == 8\\n  File "/data/other.py", line 3, in f\\nValueError: x | torch.exception |  |  | negative: a frame after the assert line, so the assert did not fail there: only the exception line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
