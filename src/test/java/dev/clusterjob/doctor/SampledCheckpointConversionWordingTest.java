package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Checkpoint conversion after multi-GPU training as users paste it: DeepSpeed's zero_to_fp32 compares the optimizer shards it finds
 * against the data-parallel world size the optimizer state was saved with. Fewer shards than that is an incomplete save
 * (checkpoint.corrupt); more is a folder that holds the shards of another save, or of tensor/pipeline-parallel ranks the script does
 * not merge (checkpoint.mismatch), compared as numbers (16 against 2, not as text), in the whole message and in a quote with the
 * folder elided; Orbax's incomplete checkpoint keeps its code; the f-string of the traceback's source line is no finding. Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledCheckpointConversionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Expected 1 of '*_optim_states.pt' under './global_stepXXX' but found 4 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.mismatch |  |  | DeepSpeed issue 1793: zero_to_fp32.py parse_optim_states, 4 shards in a folder whose optimizer state names 1 rank
            ValueError: Expected 2 of '*_optim_states.pt' under 'output/checkpoint-500/global_step500' but found 16 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.mismatch |  |  | DeepSpeed 0.10-0.18 zero_to_fp32.py: 16 against 2 compared as numbers, not as text
            ValueError: Expected 16 of '*_optim_states.pt' under 'output/checkpoint-500/global_step500' but found 8 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.corrupt |  |  | the same message with fewer shards: a save that did not finish on every rank (8 against 16 as numbers)
            ValueError: Expected 8 of '*_optim_states.pt' under '/ckpt/global_step1200' but found 7 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.corrupt |  |  | the same message with one shard missing
            zero_to_fp32 said Expected 8 of '*_optim_states.pt' ... but found 7 files | checkpoint.corrupt |  |  | a quote with the folder elided, one shard missing
            zero_to_fp32 said Expected 4 of '*_optim_states.pt' [...] but found 32 files | checkpoint.mismatch |  |  | the same quote with more shards than the saving world size
            ValueError: Found incomplete checkpoint at gs://bucket/run/checkpoints/1000. | checkpoint.corrupt |  |  | Orbax checkpointer.py, read by its own rule now
                f"Expected {world_size} of '*_optim_states.pt' under '{ds_checkpoint_dir}' but found {total_files} files. " | - |  |  | negative: the traceback's source line, the f-string without numbers
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
