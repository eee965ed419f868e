package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;


/**
 * Checkpoints that a resumed (requeued, resubmitted) run cannot load, and JAX's and XLA's refusals of their settings (issue 26, doc21):
 * torch.load and torch.distributed.checkpoint, safetensors, DeepSpeed's engine and zero_to_fp32, the transformers Trainer, Megatron-LM's
 * argument check, Orbax; XLA_FLAGS, jax.config and jax.distributed.initialize. One row per wording, each written from the project's
 * format string (the last column says which file and releases), instantiated with realistic paths and behind the launchers' prefixes:
 * the codes of the findings in order ("-": no error), and the host and peer of the first. {@code \n} in a row is a line break.
 */
class CheckpointWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory | checkpoint.corrupt | | | torch caffe2/serialize/inline_container.cc PyTorchStreamReader::valid (1.6-2.11) "PytorchStreamReader failed " what info ": " mz_zip_get_error_string: a file cut before its zip directory (a save killed midway)
            [rank3]: RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory | checkpoint.corrupt | | | the same behind torch 2.4's [rankN]: prefix
            gpu-07: RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory | checkpoint.corrupt | gpu-07 | | the same behind pdsh's host prefix (DeepSpeed's pdsh launcher): the node is named
            [1,5]<stderr>:RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory | checkpoint.corrupt | | | the same behind mpirun --tag-output
            RuntimeError: PytorchStreamReader failed reading file data/42: invalid header or archive is corrupted | checkpoint.corrupt | | | inline_container.cc getRecord "reading file " name: miniz's MZ_ZIP_INVALID_HEADER_OR_CORRUPTED
            RuntimeError: PytorchStreamReader failed reading file data.pkl: file read failed | checkpoint.corrupt | | | inline_container.cc getRecord: miniz's MZ_ZIP_FILE_READ_FAILED (the file shorter than its directory says)
            RuntimeError: PytorchStreamReader failed reading zip archive: not a ZIP archive | checkpoint.corrupt | | | inline_container.cc init: miniz's MZ_ZIP_NOT_AN_ARCHIVE
            RuntimeError: PytorchStreamReader failed locating file constants.pkl: file not found | torch.exception | | | inline_container.cc getRecordID 2.x "failed locating file": torch.jit.load of a plain state_dict, no broken file: left to the exception line
            RuntimeError: unexpected EOF, expected 5242880 more bytes. The file might be corrupted. | checkpoint.corrupt | | | torch csrc/serialization.cpp doRead (1.x-2.x, the legacy format's storages) "unexpected EOF, expected %lld more bytes. The file might be corrupted."
            RuntimeError: unexpected EOF. The file might be corrupted | checkpoint.corrupt | | | torch 0.4-1.x csrc/generic/serialization.cpp readFileRaw "unexpected EOF. The file might be corrupted." (a storage's size cut off: no byte count), its period lost
            _pickle.UnpicklingError: invalid load key, 'v'. | checkpoint.corrupt | | | CPython _pickle.c load "invalid load key, '%c'." under torch.load: the file is a Git LFS pointer ('version https://git-lfs...'), an HTML page or zeros, not a checkpoint
            _pickle.UnpicklingError: invalid load key, '\\x00'. | checkpoint.corrupt | | | the same for a file of zeros (a save whose data never reached the disk)
            _pickle.UnpicklingError: pickle data was truncated | checkpoint.corrupt | | | CPython _pickle.c "pickle data was truncated": the file ends early
            EOFError: Ran out of input | torch.exception | | | CPython _pickle.c "Ran out of input": an empty file, but as often a DataLoader worker's pickling: left to the exception line
            RuntimeError: Error(s) in loading state_dict for DistributedDataParallel:\\n\\tMissing key(s) in state_dict: "module.fc.weight", "module.fc.bias". | checkpoint.mismatch | | | torch nn/modules/module.py load_state_dict (0.4-2.11) "Error(s) in loading state_dict for {}:\\n\\t{}" with "Missing key(s) in state_dict: {}. "
            RuntimeError: Error(s) in loading state_dict for GPT:\\n\\tUnexpected key(s) in state_dict: "module.transformer.wte.weight", "module.lm_head.weight". | checkpoint.mismatch | | | module.py "Unexpected key(s) in state_dict: {}. " (a DDP-wrapped model's 'module.' prefix)
            RuntimeError: Error(s) in loading state_dict for ResNet:\\n\\tsize mismatch for fc.weight: copying a param with shape torch.Size([1000, 2048]) from checkpoint, the shape in current model is torch.Size([10, 2048]). | checkpoint.mismatch | | | module.py _load_from_state_dict "size mismatch for {}: copying a param with shape {} from checkpoint, the shape in current model is {}."
            [rank0]: RuntimeError: Error(s) in loading state_dict for LlamaForCausalLM: | checkpoint.mismatch | | | the header alone behind torch 2.4's [rankN]: prefix (the key list cut by the paste)
            \\tsize mismatch for model.embed_tokens.weight: copying a param with shape torch.Size([32000, 4096]) from checkpoint, the shape in current model is torch.Size([32001, 4096]). | checkpoint.mismatch | | | the size line alone (quoted without its header)
            RuntimeError: While copying the parameter named conv1.weight, whose dimensions in the model are torch.Size([64, 3, 7, 7]) and whose dimensions in the checkpoint are torch.Size([64, 1, 7, 7]). | checkpoint.mismatch | | | torch 0.3-0.4 module.py load_state_dict "While copying the parameter named {}, whose dimensions in the model are {} and whose dimensions in the checkpoint are {}."
            KeyError: 'unexpected key "module.conv1.weight" in state_dict' | checkpoint.mismatch | | | torch 0.2-0.3 module.py load_state_dict 'unexpected key "{}" in state_dict'
            KeyError: 'missing keys in state_dict: "{\\'fc.bias\\', \\'fc.weight\\'}"' | checkpoint.mismatch | | | torch 0.2-0.3 module.py 'missing keys in state_dict: "{}"'
            _IncompatibleKeys(missing_keys=['fc.weight', 'fc.bias'], unexpected_keys=[]) | - | | | load_state_dict(strict=False)'s return value printed: the script chose to ignore them, no error
            <All keys matched successfully> | - | | | module.py _IncompatibleKeys repr for a clean load: no error
            RuntimeError: Missing key in checkpoint state_dict: model.layers.0.attention.wq.weight. | checkpoint.mismatch | | | torch distributed/checkpoint/default_planner.py create_default_local_load_plan (2.2-2.11) "Missing key in checkpoint state_dict: {fqn}."
            ValueError: Size mismatch between saved torch.Size([4096, 4096]) and current: torch.Size([2048, 4096]) for model.layers.0.attention.wq.weight | checkpoint.mismatch | | | default_planner.py (2.4-2.11) "Size mismatch between saved {md.size} and current: {obj.size()} for {fqn}"
            torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0, 1, 2, 3])\\nTraceback (most recent call last): (RANK 0)\\n  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/checkpoint/utils.py", line 163, in reduce_scatter\\n    local_data = map_fun()\\nRuntimeError: Missing key in checkpoint state_dict: optimizer.state.tok_embeddings.weight.step. | checkpoint.mismatch | | | DCP's CheckpointException (api.py 2.0-2.11, "CheckpointException ranks:{}" then each rank's traceback): the rank's own error under it
            FileNotFoundError: [Errno 2] No such file or directory: '/lustre/ckpt/step-1000/.metadata' | checkpoint.not-found | | | DCP FileSystemReader.read_metadata (2.0-2.11) opens CHECKPOINT/.metadata: the step directory is not a finished checkpoint or not there
            [rank5]: FileNotFoundError: [Errno 2] No such file or directory: '/lustre/run1/checkpoint/step-2000/__5_0.distcp' | checkpoint.not-found | | | DCP FileSystemReader reading a rank's __R_0.distcp (2.0-2.11): a step directory that the killed save left without every rank's file
            _pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, \033[1mdo those steps only if you trust the source of the checkpoint\033[0m. \\n\\t(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`. | checkpoint.weights-only | | | torch serialization.py _get_wo_message (2.6-2.11) "Weights only load failed. This file can still be loaded, to do so you have two options, ..." with its bold escapes
            [rank0]: _pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint. | checkpoint.weights-only | | | the same behind [rankN]:, the colour codes dropped by the paste
            _pickle.UnpicklingError: Weights only load failed. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the file from a trusted source.\\n Please file an issue with the following so that we can make `weights_only=True` compatible with your use case: WeightsUnpickler error: Unsupported operand 149 | checkpoint.weights-only | | | serialization.py UNSAFE_MESSAGE (2.4-2.5) "Weights only load failed. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, ..."
            [rank1]: Check the documentation of torch.load to learn more about types accepted by default with weights_only https://pytorch.org/docs/stable/generated/torch.load.html. | checkpoint.weights-only | | | serialization.py _get_wo_message (2.5-2.11) ends with "Check the documentation of torch.load to learn more about types accepted by default with weights_only %s.": the message's last line alone, as a paste keeps it
            FileNotFoundError: Checkpoint at /ckpt/last.ckpt not found. Aborting training. | checkpoint.not-found | | | Lightning checkpoint_connector.py resume_start (1.5-1.9) "Checkpoint at {} not found. Aborting training."
            safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge | checkpoint.corrupt | | | safetensors bindings/python/src/lib.rs (0.3-0.5) "Error while deserializing header: {e:?}" with SafeTensorError::HeaderTooLarge (an LFS pointer or a page, not the weights)
            safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer | checkpoint.corrupt | | | the same with MetadataIncompleteBuffer: the file shorter than its header says (a cut download or save)
            safetensors_rust.SafetensorError: Error while deserializing header: InvalidHeaderDeserialization | checkpoint.corrupt | | | the same with InvalidHeaderDeserialization (0.3-0.5)
            safetensors_rust.SafetensorError: Error while deserializing header: incomplete metadata, file not fully covered | checkpoint.corrupt | | | safetensors 0.6+ "Error while deserializing header: {e}" with tensor.rs Display "incomplete metadata, file not fully covered"
            safetensors_rust.SafetensorError: Error while deserializing header: header too large | checkpoint.corrupt | | | safetensors 0.6+ Display "header too large"
            [2024-05-01 10:00:00,123] [WARNING] [engine.py:2745:load_checkpoint] Unable to find latest file at /lustre/ckpt/latest, if trying to load latest checkpoint please ensure this file exists or pass an explicit checkpoint tag when loading a checkpoint. | checkpoint.not-found | | | DeepSpeed runtime/engine.py load_checkpoint (0.5-0.18) logger.warning "Unable to find latest file at {latest_path}, ...": the run starts from scratch (a note, info)
            node12.cluster.example.org: [2024-05-01 10:00:00,123] [WARNING] [engine.py:2745:load_checkpoint] Unable to find latest file at /lustre/ckpt/latest, if trying to load latest checkpoint please ensure this file exists or pass an explicit checkpoint tag when loading a checkpoint. | checkpoint.not-found | node12.cluster.example.org | | the same behind pdsh's prefix
            [2024-05-01 10:00:00,123] [WARNING] [engine.py:2745:load_checkpoint] Unable to find latest file at /lustre/ckpt/latest, if trying to load latest checkpoint please ensure this file exists or pass an explicit checkpoint tag when loading a checkpoint.\\nKeyError: 'input_ids' | torch.exception,checkpoint.not-found | | | a first run's warning does not hide the error that ended the job (a note, ordered after the causes): the error first
            [2022-09-13 10:00:00,000] [WARNING] [engine.py:2057:_get_all_zero_checkpoints] The following zero checkpoints paths are missing: ['./output/test/step_5/pytorch_model/bf16_zero_pp_rank_8_mp_rank_00_optim_states.pt', './output/test/step_5/pytorch_model/bf16_zero_pp_rank_9_mp_rank_00_optim_states.pt'] | checkpoint.not-found | | | DeepSpeed engine.py _get_all_zero_checkpoints (0.3-0.7) logger.warn "The following zero checkpoints paths are missing: {}": a node that cannot see the other nodes' shards (a warning)
            ValueError: Invalid for universal checkpoint: /lustre/ckpt/latest does not exist | checkpoint.not-found | | | DeepSpeed engine.py (0.10-0.18) "Invalid for universal checkpoint: {latest_path} does not exist"
            deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 16 but the current world size is 8. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported. | checkpoint.mismatch | | | DeepSpeed engine.py _load_zero_checkpoint (0.6-0.18) "The checkpoint being loaded used a DP world size of {} but the current world size is {}. ..."
            0: ZeRORuntimeException: The checkpoint being loaded used a DP world size of 4 but the current world size is 1. | checkpoint.mismatch | | | the same behind srun --label
            ValueError: Expected 16 of '*_optim_states.pt' under '/lustre/ckpt/global_step500' but found 8 files. Possibly due to an overwrite of an old checkpoint, or a checkpoint didn't get saved by one or more processes. | checkpoint.corrupt | | | DeepSpeed utils/zero_to_fp32.py parse_optim_states (0.6-0.18) "Expected {} of '*_optim_states.pt' under '{}' but found {} files. ..."
            FileNotFoundError: can't find model states file at '/lustre/ckpt/global_step500/mp_rank_00_model_states.pt' | checkpoint.not-found | | | zero_to_fp32.py get_model_state_file "can't find model states file at '{file}'"
            FileNotFoundError: [Errno 2] No such file or directory: '/lustre/ckpt/global_step500/mp_rank_00_model_states.pt' | checkpoint.not-found | | | DeepSpeed engine.py _load_checkpoint's torch.load of the tag's model states (a 'latest' naming a step that was never written whole)
            FileNotFoundError: [Errno 2] No such file or directory: 'data/train.jsonl' | torch.exception | | | a missing file that is no checkpoint: left to the exception line
            ValueError: Can't find a valid checkpoint at output/checkpoint-500 | checkpoint.not-found | | | transformers trainer.py _load_from_checkpoint (4.x) "Can't find a valid checkpoint at {resume_from_checkpoint}"
            ValueError: No valid checkpoint found in output directory (/scratch/run1/output) | checkpoint.not-found | | | transformers trainer.py train (4.x) "No valid checkpoint found in output directory ({args.output_dir})"
            AssertionError: tensor_model_parallel_size value from checkpoint (2) is not equal to the input argument value (4). | checkpoint.mismatch | | | Megatron-LM training/checkpointing.py check_checkpoint_args _compare "{} value from checkpoint ({}) is not equal to the input argument value ({})."
            AssertionError: num_layers value from checkpoint (24) is not equal to the currently set argument value (32). | checkpoint.mismatch | | | gpt-neox megatron/checkpointing.py check_checkpoint_args "{} value from checkpoint ({}) is not equal to the currently set argument value ({})."
            WARNING: could not find the metadata file /lustre/ckpt/latest_checkpointed_iteration.txt \\n    will not load any checkpoints and will start from random | checkpoint.not-found | | | Megatron-LM checkpointing.py load_checkpoint print_rank_0 "WARNING: could not find the metadata file {} " then "will not load any checkpoints and will start from random" (a note, info)
            FileNotFoundError: No steps found in gs://bucket/run1/checkpoints. | checkpoint.not-found | | | Orbax checkpoint_manager.py restore "No steps found in {self.directory}."
            FileNotFoundError: Checkpoint at /scratch/run1/checkpoints/2000 not found. | checkpoint.not-found | | | Orbax checkpointer.py restore "Checkpoint at {directory} not found."
            ValueError: Found incomplete checkpoint at /scratch/run1/checkpoints/2000. | checkpoint.corrupt | | | Orbax checkpointer.py restore "Found incomplete checkpoint at {directory}." (a save that never finished: no commit marker)
            ValueError: Requested shape: (8192, 4096) is not compatible with the stored shape: (4096, 4096). Truncating/padding is disabled. To enable it, set `strict=False` in `ArrayRestoreArgs` for any array in v0 API or `enable_padding_and_truncation=True` in `ArrayOptions.Loading` in v1 API. | checkpoint.mismatch | | | Orbax serialization "Requested shape: {global_shape} is not compatible with the stored shape: {t.shape}. ..."
            ValueError: Shape mismatch: abstract state has (1024, 512), the checkpoint has (512, 512). | checkpoint.mismatch | | | Orbax "Shape mismatch: abstract state has {global_shape}, the checkpoint has {file_shape}."
            F0621 23:40:04.690244 1244448 parse_flags_from_env.cc:234] Unknown flags in XLA_FLAGS: --xla_gpu_enable_triton_softmax=false --xla_gpu_target_cuda_data_dir=/opt/rocm/lib | jax.bad-config | | | XLA xla/parse_flags_from_env.cc DieIfEnvHasUnknownFlagsLeft (2019-2026) LOG(QFATAL) "Unknown flag" ["s"] " in " envvar ": " flags
            F1107 08:12:44.100000 5521 parse_flags_from_env.cc:206] Unknown flag in XLA_FLAGS: --xla_gpu_enable_async_all_gather=true\\nPerhaps you meant to specify these on the TF_XLA_FLAGS envvar? | jax.bad-config | | | parse_flags_from_env.cc (TensorFlow's copy, 2019-2022) with its did-you-mean line
            gpu-07: F1107 08:12:44.100000 5521 parse_flags_from_env.cc:234] Unknown flag in XLA_FLAGS: --xla_gpu_graph_level=0 | jax.bad-config | gpu-07 | | the same behind pdsh's prefix: the node is named
            2022-11-07 19:17:39.159296: F external/org_tensorflow/tensorflow/compiler/xla/parse_flags_from_env.cc:226] Unknown flags in XLA_FLAGS: -–xla_force_host_platform_device_count=4 | jax.bad-config | | | the same as jaxlib 0.3 prints it, the flag typed with an en dash (ParseArgvFromString takes any word starting with '-')
            F0101 00:00:00.000000 1 parse_flags_from_env.cc:170] Could not open file "xla_gpu_autotune_level=0" to read flags for environment variable "XLA_FLAGS".  (We assumed "xla_gpu_autotune_level=0" was a file name because it did not start with a "--".) | jax.bad-config | | | parse_flags_from_env.cc SetArgvFromEnv LOG(QFATAL) "Could not open file ... to read flags for environment variable ..." (the dashes left out)
            E0101 00:00:00.000000 1 command_line_flags.cc:122] Couldn't interpret value maybe for flag xla_gpu_autotune_level. | jax.bad-config | | | tsl/util/command_line_flags.cc ParseInt32Flag "Couldn't interpret value " arg " for flag " flag "."
            AttributeError: Unrecognized config option: jax_enable_x65 | jax.bad-config | | | jax/_src/config.py (0.4-0.7) "Unrecognized config option: {name}"
            ValueError: coordinator_address should be defined. | jax.bad-config | | | jax/_src/distributed.py State.initialize (0.3-0.7) "coordinator_address should be defined." (no cluster the auto-detection knows)
            ValueError: Number of processes must be defined. | jax.bad-config | | | distributed.py "Number of processes must be defined."
            ValueError: The process id of the current process must be defined. | jax.bad-config | | | distributed.py "The process id of the current process must be defined."
            ValueError: process_id and num_processes must be nonnegative, with process_id < num_processes. Got process_id=8, num_processes=8. | jax.bad-config | | | distributed.py 0.5+ "process_id and num_processes must be nonnegative, with process_id < num_processes. Got ..."
            RuntimeError: distributed.initialize should only be called once. | jax.bad-config | | | distributed.py "distributed.initialize should only be called once."
            RuntimeError: jax.distributed.initialize() must be called before any JAX calls that might initialise the XLA backend. This includes any computation, but also calls to jax.devices, jax.device_put, and others. | jax.bad-config | | | jax/_src/distributed.py initialize (0.4.2x-0.7) "jax.distributed.initialize() must be called before any JAX calls that might initialise the XLA backend. ..."
            [2024-05-01 10:00:01,000] [INFO] [engine.py:3100:_load_checkpoint] loading checkpoint from /lustre/ckpt/global_step500/mp_rank_00_model_states.pt | - | | | DeepSpeed's own load report: no error
            Restoring states from the checkpoint path at /scratch/run1/checkpoints/last.ckpt | - | | | Lightning's resume report: no error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text);
        WordingRow.assertReadsNoError(fs, codes, host, peer, source);
    }
}
