package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * JAX, XLA and TensorFlow across hosts, a third batch (issue 26): JAX's jax.make_mesh refusing a device set that spans more than one slice
 * (every node of a multi-node GPU job is one), as Python prints it, behind launcher prefixes and quoted in prose; TensorFlow's master
 * logging "Master init: " with an Unavailable status when a task of its cluster did not answer (master.cc); and the wordings of this
 * batch's logs that doctor already read (XLA's NCCL wrappers' failures, NCCL's duplicate GPU behind mpirun's tag on hosts named after their
 * address, the coordination service's and the 2021 distributed service's healthy lines). One row per wording and release, with host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class JaxThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: `jax.make_mesh` does not support multi-slice topologies. Please use jax.experimental.mesh_utils.create_hybrid_device_mesh | python.package-mismatch |  |  | jax-ml/jax jax/_src/sharding_impls.py make_mesh (0.4.3x-0.11): the ValueError as Python prints it
            Traceback (most recent call last):\\n  File "/opt/venv/lib/python3.12/site-packages/jax/_src/sharding_impls.py", line 1312, in make_mesh\\n    raise ValueError(\\nValueError: `jax.make_mesh` does not support multi-slice topologies. Please use jax.experimental.mesh_utils.create_hybrid_device_mesh | python.package-mismatch |  |  | the same at the end of its traceback
            1: ValueError: `jax.make_mesh` does not support multi-slice topologies. Please use jax.experimental.mesh_utils.create_hybrid_device_mesh | python.package-mismatch |  |  | the same behind srun --label
            gpu-node-02: ValueError: `jax.make_mesh` does not support multi-slice topologies. Please use jax.experimental.mesh_utils.create_hybrid_device_mesh | python.package-mismatch | gpu-node-02 |  | the same behind pdsh's host prefix
            every process raises `ValueError: jax.make_mesh does not support multi-slice topologies` once the job spans two nodes | python.package-mismatch |  |  | the same quoted in a sentence, without backticks around the API and without JAX's advice
            mesh = jax.make_mesh((2, 4), ('data', 'model')) | - |  |  | a program line that builds a mesh: no failure
            NCCL operation ncclGroupEnd() failed: unhandled system error | nccl.system-error |  |  | XLA's NCCL wrapper (nccl_utils / nccl_all_reduce_thunk, jaxlib 0.1-0.4) as an issue's title
            [1,3]<stdout>:1205-093311-abcd1234-10-0-1-17:2211:2290 [0] init.cc:497 NCCL WARN Duplicate GPU detected : rank 3 and rank 1 both on CUDA device 1b0 | nccl.duplicate-gpu | 1205-093311-abcd1234-10-0-1-17 |  | NCCL 2.1x init.cc behind mpirun --tag-output, on a host named with a date and its address (a Databricks worker)
            ip-10-0-1-17:2211:2290 [0] init.cc:748 NCCL WARN Duplicate GPU detected : rank 3 and rank 1 both on CUDA device 1b000 | nccl.duplicate-gpu | ip-10-0-1-17 |  | NCCL 2.1x init.cc on an EC2-style host name
            2023-09-15 02:15:50.592342: I external/tsl/tsl/distributed_runtime/coordination/coordination_service.cc:551] /job:jax_worker/replica:0/task:12 has connected to coordination service. Incarnation: 9502647996696210448 | - |  |  | TSL coordination_service.cc (2023): a task connecting is no failure
            2021-10-26 01:19:17.133471: I external/org_tensorflow/tensorflow/compiler/xla/pjrt/distribute\\nd/service.cc:369] Jax service listening on 10.128.0.47:1456\\n2021-10-26 01:19:28.376179: I external/org_tensorflow/tensorflow/compiler/xla/pjrt/distribute\\nd/client.cc:180] Distributed task shutdown result: OK | - |  |  | XLA pjrt/distributed service.cc and client.cc (jaxlib 0.1.7x, 2021), lines wrapped inside the path: no failure
            2018-05-15 18:32:51.321405: E tensorflow/core/distributed_runtime/master.cc:269] Master init: Unavailable: OS Error | tf.peer-unavailable |  |  | tensorflow 1.x core/distributed_runtime/master.cc DeviceFinder::WhenFound "Master init: " with Status::ToString's 1.x code name
            E0312 10:11:12.131415 139912345678912 master.cc:299] Master init: UNAVAILABLE: failed to connect to all addresses | tf.peer-unavailable |  |  | the same with an upper-case status code and grpc's reason, behind absl's log prefix
            worker-0: 2019-03-01 08:00:00.000001: E tensorflow/core/distributed_runtime/master.cc:272] Master init: Unavailable: Connection refused | tf.peer-unavailable | worker-0 |  | the same behind pdsh's host prefix
            2018-05-15 18:32:49.137081: I tensorflow/core/distributed_runtime/master.cc:221] CreateSession still waiting for response from worker: /job:ps/replica:0/task:1 | - |  |  | master.cc's INFO line while it waits: no failure by itself
            2018-05-15 18:32:51.321405: E tensorflow/core/distributed_runtime/master.cc:269] Master init: Deadline exceeded: Timed out | - |  |  | another status than Unavailable: not this rule
            [1]<stdout>:Exception: Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. | horovod.shut-down |  |  | Horovod 0.2x common/operations.cc SHUT_DOWN_ERROR inside another exception's text, behind horovodrun's gloo [N]<stdout>: prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
