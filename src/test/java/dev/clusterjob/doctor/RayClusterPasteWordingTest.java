package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Ray clusters under training and serving as users paste their failures: `ray start --block` reporting the node's
 * raylet dead (scripts.py 0.8-1.0 "Ray processes died unexpectedly:" / "raylet died with exit code N", 1.0's "subprcesses", 1.1-2.x "Some
 * Ray subprocesses exited unexpectedly:" / "raylet [exit code=N]"), its node from the banner above ("Using IP address ADDR for this node.",
 * "Local node IP: ADDR", never a loopback one); the GCS client's time-out wording alone (gcs_rpc_client.h / gcs_client.cc, python's
 * RpcError); the memory monitor's kill as its caller re-raises it (RayTaskError(OutOfMemoryError), not torch's OutOfMemoryError); and a
 * worker address that is the wildcard 0.0.0.0 (no node). One row per wording and release, with host names of several shapes; the
 * codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class RayClusterPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2020-06-10 13:18:19,822 INFO scripts.py:429 -- Using IP address 172.31.130.57 for this node.\\n2020-06-10 13:18:20,846 ERROR scripts.py:447 -- Ray processes died unexpectedly:\\n2020-06-10 13:18:20,848 ERROR scripts.py:450 -- 	raylet died with exit code -6\\n2020-06-10 13:18:20,848 ERROR scripts.py:452 -- Killing remaining processes and exiting... | ray.node-died | 172.31.130.57 |  | Ray 0.8 scripts.py start --block: the node from its "Using IP address" banner
            gpu-07: ERROR scripts.py:447 -- Ray processes died unexpectedly:\\ngpu-07: ERROR scripts.py:450 -- 	raylet died with exit code -9 | ray.node-died | gpu-07 |  | the same behind pdsh's prefix (the prefix's host)
            Some Ray subprcesses exited unexpectedly:\\n  raylet [exit code=1] | ray.node-died |  |  | Ray 1.0 cli_logger's wording (its spelling), no banner: no node
            Local node IP: 10.20.30.40\\n--------------------\\nRay runtime started.\\n--------------------\\nSome Ray subprocesses exited unexpectedly:\\n  raylet [exit code=-11]\\nRemaining processes will be killed. | ray.node-died | 10.20.30.40 |  | Ray 1.1-2.x scripts.py: "Local node IP" banner, the process with its exit-code tag
            Local node IP: node12.cluster.example.org\\nSome Ray subprocesses exited unexpectedly:\\n  raylet [exit code=-9] | ray.node-died | node12.cluster.example.org |  | the same with --node-ip-address given as a host name
            Local node IP: 127.0.0.1\\nSome Ray subprocesses exited unexpectedly:\\n  raylet [exit code=-6] | ray.node-died |  |  | a loopback banner names no node
            0: Some Ray subprocesses exited unexpectedly:\\n0:   raylet [exit code=-9]\\n0: Remaining processes will be killed. | ray.node-died |  |  | Ray 2.x behind srun --label (a task number, no node)
            Some Ray subprocesses exited unexpectedly:\\n  log_monitor [exit code=1]\\nRemaining processes will be killed. | - |  |  | another Ray process (the log monitor) gone is not the node's death
            ray.exceptions.RpcError: Timed out while waiting for GCS to become available. | ray.gcs-connect-failed |  |  | Ray 2.x python RpcError of a worker or `ray status` (gcs_rpc_client.h's TimedOut status)
            + ray start --address=10.0.0.1:6379 --block\\nTimed out while waiting for GCS to become available. | ray.gcs-connect-failed |  | 10.0.0.1 | the wording alone after the echoed `ray start --address` (the head it was told to reach)
            When I execute ray-cluster in k8s, my worker pod keeps initializing, the log shows: `Timed out while waiting for GCS to become available` | ray.gcs-connect-failed |  |  | the wording quoted in inline code inside a sentence
            (raylet, ip=10.51.150.91) Failed to get cluster ID from GCS server: TimedOut:\\n(raylet, ip=10.51.150.91) Timed out while waiting for GCS to become available. [repeated 133x across cluster] | ray.gcs-connect-failed | 10.51.150.91 |  | gcs_client.cc's line wrapped before the status text, behind the driver's (raylet, ip=) prefix
            ray.exceptions.RayTaskError(OutOfMemoryError): ray::TaskRunner.run() (pid=98005, ip=7.242.108.37, actor_id=bd00e26f7735efb6a0f1093c01000000, repr=<main.TaskRunner object at 0xffff7d84f8f0>) | ray.oom | 7.242.108.37 |  | Ray 2.x RayTaskError.as_instanceof_cause of the memory monitor's OutOfMemoryError (the calling task's node)
            ray.exceptions.RayTaskError(OutOfMemoryError): ray::train_fn() (pid=311, ip=gpu-node-3) | ray.oom | gpu-node-3 |  | the same for a remote function on a node named by host name
            (TaskRunner pid=98005) ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory. | ray.oom |  |  | Ray 2.1-2.x exceptions.py OutOfMemoryError's own line (the report after it cut)
            ray.exceptions.RayTaskError(OutOfMemoryError): ray::Worker.step() (pid=42, ip=10.0.0.9, actor_id=ab12)\\n  File "train.py", line 10, in step\\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.02 GiB is free. | torch.cuda-oom | 10.0.0.9 |  | torch 2.5+'s OutOfMemoryError has Ray's class name: the GPU's memory, not the node's (the task's node from the header)
            (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: c3f4 Worker ID: 7e75 Node ID: b5b5 Worker IP address: 0.0.0.0 Worker port: 10176 Worker PID: 1633485 Worker exit type: SYSTEM_ERROR | ray.actor-died |  |  | Ray 2.x raylet node_manager.cc: a node started with --node-ip-address 0.0.0.0 reports the wildcard, no node
            (raylet, ip=10.0.0.7) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. Lease ID: 0100 Worker ID: 8bbd Node ID: 8382 Worker IP address: 0.0.0.0 Worker port: 10185 Worker PID: 232845 Worker exit type: SYSTEM_ERROR | ray.actor-died | 10.0.0.7 |  | Ray 2.5x ("Lease ID"): the wildcard in the fields, the node from the driver's prefix
            ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\\n	class_name: WorkerDict\\n	actor_id: c2de\\n	pid: 12903\\n	ip: 0.0.0.0\\nThe actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR | ray.actor-died |  |  | Ray 2.x exceptions.py ActorDiedError's ip field as the wildcard: no node
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
