package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL and RCCL failures across nodes as their newest releases print them and as users retell them: NCCL's net_ib
 * device scan that cannot open or query an HCA (2.4-2.30, alone when ibvwrap's own line is not printed or not pasted); Ray's worker
 * prefix whose label is an actor name with a slash, which names the node before the completion error's local GID does; the CUDA driver's
 * fabric-memory calls (IMEX, NVLink multicast) named in a sentence with the error after them; NVSHMEM's IB transports failing to set up
 * their queues and endpoints at start-up. One row per wording and release, with host names of several shapes and launcher prefixes; the
 * codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class NcclRcclNewestWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07:4711:4790 [0] transport/net_ib.cc:248 NCCL WARN NET/IB : Unable to open device erdma_1 | nccl.ibv-call-failed | gpu-07 |  | NCCL 2.29 net_ib.cc ncclIbInit behind NCCL's host:pid:tid prefix
            NCCL WARN NET/IB : Unable to open device erdma_1 | nccl.ibv-call-failed |  |  | NCCL 2.30.7 net_ib/init.cc as an issue quotes it, without NCCL's prefix
            node12.cluster.example.org:1234:1300 [3] transport/net_ib/init.cc:512 NCCL WARN NET/IB : Unable to query device mlx5_3 | nccl.ibv-call-failed | node12.cluster.example.org |  | NCCL 2.30 init.cc: ibv_query_device failed on a listed HCA
            10.1.2.3: misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed\\n10.1.2.3: transport/net_ib.cc:148 NCCL WARN NET/IB : Unable to open device mlx5_bond_0 | nccl.ibv-call-failed,nccl.ibv-call-failed | 10.1.2.3 |  | NCCL 2.1x ibvwrap's line then net_ib's, behind pdsh's address prefix: the call's finding first
            [rank1]: gpu-07:1:2 [0] NCCL INFO NET/IB : Using [0]erdma_0:1/RoCE [RO]; OOB eth0:10.0.0.1<0> | - |  |  | NCCL 2.30 INFO: the HCA it did open, no failure
            (model_worker/12 pid=43581, ip=10.208.16.54) NET/IB : Got completion from peer 10.10.11.9<51354> with status=5 opcode=0 len=0 vendor err 249 (Recv) localGid ::ffff:10.10.15.1 remoteGids::ffff:10.10.14.4 | nccl.ib-completion-error | 10.208.16.54 | 10.10.11.9 | NCCL 2.22 completion WARN (torch's Last error: line) behind Ray's prefix whose label is a named actor with a slash: the prefix's address is the node, not the local GID
            (rollout/worker_3 pid=900, ip=10.0.0.7) ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely. | nccl.remote-error | 10.0.0.7 |  | torch 2.x NCCLUtils ncclRemoteError text behind a Ray prefix with a slash in its label
            •	cuMemSetAccess() intermittently fails with: CUDA_ERROR_NOT_SUPPORTED | nccl.nvls-failed |  |  | CUDA 12.x driver cuMemSetAccess on a fabric handle, retold in a bulleted sentence (two IMEX domains in one NVLink clique)
            cuMemImportFromShareableHandle failed with CUDA_ERROR_NOT_PERMITTED on the second node | nccl.nvls-failed |  |  | CUDA driver fabric handle import without an IMEX channel, in a sentence
            gpu-07: cuMulticastBindMem returned CUDA_ERROR_ILLEGAL_STATE | nccl.nvls-failed | gpu-07 |  | CUDA driver NVLink multicast binding, behind pdsh's prefix
            cuMemSetAccess failed with CUDA_ERROR_OUT_OF_MEMORY | torch.cuda-oom |  |  | out of memory is the GPU's memory, not a fabric failure: the out-of-memory rule reads it, not this one
            cuMemCreate failed with CUDA_ERROR_NOT_SUPPORTED | - |  |  | cuMemCreate is any virtual-memory allocator's (torch's expandable segments): not read as a fabric failure
            /opt/nvshmem/src/modules/transport/ibrc/ibrc.cpp:304: NULL value cq creation failed  | nvshmem.init-failed |  |  | NVSHMEM 3.x ibrc.cpp NVSHMEMI_NULL_ERROR_JMP at start-up (the trailing blank of its format kept)
            [1,0]<stderr>:/build/nvshmem/src/modules/transport/ibdevx/ibdevx.cpp:871: non-zero status: 7 ep_connect failed | nvshmem.init-failed |  |  | NVSHMEM 3.x ibdevx.cpp NVSHMEMI_NZ_ERROR_JMP, behind mpirun --tag-output
            node12.cluster.example.org: /sgl-workspace/nvshmem/src/modules/transport/ibrc/ibrc.cpp:1395: non-zero status: 7 ep_create failed | nvshmem.init-failed | node12.cluster.example.org |  | NVSHMEM 3.2 ibrc.cpp ep_create (from connect_endpoints), behind pdsh's prefix
            /src/host/proxy/proxy.cpp:120: non-zero status: 1 cuStreamQuery failed | - |  |  | another NVSHMEMI_NZ_ERROR_JMP outside the IB transports' set-up: not read by this rule
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
