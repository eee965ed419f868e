package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node LLM stacks (issue 26, doc23): torch elastic's agent lines and worker events as torchrun, verl and the RL
 * frameworks print them, torchrun's failure entry pasted without its header, vLLM's logger and worker prefixes in front of
 * an exception, ROLL's check of the Ray cluster, Ascend CANN's error codes (HCCL, read by the hccl.* codes since doc36; a code such as "EI0006"
 * must not read as a host), MindSpore's and Paddle's launchers (no code), PMIx's dstore lock message under Slurm, and zsh's
 * prompt naming the node a command ran on. One row per wording, written from the tool's format string (the last column
 * says which): the codes of the findings in order ("-": none), and the host and peer of the first. {@code \n} in a row is
 * a line break. The real logs these were checked on are in the open corpus (realworld/doctor, the doc23 block of index.tsv).
 */
class LlmStackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            {"name": "torchelastic.worker.status.FAILED", "source": "WORKER", "timestamp": 0, "metadata": {"run_id": "none", "global_rank": 3, "group_rank": 0, "worker_id": "11376", "role": "default", "hostname": "gpu-07", "state": "FAILED", "total_run_time": 20, "rdzv_backend": "static", "raw_error": "{\\"message\\": \\"<NONE>\\"}", "agent_restarts": 3}} | torch.child-failed | gpu-07 | | torch 1.9-1.10 agent/server/api.py _construct_event: Event("torchelastic.worker.status.%s", source=WORKER) printed as JSON, the worker's global_rank and the agent's hostname
            {"name": "torchelastic.worker.status.FAILED", "source": "WORKER", "timestamp": 0, "metadata": {"run_id": "4711", "global_rank": 12, "group_rank": 1, "worker_id": "8812", "role": "default", "hostname": "node12.cluster.example.org", "state": "FAILED", "total_run_time": 3021, "rdzv_backend": "c10d", "raw_error": "{\\"message\\": \\"<NONE>\\"}", "agent_restarts": 0}} | torch.child-failed | node12.cluster.example.org | | the same on the second node of a c10d rendezvous, a fully qualified host name
            0: {"name": "torchelastic.worker.status.FAILED", "source": "WORKER", "timestamp": 0, "metadata": {"run_id": "none", "global_rank": 0, "group_rank": 0, "worker_id": "93895", "role": "default", "hostname": "10.1.2.3", "state": "FAILED", "total_run_time": 7, "rdzv_backend": "static", "raw_error": "{\\"message\\": \\"<NONE>\\"}", "agent_restarts": 3}} | torch.child-failed | 10.1.2.3 | | the same behind srun --label, a host named by its address
            {"name": "torchelastic.worker.status.SUCCEEDED", "source": "WORKER", "timestamp": 0, "metadata": {"run_id": "none", "global_rank": 0, "group_rank": 0, "worker_id": "93895", "role": "default", "hostname": "gpu-07", "state": "SUCCEEDED", "total_run_time": 327467, "rdzv_backend": "static", "raw_error": null, "agent_restarts": 0}} | - | | | a worker that succeeded: no failure
            INFO:torch.distributed.elastic.agent.server.api:[default] Worker group FAILED. 3/3 attempts left; will restart worker group | - | | | torch 1.9-1.13 agent/server/api.py _invoke_run: "[%s] Worker group %s. %s/%s attempts left; will restart worker group": a restart is no failure by itself
            [2024-03-12 08:22:56,574] torch.distributed.elastic.agent.server.api: [INFO] [default] Worker group UNHEALTHY. 2/3 attempts left; will restart worker group | - | | | torch 2.0-2.1 with its own log format, an UNHEALTHY group restarted
            I0325 20:57:27.620000 2606 torch/distributed/elastic/agent/server/api.py:680] [trainer] Worker group FAILED. 1/3 attempts left; will restart worker group | - | | | torch 2.2-2.11 glog-style header, a role other than default
            gpu-07: INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (FAILED). Waiting 300 seconds for other agents to finish | torch.child-failed | gpu-07 | | _exit_barrier's line behind pdsh's "host: " prefix
            INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (FAILED). Waiting 300 seconds for other agents to finish | torch.child-failed | | | torch 1.9-1.13 _exit_barrier: "Local worker group finished (%s). Waiting %s seconds for other agents to finish"
            [2024-03-12 08:22:56,574] torch.distributed.elastic.agent.server.api: [INFO] Local worker group finished (WorkerState.FAILED). Waiting 300 seconds for other agents to finish | torch.child-failed | | | torch 2.x prints the state as WorkerState.FAILED
            [2024-03-12 08:22:56,574] torch.distributed.elastic.agent.server.api: [INFO] Local worker group finished (WorkerState.SUCCEEDED). Waiting 300 seconds for other agents to finish | - | | | a group that finished well: no failure
            [1]:\\n  time      : 2022-04-06_11:46:18\\n  host      : node12.cluster.example.org\\n  rank      : 7 (local_rank: 3)\\n  exitcode  : 1 (pid: 5002)\\n  error_file: <N/A> | torch.child-failed | node12.cluster.example.org | | torch elastic errors/__init__.py (1.9-2.11) failure entry "  host      : %s\\n  rank      : %d (local_rank: %d)\\n  exitcode  : %d (pid: %d)" without the Root Cause header
            [0]:\\n  time      : 2024-05-02_10:01:12\\n  host      : gpu-07\\n  rank      : 2 (local_rank: 2)\\n  exitcode  : -9 (pid: 36071)\\n  error_file: <N/A> | torch.child-failed | gpu-07 | | the same for a worker killed with SIGKILL
            Failures:\\n[1]:\\n  time      : 2024-05-02_10:01:12\\n  host      : gpu-08\\n  rank      : 5 (local_rank: 1)\\n  exitcode  : 1 (pid: 7)\\n  error_file: <N/A>\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-05-02_10:01:11\\n  host      : gpu-07\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 6) | torch.child-failed | gpu-07 | | the whole report: the Root Cause entry is the one reported, the other failure's entry no second finding
            AssertionError: The Ray clusters(ray_num_nodes: 0) cannot meet the required number of nodes (`num_nodes`2). | ray.resources-unavailable | | | alibaba/ROLL roll/distributed/scheduler/resource_manager.py (2025): assert "The Ray clusters(ray_num_nodes: %d) cannot meet the required number of nodes (`num_nodes`%d)."
            (TaskRunner pid=89197, ip=10.1.2.3) AssertionError: The Ray clusters(ray_num_nodes: 1) cannot meet the required number of nodes (`num_nodes`4). | ray.resources-unavailable | 10.1.2.3 | | the same raised in a Ray actor on a node named by Ray's prefix
            (VllmWorker rank=1 pid=7226) ERROR 09-03 03:02:37 [multiproc_executor.py:522] RuntimeError: HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 1 | hccl.failed | | | doc36: torch_npu's HCCL_CHECK_ERROR names the HCCL call that failed (hccl.failed); vllm/logger.py (0.6+) "%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] " behind vLLM v1's worker label "(VllmWorker rank=%d pid=%d) "
            ERROR 12-17 09:31:58 [engine.py:458] RuntimeError: Engine process failed to start. See stack trace for the root cause. | torch.exception | | | vllm/logger.py (0.6+) prefix alone before the exception
            (EngineCore_DP0 pid=610) ERROR 10-07 12:51:42 [logging_utils/dump_input.py:69] ValueError: Dumping input data for V1 LLM engine failed | torch.exception | | | vllm 0.9+ names the file by its path under vllm/ ("[%(fileinfo)s:%(lineno)d]")
            (RayWorkerWrapper pid=4183, ip=10.3.32.122) ERROR 06-03 23:13:39 worker_base.py:148] RuntimeError: NCCL error: unhandled system error | nccl.system-error | 10.3.32.122 | | vllm/logger.py 0.2-0.5 "%(levelname)s %(asctime)s %(filename)s:%(lineno)d] " behind Ray's worker prefix
            (AsyncVLLMInferenceEngine pid=31037, ip=172.29.150.136) RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details) | nccl.system-error | 172.29.150.136 | | vllm distributed/device_communicators/pynccl_wrapper.py NCCL_CHECK: raise RuntimeError(f"NCCL error: {error_str}") in a Ray actor
            ERROR 05-01 07:51:51 [core.py:2178] RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 1800000ms for recv operation to complete | gloo.timeout | | | gloo's recv time-out as vLLM's engine core logs it
            INFO 08-28 17:59:13 [pynccl.py:113] vLLM is using nccl==2.28.9 | - | | | vLLM's start-up line: no failure
            WARNING 11-24 08:50:33 [worker_base.py:301] Missing `shared_worker_lock` argument from executor. This argument is needed for mm_processor_cache_type='shm'. | - | | | a vLLM warning: no failure
            ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\\n\tclass_name: create_colocated_worker_cls.<locals>.WorkerDict\\n\tactor_id: 9c5f29e1bcd0f4df6b77731602000000\\n\tpid: 1230\\n\tip: 10.1.2.3 | ray.actor-died | 10.1.2.3 | | Ray 2.x ActorDiedError as verl's trainer raises it, the actor's address on its own line
            [rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: HcclAllreduce, error code is 6\\n[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times out. Reason: Remote Rank did not send the data in time. | hccl.connect-timeout,hccl.failed | | | doc36: the CANN code decides (EI0006), torch_npu's wrapper after it; torch_npu's OPS error then CANN's "EI0006: [PID: %d] %s Getting socket times out." (HCCL): the exception is reported, and no host "EI0006"
            [rank1]: EI0009: [PID: 2225827] 2025-09-24-20:59:48.119.066 Transport init error. Reason: [Create][DestLink]Create Dest error! createLink para:rank[1]-localUserrank[1]-localIpAddr[172.16.0.114], dst_rank[0]-remoteUserrank[0]-remote_ip_addr[172.16.0.114] | hccl.connect-failed | 172.16.0.114 | 172.16.0.114 | doc36: CANN EI0009 (HCCL transport init), this rank's and the peer's address
            EH9999: Inner Error! | - | | | CANN's inner error header: a code, not a host
            [ERROR] HCCL(3977573,all_reduce_test):2025-11-22-17:37:04.447.996 [hccl_socket_manager.cc:816] [3977663][Wait][LinkEstablish]wait socket establish timeout, role[0] rank[0] timeout[120 s] | hccl.connect-timeout | | | doc36: HCCL's plog (CANN 8.x hccl_socket_manager.cc), the socket set-up time-out
            [ERROR] ME(162078:281473590168608,MainProcess):2025-03-10-09:40:38.722.000 [mindspore/parallel/cluster/process_entity/_api.py:431] Time out nodes are ['3'] | - | | | MindSpore msrun (mindspore/parallel/cluster/process_entity/_api.py, 2.3-2.5): no MindSpore code
            [ERROR] ME(130371:281473296949264,MainProcess):2024-12-26-14:22:26.839.923 [mindspore/parallel/cluster/process_entity/_api.py:268] Worker process 130673 exit with exception. | - | | | the same launcher's worker exit line
            ERROR 2019-12-12 04:02:41,061 launch.py:269] ABORT!!! Out of all 4 trainers, the trainer process with rank=[0, 2] was aborted. Please check its log. | - | | | Paddle 1.6-2.x distributed launch (launch_utils.py): no Paddle code
            [gpu-07:1952597] PMIX ERROR: ERROR in file gds_ds12_lock_pthread.c at line 168 | - | | | PMIx 3.x src/mca/gds/ds12/gds_ds12_lock_pthread.c: the dstore lock of a server with another PMIx (Slurm's plugin), the job goes on
            [node12:400139] PMIX ERROR: ERROR in file ../../../../../../src/mca/gds/ds12/gds_ds12_lock_pthread.c at line 169 | - | | | the same with the build's relative path
            [gpu-07:12345] PMIX ERROR: OUT-OF-RESOURCE in file dstore_segment.c at line 207 | mpi.init-failed | gpu-07 | | other PMIx errors stay start-up failures
            alice@gpu-07 ~ % nvidia-smi\\nUnable to determine the device handle for GPU0000:03:00.0: Unknown Error | gpu.unreachable | gpu-07 | | zsh's default prompt "%n@%m %1~ %# " names the node nvidia-smi ran on
            root@node12 /tmp # nvidia-smi\\nUnable to determine the device handle for GPU0000:3B:00.0: Unknown Error | gpu.unreachable | node12 | | the same as root ("#")
            alice@login1 ~ % ssh gpu-07 nvidia-smi\\nUnable to determine the device handle for GPU0000:03:00.0: Unknown Error | gpu.unreachable | | | a command run on another node through ssh: the prompt's host is not the GPU's
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

}
