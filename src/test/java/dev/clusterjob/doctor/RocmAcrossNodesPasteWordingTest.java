package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * ROCm's own tools and libraries as users paste them: rocminfo's failed HSA call (RET_IF_HSA_ERR, ROCm 1.x-7.x),
 * rocm-smi's and amd-smi's driver check and rsmi_init's return (rocm_smi.py, amdsmi_cli), rocm_smi_lib's stale shared mutex, pyrsmi's
 * AMD SMI errors, and XLA built without NCCL/RCCL. One row per wording and release, with host names of several shapes (a prompt's host,
 * pdsh's and srun's prefixes, a Cray nid, an FQDN); the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class RocmAcrossNodesPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            hsa api call failure at: /long_pathname_so_that_rpms_can_package_the_debug_info/src/rocminfo/rocminfo.cc:1282\\nCall returned HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. This error may also occur when the core runtime library needs to spawn threads or create internal OS-specific events. | rocm.runtime-failed |  |  | rocminfo ROCm 6.x rocminfo.cc RET_IF_HSA_ERR: "hsa api call failure at: %s:%d", "Call returned %s" with hsa_status_string's text
            [user@mi300-node-3 ~]$ rocminfo\\nROCk module is loaded\\nhsa api call failure at: /data/jenkins_workspace/compute-rocm-rel-2.7/rocminfo/rocminfo.cc:1102\\nCall returned HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. | rocm.runtime-failed | mi300-node-3 |  | rocminfo ROCm 2.7 (line 1102) behind a bash prompt: the prompt's host
            gpu-07: hsa api call failure at: rocminfo.cc:1148\\ngpu-07: Call returned HSA_STATUS_ERROR: A generic error has occurred. | rocm.runtime-failed | gpu-07 |  | rocminfo ROCm 5.3 (line 1148) with the generic status, behind pdsh's prefix
            0: Call returned 0x1008 | - |  |  | rocminfo's "%#x" when hsa_status_string has no text: no status name, not read
            ERROR:root:Driver not initialized (amdgpu not found in modules) | rocm.runtime-failed |  |  | rocm_smi.py (ROCm 3.x-7.x) driverInitialized's logging.error, alone (a warning, reported when nothing else is found)
            ubuntu@nid005018:~$ rocm-smi\\ncat: /sys/module/amdgpu/initstate: No such file or directory\\nERROR:root:Driver not initialized (amdgpu not found in modules) | rocm.runtime-failed | nid005018 |  | rocm-smi ROCm 5.x behind a prompt naming a Cray nid
            ERROR:root:Driver not initialized (amdgpu not found\\nin modules) | rocm.runtime-failed |  |  | the same wrapped by a paste after "not found" (a terminal or a page 53 columns wide)
            ERROR:root:Unable to get devices, driver not initialized (amdgpu not found in modules)\\nERROR:root:Unable to detect any GPU devices, check amdgpu version and module status (sudo modprobe amdgpu) | rocm.runtime-failed |  |  | amd-smi amdsmi_cli/amdsmi_init.py (ROCm 6.x-7.x): both lines, one finding
            [rank0]: RuntimeError: CUDA error: an illegal memory access was encountered\\nERROR:root:Driver not initialized (amdgpu not found in modules) | torch.cuda-error |  |  | W&B's system monitor calling rocm-smi on an NVIDIA node beside a real failure: the fallback stays out
            WARNING:root:No AMD GPU processors found | rocm.runtime-failed |  |  | ROCm/pyrsmi rocml.py smi_initialize's logging.warning
            ERROR:root:AMDSMI Error: AMDSMI_STATUS_INVAL: Invalid parameters. | rocm.runtime-failed |  |  | ROCm/pyrsmi rocml.py amdsmi_ret_ok: "AMDSMI Error: %s" with amdsmi_status_code_to_string's text (ROCm 7.1-7.2)
            node12.cluster.example.org: ERROR:root:AMD SMI initialization failed: AMDSMI_STATUS_DRIVER_NOT_LOADED | rocm.runtime-failed | node12.cluster.example.org |  | ROCm/pyrsmi rocml.py smi_initialize: "AMD SMI initialization failed: %s", behind pdsh's prefix with an FQDN
            ERROR:root:ROCm SMI returned 8 (the expected value is 0) | rocm.runtime-failed |  |  | rocm_smi.py (ROCm 3.9-7.x): rsmi_init returned RSMI_STATUS_INIT_ERROR
            3: ERROR:root:ROCm SMI returned 8 (the expected value is 0) | rocm.runtime-failed |  |  | the same behind srun --label
            pthread_mutex_timedlock() returned 110\\nFailed to initialize RSMI device mutex after 5 seconds. Previous execution may not have shutdown cleanly. To fix problem, stop all rocm_smi programs, and then delete the rocm_smi* shared memory files in /dev/shm.: Connection timed out | rocm.runtime-failed |  |  | rocm_smi_lib src/shared_mutex.cc (ROCm 3.x-7.x): fprintf and perror, ETIMEDOUT
            x1000c0s0b0n0: Failed to initialize RSMI device mutex after 5 seconds. Previous execution may not have shutdown cleanly. | rocm.runtime-failed | x1000c0s0b0n0 |  | the same cut after its second sentence, behind pdsh's prefix with an HPE Cray EX name
            E0122 11:56:32.195687  107899 pjrt_stream_executor_client.cc:2766] Execution of replica 0 failed: UNIMPLEMENTED: XLA compiled without NCCL support | torch.no-gpu |  |  | openxla/xla nccl_api_stub.cc (2024): UnimplementedError through PJRT's replica error
            jaxlib.xla_extension.XlaRuntimeError: INTERNAL: XLA compiled without NCCL support. | torch.no-gpu |  |  | openxla/xla nccl_clique stub (2023-2025): InternalError with a period, as jaxlib raises it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
