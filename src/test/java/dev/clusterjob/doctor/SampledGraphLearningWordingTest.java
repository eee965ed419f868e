package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Graph learning trained on several machines: GraphLearn's tracker path with no file system behind it (fs_coordinator.cc's and
 * fs_naming_engine.cc's fatal line, env.cc's error, the user log's exit line) and DGL's launch.py refusing ip_config.txt are
 * torch.launcher-config; DGL's RPC client giving up on a server (DistConnectError, with the server's address or without it) is
 * rpc.peer-lost naming that address; DGL's socket RPC failing to bind (tcp_socket.cc, socket_communicator.cc) is net.listen-failed;
 * DGL-KE's local_ip4_addr_list stopped by an interface without an IPv4 address stays torch.exception; and the negatives (DGL's own
 * warning for such an interface, its retry line, the raise statement a traceback quotes, another program's tracker). DGL's socket
 * that timed out (TCPSocket::Receive's EAGAIN, Accept's SO_RCVTIMEO) is rpc.timeout, one whose peer closed or broke the connection
 * rpc.peer-lost; a module missing on a machine that launch.py reached over ssh names that machine from launch.py's failed ssh command.
 * Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledGraphLearningWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            F20220801 07:29:34.701110  2256 fs_coordinator.cc:42] Invalid tracker path: root://graphlearn/ | torch.launcher-config |  |  | graph-learn issue 213: fs_coordinator.cc's LOG(FATAL) on worker mode's default tracker
            E20220801 07:29:34.700927  2256 env.cc:112] File system not implemented: root://graphlearn | torch.launcher-config |  |  | graph-learn platform/env.cc GetFileSystem's LOG(ERROR), the line before the fatal one
            F0405 11:27:25.348412  5182 fs_naming_engine.cc:54] Invalid tracker path: hdfs://cluster/graphlearn/endpoints/ | torch.launcher-config |  |  | graph-learn fs_naming_engine.cc: a Hadoop scheme on a build without the Hadoop file system
            [2020-04-05 11:27:25.348398] Invalid tracker path and exit now. | torch.launcher-config |  |  | graph-learn fs_naming_engine.cc's USER_LOG line
            node2: F0405 11:27:25.348412  5182 fs_coordinator.cc:42] Invalid tracker path: viewfs://graphlearn/ | torch.launcher-config | node2 |  | the same under pdsh's host prefix: names the node
            RuntimeError: Format error of ip_config. | torch.launcher-config |  |  | DGL tools/launch.py submit_jobs: an ip_config.txt line that is neither IP nor IP PORT
            dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer[172.31.19.1:30050] after 1024 retries. Please check network availability or increase max try times via 'DGL_DIST_MAX_TRY_TIMES'. | rpc.peer-lost |  | 172.31.19.1 | DGL python/dgl/distributed/rpc.py DistConnectError from connect_to_server, the server's address from ip_config.txt
            dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer after 1024 retries. Please check network availability or increase max try times via 'DGL_DIST_MAX_TRY_TIMES'. | rpc.peer-lost |  |  | DGL rpc.py DistConnectError from connect_receiver_finalize: no address
            [14:49:15] /opt/dgl/src/rpc/network/tcp_socket.cc:76: Failed bind on <my_ip_addr>:34567 , error: Success | net.listen-failed |  |  | DGL issue 3388: tcp_socket.cc TCPSocket::Bind, errno overwritten before it printed
            [10:02:11] /opt/dgl/src/rpc/network/tcp_socket.cc:86: Failed bind on 192.168.1.3:30050 , error: Address already in use\\n[10:02:11] /opt/dgl/src/rpc/network/socket_communicator.cc:238: Cannot bind to 192.168.1.3:30050 | net.listen-failed |  |  | DGL 1.x-2.x: a port a leftover server holds, then SocketReceiver::Wait's fatal line
            [10:02:11] /opt/dgl/src/rpc/network/socket_communicator.cc:238: Cannot bind to 10.0.0.7:30050 | net.listen-failed |  |  | DGL socket_communicator.cc SocketReceiver::Wait alone
              File "/opt/conda/lib/python3.7/site-packages/dglke/kvclient.py", line 83, in local_ip4_addr_list\\n    struct.pack('256s', name[:15].encode("UTF-8")))[20:24])\\nOSError: [Errno 99] Cannot assign requested address | torch.exception |  |  | DGL-KE 0.1.x kvclient.py: an interface without an IPv4 address
            Warning! Interface: virbr0-nic \\nIP address not available for interface. | - |  |  | negative: DGL's own warning for such an interface, which it skips
            Client is trying to connect server receiver: 172.31.19.1:30050 | - |  |  | negative: DGL's retry line while the server starts
                raise RuntimeError("Format error of ip_config.") | - |  |  | negative: the raise statement a traceback quotes
            ERROR: Invalid tracker path: udp://tracker.example.org:1337/announce | - |  |  | negative: another program's tracker, no GraphLearn source file
            /dgl_workspace/dgl/src/graph/network/tcp_socket.cc:180: recv error: Resource temporarily unavailable\\nterminate called after throwing an instance of 'dmlc::Error'\\n  what():  [04:04:56] /dgl_workspace/dgl/src/graph/network/socket_communicator.cc:282: Check failed: tmp != -1 (-1 vs. -1) :  | rpc.timeout |  |  | DGL-KE issue 229: a 0.4 build printing TCPSocket::Receive's errno, then RecvLoop's check
            [09:12:40] /opt/dgl/src/rpc/network/tcp_socket.cc:201: recv error: Resource temporarily unavailable | rpc.timeout |  |  | DGL 0.5-0.6 tcp_socket.cc TCPSocket::Receive: EAGAIN, the socket's SO_RCVTIMEO time-out
            [10:02:11] /opt/dgl/src/rpc/network/tcp_socket.cc:104: Failed accept connection on 172.31.19.1:30050, error: Resource temporarily unavailable SO_RCVTIMEO timeout reached | rpc.timeout | 172.31.19.1 |  | DGL 0.6-2.x TCPSocket::Accept: the server's own address names the machine
            [10:02:11] /opt/dgl/src/rpc/network/tcp_socket.cc:96: Failed accept connection on 10.0.0.7:30050 ,errno=11 SO_RCVTIMEO timeout reached | rpc.timeout | 10.0.0.7 |  | DGL 0.5 TCPSocket::Accept's errno wording
            [11:20:05] /opt/dgl/src/rpc/network/tcp_socket.cc:217: recv error: Connection reset by peer | rpc.peer-lost |  |  | DGL 0.5-2.x TCPSocket::Receive: the peer's process ended
            [11:20:05] /opt/dgl/src/rpc/network/tcp_socket.cc:204: send error: Broken pipe | rpc.peer-lost |  |  | DGL 0.5-2.x TCPSocket::Send
            ModuleNotFoundError: No module named 'dgl'\\nCalled process error Command 'ssh -o StrictHostKeyChecking=no -p 22 192.168.85.128 'cd /ws; (export DGL_ROLE=server DGL_NUM_SAMPLER=0; python3 train.py)'' returned non-zero exit status 1. | python.module-not-found | 192.168.85.128 |  | DGL tools/launch.py execute_remote: the failed ssh command names the machine
            ModuleNotFoundError: No module named 'torch_sparse'\\nCalled process error Command 'ssh -o StrictHostKeyChecking=no -p 2222 ubuntu@ip-10-0-1-5 'cd /ws; (export DGL_ROLE=client; python3 train.py)'' returned non-zero exit status 1. | python.module-not-found | ip-10-0-1-5 |  | the same with launch.py's --ssh_username and a host name
            recv error: Resource temporarily unavailable | - |  |  | negative: another program's receive, no DGL source file
            [10:02:11] /opt/dgl/src/rpc/network/socket_communicator.cc:276: Timed out when trying to receive rpc meta data after 1000 milliseconds. | - |  |  | negative: DGL's debug warning before the receive is tried again
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The interface scan's failure gets its own hint: an interface without an IPv4 address, and the releases that skip it. */
    @Test
    void interfaceScanSaysWhy() throws IOException {
        Finding f = only("  File \"/opt/conda/lib/python3.7/site-packages/dglke/dist_train.py\", line 63, in local_ip4_addr_list\n"
                + "    struct.pack('256s', name[:15].encode(\"UTF-8\")))[20:24])\n"
                + "OSError: [Errno 99] Cannot assign requested address");
        assertEquals("torch.exception", f.code());
        assertTrue(f.message().contains("dglke/dist_train.py"), f.message());
        assertTrue(f.hint().contains("without an IPv4 address"), f.hint());
    }

    /** The server's port and the retries are in the message, and the hint names the retry setting. */
    @Test
    void dglConnectNamesTheServer() throws IOException {
        Finding f = only("dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer[172.31.19.1:30050] after 1024 retries.");
        assertEquals("rpc.peer-lost", f.code());
        assertTrue(f.message().contains("30050") && f.message().contains("1024"), f.message());
        assertTrue(f.hint().contains("DGL_DIST_MAX_TRY_TIMES"), f.hint());
    }

    /** DGL's socket time-out says what timed out, and the hint names the releases that stop on an idle peer. */
    @Test
    void dglSocketTimeoutSaysWhy() throws IOException {
        Finding f = only("[10:02:11] /opt/dgl/src/rpc/network/tcp_socket.cc:104: Failed accept connection on 172.31.19.1:30050, "
                + "error: Resource temporarily unavailable SO_RCVTIMEO timeout reached");
        assertEquals("rpc.timeout", f.code());
        assertTrue(f.message().contains("port 30050"), f.message());
        assertTrue(f.hint().contains("DGL 0.7"), f.hint());
    }
}
