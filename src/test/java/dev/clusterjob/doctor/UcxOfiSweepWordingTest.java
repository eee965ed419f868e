package dev.clusterjob.doctor;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * UCX, libfabric and aws-ofi-nccl messages that end a multi-node job, swept from their sources release by release (issue 26): the
 * error and fatal format strings a user of multi-node training pastes, read in openucx/ucx 1.10-1.19 (src/uct/ib/mlx5/ib_mlx5_log.c,
 * src/uct/ib/rc/verbs, src/uct/ib/ud/base/ud_ep.c, src/uct/ib/base/ib_md.c, src/uct/tcp/tcp_ep.c, src/ucs/sys/sock.c,
 * src/ucp/core/ucp_worker.c, ucp_ep.c, src/ucp/wireup, src/ucs/debug/debug.c and log.c), ofiwg/libfabric 1.18-2.1 (the efa provider's
 * EFA_WARN texts with efa_strerror's prov_errno texts, the cxi provider's TXC_WARN/RXC_WARN texts with the host name CXIP_WARN puts
 * first, fabtests' FT_PRINTERR) and aws/aws-ofi-nccl 1.7-1.16 (NCCL_OFI_WARN texts behind NCCL's "HOST:PID:TID [GPU] NCCL WARN NET/OFI "),
 * their placeholders filled as the tools fill them (host names of several shapes, UCX's "[SECONDS.USEC] [HOST:PID:THREAD]  FILE:LINE
 * UCX  ERROR " and its fatal "[HOST:PID:THREAD:TID] " prefixes, libfabric's "libfabric:PID:TIME::PROV:SUBSYS:FUNC():LINE<warn> ",
 * EFA addresses, errno and fi_strerror texts), and harmless look-alikes. The codes of the findings in order ("-": no error; warnings
 * may stand), the host and peer of the first.
 *
 * <p>Read and skipped (not failures a multi-node training job's user pastes): UCX's ucs_diag lines (below the default UCX_LOG_LEVEL=warn:
 * "destination is unreachable [%s]", "failed to send wireup", keepalive, rdmacm's resolve and connect-response diags), its debug and trace
 * lines, the allocation failures of its own structures ("failed to allocate ...", "Failed to allocate ep": out of host memory inside UCX,
 * no wording of their own in a job log), its configuration parse errors (device specs, subnets, gid types, AR/SL, ECE, SRQ topology: a
 * wrong UCX_* setting, printed at start with the variable), the tag-matching, UMR, DM and DCI/FC internals, the WQE dump's ucs_fatal
 * (an internal assert) and the debugger-attach messages of debug.c; UCX's "Couldn't enable GPUDirect RDMA" (an md error only when
 * UCX_IB_GPU_DIRECT_RDMA=yes is forced: no code fits, left to the lead). libfabric: FI_INFO/FI_DBG lines (fi_getinfo's per-provider
 * "provider %s returned -%d (%s)" is FI_INFO), core's hook and filter-parse warnings, the efa provider's internal pool and queue
 * warnings ("RX entries exhausted", "Posting of ... failed", "Unable to write ... cq"), the cxi provider's allocation warnings ("Failed
 * to allocate CP/CT/EQ ..."). aws-ofi-nccl: mutex, allocation and topology-helper warnings ("Unable to allocate device %d", "Mutex
 * initialization failed", "Unable to convert link width", "Retrieval of topology node ..."), which report the plugin's own state, not
 * the fabric.
 */
class UcxOfiSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1700000000.123456] [gpu-node-03:48213:0]    ib_mlx5_log.c:143  UCX  ERROR Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0) | ucx.transport-error | gpu-node-03 |  | UCX 1.10-1.12 src/uct/ib/mlx5/ib_mlx5_log.c uct_ib_mlx5_completion_with_err "%s on " UCT_IB_IFACE_FMT " (synd 0x%x vend 0x%x hw_synd %d/%d)"
            [1731000000.654321] [node12.cluster.example.org:7730:0]     ib_mlx5_log.c:179  UCX  ERROR Transport retry count exceeded on mlx5_2:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0)\\n[1731000000.654321] [node12.cluster.example.org:7730:0]     ib_mlx5_log.c:179  UCX  ERROR RC QP 0x1a2b wqe[37]: SEND s-e [inl len 10] [rqpn 0x2c3d dlid=17 sl=0 port=1 src_path_bits=0] | ucx.transport-error | node12.cluster.example.org |  | UCX 1.13-1.19 ib_mlx5_log.c uct_ib_mlx5_completion_with_err: the error and the QP's line ("%s QP 0x%x wqe[%d]: %s %s")
            [1700000000.123456] [nid001234:90211:0]    ib_mlx5_log.c:143  UCX  ERROR Remote access error on mlx5_1:1/IB (synd 0x13 vend 0x88 hw_synd 0/0) | ucx.transport-error | nid001234 |  | UCX 1.10-1.19 ib_mlx5_log.c "Remote access error" (MLX5_CQE_SYNDROME_REMOTE_ACCESS_ERR)
            [1731000000.654321] [a100-sxm-02:3321:1]     ib_mlx5_log.c:179  UCX  ERROR Local protection error on mlx5_3:1/IB (synd 0x4 vend 0x56 hw_synd 0/0) | ucx.transport-error | a100-sxm-02 |  | UCX 1.10-1.19 ib_mlx5_log.c "Local protection error" (MLX5_CQE_SYNDROME_LOCAL_PROT_ERR)
            [1731000000.654321] [ip-10-0-1-17:5512:0]     ib_mlx5_log.c:179  UCX  ERROR Remote operation error on mlx5_0:1/RoCE (synd 0x16 vend 0x89 hw_synd 0/0) | ucx.transport-error | ip-10-0-1-17 |  | UCX 1.10-1.19 ib_mlx5_log.c "Remote operation error" (MLX5_CQE_SYNDROME_REMOTE_OP_ERR)
            [1731000000.654321] [gpu-node-03:48213:0]     ib_mlx5_log.c:179  UCX  ERROR Receive-no-ready retry count exceeded on mlx5_0:1/IB (synd 0x16 vend 0x0 hw_synd 0/0) | ucx.transport-error | gpu-node-03 |  | UCX 1.10-1.19 ib_mlx5_log.c "Receive-no-ready retry count exceeded" (MLX5_CQE_SYNDROME_RNR_RETRY_EXC_ERR, the source's spelling)
            [1731000000.654321] [node12.cluster.example.org:7730:0]     ib_mlx5_log.c:179  UCX  ERROR Remote side aborted on mlx5_1:1/IB (synd 0x22 vend 0x0 hw_synd 0/0) | ucx.transport-error | node12.cluster.example.org |  | UCX 1.10-1.19 ib_mlx5_log.c "Remote side aborted" (MLX5_CQE_SYNDROME_REMOTE_ABORTED_ERR)
            [1700000000.123456] [gpu-node-05:1201:0]    rc_verbs_iface.c:68   UCX  ERROR send completion with error: local protection error [qpn 0x1f wrid 0x0 vendor_err 0x56] | ucx.transport-error | gpu-node-05 |  | UCX 1.12-1.19 src/uct/ib/rc/verbs/rc_verbs_iface.c uct_rc_verbs_handle_failure "send completion with error: %s [qpn 0x%x wrid 0x%lx vendor_err 0x%x]" (ibv_wc_status_str)
            [1731000000.654321] [gpu-node-03:48213:0]          ucp_ep.c:1508 UCX  ERROR ep 0x7f2a1c0c8000: error 'Endpoint timeout' on rc_mlx5/mlx5_0:1 will not be handled since no error callback is installed | ucx.transport-error | gpu-node-03 |  | UCX 1.12-1.19 src/ucp/core/ucp_ep.c ucp_ep_set_failed "ep %p: error '%s' on %s will not be handled since no error callback is installed"
            [1731000000.654321] [compute-dy-p5-3:4410:0]          ucp_ep.c:1517 UCX  ERROR ep 0x7f2a1c0c8000: error 'Input/output error' on dc_mlx5/mlx5_2:1 will not be handled since no error callback is installed | ucx.transport-error | compute-dy-p5-3 |  | UCX 1.12-1.19 ucp_ep.c the same with "Input/output error" on a DC lane
            [1700000000.123456] [gpu-node-03:48213:0]       ucp_worker.c:539  UCX  ERROR error 'Endpoint timeout' will not be handled for ep 0x7f2a1c0c8000 - rc_mlx5/mlx5_0:1 since no error callback is installed | ucx.transport-error | gpu-node-03 |  | UCX 1.10-1.11 src/ucp/core/ucp_worker.c ucp_worker_iface_error_handler "error '%s' will not be handled for ep %p - " UCT_TL_RESOURCE_DESC_FMT " since no error callback is installed"
            [1700000000.123456] [nid001234:90211:0]       ucp_worker.c:545  UCX  ERROR error 'Destination is unreachable' occurred on wireup will not be handled for ep 0x7f2a1c0c8000 since no error callback is installed | mpi.connect-failed | nid001234 |  | UCX 1.10-1.11 ucp_worker.c "error '%s' occurred on wireup will not be handled for ep %p since no error callback is installed": the endpoint never set up
            [gpu-node-03:48213:0:48213]      ud_ep.c:278  UD endpoint 0x1f2e3d0 to <no debug data>: unhandled timeout error | ucx.transport-error | gpu-node-03 |  | UCX 1.10 src/uct/ib/ud/base/ud_ep.c uct_ud_ep_timer ucs_fatal("UD endpoint %p to " UCT_UD_EP_PEER_NAME_FMT ": unhandled timeout error") behind ucs_fatal_error_format's "[%s:%-5d:%d:%d] %13s:%-4u "
            [node12.cluster.example.org:7730:a:7731]      ud_ep.c:296  UD endpoint 0x55d0c8e0 to <no debug data>: unhandled timeout error | ucx.transport-error | node12.cluster.example.org |  | UCX 1.11-1.19 ud_ep.c the same behind "[%s:%-5d:%s:%d] " (a thread name)
            [nid001234:90211:0:90211] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x10) | mpi.process-failed | nid001234 |  | UCX 1.10-1.19 src/ucs/debug/debug.c ucs_debug_handle_error_signal "Caught signal %d (%s: %s%s)" (SEGV_MAPERR)
            [a100-sxm-02:3321:0:3321] Caught signal 11 (Segmentation fault: invalid permissions for mapped object at address 0x7f3a2c000000) | mpi.process-failed | a100-sxm-02 |  | UCX 1.10-1.19 debug.c "Caught signal %d (%s: %s%s)" (SEGV_ACCERR)
            [1731000000.654321] [ip-10-0-1-17:5512:0]          ib_md.c:293  UCX  ERROR ibv_reg_dmabuf_mr(address=0x7f3a2c000000, length=2097152, access=0xf) failed: Bad address | ucx.transport-error | ip-10-0-1-17 |  | UCX 1.16-1.19 src/uct/ib/base/ib_md.c uct_ib_md_print_mem_reg_err "%s(address=%p, length=%zu, access=0x%lx) failed: %s" (title ibv_reg_dmabuf_mr)
            [1700000000.123456] [gpu-node-05:1201:0]          ib_md.c:309  UCX  ERROR ibv_reg_mr(address=0x7f3a2c000000, length=4194304, access=0x10000f) failed: Cannot allocate memory | ucx.transport-error | gpu-node-05 |  | UCX 1.10-1.15 ib_md.c uct_ib_md_reg_mr "%s(address=%p, length=%zu, access=0x%lx) failed: %m" (ENOMEM: the locked-memory limit)
            [1731000000.654321] [gpu-node-03:48213:0]           tcp_ep.c:1008 UCX  ERROR tcp_ep 0x55d0c8e0 (state=CONNECTED): send(37) failed: Connection reset by remote peer | ucx.transport-error | gpu-node-03 |  | UCX 1.10-1.19 src/uct/tcp/tcp_ep.c uct_tcp_ep_handle_disconnected "tcp_ep %p (state=%s): %s(%d) failed: %s" (an established connection)
            [1731000000.654321] [nid001234:90211:0]             sock.c:325  UCX  ERROR connect(fd=42, dest_addr=10.0.3.12:41748) failed: No route to host | mpi.connect-failed | nid001234 | 10.0.3.12 | UCX 1.10-1.19 src/ucs/sys/sock.c ucs_socket_connect "connect(fd=%d, dest_addr=%s) failed: %m"
            [1731000000.654321] [gpu-node-03:48213:0]      wireup_ep.c:254  UCX  ERROR no active messages transport to gpu-node-04: self/memory - Destination is unreachable, tcp/eth0 - Destination is unreachable | mpi.connect-failed | gpu-node-03 |  | UCX 1.10-1.19 src/ucp/wireup/select.c ucp_wireup_select_transport "no %s transport to %s: %s" with the peer's name (UCX_ADDRESS_DEBUG_INFO=y): no peer, as MpiFabricWordingTest's older row of the same format has it
            libfabric:48213:1700000000::efa:cq:efa_rdm_cq_poll_ibv_cq():432<warn> Unexpected error when polling ibv cq, err: Input/output error (5) prov_errno: Unreachable remote (never received a response) (15) | ofi.failed |  |  | libfabric 1.19-2.x prov/efa/src/rdm/efa_rdm_cq.c "Unexpected error when polling ibv cq, err: %s (%zd) prov_errno: %s (%d)" (efa_strerror)
            libfabric:48213:1700000000::efa:cq:efa_rdm_pke_handle_tx_error():598<warn> While sending a handshake packet, an error occurred. Our address: fi_addr_efa://[fe80::4e0:11ff:fe2a:1b3c]:0:1234, peer address: fi_addr_efa://[fe80::4e0:11ff:fe2a:9d8e]:1:5678 | ofi.failed |  |  | libfabric 1.18-2.x prov/efa/src/rdm efa_rdm_pke_handle_tx_error "While sending a handshake packet, an error occurred. Our address: %s, peer address: %s"
            libfabric:48213:1700000000::efa:eq:efa_base_ep_write_eq_error():464<warn> Writing error to EQ: err: Input/output error (5) prov_errno: Unresponsive remote (was previously responsive) (13) | ofi.failed |  |  | libfabric 1.20-2.x prov/efa/src/efa_base_ep.c efa_base_ep_write_eq_error "Writing error to EQ: err: %s (%zd) prov_errno: %s (%zd)"
            libfabric:90211:1712960000::cxi:ep_data:cxip_send_req_dequeue():1380<warn> nid001234: TXC (0x2a1:0): Request dest_addr: 3 caddr.nic: 0x2B5 caddr.pid: 0 error: 0x7f3a2c0 (err: 5, RC_UNDELIVERABLE) | ofi.failed | nid001234 |  | libfabric 1.20-2.x prov/cxi/src/cxip_msg.c TXC_WARN "Request dest_addr: %ld caddr.nic: %#X caddr.pid: %u error: %p (err: %d, %s)" (cxi_rc_to_str) behind CXIP_WARN's "%s: " host name
            libfabric:90211:1712960000::cxi:ep_data:cxip_recv_req_report():512<warn> x1000c0s0b0n1: RXC (0x2a1:0) PtlTE 12: Request error: 0x7f3a2c0 (err: 5, RC_PTLTE_NOT_FOUND) | ofi.failed | x1000c0s0b0n1 |  | libfabric 1.20-2.x prov/cxi/src/cxip_msg.c RXC_WARN "Request error: %p (err: %d, %s)"
            fi_getinfo(): common/shared.c:1093, ret=-61 (No data available) | ofi.failed |  |  | libfabric fabtests 1.x-2.x include/shared.h FT_PRINTERR "%s(): %s:%d, ret=%d (%s)" for fi_getinfo (no provider for the hints)
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI Request 0x7f3a2c0 completed with error. RC: 5. Error: Input/output error. Completed length: 0, Request: { buffer_index: 255, dev: 0, size: 0, state: CREATED, direction: SEND } | ofi.failed | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.10 src/nccl_ofi_sendrecv.c "Request %p completed with error. RC: %d. Error: %s. Completed length: %ld, Request: %s"
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI Request 0x7f3a2c0 completed with error. RC: 5. Error: 15 (Unreachable remote (never received a response) My EFA addr: fi_addr_efa://[fe80::4e0:11ff:fe2a:1b3c]:0:1234 My host id: i-0a1b2c3d4e5f60718 Peer EFA addr: fi_addr_efa://[fe80::4e0:11ff:fe2a:9d8e]:1:5678 Peer host id: N/A). Completed length: 0, Request: { dev: 0, size: 0, state: CREATED, type: SEND } | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.11-1.16 src/nccl_ofi_rdma.c "Request %p completed with error. RC: %d. Error: %d (%s). Completed length: %ld, Request: %s" (libfabric 1.19+ efa_rdm_write_error_msg)
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI Remote write completed with error. RC: 5. Error: 13 (Unresponsive remote (was previously responsive)). Completed length: 0 | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.16 src/nccl_ofi_rdma.cpp "Remote write completed with error. RC: %d. Error: %d (%s). Completed length: %ld"
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI OFI call failed with RC -5, Input/output error | ofi.failed | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.16 include/nccl_ofi.h "OFI call failed with RC %d, %s"
            ip-10-0-1-17:5512:5600 [0] NCCL WARN NET/OFI OFI fi_getinfo() call failed: No data available | nccl.warn | ip-10-0-1-17 |  | aws-ofi-nccl 1.11-1.16 src/nccl_ofi_net.c "OFI fi_getinfo() call failed: %s": the plugin declining at start-up (NCCL goes on with its own transports), a warning as the older table files its initialization failure
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI Couldn't open AV. RC: -12, ERROR: Cannot allocate memory | ofi.failed | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.16 "Couldn't open AV. RC: %d, ERROR: %s"
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI Couldn't open a fabric access domain. RC: -61, ERROR: No data available | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.7-1.16 "Couldn't open a fabric access domain. RC: %d, ERROR: %s"
            ip-10-0-1-17:5512:5600 [0] NCCL WARN NET/OFI Couldn't enable endpoint. RC: -22, ERROR: Invalid argument | ofi.failed | ip-10-0-1-17 |  | aws-ofi-nccl 1.7-1.16 "Couldn't enable endpoint. RC: %d, ERROR: %s"
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI Unable to insert remote address into address vector for device 0. RC: -22 | ofi.failed | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.12 "Unable to insert remote address into address vector for device %d. RC: %d"
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI Unable to insert remote address into address vector for device 2. RC: Invalid argument | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.13-1.16 "... for device %d. RC: %s" (fi_strerror)
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI aws-ofi-nccl initialization failed | nccl.warn | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.16 src/nccl_ofi_net.c PACKAGE_NAME " initialization failed": the plugin declining, a warning as the older table files it
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI Couldn't find any optimal provider | nccl.warn | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.8 src/nccl_ofi_net.c "Couldn't find any optimal provider": the plugin declining (then its initialization failure), a warning
            ip-10-0-1-17:5512:5600 [0] NCCL WARN NET/OFI Insufficient Libfabric devices found | ofi.failed | ip-10-0-1-17 |  | aws-ofi-nccl 1.7-1.16 "Insufficient Libfabric devices found"
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI GDR support reported to NCCL but then couldn't be configured on an endpoint. Cannot continue. | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.7-1.16 "GDR support reported to NCCL but then couldn't be configured on an endpoint. Cannot continue."
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI EFA provider requires at least libfabric version 1.22.0. | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.16 (1.11-1.15: "1.18.0.") "EFA provider requires at least libfabric version %s."
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL WARN NET/OFI Fatal: Bounce buffer recv completed with error | ofi.failed | gpu-st-p4d-24xlarge-1 |  | aws-ofi-nccl 1.7-1.13 src/nccl_ofi_rdma.c "Fatal: Bounce buffer recv completed with error"
            compute-dy-p5-3:4410:4562 [1] NCCL WARN NET/OFI Fatal: rx buffer recv completed with error | ofi.failed | compute-dy-p5-3 |  | aws-ofi-nccl 1.14-1.16 src/nccl_ofi_rdma.cpp "Fatal: rx buffer recv completed with error"
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL INFO NET/OFI Selected Provider is efa (found 4 nics) | - |  |  | negative: aws-ofi-nccl NCCL_OFI_INFO (the provider found)
            gpu-st-p4d-24xlarge-1:48213:48390 [3] NCCL INFO NET/OFI Using aws-ofi-nccl 1.7.4-aws | - |  |  | negative: aws-ofi-nccl NCCL_OFI_INFO (the plugin's version)
            libfabric:48213:1700000000::core:core:ofi_register_provider():474<info> registering provider: efa (120.0) | - |  |  | negative: libfabric src/fabric.c FI_INFO (a provider registered)
            libfabric:48213:1700000000::core:core:fi_getinfo_():1252<info> fi_getinfo: provider tcp returned -61 (No data available) | - |  |  | negative: libfabric src/fabric.c FI_INFO (one provider of several declined)
            [1731000000.654321] [gpu-node-03:48213:0]        ib_iface.c:1009 UCX  WARN  IB: ibv_fork_init() was disabled or failed, yet a fork() has been issued. | - |  |  | negative: UCX src/uct/ib/base/ib_device.c ucs_warn (a fork after registration: the job goes on)
            [1731000000.654321] [gpu-node-03:48213:0]    ucp_context.c:1089 UCX  WARN  transport 'rc_x' is not available, please use one or more of: cma, posix, self, sysv, tcp | - |  |  | negative: UCX src/ucp/core/ucp_context.c ucs_warn (UCX_TLS names a transport not there; the others are used)
            """;

    /** Rows doctor read wrong at first sight (before this sweep's rules), by the start of their text: each must still fail. */
    private static final Set<String> FIRST_SIGHT_MISSES = Set.of(
            "[1700000000.123456] [nid001234:90211:0]       ucp_worker.c:545  UCX  ERROR error 'Destination is unreachable' occurred on wireup",
            "[gpu-node-03:48213:0:48213]      ud_ep.c:278  UD endpoint",
            "[node12.cluster.example.org:7730:a:7731]      ud_ep.c:296  UD endpoint",
            "libfabric:48213:1700000000::efa:cq:efa_rdm_pke_handle_tx_error():598<warn> While sending a handshake packet",
            "fi_getinfo(): common/shared.c");

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }

    @Override
    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        if (FIRST_SIGHT_MISSES.stream().anyMatch(text::startsWith)) {
            assertThrows(AssertionError.class, () -> super.readsEachWording(text, codes, host, peer, source), "now read right: drop the mark of " + source);
        } else {
            super.readsEachWording(text, codes, host, peer, source);
        }
    }
}
