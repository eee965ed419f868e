package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Checkpoints and shared file systems under multi-node training as users paste them: DeepSpeed's zero_to_fp32 shard
 * count quoted with its directory elided, a FileNotFoundError raised in a checkpoint module's own frame (torchtitan's CheckpointManager,
 * Megatron's checkpointing.py, a trainer's _rotate_checkpoints) whatever the missing path is called, and a user's sentence that names the
 * node the pasted error came from; with the storage wordings an earlier batch reads (EIO from Megatron's async writer, a cut safetensors
 * header, ENOSPC) behind launcher prefixes. One row per wording and release, host names of several shapes: the codes of the findings in
 * order ("-": no error), the host and peer of the first. {@code \n} in a row is a line break.
 */
class CheckpointStoragePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Expected 16 of '*_optim_states.pt' ... but found 8 files. | checkpoint.corrupt |  |  | DeepSpeed utils/zero_to_fp32.py parse_optim_states (0.6-0.18) with the directory elided by the user ("...")
            `zero_to_fp32` then refused to consolidate (`Expected 8 of '*_optim_states.pt' ... but found 7`), and the checkpoint could not be resumed. | checkpoint.corrupt |  |  | the same quoted in a sentence between backticks, cut after the count
            gpu-07: ValueError: Expected 32 of '*_optim_states.pt' … but found 24 files. Possibly due to an overwrite of an old checkpoint | checkpoint.corrupt | gpu-07 |  | the same with a Unicode ellipsis behind pdsh's prefix: the node is named
            [rank0]: ValueError: Expected 8 of '*_optim_states.pt' [...] but found 4 files. | checkpoint.corrupt |  |  | the same with a bracketed elision behind torch's [rankN]: prefix
            ValueError: Expected 16 of '*_optim_states.pt' under '/lustre/run1/global_step400' but found 8 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.corrupt |  |  | the whole message (the older rule reads it): still one finding
                        f"Expected {world_size} of '*_optim_states.pt' under '{ds_checkpoint_dir}' but found {total_files} files. " | - |  |  | the f-string of zero_to_fp32.py's source line itself: no failure
            [rank1186]:   File "/home/ubuntu/torchtitan/torchtitan/components/checkpoint.py", line 472, in _purge_stale_checkpoints\\n[rank1186]:     for filename in os.listdir(self.folder):\\n[rank1186]:                     ^^^^^^^^^^^^^^^^^^^^^^^\\n[rank1186]: FileNotFoundError: [Errno 2] No such file or directory: './outputs/test' | checkpoint.not-found |  |  | torchtitan components/checkpoint.py CheckpointManager._purge_stale_checkpoints (2025) os.listdir of a folder this rank cannot see
            node12.cluster.example.org:   File "/opt/torchtitan/torchtitan/components/checkpoint.py", line 590, in load\\nnode12.cluster.example.org:     state_dict = self.dcp_load(\\nnode12.cluster.example.org: FileNotFoundError: [Errno 2] No such file or directory: 'outputs/checkpoint/step-1000' | checkpoint.not-found | node12.cluster.example.org |  | the same in CheckpointManager.load behind pdsh's prefix with a fully qualified name: the node is named
            3:   File "/workspace/Megatron-LM/megatron/training/checkpointing.py", line 1180, in load_checkpoint\\n3:     iteration, release = read_metadata(tracker_filename)\\n3: FileNotFoundError: [Errno 2] No such file or directory: '/local_nvme/ckpt/latest_checkpointed_iteration.txt' | checkpoint.not-found |  |  | Megatron-LM training/checkpointing.py (core_r0.x) under srun --label: a tracker file on another node's local disk
              File "/opt/conda/lib/python3.10/site-packages/transformers/trainer.py", line 2980, in _rotate_checkpoints\\n    shutil.rmtree(checkpoint, ignore_errors=True)\\n  File "/opt/conda/lib/python3.10/shutil.py", line 731, in rmtree\\n    onerror(os.rmdir, path, sys.exc_info())\\nFileNotFoundError: [Errno 2] No such file or directory: 'output/run1/checkpoint-500' | checkpoint.not-found |  |  | transformers trainer.py _rotate_checkpoints (4.x): a trainer function named for checkpoints, two frames above the error
              File "/work/train/dataset.py", line 88, in __getitem__\\n    img = Image.open(path)\\nFileNotFoundError: [Errno 2] No such file or directory: '/data/images/000123.jpg' | torch.exception |  |  | a data file missing in a dataset's frame is no checkpoint: left to the exception line
              File "/opt/torchtitan/torchtitan/components/checkpoint.py", line 472, in _purge_stale_checkpoints\\n    for filename in os.listdir(self.folder):\\nPermissionError: [Errno 13] Permission denied: '/shared/ckpt' | fs.permission-denied |  |  | another error in the same frame is not a missing checkpoint
              File "/opt/conda/lib/python3.11/site-packages/torch/utils/checkpoint.py", line 496, in checkpoint\\n    ret = function(*args, **kwargs)\\nFileNotFoundError: [Errno 2] No such file or directory: '/data/shards/part-00017.bin' | torch.exception |  |  | torch/utils/checkpoint.py is activation checkpointing (it saves nothing): a missing file under its frame is left to the exception line
            Then there will be error in ```node1```:\\n```FileNotFoundError: [Errno 2] No such file or directory: '/tmp/tmp3o00dg6a/checkpoint/composer_states.pt'``` | checkpoint.not-found | node1 |  | a user's sentence that names the node the error below it came from, markdown backticks kept (Composer 0.14 with DeepSpeed)
            The error on host gpu-n07:\\nFileNotFoundError: [Errno 2] No such file or directory: '/ckpt/step-200/.metadata' | checkpoint.not-found | gpu-n07 |  | the same naming the host after "host" (DCP FileSystemReader.read_metadata 2.0-2.9)
            It fails on node 10.0.0.12:\\nOSError: [Errno 5] Input/output error: '/lustre/ckpt/iter_0001000' | fs.io-error | 10.0.0.12 |  | the same naming an address after "node", an EIO of the Lustre client
            I get this error at step 100:\\nOSError: [Errno 5] Input/output error | fs.io-error |  |  | a sentence that names a step, not a node: no host
            ERROR: megatron.core.dist_checkpointing.strategies.filesystem_async: Local process 0 encountered an error: [Errno 5] Input/output error | fs.io-error |  |  | Megatron-core dist_checkpointing/strategies/filesystem_async.py (0.8-0.14) the async writer's worker error
            两台8卡机器训练，在第二次保存checkpoint时发生错误：[Errno 28] No space left on device | fs.no-space |  |  | ENOSPC quoted in a Chinese sentence
            |FSx for Lustre, 459 GB free|72.2 s|**failed** after 27 GB with `[Errno 28] No space left on device` on two ranks| | fs.no-space |  |  | ENOSPC in a markdown table's cell
            多机多卡zero3 lora微调后 merge读取时 报错safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer | checkpoint.corrupt |  |  | safetensors 0.3-0.5 lib.rs header error glued to a Chinese issue title
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
