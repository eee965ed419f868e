package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NeMo and the launchers around it starting multi-node jobs, in their own words: NeMo's exp_manager line about a multi-node
 * Trainer whose processes Slurm did not start (NeMo 1.x-2.x and a fork that prints its own name) is no finding, since its check reads a
 * Lightning attribute gone since 1.6 and every multi-node run prints it (two tasks claiming one global rank are the evidence); a Ray-on-Slurm launch script (NeMo-RL's ray.sub and its copies) finding one of its background
 * srun steps gone is slurm.task-failed, in its long and short wordings, never from the echo's own bash -x trace; PyTriton's client
 * giving up on a server or a model that never became ready (NeMo-Aligner's actor and its critic) is rpc.timeout, never from the raise
 * statement a traceback quotes; Nemotron's launchers over NeMo-Run refusing their executor settings (an executor they do not support, a
 * Slurm executor without account or partition, an SSH tunnel without host and user) are torch.launcher-config. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledNemoFrameworkWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            0: [NeMo E 2023-01-18 07:39:42 exp_manager:423] You are running multi-node training without SLURM handling the processes. Please note that this is not tested in NeMo and could result in errors.\\n0: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8\\n1: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8 | lightning.slurm-mismatch |  |  | NeMo issue 5819: under srun's task labels each node numbered its ranks from 0, read from the rank two tasks claim, not from exp_manager's line
            [NeMo E 2024-11-05 09:12:40 exp_manager:735] You are running multi-node training without SLURM handling the processes. Please note that this is not tested in NeMo and could result in errors. | - |  |  | negative: NeMo 2.x exp_manager.py error_checks, the same logging.error; its check_slurm reads trainer.accelerator_connector, which Lightning 1.6 renamed, so every multi-node run prints it
            gpu-node3: You are running multi-node training without SLURM handling the processes. Please note that this is not tested in atommic and could result in errors. | - |  |  | negative: a fork of exp_manager that prints its own name for NeMo's, under pdsh's host prefix: the same check, printed by healthy runs too
            You are running multi-gpu without ddp.Please note that this is not tested in NeMo and could result in errors. | - |  |  | negative: exp_manager's other check, one node without DDP, is not a Slurm layout
            + echo '[ERROR] Background srun '\\''ray-worker-1'\\'' died (pid=123456). Could be a failure in startup or an issue with the node preventing the srun to start. Attempting to exit.'\\n[ERROR] Background srun 'ray-worker-1' died (pid=123456). Could be a failure in startup or an issue with the node preventing the srun to start. Attempting to exit. | slurm.task-failed |  |  | NeMo-RL pull request 1022: ray.sub check_srun_processes under bash -x, the trace line and the report
            [ERROR] Background srun 'ray-head' died (pid=48213) | slurm.task-failed |  |  | a copy of ray.sub whose report ends after the pid, the head's step
            + echo '[ERROR] Background srun '\\''ray-worker-2'\\'' died (pid=77120). Could be a failure in startup or an issue with the node preventing the srun to start. Attempting to exit.' | - |  |  | negative: the echo's bash -x trace alone is no report
            pytriton.client.exceptions.PyTritonClientTimeoutError: Waiting for server to be ready timed out. | rpc.timeout |  |  | NeMo-Aligner issue 58: PyTriton client/utils.py wait_for_server_ready, a wrong critic port
            pytriton.client.exceptions.PyTritonClientTimeoutError: Waiting for model reward_model/<latest> to be ready timed out. | rpc.timeout |  |  | PyTriton client/utils.py wait_for_model_ready: the server answers, the model never becomes ready
            pytriton.client.exceptions.PytritonClientTimeoutError: Waiting for server to be ready timed out. | rpc.timeout |  |  | PyTriton 0.1: the class spelt PytritonClientTimeoutError
                raise PyTritonClientTimeoutError("Waiting for server to be ready timed out.") | - |  |  | negative: the raise statement a traceback quotes above the error
            print("Waiting for server to be ready timed out.") | - |  |  | negative: another project's own print of the same words, no PyTriton client
            [pipeline] ERROR: Executor 'dgxcloud' is not supported by the nemo-run pipeline launcher (supported: 'local', 'slurm') | torch.launcher-config |  |  | Nemotron pull request 300: nemo_runspec pipeline.py run_nemo_run refusing an executor it does not support
            [pipeline] ERROR: --account required for Slurm executor | torch.launcher-config |  |  | Nemotron nemo_runspec pipeline.py run_nemo_run: a Slurm executor without its account
            [pipeline] ERROR: --host and --user required for SSH tunnel | torch.launcher-config |  |  | Nemotron nemo_runspec pipeline.py: NeMo-Run's SSH tunnel without host and user
            [pipeline] ERROR: --partition required for sbatch | torch.launcher-config |  |  | Nemotron nemo_runspec pipeline.py run_sbatch
            ValueError: partition required for slurm executor | torch.launcher-config |  |  | Nemotron nemo_runspec run.py build_executor
            ValueError: container_image required for docker executor | torch.launcher-config |  |  | Nemotron nemo_runspec run.py build_executor: NeMo-Run's Docker executor without an image
            [pipeline] ERROR: Unknown launcher: slurm-ray | torch.launcher-config |  |  | Nemotron nemo_runspec pipeline.py run_pipeline
            Unknown executor: local | - |  |  | negative: the words without the launcher's ERROR prefix or a ValueError
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
