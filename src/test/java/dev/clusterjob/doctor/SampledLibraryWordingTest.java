package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The dynamic linker's "symbol S version V not defined in file F with link time reference" (glibc up to 2.29) when F is a CUDA or NCCL
 * library of another release than the one the object was linked against: through Python's OSError, after ld.so's "relocation error" when a
 * program starts, with 2.17's comma and the "(no version symbols)" suffix. Negatives: ldd's and objdump's listings of the same libraries stay
 * healthy. Columns: the codes of the findings in order ("-": no error), the first one's host and peer, and where the wording comes from.
 */
class SampledLibraryWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OSError: /home/u/miniconda3/envs/x/lib/python3.8/site-packages/torch/lib/../../../../libcublas.so.11: symbol free_gemm_select version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference | cuda.version-mismatch |  |  | the corpus log's shape: glibc 2.29 dl-lookup.c through Python's OSError
            ./all_reduce_perf: relocation error: /opt/nccl/lib/libnccl.so.2: symbol cudaLaunchKernelExC, version libcudart.so.11.0 not defined in file libcudart.so.11.0 with link time reference | cuda.version-mismatch |  |  | glibc 2.17's comma after the symbol, ld.so's relocation error when a program starts
            ImportError: /env/lib/libcudnn_ops_infer.so.8: symbol cublasLtMatmul version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference (no version symbols) | cuda.version-mismatch |  |  | the suffix when the loaded file has no version symbols
            \tlibcublasLt.so.11 => /usr/local/cuda/lib64/libcublasLt.so.11 (0x00007f3a1c000000) | - |  |  | negative: ldd's listing of the library
            0000000000000000 g    DO *ABS*  0000000000000000  libcublasLt.so.11 libcublasLt.so.11 | - |  |  | negative: objdump -T's version definition line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
