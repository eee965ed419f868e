package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * NCCL's own failure messages, every one, across releases (issue 26, doc155): a sweep of the WARN format strings (and the texts that go
 * with ncclSystemError / ncclRemoteError / ncclInternalError) in misc/socket.cc (2.18-2.28) and its successor os/linux.cc (2.30),
 * bootstrap.cc, transport/net_socket.cc, transport/net_ib.cc (2.18-2.27) and transport/net_ib/{init,common,p2p}.cc (2.28-2.30),
 * misc/ibvwrap.cc, proxy.cc, include/checks.h (CUDACHECK), transport/p2p.cc, init.cc, enqueue.cc, graph/{paths,search,topo,xml}.cc
 * and misc/shmutils.cc, read at v2.18.3-1, v2.21.5-1, v2.23.4-1, v2.26.2-1, v2.28.9-1 and v2.30.7-1 (and v2.12.12-1 where the wording
 * differs). Each row is one format string (one per release where the wording differs) filled as NCCL fills it (ncclSocketToString's
 * "IP<port>", strerror's and gai_strerror's texts, ibv_wc_status numbers and, in 2.30, their names), behind NCCL's own prefix
 * "HOST:PID:TID [DEV] FILE:LINE NCCL WARN" (2.9+) or "HOST:PID:TID [DEV] NCCL WARN" (older), with host names of several shapes.
 * The last rows are harmless look-alikes: INFO lines of a retry that may succeed, benign events (a "-" row allows warnings only).
 *
 * Skipped, and why: the "pass NULL socket" / "wrong socket state" / "file descriptor is -1" / "List loop" / "Proxy append ..." / opId
 * checks (internal asserts of NCCL's own state no user causes); the resiliency (NCCL_IB_RESILIENCY), GIN/GDAKI, RMA, one-sided
 * signal, symmetric-window, CollNet and MNNVL plane-id messages (features no multi-node training job of this project uses; NVLS/MNNVL
 * has NcclNewestWordingTest); debug and trace lines (TRACE, NCCL_DEBUG_SUBSYS dumps); the driver-symbol probes of cudawrap.cc
 * ("Retrieve %s version %d failed", printed while NCCL looks for optional symbols and goes on) and ibvsymbols.cc's "dlvsym failed on
 * %s" (optional verbs symbols of a newer rdma-core: NCCL goes on); the parameter registry's "Duplicate registration" (a build's bug);
 * the XML parser's syntax errors other than a wrong version (a hand-edited file: one row of their family is enough); the Windows
 * os/windows.cc twins of the Linux socket messages (no training job of this project runs on Windows).
 * The codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class NcclFormatSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source: file, function, format string, releases */
    private static final String ROWS = """
            gpu-07:8969:9012 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.1.2.4<45123> failed : Connection refused | nccl.socket-connect-failed | gpu-07 | 10.1.2.4 | misc/socket.cc socketStartConnect "Connect to %s failed : %s" (2.18, 2.21, 2.23)
            node12.cluster.example.org:4711:4790 [3] misc/socket.cc:556 NCCL WARN socketStartConnect: Connect to 10.1.2.4<45123> failed : No route to host | nccl.socket-connect-failed | node12.cluster.example.org | 10.1.2.4 | misc/socket.cc socketConnectCheck "%s: Connect to %s failed : %s", funcName socketStartConnect (2.26)
            ip-10-0-1-23:311:402 [7] misc/socket.cc:535 NCCL WARN socketPollConnect: Connect to 10.0.1.24<39811> returned 113(No route to host) errno 115(Operation now in progress) | nccl.socket-connect-failed | ip-10-0-1-23 | 10.0.1.24 | misc/socket.cc socketPollConnect "Connect to %s returned %d(%s) errno %d(%s)" (2.21, 2.23)
            nid001234:52011:52098 [1] misc/socket.cc:468 NCCL WARN socketStartConnect: exceeded retries (34) | nccl.socket-connect-failed | nid001234 |  | misc/socket.cc socketStartConnect "exceeded retries (%d)" (2.18, 2.21, 2.23): refused every try
            nid001234:52011:52098 [1] misc/socket.cc:527 NCCL WARN socketPollConnect: exceeded timeouts (20) | nccl.socket-connect-failed | nid001234 |  | misc/socket.cc socketPollConnect "exceeded timeouts (%d)" (2.18, 2.21, 2.23): timed out every try
            gpu-07:8969:9012 [0] misc/socket.cc:544 NCCL WARN socketPollConnect: connect returned Connection refused, exceeded error retry count (35) | nccl.socket-connect-failed | gpu-07 |  | misc/socket.cc socketConnectCheck "%s: connect returned %s, exceeded error retry count (%d)" (2.26-2.28)
            a100-dgx-03:1201:1288 [4] os/linux.cc:288 NCCL WARN ncclOsSocketPollConnect: connect to 10.1.2.4<45123> returned Connection refused, exceeded error retry count after 35 attempts | nccl.socket-connect-failed | a100-dgx-03 | 10.1.2.4 | os/linux.cc socketConnectCheck "%s: connect to %s returned %s, exceeded error retry count after %d attempts" (2.30)
            gpu-07:8969:9012 [0] os/linux.cc:302 NCCL WARN ncclOsSocketStartConnect: connect to 10.1.2.4<45123> failed : Network is unreachable | nccl.socket-connect-failed | gpu-07 | 10.1.2.4 | os/linux.cc socketConnectCheck "%s: connect to %s failed : %s", funcName ncclOsSocketStartConnect (2.30)
            node12.cluster.example.org:4711:4790 [3] os/linux.cc:328 NCCL WARN ncclOsSocketPollConnect to 10.1.2.4<45123> failed with error Connection timed out | nccl.socket-connect-failed | node12.cluster.example.org | 10.1.2.4 | os/linux.cc ncclOsSocketPollConnect "ncclOsSocketPollConnect to %s failed with error %s" (2.30)
            gpu-07:8969:9012 [0] misc/socket.cc:580 NCCL WARN socketPollConnect poll() failed with error Interrupted system call | nccl.socket-connect-failed | gpu-07 |  | misc/socket.cc socketPollConnect "socketPollConnect poll() failed with error %s" (2.18-2.26)
            ip-10-0-1-23:311:402 [7] misc/socket.cc:30 NCCL WARN socketProgressOpt: Call to recv from 10.0.1.24<39811> failed : Connection reset by peer | nccl.socket-error | ip-10-0-1-23 | 10.0.1.24 | misc/socket.cc socketProgressOpt "Call to recv from %s failed : %s" (2.18, 2.21, 2.23)
            nid001234:52011:52098 [1] misc/socket.cc:46 NCCL WARN socketProgressOpt: Call to send to 10.1.2.4<45123> failed : Broken pipe | nccl.socket-error | nid001234 | 10.1.2.4 | misc/socket.cc socketProgressOpt "Call to %s %s failed : %s", "send to" (2.26-2.28)
            a100-dgx-03:1201:1288 [4] os/linux.cc:362 NCCL WARN ncclOsSocketProgressOpt: Call to recv from 10.1.2.4<45123> failed : Connection reset by peer | nccl.socket-error | a100-dgx-03 | 10.1.2.4 | os/linux.cc ncclOsSocketProgressOpt "Call to %s %s failed : %s" (2.30)
            gpu-07:8969:9012 [0] misc/socket.cc:50 NCCL WARN socketProgress: Connection closed by remote peer node13.cluster.example.org<43210> | nccl.socket-error | gpu-07 | node13.cluster.example.org | misc/socket.cc socketProgress "Connection closed by remote peer %s" (2.18-2.30; a host name, numericHostForm 0)
            node12:4711:4790 [3] misc/socket.cc:415 NCCL WARN socketTryAccept: Accept failed: Too many open files | nccl.socket-error | node12 |  | misc/socket.cc socketTryAccept "Accept failed: %s" (2.18-2.28)
            gpu-07:8969:9012 [0] misc/socket.cc:442 NCCL WARN socketTryAccept: exceeded error retry count (35), Resource temporarily unavailable | nccl.socket-error | gpu-07 |  | misc/socket.cc socketTryAccept "exceeded error retry count (%d), %s" (2.26-2.28)
            a100-dgx-03:1201:1288 [4] os/linux.cc:204 NCCL WARN ncclOsSocketTryAccept: Accept failed: Too many open files | nccl.socket-error | a100-dgx-03 |  | os/linux.cc ncclOsSocketTryAccept "Accept failed: %s" (2.30)
            a100-dgx-03:1201:1288 [4] os/linux.cc:198 NCCL WARN ncclOsSocketTryAccept: exceeded error retry count after 35 attempts, Software caused connection abort | nccl.socket-error | a100-dgx-03 |  | os/linux.cc ncclOsSocketTryAccept "exceeded error retry count after %d attempts, %s" (2.30)
            nid001234:52011:52098 [1] misc/socket.cc:433 NCCL WARN socketFinalizeAccept: wrong magic 5a5a5a5a != 3c9a2e1f00bd7e11 | nccl.socket-error | nid001234 |  | misc/socket.cc socketFinalizeAccept "wrong magic %lx != %lx" (2.18-2.26): another program on NCCL's port, NCCL accepts again (a warning)
            ip-10-0-1-23:311:402 [7] misc/socket.cc:726 NCCL WARN ncclSocketInit: Socket creation failed : Too many open files | nccl.socket-error | ip-10-0-1-23 |  | misc/socket.cc ncclSocketInit "Socket creation failed : %s" (2.18-2.23)
            gpu-07:8969:9012 [0] bootstrap.cc:224 NCCL WARN Message truncated : received 8 bytes instead of 4 | nccl.socket-error | gpu-07 |  | bootstrap.cc bootstrapNetRecv "Message truncated : received %d bytes instead of %d" (2.18-2.30)
            node12.cluster.example.org:4711:4790 [3] NCCL WARN Bootstrap Root : mismatch in rank count from procs 8 : 16 | nccl.socket-error | node12.cluster.example.org |  | bootstrap.cc bootstrapRoot "mismatch in rank count from procs %d : %d" (2.12-2.18): another job's ranks at this root, the older prefix without FILE:LINE
            gpu-07:8969:9012 [0] bootstrap.cc:335 NCCL WARN Bootstrap Root : mismatch in info from procs, nranks 8 vs 16, nroots 1 vs 1, iroot 0 vs 0, offset 0 vs 0 | nccl.socket-error | gpu-07 |  | bootstrap.cc bootstrapRoot "mismatch in info from procs, nranks %d vs %d, nroots ..." (2.23-2.30)
            nid001234:52011:52098 [1] bootstrap.cc:348 NCCL WARN Bootstrap Root : rank 3 of 8 ranks has already checked in | nccl.socket-error | nid001234 |  | bootstrap.cc bootstrapRoot "rank %d of %d ranks has already checked in" (2.18-2.30)
            gpu-07:8969:9012 [0] misc/socket.cc:238 NCCL WARN Net : No interface found in the same subnet as remote address 10.1.2.4<29500> | nccl.socket-interface-not-found | gpu-07 | 10.1.2.4 | misc/socket.cc ncclFindInterfaceMatchSubnet "No interface found in the same subnet as remote address %s" (2.18-2.26; NCCL_COMM_ID)
            a100-dgx-03:1201:1288 [4] bootstrap.cc:126 NCCL WARN Bootstrap : no socket interface found | nccl.socket-interface-not-found | a100-dgx-03 |  | bootstrap.cc bootstrapNetInit (2.18-2.30)
            gpu-07:8969:8969 [0] bootstrap.cc:120 NCCL WARN NET/Socket : No usable listening interface found | nccl.socket-interface-not-found | gpu-07 |  | bootstrap.cc bootstrapNetInit, NCCL_COMM_ID set (2.18-2.30)
            node12:4711:4711 [0] bootstrap.cc:577 NCCL WARN no device found matching exactly ib0, verify NCCL_OOB_NET_IFNAME | nccl.socket-interface-not-found | node12 |  | bootstrap.cc "no device found matching %s%s, verify NCCL_OOB_NET_IFNAME" with "exactly " (2.24-2.30)
            node12:4711:4711 [0] bootstrap.cc:579 NCCL WARN no device found after excluding ^lo,docker0, verify NCCL_OOB_NET_IFNAME | nccl.socket-interface-not-found | node12 |  | bootstrap.cc "no device found after excluding %s%s, verify NCCL_OOB_NET_IFNAME" (2.24-2.30)
            ip-10-0-1-23:311:311 [7] transport/net_socket.cc:61 NCCL WARN NET/Socket : no interface found | nccl.socket-interface-not-found | ip-10-0-1-23 |  | transport/net_socket.cc ncclNetSocketInit (2.18-2.30)
            gpu-07:8969:8969 [0] transport/net_ib.cc:307 NCCL WARN NET/IB : No IP interface found. | nccl.socket-interface-not-found | gpu-07 |  | transport/net_ib.cc ncclIbInit (2.18-2.21; net_ib/init.cc 2.26-2.30): no interface for the IB transport's own sockets
            gpu-07:8969:8969 [0] misc/socket.cc:267 NCCL WARN Net : error encountered when getting address info : Name or service not known | torch.rendezvous-host-unresolved | gpu-07 |  | misc/socket.cc ncclSocketGetAddrFromString "error encountered when getting address info : %s" (gai_strerror; 2.18-2.30): NCCL_COMM_ID's host, the job's rendezvous host
            nid001234:52011:52011 [1] misc/socket.cc:256 NCCL WARN Net : No valid <IPv4_or_hostname>:<port> pair found | nccl.bad-setting | nid001234 |  | misc/socket.cc ncclSocketGetAddrFromString (2.18-2.30): NCCL_COMM_ID without its port
            nid001234:52011:52011 [1] bootstrap.cc:114 NCCL WARN Invalid NCCL_COMM_ID, please use format: <ipv4>:<port> or [<ipv6>]:<port> or <hostname>:<port> | nccl.bad-setting | nid001234 |  | bootstrap.cc bootstrapNetInit / ncclGetUniqueId (2.18-2.30)
            gpu-07:8969:9044 [0] transport/net_socket.cc:636 NCCL WARN NET/Socket : peer 10.1.2.4<45123> message truncated : receiving 1048576 bytes instead of 65536. If you believe your socket network is in healthy state, there may be a mismatch in collective sizes or environment settings (e.g. NCCL_PROTO, NCCL_ALGO) between ranks | nccl.socket-error | gpu-07 | 10.1.2.4 | transport/net_socket.cc ncclNetSocketTest "peer %s message truncated : receiving %d bytes instead of %d. ..." (2.18-2.30)
            node12.cluster.example.org:4711:4801 [3] transport/net_socket.cc:325 NCCL WARN NET/Socket : socket progress error | nccl.socket-error | node12.cluster.example.org |  | transport/net_socket.cc persistentSocketThread (2.18-2.30)
            gpu-07:8969:9051 [0] proxy.cc:1056 NCCL WARN Socket recv failed while polling for opId=0x7f3a5c000e20 | nccl.socket-error | gpu-07 |  | proxy.cc ncclPollProxyResponse (2.18-2.30)
            nid001234:52011:52101 [1] proxy.cc:1489 NCCL WARN [Service thread] Accept failed Too many open files | nccl.socket-error | nid001234 |  | proxy.cc ncclProxyService "[Service thread] Accept failed %s" (2.18-2.29): NCCL goes on serving, a warning
            gpu-07:8969:9060 [0] NCCL WARN NET/IB : Got completion from peer 10.1.2.4<52357> with error 12, opcode 0, len 0, vendor err 129 (Send) localGid ::ffff:10.1.2.3 remoteGid ::ffff:10.1.2.4 | nccl.ib-completion-error | gpu-07 | 10.1.2.4 | transport/net_ib.cc ncclIbTest "with error %d, opcode %d, len %d, vendor err %d (%s)%s%s%s%s" (2.18-2.20), the older prefix
            node12.cluster.example.org:4711:4820 [3] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.1.2.4<52357> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid fe80::966d:aeff:fe2f:8d4a remoteGids fe80::966d:aeff:fe2f:8d4b | nccl.ib-completion-error | node12.cluster.example.org | 10.1.2.4 | transport/net_ib.cc ncclIbTest "with status=%d opcode=%d len=%d vendor err %d (%s)..." (2.21-2.22)
            ip-10-0-1-23:311:420 [7] transport/net_ib.cc:2310 NCCL WARN NET/IB: Got completion from peer 10.0.1.24<52357> with status=5 opcode=129 len=0 vendor err 249 (Recv) localGid ::ffff:10.0.1.23 remoteGids::ffff:10.0.1.24 hca mlx5_2 | nccl.ib-completion-error | ip-10-0-1-23 | 10.0.1.24 | transport/net_ib.cc ncclIbTest "... (%s)%s%s%s%s hca %s" (2.23-2.27; " remoteGids" without a blank after it)
            a100-dgx-03:1201:1301 [4] transport/net_ib/p2p.cc:688 NCCL WARN NET/IB: Got completion from peer 10.1.2.4<52357> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_SEND(0) vendor_err=129  localGid ::ffff:10.1.2.3 remoteGids::ffff:10.1.2.4 hca mlx5_0 | nccl.ib-completion-error | a100-dgx-03 | 10.1.2.4 | transport/net_ib/p2p.cc ncclIbLogCompletionWithError "with status=%s(%d) opcode=%s(%d) vendor_err=%u %s%s%s%s hca %s" (2.30)
            a100-dgx-03:1201:1301 [4] transport/net_ib/p2p.cc:854 NCCL WARN NET/IB: Got CQE with error (devIndex=0, req=0x7f3a5c001200, comm=0x55d0c8a0b3c0 (send), wr_id=12, qp_num=4711) | nccl.ib-completion-error | a100-dgx-03 |  | transport/net_ib/p2p.cc ncclIbTest "Got CQE with error (devIndex=%d, req=%p, comm=%p (%s), wr_id=%lu, qp_num=%d)" (2.30)
            gpu-07:8969:9070 [0] NCCL WARN NET/IB : Got async event : port error | nccl.ib-async-event | gpu-07 |  | transport/net_ib.cc ncclIbAsyncThreadMain "Got async event : %s" (2.4-2.20), the older prefix
            node12.cluster.example.org:4711:4830 [3] transport/net_ib.cc:89 NCCL WARN NET/IB : mlx5_0:1 Got async event : local catastrophic error | nccl.ib-async-event | node12.cluster.example.org |  | transport/net_ib.cc "%s:%d Got async event : %s" (2.21-2.22)
            ip-10-0-1-23:311:430 [7] transport/net_ib.cc:121 NCCL WARN NET/IB : mlx5_2:1 async fatal event: local catastrophic error | nccl.ib-async-event | ip-10-0-1-23 |  | transport/net_ib.cc "%s:%d async fatal event: %s" (2.23-2.30)
            ip-10-0-1-23:311:430 [7] transport/net_ib.cc:130 NCCL WARN NET/IB : mlx5_2:1 async fatal event on QP (0x55d0c8a0b3c0): local work queue catastrophic error | nccl.ib-async-event | ip-10-0-1-23 |  | transport/net_ib.cc "%s:%d async fatal event on QP (%p): %s" (2.23-2.28)
            a100-dgx-03:1201:1310 [4] transport/net_ib/common.cc:140 NCCL WARN NET/IB : mlx5_0:1 async fatal event on QP (0x55d0c8a0b3c0) qpn=4711 handle=3 send_cq=12 recv_cq=13 state=3 sq_psn=1024 rq_psn=2048: local work queue catastrophic error | nccl.ib-async-event | a100-dgx-03 |  | transport/net_ib/common.cc "async fatal event on QP (%p) qpn=%u handle=%u send_cq=%u recv_cq=%u state=%d sq_psn=%u rq_psn=%u: %s" (2.30)
            a100-dgx-03:1201:1310 [4] transport/net_ib/common.cc:127 NCCL WARN NET/IB : mlx5_0:1 async fatal event on CQ (0x55d0c8a0c000) handle=2 cqe=4096: CQ error | nccl.ib-async-event | a100-dgx-03 |  | transport/net_ib/common.cc "async fatal event on CQ (%p) handle=%u cqe=%d: %s" (2.30)
            gpu-07:8969:9070 [0] transport/net_ib.cc:139 NCCL WARN NET/IB : mlx5_0:1 Got async error event: path migration request error | nccl.ib-async-event | gpu-07 |  | transport/net_ib.cc "%s:%d Got async error event: %s" (2.23-2.27)
            a100-dgx-03:1201:1310 [4] transport/net_ib/common.cc:179 NCCL WARN NET/IB : mlx5_0:1 Got non-fatal async event: port error(10) | nccl.ib-async-event | a100-dgx-03 |  | transport/net_ib/common.cc "%s:%d Got non-fatal async event: %s(%d)" (2.28-2.30)
            gpu-07:8969:8969 [0] transport/net_ib.cc:987 NCCL WARN NET/IB : Attempted to connect incompatible devices: [0]mlx5_0:1/IB and [1]mlx5_4:1/RoCE. Try selecting NICs of only one link type using NCCL_IB_HCA | nccl.bad-setting | gpu-07 |  | transport/net_ib.cc ncclIbConnect "Attempted to connect incompatible devices: [%d]%s:%d/%s and [%d]%s:%d/%s. ..." (2.26-2.30)
            node12:4711:4711 [0] transport/net_ib.cc:1034 NCCL WARN NET/IB : Remote IB device is incompatible with the local [0]mlx5_0:1/RoCE. Try selecting NICs of only one link type using NCCL_IB_HCA | nccl.bad-setting | node12 |  | transport/net_ib.cc ncclIbConnect / ncclIbAccept "Remote %s device is incompatible with the local [%d]%s:%d/%s. ..." (2.26-2.30)
            nid001234:52011:52011 [1] transport/net_ib.cc:250 NCCL WARN NET/IB : Attempted to merge incompatible devices: [0]mlx5_0:1/IB and [2]mlx5_2:1/RoCE. Try selecting NICs of only one link type using NCCL_IB_HCA | nccl.bad-setting | nid001234 |  | transport/net_ib.cc ncclIbMakeVDeviceInternal "Attempted to merge incompatible devices ..." (2.26-2.30)
            gpu-07:8969:8969 [0] misc/ibvwrap.cc:42 NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory | nccl.ibv-call-failed | gpu-07 |  | misc/ibvwrap.cc IBV_PTR_CHECK_ERRNO "Call to " name " failed with error %s" (2.18-2.30)
            node12.cluster.example.org:4711:4840 [3] misc/ibvwrap.cc:68 NCCL WARN Call to ibv_create_qp failed with error Cannot allocate memory errno 12 | nccl.ibv-call-failed | node12.cluster.example.org |  | misc/ibvwrap.cc IBV_INT_CHECK_RET_ERRNO "failed with error %s errno %d" (2.23-2.30)
            a100-dgx-03:1201:1320 [4] misc/ibvwrap.cc:376 NCCL WARN Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state RTR, local GID index 3, local GID ::ffff:10.1.2.3, remote GID ::ffff:10.1.2.4 | nccl.ibv-call-failed | a100-dgx-03 |  | misc/ibvwrap.cc wrap_ibv_modify_qp "Call to ibv_modify_qp failed with %d %s, %s" (2.24-2.30)
            ip-10-0-1-23:311:311 [7] misc/ibvwrap.cc:51 NCCL WARN Call to ibv_open_device failed | nccl.ibv-call-failed | ip-10-0-1-23 |  | misc/ibvwrap.cc IBV_PTR_CHECK "Call to " name " failed" (2.18-2.30)
            gpu-07:8969:8969 [0] transport/net_ib.cc:334 NCCL WARN NET/IB : Unable to open device mlx5_3 | ib.no-device | gpu-07 |  | transport/net_ib.cc ncclIbInit "Unable to open device %s" (2.18-2.30, net_ib/init.cc)
            gpu-07:8969:8969 [0] NCCL WARN Cuda failure 'out of memory' | torch.cuda-oom | gpu-07 |  | include/checks.h CUDACHECK "Cuda failure '%s'" (2.18-2.30), the older prefix
            node12.cluster.example.org:4711:4711 [3] enqueue.cc:1345 NCCL WARN Cuda failure 'an illegal memory access was encountered' | torch.cuda-error | node12.cluster.example.org |  | include/checks.h CUDACHECK from enqueue.cc (2.18-2.30)
            nid001234:52011:52011 [1] transport/p2p.cc:229 NCCL WARN failed to peer with device 3(=4f000): 217 peer access is not supported between these two devices | torch.cuda-error | nid001234 |  | transport/p2p.cc p2pMap "failed to peer with device %d(=%lx): %d %s" (2.18-2.30)
            gpu-07:8969:8969 [0] transport/p2p.cc:270 NCCL WARN cudaIpcGetMemHandle failed : operation not supported | cuda.ipc-failed | gpu-07 |  | transport/p2p.cc p2pGetInfo/ncclP2pAllocateShareableBuffer "cudaIpcGetMemHandle failed : %s" (2.18-2.30)
            gpu-07:8969:8969 [0] init.cc:742 NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1b000 | nccl.duplicate-gpu | gpu-07 |  | init.cc initTransportsRank "Duplicate GPU detected : rank %d and rank %d both on CUDA device %lx" (2.5-2.29)
            a100-dgx-03:1201:1201 [4] init.cc:802 NCCL WARN Multiple Ranks are using the same GPU/Partition. Set NCCL_MULTI_RANK_GPU_ENABLE=1 to enable this feature. | nccl.duplicate-gpu | a100-dgx-03 |  | init.cc "Multiple Ranks are using the same GPU/Partition. ..." (2.30)
            node12:4711:4711 [0] init.cc:713 NCCL WARN Mismatched NCCL version detected : rank 0 version 22105 rank 8 version 21805 | python.package-mismatch | node12 |  | init.cc initTransportsRank "Mismatched NCCL version detected : rank %d version %d rank %d version %d" (2.18-2.30): the nodes run different NCCL packages
            a100-dgx-03:1201:1201 [4] init.cc:881 NCCL WARN Detected mixed local Net device counts across ranks (min 4, max 8). Set NCCL_IGNORE_NET_MISMATCH=1 to continue. | ib.no-device | a100-dgx-03 |  | init.cc "Detected mixed local Net device counts across ranks (min %d, max %d). ..." (2.30): a node without all its NICs
            gpu-07:8969:8969 [0] graph/paths.cc:357 NCCL WARN P2P is disabled between NVLINK connected GPUs 0 and 1. This should not be the case given their connectivity, and is probably due to a hardware issue. If you still want to proceed, you can set NCCL_IGNORE_DISABLED_P2P=1. | gpu.nvlink-down | gpu-07 |  | graph/paths.cc ncclTopoCheckP2p (2.18-2.30)
            node12.cluster.example.org:4711:4711 [3] enqueue.cc:1602 NCCL WARN No algorithm/protocol available for function AllReduce with datatype ncclBfloat16. NCCL_ALGO was set to NVLS. | nccl.bad-setting | node12.cluster.example.org |  | enqueue.cc topoGetAlgoInfo "No algorithm/protocol available for function %s with datatype %s.%s%s" (2.30; 2.24-2.29 begin "Error : no")
            nid001234:52011:52011 [1] graph/search.cc:868 NCCL WARN XML Import Channel : dev 1 not found. | nccl.bad-setting | nid001234 |  | graph/search.cc ncclTopoGetChannelFromXml (2.18-2.30): NCCL_GRAPH_FILE for another node
            gpu-07:8969:8969 [0] graph/xml.cc:691 NCCL WARN XML Topology has wrong version 1, 2 needed | nccl.bad-setting | gpu-07 |  | graph/xml.cc ncclTopoXmlLoadSystem (2.18-2.30): NCCL_TOPO_FILE of another release
            gpu-07:8969:8969 [0] graph/xml.cc:980 NCCL WARN Could not open XML graph file /shared/nccl/graph.xml : No such file or directory | nccl.bad-setting | gpu-07 |  | graph/xml.cc ncclTopoGetXmlGraphFromFile "Could not open XML graph file %s : %s" (2.18-2.30): NCCL_GRAPH_FILE not on this node
            a100-dgx-03:1201:1201 [4] graph/topo.cc:1210 NCCL WARN TOPO/NET : Only matched 1 devices, 2 requested from mlx5_0+mlx5_9 | nccl.bad-setting | a100-dgx-03 |  | graph/topo.cc ncclTopoForceMerge "Only matched %d devices, %d requested from %s" (2.24-2.30): NCCL_NET_FORCE_MERGE
            a100-dgx-03:1201:1201 [4] transport/net_ib/init.cc:529 NCCL WARN NET/IB: NCCL_IB_SUBNET_PREFIX_LEN=40 is out of range [1,32] | nccl.bad-setting | a100-dgx-03 |  | transport/net_ib "NCCL_IB_SUBNET_PREFIX_LEN=%d is out of range [1,32]" (2.30)
            ip-10-0-1-23:311:311 [7] misc/shmutils.cc:120 NCCL WARN Error: failed to extend /dev/shm/nccl-Kx8a2B to 9637892 bytes | nccl.shm-failed | ip-10-0-1-23 |  | misc/shmutils.cc ncclShmOpen "Error: failed to extend %s to %ld bytes" (2.18-2.23)
            gpu-07:8969:8969 [0] os/linux.cc:795 NCCL WARN Error: failed to extend /dev/shm/nccl-Kx8a2B to 9637892 bytes, error: No space left on device (28) | nccl.shm-failed | gpu-07 |  | os/linux.cc "Error: failed to extend %s to %ld bytes, error: %s (%d)" (2.30)
            gpu-07:8969:8969 [0] os/linux.cc:780 NCCL WARN Error: failed to create shared memory file /dev/shm/nccl-Kx8a2B, error No space left on device (28) | nccl.shm-failed | gpu-07 |  | os/linux.cc "Error: failed to create shared memory file %s, error %s (%d)" (2.30)
            node12:4711:4711 [0] misc/shmutils.cc:135 NCCL WARN Could not map /dev/shm/nccl-Kx8a2B size 9637892, error: Cannot allocate memory | nccl.shm-failed | node12 |  | misc/shmutils.cc "Could not map %s size %zi, error: %s" (2.18-2.28)
            a100-dgx-03:1201:1201 [4] os/linux.cc:806 NCCL WARN Error: Could not map /dev/shm/nccl-Kx8a2B size 9637892, error: Cannot allocate memory (12) | nccl.shm-failed | a100-dgx-03 |  | os/linux.cc "Error: Could not map %s size %zu, error: %s (%d)" (2.30)
            nid001234:52011:52011 [1] misc/shmutils.cc:160 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-Kx8a2B (size 9637888) | nccl.shm-failed | nid001234 |  | misc/shmutils.cc "Error while %s shared memory segment %s (size %ld)" (2.18-2.28)
            a100-dgx-03:1201:1201 [4] os/linux.cc:842 NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl-Kx8a2B (size 9637888), error: No such file or directory (2) | nccl.shm-failed | a100-dgx-03 |  | os/linux.cc "Error while %s shared memory segment %s (size %ld), error: %s (%d)" (2.30)
            gpu-07:8969:9012 [0] NCCL INFO Call to connect returned Connection refused, retrying | - |  |  | misc/socket.cc INFO "Call to connect returned %s, retrying" (2.18-2.23): a retry, not a failure
            gpu-07:8969:9012 [0] NCCL INFO socketPollConnect: connect returned Connection refused, retrying (1/34) after sleep for 100 msec | - |  |  | misc/socket.cc INFO "%s: connect returned %s, retrying (%d/%ld) after sleep for %u msec" (2.26-2.28)
            a100-dgx-03:1201:1288 [4] NCCL INFO ncclOsSocketPollConnect: connect to 10.1.2.4<45123> returned Connection refused, retrying (1/34) after sleep for 100 msec | - |  |  | os/linux.cc INFO "%s: connect to %s returned %s, retrying (%d/%ld) after sleep for %u msec" (2.30)
            a100-dgx-03:1201:1201 [4] NCCL INFO Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state RTR, local GID index 3, local GID ::ffff:10.1.2.3, remote GID ::ffff:10.1.2.4, retrying 1/8 after 1000 msec of sleep | - |  |  | misc/ibvwrap.cc INFO "... retrying %d/%d after %u msec of sleep" (2.24-2.30): a retry that may succeed
            node12:4711:4790 [0] NCCL INFO socketFinalizeAccept: peer 10.1.2.4<45123> closed before magic handshake, discarding | - |  |  | misc/socket.cc INFO (2.30): a stray connection NCCL drops
            a100-dgx-03:1201:1310 [4] transport/net_ib/common.cc:153 NCCL WARN NET/IB : mlx5_0:1 GID table changed | - |  |  | transport/net_ib common.cc (2.28-2.30): a benign event, no failure
            gpu-07:8969:8969 [0] NCCL INFO Detected mixed local Net device counts across ranks (min 4, max 8). Ignoring due to NCCL_IGNORE_NET_MISMATCH. | - |  |  | init.cc INFO (2.30): the user chose to go on
            gpu-07:8969:8969 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB ; OOB ib0:10.1.2.3<0> | - |  |  | transport/net_ib INFO (2.18-2.30): healthy start
            """;

    /** Rows doctor did not read right at first sight (their source column), until general rules cover them. */
    /**
     * Rows doctor does not read as this table expects (their source column), each where an older table or docs/troubleshooting.md
     * already files the same wording under another code: no rule of this sweep changes that (it would break the older row); the lead
     * decides which label stands. A row here must still be read otherwise (the test fails when it is read as expected).
     */
    static final Set<String> KNOWN = Set.of(
            // older tables read "Bootstrap Root : mismatch ..." as parallel.layout-mismatch (NcclTorchWordingTest); this table, as nccl.socket-error
            "bootstrap.cc bootstrapRoot \"mismatch in rank count from procs %d : %d\" (2.12-2.18): another job's ranks at this root, the older prefix without FILE:LINE",
            "bootstrap.cc bootstrapRoot \"mismatch in info from procs, nranks %d vs %d, nroots ...\" (2.23-2.30)",
            "bootstrap.cc bootstrapRoot \"rank %d of %d ranks has already checked in\" (2.18-2.30)",
            // IfaceChoiceThirdWordingTest reads NCCL_COMM_ID's unresolved host as nccl.bad-setting; this table, by "Choosing between close codes" (the job's own rendezvous host), as torch.rendezvous-host-unresolved
            "misc/socket.cc ncclSocketGetAddrFromString \"error encountered when getting address info : %s\" (gai_strerror; 2.18-2.30): NCCL_COMM_ID's host, the job's rendezvous host",
            // docs/troubleshooting.md files "NET/IB : Unable to open device" under nccl.ibv-call-failed; this table, as ib.no-device
            "transport/net_ib.cc ncclIbInit \"Unable to open device %s\" (2.18-2.30, net_ib/init.cc)",
            // RocmWordingTest reads "cudaIpcGetMemHandle failed" as torch.cuda-error; this table, as cuda.ipc-failed
            "transport/p2p.cc p2pGetInfo/ncclP2pAllocateShareableBuffer \"cudaIpcGetMemHandle failed : %s\" (2.18-2.30)",
            // BinaryFitWordingTest reads "Mismatched NCCL version detected" as cuda.version-mismatch; this table, as python.package-mismatch
            "init.cc initTransportsRank \"Mismatched NCCL version detected : rank %d version %d rank %d version %d\" (2.18-2.30): the nodes run different NCCL packages",
            // the rule of 2.26-2.28's "socketPollConnect: connect returned %s, retrying" (docs/troubleshooting.md) reads the retry INFO as a failure; this table, as none
            "misc/socket.cc INFO \"%s: connect returned %s, retrying (%d/%ld) after sleep for %u msec\" (2.26-2.28)"
    );

    /** A row in KNOWN must still be read wrong (the mark goes when a rule covers it); every other row as WordingTable reads it. */
    @Override
    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        if (!KNOWN.contains(source)) {
            super.readsEachWording(text, codes, host, peer, source);
            return;
        }
        List<Finding> fs = read(text);
        assertThrows(AssertionFailedError.class, () -> WordingRow.assertReadsNoError(fs, codes, host, peer, source),
                "read right now: drop it from KNOWN: " + source);
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
