package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Compiled models in jobs on several GPUs and nodes: the trailer Dynamo appends to every exception it raises (torch
 * _dynamo/exc.py augment_exc_message: 2.0-2.6 {@code You can suppress this exception and fall back to eager by setting:}, 2.7+
 * {@code Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace ...}) where a rank's paste was cut after the exception line, and
 * Triton finding no ptxas on the node (2.0's {@code `ptxas` was searched in TRITON_PTXAS_PATH, /usr/local/cuda/bin/ or PATH but a
 * working version could not be found.}, 2.1-3.x's {@code Cannot find %s}), with the real lines of the open corpus (realworld/doctor,
 * index.tsv's sampled compile-across-ranks batch), other versions' wordings, and lines like them that are no failure. One row per
 * wording.
 */
class SampledCompileAcrossRanksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             [rank2]: You can suppress this exception and fall back to eager by setting: | torch.exception | | | Dynamo's 2.1-2.6 trailer behind torchrun's rank prefix, the exception line cut away (nanoVLM#61)
             You can suppress this exception and fall back to eager by setting: | torch.exception | | | the same trailer without a prefix (2.0-2.6)
             Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if you're reporting a bug to PyTorch). For even more developer context, set TORCH_LOGS="+dynamo" | torch.exception | | | 2.7+'s trailer
             [rank5]: Set TORCHDYNAMO_VERBOSE=1 for the full Dynamo stack trace (please do this especially if you're reporting a bug to PyTorch). For even more developer context, set TORCH_LOGS="+dynamo" | torch.exception | | | 2.7+'s trailer of a shortened traceback on a rank
             torch._dynamo.exc.BackendCompilerFailed: _compile_fn raised RuntimeError: `ptxas` was searched in TRITON_PTXAS_PATH, /usr/local/cuda/bin/ or PATH but a working version could not be found. | cuda.version-mismatch | | | Triton 2.0 inside Dynamo's BackendCompilerFailed (pytorch#90136)
             `ptxas` was searched in TRITON_PTXAS_PATH, /usr/local/cuda/bin/ or PATH but a working version could not be found. | cuda.version-mismatch | | | Triton 2.0's C++ printing it to stderr
             RuntimeError: Cannot find ptxas | cuda.version-mismatch | | | Triton 2.1-3.x _path_to_binary
             torch._inductor.exc.InductorError: RuntimeError: Cannot find ptxas | cuda.version-mismatch | | | the same inside Inductor's InductorError (2.6+)
             [rank3]: RuntimeError: Cannot find cuobjdump | cuda.version-mismatch | | | another binary of the same search on a rank
             2024-12-05 14:35:02,706- root:392- ERROR- !!! Exception during processing !!! Cannot find ptxas.exe | cuda.version-mismatch | | | triton-windows' ptxas.exe under a GUI's error line
             [2023-11-29 11:04:57,788] torch._dynamo.convert_frame: [WARNING] Set TORCH_LOGS="+dynamo" and TORCHDYNAMO_VERBOSE=1 for more information | - | | | a warning of suppress_errors' fallback to eager: no failure
             W0711 17:08:34.348000 76404 torch/_dynamo/convert_frame.py:1280] Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if you're reporting a bug to PyTorch). | - | | | torch's logger's warning of the same fallback: no failure
             2020-01-20 10:00:00.000000: W tensorflow/compiler/xla/service/gpu/nvptx_compiler.cc:300] Can't find ptxas binary in ${CUDA_DIR}/bin.  Will back to the GPU driver for PTX -> sass compilation. | - | | | XLA's fallback to the driver's JIT: no failure
             Cannot find ptxas in /opt/cuda/bin, using the bundled one | - | | | a tool that goes on with another ptxas
             raise RuntimeError(f"Cannot find {binary}") | - | | | the raise's source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
