package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * RL post-training whose trainer and rollout engine share GPUs: vLLM's start-up guard that finds less free memory on the GPU
 * than gpu_memory_utilization asks for (0.8-0.10 without the device, 0.11+ with it, behind the engine core's prefix, lower-cased in
 * a title, cut to the sentence in another), and vLLM's sleep-mode allocator failing when wake_up maps the memory back (out of
 * memory at any line of cumem_allocator.cpp, bare, as a RuntimeError, behind Ray's actor prefix with its repeat count, inside a
 * wrapper's wake-up message) or on another driver error. Negatives: the guard's words in a source line, the advice line alone,
 * and sleep mode's healthy INFO lines. Then the same stacks across nodes: the allocator's line retyped in lower case in an issue
 * title and behind verl's Ray actor prefix with its ip= (names the node), NCCL's CUDACHECK WARN in the weight-update group made
 * across Ray actors (with the trace line of its failing call: the cause; alone: a warning; the trace alone: an INFO finding), the
 * store's "clients joined" time-out quoted in a Chinese sentence, the raylet's worker death in Ray 2.5x's "Lease ID" wording, and
 * the allocator's sleep report and a wake_up frame as negatives. {@code \n} is a line break.
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
            cuda error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 | torch.cuda-oom |  |  | verl issue 302: vLLM's CUDA_CHECK line retyped in lower case as the issue's title
            (WorkerDict pid=1751030, ip=10.65.194.91) RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 | torch.cuda-oom | 10.65.194.91 |  | the same behind verl's Ray actor prefix: names the node
            cuda error: operation not supported at csrc/cumem_allocator.cpp:62 | torch.cuda-error |  |  | the same CUDA_CHECK with another driver error (no virtual memory management), retyped in lower case
            (LLMRayActor pid=116812) a5fa65866c9c:116812:120158 [0] transport/p2p.cc:272 NCCL WARN Cuda failure 'invalid argument'\\n(LLMRayActor pid=116812) a5fa65866c9c:116812:120158 [0] NCCL INFO transport/p2p.cc:327 -> 1 | torch.cuda-error | a5fa65866c9c |  | vLLM issue 5477: NCCL's CUDACHECK WARN in OpenRLHF's weight-update group behind Ray's actor prefix, its call failing after it
            (LLMRayActor pid=116812) a5fa65866c9c:116812:120158 [0] transport/p2p.cc:272 NCCL WARN Cuda failure 'invalid argument' | nccl.warn | a5fa65866c9c |  | the WARN alone (the lines after it cut): a warning, the failing call not shown
            系统日志显示:"Timed out after 1801 seconds waiting for clients. 17/33 clients joined",表明只有部分节点成功加入分布式训练集群。 | torch.rendezvous-timeout |  |  | a gitcode article on OpenRLHF's vLLM engines: torch's TCPStore time-out quoted in a Chinese sentence
            (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. Lease ID: 4b000000c32da20c Worker ID: bfe6d8300c586443 Node ID: 4b955aeb106f6f5a Worker IP address: 10.109.18.239 Worker port: 10015 Worker PID: 1530113 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. | ray.actor-died | 10.109.18.239 |  | NeMo RL issue 2937: the raylet's report in Ray 2.5x's Lease ID wording (ids shortened)
            (VllmGenerationWorker pid=331005) INFO 06-24 09:11:00 [cumem.py:216] CuMemAllocator: sleep freed 105.73 GiB memory in total, of which 56.88 GiB is backed up in CPU and the rest 48.85 GiB is discarded directly. | - |  |  | negative: the allocator's sleep report, no failure
            (main_task pid=1748945)     self.inference_engine.wake_up() | - |  |  | negative: the wake_up frame alone
            (LLMRayActor pid=116812) a5fa65866c9c:116812:120158 [0] NCCL INFO transport/p2p.cc:327 -> 1 | nccl.error-trace | a5fa65866c9c |  | NCCL's INFO trace of a failed call without the WARN that names the error: an INFO finding only, no error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
