package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * An audit of Slurm's own format strings (SchedMD/slurm, tags slurm-20-11-9-1, 22-05-11, 23-02-8, 23-11-11, 24-11-7,
 * 25-05-8 and 25-11-7) for what a multi-node job's output, or the slurmd/slurmctld log an admin pastes with it, can show when a step does
 * not start or is stopped: srun's and libslurm's launch errors that name no node (or name it by its index), Slurm's message forwarding,
 * the working directory, SPANK plugins, the cgroup plugins, slurmctld's reasons a request can never run, the authentication errors, and
 * the 25.11 forms of lines read before. Rows the earlier tables hold (SweepFormatWordingTest, LauncherWordingTest, SchedulerWordingTest,
 * LaunchWordingTest) are not repeated. Each row: text | codes of the findings in order ("-": none) | host of the first | peer of the first
 * | file, function and releases of the format string. {@code \n} in a text is a line break. rules.yaml's doc13 block holds the patterns.
 */
class SlurmStepWordingTest extends WordingTable {
    private static final String ROWS = """
            srun: error: task 3 launch failed: Slurmd could not execve job | slurm.launch-failed | | | src/api/step_launch.c _launch_handler (20.11-25.11): error("task %u launch failed: %s", ..., slurm_strerror(rc)), no node in it
            srun: error: task 0 launch failed: Error configuring interconnect | slurm.launch-failed | | | the same with ESLURM_INTERCONNECT_FAILURE's text
            srun: error: Task launch for StepId=4242.0 failed on node gpu-07: Invalid job credential\\nsrun: error: task 0 launch failed: Invalid job credential | slurm.launch-failed | gpu-07 | | step_launch.c: the node's "Task launch for %ps failed on node %s: %m" names it; the per-task line is a fallback
            srun: error: Cannot communicate with node 3.  Aborting job. | slurm.node-fail | | | step_launch.c _check_io_timeout (20.11-25.11): error("Cannot communicate with node %d.  Aborting job."), the node's index in the allocation
            srun: error: Failure sending signal 15 to StepId=4242.0 on node gpu-07: Communication connection failure | slurm.step-launch-timeout | gpu-07 | | step_launch.c _fwd_signal (20.11-25.11): error("Failure sending signal %d to %ps on node %s: %s")
            srun: error: Failure sending signal 9 to StepId=4242.0+1 on node node12.cluster.example.org: Socket timed out on send/recv operation | slurm.step-launch-timeout | node12.cluster.example.org | | the same, a het step and a full host name
            [2021-05-02T10:11:12.345] error: fwd_tree_thread: gpu-07 failed to forward the message, expecting 4 ret got only 1 | slurm.step-launch-timeout | | | src/common/forward.c (20.11-23.02): error("fwd_tree_thread: %s failed to forward the message, expecting %d ret got only %d"): the node named is the one that forwarded, not one that failed
            [2024-05-02T10:11:12.345] error: _fwd_tree_thread: 10.1.2.3 failed to forward the message, expecting 8 ret got only 2 | slurm.step-launch-timeout | | | forward.c (23.11-25.11): the same with __func__ "_fwd_tree_thread"
            [2021-05-02T10:11:12.345] error: forward_thread to gpu-07: Connection refused | slurm.step-launch-timeout | gpu-07 | | forward.c (20.11): error("forward_thread to %s: %m")
            [2022-10-01T10:00:00.000] error: forward_thread to gpu-07 (10.1.2.3:6818): Connection timed out | slurm.step-launch-timeout | gpu-07 | | forward.c (22.05-23.02): error("forward_thread to %s (%pA): %m")
            [2025-05-02T10:11:12.345] error: _forward_thread: failed to node12.cluster.example.org (10.1.2.3:6818): Connection refused | slurm.step-launch-timeout | node12.cluster.example.org | | forward.c (23.11-25.11): error("%s: failed to %s (%pA): %m")
            [2024-05-02T10:11:12.345] error: fwd_tree_thread: can't find address for host gpu-07, check slurm.conf | slurm.launch-failed | gpu-07 | | forward.c (20.11-23.02): error("fwd_tree_thread: can't find address for host %s, check slurm.conf")
            [2025-12-02T10:11:12.345] error: _fwd_tree_get_addr: can't find address for host gpu-07 in alias_addrs | slurm.launch-failed | gpu-07 | | forward.c (25.11): error("%s: can't find address for host %s in alias_addrs")
            slurmstepd: error: couldn't chdir to `/home/alice/run': No such file or directory: going to /tmp instead | slurm.launch-failed | | | src/slurmd/slurmstepd/mgr.c _drop_privileges/_become_user (20.11-25.11): error("couldn't chdir to `%s': %m: going to /tmp instead")
            slurmstepd-node12: error: couldn't chdir to `/scratch/alice/run': Permission denied: going to /tmp instead | slurm.launch-failed | node12 | | the same, EACCES, slurmstepd's prefix naming the node
            slurmstepd: error: couldn't chdir to `/lustre/proj/run': No such file or directory | slurm.launch-failed | | | mgr.c (23.02-25.11): a container step's error("couldn't chdir to `%s': %m"), no fallback to /tmp
            > slurmstepd: error: couldn’t chdir to `/nas/proj’: Permission denied: going to /tmp instead | slurm.launch-failed | | | the same as a forum renders it: typographic quotes in "couldn’t" and after the directory, a quote's "> "
            slurmstepd: error: couldn't chdir to /tmp either. dying. | slurm.launch-failed | | | mgr.c (20.11-25.11): error("couldn't chdir to /tmp either. dying.")
            slurmstepd: error: spank: required plugin private-tmpdir.so: init_post_opt() failed with rc=-1 | slurm.launch-failed | | | src/common/plugstack.c (20.11-23.02) / spank.c (23.11-25.11) _do_call_stack: error("spank: required plugin %s: %s() failed with rc=%d")
            srun: error: spank: required plugin spank_lua.so: local_user_init() failed with rc=1 | slurm.launch-failed | | | the same on srun's side ("local_user_init")
            slurmstepd: error: spank: required plugin pyxis.so: task_init() failed with rc=-1 | pyxis.failed | | | the same for pyxis installed as pyxis.so (xbasename of plugstack.conf's path): pyxis's finding
            srun: error: spank: /usr/lib64/slurm/private-tmpdir.so: Plugin file not found | slurm.launch-failed | | | plugstack.c / spank.c _spank_plugin_create: error("spank: %s: %s", path, plugin_strerror / slurm_strerror(e)) for a required plugin
            slurmstepd: error: spank: /opt/slurm/lib/slurm/x11.so: Incompatible plugin version | slurm.launch-failed | | | the same, a plugin built for another release
            slurmstepd: error: Failed to invoke spank plugin stack | slurm.launch-failed | | | slurmstepd task.c exec_task (20.11-25.11): error("Failed to invoke spank plugin stack")
            slurmstepd: error: spank_task_init_privileged failed | slurm.launch-failed | | | slurmstepd mgr.c (20.11-25.11): error("spank_task_init_privileged failed")
            srun: error: Failure in local plugin stack | slurm.launch-failed | | | src/srun/srun_job.c (20.11-25.11): error("Failure in local plugin stack")
            sbatch: error: Failed to initialize plugin stack | slurm.allocation-failed | | | src/sbatch/sbatch.c, salloc.c (20.11-25.11): error("Failed to initialize plugin stack"): nothing was submitted
            salloc: error: Plugin stack post-option processing failed | slurm.allocation-failed | | | sbatch.c / salloc.c (20.11-25.11): error("Plugin stack post-option processing failed")
            sbatch: error: Memory specification can not be satisfied\\nsbatch: error: Batch job submission failed: Requested node configuration is not available | slurm.allocation-failed | | | slurmctld node_scheduler.c _set_err_msg (20.11-25.11): the reason before slurm_strerror's, both one finding
            sbatch: error: CPU count per node can not be satisfied | slurm.allocation-failed | | | _set_err_msg: "CPU count per node can not be satisfied"
            salloc: error: Temporary disk specification can not be satisfied | slurm.allocation-failed | | | _set_err_msg: "Temporary disk specification can not be satisfied"
            srun: error: Socket, core and/or thread specification can not be satisfied | slurm.allocation-failed | | | _set_err_msg: "Socket, core and/or thread specification can not be satisfied"
            sbatch: error: Node feature requirements can not be satisfied | slurm.allocation-failed | | | node_scheduler.c _build_node_list: "Node feature requirements can not be satisfied" (--constraint)
            sbatch: error: Required nodes outside of the reservation | slurm.allocation-failed | | | node_scheduler.c: "Required nodes outside of the reservation" (--nodelist with --reservation)
            sbatch: Job creation temporarily disabled, retrying | - | | | sbatch.c (20.11-25.11): info("%s") with "Job creation temporarily disabled, retrying" (nodes powering up): it is submitted
            slurmstepd: error: unable to create step StepId=4242.0 cgroup | slurm.launch-failed | | | cgroup/v2 cgroup_v2.c (22.05-25.11): error("unable to create step %ps cgroup")
            slurmstepd-gpu-07: error: unable to instantiate step StepId=4242.batch user procs cgroup | slurm.launch-failed | gpu-07 | | cgroup_v2.c: error("unable to instantiate step %ps user procs cgroup")
            slurmstepd: error: task/cgroup: unable to create job 4242 cgroup | slurm.launch-failed | | | cgroup v1 (20.11: "%s: unable to create job %u cgroup")
            slurmstepd: error: unable to create JobId=4242 cgroup | slurm.launch-failed | | | cgroup_v2.c (25.11): error("unable to create %pI cgroup")
            slurmstepd: error: cgroup namespace 'freezer' not mounted. aborting | slurm.launch-failed | | | xcgroup / cgroup_v1.c (20.11-25.11): error("cgroup namespace '%s' not mounted. aborting")
            slurmd: error: cannot initialize cgroup directory for stepds | slurm.launch-failed | | | cgroup_v2.c _init_new_scope (22.05-23.02): error("cannot initialize cgroup directory for stepds"): slurmd does not start
            slurmd: error: cannot initialize cgroup directory for stepds: if the scope /sys/fs/cgroup/system.slice/slurmstepd.scope already exists it means the associated cgroup directories disappeared and the scope entered in a failed state. | slurm.launch-failed | | | cgroup_v2.c (23.02-25.11): the same with the scope it could not make
            Aug 18 20:57:02 gpu-07 slurmd[8713]: slurmd: error: Unable to initialize cgroup plugin | slurm.launch-failed | gpu-07 | | slurmd.c (22.05-25.11): error("Unable to initialize cgroup plugin"), through the journal whose header names the node
            slurmstepd: error: task/cgroup: unable to add task[pid=903] to memory cg '(null)' | - | | | task_cgroup_memory.c (20.11): the task runs without the memory limit, not a failure of the job
            [2025-12-01T10:00:00.000] error: JobId=4242 prolog failed status=1:0 | slurm.launch-failed | | | slurmd req.c (25.11): error("%pI prolog failed status=%d:%d"), %pI as "JobId=%u"
            [2025-12-01T10:00:00.000] error: JobId=4242 SLUID=sAB12CD34 prolog failed status=1:0 | slurm.launch-failed | | | the same with the SLUID 25.11's %pI adds when the job has one
            [2025-12-01T10:00:00.000] error: JobId=4242 epilog failed status=1:0 | slurm.epilog-failed | | | req.c (25.11) "%pI epilog failed status=%d:%d": after the job, its own code (the job may have succeeded)
            slurmstepd: error: StepId=4242.batch exceeded virtual memory limit (1048576 > 524288), being killed | slurm.oom | | | jobacct_gather.c (20.11-25.11): error("%ps exceeded virtual memory limit (%"PRIu64" > %"PRIu64"), being killed")
            slurmstepd: error: JobId=4242 exceeded memory limit (1048576 > 524288), being killed | slurm.oom | | | the same "%ps exceeded memory limit" with a job's id ("JobId=%u")
            slurmstepd: error: Exceeded step memory limit at some point. | slurm.oom | | | jobacct_gather / task cgroup (20.11-25.11): "Exceeded step memory limit at some point."
            slurmstepd: error: Munge decode failed: Rewound credential\\nslurmstepd: error: Check for out of sync clocks | slurm.munge | | | auth_munge.c (20.11-25.11): error("Munge decode failed: %s"), then "Check for out of sync clocks" for EMUNGE_CRED_REWOUND
            srun: error: slurm_send_node_msg: auth_g_create: REQUEST_RESOURCE_ALLOCATION has authentication error | slurm.munge | | | slurm_protocol_api.c (22.05-25.11): error("%s: auth_g_create: %s has authentication error")
            [2024-01-01T00:00:00.000] error: slurm_unpack_received_msg: [[gpu-07]:45678] auth_g_verify: REQUEST_LAUNCH_TASKS has authentication error: Invalid authentication credential | slurm.munge | | gpu-07 | slurm_protocol_api.c (22.05-25.11): error("%s: [%s] auth_g_verify: %s has authentication error: %s"), the sender's address
            [2021-01-01T00:00:00.000] error: slurm_receive_msg_and_forward: g_slurm_auth_verify: REQUEST_NODE_REGISTRATION_STATUS has authentication error: Invalid authentication credential | slurm.munge | | | slurm_protocol_api.c (20.11): "%s: g_slurm_auth_verify: %s has authentication error: %m"
            [2019-05-01T00:00:00.000] error: slurm_receive_msg: MESSAGE_NODE_REGISTRATION_STATUS has authentication error: Invalid authentication credential | slurm.munge | | | slurm_protocol_api.c (17.11-20.02): error("%s: %s has authentication error: %s"), no auth call named
            600: slurmstepd: error: Munge decode failed: Unauthorized credential for client UID=5948 GID=500\\n600: slurmstepd: error:  mpi/pmix_v3: _auth_cred_verify: prod-137 [5]: pmixp_server.c:540: Verifying authentication credential: Invalid authentication credential | slurm.munge,mpi.init-failed | prod-137 | | auth_munge.c "Munge decode failed: %s" before the PMIx plugin's credential check that it fails: munged is the node's service, its failure is the cause
            srun: error: timeout waiting for task launch, started 0 of 1 tasks\\nsrun: StepId=2166087.0 aborted before step completely launched. | slurm.step-launch-timeout | | | step_launch.c "timeout waiting for task launch, started %d of %d tasks", then launch.c (20.11-25.11) info("%ps aborted before step completely launched."): the info line adds no finding
            srun: StepId=4242.0 aborted before step completely launched. | - | | | the info line alone: srun says what it did, not why
            slurmstepd: error: Could not open stdout file /scratch/alice/logs/train-4242.out: No such file or directory | slurm.launch-failed | | | slurmstepd io.c _init_task_stdio_fds (20.11-25.11): error("Could not open stdout file %s: %m"): the --output directory is missing on the node
            slurmstepd-gpu-07: error: Could not open stderr file /home/alice/err/4242.err: Permission denied | slurm.launch-failed | gpu-07 | | io.c: the same for stderr, EACCES
            salloc: Job 4242 has exceeded its time limit and its allocation has been revoked. | slurm.time-limit | | | salloc.c _job_complete_handler (20.11-25.11): info("Job %u has exceeded its time limit and its allocation has been revoked.")
            salloc: Job allocation 4242 has been revoked. | slurm.launch-failed | | | the same function's other branch: "Job allocation %u has been revoked." (no time limit reached)
            srun: error: Slurm job 4242 has expired | slurm.allocation-failed | | | srun allocate.c existing_allocation (20.11-25.11): error("Slurm job %u has expired"): a stale SLURM_JOB_ID
            slurmstepd: error: Unable to create TMPDIR [/local/scratch/4242]: Permission denied\\nslurmstepd: error: Setting TMPDIR to /tmp | - | | | slurmstepd mgr.c _make_tmpdir (20.11-25.11): "Unable to create TMPDIR [%s]: %s", then "Setting TMPDIR to /tmp": the tasks run with /tmp
            [2024-01-01T00:00:00.000] error: slurmd error running JobId=4242 on node(s)=gpu-07: Kill task failed | slurm.node-fail | gpu-07 | | slurmctld proc_req.c _slurm_rpc_complete_batch_script (20.11-25.11): error("slurmd error running JobId=%u on %s=%s: %s") with ESLURMD_KILL_TASK_FAILED: unkillable processes, the node is drained
            [2024-01-01T00:00:00.000] error: slurmd error running JobId=4242 on node(s)=node12.cluster.example.org: Slurmd could not execve job | slurm.launch-failed | node12.cluster.example.org | | the same with another slurm_strerror: the batch job did not run there
            [2024-01-01T00:00:00.000] error: Slurmd error running JobId=4242 on node(s)=gpu-07: Communication connection failure | - | | | the same function's non-fatal branch ("Slurmd", capital S): the node is not drained
            [2024-01-01T00:00:00.000] slurmd error running JobId=4242 from node(s)=gpu-07: Job credential revoked | - | | | and its info for a race at the job's end ("from"): not a real error, says the source
            srun: Check SLURM_JOB_ID environment variable. Expired or invalid job 60564 | slurm.allocation-failed | | | srun allocate.c existing_allocation (20.11-25.11): info("Check SLURM_JOB_ID environment variable. Expired or invalid job %u"), srun then exits
            srun: error: Unable to confirm allocation for job 60564: Unable to contact slurm controller (connect failure)\\nsrun: Check SLURM_JOB_ID environment variable. Expired or invalid job 60564 | slurm.allocation-failed | | | the same after allocate.c's "Unable to confirm allocation for job %u: %m": one finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
