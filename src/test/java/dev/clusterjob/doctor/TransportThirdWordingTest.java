package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * UCX and libfabric failures, a third batch (issue 26): UCX's own memory pools (ucs mpool.c, uct_mem.c and the CUDA md's "without active
 * context"), raft's dlopen of libucp.so, UCX-Py's endpoint handshake (exchange_peer_info) failing, Open MPI's OFI MTL abort, and the mlx5
 * kernel driver refusing memory keys (CREATE_MKEY, async reg mr). One row per wording and release, with host names of several shapes;
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class TransportThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1750888545.524044] [cn1:24648:0]    cuda_copy_md.c:396  UCX  ERROR   attempt to allocate cuda memory without active context | ucx.transport-error | cn1 |  | openucx/ucx 1.18 src/uct/cuda/cuda_copy/cuda_copy_md.c: the CUDA md's reason, ucs_log at error level
            [1700000000.000001] [gpu-07.cluster.local:1234:0]         uct_mem.c:158  UCX  ERROR failed to allocate 536870912 bytes using md cuda_cpy for ucp_rndv_frags: No such device | ucx.transport-error | gpu-07.cluster.local |  | openucx/ucx 1.15-1.19 src/uct/base/uct_mem.c "failed to allocate %zu bytes using md %s for %s: %s"
            [1612345678.123456] [nid001234:5678:0]           mpool.c:269  UCX  ERROR Failed to allocate memory pool (name=ucp_rndv_frags) chunk: Out of memory | ucx.transport-error | nid001234 |  | openucx/ucx 1.1x src/ucs/datastruct/mpool.c "Failed to allocate memory pool (name=%s) chunk: %s"
            0: [1612345678.123456] [10-1-2-3:5678:0]  mpool.c:224  UCX  ERROR Failed to allocate memory pool (name=rc_recv_desc) chunk: Out of memory | ucx.transport-error | 10-1-2-3 |  | openucx/ucx 1.9 mpool.c, another pool and line, behind srun --label
            [1700000000.000001] [gpu-07:1234:0]   ucp_worker.c:1903 UCX  INFO    ucp_context_0 inter-node cfg#6 tag(rc_mlx5/mlx5_0:1) | - |  |  | openucx/ucx 1.1x ucp_worker.c's configuration line at INFO: no failure
            Cannot open UCX library: libucp.so: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | rapidsai/raft cpp/include/raft/comms/detail/ucp_helper.hpp "Cannot open UCX library: %s\\n" with dlerror()'s text
            2022-11-12 16:17:05,992 - distributed.worker - WARNING - Run Failed\\nCannot open UCX library: (null) | launch.library-not-found |  |  | the same with dlerror() giving no text, after dask's Run Failed warning
            Cannot open UCX library: (null) in PCA analysis of 1M_brain_gpu_analysis_multigpu | launch.library-not-found |  |  | the same as an issue's title, words after the library's reason
            Traceback (most recent call last):\\n  File "/opt/conda/lib/python3.9/site-packages/ucp/core.py", line 60, in exchange_peer_info\\n    await asyncio.wait_for(\\n  File "/opt/conda/lib/python3.9/asyncio/tasks.py", line 494, in wait_for\\n    raise exceptions.TimeoutError() from exc\\nasyncio.exceptions.TimeoutError | mpi.connect-failed |  |  | rapidsai/ucx-py 0.2x-0.3x ucp/core.py exchange_peer_info under Python 3.8+ (asyncio.exceptions.TimeoutError)
            Traceback (most recent call last):\\n  File "/home/user/envs/rapids/lib/python3.7/site-packages/ucp/core.py", line 62, in exchange_peer_info\\n    timeout=comm_timeout,\\n  File "/home/user/envs/rapids/lib/python3.7/asyncio/tasks.py", line 449, in wait_for\\n    raise futures.TimeoutError()\\nconcurrent.futures._base.TimeoutError | mpi.connect-failed |  |  | rapidsai/ucx-py 0.1x ucp/core.py under Python 3.7 (concurrent.futures._base.TimeoutError)
            [neutron-nvidia:825452] mtl_ofi_endpoint.h:49: *** The Open MPI OFI MTL is aborting the MPI job (via exit(3)). | ofi.failed | neutron-nvidia |  | open-mpi/ompi 4.1-5.0 ompi/mca/mtl/ofi/mtl_ofi_endpoint.h opal_output after add_procs failed
            [1,3]<stderr>:[ip-172-31-3-90:2222] ../../../../../ompi/mca/mtl/ofi/mtl_ofi_endpoint.h:40: *** The Open MPI OFI MTL is aborting the MPI job (via exit(3)). | ofi.failed | ip-172-31-3-90 |  | open-mpi/ompi 3.1-4.0 the same with __FILE__ as the build gave it, behind mpirun --tag-output
            [node12.cluster.example.org:4242] mtl_ofi.h:112: Error returned by request event callback: -5.\\n*** The Open MPI OFI MTL is aborting the MPI job (via exit(3)). | ofi.failed | node12.cluster.example.org |  | open-mpi/ompi 4.x-5.x ompi/mca/mtl/ofi/mtl_ofi.h progress: the callback's error, then the abort on the next line
            [Thu Oct 31 21:32:31 2024] infiniband mlx5_0: create_mkey_callback:148:(pid 57074): async reg mr failed. status -12 | ucx.transport-error |  |  | linux 4.x-5.x drivers/infiniband/hw/mlx5/mr.c create_mkey_callback mlx5_ib_warn, dmesg -T
            [2605244.823409] mlx5_core 0000:81:00.0: mlx5_cmd_check:794:(pid 0): CREATE_MKEY(0x200) op_mod(0x0) failed, status limits exceeded(0x8), syndrome (0x59c8a4) | ucx.transport-error |  |  | linux 4.x-5.x drivers/net/ethernet/mellanox/mlx5/core/cmd.c mlx5_cmd_check, dmesg's seconds
            mlx5_core 0000:01:00.0: mlx5_cmd_out_err:838:(pid 4242): CREATE_MKEY(0x200) op_mod(0x0) failed, status limits exceeded(0x8), syndrome (0x59c8a4), err(-12) | ucx.transport-error |  |  | linux 6.x cmd.c mlx5_cmd_out_err, with the errno after the syndrome
            [2605244.823409] mlx5_core 0000:61:00.0: mlx5_cmd_check:795:(pid 53945): ALLOC_UAR(0x802) op_mod(0x0) failed, status limits exceeded(0x8), syndrome (0x5a7939) | - |  |  | linux 5.x cmd.c for another command (ALLOC_UAR): not a memory key, no finding from this rule
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
