package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * MPI and the fabric under it, audited wording by wording (issue 26, doc15): Open MPI's openib transport (its completion-error line
 * in every release's form, 1.0-4.1, and the retry help texts that name both nodes), its tcp transport's "peer hung up" text (1.8-5.0),
 * UCX's wire-up finding no transport to a peer (1.3-1.22), and the launch and abort wordings of Open MPI / PRRTE, MPICH's Hydra and the
 * transports below them with host names of several shapes (short, fully qualified, an address). One row per wording, each instantiated
 * from the tool's format string (the last column names the file, function and releases): the codes of the findings in order ("-": none),
 * and the host and peer of the first. {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus
 * (realworld/doctor, the doc15 block of index.tsv).
 */
class MpiFabricWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [[12345,1],3][btl_openib_component.c:3644:handle_wc] from gpu-07 to: gpu-08 error polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 1a2b3c opcode 0  vendor error 129 qp_idx 0 | nccl.ib-completion-error | gpu-07 | gpu-08 | Open MPI 1.4-4.1 btl_openib_component.c handle_wc: BTL_PEER_ERROR "%s[%s:%d:%s] from %s " "to: %s " then "error polling %s with status %s status number %d for wr_id %" PRIx64 " opcode %d  vendor error %d qp_idx %d"
            [[4242,1],17][btl_openib_component.c:3496:handle_wc] from node12.cluster.example.org to: node13 error polling HP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 217ce00 opcode 0  vendor error 129 qp_idx 0 | nccl.ib-completion-error | node12.cluster.example.org | node13 | the same (1.6) with a fully qualified local name and the HP queue
            [[4242,1],2][btl_openib_component.c:3227:handle_wc] from 10.1.2.3 to: 10.1.2.4 error polling LP CQ with status REMOTE ACCESS ERROR status number 10 for wr_id 162858496 opcode 1  vendor error 136 qp_idx 0 | nccl.ib-completion-error | 10.1.2.3 | 10.1.2.4 | the same (1.4-1.5) where the nodes' names are addresses, another status
            [[4242,1],2][btl_openib_component.c:3227:handle_wc] from gpu-07 to: gpu-08 error polling LP CQ with status RECEIVER NOT READY RETRY EXCEEDED ERROR status number 13 for wr_id 2c41e80 opcode 128  vendor error 135 qp_idx 1 | nccl.ib-completion-error | gpu-07 | gpu-08 | btl_openib_component_status_to_string for IBV_WC_RNR_RETRY_EXC_ERR (1.4-4.1)
            [0,1,41][btl_openib_component.c:894:mca_btl_openib_component_progress] from dn162 to: dn294 error polling HP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 47537860 opcode 0 | nccl.ib-completion-error | dn162 | dn294 | Open MPI 1.2-1.3 btl_openib_component_progress: "error polling %s CQ with status %s status number %d for wr_id %llu opcode %d" (no vendor error), the old "[0,1,41]" process name
            [0,1,1][btl_openib_component.c:587:mca_btl_openib_component_progress]\\nerror polling HP CQ with status 12 for wr_id 270995584 opcode -1286736 | nccl.ib-completion-error | | | Open MPI 1.0-1.1: "error polling HP CQ with status %d for wr_id %llu opcode %d" after the source place alone, the status a number only: no host
            [0,1,7][btl_openib_component.c:1332:btl_openib_component_progress]\\nfrom\\nhplcnla160 to: hplcnla162 error polling HP CQ with status LOCAL LENGTH\\nERROR status number 1 for wr_id 6158264 opcode 0 | nccl.ib-completion-error | hplcnla160 | hplcnla162 | the 1.2 line as a mail client wrapped it, inside the status text
            The InfiniBand retry count between two MPI processes has been\\nexceeded.  "Retry count" is defined in the InfiniBand spec 1.2\\n(section 12.7.38):\\n\\nBelow is some information about the host that raised the error and the\\npeer to which it was connected:\\n\\n  Local host:   gpu-07\\n  Local device: mlx5_0\\n  Peer host:    gpu-08\\n\\nYou may need to consult with your system administrator to get this\\nproblem fixed. | nccl.ib-completion-error | gpu-07 | gpu-08 | help-mpi-btl-openib.txt [pp retry exceeded] (1.4-4.1): "The InfiniBand retry count between two MPI processes has been\\nexceeded." with "  Local host:   %s\\n  Local device: %s\\n  Peer host:    %s"
            [[62713,1],1867][btl_openib_component.c:3224:handle_wc] from node12.cluster.example.org to: node13 error polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 413569408 opcode 11112  vendor error 129 qp_idx 0\\n--------------------------------------------------------------------------\\nThe InfiniBand retry count between two MPI processes has been\\nexceeded.\\n  Local host:   node12.cluster.example.org\\n  Local device: mlx4_0\\n  Peer host:    node13 | nccl.ib-completion-error | node12.cluster.example.org | node13 | the completion line and its help block name the same two nodes: one finding
            The OpenFabrics "receiver not ready" retry count on a per-peer\\nconnection between two MPI processes has been exceeded.  In general,\\nthis should not happen because Open MPI uses flow control on per-peer\\n\\n  Local host:   10.1.2.3\\n  Local device: mlx5_1\\n  Peer host:    10.1.2.4 | nccl.ib-completion-error | 10.1.2.3 | 10.1.2.4 | help-mpi-btl-openib.txt [pp rnr retry exceeded] (1.3-4.1), the hosts as addresses
            The OpenFabrics "receiver not ready" retry count on a shared receive\\nqueue or XRC receive queue has been exceeded.  This error can occur if\\n  Local host:   gpu-07\\n  Local device: mlx4_0\\n  Peer host:    gpu-08 | nccl.ib-completion-error | gpu-07 | gpu-08 | help-mpi-btl-openib.txt [srq rnr retry exceeded] (1.3-4.1)
            The InfiniBand retry count between two MPI processes has been\\nexceeded.  "Retry count" is defined in the InfiniBand spec 1.2 | nccl.ib-completion-error | | | [btl_openib:retry-exceeded] (1.1-1.2), no host fields: the finding without a node
            error polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for | nccl.ib-completion-error | | | the line cut before wr_id by a paste
            An MPI communication peer process has unexpectedly disconnected.  This\\nusually indicates a failure in the peer process (e.g., a crash or\\notherwise exiting without calling MPI_FINALIZE first).\\n\\n  Local host: gpu-07\\n  Local PID:  12741\\n  Peer host:  gpu-08 | mpi.process-failed | gpu-08 | | help-mpi-btl-tcp.txt [peer hung up] (1.8-5.0): "  Local host: %s\\n  Local PID:  %d\\n  Peer host:  %s"; the node named is the peer's, where the process ended
            An MPI communication peer process has unexpectedly disconnected.  This\\n  Local host: node12.cluster.example.org\\n  Local PID:  2253\\n  Peer host:  node13.cluster.example.org | mpi.process-failed | node13.cluster.example.org | | the same with fully qualified names
            An MPI communication peer process has unexpectedly disconnected.  This\\n  Local host: teller\\n  Local PID:  2253\\n  Peer host:  kemeny\\n--------------------------------------------------------------------------\\nmpirun noticed that process rank 23 with PID 2448 on node kemeny exited on signal 4 (Illegal instruction). | mpi.process-failed,mpi.process-failed | kemeny | | mpirun's notice names the process and its signal: the cause; the hang-up its witness
            [gold00:6084] *** An error occurred in MPI_Send\\n[gold00:6084] *** MPI_ERR_RANK: invalid rank\\n[gold00:6084] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort,\\nAn MPI communication peer process has unexpectedly disconnected.  This\\n  Local host: gold03\\n  Local PID:  17467\\n  Peer host:  gold00 | mpi.process-failed,mpi.process-failed | gold00 | | the peer's own MPI error before it is the cause; the hang-up a witness of the same node
            [1581060992.288391] [daishan:9817 :0]         select.c:438  UCX  ERROR no active messages transport to <no debug data>: posix/memory - Destination is unreachable, sysv/memory - Destination is unreachable, self/memory - Destination is unreachable, cma/memory - no am bcopy | mpi.connect-failed | daishan | | UCX 1.5-1.8 ucp/wireup/select.c: ucs_error("no %s transport to %s: %s") with the criteria "active messages", after "[SECONDS.USEC] [HOST:PID :THREAD]"
            [1736788625.693157] [cnode001:521140:0]          select.c:630  UCX  ERROR   no active messages transport to <no debug data>: self/memory - Destination is unreachable | mpi.connect-failed | cnode001 | | UCX 1.15-1.16, the level padded
            [1750835683.514002] [node12.cluster.example.org:1392 :0]          select.c:649  UCX  ERROR   no active messages transport to <no debug data>: rc_verbs/mlx5_bond_1:1 - Destination is unreachable, rc_mlx5/mlx5_bond_1:1 - Destination is unreachable | mpi.connect-failed | node12.cluster.example.org | | UCX 1.18-1.19, RDMA devices that do not reach the peer
            Wed Jun 26 22:35:41 2019[1,273]<stdout>:[1561577741.153557] [clx-orion-058:21759:0]         select.c:401  UCX  ERROR no active messages transport to <no debug data>: tcp/ens1f0 - Destination is unreachable | mpi.connect-failed | clx-orion-058 | | under mpirun --tag-output --timestamp-output
            [1700000000.000001] [gpu-07:4242:0]         select.c:644  UCX  ERROR no active messages transport to <no debug data>: Unsupported operation\\n[gpu-07:4242] pml_ucx.c:431  Error: ucp_ep_create(proc=1) failed: Destination is unreachable | mpi.connect-failed | gpu-07 | | Open MPI's endpoint failure after it on the same node adds nothing
            [1700000000.000001] [gpu-08:4243:0]         select.c:629  UCX  ERROR no auxiliary transport to gpu-07: ud_verbs/mlx5_0:1 - Destination is unreachable | mpi.connect-failed | gpu-08 | | another criteria ("auxiliary") and the peer's name (UCX_ADDRESS_DEBUG_INFO=y)
            [1700000000.000001] [gpu-08:4243:0]         select.c:629  UCX  TRACE no active messages transport to gpu-07 | - | | | a trace line with the same words is no error
            mpirun noticed that process rank 3 with PID 4242 on node gpu-07 exited on signal 9 (Killed). | mpi.process-failed | gpu-07 | | Open MPI 1.x-4.1 help-orterun.txt [orterun:proc-aborted-signal]: "%s noticed that process rank %s with PID %s on node %s exited on signal %d (%s)."
            mpirun noticed that process rank 0 with PID 0 on node node12.cluster.example.org exited on signal 11 (Segmentation fault). | mpi.process-failed | node12.cluster.example.org | | the same with a fully qualified node name
            mpirun noticed that process rank 7 with PID 0 on node 10.1.2.3 exited on signal 6 (Aborted). | mpi.process-failed | 10.1.2.3 | | the same where the node is an address
            prterun noticed that process rank 1 with PID 2745 on node gpu-08 exited on signal 9 (Killed). | mpi.process-failed | gpu-08 | | Open MPI 5 / PRRTE: the tool's name is prterun's (as CODES.md quotes it)
            mpirun noticed that process rank 23 with PID 2448 on node kemeny exited on signal 4 (Illegal instructio\\nn). | mpi.process-failed | kemeny | | the line wrapped inside the signal's name by a paste
            [1,0]<stdout>:mpirun has exited due to process rank 0 with PID 0 on\\n[1,0]<stdout>:node gpu-07 exiting improperly. There are three reasons this could occur: | mpi.process-failed | gpu-07 | | help-orterun.txt [orterun:proc-exit-no-sync], every line tagged
            There are not enough slots available in the system to satisfy the 16\\nslots that were requested by the application: | mpi.not-enough-slots | | | help-rmaps-base.txt [orte-rmaps-base:alloc-error] (Open MPI 3-4; PRRTE the same)
            ORTE was unable to reliably start one or more daemons.\\nThis usually is caused by: | mpi.daemon-start-failed | | | help-plm-base.txt / help-errmgr-base.txt (Open MPI 1.6-4.1)
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-n1-1234@0,0] on node gpu-07\\n  Remote daemon: [prterun-n1-1234@0,1] on node gpu-08 | mpi.daemon-lost | gpu-08 | | PRRTE 3 help-errmgr-base.txt [node-died]: "  Remote daemon: %s on node %s"
            ORTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [[5678,0],0] on node gpu-07\\n  Remote daemon: [[5678,0],3] on node 10.1.2.3 | mpi.daemon-lost | 10.1.2.3 | | Open MPI 2.x-4.1, the remote node an address
            [mpiexec@gpu-07] HYDT_bscu_wait_for_completion (tools/bootstrap/utils/bscu_wait.c:76): one of the processes terminated badly; aborting | mpich.bad-termination | gpu-07 | | MPICH Hydra 3.x HYDT_bscu_wait_for_completion, the host from "[mpiexec@%s]"
            [1700000000.000001] [node12.cluster.example.org:4242:0]    ib_mlx5_log.c:177  UCX  ERROR Transport retry count exceeded on mlx5_2:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0) | ucx.transport-error | node12.cluster.example.org | | UCX 1.13+ ib_mlx5_log.c on RoCE, a fully qualified host in ucs_log's prefix
            gpu-07:1234:1300 [3] NCCL WARN NET/OFI Request 0x7f3a completed with error. RC: 21. Error: 4102 (Unknown error). | ofi.failed | gpu-07 | | aws-ofi-nccl: "Request completed with error. RC: %d. Error: %s" (as CODES.md quotes it), after NCCL's "HOST:PID:TID [DEV] " prefix
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 31415 RUNNING AT gpu-08\\n=   EXIT CODE: 9\\n=   CLEANING UP REMAINING PROCESSES | mpich.bad-termination | gpu-08 | | MPICH Hydra 3.x: "BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES" then "PID %d RUNNING AT %s" and "EXIT CODE: %d" (as CODES.md quotes it)
            =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   RANK 3 PID 31415 RUNNING AT node12.cluster.example.org\\n=   KILLED BY SIGNAL: 9 (Killed) | mpich.bad-termination | node12.cluster.example.org | | Hydra 4.x: the rank before the PID, a signal instead of an exit code, a fully qualified host
            [proxy:0:1@node12.cluster.example.org] HYDU_create_process (utils/launch/launch.c:74): execvp error on file ./train (No such file or directory) | launch.command-not-found | node12.cluster.example.org | | Hydra HYDU_create_process: "execvp error on file %s (%s)" under the proxy's "[proxy:%d:%d@%s]"
            [mpiexec@gpu-07] HYDU_sock_write (utils/sock/sock.c:256): write error (Bad file descriptor)\\n[mpiexec@gpu-07] HYD_pmcd_pmiserv_send_signal (pm/pmiserv/pmiserv_cb.c:178): unable to write data to proxy\\n[mpiexec@gpu-07] ui_cmd_cb (pm/pmiserv/pmiserv_pmci.c:77): unable to send signal downstream | - | | | Hydra's mpiexec could not forward a signal (Ctrl-C) to a proxy that had already gone: no cause of its own
            gpu-07:1234:1300 [0] NCCL WARN NET/IB : Got completion from peer 10.1.2.4<45678> with error 12, opcode 0, len 0, vendor err 129 (Send) localGid ::ffff:10.1.2.3 remoteGids ::ffff:10.1.2.4 | nccl.ib-completion-error | gpu-07 | 10.1.2.4 | RCCL 5.x-6.x (as NCCL 2.18-2.20): RoCE GIDs after the direction
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text);
        WordingRow.assertReads(fs, codes, host, peer, source);
    }
}
