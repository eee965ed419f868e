package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Open pretraining codebases started on several nodes, in their own words: nanotron's one-forward-one-backward pipeline engine
 * refusing a step with fewer microbatches than the other pipeline stages (a pipeline parallel size raised without more batch
 * accumulation) is parallel.layout-mismatch, never from the assert condition a traceback quotes; nanotron's ParallelContext check of
 * the parallel sizes against the world size is parallel.layout-mismatch in the wordings of its MoE branches too (DP*TP*CP*PP and the
 * expert layout EP_DP*EP_TP*EP*PP). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the
 * source. {@code \n} is a line break.
 */
class SampledOpenPretrainingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            self.nb_microbatches >= pg.size() - 1\\n[rank0]: AssertionError: Number of microbatches (1) must be at least PP_SIZE-1=7 when using the OneForwardOneBackwardPipelineEngine | parallel.layout-mismatch |  |  | nanotron issue 347: pp 8 on several nodes with one microbatch a step, under torch's rank prefix
            AssertionError: Number of microbatches (2) must be at least PP_SIZE-1=3 when using the OneForwardOneBackwardPipelineEngine | parallel.layout-mismatch |  |  | nanotron engine.py OneForwardOneBackwardPipelineEngine.train_batch_iter (2023-09+), plain traceback
            gpu-node12: [rank13]: AssertionError: Number of microbatches (4) must be at least PP_SIZE-1=15 when using the OneForwardOneBackwardPipelineEngine | parallel.layout-mismatch | gpu-node12 |  | nanotron engine.py validate_batch_iter, the same assert, under pdsh's host prefix
                ), f"Number of microbatches ({self.nb_microbatches}) must be at least PP_SIZE-1={pg.size() - 1} when using the OneForwardOneBackwardPipelineEngine" | - |  |  | negative: the f-string a traceback quotes, no numbers
                self.nb_microbatches >= pg.size() - 1 | - |  |  | negative: the assert condition alone
            The number of microbatches must be at least the pipeline size minus one for 1F1B. | - |  |  | negative: prose naming the relation
            AssertionError: DP*TP*CP*PP=2*2*1*4=16 != WORLD_SIZE=8 | parallel.layout-mismatch |  |  | nanotron parallel/context.py on its MoE branches (2025-04+): the dense layout's check
            [rank3]: AssertionError: EP_DP*EP_TP*EP*PP=1*1*8*2=16 != WORLD_SIZE=8 | parallel.layout-mismatch |  |  | nanotron parallel/context.py on its MoE branches (2025-04+): the expert layout's check
            AssertionError: TP*CP*DP*PP=2*1*2*2=8 != WORLD_SIZE=4 | parallel.layout-mismatch |  |  | nanotron parallel/context.py (2025-03+), read before this table
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
