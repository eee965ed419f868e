package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed's launcher: the runner (`deepspeed`, launcher/runner.py) reads the hostfile and --include/--exclude, probes
 * the nodes over ssh and starts launcher/launch.py on each through a multinode runner (pdsh, openmpi, MPICH, Intel MPI, mvapich, slurm);
 * launch.py starts the ranks and reports the first that exits (sigkill_handler). One row per wording and version, from the format strings
 * read at v0.9.0, v0.12.0, v0.14.0 and v0.16.0 (runner.py, multinode_runner.py, launch.py, comm/comm.py), with the tools they run (pdsh's ssh
 * module, OpenSSH, argparse, hostname(1)); host names of several shapes, behind a pdsh prefix where the runner's pdsh prints it. Columns:
 * the codes of the findings in order ("-": no finding of severity error), the host of the first, the source.
 */
class DeepSpeedLauncherWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            [2024-06-01 10:00:01,123] [WARNING] [runner.py:202:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only. | - | | runner.py fetch_hostfile (0.3-0.16): a warning, the run goes on with the local GPUs
            Detected CUDA_VISIBLE_DEVICES=1: setting --include=localhost:1 | - | | runner.py main (0.9-0.16) print: no failure
            [2024-06-01 10:00:02,001] [INFO] [runner.py:568:main] cmd = pdsh -S -f 1024 -w gpu-07,gpu-08 export NCCL_DEBUG=WARN; cd /work; /usr/bin/python3 -u -m deepspeed.launcher.launch --world_info=eyJncHUtMDciOiBbMF19 --node_rank=%n --master_addr=10.1.2.3 --master_port=29500 train.py | - | | runner.py main (0.9-0.16) the pdsh runner's command line: no failure
            [2024-06-01 10:00:02,001] [INFO] [runner.py:568:main] cmd = mpirun -n 16 -hostfile /job/hostfile --mca btl ^openib --mca btl_tcp_if_include eth0 -x UCX_TLS=tcp -x PYTHONPATH=/work python -u train.py | - | | multinode_runner.py OpenMPIRunner.get_cmd (0.9-0.16) the openmpi runner's command line: no failure
            ValueError: Hostfile contains a bad entry: gpu-07 lots=8, unable to proceed with launching | deepspeed.launcher-config | | runner.py _parse_hostfile (0.10-0.16) f-string
            ValueError: Hostfile contains a bad entry: {line}, unable to proceed with launching | deepspeed.launcher-config | | runner.py _parse_hostfile (0.8-0.9, the f missing)
            ValueError: Hostfile contains multiple entries for node12.cluster.example.org, unable to proceed with launching | deepspeed.launcher-config | | runner.py _parse_hostfile (0.8-0.16)
            ValueError: Hostfile is empty or not formatted correctly, unable to proceed with launching. | deepspeed.launcher-config | | runner.py _parse_hostfile (0.8-0.16)
            ValueError: Hostname 'gpu-09' not found in hostfile | deepspeed.launcher-config | | runner.py parse_resource_filter (0.3-0.16): --include/--exclude names a host the hostfile lacks
            ValueError: No slot '3' specified on host 'gpu-07' | deepspeed.launcher-config | gpu-07 | runner.py parse_resource_filter (0.3-0.16): the slot is missing on that host
            ValueError: No slot '1' specified on host '10.1.2.3' | deepspeed.launcher-config | 10.1.2.3 | the same with an address in the hostfile
            ValueError: include_str and exclude_str are mutually exclusive. | deepspeed.launcher-config | | runner.py parse_resource_filter (0.3-0.16)
            ValueError: Cannot specify num_nodes/gpus with include/exclude | deepspeed.launcher-config | | runner.py main (0.3-0.16)
            ValueError: Num nodes is >1 but no extra nodes available via hostfile | deepspeed.launcher-config | | runner.py main (0.3-0.16)
            RuntimeError: num_nodes 2:x is not in MIN:MAX format | deepspeed.launcher-config | | runner.py parse_num_nodes (0.9-0.16)
            RuntimeError: launcher 'pdsh' not installed. | deepspeed.launcher-config | | runner.py main (0.6-0.16)
            NotImplementedError: Unknown launcher mpi | deepspeed.launcher-config | | runner.py main (0.3-0.16): --launcher names no runner DeepSpeed has
              File "/opt/conda/lib/python3.10/site-packages/deepspeed/launcher/runner.py", line 277, in parse_resource_filter\\n    slots = [int(x) for x in slots.split(SLOT_SEP)]\\nValueError: invalid literal for int() with base 10: '' | deepspeed.launcher-config | | runner.py parse_resource_filter (0.3-0.15): an --include/--exclude slot list that is not numbers ('node1:' or 'node1:0,,1')
              File "/opt/conda/lib/python3.10/site-packages/deepspeed/launcher/runner.py", line 276, in parse_node_config\\n    slots = [int(x) for x in slots.split(SLOT_SEP)]\\nValueError: invalid literal for int() with base 10: 'a' | deepspeed.launcher-config | | runner.py parse_node_config (0.16) the same parse moved
              File "/usr/local/lib/python3.8/dist-packages/deepspeed/launcher/runner.py", line 300, in parse_resource_filter\\n    hostname, slots = node_config.split(SLOT_LIST_START)\\nValueError: too many values to unpack (expected 2) | deepspeed.launcher-config | | runner.py parse_resource_filter (0.3-0.15): 'host:0:1' in --include
            ValueError: Bad range: '0-', range end must larger than or equal to start | deepspeed.launcher-config | | launch.py parse_range (0.9-0.16): --bind_core_list
            ValueError: Bad range: '4-2,1', range must be either a number or two number separated by dash | deepspeed.launcher-config | | launch.py parse_range (0.9-0.16)
            ValueError: Don't use both the '--no_python' flag and the '--module' flag at the same time. | deepspeed.launcher-config | | launch.py main (0.5-0.16)
            ValueError: /scratch/logs/rank.log should not be a file, it should be a directory. | deepspeed.launcher-config | | launch.py main (0.9-0.16): --enable_each_rank_log given a file
            ValueError: unable to create directory /proj/ro/logs for each rank log. | deepspeed.launcher-config | | launch.py main (0.9-0.16): --enable_each_rank_log on a path it cannot create
            Unknown launcher: slurm2 | - | | another tool's wording without DeepSpeed's exception name: no finding
            ValueError: world_info can not be None | deepspeed.launcher-config | | launch.py main (0.3-0.16): launch.py started without the runner's --world_info
            usage: launch.py [-h] [--node_rank NODE_RANK] [--master_addr MASTER_ADDR]\\nlaunch.py: error: the following arguments are required: training_script, training_script_args | deepspeed.launcher-config | | launch.py parse_args (0.3-0.16) argparse: the command line reached the launcher without the script (a broken line continuation, an empty variable)
            gpu-07: launch.py: error: the following arguments are required: training_script, training_script_args | deepspeed.launcher-config | gpu-07 | the same on a node, behind pdsh's prefix
            deepspeed: error: the following arguments are required: user_script, user_args | deepspeed.launcher-config | | runner.py parse_args (0.3-0.16) argparse, prog "deepspeed"
            deepspeed: error: argument --num_gpus/--num_accelerators: invalid int value: 'all' | deepspeed.launcher-config | | runner.py parse_args (0.14-0.16) argparse
            KeyError: 'PDSH_SSH_ARGS_APPEND' | deepspeed.launcher-config | | multinode_runner.py PDSHRunner.get_cmd (0.10.1-0.14.0): --ssh_port appends to PDSH_SSH_ARGS_APPEND, which is unset (fixed in 0.14.1)
            subprocess.CalledProcessError: Command '['hostname -I']' returned non-zero exit status 64. | deepspeed.launcher-config | | comm/comm.py mpi_discovery (0.3-0.15) check_output
            hostname: invalid option -- 'I' | deepspeed.launcher-config | | GNU inetutils hostname(1) asked `hostname -I` by DeepSpeed's MPI discovery or runner
            hostname: invalid option -- 'I'\\nTry 'hostname --help' or 'hostname --usage' for more information. | deepspeed.launcher-config | | GNU inetutils hostname(1) with its second line, as DeepSpeed's MPI discovery (0.3-0.15) lets it through
            [2024-09-05 04:11:37,288] [INFO] [comm.py:667:init_distributed] Not using the DeepSpeed or dist launchers, attempting to detect MPI environment...\\nhostname: invalid option -- 'I' | deepspeed.launcher-config | | comm/comm.py init_distributed (0.9-0.15) INFO, then hostname(1)
            hostname: unrecognized option: I | deepspeed.launcher-config | | busybox hostname(1), the same
            ValueError: MPICH requires same number of devices per node | deepspeed.launcher-config | | multinode_runner.py MPICHRunner (0.9-0.16)
            ValueError: openmpi backend does not support worker include/exclusion | deepspeed.launcher-config | | multinode_runner.py (0.3-0.16)
            subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no gpu-08 hostname' returned non-zero exit status 255. | ssh.failed | gpu-08 | runner.py main ssh check (0.7-0.13)
            RuntimeError: Using hostfile at /job/hostfile but host=node12.cluster.example.org was not reachable via ssh. If you are running with a single node please remove /job/hostfile or setup passwordless ssh. | ssh.failed | node12.cluster.example.org | runner.py main (0.7-0.16)
            pdsh@gpu-07: gpu-08: ssh exited with exit code 255 | ssh.failed | gpu-08 | pdsh ssh rcmd module (2.x)
            gpu-08: Host key verification failed. | ssh.failed | gpu-08 | OpenSSH behind pdsh's prefix
            gpu-08: ssh: connect to host gpu-08 port 22: Connection refused | ssh.failed | gpu-08 | OpenSSH: sshd listens on another port (--ssh_port, 0.10.1+)
            10.1.2.3: root@10.1.2.3: Permission denied (publickey). | ssh.failed | 10.1.2.3 | OpenSSH behind pdsh's prefix
            pdsh@login1: gpu-08: rcmd: socket: Permission denied | pdsh.rcmd-failed | gpu-08 | pdsh rcmd module (2.x): pdsh without ssh as its rcmd
            gpu-07: [2024-06-01 10:00:01,123] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank=3'] exits with return code = -9 | deepspeed.rank-exit | gpu-07 | launch.py sigkill_handler (0.5-0.16) behind pdsh's prefix
            [2024-06-01 10:00:01,120] [INFO] [launch.py:316:sigkill_handler] Killing subprocess 12345 | deepspeed.rank-exit | | launch.py sigkill_handler (0.5-0.16) INFO alone: the launcher kills its ranks only once one ended or it was signalled (doc106: a signal is read from its own 'Main process received' line, DeepSpeedRuntimePasteWordingTest)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
