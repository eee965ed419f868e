package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Time limits, preemption and requeue as users paste them: submitit's own timed-out report (its signal handler's
 * "Caught signal ... on HOST: this job is timed-out." and "Job not requeued because: ..." in the releases that print them, under its own
 * logger's prefix, hydra's and a logging time stamp, raised as UncompletedJobError), next to its preemption line, which stays Slurm's to
 * report; sacct's "CANCELLED by UID" in -P and padded rows. One row per wording and release, host names of several shapes; the codes of
 * the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class RequeuePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            submitit WARNING (2021-04-01 02:26:27,643) - Caught signal SIGUSR1 on learnfair4096: this job is timed-out. | slurm.time-limit | learnfair4096 |  | submitit 1.2-1.5 core/job_environment.py checkpoint_and_try_requeue, its own logger's format
            [2021-10-21 11:50:15,216][submitit][WARNING] - Caught signal SIGUSR2 on gpu-a100-017.cluster.example.org: this job is timed-out. | slurm.time-limit | gpu-a100-017.cluster.example.org |  | submitit 1.4 (USR2 since 1.4.5) under hydra's submitit launcher prefix, a fully qualified host
            submitit WARNING (2020-11-03 10:01:02,003) - Caught signal 10 on node-12: this job is timed-out. | slurm.time-limit | node-12 |  | submitit before 1.2.1: the signal's number, not its name
            03/31/2022 21:25:40 - WARNING - submitit - Caught signal SIGHUP on r2i4n7: this job is timed-out. | slurm.time-limit | r2i4n7 |  | submitit 1.4.5+ with SUBMITIT_PREEMPT_SIGNAL=HUP, through a user's logging format
            submitit INFO (2024-09-25 12:00:00,000) - Job not requeued because: timed-out and not checkpointable. | slurm.time-limit |  |  | submitit 1.x: a callable without checkpoint(), logged
            submitit.core.utils.UncompletedJobError: Job not requeued because: timed-out and not checkpointable. | slurm.time-limit |  |  | submitit 1.x: the same raised to job.result() (core/utils.py UncompletedJobError)
            [2021-10-21 11:50:15,256][submitit][INFO] - Job not requeued because: timed-out too many times. | slurm.time-limit |  |  | submitit 1.x: slurm_max_num_timeout used up, under hydra's prefix
            submitit WARNING (2022-07-12 04:18:45,881) - Caught signal SIGHUP on learnfair0293: this job is preempted. | - |  |  | submitit 1.4.5: a preemption; the cancel or requeue line Slurm prints is what doctor reads
            submitit INFO (2022-07-12 04:18:45,912) - Requeued job 60601445 (3 remaining timeouts) | - |  |  | submitit slurm/slurm.py _requeue: a requeue that worked is no failure
            31178|alice|users|gpu|2022-11-02T09:00:00|2022-11-02T10:37:04|CANCELLED by 1060117793|36G||4|00:00:00|1 | slurm.cancelled |  |  | Slurm 22.05 sacct -P: the State column's "CANCELLED by UID" (sacct print.c)
            4242.batch        batch                 acct    CANCELLED by 0      0:15 | slurm.cancelled |  |  | Slurm sacct padded columns (a wide State column), a step row cancelled by root
            The job was CANCELLED by the admin yesterday. | - |  |  | prose with the same words and no job row: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
