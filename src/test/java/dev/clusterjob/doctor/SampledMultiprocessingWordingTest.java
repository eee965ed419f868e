package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Python's own process machinery in GPU and MPI jobs: a process pool whose worker died without a Python error (CPython's
 * BrokenProcessPool in its two wordings, joblib/loky's TerminatedWorkerError with its exit codes on the same line or the next, loky 1.x's
 * wording), and the kernel's own line for a process that crashed in native code (x86 segfault lines of 2.6.18 to 6.x, with and without
 * the object and the CPU, general protection faults and invalid opcodes from traps.c), behind dmesg's and the journal's prefixes. Near-misses:
 * the shutdown warning of leaked semaphores alone (resource_tracker and the older semaphore_tracker), a breakpoint trap, a sentence about a
 * segfault, a script that greps for the pool's text, the raise in the source, and a memory kill beside the pool's report, which stays the
 * cause. Columns: the codes of the findings in order ("-": none), the first one's host and peer, and where the wording comes from.
 * {@code \n} is a line break.
 */
class SampledMultiprocessingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            concurrent.futures.process.BrokenProcessPool: A process in the process pool was terminated abruptly while the future was running or pending. | torch.exception |  |  | CPython 3.3-3.14 process.py, the pending futures' exception
            BrokenProcessPool: A process in the process pool was terminated abruptly while the future was running or pending | torch.exception |  |  | the same as IPython prints it, its full stop left out
            node12: concurrent.futures.process.BrokenProcessPool: A child process terminated abruptly, the process pool is not usable anymore | torch.exception | node12 |  | CPython 3.3-3.14 process.py, a later submit's exception, behind pdsh's host prefix
            ERROR:worker:batch 7 failed: A process in the process pool was terminated abruptly while the future was running or pending. | torch.exception |  |  | the text alone in an application's log line
            loky.process_executor.BrokenProcessPool: A process in the executor was terminated abruptly while the future was running or pending. | torch.exception |  |  | loky 1.x-2.x wording
            joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated. This could be caused by a segmentation fault while calling the function or by an excessive memory usage causing the Operating System to kill the worker. The exit codes of the workers are {SIGKILL(-9)} | torch.exception |  |  | loky 2.x, exit codes on the same line
            joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated. This could be caused by a segmentation fault while calling the function or by an excessive memory usage causing the Operating System to kill the worker.\\n\\nThe exit codes of the workers are {SIGSEGV(-11), EXIT(1)} | torch.exception |  |  | loky 3.x, exit codes after a line break
            Out of memory: Killed process 48121 (python) total-vm:181234560kB, anon-rss:120734112kB, file-rss:0kB, shmem-rss:0kB\\nconcurrent.futures.process.BrokenProcessPool: A process in the process pool was terminated abruptly while the future was running or pending. | slurm.oom |  |  | near-miss: the memory killer's line beside the pool's report stays the cause
            [12345.678901] python[4242]: segfault at 0 ip 00007f3a2b1c4d5e sp 00007ffd1a2b3c40 error 4 in libnccl.so.2[7f3a2a000000+9e00000] | process.crashed |  |  | Linux 4.x-6.1 fault.c show_signal_msg with print_vma_addr, dmesg's uptime stamp
            Jun 23 19:39:31 gpu-node07 kernel: pt_main_thread[91822]: segfault at 18 ip 00007f0c5e7e1b2a sp 00007f0b2dffe9c0 error 4 in libtorch_cuda.so[7f0c5a000000+4f200000] likely on CPU 12 (core 4, socket 0) | process.crashed | gpu-node07 |  | 6.2+ with the CPU, in the journal that names the node
            python[1234]: segfault at 0000000000000000 rip 00002b5e8a0c1d2e rsp 00007fff5a3b2c10 error 4 | process.crashed |  |  | 2.6.18 (RHEL 5) rip/rsp, no object
            python3[777]: segfault at 7f00 ip 00007f1100aa0011 sp 00007ffe00bb0022 error 6 likely on CPU 3 (core 3, socket 0) | process.crashed |  |  | 6.2+ without the object (an address outside any mapping)
            traps: python[5512] general protection fault ip:7f5e3c2a1b10 sp:7ffc8a9b2c30 error:0 in libcuda.so.535.104.05[7f5e3b000000+1a00000] | process.crashed |  |  | traps.c do_general_protection 4.x-6.x
            python[3301] general protection ip:7f1c2b3a4d5e sp:7fff1a2b3c4d error:0 in libc-2.17.so[7f1c2b000000+1c3000] | process.crashed |  |  | traps.c 3.x wording
            traps: python3[2201] trap invalid opcode ip:7f9a1b2c3d4e sp:7ffd5e6f7a80 error:0 in libtorch_cpu.so[7f9a10000000+b000000] | process.crashed |  |  | traps.c show_signal for an invalid opcode (a build for another CPU)
            traps: python[123] trap int3 ip:7f0011223344 sp:7ffd55667788 error:0 in libglib-2.0.so.0[7f0011000000+100000] | - |  |  | negative: a breakpoint trap, no crash of the process's own
            dmesg showed a segfault at address 0 in libc10_cuda.so for the training process | - |  |  | negative: a sentence about the kernel's line
            /usr/lib/python3.10/multiprocessing/resource_tracker.py:224: UserWarning: resource_tracker: There appear to be 12 leaked semaphore objects to clean up at shutdown\\n  warnings.warn('resource_tracker: There appear to be %d ' | - |  |  | negative: CPython 3.8+ resource_tracker's shutdown warning alone
            /opt/conda/lib/python3.7/multiprocessing/semaphore_tracker.py:144: UserWarning: semaphore_tracker: There appear to be 17 leaked semaphores to clean up at shutdown\\n  len(cache)) | - |  |  | negative: CPython 3.4-3.7 semaphore_tracker's wording alone
            grep -q "A child process terminated abruptly, the process pool is not usable anymore" job.err && exit 137 | - |  |  | negative: a script that greps for the text
                    bpe = BrokenProcessPool("A process in the process pool was " | - |  |  | negative: the raise in process.py's source
            torch.multiprocessing.spawn.ProcessExitedException: process 1 terminated with signal SIGKILL | torch.child-failed |  |  | near-miss: mp.spawn's own report keeps its code
            RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method | torch.cuda-before-fork |  |  | near-miss: a forked worker that touched CUDA keeps its code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The exit codes loky prints on the line after its message are read, and the kernel's line names the object that crashed. */
    @Test
    void namesExitCodesAndCrashedObject() throws IOException {
        String loky = "joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was"
                + " unexpectedly terminated. This could be caused by a segmentation fault while calling the function or by an excessive memory"
                + " usage causing the Operating System to kill the worker.";
        for (String text : List.of(loky + " The exit codes of the workers are {SIGKILL(-9)}", loky + "\n\nThe exit codes of the workers are {SIGKILL(-9)}")) {
            Finding pool = only(text);
            assertTrue(pool.message().contains("a worker of its process pool died without a Python error (exit codes SIGKILL(-9))"), pool.message());
        }
        Finding crash = only("[Mon Jun 23 19:39:31 2025] python3.10[3078129]: segfault at 60 ip 00007f24b8cf2616 sp 00007ffc0f212680 error 4"
                + " in libc10_cuda.so[7f24b8cc8000+5c000] likely on CPU 15 (core 8, socket 1)");
        assertTrue(crash.message().contains("python3.10 (pid 3078129)") && crash.message().contains("in libc10_cuda.so"), crash.message());
    }
}
