package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Mixture-of-experts kernels on GPUs their torch build has no kernel for: torch's grouped GEMM (torch._grouped_mm and
 * torch._scaled_grouped_mm, the MoE experts' matmul) refused in a ROCm build, 2.8-2.9's "grouped gemm is not supported on ROCM"
 * and the later FP8, FP4 and MSLK paths' "... is not supported without USE_FBGEMM_GENAI ..." / "MSLK %s grouped GEMM is not supported
 * on ROCm; ...", all cuda.version-mismatch; starship's prompt ("🌐 HOST in DIR", its hostname module's default format over ssh, after
 * the username module's "USER in " when shown) names the machine the pasted output ran on; and the negatives (the check's source, an
 * input check of the same op, a prompt without the hostname module). Columns: the codes of the findings in order ("-": none), the
 * host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledMoeKernelsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
              RuntimeError: grouped gemm is not supported on ROCM | cuda.version-mismatch |  |  | torchtitan issue 1523: torch 2.9.0.dev20250803+rocm6.4 on MI300X, llama4's MoE experts
            [rank3]: RuntimeError: grouped gemm is not supported on ROCM | cuda.version-mismatch |  |  | the same behind torch's rank prefix (Blas.cpp _grouped_mm_cuda, 2.8-2.9)
            NotImplementedError: grouped gemm is not supported without USE_FBGEMM_GENAI on ROCM | cuda.version-mismatch |  |  | GroupedBlas.cpp's FP8 rowwise path (2.9+), TORCH_CHECK_NOT_IMPLEMENTED
            NotImplementedError: nvfp4 grouped gemm is not supported without USE_FBGEMM_GENAI, and only for CUDA | cuda.version-mismatch |  |  | GroupedBlas.cpp's FP4 path
            NotImplementedError: MSLK MXFP8 grouped GEMM is not supported on ROCm; only rowwise grouped GEMM has a ROCm MSLK path | cuda.version-mismatch |  |  | the MSLK grouped paths of a later torch
            🌐 devgpu013 in torchtitan on  main via 🐍 v3.12.11 via 🅒 conda_titan_3 took 35s\\n✦ ❯ pip list\\n  RuntimeError: grouped gemm is not supported on ROCM | cuda.version-mismatch | devgpu013 |  | torchtitan issue 1523: starship's prompt above the versions names the machine
            alice in 🌐 gpu-node-3 in ~/titan \\n❯ python train.py\\nRuntimeError: grouped gemm is not supported on ROCM | cuda.version-mismatch | gpu-node-3 |  | starship's username module before the hostname module
            ~/titan on  main via 🐍 v3.12.11\\n❯ python train.py\\nRuntimeError: grouped gemm is not supported on ROCM | cuda.version-mismatch |  |  | negative for the host: starship without the hostname module (no ssh) names no machine
              TORCH_CHECK(false, "grouped gemm is not supported on ROCM") | - |  |  | negative: the check quoted from torch's source
            RuntimeError: ROCM grouped gemm does not support bias | torch.exception |  |  | negative: an input check of the same op stays the process's exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
