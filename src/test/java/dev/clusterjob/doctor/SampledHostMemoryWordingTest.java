package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Host memory that GPU jobs run out of, as the runtimes print it: page-locked (pinned) host memory TensorFlow's and XLA's stream executor
 * could not allocate (cuda_driver.cc's "failed to alloc N bytes on host" with the driver's out-of-memory status in TF 1.x and 2.x, later
 * XLA's absl status and the ROCm build's HIP status) is slurm.oom by the host-memory rule, not torch.cuda-oom; torch's DataLoader whose
 * pin-memory thread died ("Pin memory thread exited unexpectedly" in a traceback or a sentence, and the thread's re-raised "Caught X in
 * pin memory thread for device N.") is the process's own exception, named as such; and the negatives (the allocator's warning alone,
 * another status from the same call, a device allocation, the message in source code). Columns: the codes of the findings in order
 * ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHostMemoryWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2024-10-22 09:22:17.233972: E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory | slurm.oom |  |  | sleap issue 2001: TF 2.x on Windows, GpuDriver::HostAllocate's error with ToString(res)
            2024-10-22 09:22:17.233584: W ./tensorflow/core/common_runtime/device/device_host_allocator.h:46] could not allocate pinned host memory of size: 34359738368\\n2024-10-22 09:22:17.233972: E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory | slurm.oom |  |  | the same with the host allocator's warning before it
            2019-11-12 17:24:15.355880: E tensorflow/stream_executor/cuda/cuda_driver.cc:890] failed to alloc 8589934592 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory | slurm.oom |  |  | TF 2.0's cuda_driver.cc line, before gpu_host_allocator.h's warning
            E0412 10:01:02.345678  4242 cuda_driver.cc:1097] failed to alloc 34359738368 bytes on host: RESOURCE_EXHAUSTED: : CUDA_ERROR_OUT_OF_MEMORY: out of memory | slurm.oom |  |  | XLA's cuda_driver.cc with cuda_status.cc ToStatusSlow's absl status (RESOURCE_EXHAUSTED, an empty detail)
            2022-04-18 12:42:38.939000: E tensorflow/stream_executor/rocm/rocm_driver.cc:692] failed to alloc 2304 bytes on host: HIP_ERROR_OutOfMemory | slurm.oom |  |  | tensorflow-rocm's rocm_driver.cc: the same call on HIP
            gpu-node7: 2024-10-22 09:22:17.233972: E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory | slurm.oom | gpu-node7 |  | the same under pdsh's host prefix: names the node
            2019-05-06 05:43:48.865508: E tensorflow/stream_executor/cuda/cuda_driver.cc:967] failed to alloc 943872 bytes on host: CUDA_ERROR_UNKNOWN | - |  |  | negative: a Jetson's CUDA_ERROR_UNKNOWN from the same call is no memory shortage
            2019-03-27 17:20:39.660979: W ./tensorflow/core/common_runtime/gpu/pool_allocator.h:195] could not allocate pinned host memory of size: 2304 | - |  |  | negative: the pool allocator's warning alone (TF retries smaller sizes)
            2019-11-12 17:24:16.101010: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.00G (2147483648 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory | torch.cuda-oom |  |  | negative for the host rule: the device allocation stays GPU memory
            RuntimeError: Pin memory thread exited unexpectedly | torch.exception |  |  | torch utils/data/dataloader.py _try_get_data (1.2-2.x): the traceback's last line
            When I run python3 train.py -e 400 with my datasets, I got the RuntimeError: Pin memory thread exited unexpectedly, whose detail is shown in the screenshot below. | torch.exception |  |  | Pytorch-UNet issue 517: the same quoted in a sentence
            train::ERROR] Runtime Error Pin memory thread exited unexpectedly | torch.exception |  |  | Pocket2Mol issue 29: the message in an issue title, its class spelled apart
            RuntimeError: Caught RuntimeError in pin memory thread for device 0. | torch.exception |  |  | torch _utils/pin_memory.py ExceptionWrapper re-raised (1.9-2.x), the original traceback cut
                        raise RuntimeError("Pin memory thread exited unexpectedly") | - |  |  | negative: the raise in dataloader.py's source
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The pin-memory thread's death is named as such (the plain exception line would only quote it); the pinned host memory says host. */
    @Test
    void pinMemoryThreadAndPinnedHostMemorySayWhatDied() throws IOException {
        for (String line : List.of(
                "RuntimeError: Pin memory thread exited unexpectedly",
                "I got the RuntimeError: Pin memory thread exited unexpectedly, whose detail is shown in the screenshot below.",
                "RuntimeError: Caught RuntimeError in pin memory thread for device 0.")) {
            Finding f = only(line);
            assertTrue(f.message().contains("the DataLoader's pin-memory thread"), line + ": " + f.message());
            assertTrue(f.hint().contains("pin_memory=False"), line + ": " + f.hint());
        }
        Finding host = only("E tensorflow/stream_executor/cuda/cuda_driver.cc:802] failed to alloc 34359738368 bytes on host: CUDA_ERROR_OUT_OF_MEMORY: out of memory");
        assertTrue(host.message().contains("34359738368 bytes of page-locked (pinned) host memory"), host.message());
        assertTrue(host.hint().contains("TF_GPU_HOST_MEM_LIMIT_IN_MB"), host.hint());
    }
}
