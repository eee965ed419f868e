package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Mixture-of-experts layers and their all-to-all across GPUs and nodes, as their own extensions word a failure: the NCCL_SAFE_CALL
 * check of FastMoE and Tutel's custom kernels ("NCCL Error at FILE:LINE value N", the ncclResult_t as a bare number) takes the code
 * of the status (3-5 torch.dist-backend-error, 2 nccl.system-error, 1 torch.cuda-error, 6 nccl.remote-error); grouped_gemm's refusal
 * of the GPU under MegaBlocks ("Grouped GEMM execution not possible with HW", also in an issue title and in its dual-expert fork) is
 * cuda.version-mismatch; and the negatives (the format string and the check quoted from the source). Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledMoeFrameworksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NCCL Error at /home/xxx/fastmoe/cuda/global_exchange.cpp:127 value 5 | torch.dist-backend-error |  |  | FastMoE issue 126: invalid usage in its global exchange (two ranks on one GPU)
            NCCL Error at /home/h/code_gpt/fmoe-package/cuda/moe_comm_kernel.cu:29 value 4 | torch.dist-backend-error |  |  | FastMoE issue 27: invalid argument in the older moe_comm_kernel.cu, a communicator never made
            Trident-MS:1203254:1203254 [0] misc/argcheck.cc:30 NCCL WARN Send : comm argument is NULL\\nTrident-MS:1203254:1203254 [0] NCCL INFO enqueue.cc:1442 -> 4\\nNCCL Error at /home/aghinassi/Desktop/fastmoe/cuda/global_exchange.cpp:16 value 4 | torch.dist-backend-error | Trident-MS |  | FastMoE issue 149: NCCL's WARN for the call before it, one process on one GPU with a layer built for several workers
            NCCL Error at tutel/custom/custom_kernel.cpp:240 value 3 | torch.dist-backend-error |  |  | Tutel's custom kernels (PLUGIN_ENABLE_NCCL): the same check, an internal error
            NCCL Error at /opt/fastmoe/cuda/global_exchange.cpp:40 value 2 | nccl.system-error |  |  | the same format string with ncclSystemError
            NCCL Error at /opt/fastmoe/cuda/global_exchange.cpp:40 value 1 | torch.cuda-error |  |  | the same format string with ncclUnhandledCudaError
            NCCL Error at /opt/fastmoe/cuda/global_exchange.cpp:40 value 6 | nccl.remote-error |  |  | the same format string with ncclRemoteError
            RuntimeError: Grouped GEMM execution not possible with HW | cuda.version-mismatch |  |  | grouped_gemm csrc/grouped_gemm.cu TORCH_CHECK as torch raises it
            [rank5]: RuntimeError: Grouped GEMM execution not possible with HW | cuda.version-mismatch |  |  | MegaBlocks issue 163: the same behind torch's rank prefix
            # Grouped GEMM Execution not possible with HW | cuda.version-mismatch |  |  | grouped_gemm issue 4: the title, capital E
            RuntimeError: Dual Expert Grouped GEMM execution not possible with HW | cuda.version-mismatch |  |  | the dual-expert fork of the same check
                    fprintf(stderr, "NCCL Error at %s:%d value %d\\n", __FILE__, __LINE__, __res__); \\ | - |  |  | negative: the format string quoted from the source
                TORCH_CHECK(false, "Grouped GEMM execution not possible with HW"); | - |  |  | negative: the check quoted from the source
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
