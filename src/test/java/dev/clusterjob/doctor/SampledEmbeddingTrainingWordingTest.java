package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Failures of contrastive and embedding-model training on several GPUs or NPUs: a collective's tensor refused by the process
 * group's own checks (torch_npu's error-code line "ERR02002 DIST invalid type" when DeepSpeed broadcasts a reranker's parameters,
 * alone, after its message, or in a fork's shorter header; torch ProcessGroupNCCL's "Tensors must be CUDA and dense"), index_select's
 * "Input, output and indices must be on the current device" from a retriever trained on several visible GPUs, and the wordings of the
 * batch that were read right at once (the reducer's unused-parameter sentence on one line, the watchdog's ALLGATHER time-out cut by a
 * terminal's '$'); the negatives: another torch_npu error code, the check's source line. Columns: the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledEmbeddingTrainingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [ERROR] 2024-11-27-19:44:37 (PID:1509814, Device:2, RankID:2) ERR02002 DIST invalid type | torch.exception |  |  | the real line (RAG-Retrieval under accelerate and DeepSpeed on Ascend NPUs)
            ``[ERROR] 2024-11-27-19:44:37 (PID:1509814, Device:2, RankID:2) ERR02002 DIST invalid type\\n    result = self._prepare_deepspeed(*args)\\n  File "/work/.env/tel/lib/python3.8/site-packages/deepspeed/runtime/engine.py", line 1120, in _broadcast_model | torch.exception |  |  | the real lines as pasted: a markdown left-over before it, the traceback's lines after it
            RuntimeError: Tensors must be NPU and dense\\n[ERROR] 2024-06-01-10:00:00 (PID:4242, Device:0, RankID:-1) ERR02002 DIST invalid type | torch.exception |  |  | composed: torch_npu's message and its error-code line, RANK not set
            [ERROR]  (PID:4242, Device:1) ERR02002 DIST invalid type | torch.exception |  |  | composed: a fork's formatErrorCode without the time and the rank
            [ERROR] 2024-06-01-10:00:00 (PID:4242, Device:0, RankID:0) ERR02001 DIST invalid parameter | - |  |  | negative: another error code of torch_npu's distributed layer
                C10_THROW_ERROR(ValueError, "Tensors must be CUDA and dense"); | - |  |  | negative: the check's source line
            [rank3]: ValueError: Tensors must be CUDA and dense | torch.exception |  |  | composed: torch 2.x's NCCL check behind torchrun's prefix (its message checked below)
            RuntimeError: Input, output and indices must be on the current device | torch.exception |  |  | the real line (tevatron's trainer on several visible GPUs; its message checked below)
            Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by making sure all `forward` function outputs participate in calculating loss. Parameter indices which did not receive grad for rank 0: 197 198 | torch.ddp-unused-parameters |  |  | the real line shortened (sentence-transformers under DDP), read at first sight
              what():  [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=66, OpType=ALLGATHER, Timeout(ms)=1800000) ran for 1801979 milliseconds b$\\nfore timing out. | torch.watchdog-timeout |  |  | the real lines (an NCCL all_gather of a contrastive loss's features), a terminal's '$' cut, read at first sight
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theFindingsSayWhatTheCheckMeans() throws IOException {
        Finding npu = only("[ERROR] 2024-11-27-19:44:37 (PID:1509814, Device:2, RankID:2) ERR02002 DIST invalid type");
        assertTrue(npu.message().contains("refused a tensor given to a collective") && npu.message().contains("NPU 2")
                && npu.message().contains("rank 2"), npu.message());
        assertTrue(npu.hint().contains(".to(device)") && npu.hint().contains(".contiguous()"), npu.hint());
        Finding cuda = only("ValueError: Tensors must be CUDA and dense");
        assertTrue(cuda.message().contains("not a dense CUDA tensor") && cuda.message().contains("ValueError"), cuda.message());
        Finding index = only("RuntimeError: Input, output and indices must be on the current device");
        assertTrue(index.message().contains("tensors are on different devices"), index.message());
    }
}
