package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's own listening socket that could not be opened: include/checks.h SYSCHECKVAL's "Call to " name " failed : %s" for bind and
 * listen (include/socket.h createListenSocket 2.2-2.11, misc/socket.cc ncclSocketListen 2.12+, RCCL's hipified copy) is
 * net.listen-failed on the node of NCCL's prefix, whatever strerror says (a port in use, an address not this node's). Near-misses:
 * connect's and recv's failures stay NCCL's socket findings. Paddle's collective launcher waiting for the other trainers
 * (wait_server_ready's "not ready endpoints:" list) is torch.rendezvous-timeout with the first endpoint as the peer, read only when
 * nothing else was found. Negatives: the source lines with the formats, an empty list. Columns: the codes of the findings in order
 * ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsSeventhWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            42692884fcba:140:140 [0] include/socket.h:333 NCCL WARN Call to bind failed : Address already in use | net.listen-failed | 42692884fcba |  | an NCCL issue, 2.4.8 in a container: the bootstrap's bind (include/socket.h)
            nd20-01:275975:275975 [0] misc/socket.cc:379 NCCL WARN Call to bind failed : Cannot assign requested address | net.listen-failed | nd20-01 |  | NCCL 2.12+ misc/socket.cc over an IPv6 link-local address
            gpu-a12:4410:4410 [0] misc/socket.cc:421 NCCL WARN Call to listen failed : Address already in use | net.listen-failed | gpu-a12 |  | the same macro for listen (2.12+ ncclSocketListen)
            node-0:188802:188802 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/extlibs/rccl/build/hipify/src/misc/socket.cc:379 NCCL WARN Call to bind failed : Address already in use | net.listen-failed | node-0 |  | RCCL's hipified copy of the same macro
            node3:911:911 [0] include/socket.h:392 NCCL WARN Call to connect failed : Connection refused | nccl.socket-connect-failed | node3 |  | near-miss: connect's failure stays NCCL's connect finding
            node3:911:960 [0] misc/socket.cc:503 NCCL WARN Net : Call to recv from 10.0.0.2<45763> failed : Connection reset by peer | nccl.socket-error | node3 | 10.0.0.2 | near-miss: recv's failure stays NCCL's socket error
            WARN("Call to " name " failed : %s", strerror(errno)); | - |  |  | negative: NCCL's macro with its format
            SYSCHECK(bind(sockfd, &localAddr->sa, salen), "bind"); | - |  |  | negative: NCCL's bind call in its source
            server not ready, wait 3 sec to retry...\\nnot ready endpoints:['10.36.10.40:6070', '10.36.10.40:6071', '10.36.10.41:6073'] | torch.rendezvous-timeout |  | 10.36.10.40 | a PaddleOCR issue: two machines, the other's trainers not started
            not ready endpoints:["192.168.3.21:36012"] | torch.rendezvous-timeout |  | 192.168.3.21 | the same list with double quotes
            not ready endpoints:['127.0.0.1:36939']\\ngpu2:140:140 [0] include/socket.h:333 NCCL WARN Call to bind failed : Address already in use | net.listen-failed | gpu2 |  | the wait is read only when nothing else was found: the failure after it is the finding
            sys.stderr.write("not ready endpoints:" + str(not_ready_endpoints) + "\\n") | - |  |  | negative: Paddle's source line
            not ready endpoints:[] | - |  |  | negative: an empty list names no endpoint
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
