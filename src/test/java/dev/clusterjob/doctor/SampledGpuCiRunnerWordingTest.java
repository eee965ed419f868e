package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Multi-GPU test suites run by CI on GPU runners: PyTorch's distributed test harness ending a test with its TEST_SKIPS exit codes on a
 * runner with fewer GPUs than the test needs (pytest's short summary line with and without the duration, behind a runner's timestamp or between a CI page's line links, the
 * traceback's sys.exit line with pytest's and unittest's SystemExit lines), the same codes for no GPU at all, and CuPy's NcclError naming
 * NCCL's unhandled cuda error as Chainer's test runs print it. Negatives: a bare SystemExit, another exit code, the harness's source line
 * and a sentence quoting it with no SystemExit after, the skip as unittest reports it, CuPy's status table. {@code \n} is a line break.
 */
class SampledGpuCiRunnerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            FAILED [0.0052s] distributed/test_c10d_nccl.py::NCCLTraceTest::test_coalescing_manager_collective_timing_enabled_False - SystemExit: 77 | parallel.layout-mismatch |  |  | pytest's short summary with PyTorch's duration on a one-GPU runner (pytorch/ci-infra#132)
            FAILED [0.0052s] distributed/test_c10d_nccl.py::NCCLTraceTest::test_x - SystemExit: 77\\n[2596](https://github.com/pytorch/pytorch-canary/actions/runs/8710434864/job/23974354114?pr=208#step:19:2597)\\n!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!! | parallel.layout-mismatch |  |  | the summary between the line links of a GitHub Actions page copied into an issue, a longer line after it
            FAILED distributed/fsdp/test_fsdp_core.py::TestParityWithDDP::test_delayed_optim_step - SystemExit: 81 | parallel.layout-mismatch |  |  | the summary without the duration: a test that needs 4 GPUs
            2024-04-18T09:12:44.1234567Z FAILED [0.0031s] distributed/test_c10d_nccl.py::ProcessGroupNCCLTest::test_allreduce_ops - SystemExit: 77 | parallel.layout-mismatch |  |  | the summary behind a GitHub Actions runner's timestamp
            ERROR distributed/tensor/test_dtensor.py::DTensorTest::test_from_local - SystemExit: 85 | parallel.layout-mismatch |  |  | pytest's ERROR summary: 8 GPUs needed
            >       sys.exit(TEST_SKIPS[f"multi-gpu-{x}"].exit_code)\\nE       SystemExit: 77 | parallel.layout-mismatch |  |  | pytest's traceback of skip_if_lt_x_gpu
                        sys.exit(TEST_SKIPS[f"multi-gpu-{self.world_size}"].exit_code)\\nSystemExit: 80 | parallel.layout-mismatch |  |  | unittest's traceback of a with_comms wrapper
            FAILED distributed/test_c10d_common.py::CommTest::test_broadcast_coalesced - SystemExit: 75 | torch.no-gpu |  |  | multi-gpu-1 on a runner with no GPU
            >           sys.exit(TEST_SKIPS["no_cuda"].exit_code)\\nE           SystemExit: 74 | torch.no-gpu |  |  | skip_if_no_gpu's no_cuda in pytest's traceback
            FAILED distributed/test_store.py::TCPStoreTest::test_set_get - SystemExit: 89 | torch.no-gpu |  |  | no_accelerator (2.6+)
            Sorry for taking time, I'm still unable to reproduce `NCCL_ERROR_UNHANDLED_CUDA_ERROR: unhandled cuda error` locally. | torch.cuda-error |  |  | CuPy's NcclError in a sentence (chainer/chainer-test#523)
            cupy.cuda.nccl.NcclError: NCCL_ERROR_UNHANDLED_CUDA_ERROR: unhandled cuda error (run with NCCL_DEBUG=INFO for details) | torch.cuda-error |  |  | CuPy's NcclError as CPython prints it, NCCL 2.x's longer text
            NcclError: NCCL_STATUS_UNHANDLED_CUDA_ERROR: unhandled cuda error | torch.cuda-error |  |  | cupy 1-3's status name
            SystemExit: 77 | - |  |  | negative: a bare SystemExit with no test and no harness line
            FAILED tests/test_cli.py::test_main_bad_option - SystemExit: 2 | - |  |  | negative: argparse's exit code in a pytest summary
                    sys.exit(TEST_SKIPS[f"multi-gpu-{x}"].exit_code) | - |  |  | negative: the harness's source line alone
            This test fails on the line sys.exit(TEST_SKIPS[f"multi-gpu-{x}"].exit_code), with system 77 error code. | - |  |  | negative: a sentence quoting the source line
            test_allreduce_ops (__main__.ProcessGroupNCCLTest) ... skipped 'Need at least 2 CUDA devices' | - |  |  | negative: the skip as unittest reports it
                1: 'NCCL_ERROR_UNHANDLED_CUDA_ERROR', | - |  |  | negative: CuPy's status table
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessagesSayHowManyGpusTheTestNeeds() throws IOException {
        String two = only("FAILED [0.0052s] distributed/test_c10d_nccl.py::NCCLTraceTest::test_x - SystemExit: 77").message();
        assertTrue(two.contains("at least 2 GPUs") && two.contains("distributed/test_c10d_nccl.py::NCCLTraceTest::test_x"), two);
        String eight = only("    sys.exit(TEST_SKIPS[f\"multi-gpu-{self.world_size}\"].exit_code)\\nSystemExit: 85").message();
        assertTrue(eight.contains("at least 8 GPUs"), eight);
        String none = only("FAILED distributed/test_c10d_common.py::CommTest::test_y - SystemExit: 74").message();
        assertTrue(none.contains("CUDA is not available"), none);
    }
}
