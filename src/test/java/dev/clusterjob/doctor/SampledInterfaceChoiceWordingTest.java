package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Listening sockets that could not be opened on the address or port a transport picked, as the tools word it: a C++ program's own glog
 * CHECK on bind() or listen() (UCCL's create_listen_socket; CHECK, CHECK_EQ and PCHECK wordings), named on the host of the failure signal
 * handler's lines after it, and TensorPipe's uv listener (torch.distributed.rpc) refusing the address it took from the host name or
 * TP_SOCKET_IFNAME (torch 1.6-1.7's listener.cc, 1.8+'s listener_impl.cc); beside them NCCL's connect WARN under an NCCL_SOCKET_IFNAME
 * and gloo's connect to 127.0.0.1, which the rules read already (the connect and interface findings now say the NCCL_SOCKET_IFNAME
 * value NCCL's ENV line states); and the near-misses (the sources' own lines, another CHECK of the same
 * function, a prose sentence). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledInterfaceChoiceWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            F20250720 17:52:37.391902 1125343 util.h:139] Check failed: bind(*listen_fd, (struct sockaddr*)&serv_addr, sizeof(serv_addr)) >= 0 ERROR: binding\\n*** Check failure stack trace: ***\\n[n232-194-226:1124750] *** Process received signal ***\\n[n232-194-226:1124750] Signal: Aborted (6) | net.listen-failed,mpi.process-failed | n232-194-226 |  | UCCL issue 172: include/util/util.h create_listen_socket's glog CHECK, the node from the signal handler's lines
            F0312 08:01:02.123456  4242 util.h:188] Check failed: !listen(*listen_fd, 128) ERROR: listen | net.listen-failed |  |  | UCCL util.h's listen check, glog 0.3-0.5's date without the year
            F1105 10:00:00.000000 77 rdma_test.cc:137] Check failed: bind(listensock, (struct sockaddr*)&addr, sizeof(addr)) == 0 | net.listen-failed |  |  | UCCL collective/rdma/rdma_test.cc's CHECK with == 0 and no message
            F0101 00:00:01.000001 9 server.cc:88] Check failed: bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) == 0 : Address already in use [98] | net.listen-failed |  |  | glog PCHECK's strerror and errno after the condition
            what():  In initFromLoop at /pytorch/third_party/tensorpipe/tensorpipe/transport/uv/listener.cc:126 "rv < 0: invalid argument" | net.listen-failed |  |  | TensorPipe issue 224: torch 1.6's uv listener.cc initFromLoop, a link-local IPv6 host address
            RuntimeError: In initImplFromLoop at /pytorch/third_party/tensorpipe/tensorpipe/transport/uv/listener_impl.cc:44 "rv < 0: address already in use" | net.listen-failed |  |  | TensorPipe listener_impl.cc initImplFromLoop (torch 1.8-2.x) as torch's RuntimeError
            node3: RuntimeError: In initImplFromLoop at tensorpipe/transport/uv/listener_impl.cc:44 "rv < 0: address not available" | net.listen-failed | node3 |  | the same under pdsh's host prefix: an address that is not this node's
            pytorchjob-worker-0:116:236 [3] misc/socket.cc:480 NCCL WARN socketStartConnect: Connect to 192.168.102.1<38007> failed : Software caused connection abort | nccl.socket-connect-failed | pytorchjob-worker-0 | 192.168.102.1 | NCCL issue 1016: 2.18's connect WARN with NCCL_SOCKET_IFNAME=net1 under Kubeflow (earlier batches' rule)
            pytorchjob-worker-0:116:116 [3] NCCL INFO NCCL_SOCKET_IFNAME set by environment to net1\\npytorchjob-worker-0:116:236 [3] misc/socket.cc:480 NCCL WARN socketStartConnect: Connect to 192.168.102.1<38007> failed : Software caused connection abort | nccl.socket-connect-failed | pytorchjob-worker-0 | 192.168.102.1 | the same after NCCL's ENV line, which names no failure itself
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect [127.0.0.1]:14221: Connection refused | gloo.loopback-address |  | 127.0.0.1 | Ray issue 24305: gloo's connect to a head whose host name resolves to 127.0.0.1 (earlier batches' rule)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: eth0,ib0 | gloo.address-not-found |  |  | gloo tcp/device.cc lookupAddrForIface under a torch that reads GLOO_SOCKET_IFNAME as one name: a comma list is no interface (earlier batches' rule)
              UCCL_CHECK(bind(*listen_fd, (struct sockaddr*)&serv_addr, sizeof(serv_addr)) >= 0) << "ERROR: binding"; | - |  |  | the source line itself is no failure
              TP_THROW_UV_IF(rv < 0, rv); | - |  |  | TensorPipe's source line is no failure
            the check on bind( failed once here, so we moved the port | - |  |  | prose without glog's prefix is no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
    /** Where NCCL's ENV line states NCCL_SOCKET_IFNAME, the connect and interface findings say which value was in force. */
    @Test
    void theSocketFindingsSayWhichInterfaceSettingWasInForce() throws IOException {
        String env = "pytorchjob-worker-0:116:116 [3] NCCL INFO NCCL_SOCKET_IFNAME set by environment to net1\n";
        String connect = "pytorchjob-worker-0:116:236 [3] misc/socket.cc:480 NCCL WARN socketStartConnect: Connect to 192.168.102.1<38007>"
                + " failed : Software caused connection abort";
        assertTrue(only(env + connect).message().contains("NCCL_SOCKET_IFNAME=net1"), "2.18's ENV line");
        assertFalse(only(connect).message().contains("NCCL_SOCKET_IFNAME="), "no ENV line, no value");
        String none = "gpu-07:1:1 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth2\n"
                + "gpu-07:1:1 [0] bootstrap.cc:126 NCCL WARN Bootstrap : no socket interface found";
        assertTrue(only(none).message().contains("NCCL_SOCKET_IFNAME=eth2"), "an interface that does not exist there");
    }
}
