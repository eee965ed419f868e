package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NeMo's resume step and Megatron core's distributed checkpoints refusing what they were pointed at: exp_manager's and AutoResume's
 * two *last checkpoints (a save cut off before the older one was removed) in each release's wording, and dist_checkpointing's
 * folder without metadata.json or without existence, quoted inside a sentence, behind torch's rank and a host prefix. Negatives:
 * the resume messages of a healthy run and a sentence that names a distributed checkpoint store stay healthy. Columns: the codes of
 * the findings in order ("-": no error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledNemoWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Multiple checkpoints [PosixPath('/results/checkpoints/boson-consumed_samples=6224.0-last'), PosixPath('/results/checkpoints/boson-consumed_samples=4800.0-last')] that matches *last.ckpt. | checkpoint.corrupt |  |  | the corpus log: NeMo 1.x exp_manager.py check_resume "Multiple checkpoints {last_checkpoints} that matches *last.ckpt."
            0: [rank3]: ValueError: Multiple checkpoints [PosixPath('/ckpt/gpt/checkpoints/megatron_gpt--val_loss=2.11-step=900-last'), PosixPath('/ckpt/gpt/checkpoints/megatron_gpt--val_loss=2.15-step=800-last')] that matches *last.ckpt. | checkpoint.corrupt |  |  | the same from NeMo 2's nemo/lightning/resume.py behind srun --label and torch's [rankN]:
            ValueError: Multiple multiple checkpoints [PosixPath('nemo_experiments/QuartzNet/checkpoints/QuartzNet--end.ckpt'), PosixPath('nemo_experiments/QuartzNet/checkpoints/QuartzNet--last.ckpt')] that matches *last.ckpt. | checkpoint.corrupt |  |  | NeMo 1.0-1.2 exp_manager.py "Multiple multiple checkpoints {last_checkpoints} that matches *last.ckpt."
            ValueError: Multiple multiple checkpoints <generator object Path.glob at 0x7f3a2c1d5eb0> that matches *last.ckpt. | checkpoint.corrupt |  |  | NeMo 1.0's other branch, which prints the glob's generator instead of the list
            [NeMo I 2023-11-28 10:02:11 exp_manager:632] Resuming from /results/checkpoints/boson-consumed_samples=6224.0-last | - |  |  | negative: exp_manager resuming from its one -last checkpoint
            [NeMo W 2023-09-19 01:42:57 exp_manager:591] There were no checkpoints found in checkpoint_dir or no checkpoint folder at checkpoint_dir: /path/to/checkpoints. Training from scratch. | - |  |  | negative: a first run with resume_ignore_no_checkpoint (a warning)
            However, when I was running the `predict_evo2` code on A100 server, I get the following error: `megatron.core.dist_checkpointing.core.CheckpointingException: nemo2_evo2_7b_8k/weights is not a distributed checkpoint`. | checkpoint.not-found |  |  | the corpus log: Megatron core 0.8+ dist_checkpointing/validation.py "{checkpoint_dir} is not a distributed checkpoint", quoted in a sentence
            gpu-node-7: [rank8]: megatron.core.dist_checkpointing.core.CheckpointingException: /lustre/ckpt/llama3/iter_0002000 is not a distributed checkpoint | checkpoint.not-found | gpu-node-7 |  | the same behind pdsh's host and torch's [rankN]: prefixes
            megatron.core.dist_checkpointing.core.CheckpointingException: Checkpoint directory /workspace/results/checkpoints/step=500 does not exist | checkpoint.not-found |  |  | Megatron core 0.5 serialization.py and 0.8+ validation.py "Checkpoint directory {checkpoint_dir} does not exist"
            ValueError: /data/ckpt/mixtral is not a distributed checkpoint (no metadata.json) | checkpoint.not-found |  |  | Megatron-LM tools/checkpoint/dist_checkpoint_io.py "{load_dir} is not a distributed checkpoint (no metadata.json)"
            The nightly copy under /backup/run7 is not a distributed checkpoint store, only rank 0's files. | - |  |  | negative: a sentence that says a folder is not a distributed checkpoint store
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
