package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm as workflow and job tools quote it to their users: Cromwell/caper, Snakemake, Nextflow, AiiDA, Parsl,
 * HyperQueue and pilot-job tools put Slurm's own lines inside theirs (Nextflow's indented "Command output:", AiiDA's " | stderr=",
 * Parsl's "stderr=" and "STDERR:"), and users retell them in titles and sentences. The rows: slurmstepd's time limit in each release's
 * order and retold without id or host (slurmstepd req.c), sbatch's and salloc's refusals of the request and of their own command line
 * (slurm_strerror's texts; getopt_long through src/common/slurm_opt.c), Slurm's clients that cannot reach slurmctld (slurm_perror after
 * a failed load call), srun's step that waited and was then refused, the batch step's OOM kill (cgroup plugin 20.11-25.05) behind
 * slurmstepd's host prefix, a script run by a path that does not exist, and Parsl's executor summary. One row per
 * wording and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class WorkflowSlurmWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: *** JOB CANCELLED DUE TO TIME LIMIT *** | slurm.time-limit |  |  | slurmstepd req.c's line as a user retells it in a title: job id, host and time left out
            slurmstepd: error: *** JOB 867816 ON c0700a-s1 CANCELLED AT 2021-05-11T12:06:17 DUE TO TIME LIMIT *** | slurm.time-limit | c0700a-s1 |  | slurmstepd req.c 16.05-25.05 "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***"
            slurmstepd-phoenix-07: error: *** JOB 1449736 ON phoenix-07 CANCELLED AT 2023-12-03T12:47:09 DUE TO TIME LIMIT *** | slurm.time-limit | phoenix-07 |  | the same from a slurmstepd that names itself with its host (Toil's batch logs)
            slurmstepd: error: *** JOB 3884617 CANCELLED AT 2015-08-19T16:30:21 DUE TO TIME LIMIT on node023.cluster.example.org *** | slurm.time-limit | node023.cluster.example.org |  | slurmstepd req.c 14.11-15.08: the host after the reason
            srun: Job step aborted: Waiting up to 47 seconds for job step to finish.\\nslurmstepd: error: *** STEP 494583.0 ON 10.2.0.17 CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT *** | slurm.time-limit | 10.2.0.17 |  | the step's line with an address for a host, after srun's abort
            error: Batch job submission failed: Unable to contact slurm controller (connect failure) | slurm.allocation-failed |  |  | sbatch's "Batch job submission failed: %m" after log.c's bare "error: " (the program's name left out, as a title quotes it)
            sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure) | slurm.allocation-failed |  |  | the same as sbatch prints it: a submission refused (no allocation), not the controller-unreachable code of the clients that read state
            `sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified\\n`   | slurm.allocation-failed |  |  | slurm_strerror ESLURM_INVALID_ACCOUNT in backticks whose closing one is on the next line (caper's thread)
            aiida.schedulers.scheduler.SchedulerError: Error during submission, retval=1\\nstdout=\\nstderr=sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified | slurm.allocation-failed |  |  | AiiDA 2.x slurm.py _parse_submit_output's SchedulerError (its "stderr=" before sbatch's line)
              sbatch: error: Memory specification can not be satisfied\\n  sbatch: error: Batch job submission failed: Requested node configuration is not available | slurm.allocation-failed |  |  | Nextflow's indented "Command output:" of a refused sbatch .command.run
            sbatch: error: invalid partition specified: brc | slurm.allocation-failed |  |  | sbatch's first line of a refused partition, the "Batch job submission failed" line after it cut
            parsl.executors.errors.BadStateException: Executor PM_HTEX_multinode failed due to: Error 1:\\n        Failed to start block 0: Cannot launch job parsl.PM_HTEX_multinode.block-0.1706699269.6424484: Could not read job ID from submit command standard output; recode=255, stdout=, stderr=sbatch: unrecognized option '--nonsense' | slurm.allocation-failed,orchestrator.replica-failed |  |  | glibc 2.26+ getopt "%s: unrecognized option '%s'" from sbatch, inside Parsl 2024.01's SubmitException
            sbatch: unrecognized option `--gres-flag=enforce-binding' | slurm.allocation-failed |  |  | glibc before 2.26: "%s: unrecognized option `--%s'"
            sbatch: invalid option -- 'l'\\nTry "sbatch --help" for more information | slurm.allocation-failed |  |  | glibc getopt "%s: invalid option -- '%c'": a qsub option (-l) in a workflow tool's clusterOptions
            salloc: unrecognized option '--gpus-per-nod=4' | slurm.allocation-failed |  |  | the same refusal from salloc (no allocation asked for)
            slurm_load_jobs error: Unable to contact slurm controller (connect failure) | slurm.controller-unreachable |  |  | squeue and scontrol, slurm_perror("slurm_load_jobs error") with SLURMCTLD_COMMUNICATIONS_CONNECTION_ERROR (14.x-25.05)
                2026-07-15 12:01:57 [Task: SH-tiny: FastqScreen] Failed to get status for job 'x#9': 'JOBID' is not in list\\n    slurm_load_jobs error: Unable to contact slurm controller (connect failure) | slurm.controller-unreachable |  |  | the same under a pipeline runner's status poll, indented as markdown code
            slurm_load_partitions: Unable to contact slurm controller (connect failure) | slurm.controller-unreachable |  |  | sinfo's slurm_perror("slurm_load_partitions")
            slurm_load_jobs error: Socket timed out on send/recv operation | slurm.controller-unreachable |  |  | SLURM_PROTOCOL_SOCKET_IMPL_TIMEOUT: slurmctld overloaded, the client's read timed out
            srun: error: Unable to confirm allocation for job 60564: Unable to contact slurm controller (connect failure) | slurm.allocation-failed |  |  | srun allocate.c inside a job: the allocation could not be confirmed (the allocation rule's, not the clients')
            srun: Job 63094233 step creation temporarily disabled, retrying\\nsrun: error: Unable to create step for job 63094233: Job/step already completing or completed | slurm.step-create-failed |  |  | srun 14.x's wait (no failure by itself: it waits, then runs) ending in srun's own refusal
            slurmstepd-fn2-0002: error: Detected 1 oom-kill event(s) in StepId=21392618.batch. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom | fn2-0002 |  | task/cgroup 20.11-22.05 batch step wording, behind slurmstepd-HOST
            slurmstepd: error: Detected 1959 oom_kill events in StepId=45226719.batch. Some of the step tasks have been OOM Killed. | slurm.oom |  |  | cgroup v2 plugin 22.05+ wording ("oom_kill events", "OOM Killed")
            /var/spool/slurmd/job00123/slurm_script: line 9: ./train.sh: No such file or directory | launch.command-not-found |  |  | bash shell_execve: a script run by path that does not exist (exit 127) stays a command not found
            parsl.executors.errors.BadStateException: Executor Expanse failed due to: Error 1:\\n        Job is marked as MISSING since the workers failed to register to the executor. Check the stdout/stderr logs in the submit_scripts directory for more debug information\\n        STDERR: srun: error: exp-9-55: task 0: Exited with exit code 5 | slurm.task-failed,orchestrator.replica-failed | exp-9-55 |  | Parsl 2024.02+ status_handling.py's MISSING summary with the block's stderr: srun launch.c's task exit is the finding, Parsl's summary a note
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
