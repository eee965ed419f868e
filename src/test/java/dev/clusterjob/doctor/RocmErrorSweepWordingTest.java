package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * ROCm's own error strings and RCCL's own wordings, every one a multi-node training user would paste, across releases (issue 26,
 * doc166): a sweep of the format strings of ROCm/clr (hipamd/src/hip_error.cpp ihipGetErrorString and ihipGetErrorName,
 * hip_code_object.cpp, hip_fatbin.cpp, hip_global.cpp, rocclr/device/rocm/rocdevice.cpp and rocvirtual.cpp) at rocm-5.6.0, rocm-6.0.0 and
 * rocm-6.2.2 (and hip_error.cpp as ROCm/rocm-systems holds it for 7.x: the same texts), ROCm/ROCR-Runtime (hsa.cpp hsa_status_string,
 * runtime.cpp's fault, HW exception and memory-critical handlers, amd_topology.cpp) at rocm-5.7.0 and rocm-6.2.0, ROCm/rccl
 * (include/checks.h, include/cudawrap.h, include/rocmwrap.h, misc/rocmwrap.cc, misc/rocm_smi_wrap.cc, init.cc, transport/p2p.cc,
 * transport/net_ib.cc, graph/topo.cc) at rocm-5.7.0, rocm-6.0.0, rocm-6.2.0 and 0cbce2a (Oct 2024), rccl-tests' HIPCHECK, and the
 * amdgpu kernel driver's reset, job time-out, page-fault and RAS lines (amdgpu_device.c, amdgpu_job.c, gmc_v9_0.c, amdgpu_ras.c,
 * amdgpu_psp.c, Linux 5.x-6.x). Each row is one format string (one per release where the wording differs) filled as the tool fills it
 * (hipGetErrorString's texts through torch's "HIP error: %s" of ROCm builds before 2.5 and "CUDA error: %s" with the HIP name on the
 * Search line after, hsa_status_string's sentences, NCCL's prefix "HOST:PID:TID [DEV] FILE:LINE NCCL WARN", clr's AMD_LOG_LEVEL prefix
 * ":LEVEL:FILE :LINE : TIME us: [pid:P tid:T]"), with host names of several shapes; "node-N" in ROCr's lines is a GPU agent, never a
 * host. The last rows are harmless look-alikes (INFO lines of ignored errors, set-up warnings, a success status, a boot line with
 * "RAS"); a "-" row allows warnings only.
 *
 * <p>Skipped, and why: hipGetErrorString's texts of features no training job uses (the profiler's, graph capture's eight
 * hipErrorStreamCapture* texts, graphics interop, texture and array mapping, cooperative launch, cluster size) and those no run can
 * produce but a program's own bug in the API's use (invalid pitch, memcpy direction, missing configuration, context stack, "no error");
 * clr's COMGR and code-object-manager plumbing (amd::Comgr::... failed with status, "Cannot map the file descriptor", offline-device
 * set-up, HSA query failures at device discovery) printed only at AMD_LOG_LEVEL 1+ and always followed by the hipError a user sees;
 * ROCr's hsa_status_string texts of the code-object loader and finalizer (INVALID_ISA, INVALID_CODE_OBJECT, HSA_EXT_STATUS_*: they
 * reach a user as hipErrorInvalidImage or hipErrorNoBinaryForGpu, which have rows) and of API misuse (INVALID_SIGNAL, INVALID_QUEUE,
 * INVALID_PACKET_FORMAT, REFCOUNT_OVERFLOW); libhsakmt's pr_err lines (printed only with HSAKMT_DEBUG_LEVEL set); RCCL's internal
 * asserts ("Listencomm in unknown state", "sendReq(%p)->events", "trying to connect already connected sendComm", commReclaim's,
 * ncclCommSetAsyncError's) and the configuration checks of features no job here uses (MSCCL++, NPKit, CollNet, MNNVL, CGA cluster
 * size, ncclConfig_t attributes), its TRACE lines, and the NET/IB wordings RCCL shares with NCCL word for word (NcclFormatSweepWordingTest
 * holds those). "Unable to open /dev/kfd" and "Failed to find AMD GPU" are in none of the files read (rccl, clr, ROCR-Runtime at the
 * tags above): no row is written for a wording no source prints.
 *
 * <p>{@link #KNOWN} lists the rows doctor does not yet read right (by their source cell); {@link #knownRowsStillMiss} fails once one is
 * read right, so a fixed row must leave the list. The codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a text is a line break.
 */
class RocmErrorSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source: file, function, format string, releases */
    private static final String ROWS = """
            RuntimeError: HIP error: initialization error | torch.no-gpu |  |  | clr hipamd/src/hip_error.cpp ihipGetErrorString(hipErrorNotInitialized) "initialization error" (rocm-5.6.0-7.x) through torch c10/hip "HIP error: %s" (ROCm builds 1.x-2.4): the runtime could not start (CODES.md "a CUDA that cannot start")
            gpu-07: torch.AcceleratorError: HIP error: no ROCm-capable device is detected\\ngpu-07: Search for `hipErrorNoDevice' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | torch.no-gpu | gpu-07 |  | hip_error.cpp (hipErrorNoDevice) "no ROCm-capable device is detected" (rocm-5.6.0-7.x) through torch 2.8+'s AcceleratorError with its Search line, behind pdsh's prefix
            RuntimeError: HIP error: driver version is insufficient for runtime version | cuda.version-mismatch |  |  | hip_error.cpp (hipErrorInsufficientDriver) "driver version is insufficient for runtime version" (rocm-5.6.0-7.x) through torch "HIP error: %s"
            [rank3]: RuntimeError: HIP error: invalid argument\\n[rank3]: HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.\\n[rank3]: For debugging consider passing AMD_SERIALIZE_KERNEL=3 | torch.cuda-error |  |  | hip_error.cpp (hipErrorInvalidValue) "invalid argument" (rocm-5.6.0-7.x) through torch 2.3-2.4 c10/hip HIPException with AMD_SERIALIZE_KERNEL's hint, behind torchrun's prefix
            RuntimeError: HIP error: invalid device pointer\\nHIP kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.\\nFor debugging consider passing HIP_LAUNCH_BLOCKING=1. | torch.cuda-error |  |  | hip_error.cpp (hipErrorInvalidDevicePointer) "invalid device pointer" through torch 1.13-2.2's hint (HIP_LAUNCH_BLOCKING=1, no space after the comma)
            RuntimeError: HIP error: unspecified launch failure in prior launch | torch.cuda-error |  |  | hip_error.cpp (hipErrorPriorLaunchFailure) "unspecified launch failure in prior launch" (rocm-5.6.0-7.x)
            node12.cluster.example.org: RuntimeError: HIP error: invalid resource handle | torch.cuda-error | node12.cluster.example.org |  | hip_error.cpp (hipErrorInvalidHandle) "invalid resource handle" (rocm-5.6.0-7.x), behind pdsh's prefix
            RuntimeError: HIP error: named symbol not found | torch.cuda-error |  |  | hip_error.cpp (hipErrorNotFound) "named symbol not found" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: too many resources requested for launch | torch.cuda-error |  |  | hip_error.cpp (hipErrorLaunchOutOfResources) "too many resources requested for launch" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: the launch timed out and was terminated | torch.cuda-error |  |  | hip_error.cpp (hipErrorLaunchTimeOut) "the launch timed out and was terminated" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: peer access is not supported between these two devices | torch.cuda-error |  |  | hip_error.cpp (hipErrorPeerAccessUnsupported) "peer access is not supported between these two devices" (rocm-5.6.0-7.x)
            [rank0]: torch.AcceleratorError: HIP error: device-side assert triggered\\n[rank0]: Search for `hipErrorAssert' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information.\\n[rank0]: Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions. | torch.cuda-error |  |  | hip_error.cpp (hipErrorAssert) "device-side assert triggered" (rocm-5.6.0-7.x) through torch 2.8+'s AcceleratorError and its TORCH_USE_HIP_DSA line
            RuntimeError: HIP error: operation not supported | torch.cuda-error |  |  | hip_error.cpp (hipErrorNotSupported) "operation not supported" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: unknown error | torch.cuda-error |  |  | hip_error.cpp (hipErrorUnknown) "unknown error" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: shared object initialization failed | torch.cuda-error |  |  | hip_error.cpp (hipErrorSharedObjectInitFailed) "shared object initialization failed" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: runtime memory call returned error | torch.cuda-error |  |  | hip_error.cpp (hipErrorRuntimeMemory) "runtime memory call returned error" (rocm-5.6.0-7.x)
            RuntimeError: HIP error: mapping of buffer object failed | torch.cuda-error |  |  | hip_error.cpp (hipErrorMapFailed) "mapping of buffer object failed" (rocm-5.6.0-7.x)
            RuntimeError: CUDA error: an illegal memory access was encountered\\nSearch for `hipErrorIllegalAddress' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information.\\nHIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | torch.cuda-error |  |  | hip_error.cpp (hipErrorIllegalAddress) through torch 2.5-2.7 on ROCm: "CUDA error: %s" with the HIP name on the Search line
            torch.AcceleratorError: CUDA error: unspecified launch failure\\nSearch for `hipErrorLaunchFailure' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | torch.cuda-error |  |  | hip_error.cpp (hipErrorLaunchFailure) "unspecified launch failure" through torch 2.8+ on ROCm
            x1000c0s0b0n0: torch.AcceleratorError: CUDA error: uncorrectable ECC error encountered\\nx1000c0s0b0n0: Search for `hipErrorECCNotCorrectable' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | torch.cuda-error | x1000c0s0b0n0 |  | hip_error.cpp (hipErrorECCNotCorrectable) "uncorrectable ECC error encountered" through torch 2.8+ on ROCm, behind a Cray xname prefix (RocmWordingTest files the HIP form under torch.cuda-error)
            torch.OutOfMemoryError: CUDA error: out of memory\\nSearch for `hipErrorOutOfMemory' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | torch.cuda-oom |  |  | hip_error.cpp (hipErrorOutOfMemory) "out of memory" through torch 2.5+ on ROCm ("CUDA error:" with the HIP name)
            RuntimeError: CUDA error: no kernel image is available for execution on the device\\nSearch for `hipErrorNoBinaryForGpu' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | rocm.no-binary-for-gpu |  |  | hip_error.cpp (hipErrorNoBinaryForGpu) "no kernel image is available for execution on the device" through torch 2.5+ on ROCm (the HIP name decides, CODES.md doc26)
            gpu-07: Test HIP failure common.cu:892 'an illegal memory access was encountered' | torch.cuda-error | gpu-07 |  | rccl-tests src/common.h HIPCHECK "%s: Test HIP failure %s:%d '%s'" with hipGetErrorString (rccl-tests for rocm-5.7-6.x)
            hipMalloc failed: hipErrorInvalidValue | torch.cuda-error |  |  | hip_error.cpp ihipGetErrorName (rocm-5.6.0-7.x): the name a wrapper prints ("%s failed: %s", hipGetErrorName)
            :1:hip_code_object.cpp      :624 : 4412204453 us: [pid:9 tid:0x7f2c75dff640] hipErrorNoBinaryForGpu: Unable to find code object for all current devices!\\n:1:hip_code_object.cpp      :625 : 4412204460 us: [pid:9 tid:0x7f2c75dff640]   Devices:\\n:1:hip_code_object.cpp      :628 : 4412204463 us: [pid:9 tid:0x7f2c75dff640]     amdgcn-amd-amdhsa--gfx942:sramecc+:xnack- - [Not Found] | rocm.no-binary-for-gpu |  |  | clr hip_code_object.cpp CodeObject::extractCodeObjectFromFatBinary LogPrintfError "%s" + "hipErrorNoBinaryForGpu: Unable to find code object for all current devices!" and its Devices list (rocm-5.6.0-6.2, AMD_LOG_LEVEL's prefix)
            :1:hip_fatbin.cpp           :113 : 2251193370 us: [pid:4412 tid:0x7f9c3bfff640] Missing CO for these ISAs - \\n:1:hip_fatbin.cpp           :116 : 2251193375 us: [pid:4412 tid:0x7f9c3bfff640]      amdgcn-amd-amdhsa--gfx1100 | rocm.no-binary-for-gpu |  |  | clr hip_fatbin.cpp ListAllDeviceWithNoCOFromBundle LogError "Missing CO for these ISAs - " then "     %s" per ISA (rocm-6.1-6.2)
            :1:hip_fatbin.cpp           :277 : 2251193370 us: [pid:4412 tid:0x7f9c3bfff640] Cannot find CO in the bundle /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_hip.so for ISA: amdgcn-amd-amdhsa--gfx1201 | rocm.no-binary-for-gpu |  |  | clr hip_fatbin.cpp FatBinaryInfo::ExtractFatBinaryUsingCOMGR LogPrintfError "Cannot find CO in the bundle %s for ISA: %s" (rocm-6.1-6.2)
            :0:/long_pathname_so_that_rpms_can_package_the_debug_info/data/driver/clr/hipamd/src/hip_global.cpp:112 : 0167356419 us: 28431: [tid:0x7f8f0cbd9740] Cannot find Symbol with name: _ZN2at6native29vectorized_elementwise_kernelILi4ENS0_11FillFunctorIfEENS_6detail5ArrayIPcLi1EEEEEviT0_T1_ | rocm.no-binary-for-gpu |  |  | clr hip_global.cpp DeviceFunc/Function::getStatFunc guarantee "Cannot find Symbol with name: %s" (rocm-5.6.0-6.2): the kernel of a code object this GPU's build lacks
            :0:rocdevice.cpp            :2984: 159730272363 us: [pid:403868 tid:0x7f37b81ff640] Callback: Queue 0x7ef728200000 aborting with error : HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception. code: 0x1016 | torch.cuda-error |  |  | clr rocdevice.cpp Device::callbackQueue "Callback: Queue %p aborting with error : %s code: 0x%x" (rocm-5.6.0-6.2) with ROCR hsa.cpp hsa_status_string(HSA_STATUS_ERROR_EXCEPTION)
            :0:rocdevice.cpp            :2980: 4412204453 us: [pid:9 tid:0x7f2c75dff640] Callback: Queue 0x7f2b3c800000 Aborting with error : HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. This error may also occur when the core runtime library needs to spawn threads or create internal OS-specific events. Code: 0x1008 Available Free mem : 12 MB | torch.cuda-error |  |  | clr rocdevice.cpp "Callback: Queue %p Aborting with error : %s Code: 0x%x Available Free mem : %zu MB" (rocm-5.6.0-6.2) with HSA_STATUS_ERROR_OUT_OF_RESOURCES (CODES.md doc26: the queue abort stays torch.cuda-error)
            :0:rocvirtual.cpp           :2893: 62491722575 us: [pid:77 tid:0x7fa7308ff640] Callback: Queue 0x7fa730c00000 aborting with error : HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION: The agent attempted to execute an illegal shader instruction. code: 0x2a | torch.cuda-error |  |  | clr rocvirtual.cpp VirtualGPU's queue callback, same format (rocm-6.0-6.2), with hsa_status_string(HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION)
            :0:rocdevice.cpp            :2984: 183469315192 us: [pid:12 tid:0x7fb3789ff640] Callback: Queue 0x7fb378200000 aborting with error : HSA_STATUS_ERROR_MEMORY_FAULT: Agent attempted to access an inaccessible address. code: 0x2b | torch.cuda-error |  |  | rocdevice.cpp queue callback with hsa_status_string(HSA_STATUS_ERROR_MEMORY_FAULT) (ROCR rocm-5.7.0-6.2)
            :0:rocdevice.cpp            :2984: 183469315192 us: [pid:12 tid:0x7fb3789ff640] Callback: Queue 0x7fb378200000 aborting with error : HSA_STATUS_ERROR_FATAL: The queue received an error that may require process termination. code: 0x1011 | torch.cuda-error |  |  | rocdevice.cpp queue callback with hsa_status_string(HSA_STATUS_ERROR_FATAL) (ROCR rocm-5.7.0-6.2)
            RuntimeError: HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. | torch.cuda-error |  |  | ROCR hsa.cpp hsa_status_string(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION) (rocm-5.7.0-6.2) raised by a wrapper on its own
            nid005123: Memory access fault by GPU node-4 (Agent handle: 0x152e220) on address 0x7f0a1c000000. Reason: Execute access to a page marked NX. | torch.cuda-error | nid005123 |  | ROCR runtime.cpp Runtime::VMFaultHandler "Memory access fault by GPU node-%u (Agent handle: %p) on address %p%s. Reason: %s." (rocm-5.7.0-6.2), reason "Execute access to a page marked NX", behind srun's or pdsh's host prefix (node-4 is the GPU agent, not a host)
            Memory access fault by GPU node-2 (Agent handle: 0x55d0c8a6e4b0) on address 0x7f1c2a600000. Reason: Host access only. | torch.cuda-error |  |  | runtime.cpp VMFaultHandler, reason "Host access only" (rocm-5.7.0-6.2)
            Memory access fault by GPU node-3 (Agent handle: 0x1f829860) on address 0x7a8a4be00000. Reason: SRAM ECC failure. | torch.cuda-error |  |  | runtime.cpp VMFaultHandler, reason "SRAM ECC failure" (rocm-5.7.0-6.2)
            Memory access fault by GPU node-9 (Agent handle: 0x3000d2c0) on address 0x538800000000(may not be exact address). Reason: Generic hang recovery. | torch.cuda-error |  |  | runtime.cpp VMFaultHandler, imprecise address and reason "Generic hang recovery" (rocm-5.7.0-6.2)
            mi300-node17: HW Exception by GPU node-2 (Agent handle: 0x55ff0e7f2c50) reason :GPU Hang | torch.cuda-error | mi300-node17 |  | ROCR runtime.cpp Runtime::HwExceptionHandler fprintf "HW Exception by GPU node-%u (Agent handle: %p) reason :%s" (rocm-6.0-6.2), "GPU Hang", behind pdsh's prefix
            HSA Error:  Incompatible kernel and userspace, AMD Radeon VII disabled. Upgrade amdgpu. | rocm.runtime-failed |  |  | ROCR amd_topology.cpp DiscoverGpu fprintf "HSA Error:  Incompatible kernel and userspace, %s disabled. Upgrade amdgpu." (rocm-5.7.0-6.2): the node's amdgpu too old for the ROCm user space, the GPU left out
            gpu-07:1234:1290 [0] include/rocmwrap.h:27 NCCL WARN ROCr failure 'HSA_STATUS_ERROR_NOT_INITIALIZED: An API other than hsa_init has been invoked while the reference count of the HSA runtime is zero.' | rocm.runtime-failed | gpu-07 |  | RCCL include/rocmwrap.h CUCHECK WARN "ROCr failure '%s'" (rocm-5.7.0-6.2) with hsa_status_string(HSA_STATUS_ERROR_NOT_INITIALIZED)
            node12.cluster.example.org:4711:4711 [3] misc/rocmwrap.cc:56 NCCL WARN Failed to find ROCm runtime library in libhsa-runtime64.so (RCCL_ROCR_PATH=libhsa-runtime64.so) | rocm.runtime-failed | node12.cluster.example.org |  | RCCL misc/rocmwrap.cc rocmLibraryInit "Failed to find ROCm runtime library in %s (RCCL_ROCR_PATH=%s)" (rocm-5.7.0-6.2)
            10.1.2.3:55:55 [0] misc/rocmwrap.cc:66 NCCL WARN Failed to load ROCr missing symbol hsa_init | rocm.runtime-failed | 10.1.2.3 |  | rocmwrap.cc "Failed to load ROCr missing symbol %s" for hsa_init / hsa_system_get_info / hsa_status_string (rocm-5.7.0-6.2)
            nid005123:88:88 [1] misc/rocmwrap.cc:84 NCCL WARN pfn_hsa_system_get_info failed with 4104 | rocm.runtime-failed | nid005123 |  | rocmwrap.cc "pfn_hsa_system_get_info failed with %d" (rocm-5.7.0-6.2): the ROCr runtime answers with an HSA status
            gpu-07:1234:1290 [0] misc/rocm_smi_wrap.cc:60 NCCL WARN ROCm SMI init failure RSMI_STATUS_INIT_ERROR: An error occurred during initialization, during monitor discovery or when when initializing internal data structures | rocm.runtime-failed | gpu-07 |  | RCCL misc/rocm_smi_wrap.cc ROCMSMICHECK "ROCm SMI init failure %s" with rsmi_status_string (rocm-5.7.0-6.2)
            frontier00123:9012:9077 [2] misc/rocm_smi_wrap.cc:153 NCCL WARN rocm_smi_lib: 0000:d1:00.0 device index not found | rocm.runtime-failed | frontier00123 |  | rocm_smi_wrap.cc rocm_smi_getDeviceIndexByPciBusId "rocm_smi_lib: %s device index not found" (rocm-5.7.0-6.2)
            gpu-07:1234:1290 [0] include/checks.h:24 NCCL WARN Cuda failure 'an illegal memory access was encountered' | torch.cuda-error | gpu-07 |  | RCCL include/checks.h CUDACHECK "Cuda failure '%s'" with hipGetErrorString (rocm-5.7.0-6.2): a GPU fault
            node12.cluster.example.org:4711:4790 [3] enqueue.cc:1345 NCCL WARN Cuda failure 'out of memory' | torch.cuda-oom | node12.cluster.example.org |  | checks.h CUDACHECK "Cuda failure '%s'" (rocm-5.7.0-6.2) with hipErrorOutOfMemory's text
            10.1.2.3:55:66 [2] include/alloc.h:139 NCCL WARN Cuda failure 2 'out of memory' | torch.cuda-oom | 10.1.2.3 |  | RCCL include/cudawrap.h CUCHECK "Cuda failure %d '%s'" (rocm-6.2-6.x; cuGetErrorString hipified to hipDrvGetErrorString) with hipErrorOutOfMemory (2)
            gpu-07:1234:1290 [0] transport/p2p.cc:238 NCCL WARN Cuda failure 1 'invalid argument' | nccl.warn | gpu-07 |  | cudawrap.h CUCHECK "Cuda failure %d '%s'" (rocm-6.2-6.x) with a non-fault error: a WARN only, as the older "Cuda failure '%s'" row of RocmWordingTest
            ip-10-0-1-23:311:402 [7] transport/p2p.cc:238 NCCL WARN cudaIpcGetMemHandle failed : invalid argument | torch.cuda-error | ip-10-0-1-23 |  | RCCL transport/p2p.cc p2pSendSetup "cudaIpcGetMemHandle failed : %s" (rocm-5.7.0-6.2)
            nid005123:45678:45700 [2] transport/p2p.cc:326 NCCL WARN failed to peer with device 3(=c1000): 217 peer access is not supported between these two devices | torch.cuda-error | nid005123 |  | RCCL transport/p2p.cc p2pMap "failed to peer with device %d(=%lx): %d %s" (rocm-5.7.0-6.2)
            gpu-07:1234:1234 [0] graph/topo.cc:564 NCCL WARN Add XGMI error : could not find GPU 43000 | nccl.warn | gpu-07 |  | RCCL graph/topo.cc ncclTopoConnectXGMI "Add XGMI error : could not find GPU %lx" (rocm-5.7.0-6.2): RCCL's own XGMI link to a GPU the process does not see
            mi300-node17:2210:2290 [5] transport/net_ib.cc:1536 NCCL WARN NET/IB : Got completion from peer 10.1.2.4<45678> with error 12, opcode 0, len 0, vendor err 129 | nccl.ib-completion-error | mi300-node17 | 10.1.2.4 | RCCL transport/net_ib.cc ncclIbTest "Got completion from peer %s with error %d, opcode %d, len %d, vendor err %d" (rocm-5.7.0; NCCL 2.17's wording)
            gpu-07:1234:1300 [0] transport/net_ib.cc:2235 NCCL WARN NET/IB : Got completion from peer 10.1.2.4<45678> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid fe80::a288:c2ff:fe3b:1234 remoteGids fe80::a288:c2ff:fe3b:5678 | nccl.ib-completion-error | gpu-07 | 10.1.2.4 | net_ib.cc ncclIbTest "Got completion from peer %s with status=%d opcode=%d len=%d vendor err %d (%s)%s%s%s%s" (rocm-6.2-6.x)
            node12.cluster.example.org:88:99 [3] transport/net_ib.cc:104 NCCL WARN NET/IB : mlx5_2:1 Got async event : GID table change | - |  |  | net_ib.cc ncclIbAsyncThreadMain "NET/IB : %s:%d Got async event : %s" (rocm-6.0-6.2) with a GID change: no failure, as NcclFormatSweepWordingTest files NCCL's
            10.1.2.3:55:55 [0] transport/net_ib.cc:429 NCCL WARN NET/IB : Unable to open device mlx5_bond_0 | nccl.ibv-call-failed | 10.1.2.3 |  | net_ib.cc ncclIbInit "NET/IB : Unable to open device %s" (rocm-5.7.0-6.2), as NcclFormatSweepWordingTest files NCCL's
            amdgpu 0000:c1:00.0: amdgpu: GPU reset begin! | amdgpu.fault |  |  | Linux drivers/gpu/drm/amd/amdgpu/amdgpu_device.c amdgpu_device_gpu_recover dev_info "GPU reset begin!" (4.19-6.x)
            Dec 04 10:00:00 mi300-node17 kernel: amdgpu 0000:c1:00.0: amdgpu: GPU reset(2) succeeded! | amdgpu.fault | mi300-node17 |  | amdgpu_device.c amdgpu_device_gpu_recover dev_info "GPU reset(%d) succeeded!" (5.x-6.x) in the journal: the GPU hung and was reset, the job's queues gone
            [Thu Sep 10 14:36:16 2026] amdgpu 0000:03:00.0: amdgpu: GPU reset(3) failed | amdgpu.fault |  |  | amdgpu_device.c dev_info "GPU reset(%d) failed" (5.x-6.x) in dmesg -T
            [  812.334455] [drm:amdgpu_job_timedout [amdgpu]] *ERROR* Process information: process python3 pid 28431 thread python3 pid 28431 | amdgpu.fault |  |  | amdgpu_job.c amdgpu_job_timedout DRM_ERROR "Process information: process %s pid %d thread %s pid %d" (5.x-6.x), the line after the ring time-out
            Aug 09 11:36:30 gpu-07 kernel: amdgpu 0000:0c:00.0: amdgpu: [mmhub] no-retry page fault (src_id:0 ring:0 vmid:3 pasid:32773, for process python3 pid 28431 thread python3 pid 28431) | amdgpu.fault | gpu-07 |  | gmc_v9_0.c gmc_v9_0_process_interrupt dev_err "[%s] %s page fault (src_id:%u ring:%u vmid:%u pasid:%u, for process %s pid %d thread %s pid %d)" (5.x-6.x)
            amdgpu 0000:03:00.0: amdgpu: socket: 0, die: 1, 2 uncorrectable hardware errors detected in total in gfx block | amdgpu.fault |  |  | amdgpu_ras.c amdgpu_ras_error_print_error_data (6.8-6.x) dev_info/RAS_EVENT_LOG "socket: %d, die: %d, %lld uncorrectable hardware errors detected in total in %s block"
            amdgpu 0000:c1:00.0: amdgpu: 4 uncorrectable hardware errors detected in total in umc block | amdgpu.fault |  |  | amdgpu_ras.c amdgpu_ras_error_print_error_data (6.7-6.x) "%ld uncorrectable hardware errors detected in total in %s block" (no socket)
            amdgpu 0000:c1:00.0: amdgpu: RAS: optional ras ta ucode is not available | - |  |  | amdgpu_ras.c / psp_v13_0 (5.x-6.x) dev_info at boot: a look-alike ("RAS", no error)
            amdgpu 0000:0b:00.0: amdgpu: 3 correctable hardware errors detected in total in umc block, no user action is needed. | - |  |  | amdgpu_ras.c (6.7-6.x) "%ld correctable hardware errors detected in total in %s block, no user action is needed.": no failure
            HSA_STATUS_SUCCESS: The function has been executed successfully. | - |  |  | ROCR hsa.cpp hsa_status_string(HSA_STATUS_SUCCESS) printed by a wrapper that logs every status: a look-alike
            gpu-07:1234:1234 [0] NCCL INFO transport/p2p.cc:300 Cuda failure 'peer access is already enabled' | - |  |  | RCCL include/checks.h CUDACHECKIGNORE INFO "%s:%d Cuda failure '%s'" (rocm-5.7.0-6.2): an ignored error at INFO
            gpu-07:1234:1234 [0] NCCL INFO misc/rocmwrap.cc:100 ROCr failure 'HSA_STATUS_ERROR_INVALID_ARGUMENT: One of the actual arguments does not meet a precondition stated in the documentation of the corresponding formal argument.' | - |  |  | RCCL include/rocmwrap.h CUCHECKIGNORE INFO "%s:%d ROCr failure '%s'" (rocm-5.7.0-6.2): an ignored status at INFO
            gpu-07:1234:1234 [0] init.cc:142 NCCL WARN NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by "sudo sysctl kernel.numa_balancing=0" | - |  |  | RCCL init.cc ncclCommInitRankDev "NUMA auto balancing enabled which can lead to variability in the RCCL performance! ..." (rocm-5.7.0-6.2): a performance warning
            node12.cluster.example.org:88:88 [3] init.cc:163 NCCL WARN Missing "iommu=pt" from kernel command line which can lead to system instablity or hang! | - |  |  | RCCL init.cc "Missing \"iommu=pt\" from kernel command line which can lead to system instablity or hang!" (rocm-5.7.0-6.2): a set-up warning
            gpu-07:1234:1234 [0] init.cc:168 NCCL WARN Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system instablity or hang! | rccl.fine-grain-pcie | gpu-07 |  | RCCL init.cc "Missing \"HSA_FORCE_FINE_GRAIN_PCIE=1\" from environment ..." (rocm-5.7.0-6.2): the warning code of its own
            :3:hip_device_runtime.cpp   :651 : 4412204453 us: [pid:9 tid:0x7f2c75dff640] hipGetDeviceCount: Returned hipSuccess :  | - |  |  | clr AMD_LOG_LEVEL=3 API trace "%s: Returned %s : %s" (rocm-5.6.0-6.2): a trace line with an error name's look
            """;

    /** The source cells of rows doctor still reads wrong. */
    static final Set<String> KNOWN = Set.of(
            "clr hipamd/src/hip_error.cpp ihipGetErrorString(hipErrorNotInitialized) \"initialization error\" (rocm-5.6.0-7.x) through torch c10/hip \"HIP error: %s\" (ROCm builds 1.x-2.4): the runtime could not start (CODES.md \"a CUDA that cannot start\")",
            "hip_error.cpp (hipErrorInsufficientDriver) \"driver version is insufficient for runtime version\" (rocm-5.6.0-7.x) through torch \"HIP error: %s\"",
            "hip_error.cpp (hipErrorNoBinaryForGpu) \"no kernel image is available for execution on the device\" through torch 2.5+ on ROCm (the HIP name decides, CODES.md doc26)",
            "hip_error.cpp ihipGetErrorName (rocm-5.6.0-7.x): the name a wrapper prints (\"%s failed: %s\", hipGetErrorName)",
            "clr hip_fatbin.cpp ListAllDeviceWithNoCOFromBundle LogError \"Missing CO for these ISAs - \" then \"     %s\" per ISA (rocm-6.1-6.2)",
            "clr hip_fatbin.cpp FatBinaryInfo::ExtractFatBinaryUsingCOMGR LogPrintfError \"Cannot find CO in the bundle %s for ISA: %s\" (rocm-6.1-6.2)",
            "clr hip_global.cpp DeviceFunc/Function::getStatFunc guarantee \"Cannot find Symbol with name: %s\" (rocm-5.6.0-6.2): the kernel of a code object this GPU's build lacks",
            "ROCR amd_topology.cpp DiscoverGpu fprintf \"HSA Error:  Incompatible kernel and userspace, %s disabled. Upgrade amdgpu.\" (rocm-5.7.0-6.2): the node's amdgpu too old for the ROCm user space, the GPU left out",
            "rocmwrap.cc \"pfn_hsa_system_get_info failed with %d\" (rocm-5.7.0-6.2): the ROCr runtime answers with an HSA status",
            "Linux drivers/gpu/drm/amd/amdgpu/amdgpu_device.c amdgpu_device_gpu_recover dev_info \"GPU reset begin!\" (4.19-6.x)",
            "amdgpu_device.c amdgpu_device_gpu_recover dev_info \"GPU reset(%d) succeeded!\" (5.x-6.x) in the journal: the GPU hung and was reset, the job's queues gone",
            "amdgpu_device.c dev_info \"GPU reset(%d) failed\" (5.x-6.x) in dmesg -T",
            "amdgpu_job.c amdgpu_job_timedout DRM_ERROR \"Process information: process %s pid %d thread %s pid %d\" (5.x-6.x), the line after the ring time-out",
            "amdgpu_ras.c amdgpu_ras_error_print_error_data (6.8-6.x) dev_info/RAS_EVENT_LOG \"socket: %d, die: %d, %lld uncorrectable hardware errors detected in total in %s block\"",
            "amdgpu_ras.c amdgpu_ras_error_print_error_data (6.7-6.x) \"%ld uncorrectable hardware errors detected in total in %s block\" (no socket)",
            "RCCL include/checks.h CUDACHECKIGNORE INFO \"%s:%d Cuda failure '%s'\" (rocm-5.7.0-6.2): an ignored error at INFO",
            "RCCL include/rocmwrap.h CUCHECKIGNORE INFO \"%s:%d ROCr failure '%s'\" (rocm-5.7.0-6.2): an ignored status at INFO");

    @Override
    boolean warningsMayStand() {
        return true;
    }

    private static List<String[]> all() {
        List<String[]> out = new ArrayList<>();
        WordingRow.rows(ROWS, " \\| ").forEach(a -> {
            Object[] o = a.get();
            String[] c = new String[o.length];
            for (int i = 0; i < o.length; i++) {
                c[i] = (String) o[i];
            }
            out.add(c);
        });
        return out;
    }

    static Stream<Arguments> rows() {
        return all().stream().filter(c -> !KNOWN.contains(c[4])).map(c -> Arguments.of((Object[]) c));
    }

    @Test
    void knownRowsStillMiss() throws IOException {
        List<String> nowRight = new ArrayList<>();
        for (String[] c : all()) {
            if (!KNOWN.contains(c[4])) {
                continue;
            }
            try {
                WordingRow.assertReadsNoError(read(c[0]), c[1], c[2], c[3], c[4]);
                nowRight.add(c[4]);
            } catch (AssertionError stillWrong) {
                // the row is still a miss, as KNOWN says
            }
        }
        assertEquals(List.of(), nowRight, "rows doctor now reads right: take them out of KNOWN");
    }

    @Test
    void everyKnownRowIsARow() {
        List<String> sources = all().stream().map(c -> c[4]).toList();
        assertEquals(List.of(), KNOWN.stream().filter(k -> !sources.contains(k)).toList());
    }
}
