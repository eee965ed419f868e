package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Crashes of a program of the job on a signal of its own fault, in the wordings a sample of cluster users pasted (issue 26): bash's
 * report of a Grid Engine job script's command (the node is the spool folder above job_scripts), glibc's heap checks that abort the
 * process (malloc.c malloc_printerr, 2.11-2.25), and a torch DataLoader worker's segfault (csrc/DataLoader.cpp, 0.4-2.x). Negatives: a
 * worker's bus error stays /dev/shm's, a SIGKILL of a job script stays a kill from outside, healthy lines stay healthy.
 * The codes of the findings in order ("-": none), and the host and peer of the first. {@code \n} in a row is a line break.
 */
class SampledCrashWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             /opt/sge/default/spool/node04/job_scripts/505084: line 40: 31368 Illegal instruction     (core dumped) \\nExpansionHunter --analysis-mode streaming --sex male | process.crashed | node04 |  | bash jobs.c notify_of_job_status (2.0-5.3) for Grid Engine's spool copy of the job script (sge_spool.h EXEC_DIR "job_scripts"), the command wrapped by the paste
            /usr/local/var/ge62/default/spool/fgcz-c-048/job_scripts/576433: line 27: 33248 Illegal instruction     (core dumped) $wtdbg2 -L 5000 -x sq | process.crashed | fgcz-c-048 |  | the same on one line, another cell's spool root and a host with dashes
            /var/spool/sge/compute-0-12.local/job_scripts/42: line 9: 1234 Segmentation fault      ./a.out | process.crashed | compute-0-12.local |  | the same for SIGSEGV without a core, a host with its domain
            /var/spool/gridengine/execd/n017/job_scripts/9001: line 3:  812 Aborted                 (core dumped) python train.py | process.crashed | n017 |  | the same for SIGABRT, a five-wide pid padded with a space
            /opt/sge/default/spool/node04/job_scripts/505084: line 40: 31368 Killed                  ExpansionHunter | slurm.task-killed | node04 |  | SIGKILL stays a kill from outside (the Grid Engine rule of slurm.task-killed)
            .command.sh: line 8: 29423 Illegal instruction     GLIMPSE2_chunk --sequential --input 1000GP.chr21.noNA12878.s.bcf --region chr21 | process.crashed |  |  | bash's report from Nextflow's .command.sh (no spool path: no node)
            *** Error in `somoclu': munmap_chunk(): invalid pointer: 0x0000000001807310 *** | process.crashed |  |  | glibc 2.18-2.25 malloc_printerr: "*** Error in `%s': %s: 0x%s ***"
            *** Error in `python': double free or corruption (!prev): 0x000055d0c8a3b2f0 *** | process.crashed |  |  | the same for the double-free check (!prev)
            *** Error in `/usr/bin/python3': malloc(): smallbin double linked list corrupted: 0x00007f9dfc2cc060 *** | process.crashed |  |  | the same with the program's path, the smallbin check
            *** glibc detected *** python: double free or corruption (fasttop): 0x0000000002a1c0d0 *** | process.crashed |  |  | glibc 2.11-2.17 malloc_printerr: "*** glibc detected *** %s: %s: 0x%s ***"
            [1,3]<stderr>:*** Error in `./solver': free(): invalid next size (fast): 0x0000000001c2e010 *** | process.crashed |  |  | the same behind mpirun --tag-output
            gpu-07: *** Error in `python': corrupted double-linked list: 0x00007f3b2c0008d0 *** | process.crashed | gpu-07 |  | the same behind pdsh's prefix, which names the host
            *** Error in `python': munmap_chunk(): invalid pointer: 0x0000000002a22030 ***\\nmpirun noticed that process rank 2 with PID 31203 on node n12 exited on signal 6 (Aborted). | mpi.process-failed | n12 |  | mpirun's line names the rank and node: the heap abort is its witness, not a finding of its own
            ERROR: Unexpected segmentation fault encountered in worker. | process.crashed |  |  | torch csrc/DataLoader.cpp SIGNAL_HANDLER (0.4-2.x) for SIGSEGV, printed by the worker
            ERROR: Unexpected floating-point exception encountered in worker. | process.crashed |  |  | the same for SIGFPE (1.x-2.x)
            RuntimeError: DataLoader worker (pid 624) is killed by signal: Segmentation fault.  | process.crashed |  |  | csrc/DataLoader.cpp: "DataLoader worker (pid %d) is killed by signal: %s. " with strsignal, raised in the main process
            RuntimeError: DataLoader worker (pid 7699) is killed by signal: Segmentation fault. Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace. | process.crashed |  |  | torch 0.4's form of the same
            [rank3]: RuntimeError: DataLoader worker (pid 6303) is killed by signal: Aborted.  | process.crashed |  |  | the same for SIGABRT, behind torchrun's [rankN]:
            node12: RuntimeError: DataLoader worker (pid 4487) is killed by signal: Illegal instruction.  | process.crashed | node12 |  | the same for SIGILL behind pdsh's prefix
            RuntimeError: DataLoader worker (pid 190781) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit. | torch.dataloader-shm |  |  | SIGBUS stays /dev/shm's
            ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm). | torch.dataloader-shm |  |  | the worker's SIGBUS text stays /dev/shm's
            # num_workers=0 avoids "ERROR: Unexpected segmentation fault encountered in worker" | - |  |  | a comment quoting the text in the middle of a line, without its period
            Error in `git log`: nothing to show | - |  |  | a line with the words "Error in" and backticks but no heap check
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
