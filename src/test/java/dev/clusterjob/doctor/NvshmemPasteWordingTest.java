package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NVSHMEM and the expert-parallel kernels built on it (issue 26): NVSHMEM's bootstrap steps (src/host/init/init.cu, src/host/bootstrap/
 * bootstrap.cpp, 2.x-3.x), the IB transports' GPUDirect RDMA checks (ibgda.cpp, ibrc.cpp), IBGDA's address-handle and DC-target set-up and the NVLS heap mapping (3.x ibgda.cpp, team_internal.cpp),
 * Sandia OpenSHMEM's full symmetric heap (symmetric_heap_c.c 1.3-1.5), DeepEP's kernel time-outs (intranode.cu, internode.cu 1.0-1.2) and
 * the host-side CUDA checks of DeepEP and pplx-kernels; behind the prefixes users paste them with. The codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class NvshmemPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /opt/nvshmem/src/host/init/init.cu:327: non-zero status: 7 bootstrap_init failed \\n\\n/opt/nvshmem/src/host/init/init.cu:1149: non-zero status: 7 nvshmem_bootstrap failed | nvshmem.bootstrap-failed |  |  | NVSHMEM 3.x init.cu NVSHMEMI_NZ_ERROR_JMP "bootstrap_init failed" then "nvshmem_bootstrap failed"
            gpu-07: src/init/init.cpp:90: non-zero status: 7 bootstrap_init failed\\ngpu-07: src/init/init.cpp:501: non-zero status: 7 nvshmem_bootstrap failed | nvshmem.bootstrap-failed | gpu-07 |  | NVSHMEM 2.0-2.x init.cpp (the same steps), behind pdsh's prefix
            src/bootstrap/bootstrap.cpp:26: non-zero status: -1 bootstrap_loader_init returned error | nvshmem.bootstrap-failed |  |  | NVSHMEM 2.x bootstrap.cpp: the MPI/PMI bootstrap plugin did not load
            node12.cluster.example.org: /dvs/p4/build/sw/rel/gpgpu/toolkit/r12.8/main_nvshmem/src/host/bootstrap/bootstrap.cpp:240: non-zero status: 7 bootstrap_loader_init returned error for mode UID | nvshmem.bootstrap-failed | node12.cluster.example.org |  | NVSHMEM 3.x bootstrap.cpp "... for mode %s"
            0: NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME=ib0 does not exist... | nvshmem.bootstrap-failed |  |  | a launcher's warning about the UID bootstrap's interface, behind srun --label
            src/host/init/init.cu:1080: non-zero status: 7 bootstrap_init failed\\nsrc/host/init/init.cu:nvshmemi_check_state_and_init:1080: nvshmem initialization failed, exiting | nvshmem.bootstrap-failed,nvshmem.init-failed |  |  | decision rule: the bootstrap step is the cause, the initialization failure after it its consequence
            /opt/nvshmem/src/modules/transport/ibgda/ibgda.cpp:2234: NULL value Unable to create ah. | nvshmem.init-failed |  |  | NVSHMEM 3.4 ibgda.cpp NVSHMEMI_NULL_ERROR_JMP (ibv_create_ah failed)
            h100-node-3: /opt/nvshmem/src/modules/transport/ibgda/ibgda.cpp:2966: non-zero status: 7 create DCT share err. | nvshmem.init-failed | h100-node-3 |  | NVSHMEM 3.4 ibgda.cpp DC target set-up, behind pdsh's prefix
            10.1.2.3: /home/u/nvshmem/src/host/team/team_internal.cpp:786: non-zero status: 7 Mapping multicast groups for UC heap failed for pe 7 team ID 1 | nvshmem.init-failed | 10.1.2.3 |  | NVSHMEM 3.x team_internal.cpp: the NVLS heap mapping
            WARN: device mlx5_0 cannot allocate buffer on the specified memory type. Skipping... | nvshmem.init-failed |  |  | NVSHMEM 3.x ibgda.cpp WARN_PRINT (gic_check_nic_mapping_memtypes): no GPUDirect RDMA for that NIC
            node12.cluster.example.org: WARN: GPU cannot map UAR of device mlx5_2. Skipping... | nvshmem.init-failed | node12.cluster.example.org |  | NVSHMEM 3.x ibgda.cpp WARN_PRINT, behind pdsh's prefix
            gpu-07: /opt/nvshmem/src/modules/transport/ibrc/ibrc.cpp:nvshmemt_init:1851: neither nv_peer_mem, or nvidia_peermem detected. Skipping transport. | nvshmem.init-failed | gpu-07 |  | NVSHMEM 2.9-3.x ibrc.cpp NVSHMEMI_ERROR_PRINT, behind pdsh's prefix
            /home/u/nvshmem-3.5.19-1/src/modules/transport/ibgda/ibgda.cpp 4820 no active IB device that supports GPU-initiated communication is found, exiting... | nvshmem.init-failed |  |  | NVSHMEM 3.5 ibgda.cpp: no NIC left for IBGDA
            [000] WARNING: Out of symmetric memory, heap size 1048577, overrun 32768\\n[000]          Try increasing SHMEM_SYMMETRIC_SIZE | shmem.heap-exhausted |  |  | Sandia OpenSHMEM 1.3-1.5 symmetric_heap_c.c RAISE_WARN_MSG with its PE prefix
            gpu-07: [003] WARNING: Out of symmetric memory, heap size 1073741824, overrun 2097152 | shmem.heap-exhausted | gpu-07 |  | the same behind pdsh's prefix
            max symmetric heap = 3221225472 | - |  |  | a healthy OpenSHMEM run that prints its heap size
            DeepEP timeout for dispatch receivers, rank 3, responsible_channel = 5, tokens remained: 12 | deepep.timeout |  |  | DeepEP 1.0-1.2 intranode.cu
            [rank5]: DeepEP timeout for dispatch senders, rank 5, responsible_channel = 0 | deepep.timeout |  |  | the same kernel's sender side, behind torchrun's prefix
            node12.cluster.example.org: DeepEP dispatch NVL receiver timeout, channel: 0, RDMA: 0, nvl: 7, src RDMA: 1, src nvl: 1, start: 0, end: 0 | deepep.timeout | node12.cluster.example.org |  | DeepEP 1.0-1.2 internode.cu
            DeepEP dispatch forwarder timeout (RDMA meta), channel: 0, RDMA: 0, nvl: 7, src RDMA lane: 1, dst NVL: 1, meta: 0, 0, 0, 0 | deepep.timeout |  |  | DeepEP 1.1-1.2 internode.cu (with meta)
            DeepEP dispatch NVL receiver timeout (prefix), channel: 2, RDMA: 1, nvl: 3, src RDMA: 0, src nvl: 4 | deepep.timeout |  |  | DeepEP internode.cu forks' prefix wait
            Failed: Cuda error /app/pplx/csrc/all_to_all/intranode.cpp:84 'invalid resource handle' | torch.cuda-error |  |  | pplx-kernels host-side CUDA check
            gpu-07: RuntimeError: Failed: CUDA error /tmp/ep_kernels_workspace/DeepEP/csrc/deep_ep.cpp:226 'invalid resource handle' | torch.cuda-error | gpu-07 |  | DeepEP exception.cuh EPException, behind pdsh's prefix
            Failed: Cuda error /workspace/TransformerEngine/transformer_engine/pytorch/csrc/userbuffers/userbuffers-host.cpp:300 'operation not supported' | te.userbuffers-failed |  |  | not an EP kernel: TransformerEngine's userbuffers print the same shape
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
