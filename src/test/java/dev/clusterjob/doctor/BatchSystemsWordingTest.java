package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * The kills of batch systems other than Slurm: PBS Pro / OpenPBS and Torque (the MOM's notice on the job's stderr, the server's mail),
 * Moab, qsub's refusals, IBM LSF's termination reasons, HTCondor's holds and Grid Engine's execd kills and qsub refusals. The event decides the code, not the scheduler (CODES.md):
 * a run-time limit is slurm.time-limit, a memory limit slurm.oom, a person's kill slurm.cancelled; PBS's kill for CPUs beyond the
 * request is pbs.cpu-limit. Each row is written from the project's format string (the last column names file, function and releases;
 * LSF's from IBM's termination-reason tables, LSF 6.2-10.1), instantiated with hosts of several shapes and, where the text is found so,
 * behind a grep's file-name prefix. Columns: text | codes in order ("-": none) | host of the first | peer of the first | source;
 * {@code \n} in a row is a line break, {@code \t} a tab.
 */
class BatchSystemsWordingTest extends WordingTable {
    private static final String ROWS = """
            =>> PBS: job killed: walltime 3605 exceeded limit 3600 | slurm.time-limit | | | OpenPBS src/resmom/mom_main.c job_over_limit "walltime %lu exceeded limit %lu" behind the MOM's "=>> PBS: job killed: %s" (all releases)
            PBS: job killed: walltime 86415 exceeded limit 86400 | slurm.time-limit | | | Torque src/resmom/linux/mom_mach.c "walltime %ld exceeded limit %ld" (2.x-7.x), pasted without the arrow
            train.o4242:=>> PBS: job killed: walltime 906 exceeded limit 900 | slurm.time-limit | | | the same behind grep's file-name prefix
            =>> PBS: job killed: mem 38427376kb exceeded limit 33554432kb | slurm.oom | | | OpenPBS mom_main.c "mem %lukb exceeded limit %lukb"
            =>> PBS: job killed: vmem 3372163072 exceeded limit 2147483648 | slurm.oom | | | Torque mom_mach.c "vmem %llu exceeded limit %lu" (bytes)
            =>> PBS: job killed: mem job total 115343360 kb exceeded limit 115343360 kb | slurm.oom | | | OpenPBS mom_main.c (cgroups off) "%s job total %lu %s exceeded limit %lu %s"
            =>> PBS: job killed: pvmem exceeded limit 4294967296 | slurm.oom | | | Torque mom_mach.c "pvmem exceeded limit %llu" (a process's virtual memory)
            =>> PBS: job killed: ncpus 164.4 exceeded limit 128 (burst) | pbs.cpu-limit | | | OpenPBS mom_main.c "ncpus %.1f exceeded limit %lu (burst)"
            =>> PBS: job killed: ncpus 11.85 exceeded limit 8 (sum) | pbs.cpu-limit | | | OpenPBS mom_main.c "ncpus %.2f exceeded limit %lu (sum)"
            =>> PBS: job killed: cput 7260 exceeded limit 7200 | pbs.cpu-limit | | | OpenPBS / Torque "cput %lu exceeded limit %lu"
            =>> PBS: job killed: cput job total 7260 secs exceeded limit 7200 secs | pbs.cpu-limit | | | OpenPBS mom_main.c "%s job total %lu %s exceeded limit %lu %s" for cput
            PBS Job Id: 4242.pbs01.cluster.example.org\\nJob Name:   train\\nExec host:  gpu-07/0-15+gpu-08/0-15\\nAborted by PBS Server \\nJob exceeded its walltime limit. Job was aborted\\nSee Administrator for help | slurm.time-limit | | | Torque src/lib/Liblog/pbs_messages.c msg_momjoboverwalltimelimit in the server's mail (2.x-7.x)
            PBS Job Id: 4243.pbs01\\nJob Name:   train\\nExec host:  node12/0-19\\nAborted by PBS Server \\nJob exceeded a memory resource limit (vmem, pvmem, etc.). Job was aborted\\nSee Administrator for help | slurm.oom | | | Torque pbs_messages.c msg_momjobovermemlimit in the server's mail (2.x-7.x)
            PBS Job Id: 4244.pbs01\\nJob Name:   train\\nAborted by PBS Server\\nJob exceeded resource walltime\\nSee job standard error file | slurm.time-limit | | | OpenPBS src/lib/Liblog/pbs_messages.c msg_momkillwalltime in the server's mail
            comment = Job run at Tue Mar 04 at 10:02 on (gpu-07:ncpus=64:ngpus=4)+(gpu-08:ncpus=64:ngpus=4) and exceeded resource walltime | slurm.time-limit | | | OpenPBS src/server/svr_jobfunc.c: the job's comment (qstat -f) "%s and exceeded resource walltime" after req_runjob.c's "Job run at %s"
            comment = Job run at Tue Mar 04 at 10:02 on (node12:ncpus=8:mem=32gb) and exceeded resource mem | slurm.oom | | | the same comment for mem
            comment = Job run at Tue Mar 04 at 10:02 on (node12:ncpus=8) and exceeded resource ncpus (sum) | pbs.cpu-limit | | | the same comment for ncpus (sum)
            Job exceeded resource mem\\nSee job standard error file | slurm.oom | | | OpenPBS pbs_messages.c msg_momkillmem
            Job exceeded resource vmem\\nSee job standard error file | slurm.oom | | | OpenPBS pbs_messages.c msg_momkillvmem
            Job exceeded resource ncpus (sum)\\nSee job standard error file | pbs.cpu-limit | | | OpenPBS pbs_messages.c msg_momkillncpussum
            Job exceeded resource ncpus (burst)\\nSee job standard error file | pbs.cpu-limit | | | OpenPBS pbs_messages.c msg_momkillncpusburst
            Job exceeded resource cput\\nSee job standard error file | pbs.cpu-limit | | | OpenPBS pbs_messages.c msg_momkillcput
            job deleted\\nJob deleted at request of root@sched01\\nMOAB_INFO:  job exceeded wallclock limit | slurm.time-limit | | | Moab's mail through Torque ("MOAB_INFO:  job exceeded wallclock limit", two blanks)
            qsub: Job exceeds queue resource limits MSG=cannot satisfy queue max walltime requirement | slurm.allocation-failed | | | Torque pbs_error_db.h PBSE_EXCQRESC "Job exceeds queue resource limits" with the server's MSG= (2.x-3.x qsub)
            qsub: submit error (Job exceeds queue resource limits MSG=cannot satisfy queue max nodes requirement) | slurm.allocation-failed | | | the same inside Torque 4.x-7.x qsub's "qsub: submit error (%s)"
            qsub: Job violates queue and/or server resource limits | slurm.allocation-failed | | | OpenPBS pbs_messages.c msg_excqresc
            TERM_RUNLIMIT: job killed after reaching LSF run time limit.\\nExited with exit code 140. | slurm.time-limit | | | LSF job report, termination reason TERM_RUNLIMIT (LSF 6.2-10.1, IBM's termination-reason table)
            TERM_DEADLINE: job killed after deadline expires.\\nExited with exit code 140. | slurm.time-limit | | | LSF TERM_DEADLINE
            TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.\\nExited with exit code 130. | slurm.oom | | | LSF TERM_MEMLIMIT
            TERM_SWAP: job killed after reaching LSF swap usage limit.\\nExited with exit code 130. | slurm.oom | | | LSF TERM_SWAP
            TERM_OWNER: job killed by owner.\\nExited with exit code 130. | slurm.cancelled | | | LSF TERM_OWNER (bkill by the owner)
            TERM_ADMIN: job killed by root or LSF administrator.\\nExited with exit code 130. | slurm.cancelled | | | LSF TERM_ADMIN
            TERM_FORCE_OWNER: job killed by owner without time for cleanup. | slurm.cancelled | | | LSF TERM_FORCE_OWNER (bkill -r)
            TERM_PREEMPT: job killed after preemption.\\nExited with exit code 130. | slurm.preempted | | | LSF TERM_PREEMPT
            TERM_REQUEUE_ADMIN: job killed and requeued by root or LSF administrator. | slurm.requeued | | | LSF TERM_REQUEUE_ADMIN (brequeue)
            TERM_ZOMBIE: job exited while LSF is not available.\\nExited with exit code 143. | slurm.node-fail | | | LSF TERM_ZOMBIE (IBM's table: a job whose execution host crashed)
            TERM_SLURM: job terminated abnormally in SLURM (node failure). | slurm.node-fail | | | LSF TERM_SLURM (LSF on HP XC, 6.2-7.3)
            TERM_CWD_NOTEXIST: current working directory is not accessible or does not exist on the execution host. | slurm.launch-failed | | | LSF TERM_CWD_NOTEXIST (9.1-10.1)
            Successfully completed.\\n\\nResource usage summary:\\n\\n    CPU time :                                   510.08 sec. | - | | | LSF's report of a job that ended well: not a failure
            007 (1234.000.000) 03/01 10:00:00 Shadow exception!\\n\\tError from slot1_9@gpu-07.cluster.example.org: Job has gone over memory limit of 4096 megabytes. Peak usage: 4088 megabytes. | slurm.oom | gpu-07.cluster.example.org | | HTCondor src/condor_starter.V6.1/vanilla_proc.cpp (8.x-23.x) "Job has gone over memory limit of %d megabytes. Peak usage: %d megabytes." after the shadow's "Error from SLOT@HOST: "
            012 (1234.000.000) 03/01 10:00:01 Job was held.\\n\\tError from slot1_1@node12: Job has gone over cgroup memory limit of 16384 megabytes. Last measured usage: 16390 megabytes.  Consider resubmitting with a higher request_memory.\\n\\tCode 34 Subcode 0 | slurm.oom | node12 | | HTCondor vanilla_proc.cpp (24.x-25.x, HTCONDOR-2686) "Job has gone over cgroup memory limit of %lld megabytes. Last measured usage: %lld megabytes.  Consider resubmitting ..."
            Error from slot1@10.1.2.3: Docker job has gone over memory limit of 2048 Mb | slurm.oom | 10.1.2.3 | | HTCondor docker_proc.cpp "Docker job has gone over memory limit of %d Mb"
            012 (1234.000.000) 03/01 10:00:00 Job was held.\\n\\tmemory usage exceeded request_memory\\n\\tCode 26 Subcode 102 | slurm.oom | | | HTCondor param_info.in HOLD_REASON_MEMORY_EXCEEDED (the MEMORY_EXCEEDED policy's hold reason)
            012 (1234.000.000) 03/01 10:00:00 Job was held.\\n\\tThe job exceeded allowed execute duration of 1+00:00:00\\n\\tCode 47 Subcode 0 | slurm.time-limit | | | HTCondor src/condor_utils/user_job_policy.cpp (8.9-25.x) "The job exceeded allowed execute duration of %s"
            ERROR:RetryJob Job killed by HTCondor due to excessive memory use (RSS=2250 MB). Will not retry it. | slurm.oom | | | CMS CRAB TaskWorker/Actions/RetryJob.py check_memory_report (older: "(RSS=%d MB)")
            {"exitMsg": "Job killed by HTCondor due to excessive memory use (4100 used vs. 4000 requested) Will not retry it.", "exitCode": 50660} | slurm.oom | | | the same, 3.2x ("(%d used vs. %d requested)"), in the fake framework job report
            009 (46733614.000.000) 12/09 09:39:59 Job was aborted.\\n\\tRemoved due to wall clock limit | slurm.time-limit | | | CMS CRAB DagmanCreator.py PeriodicRemoveReason, as HTCondor's JobAbortedEvent prints it
            ERROR:RetryJob Not retrying job due to wall clock limit (job automatically killed on the worker node)\\nJobs lasted 131.0 seconds (0:02:11) vs. 120 (0:02:00) MAX | slurm.time-limit | | | CMS CRAB RetryJob.py check_exit_code
            [rank0]:[E826 08:53:23.114722578 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=10260, OpType=ALLREDUCE, NumelIn=207488, NumelOut=207488, Timeout(ms)=600000) ran for 933936 milliseconds before timing out.\\n=>> PBS: job killed: walltime 7205 exceeded limit 7200 | torch.watchdog-timeout,slurm.time-limit | | | order: the job's own hang before PBS's walltime kill is the cause (as for Slurm's DUE TO TIME LIMIT)
            Epoch 3: loss=1.39\\n=>> PBS: job killed: walltime 7205 exceeded limit 7200\\n[rank1]: torch.distributed.DistBackendError: NCCL communicator was aborted on rank 1. | slurm.time-limit,torch.watchdog-timeout | | | order: what the ranks print after PBS's kill is its consequence
            03/04/2025 10:02:11.123|  main|gpu-07|W|job 4242.1 exceeded hard wallclock time - initiate terminate method | slurm.time-limit | gpu-07 | | Grid Engine execd msg_execd.h MSG_EXECD_EXCEEDHWALLCLOCK_UU (6.x-OCS 9.x) in the execd's messages file, whose header names the node
            job 4242.1 exceeded hard wallclock time - initiate terminate method | slurm.time-limit | | | the same line alone
            failed       37  : qmaster enforced h_rt limit | slurm.time-limit | | | Open Cluster Scheduler execution_states.cc state 37 as qacct prints it
            03/04/2025 10:02:11.123|  main|node12|W|job 4242 exceeds job hard limit "h_vmem" of queue "all.q@node12.cluster.example.org" (17184129024.00000 > limit:17179869184.00000) - sending SIGKILL | slurm.oom | node12.cluster.example.org | | Grid Engine execd MSG_JOB_EXCEEDHLIM_USSFF (6.x-OCS 9.x): the queue instance names the node
            job 4242 exceeds job hard limit "h_rss" of queue "gpu.q@10.1.2.3" (8600000000.00000 > limit:8589934592.00000) - sending SIGKILL | slurm.oom | 10.1.2.3 | | the same for h_rss
            Unable to run job: job rejected: the requested parallel environment "mpi" does not exist.\\nExiting. | slurm.allocation-failed | | | Grid Engine qsub msg_qsub.h MSG_QSUB_COULDNOTRUNJOB_S (6.x-OCS 9.x)
            Your job 4242 ("train.sh") has been submitted | - | | | qsub's acceptance: not a failure
            Exit_status=0\\nresources_used.cput=00:17:35\\nresources_used.walltime=00:12:06 | - | | | Torque's mail of a job that ended well: not a failure
            """;

    /** Also a literal backslash-t in a cell is a tab (HTCondor's job log indents with tabs). */
    @Override
    List<Finding> read(String text) throws IOException {
        return super.read(text.replace("\\t", "\t"));
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
