package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Per-process limits that differ between the login node, the batch step and the ranks a launcher starts, as the runtimes of a job
 * word them: a thread that libgomp, the LLVM / Intel OpenMP runtime, NCCL or a JVM could not start, or a program that prints
 * pthread_create's EAGAIN in strerror's words, is node.process-limit; so is the open files limit where TensorPipe holds a socket per peer
 * (its libuv and system errors), and a warning where slurmstepd could not give the step the submit host's limit
 * (PropagateResourceLimits). NCCL's accept and socket calls at that limit stay nccl.socket-error, the call that failed. The negatives:
 * OpenMP's info and warning lines, the format strings in source, a script comment naming the error, NCCL's retry line, a job script's
 * comment, and OpenBLAS's wording (one finding, not two). Columns: the codes of the findings in order ("-": none), the host and peer of the first,
 * the source. {@code \n} is a line break.
 */
class SampledNodeLimitsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            libgomp: Thread creation failed: Resource temporarily unavailable | node.process-limit |  |  | gcc libgomp team.c gomp_team_start (4.2-15): gomp_fatal's prefix and strerror(EAGAIN)
            gpu-node4: libgomp: Thread creation failed: Cannot allocate memory | node.process-limit | gpu-node4 |  | the same with ENOMEM (the stack's address space) under pdsh's host prefix
            OMP: Error #34: System unable to allocate necessary resources for OMP thread:\\nOMP: System error #11: Resource temporarily unavailable\\nOMP: Hint Try decreasing the value of OMP_NUM_THREADS. | node.process-limit |  |  | LLVM / Intel OpenMP i18n/en_US.txt NoResourcesForWorkerThread, then SysErr and the hint
            OMP: Error #35: System unable to allocate necessary resources for the monitor thread: | node.process-limit |  |  | the same runtime's NoResourcesForMonitorThread
            [0.533s][warning][os,thread] Failed to start thread - pthread_create failed (EAGAIN) for attributes: stacksize: 1024k, guardsize: 4k, detached.\\nException in thread "main" java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached | node.process-limit |  |  | HotSpot os_linux.cpp (JDK 11-17) and jvm.cpp JVM_StartThread: one finding for both lines
            [warning][os,thread] Failed to start thread "Unknown thread" - pthread_create failed (EAGAIN) for attributes: stacksize: 1024k, guardsize: 0k, detached. | node.process-limit |  |  | HotSpot os_linux.cpp (JDK 17+), the thread's name in quotes
            Exception in thread "main" java.lang.OutOfMemoryError: unable to create new native thread | node.process-limit |  |  | HotSpot (JDK 8): the older wording
            gpu-node7:1234:1300 [0] NCCL WARN Thread creation failed: Resource temporarily unavailable | node.process-limit | gpu-node7 |  | NCCL 2.29+ checks.h STDTHREADCREATE: std::system_error's text
            node12:4321:4400 [3] NCCL WARN Call to pthread_create failed: Resource temporarily unavailable | node.process-limit | node12 |  | NCCL checks.h PTHREADCHECK: strerror of pthread_create's return value
            thread_monitor Resource temporarily unavailable in pthread_create | node.process-limit |  |  | Caffe issue 889: MATLAB's runtime, the error before the call's name
            app[worker_2.1]: /app/vendor/bundle/ruby/2.5.0/gems/childprocess-0.9.0/lib/childprocess/unix/fork_exec_process.rb:20: warning: pthread_create failed for timer: Resource temporarily unavailable, scheduling broken | node.process-limit |  |  | Ruby thread_pthread.c: the timer thread it could not start
            node[849]: pthread_create: Resource temporarily unavailable | node.process-limit |  |  | node.js: "pthread_create: %s"
            0 0 0 pthread_create(): Resource temporarily unavailable | node.process-limit |  |  | 3proxy: the call's name with its parentheses
            OpenBLAS blas_thread_init: pthread_create failed for thread 20 of 64: Resource temporarily unavailable | node.process-limit |  |  | OpenBLAS's wording stays one finding (the rule for OpenBLAS and Go, not this one too)
            At 4+ nodes, NCCL bootstrap exhausts it \u2014 `ncclOsSocketTryAccept: Accept failed: Too many open files` \u2192 `ncclGroupEnd() INTERNAL` on the first `jit_step` | nccl.socket-error |  |  | spd pull request 957: NCCL 2.29-2.30 src/os/linux.cc in backticks: NCCL's accept at the limit stays the socket error (its hint names ulimit -n)
            gpu-a-12:2712:2790 [0] misc/socket.cc:487 NCCL WARN socketTryAccept: Accept failed: Too many open files | nccl.socket-error | gpu-a-12 |  | NCCL 2.18-2.28 misc/socket.cc: the same, the header's host
            n3:100:200 [1] NCCL WARN Net : Socket creation failed : Too many open files | nccl.socket-error | n3 |  | NCCL 2.3-2.12: the socket call itself at the limit, a socket error too
              what():  In connectFromLoop at tensorpipe/transport/uv/uv.h:297 "rv < 0: too many open files" | node.process-limit |  |  | tensorpipe issue 460: TP_THROW_ASSERT_IF with libuv's UV_EMFILE text
            [W tensorpipe_agent.cpp:940] RPC agent for worker3 encountered error when accepting incoming pipe: EMFILE: too many open files (this error originated at tensorpipe/transport/uv/listener_impl.cc:102) | node.process-limit |  |  | TensorPipe's UVError (uv_err_name, uv_strerror) as the RPC agent prints it
            slurmstepd: error: Can't propagate RLIMIT_MEMLOCK of 'unlimited' from submit host: Operation not permitted | node.process-limit |  |  | Slurm slurmstepd ulimits.c _set_limit: the submit shell's memlock refused by the node (srun --propagate's error)
            slurmstepd-gpu07: error: Can't propagate RLIMIT_NOFILE of 1048576 from submit host: Operation not permitted | node.process-limit | gpu07 |  | the same for the open files limit, slurmstepd naming its node
            [2020-07-05T08:51:30.123] [56.0] Can't propagate RLIMIT_MEMLOCK of 'unlimited' from submit host: Operation not permitted | node.process-limit |  |  | the same in slurmd's log at verbose level (PropagateResourceLimits from slurm.conf)
            [2016-01-21T12:48:37.805] [103.0] _set_limit: conf setrlimit RLIMIT_MEMLOCK no change in value: 18446744073709551615 | - |  |  | negative: slurmd's debug2 line when the limit is already the submit host's
            OMP: Warning #96: Cannot form a team with 48 threads, using 12 instead. | - |  |  | negative: the runtime took fewer threads and went on
            OMP: Info #276: omp_set_nested routine deprecated, please use omp_set_max_active_levels instead. | - |  |  | negative: an info line of the same runtime
            os.environ["OMP_NUM_THREADS"] = "1" # Error #34: System unable to allocate necessary resources for OMP thread:" | - |  |  | negative: a script's comment naming the error, no runtime's prefix
                gomp_fatal ("Thread creation failed: %s", strerror (err)); | - |  |  | negative: the format string in libgomp's source
            node12:4321:4400 [3] NCCL INFO Call to accept returned Resource temporarily unavailable, retrying | - |  |  | negative: NCCL's SYSCHECKSYNC retry line, EAGAIN on a non-blocking socket
            ulimit -n 65536  # or NCCL fails with Too many open files | - |  |  | negative: a job script's comment
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
