package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that the open corpus's known cause misses needed: XLA's cuInit failure as jax and TensorFlow log it, read
 * as the CUDA that could not start (torch.no-gpu) whatever cuInit returned, while the results other rules name keep their codes and the
 * older wording TensorFlow prints on hosts without a GPU stays no finding. One row per wording and release, with host names of several
 * shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class KnownMissesCauseWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2026-01-22 22:32:40.809897: E external/xla/xla/stream_executor/cuda/cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error | torch.no-gpu |  |  | xla cuda_platform.cc InternalInit (2025, jax 0.5-0.7): cuInit's CUDA_ERROR_UNKNOWN, cuGetErrorString's text after it
            gpu-07: 2024-11-12 15:36:48.401160: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:152] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_OPERATING_SYSTEM: OS call failed or operation not supported on this OS | torch.no-gpu | gpu-07 |  | xla cuda_driver.cc InternalInit (2024, jax 0.4.3x) behind pdsh's prefix: an OS call of the driver failed
            0: 2025-01-08 14:55:54.925839: E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:152] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303) | torch.no-gpu |  |  | TensorFlow 2.17-2.18 through local_xla, behind srun --label: a stub libcuda that cannot name its result
            node12.cluster.example.org: E0000 00:00:1733333333.123456   4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_INVALID_VALUE: invalid argument | torch.no-gpu | node12.cluster.example.org |  | xla cuda_platform.cc with absl logging's prefix (jax 0.5+), a node name with its domain: cuInit's CUDA_ERROR_INVALID_VALUE
            [1,0]<stderr>:E0000 00:00:1733333333.123456   4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_NOT_INITIALIZED: initialization error | torch.no-gpu |  |  | the same under mpirun --tag-output: the driver's own initialization error
            10.1.2.3: 2025-04-29 09:53:32.455092: E external/xla/xla/stream_executor/cuda/cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected | torch.no-gpu | 10.1.2.3 |  | xla cuda_platform.cc: no device, read by the no-GPU rule of cudaErrorNoDevice's text (an address as the host)
            node12.cluster.example.org: E0000 00:00:1733333333.123456   4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_INVALID_DEVICE: invalid device ordinal | torch.invalid-device-ordinal | node12.cluster.example.org |  | xla cuda_platform.cc: cuInit's CUDA_ERROR_INVALID_DEVICE, read by the rule of its text 'invalid device ordinal'
            2024-11-12 15:36:48.401160: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:152] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_SYSTEM_NOT_READY: system not yet initialized | torch.no-gpu |  |  | xla cuda_driver.cc: error 802, read by its own rule (the fabric manager's hint)
            E0000 00:00:1733333333.123456   4242 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver combination | cuda.version-mismatch |  |  | xla cuda_platform.cc: error 803, the driver and the CUDA libraries that do not fit (cuda.version-mismatch's rule)
            2020-07-26 19:52:32.814680: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303) | - |  |  | TensorFlow 2.x before local_xla (stream_executor/cuda/cuda_driver.cc, "failed call to cuInit: " << ToString(res)): printed on every host without a GPU before running on the CPU, no finding
            gpu-07: 2018-06-15 11:59:58.152643: E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUDA_ERROR_UNKNOWN | - |  |  | TensorFlow 1.x's wording of the same (the result's name alone): no finding either
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
