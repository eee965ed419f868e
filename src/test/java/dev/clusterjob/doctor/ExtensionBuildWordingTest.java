package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Extensions and kernels a job builds on the node at start-up: torch's cpp_extension (the JIT `load` that DeepSpeed's op
 * builder, nvdiffrast and other packages call, and BuildExtension under setup.py / pip for flash-attn or apex), ninja, DeepSpeed's op builder,
 * nvcc's check of the host compiler, the linker, and Triton's launcher stub that it compiles with the system's C compiler. One row per wording
 * and release, instantiated from the format string with host names of several shapes behind launcher prefixes; the codes of the findings in
 * order ("-": no error; a warning may stand), the first one's host and peer, and the file, function and releases the wording comes from.
 * {@code \n} in a row is a line break.
 */
class ExtensionBuildWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Error building extension 'fused_adam' | extension.build-failed |  |  | torch utils/cpp_extension.py _write_ninja_file_and_build_library -> _run_ninja_build (1.3-2.9): raise RuntimeError(message) with error_prefix f"Error building extension '{name}'"
            RuntimeError: Error building extension 'transformer_inference': [1/9] /usr/local/cuda/bin/nvcc -c gelu.cu -o gelu.cuda.o | extension.build-failed |  |  | the same, verbose: message += f": {e.output.decode()}" (ninja's output after the colon)
            gpu-07: RuntimeError: Error building extension 'cpu_adam' | extension.build-failed | gpu-07 |  | the same behind the DeepSpeed runner's pdsh "host: " prefix: the host from the prefix
            [rank3]: RuntimeError: Error building extension 'fused_lamb' | extension.build-failed |  |  | the same behind torchrun's [rankN]: prefix (torch 2.4+)
            RuntimeError: Error compiling objects for extension | extension.build-failed |  |  | torch cpp_extension.py BuildExtension _write_ninja_file_and_compile_objects -> _run_ninja_build (1.5-2.9): error_prefix 'Error compiling objects for extension' (setup.py / pip builds of flash-attn, apex)
            RuntimeError: Ninja is required to load C++ extensions | extension.build-failed |  |  | torch cpp_extension.py verify_ninja_availability (1.0-2.9): raise RuntimeError("Ninja is required to load C++ extensions")
            node12.cluster.example.org: RuntimeError: Ninja is required to load C++ extensions | extension.build-failed | node12.cluster.example.org |  | the same behind a "host: " prefix
            RuntimeError: Unable to JIT load the fused_adam op due to ninja not being installed. | extension.build-failed |  |  | DeepSpeed op_builder/builder.py OpBuilder.jit_load (0.5-0.16): f"Unable to JIT load the {self.name} op due to ninja not being installed."
            subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1. | extension.build-failed |  |  | torch cpp_extension.py _run_ninja_build (1.3-2.9): subprocess.run(['ninja', '-v'], check=True) raises CalledProcessError (its str())
            [1,0]<stderr>:subprocess.CalledProcessError: Command '['ninja', '-v', '-j', '8']' returned non-zero exit status 1. | extension.build-failed |  |  | the same with MAX_JOBS=8 (command += ['-j', max_jobs]) behind Open MPI's --tag-output prefix
            File "/opt/conda/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 2105, in _run_ninja_build | extension.build-failed |  |  | a traceback's frame in _run_ninja_build (torch 1.3-2.9): only a build that failed raises through it (a traceback cut before its last line)
            ~/.local/lib/python3.6/site-packages/torch/utils/cpp_extension.py in _run_ninja_build(build_directory, verbose, error_prefix) | extension.build-failed |  |  | the same frame as IPython / Jupyter prints it ("FILE in FUNCTION(ARGS)")
            ninja: build stopped: subcommand failed. | extension.build-failed |  |  | ninja src/build.cc / ninja.cc (1.x): "build stopped: %s." after a failed edge, with ninja's "ninja: " prefix
            10.1.2.3: ninja: build stopped: subcommand failed. | extension.build-failed | 10.1.2.3 |  | the same behind a pdsh "host: " prefix with an address
            /usr/local/cuda/include/crt/host_config.h:138:2: error: #error -- unsupported GNU version! gcc versions later than 8 are not supported! | extension.build-failed |  |  | CUDA 10.x crt/host_config.h: "#error -- unsupported GNU version! gcc versions later than %d are not supported!" (nvcc refuses the host compiler)
            /usr/local/cuda-12.1/include/crt/host_config.h:132:2: error: #error -- unsupported GNU version! gcc versions later than 12 are not supported! The nvcc flag '-allow-unsupported-compiler' can be used to override this version check; however, using an unsupported host compiler may cause compilation failure or incorrect run time execution. Use at your own risk. | extension.build-failed |  |  | CUDA 11.x-12.x host_config.h: the same with the -allow-unsupported-compiler sentence
            /usr/local/cuda-9.0/include/crt/host_config.h:119:2: error: #error -- unsupported GNU version! gcc versions later than 6 are not supported! | extension.build-failed |  |  | CUDA 9.x crt/host_config.h (8.0 without crt/)
            /usr/local/cuda/include/crt/host_config.h:151:2: error: #error -- unsupported clang version! clang version must be less than 16 and greater than 3.2 . The nvcc flag '-allow-unsupported-compiler' can be used to override this version check; however, using an unsupported host compiler may cause compilation failure or incorrect run time execution. Use at your own risk. | extension.build-failed |  |  | CUDA 12.x host_config.h: "#error -- unsupported clang version! clang version must be less than %d and greater than 3.2 . ..."
            /usr/bin/ld: cannot find -lcuda | extension.build-failed |  |  | binutils ld (2.x before 2.39): "cannot find -l%s" (Triton's launcher build with gcc ... -lcuda on a node whose driver has no libcuda.so link)
            /usr/bin/ld: cannot find -lcurand: No such file or directory | extension.build-failed |  |  | binutils ld 2.39+: "cannot find -l%s: %E" (DeepSpeed's cpu_adam link without the CUDA toolkit's libraries)
            subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpy1gk3r1e/main.c', '-O3', '-shared', '-fPIC', '-Wno-psabi', '-o', '/tmp/tmpy1gk3r1e/cuda_utils.cpython-310-x86_64-linux-gnu.so', '-lcuda', '-L/lib64']' returned non-zero exit status 1. | extension.build-failed |  |  | Triton 3.x runtime/build.py _build: subprocess.check_call(cc_cmd) of the launcher / cuda_utils stub (main.c)
            subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpj_1fdcu9/main.c', '-O3', '-I/usr/local/cuda/include', '-shared', '-fPIC', '-lcuda', '-o', '/tmp/tmpj_1fdcu9/triton_.cpython-310-x86_64-linux-gnu.so']' returned non-zero exit status 1. | extension.build-failed |  |  | Triton 2.0 compiler.py _build (the same stub under its 2.0 name)
            gpu-07: torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\\nCalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpa1b2/main.c', '-O3', '-shared', '-fPIC', '-o', '/tmp/tmpa1b2/cuda_utils.so', '-lcuda']' returned non-zero exit status 1. | extension.build-failed | gpu-07 |  | torch/_dynamo/exc.py BackendCompilerFailed (2.0-2.9): "backend=%r raised:\\n%s: %s" with Triton's build failure inside
            FAILED: fused_bias_act_kernel.cuda.o | extension.build-failed |  |  | doc63: ninja src/build.cc (1.x): "FAILED: " + the failed edge's outputs (the paste stops before the compiler's error)
            gpu-07: FAILED: [code=1] flash_fwd_hdim128_bf16_sm80.o | extension.build-failed | gpu-07 |  | doc63: ninja 1.12+: "FAILED: [code=%d] " before the outputs, behind a "host: " prefix
            FAILED: tests/test_io.py::test_read - AssertionError | - |  |  | pytest's summary line "FAILED NODEID - MSG" (no ninja output): no build failure
            error: command '/usr/local/cuda/bin/nvcc' failed with exit code 1 | extension.build-failed |  |  | doc63: setuptools 59+ _distutils/spawn.py: "command %r failed with exit code %s" after distutils' "error: " (a setup.py / pip build of a CUDA extension)
            error: command 'gcc' failed with exit status 1 | extension.build-failed |  |  | doc63: distutils/spawn.py (Python 3.x before setuptools 59): "command %r failed with exit status %d"
            error: command 'x86_64-linux-gnu-g++' failed: No such file or directory | extension.build-failed |  |  | doc63: distutils spawn: the compiler is not on that node ("failed: %s" with the OSError's text)
            error: command 'git' failed with exit status 128 | - |  |  | distutils spawn of a program that is no compiler: not this code
            OSError: [Errno 116] Stale file handle: '/home/alice/.triton/cache/abc/cuda_utils.so' | fs.stale-handle |  |  | decision rule (doc63): a build or cache write that fails on ESTALE is the file system's code (doc34's rule)
            Triton cache issues: `Stale file handle`, `Device or resource busy: '/root/.triton/cache/x/cuda_utils.so'` | fs.stale-handle |  |  | doc63: the same error named in inline code in a title or sentence
            Using /home/alice/.cache/torch_extensions/py311_cu121 as PyTorch extensions root... | - |  |  | torch cpp_extension.py _get_build_directory: information, no failure
            Building extension module fused_adam... | - |  |  | torch cpp_extension.py: verbose progress, no failure
            Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N) | - |  |  | torch cpp_extension.py _run_ninja_build: information
            No modifications detected for re-loaded extension module fused_adam, skipping build step... | - |  |  | torch cpp_extension.py _jit_compile: information (a cached build)
            Loading extension module fused_adam... | - |  |  | torch cpp_extension.py _jit_compile: information
            /opt/conda/lib/python3.8/site-packages/torch/utils/cpp_extension.py:476: UserWarning: Attempted to use ninja as the BuildExtension backend but we could not find ninja.. Falling back to using the slow distutils backend. | - |  |  | torch cpp_extension.py BuildExtension (1.5-2.x): a warning, the build goes on without ninja
            CUDA_HOME does not exist, unable to compile CUDA op(s) | cuda.version-mismatch |  |  | DeepSpeed op_builder/builder.py (0.3-0.16): decision rule (doc54): a build that finds no toolkit stays cuda.version-mismatch
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
