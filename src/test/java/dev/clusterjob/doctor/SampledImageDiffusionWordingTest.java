package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Image diffusion models trained on several GPUs (kohya's sd-scripts and its GUI, SimpleTuner, improved-diffusion under mpiexec), where
 * the paste ends inside torch's NCCL error: C10D_NCCL_CHECK's "NCCL error in: FILE:LINE, REASON" cut inside or right after FILE:LINE
 * is torch.dist-backend-error, its reason not in the log; a line a paste wrapped inside its path stays one finding. The negatives:
 * words after the place that make it no cut message, and the words without the exception's name. Columns: the codes of the findings
 * in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledImageDiffusionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            >     work = default_pg.broadcast([tensor], opts)\\n> RuntimeError: NCCL error in: ../torch/csrc/distributed/c1 | torch.dist-backend-error |  |  | improved-diffusion issue 21: torch 1.10's error quoted in markdown, the excerpt cut inside the file name
            RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825 | torch.dist-backend-error |  |  | torch 1.7's file and line, the paste ending before ", unhandled system error"
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:219 | torch.dist-backend-error |  |  | torch 2.x's DistBackendError cut after its line number
            RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp: | torch.dist-backend-error |  |  | cut right after the file's colon, before its line number
            same error with 2 GPUs. RuntimeError: NCCL error in: /pytorch/torch/lib/c1\\n0d/ProcessGroupNCCL.cpp:784, invalid usage, NCCL version 2.7.8 | torch.dist-backend-error |  |  | a paste wrapped inside the path: the words after the cut complete the line into one finding, not a cut one beside the whole
            RuntimeError: NCCL error in: see the output above for details | torch.exception |  |  | negative: words after the place make it no cut message, the plain exception
            the test greps for NCCL error in: ProcessGroupNCCL.cpp | - |  |  | negative: the words without the exception's name stay unread
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
