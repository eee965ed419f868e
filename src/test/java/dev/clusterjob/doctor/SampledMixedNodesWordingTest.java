package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A GPU of an older generation asked to run bfloat16 (a Volta or Turing node in a mixed partition): vLLM's dtype check in its
 * releases' wordings, as raised, behind a launcher's host prefix and pasted in lower case. Negatives: vLLM's own lines about the
 * dtype it chose and the check's source line in a traceback stay healthy. Columns: the codes of the findings in order ("-": no
 * error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledMixedNodesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            valueerror: bfloat16 is only supported on gpus with compute capability of at least 8.0. your tesla v100-sxm2-32gb gpu has compute capability 7.0. | cuda.version-mismatch |  |  | the corpus log: vLLM's check on a V100, pasted in lower case
            ERROR 2025-07-21 14:34:24.934 async_trtllm_engine_factory.py:62] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 6000 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half. | cuda.version-mismatch |  |  | the corpus log: NVIDIA NIM's engine factory logs vLLM's message with the float16 advice
            ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla V100-SXM2-32GB GPU has compute capability 7.0. | cuda.version-mismatch |  |  | vLLM worker.py _check_if_gpu_supports_dtype, the early form ("Your %s GPU has compute capability %d.%d.")
            ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half. | cuda.version-mismatch |  |  | the later form with the float16 advice (its missing blank before `dtype` kept)
            ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVIDIA GeForce GTX 1080 GPU does not have a compute capability. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half. | cuda.version-mismatch |  |  | the platform-layer form where no capability is known
            gpu-node-7: ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla V100-PCIE-16GB GPU has compute capability 7.0. | cuda.version-mismatch | gpu-node-7 |  | the same behind pdsh's "host: " prefix: the older node of a mixed job is named
            (RayWorkerWrapper pid=5121, ip=10.0.0.12) ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. | cuda.version-mismatch | 10.0.0.12 |  | the same from a Ray worker of a multi-node vLLM: its prefix names the node
            WARNING 09-05 11:20:13 config.py:467] Casting torch.bfloat16 to torch.float16. | - |  |  | negative: vLLM casting the model's dtype is no failure
            INFO 09-05 11:20:13 llm_engine.py:72] Initializing an LLM engine with config: model='baichuan-inc/Baichuan2-13B-Chat', dtype=torch.bfloat16, tensor_parallel_size=2 | - |  |  | negative: the engine's configuration line names bfloat16
                "Bfloat16 is only supported on GPUs with compute capability " | - |  |  | negative: the check's source line, as a traceback may show it, has no capability in it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
