package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from failing long-context training jobs whose sequences are split across GPUs (DeepSpeed Ulysses and xtuner's sequence
 * parallel, ring and zigzag ring attention, 360-LLaMA-Factory), read from the format strings. A GPU kernel's own assert, printed by
 * the device runtime: CUDA's {@code "%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed."} (the expression
 * between two backticks), also typed without its file and thread prefix, and ROCm/HIP's {@code "%s:%u: %s: Device-side assertion
 * `%s' failed."}: {@code torch.cuda-error}, a fallback under the {@code CUDA error: device-side assert triggered} that follows it.
 * glibc's host assert ({@code Assertion `%s' failed.}), other tools' {@code Assertion failed: `%s`} and the kernel's source line are
 * not read. The batch's other lines, read at first sight, stand beside them.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledContextParallelWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Assertion `idx_dim >= 0 && idx_dim < index_size && "index out of bounds"` failed | torch.cuda-error |  |  | the real line (InternLM/xtuner 997), typed without its file and thread prefix
            /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [257,0,0], thread: [31,0,0] Assertion `srcIndex < srcSelectDimSize` failed. | torch.cuda-error |  |  | the real line (jzhang38/EasyContext 13) alone, without the CUDA error after it
            My problem is solved by check input sequence length, which leads "../aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): block: [44,0,0], thread: [70,0,0] Assertion `index >= -sizes[i] && index < sizes[i] && "index out of bounds"` failed." error | torch.cuda-error |  |  | the real comment (haotian-liu/LLaVA 447): the whole line quoted inside a sentence
            /pytorch/aten/src/ATen/native/hip/Indexing.hip:1289: indexSelectLargeIndex: Device-side assertion `srcIndex < srcSelectDimSize' failed. | torch.cuda-error |  |  | ROCm/HIP's __assert_fail format, composed with the same kernel
            /opt/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1289: indexSelectLargeIndex: block: [257,0,0], thread: [31,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\\n[rank6]:[E410 09:24:27.054138428 ProcessGroupNCCL.cpp:1430] [PG 0 Rank 6] Process group watchdog thread terminated with exception: CUDA error: device-side assert triggered | torch.cuda-error |  |  | the real lines (jzhang38/EasyContext 13): one finding, the CUDA error's, read at first sight
            python3: src/reader.c:212: read_block: Assertion `n > 0' failed. | - |  |  | negative: glibc's host assert, an apostrophe after the expression, composed
            die: Assertion failed: `pthread_getspecific(key) == NULL` | - |  |  | negative: another tool's assert wording, the expression after the words, composed
                CUDA_KERNEL_ASSERT(idx_dim >= 0 && idx_dim < index_size && "index out of bounds"); | - |  |  | negative: the kernel's source line
            [rank1]: IndexError: too many indices for tensor of dimension 2 | torch.exception |  |  | the real line (zhuzilin/ring-flash-attention 44), read at first sight
            [rank5]: KeyError: 'logits'                                                                                                                  | torch.exception |  |  | the real line (Qihoo360/360-LLaMA-Factory 36) with its trailing blanks, read at first sight
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
