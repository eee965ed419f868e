package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm 23.11-25.11 front ends as users paste them (issue 26, the newest releases' wordings): srun's refusal of a --cpus-per-task that the
 * job's environment sets twice (src/common/slurm_opt.c, 23.11's and 24.05-25.11's wordings), the refusal texts src/common/slurm_errno.c added
 * in 24.05-25.11 after srun's, salloc's and sbatch's "Unable to allocate resources: ", "Job submit/allocate failed: " and "Batch job submission
 * failed: ", refusals quoted in backticks or quotes inside a sentence, and a front end's optional SPANK plugin that did not load before its
 * request was refused. One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none),
 * the host and peer of the first. {@code \n} in a row is a line break.
 */
class Slurm25PasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: fatal: cpus-per-task set by two different environment variables SLURM_CPUS_PER_TASK=8 != SLURM_TRES_PER_TASK=cpu=4 | slurm.step-create-failed |  |  | Slurm 24.05-25.11 slurm_opt.c: "%s set by two different environment variables %s=%d != SLURM_TRES_PER_TASK=cpu=%d"
            srun: fatal: cpus_per_task set by two different environment variables SLURM_CPUS_PER_TASK=2 != SLURM_TRES_PER_TASK=cpu:1 | slurm.step-create-failed |  |  | Slurm 23.11 slurm_opt.c: "cpus_per_task set by ... SLURM_TRES_PER_TASK=cpu:%d"
            gpu-07: srun: fatal: cpus-per-task set by two different environment variables SLURM_CPUS_PER_TASK=16 != SLURM_TRES_PER_TASK=cpu=1 | slurm.step-create-failed | gpu-07 |  | Slurm 25.05: the 24.05+ wording behind pdsh's prefix
            node12.cluster.example.org: srun: fatal: cpus_per_task set by two different environment variables SLURM_CPUS_PER_TASK=4 != SLURM_TRES_PER_TASK=cpu:2 | slurm.step-create-failed | node12.cluster.example.org |  | Slurm 23.11: the 23.11 wording behind a host prefix with a domain
            10.1.2.3: srun: fatal: cpus-per-task set by two different environment variables SLURM_CPUS_PER_TASK=3 != SLURM_TRES_PER_TASK=cpu=1 | slurm.step-create-failed | 10.1.2.3 |  | Slurm 25.11: the 24.05+ wording behind an address prefix
            jobs fail with errors such as `srun: fatal: cpus-per-task set by two different environment variables SLURM_CPUS_PER_TASK=3 != SLURM_TRES_PER_TASK=cpu=1` (a site default) | slurm.step-create-failed |  |  | Slurm 25.05: the line quoted in backticks inside a sentence
            I got the error cpus_per_task set by two different environment variables SLURM_CPUS_PER_TASK=2 != SLURM_TRES_PER_TASK=cpu:1 after adding --mem-per-cpu | slurm.step-create-failed |  |  | Slurm 23.11: the message without the program's prefix, inside prose
            srun: error: Unable to allocate resources: Requested topology configuration is not available | slurm.allocation-failed |  |  | Slurm 24.11-25.11 slurm_errno.c ESLURM_REQUESTED_TOPO_CONFIG_UNAVAILABLE after srun allocate.c "Unable to allocate resources: %s" (a --segment no block holds)
            Unable to allocate resources: Requested topology configuration is not available | slurm.allocation-failed |  |  | Slurm 24.11: the same without srun's prefix (a page's quote)
            salloc: error: Job submit/allocate failed: Rate limit exceeded, please retry later | slurm.allocation-failed |  |  | Slurm 24.05-25.11 slurm_errno.c "Rate limit exceeded, please retry later" after salloc.c "Job submit/allocate failed: %m"
            error: Batch job submission failed: Preemption is required but is disabled on this system | slurm.allocation-failed |  |  | Slurm 25.05-25.11 slurm_errno.c after sbatch's "Batch job submission failed: %m" with log.c's bare "error: "
            Batch job submission failed: Spank plugin failure, job failed | slurm.allocation-failed |  |  | Slurm 25.05-25.11 slurm_errno.c "Spank plugin failure, job failed" (a page's quote)
            srun: error: Unable to allocate resources: Rejecting authentication of user nobody or group nobody | slurm.allocation-failed |  |  | Slurm 25.11 slurm_errno.c after srun's refusal
            Unable to allocate resources: Authentication credential expired | slurm.allocation-failed |  |  | Slurm 24.11-25.11 slurm_errno.c "Authentication credential expired" without the program's prefix
            - Notes on the error messages\\n  `Unable to allocate resources: Requested node configuration is not available` | slurm.allocation-failed |  |  | Slurm 17.02-25.11: an older text quoted in backticks in a markdown item
            since the upgrade I get "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified" on every submit | slurm.allocation-failed |  |  | Slurm 17.02-25.11: sbatch's refusal in double quotes inside a sentence
            the docs say "Unable to allocate resources" shows up when the partition is full | - |  |  | guard: the phrase quoted without a refusal's text is no refusal
            sbatch: error: spank: x11.so: Plugin file not found\\nsbatch: error: Batch job submission failed: Invalid account or account/partition combination specified | slurm.allocation-failed,slurm.launch-failed |  |  | Slurm 20.11-25.11 spank.c "spank: %s: %s" of an optional plugin (sbatch went on), then the refusal: the refusal is the cause
            slurmstepd: error: spank: /usr/lib64/slurm/x11.so: Plugin file not found | slurm.launch-failed |  |  | Slurm 20.11-25.11 spank.c "spank: %s: %s" without a refusal: still the node's plugin stack that did not load
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
