package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * UCX's own lines as users paste them from Open MPI, RCCL's UCX net plugin and RAPIDS: ib_mlx5_log.c's completion
 * error quoted without its syndrome part (a list, a title), ucp_mm.c's, ucp_request.c's and rcache.c's registration failures, the
 * sockcm connection manager's "failed to connect to", ib_device.c's address-handle failure with a usage of several words, sock.c on an
 * already closed socket, UCX-Py's endpoint error callback and UCXX's exceptions. One row per wording and release, with host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class UcxPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
              \u2022 Transport retry count exceeded on mlx5_0:1/IB | ucx.transport-error |  |  | UCX 1.8-1.19 ib_mlx5_log.c: the message without its (synd ...) part, in a bulletin's bulleted list
            [gpu-07:1234:0:1234] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/RoCE | ucx.transport-error | gpu-07 |  | UCX 1.8-1.19 ib_mlx5_log.c with its prefix, the syndrome cut by the paste (RoCE)
            crash on Stampede3 with "Remote operation error on mlx5_0:1/IB" in MPI_Waitall() | ucx.transport-error |  |  | UCX 1.15+ ib_mlx5_log.c quoted in an issue title
            [c561-004:493850:0:493850] ib_mlx5_log.c:179  Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0) | ucx.transport-error | c561-004 |  | UCX 1.15+ ib_mlx5_log.c with the syndrome: one finding, the (synd ...) rule's
            node12.cluster.example.org: Local protection on mlx5_1:1/IB | ucx.transport-error | node12.cluster.example.org |  | UCX 1.12+ ib_mlx5_log.c's local protection error behind pdsh's prefix, the syndrome left out
            node01:5646:5657 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/RoCE ; OOB ib0:10.0.0.1<0> | - |  |  | NCCL INFO naming the same devices: no error
            [1704917108.050189] [lxbk1120:1097129:0]          ucp_mm.c:62   UCX  ERROR failed to register address 0x7f56dd327140 (rocm) length 6528 on md[4]=mlx5_0: Input/output error (md supports: host|rocm) | ucx.transport-error | lxbk1120 |  | UCX 1.15 ucp_mm.c ucp_memh_register_log_fail (ROCm memory)
            [1718000000.000001] [node12.cluster.example.org:5512 :0]     ucp_mm.c:70   UCX  ERROR failed to register address 0x7f2a40000000 (cuda) length 4096 dmabuf_fd 17 on md[5]=mlx5_1: Invalid argument (md supports: host|cuda) | ucx.transport-error | node12.cluster.example.org |  | UCX 1.17-1.19 ucp_mm.c with the dmabuf descriptor, the pid padded to 5
            [1704917108.050192] [10.1.2.3:1097129:0]     ucp_request.c:555  UCX  ERROR failed to register user buffer datatype 0x8 address 0x7f56dd327140 len 6528: Input/output error | ucx.transport-error | 10.1.2.3 |  | UCX 1.15 ucp_request.c: the user buffer's registration, a host named by its address
            [1721186746.658016] [node02:10366:1]          rcache.c:985  UCX  ERROR failed to insert region 0x1479900ba210 [0x0..0x0]: Invalid parameter | ucx.transport-error | node02 |  | UCX 1.16 rcache.c under RCCL's UCX net plugin
            [1601669037.484909] [n188-182-017:468  :0]      sockcm_ep.c:151  UCX  ERROR failed to connect to 10.188.182.17:9001 | mpi.connect-failed | n188-182-017 | 10.188.182.17 | UCX 1.8-1.9 sockcm_ep.c (ucx-py's client)
            > [1590000000.000001] [gpu-07:2211 :0]      sockcm_ep.c:151  UCX  ERROR failed to connect to gpu-08.cluster:13337 | mpi.connect-failed | gpu-07 | gpu-08.cluster | UCX 1.6-1.9 sockcm_ep.c quoted in markdown, the peer by name
            [1662343841.790321] [gpu12.cluster:3241] UCXPY  DEBUG Error callback for endpoint 0x2b492843d3c8 called with status -6: Destination is unreachable | mpi.connect-failed | gpu12.cluster |  | UCX-Py ucp/core.py's endpoint error callback: unreachable (a dask worker and its scheduler)
            [1600000000.000001] [dgx15:3241] UCXPY  DEBUG Error callback for endpoint 0x7f0a1c0b5108 called with status -25: Connection reset by remote peer | ucx.transport-error | dgx15 |  | UCX-Py ucp/core.py's endpoint error callback: an endpoint that worked was reset
            (ShuffleStageAdapter pid=1323505, ip=10.52.48.39) [2025-09-03 10:50:30,967 E 1323505 1324986] logging.cc:118: Unhandled exception: N4ucxx13TimedOutErrorE. what(): Operation timed out | ucx.transport-error | 10.52.48.39 |  | UCXX exception.h TimedOutError through Ray's terminate handler (rapidsmpf 25.06)
            terminate called after throwing an instance of 'ucxx::ConnectionResetError' | ucx.transport-error |  |  | UCXX exception.h through libstdc++'s terminate handler
            [1602819611.375410] [b4803745b8de:108  :0]           sock.c:344  UCX  ERROR send(fd=-1) failed: Bad file descriptor | ucx.transport-error | b4803745b8de |  | UCX 1.8 sock.c on a socket already closed (a container's host name)
            [1743007144.736077] [1075b74dbf6d:42   :0]       ib_device.c:1332 UCX  ERROR   ibv_create_ah(dlid=49152 sl=0 port=1 src_path_bits=0 dgid=fe80::e42:a1ff:fe1a:3f42 flow_label=0xffffffff sgid_index=0 traffic_class=0) for UD mlx5 connect on mlx5_1 failed: No such device | ucx.transport-error | 1075b74dbf6d | fe80::e42:a1ff:fe1a:3f42 | UCX 1.18 ib_device.c ibv_create_ah with its usage of several words (its own rule names the peer of its dgid)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
