package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CUDA error for peer access between two GPUs that the node's topology does not allow (cudaErrorPeerAccessUnsupported, 217) as NCCL
 * reports it: its CUDACHECK and CUCHECK WARN text "Cuda failure '%s'" (2.x) and "Cuda failure %d '%s'" (2.19+), the same text after
 * torch's "Last error:" under a DistBackendError, behind a rank prefix, NCCL's WARN line with its trace, and nccl-tests' own wording.
 * Near-misses: CUDACHECKIGNORE's INFO line (an error NCCL cleared and went on from) and another CUDA error in the same wording. Columns:
 * the codes of the findings in order ("-": no error), the first one's host and peer, and where the wording comes from. {@code \n} is a
 * line break.
 */
class SampledGenericThreadsOf2023WordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3\\nncclInternalError: Internal check failed.\\nLast error:\\nCuda failure 'peer access is not supported between these two devices' | torch.cuda-error |  |  | the corpus log: torch 2.0's all_gather under mpiexec, NCCL 2.14.3's last error after the DistBackendError
            [rank0]: ncclInternalError: Internal check failed.\\n[rank0]: Last error:\\n[rank0]: Cuda failure 217 'peer access is not supported between these two devices' | torch.cuda-error |  |  | NCCL 2.19+'s "Cuda failure %d '%s'" behind torch's [rankN]: prefix
            gpu-node1:2311505:2311519 [0] init.cc:1050 NCCL WARN Cuda failure 'peer access is not supported between these two devices'\\ngpu-node1:2311505:2311519 [0] NCCL INFO init.cc:1141 -> 1 | torch.cuda-error | gpu-node1 |  | NCCL's WARN line with its host prefix and its trace '-> 1': names the node
            Cuda failure 'peer access is not supported between these two devices' | torch.cuda-error |  |  | the WARN text quoted alone in a title
            dgx-a: Test CUDA failure common.cu:1030 'peer access is not supported between these two devices' | torch.cuda-error,nccl-tests.failure | dgx-a |  | nccl-tests' CUDACHECK with the host first stays its own rule's
            gpu-node1:2311505:2311519 [0] NCCL INFO p2p.cc:306 Cuda failure 'peer access is not supported between these two devices' | - |  |  | negative: CUDACHECKIGNORE's INFO line, an error NCCL cleared and went on from
            Cuda failure 'invalid argument' | torch.cuda-error |  |  | another CUDA error in the same wording stays the plain CUDA failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** NCCL's peer-access failure says that the two GPUs have no P2P path and how to run without it, also where NCCL's trace follows its
     *  WARN line; another error does not. */
    @Test
    void ncclsPeerAccessFailureGetsTheP2pHint() throws IOException {
        Finding peer = only("Cuda failure 'peer access is not supported between these two devices'");
        assertTrue(peer.message().contains("two GPUs of this node cannot access each other's memory (P2P)"), peer.message());
        assertTrue(peer.hint().contains("NCCL_P2P_DISABLE=1"), peer.hint());
        Finding last = only("[rank0]: Last error:\n[rank0]: Cuda failure 217 'peer access is not supported between these two devices'");
        assertTrue(last.message().contains("(P2P)"), last.message());
        Finding traced = only("gpu-node1:2311505:2311519 [0] init.cc:1050 NCCL WARN Cuda failure 'peer access is not supported between these two devices'\n"
                + "gpu-node1:2311505:2311519 [0] NCCL INFO init.cc:1141 -> 1");
        assertTrue(traced.hint().contains("NCCL_P2P_DISABLE=1"), traced.hint());
        Finding other = only("Cuda failure 'invalid argument'");
        assertFalse(other.message().contains("(P2P)"), other.message());
    }
}
