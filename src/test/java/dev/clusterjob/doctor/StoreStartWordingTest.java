package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The c10d store and its ports at start-up as users paste them: the TCPStore server's wait for its clients cut before
 * or after its count (an issue title, a sentence), the same wait in its whole wording and in pull 111805's "workers" wording, torch's gloo
 * device factory on a build without a gloo transport (the Windows wheels of 2.8-2.9), and the port and barrier wordings earlier batches
 * read, behind launcher prefixes. One row per wording and release, with host names of several shapes; the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class StoreStartWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Timed out after 901 seconds waiting for clients | torch.rendezvous-timeout |  |  | torch 2.2-2.11 TCPStore.cpp waitForWorkers: "Timed out after {} seconds waiting for clients. {}/{} clients joined." cut before its count (an issue title)
            torch.distributed.DistStoreError: Timed out after 1801 seconds waiting for clients. 1/3 clients joined. | torch.rendezvous-timeout |  |  | torch 2.2-2.11 TCPStore.cpp waitForWorkers: the whole DistStoreError
            gpu-07: torch.distributed.DistStoreError: Timed out after 601 seconds waiting for workers. 1/2 workers joined. | torch.rendezvous-timeout | gpu-07 |  | pytorch pull 111805's wording ("workers"), behind pdsh's prefix
            [Bug]: service startup failed, error: "torch.distributed.DistStoreError: 16/32 clients joined | torch.rendezvous-timeout |  |  | torch 2.2-2.11 waitForWorkers: the DistStoreError cut after its time-out, quoted in an issue title (not a broken store)
            node12.cluster.example.org: DistStoreError: 3/4 clients joined. | torch.rendezvous-timeout | node12.cluster.example.org |  | the same cut, behind pdsh's prefix with a domain name
            torch.distributed.DistStoreError: Connection reset by peer | torch.store-failed |  |  | torch 2.x DistStoreError of a broken connection: still the store that went away
            RuntimeError: makeDeviceForHostname(): unsupported gloo device | gloo.device-unsupported |  |  | torch 2.8-2.9 Windows wheels, GlooDeviceFactory.cpp makeDeviceForHostname's TORCH_CHECK
            [rank1]: RuntimeError: makeDeviceForInterface(): unsupported gloo device | gloo.device-unsupported |  |  | torch 1.4-2.11 GlooDeviceFactory.cpp makeDeviceForInterface (GLOO_SOCKET_IFNAME set), behind torchrun's prefix
            10.1.2.3: fails on Windows only with `RuntimeError: makeDeviceForHostname(): unsupported gloo device`. | gloo.device-unsupported | 10.1.2.3 |  | the same quoted in backticks inside a sentence, behind a pdsh prefix that is an address
            RuntimeError: The server socket has failed to listen on any local network address. useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use | torch.master-port-in-use |  |  | torch 2.4-2.11 libuv TCPStore server (TCPStoreLibUvBackend.cpp)
            RuntimeError: Address already in use (os error 98) | torch.master-port-in-use |  |  | torchft lighthouse (Rust std::io::Error's Display) on its port
            `RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: store_based_barrier_key:1 (world_size=2, worker_count=1, timeout=0:30:00)` | torch.rendezvous-timeout |  |  | torch 1.x distributed_c10d.py _store_based_barrier, in backticks
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
