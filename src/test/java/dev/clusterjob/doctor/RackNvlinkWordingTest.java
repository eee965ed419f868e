package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Rack-scale NVLink and the newest NVIDIA stack: the nvidia-imex daemon's run-time export and import failures (its
 * [ERROR] lines as the DRA driver's compute-domain daemon prints them), DCGM 4.5-4.6's IMEX health watch (DCGM_FR_IMEX_UNHEALTHY, code 122,
 * "IMEX %s status is %s (%s)") as dcgmi, a node agent's error code name and the EKS node monitoring agent's condition report it, and the
 * CUDA runtime's and driver's names for a build that does not fit the node (cudaErrorInsufficientDriver and its kin, the CUresult names)
 * written on their own: a title, a sentence, cuda-python's enum repr. One row per wording and release, with host names of several shapes;
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class RackNvlinkWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [Mar 17 2026 10:41:07] [ERROR] [tid 41] Failed to get new memory reference with rc: 87 | nccl.nvls-failed |  |  | nvidia-imex (580): the daemon's log line with its time and thread, the driver gave it no memory reference
            gb200-rack1-03: [Mar 17 2026 10:41:07] [ERROR] [tid 41] Failed to allocate memory reference. | nccl.nvls-failed | gb200-rack1-03 |  | nvidia-imex (570-580): the allocation step's line behind pdsh's prefix
            > [ERROR] Failed to get export ref for UUID: 7f3a9c1e-2b44-4d0e-9a51-0c2f6d8e1b77 for request from node id 3 | nccl.nvls-failed |  |  | nvidia-imex (580): no export for a peer node's request, quoted as markdown
            0: [ERROR] [tid 44] Received import response from node id 0 with failure status 3 | nccl.nvls-failed |  |  | nvidia-imex (580): the peer daemon refused the import, behind srun --label
            node12.cluster.example.org: [ERROR] [tid 39] No matching network interface found for any IP addresses in the node configuration file /etc/nvidia-imex/nodes_config.cfg. | nccl.nvls-failed | node12.cluster.example.org |  | nvidia-imex (570): the start-up failure an earlier batch read, beside the run-time ones
            IMEX daemon status is -3 (not READY) | nccl.nvls-failed |  |  | DCGM 4.5-4.6 DcgmHealthWatch.cpp DCGM_FR_IMEX_UNHEALTHY_MSG for the daemon: a state other than READY
            gpu-07: Error: IMEX domain status is DOWN (unhealthy) | nccl.nvls-failed | gpu-07 |  |  DCGM 4.5-4.6 DCGM_FR_IMEX_UNHEALTHY_MSG for the domain (DOWN), behind pdsh's prefix
            10.1.2.3: IMEX domain status is DEGRADED (unhealthy) | nccl.nvls-failed | 10.1.2.3 |  | DCGM 4.5-4.6 the domain DEGRADED, behind an address prefix
            GpuNvlinkWatch = True   reason=GpuNvlinkWatchIsNotHealthy\\n  ErrorCode:DCGM_FR_IMEX_UNHEALTHY GPU:0 PCI:0000:9d:00.0 | nccl.nvls-failed |  |  | DCGM 4.5-4.6 dcgm_errors.h DCGM_FR_IMEX_UNHEALTHY (122) by name, as a node agent's condition carries it
            node condition {Type:AcceleratedHardwareReady Status:False Reason:DCGMHealthCode122 Message:DCGM detected issues in health check system with error code 122} | nccl.nvls-failed |  |  | aws/eks-node-monitoring-agent monitors/nvidia/dcgm: the condition's Reason DCGMHealthCode%d and Message with code 122
            Message:DCGM detected issues in health check system with error code 1220 | - |  |  | the same condition with another number that starts with 122: not the IMEX code
            [QST] cudaErrorInsufficientDriver | cuda.version-mismatch |  |  | CUDA runtime driver_types.h cudaErrorInsufficientDriver (35) as an issue title
            I find the error CUDAError InsufficientDriver. My CUDA version is 12.9.41 | cuda.version-mismatch |  |  | the same name written apart in a sentence (a wrapper's class name before the enum's)
            [rank3]: RuntimeError: <cudaError_t.cudaErrorInsufficientDriver: 35> | cuda.version-mismatch |  |  | cuda-python 12-13 cuda.bindings.runtime cudaError_t enum repr, behind torchrun's prefix
            3: cudaErrorNoKernelImageForDevice | cuda.version-mismatch |  |  | CUDA runtime cudaErrorNoKernelImageForDevice (209) on its own, behind srun --label
            gpu-b200-12: cuModuleLoadData returned CUDA_ERROR_NO_BINARY_FOR_GPU | cuda.version-mismatch | gpu-b200-12 |  | CUDA driver API cuda.h CUresult CUDA_ERROR_NO_BINARY_FOR_GPU (209) by name, behind pdsh's prefix
            cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH | cuda.version-mismatch |  |  | CUDA driver API CUDA_ERROR_SYSTEM_DRIVER_MISMATCH (803) by name
            Detected cudaErrorUnsupportedPtxVersion from the JIT | cuda.version-mismatch |  |  | CUDA runtime cudaErrorUnsupportedPtxVersion (222) in a sentence
            NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation. | cuda.version-mismatch |  |  | torch 2.x cuda/__init__.py _check_capability for sm_120 (Blackwell), the wording an earlier batch read
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
