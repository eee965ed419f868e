package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Jobs ended from outside: slurmstepd's cancel line for the time limit, a preemption and a requeue
 * ({@code *** %s ON %s CANCELLED AT %s DUE TO %s ***}, the node after the stars in 14.11-15.08) as users paste it, with the job id
 * replaced by a placeholder (XXXXXXX, {@code <jobid>}, a shell variable, NNNN) and the host by another; a real id still reads as
 * before. Negatives: the sbatch options and commands that ask for a warning signal or a requeue, srun's step-abort notice and
 * submitit's bypassed signals are no failure. Columns: the codes of the findings in order ("-": no error), the first one's host and
 * peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledPreemptionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: *** JOB XXXXXXX ON YYYYYY CANCELLED AT 2018-12-24T10:28:00 DUE TO TIME LIMIT ***" | slurm.time-limit | YYYYYY |  | the corpus log: slurmstepd req.c's time-limit line, the id and the host replaced by the user, a stray quote after the stars
            slurmstepd: error: *** STEP <jobid>.0 ON gpu-node-3 CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-node-3 |  | the step's line with the id as a placeholder in angle brackets
            slurmstepd: error: *** JOB $SLURM_JOB_ID CANCELLED AT 2015-03-01T10:00:00 DUE TO TIME LIMIT on n012 *** | slurm.time-limit | n012 |  | Slurm 14.11-15.08's order (the node after the reason), the id as the variable that holds it
            slurmstepd: error: *** JOB 55595933 ON maestro-3017 CANCELLED AT 2025-01-10T15:27:25 DUE TO TIME LIMIT *** | slurm.time-limit | maestro-3017 |  | a real job id reads as before
            slurmstepd: error: *** JOB xxxxxx ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO PREEMPTION *** | slurm.preempted | cn119 |  | slurmstepd req.c's preemption line (16.05+), the id replaced
            slurmstepd: error: *** STEP XXXXX.0 ON n07 CANCELLED AT 2021-03-15T18:00:46 DUE TO PREEMPTION *** | slurm.preempted | n07 |  | the step's preemption line, the id replaced
            slurmstepd: error: *** JOB NNNNNN ON SERVER_NAME CANCELLED AT 2022-08-12T02:06:12 DUE TO JOB REQUEUE *** | slurm.requeued | SERVER_NAME |  | slurmstepd req.c's requeue line (scontrol requeue, a requeued preemption), the id replaced
            #SBATCH --signal=SIGUSR1@90 | - |  |  | negative: the batch option that asks for a warning signal before the time limit
            #SBATCH --requeue | - |  |  | negative: the batch option that allows a requeue
            scontrol requeue $SLURM_JOB_ID | - |  |  | negative: the command Lightning's and submitit's signal handlers run
            srun: Job step aborted: Waiting up to 32 seconds for job step to finish. | - |  |  | negative: srun's notice while a step is stopped, no cause of its own
            submitit WARNING (2022-08-12 02:06:12,299) - Bypassing signal SIGCONT | - |  |  | negative: submitit's handler passing a signal by
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
