package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scientific models (protein structure, docking, interatomic potentials, weather) trained or run on several GPUs, as their failures
 * print: torch's cuSOLVER check (TORCH_CUSOLVER_CHECK: 1.8-1.10 the status's number, 1.11-2.11 cusolverGetErrorMessage's enum name,
 * 2.1+ with the preferred_linalg_library suggestion after it; an issue title with the name alone) is torch.cuda-error when the library
 * itself failed (INTERNAL_ERROR, NOT_INITIALIZED, ARCH_MISMATCH) and torch.cuda-oom for ALLOC_FAILED by name or number; the wordings
 * the existing rules already read (CUDA's busy-or-unavailable through torch and through cuda-samples' helper_cuda check, torch's
 * device check inside an AOT-compiled model, torch's cuBLAS check); and the negatives (the NaN-input wording of the same check, which is
 * the data's, and the source lines). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the
 * source. {@code \n} is a line break.
 */
class SampledScienceModelsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: cusolver error: CUSOLVER_STATUS_INTERNAL_ERROR | torch.cuda-error |  |  | OpenFold issue 471: the title, the name alone (torch 1.11+)
            RuntimeError: cusolver error: CUSOLVER_STATUS_INTERNAL_ERROR, when calling `cusolverDnCreate(handle)`. If you keep seeing this error, you may use `torch.backends.cuda.preferred_linalg_library()` to try linear algebra operators with other supported backends. See https://pytorch.org/docs/stable/backends.html#torch.backends.cuda.preferred_linalg_library | torch.cuda-error |  |  | torch 2.1-2.11 TORCH_CUSOLVER_CHECK with its backend suggestion
            RuntimeError: cusolver error: CUSOLVER_STATUS_NOT_INITIALIZED, when calling `cusolverDnCreate(handle)` | torch.cuda-error |  |  | torch 1.11-2.0: no suggestion after the call
            RuntimeError: cusolver error: 7, when calling `cusolverDnCreate(handle)` | torch.cuda-error |  |  | torch 1.8-1.10: the status's number (7, INTERNAL_ERROR)
            [rank3]: RuntimeError: cusolver error: CUSOLVER_STATUS_ARCH_MISMATCH, when calling `cusolverDnCreate(handle)`. If you keep seeing this error, you may use `torch.backends.cuda.preferred_linalg_library()` to try linear algebra operators with other supported backends. | torch.cuda-error |  |  | torch 2.2+ rank prefix: a GPU the library does not support
            RuntimeError: cusolver error: 2, when calling `cusolverDnCreate(handle)` | torch.cuda-oom |  |  | torch 1.8-1.10: status 2, ALLOC_FAILED, GPU memory
            RuntimeError: cusolver error: CUSOLVER_STATUS_ALLOC_FAILED, when calling `cusolverDnCreate(handle)` | torch.cuda-oom |  |  | torch 1.11+: the name, the status rule's
            torch._C._LinAlgError: cusolver error: CUSOLVER_STATUS_EXECUTION_FAILED, when calling `cusolverDnXgeqrf(handle, params, m, n, CUDA_R_32F, A, lda, CUDA_R_32F, tau, CUDA_R_32F, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)`. This error may appear if the input matrix contains NaN. | - |  |  | negative: TORCH_CHECK_LINALG's NaN wording (torch.linalg.LinAlgError) is the data's, not the library's
            RuntimeError: cusolver error: 3, when calling `cusolverDnSgesvd(handle, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info)`. This error may appear if the input matrix contains NaN. | torch.exception |  |  | negative for the library: status 3 (INVALID_VALUE) with the NaN sentence
                      "cusolver error: ", | - |  |  | negative: the macro's source line
            num_gpus_per_node > 1 raises RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | anemoi-core issue 567: the title
            CUDA error at /home/cdd/Uni-Dock/unidock/src/cuda/precalculate.cu:139 code=46(cudaErrorDevicesUnavailable) "cudaMalloc(&atom_xs_gpu, thread * max_atom_num * sizeof(sz))"  | torch.cuda-error |  |  | Uni-Dock issue 21: cuda-samples' helper_cuda check, code 46
            "Exception in aoti_torch: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1! (when checking argument for argument self in method wrapper_CUDA_addmm_out_out)" | torch.exception |  |  | pair_nequip_allegro issue 70: four MPI ranks on one node, the AOT model's device check
            RuntimeError: CUDA error: CUBLAS_STATUS_INTERNAL_ERROR when calling `cublasCreate(handle)` | torch.cuda-error |  |  | torch 1.5-2.11 TORCH_CUDABLAS_CHECK, the cuBLAS twin
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The cuSOLVER finding names the status (or its number) and the call, and sends the user to the GPU's memory and library. */
    @Test
    void theCusolverFindingNamesTheStatusAndTheCall() throws IOException {
        Finding name = only("RuntimeError: cusolver error: CUSOLVER_STATUS_INTERNAL_ERROR, when calling `cusolverDnCreate(handle)`");
        assertTrue(name.message().contains("with CUSOLVER_STATUS_INTERNAL_ERROR in `cusolverDnCreate(handle)`"), name.message());
        assertTrue(name.hint().contains("set_device(LOCAL_RANK)") && name.hint().contains("preferred_linalg_library"), name.hint());
        Finding number = only("RuntimeError: cusolver error: 7, when calling `cusolverDnCreate(handle)`");
        assertTrue(number.message().contains("with status 7"), number.message());
        Finding oom = only("RuntimeError: cusolver error: 2, when calling `cusolverDnCreate(handle)`");
        assertTrue(oom.message().contains("CUSOLVER_STATUS_ALLOC_FAILED"), oom.message());
    }
}
