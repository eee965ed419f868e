package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings of runs resumed on another number of GPUs or nodes (DeepSpeed ZeRO, torch.distributed.checkpoint, FSDP), sampled the way
 * such a user searches (issue 26), read from the printing tools' format strings. torch's {@code distributed/checkpoint/state_dict_loader.py}
 * (2.0-2.11) plans a load in {@code local_step} with {@code local_plan = planner.create_local_plan()}, where the default load planner
 * matches the job's state dict against the checkpoint's metadata and raises its {@code Missing key in checkpoint state_dict} /
 * {@code Size mismatch between saved} errors: that frame names the failure when a paste ends before the error line,
 * {@code checkpoint.mismatch}; the saver's {@code local_step} plans a save and is no such failure. DeepSpeed's ZeRO world-size check
 * under a {@code [rankN]:} prefix. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledResumeLayoutWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank0]:   File "/app/.venv/lib/python3.10/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 211, in local_step             \\n[rank0]:     local_plan = planner.create_local_plan() | checkpoint.mismatch |  |  | the real frame, trailing blanks kept (a torchtitan run resumed with dp_shard 16 from 8)
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 156, in local_step\\n    local_plan = planner.create_local_plan() | checkpoint.mismatch |  |  | torch 2.1-2.2's frame without a rank prefix
            (TrainActor pid=9755)   File "/opt/venv/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 223, in local_step\\n(TrainActor pid=9755)     local_plan = planner.create_local_plan() | checkpoint.mismatch |  |  | a Ray actor's prefix on both lines
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_saver.py", line 192, in local_step\\n    local_plan = planner.create_local_plan() | - |  |  | near-miss: the saver's local_step plans a save
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 150, in local_step\\n    metadata = storage_reader.read_metadata() | - |  |  | near-miss: the loader's frame reading the metadata, no error line
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_loader.py", line 156, in local_step\\n    local_plan = planner.create_local_plan()\\n  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/default_planner.py", line 233, in create_local_plan\\n    return create_default_local_load_plan(\\nValueError: Size mismatch between saved torch.Size([257152, 2048]) and current: torch.Size([131661824]) for model.embed_tokens.weight | checkpoint.mismatch |  |  | the frame with default_planner's error line after it: one finding
            DCP's state_dict_loader.py calls local_plan = planner.create_local_plan() in local_step | - |  |  | negative: prose
            [rank5]: deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 8 but the current world size is 16. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported. | checkpoint.mismatch |  |  | the real line under a rank prefix (a Megatron-DeepSpeed ZeRO-3 run resumed on 16 from 8)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
