package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Names and addresses: a host name that does not resolve, resolves only to IPv6, or resolves to the loopback address
 * (Debian's /etc/hosts maps the host name to 127.0.1.1), as the tools that look names up report it: torch c10d's socket.cpp (1.13-2.11:
 * "The {IPv4 |IPv6 |}network addresses of ({host}, {port}) cannot be retrieved (gai error: {code} - {gai_strerror})." and the client's
 * per-address warnings), torch 1.x tcputil's "host not found: " + gai_strerror, gloo's tcp device.cc and pair.cc, OpenSSH's
 * "Could not resolve hostname %s: %s", Slurm's slurm_protocol_socket.c / util-net.c, fetch_config.c,
 * slurmd.c, forward.c and mpi/pmix's pmixp_utils.c, pdsh's rcmd modules. glibc's gai_strerror texts: -2 EAI_NONAME "Name or service not
 * known", -3 EAI_AGAIN "Temporary failure in name resolution", -5 EAI_NODATA "No address associated with hostname", -9 EAI_ADDRFAMILY
 * "Address family for hostname not supported"; macOS's 8 "nodename nor servname provided, or not known". An IPv6-only miss (-2, -5, 8) is
 * normal where a name has no IPv6 address: no error. One row per wording and release, with host names of several shapes behind launcher
 * prefixes; the codes of the findings in order ("-": no finding of severity error), the host and peer of the first, and the source.
 */
class NameResolutionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [W socket.cpp:558] [c10d] The IPv4 network addresses of (gpu-07, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | torch.rendezvous-host-unresolved |  | gpu-07 | torch 1.13 socket.cpp SocketConnectOp::tryConnect: "The IPv4 network addresses of (%s, %d) cannot be retrieved (gai error: %d - %s)." with EAI_NONAME
            0: [W1205 06:40:22.836678340 socket.cpp:767] [c10d] The IPv4 network addresses of (node12.cluster.example.org, 29500) cannot be retrieved (gai error: -3 - Temporary failure in name resolution). | torch.rendezvous-host-unresolved |  | node12.cluster.example.org | torch 2.4-2.11 socket.cpp (fmt, glog prefix) with EAI_AGAIN, behind srun --label
            [W socket.cpp:601] [c10d] The IPv6 network addresses of (gpu-07, 29500) cannot be retrieved (gai error: -3 - Temporary failure in name resolution). | torch.rendezvous-host-unresolved |  | gpu-07 | torch 2.0-2.3 socket.cpp: the IPv6 lookup with EAI_AGAIN, the resolver itself failed (both families)
            [W socket.cpp:601] [c10d] The IPv6 network addresses of (gpu-07, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | - |  |  | torch 2.0-2.3 socket.cpp: an IPv6-only miss, torch goes on with IPv4: no error
            [W1205 06:41:26.522544000 socket.cpp:755] [c10d] The IPv6 network addresses of (gpu-07.local, 59319) cannot be retrieved (gai error: 8 - nodename nor servname provided, or not known). | - |  |  | torch 2.5+ socket.cpp on macOS (EAI_NONAME is 8 there): an IPv6-only miss, no error
            [W socket.cpp:601] [c10d] The IPv6 network addresses of (10.1.2.3, 29500) cannot be retrieved (gai error: -9 - Address family for hostname not supported). | - |  |  | torch socket.cpp with EAI_ADDRFAMILY: an IPv4 literal has no IPv6 form, no error
            [W socket.cpp:436] [c10d] The server socket cannot be initialized on [::]:29500 (errno: 97 - Address family not supported by protocol). | - |  |  | torch 1.13-2.x socket.cpp SocketListenOp: a node without IPv6 (the listener falls back to IPv4), no error
            [1,0]<stderr>:ValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  |  | torch 1.0-1.8 tcputil.cpp: throw std::runtime_error("host not found: " + gai_strerror(err)) as ValueError, behind mpirun --tag-output
            RuntimeError: host not found: Temporary failure in name resolution | torch.rendezvous-host-unresolved |  |  | the same as RuntimeError with EAI_AGAIN
            [W socket.cpp:558] [c10d] The client socket has failed to connect to [gpu-07]:29500 (errno: 99 - Cannot assign requested address). | - |  |  | torch 1.13-2.x socket.cpp's per-address warning while the client retries (errno 99: the name gave an address this host cannot use as a source): no error alone
            gpu-08: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] connect [127.0.1.1]:41231: Connection refused | gloo.loopback-address | gpu-08 | 127.0.1.1 | gloo transport/tcp/pair.cc (2019-2021) "connect [%s]:%d: %s": a rank advertised 127.0.1.1 (its host name in /etc/hosts), behind pdsh's prefix
            RuntimeError: Connection closed by peer [127.0.1.1]:18372 | gloo.loopback-address |  | 127.0.1.1 | gloo transport/tcp/pair.cc (2021+) "Connection closed by peer [%s]:%d" naming a loopback peer
            [W ProcessGroupGloo.cpp:694] Warning: Unable to resolve hostname to a (local) address. Using the loopback address as fallback. Manually set the network interface to bind to with GLOO_SOCKET_IFNAME. (function operator()) | - |  |  | torch ProcessGroupGloo.cpp createDefaultDevice (1.x-2.11): a warning; harmless on one node
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: eth0 | gloo.address-not-found |  |  | gloo transport/tcp/device.cc lookupAddrForIface: GLOO_ENFORCE(ifa != nullptr, "Unable to find address for: ", iface)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:148] rp != nullptr. Unable to find address for: node12.cluster.example.org | gloo.address-not-found |  |  | gloo transport/tcp/device.cc lookupAddrForHostname: the host name does not resolve to a bindable address
            ssh: Could not resolve hostname gpu-08: Name or service not known | ssh.failed | gpu-08 |  | OpenSSH ssh.c: "ssh: Could not resolve hostname %s: %s" (gai_strerror), as mpirun's rsh agent or DeepSpeed's runner prints it
            ssh: Could not resolve hostname node12.cluster.example.org: Temporary failure in name resolution | ssh.failed | node12.cluster.example.org |  | the same with EAI_AGAIN (no DNS server answered)
            [proxy:0:1@gpu-08] HYDU_sock_connect (utils/sock/sock.c:145): unable to get host address for gpu-07 (1) | mpich.proxy-connect-failed | gpu-08 | gpu-07 | MPICH 3.x Hydra utils/sock/sock.c HYDU_sock_connect: "unable to get host address for %s (%d)"
            May 12 09:24:56 gpu-07 slurmd[31519]: slurmd: error: slurm_set_addr: Unable to resolve "slurmctl01" | slurm.name-unresolved | gpu-07 | slurmctl01 | Slurm 20.11-25.11 slurm_protocol_socket.c slurm_set_addr: "Unable to resolve \\"%s\\"", in the journal
            srun: error: Unable to resolve "ctl01": Unknown host | slurm.name-unresolved |  | ctl01 | Slurm 14.x-20.02 util-net.c / slurm_protocol_socket.c: "Unable to resolve \\"%s\\": %s" (hstrerror)
            slurmstepd: error: Unable to establish control machine address | slurm.name-unresolved |  |  | Slurm 14.x-25.11 slurm_protocol_api.c: the controller's name gave no address
            sbatch: error: resolve_ctls_from_dns_srv: res_nsearch error: No address associated with name | slurm.name-unresolved |  |  | Slurm 20.02-25.11 fetch_config.c (configless): "resolve_ctls_from_dns_srv: res_nsearch error: %s"
            sbatch: error: fetch_config: DNS SRV lookup failed | slurm.name-unresolved |  |  | Slurm 20.02-25.11 fetch_config.c: "DNS SRV lookup failed"
            Dec 05 06:00:01 gpu-07 slurmd[1234]: slurmd: fatal: Unable to determine this slurmd's NodeName | slurm.name-unresolved | gpu-07 |  | Slurm 2.x-25.11 slurmd.c: fatal("Unable to determine this slurmd's NodeName"), the host name matches no NodeName
            srun: error: fwd_tree_thread: can't find address for host gpu-08, check slurm.conf | slurm.launch-failed | gpu-08 |  | Slurm 20.11-23.02 forward.c: a job node without an address stays slurm.launch-failed
            slurmstepd: error:  mpi/pmix_v4: _pmix_p2p_send_core: gpu-07 [0]: pmixp_utils.c:390: Can't find address for host gpu-08, check slurm.conf | slurm.launch-failed | gpu-07 | gpu-08 | Slurm 20.11-25.11 mpi/pmix pmixp_utils.c: "Can't find address for host %s, check slurm.conf", the same event from the step's PMIx plugin
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
