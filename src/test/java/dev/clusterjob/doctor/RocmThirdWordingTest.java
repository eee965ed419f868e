package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * ROCm at run time, a third table: rocBLAS's and hipBLASLt's Tensile host when the process sees no GPU at all
 * (tensile_host.cpp GetDeviceCount: "No devices found" is no GPU visible, not a build without kernels for it), beside the Tensile
 * host failures that are a build without kernels; and the shapes this batch's logs carried wordings doctor already knew in: ROCr's fault
 * with "Reason: Unknown" behind srun's task-number label before srun's task lines (a node whose name holds the task number is not
 * the task's node), ROCr's HW exception, amdgpu's ring time-out in dmesg -T lines and in journal lines with and without a host field,
 * RCCL's "HIP failure" WARN without its host prefix, and torch's HIP invalid device function. One row per wording and release,
 * with host names of several shapes; the last column names the file, function and releases ("doc126:" where a rule was written or
 * widened for it). The codes of the findings in order ("-": no error), the first one's host and peer. {@code \n} in a row is a line break.
 */
class RocmThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            rocBLAS error: Could not initialize Tensile host: No devices found | torch.no-gpu |  |  | doc126: rocBLAS library/src/tensile_host.cpp GetDeviceCount (ROCm 4.x-7.x): hipGetDeviceCount failed, the process sees no GPU
            rocblaslt error: Could not initialize Tensile host: No devices found | torch.no-gpu |  |  | doc126: hipBLASLt tensile_host.cpp GetDeviceCount (ROCm 6.x-7.x), the same check with its own prefix
            gpu-07: rocBLAS error: Could not initialize Tensile host: No devices found | torch.no-gpu | gpu-07 |  | doc126: the same behind pdsh's host prefix: the host from the prefix
            [1,3]<stderr>:rocBLAS error: Could not initialize Tensile host: No devices found | torch.no-gpu |  |  | doc126: the same behind Open MPI's --tag-output prefix (a rank, not a host)
            `rocBLAS error: Could not initialize Tensile host: No devices found` | torch.no-gpu |  |  | doc126: the same in backticks, as a question quotes it
            rocBLAS error: Could not initialize Tensile host:\\nfilesystem error: directory iterator cannot open directory: No such file or directory [/opt/rocm/lib/rocblas/library] | rocm.no-binary-for-gpu |  |  | rocBLAS tensile_host.cpp (ROCm 5.x-7.x): the exception of a library folder without Tensile files stays a build without kernels for the GPU
            rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1201 | rocm.no-binary-for-gpu |  |  | rocBLAS tensile_host.cpp (ROCm 5.x-7.x) "Cannot read %s: %s for GPU arch : %s": no Tensile kernels for the GPU
             581: Memory access fault by GPU node-11 (Agent handle: 0x3000d2c0) on address 0x538800000000. Reason: Unknown.\\nsrun: error: frontier00581: tasks 56-63: Terminated\\nsrun: error: frontier04993: task 581: Aborted (core dumped) | torch.cuda-error,slurm.task-failed,slurm.task-killed | frontier04993 |  | ROCR-Runtime runtime.cpp VMFaultHandler (rocm-5.x-7.x, Reason: Unknown) behind srun's task label, then srun's task lines: the faulting task's node is the one srun names for task 581, not the node whose name ends in 581
            12: Memory access fault by GPU node-4 (Agent handle: 0x55d0) on address 0x7ffc2f3d9000. Reason: Unknown.\\nsrun: error: x1000c2s5b1n0: task 12: Aborted (core dumped) | torch.cuda-error,slurm.task-failed | x1000c2s5b1n0 |  | the same on a Cray EX whose nodes are named by their xname
            Memory access fault by GPU node-2 (Agent handle: 0x55c77d07fd80) on address 0x7f0800018000. Reason: Unknown.\\nGPU core dump created: gpucore.554058 | torch.cuda-error |  |  | ROCR-Runtime VMFaultHandler with ROCm 6.x's GPU core dump line: 'node-2' is the GPU's HSA agent, no host
            HW Exception by GPU node-1 (Agent handle: 0x55dc6e221990) reason :GPU Hang | torch.cuda-error |  |  | ROCR-Runtime runtime.cpp HwExceptionHandler (rocm-5.x-7.x) "HW Exception by GPU node-%u (Agent handle: %p) reason :%s"
            [Thu Sep 10 14:36:16 2026] amdgpu 0000:03:00.0: amdgpu: ring gfx_0.0.0 timeout, signaled seq=7292300, emitted seq=7292304 | amdgpu.fault |  |  | Linux amdgpu_job.c amdgpu_job_timedout (6.x) "ring %s timeout, signaled seq=%u, emitted seq=%u" in dmesg -T lines (no host)
            Aug 09 11:36:30.370347 kernel: amdgpu 0000:0c:00.0: ring gfx_0.0.0 timeout, signaled seq=5389552, emitted seq=5389554 | amdgpu.fault |  |  | the same in journalctl -o short-precise lines whose host field the paste left out ('kernel:' is the identifier, not a host)
            Aug 09 11:36:30.370347 mi300-node17 kernel: amdgpu 0000:0c:00.0: ring comp_1.0.0 timeout, signaled seq=12, emitted seq=14 | amdgpu.fault | mi300-node17 |  | the same with the journal's host field: the node from it
            rccl/src/enqueue.cc:2061 NCCL WARN HIP failure 'the operation cannot be performed in the present state'\\nRuntimeError: NCCL error: unhandled cuda error | torch.cuda-error |  |  | RCCL (ROCm 7) src/include/checks.h CUDACHECK "HIP failure '%s'" with hipGetErrorString(hipErrorIllegalState), quoted without RCCL's host:pid:tid prefix, then torch's ncclUnhandledCudaError: the wrapper is the error, the WARN its witness
            rccl/src/enqueue.cc:2061 NCCL WARN HIP failure 'the operation cannot be performed in the present state' | - |  |  | the same WARN alone: a warning NCCL may go on from (the fallback reads it only where nothing else does)
            RuntimeError: HIP error: invalid device function | rocm.no-binary-for-gpu |  |  | clr hip_error.cpp hipGetErrorString(hipErrorInvalidDeviceFunction) through torch's ROCm build (1.8-2.x): no kernel for this GPU's gfx target
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
