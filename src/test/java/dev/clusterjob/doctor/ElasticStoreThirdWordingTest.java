package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch.distributed's c10d store, rendezvous and elastic agent, a third look: the TCPStore's libuv back-end (the
 * default from torch 2.4) refused by a torch built without libuv, in its 2.4-2.5 RuntimeError and later DistStoreError wordings, in titles
 * and sentences; torchelastic's coordinator reporting c10d's "host not found" after "Detailed message:", with the TCPStore server its etcd
 * rendezvous logged as the peer; python-etcd's exception classes, which the generic exception line does not read; a CUDA runtime call's
 * failure as libraries word it, ahead of the store errors the other ranks then print; and a store line whose peer the poster redacted. One
 * row per wording and release, behind launcher prefixes and with host names of several shapes; the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class ElasticStoreThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: use_libuv was requested but PyTorch was build without libuv support | torch.store-failed |  |  | torch 2.4-2.5 csrc/distributed/c10d/TCPStore.cpp TCPStore::TCPStore: TORCH_CHECK(false, ...) with "build" as written (a Windows wheel)
            torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it. | torch.store-failed |  |  | torch 2.6-2.11 TCPStore::TCPStore: TORCH_CHECK_WITH(DistStoreError, ...): the build's missing back-end, not a store that went away
            [rank0]: torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it. | torch.store-failed |  |  | the same behind torchrun's [rankN]: prefix
            gpu-07: torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it. | torch.store-failed | gpu-07 |  | the same behind pdsh's prefix
            training will not start, complaining about "\\lib\\site-packages\\torch\\distributed\\rendezvous.py", line 185, in _create_c10d_store return TCPStore(RuntimeError: use_libuv was requested but PyTorch was build without libuv support" | torch.store-failed |  |  | the 2.4-2.5 wording quoted in a sentence, glued to the traceback's last frame
            Error: Rank -1 received an Exception. Detailed message: host not found: Name or service not known | torch.rendezvous-host-unresolved |  |  | torchelastic 0.1-0.2 coordinator_p2p.py rendezvous_barrier carrying torch 1.x c10d tcputil's "host not found: " + gai_strerror
            INFO 2020-01-17 00:55:01,702 Rank 1 will conenct to TCPStore server at pytorch-elastic-test-z2b7s:47279\\n[ERROR] 2020-01-17 00:55:01,724 coordinator_p2p: Rank: -1\\nError: Rank -1 received an Exception. Detailed message: host not found: Name or service not known | torch.rendezvous-host-unresolved |  | pytorch-elastic-test-z2b7s | the same after torchelastic's etcd_rendezvous.py setup_tcpstore line ("will conenct", its spelling), whose host is the peer
            INFO 2020-01-17 00:55:01,702 Rank 3 will connect to TCPStore server at node12.cluster.example.org:29500\\nError: Rank -1 received an Exception. Detailed message: host not found: Temporary failure in name resolution | torch.rendezvous-host-unresolved |  | node12.cluster.example.org | the same with the spelling corrected and EAI_AGAIN's text: a fully qualified store host
            etcd.EtcdKeyNotFound: Key not found : /torchelastic/p2p/run_c63361db/rdzv/next_strategy\\nINFO 2024-06-12 12:55:46,077 Node x08j11224.cloud.sqa.na131 Attempting to join next rendezvous | torch.exception |  |  | python-etcd 0.4 etcd/__init__.py EtcdError.handle (error code 100) under a torchelastic-derived etcd rendezvous: a key no node wrote
            [rank1]: etcd.EtcdKeyNotFound: Key not found : /torch/elastic/store | torch.exception |  |  | the same under torch 2.4's etcd-v2 back-end (etcd_store.py), behind torchrun's prefix
            gpu-07: etcd.EtcdCompareFailed: Compare failed : [2 != 3] | torch.exception | gpu-07 |  | python-etcd's error code 101 (a rendezvous state written by another node first), behind pdsh's prefix
            INFO 2020-01-23 01:39:31,128 Creating EtcdStore as the c10d::Store implementation | - |  |  | torchelastic 0.1's note that names EtcdStore: no exception line
            RuntimeError: cudaMemcpyBatchAsync failed (invalid argument) | torch.cuda-error |  |  | sgl-kernel / mooncake's "cudaMemcpyBatchAsync failed (%s)" with cudaGetErrorString's text (CUDA 12.8+)
            [Bug] MiMo-V2.5-Pro RuntimeError: cudaMemcpyBatchAsync failed (invalid argument) when enabling HiCache\\n[rank1]:[W618 10:26:54.029068449 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=105, addr=[localhost]:39468, remote=[::ffff:0.0.0.0]:12201): Connection reset by peer | torch.cuda-error,torch.store-failed |  |  | the same in an issue title, ahead of the heartbeat's store reset that follows it (cause before consequence)
            [E ProcessGroupNCCL.cpp:1] ucc error: cudaMemcpyBatchAsync failed: an illegal memory access was encountered | torch.cuda-error |  |  | openucx/ucc's "cudaMemcpyBatchAsync failed: %s"
            node12.cluster.example.org: RuntimeError: cudaMemcpyAsync failed. error=misaligned address | torch.cuda-error | node12.cluster.example.org |  | a TORCH_CHECK wrapper's "failed. error=" form, behind pdsh's prefix with a domain
            [W519 18:43:28.514281000 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=22, addr=[<redacted>]:58160, remote=[<redacted>]:58159): Connection reset by peer | torch.store-failed |  |  | torch 2.4-2.7 TCPStore.cpp with the poster's <redacted> for both ends: no peer named
            [W519 18:43:28.514281000 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=22, addr=[10.0.0.7]:58160, remote=[gpu-node-3.cluster.local]:58159): Connection reset by peer | torch.store-failed |  | gpu-node-3.cluster.local | the same with the store's host left in: it is the peer
            [W1210 11:08:45.455238000 TCPStore.cpp:347] [c10d] TCP client failed to connect/validate to host 26.26.26.1:53376 - retrying (try=11, timeout=1800000ms, delay=36371ms): Connection reset by peer | torch.store-failed |  | 26.26.26.1 | torch 2.5-2.11 TCPStore.cpp's client retry warning (reset while validating)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
