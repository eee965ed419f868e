package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a tenth batch of failing multi-GPU jobs sampled with a user's generic searches, read from the programs' format strings.
 * The CUDA runtime's cudaErrorDevicesUnavailable (46) inside torch's, THC's, cupy's, ggml's and TensorFlow's wrappers
 * ({@code "CUDA error: %s"}, {@code "THCudaCheck FAIL file=%s line=%d error=%d : %s"}, {@code "cuda runtime error (%d) : %s at %s:%d"},
 * {@code "cudaErrorDevicesUnavailable: %s"}, {@code "CUDA runtime implicit initialization on GPU:%d failed. Status: %s"}), in both texts of
 * cudaGetErrorString: {@code torch.cuda-error} as before, now saying what 46 means (a GPU in exclusive-process mode that another process
 * holds). torch's device checks (THC's {@code "arguments are located on different GPUs"}, c10's {@code "Expected all tensors to be on the
 * same device, but ..."}, ATen's checkSameGPU and RNN checks): the process's exception, {@code torch.exception}, now saying that one
 * operation's tensors are on different devices, also where a sentence quotes the check without its exception class. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesTenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1518244421288/work/torch/lib/THC/THCStream.cpp line=40 error=46 : all CUDA-capable devices are busy or unavailable | torch.cuda-error |  |  | the real line (jade-hpc-gpu 40): THC's warning with error 46, PyTorch 0.3
            RuntimeError: cuda runtime error (46) : all CUDA-capable devices are busy or unavailable at /pytorch/aten/src/THC/THCGeneral.cpp:74 | torch.cuda-error |  |  | THC 0.4-1.x's raised form, composed from "cuda runtime error (%d) : %s at %s:%d"
            RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable (malloc at /opt/conda/conda-bld/pytorch_1544199946412/work/aten/src/THC/THCCachingAllocator.cpp:233) | torch.cuda-error |  |  | THC's caching allocator (torch 1.0-1.12), "CUDA error: %s (malloc at %s:%d)"
            [rank3]: RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | c10 CUDAException (torch 2.x) with CUDA 10.1+'s text, under torchrun's rank prefix
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorDevicesUnavailable: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | cupy's CUDARuntimeError "%s: %s", the enum's name and its text
            tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable | torch.cuda-error |  |  | TensorFlow's gpu_device.cc "CUDA runtime implicit initialization on GPU:%d failed. Status: %s"
            CUDA error: CUDA-capable device(s) is/are busy or unavailable\\n  current device: 0, in function ggml_cuda_set_device at /appuser/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:86 | torch.cuda-error |  |  | ggml's CUDA_CHECK "CUDA error: %s" then the device and function
            THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=405 error=2 : out of memory | torch.cuda-oom |  |  | negative: THC's error 2 stays out of memory
            THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=50 error=30 : unknown error | torch.cuda-error |  |  | negative for error 46: THC's unknown error keeps the general reading
            torch.FatalError: arguments are located on different GPUs at aten/THC/THCGraclus.cu:31 | torch.exception |  |  | the real line (rusty1s/pytorch_cluster 3): THC's THCAssertSameGPU under torch 0.4's ffi
            arguments are located on different GPUs at /pytorch/aten/src/THC/generic/THCTensorMathBlas.cu:236 | torch.exception |  |  | THError's text without the exception's class, as a title gives it
            RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1! (when checking argument for argument mat2 in method wrapper_CUDA_mm) | torch.exception |  |  | c10 adaption.cpp common_device_check_failure (1.9-2.x)
            RuntimeError: Expected all tensors to be on the same common device, but found at least two devices, cuda:1 and cuda:0! (when checking arugment for argument target in method wrapper_nll_loss_forward) | torch.exception |  |  | the same check in 1.8, with its typo
            [rank1]: RuntimeError: Expected all tensors to be on the same device, but got index is on cpu, different from other tensors on cuda:1 (when checking argument in method wrapper_CUDA__index_select) | torch.exception |  |  | the check's later wording, under torchrun's rank prefix
            RuntimeError: Expected tensor for argument #1 'input' to have the same device as tensor for argument #2 'weight'; but device 1 does not equal 0 (while checking arguments for cudnn_convolution) | torch.exception |  |  | ATen TensorUtils.cpp checkSameGPU (torch 1.x)
            RuntimeError: Input and parameter tensors are not at the same device, found input tensor at cpu and parameter tensor at cuda:0 | torch.exception |  |  | ATen RNN.cpp's check of an LSTM's input
            I revised worker.py to read LOCAL_RANK and got this error: **Expected all tensors to be on the same device, but found at least two devices, cuda:5 and cuda:0!** where is GPU 0 used? | torch.exception |  |  | the check quoted in bold inside a sentence, no exception class before it
            RuntimeError: expected scalar type Float but found Half | torch.exception |  |  | negative for the device reading: a dtype mismatch stays the plain exception
            # keep every tensor on the same device, but create buffers lazily | - |  |  | negative: a code comment with the check's first words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** Error 46 in each wrapper says what it means; other CUDA errors in the same wrappers do not. */
    @Test
    void devicesUnavailableNamesTheComputeMode() throws IOException {
        for (String line : List.of(
                "THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1518244421288/work/torch/lib/THC/THCStream.cpp line=40 error=46 : all CUDA-capable devices are busy or unavailable",
                "RuntimeError: cuda runtime error (46) : all CUDA-capable devices are busy or unavailable at /pytorch/aten/src/THC/THCGeneral.cpp:74",
                "RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable (malloc at /opt/conda/conda-bld/pytorch_1544199946412/work/aten/src/THC/THCCachingAllocator.cpp:233)",
                "[rank3]: RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
                "CUDA error: CUDA-capable device(s) is/are busy or unavailable\n  current device: 0, in function ggml_cuda_set_device at /appuser/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:86",
                "cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorDevicesUnavailable: CUDA-capable device(s) is/are busy or unavailable",
                "tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable")) {
            Finding f = only(line);
            assertEquals("torch.cuda-error", f.code(), line);
            assertTrue(f.message().contains("exclusive-process mode"), line + ": " + f.message());
        }
        for (String line : List.of("RuntimeError: CUDA error: an illegal memory access was encountered",
                "THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=50 error=30 : unknown error")) {
            assertFalse(only(line).message().contains("exclusive-process"), line);
        }
    }

    /** A device check of torch's names the placement; another exception keeps the plain reading. */
    @Test
    void deviceChecksNameThePlacement() throws IOException {
        Finding thc = only("torch.FatalError: arguments are located on different GPUs at aten/THC/THCGraclus.cu:31");
        assertTrue(thc.message().contains("one operation's tensors are on different devices"), thc.message());
        Finding c10 = only("RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1! (when checking argument for argument mat2 in method wrapper_CUDA_mm)");
        assertTrue(c10.message().contains("(cuda:0 and cuda:1)"), c10.message());
        for (String line : List.of(
                "RuntimeError: Expected all tensors to be on the same common device, but found at least two devices, cuda:1 and cuda:0! (when checking arugment for argument target in method wrapper_nll_loss_forward)",
                "[rank1]: RuntimeError: Expected all tensors to be on the same device, but got index is on cpu, different from other tensors on cuda:1 (when checking argument in method wrapper_CUDA__index_select)",
                "RuntimeError: Expected tensor for argument #1 'input' to have the same device as tensor for argument #2 'weight'; but device 1 does not equal 0 (while checking arguments for cudnn_convolution)")) {
            assertTrue(only(line).message().contains("one operation's tensors are on different devices"), line);
        }
        Finding rnn = only("RuntimeError: Input and parameter tensors are not at the same device, found input tensor at cpu and parameter tensor at cuda:0");
        assertTrue(rnn.message().contains("the input on cpu, the weights on cuda:0"), rnn.message());
        assertFalse(only("RuntimeError: expected scalar type Float but found Half").message().contains("different devices"));
    }
}
