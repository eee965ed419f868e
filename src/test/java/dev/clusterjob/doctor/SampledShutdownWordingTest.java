package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * Jobs that do not end cleanly after their training: CPython's fatal error while the interpreter finalizes (and while it runs), the C++
 * runtime's terminate with no exception in flight, abseil's failure signal handler (Ray's core worker crashing as an actor exits), and a
 * launcher that finds the training process still there after the run and signals it. Negatives: an interpreter that could not start,
 * another process's SIGTERM, a launcher's report of a process that exited with a code. Columns: the codes of the findings in order ("-":
 * no error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break, {@code \e} the escape character.
 */
class SampledShutdownWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Fatal Python error: PyGILState_Release: thread state ... must be current when releasing\\nPython runtime state: finalizing | process.crashed |  |  | the corpus log: CPython 3.9+ Py_FatalError with the function's name, the runtime state cut after "finalizing" by the poster
            Fatal Python error: _enter_buffered_busy: could not acquire lock for <_io.BufferedWriter name='<stdout>'> at interpreter shutdown, possibly due to daemon threads\\nPython runtime state: finalizing (tstate=0x0000000103ceeb10) | process.crashed |  |  | CPython 3.9+ fatal_error_dump_runtime's "finalizing (tstate=0x%016lx)", a daemon thread holding stdout's lock at shutdown
            Fatal Python error: PyEval_RestoreThread: NULL tstate\\nPython runtime state: finalizing (tstate=0x55d0c6a5e7a0) | process.crashed |  |  | CPython 3.8's "finalizing (tstate=%p)"
            gpu07: Fatal Python error: take_gil: PyMUTEX_LOCK(gil->mutex) failed\\ngpu07: Python runtime state: finalizing (tstate=0x00005581b7c3e2a0) | process.crashed | gpu07 |  | the same behind pdsh's or srun --label's "host: " prefix
            Fatal Python error: _PyMem_DebugRawFree: bad trailing pad byte\\n\\nPython runtime state: initialized | process.crashed |  |  | CPython's debug allocator: the runtime state after a blank line, while the program runs
            Fatal Python error: drop_gil: drop_gil: GIL is not locked\\nPython runtime state: initialized\\n\\nThread 0x00007cae1adbc740 (most recent call first): | process.crashed |  |  | an extension releasing a GIL it does not hold
            Fatal Python error: config_read_gil: Disabling the GIL is not supported by this build\\nPython runtime state: preinitialized | - |  |  | negative: an interpreter that could not start (PYTHON_GIL=0 on a build with the GIL), no crash
            Fatal Python error: _Py_HashRandomization_Init: failed to get random numbers to initialize Python\\nPython runtime state: preinitialized | - |  |  | negative: a start-up failure
            Fatal Python error: PyThreadState_Get: no current thread | - |  |  | negative: the 2.7-3.7 form with no runtime state (an extension built for another Python, at import), not read
            terminate called without an active exception | process.crashed |  |  | the corpus log's last line: libstdc++'s verbose terminate handler with no exception in flight
            1: terminate called without an active exception | process.crashed |  |  | the same behind srun --label's task prefix
            (TorchTrainer pid=439, ip=10.212.157.221) *** SIGSEGV received at time=1741149596 on cpu 63 ***\\n(TorchTrainer pid=439, ip=10.212.157.221) PC: @     0x7f60b5a3c7be  (unknown)  ray::gcs::TaskInfoAccessor::AsyncAddTaskEventData() | process.crashed | 10.212.157.221 |  | the corpus log: abseil's failure signal handler (2021+, " on cpu %d") behind Ray's actor prefix, which names the node
            *** SIGABRT received at time=1620000000 *** | process.crashed |  |  | abseil before 2021: no cpu
            (raylet) *** SIGBUS received at time=1741149596 on cpu 2 *** | process.crashed |  |  | the raylet's own crash, no address in its prefix
            *** SIGTERM received at time=1741149596 on cpu 0 *** | - |  |  | negative: SIGTERM is another process stopping this one
            *** Signal 10 received at time=1741149596 on cpu 0 *** | - |  |  | negative: abseil's form for a signal it has no name for, no crash signal
            Epoch 0: 100%|█████████████████████████████████| 13/13 [10:07<00:00, 46.70s/it]\\nTraining subprocess has not exited yet. Sending SIGTERM.\\nWaiting for process to exit, 60s... | train.exit-hang |  |  | the corpus log: instructlab/training's launcher after the last epoch
            \\e[91mTraining subprocess has not exited yet. Sending SIGTERM.\\e[0m | train.exit-hang |  |  | the same line in red, as main_ds.py prints it with print
            Training subprocess has not exited yet. Sending SIGTERM. Process code: None | train.exit-hang |  |  | a later copy of the function: "Process code: None" while the process still runs
            Training subprocess did not terminate before timeout, sending SIGKILL. | train.exit-hang |  |  | SIGTERM did not end it either
            Training subprocess has not exited yet. Sending SIGTERM. Process code: 1 | - |  |  | negative: the process had exited with code 1, no hang (its own error is elsewhere)
            RuntimeError: CUDA error: an illegal memory access was encountered\\nTraining subprocess has not exited yet. Sending SIGTERM. | torch.cuda-error |  |  | near-miss: after a rank's own error the launcher's line follows that failure, a fallback that the error above keeps from being the cause
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    List<Finding> read(String text) throws IOException {
        return WordingRow.diagnose(DOCTOR, text.replace("\\e", "\u001b"));
    }
}
