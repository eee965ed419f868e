package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PyTorch's own training stacks across GPUs and nodes, read from their format strings. torchtitan's ParallelDims beside its
 * "Invalid parallel dims" (parallel_dims.py): get_mesh's "Mesh '{dims}' is not available. Ensure the corresponding parallelism
 * dimension is enabled (size > 1)." (a list of dims: "all enabled"), _validate's "expert_parallel_degree ({ep}) must divide dp_shard *
 * cp * tp ({n})" and its asserts (ETP, degrees below 1): {@code parallel.layout-mismatch}. monarch's actor channel (hyperactor
 * channel/net.rs) that could not deliver a message within its time-out, or whose link broke with messages unacknowledged, in its
 * 2025 "session {dest}.{id}: ..." wordings (also as the error_msg field), its 2026 wording with the link's state and the dest field, and
 * the close reason repeating it: {@code rpc.peer-lost}, naming the destination's address; the acknowledgement time-out on a link still
 * connected: {@code rpc.timeout}. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledTorchtuneTitanWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
              ValueError: Mesh 'tp' is not available. Ensure the corresponding parallelism dimension is enabled (size > 1). | parallel.layout-mismatch |  |  | the real line (torchtitan 2184): Llama4 with tensor_parallel_degree=1, indented as the issue's block has it
            [rank0]: ValueError: Mesh 'cp' is not available. Ensure the corresponding parallelism dimension is enabled (size > 1). | parallel.layout-mismatch |  |  | get_mesh's wording for one dimension behind torchrun's rank prefix
            ValueError: Mesh '['ep', 'etp']' is not available. Ensure the corresponding parallelism dimension is all enabled. | parallel.layout-mismatch |  |  | get_mesh's wording for a list of dimensions
            [rank3]: ValueError: expert_parallel_degree (3) must divide dp_shard * cp * tp (8) | parallel.layout-mismatch |  |  | _validate's expert parallel check (2026-08+)
            [rank0]: AssertionError: Currently we only support ETP=TP or ETP=1 | parallel.layout-mismatch |  |  | ParallelDims._validate's assert of 2025
            AssertionError: Parallelism degree should be >= 1, except for dp_shard | parallel.layout-mismatch |  |  | the degree assert
            AssertionError: dp_shard must -1 or >=1. | parallel.layout-mismatch |  |  | the dp_shard assert
                            f"Mesh '{dims}' is not available. " | - |  |  | negative: the format string as source code
                assert etp == tp or etp == 1, "Currently we only support ETP=TP or ETP=1" | - |  |  | negative: the assert's source line in a traceback
            ValueError: Invalid mesh dim: 'foo'. Valid dimensions are: ['dp_shard', 'tp'] | torch.exception |  |  | near miss: a mesh name the code mistyped, no layout the config chose
            - [-]E1001 20:08:54.756387 4278 hyperactor875] error_msg:session tcp:10.192.12.192:50277.2874730986468217400: failed to deliver message within timeout  | rpc.peer-lost |  | 10.192.12.192 | the real line (monarch 1411): a markdown bullet, the file name as the issue shows it, the error_msg field of 2025-09
            [-]E0829 20:40:34.996334  8536 hyperactor/src/channel/net.rs:695] error_msg:session tcp:10.0.2.236:26600.5117454862225131082: failed to deliver message within timeout | rpc.peer-lost |  | 10.0.2.236 | glog's whole prefix, as a capture in monarch's repository (2025-09) has it
            [-]E0829 20:40:35.341902  8536 hyperactor/src/channel/net.rs:708] error_msg:session tcp:10.0.2.132:26600.8381289842876906331: failed to receive ack within timeout 30 secs; link is currently broken | rpc.peer-lost |  | 10.0.2.132 | the link broken with messages unacknowledged, the same capture
            [-]E0520 09:00:00.000000 hyperactor/src/channel/net.rs:834] failed to deliver message within timeout 30s; never connected, dest: tcp:10.1.2.3:26600, session_id: 1234 | rpc.peer-lost |  | 10.1.2.3 | the 2026 wording: the timeout's Duration, the link's state, the dest field after the message
            session tcp:10.0.0.5:40000.00000000deadbeef: failed to deliver message within timeout 30s; last connected 12.0s ago, disconnected for 30.0s | rpc.peer-lost |  | 10.0.0.5 | the channel's close reason, "{log_id}: {error_msg}" with the session id in hex
            Monarch log showed: `session unix:@5lpzh6ss0gRlS7F6xBjUXiJn: failed to deliver message within timeout 30s; never connected` | rpc.peer-lost |  |  | a unix socket destination, this host's own: no peer
            [-]E0829 20:40:35.341902  8536 hyperactor/src/channel/net.rs:700] error_msg:session tcp:10.0.2.132:26600.8381289842876906331: failed to receive ack within timeout 30 secs; link is currently connected | rpc.timeout |  | 10.0.2.132 | the acknowledgement time-out while connected: a hung peer
                                format!("failed to deliver message within timeout {timeout:?}; {link_status}") | - |  |  | negative: the format string as source code
                    verify_tx_closed(&mut tx_receiver, "failed to deliver message within timeout").await; | - |  |  | negative: monarch's own test quoting the words
            - [-]E1001 20:08:54.756736 4278 hyperactor_mesh399] failed to send Allocated message: channel closed | - |  |  | negative: the allocator's consequence alone (monarch 1411's second line)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The mesh the model asked for is in the message, and the hint says how to enable it. */
    @Test
    void torchtitanMeshNamesTheDimension() throws IOException {
        Finding f = only("ValueError: Mesh 'tp' is not available. Ensure the corresponding parallelism dimension is enabled (size > 1).");
        assertEquals("parallel.layout-mismatch", f.code());
        assertTrue(f.message().contains("tp device mesh"), f.message());
        assertTrue(f.hint().contains("tensor_parallel_degree") && f.hint().contains("get_optional_mesh"), f.hint());
    }

    /** The destination's port and the time-out are in the message, and the hint names the time-out's setting. */
    @Test
    void monarchDeliveryTimeoutSaysWhere() throws IOException {
        Finding f = only("failed to deliver message within timeout 30s; never connected, dest: tcp:10.1.2.3:26600, session_id: 1234");
        assertEquals("rpc.peer-lost", f.code());
        assertTrue(f.message().contains("26600") && f.message().contains("30s") && f.message().contains("never connected"), f.message());
        assertTrue(f.hint().contains("HYPERACTOR_MESSAGE_DELIVERY_TIMEOUT"), f.hint());
    }
}
