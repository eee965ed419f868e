package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An accelerator runtime initialized in the parent before the workers were forked, in the wordings of torch's other device modules
 * that copy torch/cuda's _lazy_init check with their own name (torch.xpu and IPEX's XPU, torch.mtia's MTIA, torch_npu's NPU with and
 * without "Python 3.4+", torch_mlu's MLU, torch_gcu's GCU), read as {@code torch.cuda-before-fork} like CUDA's; with the wordings a
 * sample of forum threads on Kaggle's two-GPU notebooks gave (CUDA's, torch's same-device error, torch elastic's failure table).
 * Negatives: the spawn setting users are told to make, a program's device line. Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsNinthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Cannot re-initialize XPU in forked subprocess. To use XPU with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch 2.4+ torch/xpu/__init__.py _lazy_init (and IPEX's copy)
            RuntimeError: Cannot re-initialize MTIA in forked subprocess. To use MTIA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch/mtia/__init__.py _lazy_init
            RuntimeError: Cannot re-initialize NPU in forked subprocess. To use NPU with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch_npu (Ascend) npu/__init__.py _lazy_init
            RuntimeError: Cannot re-initialize NPU in forked subprocess. To use NPU with multiprocessing, you must use Python 3.4+ and the 'spawn' start method | torch.cuda-before-fork |  |  | torch_npu's older wording under Python 2
            (EngineCore_DP0 pid=14421) ERROR 11-27 08:19:08 [core.py:708] RuntimeError: Cannot re-initialize NPU in forked subprocess. To use NPU with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | vLLM-Ascend's EngineCore forked without VLLM_WORKER_MULTIPROC_METHOD=spawn, behind vLLM's prefix
            RuntimeError: Cannot re-initialize MLU in forked subprocess. To use MLU with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch_mlu (Cambricon) _lazy_init
            RuntimeError: Cannot re-initialize GCU in forked subprocess. To use GCU with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch_gcu (Enflame) _lazy_init
            RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | accelerate#940's title (notebook_launcher on two GPUs)
            RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu! (when checking argument for argument index in method wrapper_CUDA__index_select) | torch.exception |  |  | a training run on several GPUs (COSTA#2): torch's same-device error stays the program's exception
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \\n============================================================\\nautotrain.trainers.clm FAILED\\n------------------------------------------------------------\\nFailures:\\n  <NO_OTHER_FAILURES>\\n------------------------------------------------------------\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2023-08-10_03:52:11\\n  host      : 2f3abb58b8ea\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 370)\\n  error_file: <N/A>\\n  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html | torch.child-failed | 2f3abb58b8ea |  | torch elastic's failure table on Kaggle's two T4s (autotrain-advanced#195's shape)
            os.environ["VLLM_WORKER_MULTIPROC_METHOD"] = "spawn" | - |  |  | negative: the setting users are told to make
            Using device=0 with cuda=True | - |  |  | negative: a program's device line before it was killed
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The finding names the accelerator the message names, so an XPU or NPU user is not told about CUDA alone. */
    @Test
    void namesTheAccelerator() throws IOException {
        String m = only("RuntimeError: Cannot re-initialize XPU in forked subprocess. To use XPU with multiprocessing, you must use the 'spawn' start method").message();
        assertTrue(m.contains("XPU"), m);
    }
}
