package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two or a few of a user's own machines joined into one inference or training job: exo's node reporting that the shard of the model it
 * holds failed (exo 2024-07 to 2025-10, the Shard's repr and the exception's text after it, in a log and in a title; the traceback's own
 * exception line and a specific failure after it), and mlx.distributed_config's Thunderbolt ring setup failing on a device that is no
 * Mac (Python's KeyError on the keys it reads from system_profiler, in a title, a traceback, a sentence). Negatives: exo's format string
 * in its source, a sentence naming the message without a shard, another KeyError, the fixed source line. The store's connection reset
 * (torch 1.4-2.0's bare RuntimeError, 2.1+'s DistNetworkError) is a witness: a NCCL connect failure in the same log is the cause; NCCL's
 * connect to an IPv6 link-local address (fe80::, with the advertising machine's scope) says so, a routable IPv6 address does not. Columns: the codes of the
 * findings in order ("-": none), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledHomeLabClustersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Error processing tensor for shard Shard(model_id='mlx-community/Meta-Llama-3-8B-Instruct-4bit', start_layer=0, end_layer=31, n_layers=32): [gather] Got indices with\\ninvalid dtype. Indices must be integral. | torch.exception |  |  | the corpus log: exo issue 69, a Mac Studio and a MacBook Pro, the message wrapped by its poster
            Error processing tensor for shard Shard(model_id='mlx-community/Meta-Llama-3.1-8B-Instruct-4bit', start_layer=16, end_layer=31, n_layers=32): Shapes (1,8,4,39,77) and (39,39) cannot be broadcast | torch.exception |  |  | exo issue 130's title: two MacBook Pros, the second machine's shard
            Error processing tensor for shard Shard(model_id='llama-3.1-70b', start_layer=40, end_layer=79, n_layers=80): [gather] Got indices with invalid dtype. Indices must be integral.\\nTraceback (most recent call last):\\n  File "/Users/me/exo/exo/orchestration/standard_node.py", line 217, in _process_tensor\\nValueError: [gather] Got indices with invalid dtype. Indices must be integral. | torch.exception |  |  | exo's standard_node.py: the message, then traceback.print_exc() ending in the exception's own line
            Error processing tensor for shard {shard}: {e} | - |  |  | negative: exo's format string as its source prints it
            exo prints Error processing tensor for shard when the third Mac joins | - |  |  | negative: a sentence naming the message, no shard and no exception text
            [BUG] `prepare_tb_ring` gives KeyError: 'domain_uuid_key' | torch.exception |  |  | the corpus log: MLX issue 2538's title, mlx.distributed_config 0.2x on two Macs over Thunderbolt
                uuid = t["domain_uuid_key"]\\n           ~^^^^^^^^^^^^^^^^^^^\\nKeyError: 'domain_uuid_key' | torch.exception |  |  | MLX distributed_run.py prepare_tb_ring (0.23.2-0.29.x): the traceback's last frame and Python 3.11+'s marker
            mlx.distributed_config --over thunderbolt stops with KeyError: 'receptacle_1_tag' on my mini | torch.exception |  |  | MLX prepare_tb_ring's t["receptacle_1_tag"]: quoted in a sentence
            KeyError: 'domain_uuid' | torch.exception |  |  | negative for the rule: another key is the plain exception
            uuid = t.get("domain_uuid_key") | - |  |  | negative: MLX 0.29.4's fixed source line
            RuntimeError: Connection reset by peer\\n3620199:3620763 [0] include/socket.h:403 NCCL WARN Connect to fe80::64a6:63ff:fe0d:2ef4%9<48381> failed : Network is unreachable | nccl.socket-connect-failed,torch.store-failed |  | fe80::64a6:63ff:fe0d:2ef4%9 | the corpus log: accelerate issue 186, two machines: the store's reset on the second one, then NCCL's connect to the first one's IPv6 link-local address
            torch.distributed.DistNetworkError: Connection reset by peer\\nws2:4711:4790 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 192.168.1.10<43113> failed : No route to host | nccl.socket-connect-failed,torch.store-failed | ws2 | 192.168.1.10 | composed from the format strings: torch 2.1+'s DistNetworkError before NCCL 2.10+'s socketStartConnect WARN with a host prefix: the connect that failed is the cause, the store's reset its witness
            RuntimeError: Connection reset by peer | torch.store-failed |  |  | the store's reset alone stays the finding
            n122-246-085:12251:12400 [5] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to fe80::966d:ae03:a2:8cf0%ib1<17943> failed : Software caused connection abort | nccl.socket-connect-failed | n122-246-085 | fe80::966d:ae03:a2:8cf0%ib1 | NCCL 2.18 socketStartConnect to an IPv6 link-local address scoped to an IB interface (NVIDIA/nccl issue 975's line)
            socketStartConnect: Connect to fe80::a849:bbff:fe73:19bd%veth8299cd8<54785> failed : Software caused connection abort | nccl.socket-connect-failed |  | fe80::a849:bbff:fe73:19bd%veth8299cd8 | the same to a container's veth link-local address (accelerate issue 2457's line)
            ws1:811:902 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to fd00:1::12<40211> failed : Network is unreachable | nccl.socket-connect-failed | ws1 | fd00:1::12 | composed from the format string: a unique local IPv6 address is routable, so the plain connect rule (near-miss of the link-local rule)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The messages name the shard, the Thunderbolt key or the link-local peer, and the hints what to change on the machines. */
    @Test
    void theMessagesNameTheShardAndTheThunderboltKey() throws IOException {
        Finding exo = only("Error processing tensor for shard Shard(model_id='mlx-community/Meta-Llama-3.1-8B-Instruct-4bit', start_layer=16,"
                + " end_layer=31, n_layers=32): Shapes (1,8,4,39,77) and (39,39) cannot be broadcast");
        assertTrue(exo.message().contains("exo's node failed to run its shard of the model (mlx-community/Meta-Llama-3.1-8B-Instruct-4bit,"
                + " layers 16-31 of 32): Shapes"), exo.message());
        assertTrue(exo.hint().contains("same exo and engine versions on every machine"), exo.hint());
        Finding tb = only("    uuid = t[\"domain_uuid_key\"]\nKeyError: 'domain_uuid_key'");
        assertTrue(tb.message().contains("KeyError 'domain_uuid_key': mlx.distributed_config could not read a Thunderbolt device"), tb.message());
        assertTrue(tb.hint().contains("0.29.4"), tb.hint());
        Finding v6 = only("3620199:3620763 [0] include/socket.h:403 NCCL WARN Connect to fe80::64a6:63ff:fe0d:2ef4%9<48381> failed : Network is unreachable");
        assertTrue(v6.message().contains("an IPv6 link-local address, which another machine reaches only on the same link"), v6.message());
        assertTrue(v6.hint().contains("NCCL_SOCKET_FAMILY=AF_INET"), v6.hint());
        Finding v4 = only("ws1:811:902 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to fd00:1::12<40211> failed : Network is unreachable");
        assertTrue(!v4.message().contains("link-local"), v4.message());
    }
}
