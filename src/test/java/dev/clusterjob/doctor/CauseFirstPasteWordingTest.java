package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * One rank fails first and the others follow (issue 26, cause before consequence, new pastes): torchrun's --tee prefix when Slurm scripts
 * set the role to the node's name ({@code --role `hostname -s`:}, so that the prefix reads {@code [gpu187:0]:}), which names the host of
 * the failing rank; a C++ program's CUDA check whose exception ends the process with cudaGetErrorString's "out of memory" after a
 * compiler-style place, before Open MPI's signal handler reports the same process's SIGABRT. One row per wording and release, host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class CauseFirstPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [gpu187:0]:torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 79.35 GiB total capacity; 227.85 MiB already allocated; 19.69 MiB free; 262.00 MiB reserved in total by PyTorch) | torch.cuda-oom | gpu187 |  | torch 2.0 elastic local_elastic_agent.py "[{role}{local_rank}]:" with --role `hostname -s`: and no blank after the prefix
            [node-a12.cluster.local:3]: RuntimeError: CUDA error: an illegal memory access was encountered | torch.cuda-error | node-a12.cluster.local |  | torch 2.3+ log_line_prefix_template's default "[${role_name}${local_rank}]:", the role a fully qualified name
            [gpu187:0]:torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 336.00 MiB.\\n[gpu188:2]:[E ProcessGroupNCCL.cpp:563] [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15734, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600037 milliseconds before timing out. | torch.cuda-oom,torch.watchdog-timeout | gpu187 |  | the same prefixes on two nodes: the rank that ran out of memory first, another node's watchdog time-out after it
            [default0]:torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB | torch.cuda-oom |  |  | torchrun's default role ("[default0]:"): a local rank, no host
            [node001:94018] *** Process received signal ***\\n[node001:94018] Signal: Aborted (6) | mpi.process-failed | node001 |  | Open MPI opal/util/stacktrace.c "[%s:%05d] ": the host and the pid with a blank after the bracket, not torchrun's role prefix
            terminate called after throwing an instance of 'CUDA::error'\\n  what():  /scratch/picongpu/thirdParty/mallocMC/src/include/mallocMC/reservePoolPolicies/SimpleCudaMalloc_impl.hpp(42): error: out of memory\\n[taurusml6:58339] *** Process received signal ***\\n[taurusml6:58339] Signal: Aborted (6) | torch.cuda-oom,mpi.process-failed | taurusml6 |  | mallocMC SimpleCudaMalloc_impl.hpp CUDA check through libstdc++'s terminate handler, then Open MPI's handler for the same process
            terminate called after throwing an instance of 'std::runtime_error'\\n  what():  /opt/pmacc/include/pmacc/memory/buffers/DeviceBufferIntern.hpp(75): error: out of memory | torch.cuda-oom |  |  | a cupla/alpaka-style CUDA check ("%s(%d): error: %s") in a header of another project, thrown as std::runtime_error
            [gpu-07:0]:  what():  src/solver.cu(212): error: out of memory | torch.cuda-oom | gpu-07 |  | the same from a .cu file, behind torchrun's role prefix
            terminate called after throwing an instance of 'CUDA::error'\\n  what():\\n/opt/mallocMC/include/mallocMC/reservePoolPolicies/SimpleCudaMalloc_impl.hpp(42): error: out of memory | torch.cuda-oom |  |  | the same wrapped by a paste at the blank after what(): the place and the text on a line of their own
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
