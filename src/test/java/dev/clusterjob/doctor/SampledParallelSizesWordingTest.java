package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Parallel and batch sizes that do not fit the processes or GPUs a job started, in the words of the frameworks that check
 * them: DeepSpeed's batch assertion quoted from its second clause on, nanotron's ParallelContext (the tuple its ValueError
 * prints, the asserts before it, the TP*CP*DP*PP assert of 2025+) and its attention-head checks, TensorRT-LLM's runners
 * (the engine's world size against the MPI world, the heads against tp_size), vLLM's executors against the node's GPUs,
 * torch's new_group with more ranks than the world and DeviceMesh on a world that is not whole nodes of GPUs, and NeMo 2's
 * checks of trainer.devices x num_nodes against the parallel sizes and the batch. Negatives: the relation named in prose
 * without numbers, the source lines of the raises and asserts (no digits, or a quote before the text), vLLM's warning that
 * tensor parallel exceeds a node's GPUs.
 */
class SampledParallelSizesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size2 != 1 * 1 * 1 | parallel.layout-mismatch |  |  | DeepSpeed runtime/config.py _batch_assertion before 0.5.10 (no blank before the numbers), quoted without "Check batch related parameters." (deepspeedai/DeepSpeed#1734)
            AssertionError: train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size 16 != 2 * 1 * 4 | parallel.layout-mismatch |  |  | the same (0.5.10+, with the blank) from its second clause on
            The check is train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size, so set it to auto | - |  |  | negative: the relation named in prose, without numbers
            ValueError: ('The number of process requires to run all replicas (8)', 'must be equal to the world size (4).') | parallel.layout-mismatch |  |  | nanotron parallel/context.py ParallelContext (2024-01 to 2025-03): two arguments, printed as a tuple (huggingface/nanotron#250)
            AssertionError: TP*CP*DP*PP=2*1*1*4=8 != WORLD_SIZE=4 | parallel.layout-mismatch |  |  | nanotron parallel/context.py (2025-03+)
            AssertionError: The total number of processes must be divisible by the data parallel size. | parallel.layout-mismatch |  |  | nanotron parallel/context.py (2024-01 to 2025-03), the first assert
            AssertionError: The total number of processes must be divisible bythe number of GPUs per model (tensor_parallel_size * pipeline_parallel_size). | parallel.layout-mismatch |  |  | the second assert, its two pieces joined without a blank
                    ), "The total number of processes must be divisible by the data parallel size." | - |  |  | negative: the assert's source line in a traceback
            AssertionError: Number of attention heads (32) must be divisible by TP size (3). | parallel.layout-mismatch |  |  | nanotron models/llama.py, starcoder2.py (2023-09+)
            AssertionError: Number of key/value heads (8) must be divisible by TP size (16). | parallel.layout-mismatch |  |  | the same for the key/value heads
            AssertionError: num_attention_heads (28) must be divisible by tp (8) | parallel.layout-mismatch |  |  | nanotron config/config.py (2025-03+)
            AssertionError: The number of heads (40) is not a multiple of tp_size (3) | parallel.layout-mismatch |  |  | TensorRT-LLM examples' run.py / runtime model_runner.py (0.5-0.8)
            AssertionError: Engine world size (2) != Runtime world size (1) | parallel.layout-mismatch |  |  | TensorRT-LLM run.py / model_runner.py (0.5-0.1x), a 2-GPU engine run without mpirun
            BaiChuan: AssertionError: Engine world size (2 * 1) != Runtime world size (1) | parallel.layout-mismatch |  |  | the tp * pp form in an issue title (NVIDIA/TensorRT-LLM#753)
                    f'Engine world size ({tp_size} * {pp_size}) != Runtime world size ({mpi_world_size()})' | - |  |  | negative: the assert's f-string in a traceback
            RuntimeError: please ensure that world_size (2) is less than than max local gpu count (1) | parallel.layout-mismatch |  |  | vLLM executor/multiproc_gpu_executor.py (0.5-0.6), "than" doubled as printed
            AssertionError: please set tensor_parallel_size (4) to less than max local gpu count (2) | parallel.layout-mismatch |  |  | vLLM v1/executor/multiproc_executor.py (0.8+)
            (EngineCore_DP0 pid=570282) AssertionError: local_world_size (16) must be less than or equal to the number of visible devices (8). | parallel.layout-mismatch |  |  | vLLM v1/worker/gpu_worker.py init_device (0.11+) behind the engine core's prefix, TP 16 over two 8-GPU nodes
                            f"is less than than max local gpu count ({cuda_device_count})" | - |  |  | negative: the f-string's source line
            ValueError: the new group's world size should be less or equal to the world size set by init_process_group | parallel.layout-mismatch |  |  | torch distributed_c10d.py new_group: more ranks in the group than in the world
            ValueError: the new group's world size should be less or equal to the world | parallel.layout-mismatch |  |  | the same as a paste wraps it after "the world"
            (EngineCore_DP0 pid=1912) WARNING 12-16 19:14:02 [ray_utils.py:336] Tensor parallel size (16) exceeds available GPUs (8). | - |  |  | negative: vLLM's Ray placement warning (a working multi-node start)
            RuntimeError: DeviceMesh only support homogeneous hardware, but found 12 ranks and 8 cuda devices! | parallel.layout-mismatch |  |  | torch distributed/device_mesh.py (2.1-2.11): a world size that is not whole nodes of GPUs
            [rank3]: RuntimeError: DeviceMesh only support homogeneous hardware, but found 6 ranks and 4 cuda devices! | parallel.layout-mismatch |  |  | the same behind torch's rank prefix
                                f"DeviceMesh only support homogeneous hardware, but found " | - |  |  | negative: the raise's source line
            AssertionError: Number of GPUs must be divisible by the product of all parallelism sizes for data parallel. | parallel.layout-mismatch |  |  | NeMo 2 llm api.py _validate_config (2.0+): trainer.devices x num_nodes against tp x pp x cp
            AssertionError: Global batch size must be divisible by the product of micro batch size and data parallel size | parallel.layout-mismatch |  |  | the same, the global batch against micro batch x data parallel size
            AssertionError: Number of experts should be a multiple of expert model parallel_size. | parallel.layout-mismatch |  |  | the same, the experts against expert parallel size
                    ) == 0, "Number of GPUs must be divisible by the product of all parallelism sizes for data parallel." | - |  |  | negative: the assert's source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
