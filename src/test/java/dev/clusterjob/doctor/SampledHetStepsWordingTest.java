package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Jobs that run more than one kind of step: a heterogeneous batch script sbatch refuses (a stray word in an #SBATCH line, the one a
 * "hetjob" inside a path left before Slurm 21.08), srun's refusals of a heterogeneous job's step (--het-group, steps across components),
 * a --multi-prog configuration file srun refuses (a line broken before its path and "invalid" too), and a step srun ended because its
 * first task had exited --wait (WaitTime) seconds before. The negatives: the script's own hetjob lines, srun's verbose notice before the
 * wait ends, the man page's and slurm.conf's words, Slurm's documentation quoting a refusal without srun's prefix, a step waiting for
 * resources. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line
 * break.
 */
class SampledHetStepsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            sbatch TCO1279-DART-1D-hetjob_compute_20000101-20000101.run\\nsbatch.bin: error: Invalid directive found in batch script: /log/TCO1279-DART-1D- | slurm.allocation-failed |  |  | esm_tools issue 933: a site's sbatch wrapper, a path holding "hetjob" split by sbatch before 21.08 (opt.c _opt_batch_script)
            sbatch: error: Invalid directive found in batch script: 1-00:00:00 | slurm.allocation-failed |  |  | sbatch opt.c 19.05-25.x: "#SBATCH --time 1-00:00:00" written with a blank inside an option sbatch reads as two words
            srun: error: Line 1 of configuration file\\n/scratch3/NESDIS/nesdis-leo-snow/Jim.Jung/verif_global_standalone/emc_verif_global.2201709/grid2grid_step2/plot_job_scripts/condense_stats/poe_jobs1\\ninvalid | slurm.step-create-failed |  |  | EMC_verif-global issue 293: multi_prog.c verify_multi_name's line broken before the path and before "invalid"
            srun: error: Invalid task range specification\\nsrun: error: Line 1 of configuration file hostfile_srun invalid | slurm.step-create-failed |  |  | esm_tools issue 383: a rank range 0--1, _validate_ranks then verify_multi_name (14.x-25.x)
            srun: error: Line 3 of configuration file multi.conf is invalid | slurm.step-create-failed |  |  | multi_prog.c mpir_set_multi_name's wording (14.x-25.x): a line with a rank field and no program
            srun: error: Line 2 of configuration file mpmd.conf, program ./prog2.x not executable | slurm.step-create-failed |  |  | multi_prog.c verify_multi_name with --test-only's executable check (20.11-25.x)
            srun: error: Configuration file multi.conf invalid, no record for task id 7 | slurm.step-create-failed |  |  | multi_prog.c verify_multi_name (14.x-25.x): a task of the step without a line
            srun: fatal: Job steps that span multiple components of a heterogeneous job are not currently supported | slurm.step-create-failed |  |  | srun.c (19.05-25.x): a step across components on a set-up that cannot span them
            srun: error: --het-group expected to be used within an HetJob allocation | slurm.step-create-failed |  |  | srun_job.c (21.08-25.x): --het-group in a job that is no heterogeneous job
            srun: error: Attempt to run a job step with pack group value of 2, but the job allocation has maximum value of 1 | slurm.step-create-failed |  |  | srun_job.c 19.05 (the pack wording; het in 20.02+): a component the job does not have
            srun: error: Requested het-group offset exceeds highest hetjob index (3 > 1) | slurm.step-create-failed |  |  | srun_job.c (20.02-25.x)
            srun: First task exited 30s ago\\nsrun: StepId=5981146.0 tasks 0-3: running\\nsrun: StepId=5981146.0 task 4: exited\\nsrun: Terminating StepId=5981146.0\\n*** STEP 5981146.0 ON dane138 CANCELLED AT 2026-05-12T12:43:25 DUE to SIGNAL Killed ***\\nsrun: error: dane900: task 3: Killed | slurm.step-killed,slurm.cancelled,slurm.task-killed | dane138 |  | torc pull 318: WaitTime=30 on LLNL Dane, signals.c and task_state.c (20.11-25.x); the step's node from slurmstepd's line
            srun: First task exited 60s ago\\nsrun: step:1234.0 tasks 1-3: running\\nsrun: step:1234.0 task 0: exited\\nsrun: Terminating job step 1234.0 | slurm.step-killed |  |  | srun_job.c and launch_slurm.c before 20.11: the step:%u.%u and "job step" wordings
            srun: error: n01: task 0: Exited with exit code 1\\nsrun: First task exited 30s ago\\nsrun: Terminating StepId=77.0 | slurm.task-failed,slurm.step-killed | n01 |  | a failed first task then srun's --wait: the failure is the cause, the wait a consequence
            #SBATCH hetjob\\n#SBATCH --nodes=10\\n#SBATCH --partition=compute | - |  |  | negative: the script's own component separator, no error
            srun: First task exited. Terminating job in 30s | - |  |  | negative: srun -v's notice when the first task ends (launch.c), before anything is killed
            Specify how long to wait after the first task terminates before terminating all remaining tasks. | - |  |  | negative: srun's man page on --wait
            WaitTime=30 | - |  |  | negative: slurm.conf's setting alone
            Job steps that span multiple components of a heterogeneous job are not currently supported on this cluster. | - |  |  | negative: a centre's page quoting the refusal without srun's prefix
            srun: Job 29986033 step creation temporarily disabled, retrying (Requested nodes are busy) | - |  |  | negative: a second step waiting for the first one's resources, no failure yet
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
