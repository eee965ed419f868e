package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL and gloo picking the wrong interface or address across nodes, a third look (issue 26): the look-ups that earlier batches left
 * out, from the tools' sources: NCCL's IB transport finding no IP interface for its out-of-band connections (net_ib, 2.3.5-2.30), gloo's
 * host-name address that is on none of the node's interfaces (tcp/device.cc sockaddrToInterfaceName), NCCL_COMM_ID's address that does not
 * parse or resolve (ncclSocketGetAddrFromString, 2.3.5-2.30); beside them the wordings of the same family that earlier batches read
 * (Bootstrap's and NET/Socket's no interface, 2.27's empty address, gloo's GLOO_SOCKET_IFNAME look-up, torch's loopback fallback) and the
 * start-up lines that are no failure (an exclusion list, a Bootstrap list with lo or link-local veths). One row per wording and release,
 * behind prefixes of several shapes and quoted as inline code inside a sentence; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row
 * is a line break.
 */
class IfaceChoiceThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07:1234:1234 [0] transport/net_ib.cc:128 NCCL WARN NET/IB : No IP interface found. | nccl.socket-interface-not-found | gpu-07 |  | NCCL 2.12-2.28 src/transport/net_ib.cc ncclIbInit: NCCL_SOCKET_IFNAME matches no interface for the IB transport's out-of-band socket
            node12.cluster.example.org:5501:5560 [3] transport/net_ib.cu:93 NCCL WARN NET/IB : No IP interface found. | nccl.socket-interface-not-found | node12.cluster.example.org |  | NCCL 2.3.5-2.11 src/transport/net_ib.cu, a fully qualified host
            0: hpc-a100-017:88:88 [0] transport/net_ib/init.cc:307 NCCL WARN NET/IB : No IP interface found. | nccl.socket-interface-not-found | hpc-a100-017 |  | NCCL 2.29-2.30 src/transport/net_ib/init.cc, behind srun --label
            RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:214] ifa != nullptr. Unable to find interface for: [172.16.5.20] | gloo.address-not-found |  |  | gloo tcp/device.cc sockaddrToInterfaceName (torch 2.4-2.11): the host name resolves to an address no interface here has
            gpu-a100-3: RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:210] ifa != nullptr. Unable to find interface for: [fe80::a00:27ff:fe4e:66a1%eth1] | gloo.address-not-found | gpu-a100-3 |  | the same with an IPv6 link-local address (torch 2.0-2.3's line number), behind pdsh's prefix
            (RayWorkerWrapper pid=311, ip=10.0.3.7) ERROR 05-02 10:00:00 worker_base.py:467] RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:210] ifa != nullptr. Unable to find interface for: [10.0.3.99] | gloo.address-not-found | 10.0.3.7 |  | the same in a vLLM Ray worker's log (the prefix's address is the host)
            n001:4242:4242 [0] misc/socket.cc:257 NCCL WARN Net : error encountered when getting address info : Name or service not known | nccl.bad-setting | n001 |  | NCCL 2.12-2.30 src/misc/socket.cc ncclSocketGetAddrFromString: NCCL_COMM_ID's host name does not resolve
            n001:4242:4242 [0] include/socket.h:205 NCCL WARN Net : No valid <IPv4_or_hostname>:<port> pair found\\nn001:4242:4242 [0] bootstrap.cc:225 NCCL WARN Invalid NCCL_COMM_ID, please use format: <ipv4>:<port> or [<ipv6>]:<port> or <hostname>:<port> | nccl.bad-setting | n001 |  | NCCL 2.3.5-2.11 src/include/socket.h: NCCL_COMM_ID without a port, then bootstrap.cc's refusal (one finding)
            gpu-07:1:1 [0] bootstrap.cc:126 NCCL WARN Bootstrap : no socket interface found | nccl.socket-interface-not-found | gpu-07 |  | NCCL 2.4-2.30 src/bootstrap.cc bootstrapNetInit (earlier batches' rule)
            [rank0]: Bootstrap : no socket interface found | nccl.socket-interface-not-found |  |  | the same as torch's DistBackendError carries it after 'Last error:', behind torchrun's prefix
            trainer3: ncclSocketInit: connecting to address  with family 59936 is neither AF_INET(2) nor AF_INET6(10) | nccl.socket-interface-not-found | trainer3 |  | NCCL 2.27 src/misc/socket.cc ncclSocketInit: NCCL_SOCKET_IFNAME names no interface, the address left empty (earlier batches' rule)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: ib0 | gloo.address-not-found |  |  | gloo tcp/device.cc lookupAddrForIface: GLOO_SOCKET_IFNAME names no interface here (earlier batches' rule)
            [W ProcessGroupGloo.cpp:721] Warning: Unable to resolve hostname to a (local) address. Using the loopback address as fallback. Manually set the network interface to bind to with GLOO_SOCKET_IFNAME. (function operator()) | gloo.loopback-address |  |  | torch 2.x ProcessGroupGloo.cpp createDefaultDevice (a warning; earlier batches' rule)
            (RayTrainWorker pid=11904, ip=jwb0582i) jwb0582:11904:12354 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to ^lo,docker,veth | - |  |  | NCCL INFO of Ray Train's exclusion list: no failure
            kubeflow-job-master-0:1:1 [0] NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0> [1]eth0:192.168.4.230<0> | - |  |  | NCCL 2.4's interface list with lo first: no failure by itself
            Key error message `gpu-a100-3:30932:30993 [0] include/socket.h:423 NCCL WARN Net : Connection closed by remote peer 10.11.0.136<20368>` which seems to say the worker went away | nccl.socket-error | gpu-a100-3 | 10.11.0.136 | NCCL 2.10 include/socket.h's WARN quoted as inline code inside a sentence: the quoted header's host is the line's
            see (`n001.cluster.example.org:5501:5560 [3] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.1.2.3<41235> failed : No route to host`) | nccl.socket-connect-failed | n001.cluster.example.org | 10.1.2.3 | NCCL 2.18-2.30 misc/socket.cc's connect WARN quoted in brackets and backticks
            the line `a:1:2 [0] is a pid` means nothing | - |  |  | an inline-code quote that is no NCCL line names no host
            gpu-dev006:25486:25486 [0] NCCL INFO Bootstrap : Using [0]enp7s0:10.10.112.56<0> [1]virbr0:192.168.122.1<0> [2]vethee19468:fe80::4463:98ff:fe1a:66c9%vethee19468<0> | - |  |  | NCCL 2.7-2.8's Bootstrap list with virbr0 and a link-local veth: no failure by itself
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
