package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL over InfiniBand and RoCE as users paste it (issue 26, a batch of logs from sources doctor had not seen): the completion
 * error wrapped inside its message, quoted without NCCL's host prefix (its link-local GIDs then name no host, an address GID does),
 * issue titles, the verbs-call failures of NCCL 2.1 through 2.27, and the prefix NCCL 2.0-2.2 wrote before "NCCL " came before the
 * level. One row per wording and release, with host names of several shapes; the codes of the findings in order, the host and peer
 * of the first. {@code \n} in a row is a line break.
 */
class IbCompletionPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            node-2:5776:5902 [0] transport/net_ib.cc:1296 NCCL WARN NET/IB : Got completion from peer 10.2.0.5<33092> with error 12, opcode 0, len\\n0, vendor err 129 (Recv) | nccl.ib-completion-error | node-2 | 10.2.0.5 | NCCL 2.12-2.17 net_ib.cc "with error %d, opcode %d, len %d, vendor err %d (%s)": a page's code block wrapped inside the message
            ib_plugin.c:1105 NCCL WARN NET/IB : Got completion from peer 10.2.8.2<55466> with error 12, opcode 0, len 0, vendor err 129 (Recv) localGid fe80::966d:aeff:fe5d:9950 remoteGid fe80::6e92:cfff:fe87:ca50 | nccl.ib-completion-error |  | 10.2.8.2 | HPC-X's IB plugin (ib_plugin.c) quoted without NCCL's prefix: the link-local GIDs name no host
            transport/net_ib.cc:1695 NCCL WARN NET/IB : Got completion from peer 10.1.2.3<51234> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.2.4 remoteGids::ffff:10.1.2.3 | nccl.ib-completion-error | 10.1.2.4 | 10.1.2.3 | NCCL 2.18-2.22 net_ib.cc "... (%s)%s%s%s%s" without the prefix: an IPv4-mapped GID is this end's address
            NCCL WARN NET/IB: Got completion from peer 10.1.2.3<51234> with status=12 opcode=129 len=1048576 vendor err 129 (Recv) localGid febf::1 remoteGids febf::2 hca mlx5_10 | nccl.ib-completion-error |  | 10.1.2.3 | NCCL 2.23-2.27 net_ib.cc "NET/IB: ... hca %s" quoted without the prefix, GIDs at the top of fe80::/10
            mycl-g2:353236:353423 [6] transport/net_ib.cc:2244 NCCL WARN NET/IB: Got completion from peer 192.168.3.5<53908> with status=12 opcode=129 len=1048576 vendor err 129 (Recv) localGid fe80::1 remoteGids fe80::2 hca mlx5_10 | nccl.ib-completion-error | mycl-g2 | 192.168.3.5 | NCCL 2.23-2.27 with its prefix: the prefix names the host, not the GID
            NCCL WARN NET/IB : Got completion from peer 192.168.17.147<38560> with error 12, opcode 0, len 0, vendor err 129 | nccl.ib-completion-error |  | 192.168.17.147 | NCCL 2.10-2.17 "Got completion from peer %s with error %d, ..." as an issue's title
            machine [0] misc/ibvwrap.cu:269 WARN Call to ibv_create_qp failed\\nFailed, NCCL error test_nccl.c:99 'unhandled system error' | nccl.ibv-call-failed,nccl.system-error | machine |  | NCCL 2.0-2.1 (binary releases) "HOST [DEV] FILE:LINE WARN ": the host of the verbs call and of the error after it
            node12.cluster.example.org [3] misc/ibvwrap.cu:269 WARN Call to ibv_create_cq failed | nccl.ibv-call-failed | node12.cluster.example.org |  | NCCL 2.0-2.1 with a fully qualified host name
            gpu-bql-144-103:18553:18600 [0] transport/net_ib.cu:781 WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129 | nccl.ib-completion-error | gpu-bql-144-103 |  | NCCL 2.2 "HOST:PID:TID [DEV] FILE:LINE WARN " (no "NCCL " yet) and net_ib.cu's 2.2-2.9 wording without the peer
            a-1:2712:2824 [0] INFO NET/IB : Using interface ib0 for sideband communication\\n  Test NCCL failure common.cu:777 'unhandled system error' | nccl.system-error,nccl-tests.failure | a-1 |  | NCCL 2.2 "HOST:PID:TID [DEV] INFO " naming the host of the lines after it (nccl-tests 2.0's failure line)
            Epoch [3] INFO loss 0.25\\nCall to ibv_reg_mr failed | nccl.ibv-call-failed |  |  | a training log's "WORD [N] INFO " names no host (only NCCL 2.2's pid and tid or a source FILE:LINE before WARN do)
            Test fail caused by ibvwrap.c:160 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out. | nccl.ibv-call-failed |  |  | HPC-X 2.21 plugin ibvwrap.c "Call to %s failed with error %s" in an issue's title
            [2026-03-13 22:26:02] host-01.example.com:XXXXXX [5] ibvwrap.c:262 NCCL WARN Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_3:1, curr state INIT, next state RTR, local GID index 3, local GID ::ffff:10.0.0.1, remote GID ::ffff:10.0.0.2 | nccl.ibv-call-failed | host-01.example.com |  | NCCL 2.27 misc/ibvwrap.cc "Call to ibv_modify_qp failed with %d %s, on dev %s:%d, curr state %s, next state %s, ..." behind a time stamp, pid and tid replaced
            msm-h200-2:4016:4653 [7] misc/ibvwrap.cc:190 NCCL WARN Call to ibv_create_cq failed with error Cannot allocate memory | nccl.ibv-call-failed | msm-h200-2 |  | NCCL 2.19-2.26 misc/ibvwrap.cc "Call to %s failed with error %s" (ENOMEM: the locked-memory limit)
            ibv_reg_mr_iova2 failed with error Bad address multiple times | nccl.ibv-call-failed |  |  | NCCL 2.16-2.2x misc/ibvwrap.cc "Call to %s failed with error %s" quoted in an issue title without "Call to "
            gpu-07: ibv_modify_qp failed with error Connection timed out | nccl.ibv-call-failed | gpu-07 |  | the same for ibv_modify_qp behind pdsh's prefix
            [1647516906.396315] [node-rtx3080:82049:0]           ib_md.c:349  UCX  ERROR ibv_reg_mr(address=0x7f724fa00000, length=4096, access=0xf) failed: Bad address | ucx.transport-error | node-rtx3080 |  | UCX 1.13 ib_md.c's "ibv_reg_mr(address=%p, length=%zu, access=0x%x) failed: %m" stays UCX's, not a NCCL verbs call
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
