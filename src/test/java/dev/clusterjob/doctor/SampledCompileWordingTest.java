package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch.compile, Triton and Inductor failing on the node (issue 26): the compile of Inductor's generated C++ (torch
 * _inductor/cpp_builder.py _run_compile_cmd: {@code CalledProcessError: Command '['g++', 'HASH.cpp', ...]'} and its traceback
 * frame) and a header the compiler cannot find in each compiler's own words (gcc {@code fatal error: %s: No such file or
 * directory}, clang {@code fatal error: '%s' file not found}, tcc {@code error: include file '%s' not found}), with the real
 * lines of the open corpus (realworld/doctor, index.tsv's sampled compile batch), other compilers' and versions' wordings, and
 * lines like them that are no failure. One row per wording; {@code \n} in a row is a line break.
 */
class SampledCompileWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             [rank2]:   File "/data/czh/miniconda3/lib/python3.12/site-packages/torch/_inductor/cpp_builder.py", line 331, in _run_compile_cmd | extension.build-failed | | | Inductor's compile frame behind torchrun's rank prefix (pytorch#146306)
             [rank2]: subprocess.CalledProcessError: Command '['g++', '/tmp/torchinductor_czh/mc/cmcjfccazmmoijulhnbndj3kmvsjj5zlyzckdrfhfcof5d4pjich.cpp', '-D', 'TORCH_INDUCTOR_CPP_WRAPPER', '-D', 'C10_USING_CUSTOM_ | extension.build-failed | | | the CalledProcessError of the same build, cut inside its command (pytorch#146306)
             subprocess.CalledProcessError: Command '['clang++', '/tmp/torchinductor_ab/xy/cxyz.cpp', '-shared', '-fPIC', '-o', '/tmp/torchinductor_ab/xy/cxyz.so']' returned non-zero exit status 1. | extension.build-failed | | | CXX set to clang++, the whole line
             subprocess.CalledProcessError: Command '['/usr/bin/g++-12', '/scratch/u1/inductor/ab/cab.cpp', '-O3']' returned non-zero exit status 1. | extension.build-failed | | | a versioned g++ by path and a TORCHINDUCTOR_CACHE_DIR on scratch
             subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1. | extension.build-failed | | | torch cpp_extension's ninja build keeps its own rule
             subprocess.CalledProcessError: Command '['git', 'rev-parse', 'HEAD']' returned non-zero exit status 128. | torch.exception | | | a CalledProcessError of no compiler: no build finding
             E:/Comfy_UI/ComfyUI_windows_portable/python_embeded/Include/Python.h:12: error: include file 'pyconfig.h' not found | extension.build-failed | | | tcc, bundled by triton-windows, building cuda_utils.c (triton-windows#96)
             C:/Users/steven/AppData/Local/Temp/tmptw09ntof/cuda_utils.c:14: error: include file 'Python.h' not found | extension.build-failed | | | tcc on the launcher source itself
             解决方法是： 使用vllm启动，会输出真实的错误， 我的是fatal error: stdlib.h: No such file or directory。 | extension.build-failed | | | gcc's missing C library header quoted in a sentence (xinference#2925)
             /tmp/torchinductor_u/ab/cab.cpp:1:10: fatal error: omp.h: No such file or directory | extension.build-failed | | | gcc on Inductor's C++ without OpenMP's header
             /tmp/torchinductor_u/ab/cab.cpp:2:10: fatal error: 'omp.h' file not found | extension.build-failed | | | clang's wording of the same
             /tmp/tmps1rkq3y3/main.c:5:10: fatal error: Python.h: No such file or directory | extension.build-failed | | | the Triton launcher's own rule keeps its line (sglang#1117)
             checking for stdlib.h... yes | - | | | a configure check that found the header: no finding
             #include <stdlib.h> file not found in the index, using the system one | - | | | the words without a compiler's error: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
