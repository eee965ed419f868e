package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Which GPU a process gets (issue 26, GPU selection from new sources): an ordinal the process cannot see (the CUDA runtime's
 * cudaErrorInvalidDevice text through torch 0.4-2.x, torch 2.9's AcceleratorError, the driver API's CUDA_ERROR_INVALID_DEVICE name, torch's
 * CUDAContext.cpp assert), no GPU at all (torch's lazy init, the runtime's cudaErrorNoDevice, the driver API's CUDA_ERROR_NO_DEVICE), a
 * GPU in exclusive-process mode held by another process (cudaErrorDevicesUnavailable in both of cudaGetErrorString's wordings, lower-cased
 * or glued to THC's text as users paste it), and two ranks on one GPU (NCCL's Duplicate GPU). One row per wording and release,
 * instantiated with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class GpuVisibilityWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: CUDA error: invalid device ordinal | torch.invalid-device-ordinal |  |  | torch 1.8-2.8 c10/cuda/CUDAException.h C10_CUDA_CHECK: "CUDA error: %s" with cudaGetErrorString(cudaErrorInvalidDevice)
            torch.AcceleratorError: CUDA error: invalid device ordinal\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | torch.invalid-device-ordinal |  |  | torch 2.9+ c10 AcceleratorError (the same text under the new exception name), with the asynchronous-report note
            gpu-07: RuntimeError: cuda runtime error (10) : invalid device ordinal at torch/csrc/cuda/Module.cpp:88 | torch.invalid-device-ordinal | gpu-07 |  | torch 0.4 THC THCudaCheck "cuda runtime error (%d) : %s at %s:%d" (error 10 before CUDA 10.1), behind pdsh's prefix
            RuntimeError: CUDA error (10): invalid device ordinal | torch.invalid-device-ordinal |  |  | torch 1.0's "CUDA error (%d): %s" wording
            When I run it there is an error "RuntimeError: CUDA error: invalid device ordinal". | torch.invalid-device-ordinal |  |  | the error quoted inside a sentence
            numba.cuda.cudadrv.driver.CudaAPIError: [101] Call to cuCtxCreate results in CUDA_ERROR_INVALID_DEVICE | torch.invalid-device-ordinal |  |  | CUDA driver API cuda.h CUDA_ERROR_INVALID_DEVICE (101) by name, as numba's driver wrapper prints it
            RuntimeError: device >= 0 && device < num_gpus INTERNAL ASSERT FAILED at "../aten/src/ATen/cuda/CUDAContext.cpp":50, please report a bug to PyTorch. device=1, num_gpus=1 | torch.invalid-device-ordinal |  |  | torch 1.x-2.x aten/src/ATen/cuda/CUDAContext.cpp TORCH_INTERNAL_ASSERT(device >= 0 && device < num_gpus)
            RuntimeError: No CUDA GPUs are available | torch.no-gpu |  |  | torch 1.x-2.x torch/cuda/__init__.py _lazy_init through torch._C._cuda_init()
            i faced this error : RuntimeError: No CUDA GPUs are available. | torch.no-gpu |  |  | the same after a prose colon, with the sentence's period
            [rank3]: RuntimeError: CUDA error: no CUDA-capable device is detected | torch.no-gpu |  |  | CUDA runtime cudaGetErrorString(cudaErrorNoDevice), behind torchrun's prefix
            RuntimeError: cuInit(0) failed: CUDA_ERROR_NO_DEVICE | torch.no-gpu |  |  | CUDA driver API CUDA_ERROR_NO_DEVICE (100) by name
            RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable | torch.cuda-error |  |  | CUDA 3.x-10.x cudaGetErrorString(cudaErrorDevicesUnavailable = 46) through torch's "CUDA error: %s"
            I meet the error:cuda error: all cuda-capable devices are busy or unavailable(malloc at /opt/conda/conda-bld/pytorch/work/aten/src/THC/THCCachingAllocator.cpp:233) | torch.cuda-error |  |  | torch 1.0 THCCachingAllocator's text lower-cased by the user, the error glued to "(malloc at"
            RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | CUDA 11.x-13.x's wording of error 46 through torch
            node12.cluster.example.org:2211:2290 [1] NCCL WARN Cuda failure 'CUDA-capable device(s) is/are busy or unavailable' | torch.cuda-error | node12.cluster.example.org |  | NCCL 2.10-2.30 CUDACHECK with error 46, behind NCCL's host:pid:tid prefix
            cudaErrorDevicesUnavailable | torch.cuda-error |  |  | the runtime enum name alone (cudaGetErrorName)
            Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 4f000 | nccl.duplicate-gpu |  |  | NCCL init.cc (2.5-2.29) "Duplicate GPU detected : rank %d and rank %d both on CUDA device %lx", the line alone
            ```Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 40``` | nccl.duplicate-gpu |  |  | the same inside inline triple backticks
            smc-gpu-03:29880:30398 [0] init.cc:497 NCCL WARN Duplicate GPU detected : rank 2 and rank 0 both on CUDA device 1000 | nccl.duplicate-gpu | smc-gpu-03 |  | the WARN behind NCCL's host:pid:tid prefix names the node
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
