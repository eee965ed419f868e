package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * FSDP, FSDP2, DTensor and their launchers failing across nodes, as users paste them: torch's DistributedSampler
 * refusing a rank outside the world the framework computed (Lightning's FSDPStrategy without num_nodes), a Python exception line
 * indented by the paste (an issue template's code block, a markdown list), a Ray actor's creation task under a named actor, torch
 * elastic's Root Cause entry without an error file before the rank's own exception, and the NCCL watchdog's report re-wrapped by
 * hand or glued to a progress bar. One row per wording and release, with host names of several shapes; the codes of the findings in
 * order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class FsdpAcrossNodesPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: Invalid rank 8, rank should be in the interval [0, 7] | parallel.layout-mismatch |  |  | torch 2.0-2.11 torch/utils/data/distributed.py DistributedSampler (the f-string): Lightning 2.0 FSDPStrategy on 5 nodes without num_nodes
            gpu-07: ValueError: Invalid rank 1, rank should be in the interval [0, 0] | parallel.layout-mismatch | gpu-07 |  | torch 1.x DistributedSampler ("...interval" " [0, {}]".format), Lightning 1.9's DDPFullyShardedNativeStrategy, behind pdsh's prefix
            [rank12]: ValueError: Invalid rank 12, rank should be in the interval [0, 7] | parallel.layout-mismatch |  |  | the same behind torchrun's [rankN]: prefix
            (RayTrainWorker pid=2211, ip=10.41.0.8) ValueError: Invalid rank 3, rank should be in the interval [0, 1] | parallel.layout-mismatch | 10.41.0.8 |  | the same in a Ray worker's output (the prefix's address is the host)
            27: ValueError: Invalid rank 27, rank should be in the interval [0, 7] | parallel.layout-mismatch |  |  | the same behind srun --label (a task number, no host)
            node12.cluster.example.org: ValueError: Invalid rank 9, rank should be in the interval [0, 7] | parallel.layout-mismatch | node12.cluster.example.org |  | the same behind a fully qualified host's prefix
            File "/opt/conda/lib/python3.10/site-packages/torch/utils/data/distributed.py", line 68, in __init__\\n                "Invalid rank {}, rank should be in the interval" | - |  |  | the format string in a traceback's source line (torch 1.x): no digits, no error
            ### Error\\n\\n```\\n  ValueError: All operands in aten.stack.default must have the same mesh, but got DeviceMesh('cuda', [1, 3], mesh_dim_names=('dp_shard_cp',)) and DeviceMesh('cuda', [[0, 1], [2, 3]], mesh_dim_names=('dp_shard_cp', 'tp')). | torch.exception |  |  | torch 2.7-2.9 DTensor dispatch's mesh check under torchtitan, indented two blanks by an issue template's code block
            - the error on every rank:\\n    RuntimeError: Expected all tensors to be on the same device, but got index is on cpu, different from other tensors on cuda:0 (when checking argument in method wrapper_CUDA__index_select) | torch.exception |  |  | torch 2.8+ wording of the device check ("but got NAME is on DEVICE, different from other tensors on DEVICE"), indented four blanks in a markdown list
            (DTensorPolicyWorker pid=343603) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::lm_policy-0-2:DTensorPolicyWorker.__init__() (pid=343603, ip=10.182.0.80, actor_id=87eda088ff87e9a825b334fc01000000, repr=DTensorPolicyWorker[rank=2]) [repeated 6x across cluster] | ray.actor-died | 10.182.0.80 |  | Ray 2.x RayTaskError of a named actor ("NAME:Class.method()", a name with hyphens), NeMo RL's FSDP2 policy worker
            The actor died because of an error raised in its creation task, ray::DTensorPolicyWorkerV2.__init__() (pid=1276099, ip=10.65.6.79, actor_id=5f0a, repr=DTensorPolicyWorkerV2[rank=24]) | ray.actor-died | 10.65.6.79 |  | Ray 2.x RayTaskError of an unnamed actor ("Class.method()")
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2024-06-28_16:52:43\\n  host      : [gpu017.hpc.example.edu](http://gpu017.hpc.example.edu/)\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 11965)\\n  error_file: <N/A>\\n  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html\\n============================================================\\n[rank0]: RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument index in method wrapper_CUDA__index_select) | torch.exception,torch.child-failed | gpu017.hpc.example.edu |  | torch 1.9-2.11 elastic Root Cause entry without an error file (an outcome), the rank's own exception pasted after it; the host as a markdown link
            [Rank 4] Watchdog caught collective operation timeout:\\nWorkNCCL(SeqNum=27732, OpType=_REDUCE_SCATTER_BASE,\\n         NumelIn=215585536, NumelOut=26948192, Timeout(ms)=1800000)\\n         ran for 1800003 milliseconds before timing out. | torch.watchdog-timeout |  |  | torch 2.4-2.9 ProcessGroupNCCL checkTimeout's report re-wrapped by hand over four lines (FSDP2 reduce-scatter)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
