package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed's NVMe offload (ZeRO-Infinity) reading back a swap file shorter than the tensor it wrote: the async_io op's size line
 * in each release's wording, and the C assert after it, behind launcher prefixes that name the host; the rank is the swap folder's. The
 * CPU optimizers of ZeRO-Offload (Adam, Adagrad, Lion) whose op did not build or load: their __del__ finds no op handle.
 * Negatives: ds_report's op table, the swapper's configuration print, the missing-libaio build warning and the CPU Adam op's creation
 * lines stay healthy; another missing attribute stays the code's own exception. Columns: the
 * codes of the findings in order ("-": no error), the first one's host and peer, and where the wording comes from. {@code \n} is a
 * line break.
 */
class SampledZeroOffloadWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /nvme/zero_stage_3/fp16params/rank24/0_param.tensor.swp: buffer nbytes != file bytes 28824000 != 28311552\\npython: /usr/local/lib/python3.6/dist-packages/deepspeed/ops/csrc/aio/py_lib/deepspeed_py_aio_handle.cpp:223: int deepspeed_aio_handle_t::pread(const at::Tensor&, const char*, bool, bool): \\\\nAssertion `static_cast<long long int>(buffer.nbytes()) == num_file_bytes' failed. | deepspeed.nvme-swap-failed |  |  | the corpus log: DeepSpeed 0.3.13-0.14 deepspeed_py_aio_handle.cpp pread's "FILE: buffer nbytes != file bytes N != M" and glibc's assert, wrapped by its poster
            gpu-node-3: /local_nvme/zero_stage_3/optimizer/rank9/140302004385408_gradient_988164096_75497472.tensor.swp: buffer nbytes != file bytes 301989888 != 0 | deepspeed.nvme-swap-failed | gpu-node-3 |  | the same behind the DeepSpeed runner's pdsh "host: " prefix: an optimizer swap file left empty
            [1,6]<stdout>:/nvme/zero_stage_3/optimizer/rank6/139649992513552.tensor.swp: buffer nbytes != file bytes 4001366016 != 3426746368 | deepspeed.nvme-swap-failed |  |  | the same behind mpirun --tag-output (DeepSpeed's MPI launcher)
            node-a12: /mnt/nvme0/zero_stage_3/bfloat16params/rank15/12_param.tensor.swp: file_offset + buffer nbytes > file bytes 16777216 > 8388608 | deepspeed.nvme-swap-failed | node-a12 |  | DeepSpeed 0.16+ deepspeed_py_io_handle.cpp is_valid_bytes_to_read "FILE: file_offset + buffer nbytes > file bytes N > M" (file offsets)
            python3: /opt/conda/lib/python3.10/site-packages/deepspeed/ops/csrc/aio/py_lib/deepspeed_py_io_handle.cpp:102: int64_t deepspeed_io_handle_t::read(torch::Tensor&, const char*, bool, int64_t): Assertion `static_cast<int64_t>(buffer.nbytes()) == num_file_bytes' failed. | deepspeed.nvme-swap-failed |  |  | the assert alone, as 0.15+ deepspeed_py_io_handle.cpp writes it (int64_t), without the size line before it
            worker-2: python: deepspeed_py_io_handle.cpp:34: bool is_valid_bytes_to_read(const char*, int64_t, int64_t): Assertion `(file_offset + num_bytes_to_read) <= num_file_bytes' failed. | deepspeed.nvme-swap-failed | worker-2 |  | the 0.16+ assert with file offsets, behind a host prefix
            Exception ignored in: <function DeepSpeedCPUAdam.__del__ at 0x7fce946893a0>\\nTraceback (most recent call last):\\n  File "/root/anaconda3/envs/lmflow3/lib/python3.9/site-packages/deepspeed/ops/adam/cpu_adam.py", line 102, in __del__\\n    self.ds_opt_adam.destroy_adam(self.opt_id)\\nAttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam' | extension.build-failed |  |  | the corpus log's shape: DeepSpeed ops/adam/cpu_adam.py __del__ (0.9) after CPUAdamBuilder().load() raised in __init__, CPython's AttributeError
            gpu-node-1: [rank1]: AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'ds_opt_adam' | extension.build-failed | gpu-node-1 |  | the same line alone behind pdsh's host and torch 2.4+'s [rankN]: prefixes
            AttributeError: 'DeepSpeedCPUAdagrad' object has no attribute 'ds_opt_adagrad' | extension.build-failed |  |  | ops/adagrad/cpu_adagrad.py __del__ (0.5.5-0.18)
            AttributeError: 'DeepSpeedCPULion' object has no attribute 'ds_opt_lion' | extension.build-failed |  |  | ops/lion/cpu_lion.py __del__ (0.11-0.18)
            Adam Optimizer #0 is created with AVX2 arithmetic capability.\\nConfig: alpha=0.000050, betas=(0.900000, 0.999000), weight_decay=0.000000, adam_w=1 | - |  |  | negative: the CPU Adam op built and loaded (its creation lines)
            AttributeError: 'DeepSpeedCPUAdam' object has no attribute 'step_id' | torch.exception |  |  | negative: another attribute of the optimizer is the code's own exception, not the op's build
            async_io ............... [NO] ....... [OKAY] | - |  |  | negative: ds_report's op table
            [2023-05-04 01:52:06,275] [INFO] [utils.py:34:print_object]   swap_folder .................. /nvme/zero_stage_3/float16params/rank0 | - |  |  | negative: the param swapper's configuration print names the swap folder
             [WARNING]  async_io requires the dev libaio .so object and headers but these were not found. | - |  |  | negative: the op builder's warning when libaio is missing is no failure (NVMe offload is not used)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
