package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed jobs failing at run time across nodes, as users paste them: the launcher's sigkill_handler kill lines
 * without its "exits with return code" line (cut, or that line cut inside the rank's command list), behind pdsh's prefix or with markdown
 * link artifacts around "launch.py:N"; NCCL's "unhandled cuda error" as a title writes it; torch's store based barrier time-out quoted
 * without its key; a DistNetworkError followed by the paste's next words; CUDA's "API call is not supported in the installed CUDA driver"
 * through NCCL and torch. One row per wording and release, with host names of several shapes (an address, a short name, a fully qualified
 * name, a Kubernetes-style worker); the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is
 * a line break.
 */
class DeepSpeedRuntimePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            10.0.3.17: [2023-10-13 11:31:28,593] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 249\\n10.0.3.17: [2023-10-13 11:31:58,630] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 250 | deepspeed.rank-exit | 10.0.3.17 |  | DeepSpeed 0.10-0.11 launch.py:315 sigkill_handler logger.info "Killing subprocess %d", behind pdsh's address prefix
            worker-1: [2024-02-15 22:41:21,484] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 4989 | deepspeed.rank-exit | worker-1 |  | the same behind pdsh's short host name
            node12.cluster.example.org: [2021-11-21 08:32:07,148] [INFO] [launch.py:131:sigkill_handler] Killing subprocess 250621 | deepspeed.rank-exit | node12.cluster.example.org |  | DeepSpeed 0.5 launch.py:131, behind a fully qualified host name
            [2023-05-29 10:11:41,167] [INFO] [[launch.py:318](http://launch.py:318/):sigkill_handler] Killing subprocess 8763 | deepspeed.rank-exit |  |  | DeepSpeed 0.8-0.9 launch.py:318 with markdown link artifacts around the file name
            [2024-02-15 22:41:38,785] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 4990\\n[2024-02-15 22:41:38,785] [ERROR] [launch.py:321:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank=1', '--version', 'llava-llama-2-13b-ch | deepspeed.rank-exit |  |  | DeepSpeed 0.11 launch.py:321 logger.error cut inside the rank's command list (no return code)
            [2023-04-14 13:11:27,879] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 13266\\n[2023-04-14 13:11:27,885] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py', '--local_rank=0'] exits with return code = -9 | deepspeed.rank-exit |  |  | DeepSpeed 0.9 launch.py:434 with its exit line: one finding (the kill lines' rule is a fallback)
            gpu-07: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB (GPU 0; 31.75 GiB total capacity; 30.25 GiB already allocated; 62.19 MiB free; 30.67 GiB reserved in total by PyTorch)\\ngpu-07: [2023-07-21 10:00:01,001] [INFO] [launch.py:318:sigkill_handler] Killing subprocess 9001 | torch.cuda-oom,deepspeed.rank-exit | gpu-07 |  | the rank's own error before the kill lines is the finding, the launcher's kill reported after it
            [2024-06-01 10:00:01,120] [INFO] [launch.py:316:sigkill_handler] Killing subprocess 12345\\n[2024-06-01 10:00:01,121] [INFO] [launch.py:322:sigkill_handler] Main process received SIGINT, exiting | - |  |  | DeepSpeed 0.6-0.16 launch.py sigkill_handler's "Main process received %s, exiting": the launcher itself was interrupted (Ctrl-C), no rank failed
            gpu-07: [2024-06-01 10:00:01,120] [INFO] [launch.py:316:sigkill_handler] Killing subprocess 12345\\ngpu-07: [2024-06-01 10:00:01,121] [INFO] [launch.py:322:sigkill_handler] Main process received SIGTERM, exiting | - |  |  | the same for SIGTERM (scancel, a time limit), behind pdsh's prefix
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2024-06-01T10:00:00 DUE TO TIME LIMIT ***\\n[2024-06-01 10:00:01,120] [INFO] [launch.py:316:sigkill_handler] Killing subprocess 12345 | slurm.time-limit | gpu-07 |  | Slurm ended the job: its own line is the finding, the launcher's kill lines are not a rank's failure
            Killing subprocess 1234 | - |  |  | torch 1.x torch/distributed/launch.py's print (no DeepSpeed logger tag): not DeepSpeed's line
            Multi-node inference with Bloom: Unhandled CUDA error in ProcessGroupNCCL.cpp (called from all_reduce in torch) | torch.cuda-error |  |  | NCCL 2.x ncclGetErrorString "unhandled cuda error" as an issue title writes torch's ProcessGroupNCCL.cpp error
            gr064: RuntimeError: NCCL error in: /opt/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled cuda error, NCCL version 2.10.3 | torch.cuda-error | gr064 |  | torch 1.11 ProcessGroupNCCL.cpp "NCCL error in: %s:%d, %s", behind pdsh's prefix (one finding)
            the job fails with unhandled cuda error in /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:260 on the second node | torch.cuda-error |  |  | torch 1.0-1.1's file path quoted inside a sentence
            RuntimeError: Timed out initializing process group in store based barrier on rank 2 # for all rank | torch.rendezvous-timeout |  |  | torch 1.x distributed_c10d.py _store_based_barrier quoted without its key, a note of the user's after it
            RuntimeError: Timed out initializing process group in store based barrier on rank: 7, for key: store_based_barrier_key:32 (world_size=8, worker_count=4, timeout=0:00:30) | torch.rendezvous-timeout |  |  | torch 1.13 _store_based_barrier's full line (one finding)
            torch.distributed.DistNetworkError: Connection reset by peer\\nI'm running following deepspeed command for finetuning in my venv: | torch.store-failed |  |  | torch 2.1+ c10d Utils.hpp DistNetworkError as an issue title, the paste's next line joined to it
            10.119.24.53: torch.distributed.DistNetworkError: Broken pipe. | torch.store-failed | 10.119.24.53 |  | the same with a full stop after it, behind pdsh's address prefix
            RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, internal error, NCCL version 2.14.3\\nncclInternalError: Internal check failed.\\nLast error:\\nCuda failure 'API call is not supported in the installed CUDA driver' | cuda.version-mismatch |  |  | CUDA runtime cudaErrorCallRequiresNewerDriver (36) through NCCL 2.14's CUDACHECK under torch 2.0
            pt-gbcg65vy-worker-0: RuntimeError: CUDA error: API call is not supported in the installed CUDA driver | cuda.version-mismatch | pt-gbcg65vy-worker-0 |  | the same through torch's CUDA check, behind a Kubernetes worker's name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
