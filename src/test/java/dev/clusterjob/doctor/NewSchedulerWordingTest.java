package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The failure wordings of the releases clusters run now: Slurm 25.05 and 25.11, Open MPI 5.0.x with its PRRTE 3.0.x, PRRTE 4.x, PMIx
 * 4.2.6-6.x. Each row is written from the project's own format string (the last column names file, function and releases; the wordings that
 * changed were found with `git diff` of the release tags and `git log -S`), instantiated with hosts of several shapes (gpu-07,
 * node12.cluster.example.org, 10.1.2.3) and, where a rank's own output carries them, behind srun's {@code 0: } and Open MPI's
 * {@code [1,0]<stderr>:} prefixes. Columns: text | codes in order ("-": none) | host of the first | peer of the first | source;
 * {@code \n} in a row is a line break.
 */
class NewSchedulerWordingTest extends WordingTable {
    private static final String ROWS = """
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2025-11-03T10:00:00 DUE TO TASK FAILURE *** | slurm.step-killed | gpu-07 | | slurmstepd req.c _handle_signal_container (25.05-25.11) SIG_TERM_KILL: "*** %s ON %s CANCELLED AT %s DUE TO TASK FAILURE ***" (srun --kill-on-bad-exit)
            slurmstepd: error: *** STEP 4242.0 ON node12.cluster.example.org CANCELLED AT 2025-11-03T10:00:00 DUE TO TASK FAILURE *** | slurm.step-killed | node12.cluster.example.org | | the same for a step, a domain name
            srun: error: gpu-07: task 3: Exited with exit code 2\\nslurmstepd: error: *** STEP 4242.0 ON gpu-07 CANCELLED AT 2025-11-03T10:00:00 DUE TO TASK FAILURE *** | slurm.task-failed,slurm.step-killed | gpu-07 | | srun task_state.c "%s: %s %s: Exited with exit code %d" then 25.x's kill of the others: the task that failed is the cause
            slurmstepd: error: *** STEP 77.0 ON 10.1.2.3 CANCELLED AT 2025-06-01T10:00:00 DUE to SIGNAL Killed *** | slurm.cancelled | 10.1.2.3 | | req.c (25.05-25.11) "*** %s ON %s CANCELLED AT %s DUE to SIGNAL %s ***" for a step, strsignal(SIGKILL)
            slurmstepd: error: *** STEP 4242.0 ON gpu-07 CANCELLED AT 2025-11-03T10:00:00 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-07 | | req.c (16.05-25.11) "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***"
            slurmstepd: error: *** JOB 4242 ON 10.1.2.3 CANCELLED AT 2025-11-03T10:00:00 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS *** | slurm.node-fail | 10.1.2.3 | | req.c (16.05-25.11): the node named is the one reporting (doctor names it as the rows before this round do)
            slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2025-11-03T10:00:00 DUE TO JOB REQUEUE *** | slurm.requeued | gpu-07 | | req.c (14.11-25.11) "... DUE TO JOB REQUEUE ***"
            slurmstepd: error: *** JOB 4242 ON node12.cluster.example.org FAILED (non-zero exit code or other failure mode) *** | slurm.task-failed | node12.cluster.example.org | | req.c (16.05-25.11) SIG_FAILURE
            srun: error: Node failure on gpu-[07-08] | slurm.node-fail | gpu-[07-08] | | api/step_launch.c _node_fail_handler (14.11-25.11) "Node failure on %s"
            salloc: error: Node failure on node12.cluster.example.org | slurm.node-fail | node12.cluster.example.org | | salloc.c _node_fail_handler (14.11-25.11)
            srun: error: gpu-07: task 3: Out Of Memory | slurm.oom | gpu-07 | | srun task_state.c (21.08-25.11) "%s: %s %s: Out Of Memory"
            slurmstepd: error: Detected 1 oom_kill event in StepId=4242.0. Some of the step tasks have been OOM Killed. | slurm.oom | | | task/cgroup task_cgroup_memory.c (23.11-25.11) "Detected %"PRIu64" oom_kill event%s in %ps. Some of the step tasks have been OOM Killed."
            slurmstepd-gpu-07: error: Detected 3 oom_kill events in StepId=4242.batch. Some of the step tasks have been OOM Killed. | slurm.oom | gpu-07 | | the same, plural, the batch step, slurmstepd naming its node
            srun: error: 10.1.2.3: tasks 0-3: Killed | slurm.task-killed | 10.1.2.3 | | srun task_state.c strsignal(SIGKILL) (17.02-25.11)
            srun: error: Unable to create step for job 4242: Requested node configuration is not available | slurm.step-create-failed | | | srun step_ctx.c (22.05-25.11) "Unable to create step for job %u: %m"
            srun: error: Unable to allocate resources: Rejecting authentication of user nobody or group nobody | slurm.allocation-failed | | | slurm_errno.c ESLURM_AUTH_NOBODY (25.05-25.11) behind srun allocate.c "Unable to allocate resources: %m"
            sbatch: error: Batch job submission failed: TLS missing but required for connection | slurm.allocation-failed | | | slurm_errno.c ESLURM_TLS_REQUIRED (25.05-25.11) behind sbatch.c "Batch job submission failed: %m"
            salloc: error: Allocation was revoked for JobId=5512 before command could be run | slurm.launch-failed | | | salloc.c (25.11) "Allocation was revoked for %pI before command could be run" (log.c's %pI: "JobId=%u"); before: "... for job %u ..."
            salloc: error: Allocation was revoked for job 5512 before command could be run | slurm.launch-failed | | | the same, 14.11-25.05
            slurmstepd: error: _init_task_stdio_fds: Could not open stdout file '/scratch/u1/logs/run-4242.out': 'No such file or directory'. Recursive path creation failed: 'Permission denied'. | slurm.launch-failed | | | slurmstepd io.c _init_task_stdio_fds (25.05-25.11) "%s: Could not open stdout file '%s': '%s'. Recursive path creation failed: '%s'."
            slurmstepd-node12: error: _init_task_stdio_fds: Could not open stderr file '/scratch/u1/logs/run.err': 'No such file or directory'. Recursive path creation failed: 'Read-only file system'. | slurm.launch-failed | node12 | | the same for stderr, slurmstepd naming its node
            slurmstepd: error: Could not open stdout file /scratch/u1/logs/run-4242.out: Permission denied | slurm.launch-failed | | | io.c (20.11-25.11) "Could not open stdout file %s: %m", unchanged
            slurmstepd-gpu-07: error: Failed to validate step StepId=4242.0. --wait-for-children requires proctrack/cgroup plugin. | slurm.launch-failed | gpu-07 | | slurmstepd.c _validate_step (25.05-25.11): srun --wait-for-children on a node without proctrack/cgroup; the step does not start
            [2025-11-03T09:09:02.859] [4242.0] error: Failed to validate step StepId=4242.0. --wait-for-children is not supported in cgroup/v1. cgroup/v2 is required. | slurm.launch-failed | | | the same for a cgroup/v1 node, in slurmd's log
            slurmstepd-n8: error: namespace_p_join: open failed /scratch/119383/.active: No such file or directory\\nslurmstepd-n8: error: namespace_g_join(JobId=119383) failed | slurm.launch-failed | n8 | | namespace/tmpfs (25.11, was job_container/tmpfs): namespace_p_join "open failed %s: %m", stepd "namespace_g_join(%pI) failed"
            [2025-11-03T09:09:02.859] [15.0] error: namespace_g_join(JobId=15): Invalid argument | slurm.launch-failed | | | slurmstepd (25.11) "namespace_g_join(%pI): %m" (was "container_g_join(%u): %m")
            [2025-11-03T09:09:02.858] [15.0] error: namespace_p_join: setns failed for /slurm-tmp/15/.ns: Invalid argument | slurm.launch-failed | | | namespace/tmpfs (25.11) "%s: setns failed for %s: %m"
            [2025-11-03T10:42:30.155] error: slurmd error running JobId=4242 on Node(s)=gpu-07: Slurmd could not execve job | slurm.launch-failed | gpu-07 | | slurmctld proc_req.c _slurm_rpc_complete_batch_script (25.05) "slurmd error running JobId=%u on Node(s)=%s: %s" (24.11: "on %s=%s" with "node(s)")
            [2025-11-03T10:42:30.155] error: slurmd error running JobId=4242 on Node(s)=node12: Kill task failed | slurm.node-fail | node12 | | the same (25.05-25.11) for "Kill task failed"
            [2025-11-03T10:42:30.155] error: Slurmd error running JobId=4242 on Node(s)=gpu-07: Spank plugin failure, job failed | - | | | 25.05-25.11 "Slurmd error running ..." (capital S) for the non-fatal errors, ESPANK_JOB_FAILURE among them: no drain, not a finding
            srun: error: Task launch for StepId=4242.0 failed on node gpu-07: Invalid job credential | slurm.launch-failed | gpu-07 | | api/step_launch.c (20.11-25.11) "Task launch for %ps failed on node %s: %m"
            slurmstepd: error:  mpi/pmix_v6: _errhandler: node12 [1]: pmixp_client_v2.c:225: Error handler invoked: status = -25, source = [slurm.pmix.4242.0:3] | mpi.init-failed | node12 | | mpi/pmix pmixp_debug.h PMIXP_ERROR (20.11-25.11) " %s: %s: %s [%d]: %s:%d: " with the mpi_pmix_v6 plugin (25.05+)
            0: [gpu-07:41871] *** An error occurred in MPI_Init_thread\\n0: [gpu-07:41871] *** reported by process [3612606465,0] | mpi.init-failed | gpu-07 | | Open MPI 5.0.x ompi/errhandler "*** An error occurred in %s" behind srun --label's "0: "
            [1,0]<stderr>:It looks like MPI_INIT failed for some reason; your parallel process is\\n[1,0]<stderr>:likely to abort. | mpi.init-failed | | | Open MPI 5.0.x help-mpi-runtime.txt [mpi_init:startup:internal-failure] behind --tag-output's "[1,0]<stderr>:"
            PMIx_Init failed for the following reason:\\n\\n  NOT-SUPPORTED\\n\\nOpen MPI requires access to a local PMIx server to execute. Please ensure\\nthat either you are operating in a PMIx-enabled environment, or use "mpirun"\\nto execute the job. | mpi.init-failed | | | Open MPI 5.0.x help-mpi-runtime.txt [no-pmi] "PMIx_Init failed for the following reason:" (a direct launch without PMIx: srun without --mpi=pmix)
            0: PMIx_Init failed for the following reason:\\n0: \\n0:   PMIX_ERR_NOT_SUPPORTED\\n0: \\n0: Open MPI requires access to a local PMIx server to execute. Please ensure | mpi.init-failed | | | the same under srun --label, with PMIx 4.2.6-6.x's PMIx_Error_string (the constant's name)
            No PMIx server was reachable, but a PMI1/2 was detected.\\nIf srun is being used to launch application,  4 singletons will be started.\\nHello from proc 0 of 1 | mpi.init-failed | | | Open MPI 5.0.x help-mpi-runtime.txt [no-pmix-but] (srun --mpi=pmi2: every process runs alone as rank 0 of 1; two blanks before %d)
            0: No PMIx server was reachable, but a PMI1/2 was detected.\\n0: If srun is being used to launch application,  2 singletons will be started. | mpi.init-failed | | | the same behind srun --label's "0: "
            prterun noticed that process rank 3 with PID 41871 on node gpu-07 exited on signal 9 (Killed). | mpi.process-failed | gpu-07 | | PRRTE 3.0.x (Open MPI 5.0.x's mpirun) help-prun.txt [prun:proc-aborted-strsignal], one line
            prterun noticed that process rank 3 with PID 41871 on node node12.cluster.example.org exited on\\nsignal 11 (Segmentation fault). | mpi.process-failed | node12.cluster.example.org | | PRRTE 4.x schizo/prte help-prun.txt [prun:proc-aborted-strsignal]: wrapped before "signal"
            mpirun noticed that process rank 0 with PID 0 on node 10.1.2.3 exited on\\nsignal 6. | mpi.process-failed | 10.1.2.3 | | PRRTE 4.x [prun:proc-aborted] (no signal name), as mpirun
            prterun has exited due to process rank 2 with PID 0 on node 10.1.2.3 calling\\n"abort". This may have caused other processes in the application to be | mpi.process-failed | 10.1.2.3 | | PRRTE 4.x help-prun.txt [prun:proc-ordered-abort]
            prterun has exited due to process rank 2 with PID 1234 on\\nnode gpu-07 calling "abort". This may have caused other processes | mpi.process-failed | gpu-07 | | PRRTE 3.0.x tools/prun/help-prun.txt [prun:proc-ordered-abort]: wrapped after "on"
            mpirun has exited due to process rank 5 with PID 9911 on node gpu-07 exiting\\nimproperly. There are three reasons this could occur: | mpi.process-failed | gpu-07 | | PRRTE 4.x [prun:proc-exit-no-sync]
            While the primary job  terminated normally, 1 process returned\\na non-zero exit code. Further examination may be required. | mpi.process-failed | | | PRRTE 3.0.x-4.x state/base help-state-base.txt [normal-termination-but] "While %s job %s terminated normally, %d %s. Further examination may be required."
            the primary job  terminated normally, but 2 processes returned\\nnon-zero exit codes. Per user-direction, the job has been aborted. | mpi.process-failed | | | PRRTE 3.0.x errmgr help-errmgr-base.txt [normal-termination-but] "%s job %s terminated normally, but %d %s."
            prterun detected that one or more processes exited with non-zero status,\\nthus causing the job to be terminated. The first process to do so was:\\n\\n   Process name: [prterun-gpu-07-41820@1,3]\\n   Exit code:    1 | mpi.process-failed | | | PRRTE 4.x help-prun.txt [prun:non-zero-exit]: the process name is PRTE_NAME_PRINT's "[NSPACE,RANK]", the nspace "prterun-HOST-PID@1"
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-gpu-07-41820@0,0] on node gpu-07\\n  Remote daemon: [prterun-gpu-07-41820@0,2] on node node12.cluster.example.org\\n\\nThis is usually due to either a failure of the TCP network | mpi.daemon-lost | node12.cluster.example.org | | PRRTE 3.0.x-4.x help-errmgr-base.txt [node-died]
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-login1-41820@0,0] on node login1\\n  Remote daemon: [prterun-login1-41820@0,1] on node 10.1.2.3 | mpi.daemon-lost | 10.1.2.3 | | the same, the node an address
            prterun was unable to reliably start one or more daemons.\\nThis usually is caused by: | mpi.daemon-start-failed | | | PRRTE 3.0.x-4.x help-errmgr-base.txt [failed-daemon-launch]
            An PRTE daemon has unexpectedly failed after launch and before\\ncommunicating back to mpirun. This could be caused by a number | mpi.daemon-start-failed | | | PRRTE 3.0.x-4.x [failed-daemon]
            There are not enough slots available in the system to satisfy the 64\\nslots that were requested by the application: | mpi.not-enough-slots | | | PRRTE 4.x rmaps/base help-prte-rmaps-base.txt [prte-rmaps-base:alloc-error]
            There are not enough slots available in the system or not enough\\nCPUs in the specified PE-LIST to map the number of processes requested\\nby the application: | mpi.not-enough-slots | | | PRRTE 4.x rmaps/round_robin help-prte-rmaps-rr.txt [prte-rmaps-rr:not-enough-cpus]
            A request was made to bind to that would result in binding more\\nprocesses than cpus on a resource:\\n\\n   Bind to:     CORE\\n   Node:        gpu-07\\n   #processes:  2\\n   #cpus:       1 | mpi.not-enough-slots | gpu-07 | | Open MPI 2.x-4.1 orte/mca/rmaps/base help-orte-rmaps-base.txt [rmaps:binding-overload]: nothing is launched
            [1,0]<stderr>:A request was made to bind to that would result in binding more\\n[1,0]<stderr>:processes than cpus on a resource:\\n[1,0]<stderr>:\\n[1,0]<stderr>:   Bind to:     CORE\\n[1,0]<stderr>:   Node:        10.1.2.3\\n[1,0]<stderr>:   #processes:  2 | mpi.not-enough-slots | 10.1.2.3 | | the same behind --tag-output's "[1,0]<stderr>:", the node an address
            While computing bindings, we found no available cpus on\\nthe following node:\\n\\n  Node:  node12.cluster.example.org\\n\\nPlease check your allocation. | mpi.not-enough-slots | node12.cluster.example.org | | Open MPI 2.x-4.1 and PRRTE 3.0-4.x help-prte-rmaps-base.txt [rmaps:no-available-cpus]
            A request was made to bind that would require binding\\nprocesses to more cpus than are available in your allocation:\\n\\n   Application:     ./a.out\\n   #processes:      64\\n   Mapping policy:  BYCORE\\n   Binding policy:  CORE | mpi.not-enough-slots | | | PRRTE 3.0.5-4.x (Open MPI 5.0.x) help-prte-rmaps-base.txt [allocation-overload]
            A request was made to map a specified number of processes to\\neach object of a given type, and to bind each process to a given\\nnumber of CPUs with that object. Unfortunately, at least one\\nsuch object lacks enough CPUs to meet that combination of\\nrequirements: | mpi.not-enough-slots | | | PRRTE 3.0.13+ and 4.1+ help-prte-rmaps-base.txt [not-enough-cpus] (--map-by ppr:N:OBJ:pe=M)
            The requested number of processes exceeds the allocated\\nnumber of slots:\\n\\n  #slots:       4\\n  #processes:   8\\n\\nThis creates an oversubscribed condition that may adversely\\nimpact performance when combined with the requested binding\\noperation. We will continue, but will not bind the processes. | - | | | Open MPI 2.x-4.1 help-orte-rmaps-base.txt [orte-rmaps-base:oversubscribed]: a warning, the job runs unbound
            prterun was unable to find the specified executable file, and therefore did\\nnot launch the job.  This error was first reported for process rank\\n0; it may have occurred for other processes as well. | launch.command-not-found | | | PRRTE 4.x help-prun.txt [prun:exe-not-found]
            [gpu-07:41871] PMIX ERROR: PMIX_ERR_UNREACH in file server/pmix_server.c at line 3222 | mpi.init-failed | gpu-07 | | PMIx 4.2.6-6.x PMIX_ERROR_LOG: "PMIX ERROR: %s in file %s at line %d" with PMIx_Error_string's constant name (was "UNREACHABLE")
            prterun noticed that process rank 1 with PID 8812 on node gpu-07 exited on signal 9 (Killed).\\n[node12:41871] PMIX ERROR: PMIX_ERR_UNREACH in file server/pmix_server.c at line 3222 | mpi.process-failed,mpi.init-failed | gpu-07 | | the same after a rank's death: a witness of it, as the UNREACHABLE of PMIx 2.x-4.2.5
            [node12:41871] PRTE ERROR: PMIX_ERR_UNREACH in file base/grpcomm_base_stubs.c at line 238 | mpi.init-failed | node12 | | PRRTE 3.0.x-4.x PRTE_ERROR_LOG "PRTE ERROR: %s in file %s at line %d" (prte_strerror of a PMIx status)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }

    /** PRRTE names the first process that failed "[NSPACE,RANK]", not ORTE's "[[J,0],N]": the rank is the number after the comma. */
    @Test
    void prrteProcessNameGivesTheRankAndExitCode() throws IOException {
        Finding f = read("prterun detected that one or more processes exited with non-zero status,\\nthus causing the job to be terminated."
                + " The first process to do so was:\\n\\n   Process name: [prterun-gpu-07-41820@1,3]\\n   Exit code:    1").get(0);
        assertEquals("MPI rank 3 exited first with a non-zero status (1), so prterun stopped the job", f.message());
    }
}
