package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Per-process limits on compute nodes as training jobs print them: a thread the process could not start (OpenBLAS's blas_thread_init in
 * its 0.2.x and 0.3.x wordings, CPython's "can't start new thread" in Python 3 and 2, Go's runtime/cgo) is node.process-limit; the open
 * files limit hit by DataLoader workers (torch's own message, CPython's recvfds "received 0 items of ancdata", an Errno 24 without a file
 * name) stays torch.dataloader-shm; and the negatives (a test that fakes the error in code, a resource the program merely waits for, the
 * limit's own advice line alone, an open() of a named file). Columns: the codes of the findings in order ("-": none), the host and peer
 * of the first, the source. {@code \n} is a line break.
 */
class SampledProcessLimitsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OpenBLAS blas_thread_init: pthread_create failed for thread 20 of 64: Resource temporarily unavailable\\nOpenBLAS blas_thread_init: RLIMIT_NPROC 1287654 current, 1287654 max | node.process-limit |  |  | detectron2 issue 3900: OpenBLAS 0.3.x driver/others/blas_server.c, the failure and the limit's line
            OpenBLAS blas_thread_init: pthread_create failed for thread 18 of 56: Resource temporarily unavailable\\nOpenBLAS blas_thread_init: ensure that your address space and process count limits are big enough (ulimit -a)\\nOpenBLAS blas_thread_init: or set a smaller OPENBLAS_NUM_THREADS to fit into what you have available | node.process-limit |  |  | OpenBLAS 0.3.2x: the failure with the advice lines after it
            OpenBLAS blas_thread_init: pthread_create: Resource temporarily unavailable\\nOpenBLAS blas_thread_init: RLIMIT_NPROC X current, X max | node.process-limit |  |  | vLLM issue 5645: OpenBLAS 0.2.x's wording, the limit's numbers elided as published
            OpenBLAS blas_thread_init: pthread_create failed for thread 1 of 16: Operation not permitted | node.process-limit |  |  | OpenBLAS 0.3.x: EPERM, a container's seccomp profile refusing clone3
            OpenBLAS blas_thread_init: pthread_create failed for thread 3 of 48: Cannot allocate memory | node.process-limit |  |  | OpenBLAS 0.3.x: ENOMEM, the address space limit (ulimit -v) leaves no room for a thread's stack
            The error: RuntimeError: can't start new thread | node.process-limit |  |  | PaddleSeg issue 1184: CPython _threadmodule.c's ThreadError (RuntimeError in Python 3) in an issue title
                _start_new_thread(self._bootstrap, ())\\nRuntimeError: can't start new thread | node.process-limit |  |  | dask distributed under OpenBLAS issue 1767: the traceback's last frame and the error
            gpu-node3: OpenBLAS blas_thread_init: pthread_create failed for thread 5 of 64: Resource temporarily unavailable | node.process-limit | gpu-node3 |  | the same under pdsh's host prefix: names the node
            thread.error: can't start new thread | node.process-limit |  |  | Python 2's thread.error, the same message
            runtime/cgo: pthread_create failed: Resource temporarily unavailable | node.process-limit |  |  | Go runtime/cgo gcc_libinit.c: a Go helper (a launcher, an exporter) out of threads
            RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code | torch.dataloader-shm |  |  | torch utils/data/dataloader.py _try_get_data: the open files limit, DataLoader workers' file descriptors
            RuntimeError: received 0 items of ancdata | torch.dataloader-shm |  |  | CPython multiprocessing/reduction.py recvfds under torch's file_descriptor sharing strategy
            OSError: [Errno 24] Too many open files | torch.dataloader-shm |  |  | FD-GAN issue 44: Errno 24 with no file name, in an issue title
                raise RuntimeError("can't start new thread") | - |  |  | negative: a test that fakes the error in code
            OpenBLAS blas_thread_init: ensure that your address space and process count limits are big enough (ulimit -a) | - |  |  | negative: the advice line alone, no failure
            OSError: [Errno 24] Too many open files: '/data/train/000123.jpg' | torch.exception |  |  | negative for both codes: an open() of a named file at the limit is the script's own
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
