package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * How processes find each other (issue 26, sixth round): the c10d store's reads that time out and those that break, host names
 * that do not resolve, a port that may not be bound, Intel MPI's fabrics and the PSM libraries' adapter errors, UCX's tcp
 * connections, pdsh's rsh-like modules. One row per wording, each written from the tool's format string (the last column says
 * which; rules.yaml's comment on the rule says the same): the codes of the findings in order, and the host and peer of the first.
 * {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor, the doc6c
 * block of index.tsv).
 */
class ConnectionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout | torch.rendezvous-timeout | | | torch 2.1-2.3 ProcessGroupNCCL broadcastUniqueNCCLID: "... got error: %s" with Utils.hpp recvBytes's "Socket Timeout"
            RuntimeError: [1] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Timeout waiting for key: default_pg/0/0 after 1800000 ms | torch.rendezvous-timeout | | | torch 1.11-2.0: "retreiving" (sic), 1.x's "Timeout waiting for key: %s after %d ms"
            RuntimeError: [3] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got exception: Socket Timeout | torch.rendezvous-timeout | | | torch 1.10 (pull 68597): "got exception: "
            torch.distributed.DistBackendError: [5] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 600000ms, keys: /default_pg/0//cuda//0. This may indicate a possible application crash on rank 0 or a network set up issue. | torch.rendezvous-timeout | | | torch 2.4-2.11: TCPStore::doWait "wait timeout after {}ms, keys: {}" and the sentence after it
            torch.distributed.DistBackendError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue. | torch.store-failed | | | the same read with a broken connection: the store's host went away
            RuntimeError: [2] is setting up NCCL communicator and retrieving NcclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Broken pipe | torch.store-failed | | | a backend's copy of the message with "NcclUniqueId"
            torch.distributed.DistStoreError: wait timeout after 300000ms, keys: /default_pg//0//cuda//0 | torch.rendezvous-timeout | | | torch 2.4-2.11 TCPStore::doWait alone (a barrier, a get)
            RuntimeError: Timeout waiting for key: default_pg/0/1 after 1800000 ms | torch.rendezvous-timeout | | | torch 1.x stores: "Timeout waiting for key: %s after %d ms"
            RuntimeError: Socket Timeout | torch.rendezvous-timeout | | | torch 1.x Utils.hpp recvBytes under a store read
            [W socket.cpp:601] [c10d] The IPv4 network addresses of (gpu-n1, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | torch.rendezvous-host-unresolved | | gpu-n1 | torch 1.13-2.11 socket.cpp: "The {}network addresses of ({}, {}) cannot be retrieved (gai error: {} - {})." for IPv4
            [W socket.cpp:601] [c10d] The IPv6 network addresses of (gpu-n1, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | - | | | the IPv6 miss alone: a name without an IPv6 address, torch goes on with IPv4
            [W socket.cpp:601] [c10d] The IPv6 network addresses of (user, 53821) cannot be retrieved (gai error: -3 - Temporary failure in name resolution). | torch.rendezvous-host-unresolved | | user | EAI_AGAIN (-3): the resolver failed, for IPv4 too
            [W1014 16:41:26.522544000 socket.cpp:755] [c10d] The IPv6 network addresses of (mac.local, 59319) cannot be retrieved (gai error: 8 - nodename nor servname provided, or not known). | - | | | macOS's EAI_NONAME (8) for IPv6 alone, after glog's header
            [W socket.cpp:436] [c10d] The network addresses of (master, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | torch.rendezvous-host-unresolved | | master | the family-less form (AF_UNSPEC)
            [W715 20:00:39.842901446 socket.cpp:752] [c10d] The IPv6 network addresses of ([2605:340:cd51::1540], 59699) cannot be retrieved (gai error: -2 - Name or service not known). | torch.rendezvous-host-unresolved | | 2605:340:cd51::1540 | an IPv6 address in brackets (as a URL writes it) never resolves, in either family
            ValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved | | | torch 1.0-1.8 tcputil: "host not found: " + gai_strerror
            RuntimeError: host not found: Temporary failure in name resolution | torch.rendezvous-host-unresolved | | | the same as RuntimeError
            torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:443 (errno: 13 - Permission denied). The server socket has failed to bind to 0.0.0.0:443 (errno: 13 - Permission denied). | torch.master-port-denied | | | torch 2.x socket.cpp SocketListenOp: "The server socket has failed to bind to {} (errno: {} - {})." with EACCES
            [W socket.cpp:426] [c10d] The server socket has failed to bind to 0.0.0.0:80 (errno: 13 - Permission denied). | torch.master-port-denied | | | the warning line alone
            [1] MPI startup(): ofi fabric is not available and fallback fabric is not enabled | mpi.init-failed | | | Intel MPI 2019: "MPI startup(): %s fabric is not available and fallback fabric is not enabled"
            [0] MPI startup(): shm:dapl fabric is not available and fallback fabric is not enabled | mpi.init-failed | | | Intel MPI 4.x-5.x with an intra:inter pair
            n17.12345PSM2 can't open hfi unit: -1 (err=23) | mpi.init-failed | n17 | | opa-psm2: "PSM2 can't open hfi unit: %d (err=%d)" after the label "HOST.PID" glued to it
            cn04.cluster.local.4711PSM2 no hfi units are active (err=23) | mpi.init-failed | cn04.cluster.local | | opa-psm2: "PSM2 no hfi units are active (err=%d)", a host name with its domain
            gpu-3:rank5: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed | gpu-3 | | psm3: "HOST:rankN: PSM3 can't open nic unit: %d (err=%d)"
            unnervm76f27:rank1: PSM3 can't open nic unit: 0 (err=23)\\nrunnervm76f27:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed | runnervm76f27 | | the same as published in uxlfoundation/oneDAL#3741: the paste lost the log's first character, the next line names the host in full
            ker-07:rank1: PSM3 can't open nic unit: 0 (err=23)\\nworker-07:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed | worker-07 | | the same with three characters lost
            node07:rank1: PSM3 can't open nic unit: 0 (err=23)\\nib-node07:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed,mpi.init-failed | node07 | | a name that another ends with after a dash is a name of its own, not a cut one
            node07:rank1: PSM3 can't open nic unit: 0 (err=23)\\nhpc-gnode07:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed,mpi.init-failed | node07 | | nor one four characters shorter than another
            gpu7:rank1: PSM3 can't open nic unit: 0 (err=23)\\ngpu7:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed | gpu7 | | one host on both lines keeps its name
            MPI startup(): Imported environment\\nunnervm76f27:rank1: PSM3 can't open nic unit: 0 (err=23)\\nrunnervm76f27:rank0: PSM3 can't open nic unit: 0 (err=23) | mpi.init-failed | runnervm76f27 | | the same cut block below another's lines (a paste of two blocks)
            `node7.2231Driver initialization failure on /dev/ipath (err=23) | mpi.init-failed | node7 | | True Scale PSM: "Driver initialization failure on /dev/ipath (err=%d)" after its label, a backtick before it
            [1695332443.361791] [n1:1224050:0]            sock.c:323  UCX  ERROR   connect(fd=42, dest_addr=172.17.0.1:54351) failed: Connection refused | mpi.connect-failed | n1 | 172.17.0.1 | UCX 1.10-1.19 sock.c: "connect(fd=%d, dest_addr=%s) failed: %m" after ucs_log's prefix
            [1555716468.435202] [jazz04:185068:0]           sock.c:116  UCX  ERROR connect(fd=217, dest_addr=2.1.3.9:45654) failed: Connection timed out | mpi.connect-failed | jazz04 | 2.1.3.9 | UCX 1.6, one blank after ERROR
            [ivy08][[463,1],0][btl_tcp_endpoint.c:803:mca_btl_tcp_endpoint_complete_connect] connect() to 10.102.1.194 failed: No route to host (113) | mpi.connect-failed | ivy08 | 10.102.1.194 | Open MPI 1.x-3.x btl_tcp_endpoint.c: "connect() to %s failed: %s (%d)" after BTL_ERROR's "[%s]%s[%s:%d:%s] "
            [n097:127549] pml_ucx.c:421  Error: ucp_ep_create(proc=108) failed: Destination is unreachable | mpi.connect-failed | n097 | | Open MPI pml_ucx.c: "ucp_ep_create(proc=%d) failed: %s", alone
            [n097:127549] pml_ucx.c:421  Error: ucp_ep_create(proc=108) failed: Destination is unreachable\\n[1660340564.784335] [n097:127549:0]            sock.c:327  UCX  ERROR   connect(fd=45, dest_addr=192.168.248.98:41748) failed: Connection timed out | mpi.connect-failed | n097 | 192.168.248.98 | the same with UCX's connect line, which names the address: one finding
            pdcp@login1: n3: rcmd: socket: Permission denied | pdsh.rcmd-failed | n3 | | pdsh rcmd.c: "%p: %S: rcmd: socket: %m"
            pdsh@login1: n4: rcmd: socket: all ports in use | pdsh.rcmd-failed | n4 | | pdsh rcmd.c: "%p: %S: rcmd: socket: all ports in use"
            pdsh@login1: n5: mcmd: xpoll: protocol failure in circuit setup | pdsh.rcmd-failed | n5 | | pdsh mcmd.c: "%p: %S: mcmd: xpoll: protocol failure in circuit setup"
            mcmd: xpoll: protocol failure in circuit setup | pdsh.rcmd-failed | | | the same with pdsh's prefix left out
            pdsh@login1: gethostbyname: lookup of n9 failed | pdsh.rcmd-failed | n9 | | pdsh rcmd.c / mcmd.c: "%p: gethostbyname: lookup of %S failed"
            rcmd modules: ssh,rsh,exec (default: rsh) | - | | | pdsh -V's module list is no error
            torch.distributed.elastic.rendezvous.api.RendezvousClosedError | torch.rendezvous-closed | | | torch 1.9-2.11 rendezvous/api.py: raised without a message (the dynamic rendezvous's ERROR_CLOSED, etcd's "closed" state)
            torch.distributed.elastic.rendezvous.api.RendezvousClosedError: The node 'gpu-7.cluster_48213_0' detected that rendezvous was closed | torch.rendezvous-closed | gpu-7.cluster | | torch 2.4+ dynamic_rendezvous.py: "The node '{node_desc}' detected that rendezvous was closed", node_desc HOST_PID_LOCALID
            [I1203 10:00:00.000000 4711 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:1200] The node 'gpu_node_1_55_0' detected that rendezvous was permanently closed | torch.rendezvous-closed | gpu_node_1 | | 2.6+ "... was permanently closed" (shutdown), logged before it is raised; a host name with underscores
            "message": "RendezvousClosedError: ", | torch.rendezvous-closed | | | the elastic error handler's JSON (1.9-2.x)
            INFO:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node 'n1_55_0' has joined round 0 of the rendezvous 'job' as rank 0 in a world of size 2. | - | | | a node joining is no error
            RendezvousClosedError | torch.rendezvous-closed | | | the same, as the bare class name (the error handler's JSON, a pasted summary)
            ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{\\n  "message": {\\n    "message": "RendezvousClosedError: ", | torch.rendezvous-closed | | | elastic multiprocessing/errors error_handler (1.9-1.13): the error file's JSON, "%s: %s" of the class and its empty message
            INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous'ing worker group | - | | | agent/server/api.py (1.9-2.0): info("[%s] Rendezvous'ing worker group"), not a failure
            INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for workers. Result: | - | | | agent/server/api.py (1.9-2.0): info, not a failure
            [rank1]: torch.distributed.elastic.rendezvous.api.RendezvousClosedError | torch.rendezvous-closed | | | the same, behind torch 2.3+'s rank prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
