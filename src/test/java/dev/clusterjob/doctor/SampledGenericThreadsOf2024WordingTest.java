package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * xformers' memory_efficient_attention finding no operator that runs on the node's GPU: the NotImplementedError "No operator found for
 * `memory_efficient_attention_forward` / `_backward` with inputs:" and each operator's reasons, of which the GPU's are "requires device
 * with capability &gt; %s but your GPU has capability %s (too old)" (0.0.23-0.0.33, and "&lt; ... (too new)"), "&gt;= ... (too old)" and
 * "&lt;= ... (too new)" (0.0.33.post2-0.0.35), and "requires a GPU with compute capability &gt; 7.5" (0.0.16-0.0.21). Near-misses: the same words in
 * a pytest SKIPPED line, and an operator's reason that is not the GPU's (the head size a small-k kernel refuses). Columns: the codes of
 * the findings in order ("-": no error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledGenericThreadsOf2024WordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NotImplementedError: No operator found for `memory_efficient_attention_backward` with inputs:\\n     query       : shape=(2, 512, 2, 8, 128) (torch.float16)\\n     key         : shape=(2, 512, 2, 8, 128) (torch.float16)\\n     value       : shape=(2, 512, 2, 8, 128) (torch.float16)\\n     attn_bias   : <class 'xformers.ops.fmha.attn_bias.LowerTriangularMask'>\\n     p           : 0.0\\n`fa3B@0.0.0` is not supported because:\\n    requires device with capability >= (8, 0) but your GPU has capability (7, 5) (too old) | cuda.version-mismatch |  |  | a T4 in a notebook, xformers 0.0.33.post2+'s ">= ... (too old)" under the backward pass's NotImplementedError
            No operator found for `memory_efficient_attention_forward` ...\\n`fa3F`/`fa2F`/`cutlassF` is not supported because:\\n    requires device with capability <= (9, 0) but your GPU has capability (12, 0) (too new) | cuda.version-mismatch |  |  | an sm_120 GPU under a wheel without its kernels, as a ComfyUI node's README quotes it
            `flshattF@v2.3.6` is not supported because:\\n    requires device with capability > (8, 0) but your GPU has capability (7, 5) (too old)\\n    bf16 is only supported on A100+ GPUs\\n`cutlassF` is not supported because:\\n    bf16 is only supported on A100+ GPUs | cuda.version-mismatch |  |  | 0.0.23-0.0.33's "> ... (too old)" for bfloat16 on a T4
            `fa2B@2.5.7-pt` requires device with capability >= (8, 0) but your GPU has capability (7, 5) | cuda.version-mismatch |  |  | the reason quoted on one line without its "(too old)"
            `flshattF` is not supported because:\\n    requires a GPU with compute capability > 7.5 | cuda.version-mismatch |  |  | 0.0.16-0.0.21's flash.py wording
            SKIPPED [4] tests/test_mem_eff_attention.py:720: requires device with capability >= (8, 0) but your GPU has capability (7, 5) (too old) | - |  |  | negative: the same words as a pytest skip reason, a skipped test
            `smallkF` is not supported because:\\n    max(query.shape[-1] != value.shape[-1]) > 32\\n    unsupported embed per head: 128 | - |  |  | negative: a small-k kernel's own limits, not the GPU's
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The finding names xformers and the GPU's capability and points at SDPA or float16; FlashAttention's own check keeps its words. */
    @Test
    void xformersFindingNamesTheKernelAndTheWayOut() throws IOException {
        Finding old = only("`flshattF@v2.3.6` is not supported because:\n"
                + "    requires device with capability > (8, 0) but your GPU has capability (7, 5) (too old)");
        assertTrue(old.message().contains("xformers has no attention kernel for this node's GPU"), old.message());
        assertTrue(old.message().contains("your GPU has capability (7, 5) (too old)"), old.message());
        assertTrue(old.hint().contains("sdpa"), old.hint());
        Finding flash = only("RuntimeError: FlashAttention only supports Ampere GPUs or newer.");
        assertFalse(flash.message().contains("xformers"), flash.message());
    }
}
