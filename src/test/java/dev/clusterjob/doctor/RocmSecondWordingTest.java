package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * ROCm across nodes, a second table: the HIP API's device-binding and state errors (clr hipamd/src/hip_error.cpp
 * hipGetErrorString, as torch's ROCm build, tinygrad and titles print them), ROCR-Runtime's fault handler and hsa_status_string names in
 * the shapes a multi-node log carries them (srun's label, Open MPI's tag, a title's ellipsis), the AdaptiveCpp (hipSYCL) runtime's error
 * report under srun on a Cray EX, RCCL's own WARNs on RoCE (the ibverbs wrapper, the IB transport's async events and completions with GIDs),
 * the OFI plugin's lines on Slingshot (cxi), and the ROCm SMI tools' driver check, which is no failure of the job. One row per wording and
 * release, instantiated with host names of several shapes behind launcher prefixes; the last column names the file, function and releases
 * ("doc70:" where a rule was written or widened for it). The codes of the findings in order ("-": no error), the first one's host and peer.
 * {@code \n} in a row is a line break.
 */
class RocmSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: HIP error: invalid device ordinal | torch.invalid-device-ordinal |  |  | clr hipamd/src/hip_error.cpp hipGetErrorString(hipErrorInvalidDevice) (ROCm 4.x-7.x) through torch's ROCm build c10/hip "HIP error: %s" (1.8-2.7)
            torch.AcceleratorError: HIP error: invalid device ordinal\\nSearch for `hipErrorInvalidDevice' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | torch.invalid-device-ordinal |  |  | torch 2.8+ AcceleratorError: the text and the error's name on the next line are one finding
            gpu-07: [rank9]: RuntimeError: HIP error: invalid device ordinal | torch.invalid-device-ordinal | gpu-07 |  | the same behind srun's label and torchrun's [rankN]: prefix: the host from the label
            RuntimeError: HIP Error 101, invalid device ordinal | torch.invalid-device-ordinal |  |  | tinygrad runtime/ops_hip.py check(): "HIP Error %d, %s" with hipGetErrorString's text (0.8-0.9)
            [Bug]: Invalid Device Ordinal on ROCm | torch.invalid-device-ordinal |  |  | doc70: the same text capitalised in an issue's title
            Test HIP failure common.cu:1012 'hipErrorInvalidDevice' | torch.invalid-device-ordinal |  |  | rccl-tests src/common.h HIPCHECK: "Test HIP failure %s:%d '%s'" with hipGetErrorName
            [1,0]<stderr>:"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!" | rocm.no-binary-for-gpu |  |  | clr hipamd/src/hip_code_object.cpp (rocm-5.x-7.x) guarantee text behind Open MPI's --tag-output prefix
            RuntimeError: HIP error: the operation cannot be performed in the present state\\nHIP kernel errors might be asynchronously reported at some other API call, so | torch.cuda-error |  |  | hipGetErrorString(hipErrorIllegalState) with torch's next sentence cut (a second GPU the runtime cannot use)
            nid005123: Memory access fault by GPU node-4 (Agent handle: 0x152e220) on address (nil). Reason: Page not present or supervisor privilege. | torch.cuda-error | nid005123 |  | ROCR-Runtime core/runtime/runtime.cpp VMFaultHandler (rocm-4.0-7.x) behind srun's --label "host: " prefix
            Memory access fault by GPU node-1 ... Reason: Page not present or supervisor privilege. | torch.cuda-error |  |  | the same in a title with the handle and address elided by "..."
            Memory access fault by GPU node-1 on address 0x1e4000. Reason: Page not present or supervisor privilege.\\nAborted (core dumped) | torch.cuda-error |  |  | ROCR-Runtime roc-1.7 runtime.cpp without the agent handle, then the shell's abort line
            HSA_STATUS_ERROR_OUT_OF_RESOURCES on AMD Instinct MI250X when doing allocations in a loop | rocm.runtime-failed |  |  | doc70: ROCR-Runtime hsa_status_string's status name on its own (a title, a library's wrapper)
            node12.cluster.example.org: ERROR: HSA_STATUS_ERROR_OUT_OF_RESOURCES | rocm.runtime-failed | node12.cluster.example.org |  | doc70: the status name as a wrapper prints it, behind a host prefix
            _HCC STATUS_CHECK Error: HSA_STATUS_ERROR_OUT_OF_RESOURCES (0x1008) at file:mcwamp_hsa.cpp line:3794_ | torch.cuda-error |  |  | HCC mcwamp_hsa.cpp STATUS_CHECK (ROCm 1.x-3.x): a runtime call's check, torch.cuda-error as before (the doc70 status-name rule stands back)
            [hipSYCL Error] from /tmp/hipsycl/0.9.4/src/runtime/hip/hip_queue.cpp:355 @ submit_memset() : hip_queue: hipMemsetAsync() failed (error code = HIP:1) | torch.cuda-error |  |  | doc70: AdaptiveCpp/hipSYCL src/runtime/error.cpp result::dump (0.9.x): "from %s:%d @ %s(): %s (error code = %s)" behind common/debug.hpp's "[hipSYCL Error] "
            [AdaptiveCpp Error] from /opt/acpp/src/runtime/hip/hip_queue.cpp:520 @ submit_kernel(): hip_queue: Could not launch kernel (error code = HIP:98) | torch.cuda-error |  |  | doc70: the same from AdaptiveCpp 23.10+ ("[AdaptiveCpp Error] ")
            [hipSYCL Error] from /tmp/hipsycl/0.9.4/src/runtime/hip/hip_queue.cpp:355 @ submit_memset() : hip_queue: hipMemsetAsync() failed (error code = HIP:1)\\nsrun: error: nid002892: task 39: Aborted (core dumped)\\nsrun: error: nid002892: tasks 0-38,40-63: Killed | torch.cuda-error,slurm.task-failed,slurm.task-killed | nid002892 |  | doc70: the SYCL runtime's error before srun's task lines on a Cray EX: the HIP failure is the cause, its node srun's
            [AdaptiveCpp Error] from /opt/acpp/src/runtime/hip/hip_allocator.cpp:41 @ allocate(): hip_allocator: hipMalloc() failed (error code = HIP:2) | torch.cuda-oom |  |  | doc70: AdaptiveCpp's allocator with hipErrorOutOfMemory (HIP:2): GPU memory, not a HIP fault
            gpu-07:1234:1290 [0] misc/ibvwrap.cc:34 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out | nccl.ibv-call-failed | gpu-07 |  | RCCL src/misc/ibvwrap.cc IBV_INT_CHECK_RET_ERRNO "Call to %s failed with error %s" (rocm-5.x-6.x): a RoCE GID index that does not route (NCCL_IB_GID_INDEX)
            node12.cluster.example.org:88:99 [3] misc/ibvwrap.cc:60 NCCL WARN Call to ibv_create_qp failed with error Cannot allocate memory errno 12 | nccl.ibv-call-failed | node12.cluster.example.org |  | RCCL ibvwrap.cc "Call to %s failed with error %s errno %d" (rocm-6.x)
            gpu-07:1234:1300 [0] transport/net_ib.cc:1985 NCCL WARN NET/IB : Got completion from peer 10.1.2.4<45678> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.1.2.3 remoteGids ::ffff:10.1.2.4 | nccl.ib-completion-error | gpu-07 | 10.1.2.4 | RCCL transport/net_ib.cc ncclIbTest (rocm-6.x): "NET/IB : Got completion from peer %s with status=%d opcode=%d len=%d vendor err %d (%s)%s%s%s%s" with the RoCE GIDs
            10.1.2.3:55:66 [1] transport/net_ib.cc:104 NCCL WARN NET/IB : mlx5_0:1 Got async event : port error | nccl.ib-async-event | 10.1.2.3 |  | RCCL net_ib.cc ncclIbAsyncThreadMain (rocm-5.x-6.x): "NET/IB : %s:%d Got async event : %s"
            gpu-07:1234:1234 [0] NCCL INFO NCCL_IB_GID_INDEX set by environment to 3. | - |  |  | RCCL's INFO line for the setting (no error)
            nid005123:45678:45700 [2] NCCL WARN NET/OFI Request completed with error. RC: 5. Error: Input/output error | ofi.failed | nid005123 |  | aws-ofi-rccl (as aws-ofi-nccl 1.x) "NET/OFI Request completed with error. RC: %d. Error: %s" on Slingshot's cxi provider
            NET/OFI Selected provider is cxi, fabric is cxi (found 4 nics) | - |  |  | the OFI plugin's INFO text without its prefix (no error)
            ERROR:root:Driver not initialized (amdgpu not found in modules) | - |  |  | rocm_smi.py (ROCm 5.x-7.x) driverInitialized check: a monitor (W&B's system metrics, a WSL user space) calls rocm-smi where no amdgpu module is loaded; no failure of the job by itself
            0: ERROR:root:Unable to get devices, driver not initialized (amdgpu not found in modules) | - |  |  | amd-smi (amdsmi_commands.py, ROCm 6.x-7.x) the same check behind srun's task label
            1: torch.OutOfMemoryError: HIP out of memory. Tried to allocate 1.95 GiB. GPU 3 has a total capacity of 63.98 GiB of which 0 bytes free. | torch.cuda-oom |  |  | torch 2.1-2.11 CUDACachingAllocator.cpp hipified, behind srun's task-number label (a number, not a host)
            c05r2n11: RuntimeErrorRuntimeError: : HIP out of memory. Tried to allocate 576.00 MiB (GPU 3; 15.98 GiB total capacity; 15.83 GiB already allocated; 0 bytes free; 15.84 GiB reserved in total by PyTorch) | torch.cuda-oom | c05r2n11 |  | doc70: torch 1.x-2.0 CUDACachingAllocator.cpp hipified, two ranks' "RuntimeError: " interleaved on one line behind DeepSpeed's host prefix: the allocator's sentence alone names the event
            HIP out of memory. Tried to allocate 2.00 GiB. GPU 1 has a total capacity of 63.98 GiB of which 1.01 GiB is free. | torch.cuda-oom |  |  | doc70: torch 2.1+ hipified allocator sentence quoted without the exception's name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
