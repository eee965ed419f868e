package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Megatron-derived pretraining stacks refusing to start, as their users paste it: Megatron's check that the launcher's local rank is
 * the global rank modulo the node's GPU count ("expected local-rank to be the same as rank % device-count.", an AssertionError in
 * Megatron-LM and Megatron-DeepSpeed, a ValueError in MindSpeed-RL; nodes with different GPU counts fail it) is parallel.layout-mismatch;
 * GPT-NeoX's arguments counting no GPU ("Total number of GPUs determined to be: 0" of NeoXArgs.calculate_derived, its 2021 misspelling
 * and ConfigMonster) is torch.no-gpu, found before the batch check that a batch of 0 then fails; and the near-misses (the check's own
 * source lines, GPT-NeoX's count of a run that found its GPUs). Columns: the codes of the findings in order ("-": none), the host and
 * peer of the first, the source. {@code \n} is a line break.
 */
class SampledMegatronUserWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            When training Megatron-DeepSpeed models on nodes with different number of GPUs (e.g., node 0: 2 GPUs, node 1: 4 GPUs), local rank mismatch error (`AssertionError: expected local-rank to be the same as rank % device-count.`) occurs in https://github.com/microsoft/Megatron-DeepSpeed/blob/main/megatron/initialize.py#L207.  | parallel.layout-mismatch |  |  | deepspeedai/DeepSpeed issue 3408: the assertion quoted in a sentence, two nodes with 2 and 4 GPUs
            AssertionError: expected local-rank to be the same as rank % device-count. | parallel.layout-mismatch |  |  | Megatron-LM megatron/initialize.py _initialize_distributed (2020-2024): assert args.local_rank == device, 'expected local-rank to be the same as rank % device-count.'
            [rank5]: AssertionError: expected local-rank to be the same as rank % device-count. | parallel.layout-mismatch |  |  | the same behind torchrun's rank prefix (torch 2.2+)
            ValueError: expected local-rank to be the same as rank % device-count. | parallel.layout-mismatch |  |  | MindSpeed-RL megatron_utils.py: raise ValueError("expected local-rank to be the same as rank % device-count.")
                                'expected local-rank to be the same as rank % device-count.' | - |  |  | negative: the source line of Megatron's assert, as a traceback or a code paste shows it
                            raise ValueError("expected local-rank to be the same as rank % device-count.") | - |  |  | negative: MindSpeed-RL's source line
            INFO:root:NeoXArgs.calculate_derived() Total number of GPUs determined to be: 0 | torch.no-gpu |  |  | GPT-NeoX arguments.py calculate_derived (2021-2025): logging.info(... "Total number of GPUs determined to be: {}")
            NeoXArgs.calcule_derived() Total number of GPUs determined to be: 0 | torch.no-gpu |  |  | GPT-NeoX 2021: the method's name misspelt in its own log line
            INFO:ConfigMonster:Total number of GPUs determined to be: 0 | torch.no-gpu |  |  | GPT-NeoX's ConfigMonster (early 2021): log.info(f"Total number of GPUs determined to be: {num_gpus}")
            INFO:root:NeoXArgs.calculate_derived() Total number of GPUs determined to be: 0\\nAssertionError: Train batch size: 0 has to be greater than 0 | torch.no-gpu,parallel.layout-mismatch |  |  | Code-LMs issue 15 (PolyCoder's GPT-NeoX): no GPU counted, then check_batch_parameters on a batch of 0; the count explains the batch
            INFO:root:NeoXArgs.calculate_derived() Total number of GPUs determined to be: 8 | - |  |  | negative: the count of a run that found its GPUs
            INFO:root:NeoXArgs.calculate_derived() Total number of GPUs determined to be: 0.5 | - |  |  | negative: not a whole count (no such run; the number must end where the count does)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void tellsThatEveryNodeNeedsAsManyProcessesAsGpus() throws IOException {
        String hint = only("AssertionError: expected local-rank to be the same as rank % device-count.").hint();
        assertTrue(hint.contains("same GPU count"), hint);
    }
}
