package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The schedulers' odds, second batch: Flux's job exceptions (flux-core's job-exec and job shell, Fluxion's qmanager) as flux-job attach
 * and flux run print them, LSF termination reasons the first batch left out (TERM_THREADLIMIT, TERM_PROCESSLIMIT, TERM_EXTERNAL_SIGNAL,
 * TERM_CSM_ALLOC, TERM_PRE_EXEC_FAIL, bhist -l's "Exited by LSF signal"), PBS and Torque odds, HTCondor's starter errors and Slurm's
 * option conflicts and CPU-binding refusals. The event decides the code, not the scheduler (CODES.md): a run-time limit is
 * slurm.time-limit, a kill for more threads or processes than the job may run pbs.cpu-limit, a kill by a signal no limit explains
 * slurm.task-killed, a task that could not start slurm.launch-failed. Each row is written from the project's format string (the last
 * column names file, function and releases; flux-core's from the release tags v0.40.0-v0.88.0, LSF's from IBM's termination-reason
 * table), instantiated with hosts of several shapes. Columns: text | codes in order ("-": none) | host of the first | peer of the first |
 * source; {@code \n} in a row is a line break.
 */
class SchedulerOddsWordingTest extends WordingTable {
    private static final String ROWS = """
            0.059s: job.exception type=timeout severity=0 resource allocation expired | slurm.time-limit | | | flux-core job-exec.c expiration timer "resource allocation expired" (0.2x-0.88) behind flux-job attach's "%.3fs: job.exception type=%s severity=%d %s" (cmd/flux-job.c, cmd/job/attach.c 0.40-0.6x)
            5.488s: job.exception \u0192Ue7s4eowef type=timeout severity=0 resource allocation expired | slurm.time-limit | | | the same, attach.c (0.7x-0.88) "%.3fs: job.exception %s type=%s severity=%d %s" with the job id
            {"timestamp":1611769351.0589771,"name":"exception","context":{"type":"timeout","severity":0,"userid":-1,"note":"resource allocation expired"}} | slurm.time-limit | | | the job eventlog's exception event (RFC 21) as flux job info ID eventlog prints it
            0.045s: job.exception type=alloc severity=0 alloc denied due to type="unsatisfiable" | slurm.allocation-failed | | | Fluxion qmanager (flux-sched 0.2x-0.4x) "alloc denied due to type=\\"" + note + "\\"" behind attach.c's exception line
            flux-job: job.exception f3cLYyF1XxQX type=alloc severity=0 alloc denied due to type="match error" | slurm.allocation-failed | | | the same through attach.c (0.7x-0.88) log_msg "job.exception %s type=%s severity=0 %s" (flux-job's prefix)
            3.416s: flux-shell[0]: FATAL: task 0 (host gpu-07): start failed: /home/u1/bin/train: No such file or directory\\n3.417s: job.exception type=exec severity=0 task 0 (host gpu-07): start failed: /home/u1/bin/train: No such file or directory\\nflux-job: task(s) exited with exit code 127 | launch.command-not-found,slurm.task-failed | gpu-07 | | flux-core shell.c (0.40-0.88) shell_die "task %d (host %s): start failed: %s: %s", printed by attach.c's "%.3fs: flux-shell[%d]: %s: %s" and raised as an exec exception
            0.567s: flux-shell[1]: FATAL: task 4 (host node12.cluster.example.org): start failed: stress: No such file or directory | launch.command-not-found | node12.cluster.example.org | | the same on shell rank 1, a domain name
            0.087s: flux-shell[0]: FATAL: task 0 (host 10.1.2.3): start failed: /scratch/u1/run.sh: Permission denied | slurm.launch-failed | 10.1.2.3 | | the same with EACCES: the file is there but cannot be executed
            33.708s: flux-shell[0]: FATAL: doom: python: task rank 1 on host gpu-07 exited and exit-timeout=30s has expired | slurm.task-failed | gpu-07 | | flux-core shell/doom.c (0.80-0.87) "%s: %s rank %d on host %s exited and exit-timeout=%s has expired"
            1.047s: job.exception \u0192NL6AvRQs type=exec severity=0 sh: task rank 1 on host node12.cluster.example.org exited (Segmentation fault) and exit-timeout=1s has expired | slurm.task-failed | node12.cluster.example.org | | doom.c (0.88) "%s: %s rank %d on host %s exited%s and exit-timeout=%s %s" with doom_disposition's " (%s)" strsignal, as the exception
            0.133s: flux-shell[0]: FATAL: doom: python: rank 3 on host 10.1.2.3 exited and exit-timeout=30s has expired | slurm.task-failed | 10.1.2.3 | | doom.c (0.70-0.79) "%s: %srank %d on host %s exited and exit-timeout=%s has expired" (the task case: %s empty)
            0.133s: flux-shell[0]: FATAL: doom: rank 3 exited and exit-timeout=30s has expired | slurm.task-failed | | | doom.c (0.40-0.69) "rank %d exited and exit-timeout=%s has expired": no host
            0.037s: flux-shell[0]: FATAL: doom: foo.sh: task rank 1 on host gpu-07 failed (Exit 1) and exit-on-error is set | slurm.task-failed | gpu-07 | | doom.c (0.88) "%s: %s rank %d on host %s failed%s %s" with "and exit-on-error is set" (flux run -o exit-on-error)
            0.136s: job.exception type=exec severity=0 rank 3 failed and exit-on-error is set | slurm.task-failed | | | doom.c (0.40-0.69) "rank %d failed and exit-on-error is set" as the exception
            12.204s: job.exception type=exec severity=0 lost contact with job shell on broker gpu-08 (rank 3) | slurm.node-fail | gpu-08 | | flux-core job-exec (0.60-0.88) jobinfo_fatal_error "%s on broker %s (rank %d)", "lost contact with job shell": the node or its broker went away
            12.204s: job.exception type=node-failure severity=2 lost contact with job shell on node12 (shell rank 1) | slurm.node-fail | node12 | | job-exec exec.c (0.60-0.6x) non-critical "%s on %s (shell rank %d)"
            8.110s: job.exception type=node-failure severity=0 node failure on gpu-07 (shell rank 1127) | slurm.node-fail | gpu-07 | | job-exec bulkexec.c (0.5x-0.88) "node failure on %s (shell rank %d)"
            2.310s: job.exception type=exec severity=0 gpu-[07-08] (ranks 3-4) terminated before first barrier | slurm.launch-failed | gpu-[07-08] | | job-exec bulkexec.c (0.6x-0.88) "%s (rank%s %s) terminated before first barrier": shells that died while starting
            4.395s: job.exception type=exec severity=0 job shell exec error on broker node12 (rank 9): /usr/libexec/flux/flux-imp: No such file or directory | slurm.launch-failed | node12 | | job-exec bulkexec.c (0.5x-0.88) "%s on broker %s (rank %d): %s" with "job shell exec error"
            flux-job: task(s) exited with exit code 139 | slurm.task-failed | | | attach.c (0.40-0.88) "task(s) exited with exit code %d" (128+11: a segfault)
            flux-job: \u0192Ue7s4eowef started                                          00:00:02 | - | | | flux-job attach's progress line: not a failure
            TERM_THREADLIMIT: job killed after reaching LSF thread limit.\\nExited with exit code 143. | pbs.cpu-limit | | | LSF job report, termination reason TERM_THREADLIMIT (LSF 6.2-10.1, IBM's termination-reason table): more threads than THREADLIMIT
            TERM_PROCESSLIMIT: job killed after reaching LSF process limit.\\nExited with exit code 143. | pbs.cpu-limit | | | LSF TERM_PROCESSLIMIT (6.2-10.1): more processes than PROCESSLIMIT
            Fri Oct  5 17:51:30: Completed <exit>; TERM_PROCESSLIMIT: job killed after reaching LSF process limit. | pbs.cpu-limit | | | the same in bhist -l / bjobs -l after "Completed <exit>; "
            TERM_EXTERNAL_SIGNAL: job killed by a signal external to LSF.\\nExited with signal termination: Killed. | slurm.task-killed | | | LSF TERM_EXTERNAL_SIGNAL (6.2-10.1): a signal LSF did not send (kill -9 on the node, the kernel)
            Tue Jul 30 21:43:41: Exited by LSF signal TERM_EXTERNAL_SIGNAL. The CPU time used is 0.0 seconds; | slurm.task-killed | | | bhist -l (LSF 10.1) "Exited by LSF signal %s. The CPU time used is %s seconds;"
            Mon Nov 23 10:17:33: Completed <exit>; TERM_RUNLIMIT: job killed after reaching LSF run time limit. | slurm.time-limit | | | bhist -l / bjobs -l (6.2-10.1) "Completed <exit>; TERM_RUNLIMIT: ..."
            Thu Mar 13 19:31:13: Completed <exit>; TERM_MEMLIMIT: job killed after reaching LSF memory usage limit. | slurm.oom | | | the same for TERM_MEMLIMIT
            Fri Oct  5 17:51:30: Completed <exit>; TERM_OWNER: job killed by owner. | slurm.cancelled | | | the same for TERM_OWNER (bkill)
            TERM_FORCE_ADMIN: job killed by root or LSF administrator without time for cleanup. | slurm.cancelled | | | LSF TERM_FORCE_ADMIN (bkill -r by an administrator)
            TERM_CSM_ALLOC: job killed by LSF due to CSM allocation API error.\\nExited with exit code 1. | slurm.launch-failed | | | LSF 10.1 with IBM CSM (CORAL systems) TERM_CSM_ALLOC: the allocation could not be set up on the nodes
            TERM_PRE_EXEC_FAIL: job killed after reaching pre-execution retry limit. | slurm.launch-failed | | | LSF 10.1 TERM_PRE_EXEC_FAIL: the pre-execution command (the prolog) failed on every try
            =>> PBS: job killed: ncpus exceeded limit | pbs.cpu-limit | | | OpenPBS mom_main.c "ncpus %.2f exceeded limit %lu" as users paste it shortened, the numbers left out
            11/20/2015 12:07:14.476;01;   pbs_mom.1480;Svr;pbs_mom;LOG_ERROR::trq_cg_create_task_cgroups, Failed to get allocation for task_index 2: error 15004 | slurm.launch-failed | | | Torque 6.x pbs_mom (trq_cgroups.c) LOG_ERROR "trq_cg_create_task_cgroups, Failed to get allocation for task_index %d: error %d" in the MOM log: the job's cgroups could not be made, the job is requeued
            Error from glidein_27986_94860774@se1wn29.pi.infn.it: STARTER at 10.1.5.29 failed to write to file /scratch/condor/execute/dir_5025/out.dat: (errno 28) No space left on device | fs.no-space | se1wn29.pi.infn.it | | HTCondor starter (FileTransfer, 8.x-25.x) "STARTER at %s failed to write to file %s: (errno %d) %s" after the shadow's "Error from SLOT@HOST: " (a hold reason)
            srun: error: CPU binding outside of job step allocation, allocated CPUs are: 0x01F000000001F0000000.\\nsrun: error: Task launch for StepId=5216715.0 failed on node gpu-07: Unable to satisfy cpu bind request | slurm.launch-failed | gpu-07 | | srun task/affinity (22.05-25.05) "CPU binding outside of job step allocation, allocated CPUs are: %s." then step_launch.c "Task launch for %ps failed on node %s: %m" (ESLURMD_CPU_BIND_ERROR)
            srun: error: CPU binding outside of job step allocation, allocated CPUs are: 0x34000004. | slurm.launch-failed | | | the same line alone (a nested srun inheriting the outer step's SLURM_CPU_BIND)
            srun: fatal: SLURM_MEM_PER_CPU, SLURM_MEM_PER_GPU, and SLURM_MEM_PER_NODE are mutually exclusive. | slurm.step-create-failed | | | srun opt.c (20.02-25.05): an srun inside an allocation whose environment carries two memory options; no step is created
            srun: fatal: SLURM_TRES_PER_TASK is mutually exclusive with --ntasks-per-gpu and SLURM_NTASKS_PER_GPU | slurm.step-create-failed | | | srun opt.c (23.11-25.05): the allocation's SLURM_TRES_PER_TASK against --ntasks-per-gpu
            sbatch: fatal: --mem, --mem-per-cpu, and --mem-per-gpu are mutually exclusive. | slurm.allocation-failed | | | sbatch opt.c (19.05-25.05): nothing was submitted
            salloc: fatal: --mem, --mem-per-cpu, and --mem-per-gpu are mutually exclusive. | slurm.allocation-failed | | | the same for salloc
            Job ID: 17026\\nCluster: cluster\\nState: OUT_OF_MEMORY (exit code 0)\\nMemory Efficiency: 100.68% of 1.00 GB | slurm.oom | | | seff (contribs, 19.05-25.05) "State: %s (exit code %d)" with the job state OUT_OF_MEMORY (job_state_string, 17.11+)
            slurmstepd: error: Detected 1 oom-kill event(s) in step 370626.batch cgroup | slurm.oom | | | task/cgroup (17.02-21.08) "Detected %u oom-kill event(s) in step %s cgroup"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
