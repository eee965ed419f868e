package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a fifth batch of failures that centres' and vendors' documentation and the threads beside them quote, sampled with
 * a user's generic searches, read from the programs' format strings. JCuda (the Java binding JVM tools such as Juicer's HiCCUPS use)
 * throws {@code CudaException} with {@code CUresult.stringFor} or {@code cudaError.stringFor}: the enum constant's name, or
 * {@code "INVALID CUresult: %d"} for a result the JCuda release does not know, so CUDA_ERROR_DEVICE_UNAVAILABLE (46) reads
 * {@code INVALID CUresult: 46} in the releases before it; jcuda-utils' KernelLauncher puts {@code "Failed to create a context: "} or
 * {@code "Failed to obtain a device: "} before it. 46 is the GPU in exclusive-process mode held by another process
 * ({@code torch.cuda-error}), out of memory, no device and a driver that does not fit keep their codes, any other result is this
 * process's CUDA error. In an LSF interactive job, nios's {@code "<<Starting on %s>>"} names the host the commands after it run on.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledDocsFifthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            <<Starting on lj14>>\\njcuda.CudaException: Failed to create a context: INVALID CUresult: 46\\nat jcuda.utils.KernelLauncher.createContext(KernelLauncher.java:650) | torch.cuda-error | lj14 |  | the real lines (an LSF bsub -Is session as a Juicer issue quotes it)
            <<Starting on n12>>\\nException in thread "main" jcuda.CudaException: Failed to create a context: CUDA_ERROR_DEVICE_UNAVAILABLE | torch.cuda-error | n12 |  | a JCuda release that knows 46, uncaught, composed from the formats
            <<Starting on gpu-a3>>\\njcuda.CudaException: cudaErrorDevicesUnavailable | torch.cuda-error | gpu-a3 |  | the runtime API's 46 through JCuda.checkResult, composed from the formats
            jcuda.CudaException: cudaErrorMemoryAllocation | torch.cuda-oom |  |  | the runtime API's out of memory, composed from the formats
            <<Starting on n7>>\\njcuda.CudaException: Failed to obtain a device: CUDA_ERROR_NO_DEVICE | torch.no-gpu | n7 |  | KernelLauncher's device step, composed from the formats
            jcuda.CudaException: INVALID CUresult: 225 | torch.cuda-error |  |  | a result newer than the JCuda release (CUDA 11.1's 225), composed from the formats
            <<Starting on n3>>\\njcuda.CudaException: cudaErrorInsufficientDriver | cuda.version-mismatch | n3 |  | the runtime API's driver too old, composed from the formats
            jcuda.CudaException: Input file not found: /home/u1/kernels/hiccups.cu | torch.exception |  |  | near-miss: KernelLauncher's own file check, no CUDA result
            <<Starting on lj14>> | - |  |  | negative: the dispatch line alone
            JCuda throws a CudaException when the context cannot be created | - |  |  | negative: prose
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
