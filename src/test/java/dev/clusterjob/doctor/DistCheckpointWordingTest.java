package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Checkpoints at scale: saving and loading checkpoints that several nodes share, as torch.distributed.checkpoint, DeepSpeed's
 * engine and zero_to_fp32, the transformers Trainer's step directories, torch.save's zip writer and safetensors word their failures. A file that
 * rank 0 wrote and another node cannot see (a node-local output directory), a save cut short, a save whose ranks disagree about the shards. One
 * row per wording, written from the project's format string (the last column names file, function and releases), instantiated with realistic
 * paths and behind the launchers' prefixes: the codes of the findings in order ("-": no error), and the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class DistCheckpointWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Failed to validate global plan | checkpoint.mismatch | | | torch distributed/checkpoint/default_planner.py DefaultSavePlanner.create_global_plan (2.1-2.9) raise ValueError("Failed to validate global plan"): the ranks' shards overlap or leave a gap
            [rank3]: ValueError: Failed to validate global plan | checkpoint.mismatch | | | the same behind torch 2.4's [rankN]: prefix
            gpu-07: ValueError: Failed to validate global plan | checkpoint.mismatch | gpu-07 | | the same behind pdsh's host prefix: the node is named
            torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0])\\nTraceback (most recent call last): (RANK 0)\\n  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/utils.py", line 192, in reduce_scatter\\n    all_results = reduce_fun(cast(List[T], all_data))\\nValueError: Failed to validate global plan | checkpoint.mismatch | | | DCP api.py CheckpointException.__str__ (2.0-2.9) "CheckpointException ranks:{}" then "Traceback (most recent call last): (RANK {rank})" and the coordinator's own error under it
            torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([8, 9])\\nTraceback (most recent call last): (RANK 8)\\n  File "/opt/venv/lib/python3.11/site-packages/torch/distributed/checkpoint/utils.py", line 163, in reduce_scatter\\n    local_data = map_fun()\\nFileNotFoundError: [Errno 2] No such file or directory: '/local/ckpt/step-1000/__8_0.distcp' | checkpoint.not-found | | | DCP CheckpointException of a load on a node that does not see the files the other node wrote (FileSystemReader reads __R_0.distcp, 2.0-2.9)
            node12.cluster.example.org: FileNotFoundError: [Errno 2] No such file or directory: '/scratch/ckpt/step-200/.metadata' | checkpoint.not-found | node12.cluster.example.org | | DCP FileSystemReader.read_metadata (2.0-2.9) opens CHECKPOINT/.metadata, which only rank 0 writes: a node-local directory on another node, behind pdsh's prefix
            [Errno 2] No such file or directory: '/lustre/run1/global_step400/zero_pp_rank_9_mp_rank_00_optim_states.pt' | checkpoint.not-found | | | DeepSpeed engine.py _get_all_zero_checkpoint_state_dicts (0.8-0.18) torch.load of each rank's shard, its FileNotFoundError quoted without the class name
            [1,12]<stderr>:FileNotFoundError: [Errno 2] No such file or directory: '/ckpt/global_step400/bf16_zero_pp_rank_12_mp_rank_00_optim_states.pt' | checkpoint.not-found | | | the same with the class, behind mpirun --tag-output: rank 12's shard is on another node
            IOError: [Errno 2] No such file or directory: 'checkpoints/global_step1000/mp_rank_00_model_states.pt' | checkpoint.not-found | | | the same under Python 2 (IOError), DeepSpeed 0.3 engine.py _load_checkpoint torch.load
            OSError: [Errno 2] No such file or directory: '/ckpt/checkpoint-1000/optimizer.pt' | checkpoint.not-found | | | transformers Trainer _load_optimizer_and_scheduler (4.x) reading CHECKPOINT/optimizer.pt, the error printed as OSError
            FileNotFoundError: [Errno 2] No such file or directory: 'output/checkpoint-500/trainer_state.json' | checkpoint.not-found | | | transformers TrainerState.load_from_json (4.x) under resume_from_checkpoint: a step directory without its trainer state (a save cut short, or saved by a trainer that skips it)
            FileNotFoundError: [Errno 2] No such file or directory: 'saves/run1/tmp-checkpoint-1000/trainer_state.json' | checkpoint.not-found | | | transformers 4.36 _save_checkpoint's tmp-checkpoint-N directory, renamed by one node while another still writes into it
            FileNotFoundError: [Errno 2] No such file or directory: '/data/train.jsonl' | torch.exception | | | a missing data file is no checkpoint: left to the exception line
            [2024-05-01 10:00:00,123] [WARNING] [engine.py:2790:_load_checkpoint] Client provided checkpoint load path: /lustre/ckpt/global_step500/mp_rank_00_model_states.pt does not exist ... skip checkpoint load | checkpoint.not-found | | | DeepSpeed runtime/engine.py _load_checkpoint (0.3-0.18) logger.warn "Client provided checkpoint load path: {} does not exist ... skip checkpoint load"
            gpu-12: [2024-05-01 10:00:00,123] [WARNING] [engine.py:2790:_load_checkpoint] Client provided checkpoint load path: /local/ckpt/global_step500/mp_rank_00_model_states.pt does not exist ... skip checkpoint load | checkpoint.not-found | gpu-12 | | the same behind pdsh's prefix: the node that does not see rank 0's directory is named
            ValueError: Can't find a valid checkpoint at /home/work/model/checkpoint-125 | checkpoint.not-found | | | transformers trainer.py train (4.x) raise ValueError(f"Can't find a valid checkpoint at {resume_from_checkpoint}")
                raise ValueError(f"Can't find a valid checkpoint at {checkpoint_path}") | - | | | the traceback's source line of that raise alone, its f-string not yet filled in: no failure
            RuntimeError: Error(s) in loading state_dict for | checkpoint.mismatch | | | torch nn/modules/module.py load_state_dict (0.4-2.9) "Error(s) in loading state_dict for {}:" cut right after "for" by a paste
            RuntimeError: [enforce fail at inline_container.cc:603] . PytorchStreamWriter failed writing central directory: file write failed | fs.no-space | | | torch caffe2/serialize/inline_container.cc PyTorchStreamWriter::writeEndOfFile (1.6-2.9) valid("writing central directory"): the archive's end could not be written
            RuntimeError: [enforce fail at inline_container.cc:857] . PytorchStreamWriter failed writing file data/322: file write failed | fs.no-space | | | inline_container.cc PyTorchStreamWriter::writeRecord (1.6-2.9) valid("writing file ", name)
            write_end_of_file RuntimeError: [enforce fail at inline_container.cc:664] . unexpected pos 704 vs 598 | fs.no-space | | | inline_container.cc writeEndOfFile (2.x) "unexpected pos ", current_pos_, " vs ", ...: fewer bytes reached the file than were written
            3: RuntimeError: PytorchStreamReader failed reading file data/12: file read failed | checkpoint.corrupt | | | inline_container.cc PyTorchStreamReader::getRecord (1.6-2.9) behind srun --label: a shard cut short
            safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooSmall | checkpoint.corrupt | | | safetensors bindings/python/src/lib.rs (0.3-0.5) "Error while deserializing header: {e:?}" with SafeTensorError::HeaderTooSmall (an empty or 8-byte file: a save that never wrote)
            safetensors_rust.SafetensorError: Error while deserializing header: InvalidHeaderStart | checkpoint.corrupt | | | the same with InvalidHeaderStart (0.3-0.5): the header does not start with '{'
            ValueError: Expected 16 of '*_optim_states.pt' under '/ckpt/global_step100' but found 8 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.corrupt | | | DeepSpeed utils/zero_to_fp32.py parse_optim_states (0.6-0.18): run on one node of two, it sees only that node's shards
            FileNotFoundError: Metadata file (named _METADATA) does not exist at /scratch/run1/checkpoints/2000/params. | checkpoint.not-found | | | Orbax checkpoint pytree handler (0.5-0.11) FileNotFoundError(f'Metadata file (named {_METADATA_FILE}) does not exist at {directory}.'): no finished checkpoint in that directory
            ValueError: Checkpoint structure file does not exist at gs://bucket/run1/checkpoints/2000/default. | checkpoint.not-found | | | Orbax (before 0.5, OCDBT) ValueError(f'Checkpoint structure file does not exist at {directory}.')
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
