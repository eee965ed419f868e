package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Checkpoints loaded across ranks: torch.distributed.checkpoint's file reader finding a shard tensor of another size than the job's
 * (AssertionError, RuntimeError in newer readers, the first reader's bare fqn), Megatron's load_checkpoint reading a state dict with no
 * training iteration (the traceback through its 'total_iters' fallback, and the message it prints before exiting), and a call with a
 * keyword argument the installed release of the callee lacks (accelerate's load_state calling safetensors' load_model, or the script's
 * own call). Negatives: other "mismatch sizes" lines, Megatron's resume prints, and a library's warning about an argument it ignores.
 * Columns: the codes of the findings in order ("-": no error), the first one's host and peer, and where the wording comes from.
 * {@code \n} is a line break.
 */
class SampledCheckpointsAcrossRanksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            AssertionError: req MetadataIndex(fqn='model.model.model.embed_tokens.weight', offset=torch.Size([0, 0]), index=0) mismatch sizes torch.Size([1571]) vs torch.Size([1571, 3072] | checkpoint.mismatch |  |  | the corpus log: torch 2.4 filesystem.py read_data's assert under Lightning's FSDP strategy, its closing parenthesis lost in the paste
            gpu-node-2: [rank3]: RuntimeError: req MetadataIndex(fqn='model.layers.0.attention.wq.weight', offset=torch.Size([0, 0]), index=None) mismatch sizes torch.Size([512, 4096]) vs torch.Size([1024, 4096]) | checkpoint.mismatch | gpu-node-2 |  | the RuntimeError of the newer readers, behind a host and torch's [rankN]: prefix
            AssertionError: req model.embed.weight mismatch sizes torch.Size([1024]) vs torch.Size([2048]) | checkpoint.mismatch |  |  | torch 2.0's first reader: "req {req.fqn} mismatch sizes ..."
            WARNING: tokenizer and embedding mismatch sizes 32000 vs 32001 | - |  |  | negative: another program's "mismatch sizes" line without a read request and torch sizes
            Traceback (most recent call last):\\n  File "/workspace/Megatron-LM/megatron/training/checkpointing.py", line 1094, in load_checkpoint\\n    iteration = state_dict['total_iters']\\nKeyError: 'total_iters' | checkpoint.mismatch |  |  | Megatron-LM checkpointing.py load_checkpoint's fallback for old checkpoints raising KeyError: neither key in the dict
            A metadata file exists but unable to load iteration from checkpoint /ckpt/iter_0000100/mp_rank_00/model_optim_rng.pt, exiting | checkpoint.mismatch |  |  | the message Megatron-LM (and Megatron-DeepSpeed) print_rank_0 writes before sys.exit() when both keys are missing
            node7: A metadata file exists but unable to load iteration from checkpoint, exiting | checkpoint.mismatch | node7 |  | Megatron-DeepSpeed's logger.info wording without the checkpoint's name, behind a pdsh host prefix
             loading checkpoint from /nas/megatron_gpt/ at iteration 100\\n checkpoint version 3.0\\n > using checkpoint value 0.00015 for learning rate | - |  |  | negative: a resume that read its iteration
            [rank0]:   File "/home/ubuntu/miniconda3/envs/sd-scripts/lib/python3.11/site-packages/accelerate/checkpointing.py", line 208, in load_accelerator_state\\n[rank0]:     load_model(model, input_model_file, device=str(map_location), **load_model_func_kwargs)\\n[rank0]: TypeError: load_model() got an unexpected keyword argument 'device' | python.package-mismatch |  |  | the corpus log: accelerate's load_state calling safetensors 0.4.2's load_model, CPython's TypeError behind torch's [rankN]: prefix
            worker-1:   File "/usr/local/lib/python3.10/dist-packages/transformers/trainer.py", line 3018, in _load_rng_state\\nworker-1:     torch.cuda.random.set_rng_state_all(checkpoint_rng_state["cuda"], device="cuda")\\nworker-1: TypeError: set_rng_state_all() got an unexpected keyword argument 'device' | python.package-mismatch | worker-1 |  | an installed package's frame in dist-packages with a caret-free source line, behind a host prefix
              File "/opt/conda/lib/python3.12/site-packages/deepspeed/runtime/engine.py", line 2980, in load_checkpoint\\n    load_path, client_states = self._load_checkpoint(load_dir,\\n                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\\nTypeError: DeepSpeedEngine._load_checkpoint() got an unexpected keyword argument 'load_module_only' | python.package-mismatch |  |  | CPython 3.10+'s qualified name and 3.11+'s caret line between the source line and the error
              File "/home/user/train.py", line 88, in main\\n    accelerator.load_state(args.resume, strict=False)\\nTypeError: Accelerator.load_state() got an unexpected keyword argument 'strict' | python.package-mismatch |  |  | the user's script makes the call: code written for another release of the package it calls
            2024-08-29 10:01:02 WARNING from_pretrained() got an unexpected keyword argument 'use_auth_token', ignoring it | - |  |  | negative: a library's warning that it dropped an argument, no TypeError
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
