package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Inference servers other than vLLM and SGLang failing on several GPUs: the TensorRT-LLM runtime's check that a node has GPUs for
 * tensor x pipeline parallel (alone, after its assertion prefix, inside Triton's model status table whose column wraps it) is
 * parallel.layout-mismatch; a text-generation-inference shard that died on a signal of its own fault is process.crashed (its
 * signal 9, a kill from outside, is not); Triton Inference Server's missing backend library is launch.library-not-found. Columns:
 * the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledInferenceServersWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source (the texts hold markdown tables' bars) */
    private static final String ROWS = """
            RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Number of GPUs per node 1 must be at least as large as TP (2) * PP (1) (/app/tensorrt_llm/cpp/tensorrt_llm/runtime/worldConfig.cpp:95) ¦ parallel.layout-mismatch ¦  ¦  ¦ TensorRT-LLM runtime/worldConfig.cpp TLLM_CHECK_WITH_INFO under its assertion prefix
            | tensorrt_llm     | 1       | UNAVAILABLE: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion failed: Number of GPUs per node 1 must be at least as large as TP (4) *  |\\n|                  |         | PP (1) (/app/tensorrt_llm/cpp/tensorrt_llm/ ¦ parallel.layout-mismatch ¦  ¦  ¦ tensorrtllm_backend issue 283: Triton's status table wraps the check after TP's size
            [TensorRT-LLM][ERROR] Number of GPUs per node 4 must be at least as large as TP (8) * PP (2) ¦ parallel.layout-mismatch ¦  ¦  ¦ the same check without the assertion prefix, a pipeline size over one
            TLLM_CHECK_WITH_INFO(static_cast<SizeType>(numDevices) >= tensorParallelism * pipelineParallelism,\\n        "Number of GPUs per node %d must be at least as large as TP (%d) * PP (%d)", mGpusPerNode, mTensorParallelism, ¦ - ¦  ¦  ¦ negative: the source line with its format string, no numbers
            2024-03-06T17:53:31.052444Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 4 rank=0\\nError: ShardCannotStart ¦ process.crashed ¦  ¦  ¦ text-generation-inference issue 1627: TGI launcher main.rs, SIGILL, the span's rank after it
            2023-09-12T10:27:01.123456Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 11 rank=1\\n2023-09-12T10:27:01.223456Z ERROR text_generation_launcher: Shard 1 failed to start ¦ process.crashed ¦  ¦  ¦ the same launcher line for a segmentation fault of the second shard
            ERROR text_generation_launcher: Shard process was signaled to shutdown with signal 6 ¦ process.crashed ¦  ¦  ¦ an older launcher's wording (subprocess's Signaled), no rank span
            2024-08-11T09:36:31.932556Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 9 rank=0 ¦ - ¦  ¦  ¦ negative: signal 9 is a kill from outside (memory), not the shard's own crash
            2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output: ¦ - ¦  ¦  ¦ negative: the stderr header alone
            E0120 08:28:09.425599 2049 model_lifecycle.cc:654] "failed to load 'tensorrt_llm' version 1: Invalid argument: unable to find backend library for backend 'tensorrtllm', try specifying runtime on the model configuration." ¦ launch.library-not-found ¦  ¦  ¦ triton-inference-server/server issue 7950: model_lifecycle.cc's quoted message (24.x+)
            E0326 10:10:41.293702 1 model_lifecycle.cc:654] "failed to load 'model_name' version 1:\\nInvalid argument: unable to find backend library for backend 'tensorflow',\\ntry specifying runtime on the model configuration." ¦ launch.library-not-found ¦  ¦  ¦ a deployment guide's troubleshooting: the same message wrapped, the line starting at the status
            E1102 08:26:36.012527 1349 model_lifecycle.cc:626] failed to load 'preprocessing' version 1: Invalid argument: unable to find backend library for backend 'python', try specifying runtime on the model configuration. ¦ launch.library-not-found ¦  ¦  ¦ Triton 2.3x: the message unquoted
            I0120 08:28:09.425626 2049 model_lifecycle.cc:789] "failed to load 'tensorrt_llm'" ¦ - ¦  ¦  ¦ negative: the load failure's summary alone says no why
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
