package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * CUDA's own error strings as each layer prints them, swept enum value by enum value: the runtime's
 * cudaGetErrorString / cudaGetErrorName texts and the driver's cuGetErrorString / cuGetErrorName texts (the cudaError_t and CUresult
 * enums of CUDA 11.0-13.x as NVIDIA's Runtime and Driver API references give them), through the wrappers that put them in a training
 * job's log: torch's C10_CUDA_CHECK ("CUDA error: %s" with its async tail, 1.x-2.7 RuntimeError, 2.8+ torch.AcceleratorError with
 * get_cuda_error_help's "Search for `NAME'" line; c10/cuda/CUDAException.cpp, CUDAMiscFunctions.cpp), its caching allocator's
 * OutOfMemoryError, CUDAFunctions.cpp's "Unexpected error from cudaGetDeviceCount() ... Error %d: %s", driver_api.h's "CUDA driver
 * error: %s"; NCCL's include/checks.h CUDACHECK ("Cuda failure '%s'" 2.7-2.18, "Cuda failure %d '%s'" 2.19-2.30) and cudawrap.h
 * CUCHECK; cupy's CUDARuntimeError / CUDADriverError ("NAME: TEXT", cupy_backends/cuda/api) and memory.pyx's OutOfMemoryError;
 * TensorFlow / XLA stream_executor's "CUDA_ERROR_X: TEXT"; numba's CudaAPIError; thrust's system_error; cuda-samples' helper_cuda.h
 * ("code=%d(%s)", the name alone). One row per error string and wrapper where the wording differs, its placeholders filled as the
 * tool fills them (host prefixes of several shapes: pdsh's, NCCL's host:pid:tid, torchrun's rank), the codes of the findings in order
 * ("-": none), the host and peer of the first (no CUDA string names a peer), and the source file, function, enum value and releases.
 * {@code \n} in a row is a line break. The codes follow CODES.md's close-code rules: a CUDA that cannot start (3, 100, 802) is
 * torch.no-gpu, a build or driver that does not fit (35, 98, 209, 222, 803, 804) cuda.version-mismatch, out of memory (2)
 * torch.cuda-oom, an invalid ordinal (101) torch.invalid-device-ordinal, any other failure on a GPU that runs torch.cuda-error.
 *
 * <p>Skipped, and why: success and query values that are no failure (cudaSuccess, cudaErrorNotReady "device not ready", a stream or
 * event still running); the deprecated values CUDA 11+ never returns (cudaErrorPriorLaunchFailure, the texture and address-of-constant
 * errors, cudaErrorMissingConfiguration's launch-configuration API); the profiler's values (cudaErrorProfiler*); errors of features no
 * training job uses: MPS (cudaErrorMps*), the graphics interop values (cudaErrorInvalidGraphicsContext, cudaErrorMapBufferObjectFailed,
 * cudaErrorUnmapBufferObjectFailed and the other OpenGL / Direct3D ones), vGPU licensing (cudaErrorDeviceNotLicensed), green contexts,
 * the dynamic-parallelism and cooperative-launch limits, the CUDA graph update results (cudaErrorGraphExecUpdateFailure), the external
 * device and IPC-pool values, and exec-affinity; the JIT's internal values (cudaErrorInvalidPtx, cudaErrorJitCompilerNotFound,
 * cudaErrorJitCompilationDisabled, cudaErrorInvalidSource, cudaErrorSharedObject*: a build problem that shows as the no-kernel-image
 * rows first); and the values a caller's bad argument gives (cudaErrorInvalidPitchValue, cudaErrorInvalidSymbol, cudaErrorInvalidHostPointer,
 * cudaErrorInvalidDevicePointer, cudaErrorInvalidTexture, cudaErrorInvalidChannelDescriptor, cudaErrorInvalidMemcpyDirection, ...: a
 * program's bug, read as torch.cuda-error by the same "CUDA error: %s" rule as cudaErrorInvalidValue's row). NVML's own strings ("GPU
 * is lost") are NVML's, not CUDA's: older tables hold them.
 */
class CudaErrorSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source file, function, enum value and releases */
    private static final String ROWS = """
            RuntimeError: CUDA error: an illegal memory access was encountered\\nCUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.\\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1. | torch.cuda-error |  |  | torch 1.10-1.13 c10/cuda/CUDAException.h C10_CUDA_CHECK "CUDA error: %s" + its async tail (no blank after the comma): cudaErrorIllegalAddress (700)
            [rank3]: RuntimeError: CUDA error: device-side assert triggered\\n[rank3]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.\\n[rank3]: For debugging consider passing CUDA_LAUNCH_BLOCKING=1\\n[rank3]: Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions. | torch.cuda-error |  |  | torch 2.1-2.7 CUDAException.cpp c10_cuda_check_implementation with the DSA line: cudaErrorAssert (710)
            gpu-07: torch.AcceleratorError: CUDA error: misaligned address\\ngpu-07: Search for `cudaErrorMisalignedAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.\\ngpu-07: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.\\ngpu-07: For debugging consider passing CUDA_LAUNCH_BLOCKING=1 | torch.cuda-error | gpu-07 |  | torch 2.8+ CUDAException.cpp (c10::AcceleratorError) with CUDAMiscFunctions.cpp get_cuda_error_help and the async suffix: cudaErrorMisalignedAddress (716), behind pdsh's prefix
            ip-10-0-1-17.ec2.internal: RuntimeError: CUDA error: unspecified launch failure | torch.cuda-error | ip-10-0-1-17.ec2.internal |  | torch 1.x-2.7 "CUDA error: %s": cudaErrorLaunchFailure (719), an EC2 host
            RuntimeError: CUDA error: an illegal instruction was encountered | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorIllegalInstruction (715, CUDA 11-13)
            RuntimeError: CUDA error: the launch timed out and was terminated | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorLaunchTimeout (702)
            RuntimeError: CUDA error: too many resources requested for launch | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorLaunchOutOfResources (701)
            RuntimeError: CUDA error: hardware stack error | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorHardwareStackError (714)
            RuntimeError: CUDA error: invalid program counter | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorInvalidPc (718)
            nid001234: RuntimeError: CUDA error: uncorrectable ECC error encountered | torch.cuda-error | nid001234 |  | torch "CUDA error: %s": cudaErrorECCUncorrectable (214), a Cray node behind pdsh's prefix
            RuntimeError: CUDA error: uncorrectable NVLink error detected during the execution | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorNvlinkUncorrectable (220, CUDA 11-13)
            torch.AcceleratorError: CUDA error: invalid argument\\nSearch for `cudaErrorInvalidValue' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.\\nFor more detailed error information, run with CUDA_LOG_FILE=stderr | torch.cuda-error |  |  | torch 2.8+ get_cuda_async_error_suffix's default tail: cudaErrorInvalidValue (1)
            RuntimeError: CUDA error: invalid resource handle | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorInvalidResourceHandle (400)
            RuntimeError: CUDA error: operation not permitted when stream is capturing\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorStreamCaptureUnsupported (900), a CUDA graph's capture
            RuntimeError: CUDA error: operation failed due to a previous error during capture | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorStreamCaptureInvalidated (901)
            RuntimeError: CUDA error: peer access is not supported between these two devices | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorPeerAccessUnsupported (217)
            RuntimeError: CUDA error: operation not supported | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorNotSupported (801)
            RuntimeError: CUDA error: operation not permitted | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorNotPermitted (800)
            RuntimeError: CUDA error: context is destroyed | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorContextIsDestroyed (709)
            RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorDevicesUnavailable (46), CUDA 11-12 text
            RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorDevicesUnavailable (46), its other text
            RuntimeError: CUDA error: unknown error | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorUnknown (999) from a call on a running GPU
            RuntimeError: CUDA error: device kernel image is invalid | torch.cuda-error |  |  | torch "CUDA error: %s": cudaErrorInvalidKernelImage (200) on CUDA (as the older table files it)
            RuntimeError: CUDA error: initialization error\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | torch.no-gpu |  |  | torch "CUDA error: %s": cudaErrorInitializationError (3) (CODES: a CUDA that cannot start)
            RuntimeError: CUDA error: no CUDA-capable device is detected | torch.no-gpu |  |  | torch "CUDA error: %s": cudaErrorNoDevice (100)
            RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorInsufficientDriver (35)
            RuntimeError: CUDA error: no kernel image is available for execution on the device\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorNoKernelImageForDevice (209)
            RuntimeError: CUDA error: invalid device function | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorInvalidDeviceFunction (98) on CUDA: no code for this GPU's architecture in the build
            RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain. | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorUnsupportedPtxVersion (222)
            dgx-h100-017: RuntimeError: CUDA error: system not yet initialized | torch.no-gpu | dgx-h100-017 |  | torch "CUDA error: %s": cudaErrorSystemNotReady (802), an NVSwitch box without fabric manager
            RuntimeError: CUDA error: system has unsupported display driver / cuda driver combination | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorSystemDriverMismatch (803)
            RuntimeError: CUDA error: forward compatibility was attempted on non supported HW | cuda.version-mismatch |  |  | torch "CUDA error: %s": cudaErrorCompatNotSupportedOnDevice (804)
            RuntimeError: CUDA error: invalid device ordinal\\nGPU device may be out of range, do you have enough GPUs? | torch.invalid-device-ordinal |  |  | torch 2.6+ CUDAMiscFunctions.cpp get_cuda_error_help for cudaErrorInvalidDevice (101)
            torch.AcceleratorError: CUDA error: out of memory\\nSearch for `cudaErrorMemoryAllocation' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. | torch.cuda-oom |  |  | torch 2.8+ "CUDA error: %s": cudaErrorMemoryAllocation (2) outside the caching allocator
            torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 3; 79.15 GiB total capacity; 75.02 GiB already allocated; 1.06 GiB free; 76.80 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation. | torch.cuda-oom |  |  | torch 2.0 CUDACachingAllocator.cpp malloc's OutOfMemoryError
            [rank5]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.95 GiB. GPU 5 has a total capacity of 79.10 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.06 GiB memory in use. | torch.cuda-oom |  |  | torch 2.5+ the same as torch.OutOfMemoryError
            UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:109.) | cuda.version-mismatch |  |  | torch 1.8-2.11 CUDAFunctions.cpp device_count_impl "Unexpected error from cudaGetDeviceCount(). ... Error %d: %s" (804)
            x3004c0s7b0n0: RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda driver combination | cuda.version-mismatch | x3004c0s7b0n0 |  | torch 1.8-2.11 the same raised by a CUDA call (803)
            RuntimeError: CUDA driver error: an illegal memory access was encountered | torch.cuda-error |  |  | torch 2.1+ c10/cuda/driver_api.h C10_CUDA_DRIVER_CHECK "CUDA driver error: %s" (cuGetErrorString)
            RuntimeError: CUDA driver error: out of memory | torch.cuda-oom |  |  | torch 2.1+ driver_api.h C10_CUDA_DRIVER_CHECK: CUDA_ERROR_OUT_OF_MEMORY (expandable segments' cuMemCreate)
            RuntimeError: CUDA driver error: operation not supported | torch.cuda-error |  |  | torch 2.1+ driver_api.h C10_CUDA_DRIVER_CHECK: CUDA_ERROR_NOT_SUPPORTED
            RuntimeError: CUDA driver error: initialization error | torch.no-gpu |  |  | torch 2.1+ driver_api.h C10_CUDA_DRIVER_CHECK: CUDA_ERROR_NOT_INITIALIZED (3)
            gpu-07:8969:8969 [0] include/alloc.h:48 NCCL WARN Cuda failure 'out of memory' | torch.cuda-oom | gpu-07 |  | NCCL 2.7-2.18 include/checks.h CUDACHECK "Cuda failure '%s'": cudaErrorMemoryAllocation
            node12.cluster.example.org:88:99 [3] include/alloc.h:185 NCCL WARN Cuda failure 2 'out of memory' | torch.cuda-oom | node12.cluster.example.org |  | NCCL 2.19-2.30 CUDACHECK "Cuda failure %d '%s'"
            nid001234:1234:1290 [1] enqueue.cc:1500 NCCL WARN Cuda failure 'an illegal memory access was encountered' | torch.cuda-error | nid001234 |  | NCCL 2.7-2.18 CUDACHECK: cudaErrorIllegalAddress
            x3004c0s7b0n0:4410:4460 [2] proxy.cc:1200 NCCL WARN Cuda failure 700 'an illegal memory access was encountered' | torch.cuda-error | x3004c0s7b0n0 |  | NCCL 2.19-2.30 CUDACHECK with the number
            gpu-07:8969:9001 [0] init.cc:1400 NCCL WARN Cuda failure 'unspecified launch failure' | torch.cuda-error | gpu-07 |  | NCCL 2.7-2.18 CUDACHECK: cudaErrorLaunchFailure
            10.1.2.3:4410:4460 [2] enqueue.cc:1650 NCCL WARN Cuda failure 214 'uncorrectable ECC error encountered' | torch.cuda-error | 10.1.2.3 |  | NCCL 2.19-2.30 CUDACHECK: cudaErrorECCUncorrectable, an address as the host
            gpu-07:8969:8969 [0] init.cc:1689 NCCL WARN Cuda failure 'CUDA driver version is insufficient for CUDA runtime version' | cuda.version-mismatch | gpu-07 |  | NCCL 2.7-2.18 CUDACHECK: cudaErrorInsufficientDriver
            ip-10-0-1-17:77:77 [0] init.cc:1712 NCCL WARN Cuda failure 3 'initialization error' | torch.no-gpu | ip-10-0-1-17 |  | NCCL 2.19-2.30 CUDACHECK: cudaErrorInitializationError
            gpu-07:8969:8969 [0] init.cc:1561 NCCL WARN Cuda failure 'no CUDA-capable device is detected' | torch.no-gpu | gpu-07 |  | NCCL 2.7-2.18 CUDACHECK: cudaErrorNoDevice
            dgx-h100-017:2121:2121 [7] init.cc:1712 NCCL WARN Cuda failure 802 'system not yet initialized' | torch.no-gpu | dgx-h100-017 |  | NCCL 2.19-2.30 CUDACHECK: cudaErrorSystemNotReady, an NVSwitch box
            gpu-07:8969:8969 [0] init.cc:1561 NCCL WARN Cuda failure 'CUDA-capable device(s) is/are busy or unavailable' | torch.cuda-error | gpu-07 |  | NCCL 2.7-2.18 CUDACHECK: cudaErrorDevicesUnavailable
            gpu-07:8969:9001 [0] transport/p2p.cc:275 NCCL WARN Cuda failure 217 'peer access is not supported between these two devices' | nccl.warn | gpu-07 |  | NCCL 2.19-2.30 CUDACHECK: cudaErrorPeerAccessUnsupported (a WARN alone: nccl.warn, as GpuWordingsTest and RocmWordingTest file a CUDACHECK line whose text is no GPU fault)
            gpu-07:8969:8969 [0] enqueue.cc:105 NCCL WARN Cuda failure 'no kernel image is available for execution on the device' | cuda.version-mismatch | gpu-07 |  | NCCL 2.7-2.18 CUDACHECK (enqueue.cc initChannel's cudaFuncGetAttributes): cudaErrorNoKernelImageForDevice
            node12.cluster.example.org:88:99 [3] include/alloc.h:124 NCCL WARN Cuda failure 801 'operation not supported' | nccl.warn | node12.cluster.example.org |  | NCCL 2.19-2.30 cudawrap.h CUCHECK "Cuda failure %d '%s'" (cuGetErrorString): CUDA_ERROR_NOT_SUPPORTED from cuMem*
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorIllegalAddress: an illegal memory access was encountered | torch.cuda-error |  |  | cupy 8-13 cupy_backends/cuda/api/runtime.pyx CUDARuntimeError "%s: %s" (cudaGetErrorName, cudaGetErrorString): 700
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorNoDevice: no CUDA-capable device is detected | torch.no-gpu |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 100
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version | cuda.version-mismatch |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 35
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorMemoryAllocation: out of memory | torch.cuda-oom |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 2
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInitializationError: initialization error | torch.no-gpu |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 3
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorDevicesUnavailable: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 46
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorSystemNotReady: system not yet initialized | torch.no-gpu |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 802
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorCompatNotSupportedOnDevice: forward compatibility was attempted on non supported HW | cuda.version-mismatch |  |  | cupy 8-13 runtime.pyx CUDARuntimeError: 804
            cupy_backends.cuda.api.driver.CUDADriverError: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered | torch.cuda-error |  |  | cupy 8-13 cupy_backends/cuda/api/driver.pyx CUDADriverError "%s: %s" (cuGetErrorName, cuGetErrorString)
            cupy_backends.cuda.api.driver.CUDADriverError: CUDA_ERROR_NO_BINARY_FOR_GPU: no kernel image is available for execution on the device | cuda.version-mismatch |  |  | cupy 8-13 driver.pyx CUDADriverError: 209
            cupy_backends.cuda.api.driver.CUDADriverError: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered | torch.cuda-error |  |  | cupy 8-13 driver.pyx CUDADriverError: 214
            cupy.cuda.memory.OutOfMemoryError: Out of memory allocating 1,073,741,824 bytes (allocated so far: 0 bytes). | torch.cuda-oom |  |  | cupy 8-13 cupy/cuda/memory.pyx OutOfMemoryError "Out of memory allocating {:,} bytes (allocated so far: {:,} bytes)."
            2023-05-01 10:00:00.123456: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:1040] failed to synchronize the stop event: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered | torch.cuda-error |  |  | TensorFlow 2.12-2.15 stream_executor cuda_driver.cc ToString(CUresult) "NAME: TEXT"
            2021-03-01 10:00:00.123456: E tensorflow/stream_executor/cuda/cuda_driver.cc:789] failed to allocate 2.00G (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory | torch.cuda-oom |  |  | TensorFlow 2.2-2.11 cuda_driver.cc DeviceAllocate "failed to allocate %s (%llu bytes) from device: %s"
            2024-01-01 10:00:00.123456: E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:282] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected | - |  |  | TensorFlow 2.15-2.16 cuda_driver.cc "failed call to cuInit: %s": TF goes on without a GPU (as the older table files its cuInit lines)
            E0000 00:00:1733333333.123456   4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non supported HW | cuda.version-mismatch |  |  | XLA (jaxlib 0.4.3x, TF 2.17+) cuda_platform.cc's status "Failed call to cuInit: NAME: TEXT": 804
            numba.cuda.cudadrv.driver.CudaAPIError: [700] Call to cuMemcpyDtoH results in CUDA_ERROR_ILLEGAL_ADDRESS | torch.cuda-error |  |  | numba 0.4x-0.6x cudadrv/driver.py _check_ctypes_error "Call to %s results in %s"
            numba.cuda.cudadrv.driver.CudaAPIError: [2] Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY | torch.cuda-oom |  |  | numba 0.4x-0.6x the same with out of memory
            terminate called after throwing an instance of 'thrust::system::system_error'\\n  what():  transform: failed to synchronize: cudaErrorLaunchFailure: unspecified launch failure | torch.cuda-error |  |  | thrust 1.x-2.x system_error what() "%s: %s: %s" (cudaGetErrorName, cudaGetErrorString)
            CUDA error at train.cu:128 code=700(cudaErrorIllegalAddress) "cudaDeviceSynchronize()" | torch.cuda-error |  |  | cuda-samples helper_cuda.h check() "CUDA error at %s:%d code=%d(%s) \"%s\"": the name alone
            CUDA error at train.cu:64 code=2(cudaErrorMemoryAllocation) "cudaMalloc(&d_buf, bytes)" | torch.cuda-oom |  |  | cuda-samples helper_cuda.h check(): 2
            CUDA error at train.cu:40 code=35(cudaErrorInsufficientDriver) "cudaGetDeviceCount(&n)" | cuda.version-mismatch |  |  | cuda-samples helper_cuda.h check(): 35
            CUDA error at train.cu:40 code=100(cudaErrorNoDevice) "cudaGetDeviceCount(&n)" | torch.no-gpu |  |  | cuda-samples helper_cuda.h check(): 100
            CUDA error at train.cu:90 code=209(cudaErrorNoKernelImageForDevice) "cudaGetLastError()" | cuda.version-mismatch |  |  | cuda-samples helper_cuda.h check(): 209
            CUDA error at train.cu:90 code=214(cudaErrorECCUncorrectable) "cudaDeviceSynchronize()" | torch.cuda-error |  |  | cuda-samples helper_cuda.h check(): 214
            [ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus.\\nRuntimeError: CUDA error: unspecified launch failure | gpu.xid,torch.cuda-error |  |  | the driver's Xid 79 before torch's cudaErrorLaunchFailure: the node's GPU first, the launch failure its consequence
            gpu-07:8969:8969 [0] NCCL INFO cudaDriverVersion 12040 | - |  |  | NCCL 2.15-2.30 init.cc INFO "cudaDriverVersion %d" (a look-alike: no failure)
            gpu-07:8969:8969 [0] NCCL INFO Cuda failure 'peer access is already enabled' | - |  |  | NCCL checks.h CUDACHECKIGNORE's INFO "Cuda failure '%s'": cudaErrorPeerAccessAlreadyEnabled (704), cleared and ignored
            [W1205 10:00:00.000000000 CUDAGuardImpl.h:119] Warning: CUDA warning: driver shutting down (function uncheckedSetDevice) | - |  |  | torch 2.x c10/cuda/impl/CUDAGuardImpl.h C10_CUDA_CHECK_WARN at exit: cudaErrorCudartUnloading (4)
            2023-05-01 10:00:00.123456: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1635] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 78911 MB memory:  -> device: 0, name: NVIDIA H100 80GB HBM3, pci bus id: 0000:1b:00.0, compute capability: 9.0 | - |  |  | TensorFlow 2.x gpu_device.cc INFO (a look-alike: the GPU found)
            For debugging consider passing CUDA_LAUNCH_BLOCKING=1. | - |  |  | torch's async tail alone (a paste that cut the error above it): no finding
            gpu-07:8969:8969 [0] NCCL INFO transport/p2p.cc:312 Cuda failure 'peer access is already enabled' | - |  |  | NCCL 2.7-2.18 CUDACHECKIGNORE's INFO "%s:%d Cuda failure '%s'" with its file and line (added with the rules)
            [1,0]<stderr>:RuntimeError: CUDA error: invalid device function\\n[1,0]<stderr>:Search for `hipErrorInvalidDeviceFunction' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | rocm.no-binary-for-gpu |  |  | torch 2.5+ on ROCm: the same text with HIP's name after it is HIP's, not CUDA's invalid device function (added with the rules)
            cupy_backends.cuda.api.driver.CUDADriverError: CUDA_ERROR_NOT_INITIALIZED: initialization error | torch.no-gpu |  |  | cupy 8-13 driver.pyx CUDADriverError: 3 (added with the rules)
            """;

    /**
     * At first sight (the table committed before any rule) 87 rows: the cause right in 72, cause and node/peer in 72, every code in
     * 69. The 18 rows then wrong: 3 'initialization error' through torch, its driver check and cupy; 98 'invalid device function' on CUDA;
     * cupy's and numba's driver names read twice; numba's and cupy's own out of memory; TensorFlow's cuInit line on a host without a GPU;
     * the five cuda-samples check() rows; CUDACHECKIGNORE's INFO; and NCCL's bare CUDACHECK lines 217 and 801, first written as
     * torch.cuda-error: the older tables (GpuWordingsTest, RocmWordingTest) file a CUDACHECK WARN alone whose text is no GPU fault as
     * nccl.warn, a warning NCCL may go on from (doc3a), so these two rows now say nccl.warn, as doctor read them. The other 16 read right
     * after this sweep's rules; the last three rows were added with them.
     */
    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
