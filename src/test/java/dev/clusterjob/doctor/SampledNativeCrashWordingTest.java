package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A rank's process dying in native code during multi-GPU or multi-node training, in the wordings a sample of such users pasted
 * (issue 26): glog's failure signal handler (src/signalhandler.cc, 0.3-0.7, as Caffe and PaddlePaddle 1.x write it, and PaddlePaddle
 * 2.x's SignalInfo line), gperftools tcmalloc's invalid-pointer aborts (1.x and 2.x), glibc 2.26+'s heap check text alone on its line,
 * and zsh's job-table line (with its job number, or cut to the pid). Negatives: glog's SIGTERM (another process's signal), a
 * sentence quoting a heap check, another program's "Attempt to free invalid pointer", counts of segmentation faults in prose, and
 * mpirun's line that names the rank and node over a heap abort.
 * The codes of the findings in order ("-": none), and the host and peer of the first. {@code \n} in a row is a line break.
 */
class SampledNativeCrashWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            **\\* SIGSEGV (@0x73f160000) received by PID 2911 (TID 0x7f7a914f8700) from PID 1058406400; stack trace: *** | process.crashed |  |  | glog signalhandler.cc DumpSignalInfo with markdown's escaped first star (Caffe under mpirun)
            *** SIGSEGV (@0x0) received by PID 12345 (TID 0x7f1234567700) from PID 0; stack trace: *** | process.crashed |  |  | glog 0.3-0.7 on Linux: "*** %s (@0x%x) received by PID %d (TID %s) from PID %d; stack trace: ***"
            *** SIGBUS (@0x7f00dead0000) received by PID 4321 (TID 0x7fa0c2d1f700) stack trace: *** | process.crashed |  |  | the same where glog has no sender pid (not Linux): ") stack trace: ***"
            *** SIGILL (@0x7fea18c5a13a) received by PID 2403607 (TID 0x7fea4047e000) from PID 415605050; stack trace: *** | process.crashed |  |  | the same for SIGILL
            W0206 01:38:26.899662 27807 init.cc:234] *** SIGABRT (@0x3e800006c9f) received by PID 27807 (TID 0x7f2fed38f700) from PID 27807; stack trace: *** | process.crashed |  |  | PaddlePaddle 1.x init.cc SignalHandle: glog's line through LOG(WARNING)
              [SignalInfo: *** SIGSEGV (@0x0) received by PID 1216 (TID 0x7f0e17b94180) from PID 0 ***] | process.crashed |  |  | PaddlePaddle 2.x init.cc SignalHandle: "[SignalInfo: " with "; stack trace:" taken out
            node12: *** SIGSEGV (@0x0) received by PID 311 (TID 0x7f2c10bff700) from PID 0; stack trace: *** | process.crashed | node12 |  | the same behind pdsh's prefix, which names the host
            *** SIGTERM (@0x80b000050b6) received by PID 20665 (TID 0x7fb46ed5a7c0) from PID 20662; stack trace: *** | - |  |  | SIGTERM is another process's signal (a launcher stopping the other ranks), no crash
            src/tcmalloc.cc:277] Attempt to free invalid pointer 0x7ffd819e4de8 | process.crashed |  |  | gperftools 2.x tcmalloc.cc InvalidFree: Log(kCrash, __FILE__, __LINE__, "Attempt to free invalid pointer", ptr)
            **src/tcmalloc.cc:277] Attempt to free invalid pointer 0x7ffd819e4de8** | process.crashed |  |  | the same in markdown bold (BytePS with two workers)
            src/tcmalloc.cc:390] Attempt to free invalid pointer: 0x2b1c3e0 | process.crashed |  |  | gperftools 1.x: CRASH("Attempt to free invalid pointer: %p\\n") after "%s:%d] "
            /build/gperftools-2.9.1/src/tcmalloc.cc:333] Attempt to realloc invalid pointer 0x55d1c0a3b2a0 | process.crashed |  |  | InvalidGetSizeForRealloc, __FILE__ as a build path
            src/tcmalloc.cc:1234] Attempt to get the size of an invalid pointer 0x7f00aa00 | process.crashed |  |  | InvalidGetAllocatedSize
            Heap: Error - Attempt to free invalid pointer: 0x1000 | - |  |  | another program's message without tcmalloc's FILE:LINE] before it
            double free or corruption (fasttop) | process.crashed |  |  | glibc 2.26+ malloc_printerr: the check's text alone (PaddleOCR on three V100s)
            free(): double free detected in tcache 2 | process.crashed |  |  | the same for the tcache double-free check (2.29+)
            malloc(): corrupted top size | process.crashed |  |  | the same for the top chunk check (2.29+)
            corrupted size vs. prev_size | process.crashed |  |  | the same for the chunk size check
            munmap_chunk(): invalid pointer | process.crashed |  |  | the same for munmap_chunk
            [1,0]<stderr>:free(): invalid next size (normal) | process.crashed |  |  | the same behind mpirun --tag-output
            the job died with free(): invalid pointer after the first epoch | - |  |  | a sentence quoting the check stays unread
            free(): invalid pointer\\nmpirun noticed that process rank 1 with PID 5012 on node gpu07 exited on signal 6 (Aborted). | mpi.process-failed | gpu07 |  | mpirun's line names the rank and node: the heap abort is its witness
            `28819 segmentation fault (core dumped) ` | process.crashed |  |  | zsh printjob's LONG_LIST_JOBS line with the job number cut, in inline code (keras-retinanet, two GPUs)
            [1]    1216 segmentation fault  python test.py | process.crashed |  |  | zsh printjob: "[%ld]  %c " then "%ld " (oh-my-zsh's LONG_LIST_JOBS)
            [2]  + 40211 abort (core dumped)  torchrun --nproc_per_node 8 train.py | process.crashed |  |  | the same for SIGABRT with a core, the current job's '+'
            [1]  + bus error  python train.py | process.crashed |  |  | a background job's line without LONG_LIST_JOBS: no pid
            zsh: segmentation fault (core dumped)  python train.py | process.crashed |  |  | zsh's foreground form stays read
            3 segmentation faults in a row on rank 2 | - |  |  | a count in prose is no report
            1 segmentation fault in 10 runs | - |  |  | nor is a count with text after a single space
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
