package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * MPI failures on HPE Cray EX systems: Cray MPICH's single copy between the ranks of a node reporting its own perror line
 * ("process_vm_readv: Bad address", then its cray_common_memops.c assertion), on Polaris behind the rank's abort header and in a
 * reproducer's code comment, and MPICH's "Assertion failed in file F at line N: COND" whose backtrace passes MPI_Init (Cray MPICH's GPU
 * operations at start-up on Frontier, under darshan's MPI_Init); the other errno and gdb's frames, and the negatives (ESRCH, strace's
 * own line, an assertion after MPI_Init). Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledSlingshotWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            MPICH ERROR [Rank 5] [job id f42feb4a-cbc2-4566-a429-93e5a3b180de] [Fri May 17 15:26:07 2024] [x3006c0s25b1n0] - Abort(1): Internal error\\n\\nprocess_vm_readv: Bad address\\n/opt/cray/pe/lib64/libmpi_nvidia.so.12(MPL_backtrace_show+0x26) [0x1463cc41d13b] | mpi.single-copy-failed,mpi.process-failed | x3006c0s25b1n0 |  | the real lines (JDFTx on Polaris): the copy's failure before the abort it causes, the node from the abort's header
            // $ MPICH_GPU_SUPPORT_ENABLED=1 srun --ntasks=2 test_scale_mpi\\n// process_vm_readv: Bad address\\n// Assertion failed in file ../src/mpid/ch4/shm/cray_common/cray_common_memops.c at line 461: 0 | mpi.single-copy-failed |  |  | the real lines in a reproducer's comment (SCALE on an MI250X Cray EX system)
            process_vm_readv: Bad address | mpi.single-copy-failed |  |  | the real line alone
            process_vm_readv: Bad address\\n/opt/cray/pe/lib64/libmpi_nvidia.so.12(MPL_backtrace_show+0x26) [0x1463cc41d13b]\\n/opt/cray/pe/lib64/libmpi_nvidia.so.12(PMPI_Allreduce+0x2ec) [0x1463ca4f737c] | mpi.single-copy-failed |  |  | the real lines from the perror on (JDFTx on Polaris), the backtrace's frames after it
            process_vm_writev: Operation not permitted | mpi.single-copy-failed |  |  | composed: the write and the ptrace policy's errno
            process_vm_readv: No such process | - |  |  | negative: the peer had exited (a consequence)
            strace: process_vm_readv: pid:4242 @0x7ffd5e0c1000: Bad address | - |  |  | negative: strace's own line about the process it traces
            Assertion failed in file ../src/mpid/common/cray/cray_gpu_ops.c at line 188: mpi_errno == MPI_SUCCESS\\n/opt/cray/pe/lib64/libmpi_amd.so.12(MPL_backtrace_show+0x26) [0x7fffebab367b]\\n/opt/cray/pe/lib64/libmpi_amd.so.12(PMPI_Comm_dup+0x174) [0x7fffe98eef34]\\n/sw/frontier/darshan-runtime-3.4.0/lib/libdarshan.so.0(darshan_core_initialize+0xa8) [0x7fffebbd3f68]\\n/sw/frontier/darshan-runtime-3.4.0/lib/libdarshan.so.0(MPI_Init+0x7d) [0x7fffebbd3d0d] | mpi.init-failed |  |  | the real lines (Parthenon on Frontier), the middle frames left out
            Assertion failed in file src/mpid/ch4/src/ch4_init.c at line 1012: rc == 0\\n#3  0x00007f1c2a4b1d2e in MPIR_Init_thread () from /usr/lib64/libmpi.so.12\\n#4  0x00007f1c2a4b2f10 in PMPI_Init_thread () from /usr/lib64/libmpi.so.12 | mpi.init-failed |  |  | composed: gdb's frames through PMPI_Init_thread
            Assertion failed in file ../src/mpid/ch4/src/ch4r_buf.c at line 94: 0\\n/opt/cray/pe/lib64/libmpi_gnu_91.so.12(MPL_backtrace_show+0x26) [0x1525]\\n/opt/cray/pe/lib64/libmpi_gnu_91.so.12(PMPI_Allreduce+0x2ec) [0x1526] | - |  |  | negative: an assertion whose frames do not pass MPI_Init is no start-up failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
