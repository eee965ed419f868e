package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Reinforcement-learning post-training across nodes (a trainer beside vLLM rollout engines under Ray): vLLM's sleep-mode allocator
 * (csrc/cumem_allocator.cpp, CUDA_CHECK's "CUDA Error: %s at %s:%d") failing on wake-up as printed and as retyped in lower case in an
 * issue title (out of memory is torch.cuda-oom, any other driver error torch.cuda-error); NCCL's CUDACHECK WARN in the weight-update
 * group behind Ray's actor prefix; the store's "clients joined" time-out quoted in a Chinese sentence; the raylet's worker death in
 * Ray 2.5x's "Lease ID" wording; the WARN alone or its INFO trace alone (a warning, an INFO finding); and negatives (the allocator's sleep report, the
 * wake_up frame alone). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledRlPostTrainingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            cuda error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 | torch.cuda-oom |  |  | verl issue 302: vLLM's CUDA_CHECK line retyped in lower case as the issue's title
            RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62 | torch.cuda-oom |  |  | vLLM 0.7.2+ csrc/cumem_allocator.cpp: python_create_and_map raising the CUDA_CHECK message on wake_up
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
