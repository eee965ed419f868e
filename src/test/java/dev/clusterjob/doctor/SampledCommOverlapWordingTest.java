package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Buffer registration and symmetric memory under tensor-parallel communication overlap, as the libraries print their failures: NCCL's
 * user buffer registration (ncclCommRegister) failing on a CUDA call, in NCCL 2.30's debug header that puts the function after FILE:LINE
 * on the WARN and on the trace line "-> 1" (ncclUnhandledCudaError), with and without the host header; torch's TORCH_CHECK without a
 * message of its own on a CUDA call's result (symmetric memory's rendezvous in torch 2.5: "Expected res == CUDA_SUCCESS to be true, but
 * got false."), either side of the comparison, the driver's and the runtime's success names. Negatives: a trace line with another
 * result (not a CUDA error NCCL gave up on), a TORCH_CHECK on something else (the script's own check), FlashAttention's architecture
 * check (its own code), the check's source line quoted. Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledCommOverlapWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1] nccl/src/register/register.cc:42 (ncclRegister) NCCL WARN Cuda failure 500 'named symbol not found'\\n[1] NCCL INFO nccl/src/register/register.cc:161 (ncclCommRegister) -> 1 | torch.cuda-error |  |  | NCCL issue 2332: NCCL 2.30.7 ncclCommRegister on CUDA VMM memory, the WARN and its trace line, both with the function name
            node1:2345:2345 [1] register/register.cc:42 (ncclRegister) NCCL WARN Cuda failure 1 'invalid argument'\\nnode1:2345:2345 [1] NCCL INFO register/register.cc:161 (ncclCommRegister) -> 1 | torch.cuda-error | node1 |  | NCCL 2.30 debug.cc's header with the host: names the node
            [1] nccl/src/register/register.cc:42 (ncclRegister) NCCL WARN Cuda failure 500 'named symbol not found'\\n[1] NCCL INFO nccl/src/register/register.cc:161 (ncclCommRegister) -> 3 | nccl.warn |  |  | negative: the trace line returns 3 (a system error), not the CUDA error NCCL gave up on
            [rank0]: RuntimeError: Expected res == CUDA_SUCCESS to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.) | torch.cuda-error |  |  | torch issue 136494: torch 2.5 CUDASymmetricMemory.cu rendezvous, TORCH_CHECK's default message on cuMulticastCreate's result
            RuntimeError: Expected err == cudaSuccess to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.) | torch.cuda-error |  |  | c10/util/Exception.h TORCH_CHECK's default message on a runtime call's result
            [rank1]: RuntimeError: Expected CUDA_SUCCESS == result to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.) | torch.cuda-error |  |  | the same check written with the success name first
            [rank3]: RuntimeError: Expected x.is_cuda() to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.) | torch.exception |  |  | negative: a TORCH_CHECK on the script's own tensor is no CUDA call failing
            RuntimeError: Expected is_sm90 || is_sm8x || is_sm75 to be true, but got false. | cuda.version-mismatch |  |  | negative: FlashAttention's GPU architecture check keeps its own code
                TORCH_CHECK(res == CUDA_SUCCESS); | - |  |  | negative: the check's source line quoted
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
