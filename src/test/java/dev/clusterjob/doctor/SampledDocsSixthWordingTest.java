package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a sixth batch of failures that centres' and vendors' documentation and the threads beside them quote, sampled with a
 * user's generic searches, read from the programs' format strings. RELION's GPU code (src/acc/cuda/cuda_settings.h) prints HandleError's
 * {@code "ERROR: %s in %s at line %d (error-code %d)"} on stderr or LaunchHandleError's {@code "KERNEL_ERROR: ..."} on stdout, the runtime's
 * error string and the file, then throws ERRGPUKERN, whose message starts {@code "A GPU-function failed to execute."} (src/error.h), printed
 * after {@code "ERROR:"} and, in MPI runs, the rank's {@code "slave N encountered error: "} (3.1+: {@code "follower N ..."}) and backtrace.
 * The error string names the code (out of memory, a build without kernels for the GPU, any other CUDA error); the sentence alone is a CUDA
 * error of that process. Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledDocsSixthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            in: /software/build-tmp/RELION/ja180825_3.0_beta-9a025627f881/foss-2017a-CUDA-9.1.85/scheres-relion-3.0_beta-9a025627f881/src/acc/cuda/cuda_settings.h, line 81\\nslave 2 encountered error: === Backtrace ===\\n/lib64/libc.so.6(clone+0x6d) [0x2aaab72b434d]\\n==================\\nERROR:\\nA GPU-function failed to execute. | torch.cuda-error |  |  | the real lines (RELION 3.0 beta through Slurm, as a bitbucket issue quotes them), four frames left out
            follower 1 encountered error: === Backtrace ===\\n==================\\nERROR: \\n\\nA GPU-function failed to execute.\\n\\n If this occured at the start of a run, you might have GPUs which | torch.cuda-error |  |  | RELION 3.1+ (the message after a line break, the follower's name), composed from the formats
            ================== ERROR: A GPU-function failed to execute. If this occured at the start of a run, you might have GPUs which | torch.cuda-error |  |  | a paste that joined the lines, composed from the formats
            KERNEL_ERROR: too many resources requested for launch in /opt/relion/src/acc/cuda/cuda_kernels/diff2.cuh at line 120 (error-code 7)\\nERROR: \\n\\nA GPU-function failed to execute. | torch.cuda-error |  |  | LaunchHandleError's line before it, composed from the formats
            ERROR: an illegal memory access was encountered in /opt/relion/src/acc/acc_helper_functions_impl.h at line 977 (error-code 77) | torch.cuda-error |  |  | HandleError's line alone, composed from the formats
            ERROR: unknown error in /sw/relion/src/ml_optimiser_mpi.cpp at line 128 (error-code 30) ERROR: unknown error in /sw/relion/src/ml_optimiser_mpi.cpp at line 128 (error-code 30) | torch.cuda-error |  |  | two ranks' lines glued into one, composed from the formats
            ERROR: out of memory in /opt/relion/src/acc/cuda/cuda_mem_utils.h at line 361 (error-code 2)\\nin: /opt/relion/src/acc/cuda/cuda_settings.h, line 67\\nERROR: \\n\\nA GPU-function failed to execute. | torch.cuda-oom |  |  | cudaMalloc's out of memory through HandleError, composed from the formats
            ERROR: no kernel image is available for execution on the device in /opt/relion/src/acc/cuda/cuda_projector.cu at line 140 (error-code 209)\\nERROR: \\n\\nA GPU-function failed to execute. | cuda.version-mismatch |  |  | a RELION built for another GPU architecture (CUDA 10.1+'s 209), composed from the formats
            KERNEL_ERROR: invalid device function in /opt/relion/src/acc/cuda/cuda_ml_optimiser.cu at line 512 (error-code 8) | cuda.version-mismatch |  |  | the same before CUDA 10.1 (8), composed from the formats
            the job died in relion_flex_analyse with "A GPU-function failed to execute" | - |  |  | negative: prose quoting the sentence
            ERROR: missing value in particles.star at line 12 (column 3) | - |  |  | near-miss: another program's line with a file and a line number, no error-code
            There was an issue with the GPU-ids. Either | - |  |  | near-miss: RELION's wrong --gpu index message, no GPU call failed
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
