package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RoCE networks between GPU nodes as NCCL, UCX and Open MPI report them: UCX's RDMA connection manager's error events
 * (rdmacm_iface.c's "received event ... Peer: ADDR:PORT." in 1.5-1.10, rdmacm_cm.c's "got error event" in 1.7-1.9 and, after the
 * endpoint's "[cep ... LOCAL->REMOTE ...]", in 1.10-1.22) and Open MPI's openib [rdma cm event error] box are mpi.connect-failed naming
 * the host and the peer; UCX's client-server example's error callback and send lines for "Destination is unreachable" and its "failed
 * to connect to ADDR (STATUS)" are mpi.connect-failed; NCCL's RoCE GID version read ("NET/IB: read failed in
 * ncclIbRoceGetVersionNum: ...") is read after "WARN " alone too; UCCL's completion checks ("CQE ERROR wr_id=N status=N(TEXT) ...
 * vendor_err=0x..", its P2P engine's "CQE error, wr_id=..." behind "[WARN HOST ...]") are nccl.ib-completion-error. Near-misses: a quote of the source line, the DIAG level UCX 1.11+
 * logs the event at by default, a disconnect event, another status of the example's callback. Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledRoceWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1573656988.593056] [dgx11:29685:0]   rdmacm_iface.c:405  UCX  ERROR received event RDMA_CM_EVENT_UNREACHABLE. status = 2. Peer: 127.0.0.1:45601. | mpi.connect-failed | dgx11 | 127.0.0.1 | dask-cuda pull request 168: UCX 1.5-1.10 rdmacm_iface.c under ucx-py
            dask_cuda/tests/test_local_cuda_cluster.py [1573656987.606494] [dgx11:29685:0]   rdmacm_iface.c:405  UCX  ERROR received event RDMA_CM_EVENT_UNREACHABLE. status = 2. Peer: 127.0.0.1:45601. | mpi.connect-failed | dgx11 | 127.0.0.1 | the same behind pytest's test file name
            [1600412345.118202] [gpu-a07:41230:0]     rdmacm_iface.c:411  UCX  ERROR received event RDMA_CM_EVENT_ADDR_ERROR. status = -19. Peer: 192.168.10.12:13337. | mpi.connect-failed | gpu-a07 | 192.168.10.12 | rdmacm_iface.c's ADDR_ERROR: no RDMA port with an address on the peer's subnet
            [1580213344.004511] [n01:1234 :0]     rdmacm_cm.c:284  UCX  ERROR client got error event RDMA_CM_EVENT_UNREACHABLE, status -110 peer 10.10.1.2:43021 | mpi.connect-failed | n01 | 10.10.1.2 | UCX 1.7 rdmacm_cm.c: "server"/"client" before the event, the pid padded
            [1596001122.301445] [n01:1234 :0]     rdmacm_cm.c:336  UCX  ERROR rdmacm_ep 0x55d0c2a3e8f0, status Success, flags client: got error event RDMA_CM_EVENT_ROUTE_ERROR, status -110 peer 10.10.1.2:43021 | mpi.connect-failed | n01 | 10.10.1.2 | UCX 1.8-1.9 rdmacm_cm.c: the endpoint's string and a colon before the event
            [1611001122.301445] [n01:1234 :0]     rdmacm_cm.c:464  UCX  ERROR [cep 0x55d0c2a3e8f0 10.10.1.1:52113->10.10.1.2:13337 client Success] got error event RDMA_CM_EVENT_CONNECT_ERROR, event status -110  | mpi.connect-failed | n01 | 10.10.1.2 | UCX 1.10 rdmacm_cm.c: the endpoint's local and remote addresses, the status number and a trailing blank
            [1700000001.000001] [node3:90210:0]      rdmacm_cm.c:715  UCX  ERROR [cep 0x2c81a30 10.0.0.3:45113->108.80.25.56:13337 client|failed Destination is unreachable] got error event RDMA_CM_EVENT_UNREACHABLE, event status Connection timed out (-110) | mpi.connect-failed | node3 | 108.80.25.56 | UCX 1.11-1.22 rdmacm_cm.c at UCX_RDMA_CM_FAILURE=error: the event status as text and number
            [1700000001.000001] [node3:90210:0]      rdmacm_cm.c:715  UCX  DIAG  [cep 0x2c81a30 10.0.0.3:45113->108.80.25.56:13337 client|failed Destination is unreachable] got error event RDMA_CM_EVENT_UNREACHABLE, event status Connection timed out (-110) | - |  |  | negative: the same at its default DIAG level, where another connection manager may still connect
            [1573656990.100001] [dgx11:29685:0]   rdmacm_iface.c:405  UCX  ERROR received event RDMA_CM_EVENT_DISCONNECTED. status = 0. Peer: 10.33.225.162:8786. | - |  |  | negative: a disconnect of a connection that worked, no connect failure
            --------------------------------------------------------------------------\\nThe RDMA CM returned an event error while attempting to make a\\nconnection.  This type of error usually indicates a network\\nconfiguration error.\\n\\n  Local host:   c01\\n  Local device: mlx5_0\\n  Error name:   RDMA_CM_EVENT_ADDR_ERROR\\n  Peer:         c02\\n\\nYour MPI job will now abort, sorry.\\n-------------------------------------------------------------------------- | mpi.connect-failed | c01 | c02 | Open MPI 1.3-4.1 help-mpi-btl-openib-cpc-rdmacm.txt [rdma cm event error]
            error handling callback was invoked with status -6 (Destination is unreachable)\\nunable to send UCX message (Destination is unreachable)\\nclient failed on iteration #1 | mpi.connect-failed |  |  | UCX issue 7991: the client-server example over rc on a bonded RoCE port
            unable to receive UCX message (Destination is unreachable)\\nserver failed on iteration #0 | mpi.connect-failed |  |  | the example's receive line alone, on the server
            failed to connect to 192.168.12.62 (Destination is unreachable) | mpi.connect-failed |  | 192.168.12.62 | the example's connect call (1.6-1.22), the address given with -a
            error handling callback was invoked with status -25 (Connection reset by remote peer) | - |  |  | negative: another status of the callback, a connection that worked and was reset
            nccl connection abort(between kubernetes pods): WARN NET/IB: read failed in ncclIbRoceGetVersionNum: Invalid argument | nccl.warn |  |  | NCCL issue 1573's title: the WARN line without NCCL's header
            job-3bb823c0-worker-0:5665:5811 [2] NCCL WARN NET/IB: read failed in ncclIbRoceGetVersionNum: Invalid argument | nccl.warn | job-3bb823c0-worker-0 |  | NCCL 2.23-2.25 net_ib with its header: the host it names
                WARN("NET/IB: read failed in ncclIbRoceGetVersionNum: %s", strerror(errno)); | - |  |  | negative: a quote of the source line in a thread
            CQE ERROR wr_id=3 status=12(transport retry counter exceeded) opcode=1 byte_len=0 vendor_err=0xa qp_num=0x2c10 | nccl.ib-completion-error |  |  | UCCL issue 799: the EP proxy's completion check on Broadcom RoCE NICs with a link-local GID
            CQE ERROR wr_id=4294967296 status=12(transport retry counter exceeded) opcode=1 byte_len=0 vendor_err=0xa qp_num=0x2c14\\nCQE ERROR wr_id=4294967316 status=12(transport retry counter exceeded) opcode=1 byte_len=0 vendor_err=0xa qp_num=0x2c04 | nccl.ib-completion-error |  |  | the same lines one after another, which doctor may read as one wrapped line
            CQE error wr_id=17 status=transport retry counter exceeded | nccl.ib-completion-error |  |  | UCCL's earlier check: ibv_wc_status_str's text alone
            [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:202] pollOnce - channel_id: 4, CQE error, wr_id=3, status=2 (local QP operation error), opcode=1, byte_len=0, vendor_err=0x3, qp_num=0x2c91, wc_flags=0x0 | nccl.ib-completion-error | chi-mi325x-pod2-098 |  | UCCL issue 972: the P2P engine's pollOnce behind its prefix naming the host
            [WARN chi-mi325x-pod2-098 1468470 1468470 pollOnce rdma/providers/ib_data_channel_impl.cc:198] pollOnce - channel_id: 4, WR_FLUSH_ERR, qp_num=0x2c91 | - |  |  | negative: the flushed requests that follow a completion error
                      "CQE ERROR wr_id=%llu status=%d(%s) opcode=%d byte_len=%u " | - |  |  | negative: a quote of UCCL's format string
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessagesNameTheEventAndTheRemedy() throws IOException {
        Finding cm = only("[1600412345.118202] [gpu-a07:41230:0]     rdmacm_iface.c:411  UCX  ERROR received event "
                + "RDMA_CM_EVENT_ADDR_ERROR. status = -19. Peer: 192.168.10.12:13337.");
        assertTrue(cm.message().contains("RDMA_CM_EVENT_ADDR_ERROR") && cm.message().contains("13337"), cm.message());
        assertTrue(cm.hint().contains("show_gids"), cm.hint());
        Finding gid = only("WARN NET/IB: read failed in ncclIbRoceGetVersionNum: Invalid argument");
        assertTrue(gid.hint().contains("NCCL_IB_GID_INDEX") && gid.hint().contains("macvlan"), gid.hint());
    }
}
