package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a fourth batch of failures that centres' and vendors' documentation and the threads beside them quote, sampled with
 * a user's generic searches (issue 26), read from the programs' format strings. Grid Engine's shepherd (SGE 6.x to Open Cluster
 * Scheduler 9.x) writes {@code "error: can't chdir to %s: %s"} behind its {@code "%s [%uid:%pid]: "} header when the job's working
 * directory cannot be entered on the execution host; users read it in qstat -j's {@code error reason N:} (9.1+: {@code error_reason}),
 * in the job mail after {@code failed changing into working directory:}, and qacct records failure 28. All are
 * {@code slurm.launch-failed}, like slurmstepd's own chdir failure; the shepherd's trace line without {@code error: }, other
 * programs' {@code Can't chdir to} and prose stay healthy. Columns: the codes of the findings in order ("-": none), the host and peer
 * of the first. {@code \n} is a line break.
 */
class SampledDocsFourthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            error reason 66: 10/23/2015 12:12:13 [4478:2758]: error: can't chdir to /imaging/analysis/CPCluster/CellProfiler-2.0/redhat_6/20140723162855_6c2d8960e68b238be9005ee0c0dbb38f50d87b8a: No such file or directory | slurm.launch-failed |  |  | the real line (qstat -j of a job in Eqw, as a BatchProfiler issue quotes it)
            error_reason    1: 03/14/2025 09:12:44 [1001:52311]: error: can't chdir to /scratch/u1/run: Permission denied | slurm.launch-failed |  |  | Open Cluster Scheduler 9.1's qstat -j wording, composed from the formats with another errno
            failed changing into working directory:04/02/2019 17:03:10 [5012:40871]: error: can't chdir to /home/u1/proj: No such file or directory | slurm.launch-failed |  |  | the job mail's wording, composed from the formats
            failed       28  : changing into working directory | slurm.launch-failed |  |  | qacct's failure 28, composed from execution_states' text
            failed       28  : changing to working directory | slurm.launch-failed |  |  | qacct's failure 28 in sge_status(5)'s older wording
            10/23/2015 12:12:13 [4478:2758]: pe_start: can't chdir to /opt/sge/default/spool/node1 | - |  |  | negative: the shepherd's trace line for a PE script, no error: before it
            Can't chdir to /nonexistent at ./run.pl line 3. | - |  |  | negative: another program's message (perl -x)
            if the directory is missing, changing into working directory fails and the job waits in Eqw | - |  |  | negative: prose with the state's words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
