package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU peer-to-peer failures on workstation and consumer GPUs as nccl-tests reports them: its CUDACHECK line
 * ({@code "%s: Test CUDA failure %s:%d '%s'"}, v2.0.0-v2.19.6) naming a CUDA error that is no GPU fault and has no code of its
 * own, such as the 'invalid argument' of hypercube's device-to-device copy between two GPUs without P2P, is a CUDA call that
 * failed; the errors other codes own stay theirs, and NCCL's INFO lines about P2P stay healthy. Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledPeerToPeerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            localhost: Test CUDA failure hypercube.cu:57 'invalid argument'\\n .. localhost pid 180044: Test failure common.cu:383\\n .. localhost pid 180044: Test failure common.cu:592\\n .. localhost pid 180044: Test failure hypercube.cu:104 | torch.cuda-error,nccl-tests.failure | localhost |  | real: nccl-tests issue 289, hypercube_perf on two RTX 5090 without P2P, its trace lines after it
            gpu-ws-01: Test CUDA failure hypercube.cu:70 'invalid argument' | torch.cuda-error,nccl-tests.failure | gpu-ws-01 |  | nccl-tests v2.10 hypercube.cu:70, the same copy, a workstation's host name
            4090-box: Test CUDA failure alltoall.cu:61 'peer access is not supported between these two devices' | torch.cuda-error,nccl-tests.failure | 4090-box |  | CUDACHECK with cudaErrorPeerAccessUnsupported (217), a host name that starts with digits
            node03: Test CUDA failure common.cu:1123 'operation not supported' | torch.cuda-error,nccl-tests.failure | node03 |  | CUDACHECK with another runtime error (cudaErrorNotSupported) on another line of common.cu
            gpu-ws-01: Test CUDA failure common.cu:941 'invalid device ordinal' | torch.invalid-device-ordinal,nccl-tests.failure | gpu-ws-01 |  | negative: an ordinal error keeps its own code
            gpu-ws-01: Test CUDA failure common.cu:1045 'CUDA driver version is insufficient for CUDA runtime version' | cuda.version-mismatch,nccl-tests.failure | gpu-ws-01 |  | negative: a driver mismatch keeps its own code
            gpu-ws-01: Test CUDA failure common.cu:383 'out of memory' | torch.cuda-oom,nccl-tests.failure | gpu-ws-01 |  | negative: out of memory keeps its own code
            ault43:1696335:1696335 [1] NCCL INFO Could not enable P2P between dev 1(=81000) and dev 0(=41000) | - |  |  | negative: NCCL's INFO that P2P could not be enabled (it falls back to SHM)
            node155:3052669:3052713 [1] NCCL INFO P2P is disabled between connected GPUs 2 and 1. You can repress this message with NCCL_IGNORE_DISABLED_P2P=1. | - |  |  | negative: NCCL's INFO that P2P is disabled between PCIe-connected GPUs
            GENOA-06:4766:4780 [0] NCCL INFO ncclMaxSharedMem 82240 exceeds device/fn maxSharedMem 79856 | - |  |  | negative: NCCL 2.25's INFO on a consumer Blackwell card
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
