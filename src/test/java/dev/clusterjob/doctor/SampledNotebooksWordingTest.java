package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-GPU runs started from a notebook (Kaggle, Colab, SageMaker, Databricks, JupyterHub): CUDA initialized in the kernel before a
 * launcher forked the workers ({@code torch.cuda-before-fork}) in torch's, Lightning's and accelerate's wordings of several releases,
 * behind torch elastic's and pdsh's prefixes; and Slurm's "Protocol authentication error" after the client call or action that got it
 * ({@code slurm.munge}), as a hub's journal and the commands print it; negatives are the healthy lines around them. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledNotebooksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch 1.x-2.x torch/cuda/__init__.py _lazy_init "Cannot re-initialize CUDA in forked subprocess. " + msg
            RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use Python 3.4+ and the 'spawn' start method | torch.cuda-before-fork |  |  | torch 0.4-1.x the same under Python before 3.4
            RuntimeError: Cannot re-initialize CUDA in forked subprocess.\\nTo use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | rf-detr#923 (Kaggle, ddp_notebook): the message broken over two lines as posted
            gpu-node-07: RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork | gpu-node-07 |  | the same behind pdsh's host
            E0422 05:07:49.013000 204 torch/distributed/elastic/multiprocessing/api.py:732] RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | torch 2.x elastic's error-file dump prefix (accelerate's notebook_launcher over elastic_launch)
            RuntimeError: Lightning can't create new processes if CUDA is already initialized. Did you manually call `torch.cuda.*` functions, have moved the model to the device, or allocated memory on the GPU any other way? Please remove any such calls, or change the selected strategy. You will have to restart the Python kernel. | torch.cuda-before-fork |  |  | Lightning 1.8-2.x _check_bad_cuda_fork with its interactive tail (Lightning#21561, Kaggle)
            RuntimeError: Lightning can't create new processes if CUDA is already initialized. Did you manually call `torch.cuda.*` functions, have moved the model to the device, or allocated memory on the GPU any other way? Please remove any such calls, or change the selected strategy. | torch.cuda-before-fork |  |  | Lightning 1.8-2.x the same from a script (no kernel to restart)
            “Lightning can’t create new processes if CUDA is already initialized. Did you manually call `torch.cuda.*` functions, have moved the model to the device, or allocated memory on the GPU any other way? Please remove any such calls, or change the selected strategy. You will have to restart the Python kernel.” | torch.cuda-before-fork |  |  | autogluon#3813 (SageMaker): quoted in curly quotes with a typographic apostrophe
            RuntimeError: CUDA has been initialized before the `notebook_launcher` could create a forked subprocess. This likely stems from an outside import causing issues once the `notebook_launcher()` is called. Please review your imports and test them when running the `notebook_launcher()` to identify which one is problematic and causing CUDA to be initialized. | torch.cuda-before-fork |  |  | accelerate 0.2x-1.x launchers.py notebook_launcher
            RuntimeError: CUDA has been initialized before the `notebook_launcher` could create a forked subprocess. Check training loop wrapper function to make sure there is not a rogue import | torch.cuda-before-fork |  |  | accelerate 0.19-0.2x the first wording of the same
            TrainingArguments makes RuntimeError: CUDA has been initialized before notebook_launcher() could create a forked subprocess. | torch.cuda-before-fork |  |  | accelerate#1751's title: the message retold without the article and backticks
            ValueError: To launch a multi-GPU training from your notebook, you need to avoid running any instruction using `torch.cuda` in any cell. Restart your notebook and make sure no cells use any CUDA function. | torch.cuda-before-fork |  |  | accelerate 0.3-0.18 notebook_launcher's check of torch.cuda.is_initialized()
            Sep 16 23:24:49 host.example.com jupyterhub[23282]: slurm_load_node error: Protocol authentication error | slurm.munge | host.example.com |  | Slurm slurm_perror("slurm_load_node error") in a JupyterHub's journal (puppet-jupyterhub#64)
            slurm_load_jobs error: Protocol authentication error | slurm.munge |  |  | Slurm 2.x-25.x squeue's slurm_perror("slurm_load_jobs error"), slurm_errno.c's SLURM_PROTOCOL_AUTHENTICATION_ERROR text
            [2023-05-11T06:46:55.688] error: slurm_unpack_received_msg: Protocol authentication error | slurm.munge |  |  | slurmctld's error("%s: %m") for a message whose credential it could not check
            Launching training on 2 GPUs. | - |  |  | negative: accelerate's notebook_launcher start line
            Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/2 | - |  |  | negative: Lightning's start line of a ddp_notebook run
            [I 2024-09-16 23:24:49.242 JupyterHub base:837] User alice logged in | - |  |  | negative: a hub's log-in line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
