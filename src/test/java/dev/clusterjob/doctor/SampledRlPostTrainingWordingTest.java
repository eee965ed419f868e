package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * RL post-training whose trainer and rollout engine share GPUs: vLLM's start-up guard that finds less free memory on the GPU
 * than gpu_memory_utilization asks for (0.8-0.10 without the device, 0.11+ with it, behind the engine core's prefix, lower-cased in
 * a title, cut to the sentence in another), and vLLM's sleep-mode allocator failing when wake_up maps the memory back (out of
 * memory at any line of cumem_allocator.cpp, bare, as a RuntimeError, behind Ray's actor prefix with its repeat count, inside a
 * wrapper's wake-up message) or on another driver error. Negatives: the guard's words in a source line, the advice line alone,
 * and sleep mode's healthy INFO lines. {@code \n} is a line break.
 */
class SampledRlPostTrainingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU memory utilization (0.95, 45.01 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes. | torch.cuda-oom |  |  | vLLM 0.8-0.10 v1/worker/gpu_worker.py init_device (vllm-project/vllm#20305, 0.9.1)
            (EngineCore_DP0 pid=6940) ValueError: Free memory on device cuda:1 (19.77/22.05 GiB) on startup is less than desired GPU memory utilization (0.9, 19.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes. | torch.cuda-oom |  |  | vLLM 0.11+ v1/worker/utils.py request_memory, the device named, behind the engine core's prefix (pytorch/pytorch#175666)
            [release 2.11][vllm] Distributed failures - free memory on device cuda:0 (19.77/22.05 GiB) on startup is less than desired GPU memory utilization (0.9, 19.84 GiB) | torch.cuda-oom |  |  | the same lower-cased in an issue title (pytorch/pytorch#175666)
            vLLMAsyncRollout _loop_forever error: Free memory on device on startup is less than desired GPU memory utilization (0.8) | torch.cuda-oom |  |  | the same cut to the sentence in a title, a fully async rollout worker beside its FSDP model (verl-project/verl#4229)
                    and "on startup is less than desired GPU memory utilization" in message | - |  |  | negative: the guard's words in a source line that tests for it
            Decrease GPU memory utilization or reduce GPU memory used by other processes. | - |  |  | negative: the guard's advice alone (the error line cut away)
            RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 | torch.cuda-oom |  |  | vLLM 0.7.x csrc/cumem_allocator.cpp CUDA_CHECK "CUDA Error: %s at %s:%d" raised by python_create_and_map on wake_up (vllm-project/vllm#13941)
            (LLMRayActor pid=347860) CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 [repeated 3x across cluster] | torch.cuda-oom |  |  | the same written to stderr behind Ray's actor prefix and its repeat count (TideDra/lmm-r1#43)
            CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:139 | torch.cuda-oom |  |  | the same at a later version's line, mapping the KV cache back
                Wake-up failed on Rank 0: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:163 | torch.cuda-oom |  |  | the same inside a rollout server's wake-up message, indented
            CUDA Error: invalid argument at /workspace/csrc/cumem_allocator.cpp:235 | torch.cuda-error |  |  | the same CUDA_CHECK with another driver error (cuMemRelease in unmap_and_release)
            (LLMRayActor pid=1212157) INFO 06-20 01:36:37 worker.py:133] Sleep mode freed 46.35 GiB memory, 26.10 GiB memory is still in use. [repeated 15x across cluster] | - |  |  | negative: sleep mode's healthy report (OpenRLHF/OpenRLHF#1065)
            (LLMRayActor pid=1179173, ip=10.136.148.90) INFO 06-20 01:37:11 executor_base.py:219] It took 1.462464 seconds to wake up. | - |  |  | negative: a healthy wake-up (OpenRLHF/OpenRLHF#1065)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
