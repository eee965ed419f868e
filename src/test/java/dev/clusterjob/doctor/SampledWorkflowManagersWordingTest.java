package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU and other jobs a workflow manager submitted to Slurm, failing in the manager's own words: Snakemake's SLURM executor (snakemake
 * 7.x's --slurm, snakemake-executor-plugin-slurm 0.1-2.x) says which state sacct gave the job ({@code SLURM-job 'N' failed, SLURM status
 * is: 'STATE'}), read as the time limit, the memory kill or the node failure that state names, FAILED and CANCELLED left to the job's own
 * log; Nextflow's {@code Process `NAME` terminated with an error exit status (N)} with a status of 129-192 (a signal from outside the task)
 * is a kill, a fallback behind what its "Command error:" block says. Columns: the codes of the findings in order ("-": none), the host
 * and peer of the first, the source. {@code \n} is a line break.
 */
class SampledWorkflowManagersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Error in rule rbpnet_variants_score_fa:\\n    message: SLURM-job '4982330' failed, SLURM status is: 'TIMEOUT'. For further error details see the cluster/cloud log and the log files of the involved rule(s).\\n    jobid: 123 | slurm.time-limit |  |  | skipper pull request 47: the slurm executor plugin 1.x, a GPU rule at its time limit
                message: SLURM-job '45360507' failed, SLURM status is: 'TIMEOUT'\\n    jobid: 55 | slurm.time-limit |  |  | the plugin's 0.1-0.3 wording (snakemake 7.x's --slurm the same), nothing after the state
                message: SLURM-job '2254' failed, SLURM status is: 'DEADLINE'. Reason: Step 0: None. | slurm.time-limit |  |  | the plugin's 2.x wording with sacct's step reasons, a --deadline reached
            {"level":"job_error","msg":"SLURM-job '1373032' failed, SLURM status is: 'TIMEOUT'","name":"derep_nonpareil"} | slurm.time-limit |  |  | Snakemake's JSON log: the message in its msg field
                message: SLURM-job '26605857' failed, SLURM status is: 'OUT_OF_MEMORY'. For further error details see the cluster/cloud log and the log files of the involved rule(s). | slurm.oom |  |  | the plugin's OUT_OF_MEMORY state
                message: SLURM-job '812616' failed due to a node failure, SLURM status is: 'NODE_FAIL'. Failed nodes will be excluded from future job submissions. Consider enabling requeueing for such cases by setting the 'requeue' flag in the executor settings. | slurm.node-fail |  |  | the plugin's 2.x node-failure wording
            Error in rule bwa_map:\\n    message: SLURM-job '26605857' failed, SLURM status is: 'TIMEOUT'.\\nslurmstepd: error: *** JOB 26605857 ON a02-10 CANCELLED AT 2024-10-24T05:31:53 DUE TO TIME LIMIT *** | slurm.time-limit | a02-10 |  | snparcher issue 227: the status line, then the job log's slurmstepd line names the node
                message: SLURM-job '12345' failed, SLURM status is: 'FAILED'. For further error details see the cluster/cloud log and the log files of the involved rule(s). | - |  |  | negative: FAILED says only that the rule's command exited non-zero, its own log says why
                message: SLURM-job '12345' failed, SLURM status is: 'CANCELLED'. | - |  |  | negative: CANCELLED names no cause (a user's scancel, or the job log's slurmstepd line)
            Caused by:\\n  Process `pipeline:stranding:call_adapter_scan (19)` terminated with an error exit status (137)\\n\\nCommand exit status:\\n  137 | slurm.task-killed |  |  | wf-single-cell issue 40: Nextflow's task killed (SIGKILL), nothing in Command error
            [e7/7d7c3b] NOTE: Process `SCATACPIPE:PREPROCESS_DEFAULT:BWA_MAP (1)` terminated with an error exit status (143) -- Execution is retried (2) | slurm.task-killed |  |  | Nextflow's retry note with SIGTERM's status (a cancel or the time directive)
              Process identify_fasta_MSF:samtools (1) terminated with an error exit status (137) | slurm.task-killed |  |  | the process name without its backticks, as a markdown paste leaves it
            Caused by:\\n  Process `ASSEMBLE_HIFI:GFATOOLS_GFA2FA (1)` terminated with an error exit status (137)\\n\\nCommand error:\\n  slurmstepd: error: Detected 1959 oom_kill events in StepId=45226719.batch. Some of the step tasks have been OOM Killed. | slurm.oom |  |  | the Command error block's own line is the cause, the kill's fallback hidden behind it
            [9c/3f2a1b] NOTE: Process `SCATACPIPE:PREPROCESS_DEFAULT:BWA_MAP (1)` terminated with an error exit status (1) -- Execution is retried (2) | - |  |  | negative: exit status 1 is the command's own failure, no signal
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
