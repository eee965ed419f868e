package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * vLLM and SGLang serving across nodes, pasted the way users paste it (issue 26, a third batch of the area): gloo's pair.cc errors
 * whose address the paster replaced by a word ("[node1-private-ip]:&lt;port&gt;", "[REDACTED]", "[xxx.xxx.xxx.xxx]:PORT") behind
 * SGLang's "[TIME TPn]" prefix and Ray's worker prefixes, beside the numeric address gloo itself prints (read once, not twice);
 * gloo's recv time-out joined into one paragraph by a web page; vLLM's placement-group wait with the node it pins the first bundle
 * to, its autoscaler request wrapped onto an indented line; vLLM V1's doubled "(EngineCore_DP0 pid=N) (RayWorkerWrapper pid=N,
 * ip=ADDR)" prefix, whose address is the host; NCCL's shared-memory WARN quoted in an issue title; and vLLM's warnings that are no
 * failure by themselves ("Tensor parallel size (%d) exceeds available GPUs (%d)", which compares with the driver node's own GPUs, and
 * "tensor_parallel_size=%d is bigger than a reserved number of GPUs"). One row per wording and release, with host names and
 * addresses of several shapes: the codes of the findings in order ("-": none), the host and peer of the first, and where the wording
 * comes from. {@code \n} in a row is a line break.
 */
class ServingAcrossNodesPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2026-06-17 06:48:31 TP4] RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:538] Read error [node1-private-ip]:<port>: Connection timed out | gloo.connect-failed |  | node1-private-ip | gloo pair.cc (2024-2026) "Read error [ADDR]:PORT: %s" with the address and port replaced by words, behind SGLang's scheduler prefix
            RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [REDACTED]:29500 | gloo.connect-failed |  | redacted | gloo pair.cc (2021-2023) "Connection closed by peer [ADDR]:PORT" with the address redacted and the port kept
            (RayWorkerWrapper pid=1890, ip=10.41.0.8) RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:589] Read error [xxx.xxx.xxx.xxx]:62791: Connection reset by peer | gloo.connect-failed | 10.41.0.8 | xxx.xxx.xxx.xxx | the same with an address masked by x's, in a vLLM Ray worker (the prefix's address is the host)
            gpu-node-3: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/tls/pair.cc:322] Socket closed [worker_ip]:PORT | gloo.connect-failed | gpu-node-3 | worker_ip | gloo tcp/tls/pair.cc (2020+) "Socket closed [ADDR]:PORT" with both as placeholder words, behind pdsh's prefix
            [2026-06-17 06:48:31 TP1] RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:538] Read error [10.0.0.2]:62791: Connection timed out | gloo.connect-failed |  | 10.0.0.2 | the numeric address gloo's Address::str() prints, read once by the address rule
            RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:538] Read error [fe80::1%eth0]:62791: Connection timed out | gloo.connect-failed |  | fe80::1%eth0 | an IPv6 link-local address with its zone, read as the address it is
            ERROR ... [core.py:2178] RuntimeError: ... [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 1800000ms for recv operation to complete ERROR ... RayWorkerProc rank=[3] died unexpectedly, shutting down executor. ray.exceptions.RayTaskError(RuntimeError) | gloo.timeout |  |  | gloo unbound_buffer.cc (2025) "Timed out waiting %dms for recv operation to complete" in vLLM's RayExecutorV2 log, its lines joined into one by a web page
            (EngineCore pid=630) [autoscaler] Error: No available node types can fulfill resource request\\n                     {'GPU': 1.0, 'node:192.168.50.192': 0.001}. | ray.resources-unavailable | 192.168.50.192 |  | Ray autoscaler "No available node types can fulfill resource request %s" for vLLM V1's first bundle, the request wrapped onto an indented line: the node it pins is the driver's address (VLLM_HOST_IP)
            (EngineCore pid=630) Waiting for creating a placement group of specs for 70 seconds.\\n                     specs=[{'GPU': 1.0, 'node:192.168.50.192': 0.001}, {'GPU': 1.0}]. | - |  |  | vLLM V1 ray_utils.py _wait_until_pg_ready "Waiting for creating a placement group of specs for %d seconds. specs=%s." wrapped: a wait that may still end
            INFO 04-01 02:46:20 ray_utils.py:214] Waiting for creating a placement group of specs for 30 seconds. specs=[{'node:10.163.194.101': 0.001, 'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node. | - |  |  | vLLM 0.7-0.8 executor/ray_utils.py: the same wait with its VLLM_HOST_IP advice, still a wait
            (EngineCore_DP0 pid=1088) (RayWorkerWrapper pid=285, ip=192.168.177.12) spark2:285:285 [0] NCCL INFO comm 0x1095e9d0 rank 1 nRanks 2 nNodes 2 localRanks 1 localRank 0 MNNVL 0 | - |  |  | vLLM 0.11+ V1: NCCL INFO behind the engine core's and the Ray worker's prefixes (healthy)
            (EngineCore_DP0 pid=2301) (RayWorkerWrapper pid=2981, ip=169.254.28.198) spark-3995:2981:3111 [0] NCCL INFO NET/IB : GPU Direct RDMA (DMABUF) enabled for HCA 0 'rocep1s0f1 | - |  |  | the same for NCCL's IB transport line cut inside its quotes (healthy)
            (EngineCore_DP0 pid=1088) (RayWorkerWrapper pid=285, ip=192.168.177.12) ERROR 12-17 23:28:01 [worker_base.py:620] RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details) | nccl.system-error | 192.168.177.12 |  | vLLM pynccl_wrapper.py NCCL_CHECK "NCCL error: %s" behind V1's doubled prefix: the Ray worker's address is the host
            (EngineCore_DP0 pid=1088) WARNING 12-17 23:27:50 [ray_utils.py:207] tensor_parallel_size=2 is bigger than a reserved number of GPUs (1 GPUs) in a node 9b520231c0732c57debefe20b1e67dd01e4d5fcf474c048cf68c4789. Tensor parallel workers can be spread out to 2+ nodes which can degrade the performance unless you have fast interconnect across nodes, like Infiniband. To resolve this issue, make sure you have more than 2 GPUs available at each node. | - |  |  | vLLM ray_utils.py _verify_bundles: TP spread over nodes is a performance warning, no failure
            (EngineCore pid=630) WARNING [ray_utils.py:556] Tensor parallel size (2) exceeds available GPUs (1). This may result in Ray placement group allocation failures. Consider reducing tensor_parallel_size to 1 or less, or ensure your Ray cluster has 2 GPUs available. | - |  |  | vLLM 0.11+ ray_utils.py initialize_ray_cluster: compares with the driver node's own GPUs, so every multi-node run prints it
            # [Bug]: "NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl- (size 192814336), error: No such file or directory (2)" | nccl.shm-failed |  |  | NCCL 2.21-2.26 shmutils.c "Error while attaching to shared memory segment %s (size %ld), error: %s (%d)" quoted in an issue title
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
