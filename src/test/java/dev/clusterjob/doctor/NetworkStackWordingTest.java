package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The network stack below NCCL and MPI: UCX's tcp transport on an established connection, UCX's
 * completion errors pasted without their first '[', libfabric's completion-queue error after rdma-core's mlx5 line that
 * names the host, NCCL's header as pastes leave it (a markdown bullet, a pid and tid replaced by x's), and the DEAD and
 * ERROR sections of NCCL's RAS report (2.24-2.30). One row per
 * wording, written from the tool's format string (the last column says which): the codes of the findings in order ("-":
 * none), and the host and peer of the first. {@code \n} in a row is a line break. The real logs these were checked on are
 * in the open corpus (realworld/doctor, the doc11 block of index.tsv).
 */
class NetworkStackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1619372637.777492] [n1:76429:0]          tcp_ep.c:1105 UCX  ERROR tcp_ep 0x1288210 (state=CONNECTED): recv(42) failed: Connection reset by remote peer | ucx.transport-error | n1 | | UCX uct/tcp/tcp_ep.c: "tcp_ep %p (state=%s): %s(%d) failed: %s" with ucs_status_string's text, after ucs_log's "[SECONDS.USEC] [HOST:PID:THREAD]  FILE:LINE UCX  ERROR "
            [1716594409.541480] [n2:1581047:a]        tcp_ep.c:1105 UCX  ERROR tcp_ep 0x564a97356ff0 (state=CONNECTED): send(87) failed: Endpoint timeout | ucx.transport-error | n2 | | the same for a send, a thread id in hex
            [1570174617.576778] [n3:55002:0]           sock.c:230  UCX  ERROR recv(fd=11) failed: Connection reset by peer | ucx.transport-error | n3 | | UCX ucs/sys/sock.c ucs_socket_handle_io_error: "%s(fd=%d) failed: %s" with strerror's text
            [1700554343.440877] [n4:7356 :0]            sock.c:323  UCX  ERROR   connect(fd=48, dest_addr=172.17.0.1:42887) failed: Connection refused | mpi.connect-failed | n4 | 172.17.0.1 | a connect that fails stays mpi.connect-failed (the address the peer advertised), not a broken connection
            - [1716594409.541480] [n27:1581047:0] sock.c:323 UCX ERROR connect(fd=87, dest_addr=172.17.0.1:47133) failed: Connection refused\\n[n27:1581048] pml_ucx.c:419 Error: ucp_ep_create(proc=9) failed: Destination is unreachable | mpi.connect-failed | n27 | 172.17.0.1 | the connect failure pasted as a markdown list item with its blanks collapsed; the reason ends before the next line's "[HOST:PID]"
            n5:224582:0:224582] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0) | ucx.transport-error | n5 | | UCX 1.8-1.12 ib_mlx5_log.c, the prefix's '[' cut off by the paste
            mlx5: n6: got completion with error:\\n00000000 00000000 00000000 00000000\\n00000000 00008813 10012abe 0dd0c1d3\\nlibfabric:ofi_rxm:cq:rxm_cq_read_write_error():819<warn> fi_cq_readerr: err: 5, prov_err: remote access error (10) | ofi.failed | n6 | | rdma-core providers/mlx5/cq.c: PFX "%s: got completion with error:\\n" (the host), then libfabric 1.5-1.8's "libfabric:PROV:SUBSYS:FUNC():LINE<warn> " and rxm's "fi_cq_readerr: err: %d, prov_err: %s (%d)"
            libfabric:8716:1733296782:ofi_rxm:cq:rxm_cq_read_write_error():900<warn> fi_cq_readerr: err: 12, prov_err: transport retry counter exceeded (12) | ofi.failed | | | libfabric 1.12+: the pid and the time after "libfabric:"; no host without a line that names it
            libfabric:47889:core:core:fi_getinfo_():964<info> fi_getinfo: provider shm returned -61 (No data available) | - | | | libfabric's info lines while it probes providers are no failure
            mlx5: n7: got completion with error: | - | | | rdma-core's line alone names a host and no failure doctor can place (the consumer's error line says what failed)
            - n8:946:988 [0] transport/net_ib.cc:839 NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129 | nccl.ib-completion-error | n8 | | NCCL 2.2-2.9 net_ib: "NET/IB : Got completion with error %d, opcode %d, len %d, vendor err %d" behind a markdown bullet
            -worker-1:946:988 [0] transport/net_ib.cc:839 NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129 | nccl.ib-completion-error | worker-1 | | the same with the host name's first characters cut off by the paste
            [2026-03-13 22:26:02] n9.example.com:XXXXXX [5] ibvwrap.c:262 NCCL WARN Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state RTR, local GID index 3 | nccl.ibv-call-failed | n9.example.com | | NCCL 2.27 ibvwrap.c: "Call to %s failed with %d %s, on dev %s:%d, curr state %s, next state %s, ..." after a timestamp, the pid and tid replaced by x's
            n10:XXX:XXX [0] misc/ibvwrap.cc:284 NCCL WARN Call to ibv_modify_qp failed with error Invalid argument | nccl.ibv-call-failed | n10 | | NCCL 2.4-2.26 ibvwrap.cc: "Call to %s failed with error %s", pid and tid each replaced by x's
            [1506866470.744682] [n15:1411 :0]       dc_verbs.c:633  UCX  ERROR Send completion with error on qp 0x10e55: transport retry counter exceeded syndrome 0x81 | ucx.transport-error | n15 | | UCX 1.2-1.7 dc_verbs.c: "Send completion with error on qp 0x%x: %s syndrome 0x%x"
            [1590000000.000001] [n16:2222:0]   rc_verbs_iface.c:64   UCX  ERROR send completion with error: transport retry counter exceeded qpn 0x1f wrid 0x0 vendor_err 0x81 | ucx.transport-error | n16 | | UCX 1.8-1.11 rc_verbs_iface.c: "send completion with error: %s qpn 0x%x wrid 0x%lx vendor_err 0x%x"
            [1690000000.000001] [n17:3333:0]   rc_verbs_iface.c:125  UCX  ERROR send completion with error: remote access error [qpn 0x1f wrid 0x0 vendor_err 0x88] | ucx.transport-error | n17 | | UCX 1.12-1.22 rc_verbs_iface.c: "send completion with error: %s [qpn 0x%x wrid 0x%lx vendor_err 0x%x]"
            [n22:26540:0:26540] rc_verbs_iface.c:65   send completion with error: local QP operation error qpn 0x350406 wrid 0x38 vendor_err 0x70 | ucx.transport-error | n22 | | the same as a fatal error prints it: no "UCX  ERROR" after FILE:LINE
            ==>    63             "send completion with error: %s qpn 0x%x wrid 0x%lx vendor_err 0x%x", | - | | | a debug build's source listing quotes the format string: no error
            [1700000000.000001] [n23:6001:0]           ib_md.c:300  UCX  ERROR ibv_reg_mr(address=0x7f3b2c000000, length=8388608, access=0xf) failed: Cannot allocate memory | ucx.transport-error | n23 | | UCX ib_md.c: "%s(address=%p, length=%zu, access=0x%lx) failed: %s" (a memory registration: the locked-memory limit)
            [1576000000.000001] [n24:6002:0]        ib_iface.c:618  UCX  ERROR ibv_create_cq(cqe=4096) failed: Invalid argument | ucx.transport-error | n24 | | UCX ib_iface.c: "ibv_create_cq(cqe=%d) failed: %m"
            [1600000000.000001] [n25:6003:0]         dc_mlx5.c:1160 UCX  ERROR ibv_modify_qp(DCI, RTR) failed : Connection timed out | ucx.transport-error | n25 | | UCX dc_mlx5.c: "ibv_modify_qp(DCI, RTR) failed : %m", a blank before the colon
            [1737742661.094513] [n26:6004:0]      ib_mlx5_dv.c:430  UCX  ERROR   mlx5dv_devx_obj_create(QP) failed on mlx5_0, syndrome 0x2c4154: Remote I/O error\\n[n26:6004] pml_ucx.c:421  Error: ucp_ep_create(proc=47) failed: Input/output error | ucx.transport-error | n26 | | UCX ib_mlx5_dv.c: "mlx5dv_devx_obj_create(%s) failed on %s, syndrome 0x%x: %m" (primary); Open MPI's endpoint failure after it on the same node is not reported on its own
            [1506867524.064665] [n18:26727:0]     ucp_worker.c:373  UCX  ERROR Error Endpoint timeout was not handled for ep 0xac1510 | ucx.transport-error | n18 | | UCX 1.3-1.4 ucp_worker.c: "Error %s was not handled for ep %p - " UCT_TL_RESOURCE_DESC_FMT
            [1560000000.000001] [n19:4444:0]     ucp_worker.c:541  UCX  ERROR error 'Endpoint timeout' will not be handled for ep 0x7f2a - rc_mlx5/mlx5_0:1 | ucx.transport-error | n19 | | UCX 1.5-1.11 ucp_worker.c: "error '%s' will not be handled for ep %p - %s/%s"
            [1700000000.000001] [n20:5555:0]          ucp_ep.c:1508 UCX  ERROR ep 0x7f2a: error 'Connection reset by remote peer' on tcp/ib0 will not be handled since no error callback is installed | ucx.transport-error | n20 | | UCX 1.12-1.22 ucp_ep.c: "ep %p: error '%s' on %s will not be handled since no error callback is installed"
            [1700000000.000001] [n21:5555:0]    ib_mlx5_log.c:177  UCX  ERROR Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)\\n[1700000000.000002] [n21:5555:0]          ucp_ep.c:1508 UCX  ERROR ep 0x7f2a: error 'Endpoint timeout' on rc_mlx5/mlx5_0:1 will not be handled since no error callback is installed | ucx.transport-error,ucx.transport-error | n21 | | the completion error first (the cause), the unhandled endpoint error after it (a witness)
            DEAD\\n  1 job process is considered dead (unreachable via the RAS network)\\n  Process 4242 on node n11 managing GPU 3 | nccl.ras-report | n11 | | NCCL 2.24-2.30 ras/client_support.cc: "  %d job process%s considered dead (unreachable via the RAS network)" with %s " is", then "  Process %d on node %s managing GPU%s %s"
            DEAD\\n  3 job processes are considered dead (unreachable via the RAS network)\\n  Process 11 on node n12 managing GPUs 0-1 | nccl.ras-report | n12 | | the same with %s "es are"
            #0-0 (0123456789abcdef) ERROR\\n  Asynchronous errors on 2 ranks\\n  2 ranks reported remote process exited or there was a network error\\n  Rank 5 reported remote process exited or there was a network error -- GPU 5 managed by process 777 on node n13 | nccl.ras-report,nccl.remote-error | n13 | | ras/client_support.cc ERROR section: "  Asynchronous error%s on %d rank%s", rasClientBreakDownErrors' "  %d ranks reported %s" and "  Rank %d reported %s -- GPU %s managed by process %d on node %s"
            #1-0 (00000000deadbeef) ERROR\\n  Initialization error on 1 rank\\n  Rank 0 -- GPU 0 managed by process 9 on node n14 | nccl.ras-report | n14 | | "  Initialization error%s on %d rank%s" with the outlier's "  Rank %d -- GPU %s managed by process %d on node %s"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
