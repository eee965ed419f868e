package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * gloo and interface selection as users paste them: torch's "Gloo connectFullMesh failed" quoted inside a
 * sentence and cut after "failed", TransformerEngine's userbuffers refusing a *_SOCKET_IFNAME that names no interface (its OSError and
 * its later warning), and the gloo, NCCL and Open MPI wordings of the same family behind Ray, xoscar, pdsh, srun and torchrun
 * prefixes. One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the
 * host and peer of the first. {@code \n} in a row is a line break.
 */
class GlooInterfacePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            If the network is set up wrong, init_process_group hangs or fails and raises an error like RuntimeError: Gloo connectFullMesh failed. | gloo.connect-failed |  |  | torch ProcessGroupGloo.cpp (1.8-2.11): the message quoted in prose, cut after "failed"
            every rank died with "Gloo connectFullMesh failed" | gloo.connect-failed |  |  | the same inside double quotes, the reason left out
            RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error | gloo.connect-failed |  |  | torch 2.1-2.5 the whole message (not the cut rule: it has its reason)
            (RayWorkerWrapper pid=933, ip=10.41.0.8) [rank1]:[E528 08:52:46.164295950 ProcessGroupGloo.cpp:145] Gloo connectFullMesh failed with [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:144] no error | gloo.connect-failed | 10.41.0.8 |  | torch 2.6-2.7 ProcessGroupGloo.cpp's logged line inside a Ray worker's prefix (the prefix's address is the host)
            OSError: Invalid network interface: eth | nccl.socket-interface-not-found |  |  | TransformerEngine 1.5-2.x pytorch/module/base.py initialize_ub: NCCL_SOCKET_IFNAME=eth, a prefix, not a name
            gpu-07: OSError: Invalid network interface: ^lo,docker | nccl.socket-interface-not-found | gpu-07 |  | the same for NCCL's exclusion list, behind pdsh's prefix
            [rank3]: OSError: Invalid network interface: bond1 | nccl.socket-interface-not-found |  |  | the same behind torchrun's rank prefix
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: ens5 | gloo.address-not-found |  |  | gloo transport/tcp/device.cc (torch 1.x-2.x): GLOO_SOCKET_IFNAME names no interface on the node
            0: RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: eth0 | gloo.address-not-found |  |  | the same behind srun --label, a later torch's path
            RuntimeError: [/opt/conda/conda-bld/pytorch_1607370120218/work/third_party/gloo/gloo/transport/tcp/pair.cc:769] connect [127.0.1.1]:3496: Connection refused | gloo.loopback-address |  | 127.0.1.1 | gloo pair.cc (torch 1.7): a connect to a loopback peer
            a100-3: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [10.0.4.17]:25266: Connection reset by peer | gloo.connect-failed | a100-3 | 10.0.4.17 | gloo pair.cc (torch 2.x): a peer that went away, behind pdsh's prefix
            d9beab19e6d2:1791:1791 [0] bootstrap.cc:39 NCCL WARN NET/Socket : No usable listening interface found | nccl.socket-interface-not-found | d9beab19e6d2 |  | NCCL 2.12-2.18 bootstrap.cc: no interface to listen on, a container's host name
            [u10-154-66-206][[38971,1],2][btl_tcp_endpoint.c:796:mca_btl_tcp_endpoint_complete_connect] connect() to 172.17.0.1 failed: Connection refused (111) | mpi.connect-failed | u10-154-66-206 | 172.17.0.1 | Open MPI 3.x btl tcp: a connect to docker0's address
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
