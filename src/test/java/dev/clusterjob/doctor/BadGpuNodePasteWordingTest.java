package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A bad GPU node in the wordings of other tools and as users quote them (issue 26, a second batch of GPU hardware failures): darknet's
 * check_error ("CUDA Error: %s", "CUDA Error Prev: %s" with cudaGetErrorString's text), NVML's lost GPU as nvidia-smi words it when
 * quoted without its head and as NVML's bindings name it, and gpud's Xid summary ("XID %d(%s) detected on %s"); beside them the wordings
 * earlier batches read, so that the new rules do not take them over. One row per wording and release, instantiated with host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class BadGpuNodePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            CUDA Error: uncorrectable ECC error encountered | torch.cuda-error |  |  | darknet (AlexeyAB) src/dark_cuda.c check_error: "CUDA Error: %s" with cudaErrorECCUncorrectable's text
            gpu-07: CUDA Error: uncorrectable ECC error encountered: Success\\ngpu-07: darknet: ./src/utils.c:293: error: Assertion `0' failed. | torch.cuda-error | gpu-07 |  | darknet error()'s perror after the same text ("...: Success"), behind pdsh's prefix
            node12.cluster.example.org:  CUDA Error Prev: an illegal memory access was encountered | torch.cuda-error | node12.cluster.example.org |  | darknet check_error's "CUDA Error Prev: %s" (cudaGetLastError), printed after "\\n " (the leading space kept)
            10.1.2.3: CUDA Error: unspecified launch failure | torch.cuda-error | 10.1.2.3 |  | pjreddie/darknet src/cuda.c check_error: cudaErrorLaunchFailure's text, behind an address prefix
            CUDA Error: uncorrectable NVLink error detected during the execution | torch.cuda-error |  |  | darknet check_error with cudaErrorNvlinkUncorrectable's text (CUDA 10+)
            CUDA Error: out of memory | - |  |  | darknet check_error with cudaErrorMemoryAllocation: not a GPU fault, this rule leaves it
            RuntimeError: CUDA error: uncorrectable ECC error encountered | torch.cuda-error |  |  | torch c10/cuda/CUDAException.cpp "CUDA error: %s" (its own rule, the lower-case word)
            And the nvidia-smi reveal "The GPU is lost.Reboot the system to recover the GPU",and it crashed. | gpu.unreachable |  |  | nvidia-smi's tail for NVML_ERROR_GPU_IS_LOST quoted in a sentence, its spacing lost and "this" turned "the"
            gpu-07: nvidia-smi now says 'GPU is lost.  Reboot the system to recover this GPU' | gpu.unreachable | gpu-07 |  | nvidia-smi 3xx-5xx's tail for NVML_ERROR_GPU_IS_LOST quoted without the "Unable to determine the device handle" head, behind pdsh's prefix
            Unable to determine the device handle for GPU 0000:03:00.0: GPU is lost.  Reboot the system to recover this GPU | gpu.unreachable |  |  | the whole nvidia-smi line: the head's own rule (one finding, the PCI address its key)
            node12.cluster.example.org: failed to get device remapped rows: ERROR_GPU_IS_LOST | gpu.unreachable | node12.cluster.example.org |  | NVIDIA/go-nvml's ERROR_GPU_IS_LOST as a Go tool (gpud) wraps it
            pynvml.NVMLError_GPUIsLost: GPU is lost | gpu.unreachable |  |  | nvidia-ml-py's exception class for NVML_ERROR_GPU_IS_LOST
            nvmlDeviceGetHandleByIndex failed: NVML_ERROR_GPU_IS_LOST | gpu.unreachable |  |  | NVML's C enum name as a C tool prints it
            XID 79(GPU has fallen off the bus) detected on PCI:0000:ae:00 | gpu.xid |  |  | leptonai/gpud Xid component state reason "XID %d(%s) detected on %s" with a PCI address
            gpu-07: XID 48(DBE (Double Bit Error) ECC Error) detected on GPU-ac896b35-5782-c478-4b2a-a661de07770f | gpu.xid | gpu-07 |  | the same with a GPU UUID (the name's own parentheses), behind pdsh's prefix
            XID 154 detected on PCI:0000:9c:00 | gpu.xid |  |  | gpud's "XID %d detected on %s" for an Xid its table lacks
            NVRM: Xid (PCI:0000:ae:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus. | gpu.xid |  |  | the kernel module's own Xid line (its own rule)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
