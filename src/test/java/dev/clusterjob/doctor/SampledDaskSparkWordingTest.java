package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Data and ML jobs spread over GPU nodes with Dask or Spark rather than a torch launcher, as their own layers word the failure: a Dask
 * worker or nanny that could not start because it did not reach its scheduler (distributed's failure-to-start reason with an OSError or
 * a time-out) is rpc.peer-lost, naming the worker's node and the scheduler its banner waited for; a worker process that died on a fault
 * signal (the nanny's death message in its WARNING and INFO releases) is process.crashed on the node its nanny or worker banner names,
 * and one its nanny ended for passing its memory budget is slurm.oom (host memory);
 * UCX's madvise(DONTFORK) failure on an mlx5 buffer is ucx.transport-error on its own node, before the peers' endpoint errors; the
 * RAPIDS Accelerator for Spark skipping a GPU whose memory is full is torch.cuda-oom (an error where no GPU was left); XGBoost's check
 * for two workers on one GPU, in every release's wording, is nccl.duplicate-gpu. The negatives: other failure-to-start classes, the
 * nanny's ordinary close, SIGTERM, a plain exit status, the worker's own memory warnings, UCX's DOFORK warning at release, a GPU
 * skipped for another reason.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledDaskSparkWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2023-10-25 13:48:01,215 - distributed.nanny - INFO - Closing Nanny at 'tcp://10.20.33.12:42733'. Reason: failure-to-start-<class 'OSError'>\\n2023-10-25 13:48:01,216 - distributed.dask_worker - INFO - End worker\\nOSError: [Errno 113] No route to host | rpc.peer-lost | 10.20.33.12 |  | dask-jobqueue issue 616: a SLURMCluster worker whose start found no route to the scheduler
            cpu-bind=MASK - dlcgpu16, task  0  0 [2812916]: mask 0x300000003000 set\\n2023-09-14 13:20:10,029 - distributed.nanny - INFO - Closing Nanny at 'tcp://....166.176:40251'. Reason: failure-to-start-<class 'OSError'>\\n2023-09-14 13:20:10,030 - distributed.dask_worker - INFO - End worker\\nConnectionRefusedError: [Errno 111] Connection refused | rpc.peer-lost |  |  | dask-jobqueue issue 614: the address masked by the poster, so no node is named
            distributed.worker - INFO - Waiting to connect to:   tcp://10.3.1.11:8786\\ndistributed.nanny - INFO - Closing Nanny at 'tcp://10.3.1.12:40123'. Reason: failure-to-start-<class 'asyncio.exceptions.TimeoutError'> | rpc.peer-lost | 10.3.1.12 | 10.3.1.11 | distributed core.py Server.start: a start that timed out, the scheduler from the worker's banner
            distributed.worker - INFO - Stopping worker at tcp://gpu-07:36789. Reason: failure-to-start-<class 'distributed.comm.core.CommClosedError'> | rpc.peer-lost | gpu-07 |  | distributed worker.py Worker.close: the worker's own line, CommClosedError by its module path
            distributed.nanny - INFO - Closing Nanny at 'tcp://10.3.1.12:40123'. Reason: failure-to-start-<class 'ModuleNotFoundError'> | - |  |  | negative: another class is the worker's own error (its traceback says which), not the scheduler
            distributed.nanny - INFO - Closing Nanny at 'tcp://10.3.1.12:40123'. Reason: nanny-close | - |  |  | negative: the nanny's ordinary close at the end of a run
            distributed.nanny - INFO -         Start Nanny at: 'tcp://172.17.0.2:38903'\\ndistributed.scheduler - INFO - Remove worker tcp://172.17.0.2:37759\\ndistributed.nanny - WARNING - Worker process 56 was killed by signal 11\\ndistributed.nanny - WARNING - Restarting worker | process.crashed | 172.17.0.2 |  | cuDF pull request 1032: distributed 1.2x's WARNING wording, the node from the nanny's start line
            distributed.worker - INFO -       Start worker at:    tcp://10.33.227.165:45678\\n2023-05-02 10:11:12,345 - distributed.nanny - INFO - Worker process 4242 was killed by signal 7 | process.crashed | 10.33.227.165 |  | distributed 2022+: the death message at INFO, the node from the worker's banner
            2023-05-02 10:11:12,345 - distributed.nanny - INFO - Worker process 4242 was killed by signal 6 | process.crashed |  |  | the message alone names no node
            distributed.nanny - INFO -         Start Nanny at: 'tcp://127.0.0.1:38903'\\ndistributed.nanny - WARNING - Worker process 56 was killed by signal 11 | process.crashed |  |  | a LocalCluster on loopback names no node
            distributed.nanny - WARNING - Worker process 56 was killed by signal 15 | - |  |  | negative: SIGTERM comes from outside (the nanny, the batch system)
            distributed.nanny - INFO - Worker process 56 was killed by signal 110 | - |  |  | negative: not a signal number
            distributed.nanny - INFO - Worker process 56 exited with status 1 | - |  |  | negative: a plain exit status, the worker's own error above it says why
            distributed.nanny - WARNING - Restarting worker\\ndistributed.nanny - WARNING - Worker exceeded 95% memory budget. Restarting\\ndistributed.nanny - WARNING - Restarting worker | slurm.oom |  |  | jetstream issue 336: distributed 2.x's nanny ending a worker for its memory
            distributed.nanny - WARNING - Worker exceeded 95% memory budget.  Restarting\\ndistributed.nanny - WARNING - Worker process 22204 was killed by unknown signal\\ndistributed.nanny - WARNING - Restarting worker | slurm.oom |  |  | distributed issue 1829: 1.2x's two spaces, the nanny's death message after it
            distributed.nanny.memory - WARNING - Worker tls://192.168.204.84:34937 (pid=129) exceeded 0% memory budget. Restarting... | slurm.oom | 192.168.204.84 |  | coffea-casa pull request 409: 2022+ names the worker's address and pid
            distributed.nanny.memory - WARNING - Worker tcp://127.0.0.1:34589 (pid=77) exceeded 95% memory budget. Restarting... | slurm.oom |  |  | a LocalCluster on loopback names no node
            2024-05-08 16:43:36,648 - distributed.worker.memory - WARNING - Worker is at 89% memory usage. Pausing worker.  Process memory: 2.09 GiB -- Worker memory limit: 2.33 GiB | - |  |  | negative: OG-USA pull request 108, a pause ends nothing
            distributed.worker - WARNING - Memory use is high but worker has no data to store to disk.  Perhaps some other process is leaking memory?  Process memory: 3.70 GB -- Worker memory limit: 4.00 GB | - |  |  | negative: ert issue 2831, a warning while the worker goes on
            [1655432572.415553] [nid001552:113666:0]       wireup_cm.c:1193 UCX  WARN  failed to create server ep and connect to worker address on device mlx5_1:1, tl_bitmap 0xf8000 0x0, status Input/output error\\n[1655432572.415745] [nid001552:113666:0]         ib_mlx5.h:672  UCX  ERROR   madvise(DONTFORK, buf=0x559fa766f000, len=131072) failed: Cannot allocate memory\\n[1655432572.415765] [nid001804:84478] UCXPY  DEBUG Error callback for endpoint 0x7fed82495000 called with status -23: Operation rejected by remote peer | ucx.transport-error,ucx.transport-error | nid001552 |  | dask-cuda issue 930: UCX 1.12's madvise failure before the peer's rejected endpoint
            [gpu-07:2211:0:2211]         ib_mlx5.h:860  UCX  ERROR madvise(DONTFORK, buf=0x7f00aa000000, len=65536) failed: Invalid argument | ucx.transport-error | gpu-07 |  | UCX 1.15 ib_mlx5.h: another errno, the thread id in the prefix
            [1655432572.415745] [nid001552:113666:0]         ib_mlx5.h:712  UCX  WARN  madvise(DOFORK, buf=0x559fa766f000, len=131072) failed: Cannot allocate memory | - |  |  | negative: the DOFORK warning when the buffer is released
            22/04/22 19:10:18 INFO GpuDeviceManager: Will not use GPU 0 because of ai.rapids.cudf.CudaException: out of memory\\n22/04/22 19:10:18 INFO GpuDeviceManager: Will not use GPU 1 because of ai.rapids.cudf.CudaException: out of memory\\n22/04/22 19:10:18 ERROR RapidsExecutorPlugin: Exception in the executor plugin\\njava.lang.IllegalStateException: Could not find a single GPU to use | torch.cuda-oom |  |  | spark-rapids issue 5299: every GPU full, so the plugin found none
            22/04/22 19:10:18 INFO GpuDeviceManager: Will not use GPU 0 because of ai.rapids.cudf.CudaException: out of memory | torch.cuda-oom |  |  | a GPU skipped while the plugin goes on to the next one: a warning only
            22/04/22 19:10:18 INFO GpuDeviceManager: Will not use GPU 1 because of ai.rapids.cudf.CudaException: all CUDA-capable devices are busy or unavailable | torch.cuda-error |  |  | negative for the out-of-memory reading: a GPU skipped for another reason (exclusive process mode) is CUDA's own error
            > xgboost.core.XGBoostError: [...]\\n> [...] /home/conda/feedstock_root/build_artifacts/xgboost-[...]/src/collective/nccl_device_communicator.cuh:49: \\n> Check failed: n_uniques == world (1 vs. 2) : Multiple processes within communication group running on same CUDA device is not supported. | nccl.duplicate-gpu |  |  | dask issue 10091: XGBoost 1.7 quoted with its elisions
            CrossValidation fails with "Check failed: n_uniques == world (1 vs. 2) : Multiple processes within communication group running on same CUDA device is not supported" | nccl.duplicate-gpu |  |  | spark-rapids-examples issue 131: the check quoted in a title
            [DMLC-xgboost-2.0.0-SNAPSHOT] CrossValidation tests FAILED on Multi GPUs hosts: Multiple processes within communication group running on same CUDA device is not supported. | nccl.duplicate-gpu |  |  | xgboost issue 8522: the sentence without the check in a title
            xgboost.core.XGBoostError: [10:01:02] /workspace/src/collective/comm.cu:79: Check failed: n_uniques == root.World() (1 vs. 4) : Multiple processes within communication group running on same CUDA device is not supported. GPU-5b2e3a4c-0d1e-4f2a-9c3b-7e6d5a4b3c2d | nccl.duplicate-gpu |  |  | xgboost 2.1+ comm.cu: root.World() and the GPU's UUID after the sentence
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
