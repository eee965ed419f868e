package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Batch scripts and job arrays Slurm refuses before anything is submitted: sbatch's own checks of the script (no #! line, an empty or
 * blank script, a NULL character, DOS line breaks) and slurmctld's refusal of --array (an index at or above MaxArraySize, a malformed
 * range), behind sbatch's prefix or quoted without it in a sentence or a title; all are slurm.allocation-failed. The negatives: an
 * accepted submission, the script's own #SBATCH lines, advice that names the rule without the error. Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledBatchScriptWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            sbatch: error: This does not look like a batch script.  The first\\nsbatch: error: line must start with #! followed by the path to an interpreter.\\nsbatch: error: For instance: #!/bin/sh | slurm.allocation-failed |  |  | signac-flow issue 517: Slurm sbatch.c get_script_buffer's three lines (20.x-25.x, the second line unwrapped)
            - **`sbatch: This does not look like a batch script`:** Shebang must be `#!/bin/bash`. | slurm.allocation-failed |  |  | a project README's troubleshooting list: the message quoted without sbatch's error prefix
            ???- question "I get an error: 'This does not look like a batch script'" | slurm.allocation-failed |  |  | UPPMAX training page: a question's title quoting the message alone
            *   **Issue:** Attempting to submit Slurm jobs via `sbatch run_fluidmerge.slurm` failed with `sbatch: error: This does not look like a batch script. The first line must start with #!`. | slurm.allocation-failed |  |  | a project's notes: the two lines joined into one sentence, one space after the full stop
            sbatch: error: Batch script is empty! | slurm.allocation-failed |  |  | makeflow-examples issue 52's title: sbatch.c's first check
            error: Batch script contains only whitespace! | slurm.allocation-failed |  |  | sbatch.c's second check after log.c's bare prefix, the program's name left out
            The Slurm controller does not allow scripts that\\ncontain a NULL character '\\0'. | slurm.allocation-failed |  |  | sbatch.c's NULL character check quoted without the prefix (The SLURM controller in older releases)
            sbatch: error: Batch job submission failed: Invalid job array specification\\nsubmitted array job | slurm.allocation-failed |  |  | sracha-rs pull 81: MaxArraySize 1001 and --array=1-2000, slurm_errno.c ESLURM_INVALID_ARRAY
            # one-chronic-per-task (confirmed: BWUniCluster rejected sbatch outright for a 2592-wide array\\n# with "Invalid job array specification") — so chronics are chunked into batches | slurm.allocation-failed |  |  | a project's code comment: slurm_errno.c's text quoted alone across a wrapped comment
            `sbatch --array=760-1139 ...` failed outright with\\n`"Invalid job array specification"` -- turned out to be this cluster's `MaxArraySize=1001` | slurm.allocation-failed |  |  | a project's notes: an index above MaxArraySize, the text in backticks and quotes
            [sven@rackham3 ~]$ sbatch -A naiss2024-22-49 my_script.sh\\nSubmitted batch job 49309848 | - |  |  | negative: an accepted submission
            #SBATCH --array=0-6049\\n#SBATCH --partition=standard | - |  |  | negative: the script's own array directive, no error
            Like stated at the start of this exercise, the bash script\\nneeds to have a shebang. | - |  |  | negative: advice naming the rule without the error
            # `array_parallelism` in conf/hydra/launcher/slurm*.yaml only caps CONCURRENCY\\n# (the `%N` in --array=0-M%N); it does NOT change the array size and will NOT fix | - |  |  | negative: a comment on array throttling cut before the message it names
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
