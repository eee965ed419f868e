package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A launch of several nodes given this node's own loopback address to meet at (the seeds' first trap: MASTER_ADDR unset, so
 * LLaMA-Factory's 127.0.0.1, or torchrun --master-addr localhost on every node): LLaMA-Factory's launcher lines (launcher.py / cli.py
 * 0.8-0.9.x) and torch elastic's launch configs (launcher/api.py 1.10-2.11, both column widths, torch 2.2's prefix on every line), with
 * the negatives that share their words: a real address, one node, --standalone. One row per wording and release; the codes of the
 * findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class SeedLoopbackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Initializing 8 distributed tasks at: 127.0.0.1:29500\\n[INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Multi-node training enabled: num nodes: 2, node rank: 1 | torch.master-loopback |  |  | LLaMA-Factory 0.9.3+ launcher.py: MASTER_ADDR unset, so os.getenv's default 127.0.0.1, on the second node
            [INFO|2025-03-16 05:16:14] llamafactory.cli:157 >> Initializing 8 distributed tasks at: localhost:29500\\nMulti-node training enabled: num nodes: 3, node rank: 0 | torch.master-loopback |  |  | LLaMA-Factory 0.9.2 cli.py: the multi-node line without the logger's prefix, MASTER_ADDR=localhost
            08/20/2024 19:04:44 - INFO - llamafactory.cli - Initializing distributed tasks at: 127.0.0.1:2951\\n08/20/2024 19:04:44 - INFO - llamafactory.cli - Multi-node training enabled: num nodes: 2, node rank: 0 | torch.master-loopback |  |  | LLaMA-Factory 0.8 cli.py: "Initializing distributed tasks at: %s:%s" without the count
            gpu-node-2: [INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Initializing 8 distributed tasks at: 127.0.0.1:29500\\ngpu-node-2: [INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Multi-node training enabled: num nodes: 2, node rank: 1 | torch.master-loopback | gpu-node-2 |  | the same behind pdsh's prefix (the node that printed it)
            [INFO|2025-03-16 05:16:14] llamafactory.cli:157 >> Initializing 1 distributed tasks at: 10.224.32.93:29500\\nMulti-node training enabled: num nodes: 3, node rank: 0 | - |  |  | negative: the first node's real address
            [INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Initializing 8 distributed tasks at: 127.0.0.1:29500\\n[INFO|2025-09-12 10:01:05] llamafactory.hparams.parser:143 >> Process rank: 0, world size: 8, device: cuda:0 | - |  |  | negative: one node (no multi-node line): the default address is right
            [INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Initializing 8 distributed tasks at: 127.0.0.1:29500\\n[INFO|2025-09-12 10:01:02] llamafactory.launcher:143 >> Multi-node training enabled: num nodes: 2, node rank: 1\\ntorch.distributed.DistNetworkError: The client socket has timed out after 900000ms while trying to connect to (127.0.0.1, 29500). | torch.rendezvous-timeout,torch.master-loopback |  | 127.0.0.1 | the second node's torchrun gives up on its own loopback (torch 2.x socket.cpp): the time-out is the finding, the address the reason
            [INFO] Starting elastic_operator with launch configs:\\n  entrypoint       : train.py\\n  min_nodes        : 2\\n  max_nodes        : 2\\n  nproc_per_node   : 8\\n  run_id           : none\\n  rdzv_backend     : static\\n  rdzv_endpoint    : 127.0.0.1:29500\\n  rdzv_configs     : {'rank': 1, 'timeout': 900} | torch.master-loopback |  |  | torch 1.10-2.4 launcher/api.py launch_agent: torchrun --nnodes 2 --node_rank 1 --master_addr 127.0.0.1
            I1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188] Starting elastic_operator with launch configs:\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   entrypoint               : train.py\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   min_nodes                : 1\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   max_nodes                : 4\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   nproc_per_node           : 8\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   run_id                   : job42\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   rdzv_backend             : c10d\\nI1203 10:00:00.123000 4242 torch/distributed/launcher/api.py:188]   rdzv_endpoint            : localhost:29400 | torch.master-loopback |  |  | torch 2.5-2.11 launcher/api.py (wider columns) with its glog-style prefix on every line: --nnodes 1:4 --rdzv-endpoint localhost:29400
            [2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO] Starting elastic_operator with launch configs:\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   min_nodes        : 2\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   max_nodes        : 2\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   nproc_per_node   : 4\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   run_id           : 5982\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   rdzv_backend     : c10d\\n[2024-03-12 08:22:45,549] torch.distributed.launcher.api: [INFO]   rdzv_endpoint    : 10.1.96.108:29500 | - |  |  | negative: torch 2.2's prefixed block with the first node's real address
            [INFO] Starting elastic_operator with launch configs:\\n  entrypoint       : train.py\\n  min_nodes        : 1\\n  max_nodes        : 1\\n  nproc_per_node   : 8\\n  run_id           : 1c1e0f4a\\n  rdzv_backend     : c10d\\n  rdzv_endpoint    : localhost:46723 | - |  |  | negative: torchrun --standalone (one node, a free port on localhost)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
