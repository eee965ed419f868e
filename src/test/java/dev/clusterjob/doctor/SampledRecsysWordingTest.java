package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Recommendation models on several GPUs or nodes (TorchRec, the DLRM reference, fbgemm_gpu) as their users retell a load failure: the
 * dynamic linker's "undefined symbol: %s" for a torch or CUDA symbol without the library's path (an issue title, dlerror with no object
 * name, after OSError / ImportError) is cuda.version-mismatch, as the line with the path already was; torch's "'_OpNamespace' 'fbgemm'
 * object has no attribute '%s'" (1.13-2.x) and "No such operator fbgemm::%s" (the RuntimeError it chains, alone in 1.x) say fbgemm_gpu's
 * library did not load: the same code. Negatives: another namespace's missing operator (the user's own extension), a symbol that is
 * neither torch's nor CUDA's (oneTBB: launch.library-not-found, SampledRecommenderWordingTest), the phrase inside a sentence. Columns: the codes of the findings in order ("-": none), the host
 * and peer of the first, the source. {@code \n} is a line break.
 */
class SampledRecsysWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OSError: undefined symbol: _ZN2at6detail20computeStorageNbytesEN3c108ArrayRefIlEES3_mm | cuda.version-mismatch |  |  | TorchRec issue 392: the title keeps the exception and the symbol, not fbgemm_gpu_py.so's path
            Undefined symbol: _ZNK5torch8autograd4Node4nameEv | cuda.version-mismatch |  |  | FBGEMM issue 2715: the title, capitalised, fbgemm-gpu for torch 2.3 under torch 2.4
            ImportError: undefined symbol: _ZN3c104cuda9SetDeviceEi | cuda.version-mismatch |  |  | the ImportError wording of the same load, a c10 CUDA symbol
                undefined symbol: _ZN5torch8autograd15AutogradContextC1ERNS_6dynamo8autograd10PackedArgsE | cuda.version-mismatch |  |  | the loader line wrapped before the phrase, as a narrow terminal pastes it; the symbol TorchRec issue 2854 names
            AttributeError: '_OpNamespace' 'fbgemm' object has no attribute 'jagged_2d_to_dense' | cuda.version-mismatch |  |  | TorchRec issue 839 and FBGEMM issue 1117: torch 1.13-2.x _ops.py after fbgemm_gpu's library failed to load
            RuntimeError: No such operator fbgemm::jagged_2d_to_dense | cuda.version-mismatch |  |  | torch _jit_get_operation's RuntimeError, chained under the AttributeError in 2.x and alone in 1.x
            dlrm_main/0 [1]:AttributeError: '_OpNamespace' 'fbgemm' object has no attribute 'permute_pooled_embs_auto_grad' | cuda.version-mismatch |  |  | torchx's role and rank prefix before the same AttributeError (the DLRM example under torchx)
            OSError: /usr/lib/python3.7/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN2at6detail20computeStorageNbytesEN3c108ArrayRefIlEES3_mm | cuda.version-mismatch |  |  | FBGEMM issue 1148: the whole line with the library's path, read before
            AttributeError: '_OpNamespace' 'my_ops' object has no attribute 'scale_shift' | torch.exception |  |  | negative: another namespace's operator, the user's own extension not loaded
            OSError: /root/miniconda3/lib/python3.12/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3tbb6detail2r117deallocate_memoryEPv | launch.library-not-found |  |  | negative for this code: a oneTBB symbol, neither torch's nor CUDA's, is the TBB the environment lacks (recsys-examples issue 65)
            the build log says it has an undefined symbol: _ZN2at6detail20computeStorageNbytesEN3c108ArrayRefIlEES3_mm somewhere | - |  |  | negative: the phrase inside a sentence, no exception and no library
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
