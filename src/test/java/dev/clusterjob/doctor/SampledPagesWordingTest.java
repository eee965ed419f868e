package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings a batch sampled from forums, Q&A threads and HPC pages showed doctor misreading at first sight (issue 26): Horovod's
 * coordinator refusing a collective whose ranks disagree ("Mismatched ALLREDUCE CPU/GPU device selection: ...", and the same check's
 * root ranks, tensor shapes, data types and operations, raised by TensorFlow or torch), and NCCL's "Cuda failure 'invalid device
 * function'" on an NVIDIA GPU (a build without kernels for that GPU). Rows: the real lines, the other releases' wordings from the format
 * strings, and negatives (the same words from ROCm, where the ROCm rules read them; other "Mismatched" lines). Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledPagesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1,1]<stderr>:tensorflow.python.framework.errors_impl.FailedPreconditionError: Mismatched ALLREDUCE CPU/GPU device selection: One rank specified device GPU, but another rank specified device CPU. | torch.collective-mismatch |  |  | real: horovod/horovod issue 748, Horovod over mpirun --tag-output, TensorFlow's FailedPreconditionError
            (0) Failed precondition: Mismatched BROADCAST CPU/GPU device selection: One rank specified device CPU, but another rank specified device GPU. [[node HorovodBroadcast_v0_cg_affine2_weights_0 (defined at :263) ]] | torch.collective-mismatch |  |  | real: tensorflow/benchmarks issue 432, TensorFlow 2's "(0) Failed precondition:" status text
            RuntimeError: Mismatched ALLGATHER tensor shapes: One rank sent a tensor of rank 2, but another rank sent a tensor of rank 1. | torch.collective-mismatch |  |  | Horovod controller.cc (0.16-0.28) allgather's rank check, raised by horovod.torch
            RuntimeError: Mismatched ALLREDUCE tensor shapes: One rank sent a tensor of shape [1024, 512], but another rank sent a tensor of shape [1024, 256]. | torch.collective-mismatch |  |  | Horovod controller.cc (0.16-0.28) allreduce's shape check
            tensorflow.python.framework.errors_impl.FailedPreconditionError: Mismatched BROADCAST root ranks: One rank specified root rank 0, but another rank specified root rank 1. | torch.collective-mismatch |  |  | Horovod operations.cc (0.9-0.15) broadcast's root rank check
            tensorflow.python.framework.errors_impl.FailedPreconditionError: Mismatched data types: One rank had type HOROVOD_FLOAT32, but another rank had type HOROVOD_FLOAT16. | torch.collective-mismatch |  |  | Horovod controller.cc data type check (DataType_Name)
            tensorflow.python.framework.errors_impl.FailedPreconditionError: Mismatched MPI operations: One rank did an ALLREDUCE, but another rank did an ALLGATHER. | torch.collective-mismatch |  |  | Horovod operations.cc (0.9-0.15) operation check
            RuntimeError: Mismatched operations: One rank did an ALLREDUCE, but another rank did an BROADCAST. | torch.collective-mismatch |  |  | Horovod controller.cc (0.16-0.28) operation check, the word MPI dropped
            Mismatched NCCL version detected : rank 0 version 21903 rank 1 version 22105 | cuda.version-mismatch |  |  | negative: NCCL's own version check stays its rule's
            Some weights of the model checkpoint were not used when initializing BertModel: Mismatched keys are listed below. | - |  |  | negative: a "Mismatched" sentence that is no Horovod check
            ubuntu:107848:107848 [0] enqueue.cc:197 NCCL WARN Cuda failure 'invalid device function'\\nubuntu:107848:107848 [0] NCCL INFO misc/group.cc:148 -> 1 | cuda.version-mismatch | ubuntu |  | real: beir-cellar/beir issue 67, NCCL 2.4.8+cuda10.1 on a compute capability 8 GPU
            gpu-node-3:4711:4790 [2] enqueue.cc:215 NCCL WARN Cuda failure 98 'invalid device function'\\ngpu-node-3:4711:4790 [2] NCCL INFO enqueue.cc:1305 -> 1 | cuda.version-mismatch | gpu-node-3 |  | NCCL 2.19+ CUDACHECK "Cuda failure %d '%s'" with cudaErrorInvalidDeviceFunction's number
            RuntimeError: CUDA error: invalid device function\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | cuda.version-mismatch |  |  | torch c10 "CUDA error: %s" on an NVIDIA GPU
            RuntimeError: CUDA error: invalid device function\\nSearch for `hipErrorInvalidDeviceFunction' in https://rocm.docs.amd.com/projects/HIP/en/latest/index.html for more information. | rocm.no-binary-for-gpu |  |  | negative: torch on ROCm says HIP's error with CUDA's words; the ROCm rule reads it
            RCCL version 2.18.3+hip6.0 HEAD:4b96d81\\nmi250-01:3321:3321 [0] enqueue.cc:197 NCCL WARN Cuda failure 'invalid device function'\\nmi250-01:3321:3321 [0] NCCL INFO misc/group.cc:148 -> 1 | torch.cuda-error | mi250-01 |  | negative: RCCL 5.7-6.x hipified CUDACHECK, RCCL's banner in the log: the CUDA reading is off there and takes no part, NCCL's CUDA failure rule reads the line
            mi250-01:3321:3321 [0] NCCL INFO NCCL version 2.18.3+hip6.0\\nmi250-01:3321:3321 [0] enqueue.cc:197 NCCL WARN Cuda failure 'invalid device function'\\nmi250-01:3321:3321 [0] NCCL INFO misc/group.cc:148 -> 1 | torch.cuda-error | mi250-01 |  | negative: the same with RCCL's "NCCL version ...+hip" banner
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
