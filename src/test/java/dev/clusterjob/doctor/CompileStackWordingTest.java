package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch.compile, TorchInductor and Triton failing on the node: Triton's ptxas that does not know the GPU's architecture
 * (its stderr under Triton 2.0-3.2's RuntimeError and 3.3+'s PTXASError, the ptxas-blackwell binary of 3.5+), a kernel image the driver
 * refuses, Triton's launcher that cannot be built (no C compiler, no libcuda.so or no ldconfig to find it, Python.h or cuda.h missing),
 * Inductor's generated C++ that g++ does not build (inside BackendCompilerFailed up to torch 2.5, InductorError from 2.6), and a cache
 * directory the job may not write. One row per wording and release, with host names of several shapes behind launcher prefixes; the
 * codes of the findings in order ("-": no error), the first one's host and peer, and the file and releases the wording comes from.
 * {@code \n} in a row is a line break.
 */
class CompileStackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07: ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name' | cuda.version-mismatch | gpu-07 |  | ptxas (CUDA 12.x) bundled with Triton 3.5 on a GB10, behind pdsh's prefix
            triton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error\\n`ptxas` stderr:\\nptxas fatal   : Value 'sm_103a' is not defined for option 'gpu-name' | cuda.version-mismatch |  |  | Triton 3.3+ backends/nvidia/compiler.py make_cubin: PTXASError(f"{error}\\n`ptxas` stderr:\\n{log}\\n...")
            [rank3]: RuntimeError: Internal Triton PTX codegen error: \\n[rank3]: ptxas fatal   : Value 'sm_89' is not defined for option 'gpu-name' | cuda.version-mismatch |  |  | Triton 2.1 compiler.py: RuntimeError(f'Internal Triton PTX codegen error: \\n{log}') on ptxas' exit 255, behind torchrun's prefix
            node12.cluster.example.org: RuntimeError: Internal Triton PTX codegen error: ptxas fatal   : Value 'sm_90a' is not defined for option 'gpu-name' | cuda.version-mismatch | node12.cluster.example.org |  | Triton 2.0's C++ make_cubin ("Internal Triton PTX codegen error: \\n" + log) joined into one line by a paste
            (EngineCore_0 pid=9492) ptxas-blackwell fatal   : Value 'sm_110a' is not defined for option 'gpu-name' | cuda.version-mismatch |  |  | Triton 3.5's ptxas-blackwell binary, behind vLLM's engine-core prefix
            torch._inductor.runtime.triton_heuristics.NoTritonConfigsError: No valid triton configs. PTXASError: PTXAS error: Internal Triton PTX codegen error\\n`ptxas` stderr:\\nptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name' | cuda.version-mismatch |  |  | torch 2.7+ _inductor/runtime/triton_heuristics.py _precompile_worker: NoTritonConfigsError(f"No valid triton configs. {...}")
            2023-01-30 07:14:49 [warning  ] Internal Triton PTX codegen error: ptxas fatal   : Value 'sm_89' is not defined for option 'gpu-name' [xformers] backend=nccl rank=0 world_size=1 | - |  |  | xformers' warning when it deactivates its Triton kernel and falls back (no failure)
            RuntimeError: Internal Triton PTX codegen error: \\nptxas error   : Entry function 'triton_' uses too much shared data (0x12000 bytes, 0xc000 max) | torch.exception |  |  | Triton 2.1 compiler.py with another ptxas error (the kernel's own limits, not the GPU's architecture): only the fallback reads it
            node12.cluster.example.org: RuntimeError: Triton Error [CUDA]: device kernel image is invalid | cuda.version-mismatch | node12.cluster.example.org |  | Triton 2.1-3.x backends/nvidia/driver.c gpuAssert: "Triton Error [CUDA]: %s" with cuGetErrorString(CUDA_ERROR_INVALID_SOURCE)
            torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\\nRuntimeError: Triton Error [CUDA]: device kernel image is invalid | cuda.version-mismatch |  |  | the same inside torch 2.0-2.5 _dynamo/exc.py BackendCompilerFailed ("backend='%s' raised:\\n%s: %s")
            RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered | torch.cuda-error |  |  | the same Triton wording with another driver error stays torch.cuda-error
            RuntimeError: Failed to find C compiler. Please specify via CC environment variable. | extension.build-failed |  |  | Triton 2.1-3.2 runtime/build.py _build: neither gcc nor clang on PATH
            gpu-07: RuntimeError: Failed to find C compiler. Please specify via CC environment variable or set triton.knobs.build.impl. | extension.build-failed | gpu-07 |  | Triton 3.3+ runtime/build.py _find_compiler, behind pdsh's prefix
            [rank1]: torch._inductor.exc.InductorError: RuntimeError: Failed to find C compiler. Please specify via CC environment variable or set triton.knobs.build.impl. | extension.build-failed |  |  | the same inside torch 2.6+ _inductor/exc.py InductorError, behind torchrun's prefix
            AssertionError: libcuda.so cannot found!\\nPossible files are located at ['/lib64/libcuda.so.1'].Please create a symlink of libcuda.so to any of the file. | extension.build-failed |  |  | Triton 2.1-2.2 common/build.py libcuda_dirs: assert ..., msg ('libcuda.so cannot found!\\n' + 'Possible files are located at %s.' ...)
            (RayWorkerWrapper pid=1890, ip=10.41.0.8) AssertionError: libcuda.so cannot found! | extension.build-failed | 10.41.0.8 |  | the same in a vLLM Ray worker's output (the prefix's address is the host)
            ERROR 04-29 17:19:20 worker_base.py:157] AssertionError: libcuda.so cannot found! | extension.build-failed |  |  | Triton 2.2-3.0 backends/nvidia/driver.py libcuda_dirs as vLLM 0.4's worker logs it
            [rank0]: FileNotFoundError: [Errno 2] No such file or directory: '/sbin/ldconfig' | extension.build-failed |  |  | Triton 2.2+ libcuda_dirs: subprocess.check_output(["/sbin/ldconfig", "-p"]) on a node or image without ldconfig
            FileNotFoundError: [Errno 2] No such file or directory: 'ldconfig' | extension.build-failed |  |  | Triton 2.1 common/build.py: subprocess.check_output(["ldconfig", "-p"]) without ldconfig on PATH
            [2023-11-29 11:04:57,788] torch._dynamo.convert_frame: [WARNING] FileNotFoundError: [Errno 2] No such file or directory: 'ldconfig' | - |  |  | torch 2.1 _dynamo/convert_frame.py with suppress_errors: the same failure logged as a [WARNING] while torch.compile falls back to eager (no failure)
            /tmp/tmps1rkq3y3/main.c:5:10: fatal error: Python.h: No such file or directory | extension.build-failed |  |  | gcc's missing-header error for Triton 2.x-3.0's launcher main.c (no Python headers on the node)
            gpu-07: /tmp/tmpx8k2l1/cuda_utils.c:6:10: fatal error: cuda.h: No such file or directory | extension.build-failed | gpu-07 |  | the same for Triton 3.x's cuda_utils.c and cuda.h, behind pdsh's prefix
            torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\\nCppCompileError: C++ compile error | extension.build-failed |  |  | torch 2.0-2.5 _inductor/exc.py CppCompileError ("C++ compile error") inside BackendCompilerFailed
            [rank1]: torch._inductor.exc.InductorError: CppCompileError: C++ compile error | extension.build-failed |  |  | torch 2.6+ InductorError ("%s: %s" of the inner exception), behind torchrun's prefix
            0: PermissionError: [Errno 13] Permission denied: '/home/alice/.triton' | fs.permission-denied |  |  | CPython 3.3+ PermissionError (EACCES) from Triton 2.x-3.x runtime/cache.py FileCacheManager's os.makedirs, behind srun --label
            node12.cluster.example.org: PermissionError: [Errno 13] Permission denied: '/tmp/torchinductor_alice' | fs.permission-denied | node12.cluster.example.org |  | the same for Inductor's cache directory left in /tmp by another account
            PermissionError: [Errno 13] Permission denied: '/dev/shm/torch_1234_5678' | torch.exception |  |  | a device or shared-memory path is not a cache this code names: only the fallback reads it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
