package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * doc7c (issue 26): a sweep of the failure texts Slurm (20.11-25.05: srun, sbatch, salloc, slurmstepd, slurmd), Open MPI
 * (v4.0-v5.0), PRRTE, PMIx and MPICH's Hydra print, each instantiated from its format string with realistic values and
 * the tool's own prefix, so that doctor's rules cover every version's wording and not only the logs seen. One row per
 * wording: the codes of the findings in order ("-": none, an informational line), and the host and peer of the first;
 * the last column names the file and the versions. {@code \n} in a row is a line break.
 */
class SweepFormatWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: error: Node failure on gpu-05 | slurm.node-fail | gpu-05 | | src/srun/srun_job.c (20.11-25.05): error("Node failure on %s", msg->nodelist)
            salloc: error: Node failure on n[3-4] | slurm.node-fail | n[3-4] | | src/salloc/salloc.c (20.11-25.05): the same, a host list
            slurmstepd: error: *** JOB 4242 ON gpu-05 CANCELLED AT 2024-05-01T10:00:00 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS *** | slurm.node-fail | gpu-05 | | slurmstepd req.c (20.11-25.05): "*** %s ON %s CANCELLED AT %s DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***"
            slurmstepd: error: *** STEP 4242.0 ON gpu-05 CANCELLED AT 2024-05-01T10:00:00 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-05 | | slurmstepd req.c (20.11-25.05): "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***", a step
            slurmstepd: error: *** JOB 4242 ON gpu-05 CANCELLED AT 2024-05-01T10:00:00 DUE TO JOB REQUEUE *** | slurm.requeued | gpu-05 | | slurmstepd req.c (20.11-25.05): "*** %s ON %s CANCELLED AT %s DUE TO JOB REQUEUE ***"
            slurmstepd: error: *** STEP 4242.0 ON gpu-05 CANCELLED AT 2025-06-01T10:00:00 DUE TO TASK FAILURE *** | slurm.step-killed | gpu-05 | | slurmstepd req.c (25.05): "*** %s ON %s CANCELLED AT %s DUE TO TASK FAILURE ***" (--kill-on-bad-exit): a consequence of the task that failed
            slurmstepd: error: *** JOB 4242 ON gpu-05 CANCELLED AT 2024-05-01T10:00:00 *** | slurm.cancelled | gpu-05 | | slurmstepd req.c (20.11-24.11): "*** %s ON %s CANCELLED AT %s ***"
            slurmstepd: error: Detected 1 oom-kill event(s) in StepId=4242.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom | | | task/cgroup (20.11): "Detected %"PRIu64" oom-kill event(s) in %ps cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler."
            slurmstepd: error: Detected 3 oom-kill event(s) in StepId=4242.batch. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom | | | cgroup plugin (21.08-23.02): "Detected %"PRIu64" oom-kill event(s) in %ps. ..."
            slurmstepd: error: Detected 1 oom_kill event in StepId=4242.0. Some of the step tasks have been OOM Killed. | slurm.oom | | | cgroup v1/v2 (23.02-25.05): "Detected %"PRIu64" oom_kill event%s in %ps. Some of the step tasks have been OOM Killed."
            slurmstepd-gpu-05: error: Detected 2 oom_kill events in StepId=4242.0. Some of the step tasks have been OOM Killed. | slurm.oom | gpu-05 | | the same, plural, slurmstepd's log prefix naming the node
            srun: error: gpu-05: task 3: Out Of Memory | slurm.oom | gpu-05 | | src/srun/task_state.c / launch (20.11-25.05): "%s: %s %s: Out Of Memory"
            srun: error: gpu-[05-06]: tasks 0-15: Out Of Memory | slurm.oom | gpu-[05-06] | | the same, a host list and a task range
            srun: error: Unable to allocate resources: Requested node configuration is not available | slurm.allocation-failed | | | src/srun allocate.c (20.11-25.05): "Unable to allocate resources: %m"
            salloc: error: Job submit/allocate failed: Invalid account or account/partition combination specified | slurm.allocation-failed | | | src/salloc/salloc.c (20.11-25.05): "Job submit/allocate failed: %m"
            sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed | | | src/sbatch/sbatch.c (20.11-25.05): "Batch job submission failed: %m"
            srun: error: Unable to create step for job 4242: Memory required by task is not available | slurm.step-create-failed | | | srun step_ctx / launch_slurm.c (20.11-25.05): "Unable to create step for job %u: %m"
            srun: Job 4242 step creation temporarily disabled, retrying (Requested nodes are busy) | - | | | srun (20.11-25.05): info("Job %u step creation temporarily disabled, retrying (%s)"): it waits, then runs
            srun: Job 4242 step creation still disabled, retrying (Requested nodes are busy) | - | | | the same: info("Job %u step creation still disabled, retrying (%s)")
            slurmstepd: error: execve(): python3: No such file or directory | launch.command-not-found | | | slurmstepd exec (20.11-25.05): "execve(): %s: %m"
            slurmstepd: error: execve(): train.sh: Permission denied | launch.command-not-found | | | the same, EACCES
            [2024-05-01T10:00:00.123] error: [job 4242] prolog failed status=1:0 | slurm.launch-failed | | | slurmd req.c (20.11-25.05): "[job %u] prolog failed status=%d:%d"
            srun: error: srun prolog failed rc = 1. Aborting step. | slurm.launch-failed | | | src/srun (23.02-25.05): "srun prolog failed rc = %d. Aborting step."
            slurmstepd: error: TaskProlog failed status=2 | slurm.launch-failed | | | slurmstepd task.c (20.11-25.05): "TaskProlog failed status=%d"
            slurmstepd: error: --task-prolog failed status=1 | slurm.launch-failed | | | slurmstepd task.c (20.11-25.05): "--task-prolog failed status=%d"
            srun: Force Terminated StepId=4242.0 | slurm.cancelled | | | src/api/step_launch.c (20.11-25.05): info("Force Terminated %ps")
            srun: Job step aborted: Waiting up to 32 seconds for job step to finish. | - | | | srun (20.11-25.05): info("Job step aborted: Waiting up to %d seconds for job step to finish."), after the real error
            srun: error: Job allocation 4242 has been revoked | slurm.launch-failed | | | srun allocate.c (20.11-25.05): "Job allocation %u has been revoked"
            srun: error: gpu-05: task 1: Exited with exit code 2 | slurm.task-failed | gpu-05 | | srun task_state.c (20.11-25.05): "%s: %s %s: Exited with exit code %d"
            srun: error: gpu-05: task 1: Killed | slurm.task-killed | gpu-05 | | the same, strsignal(SIGKILL)
            srun: error: gpu-05: task 1: Segmentation fault (core dumped) | slurm.task-failed | gpu-05 | | the same, strsignal(SIGSEGV) and " (core dumped)"
            ORTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [[41872,0],0] on node n1\\n  Remote daemon: [[41872,0],3] on node n4\\n\\nThis is usually due to either a failure of the TCP network | mpi.daemon-lost | n4 | | Open MPI v4.0-v4.1 orte/mca/errmgr/base/help-errmgr-base.txt [node-died]: "HNP daemon   : %s on node %s\\n  Remote daemon: %s on node %s"
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-n1-81234@0,0] on node n1\\n  Remote daemon: [prterun-n1-81234@0,2] on node n3 | mpi.daemon-lost | n3 | | PRRTE 3.x (Open MPI v5.0) help-errmgr-base.txt [node-died], PRRTE's daemon names
            ORTE was unable to reliably start one or more daemons.\\nThis usually is caused by: | mpi.daemon-start-failed | | | Open MPI v4.0-v4.1 help-errmgr-base.txt [failed-daemon-launch]
            An ORTE daemon has unexpectedly failed after launch and before\\ncommunicating back to mpirun. This could be caused by a number | mpi.daemon-start-failed | | | Open MPI v4.0-v4.1 help-errmgr-base.txt [failed-daemon]
            An PRTE daemon has unexpectedly failed after launch and before\\ncommunicating back to mpirun. This could be caused by a number | mpi.daemon-start-failed | | | PRRTE 3.x help-errmgr-base.txt [failed-daemon], its "An PRTE"
            There are not enough slots available in the system to satisfy the 8\\nslots that were requested by the application:\\n\\n  ./a.out\\n\\nEither request fewer slots for your application, or make more slots | mpi.not-enough-slots | | | Open MPI v4.0-v4.1 help-orte-rmaps-base.txt [orte-rmaps-base:alloc-error], PRRTE help-prte-rmaps-base.txt the same
            There are not enough slots available in the system or not enough\\nCPUs in the specified PE-LIST to map the number of processes requested\\nby the application:\\n\\n  app:  ./a.out\\n  Number of procs: 16\\n  pe-list: 0-3 | mpi.not-enough-slots | | | PRRTE 3.x-4.x help-prte-rmaps-rr.txt [prte-rmaps-rr:not-enough-cpus] (the PE-LIST variant)
            mpirun noticed that process rank 3 with PID 0 on node n2 exited on signal 9 (Killed). | mpi.process-failed | n2 | | Open MPI v4.0-v4.1 help-orterun.txt [orterun:proc-aborted-signal]: "%s noticed that process rank %lu with PID %lu on node %s exited on signal %d (%s)."
            prterun noticed that process rank 3 with PID 81299 on node n2 exited on\\nsignal 11 (Segmentation fault). | mpi.process-failed | n2 | | PRRTE 3.x (Open MPI v5.0) help-prun.txt: "... on node %s exited on\\nsignal %d (%s).", a line break before "signal"
            mpirun noticed that process rank 3 with PID 81299 on node n2 exited on\\nsignal 9. | mpi.process-failed | n2 | | the same without strsignal's text: "exited on\\nsignal %d."
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 12345 RUNNING AT n3\\n=   EXIT CODE: 9\\n=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n=================================================================================== | mpich.bad-termination | n3 | | MPICH Hydra mpiexec/pmiserv_cb.c (3.x-4.x): "=   PID %d RUNNING AT %s\\n", "=   EXIT CODE: %d\\n"
            [proxy:0:1@n3] HYD_sock_connect (lib/utils/sock.c:141): unable to connect from "n3" to "n1" (Connection refused) | mpich.proxy-connect-failed | n3 | n1 | MPICH Hydra lib/utils/sock.c (3.x-4.x): "unable to connect from \\"%s\\" to \\"%s\\" (%s)"
            There are not enough nodes in your allocation to satisfy your request to launch\\n16 processes on a per-node basis - only 2 nodes were available. | mpi.not-enough-slots | | | Open MPI v4.0-v4.1 help-orte-rmaps-rr.txt: "... to satisfy your request to launch\\n%d processes on a per-node basis - only %d nodes were available."
            mpirun detected that one or more processes exited with non-zero status, thus causing\\nthe job to be terminated. The first process to do so was:\\n\\n  Process name: [[41872,1],0]\\n  Exit code:    1 | mpi.process-failed | | | Open MPI v4.0-v4.1 help-orterun.txt [orterun:non-zero-exit]: "%s detected that one or more processes exited with non-zero status, thus causing\\nthe job to be terminated."
            prterun detected that one or more processes exited with non-zero status,\\nthus causing the job to be terminated. The first process to do so was:\\n\\n   Process name: [prterun-n1-81234@1,0]\\n   Exit code:    1 | mpi.process-failed | | | PRRTE 3.x (Open MPI v5.0) help-prun.txt [prun:non-zero-exit], its line break after "status,"
            WARNING: Open MPI failed to TCP connect to a peer MPI process.  This\\nshould not happen.\\n\\nYour Open MPI job may now hang or fail.\\n\\n  Local host: n1\\n  PID:        81234\\n  Message:    connect() to 10.0.0.2:1024 failed\\n  Error:      Connection refused (111) | mpi.connect-failed | n1 | 10.0.0.2 | Open MPI v5.0 opal/mca/btl/tcp/help-mpi-btl-tcp.txt [client connect fail]: "Local host: %s\\n  PID:        %d\\n  Message:    %s\\n  Error:      %s (%d)"
            [mpiexec@n1] HYDT_bscu_wait_for_completion (lib/tools/bootstrap/utils/bscu_wait.c:110): one of the processes terminated badly; aborting | mpich.bad-termination | n1 | | MPICH Hydra bscu_wait.c (3.x-4.x): "one of the processes terminated badly; aborting", a fallback naming mpiexec's host from its "[mpiexec@HOST]" prefix
            [n1:81234] PMIX ERROR: UNREACHABLE in file ptl_tcp.c at line 790 | mpi.init-failed | n1 | | OpenPMIx PMIX_ERROR_LOG (3.x-5.x): "[%s:%d] PMIX ERROR: %s in file %s at line %d"
            srun: error: Unable to allocate resources: Invalid qos specification | slurm.allocation-failed | | | srun allocate.c (20.11-25.05) with slurm_errno.c ESLURM_INVALID_QOS
            sbatch: error: Batch job submission failed: Requested time limit is invalid (missing or exceeds some limit) | slurm.allocation-failed | | | sbatch.c (20.11-25.05) with ESLURM_INVALID_TIME_LIMIT
            srun: error: Timed out waiting for job step to complete | slurm.step-launch-timeout | | | srun (20.11-25.05): error("Timed out waiting for job step to complete") after "Job step aborted: Waiting up to"
            srun: error: Unable to confirm allocation for job 4242: Invalid job id specified | slurm.allocation-failed | | | srun allocate.c (20.11-25.05): error("Unable to confirm allocation for job %u: %m")
            slurmstepd: error: execve(): bad interpreter(/usr/bin/python3): No such file or directory | launch.command-not-found | | | slurmstepd exec (20.11-25.05): "execve(): bad interpreter(%s): %m"
            12345          train.sh        gpu    project         16  PREEMPTED      0:0 | slurm.preempted | | | sacct State "PREEMPTED" (job_state_string 20.11-25.05)
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 12345 RUNNING AT n3\\n=   EXIT CODE: 9\\n=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n===================================================================================\\n[mpiexec@n1] HYDT_bscu_wait_for_completion (lib/tools/bootstrap/utils/bscu_wait.c:110): one of the processes terminated badly; aborting | mpich.bad-termination | n3 | | the banner and bscu_wait's line together: the banner names the node, the fallback adds nothing
            [2024-05-01T10:00:00.123] debug:  oom-kill event count: 0 | - | | | task/cgroup (21.08-25.05): debug("oom-kill event count: %"PRIu64"") is no event
            srun: error: Nodes gpu-[05-06] are still not ready | slurm.launch-failed | gpu-[05-06] | | srun allocate.c / salloc.c (20.11-25.05): error("Nodes %s are still not ready") when the nodes did not boot or their prolog did not end in time
            srun: error: gpu-05: tasks 0-3 unable to claim reserved port, aborting. | slurm.launch-failed | gpu-05 | | srun launch.c (20.11-25.05): error("%s: tasks %s unable to claim reserved port, %s.") with "aborting" at its last try (MpiParams=ports)
            srun: error: gpu-05: tasks 0-3 unable to claim reserved port, retrying. | - | | | the same with "retrying": srun tries again, no finding
            srun: error: Aborting, io error and missing step on node 2 | slurm.node-fail | | | api/step_launch.c (20.11-25.05): "Aborting, io error and missing step on node %d"
            prterun has exited due to process rank 2 with PID 81300 on node n2 calling\\n"abort". This may have caused other processes in the application to be\\nterminated by signals sent by prterun (as reported here). | mpi.process-failed | n2 | | PRRTE 3.x (Open MPI v5.0) help-prun.txt [prun:proc-abort]: "%s has exited due to process rank %lu with PID %lu on node %s calling\\n\\"abort\\"."
            prterun has exited due to process rank 2 with PID 81300 on node n2 exiting\\nimproperly. There are three reasons this could occur: | mpi.process-failed | n2 | | PRRTE 3.x help-prun.txt [prun:proc-exit-no-sync]: "... on node %s exiting\\nimproperly.", the node on the first line
            mpirun was unable to start the specified application as it encountered an\\nerror:\\n\\nError code: 1\\nError name: (null)\\nNode: n5\\n\\nwhen attempting to start process rank 0. | mpi.process-failed | n5 | | Open MPI v4.0-v4.1 help-orterun.txt [orterun:proc-failed-to-start]: "Error code: %d\\nError name: %s\\nNode: %s"
            prterun was unable to start the specified application as it encountered an\\nerror on node n5. More information may be available above. | mpi.process-failed | n5 | | PRRTE 3.x help-prun.txt [prun:proc-failed-to-start-no-status]: "... encountered an\\nerror on node %s."
            [n1:81234] PRTE ERROR: Not found in file ess_hnp_module.c at line 320 | mpi.init-failed | n1 | | PRRTE 3.x src/util/error.h PRTE_ERROR_LOG: "PRTE ERROR: %s in file %s at line %d" after pmix_output's "[%s:%05d] "
            salloc: Granted job allocation 4242 | - | | | salloc.c (20.11-25.05): info("Granted job allocation %u")
            salloc: Pending job allocation 4242\\nsalloc: job 4242 queued and waiting for resources\\nsalloc: job 4242 has been allocated resources | - | | | allocate.c (20.11-25.05): info("Pending job allocation %u"), info("job %u queued and waiting for resources"), info("job %u has been allocated resources")
            salloc: Relinquishing job allocation 4242 | - | | | salloc.c (20.11-25.05): info("Relinquishing job allocation %u")
            srun: Exceeded job memory limit | slurm.oom | | | jobacct_gather (20.11-25.05): notify_req.message "Exceeded job memory limit", as srun prints the job notification
            [mpiexec@n1] control_cb (pm/pmiserv/pmiserv_cb.c:208): assert (!closed) failed\\n[mpiexec@n1] HYDT_dmxu_poll_wait_for_event (tools/demux/demux_poll.c:77): callback returned error status\\n[mpiexec@n1] HYD_pmci_wait_for_completion (pm/pmiserv/pmiserv_pmci.c:198): error waiting for event | mpich.bad-termination | n1 | | MPICH Hydra 3.x: HYDU_error_printf "%s (%s:%d): " + HYDU_ASSERT "assert (%s) failed": mpiexec lost a proxy's control socket (the proxy or its node died)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
