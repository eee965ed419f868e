package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch's "NCCL error in: FILE:LINE, REASON, NCCL version V" raised by several ranks at once, their writes interleaved so that the other
 * ranks' exception class names run into the text ("RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ..."): the real lines (GFPGAN),
 * torch 2.x's DistBackendError with its module path, a status with a rule of its own, and the negatives (the words without a FILE:LINE,
 * a comment). Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledOtherLanguagesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3 | torch.dist-backend-error |  |  | the real first line (GFPGAN): three ranks' class names, then the text
            RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3\\nncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).: RuntimeError:  | torch.dist-backend-error |  |  | the real first two lines: the detail line with the next rank's class name after it is the same finding
            torch.distributed.DistBackendError: torch.distributed.DistBackendErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, internal error - please report this issue to the NCCL developers, NCCL version 2.19.3 | torch.dist-backend-error |  |  | composed: torch 2.x's class with its module path run into the text
            RuntimeError: DistBackendErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, internal error, NCCL version 2.14.3 | torch.dist-backend-error |  |  | composed: both class names interleaved
            RuntimeError: RuntimeErrorNCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:272, unhandled system error | nccl.system-error |  |  | composed: a status with a rule of its own keeps its code
            RuntimeError: RuntimeErrorNCCL error in: see the log above | torch.exception |  |  | negative: no FILE:LINE, the generic exception reading stays
                # RuntimeErrorNCCL error in: our wrapper re-raises it, see handle_error() | - |  |  | negative: a comment naming the words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
