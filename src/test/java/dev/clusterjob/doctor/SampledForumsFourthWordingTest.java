package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings a fourth batch sampled from forum and Q&A posts showed doctor reading as nothing (issue 26): ParaStation MPI's pscom
 * openib completion errors ("Failed send request (status N : TEXT). Connection broken!", "ibv_poll_cq(): Infiniband returned the
 * wrong Opcode N", the peer from pscom's next "connection to (IP,...)" line), Open MPI openib's "error obtaining device attributes
 * (or context) for DEV errno says TEXT" behind BTL_ERROR's "[HOST][[JOB,VPID],RANK][FILE:LINE:FUNC] " prefix, and NCCL 1's
 * "failed to allocate N byte device buffer" with the "NCCL Init failed (10) 'cuda malloc failed'" its callers print. Rows: the real
 * lines, the releases' wordings from the format strings, and negatives. Columns: the codes of the findings in order ("-": no finding
 * of severity error), the host and peer of the first. {@code \n} is a line break.
 */
class SampledForumsFourthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            359: <PSP:r0000359:ib:ibv_poll_cq(): Infiniband returned the wrong Opcode 5408>\\n359: <PSP:r0000359:connection to (10.13.6.39,20811,0x168,r0000386) (type:openib,state:open) : read : Broken pipe> | nccl.ib-completion-error |  | 10.13.6.39 | real: FESOM/fesom2 166, ParaStation MPI on JUWELS under srun --label
            456: <PSP:r0000456:ib:Failed send request (status 12 : transport retry counter exceeded). Connection broken!> | nccl.ib-completion-error |  |  | pscom psoib.c psoib_check_cq "Failed send request (status %d : %s). Connection broken!" (the real line was cut after 'Connec')
            <PSP:r0000357:ib:ibv_poll_cq(): Infiniband returned the wrong Opcode 5276> | nccl.ib-completion-error |  |  | the same check's "ibv_poll_cq(): Infiniband returned the wrong Opcode %d" without srun's label
            357: <PSP:r0000357:connection to (10.13.6.39,20812,0x166,r0000384) (type:openib,state:open) : read : Broken pipe> | - |  |  | negative: pscom's connection line alone names no completion error
            [compute-3-1][[24454,1],1][btl_openib_component.c:1670:init_one_device] error obtaining device attributes for mlx4_0 errno says Invalid argument | nccl.ibv-call-failed | compute-3-1 |  | real: open-mpi/ompi 5964, Open MPI 3.1.2 openib on ConnectX-3
            ibv_exp_query_device: invalid comp_mask !!! (comp_mask = 0xffffffffffffffff valid_mask = 0x1)\\n[kube-infi-4][[6526,1],3][btl_openib_component.c:1670:init_one_device] error obtaining device attributes for mlx4_0 errno says Invalid argument\\nibv_exp_query_device: invalid comp_mask !!! (comp_mask = 0xffffffffffffffff valid_mask = 0x1) | nccl.ibv-call-failed | kube-infi-4 |  | real: open-mpi/ompi 5810, the same failure with MOFED's line before and after it
            [n1][[6526,1],3][btl_openib_component.c:1632:init_one_device] error obtaining device context for mlx5_0 errno says No such device | nccl.ibv-call-failed | n1 |  | openib init_one_device's ibv_open_device wording "error obtaining device context for %s errno says %s"
            error obtaining device attributes for mlx5_0 errno says 22: Invalid argument | nccl.ibv-call-failed |  |  | oshmem's copy "error obtaining device attributes for %s errno says %d: %s"
            ibv_exp_query_device: invalid comp_mask !!! (comp_mask = 0xffffffffffffffff valid_mask = 0x1) | - |  |  | negative: MOFED's line alone is no failure of Open MPI's
            WARN src/core.cu:225 failed to allocate 2101248 byte device buffer\\nWARN src/core.cu:596 rank 12 failed to allocate device buffer\\nWARN src/core.cu:683 rank 12 failed to allocate communicator\\nNCCL Init failed (10) 'cuda malloc failed' | torch.cuda-oom |  |  | real: NVIDIA/nccl 33, NCCL 1 mpi_test under srun -N2 -n16
            NCCL Init failed (10) 'cuda malloc failed' | torch.cuda-oom |  |  | NCCL 1 test/mpi/mpi_test.cu "NCCL Init failed (%d) '%s'" with ncclGetErrorString(ncclCudaMallocFailed)
            NCCL Init failed (2) 'unhandled system error' | nccl.system-error |  |  | negative: the same printf with another NCCL result stays that result's
            cudaMalloc of a 2101248 byte device buffer succeeded | - |  |  | negative: a healthy line with the same words
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
