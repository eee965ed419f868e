package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A full disk or a used-up quota on a node or a shared file system in the forms training and HPC jobs print it beyond Python's
 * "[Errno 28]": Rust's io::Error Display ("... (os error 28)", safetensors' serializer), IOR's and mdtest's error macros ("errno 28, No
 * space left on device (FILE:LINE)", before their MPI_Abort), ParallelIO's piodie with netCDF's strerror ("FILE:  LINE : No space left on
 * device", a model's history or restart write), and the error alone on its line as perror(NULL) prints it (DIAMOND's writer), as Fortran
 * prints it, or quoted in backticks: that last form only in a log where nothing else was found. Negatives: the words as the tail of a cut
 * NCCL line (NCCL's code stays first), /dev/shm's (not this code), another netCDF error, the words inside a sentence. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledFullDiskWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            safetensors_rust.SafetensorError: Error while serializing: I/O error: No space left on device (os error 28) | fs.no-space |  |  | SimpleTuner issue 2353: safetensors' SafetensorError with Rust's io::Error Display
            Error while serializing: I/O error: Disk quota exceeded (os error 122) | fs.no-space |  |  | the same Display form for EDQUOT, without the exception's class
            ior ERROR: open64("/lustre/stor1/rsc/io500/mdt_hard/test-dir.0-0/mdtest_tree.0/file.mdtest.727.10410", 66, 0664) failed, errno 28, No space left on device (aiori-POSIX.c:413)\\nAbort(-1) on node 727 (rank 727 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, -1) - process 727 | fs.no-space,mpi.process-failed |  |  | VI4IO io-500-dev issue 63: IOR 3.x ERRF under mdtest, then MPICH's abort (its effect, second)
            ior ERROR: write(3, 0x7f2a1c000000, 1048576) failed, errno 122, Disk quota exceeded (aiori-POSIX.c:562) | fs.no-space |  |  | IOR 3.x ERRF of POSIX_Xfer's write for EDQUOT
            IORE FATAL: cannot open file, errno 28, No space left on device (iore_util.c:88). | fs.no-space |  |  | IOR-Extended's FATAL macro
             pionfwrite_mod::write_nfdarray_double:         250 : No space left on device | fs.no-space |  |  | E3SM issue 1687: PIO 1.x piodie's file and line before netCDF's strerror, on its own line
             pio_support::pio_die:: myrank=           3 : ERROR: pionfwrite_mod::write_nfdarray_double:         250 : Disk quota exceeded | fs.no-space |  |  | PIO 1.x piodie's fields on one line
            No space left on device\\nterminate called after throwing an instance of 'File_write_exception'\\n  what():  Error writing file /tmp/tmpf39hhc0_/diamond-tmp-AvchIO | fs.no-space |  |  | CheckM2 issue 19: DIAMOND's perror(NULL) before its File_write_exception
            `No space left on device` | fs.no-space |  |  | ray issue 23674: the error alone in backticks in a post
             Disk quota exceeded | fs.no-space |  |  | Fortran's list-directed print of a strerror (a blank first)
            gpu2-ru7:2143:2561 [1] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device\\ngpu2-ru7:2143:2561 [1] NCCL INFO include/shm.h:41 -> 2\\nNo space left on device | nccl.shm-failed | gpu2-ru7 |  | negative: the words alone after an NCCL shared-memory failure (NCCL's code, the fallback silent)
            shm_open failed, errno 28, No space left on device | - |  |  | negative: a shared-memory segment in the errno form, not this code
            failed to create /dev/shm/segment: No space left on device (os error 28) | - |  |  | negative: /dev/shm in Rust's form, not this code
             pionfwrite_mod::write_nfdarray_double:         250 : NetCDF: Numeric conversion not representable | - |  |  | negative: PIO's die line with another netCDF error
            I keep getting No space left on device when I save checkpoints | - |  |  | negative: the words inside a sentence, not alone on the line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
