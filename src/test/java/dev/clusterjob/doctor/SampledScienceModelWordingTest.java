package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scientific models trained or run on several GPUs (weather models in JAX and TensorFlow, protein structure, cryo-electron
 * tomography), a second sample, as their failures print: the BFC allocator of TensorFlow and XLA when a GPU request does not fit
 * (bfc_allocator.cc: "ran out of memory trying to allocate SIZE" then ".  Current allocation summary follows." in TF 1.x,
 * " (rounded to N)requested by op OP" in TF 2.4+ and jaxlib, " (rounded to N) from the lower end requested by op" in xla/tsl now, or
 * the words quoted in a user's sentence) and TensorFlow's status for it ("OOM when allocating tensor with shape[...] and type T on
 * .../device:GPU:N by allocator ..."), both torch.cuda-oom; the negatives: the allocator's note on a request its caller can do
 * without ("The caller indicates that this is not a failure", "with freed_by_count="), a host allocator's request, a CPU tensor,
 * the source lines; and the wordings the existing rules already read (ProcessGroupNCCL's note in an issue title, the c10d store's wait
 * cut before "joined"). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 */
class SampledScienceModelWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            I run graphcast on aws 4GPUs 48vCPU 192Gb cpu mem and 64Gb GPU mem which seems plenty. Unfortunately I get the following error below.  In fact, regardless of different GPU mem, I always get exact same issue (ran out of memory trying to allocate 5.96GiB ).  AWS instance has the following GPU information: | torch.cuda-oom |  |  | weathernext issue 73: the allocator's words in the user's sentence
            2018-02-25 16:31:27.854629: W tensorflow/core/common_runtime/bfc_allocator.cc:273] Allocator (GPU_0_bfc) ran out of memory trying to allocate 128.00MiB.  Current allocation summary follows. | torch.cuda-oom |  |  | TensorFlow 1.x, tensorflow issue 17260
            2022-12-27 15:23:26.722609: W tensorflow/core/common_runtime/bfc_allocator.cc:479] Allocator (GPU_0_bfc) ran out of memory trying to allocate 489.80MiB (rounded to 513589248)requested by op gradient_tape/sequential/dense/MatMul/MatMul_1 | torch.cuda-oom |  |  | TensorFlow 2.4+: rounded size and the op
            2024-05-28 07:02:44.349554: W external/tsl/tsl/framework/bfc_allocator.cc:482] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.97GiB (rounded to 2110783744)requested by op  | torch.cuda-oom |  |  | jaxlib 0.4 (tsl): no op name, the trailing space
              2026-01-11 00:02:21.219090: W external/local_xla/xla/tsl/framework/bfc_allocator.cc:501] Allocator (GPU_0_bfc) ran out of memory trying to allocate 18.39GiB (rounded to 19749918464)requested by op | torch.cuda-oom |  |  | TensorFlow 2.20 (xla/tsl), an indented paste
            W0301 10:00:00.000000 12345 bfc_allocator.cc:547] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.00GiB (rounded to 2147483648) from the lower end requested by op  | torch.cuda-oom |  |  | xla/tsl now: the allocation end (format string, glog prefix)
            2018-02-25 16:31:13.224347: W tensorflow/core/common_runtime/bfc_allocator.cc:217] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.56GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available. | - |  |  | negative: TensorFlow 1.x's note on a request its caller can do without (tensorflow issue 17260)
            2020-04-29 16:25:36.594950: W tensorflow/core/common_runtime/bfc_allocator.cc:243] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.25GiB with freed_by_count=0. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory were available. | - |  |  | negative: TensorFlow 2.x's note, freed_by_count
            Allocator (GPU_0_bfc) ran out of memory trying to allocate 64.00MiB from the lower end with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available. | - |  |  | negative: xla/tsl's note with the allocation end (format string)
            2018-02-25 16:31:13.224347: W tensorflow/core/common_runtime/bfc_allocator.cc:217] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.56GiB. | - |  |  | negative: the note cut at its line end, where the failure and the note cannot be told apart
            W external/tsl/tsl/framework/bfc_allocator.cc:482] Allocator (gpu_host_bfc) ran out of memory trying to allocate 2.00GiB (rounded to 2147483648)requested by op  | - |  |  | negative: the pinned host allocator's request, not GPU memory
                      << "to allocate " << strings::HumanReadableNumBytes(num_bytes) | - |  |  | negative: the source line
            ResourceExhaustedError: OOM when allocating tensor with shape[16,12,512,512] and type float on /job:localhost/replica:0/task:0/device:GPU:2 by allocator GPU_2_bfc | torch.cuda-oom |  |  | TensorFlow 1.5-2.x status (finetune issue 339)
            tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[32,64,112,112] and type float on /job:localhost/replica:0/task:0/gpu:0 by allocator gpu_bfc | torch.cuda-oom |  |  | TensorFlow 1.x before 1.4: the device /gpu:N (format string)
            ResourceExhaustedError: OOM when allocating tensor with shape[100000,4096] and type float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu | torch.exception |  |  | negative for the GPU: a tensor on the CPU device, the host's memory (format string)
            The error of "Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels....." | torch.watchdog-timeout |  |  | FastFold issue 32: ProcessGroupNCCL's note quoted in the title, cut with dots
            `DistStoreError: Timed out after 1801 seconds waiting for clients. 1/4 clients` | torch.rendezvous-timeout |  |  | DeepDeWedge issue 20: the store's wait quoted, cut before "joined"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The allocator's finding gives the size and sends the user to the batch and the framework's memory settings. */
    @Test
    void theAllocatorFindingGivesTheSizeAndTheSettings() throws IOException {
        Finding bfc = only("2024-05-28 07:02:44.349554: W external/tsl/tsl/framework/bfc_allocator.cc:482] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.97GiB (rounded to 2110783744)requested by op ");
        assertTrue(bfc.message().contains("(tried to allocate 1.97GiB)"), bfc.message());
        assertTrue(bfc.hint().contains("XLA_PYTHON_CLIENT_MEM_FRACTION") && bfc.hint().contains("set_memory_growth"), bfc.hint());
        Finding tf = only("ResourceExhaustedError: OOM when allocating tensor with shape[16,12,512,512] and type float on /job:localhost/replica:0/task:0/device:GPU:2 by allocator GPU_2_bfc");
        assertTrue(tf.message().contains("(GPU 2)") && tf.message().contains("[16,12,512,512]"), tf.message());
    }
}
