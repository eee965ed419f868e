package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Scientific MPI codes failing on clusters: the reports of HPE MPT (SGI MPT) that CESM and its components print on
 * HPE/SGI machines (a rank's MPI_Abort with the next line's host, a rank that ended without MPI_Finalize, MPT's own signal report), UCX's
 * signal handler as the only trace of a crashed rank, and Open MPI's start-up errors as a paste leaves them (asterisks taken by markdown,
 * a doubled blank, a full-width colon); beside them the wordings of other launchers these codes run under (Hydra's banner with its
 * RANK line, PALS on Aurora, Cray MPICH's abort header, Open MPI's exit reports, srun's task lines, slurmstepd's oom-kill), behind the
 * prefixes their launchers put. One row per wording and release, with host names of several shapes; the codes of the findings in
 * order, the host and peer of the first. {@code \n} in a row is a line break.
 */
class SciMpiWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            459:MPT ERROR: Rank 459(g:459) is aborting with error code 1.\\n459:\tProcess ID: 64112, Host: r10i5n2, Program: /glade/scratch/u/case/bld/cesm.exe\\n459:\tMPT Version: HPE MPT 2.25  08/14/21 03:05:20 | mpi.process-failed | r10i5n2 |  | HPE MPT 2.25 libmpi abort report behind mpiexec_mpt's RANK: label (the host on the next line)
            MPT ERROR: Rank 3(g:3) is aborting with error code 2.\\n\tProcess ID: 4242, Host: node12.cluster.example.org, Program: /home/u/bin/wrf.exe\\n\tMPT Version: HPE MPT 2.21  11/28/19 04:21:40 | mpi.process-failed | node12.cluster.example.org |  | HPE MPT 2.21: the same without a rank label, a host with its domain
            MPT ERROR: Rank 0 is aborting with error code 255. | mpi.process-failed |  |  | SGI MPT 2.1x without the global rank and without the host line (a paste cut after it)
             -1:MPT ERROR: MPI_COMM_WORLD rank 617 has terminated without calling MPI_Finalize()\\n -1:\taborting job\\nMPT: Received signal 11 | mpi.process-failed |  |  | HPE/SGI MPT mpiexec_mpt (-1: is the launcher's label): a rank that ended before MPI_Finalize, the crashed rank's signal line after it
            > -1:MPT ERROR: MPI_COMM_WORLD rank 12 has terminated without calling MPI_Finalize()\\n> \\n> -1:     aborting job | mpi.process-failed |  |  | the same quoted in a markdown reply ("> ")
            MPT ERROR: Rank 5(g:5) received signal SIGSEGV(11).\\n\tProcess ID: 777, Host: gpu-07, Program: /opt/app/a.out\\n\tMPT Version: HPE MPT 2.23  08/26/20 02:54:49 | mpi.process-failed | gpu-07 |  | HPE MPT 2.2x libmpi signal report with the host on the next line
            [cluster131:50634:0:50634] Caught signal 11 (Segmentation fault: invalid permissions for mapped object at address 0x155401e20400)\\n==== backtrace (tid:  50634) ==== | mpi.process-failed | cluster131 |  | openucx/ucx src/ucs/debug/debug.c "Caught signal %d (%s: %s%s)" behind log.c's "[%s:%-5d:%d:%d] " (1.0-1.10), the only report in the log
            [gpu-07:1234 :0:1234] Caught signal 7 (Bus error: nonexistent physical address) | mpi.process-failed | gpu-07 |  | UCX 1.11+ "[%s:%-5d:%s:%d] ": the pid padded to five places, a thread name
            [node12.cluster.example.org:98765:async:98770] Caught signal 11 (Segmentation fault: address not mapped to object at address (nil)) | mpi.process-failed | node12.cluster.example.org |  | UCX 1.11+ with the async thread's name and a host with its domain
            [nid001234:4321:0:4321] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x10)\\nsrun: error: nid001234: task 3: Segmentation fault (core dumped) | slurm.task-failed | nid001234 |  | UCX's handler under srun: srun's task line is the finding (UCX's is a fallback)
            OPAL ERROR: Not initialized in  file pmix3x_client.c at line 113\\nAn error occurred in MPI_Init_thread | mpi.init-failed,mpi.init-failed |  |  | Open MPI 4.0 opal/mca/pmix/pmix3x/pmix3x_client.c OPAL_ERROR_LOG with a doubled blank, and ompi/errhandler's line without its asterisks (markdown took them)
            OPAL ERROR\uff1a Not initialized in file pmix3x_client.c at line 113 | mpi.init-failed |  |  | the same with a full-width colon from a Chinese input method
            [gpu-07:11216] OPAL ERROR: Not initialized in file pmix3x_client.c at line 113 | mpi.init-failed | gpu-07 |  | Open MPI 4.0 with its [host:pid] prefix
            An error occurred in MPI_Init on a NULL communicator | mpi.init-failed |  |  | Open MPI 4.x ompi/errhandler "*** An error occurred in MPI_Init" pasted outside a code block (asterisks gone)
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   RANK 15 PID 2415398 RUNNING AT scn5-10g\\n=   KILLED BY SIGNAL: 9 (Killed)\\n=================================================================================== | mpich.bad-termination | scn5-10g |  | MPICH 4.x Hydra pm/pmiserv banner with its RANK line and KILLED BY SIGNAL
            x4002c6s2b0n0.hostmgmt2002.cm.aurora.alcf.anl.gov: rank 1109 exited with code 134\\nx4002c6s2b0n0.hostmgmt2002.cm.aurora.alcf.anl.gov: rank 1104 died from signal 15 | mpi.process-failed,mpi.process-failed | x4002c6s2b0n0.hostmgmt2002.cm.aurora.alcf.anl.gov |  | PALS mpiexec on Aurora: a rank's exit code, then the others stopped (SIGTERM)
            MPICH ERROR [Rank 49] [job id 26d6648b-e715-408b-baee-48ecdfca6968] [Mon Sep 23 02:49:15 2024] [x3102c0s7b0n0] - Abort(1) (rank 49 in comm 848): application called MPI_Abort(comm=0xC4000025, 1) - process 49 | mpi.process-failed | x3102c0s7b0n0 |  | HPE Cray MPICH 8 abort header on Polaris (nekRS)
            mpiexec has exited due to process rank 1 with PID 23471 on\\nnode ubuntu exiting improperly. There are two reasons this could occur: | mpi.process-failed | ubuntu |  | Open MPI 1.6-1.8 help-orterun.txt proc-exit-no-sync, the node on the next line (Firedrake)
            Invalid MIT-MAGIC-COOKIE-1 keyInvalid MIT-MAGIC-COOKIE-1 key--------------------------------------------------------------------------\\nThere are not enough slots available in the system to satisfy the 4\\nslots that were requested by the application: | mpi.not-enough-slots |  |  | Open MPI 4.x help-orte-rmaps-base.txt after X11 warnings run into its rule line
            <pre>error while loading shared libraries: libvtksys-8.1.so.1: cannot open shared object file: No such file or directory</pre> | launch.library-not-found |  |  | the loader's message without the program's name, inside the <pre> tags of a post (VisIt's parallel engine under MPICH)
            slurmstepd: error: Detected 1 oom_kill event in StepId=14535882.0. Some of the step tasks have been OOM Killed.\\nsrun: error: cmti242: task 0: Out Of Memory\\nforrtl: error (78): process killed (SIGTERM) | slurm.oom | cmti242 |  | Slurm 21.08+ slurmstepd and srun (VASP), Intel Fortran's SIGTERM line after
            ###########################################################################################\\nslurmstepd: error: Detected 1 oom-kill event(s) in StepId=32962413.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.\\n########################################################################################### | slurm.oom |  |  | Slurm 19.05-20.11 task/cgroup wording between a poster's rows of hashes
            srun: error: nid01313: task 743: Aborted\\nsrun: Terminating job step 182529.0\\n000: slurmstepd: *** STEP 182529.0 ON nid01283 CANCELLED AT 2016-02-28T10:59:46 ***\\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish. | slurm.task-failed,slurm.step-killed | nid01313 |  | Slurm 15.x srun task line (a Cray XC), slurmstepd behind srun --label's "000: "
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
