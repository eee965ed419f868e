package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed's, accelerate's and Lightning's own failure messages at run time across nodes, swept format string by format string.
 * Read from the sources at their tags: deepspeedai/DeepSpeed v0.9.0, v0.10.0, v0.12.0, v0.14.0, v0.16.0, v0.18.0 and
 * v0.19.5 (deepspeed/comm/comm.py and torch.py, runtime/config.py _batch_assertion, runtime/engine.py, runtime/zero/mics_utils.py,
 * runtime/pipe/module.py and engine.py, utils/groups.py, elasticity/elasticity.py); huggingface/accelerate v1.0.0 and v1.9.0 (state.py,
 * utils/launch.py, utils/environment.py, utils/other.py, commands/launch.py); Lightning-AI 2.0.0, 2.1.0, 2.2.0, 2.3.0 and 2.6.0
 * (fabric/plugins/environments/slurm.py, torchelastic.py, lightning.py, fabric/strategies/ddp.py, fsdp.py, deepspeed.py,
 * pytorch/strategies/deepspeed.py, fabric/utilities/device_parser.py). One row per format string and per release where the wording
 * differs, its placeholders filled as the tool fills them (host names of several shapes behind pdsh's, srun's and torchrun's prefixes,
 * DeepSpeed's logger prefix, ranks, world sizes); the codes of the findings in order ("-": none), the host and peer of the first, and the
 * source file, function and releases. {@code \n} in a row is a line break.
 *
 * <p>Listed: 46 format strings in 47 rows (35 failures in 36 rows, one repeated behind launcher prefixes; 11 harmless INFO / warning
 * look-alikes). Skipped, and why: internal asserts no user sees (ZeRO-3's
 * partition_parameters.py / partitioned_param_coordinator.py parameter-status checks "expected param %s to be available", "Cannot
 * partition a param in flight", the pipe topology's "Invalid Grid" and "key %s invalid", groups.py's "... group is not initialized", mics'
 * "all sharded ranks " cut short in the source, accelerate's "The `PartialState` or `Accelerator` must be initialized"); options that are
 * the same on one node and many (mixed precision and fp8 checks, dynamo backends, DeepSpeed's gradient clipping and "ZeRO-2 and ZeRO-3 are
 * incompatible with pipeline parallelism", FSDP's state-dict types and checkpoint-path checks, Lightning's model-averaging checks);
 * messages of features no training job on a cluster uses (TPU/XLA pods, SageMaker, SDAA/MLU/MUSA devices, symmetric memory, AutoEP,
 * deprecated flags); DeepSpeed's launcher (runner.py, launch.py: DeepSpeedLauncherWordingTest holds them); the debug lines of
 * set_world_size / set_global_rank.
 */
class FrameworkRuntimeSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source file, function and releases */
    private static final String ROWS = """
            AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size 256 != 4 * 8 * 16 | parallel.layout-mismatch |  |  | DeepSpeed runtime/config.py _batch_assertion "Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size %d != %d * %d * %d" (0.9-0.19)
            gpu-07: [rank3]: AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size 64 != 2 * 4 * 16 | parallel.layout-mismatch | gpu-07 |  | the same behind pdsh's and torchrun's prefixes (a job grown to more nodes than the config's batch was written for)
            node12.cluster.example.org: AssertionError: Gradient accumulation steps: 0 has to be greater than 0 | parallel.layout-mismatch | node12.cluster.example.org |  | DeepSpeed runtime/config.py _batch_assertion "Gradient accumulation steps: %d has to be greater than 0" (0.9-0.19): train_batch_size smaller than micro batch x world size, the division gave 0
            0: AssertionError: Micro batch size per gpu: 0 has to be greater than 0 | parallel.layout-mismatch |  |  | DeepSpeed runtime/config.py _batch_assertion "Micro batch size per gpu: %d has to be greater than 0" (0.9-0.19), behind srun --label
            AssertionError: Train batch size: 0 has to be greater than 0 | parallel.layout-mismatch |  |  | DeepSpeed runtime/config.py _batch_assertion "Train batch size: %d has to be greater than 0" (0.9-0.19)
            ValueError: Train batch size must be divisible by micro-batch data parallelism | parallel.layout-mismatch |  |  | DeepSpeed runtime/engine.py set_train_batch_size raise ValueError (0.9-0.19)
            nid001234: AssertionError: 16 is not divisible by 3 | parallel.layout-mismatch | nid001234 |  | DeepSpeed utils/groups.py _ensure_divisibility "{} is not divisible by {}" (0.9-0.19), a Cray node name
            AssertionError: data_parallel_size (4) * tensor_model_parallel_size (2) must equal world_size (16) | parallel.layout-mismatch |  |  | DeepSpeed utils/groups.py _init_tp_mesh_device "data_parallel_size (%d) * tensor_model_parallel_size (%d) must equal world_size (%d)" (0.19)
            RuntimeError: num_stages (3) must divide distributed world size (16) | parallel.layout-mismatch |  |  | DeepSpeed runtime/pipe/module.py PipelineModule.__init__ "num_stages (%d) must divide distributed world size (%d)" (0.9-0.19)
            ip-10-0-1-17: AssertionError: dp group size is not dividable by dp_shard_size,  (world_size 16, pp_size 1, dp_shard_size 6) | parallel.layout-mismatch | ip-10-0-1-17 |  | DeepSpeed runtime/zero/mics_utils.py create_mics_comm_groups "dp group size is not dividable by dp_shard_size,  (world_size %d, pp_size %d, dp_shard_size %d)" (0.10-0.19)
            deepspeed.elasticity.config.ElasticityIncompatibleWorldSize: World size (12) is not valid with the current list of valid GPU counts: [8, 16, 32, 64] | parallel.layout-mismatch |  |  | DeepSpeed elasticity/elasticity.py compute_elastic_config "World size (%d) is not valid with the current list of valid GPU counts: %s" (0.9-0.19)
            deepspeed.elasticity.config.ElasticityError: In Elasticity v0.2, number of GPUs per node:6 should be divisible by model parallel size 4 | parallel.layout-mismatch |  |  | DeepSpeed elasticity/elasticity.py _get_compatible_gpus_v02 "In Elasticity v0.2, number of GPUs per node:%d should be divisible by model parallel size %d" (0.9-0.19)
            AssertionError: MPI rank 3 does not match torch rank 0 | parallel.layout-mismatch |  |  | DeepSpeed comm/comm.py mpi_discovery "MPI rank {} does not match torch rank {}" (0.9-0.19): the MPI launcher's processes are not torch's
            gpu-07: AssertionError: MPI world size 16 does not match torch world size 8 | parallel.layout-mismatch | gpu-07 |  | DeepSpeed comm/comm.py mpi_discovery "MPI world size {} does not match torch world size {}" (0.9-0.19)
            AssertionError: LOCAL_RANK (1) != OMPI_COMM_WORLD_LOCAL_RANK (0), not sure how to proceed as we're seeing conflicting local rank info. | parallel.layout-mismatch |  |  | DeepSpeed runtime/engine.py _set_distributed_vars "LOCAL_RANK (%s) != OMPI_COMM_WORLD_LOCAL_RANK (%s), not sure how to proceed ..." (0.9-0.19): two launchers' ranks disagree
            AssertionError: DeepSpeed requires the LOCAL_RANK environment variable, it is set by the deepspeed launcher, deepspeed.init_distributed, or the torch's launcher. If using a different launcher please ensure LOCAL_RANK is set prior to initializing deepspeed. | torch.exception |  |  | DeepSpeed runtime/engine.py _do_args_sanity_check (0.9-0.19): a rank started without a launcher (the env:// refusal's kin: torch.exception, as TorchFormatSweepWordingTest files it)
            File "/opt/conda/lib/python3.10/site-packages/deepspeed/comm/comm.py", line 673, in mpi_discovery\\n    from mpi4py import MPI\\nModuleNotFoundError: No module named 'mpi4py' | python.module-not-found |  |  | DeepSpeed comm/comm.py mpi_discovery's import (0.9-0.19): init_distributed without a launcher's variables goes to MPI discovery
            deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 8 but the current world size is 16. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not currently supported. | checkpoint.mismatch |  |  | DeepSpeed runtime/engine.py _get_all_zero_checkpoints / load "The checkpoint being loaded used a DP world size of %d but the current world size is %d. ..." (0.9-0.19)
            ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a single node), you can set this to `0`. | torch.master-port-in-use |  |  | accelerate utils/launch.py prepare_multi_gpu_env / prepare_deepspeed_cmd_env "Tried to launch distributed communication on port `%s`, but another process is utilizing it. ..." (1.0-1.9; the main machine of a multi-machine launch from 1.5)
            ValueError: Tried to launch on distributed with multinode, but `MASTER_ADDR` env was not set, please try exporting rank 0's hostname as `MASTER_ADDR` | torch.exception |  |  | accelerate state.py PartialState.__init__ (1.0-1.9): a multi-node MULTI_CPU/MPI run without MASTER_ADDR (the env:// refusal's kin: torch.exception)
            AssertionError: When using multiple machines, you need to specify the main process IP. | torch.exception |  |  | accelerate utils/launch.py prepare_simple_launcher_cmd_env "When using multiple machines, you need to specify the main process IP." (1.0-1.9)
            gpu-07: AssertionError: When using multiple machines, you need to specify the main process port. | torch.exception | gpu-07 |  | the same for the port, behind pdsh's prefix
            ValueError: You need to use at least 2 processes to use `--multi_gpu`. | torch.exception |  |  | accelerate commands/launch.py _validate_launch_command (1.0-1.9), as LaunchWrapperWordingTest files it
            OSError: mpirun or mpiexec were not found. Ensure that Intel MPI, Open MPI, or MVAPICH are installed. | launch.command-not-found |  |  | accelerate utils/launch.py _get_mpirun_args (1.0-1.9): a multi-node CPU launch through MPI on a node without it
            ValueError: Your assigned backend nccl is not avaliable, please use gloo | torch.no-gpu |  |  | accelerate state.py PartialState.__init__ "Your assigned backend %s is not avaliable, please use %s" (1.0-1.9; the typo is accelerate's): no GPU seen, so gloo
            ImportError: DeepSpeed is not available => install it using `pip3 install deepspeed` or build it from source | python.module-not-found |  |  | accelerate state.py PartialState.__init__ (1.0-1.9)
            RuntimeError: You set `--ntasks=16` in your SLURM bash script, but this variable is not supported. HINT: Use `--ntasks-per-node=16` instead. | lightning.slurm-mismatch |  |  | Lightning fabric plugins/environments/slurm.py _validate_srun_variables (2.0-2.6)
            node12.cluster.example.org: ValueError: You set `devices=8` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node=4` does not match. HINT: Set `devices=4`. | lightning.slurm-mismatch | node12.cluster.example.org |  | Lightning fabric slurm.py validate_settings (2.1-2.6)
            [rank: 3] ValueError: You set `num_nodes=2` in Lightning, but the number of nodes configured in SLURM `--nodes=4` does not match. HINT: Set `num_nodes=4`. | lightning.slurm-mismatch |  |  | Lightning fabric slurm.py validate_settings (2.1-2.6), behind Lightning's rank prefix
            ValueError: You set `devices=8` and `num_nodes=2` in Lightning, but the product (8 * 2) does not match the world size (8). | parallel.layout-mismatch |  |  | Lightning fabric plugins/environments/torchelastic.py validate_settings (2.1-2.6): torchrun started another number of processes
            lightning_fabric.utilities.exceptions.MisconfigurationException: You requested gpu: [0, 1, 2, 3]\\n But your machine only has: [0] | lightning.devices-mismatch |  |  | Lightning fabric utilities/device_parser.py _check_data_type / _sanitize_gpu_ids (2.0-2.6)
            RuntimeError: The DeepSpeed strategy is only supported on CUDA GPUs but `CPUAccelerator` is used. | torch.no-gpu |  |  | Lightning strategies/deepspeed.py setup_environment (fabric 2.0-2.6, pytorch 2.1-2.6): the node's processes see no GPU
            gpu-07: RuntimeError: DeepSpeed strategy is only supported on GPU but `CPUAccelerator` is used. | torch.no-gpu | gpu-07 |  | Lightning pytorch strategies/deepspeed.py setup_environment (2.0), behind pdsh's prefix
            ImportError: To use the `DeepSpeedStrategy`, you must have DeepSpeed installed. Install it by running `pip install -U deepspeed`. | python.module-not-found |  |  | Lightning fabric strategies/deepspeed.py DeepSpeedStrategy.__init__ (2.0-2.6)
            ImportError: PyTorch >= 2.6 requires DeepSpeed >= 0.16.0. Detected DeepSpeed version: 0.14.4. Please upgrade by running `pip install -U 'deepspeed>=0.16.0'`. | python.package-mismatch |  |  | Lightning fabric strategies/deepspeed.py DeepSpeedStrategy.__init__ (2.6)
            FileNotFoundError: The provided path is not a valid DeepSpeed checkpoint: /scratch/run1/epoch=3-step=1200.ckpt | checkpoint.not-found |  |  | Lightning fabric strategies/deepspeed.py _validate_checkpoint_directory (2.1-2.6): a node-local checkpoint folder another node cannot see
            [2025-12-05 10:00:00,123] [INFO] [comm.py:652:init_distributed] Not using the DeepSpeed or dist launchers, attempting to detect MPI environment... | - |  |  | DeepSpeed comm/comm.py init_distributed INFO (0.9-0.19)
            [2025-12-05 10:00:00,456] [INFO] [comm.py:702:mpi_discovery] Discovered MPI settings of world_rank=0, local_rank=0, world_size=16, master_addr=10.1.2.3, master_port=29500 | - |  |  | DeepSpeed comm/comm.py mpi_discovery INFO (0.9-0.19)
            gpu-07: [2025-12-05 10:00:00,789] [INFO] [comm.py:683:init_distributed] Initializing TorchBackend in DeepSpeed with backend nccl | - |  |  | DeepSpeed comm/comm.py init_distributed INFO (0.9-0.19)
            [2025-12-05 10:00:01,000] [INFO] [logging.py:96:log_dist] [Rank 0] Creating model parallel group with size 2 | - |  |  | DeepSpeed utils/groups.py _create_model_parallel INFO (0.9-0.19)
            The following values were not passed to `accelerate launch` and had defaults used instead:\\n\\t`--num_machines` was set to a value of `1`\\n\\t`--mixed_precision` was set to a value of `'no'`\\n\\t`--dynamo_backend` was set to a value of `'no'`\\nTo avoid this warning pass in values for each of the problematic parameters or run `accelerate config`. | - |  |  | accelerate commands/launch.py _validate_launch_command warning (1.0-1.9)
            UserWarning: Port `29500` is already in use. Accelerate will attempt to launch in a standalone-like mode by finding an open port automatically for this session. If this current attempt fails, or for more control in future runs, please specify a different port (e.g., `--main_process_port <your_chosen_port>`) or use `--main_process_port 0` for automatic selection in your launch command or Accelerate config file. | - |  |  | accelerate utils/launch.py prepare_multi_gpu_env warning (1.5-1.9): one machine, accelerate finds another port and goes on
            Detected kernel version 5.4.0, which is below the recommended minimum of 5.5.0; this can cause the process to hang. It is recommended to upgrade the kernel to the minimum version or higher. | - |  |  | accelerate utils/other.py check_os_kernel warning (1.0-1.9)
            /opt/conda/lib/python3.11/site-packages/lightning/fabric/plugins/environments/torchelastic.py:39: UserWarning: MASTER_ADDR environment variable is not defined. Set as localhost | - |  |  | Lightning fabric torchelastic.py main_address rank_zero_warn (2.0-2.6): a single-node default
            Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/16 | - |  |  | Lightning fabric strategies/ddp.py _setup_distributed / _init_dist_connection INFO (2.0-2.6)
            ----------------------------------------------------------------------------------------------------\\ndistributed_backend=nccl\\nAll distributed processes registered. Starting with 16 processes\\n---------------------------------------------------------------------------------------------------- | - |  |  | Lightning fabric utilities/distributed.py _init_dist_connection rank_zero_info (2.0-2.6)
            UserWarning: A FSDP `auto_wrap_policy` is set, but the model is already wrapped. The policy will be ignored. | - |  |  | Lightning fabric strategies/fsdp.py setup_module rank_zero_warn (2.1-2.6)
            """;

    /**
     * First sight, before any rule of this sweep (the table as committed first): 46 rows, the cause right in 26 and cause and node/peer
     * right in 26 (15 of the 35 failure rows, the 11 look-alikes all); the 20 misses were read as torch.exception or not at all. After
     * the sweep's general rules all rows read right, and a 47th (Lightning 2.0's older DeepSpeed-on-CPU wording, found while writing its
     * rule) with them.
     */
    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
