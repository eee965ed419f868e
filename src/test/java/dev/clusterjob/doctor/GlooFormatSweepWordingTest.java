package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * gloo's own failure messages, format string by format string, as the releases torch 1.x-2.11 vendor print them:
 * the GLOO_ERROR_MSG ("[FILE:LINE] ...") and GLOO_ENFORCE ("[enforce fail at FILE:LINE] COND. A vs B. ...") texts of
 * gloo/transport/tcp/ (pair.cc, pair.h, buffer.cc, unbound_buffer.cc, device.cc, socket.cc, listener.cc, helpers.h with error.cc's
 * SystemError / ShortReadError / TimeoutError), gloo/transport/ibverbs/ (device.cc, unbound_buffer.cc), gloo/rendezvous/ (file_store.cc,
 * hash_store.cc "Wait timeout for key(s)") and torch's ProcessGroupGloo.cpp wrappers. One row per format string and per release where
 * the wording differs (pair.cc before and after 2023's single listening socket, before and after 2026's "GLHF" tail), placeholders filled
 * as gloo fills them: Address::str() "[ADDR]:PORT" (IPv4, IPv6, IPv4-mapped), strerror texts, host prefixes of several shapes. Columns:
 * the codes of the findings in order ("-": none), the first's host and peer (the address gloo names), and source, function, releases.
 * {@code \n} in a row is a line break.
 *
 * <p>Skipped, and why: GLOO_DEBUG / GLOO_INFO / GLOO_WARN lines except the look-alikes below; internal asserts no user sees (the
 * GLOO_ENFORCE / GLOO_ENFORCE_EQ with no text over pair state, slot and buffer bookkeeping, address.cc's size check, context.cc's
 * pairs_.size(), loop.cc's pipe / epoll_create / epoll_ctl, "Cannot connect to self", listener.cc's sequence-number asserts, socket.cc's
 * "Unknown address family", prefix_store.cc / store.h's "this store doesn't support ..." InvalidOperation); linux.cc's /sys and
 * ethtool reads (interface speed and PCI bus id, for benchmarks, never fatal to torch); redis_store.cc (no training job rendezvouses
 * through gloo's Redis store); transport/tcp/tls/ (SSL_read / SSL_write / SSL_do_handshake: torch's default wheels do not build it);
 * ibverbs pair.cc's ibv_post_send / ibv_post_recv and completion texts (torch's wheels build gloo without ibverbs; its device lookups and
 * the unbound buffer's time-out are kept); rendezvous/context.cc's "Backing context not fully connected" (gloo's CommonWorld, no torch path).
 */
class GlooFormatSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source file, function and releases */
    private static final String ROWS = """
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [10.1.2.5]:19385: Connection reset by peer | gloo.connect-failed |  | 10.1.2.5 | pair.cc Pair::read "Read error %s: %s" (GLOO_ERROR_MSG, 2017-2025: torch 1.x-2.11)
            node12.cluster.example.org: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:538] Read error [10.1.2.5]:19385: Connection reset by peer. This is typically caused by a remote worker hanging or bugs in the application. Check the logs of the remote worker before reporting an error. GLHF! 🏖️ | gloo.connect-failed | node12.cluster.example.org | 10.1.2.5 | pair.cc Pair::read "Read error %s: %s. This is typically caused by ..." (gloo 2026+, the tail added), behind pdsh's prefix
            [rank3]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [::ffff:10.1.2.6]:41880: Connection timed out | gloo.connect-failed |  | 10.1.2.6 | pair.cc Pair::read "Read error %s: %s" with ETIMEDOUT and an IPv4-mapped address (the peer without ::ffff:, as ConnectionWordingTest files it), behind torchrun's prefix
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.1.2.3]:27134 | gloo.connect-failed |  | 10.1.2.3 | pair.cc Pair::read "Connection closed by peer %s" (2017-2025)
            gpu-07: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:553] Connection closed by peer [10.1.2.3]:27134. This is typically caused by a remote worker crashing. Check the logs of the remote worker before reporting an error. GLHF! 🏖️ | gloo.connect-failed | gpu-07 | 10.1.2.3 | pair.cc Pair::read "Connection closed by peer %s. This is typically caused by a remote worker crashing. ..." (gloo 2026+)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:575] Connection closed by peer [127.0.1.1]:60475 | gloo.loopback-address |  | 127.0.1.1 | pair.cc "Connection closed by peer %s" naming a loopback address (CODES: gloo.loopback-address)
            0: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:339] writev [10.1.2.6]:44222: Broken pipe | gloo.connect-failed |  | 10.1.2.6 | pair.cc Pair::write "writev %s: %s" (2017-2026), behind srun --label
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:812] Socket closed [10.1.2.7]:39417 | gloo.connect-failed |  | 10.1.2.7 | pair.cc Pair::ensureOpen... "Socket closed %s" (2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:201] Socket unexpectedly closed [10.1.2.8]:5001 | gloo.connect-failed |  | 10.1.2.8 | pair.cc Pair::waitUntilConnected "Socket unexpectedly closed %s" (2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:523] Read timeout [10.1.2.9]:33333 | gloo.connect-failed |  | 10.1.2.9 | pair.cc Pair::read "Read timeout %s" (sync mode, 2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/buffer.cc:72] Read timeout [10.1.2.9]:33333 | gloo.connect-failed |  | 10.1.2.9 | buffer.cc Buffer::waitRecv "Read timeout %s" (2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/buffer.cc:113] Write timeout [10.1.2.10]:33334 | gloo.connect-failed |  | 10.1.2.10 | buffer.cc Buffer::waitSend "Write timeout %s" (2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.h:311] Connect timeout [10.1.2.11]:33335 | gloo.connect-failed |  | 10.1.2.11 | pair.h Pair::waitUntilConnected "Connect timeout %s" (2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:769] connect [10.1.2.12]:3496: Connection refused | gloo.connect-failed |  | 10.1.2.12 | pair.cc Pair::handleConnecting "connect %s: %s" (strerror of SO_ERROR, 2017-2023: torch 1.x-2.0)
            RuntimeError: [/opt/conda/conda-bld/pytorch_1607370120218/work/third_party/gloo/gloo/transport/tcp/pair.cc:769] connect [127.0.1.1]:3496: Connection refused | gloo.loopback-address |  | 127.0.1.1 | the same to a loopback address (torch 1.7)
            a100-3: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect [10.1.2.13]:41231: No route to host | gloo.connect-failed | a100-3 | 10.1.2.13 | pair.cc handleConnecting "connect %s: %s" with EHOSTUNREACH (a firewall), behind pdsh's prefix
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:271] connect: Network is unreachable | gloo.connect-failed |  |  | pair.cc Pair::connect "connect: %s" (the connect(2) call itself, 2017-2023)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:254] socket: Too many open files | gloo.connect-failed |  |  | pair.cc Pair::connect "socket: %s" (2017-2023): EMFILE on the pair's socket
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] read: Connection reset by peer, remote=[10.1.2.14]:45012 | gloo.connect-failed |  | 10.1.2.14 | pair.cc connectCallback "%s" of helpers.h's SystemError ("read: %s, remote=%s", error.cc, 2023-2026: torch 2.1-2.11)
            [rank1]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] connect [127.0.1.1]:40213: Connection refused | gloo.loopback-address |  | 127.0.1.1 | torch 2.1-2.11's connectCallback with the older "connect %s: %s" text to a loopback address
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] timed out connecting: SO_ERROR: Connection refused, remote=[10.1.2.15]:29500 | gloo.connect-failed |  | 10.1.2.15 | helpers.h ConnectOperation "timed out connecting: " + SystemError("SO_ERROR", ...) (2023-2026: torch 2.1-2.11)
            gpu-07: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:144] timed out connecting: SO_ERROR: No route to host, remote=[fd00:10::12]:4242 | gloo.connect-failed | gpu-07 | fd00:10::12 | the same with an IPv6 address and EHOSTUNREACH
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] getsockopt: Bad file descriptor, remote=[10.1.2.16]:29500 | gloo.connect-failed |  | 10.1.2.16 | helpers.h ConnectOperation SystemError("getsockopt", ...) (2023-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] short read: got 0 bytes while expecting to read 24 bytes, remote=[10.1.2.17]:39012 | gloo.connect-failed |  | 10.1.2.17 | helpers.h ReadValueOperation ShortReadError "short read: got %zd bytes while expecting to read %zu bytes, remote=%s" (2023-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] write: Broken pipe, remote=[10.1.2.18]:39013 | gloo.connect-failed |  | 10.1.2.18 | helpers.h WriteValueOperation SystemError("write", ...) (2023-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] short write: wrote 8 bytes while expecting to write 24 bytes, remote=[10.1.2.19]:39014 | gloo.connect-failed |  | 10.1.2.19 | helpers.h ShortWriteError "short write: wrote %zd bytes while expecting to write %zu bytes, remote=%s" (2023-2026)
            terminate called after throwing an instance of 'gloo::EnforceNotMet'\\n  what():  [enforce fail at /home/u/gloo/gloo/transport/tcp/pair.cc:498] optval == 0. 111 vs 0. SO_ERROR: Connection refused | gloo.connect-failed |  |  | pair.cc handleConnecting GLOO_ENFORCE_EQ(optval, 0, "SO_ERROR: ", strerror(optval)) (2017, before errors were signalled)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/socket.cc:142] rv != -1. -1 vs -1. connect: Network is unreachable | gloo.connect-failed |  |  | socket.cc Socket::connect GLOO_ENFORCE_NE(rv, -1, "connect: ", strerror(errno)) (2023-2026)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/socket.cc:95] rv != -1. -1 vs -1. bind: Address already in use | gloo.connect-failed |  |  | socket.cc Socket::bind "bind: %s" (2023-2026): EADDRINUSE on the device's listening socket
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/socket.cc:95] rv != -1. -1 vs -1. bind: Cannot assign requested address | gloo.address-not-found |  |  | socket.cc Socket::bind "bind: %s" with EADDRNOTAVAIL: the address given is not this node's
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/socket.cc:24] rv != -1. -1 vs -1. socket: Too many open files | gloo.connect-failed |  |  | socket.cc Socket::createForFamily "socket: %s" (2023-2026): EMFILE
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/listener.cc:68] false. accept: Too many open files | gloo.connect-failed |  |  | listener.cc Listener::handleEvents GLOO_ENFORCE(false, "accept: ", strerror(errno)) (2023-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:84] Timed out waiting 1800000ms for recv operation to complete | gloo.timeout |  |  | unbound_buffer.cc UnboundBuffer::waitRecv "Timed out waiting %dms for recv operation to complete" (2018-2026)
            [default3]:RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:136] Timed out waiting 60000ms for send operation to complete | gloo.timeout |  |  | unbound_buffer.cc UnboundBuffer::waitSend (send), behind accelerate's prefix
            nid001234: RuntimeError: [../third_party/gloo/gloo/transport/ibverbs/unbound_buffer.cc:137] Timed out waiting 1800000ms for recv operation to complete | gloo.timeout | nid001234 |  | ibverbs/unbound_buffer.cc waitRecv (the same text on ibverbs), a Cray node
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:127] Application timeout caused pair closure | gloo.timeout |  |  | unbound_buffer.cc waitRecv/waitSend context_->signalException("Application timeout caused pair closure") as the other pairs raise it (2019-2026)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: eth0 | gloo.address-not-found |  |  | device.cc lookupAddrForIface "Unable to find address for: %s" (GLOO_SOCKET_IFNAME, 2017-2026)
            x3004c0s7b0n0: RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:138] rp != nullptr. Unable to find address for: x3004c0s7b0n0 | gloo.address-not-found | x3004c0s7b0n0 |  | device.cc lookupAddrForHostname "Unable to find address for: %s" (the host name), an Aurora node
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:128] bind_rv == 0. Unable to find address for gpu-07.cluster.example.org; bind(2) for [10.1.2.20] failed with: Cannot assign requested address | gloo.address-not-found |  |  | device.cc lookupAddrForHostname "Unable to find address for %s; bind(2) for %s failed with: %s" (2019-2026)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:215] ifa != nullptr. Unable to find interface for: [172.16.5.20] | gloo.address-not-found |  |  | device.cc interfaceToBusID... "Unable to find interface for: %s" (2017-2026)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:288] ss1.ss_family == ss2.ss_family. 2 vs 10 | gloo.address-family-mismatch |  |  | device.cc Device::connect's address compare GLOO_ENFORCE_EQ(ss1.ss_family, ss2.ss_family) (2017-2026)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:33] rv != -1. -1 vs -1. Address family not supported by protocol | gloo.address-not-found |  |  | device.cc lookupAddrForIface GLOO_ENFORCE_NE(getifaddrs rv, -1, strerror(errno)) ... (2017-2026)
            [1]<stderr>:  what():  [gloo/rendezvous/file_store.cc:151] Wait timeout for key(s): ["rank_3"] | torch.rendezvous-timeout |  |  | rendezvous/file_store.cc FileStore::wait "Wait timeout for key(s): %s" (2017-2026; as older tables file horovod's copy)
            RuntimeError: [../third_party/gloo/gloo/transport/ibverbs/device.cc:84] No ibverbs devices present | ib.no-device |  |  | ibverbs/device.cc CreateDevice "No ibverbs devices present" (InvalidOperationException, 2017-2026)
            RuntimeError: [../third_party/gloo/gloo/transport/ibverbs/device.cc:116] Unable to find device named: mlx5_4 | ib.no-device |  |  | ibverbs/device.cc CreateDevice "Unable to find device named: %s" (2017-2026)
            RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error | gloo.connect-failed |  |  | torch 2.1-2.11 ProcessGroupGloo.cpp "Gloo connectFullMesh failed with %s" (the error's what(): "no error")
            [rank1]:[E528 08:52:46.164295950 ProcessGroupGloo.cpp:145] Gloo connectFullMesh failed with [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:144] timed out connecting: SO_ERROR: Connection refused, remote=[10.1.2.15]:29500 | gloo.connect-failed |  | 10.1.2.15 | torch 2.3-2.11 ProcessGroupGloo.cpp LOG(ERROR) "Gloo connectFullMesh failed with %s" with the connect error inside
            [Gloo] Rank 3 is connected to 3 peer ranks. Expected number of connected peer ranks is : 3 | - |  |  | gloo rendezvous/context.cc / tcp context.cc printConnectivityInfo GLOO_INFO (a look-alike: connected)
            [Gloo] Rank 0 is NOT connected to: [3] | - |  |  | tcp/context.cc printConnectivityInfo GLOO_INFO: printed while connecting, the failure is the error line after it
            [../third_party/gloo/gloo/transport/tcp/debug_logger.cc:9] ERROR failed to connect, willRetry=1, retry=0, retryLimit=3, rank=1, size=4, local=[10.1.2.21]:41000, remote=[10.1.2.22]:29500, error=SO_ERROR: Connection refused, remote=[10.1.2.22]:29500 | - |  |  | tcp/debug_logger.cc DebugLogger::log GLOO_ERROR "failed to connect, willRetry=%d, retry=%d, ..." (2025-2026) with willRetry=1: gloo retries, no failure yet
            [../third_party/gloo/gloo/transport/tcp/debug_logger.cc:9] ERROR failed to connect, willRetry=0, retry=3, retryLimit=3, rank=1, size=4, local=[10.1.2.21]:41000, remote=[10.1.2.22]:29500, error=SO_ERROR: Connection refused, remote=[10.1.2.22]:29500 | gloo.connect-failed |  | 10.1.2.22 | the same with willRetry=0: the last try failed
            [W ProcessGroupGloo.cpp:694] Warning: Unable to resolve hostname to a (local) address. Using the loopback address as fallback. Manually set the network interface to bind to with GLOO_SOCKET_IFNAME. (function operator()) | gloo.loopback-address |  |  | torch 1.8-2.x ProcessGroupGloo.cpp's loopback warning (as CollectiveGlooJaxWordingTest and IfaceChoiceThirdWordingTest file it)
            """;

    /**
     * At first sight (this table committed before any rule) 52 rows: the cause right in 36, cause and node/peer in 36. Before
     * that count four expected peers were set as the older tables file them (ConnectionWordingTest: a loopback peer is named, an
     * IPv4-mapped peer without its ::ffff:) and the ibverbs device row was given the InvalidOperationException's own prefix. The 16
     * rows then wrong (marked, now read by this sweep's rules in rules.yaml): the connect callback's helpers.h SystemError /
     * ShortReadError / ShortWriteError texts "..., remote=[ADDR]:PORT" (5: read, write, getsockopt, short read, short write), pair.cc's
     * old "connect: %s" and "socket: %s" (2), socket.cc's and listener.cc's enforces (5), device.cc's getifaddrs enforce, the two ibverbs
     * device lookups and debug_logger.cc's last "willRetry=0". All 52 read right after them.
     */
    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
