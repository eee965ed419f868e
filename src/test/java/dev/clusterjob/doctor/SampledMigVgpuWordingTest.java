package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPUs that MIG slices or vGPU profiles give a process, refused at start-up: TensorFlow's StatusOr crash when XLA opened no GPU (the
 * status as TensorFlow 1.x and absl print it), a program that reads CUDA_VISIBLE_DEVICES as indices and stops on a GPU or MIG UUID
 * (both UUID forms of the drivers), and RobotecGPULidar's primary-context error on a vGPU profile. Negatives: TensorFlow's StatusOr crash
 * for another status, int() on a plain word, a healthy context set-up line. Columns: the codes of the findings in order ("-": no
 * error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledMigVgpuWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Error log:Attempting to fetch value instead of handling error Internal: no supported devices found for platform CUDA\\nFatal Python error: Aborted | torch.no-gpu |  |  | the corpus log: TensorFlow 1.15 under Horovod on A100 MIG slices, tsl statusor.cc Helper::Crash with TF 1.x's "Internal: " status
            2024-01-05 10:11:12.345678: F external/local_tsl/tsl/platform/statusor.cc:33] Attempting to fetch value instead of handling error INTERNAL: no supported devices found for platform CUDA | torch.no-gpu |  |  | the same crash as TensorFlow 2.x and tsl write it behind glog's fatal prefix, the absl status "INTERNAL: "
            [1,1]<stderr>:2022-08-23 10:00:00.000000: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: no supported devices found for platform CUDA | torch.no-gpu |  |  | the same behind mpirun --tag-output (Horovod's launcher)
            ValueError: invalid literal for int() with base 10: 'MIG-377e0049-554c-540b-93c6-d0976f8426cb' | cuda.visible-devices-uuid |  |  | the corpus log: vLLM 0.20.1 device_id_to_physical_device_id, CPython's int() message on a R470+ MIG UUID
            (EngineCore_DP0 pid=812) ValueError: invalid literal for int() with base 10: 'GPU-5d5ba0d6-d33d-2b2c-524d-9e3d8d2b8a77' | cuda.visible-devices-uuid |  |  | a whole GPU pinned by its UUID, behind vLLM's engine-process prefix
            ValueError: invalid literal for int() with base 10: 'MIG-GPU-932bfb2c-849a-2a22-1e84-9eff6bc02b39/1/0' | cuda.visible-devices-uuid |  |  | the R450/R460 MIG form, GPU UUID and GPU and compute instance
            [12:37:55][  3052 us][critical]: Unrecoverable error (code=500): failed to get primary CUDA context: operation not supported (801) | torch.cuda-error |  |  | the corpus log: RobotecGPULidar 0.18 on an H100-20C vGPU profile, cuGetErrorString's text and the CUresult
            [10:02:11][    40 us][critical]: Unrecoverable error (code=500): failed to get current CUDA device: invalid device context (201) | torch.cuda-error |  |  | the same code's other format string, cuCtxGetDevice
            2024-01-05 10:11:12.345678: F tensorflow/core/framework/tensor.cc:100] Attempting to fetch value instead of handling error NOT_FOUND: Failed to find the byte array | - |  |  | negative: the StatusOr crash for another status is not a GPU that could not be opened
            ValueError: invalid literal for int() with base 10: 'auto' | torch.exception |  |  | negative: int() on a word that is no UUID stays the program's own exception
            [12:37:55][ 23150 us][info]: Running on GPU: NVIDIA H100-20C | - |  |  | negative: RobotecGPULidar's start-up line on the same vGPU profile
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
