package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A job's working directory and output paths on Slurm (issue 26): slurmstepd's line when it cannot enter the job's working
 * directory (mgr.c "couldn't chdir to `%s': %m: going to /tmp instead"), sbatch refusing an option it does not know (getopt_long's
 * "%s: unrecognized option '%s'", before glibc 2.26 "`--%s'") or a batch script it cannot open (sbatch.c "Unable to open file %s"), as the open corpus's sampled logs (realworld/doctor, index.tsv's
 * job-output sample) print them, and lines that name a working directory without any failure.
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledJobOutputWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: couldn't chdir to `/root/havoxc_binary': No such file or directory: going to /tmp instead | slurm.launch-failed | | | slurmstepd mgr.c, a directory the node does not have (pastebin ZyVbNUh1)
            slurmstepd: error: couldn't chdir to `/home/user/run': Permission denied: going to /tmp instead | slurm.launch-failed | | | the same for a directory the job's user may not enter
            srun: error: slave-node00: task 1: Exited with exit code 127\\n/tmp/simple_mpi: error while loading shared libraries: libmpi.so.40: cannot open shared object file: No such file or directory | launch.library-not-found,launch.command-not-found | slave-node00 | | srun's task line for exit 127 before the loader's line: ld.so exits 127 when a library is missing, its line says why (pastebin ZyVbNUh1)
            slurmstepd: error: couldn't chdir to `/root/havoxc_binary': No such file or directory: going to /tmp instead\\n/tmp/simple_mpi: error while loading shared libraries: libmpi.so.40: cannot open shared object file: No such file or directory | launch.library-not-found,slurm.launch-failed | | | the tasks went on in /tmp and the program then failed on its own: that failure is the cause
            srun: error: n1: task 0: Exited with exit code 127 | launch.command-not-found | n1 | | srun's exit 127 alone: a program was not found on n1
            sbatch: unrecognized option '--chdir=~' | slurm.allocation-failed | | | sbatch 16.05, which named -D --workdir (slurmR#14)
            sbatch: unrecognized option `--chdir=/scratch/run' | slurm.allocation-failed | | | the same in glibc's wording before 2.26
            sbatch: error: Unable to open file | slurm.allocation-failed | | | sbatch.c _get_script_buffer "Unable to open file %s" with an empty name, behind a profile's traceback (atlas#367)
            sbatch: error: Unable to open file run_job.sh | slurm.allocation-failed | | | the same for a script path sbatch cannot open
            SLURM_SUBMIT_DIR=/home/user/run | - | | | the submit directory in the job's environment: no finding
            #SBATCH --chdir=/scratch/run | - | | | a job script's --chdir line: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
