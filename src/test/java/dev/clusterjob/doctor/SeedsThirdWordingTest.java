package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node starts as the seeds' users meet them, a third batch (issue 26: LLaMA-Factory, ms-swift, verl, vLLM, SGLang and plain torchrun
 * across nodes, threads of 2025-2026): torch's c10d socket.cpp store reads that time out, whose {@code SocketImpl(fd=, addr=, remote=)}
 * names this node in {@code addr=} (the formatter prints getsockname() there) and the store's node in {@code remote=}; the client's
 * time-out cut anywhere after its duration; NCCL's socket connect failure quoted with the address left out or masked. One row per wording
 * and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class SeedsThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank0]:[W903 21:08:30.548559132 socket.cpp:494] [c10d] waitForInput: socket SocketImpl(fd=33, addr=[gpu-node-02.cluster.local]:34316, remote=[gpu-node-01.cluster.local]:29501) timed out after 1800000ms | torch.rendezvous-timeout | gpu-node-02.cluster.local | gpu-node-01.cluster.local | torch 2.6-2.11 socket.cpp SocketImpl::waitForInput "waitForInput: socket {} timed out after {}ms": addr= is this node (getsockname), remote= the store's
            [W228 18:45:15.738941174 socket.cpp:462] [c10d] waitForInput: poll for socket SocketImpl(fd=11, addr=[n12]:38674, remote=[::ffff:10.0.0.5]:23456) returned 0, likely a timeout | torch.rendezvous-timeout | n12 | 10.0.0.5 | torch 2.4-2.5 socket.cpp "waitForInput: poll for socket {} returned 0, likely a timeout": a short host name in addr=, the store by address
            [rank1]:[W122 20:05:19.749124012 socket.cpp:469] [c10d] waitForInput: poll for socket SocketImpl(fd=66, addr=[::ffff:10.164.0.78]:50434, remote=[::ffff:10.164.0.78]:29500) returned 0, likely a timeout | torch.rendezvous-timeout |  | 10.164.0.78 | torch 2.6+ the same with an address in addr= (no name to give the node: left to the prefixes)
            [W101 10:00:00.000000000 socket.cpp:494] [c10d] waitForInput: socket SocketImpl(fd=9, addr=[localhost]:41234, remote=[localhost]:29500) timed out after 600000ms | torch.rendezvous-timeout |  | localhost | torch 2.3+ the same on one machine: localhost names no node
            gpu-b-07: [W101 10:00:00.000000000 socket.cpp:494] [c10d] waitForInput: socket SocketImpl(fd=9, addr=[fe80::1%eth0]:41234, remote=[gpu-a-01]:29500) timed out after 600000ms | torch.rendezvous-timeout | gpu-b-07 | gpu-a-01 | the same with a link-local IPv6 addr= behind pdsh's prefix: the prefix's host stays
            [E108 20:04:34.467642512 socket.cpp:957] [c10d] The client socket has timed out after 900s whi | torch.rendezvous-timeout |  |  | torch 2.5 socket.cpp "The client socket has timed out after {} while trying to connect to ({}, {})." cut inside "while" by the excerpt that stored it
            [E616 02:08:15.000000000 socket.cpp:1023] [c10d] The client socket has timed out after 600000ms while tr | torch.rendezvous-timeout |  |  | torch 2.6-2.7 the same with the duration in ms, cut two words later
            [E416 15:40:10.861069241 socket.cpp:1023] [c10d] The client socket has timed out after 300000ms while trying to connect to (mo.sy.cn, 40613). | torch.rendezvous-timeout |  | mo.sy.cn | torch 2.6 the whole line: the peer from its tuple (the rule before this batch's)
            [E socket.cpp:860] [c10d] The client socket has timed out after 60s | torch.rendezvous-timeout |  |  | torch 2.0-2.1 the same cut right after the duration
            The failure is a ncclSystemError with the message socketStartConnect: ... failed : Software caused connection abort, indicating a network-level problem. | nccl.socket-connect-failed,nccl.system-error |  |  | NCCL 2.18-2.23 misc/socket.cc socketStartConnect "%s: Connect to %s failed : %s" quoted in a sentence with the address left out
            della-l08g:1234:5678 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to x.x.x.x<xxxx> failed : Software caused connection abort | nccl.socket-connect-failed | della-l08g |  | the same with the address masked by the user, behind NCCL's host:pid:tid prefix
            node5: socketPollConnect: Connect to … returned 113(No route to host) errno 115(Operation now in progress) | nccl.socket-connect-failed | node5 |  | NCCL 2.19-2.23 socketPollConnect "Connect to %s returned %d(%s)" with a typographic ellipsis for the address, behind pdsh's prefix
            worker-3.train.svc:5971:6015 [4] NCCL INFO socketPollConnect: connect to ...<52333> returned Connection refused, retrying (18/34) after sleep for 1800 msec | nccl.socket-connect-failed | worker-3.train.svc |  | NCCL 2.24+ socketPollConnect's retry line "connect to %s returned %s, retrying (%d/%d) after sleep for %d msec" with the address cut to its port
            h100-15:139:1092 [7] socket.c:485 NCCL WARN socketStartConnect: Connect to 10.0.0.82<38455> failed : Software caused connection abort | nccl.socket-connect-failed | h100-15 | 10.0.0.82 | a whole address still goes to the address rule (its peer named)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
