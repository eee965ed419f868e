package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch elastic's restart and rendezvous machinery (issue 26, doc75): torchrun's agent stopped by a signal (agent/server/api.py
 * "Received %s death signal, shutting down workers" in each logging style of torch 1.9-2.11, multiprocessing/api.py's SignalException),
 * and where Slurm sent that signal; a keep-alive that lost the c10d store and the agent that then stopped its workers
 * (dynamic_rendezvous.py _keep_alive); the etcd back-ends' RendezvousConnectionError beside the c10d one; torch 1.x's RuntimeError form of
 * torch's NCCL error line; pybind11's "No constructor defined!" of a compiled library of another version; and lines of a healthy restart.
 * One row per wording and release, behind launcher prefixes and with host names of several shapes; the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class ElasticRendezvousWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            WARNING:torch.distributed.elastic.agent.server.api:Received 1 death signal, shutting down workers\\nWARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2704351 closing signal SIGHUP | torch.agent-signal |  |  | torch 1.9-1.13 agent/server/api.py _invoke_run's log.warning under Python logging's default format: a closed terminal's SIGHUP
            gpu-07: WARNING:torch.distributed.elastic.agent.server.api:Received 2 death signal, shutting down workers | torch.agent-signal | gpu-07 |  | the same for ctrl+c (SIGINT), behind pdsh's prefix
            [2024-04-04 12:32:00,896] torch.distributed.elastic.agent.server.api: [WARNING] Received Signals.SIGTERM death signal, shutting down workers | torch.agent-signal |  |  | torch 2.1-2.3 (the agent's own logger format), Python 3.10 and older: the signal as the enum's str()
            W0409 07:28:49.530000 1359 torch/distributed/elastic/agent/server/api.py:719] Received 15 death signal, shutting down workers\\nW0409 07:28:49.531000 1359 torch/distributed/elastic/multiprocessing/api.py:897] Sending process 1365 closing signal SIGTERM | torch.agent-signal |  |  | torch 2.4-2.11 glog-style lines, Python 3.11+: the signal as a number
            node12.cluster.example.org: W0823 16:54:02.337000 139733055988160 torch/distributed/elastic/agent/server/api.py:688] Received Signals.SIGTERM death signal, shutting down workers | torch.agent-signal | node12.cluster.example.org |  | torch 2.4 (NGC 24.07) glog-style line under Python 3.10, behind pdsh's prefix with a domain
            torch.distributed.elastic.multiprocessing.api.SignalException: Process 2920830 got signal: 1 | torch.agent-signal |  |  | torch 1.9-2.11 multiprocessing/api.py _terminate_process_handler: the exception torchrun ends with
            0: Traceback (most recent call last):\\n0:   File "/usr/bin/torchrun", line 8, in <module>\\n0: torch.distributed.elastic.multiprocessing.api.SignalException: Process 642371 got signal: 15 | torch.agent-signal |  |  | the same for SIGTERM at the end of torchrun's traceback, behind srun --label
            训练到中途：torch.distributed.elastic.multiprocessing.api.SignalException: Process 17871 got signal: 1 | torch.agent-signal |  |  | the exception run onto a Chinese sentence (an issue's title)
            torch.distributed.elastic.rendezvous.api.RendezvousClosedError\\nW0409 07:28:49.530000 1359 torch/distributed/elastic/agent/server/api.py:719] Received 15 death signal, shutting down workers | torch.agent-signal,torch.rendezvous-closed |  |  | torch 2.4-2.7: one node's rendezvous closed because the other node's agent was killed (pytorch#150916): the signal is the cause
            srun: error: cdr2596: task 1: Exited with exit code 1\\nsrun: Terminating StepId=21941655.1\\nWARNING:torch.distributed.elastic.agent.server.api:Received 15 death signal, shutting down workers | slurm.task-failed | cdr2596 |  | srun 21.08+ "Terminating StepId=%s": Slurm sent the agent's SIGTERM after a task failed, so only Slurm's lines are findings
            slurmstepd: error: *** JOB 4242 ON a100-n03 CANCELLED AT 2024-05-02T10:00:01 DUE TO TIME LIMIT ***\\nW0502 10:00:01.100000 811 torch/distributed/elastic/agent/server/api.py:704] Received 15 death signal, shutting down workers | slurm.time-limit | a100-n03 |  | slurmstepd's "*** JOB %u ON %s CANCELLED AT %s DUE TO TIME LIMIT ***" (Slurm 14.11-25.x): the time limit's SIGTERM reached torchrun
            WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node 'docker.b_3427_0' has failed to send a keep-alive heartbeat to the rendezvous 'test' due to an error of type RendezvousConnectionError.\\nWARNING:torch.distributed.elastic.multiprocessing.api:Sending process 3494 closing signal SIGTERM | torch.store-failed | docker.b |  | torch 1.10-1.13 dynamic_rendezvous.py _keep_alive: the store's agent killed, so this agent stopped its workers
            W0213 12:07:20.086000 870572 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:1250] The node 'gpu-node-3.cluster.local_4012_0' has failed to send a keep-alive heartbeat to the rendezvous 'job42' due to an error of type RendezvousConnectionError.\\nW0213 12:07:20.100000 870572 torch/distributed/elastic/multiprocessing/api.py:897] Sending process 4013 closing signal SIGTERM | torch.store-failed | gpu-node-3.cluster.local |  | torch 2.4-2.11 glog-style lines: the same with a host name that has a domain
            W0213 12:07:20.086000 870572 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:1250] The node 'ip-10-0-1-17_4012_0' has failed to send a keep-alive heartbeat to the rendezvous 'job42' due to an error of type RendezvousConnectionError. | torch.store-failed | ip-10-0-1-17 |  | the same keep-alive failure with the workers still running: one heartbeat lost, a note (severity info)
            WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node 'v2-worker-0_8_0' has failed to send a keep-alive heartbeat to the rendezvous 'v2' due to an error of type RendezvousTimeoutError.\\nWARNING:torch.distributed.elastic.multiprocessing.api:Sending process 90 closing signal SIGTERM | torch.store-failed | v2-worker-0 |  | the keep-alive that timed out (RendezvousTimeoutError: the store was slow): a note, not the lost store
            torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to etcd has failed. See inner exception for details. | torch.rendezvous-timeout |  |  | torch 1.9-2.11 etcd_rendezvous_backend.py _create_etcd_client (--rdzv-backend=etcd-v2)
            [rank0]: torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to etcd has failed. See inner exception for details. | torch.rendezvous-timeout |  |  | the same behind torchrun's prefix (the state reads and writes raise the same words)
            ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{\\n  "message": {\\n    "message": "RendezvousConnectionError: The connection to etcd has failed. See inner exception for details.", | torch.rendezvous-timeout |  |  | torch 1.9-1.13 the error handler's JSON for the etcd back-end's error
            torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details. | torch.rendezvous-timeout |  |  | torch 1.9-2.11 c10d_rendezvous_backend.py _create_tcp_store / _call_store (the c10d back-end's words, beside etcd's)
            RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1595629403081/work/torch/lib/c10d/../c10d/NCCLUtils.hpp:82, invalid argument, NCCL version 2.4.8\\n[default] Worker group failed | torch.dist-backend-error |  |  | torch 1.6 c10d NCCLUtils.hpp C10D_NCCL_CHECK as RuntimeError under torchelastic 0.2 (ncclInvalidArgument)
            gpu-07: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, invalid argument (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3 | torch.dist-backend-error | gpu-07 |  | torch 2.1-2.11 the same as DistBackendError, behind pdsh's prefix
            Error: Rank -1 received an Exception. Detailed message: EtcdStore: No constructor defined! | python.package-mismatch |  |  | pybind11 2.2-2.13 detail/class.h pybind11_object_init as torchelastic 0.1's coordinator reports it (its master with torch 1.4)
            [rank3]: TypeError: torch._C._distributed_c10d.FileStore: No constructor defined! | python.package-mismatch |  |  | pybind11's TypeError with the class's fully qualified name, behind torchrun's prefix
            I0213 12:07:20.086000 870572 torch/distributed/elastic/agent/server/api.py:889] [default] Worker group FAILED. 3/3 attempts left; will restart worker group\\nI0213 12:07:20.087000 870572 torch/distributed/elastic/agent/server/api.py:677] [default] Rendezvous'ing worker group | - |  |  | torch 2.4-2.11 agent/server/api.py: a restart with attempts left is no failure by itself
            INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for workers. Result:\\n  restart_count=1\\n  master_addr=tristanr-arch2 | - |  |  | torch 1.9-1.13 a completed re-rendezvous after a restart
            INFO 2020-08-18 05:27:18,490 Keep-alive key /torchelastic/p2p/run_mnist12/rdzv/v_4/rank_1 is not renewed.\\nINFO 2020-08-18 05:27:18,490 Rendevous version 4 is incomplete. | - |  |  | torchelastic 0.2 etcd_rendezvous.py: a node that left before the next round (the etcd rendezvous starts another)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
