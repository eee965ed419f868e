package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * JAX, TensorFlow and Horovod across nodes as users paste them: gloo's connect check before 2019 (the EnforceNotMet
 * "optval == 0. ERRNO vs 0. SO_ERROR: %s" of transport/tcp/pair.cc), Horovod's own gloo rendezvous store (http_store.cc's "Wait timeout
 * after N seconds for key(s): " with and without its HOROVOD_GLOO_TIMEOUT_SECONDS advice, and "HTTP GET request failed too many times"),
 * and XLA's "NCCL operation %s failed: %s" cut after the call's name. One row per wording and release, behind launcher prefixes and with
 * host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is
 * a line break.
 */
class JaxTfHorovodThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            terminate called after throwing an instance of 'gloo::EnforceNotMet'\\n  what():  [enforce fail at /home/u/gloo/gloo/transport/tcp/pair.cc:498] optval == 0. 111 vs 0. SO_ERROR: Connection refused | gloo.connect-failed |  |  | gloo 2017 transport/tcp/pair.cc:498 Pair::handleConnecting GLOO_ENFORCE_EQ(optval, 0, "SO_ERROR: ", strerror(optval)) in terminate's what() line
            gpu-07:   what():  [enforce fail at /opt/gloo/gloo/transport/tcp/pair.cc:563] optval == 0. 113 vs 0. SO_ERROR: No route to host | gloo.connect-failed | gpu-07 |  | gloo 2018 pair.cc: the same check with EHOSTUNREACH, behind pdsh's prefix
            [1,3]<stderr>:  what():  [enforce fail at third_party/gloo/gloo/transport/tcp/pair.cc:601] optval == 0. 110 vs 0. SO_ERROR: Connection timed out | gloo.connect-failed |  |  | gloo inside Horovod 0.16 (third_party/gloo), behind mpirun --tag-output
            terminate called after throwing an instance of 'gloo::EnforceNotMet'\\n  what():  [enforce fail at /gloo/gloo/transport/tcp/pair.cc:498] optval == 0. 111 vs 0. SO_ERROR: Connection refused\\n--------------------------------------------------------------------------\\nmpirun noticed that process rank 1 with PID 29013 on node node12.cluster.example.org exited on signal 6 (Aborted). | gloo.connect-failed,mpi.process-failed | node12.cluster.example.org |  | gloo 2017 pair.cc under Open MPI 2.x-4.x mpirun: the rank that threw names the node
            [1,0]<stderr>:  what():  [enforce fail at /gloo/gloo/transport/tcp/pair.cc:498] optval == 0. 111 vs 0. SO_ERROR: | gloo.connect-failed |  |  | gloo 2017 pair.cc cut after "SO_ERROR:" (its reason wrapped onto the next line by a paste): the errno is enough
            Internal: external/org_tensorflow/tensorflow/compiler/xla/service/gpu/nccl_all_reduce_thunk.cc:162: NCCL operation ncclAllReduce(send_buffer, recv_buffer, buffer.element_co | - |  |  | XLA in org_tensorflow (2021) wrapped inside the call's arguments: not read as a call cut after its name (the status is on a later line)
            terminate called after throwing an instance of 'gloo::IoException'\\n  what():  [/tmp/pip-install-43a3uo3a/horovod_33a4/horovod/common/gloo/http_store.cc:57] [/tmp/pip-install-43a3uo3a/horovod_33a4/horovod/common/gloo/http_store.cc:57] Wait timeout after 30 seconds for key(s): 0. You may want to increase the timeout via HOROVOD_GLOO_TIMEOUT_SECONDS | torch.rendezvous-timeout |  |  | Horovod 0.25-0.28 http_store.cc:57 HTTPStore::wait with the timeout advice (under Ray's BaseHorovodWorker)
            (BaseHorovodWorker pid=14896, ip=10.41.0.8)   what():  [/usr/local/lib/python3.8/site-packages/horovod/common/gloo/http_store.cc:57] Wait timeout after 300 seconds for key(s): 3 | torch.rendezvous-timeout | 10.41.0.8 |  | Horovod 0.2x http_store.cc without the advice, behind Ray's worker prefix with its address
            node-a1: [1]<stderr>:  what():  [horovod/common/gloo/http_store.cc:55] Wait timeout after 60 seconds for key(s): 1 | torch.rendezvous-timeout | node-a1 |  |  Horovod 0.19-0.21 http_store.cc:55 under horovodrun's gloo launcher ([N]<stderr>: prefix) behind pdsh's prefix
            (pid=11118) [2021-03-26 08:37:42.910981: E /tmp/pip-install-1br0pr96/horovod_284c8b944a414cd09d36e9484ace2798/horovod/common/gloo/http_store.cc:96] HTTP GET request failed too many times, aborting. See exception message above. | torch.store-failed |  |  | Horovod 0.21 http_store.cc:96 HTTPStore::PerformHTTP's LOG(ERROR) under Ray (pid prefix only)
            gpu-07: [2022-05-01 10:00:00.000001: E horovod/common/gloo/http_store.cc:101] HTTP GET request failed too many times, aborting. See exception message above. | torch.store-failed | gpu-07 |  | Horovod 0.24-0.28 http_store.cc:101, behind pdsh's prefix
            in nnx.jit: jaxlib._jax.XlaRuntimeError: INTERNAL: NCCL operation ncclAllReduce | torch.dist-backend-error |  |  | openxla nccl_api.cc "%s:%d: NCCL operation %s failed: %s" cut after the call, jax 0.7 (jaxlib._jax) in an issue title
            0: jaxlib.xla_extension.XlaRuntimeError: INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:305: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed | torch.dist-backend-error |  |  | xla service/gpu/nccl_utils.cc (2023) cut before its status, behind srun --label
            jaxlib.xla_extension.XlaRuntimeError: INTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:305: NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: invalid usage (run with NCCL_DEBUG=WARN for details) | torch.dist-backend-error |  |  | the whole line with its status: read once, by doc119's rule (this one steps aside)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
