package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The locked-memory limit too low for RDMA (ulimit -l 64 KiB, slurmd without LimitMEMLOCK=infinity, docker without
 * --ulimit memlock=-1) in every tool's wording (issue 26): libibverbs' own RLIMIT_MEMLOCK warning (a warning: the registration that
 * then fails is the error), Open MPI openib's "registering part of your physical memory" warning (the driver's table, not ulimit),
 * NCCL's ibvwrap registration failures, fabtests' fi_mr_reg line over libfabric's verbs provider, and the UCX and openib forms that
 * earlier batches read. One row per wording and release, host names of several shapes; the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class MemlockWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            libibverbs: Warning: RLIMIT_MEMLOCK is 32768 bytes.\\n    This will severely limit memory registrations. | nccl.ibv-call-failed |  |  | rdma-core 13-5x libibverbs/init.c check_memlock_limit (a warning on its own)
            gpu-07: libibverbs: Warning: RLIMIT_MEMLOCK is 65536 bytes.\\ngpu-07:     This will severely limit memory registrations. | nccl.ibv-call-failed | gpu-07 |  | the same behind pdsh's prefix
            [1,3]<stderr>:libibverbs: Warning: RLIMIT_MEMLOCK is 16384 bytes. | nccl.ibv-call-failed |  |  | the same behind mpirun --tag-output, cut after its first line
            node12.cluster.example.org: libibverbs: Warning: RLIMIT_MEMLOCK is 32768 bytes. This will severely limit memory registrations. | nccl.ibv-call-failed | node12.cluster.example.org |  | the two lines joined by a paste
            libibverbs: Warning: RLIMIT_MEMLOCK is 65536 bytes.\\n    This will severely limit memory registrations.\\ngpu-n1:2211:2290 [0] misc/ibvwrap.cc:190 NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory | nccl.ibv-call-failed | gpu-n1 |  | the warning, then NCCL 2.12-2.18 ibvwrap.cc IBV_PTR_CHECK_ERRNO's failure (one finding: the error)
            libibverbs: Warning: RLIMIT_MEMLOCK is 65536 bytes.\\n[1711000000.123456] [10.1.2.3:777:0]        ib_md.c:309  UCX  ERROR ibv_reg_mr(address=0x7f3a2c000000, length=65536, access=0xf) failed: Cannot allocate memory : Please set max locked memory (ulimit -l) to 'unlimited' (current: 64 kbytes) | ucx.transport-error,nccl.ibv-call-failed | 10.1.2.3 |  | the warning, then UCX 1.14+ ib_md.c's registration failure: UCX's error leads
            WARNING: It appears that your OpenFabrics subsystem is configured to only\\nallow registering part of your physical memory.  This can cause MPI jobs to\\nrun with erratic performance, hang, and/or crash.\\n\\n  Local host:              c2-31\\n  Registerable memory:     32768 MiB\\n  Total memory:            64398 MiB | mpi.init-failed | c2-31 |  | Open MPI 1.6.1-4.1 help-mpi-btl-openib.txt [reg mem limit low] (a warning: the driver's table, not ulimit)
            [node12.cluster.example.org:04411] WARNING: It appears that your OpenFabrics subsystem is configured to only\\n[node12.cluster.example.org:04411] allow registering part of your physical memory.  This can cause MPI jobs to\\n[node12.cluster.example.org:04411]   Local host:              node12.cluster.example.org | mpi.init-failed | node12.cluster.example.org |  | the same behind mpirun's per-line prefix, cut after its host
            WARNING: It appears that your OpenFabrics subsystem is configured to only allow registering part of your physical memory. | mpi.init-failed |  |  | the same joined into one line by a paste
            gpu-n1:2211:2290 [0] misc/ibvwrap.cc:190 NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory | nccl.ibv-call-failed | gpu-n1 |  | NCCL 2.4-2.30 misc/ibvwrap.cc IBV_PTR_CHECK_ERRNO "Call to %s failed with error %s" for ibv_reg_mr
            dgx-a100-017:88:140 [3] NCCL WARN Call to ibv_reg_mr_iova2 failed with error Cannot allocate memory | nccl.ibv-call-failed | dgx-a100-017 |  | NCCL 2.16-2.30 the same for ibv_reg_mr_iova2 (NCCL_IB_... relaxed ordering path)
            10.1.2.3: [rank5]: Call to ibv_reg_dmabuf_mr failed with error Cannot allocate memory | nccl.ibv-call-failed | 10.1.2.3 |  | NCCL 2.19-2.30 the same for ibv_reg_dmabuf_mr (DMA-BUF GPUDirect), as torch's "Last error:" repeats it
            fi_mr_reg(): common/shared.c:1205, ret=-12 (Cannot allocate memory) | ofi.failed |  |  | fabtests 1.x-2.x include/shared.h FT_PRINTERR over the verbs provider's vrb_mr_reg_common (-errno of ibv_reg_mr)
            gpu-07: fi_mr_regattr(): common/shared.c:1243, ret=-12 (Cannot allocate memory) | ofi.failed | gpu-07 |  | the same for fi_mr_regattr, behind pdsh's prefix
            0: fi_mr_reg(): functional/rdm_rma.c:411, ret=-22 (Invalid argument) | ofi.failed |  |  | the same with another error (not the limit), behind srun --label
            ulimit -l unlimited | - |  |  | a batch script's own line raising the limit: no failure
            max locked memory       (kbytes, -l) 65536 | - |  |  | bash's `ulimit -a` listing a limit: no failure on its own
            This will severely limit memory registrations. | - |  |  | libibverbs' second line without its first (a cut paste): nothing to read
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
