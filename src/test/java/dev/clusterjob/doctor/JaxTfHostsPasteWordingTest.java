package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * JAX, XLA and TensorFlow across hosts as users paste them (issue 26, a second batch): TensorFlow's collectives and RPC clients that lost
 * a peer task over gRPC (base_collective_executor.cc, ring_reducer.cc, grpc_remote_master.cc, Python's UnavailableError; the peer from
 * grpc core's "Error received from peer"), XLA's NCCL calls that fail with a status that has no code of its own, and the coordination
 * service's wordings that stay JAX's (its shutdown warning is no failure). One row per wording and release, with host names of several
 * shapes behind launcher prefixes; the codes of the findings in order ("-": no error), the host and peer of the first. {@code \n} in a row
 * is a line break.
 */
class JaxTfHostsPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            tensorflow.python.framework.errors_impl.UnavailableError: Socket closed | tf.peer-unavailable |  |  | tensorflow python framework/errors_impl.py UnavailableError (2.x), the gRPC status's message alone
            worker-1: tensorflow.python.framework.errors_impl.UnavailableError: Connection reset by peer | tf.peer-unavailable | worker-1 |  | the same with a reset connection, behind pdsh's prefix
            2019-05-19 15:08:13.136034: E tensorflow/core/common_runtime/ring_reducer.cc:369] Aborting RingReduce with Unavailable: Socket closed | tf.peer-unavailable |  |  | tensorflow 1.13 core/common_runtime/ring_reducer.cc "Aborting RingReduce with %s" (TF 1.x status text "Unavailable: ")
            [1,3]<stderr>:2019-05-19 15:08:13.136042: W tensorflow/core/common_runtime/base_collective_executor.cc:203] BaseCollectiveExecutor::StartAbort Unavailable: Socket closed | tf.peer-unavailable |  |  | tensorflow 1.13-2.6 base_collective_executor.cc "BaseCollectiveExecutor::StartAbort %s", behind mpirun --tag-output
            0: 2021-11-17 12:30:37.903000: E tensorflow/core/common_runtime/base_collective_executor.cc:249] BaseCollectiveExecutor::StartAbort UNAVAILABLE: failed to connect to all addresses | tf.peer-unavailable |  |  | tensorflow 2.7+ (upper-case status names) base_collective_executor.cc, a peer that cannot be reached, behind srun --label
            node12.cluster.example.org: tensorflow.python.framework.errors_impl.UnavailableError: Collective ops is aborted by: Socket closed | tf.peer-unavailable | node12.cluster.example.org |  | tensorflow 2.4+ base_collective_executor.cc StartAbort's "Collective ops is aborted by: %s" as Python raises it, behind pdsh's prefix
            :{"created":"@1695477545.552923440","description":"Error received from peer ipv4:10.97.207.26:37937","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Collective ops is aborted by: Collective ops is aborted by: Socket closed Additional GRPC error information from remote target /job:worker/replica:0/task:1: :{"created":"@1695477545.542820388","description":"Error received from peer ipv4:10.193.193.154:46431","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14} | tf.peer-unavailable |  | 10.193.193.154 | grpc core 1.2x-1.4x call.cc JSON error text relayed by two tasks: the peer is the innermost one, whose own message is the closed socket (the JSON's escaped line breaks written as spaces: this table's backslash-n is a line break)
            W tensorflow/core/distributed_runtime/rpc/grpc_remote_master.cc:157] RPC failed with status = "UNAVAILABLE: Socket closed" and grpc_error_string = "{"created":"@1662535932.549287619","description":"Error received from peer ipv4:10.115.174.50:8470","file":"external/com_github_grpc_grpc/src/core/lib/surface/call.cc","file_line":1056,"grpc_message":"Socket closed","grpc_status":14}", maybe retrying the RPC | tf.peer-unavailable |  | 10.115.174.50 | tensorflow distributed_runtime/rpc/grpc_remote_master.cc "RPC failed with status = \\"%s\\" and grpc_error_string = \\"%s\\", maybe retrying the RPC" (a TPU worker's gRPC master)
            ERROR:tensorflow:Remote function on worker /job:worker/replica:0/task:1 failed with UnavailableError():failed to connect to all addresses | tf.peer-unavailable |  |  | tensorflow 2.4+ distribute/coordinator/cluster_coordinator.py (ParameterServerStrategy) logging the worker's error
            tf-worker-0.tf.svc.cluster.local: UnavailableError: Collective ops is aborted by: Socket closed Additional GRPC error information from remote target /job:worker/replica:0/task:1 while calling /tensorflow.WorkerService/RecvBuf: :UNKNOWN:Error received from peer ipv4:10.2.0.7:2222 {grpc_message:"Socket closed", grpc_status:14} | tf.peer-unavailable | tf-worker-0.tf.svc.cluster.local |  10.2.0.7 | grpc core 1.5x's text form (":UNKNOWN:Error received from peer %s {grpc_message:...}"), the message's lines joined by a paste, behind a Kubernetes pod's name
            2018-09-19 20:50:08.294697: W tensorflow/core/common_runtime/base_collective_executor.cc:203] BaseCollectiveExecutor::StartAbort Out of range: End of sequence | - |  |  | base_collective_executor.cc relaying an input pipeline's end: no lost peer
            E0131 10:21:35.025511 W external/tsl/tsl/distributed_runtime/preemption/preemption_sync_manager.cc:170] Failed to retrieve preemption notice from coordination service: UNAVAILABLE: Socket closed | - |  |  | TSL preemption_sync_manager.cc under JAX: a warning at exit when process 0's coordination service is gone first, no TensorFlow task
            RuntimeError: Internal: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.cc:162: NCCL operation ncclAllReduce(send_buffer, recv_buffer, buffer.element_count, datatype, reduce_op, comm, *cu_stream) failed: invalid usage: while running replica 0 and partition 0 of a replicated computation (other replicas may have failed as well). | torch.dist-backend-error |  |  | XLA nccl_all_reduce_thunk.cc in org_tensorflow (2021) "%s:%d: NCCL operation %s failed: %s" through jaxlib's RuntimeError
            gpu-07: jaxlib.xla_extension.XlaRuntimeError: INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:275: NCCL operation ncclCommInitRank(comm.get(), nranks, id, rank) failed: invalid usage; current tracing scope: all-reduce-start.12 | torch.dist-backend-error | gpu-07 |  | XLA nccl_utils.cc (2023) with its tracing scope, behind pdsh's prefix
            [rank3]: jax.errors.JaxRuntimeError: INTERNAL: NCCL operation ncclGroupEnd() failed: invalid argument (run with NCCL_DEBUG=WARN for details). Last NCCL warning(error) log entry (may be unrelated) 'Invalid config blocking attribute value -2147483648'. | torch.dist-backend-error |  |  | openxla nccl_api.cc (2024+) with the last WARN line after it, behind a rank prefix
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
