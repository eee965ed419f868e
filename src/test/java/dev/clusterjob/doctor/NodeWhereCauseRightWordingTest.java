package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The node of a failure whose cause doctor reads: a shell prompt pasted before a per-node launcher. {@code torchrun}
 * (torch.distributed.run) and {@code accelerate launch} start their workers on the machine they run on (a job of several nodes
 * runs them once on each), so the prompt's host is the host of the unprefixed output after it; a launcher that hands the work to
 * other nodes (mpirun, srun, deepspeed's pdsh runner) still lends none, also when variables are set before it. The prompts are bash's Red Hat and Debian PS1 and zsh's
 * default one. Columns: the codes of the findings in order, the host and peer of the first, where the row comes from.
 * {@code \n} is a line break.
 */
class NodeWhereCauseRightWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            (gh_alpaca-lora-for-huggingface) ub2004@ub2004-B85M-A0:~/llm_dev/alpaca-lora-for-huggingface$ accelerate launch --config_file peft_config.yaml finetune.py\\nTraceback (most recent call last):\\n  File "finetune.py", line 8, in <module>\\n    from transformers import AutoTokenizer, AutoConfig, LLaMAForCausalLM, LLaMATokenizer\\nImportError: cannot import name 'LLaMAForCausalLM' from 'transformers' (/home/ub2004/.local/lib/python3.8/site-packages/transformers/__init__.py) | python.package-mismatch | ub2004-B85M-A0 |  | the real lines (alpaca-lora-for-huggingface issue 1): Debian's PS1 after a conda env, accelerate launch
            [alice@gpu-n3 work]$ torchrun --nproc_per_node 8 train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-n3 |  | Red Hat's PS1 before torchrun
            alice@gpu-n5 work % NCCL_DEBUG=INFO torchrun --nnodes 2 --node_rank 1 train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-n5 |  | zsh's prompt, a variable set before torchrun, one node of two
            [alice@gpu-n6 ~]$ accelerate launch --multi_gpu --num_processes 4 train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-n6 |  | Red Hat's PS1 before accelerate launch
            [alice@login1 ~]$ deepspeed --hostfile hostfile train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: deepspeed's runner hands the work to pdsh or mpirun on other nodes: no host
            alice@login1:~$ mpirun -np 16 --hostfile hosts python train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: mpirun's prompt is not where it failed
            alice@login1:~$ NCCL_DEBUG=INFO mpirun -np 16 --hostfile hosts python train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: a variable set before mpirun does not hide the launcher
            [alice@login1 ~]$ CUDA_VISIBLE_DEVICES=0,1 deepspeed --hostfile hostfile train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: nor one before deepspeed
            alice@login1 ~ % OMP_NUM_THREADS=4 srun -N2 python train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: nor one before srun at zsh's prompt
            alice@login1:~$ cat torchrun.log\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | negative: a prompt that shows a file, even one named for torchrun
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
