package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * The runtimes' and frameworks' wordings of issue 26's fifth round (doc5c): the ROCm runtime's own aborts (ROCr's memory fault, ROCclr's
 * queue callback, HCC), libfabric under NCCL (aws-ofi-nccl's NET/OFI) and under MPICH (the OFI netmod's error stack, HPE Cray MPICH's
 * abort header), Ray's GCS connection and worker deaths, torch elastic's failure line beside the rank's own exception, and the warnings
 * of jobs that worked, which must stay warnings. One row per wording, each written from the tool's format string (the last column says
 * which; rules.yaml's comment on the rule says the same): the codes of the findings in order ("-": no error), and the host and peer of
 * the first. {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor).
 */
class RuntimeWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Memory access fault by GPU node-1 (Agent handle: 0x55eb9b596570) on address 0x7f66960b2000. Reason: Page not present or supervisor privilege. | torch.cuda-error | | | ROCR-Runtime runtime.cpp VMFaultHandler "Memory access fault by GPU node-%u (Agent handle: %p) on address %p. Reason: %s."
            Memory access fault by GPU node-4 (Agent handle: 0x152e220) on address (nil). Reason: Page not present or supervisor privilege. | torch.cuda-error | | | the same with a null address (ROCm 3.9)
            Memory access fault by GPU node-2 (Agent handle: 0x56468ab3bb50) on address 0x7fe55fb03000. Reason: Unknown.\\nAborted (core dumped) | torch.cuda-error | | | the same with ROCr's other reason, then bash's abort line
            gpu-n1: Memory access fault by GPU node-2 (Agent handle: 0x1f829860) on address 0x7a8a4be00000. Reason: Page not present or supervisor privilege. | torch.cuda-error | gpu-n1 | | behind pdsh's host prefix: the host is gpu-n1, node-2 is the GPU's HSA agent
            HW Exception by GPU node-1 (Agent handle: 0x563e71f098b0) reason :GPU Hang | torch.cuda-error | | | ROCR-Runtime HwExceptionHandler "HW Exception by GPU node-%u (Agent handle: %p) reason :%s"
            :0:rocdevice.cpp            :2673: 1263352162 us: 21870: [tid:0x7f64e3eff640] Device::callbackQueue aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29 | torch.cuda-error | | | ROCclr rocdevice.cpp (ROCm 5.x) "Device::callbackQueue aborting with error : %s code: 0x%x"
            :0:rocdevice.cpp            :3020: 7262982208d us:  Callback: Queue 0x77ec42100000 aborting with error : HSA_STATUS_ERROR_INVALID_ISA: The instruction set architecture is invalid. code: 0x100f | rocm.no-binary-for-gpu | | | ROCclr (ROCm 6.x) "Callback: Queue %p aborting with error : %s code: 0x%x" (doc7a: INVALID_ISA is a build for another GPU)
            rocdevice.cpp:3583: Aborting with error : HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. Available Free mem : 24 MB | torch.cuda-error | | | ROCclr (ROCm 7.x) "Aborting with error : %s"
            HCC STATUS_CHECK Error: HSA_STATUS_ERROR_OUT_OF_RESOURCES (0x1008) at file:mcwamp_hsa.cpp line:3794 | torch.cuda-error | | | HCC mcwamp_hsa.cpp (ROCm 1.x-3.x) "HCC STATUS_CHECK Error: %s (0x%x) at file:%s line:%d"
            Device: cuda:0 Radeon RX 7900 XTX : native\\nAMD arch: gfx1100 | - | | | a ROCm start-up banner is no finding
            ip-10-36-29-253:79:79 [0] nccl_net_ofi_domain_get_ep:969 NCCL WARN NET/OFI Creating new endpoint for domain 0x7f9befa99380 failed: Invalid argument | ofi.failed | ip-10-36-29-253 | | aws-ofi-nccl NCCL_OFI_WARN "Creating new endpoint for domain %p failed: %s" in NCCL's WARN header
            algo-1:462:2000 [0] ofi_process_cq:196 NCCL WARN NET/OFI Request completed with error. RC: 107. Error: Inappropriate ioctl for device. | ofi.failed | algo-1 | | aws-ofi-nccl "Request completed with error. RC: %d. Error: %s" (1.x)
            WARN: Function: create_nccl_ofi_component Line: 459: NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid argument | ofi.failed | | | aws-ofi-nccl 0.9's test programs "WARN: Function: %s Line: %d: NET/OFI %s"
            Last error:\\nNET/OFI Request completed with error. RC: 5. Error: 5 (Input/output error). Completed length: 0 | ofi.failed | | | the same as torch's 'Last error:' line
            algo-1:249:249 [0] ofi_init:1288 NCCL WARN NET/OFI Only EFA provider is supported\\nalgo-1:249:249 [0] ofi_init:1339 NCCL WARN NET/OFI aws-ofi-nccl initialization failed | - | | | the plugin declining where there is no EFA: NCCL goes on with its own transports
            ip-10-0-0-1:79:79 [0] NCCL INFO NET/OFI Selected Provider is efa, fabric is efa-direct (found 4 nics) | - | | | an INFO line is no finding
            MPICH ERROR [Rank 3] [job id 1234.0] [Mon Jan  8 10:00:00 2024] [nid001234] - Abort(1) (rank 3 in comm 0): Fatal error in PMPI_Allreduce: Other MPI error, error stack:\\nPMPI_Allreduce(450)..: MPI_Allreduce(sbuf=0x1, rbuf=0x2, count=1, MPI_INT, MPI_SUM, MPI_COMM_WORLD) failed\\nMPIDI_OFI_handle_cq_error(1062): OFI poll failed (ofi_events.c:1064:MPIDI_OFI_handle_cq_error:Input/output error - UNDELIVERABLE) | ofi.failed,mpi.process-failed | nid001234 | | HPE Cray MPICH 8's header names the node; the OFI netmod's "OFI poll failed (%s)" is the cause, the abort its outcome
            Abort(808576911): Fatal error in internal_Finalize: Other MPI error\\nMPIDI_OFI_handle_cq_error(593): OFI poll failed\\n(default nic=en5: Input/output error) | ofi.failed | | | MPICH 4.x at MPI_Finalize, the detail wrapped to the next line
            MPIDI_OFI_mpi_init_hook(1548): OFI get address vector map failed | ofi.failed | | | the netmod's MPIDI_OFI_CALL errors, "OFI %s failed"
            Abort(1090959) (rank 0 in comm 0): Fatal error in PMPI_Bcast: Other MPI error, error stack: | mpi.process-failed | | | MPICH 3.3+ MPIR_Handle_fatal_error "Abort(%d) (rank %d in comm %d): Fatal error in %s: %s, error stack:" alone
            [2025-03-24 10:05:49,679 W 51000 51000] gcs_rpc_client.h:151: Failed to connect to GCS at address 192.168.2.40:6379 within 5 seconds. | ray.gcs-connect-failed | | 192.168.2.40 | Ray 2.x gcs_rpc_client.h "Failed to connect to GCS at address %s:%d within %d seconds."
            [2025-07-23 10:05:49,679 W 51000 51000] gcs_rpc_client.h:151: Failed to connect to GCS at address :6379 within 5 seconds. | ray.gcs-connect-failed | | | the same with no host (an empty variable): no peer
            2022-03-30 17:22:35,502 WARNING node.py:1465 -- Unable to connect to GCS at 127.0.0.1:6379. Check that (1) Ray GCS with matching version started successfully at the specified address, and (2) there is no firewall setting preventing access. | ray.gcs-connect-failed | | 127.0.0.1 | Ray 1.x-2.x node.py "Unable to connect to GCS at %s. Check that ..."
            AssertionError: Failed to connect to GCS at address=10.1.2.3:6379. Last exception: TimeoutError | ray.gcs-connect-failed | | 10.1.2.3 | Ray 2.x worker.py "Failed to connect to GCS at address={gcs_address}."
            [2025-07-23 10:06:19,681 W 51000 51000] gcs_client.cc:183: Failed to get cluster ID from GCS server: TimedOut: Timed out while waiting for GCS to become available. | ray.gcs-connect-failed | | | Ray 2.x gcs_client.cc "Failed to get cluster ID from GCS server: %s"
            (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffff Worker ID: 5ed9 Node ID: 7578 Worker IP address: 10.0.1.75 Worker port: 10230 Worker PID: 207258 Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. | ray.actor-died | 10.0.1.75 | | Ray 2.x raylet node_manager.cc "... Worker IP address: %s Worker port: %d Worker PID: %d Worker exit type: %s ..."
            ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task. | ray.actor-died | | | Ray 1.x-2.x exceptions.py RayActorError, no fields
            ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\\n\\tclass_name: WorkerDict\\n\\tactor_id: d9cc\\n\\tpid: 20174\\n\\tname: W_0:1\\n\\tnamespace: de88\\n\\tip: 10.164.37.106 | ray.actor-died | 10.164.37.106 | | Ray 2.x ActorDiedError's tab-indented fields: "\\tip: %s" is the node
            RuntimeError: HIP error: invalid device function\\nHIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | rocm.no-binary-for-gpu | | | HIP hipErrorInvalidDeviceFunction "invalid device function" through torch's HIP error: a build without this GPU's gfx
            RuntimeError: HIP error: no ROCm-capable device is detected | torch.no-gpu | | | HIP hipErrorNoDevice "no ROCm-capable device is detected" through torch
            RuntimeError: No HIP GPUs are available | torch.no-gpu | | | torch's _lazy_init in a ROCm build: "No CUDA GPUs are available" as the hipified build prints it
            ROCk module is loaded\\nUnable to open /dev/kfd read-write: Permission denied\\nrocm-user is member of video group | rocm.runtime-failed | | | rocminfo rocminfo.cc: "Unable to open /dev/kfd read-write: %s" (strerror), then "%s is member of %s group"
            \u001b[31mUnable to open /dev/kfd read-write: No such file or directory\u001b[0m\\n\u001b[31mFailed to get user name to check for video group membership\u001b[0m | rocm.runtime-failed | | | the same in rocminfo's colours (COL_RED, COL_RESET) inside a container without /dev/kfd
            [1,0]<stderr>:Unable to open /dev/kfd read-write: Operation not permitted | rocm.runtime-failed | | | under mpirun --tag-output
            $ ls -l /dev/kfd\\ncrw-rw---- 1 root render 238, 0 Sep  2 15:45 /dev/kfd | - | | | a listing of the device is no finding
            jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect | jax.coordination-timeout | | | XLA/TSL coordination_service.cc (2021-2023): "Barrier timed out. Barrier_id: %s", as jaxlib raises it from jax.distributed.initialize
            jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Id: 0_async_write_complete.0.1. This usually happens because a task triggered the barrier too early or too slowly. Please look at the task logs (both timed out and first task) to debug further.\\n# of tasks that reached the barrier: 8/16. | jax.coordination-timeout | | | 2024+: "Barrier timed out. Id: %s. This usually happens ..." with "# of tasks that reached the barrier: %d/%d"
            jax.errors.JaxRuntimeError: UNAVAILABLE: Task /job:jax_worker/replica:0/task:3 heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly. Check the task logs for an earlier error to debug further. | jax.coordination-timeout | | | "Task %s heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly."
            Barrier timed out. retrying in 5 s | - | | | a barrier time-out without the service's id is no finding
            RuntimeError: HIP error: an illegal memory access was encountered | torch.cuda-error | | | a HIP fault stays torch.cuda-error
            ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting `--address` flag or `RAY_ADDRESS` environment variable. | ray.gcs-connect-failed | | | Ray _private/services.py "Could not find any running Ray instance. ..."
            WARNING 03-18 11:21:32 ray_utils.py:320] The number of required GPUs exceeds the total number of available GPUs in the placement group.\\nINFO 03-18 11:21:42 ray_utils.py:214] Waiting for creating a placement group of specs for 10 seconds. | ray.resources-unavailable | | | vLLM executor/ray_utils.py's warning before it waits
            ValueError: The number of required GPUs exceeds the total number of available GPUs in the cluster. | ray.resources-unavailable | | | vLLM 0.2-0.4's ValueError
            2021-10-21 18:10:41,687\\tWARNING worker.py:1034 -- The actor or task with ID cb230a572350ff44ffffffff01000000 cannot be scheduled right now. It requires {CPU: 1.000000}, {GPU: 2.000000} for placement, however the cluster currently cannot provide the requested resources. | ray.resources-unavailable | | | Ray raylet "The actor or task with ID %s cannot be scheduled right now. It requires %s for placement, however the cluster ..."
            Not enough GPUs available. Requested 16 GPUs, but only 8 are available in the cluster. | ray.resources-unavailable | | | NeMo RL's virtual cluster "Not enough GPUs available. Requested %d GPUs, but only %d are available in the cluster."
            ip-10-0-0-1:79:79 [0] NCCL WARN NET/OFI OFI fi_getinfo() call failed: No data available | - | | | aws-ofi-nccl's provider probe at start-up: the plugin declines, NCCL goes on
            [W Utils.hpp:135] Warning: Environment variable NCCL_ASYNC_ERROR_HANDLING is deprecated; use TORCH_NCCL_ASYNC_ERROR_HANDLING instead (function getCvarInt) | - | | | torch 2.2+ c10d Utils.hpp getCvar* deprecation warning
            [rank0]:[W730 15:32:17.841273251 ProcessGroupNCCL.cpp:1479] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator()) | - | | | torch 2.6+ ProcessGroupNCCL's exit warning
            Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. | - | | | torch.distributed.run's banner
            [2023-04-19 10:49:12,862] [WARNING] [runner.py:190:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only. | - | | | DeepSpeed runner.py fetch_hostfile
            The following values were not passed to `accelerate launch` and had defaults used instead:\\n\\t`--num_processes` was set to a value of `1` | - | | | accelerate commands/launch.py's defaults warning
            [W socket.cpp:558] [c10d] The client socket has failed to connect to [localhost]:29500 (errno: 99 - Cannot assign requested address). | - | | | torch c10d socket.cpp's retry warning ([W]): it retries
            RuntimeError: The size of tensor a (3) must match the size of tensor b (288) at non-singleton dimension 1\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 103629) of binary: /usr/bin/python3 | torch.exception,torch.child-failed | | | the rank's own exception, then torch elastic's "failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s" (an outcome beside it)
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 103629) | torch.child-failed | | | the same line cut after the pid
            E0325 20:57:27.620000 2606 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 0 (pid: 2711) of b | torch.child-failed | | | torch 2.2+ glog header, cut inside "of binary"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }

    @Override
    List<Finding> read(String text) throws IOException {
        return WordingRow.diagnose(DOCTOR, text.replace("\\t", "\t"));
    }
}
