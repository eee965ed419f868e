package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Video generation models (Wan2.1 and the repositories built on it, CogVideoX, SkyReels) trained or run across GPUs, a second look,
 * failures only. The model code's own asserts carry no message (Wan's forward: {@code assert seq_lens.max() <= seq_len}, {@code assert
 * clip_fea is not None and y is not None}), so CPython's traceback ends in a bare {@code AssertionError} under the assert's source
 * line, with or without a launcher's rank prefix, and users quote the source line itself after an error label; beside them the
 * wordings the rules read already (the watchdog's collective time-out while one rank validates, NCCL's invalid usage raised as
 * DistBackendError, torchrun's failed local rank), and the near-misses (the source line alone, prose about assert statements, an
 * assert on the world size, which has its own code). Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledVideoGenerationWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank0]:     assert seq_lens.max() <= seq_len\\n[rank0]: AssertionError | torch.exception |  |  | TaylorSeer issue 8: Wan2.1 I2V under torchrun on 8 GPUs, the traceback's last two lines
              File "/work/Wan2.1/wan/modules/model.py", line 520, in forward\\n    assert seq_lens.max() <= seq_len\\nAssertionError | torch.exception |  |  | Wan2.1 model.py's forward, one process, no prefix
            [rank1]:   File "/work/Wan2.1/wan/distributed/xdit_context_parallel.py", line 93, in usp_dit_forward\\n[rank1]:     assert clip_fea is not None and y is not None\\n[rank1]: AssertionError | torch.exception |  |  | the I2V check in the sequence-parallel forward, under torchrun's rank prefix
            Error in multi-GPU inference\uff1aassert clip_fea is not None and y is not None | torch.exception |  |  | Wan2.1 issue 218: the source line quoted after an error label and a full-width colon
            I get this error: `assert seq_lens.max() <= seq_len` | torch.exception |  |  | the same quoted in inline code after an ASCII colon
            \u8fd0\u884c\u62a5\u9519\uff1aassert x.shape[0] == y.shape[0] | torch.exception |  |  | a Chinese error label (报错) before the statement
            [rank3]:[E1205 04:35:53.584483882 ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3348, OpType=BROADCAST, NumelIn=54607872, NumelOut=54607872, Timeout(ms)=1800000) ran for 1800098 milliseconds before timing out. | torch.watchdog-timeout |  |  | finetrainers issue 114: CogVideoX LoRA, the other ranks' broadcast while one validates (earlier batches' rule)
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3 | torch.dist-backend-error |  |  | VideoSys issue 189: CogVideoX-2b with num_gpus=2 (earlier batches' rule)
            E0416 07:21:51.019000 37537 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 1 (pid: 37540) of binary: /root/anaconda3/bin/python | torch.child-failed |  |  | SkyReels-A2 issue 19: infer_MGPU.py on 4 GPUs (earlier batches' rule)
            [rank0]:     assert world_size == 8\\n[rank0]: AssertionError | parallel.layout-mismatch |  |  | an assert on the world size keeps its own code, not the plain assert's
                assert seq_lens.max() <= seq_len | - |  |  | the source line alone (a script pasted without its traceback) is no failure
                assert seq_lens.max() <= seq_len\\nprint(seq_lens) | - |  |  | the source line with no exception line after it
            Error handling: assert statements are removed when Python runs with -O | - |  |  | prose about assert statements after an error label
            No error: assert passes on one GPU, I only wonder about speed | - |  |  | prose, no condition
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
