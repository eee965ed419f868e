package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Extensions a job builds or loads on the node when it starts, where the ranks wait on torch's build lock: torch's FileBaton (utils/file_baton.py,
 * the "lock" file torch.utils.cpp_extension's JIT build takes in the extension's build directory) has no message of its own in torch 1.x-2.x,
 * so a process stuck behind a build killed mid-way, or another process's build, shows in a stack: CPython's traceback frame and IPython's,
 * faulthandler's (pytest-timeout's dump) and py-spy dump's; torch 2.x's warning after warn_after_seconds and its time-out's RuntimeError say it
 * in words. All are fs.lock-failed (a stale lock left in the cache), a warning where only the wait shows, so a build that failed on another rank
 * stays the cause. A compiled extension's undefined symbol in a notebook's output that VS Code linked to its webview's origin
 * (https://file+.vscode-resource.vscode-cdn.net/PATH, vscode-remote+ssh-002dremote-002bHOST over Remote-SSH) reads as the path itself.
 * Negatives: cpp_extension's source line, another module's wait frame, FileBaton's other methods. Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledCompiledExtensionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Timeout (0:02:00)!\\nFile "/opt/venv/lib/python3.12/site-packages/torch/utils/file_baton.py", line 50 in wait\\nFile "/opt/venv/lib/python3.12/site-packages/torch/utils/cpp_extension.py", line 2156 in _jit_compile | fs.lock-failed |  |  | PASSIONLab/OpenEquivariance issue 156: pytest-timeout's faulthandler dump, its frames unindented as published
            Thread 0x00007f3a2b7fe740 (most recent call first):\\n  File "/usr/lib/python3/dist-packages/torch/utils/file_baton.py", line 42 in wait\\n  File "/usr/lib/python3/dist-packages/torch/utils/cpp_extension.py", line 1523 in _jit_compile | fs.lock-failed |  |  | CPython faulthandler.c dump_frame "  File \\"%s\\", line %d in %s" (faulthandler.dump_traceback_later)
              File "/opt/conda/envs/pytorch/lib/python3.9/site-packages/torch/utils/file_baton.py", line 42, in wait\\n    time.sleep(self.wait_seconds)\\nKeyboardInterrupt | fs.lock-failed |  |  | microsoft/microxcaling issue 8: a JIT load interrupted with Ctrl-C in the lock's wait
            [rank1]:   File "/home/user/miniconda3/envs/ds/lib/python3.10/site-packages/torch/utils/file_baton.py", line 42, in wait\\n[rank1]:     time.sleep(self.wait_seconds)\\n[rank1]: torch.distributed.elastic.multiprocessing.api.SignalException: Process 2313 got signal: 15 | fs.lock-failed,torch.agent-signal |  |  | CPython traceback.c frame behind torch 2.3+'s [rankN]: prefix, the wait ended by torchrun's SIGTERM (the signal an outcome after it)
            Thread 79655 (idle): "MainThread"\\n    wait (torch/utils/file_baton.py:42)\\n    _jit_compile (torch/utils/cpp_extension.py:1523)\\n    load (torch/utils/cpp_extension.py:1284) | fs.lock-failed |  |  | py-spy dump's "    %s (%s:%d)" of a Megatron rank stuck in an XPU op's JIT load
            ~/.local/lib/python3.8/site-packages/torch/utils/file_baton.py in wait(self)\\n     40         while os.path.exists(self.lock_file_path):\\n---> 41             time.sleep(self.wait_seconds) | fs.lock-failed |  |  | IPython's verbose traceback "FILE in FUNC(ARGS)" in a notebook
            /opt/conda/lib/python3.11/site-packages/torch/utils/cpp_extension.py:2143: UserWarning: Waited on lock file "/root/.cache/torch_extensions/py311_cu121/fused_adam/lock" for 30 seconds. | fs.lock-failed |  |  | torch file_baton.py warn_after_seconds "Waited on lock file \\"%s\\" for %s seconds." through warnings.warn
            RuntimeError: Timed out after 600 seconds waiting for lock file "/tmp/torch_extensions/py312_cu124/my_ext/lock". The process that acquired the lock may have been killed (e.g. by the OOM killer, SIGKILL, or a cancelled job) without releasing it, leaving a stale lock. Delete the lock file and retry. | fs.lock-failed |  |  | torch file_baton.py timeout_seconds "Timed out after %g seconds waiting for lock file \\"%s\\". ..."
            RuntimeError: Error building extension 'fused_adam'\\n  File "/opt/conda/lib/python3.10/site-packages/torch/utils/file_baton.py", line 42, in wait\\n    time.sleep(self.wait_seconds) | extension.build-failed,fs.lock-failed |  |  | one rank's build failed while another waited on its lock: the build stays the cause
            > ImportError: [/opt/conda/envs/pytorch/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so](https://vscode-remote+ssh-002dremote-002bdev.vscode-resource.vscode-cdn.net/opt/conda/envs/pytorch/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so): undefined symbol: _ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEENS6_INS2_6LayoutEEENS6_INS2_6DeviceEEENS6_IbEE | cuda.version-mismatch |  |  | Dao-AILab/flash-attention issue 854: a notebook's output in VS Code over Remote-SSH, the .so path linked to the webview's origin, in a markdown quote
            ImportError: [/home/user/venv/lib/python3.11/site-packages/deepspeed/ops/adam/cpu_adam_op.so](https://file+.vscode-resource.vscode-cdn.net/home/user/venv/lib/python3.11/site-packages/deepspeed/ops/adam/cpu_adam_op.so): undefined symbol: _ZN3c104cuda9SetDeviceEi | cuda.version-mismatch |  |  | a local notebook's output in VS Code: the file+ origin before the path
            OSError: [/home/user/envs/ft/lib/python3.9/site-packages/flash_attn_cuda.cpython-39-x86_64-linux-gnu.so](https://file%2B.vscode-resource.vscode-webview.net/home/user/envs/ft/lib/python3.9/site-packages/flash_attn_cuda.cpython-39-x86_64-linux-gnu.so): undefined symbol: _ZNK3c1010TensorImpl36is_contiguous_nondefault_policy_implENS_12MemoryFormatE | cuda.version-mismatch |  |  | an older VS Code's vscode-webview.net origin, the plus sign percent-encoded
                baton.wait() | - |  |  | negative: cpp_extension.py's source line under a frame, not the wait itself
              File "/usr/lib/python3.10/threading.py", line 320, in wait\\n    waiter.acquire() | - |  |  | negative: another module's wait frame
              File "/opt/conda/lib/python3.10/site-packages/torch/utils/file_baton.py", line 30, in try_acquire | - |  |  | negative: FileBaton's other method
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
