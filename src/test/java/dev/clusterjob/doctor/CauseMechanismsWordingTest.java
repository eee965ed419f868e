package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Causes a line alone does not give (issue 26, the open part's known misses): torch elastic's failure report whose entry carries no error
 * (error_file {@code <N/A>}) says that a rank exited, not why, so the rank's own exception line before it stays the cause; and a wording no
 * rule read: DeepEP's own assertions. One row per wording and release, with host names of several shapes; the codes of the findings in
 * order, the host and peer of the first. {@code \n} in a row is a line break.
 */
class CauseMechanismsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.DistBackendError: NCCL error\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-03-05_07:01:51\\n  host      : vm7.internal.cloudapp.net\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 69811)\\n  error_file: <N/A>\\n  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html | torch.dist-backend-error,torch.child-failed | vm7.internal.cloudapp.net |  | torch elastic errors/__init__.py _FAILURE_FORMAT_TEMPLATE (1.9-2.11) with error_file <N/A>: the rank's exception (a title's DistBackendError) before the report stays the cause
            [rank1]: ValueError: shapes do not match\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-05-02_10:01:11\\n  host      : 10.1.2.3\\n  rank      : 1 (local_rank: 1)\\n  exitcode  : 1 (pid: 6)\\n  error_file: <N/A>\\n  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html | torch.exception,torch.child-failed | 10.1.2.3 |  | the same report after a rank's bare exception line (torch 2.2+ [rankN]: prefix): the exception first, the report its outcome
            torch.distributed.DistBackendError: NCCL error\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-05-02_10:01:11\\n  host      : gpu-07\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 6)\\n  error_file: /tmp/torchelastic_x1/none_y/attempt_0/0/error.json\\n  traceback : Traceback (most recent call last): | torch.child-failed | gpu-07 |  | the same with an error file (@record): the report holds the rank's traceback and is the finding
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2023-01-10_08:00:00\\n  host      : cn-0042\\n  rank      : 3 (local_rank: 3)\\n  exitcode  : -9 (pid: 4242)\\n  error_file: <N/A>\\n  traceback : Signal 9 (SIGKILL) received by PID 4242 | torch.child-failed | cn-0042 |  | the report alone (error_file <N/A>, a signal): still the finding when nothing else says why
            [rank3]: RuntimeError: Failed: Assertion error /workspace/DeepEP/csrc/deep_ep.cpp:1145 'num_ranks > NUM_MAX_NVL_PEERS' | deepep.assert-failed |  |  | DeepEP 1.0-1.2 csrc/kernels/exception.cuh EP_HOST_ASSERT: EPException "Failed: %s error %s:%d '%s'" with "Assertion", behind torchrun's [rankN]: prefix
            gpu-07: RuntimeError: Failed: Assertion error /tmp/build/deep_ep/csrc/deep_ep.cpp:596 'num_rdma_bytes % NUM_BUFFER_ALIGNMENT_BYTES == 0' | deepep.assert-failed | gpu-07 |  | the same behind pdsh's prefix, a wheel's build path
            Assertion failed: /workspace/DeepEP/csrc/kernels/internode_ll.cu:341, condition: num_recv_tokens <= num_max_dispatch_tokens_per_rank\\nRuntimeError: CUDA error: unspecified launch failure | deepep.assert-failed,torch.cuda-error |  |  | DeepEP 1.0-1.2 EP_DEVICE_ASSERT printf("Assertion failed: %s:%d, condition: %s\\n") then trap: the CUDA error after it its consequence
            Assertion failed: /mnt/fs/DeepEP/csrc/kernels/internode_ll.cu:259, condition: num_recv_tokens != 0\\nAssertion failed: /mnt/fs/DeepEP/csrc/kernels/internode_ll.cu:259, condition: num_recv_tokens != 0 | deepep.assert-failed |  |  | DeepEP 1.0 internode_ll.cu EP_DEVICE_ASSERT: every thread's line, of equal length (read as one cut line: the condition ends before the next)
            RuntimeError: Failed: Assertion error /src/other_lib/ops.cpp:10 'x > 0' | torch.exception |  |  | the same shape from another library's path: not DeepEP's, the fallback reads it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
