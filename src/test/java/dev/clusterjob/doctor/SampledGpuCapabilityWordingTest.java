package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A GPU too old (or too new) for the kernels the job runs, as a job moved to another partition meets it, in the words of the tools
 * that refuse it: ptxas refusing an instruction the target lacks ({@code Feature '%s' requires .target sm_%d or higher}, also a
 * Modifier or an Instruction, behind Triton's PTXASError or a server's log prefix), flash-attn's architecture checks (2.x's {@code
 * FlashAttention only supports Ampere GPUs or newer.}, its bfloat16 and head-dim checks, 1.x's bare {@code Expected is_sm90 ||
 * is_sm8x || is_sm75 to be true, but got false}), TransformerEngine's first FP8 check ({@code Device compute capability 9.x required
 * for FP8 execution.}) and its BF16 check, the capability checks of text-generation-inference, Marlin, text-embeddings-inference and
 * vLLM's quantization, torch's autocast, _scaled_mm and cuFFT refusals, torch's old-GPU and wrong-binary warnings, and Triton's FP8
 * type checks: all {@code cuda.version-mismatch}. Negatives: ptxas's info lines, a library's fallback notice (vLLM's and
 * TransformerEngine's), torch 0.3's start-up speed notice, prose about the check. Columns: the codes of the findings in order ("-":
 * none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledGpuCapabilityWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ptxas /tmp/compile-ptx-src-ac38de, line 523; error   : Feature '.bf16' requires .target sm_80 or higher\\nptxas fatal   : Ptx assembly aborted due to errors | cuda.version-mismatch |  |  | ptxas (CUDA 12) on xformers' Triton kernel for a V100
            ERROR 08-30 07:32:02 [model_rpc.py:95] ptxas /tmp/tmpjbxlnipm.ptx, line 468; error   : Feature 'cvt with .f32.bf16' requires .target sm_80 or higher | cuda.version-mismatch |  |  | newer ptxas wording of the bf16 conversion, under LightLLM's log prefix on a V100
            ptxas C:\\Users\\luxuxue\\AppData\\Local\\Temp\\tmpv5eqmmj8.ptx, line 1759; error   : Feature 'cvt.bf16.f32' requires .target sm_80 or higher | cuda.version-mismatch |  |  | ptxas on Windows (a GTX 1650), a path with backslashes
            PTXASError: Modifier '.launch_dependents' requires .target sm_90 or higher | cuda.version-mismatch |  |  | Triton 3.3+ PTXASError for a Hopper modifier on an RTX 3080
            gpu-v100-07: ptxas /tmp/compile-ptx-src-ac38de, line 523; error   : Feature '.bf16' requires .target sm_80 or higher | cuda.version-mismatch | gpu-v100-07 |  | under pdsh's host prefix: names the node
            ptxas /tmp/tmpxft_0014c40f_00000000-6_wgmma.ptx, line 48; error   : Instruction 'wgmma.mma_async with floating point types' not supported on .target 'sm_90' | cuda.version-mismatch |  |  | ptxas's sibling: wgmma built for sm_90 instead of sm_90a
            ptxas /tmp/tmpxft_00004d84_00000000-5_main.ptx, line 2633; error   : Instruction 'vote' without '.sync' is not supported on .target sm_70 and higher from PTX ISA version 6.4 | cuda.version-mismatch |  |  | ptxas's sibling: an old warp vote on Volta and newer
            ERROR 01-11 13:09:40 engine.py:366] RuntimeError: Error in model execution (input dumped to /tmp/err_execute_model_input_20250111-130939.pkl): FlashAttention only supports Ampere GPUs or newer. | cuda.version-mismatch |  |  | flash-attn 2.x through vLLM's model runner (vLLM 0.6)
            File "/opt/huawei/python/3.10.12/lib/python3.10/site-packages/flash_attn/flash_attn_interface.py", line 51, in _flash_attn_forward\\n    out, q, k, v, out_padded, softmax_lse, S_dmask, rng_state = flash_attn_cuda.fwd(\\nRuntimeError: FlashAttention only supports Ampere GPUs or newer. | cuda.version-mismatch |  |  | flash-attn 2.6 on a Tesla V100S under MInference, the traceback's end
            it prompts: **FlashAttention only supports Ampere GPUs or newer**, so can I train the model | cuda.version-mismatch |  |  | the message in markdown bold inside a sentence
            RuntimeError: Attention combine function only supports Ampere GPUs or newer. | cuda.version-mismatch |  |  | FlashAttention-3 (hopper/flash_api.cpp) combine check
            RuntimeError: bfloat16 is only supported on Ampere GPUs or newer | cuda.version-mismatch |  |  | flash-attn 2.0-2.3 bfloat16 check
            RuntimeError: FlashAttention backward for head dim > 192 requires A100/A800 or H100/H800 | cuda.version-mismatch |  |  | flash-attn 2.x backward on a consumer card
            RuntimeError: Expected is_sm90 || is_sm8x || is_sm75 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.) | cuda.version-mismatch |  |  | flash-attn 1.0.x bare TORCH_CHECK as torch words it
            AssertionError: Device compute capability 9.x required for FP8 execution. | cuda.version-mismatch |  |  | TransformerEngine 0.1-1.1 FP8 check on an RTX 4090
            AssertionError: Device compute capability 8.9 or higher required for FP8 execution. | cuda.version-mismatch |  |  | TransformerEngine 1.2+ FP8 check still read
            AssertionError: BF16 support requires a GPU with compute capability 8.0 or higher. | cuda.version-mismatch |  |  | TransformerEngine 2.x BF16 check
            ImportError: GPU with CUDA capability 7 0 is not supported | cuda.version-mismatch |  |  | text-generation-inference's flash-attention import on a V100
            When I use it by docker, have the error: 'GPU with CUDA capability 7 0 is not supported' And it is my GPU CUDA info: | cuda.version-mismatch |  |  | the same, quoted in a sentence
            RuntimeError: Using quantized Marlin models requires a GPU with CUDA capability 8.0 or later. | cuda.version-mismatch |  |  | text-generation-inference's Marlin check
            Error: Could not create backend\\n\\nCaused by:\\n    Could not start backend: Runtime compute cap 70 is not compatible with compile time compute cap 80 | cuda.version-mismatch |  |  | text-embeddings-inference 1.2's image for sm_80 on a V100
            Runtime compute cap 120 is not compatible with compile time compute cap 80 | cuda.version-mismatch |  |  | text-embeddings-inference's image for sm_80 on an RTX 5090 (a GPU newer than the image)
            ValueError: The quantization method fp8 is not supported for the current GPU. Minimum capability: 90. Current capability: 86 | cuda.version-mismatch |  |  | vLLM 0.4's quantization check, as an issue title (no last period)
            The quantization method awq is not supported for the current GPU. Minimum capability: 75. Current capability: 70. | cuda.version-mismatch |  |  | vLLM's quantization check on a V100
            RuntimeError: Current CUDA Device does not support bfloat16. Please switch dtype to float16. | cuda.version-mismatch |  |  | torch autocast_mode.py (1.10-2.x) on a V100
            ValueError: Requested bf16 precision, but the current CUDA device does not support bfloat16. | cuda.version-mismatch |  |  | a training script's copy of the check, in lower case
            RuntimeError: torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0 or 8.9, or ROCm MI300+ | cuda.version-mismatch |  |  | torch Blas.cpp FP8 matmul on an RTX 3090 Ti
            RuntimeError: torch._grouped_mm is only supported on CUDA devices with compute capability = 9.0 | cuda.version-mismatch |  |  | torch Blas.cpp grouped matmul on a Blackwell GPU
            RuntimeError: cuFFT doesn't support signals of half type with compute capability less than SM_53, but the device containing input half tensor only has SM_52 | cuda.version-mismatch |  |  | torch SpectralOps half-precision FFT on a GTX 970
            triton.compiler.errors.CompilationError: at 1:0:\\ndef _w8a8_block_fp8_matmul(\\n^\\nValueError("type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')") | cuda.version-mismatch |  |  | Triton 3.x FP8 type check on an A100
            ValueError("type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e5',)") | cuda.version-mismatch |  |  | the same on a ROCm gfx90a
            Conversion from/to f8e4m3nv is only supported on compute capability >= 90 | cuda.version-mismatch |  |  | Triton 2.1-2.2 ElementwiseOpToLLVM on an sm_89 GPU
            /root/env/lib/python3.11/site-packages/torch/cuda/__init__.py:262: UserWarning:\\n    Found GPU0 NVIDIA GeForce GTX 1080 Ti which is of cuda capability 6.1.\\n    PyTorch no longer supports this GPU because it is too old.\\n    The minimum cuda capability supported by this library is 7.5.\\n\\n  warnings.warn( | cuda.version-mismatch |  |  | torch 2.x old_gpu_warn on a GTX 1080 Ti
            Found GPU0 NVS 510 which is of cuda capability 3.0.\\n    PyTorch no longer supports this GPU because it is too old.warnings.warn(old_gpu_warn % (d, name, major, capability[1])) | cuda.version-mismatch |  |  | torch 0.4 old_gpu_warn (no minimum line) as pasted from Windows
            Found GPU0 NVIDIA GeForce RTX 3090 which requires CUDA_VERSION >= 11000 to\\n     work properly, but your PyTorch was compiled\\n     with CUDA_VERSION 10020. Please install the correct PyTorch binary | cuda.version-mismatch |  |  | torch 1.x incorrect_binary_warn (its format string with an RTX 3090's values)
            Found GPU0 Tesla V100-PCIE-16GB which requires CUDA_VERSION >= 8000 for\\n    optimal performance and fast startup time, but your PyTorch was compiled\\n    with CUDA_VERSION 8000. Please install the correct PyTorch binary | - |  |  | negative: torch 0.3's notice on start-up speed
            ptxas info    : Compiling entry function 'k' for 'sm_89' | - |  |  | negative: ptxas's info line
            INFO 01-11 13:09:38 selector.py:121] Cannot use FlashAttention-2 backend for Volta and Turing GPUs. | - |  |  | negative: vLLM falls back to another backend
            Disabling FlashAttention 2 for compute capability < sm80 | - |  |  | negative: TransformerEngine's fallback notice
            Use `bfloat16` only if `torch.cuda.is_bf16_supported()` returns `True`. | - |  |  | negative: prose about the check
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
