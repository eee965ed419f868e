package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node fine-tuning starts as the seeds' users paste them, a fifth batch (issue 26: LLaMA-Factory, xtuner, axolotl, accelerate,
 * verl and Ray Train across nodes): torch's store client retrying an address alone (an issue title), a warning that names the address,
 * an error when no host can have it (a netmask, 0.x, multicast, a proxy's fake-IP range); the 2.0-2.3 wording of a store read that
 * ran out of time; the store server's listen failure without its reason; gloo's enforce that ranks chose addresses of two families. One
 * row per wording and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class SeedCaseFifthPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [W socket.cpp:663] [c10d] The client socket has failed to connect to [::ffff:255.255.0.0]:29500 (errno: 110 - Connection timed out). | torch.rendezvous-timeout |  | 255.255.0.0 | torch 2.1-2.2 socket.cpp tryConnect "The client socket has failed to connect to {} (errno: {} - {})." to a netmask as MASTER_ADDR: an error, no host has it
            [W427 01:04:16.149509694 socket.cpp:752] [c10d] The client socket has failed to connect to [::ffff:198.18.0.1]:3254 (errno: 110 - Connection timed out). | torch.rendezvous-timeout |  | 198.18.0.1 | torch 2.4-2.11 the same with glog's time stamp, to a proxy's fake-IP address (198.18.0.0/15)
            gpu-b-07: [W socket.cpp:601] [c10d] The client socket has failed to connect to [239.1.1.1]:29500 (errno: 110 - Connection timed out). | torch.rendezvous-timeout | gpu-b-07 | 239.1.1.1 | torch 1.13-2.0 the same to a multicast address behind pdsh's prefix: the prefix names the node
            [W socket.cpp:663] [c10d] The client socket has failed to connect to [10.164.0.78]:29500 (errno: 110 - Connection timed out). | - |  |  | torch 2.1-2.2 the retry to an address a host can have: no finding while it retries (a node that boots late)
            [rank3]:[W101 10:00:00.000000000 socket.cpp:752] [c10d] The client socket has failed to connect to [0.0.0.0]:29500 (errno: 113 - No route to host). | - |  |  | torch 2.11 prints errno 113 retries' addresses as 0.0.0.0: no finding from the address alone
            [W socket.cpp:663] [c10d] The client socket has failed to connect to [10.0.0.5]:29500 (errno: 111 - Connection refused). | torch.store-failed |  | 10.0.0.5 | a refused connect stays the refused-connect warning's (nothing listens there yet)
            (RayTrainWorker pid=3738, ip=172.17.130.64) [W socket.cpp:432] [c10d] While waitForInput, poolFD failed with (errno: 0 - Undefined error: 0). | torch.rendezvous-timeout | 172.17.130.64 |  | torch 2.0-2.3 socket.cpp SocketImpl::waitForInput "While waitForInput, poolFD failed with {}." after poll's time-out (errno 0, macOS/BSD libc's words) behind Ray's worker prefix
            gpu-a-01: [W socket.cpp:432] [c10d] While waitForInput, poolFD failed with (errno: 0 - Success). | torch.rendezvous-timeout | gpu-a-01 |  | the same with glibc's words behind pdsh's prefix
            gpu-02: [rank11]:[W socket.cpp:464] [c10d] The server socket has failed to listen on any local network address. | - |  |  | c10d's own warning of the listen failure ([W socket.cpp:N]) is no finding: a rank that found the store already served
            运行后报错torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. | torch.master-port-in-use |  |  | torch 1.13-2.11 socket.cpp SocketListenOp "The server socket has failed to listen on any local network address." alone in a Chinese title: a port in use
            RuntimeError: The server socket has failed to listen on any local network address.\\nport: 29500\\nuseIpv6: 0\\ncode: -13\\nname: EACCES\\nmessage: permission denied | torch.exception |  |  | torch 2.4+ libuv back-end's reason on the next lines, another than a port in use: the bare sentence's rule stands back
            [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:285] ss1.ss_family == ss2.ss_family. 10 vs 2 | gloo.address-family-mismatch |  |  | gloo transport/tcp/device.cc Device::isInitiator GLOO_ENFORCE_EQ (torch 2.x's gloo): IPv6 here, IPv4 at the peer
            [rank0]: RuntimeError: [enforce fail at /opt/conda/conda-bld/pytorch_1695392026823/work/third_party/gloo/gloo/transport/tcp/device.cc:239] ss1.ss_family == ss2.ss_family. 2 vs 10 | gloo.address-family-mismatch |  |  | gloo Device::connect (the gloo of torch 1.x-2.1) under torchrun's [rankN]: prefix, the other order
            trainer-node-3: 多机多卡训练报错ss1.ss_family == ss2.ss_family. 2 vs 10 | gloo.address-family-mismatch | trainer-node-3 |  | the enforce's words in a Chinese sentence behind pdsh's prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
