package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A sweep of the launchers' own messages when a start from one node to many goes wrong, read from their sources:
 * DeepSpeed's launcher (deepspeed/launcher/runner.py, multinode_runner.py, launch.py at v0.9.0, v0.12.0, v0.14.0, v0.16.0, v0.17.0 and
 * v0.18.0: hostfile parsing, --include/--exclude, the ssh check and the master address probe, the pdsh/openmpi/MPICH/Intel MPI/slurm/
 * mvapich runners' refusals, launch.py's checks and its report of a rank that exited), torch.distributed.run and torch elastic
 * (run.py, launcher/api.py, elastic/agent/server/api.py, rendezvous/api.py, registry, static_tcp_rendezvous.py, dynamic_rendezvous.py,
 * etcd_rendezvous.py, c10d_rendezvous_backend.py, utils.py; 1.13-2.x), accelerate's launch (commands/launch.py
 * _validate_launch_command and its launchers, utils/launch.py prepare_*_env; 0.20-1.14), LLaMA-Factory's (src/llamafactory/cli.py and
 * launcher.py, 0.8.0-0.9.5) and ms-swift's (swift/cli/main.py). One row per format string, and per release where the wording differs,
 * filled as the tool fills it (host names and addresses of several shapes, ranks, run ids); the codes of the findings in order ("-": no
 * finding of severity error, the harmless look-alikes: INFO and WARNING lines of a start that goes on), the host and peer of the first;
 * the file, function and releases in the last column. {@code \n} in a text is a line break; cells are split at " ¦ ".
 *
 * <p>Skipped: debug and trace lines (torch elastic's log.debug, DeepSpeed's --log_level debug), internal asserts no user sees
 * (launch.py's "pid file exists but shouldn't", the runner's assert multi_node_exec), features no training job of this kind uses
 * (DeepSpeed's autotuning and its elastic --min/--max_elastic_nodes agent, accelerate's TPU, SageMaker and xla_dist launchers, its
 * dynamo, mixed-precision and FSDP option checks, LLaMA-Factory's and ms-swift's web UI, eval and export commands), the wrappers'
 * outcome lines that repeat a child's exit status (accelerate's CalledProcessError around torchrun, deepspeed or python, ms-swift's
 * sys.exit of torchrun's code: the child's own lines say why), torch elastic's "has failed to shutdown the rendezvous" warning (logged at
 * the agent's own exit after the run; the keep-alive row of ElasticRendezvousWordingTest reads the same event), and the lines other
 * tables already hold with their many shapes (torchrun's ChildFailedError Root Cause block, the agent's death signal, TCPStore's
 * socket texts, argparse's usage errors of torchrun and deepspeed).
 *
 * <p>First sight (the table run before any rule of this sweep): 48 of the 70 rows right, cause and node alike, once four rows follow the
 * readings older tables already fix (DeepSpeed's "Main process received" line no finding, as DeepSpeedRuntimePasteWordingTest reads it;
 * accelerate's three _validate_launch_command refusals torch.exception, as LaunchWrapperWordingTest and FrameworkRuntimeSweepWordingTest
 * file them; the first run, with those four rows expecting other codes, had 44). The other 22 (torchrun's and torch elastic's refusals
 * of their settings, the etcd rendezvous' own time-out and closed lines, the agent's exit barrier line, DeepSpeed's asserts and hostfile
 * error log, accelerate's DeepSpeed checks) read right since their rules in rules.yaml.
 */
class LauncherSweepWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            ValueError: Hostfile contains multiple entries for gpu-07, unable to proceed with launching ¦ deepspeed.launcher-config ¦  ¦  ¦ DeepSpeed runner.py _parse_hostfile (0.9-0.18) f"Hostfile contains multiple entries for {host}, unable to proceed with launching"
            ValueError: Hostfile contains a bad entry: node12.cluster.example.org slot=8, unable to proceed with launching ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py _parse_hostfile (0.10-0.18) f"Hostfile contains a bad entry: {line}, ..." (slot= for slots=)
            ValueError: Hostfile is empty or not formatted correctly, unable to proceed with launching. ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py _parse_hostfile (0.9-0.18)
            [2025-03-01 10:00:00,001] [ERROR] [runner.py:264:_parse_hostfile] Bad hostfile text: ['gpu-07 slots=8', 'gpu-08 slot=8'] ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py _parse_hostfile (0.9-0.18) logger.error(f"Bad hostfile text: {hostfile_lines}") before each of the three raises
            ValueError: include_str and exclude_str are mutually exclusive. ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py parse_resource_filter (0.9-0.18)
            ValueError: Hostname 'ip-10-0-1-17' not found in hostfile ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py parse_resource_filter (0.9-0.18) f"Hostname '{hostname}' not found in hostfile"
            ValueError: No slot '7' specified on host 'nid005018' ¦ deepspeed.launcher-config ¦ nid005018 ¦  ¦ runner.py parse_resource_filter (0.9-0.18) f"No slot '{slot}' specified on host '{hostname}'"
            RuntimeError: MIN:MAX format is only supported in elastic training ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py parse_num_nodes (0.9-0.18)
            RuntimeError: num_nodes 2:4:8 is not in MIN:MAX format ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py parse_num_nodes (0.9-0.18) "num_nodes {} is not in MIN:MAX format".format(...)
            AssertionError: Master Addr is required when elastic training is enabled ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18) assert args.master_addr != "" under --elastic_training
            ValueError: Cannot specify num_nodes/gpus with include/exclude ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18): --num_nodes/--num_gpus beside --include/--exclude
            RuntimeError: Unable to proceed, no GPU resources available ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18): no hostfile and no accelerator seen on this node
            ValueError: Num nodes is >1 but no extra nodes available via hostfile ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18): --num_nodes above 1 without a hostfile
            RuntimeError: Using hostfile at /etc/deepspeed/hostfile but host=x3004c0s7b0n0.hsn.cm.polaris.alcf.anl.gov was not reachable via ssh. If you are running with a single node please remove /etc/deepspeed/hostfile or setup passwordless ssh. ¦ ssh.failed ¦ x3004c0s7b0n0.hsn.cm.polaris.alcf.anl.gov ¦  ¦ runner.py main (0.9-0.18) the ssh check of the first host
            [2025-03-01 10:00:00,001] [ERROR] [runner.py:506:main] Unable to detect suitable master address via 'hostname -I', please manually specify one via --master_addr ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.17-0.18) logger.error with straight quotes, before the CalledProcessError is raised again
            RuntimeError: Unable to detect suitable master address via `hostname -I`, please manually specify one via --master_addr ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18) the RuntimeError when `hostname -I` printed nothing (backticks in every release)
            AssertionError: Launching training without ssh, but --node_rank is not set correctly. ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.16-0.18) assert under --no_ssh
            NotImplementedError: Unknown launcher srun ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18) f"Unknown launcher {args.launcher}"
            RuntimeError: launcher 'openmpi' not installed. ¦ deepspeed.launcher-config ¦  ¦  ¦ runner.py main (0.9-0.18) f"launcher '{args.launcher}' not installed." (mpirun not on PATH)
            ValueError: openmpi backend does not support limiting num nodes/gpus ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py OpenMPIRunner.get_cmd (0.9-0.18) f"{self.name} backend does not support limiting num nodes/gpus"
            ValueError: slurm backend does not support worker include/exclusion ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py SlurmRunner (0.9-0.18) f"{self.name} backend does not support worker include/exclusion"
            ValueError: Intel MPI requires same number of devices per node ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py IMPIRunner.get_cmd (0.10-0.18)
            ValueError: mvapich requires same number of devices per node ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py MVAPICHRunner.get_cmd (0.9-0.18)
            AssertionError: slurm backend does not support remapping visible devices ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py SlurmRunner.get_cmd (0.9-0.18) assert on --detect_nvlink_pairs
            OSError: MPI environment variables are not set. Ensure you are running the script with an MPI-compatible launcher. ¦ deepspeed.launcher-config ¦  ¦  ¦ multinode_runner.py OpenMPIRunner (0.16.9-0.18) EnvironmentError (OSError) when OMPI_COMM_WORLD_* are missing
            ValueError: world_info can not be None ¦ deepspeed.launcher-config ¦  ¦  ¦ launch.py main (0.9-0.18)
            AssertionError: Max and Min nodes should be positive ¦ deepspeed.launcher-config ¦  ¦  ¦ launch.py main (0.9-0.18) under --enable_elastic_training
            gpu-08: [2025-03-01 10:05:00,123] [ERROR] [launch.py:341:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank=5', '--deepspeed'] exits with return code = 1 ¦ deepspeed.rank-exit ¦ gpu-08 ¦  ¦ launch.py sigkill_handler (0.9-0.18) f"{cmd} exits with return code = {last_return_code}", behind pdsh's prefix
            10.1.2.3: [2025-03-01 10:05:00,123] [INFO] [launch.py:344:sigkill_handler] Main process received SIGTERM, exiting ¦ - ¦  ¦  ¦ launch.py sigkill_handler (0.9-0.18) f"Main process received {sig_names[signum]}, exiting": the launcher itself was stopped from outside, no rank failed (as DeepSpeedRuntimePasteWordingTest reads it)
            [2025-03-01 10:00:00,100] [INFO] [launch.py:162:main] WORLD INFO DICT: {'gpu-07': [0, 1, 2, 3], 'gpu-08': [0, 1, 2, 3]}\\n[2025-03-01 10:00:00,100] [INFO] [launch.py:168:main] nnodes=2, num_local_procs=4, node_rank=0 ¦ - ¦  ¦  ¦ launch.py main (0.9-0.18) INFO lines of a start that goes on
            [2025-03-01 10:00:00,050] [INFO] [runner.py:515:main] Using IP address of 10.0.0.5 for node gpu-07 ¦ - ¦  ¦  ¦ runner.py main (0.9-0.18) INFO: the master address found
            Detected VISIBLE_DEVICES=0,1 but ignoring it because one or several of --include/--exclude/--num_gpus/--num_nodes cl args were used. If you want to use CUDA_VISIBLE_DEVICES don't pass any of these arguments to deepspeed. ¦ - ¦  ¦  ¦ runner.py main (0.16-0.18) print: a note, the launch goes on
            [2025-03-01 10:00:00,001] [WARNING] [runner.py:232:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only. ¦ - ¦  ¦  ¦ runner.py fetch_hostfile (0.9-0.18) WARNING, the run goes on on one node
            ValueError: Unsupported nproc_per_node value: gpus ¦ torch.launcher-config ¦  ¦  ¦ torch run.py determine_local_world_size (1.13-2.x) f"Unsupported nproc_per_node value: {nproc_per_node}"
            ValueError: Unsupported nproc_per_node value:  ¦ torch.launcher-config ¦  ¦  ¦ the same with an empty $NPROC_PER_NODE
            ValueError: Cuda is not available. ¦ torch.no-gpu ¦  ¦  ¦ run.py determine_local_world_size (1.13-2.x): --nproc-per-node=gpu on a node whose torch sees no GPU
            RuntimeError: nnodes=2:x is not in "MIN:MAX" format ¦ torch.launcher-config ¦  ¦  ¦ run.py parse_min_max_nnodes (1.13-2.x) f'nnodes={nnodes} is not in "MIN:MAX" format'
            ValueError: Don't use both the '--no-python' flag and the '--module' flag at the same time. ¦ torch.launcher-config ¦  ¦  ¦ run.py config_from_args (1.13-2.x)
            ValueError: rank is absent in RendezvousParameters.Try add --node-rank to the cmd request ¦ torch.launcher-config ¦  ¦  ¦ static_tcp_rendezvous.py create_rdzv_handler (2.0-2.x): --rdzv-backend=static without --node-rank (the two strings joined without a blank)
            ValueError: rank is absent in RendezvousParameters.Try add --node_rank to the cmd request ¦ torch.launcher-config ¦  ¦  ¦ the same in 1.13 (--node_rank)
            ValueError: endpoint is absent in RendezvousParametersTry add --master-port and --master-addr to the cmd request ¦ torch.launcher-config ¦  ¦  ¦ static_tcp_rendezvous.py create_rdzv_handler (2.0-2.x): no --master-addr/--master-port
            ValueError: The rendezvous backend 'etdc' is not registered. Did you forget to call `register`? ¦ torch.launcher-config ¦  ¦  ¦ rendezvous/api.py RendezvousHandlerRegistry.create_handler (1.13-2.x): a misspelt --rdzv-backend
            ValueError: The minimum number of rendezvous nodes (0) must be greater than zero. ¦ torch.launcher-config ¦  ¦  ¦ rendezvous/api.py RendezvousParameters (1.13-2.x): --nnodes 0 (an empty $NNODES arithmetic)
            ValueError: The maximum number of rendezvous nodes (1) must be greater than or equal to the minimum number of rendezvous nodes (2). ¦ torch.launcher-config ¦  ¦  ¦ rendezvous/api.py RendezvousParameters (1.13-2.x): --nnodes=2:1
            torch.distributed.elastic.rendezvous.api.RendezvousClosedError ¦ torch.rendezvous-closed ¦  ¦  ¦ dynamic_rendezvous.py _DistributedRendezvousOpExecutor.run (1.13-2.x) raise RendezvousClosedError without a message
            torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError ¦ torch.rendezvous-timeout ¦  ¦  ¦ dynamic_rendezvous.py _DistributedRendezvousOpExecutor.run (1.13-2.x) raise RendezvousTimeoutError without a message: the other nodes did not join in --rdzv-conf join_timeout
            INFO:torch.distributed.elastic.rendezvous.etcd_rendezvous:Rendezvous timeout occured in EtcdRendezvousHandler ¦ torch.rendezvous-timeout ¦  ¦  ¦ etcd_rendezvous.py next_rendezvous (1.13-2.0) log.info before the timeout is raised again ("occured")
            I0301 10:00:00.000000 1234 torch/distributed/elastic/rendezvous/etcd_rendezvous.py:229] Rendezvous timeout occurred in EtcdRendezvousHandler ¦ torch.rendezvous-timeout ¦  ¦  ¦ etcd_rendezvous.py (2.1-2.x) "occurred", glog-style
            INFO:torch.distributed.elastic.rendezvous.etcd_rendezvous:Rendezvous for run_id=llama70b-ft was observed to be closed ¦ torch.rendezvous-closed ¦  ¦  ¦ etcd_rendezvous.py next_rendezvous (1.13-2.x) "Rendezvous for run_id=%s was observed to be closed" before RendezvousClosedError is raised again
            node12.cluster.example.org: E0301 10:30:00.118955 139795948843008 torch/distributed/elastic/agent/server/api.py:951] Error waiting on exit barrier. Elapsed: 300.10335206985474 seconds ¦ torch.rendezvous-timeout ¦ node12.cluster.example.org ¦  ¦ elastic/agent/server/api.py _exit_barrier (1.13-2.x) log.exception, behind pdsh's prefix
            I0301 10:00:00.000000 1234 torch/distributed/elastic/agent/server/api.py:889] [default] Worker group FAILED. 3/3 attempts left; will restart worker group ¦ - ¦  ¦  ¦ agent/server/api.py _invoke_run (1.13-2.x) INFO: a restart by --max-restarts, no failure by itself
            INFO:torch.distributed.elastic.agent.server.api:[default] Detected 1 new nodes from group_rank=0; will restart worker group ¦ - ¦  ¦  ¦ agent/server/api.py _invoke_run (1.13-2.0): a node joined, the group restarts
            INFO:torch.distributed.elastic.agent.server.api:Local worker group finished (WorkerState.SUCCEEDED). Waiting 300 seconds for other agents to finish ¦ - ¦  ¦  ¦ agent/server/api.py _exit_barrier (1.13-2.0) INFO: this node is done
            W0301 10:00:00.000000 1234 torch/distributed/run.py:792] \\nW0301 10:00:00.000000 1234 torch/distributed/run.py:792] *****************************************\\nW0301 10:00:00.000000 1234 torch/distributed/run.py:792] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. ¦ - ¦  ¦  ¦ run.py config_from_args (1.13-2.x) WARNING: a note every multi-process start prints
            /opt/conda/lib/python3.10/site-packages/torch/distributed/launch.py:181: FutureWarning: The module torch.distributed.launch is deprecated\\nand will be removed in future. Use torchrun.\\nNote that --use-env is set by default in torchrun. ¦ - ¦  ¦  ¦ torch/distributed/launch.py (1.13-2.x) the deprecation warning
            ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a single node), you can set this to `0`. ¦ torch.master-port-in-use ¦  ¦  ¦ accelerate utils/launch.py prepare_multi_gpu_env / prepare_deepspeed_cmd_env (0.25-1.14) on machine_rank 0 of several
            ConnectionError: Tried to launch distributed communication on port `29501`, but another process is utilizing it. Please specify a different port (such as using the `----main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a single node), you can set this to `0`. ¦ torch.master-port-in-use ¦  ¦  ¦ accelerate utils/launch.py (0.20-0.24) with the doubled "----"
            UserWarning: Port `29500` is already in use. Accelerate will attempt to launch in a standalone-like mode by finding an open port automatically for this session. If this current attempt fails, or for more control in future runs, please specify a different port (e.g., `--main_process_port <your_chosen_port>`) or use `--main_process_port 0` for automatic selection in your launch command or Accelerate config file. ¦ - ¦  ¦  ¦ accelerate utils/launch.py (1.1-1.14) warnings.warn on one machine: it picks another port and goes on
            ValueError: You need to use at least 2 processes to use `--multi_gpu`. ¦ torch.exception ¦  ¦  ¦ accelerate commands/launch.py _validate_launch_command (0.20-1.14): --multi_gpu with --num_processes 1 (torch.exception, as LaunchWrapperWordingTest files accelerate's own refusals)
            ValueError: You can only use one of `--cpu`, `--multi_gpu`, `--tpu`, `--use_deepspeed`, `--use_fsdp` at a time. ¦ torch.exception ¦  ¦  ¦ accelerate commands/launch.py _validate_launch_command (0.20-1.14): two launch modes at once
            ValueError: Less than two GPU ids were configured and tried to run on on multiple GPUs. Please ensure at least two are specified for `--gpu_ids`, or use `--gpu_ids='all'`. ¦ torch.exception ¦  ¦  ¦ accelerate commands/launch.py _validate_launch_command (0.20-1.14): the doubled "on on" as printed
            ImportError: DeepSpeed is not installed => run `pip3 install deepspeed` or build it from source. ¦ python.module-not-found ¦  ¦  ¦ accelerate commands/launch.py deepspeed_launcher (0.20-1.14)
            OSError: mpirun or mpiexec were not found. Ensure that Intel MPI, Open MPI, or MVAPICH are installed. ¦ launch.command-not-found ¦  ¦  ¦ accelerate utils/launch.py prepare_simple_launcher_cmd_env (0.26-1.14): --mpirun_hostfile given, no MPI launcher on PATH
            ValueError: nossh launcher requires DeepSpeed >= 0.14.5 ¦ python.package-mismatch ¦  ¦  ¦ accelerate utils/launch.py prepare_deepspeed_cmd_env (0.33-1.14): --deepspeed_multinode_launcher nossh with an older DeepSpeed
            The following values were not passed to `accelerate launch` and had defaults used instead:\\n\\t`--num_machines` was set to a value of `1`\\n\\t`--mixed_precision` was set to a value of `'no'` ¦ - ¦  ¦  ¦ accelerate commands/launch.py _validate_launch_command (0.20-1.14) logger.warning: defaults, no failure
            [INFO|2025-03-01 10:00:00] llamafactory.cli:143 >> Initializing 16 distributed tasks at: 127.0.0.1:29500\\n[INFO|2025-03-01 10:00:00] llamafactory.cli:143 >> Multi-node training enabled: num nodes: 2, node rank: 1 ¦ torch.master-loopback ¦  ¦  ¦ LLaMA-Factory cli.py / launcher.py (0.9.2-0.9.5) info_rank0: NNODES=2 without MASTER_ADDR, whose default is 127.0.0.1
            [INFO|2025-03-01 10:00:00] llamafactory.cli:143 >> Initializing 8 distributed tasks at: 10.0.0.5:29500\\n[INFO|2025-03-01 10:00:00] llamafactory.cli:143 >> Multi-node training enabled: num nodes: 2, node rank: 0 ¦ - ¦  ¦  ¦ the same with MASTER_ADDR set: a start that goes on
            04/01/2024 10:00:00 - INFO - llamafactory.cli - Initializing distributed tasks at: 127.0.0.1:26543 ¦ - ¦  ¦  ¦ LLaMA-Factory cli.py (0.8.0-0.9.1) one node (FORCE_TORCHRUN without NNODES): loopback is right there
            run sh: `torchrun --nproc_per_node 8 --master_port 29500 --nnodes 2 --node_rank 1 --master_addr 10.0.0.5 /opt/conda/lib/python3.10/site-packages/swift/cli/sft.py --model Qwen/Qwen2.5-7B-Instruct` ¦ - ¦  ¦  ¦ ms-swift swift/cli/main.py cli_main (2.x-3.x) print: the torchrun line it runs
            torchrun: error: argument --node-rank/--node_rank: invalid int value: '' ¦ torch.launcher-config ¦  ¦  ¦ ms-swift main.py get_torchrun_args passes an empty $NODE_RANK as "--node_rank ''": torch run.py's argparse (2.x) refuses it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
