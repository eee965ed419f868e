package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.logs.CutLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Launchers outside Python (issue 26, fourth round): Open MPI's and MPICH's abort messages, UCX's completion errors,
 * ClusterShell, Slurm's front ends refusing a request, Open MPI's {@code [host:pid]} prefix. One row per wording, each
 * written from the tool's format string (the last column says which; rules.yaml's comment on the rule says the same):
 * the codes of the findings in order, and the host and peer of the first. {@code \n} in a row is a line break. The real
 * logs these were checked on are in the open corpus (realworld/doctor, the doc4a block of index.tsv).
 */
class LauncherWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD\\nwith errorcode 1.\\n\\nNOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes. | mpi.process-failed | | | Open MPI help-mpi-api.txt [mpi-abort]: "MPI_ABORT was invoked on rank %d in communicator %s\\nwith errorcode %d."
            MPI_ABORT was invoked on rank 3 in communicator MPI_COMM_WORLD \\nwith errorcode -1. | mpi.process-failed | | | the same as Open MPI 1.x prints it, a blank before the line break
            [1,2]<stderr>:MPI_ABORT was invoked on rank 2 in communicator MPI_COMM_WORLD\\n[1,2]<stderr>:with errorcode 5. | mpi.process-failed | | | the same under mpirun --tag-output
            application called MPI_Abort(MPI_COMM_WORLD, 1) - process 0 | mpi.process-failed | | | MPICH MPID_Abort: "application called MPI_Abort(%s, %d) - process %d"
            Abort(1) on node 0 (rank 0 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 0 | mpi.process-failed | | | MPICH 3.3+ / Intel MPI: "Abort(%d) on node %d (rank %d in comm %d): " before it
            Rank 320 [Mon Jun  5 15:40:06 2023] [c7-2c0s8n3] application called MPI_Abort(MPI_COMM_WORLD, 60) - process 320 | mpi.process-failed | c7-2c0s8n3 | | Cray MPICH: "Rank %d [DATE] [NODE] " before it
            MPICH ERROR [Rank 616] [job id e8932228] [Fri Dec 12 23:04:41 2025] [nid001411] - Abort(-1) (rank 616 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, -1) - process 616 | mpi.process-failed | nid001411 | | HPE Cray MPICH 8: "MPICH ERROR [Rank %d] [job id %s] [DATE] [NODE] - Abort(%d) (rank %d in comm %d): "
            [n1:19546:0:19546] ib_mlx5_log.c:139  Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)\\n[n1:19546:0:19546] ib_mlx5_log.c:139  DCI QP 0xa9f wqe[0]: SEND s-e [rqpn 0xa66 rlid 703] [inl len 18] | ucx.transport-error | n1 | | UCX 1.8-1.12 ib_mlx5_log.c: "%s on %s:%d/%s (synd 0x%x vend 0x%x hw_synd %d/%d)" after ucs_log's "[HOST:PID:THREAD:TID] FILE:LINE "
            [c561-004:493850:0:493850] ib_mlx5_log.c:179  Remote operation error on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0) | ucx.transport-error | c561-004 | | UCX 1.13+: "%s on " UCT_IB_IFACE_FMT " (synd ...)", another error text
            [n2:6807 :0:6807] ib_mlx5_log.c:115  FATAL: Error on mlx5_3:1 QP 0xe6d7 wqe[7821]: Transport retry count exceeded (synd 0x15 vend 0x81) opcode SEND | ucx.transport-error | n2 | | UCX 1.5-1.7: "Error on %s:%d QP 0x%x wqe[%d]: %s (synd 0x%x vend 0x%x) opcode %s", the pid padded to 5
            [n3:4242:0] ib_mlx5_log.c:97  Error on QP 0x1a wqe[3]: Remote access (synd 0x13 vend 0x88) opcode RDMA_READ | ucx.transport-error | n3 | | UCX 1.3-1.4: "Error on QP 0x%x wqe[%d]: %s (synd 0x%x vend 0x%x) opcode %s", "[HOST:PID:THREAD]"
            [1,4000]<stderr>:[mel0537:6788 :0:6788] ib_mlx5_log.c:171  Remote access on mlx5_0:1/IB (synd 0x13 vend 0x88 hw_synd 0/0) | ucx.transport-error | mel0537 | | the same under mpirun --tag-output
            [1555790395.783035] [n4:24850:0:24850] ib_mlx5_log.c:139  UCX  ERROR Remote QP on mlx5_0:1/IB (synd 0x14 vend 0x89 hw_synd 0/0) | ucx.transport-error | n4 | | ucs_log with a time stamp and the level (UCX_LOG_LEVEL set)
            Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81 hw_synd 0/0) | ucx.transport-error | | | the message alone, its prefix cut off by a paste
            clush: n[1-2]: exited with exit code 255 | ssh.failed | n[1-2] | | ClusterShell Clush.py: "clush: %s: exited with exit code %d", 255 = ssh's own failure
            clush: n1: exited with exit code 1 | - | | | the remote command's own exit code is no ssh failure
            sbatch: error: Invalid generic resource (gres) specification | slurm.allocation-failed | | | sbatch: error("%s", slurm_strerror(ESLURM_INVALID_GRES))
            salloc: error: Invalid partition name specified | slurm.allocation-failed | | | salloc, slurm_errno.c ESLURM_INVALID_PARTITION_NAME
            sbatch: error: Invalid --gpus specification | slurm.allocation-failed | | | src/common/slurm_opt.c error("Invalid --gpus specification"): sbatch refuses the job before sending it
            sbatch: error: Batch job submission failed: Invalid generic resource (gres) specification | slurm.allocation-failed | | | the usual form, "Batch job submission failed: %m", still one finding
            srun: error: Unable to create step for job X: Invalid generic resource (gres) specification | slurm.step-create-failed | | | srun "Unable to create step for job %u: %m" with the id replaced by the user
            srun: error: Unable to create step for job <jobid>: Requested node configuration is not available | slurm.step-create-failed | | | the same with a placeholder in angle brackets
            srun: fatal: SLURM_MEM_PER_CPU, SLURM_MEM_PER_GPU, and SLURM_MEM_PER_NODE are mutually exclusive. | slurm.step-create-failed | | | slurm_opt.c (20.11-24.11) fatal("SLURM_MEM_PER_CPU, SLURM_MEM_PER_GPU, and SLURM_MEM_PER_NODE are mutually exclusive."): a step's inherited variables
            srun: fatal: --cpus-per-task, --tres-per-task=cpu:#, and --cpus-per-gpu are mutually exclusive | slurm.step-create-failed | | | slurm_opt.c: the CPU options, a colon inside the text
            srun: fatal: SLURM_NTASKS_PER_NODE is mutually exclusive with --ntasks-per-gpu and SLURM_NTASKS_PER_GPU | slurm.step-create-failed | | | slurm_opt.c (23.02+): "%s is mutually exclusive with --ntasks-per-gpu and SLURM_NTASKS_PER_GPU" forms
            sbatch: fatal: --mem, --mem-per-cpu, and --mem-per-gpu are mutually exclusive. | slurm.allocation-failed | | | slurm_opt.c fatal("--mem, --mem-per-cpu, and --mem-per-gpu are mutually exclusive.") through sbatch
            salloc: fatal: --gpus-per-node and --gres=gpu are mutually exclusive. | slurm.allocation-failed | | | the same check through salloc
            srun: fatal: Invalid --distribution specification | - | | | another fatal of srun's option parsing is not this finding
            [debanjan:12799] [[INVALID],INVALID] ORTE_ERROR_LOG: Not found in file ess_singleton_module.c at line 572\\n--------------------------------------------------------------------------\\nIt looks like orte_init failed for some reason; your parallel process is | mpi.init-failed | debanjan | | Open MPI's "[%s:%d] " (opal_output) names a host without a digit
            slurmstepd: *** JOB 1479012 CANCELLED AT 2015-02-04T06:33:25 *** on sh-2-3 | slurm.cancelled | sh-2-3 | | slurmstepd req.c 14.11-15.08: "*** %s CANCELLED AT %s *** on %s"
            slurmstepd: error: *** JOB 7 CANCELLED AT 2015-02-04T06:33:25 DUE TO PREEMPTION on n5 *** | slurm.preempted | n5 | | 14.11-15.08: "*** %s CANCELLED AT %s DUE TO PREEMPTION on %s ***"
            slurmstepd: error: *** JOB 7 CANCELLED AT 2015-02-04T06:33:25 DUE TO NODE n6 FAILURE *** | slurm.node-fail | n6 | | 14.11-15.08: "*** %s CANCELLED AT %s DUE TO NODE %s FAILURE ***", the failed node itself
            slurmstepd: error: *** JOB 7 FAILED (non-zero exit code or other failure mode) on n7 *** | slurm.task-failed | n7 | | 14.11-15.08: "*** %s FAILED (non-zero exit code or other failure mode) on %s ***"
            srun: error: n8: task 3: Floating point exception (core dumped) | slurm.task-failed | n8 | | srun launch.c "%s: %s %s: %s%s": strsignal(SIGFPE) and " (core dumped)"
            srun: error: n[8-9]: tasks 0-7: Illegal instruction | slurm.task-failed | n[8-9] | | the same for SIGILL, a host list
            PMI2_Init failed to intialize.  Return code: 14 | mpi.init-failed | | | Open MPI help-pmix-base.txt [pmix2-init-failed] (2.x-4.x): "PMI2_Init failed to intialize.  Return code: %d"
            ORTE is unable to establish a communication connection to the\\nspecified daemon located on the indicated node:\\n\\n  my node:   n1\\n  target node:  n2\\n | mpi.connect-failed | n1 | n2 | Open MPI help-errmgr-base.txt [no-connect]: "my node:   %s\\n  target node:  %s"
            PRTE is unable to establish a communication connection to the\\nspecified daemon located on the indicated node:\\n\\n  my node:   n3\\n  target node:  n4 | mpi.connect-failed | n3 | n4 | PRRTE 3.x help-errmgr-base.txt [no-connect]
            srun: error: Application launch failed: Socket timed out on send/recv operation | slurm.launch-failed | | | srun launch.c (20.11-24.11), launch_slurm.c before: "Application launch failed: %m"
            srun: error: Task launch for StepId=5.0 failed on node n5: Communication connection failure\\nsrun: error: Application launch failed: Communication connection failure | slurm.launch-failed | n5 | | the node's own line before it names the node: one finding
            slurmstepd: error: *** JOB 77 STEPD TERMINATED ON n4 AT 2024-01-01T00:00:00 DUE TO JOB NOT ENDING WITH SIGNALS *** | slurm.node-fail | n4 | | slurmstepd step_terminate_monitor.c (19.05-24.11): "*** %s STEPD TERMINATED ON %s AT %s DUE TO JOB NOT ENDING WITH SIGNALS ***"
            [n1:01234] *** Process received signal ***\\n[n1:01234] Signal: Segmentation fault (11)\\n[n1:01234] Signal code: Address not mapped (1) | mpi.process-failed | n1 | | Open MPI opal/util/stacktrace.c: HOSTFORMAT "[%s:%05d] " + "*** Process received signal ***", "Signal: %s (%d)"
            [1,3]<stderr>:[gpu-7:10232] *** Process received signal ***\\n[1,3]<stderr>:[gpu-7:10232] Signal: Bus error (7) | mpi.process-failed | gpu-7 | | the same under mpirun --tag-output
            [1,0]<stdout>:mpirun has exited due to process rank 0 with PID 0 on\\n[1,0]<stdout>:node louie exiting improperly. There are three reasons this could occur: | mpi.process-failed | louie | | Open MPI help-orterun.txt [orterun:proc-exit-no-sync] "... on\\nnode %s exiting improperly" with every line tagged: the node from the next line
            [train.py:12] It looks like orte_init failed for some reason; your parallel process is | mpi.init-failed | | | a source file's "[FILE:LINE]" is no host
            [mpiexec@n1] check_exit_codes (../../../../../src/pm/i_hydra/libhydra/demux/hydra_demux_poll.c:114): unable to run proxy on n2 (pid 809) | mpi.daemon-start-failed | n2 | | Intel MPI, a 2019 build's check_exit_codes: "unable to run proxy on %s (pid %d)"; the node in the message, not mpiexec's
            [mpiexec@n1] check_exit_codes (../../../../../src/pm/i_hydra/libhydra/demux/hydra_demux_poll.c:117): unable to run bstrap_proxy on n2.cluster (pid 12608, exit code 256) | mpi.daemon-start-failed | n2.cluster | | the lower-case form of the bstrap_proxy line, without "Error: "
            [mpiexec@head] Error: Unable to run bstrap_proxy on node7:2 (pid 13546, exit code 65280) | mpi.daemon-start-failed | node7 | | Intel MPI 2021.12: "Error: Unable to run bstrap_proxy on %s (pid %d, exit code %d)", a -hosts slot count after the name
            [mpiexec@n1] Error setting up the bootstrap proxies | - | | | the summary line alone names no node and no cause
            [proxy:0:1@n2] launch_procs (pm/pmiserv/pmip_cb.c:640): unable to change wdir to /home/u/run (No such file or directory) | mpi.process-failed | n2 | | MPICH 3.x Hydra's proxy, launch_procs: "unable to change wdir to DIR (REASON)" under the proxy's prefix
            [proxy:0:1@n2] launch_procs (proxy/pmip_cb.c:584): unable to change wdir to /scratch/x (Permission denied)\\n[mpiexec@n1] control_cb (pm/pmiserv/pmiserv_cb.c:200): assert (!closed) failed | mpi.process-failed | n2 | | MPICH 4.x; mpiexec's control_cb assert after it is the consequence, not a second finding
            mpirun -n 2 ./a.out [proxy:0:0@n3] launch_procs (pm/pmiserv/pmip_cb.c:640): unable to change wdir to /x (No such file or directory) | mpi.process-failed | n3 | | a paste that joined the command line and the proxy's first line: the prefix inside the line
            [mpiexec@n1] wait_proxies_to_terminate (../../../../../src/pm/i_hydra/mpiexec/intel/i_mpiexec.c:527): downstream from host n2 exited with status 137 | mpich.bad-termination | n2 | | Intel MPI i_hydra wait_proxies_to_terminate: "downstream from host %s exited with status %d"; the node in the message, not mpiexec's
            [mpiexec@n1.cluster] wait_proxies_to_terminate (../../../../../src/pm/i_hydra/mpiexec/intel/i_mpiexec.c:558): downstream from host n3 was killed by signal 9 (Killed)\\n[mpiexec@n1.cluster] main (../../../../../src/pm/i_hydra/mpiexec/mpiexec.c:2162): assert (pg->intel.exitcodes != NULL) failed | mpich.bad-termination | n3 | | "downstream from host %s was killed by signal %d (%s)", main's assert after it
            the buffers are copied downstream from host memory to the device | - | | | prose with the same words is no finding
            srun: error: n8: task 3: Broken pipe | slurm.task-failed | n8 | | srun launch.c "%s: %s %s: %s%s" with strsignal(SIGPIPE): the task wrote to a peer that had ended
            srun: error: n9: tasks 0-3: CPU time limit exceeded (core dumped) | slurm.task-failed | n9 | | the same for SIGXCPU, with " (core dumped)"
            [ERROR] ME(130371:281473296949264,MainProcess):2024-12-26-14:22:26.839.923 [mindspore/parallel/cluster/process_entity/_api.py:268] Worker process 130673 exit with exception. | torch.child-failed |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py (2.3-2.5) _ProcessManager.join_processes logger.error(f"Worker process {p.pid} exit with exception.") in MindSpore's log format "[LEVEL] ME(PID:TID,PROCESS):TIME [FILE:LINE] TEXT"
            node12.cluster.example.org: [ERROR] ME(4410:281473590168608,MainProcess):2025-03-10-09:40:38.720.000 [mindspore/parallel/cluster/process_entity/_api.py:331] Scheduler process 4412 exit with exception. | torch.child-failed | node12.cluster.example.org |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py join_processes logger.error(f"Scheduler process {self.msn_process.pid} exit with exception.") behind a "host: " prefix
            [WARNING] ME(162078:281473590168608,MainProcess):2025-03-10-09:40:12.444.000 [mindspore/parallel/cluster/process_entity/_api.py:318] There's worker exits with exception, kill all other workers. | torch.child-failed |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py (2.4-2.5) join_processes logger.warning("There's worker exits with exception, kill all other workers.")
            [ERROR] ME(162078:281473590168608,MainProcess):2025-03-10-09:40:38.722.000 [mindspore/parallel/cluster/process_entity/_api.py:431] Time out nodes are ['3', '5'] | torch.child-failed |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py _analyze_log logger.error(f"Time out nodes are {time_out_node_ids}") (the scheduler's "node: N is timed out" lines gathered)
            RuntimeError: Distributed job exited with exception. Please check logs in directory: /home/ma-user/work/msrun_log. | torch.child-failed |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py join_processes raise RuntimeError("Distributed job exited with exception. Please check logs in " f"directory: {self.log_dir}.")
            [WARNING] ME(162078:281473590168608,MainProcess):2025-03-10-09:38:01.100.000 [mindspore/parallel/cluster/process_entity/_api.py:215] Distributed job is spawned. Waiting all processes to exit... | - |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py run() logger.warning("Distributed job is spawned. Waiting all processes to exit..."): no failure
            [INFO] ME(162078:281473590168608,MainProcess):2025-03-10-09:50:01.100.000 [mindspore/parallel/cluster/process_entity/_api.py:322] All workers successfully exit! | - |  |  | doc42: MindSpore msrun mindspore/parallel/cluster/process_entity/_api.py (2.4-2.5) join_processes logger.info("All workers successfully exit!"): no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    /**
     * ssh's own "ssh: ..." starts a line: a paste of FlagAI-Open/Aquila2 92's log cut at blanks (any clear width, as PastedLogTest
     * draws them) reads as the log does, both unreachable hosts named, not the second glued onto the first's last piece.
     */
    @Test
    void sshLinesOfACutPasteStayLines() throws IOException {
        String log = java.nio.file.Files.readString(RealWorldDoctorCorpusTest.DIR.resolve("aquila2-92-ssh-timed-out-after-host-key-prompt.log"));
        List<String> lines = CutLogs.lines(log);
        List<String> whole = hosts(log);
        assertEquals(List.of("192.168.13.2", "192.168.14.2"), whole);
        for (int width = 50; width <= 220; width++) {
            if (CutLogs.clearAtBlanks(lines, width)) {
                assertEquals(whole, hosts(CutLogs.text(CutLogs.atBlanks(lines, width))), "cut at blanks before column " + width);
            }
        }
    }

    /**
     * srun's "Application launch failed" after the nodes' own "Task launch ... failed on node" lines is no finding of its own (a fallback):
     * DeepOps 1179's log, cut at blanks at any clear width, reads as it does whole (PastedLogTest drew one that made a hostless third finding).
     */
    @Test
    void applicationLaunchLineAfterTheNodesLinesAddsNothing() throws IOException {
        String log = java.nio.file.Files.readString(RealWorldDoctorCorpusTest.DIR.resolve("deepops-1179-task-launch-stepid-credential.log"));
        List<String> lines = CutLogs.lines(log);
        List<String> whole = PastedLogTest.diagnosis(log);
        for (int width = 50; width <= 220; width++) {
            if (CutLogs.clearAtBlanks(lines, width)) {
                assertEquals(whole, PastedLogTest.diagnosis(CutLogs.text(CutLogs.atBlanks(lines, width))), "cut at blanks before column " + width);
            }
        }
    }

    private static List<String> hosts(String log) throws IOException {
        return diagnose(log).stream().map(Finding::host).toList();
    }

    private static List<Finding> diagnose(String log) throws IOException {
        return DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty());
    }
}
