package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings a third batch sampled from forums, Q&A sites and blogs showed doctor leaving without an error (issue 26): torch's "NCCL
 * error in: FILE:LINE, REASON" (c10d NCCLUtils.hpp C10D_NCCL_CHECK) and vLLM's "NCCL error: REASON" are fallbacks, and an NCCL WARN
 * line or NCCL's "FILE:LINE -> N" trace line before them, fallbacks declared earlier but only a warning or an info, hid them: a log
 * that ends in torch's error for ncclInvalidArgument read as a warning or a lead. A less severe fallback now hides another only on its
 * own line (a WARN line whose "Cuda failure" text is no GPU fault stays the WARN's). Rows: the real lines, the releases' wordings from
 * the format strings (NCCL 2.13+ ncclGetErrorString's "(run with NCCL_DEBUG=WARN for details)", torch's ", NCCL version V"), and
 * negatives. Columns: the codes of the findings in order ("-": no finding of severity error), the host and peer of the first. {@code \n}
 * is a line break.
 */
class SampledPagesThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NCCL WARN Invalid rank requested : 6/4\\nNCCL INFO init.cc:1872 -> 4\\nNCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, invalid argument | nccl.warn,torch.dist-backend-error |  |  | real: blog.gitcode.com 8aa18b88, Lightning 1.9.5 on torch 2.4 across two nodes, the article's three lines (the WARN names the cause, torch's error that the job failed)
            ip-10-0-1-5:41017:41017 [0] init.cc:1621 NCCL WARN Invalid rank requested : 6/4\\nip-10-0-1-5:41017:41017 [0] NCCL INFO init.cc:1872 -> 4\\n[rank6]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, invalid argument (run with NCCL_DEBUG=WARN for details), NCCL version 2.20.5 | nccl.warn,torch.dist-backend-error | ip-10-0-1-5 |  | NCCL init.cc (2.19) WARN "Invalid rank requested : %d/%d" and NCCLCHECK's trace, torch 2.x C10D_NCCL_CHECK with ncclGetErrorString (2.13+) and the version
            gpu-3:77:77 [1] NCCL INFO init.cc:1872 -> 4\\nRuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, invalid argument, NCCL version 2.14.3 | torch.dist-backend-error,nccl.error-trace | gpu-3 |  | torch 1.x's RuntimeError after NCCL's trace line alone (no WARN printed)
            NCCL INFO init.cc:1872 -> 4\\nNCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, invalid argument | torch.dist-backend-error,nccl.error-trace |  |  | the same without the exception's class, as a paste leaves it
            NCCL WARN Invalid rank requested : 6/4\\nNCCL INFO init.cc:1872 -> 4\\nRuntimeError: NCCL error: invalid argument (run with NCCL_DEBUG=WARN for details) | nccl.warn,torch.dist-backend-error |  |  | vLLM pynccl_wrapper.py NCCL_CHECK "NCCL error: {error_str}" after the same WARN and trace
            NCCL WARN Invalid rank requested : 6/4\\nNCCL INFO init.cc:1872 -> 4 | nccl.warn |  |  | negative: the WARN still hides the bare trace line after it (a warning before an info)
            gpu-07:12:12 [0] NCCL WARN Cuda failure 'invalid argument' | nccl.warn | gpu-07 |  | negative: on its own line a WARN's CUDA text that is no GPU fault stays the WARN's (the earlier fallback on the same line)
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
