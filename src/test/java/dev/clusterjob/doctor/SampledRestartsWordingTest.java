package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A job's second start reading what its first run left behind: PETSc's binary reader finding a file (a restart's checkpoint, a saved
 * Vec or Mat) shorter than its header says, as a job killed while writing it leaves it; in each release's wording, behind launcher
 * prefixes that name the host; the rank is PETSc's own. Negatives: PETSc's I/O error of a whole file and its ASCII viewer's short
 * input are no cut binary file. Columns: the codes of the findings in order ("-": no error), the first one's host and peer, and where
 * the wording comes from. {@code \n} is a line break.
 */
class SampledRestartsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [0]PETSC ERROR: --------------------- Error Message --------------------------------------------------------------\\n[0]PETSC ERROR: Read from file failed\\n[0]PETSC ERROR: Read past end of file | checkpoint.corrupt |  |  | the corpus log: PETSc 3.x sysio.c PetscBinaryRead's "Read past end of file" after PETSC_ERR_FILE_READ's text, a job restarting from a checkpoint cut by the time limit
            cn042: [12]PETSC ERROR: Read past end of file | checkpoint.corrupt | cn042 |  | the same line behind pdsh's or srun --label's "host: " prefix, rank 12
            [1,3]<stderr>:[3]PETSC ERROR: Read past end of file | checkpoint.corrupt |  |  | the same behind mpirun --tag-output
            [0]PETSC ERROR: Read from file failed!\\n[0]PETSC ERROR: Read past end of file! | checkpoint.corrupt |  |  | PETSc before 3.5: every error text ends with "!"
            PETSC ERROR: Read past end of file | checkpoint.corrupt |  |  | a paste that cut the rank prefix
            [0]PETSC ERROR: Error reading from file, errno 5 | - |  |  | negative: PetscBinaryRead's I/O error (EIO) reads a whole file badly, not a cut one
            [0]PETSC ERROR: Insufficient data, read only 10 < 20 items | - |  |  | negative: the ASCII viewer's short text input (PetscViewerASCIIRead), no binary checkpoint
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
