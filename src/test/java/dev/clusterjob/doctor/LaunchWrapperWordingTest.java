package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The launch wrappers above torch: what Accelerate ({@code accelerate launch}, {@code accelerate test}, notebook_launcher),
 * Lightning and Fabric (SLURMEnvironment's checks, the strategies' device lookup), MosaicML Composer's launcher ({@code composer}) and
 * ColossalAI's {@code colossalai run} print when their configuration does not fit the job or a rank they started failed. A wrapper's own
 * configuration error is the cause (a layout that does not fit Slurm's is lightning.slurm-mismatch, a port in use torch.master-port-in-use,
 * the rest the exception it raises); its report that a rank ended is torch.child-failed, as torchrun's is; its hints and start-up lines are
 * no failure. One row per wording and release, instantiated from the format strings with host names of several shapes and behind launcher
 * prefixes (the last column names the file, the function and the releases); the codes of the findings in order and the host of the first. A
 * "-" row asks for no error (a warning may stand). {@code \n} in a row is a line break.
 */
class LaunchWrapperWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a single node), you can set this to `0`. | torch.master-port-in-use |  | accelerate utils/launch.py prepare_multi_gpu_env raise ConnectionError(f"Tried to launch distributed communication on port `{main_process_port}`, but another process is utilizing it. ...") (2023-06 effccbdc - 1.x)
            gpu-07: ConnectionError: Tried to launch distributed communication on port `12211`, but another process is utilizing it. | torch.master-port-in-use | gpu-07 | the same behind pdsh's host prefix, cut after its first sentence (accelerate 0.21-1.x)
            File "/opt/conda/lib/python3.9/site-packages/accelerate/utils/launch.py", line 114, in prepare_multi_gpu_env\\n    setattr(args, "node_rank", int(args.machine_rank))\\nTypeError: int() argument must be a string, a bytes-like object or a number, not 'NoneType' | torch.exception |  | accelerate utils/launch.py prepare_multi_gpu_env int(args.machine_rank) with no --machine_rank on a multi-node launch (0.21-0.2x)
            ValueError: You need to use at least 2 processes to use `--multi_gpu`. | torch.exception |  | accelerate commands/launch.py _validate_launch_command raise ValueError("You need to use at least 2 processes to use `--multi_gpu`.") (0.20-1.x)
            ValueError: You can only use one of `--cpu`, `--multi_gpu`, `--tpu`, `--use_deepspeed`, `--use_fsdp` at a time. | torch.exception |  | accelerate commands/launch.py _validate_launch_command (0.15-1.x)
            ValueError: Less than two GPU ids were configured and tried to run on multiple GPUs. Please ensure at least two are specified for `--gpu_ids`, or use `--gpu_ids='all'`. | torch.exception |  | accelerate commands/launch.py _validate_launch_command (0.19-1.x)
            ValueError: You need to manually pass in `--num_processes` using this config yaml. | torch.exception |  | accelerate commands/launch.py _validate_launch_command, a config without num_processes (0.20-1.x)
            stderr: The following values were not passed to `accelerate launch` and had defaults used instead:\\nstderr:         `--num_processes` was set to a value of `8`\\nstderr:         `--num_machines` was set to a value of `1` | - |  | accelerate commands/launch.py _validate_launch_command's defaults warning as accelerate test prints it (stream label from test_utils/testing.py tee, 0.12-1.x): not a failure
            ValueError: You have to specify the number of GPUs you would like to use, add `num_processes=...` to your call. | torch.exception |  | accelerate launchers.py notebook_launcher (0.15-1.x)
            ValueError: The node_rank must be less than the number of nodes. | torch.exception |  | accelerate launchers.py notebook_launcher's multi-node check (0.28-1.x)
            stderr: AssertionError: Main process was not first | torch.exception |  | accelerate test_utils/scripts/test_script.py main_process_first check behind accelerate test's stream label (0.15-1.x)
            stderr: ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 0 (pid: 15084) of binary: /opt/conda/bin/python | torch.child-failed |  | torch elastic multiprocessing/api.py (1.9-2.11) under accelerate launch's multi_gpu_launcher, behind accelerate test's stream label
            stderr: torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\\nstderr: ============================================================\\nstderr: train.py FAILED | torch.child-failed |  | torch elastic errors/__init__.py ChildFailedError's report (1.9-2.11) under accelerate launch, cut before its Root Cause
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\\n============================================================\\n/home/user/train.py FAILED\\n------------------------------------------------------------\\nFailures:\\n  <NO_OTHER_FAILURES> | torch.child-failed |  | the same report as torchrun prints it (2.x), cut after Failures
            RuntimeError: You set `--ntasks=16` in your SLURM bash script, but this variable is not supported. HINT: Use `--ntasks-per-node=16` instead. | lightning.slurm-mismatch |  | Lightning fabric/plugins/environments/slurm.py _validate_srun_variables raise RuntimeError (lightning_lite 1.8, lightning_fabric 1.9, lightning.fabric 2.0-2.5)
            ValueError: You set `devices=8` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node=1` does not match. HINT: Set `devices=1`. | lightning.slurm-mismatch |  | Lightning fabric slurm.py SLURMEnvironment.validate_settings raise ValueError (2.1-2.5)
            ValueError: You set `num_nodes=1` in Lightning, but the number of nodes configured in SLURM `--nodes=2` does not match. HINT: Set `num_nodes=2`. | lightning.slurm-mismatch |  | the same validate_settings' nodes check (2.1-2.5)
            3: ValueError: You set `devices=4` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node=8` does not match. HINT: Set `devices=8`. | lightning.slurm-mismatch |  | the same behind srun --label (2.2)
            /opt/venv/lib/python3.11/site-packages/lightning/fabric/plugins/environments/slurm.py:204: PossibleUserWarning: The `srun` command is available on your system but is not used. HINT: If your intention is to run Lightning on SLURM, prepend your python command with `srun` like so: srun python train.py ... | - |  | Lightning fabric slurm.py _validate_srun_used rank_zero_warn(..., category=PossibleUserWarning) (1.8-2.5): a hint, not a failure
            /home/u/.venv/lib/python3.6/site-packages/pytorch_lightning/utilities/distributed.py:37: UserWarning: WORLD_SIZE environment variable (2) is not equal to the computed world size (1). Ignored. | - |  | pytorch_lightning 0.9-1.0 the rank mismatch warning (accelerator backends): a warning, Lightning goes on with its own count
            INFO: Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/8 | - |  | Lightning fabric utilities/distributed.py _init_dist_connection log.info (1.9-2.5): each process's start, not a failure
            lightning_fabric.utilities.exceptions.MisconfigurationException: You requested gpu: [0, 1, 2, 3]\\n But your machine only has: [0] | lightning.devices-mismatch |  | Lightning device_parser._sanitize_gpu_ids (lightning_fabric 1.9): Slurm binding one GPU to each task
            File "/opt/venv/lib/python3.10/site-packages/lightning/fabric/strategies/ddp.py", line 86, in root_device\\n    return self.parallel_devices[self.local_rank]\\nIndexError: list index out of range | lightning.slurm-mismatch |  | Lightning fabric strategies/ddp.py DDPStrategy.root_device (2.0-2.5): a local rank at or past Trainer(devices=...)
            [rank5]:   File "/opt/venv/lib/python3.11/site-packages/lightning/pytorch/strategies/ddp.py", line 120, in root_device\\n[rank5]:     return self.parallel_devices[self.local_rank]\\n[rank5]:            ~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^\\n[rank5]: IndexError: list index out of range | lightning.slurm-mismatch |  | lightning.pytorch strategies/ddp.py root_device (2.4-2.5) behind torchrun's [rankN]: with Python 3.11's caret line
            File "/home/u/env/lib/python3.8/site-packages/pytorch_lightning/plugins/training_type/ddp.py", line 143, in root_device\\n    return self.parallel_devices[self.local_rank]\\nIndexError: list index out of range\\nsrun: error: gpu-07: tasks 4-7: Exited with exit code 1 | lightning.slurm-mismatch,slurm.task-failed | gpu-07 | pytorch_lightning 1.5 plugins/training_type/ddp.py root_device, then srun's task line naming the node
            UserWarning: \\nYou requested 2 GPUs but launched 1 slurm tasks.\\nWe will launch 2 processes for you.\\nWe recommend you let slurm manage the processes by setting: --ntasks-per-node=2 | lightning.slurm-mismatch |  | pytorch_lightning 0.4-0.7 trainer/distrib_data_parallel.py warning
            ERROR:composer.cli.launcher:Rank 2 crashed with exit code -7. | torch.child-failed |  | composer cli/launcher.py _launch_processes' monitor log.error(f'Rank {global_rank} crashed with exit code {process.returncode}.') (0.6-0.32), Python logging's default format
            node12.cluster.example.org: ERROR:composer.cli.launcher:Rank 9 crashed with exit code 1. | torch.child-failed | node12.cluster.example.org | the same behind pdsh's host prefix (a launcher per node)
            Global rank 0 (PID 208865) exited with code -11 | torch.child-failed |  | composer cli/launcher.py _print_process_exit_status print(f'Global rank {global_rank} (PID {process.pid}) exited with code {process.returncode}') (0.4-0.32)
            ERROR:composer.cli.launcher:Global rank 3 (PID 4711) exited with code 1 | torch.child-failed |  | composer cli/launcher.py _aggregate_process_returncode log.error('Global rank %s (PID %s) exited with code %s') (0.4-0.32)
            Global rank 1 (PID 4712) exited with code 1\\n----------Begin global rank 1 STDERR----------\\nTraceback (most recent call last):\\n  File "train.py", line 9, in <module>\\nRuntimeError: CUDA error: an illegal memory access was encountered\\n----------End global rank 1 STDERR---------- | torch.cuda-error,torch.child-failed |  | the same print with the rank's captured stderr after it: the rank's own error is the cause
            ValueError: In a multi-node environment, master_addr is required. | torch.exception |  | composer cli/launcher.py _parse_args (0.4-0.32): a multi-node launch without --master_addr / MASTER_ADDR
            ValueError: world_size(8) cannot be less than nproc(16) | torch.exception |  | composer cli/launcher.py _parse_args raise ValueError(f'world_size({args.world_size}) cannot be less than nproc({args.nproc})') (0.6-0.32)
            Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=1 --master_addr=10.1.2.3 --master_port=29500 train.py on node12.cluster.example.org, is localhost: False, exception: Encountered a bad command exit code! | torch.child-failed | node12.cluster.example.org | ColossalAI cli/launcher/multinode_runner.py run_on_host click.echo(f"Error: failed to run {cmds} on {hostinfo.hostname}, is localhost: {hostinfo.is_local_host}, exception: {e}") (0.2-0.4) with invoke's UnexpectedExit
            Error: failed to run torchrun --nproc_per_node=4 --nnodes=2 --node_rank=0 train.py on gpu-07, is localhost: True, exception: Encountered a bad command exit code!\\n\\nCommand: 'cd /work && torchrun --nproc_per_node=4 train.py'\\n\\nExit code: 1 | torch.child-failed | gpu-07 | the same with UnexpectedExit's Command and Exit code lines after it
            Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=0 benchmark.py on 10.1.2.3, is localhost: True, exception: I/O operation on closed file | torch.child-failed | 10.1.2.3 | the same with a stream closed under fabric's local run
            Error: failed to run torchrun --nproc_per_node=4 --nnodes=1 --node_rank=0 --rdzv_backend=c10d --rdzv_endpoint=127.0.0.1:29500 --rdzv_id=colossalai-default-job train.py on node12.cluster.example.org | torch.child-failed | node12.cluster.example.org | ColossalAI multinode_runner.py click.echo(f"Error: failed to run {cmds} on {hostinfo.hostname}") before the exception was printed (0.1-0.2, 2022-04 to 2023-01)
            Error: failed to run torchrun --nproc_per_node=4 --nnodes=2 --node_rank=1 train.py on gpu-07, is localhost: False, exception: Authentication failed. | ssh.failed | gpu-07 | the same run_on_host when fabric's ssh connection is refused (paramiko's AuthenticationException): ssh's, not the command's
            [WARNING] [runner.py:196:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only. | - |  | DeepSpeed launcher/runner.py fetch_hostfile (0.9-0.16) under accelerate's DeepSpeed launcher: a warning
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
