package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node inference serving whose engine counts only the GPUs of the node it starts on: vLLM's ParallelConfig refuses a
 * tensor parallel (or world) size above them, as pydantic's "Value error, ..." under a ValidationError, alone in a code block,
 * or as the ValueError of 0.11.1+ with "in this node". Negatives: Ray's placement warning that tensor parallel workers may
 * spread over nodes, the executor's choice of backend and the source line of the raise, which must stay healthy.
 * {@code \n} is a line break.
 */
class SampledServingFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig\\n  Value error, Tensor parallel size (2) cannot be larger than the number of available GPUs (1). [type=value_error, input_value=ArgsKwargs((), {'pipeline...'_api_process_rank': 0}), input_type=ArgsKwargs]\\n    For further information visit https://errors.pydantic.dev/2.11/v/value_error | parallel.layout-mismatch |  |  | vLLM 0.11-0.12 ParallelConfig under pydantic 2.11's ValidationError (ai-dynamo/dynamo#4934)
            Value error, Tensor parallel size (16) cannot be larger than the number of available GPUs (8) | parallel.layout-mismatch |  |  | the same alone in a code block, without its period (NVIDIA-NeMo/Skills#1059)
            [Bug]: Value error, Tensor parallel size (2) cannot be larger than the number of available GPUs (1). | parallel.layout-mismatch |  |  | the same in an issue title
            ValueError: World size (16) is larger than the number of available GPUs (8) in this node. If this is intentional and you are using:\\n- ray, set '--distributed-executor-backend ray'.\\n- multiprocessing, set '--nnodes' appropriately. | parallel.layout-mismatch |  |  | vLLM config/parallel.py __post_init__ (0.11.1+) "World size (%d) is larger than the number of available GPUs (%d) in this node."
            (EngineCore_DP0 pid=6183) ValueError: World size (8) is larger than the number of available GPUs (4) in this node. If this is intentional and you are using: | parallel.layout-mismatch |  |  | the same behind the engine core's process prefix
            WARNING 02-22 21:02:44 ray_utils.py:180] tensor_parallel_size=2 is bigger than a reserved number of GPUs (1 GPUs) in a node c797a74e172f57f36312f0618dd4e52b02c6ad65733d6b51adf62ab6. Tensor parallel workers can be spread out to 2+ nodes which can degrade the performance unless you have fast interconnect across nodes, like Infiniband. | - |  |  | negative: vLLM's placement warning for workers spread over nodes (a working multi-node start)
            DEBUG 11-24 22:55:33 [parallel.py:512] Defaulting to use ray for distributed inference | - |  |  | negative: the executor's choice of backend
                    f"World size ({self.world_size}) is larger than the number of " | - |  |  | negative: the source line of the raise in a traceback (no numbers)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
