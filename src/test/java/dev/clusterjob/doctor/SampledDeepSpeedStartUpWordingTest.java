package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed failing before training starts, on one machine or one node of several: an op that torch's cpp_extension JIT-builds
 * (fused_adam, cpu_adam, transformer_inference) whose module was never written to its build folder. cpp_extension's
 * _import_module_from_library loads BUILD_DIR/NAME.so, the build folder under ~/.cache/torch_extensions[/pyXY_cuZZZ]/NAME or
 * /tmp/torch_extensions/NAME; glibc's "cannot open shared object file: No such file or directory" for that NAME/NAME.so, behind
 * ImportError or OSError, quoted in a sentence or behind a launcher's host prefix, is extension.build-failed. The negatives: a library the
 * module needs (launch.library-not-found), the module built by another torch (cuda.version-mismatch), a module outside torch_extensions.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledDeepSpeedStartUpWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            在使用QwenLM/Qwen3项目进行多卡训练时,部分用户可能会遇到一个典型的错误:"ImportError: /root/.cache/torch_extensions/py38_cu118/fused_adam/fused_adam.so: cannot open shared object file: No such file or directory"。这个问题看似简单 | extension.build-failed |  |  | blog.gitcode.com d08c1405: the article quotes the error in a Chinese sentence, a full-width stop after the quote
            ImportError: /root/.cache/torch_extensions/py310_cu121/cpu_adam/cpu_adam.so: cannot open shared object file: No such file or directory | extension.build-failed |  |  | torch cpp_extension.py _import_module_from_library (1.10-2.9): importlib on BUILD_DIR/NAME.so under the default root with its pyXY_cuZZZ folder
            ImportError: /tmp/torch_extensions/fused_adam/fused_adam.so: cannot open shared object file: No such file or directory | extension.build-failed |  |  | torch 1.x's default root under the temporary folder, no pyXY_cuZZZ folder
            OSError: /home/u/.cache/torch_extensions/py311_cu121/my_ops/my_ops.so: cannot open shared object file: No such file or directory | extension.build-failed |  |  | torch.ops.load_library through ctypes.CDLL, an extension that is no Python module (is_python_module=False)
            worker-3: ImportError: /home/u/.cache/torch_extensions/py310_cu117/transformer_inference/transformer_inference.so: cannot open shared object file: No such file or directory | extension.build-failed | worker-3 |  | DeepSpeed's pdsh prefix: the node whose rank found no module
            ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: a library the module needs, not the module
            ImportError: /opt/conda/lib/python3.10/site-packages/fused_adam/fused_adam.so: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: a module outside torch_extensions, installed rather than JIT-built
            ImportError: /root/.cache/torch_extensions/py38_cu118/fused_adam/libfoo.so: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: a library in the build folder whose name is not the extension's
            ImportError: /root/.cache/torch_extensions/py310_cu121/fused_adam/fused_adam.so: undefined symbol: _ZN3c106detail14torchCheckFailEPKcS2_jRKSs | cuda.version-mismatch |  |  | negative: the module there, built by another torch
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
