package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A sweep of Slurm's own format strings that end a multi-node job or keep it from starting, read from SchedMD/slurm at
 * the tags slurm-20-11-9-1, 22-05-11-1, 23-11-11-1, 24-11-7-1 and 25-11-7-1: srun (srun_job.c, launch.c / 20.11's
 * plugins/launch/slurm/launch_slurm.c, allocate.c, step_ctx.c), libslurm (api/step_launch.c, api/allocate.c), slurmstepd (mgr.c, req.c,
 * task.c), the task/cgroup memory plugin, the mpi/pmix and mpi/pmi2 plugins, sbatch's and salloc's refusals with slurm_errno.c's texts.
 * One row per format string, and per release where the wording differs, filled as the tool fills it (%ps as "StepId=N.M", %pI as
 * "JobId=N", strsignal and slurm_strerror texts, host names of several shapes); the codes of the findings in order ("-": none, the
 * harmless look-alikes: the info lines of waiting, retrying and resuming), the host and peer of the first; the file, function and releases
 * in the last column. {@code \n} in a text is a line break.
 *
 * <p>Skipped: debug/verbose lines (a user sees them only with -v), internal asserts and "should never happen" texts, environment-variable
 * set-up errors no job triggers (unable to set SLURM_* in environment), srun's option parsing of features no training job uses
 * (--het-group, --multi-prog, --relative, --pty, --core-spec, x11, SELinux, bcast), heterogeneous-job bookkeeping, the PMIx plugin's
 * internal state dumps (unpack errors, "unknown state", "Uncnown coll type"), and pam/xauth set-up.
 */
class SlurmFormatSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: error: Node failure on gpu-07 | slurm.node-fail | gpu-07 |  | src/srun/srun_job.c / allocate.c _handle_msg SRUN_NODE_FAIL (20.11-25.11): error("Node failure on %s", nodelist)
            srun: error: Node failure on node12.cluster.example.org | slurm.node-fail | node12.cluster.example.org |  | the same, a full host name (20.11-25.11)
            srun: error: Node failure on a3-highgpu-8g-[0003-0004] | slurm.node-fail | a3-highgpu-8g-[0003-0004] |  | the same with a host list of a cloud partition (20.11-25.11)
            srun: error: Node failure on nid001234 | slurm.node-fail | nid001234 |  | src/api/step_launch.c _node_fail_handler (20.11-25.11): error("Node failure on %s")
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2021-03-01T10:00:00 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-07 |  | src/slurmd/slurmstepd/req.c _handle_signal_container (20.11): "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***", the batch step
            slurmstepd: error: *** STEP 4242.0 ON node12.cluster.example.org CANCELLED AT 2024-11-20T08:30:00 DUE TO TIME LIMIT *** | slurm.time-limit | node12.cluster.example.org |  | req.c (22.05-25.11): the same for a step, a full host name
            slurmstepd: error: *** STEP 4242.0+1 ON cn0123 CANCELLED AT 2025-12-01T00:00:01 DUE TO TIME LIMIT *** | slurm.time-limit | cn0123 |  | req.c (25.11): a het job's step (log_build_step_id_str "%u.%u+%u")
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2022-06-01T10:00:00 DUE TO PREEMPTION *** | slurm.preempted | gpu-07 |  | req.c (20.11-25.11): "*** %s ON %s CANCELLED AT %s DUE TO PREEMPTION ***"
            slurmstepd: error: *** STEP 4242.3 ON hgx-b200-r3-n05 CANCELLED AT 2024-11-20T08:30:00 DUE TO PREEMPTION *** | slurm.preempted | hgx-b200-r3-n05 |  | the same for a step, a host name with several dashes and digits
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2023-12-01T10:00:00 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS *** | slurm.node-fail | gpu-07 |  | req.c (20.11-25.11): "*** %s ON %s CANCELLED AT %s DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***"
            slurmstepd: error: *** STEP 4242.0 ON nid001234 CANCELLED AT 2024-11-20T08:30:00 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS *** | slurm.node-fail | nid001234 |  | the same for a step
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2024-01-01T10:00:00 DUE TO JOB REQUEUE *** | slurm.requeued | gpu-07 |  | req.c (20.11-25.11): "*** %s ON %s CANCELLED AT %s DUE TO JOB REQUEUE ***"
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2021-03-01T10:00:00 *** | slurm.cancelled | gpu-07 |  | req.c (20.11-24.11): "*** %s ON %s CANCELLED AT %s ***" (scancel, no reason)
            slurmstepd: error: *** STEP 4242.0 ON node12.cluster.example.org CANCELLED AT 2025-12-01T10:00:00 DUE to SIGNAL Terminated *** | slurm.cancelled | node12.cluster.example.org |  | req.c (25.05-25.11): "*** %s ON %s CANCELLED AT %s DUE to SIGNAL %s ***", strsignal(SIGTERM)
            slurmstepd: error: *** JOB 4242 ON cn0123 CANCELLED AT 2025-12-01T10:00:00 DUE to SIGNAL Killed *** | slurm.cancelled | cn0123 |  | the same with strsignal(SIGKILL)
            slurmstepd: error: *** STEP 4242.0 ON gpu-07 CANCELLED AT 2025-12-01T10:00:00 DUE TO TASK FAILURE *** | slurm.step-killed | gpu-07 |  | req.c (25.11): "*** %s ON %s CANCELLED AT %s DUE TO TASK FAILURE ***" (SIG_TERM_KILL, --kill-on-bad-exit), a consequence
            slurmstepd: error: *** STEP 4242.0 ON gpu-07 FAILED (non-zero exit code or other failure mode) *** | slurm.task-failed | gpu-07 |  | req.c (20.11-25.11): "*** %s ON %s FAILED (non-zero exit code or other failure mode) ***" (SIG_FAILURE)
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2025-12-01T10:00:00 DUE TO TIME LIMIT ***\\nslurmstepd: error: *** REASON: Job exceeded its time limit *** | slurm.time-limit | gpu-07 |  | req.c (25.11): the signal's details on their own line, "*** REASON: %s ***"
            slurmstepd-gpu-07: error: Detected 1 oom-kill event(s) in StepId=4242.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom | gpu-07 |  | src/plugins/task/cgroup/task_cgroup_memory.c task_cgroup_memory_check_oom (20.11): "Detected %"PRIu64" oom-kill event(s) in %ps cgroup. ..."
            slurmstepd: error: Detected 3 oom-kill event(s) in StepId=4242.batch. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom |  |  | task_cgroup_memory.c (21.08-22.05): the same without " cgroup", the batch step
            slurmstepd: error: Detected 1 oom_kill event in StepId=4242.0. Some of the step tasks have been OOM Killed. | slurm.oom |  |  | task_cgroup_memory.c (23.02-25.11): "Detected %"PRIu64" oom_kill event%s in %ps. Some of the step tasks have been OOM Killed."
            slurmstepd-node12: error: Detected 5 oom_kill events in StepId=4242.batch. Some of the step tasks have been OOM Killed. | slurm.oom | node12 |  | the same, plural, slurmstepd's prefix naming the node
            srun: error: gpu-07: task 3: Out Of Memory | slurm.oom | gpu-07 |  | src/plugins/launch/slurm/launch_slurm.c (20.11-23.02) / src/srun/launch.c (23.11-25.11) _task_finish: error("%s: %s %s: Out Of Memory")
            srun: error: node12.cluster.example.org: tasks 0-7: Out Of Memory | slurm.oom | node12.cluster.example.org |  | the same, a task range
            srun: Exceeded job memory limit | slurm.oom |  |  | src/common/slurm_jobacct_gather.c (20.11) / src/interfaces/jobacct_gather.c, slurmd job_mem_limit.c (25.11): notify message "Exceeded job memory limit" printed by srun
            srun: error: gpu-07: task 3: Exited with exit code 1 | slurm.task-failed | gpu-07 |  | launch_slurm.c / launch.c _task_finish (20.11-25.11): error("%s: %s %s: Exited with exit code %d")
            srun: error: node12.cluster.example.org: tasks 8-15: Exited with exit code 2 | slurm.task-failed | node12.cluster.example.org |  | the same, a task range on a full host name
            srun: error: gpu-07: task 3: Segmentation fault (core dumped) | slurm.task-failed | gpu-07 |  | launch.c _task_finish (20.11-25.11): error("%s: %s %s: %s%s", strsignal, " (core dumped)")
            srun: error: gpu-07: task 3: Aborted | slurm.task-failed | gpu-07 |  | the same, strsignal(SIGABRT)
            srun: error: nid001234: task 0: Bus error | slurm.task-failed | nid001234 |  | the same, strsignal(SIGBUS)
            srun: error: gpu-07: task 3: Killed | slurm.task-killed | gpu-07 |  | the same, strsignal(SIGKILL): a witness
            srun: error: gpu-07: tasks 0-3: Terminated | slurm.task-killed | gpu-07 |  | the same, strsignal(SIGTERM)
            srun: error: Unable to create step for job 4242: Requested node configuration is not available | slurm.step-create-failed |  |  | src/srun/launch.c launch_common_create_job_step (20.11-25.11): error("Unable to create step for job %u: %m"), ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE
            srun: error: Unable to create step for job 4242: Memory required by task is not available | slurm.step-create-failed |  |  | the same, ESLURM_INVALID_TASK_MEMORY
            srun: error: Unable to create step for job 4242: Invalid generic resource (gres) specification | slurm.step-create-failed |  |  | the same, ESLURM_INVALID_GRES (a --gpus the allocation cannot give the step)
            srun: error: Unable to create step for job 4242: More processors requested than permitted | slurm.step-create-failed |  |  | the same, ESLURM_TOO_MANY_REQUESTED_CPUS
            srun: error: Unable to create step for job 4242: Job/step already completing or completed | slurm.step-create-failed |  |  | the same, ESLURM_ALREADY_DONE
            srun: error: Unable to create step for job 4242: Requested nodes are busy | slurm.step-create-failed |  |  | the same, ESLURM_NODES_BUSY after the retries
            srun: Job 4242 step creation temporarily disabled, retrying (Requested nodes are busy) | - |  |  | launch.c (20.11-25.11): info("Job %u step creation temporarily disabled, retrying (%s)"): it waits, no failure
            srun: Job 4242 step creation still disabled, retrying (Requested nodes are busy) | - |  |  | launch.c (20.11-25.11): info("Job %u step creation still disabled, retrying (%s)")
            srun: Step created for StepId=4242.1 | - |  |  | launch.c (20.11-25.11): info("Step created for %ps")
            srun: job 4242 queued and waiting for resources | - |  |  | src/api/allocate.c (20.11-25.11): info("job %u queued and waiting for resources")
            srun: job 4242 has been allocated resources | - |  |  | src/api/allocate.c (20.11-25.11): info("job %u has been allocated resources")
            srun: got SIGCONT | - |  |  | src/srun/srun_job.c _handle_intr / signal thread (20.11-25.11): info("got SIGCONT") after a suspended job resumes
            srun: interrupt (one more within 1 sec to abort) | - |  |  | srun_job.c (20.11-25.11): info, a Ctrl-C the user typed
            srun: Job step aborted: Waiting up to 32 seconds for job step to finish. | - |  |  | step_launch.c (20.11-25.11): info("Job step aborted: Waiting up to %d seconds for job step to finish."): what srun does, not why
            srun: Terminating StepId=4242.0 | - |  |  | launch.c (20.11-25.11): info("Terminating %ps"): alone, no cause
            srun: error: Unable to allocate resources: Requested node configuration is not available | slurm.allocation-failed |  |  | src/srun/allocate.c allocate_nodes (20.11-25.11): error("Unable to allocate resources: %m")
            srun: error: Unable to allocate resources: Invalid account or account/partition combination specified | slurm.allocation-failed |  |  | the same, ESLURM_INVALID_ACCOUNT
            srun: error: Unable to allocate resources: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed |  |  | srun's allocation refused, ESLURM_ACCOUNTING_POLICY
            srun: error: Unable to allocate resources: Unable to contact slurm controller (connect failure) | slurm.allocation-failed |  |  | srun's allocation unanswered, SLURM_COMMUNICATIONS_CONNECTION_ERROR
            salloc: error: Job submit/allocate failed: Requested time limit is invalid (missing or exceeds some limit) | slurm.allocation-failed |  |  | src/salloc/salloc.c (20.11-25.11): error("Job submit/allocate failed: %m"), ESLURM_INVALID_TIME_LIMIT
            sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified | slurm.allocation-failed |  |  | src/sbatch/sbatch.c main (20.11-25.11): error("Batch job submission failed: %m"), slurm_errno.c
            sbatch: error: Batch job submission failed: Requested node configuration is not available | slurm.allocation-failed |  |  | the same, ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE
            sbatch: error: Batch job submission failed: Invalid generic resource (gres) specification | slurm.allocation-failed |  |  | the same, ESLURM_INVALID_GRES (a --gres=gpu:N no node has)
            sbatch: error: Batch job submission failed: Requested GRES option unsupported by configured SelectType plugin | slurm.allocation-failed |  |  | the same, ESLURM_UNSUPPORTED_GRES (--gpus under select/linear)
            sbatch: error: Batch job submission failed: Node count specification invalid | slurm.allocation-failed |  |  | the same, ESLURM_INVALID_NODE_COUNT
            sbatch: error: Batch job submission failed: Requested partition configuration not available now | slurm.allocation-failed |  |  | the same, ESLURM_REQUESTED_PART_CONFIG_UNAVAILABLE
            sbatch: error: Batch job submission failed: Invalid partition name specified | slurm.allocation-failed |  |  | the same, ESLURM_INVALID_PARTITION_NAME
            sbatch: error: Batch job submission failed: Invalid Trackable RESource (TRES) specification | slurm.allocation-failed |  |  | the same, ESLURM_INVALID_TRES
            sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed |  |  | the same, ESLURM_ACCOUNTING_POLICY
            sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure) | slurm.allocation-failed |  |  | the same, SLURM_COMMUNICATIONS_CONNECTION_ERROR
            sbatch: error: Batch job submission failed: Socket timed out on send/recv operation | slurm.allocation-failed |  |  | the same, SLURM_PROTOCOL_SOCKET_IMPL_TIMEOUT
            srun: error: Unable to confirm allocation for job 4242: Invalid job id specified | slurm.allocation-failed |  |  | src/srun/allocate.c existing_allocation (20.11-25.11): error("Unable to confirm allocation for job %u: %m")
            srun: Check SLURM_JOB_ID environment variable. Expired or invalid job 4242 | slurm.allocation-failed |  |  | srun/allocate.c existing_allocation (20.11-25.11): error("Check SLURM_JOB_ID environment variable. Expired or invalid job %u")
            srun: error: Nodes gpu-[01-04] are still not ready\\nsrun: error: Something is wrong with the boot of the nodes. | slurm.launch-failed | gpu-[01-04] |  | srun/allocate.c _wait_nodes_ready (20.11-25.11): error("Nodes %s are still not ready"), then "Something is wrong with the boot of the nodes."
            srun: Force Terminated StepId=4242.0 | slurm.cancelled |  |  | step_launch.c _step_missing_handler / srun allocate.c (20.11-25.11): info("Force Terminated %ps")
            srun: error: Task launch for StepId=4242.0 failed on node gpu-07: Job credential expired | slurm.launch-failed | gpu-07 |  | step_launch.c _launch_handler (20.11-25.11): error("Task launch for %ps failed on node %s: %m"), ESLURMD_CREDENTIAL_EXPIRED
            srun: error: Task launch for StepId=4242.0 failed on node node12.cluster.example.org: Communication connection failure | slurm.launch-failed | node12.cluster.example.org |  | the step's launch, SLURM_COMMUNICATIONS_CONNECTION_ERROR
            srun: error: Aborting, io error and missing step on node 3 | slurm.node-fail |  |  | step_launch.c _step_missing_handler (20.11-25.11): error("Aborting, io error and missing step on node %d"), the node's index
            srun: error: Aborting, can not test connection to node 3. | slurm.node-fail |  |  | step_launch.c _check_io_timeout (20.11-25.11): error("Aborting, can not test connection to node %d.")
            srun: error: _handle_msg: aborting, io error with slurmstepd on node 3 | slurm.node-fail |  |  | step_launch.c _step_missing_handler (22.05-25.11): error("%s: aborting, io error with slurmstepd on node %d")
            slurmstepd: error: execve(): python3: No such file or directory | launch.command-not-found |  |  | src/slurmd/slurmstepd/task.c exec_task (20.11-25.11): error("execve(): %s: %m")
            slurmstepd-gpu-07: error: execve(): /home/alice/train.sh: Permission denied | launch.command-not-found | gpu-07 |  | the same, EACCES (a script without the execute bit)
            slurmstepd: error: execve(): bad interpreter(/usr/bin/python3.11): No such file or directory | launch.command-not-found |  |  | task.c (20.11-25.11): error("execve(): bad interpreter(%s): %m")
            slurmstepd: error: Unable to configure MPI plugin: Invalid argument | slurm.launch-failed |  |  | task.c exec_task (20.11-25.11): error("Unable to configure MPI plugin: %m")
            slurmstepd: error: Failed to invoke task plugins: task_p_pre_launch error | slurm.launch-failed |  |  | task.c exec_task (20.11-25.11): error("Failed to invoke task plugins: task_p_pre_launch error")
            slurmstepd: error: Failed to invoke task plugins: one of task_p_pre_setuid functions returned error | slurm.launch-failed |  |  | mgr.c _fork_all_tasks (20.11-25.11)
            slurmstepd: error: Unable to create TMPDIR [/tmp/job4242]: Permission denied\\nslurmstepd: error: Setting TMPDIR to /tmp | - |  |  | task.c make_tmpdir (20.11-25.11): error("Unable to create TMPDIR [%s]: %s") then "Setting TMPDIR to /tmp": the task runs on
            slurmstepd: error: TMPDIR [/scratch/tmp] is not writeable\\nslurmstepd: error: Setting TMPDIR to /tmp | - |  |  | task.c make_tmpdir (20.11-25.11): error("TMPDIR [%s] is not writeable"), the same fallback
            slurmstepd: error: TaskProlog failed status=1 | slurm.launch-failed |  |  | task.c _run_script_and_set_env (20.11-25.11): error("TaskProlog failed status=%d")
            slurmstepd: error: batch script setup failed for JobId=4242 on gpu-07: Permission denied | slurm.launch-failed | gpu-07 |  | mgr.c mgr_launch_batch_job_setup (20.11-25.11): error("batch script setup failed for %pI on %s: %s")
            slurmstepd: error: _fork_all_tasks: IO setup failed: Slurmd could not connect IO | slurm.launch-failed |  |  | mgr.c _fork_all_tasks (20.11-25.11): error("%s: IO setup failed: %s")
            slurmstepd: error: Could not open output file /scratch/alice/slurm-4242.out: No such file or directory | slurm.launch-failed |  |  | mgr.c _setup_normal_io (20.11-25.11): error("Could not open output file %s: %m"), the --output directory missing
            slurmstepd: error:  mpi/pmix_v3: pmixp_coll_ring_reset_if_to: gpu-07 [0]: pmixp_coll_ring.c:742: 0x7f1c3c0b2c40: collective timeout seq=0 | mpi.init-failed | gpu-07 |  | src/plugins/mpi/pmix/pmixp_coll_ring.c pmixp_coll_ring_reset_if_to (20.11-25.11): PMIXP_ERROR("%p: collective timeout seq=%d")
            slurmstepd: error:  mpi/pmix_v4: pmixp_coll_reset_if_to: node12 [1]: pmixp_coll_tree.c:1317: 0x152e2c0034e0: collective timeout seq=4 | mpi.init-failed | node12 |  | pmixp_coll_tree.c pmixp_coll_tree_reset_if_to (20.11-25.11): the same for the tree collective
            slurmstepd: error:  mpi/pmix_v5: pmixp_p2p_send: gpu-07 [0]: pmixp_utils.c:467: send failed, rc=1001, exceeded the retry limit | mpi.init-failed | gpu-07 |  | pmixp_utils.c pmixp_p2p_send (20.11-25.11): PMIXP_ERROR("send failed, rc=%d, exceeded the retry limit")
            slurmstepd: error:  mpi/pmix_v4: _process_server_request: gpu-07 [0]: pmixp_server.c:1036: Bad message header from node gpu-08 | mpi.init-failed | gpu-07 |  | pmixp_server.c (20.11-25.11): PMIXP_ERROR("Bad message header from node %s")
            srun: error: mpi/pmi2: failed to send temp kvs to compute nodes | mpi.init-failed |  |  | src/plugins/mpi/pmi2/tree.c _handle_kvs_fence (20.11-25.11): srun's error("mpi/pmi2: failed to send temp kvs to compute nodes")
            slurmstepd: error: mpi/pmi2: invalid kvs seq from node 1(gpu-08) ignored, expect 2 got 1 | - |  |  | kvs.c / tree.c (20.11-25.11): error("mpi/pmi2: invalid kvs seq from node %u(%s) ignored, expect %u got %u"): ignored
            slurmstepd-gpu-08: error: mpi/pmi2: failed to send temp kvs to gpu-07 | mpi.init-failed | gpu-08 | gpu-07 | tree.c _handle_kvs_fence (20.11-25.11): slurmstepd's error("mpi/pmi2: failed to send temp kvs to %s"), the parent stepd's node its peer
            slurmstepd: error: mpi/pmi2: no value for key  in req | mpi.init-failed |  |  | pmi2 client.c (20.11-25.11): error("mpi/pmi2: no value for key %s in req"), an MPI built for another PMI
            srun: error: Invalid --gpu-bind argument: closest,verbose | slurm.allocation-failed |  |  | src/common/slurm_opt.c (22.05-25.11): error("Invalid --gpu-bind argument: %s"): nothing ran
            slurmstepd: error: batch script setup failed for job 4242 on node12.cluster.example.org: Slurmd could not create a batch directory or file | slurm.launch-failed | node12.cluster.example.org |  | mgr.c mgr_launch_batch_job_setup (20.11-24.11): "batch script setup failed for job %u on %s: %s" (added with the rules)
            slurmstepd: error: batch_stepd_step_rec_create() failed for job 4242 on gpu-07: Invalid job credential | slurm.launch-failed | gpu-07 |  | mgr.c mgr_launch_batch_job_setup (20.11-24.11): "batch_stepd_step_rec_create() failed for job %u on %s: %s" (added with the rules)
            slurmstepd: error: IO setup failed: Slurmd could not connect IO | slurm.launch-failed |  |  | mgr.c _fork_all_tasks (20.11): error("IO setup failed: %m") (added with the rules)
            slurmstepd-gpu-07: error: Could not open error file /scratch/alice/logs/4242.err: Permission denied | slurm.launch-failed | gpu-07 |  | mgr.c _setup_normal_io (20.11-25.11): error("Could not open error file %s: %m") (added with the rules)
            slurmstepd: error: _spawn_job_container: Failed to invoke task plugins: one of task_p_pre_setuid functions returned error | slurm.launch-failed |  |  | mgr.c _spawn_job_container (20.11-25.11): the same behind __func__ (added with the rules)
            slurmstepd: error: mpi/pmi2: 303 failed to send temp kvs to srun | mpi.init-failed |  |  | pmi2.c _handle_kvs_fence (20.11-25.11): error("mpi/pmi2: %d failed to send temp kvs to %s"), a source line and srun as the parent (added with the rules)
            slurmstepd: error: mpi/pmi2: 187 failed to send temp kvs to gpu-07 | mpi.init-failed |  | gpu-07 | pmi1.c _handle_barrier_in (20.11-25.11): the PMI-1 barrier's copy (added with the rules)
            sbatch: error: Invalid --gpu-freq argument: highest,memory=fast | slurm.allocation-failed |  |  | src/common/slurm_opt.c arg_set_gpu_freq (20.11-25.11): error("Invalid --gpu-freq argument: %s") (added with the rules)
            slurmstepd-nid001234: error: Unable to attach to interconnect: Invalid argument | slurm.launch-failed | nid001234 |  | task.c exec_task (20.11-25.11): error("Unable to attach to interconnect: %m"), the switch plugin (added after first sight, doctor run on it before the row)
            slurmstepd: error: No executable program specified for this task | slurm.launch-failed |  |  | task.c exec_task (20.11-25.11): error("No executable program specified for this task") (added after first sight, doctor run on it before the row)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
