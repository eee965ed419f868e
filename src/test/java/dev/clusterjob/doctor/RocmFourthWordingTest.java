package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * AMD Instinct / ROCm wordings of a fourth batch (issue 26): HIP's hipErrorInvalidImage, whose text is CUDA's own "device kernel image is
 * invalid" (clr hip_error.cpp, ROCm 5.x-7.x), through torch's hipified "CUDA error: %s" with its "Search for `hipErrorInvalidImage'" line
 * (2.5-2.11), the older "HIP error: %s" and RCCL's "HIP failure '%s'"; the same "CUDA error: " line before "Search for
 * `hipErrorInvalidDeviceFunction'"; a verbs queue pair refused its move to RTR / RTS / INIT in RDMA programs other than NCCL (rdma-core's
 * pingpong examples, perftest, Mooncake, UCCL on ionic NICs); torch_memory_saver's CURESULT_CHECK with the driver's or HIP's result number.
 * One row per wording and release, behind launcher prefixes and with host names of several shapes; the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class RocmFourthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.AcceleratorError: CUDA error: device kernel image is invalid\\nSearch for `hipErrorInvalidImage' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information.\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | rocm.no-binary-for-gpu |  |  | torch 2.8-2.11 c10/cuda/CUDAException.cpp hipified on ROCm 7.x (AcceleratorError), clr hip_error.cpp hipErrorInvalidImage
            gpu-07: RuntimeError: CUDA error: device kernel image is invalid\\ngpu-07: Search for `hipErrorInvalidImage' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | rocm.no-binary-for-gpu | gpu-07 |  | torch 2.5-2.7 on ROCm 6.x (RuntimeError), behind pdsh's prefix
            [rank3]: RuntimeError: HIP error: device kernel image is invalid | rocm.no-binary-for-gpu |  |  | torch 1.x-2.4 ROCm builds, c10/hip "HIP error: %s", behind torchrun's prefix
            x1000c0s0b0n0: terminate called after throwing an instance of 'std::runtime_error'\\nx1000c0s0b0n0:   what():  hipModuleLoad failed: hipErrorInvalidImage | rocm.no-binary-for-gpu | x1000c0s0b0n0 |  | a HIP program's own check with hipGetErrorName (ROCm 5.x-7.x), an HPE Cray node name behind pdsh's prefix
            node-a.example.com:31965:31971 [0] /opt/rccl/src/init.cc:160 NCCL WARN HIP failure 'device kernel image is invalid' | rocm.no-binary-for-gpu | node-a.example.com |  | RCCL rocm-5.0-5.6 CUDACHECK "HIP failure '%s'", NCCL's host:pid:tid prefix
            [1,0]<stderr>:RuntimeError: CUDA error: invalid device function\\n[1,0]<stderr>:Search for `hipErrorInvalidDeviceFunction' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | rocm.no-binary-for-gpu |  |  | torch 2.5-2.11 on ROCm: the same "CUDA error: " line for hipErrorInvalidDeviceFunction, behind mpirun --tag-output
            RuntimeError: CUDA error: device kernel image is invalid\\nSearch for `cudaErrorInvalidKernelImage' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. | torch.cuda-error |  |  | torch 2.5-2.11 on CUDA: cudaErrorInvalidKernelImage's same text stays a CUDA error (no HIP name in the log)
            Failed to modify QP to RTR: Connection timed out\\nerrno: 110 | nccl.ibv-call-failed |  |  | UCCL EP (2025-2026) on MI355X with ionic NICs: the RTR step timed out (RoCE GID not reachable)
            gpu-07: Failed to modify QP to RTR | nccl.ibv-call-failed | gpu-07 |  | rdma-core libibverbs/examples rc_pingpong.c pp_connect_ctx (fprintf), behind pdsh's prefix
            0: Failed to modify QP to RTS: Invalid argument | nccl.ibv-call-failed |  |  | perror's ": %s" after the same text (a verbs test program), behind srun --label
            E0612 10:00:00.123456 4242 rdma_endpoint.cpp:240] [Handshake] Failed to modify QP to RTR, check mtu, gid, peer lid, peer qp num: Connection timed out [110] | nccl.ibv-call-failed |  |  | Mooncake transfer engine rdma_endpoint.cpp (PLOG(ERROR) behind glog's header)
            10.1.2.3: Failed to modify QP 1234 to RTR | nccl.ibv-call-failed | 10.1.2.3 |  | a QP number in the sentence (perftest-style), behind pdsh's prefix with an address for the host
            [torch_memory_saver.cpp] CUresult error  result=2 file=csrc/torch_memory_saver.cpp func=cu_mem_create line=103 | torch.cuda-oom |  |  | torch_memory_saver 0.0.x CURESULT_CHECK: CUDA_ERROR_OUT_OF_MEMORY (2)
            [torch_memory_saver.cpp] hipError_t error  result=2 file=csrc/torch_memory_saver_hip.cpp func=cu_mem_create line=103 | torch.cuda-oom |  |  | the same in its HIP build (hipErrorOutOfMemory is 2)
            (SGLangEngine pid=4242, ip=10.0.0.8) [torch_memory_saver.cpp] CUresult error: 2 (out of memory) func=cu_mem_create | torch.cuda-oom | 10.0.0.8 |  | torch_memory_saver 0.0.8+ "CUresult error: %d (%s)", in a Ray actor's output (the prefix's address is the host)
            [torch_memory_saver.cpp] CUresult error  result=1 file=csrc/torch_memory_saver.cpp func=cu_mem_map line=130 | torch.cuda-error |  |  | torch_memory_saver 0.0.x CURESULT_CHECK with another result (CUDA_ERROR_INVALID_VALUE)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
