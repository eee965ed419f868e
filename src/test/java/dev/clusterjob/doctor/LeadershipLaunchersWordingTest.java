package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The launchers and batch systems of the leadership-class centres: HPE PALS mpiexec under PBS (ALCF Polaris and Aurora: the rank
 * lines ALCF's pages quote, and the CUDA programs' own error lines before them), IBM LSF's job report and termination reasons (IBM's
 * termination-reason table, LSF 6.2-10.1; the report names the execution host in "Job was executed on host(s) <[N*]HOST>"), jsrun's
 * and lrun's JSM connection error (LLNL/Sandia CORAL EA systems), Grid Engine's qacct record and job mail, and Flux's
 * "flux-job: task(s) exited with exit code N" (flux-docs' job-wait guide, LLNL's reproducers). The event decides the code, not the
 * launcher (CODES.md): a task that exited is slurm.task-failed under Flux as under srun, LSF's CPU-time kill is pbs.cpu-limit as PBS's.
 * Columns: text | codes in order ("-": none) | host of the first | peer of the first | source; {@code \n} in a row is a line break.
 */
class LeadershipLaunchersWordingTest extends WordingTable {
    private static final String ROWS = """
            x3004c0s7b0n0.hsn.cm.polaris.alcf.anl.gov: rank 3 died from signal 11 and dumped core | mpi.process-failed | x3004c0s7b0n0.hsn.cm.polaris.alcf.anl.gov | | PALS mpiexec "%s: rank %d died from signal %d and dumped core" (ALCF's Polaris and Aurora pages)
            x4117c3s3b0n0.hsn.cm.aurora.alcf.anl.gov: rank 0 exited with code 1\\nx4117c3s4b0n0.hsn.cm.aurora.alcf.anl.gov: rank 12 died from signal 15 | mpi.process-failed,mpi.process-failed | x4117c3s3b0n0.hsn.cm.aurora.alcf.anl.gov | | PALS "%s: rank %d exited with code %d", then its SIGTERM to the others (a witness)
            node12.cluster.example.org: rank 0 died from signal 6 and dumped core\\nmake: *** [Makefile:71: testpolarissinglejoin] Error 134 | mpi.process-failed | node12.cluster.example.org | | PALS's line as the last one of a run that make started: make's own "make: *** [FILE:LINE: TARGET] Error N" line starts a line of its own (GNU make remake.c/job.c)
            gpu-07: rank 2 exited with code 2\\nmake[1]: *** [Makefile:55: run] Error 2 | mpi.process-failed | gpu-07 | | the same behind a sub-make's "make[1]: " (GNU make, MAKELEVEL)
            [INFO] Timeline is stored in /home/test10/run_mpi.sh.169391.0.json\\nhostname: rank 0 exited with code 139\\nhostname: rank 1 died from signal 15 | mpi.process-failed,mpi.process-failed | hostname | | PALS's lines start lines of their own also where the host does not look like one (a poster's "hostname", intel/pti-gpu#69's shape)
            GPUassert: out of memory tc.cu 124\\nx3006c0s31b0n0.hsn.cm.polaris.alcf.anl.gov: rank 121 exited with code 2 | torch.cuda-oom,mpi.process-failed | x3006c0s31b0n0.hsn.cm.polaris.alcf.anl.gov | | the CUDA error-check idiom "GPUassert: %s %s %d" (cudaGetErrorString, __FILE__, __LINE__: the gpuErrchk macro many CUDA codes copy) before PALS's exit line
            GPUassert: an illegal memory access was encountered common/comm.cu 11\\ngpu-07: rank 0 exited with code 188 | torch.cuda-error,mpi.process-failed | gpu-07 | | the same idiom with cudaErrorIllegalAddress's text
            GPUassert: invalid argument kernel.cu 42 | torch.cuda-error | | | the same idiom alone (cudaErrorInvalidValue's text)
            GPUassert: out of memory /home/user/src/sg.cu 306 | torch.cuda-oom | | | the same with __FILE__ as a full path
            terminate called after throwing an instance of 'thrust::system::system_error'\\n  what():  parallel_for failed: cudaErrorIllegalAddress: an illegal memory access was encountered | torch.cuda-error | | | thrust 1.9-2.x (CUB) system_error's what(): "%s: %s: %s" (the call, cudaGetErrorName, cudaGetErrorString)
            terminate called after throwing an instance of 'thrust::system::detail::bad_alloc'\\n  what():  std::bad_alloc: cudaErrorIllegalAddress: an illegal memory access was encountered\\nx3101c0s13b0n0.hsn.cm.polaris.alcf.anl.gov: rank 0 died from signal 6 and dumped core | torch.cuda-error,mpi.process-failed | x3101c0s13b0n0.hsn.cm.polaris.alcf.anl.gov | | thrust's bad_alloc with a sticky error from an earlier kernel (cuda_memory_resource's "std::bad_alloc: %s: %s"), then PALS's abort line
            terminate called after throwing an instance of 'thrust::system::detail::bad_alloc'\\n  what():  std::bad_alloc: cudaErrorMemoryAllocation: out of memory\\nx3006c0s19b1n0.hsn.cm.polaris.alcf.anl.gov: rank 0 died from signal 6 and dumped core | torch.cuda-oom,mpi.process-failed | x3006c0s19b1n0.hsn.cm.polaris.alcf.anl.gov | | thrust's bad_alloc for device memory that ran out, then PALS's abort line
              what():  CUDA free failed: cudaErrorCudartUnloading: driver shutting down | - | | | thrust freeing after the CUDA runtime unloaded at the process's exit: not a cause (as torch's own 'driver shutting down')
            =>> PBS: job killed: walltime 3627 exceeded limit 3599\\nx3005c0s25b1n0.hsn.cm.polaris.alcf.anl.gov: rank 12 died from signal 15 | slurm.time-limit,mpi.process-failed | x3005c0s25b1n0.hsn.cm.polaris.alcf.anl.gov | | PBS Pro's walltime kill on Polaris, then PALS's SIGTERM to the ranks (a consequence)
            Job was executed on host(s) <n-62-20-2>, in queue <gpuv100>, as user <s183905> in cluster <dcc> at Tue Nov  3 02:06:59 2020\\nTERM_RUNLIMIT: job killed after reaching LSF run time limit.\\nExited with exit code 140. | slurm.time-limit | n-62-20-2 | | LSF job report (lsbatch mail / -o file): "Job was executed on host(s) <%s>" names the execution host; TERM_RUNLIMIT
            Job was executed on host(s) <4*n-62-18-13>, in queue <gpua100>, as user <s230208> in cluster <dcc> at Fri Nov 24 14:38:33 2023\\nTERM_OWNER: job killed by owner.\\nExited with exit code 143. | slurm.cancelled | n-62-18-13 | | the same with the slot count before the host ("<4*HOST>"); TERM_OWNER
            Job was executed on host(s) <8*gpu-07.cluster.example.org>, in queue <normal>, as user <u1> in cluster <c1> at Mon Mar  3 10:00:00 2025\\nTERM_MEMLIMIT: job killed after reaching LSF memory usage limit.\\nExited with exit code 137. | slurm.oom | gpu-07.cluster.example.org | | the same with a DNS name; TERM_MEMLIMIT
            TERM_ADMIN: job killed by root or an administrator.\\nExited with exit code 130. | slurm.cancelled | | | LSF 10.1's wording of TERM_ADMIN ("root or an administrator", DTU's cluster)
            TERM_CPULIMIT: job killed after reaching LSF CPU usage limit.\\nExited with exit code 152. | pbs.cpu-limit | | | LSF TERM_CPULIMIT (IBM's table, 6.2-10.1): CPU time beyond the queue's or job's CPULIMIT, PBS's cput kill's event
            Thu Mar 13 18:47:13: Exited by signal 24. The CPU time used is 62.0 seconds;\\nThu Mar 13 18:47:13: Completed <exit>; TERM_CPULIMIT: job killed after reaching LSF CPU usage limit. | pbs.cpu-limit | | | bhist -l / bacct -l: "Completed <exit>; TERM_CPULIMIT: ..." (IBM's example output)
            Thu Mar 13 20:18:32: Completed <exit>; TERM_RUNLIMIT: job killed after reaching LSF run time limit. | slurm.time-limit | | | bhist -l's TERM_RUNLIMIT
            "EXIT_REASON":"TERM_OWNER: job killed by owner", | slurm.cancelled | | | bjobs -json's EXIT_REASON field (LSF 10.1)
            TERM_REQUEUE_OWNER: job killed and requeued by owner. | slurm.requeued | | | LSF TERM_REQUEUE_OWNER (brequeue by the owner)
            Sender: LSF System <lsfadmin@n-62-11-69>\\nSubject: Job 8003690: <Discount_0.70_0> in cluster <dcc> Done\\n\\nJob was executed on host(s) <n-62-11-69>, in queue <hpc>, as user <s183905> in cluster <dcc> at Sat Oct  3 23:20:13 2020\\n\\nSuccessfully completed. | - | | | LSF's report of a job that ended well: the execution host is named, nothing failed
            Error: Remote JSM server is not responding on host vortex59 | mpi.daemon-start-failed | vortex59 | | jsrun / lrun (IBM JSM, CORAL EA systems): the launcher's daemon on that node did not answer (as Trilinos's ATS-2 runs print it)
            Error: Remote JSM server is not responding on host vortex5903-22-2020 03:10:00:000 68525 main: Error initializing RM connection. Exiting. | mpi.daemon-start-failed | vortex59 | | the two JSM lines run together as trilinos/Trilinos#6861 shows them: the host ends where the next line's date starts
            main: Error initializing RM connection. Exiting. | mpi.daemon-start-failed | | | jsrun's next line: it gives up on the resource manager connection
            sh: 1: jsrun: not found | launch.command-not-found | | | dash's "%s: %d: %s: not found": jsrun run off an LSF/CSM system (SHOC's driver)
            bash: jsrun: command not found | launch.command-not-found | | | bash's "%s: command not found"
            hostname     node55\\nfailed       37  : qmaster enforced h_rt, h_cpu, or h_vmem limit\\nexit_status  137                  (Killed) | slurm.time-limit | node55 | | Univa / Son of Grid Engine qacct: failure 37 in its three-limit wording (sge_status: "qmaster enforced h_rt limit"), the record's hostname the node
            qname        gpu.q\\nhostname     gpu-07.cluster.example.org\\nfailed       37  : qmaster enforced h_rt limit\\nexit_status  137 | slurm.time-limit | gpu-07.cluster.example.org | | Open Cluster Scheduler qacct's state 37, the host from the record
            hostname     node008.cm.cluster\\nfailed       0\\nexit_status  0 | - | | | qacct of a job that ended well
            Job 7921630 Aborted\\n Exit Status      = 137\\n Signal           = KILL\\nfailed execd enforced h_vmem limit because:\\njob 7921630.1 died through signal KILL (9). | slurm.oom | | | Univa Grid Engine's job mail: "failed execd enforced %s limit because:" for a memory limit
            flux-job: task(s) exited with exit code 3 | slurm.task-failed | | | flux-core's flux-job (attach / wait): "task(s) exited with exit code %d" (flux-docs' waiting-for-jobs guide, 2023)
            malloc_consolidate(): unaligned fastbin chunk detected\\nflux-job: task(s) exited with exit code 134 | process.crashed,slurm.task-failed | | | the same after glibc's abort message (LLNL CARE's reproducer): 134 is SIGABRT, glibc's heap check (malloc_printerr's text alone, 2.26+) the cause and Flux's line, which names no node, its outcome
            // corrupted double-linked list\\n// flux-job: task(s) exited with exit code 134 | slurm.task-failed | | | the same quoted in a C++ comment (LLNL CHAI's reproducer)
            flux-job: task(s) exited with exit code 139 | slurm.task-failed | | | the same for a segmentation fault (128+11)
            $ flux job wait f26USZbJo\\nflux-job: task(s) exited with exit code 3\\n$ echo $?\\n1 | slurm.task-failed | | | the same behind the console prompt of flux-docs' guide
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}

