package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The launch and scheduler wordings doctor reads (issue 26, third round), one row per wording, each written from the
 * tool's format string (the last column says which; rules.yaml's comment on the rule says the same): the codes of
 * the findings in order, and the host and peer of the first. {@code \n} in a row is a line break. The real logs
 * these were checked on are in the open corpus (realworld/doctor, class launch, mpi-launch, ssh, submit, container).
 */
class LaunchWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ./svc: error while loading shared libraries: libnetcdf.so.13: cannot open shared object file: No such file or directory | launch.library-not-found | | | glibc elf/dl-catch.c: "%s: error while loading shared libraries: %s: %s"
            python3: error while loading shared libraries: libpython3.9.so.1.0: wrong ELF class: ELFCLASS32 | launch.library-not-found | | | glibc elf/dl-catch.c, another reason
            ./svc: /lib64/libc.so.6: version `GLIBC_2.34' not found (required by ./svc) | launch.library-not-found | | | glibc elf/dl-version.c: "version `%s' not found (required by %s)"
            ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version 'GLIBCXX_3.4.30' not found (required by /opt/ext.so) | launch.library-not-found | | | the same through Python's ImportError, straight quotes
            a.out: error while loading shared libraries: libfftw3.so.3: cannot open shared object file: No such file or directory\\nyhrun: error: cn1: tasks 0-23: Exited with exit code 127 | launch.library-not-found,launch.command-not-found | cn1 | | the loader's line before srun's 127 (src/srun/task_state.c)
            mpirun was unable to launch the specified application as it could not access\\nor execute an executable:\\n\\nExecutable: ./a.out\\nNode: n7\\n\\nwhile attempting to start process rank 0. | launch.command-not-found | n7 | | Open MPI help-orterun.txt [orterun:exe-not-accessible]
            prterun was unable to launch the specified application as it could not access\\nor execute an executable:\\n\\nExecutable: ./a.out\\nNode: n7 | launch.command-not-found | n7 | | PRRTE's copy of the same help text
            mpirun was unable to find the specified executable file, and therefore\\ndid not launch the job.  This error was first reported for process\\nrank 0; it may have occurred for other processes as well.\\n\\nNOTE: A common cause for this error is misspelling a mpirun command\\n      line parameter option (remember that mpirun interprets the first\\n      unrecognized command line token as the executable).\\n\\nNode:       n8\\nExecutable: pw.x | launch.command-not-found | n8 | | Open MPI help-orterun.txt [orterun:executable-not-found]
            [proxy:0:1@n9] HYDU_create_process (lib/utils/launch.c:73): execvp error on file ./a.out (No such file or directory) | launch.command-not-found | n9 | | MPICH Hydra lib/utils/launch.c: "execvp error on file %s (%s)"
            RSA host key for n10 has changed and you have requested strict checking. | ssh.failed | n10 | | OpenSSH sshconnect.c before 8.x: "%s host key for %.200s has changed and you have requested strict checking."
            Host key for n10 has changed and you have requested strict checking. | ssh.failed | n10 | | OpenSSH sshconnect.c: "Host key for %.200s has changed and you have requested strict checking."
            No ED25519 host key is known for n11 and you have requested strict checking.\\nHost key verification failed. | ssh.failed | n11 | | OpenSSH sshconnect.c: "No %s host key is known for %.200s and you have requested strict checking."
            srun: Force Terminated StepId=12.0 | slurm.cancelled | | | srun src/api/step_launch.c: "Force Terminated %ps"
            srun: Force Terminated job 6050\\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish.\\nsrun: error: Timed out waiting for job step to complete | slurm.cancelled,slurm.step-launch-timeout | | | older srun "Force Terminated job %u"; step_launch.c's time-out after an abort
            srun: error: n3: task 1: Exited with exit code 2\\nsrun: Force Terminated StepId=12.0 | slurm.task-failed,slurm.step-killed | n3 | | the same srun line after a task failed: --kill-on-bad-exit, not a cancellation
            srun: error: Timed out waiting for job step to complete\\nslurmstepd: error: *** JOB 7 ON n3 CANCELLED AT 2024-01-01T00:00:00 DUE TO TIME LIMIT *** | slurm.time-limit,slurm.step-launch-timeout | n3 | | step_launch.c's time-out is a witness of what ended the step
            FATAL:   container creation failed: mount /proc/self/fd/3->/var/apptainer/mnt/session/rootfs error: while mounting image /proc/self/fd/3: squashfuse_ll exited with status 255 | apptainer.failed | | | Apptainer pkg/sylog "%-8s " + internal/app/starter "container creation failed: %s"
            FATAL   [U=0,P=426377]     Master()                      container creation failed: while applying cgroups config | apptainer.failed | | | Apptainer pkg/sylog debug form "%-8s%-19s%-30s"
            FATAL:   could not open image /scratch/img.sif: failed to retrieve path for /scratch/img.sif: lstat /scratch: no such file or directory | apptainer.failed | | | Apptainer's image open error
            FATAL: out of spoons | - | | | one blank after the level is not Apptainer's padding
            There are not enough slots available in the system to satisfy the 16\\nslots that were requested by the application: | mpi.not-enough-slots | | | Open MPI help-orte-rmaps-base.txt / PRRTE
            There are not enough slots available in the system to satisfy the 4 slots\\nthat were requested by the application: | mpi.not-enough-slots | | | the same wrapped after "slots" (Open MPI master 2016)
            ERROR  : Home directory is not owned by calling user: /home/u1\\nABORT  : Retval = 255 | apptainer.failed | | | Singularity 2.x src/util/message.c "%-7s: "
            ERROR: cannot create file | - | | | one blank: not Singularity 2's padding
            [proxy:0:23@q2664] HYDU_sock_connect (lib/utils/sock.c:140): unable to connect from "q2664" to "q79" (No route to host) | mpich.proxy-connect-failed | q2664 | q79 | MPICH Hydra lib/utils/sock.c: "unable to connect from \\"%s\\" to \\"%s\\" (%s)"
            [proxy:0:0@n1] main (pm/pmiserv/pmip.c:183): unable to connect to server n0 at port 39565 (check for firewalls!) | mpich.proxy-connect-failed | n1 | n0 | MPICH Hydra pmip.c: "unable to connect to server %s at port %d (check for firewalls!)"
            [proxy:0:0@n1] HYDU_sock_connect (utils/sock/sock.c:145): unable to get host address for head (4) | mpich.proxy-connect-failed | n1 | head | MPICH Hydra lib/utils/sock.c: "unable to get host address for %s"
            [n1][[59259,1],0][btl_tcp_endpoint.c:857:mca_btl_tcp_endpoint_start_connect] peer: n2 Unable to connect to the peer 10.0.0.2 on port 1024: No route to host | mpi.connect-failed | n1 | 10.0.0.2 | Open MPI 5 btl_tcp_endpoint.c after BTL_PEER_ERROR's "[%s]%s[%s:%d:%s] peer: %s "
            [[1234,1],3][btl_tcp_endpoint.c:794:mca_btl_tcp_endpoint_start_connect] from n1 to: n2 Unable to connect to the peer 10.0.0.2 on port 1024: Connection refused | mpi.connect-failed | n1 | 10.0.0.2 | Open MPI 4.1 BTL_PEER_ERROR "%s[%s:%d:%s] from %s " "to: %s "
            A process or daemon was unable to complete a TCP connection\\nto another process:\\n  Local host:    n1\\n  Remote host:   n2\\nThis is usually caused by a firewall on the remote host. | mpi.connect-failed | n1 | n2 | Open MPI 4.x orte/mca/oob/tcp oob_tcp_connection.c
            WARNING: Open MPI failed to TCP connect to a peer MPI process.  This\\nshould not happen.\\n\\nYour Open MPI job may now hang or fail.\\n\\n  Local host: n1\\n  PID:        4242\\n  Message:    connect() to 10.0.0.2:1024 failed\\n  Error:      No route to host (113) | mpi.connect-failed | n1 | 10.0.0.2 | Open MPI help-mpi-btl-tcp.txt [client connect fail]
            =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 108257 RUNNING AT jetson@node1\\n=   EXIT CODE: 134 | mpich.bad-termination | node1 | | Hydra's host as the hostfile gives it, user@host
            Lmod has detected the following error: The following module(s) are unknown: "cuda/12.1" | module.not-found | | | Lmod messageDir/en.lua errTitle + e_Failed_Load "The following module(s) are unknown: %{module_list}"
            Lmod has detected the following error: The following module(s) are unknown:\\n"contrib" | module.not-found | | | the same, wrapped by Lmod at the terminal's width
            Lmod has detected the following error:  These module(s) or extension(s) exist but cannot be loaded as requested: "m4/1.4.18" | module.not-found | | | Lmod e_Failed_Load_2
            ERROR: Unable to locate a modulefile for 'openmpi/4.1' | module.not-found | | | Environment Modules 4-5: "Unable to locate a modulefile for '%s'"
            ModuleCmd_Load.c(213):ERROR:105: Unable to locate a modulefile for 'cuda' | module.not-found | | | Environment Modules 3.2
            CommandNotFoundError: Your shell has not been properly configured to use 'conda activate'. | conda.activate-failed | | | conda exceptions.py "Your shell has not been properly configured to use 'conda %(command)s'."
            CondaError: Run 'conda init' before 'conda activate' | conda.activate-failed | | | conda cli/main_mock_activate.py
            EnvironmentNameNotFound: Could not find conda environment: train | conda.activate-failed | | | conda exceptions.py EnvironmentNameNotFound
            srun: error: Couldn't find the specified plugin name for mpi/pmix looking at all files\\nsrun: error: cannot find mpi plugin for mpi/pmix | mpi.init-failed | | | Slurm src/common/plugin.c; slurm_mpi.c before 21.08
            srun: error: MPI: Cannot create context for mpi/pmix_v4 | mpi.init-failed | | | Slurm src/interfaces/mpi.c "MPI: Cannot create context for %s"
            srun: error: Invalid MPI type 'pmix', --mpi=list for acceptable types | mpi.init-failed | | | Slurm src/srun/srun_job.c
            Aug 18 20:57:02 computen1 slurmd[8713]: slurmd: error:  mpi/pmix_v4: init: (null) [0]: mpi_pmix.c:193: pmi/pmix: can not load PMIx library | mpi.init-failed | computen1 | | mpi_pmix.c through the journal, whose RFC 3164 header names the host
            srun: error: Couldn't load specified plugin name for gres/gpu: Plugin init() callback failed | - | | | the same plugin.c line for another plugin type is no MPI failure
            It looks like pmix_init failed for some reason; your parallel process is\\nlikely to abort.\\n\\nHost:      cnode9\\nFramework: psec | mpi.init-failed | cnode9 | | PMIx help text: "Host:      %s" names the node (learned)
            slurmstepd: error: *** JOB 7 ON n4 CANCELLED AT 2026-01-02T03:04:05 DUE TO JOB REQUEUE *** | slurm.requeued | n4 | | slurmstepd req.c SIG_REQUEUED "*** %s ON %s CANCELLED AT %s DUE TO JOB REQUEUE ***"
            slurmstepd-n4: error: *** STEP 7.0 ON n4 CANCELLED AT 2026-01-02T03:04:05 DUE to SIGNAL Terminated *** | slurm.cancelled | n4 | | slurmstepd req.c 25.05+: "*** %s ON %s CANCELLED AT %s DUE to SIGNAL %s ***"
            slurmstepd: error: *** JOB 7 ON n4 FAILED (non-zero exit code or other failure mode) *** | slurm.task-failed | n4 | | slurmstepd req.c SIG_FAILURE
            srun: error: Unable to confirm allocation for job 60564: Invalid job id specified | slurm.allocation-failed | | | srun allocate.c: "Unable to confirm allocation for job %u: %m"
            srun: Force Terminated job 16127178\\nsrun: PrologSlurmctld failed, job killed\\nsrun: error: Job allocation 16127178 has been revoked | slurm.launch-failed,slurm.cancelled,slurm.launch-failed | | | slurmctld prep_slurmctld.c's user message, then allocate.c's "Job allocation %u has been revoked" (a witness)
            salloc: Job allocation 235454 has been revoked. | slurm.launch-failed | | | salloc.c info("Job allocation %u has been revoked.") alone: all the log says
            prterun has exited due to process rank 0 with PID 0 on node n5 calling\\n"abort". This may have caused other processes in the application to be | mpi.process-failed | n5 | | PRRTE help-prterun.txt wrapped after the node
            [gpu-n4:20117] *** An error occurred in MPI_Allreduce\\n[gpu-n4:20117] *** reported by process [3581083649,5]\\n[gpu-n4:20117] *** on communicator MPI_COMM_WORLD\\n[gpu-n4:20117] *** MPI_ERR_TRUNCATE: message truncated\\n[gpu-n4:20117] *** MPI_ERRORS_ARE_FATAL (processes in this communicator will now abort, | mpi.process-failed | gpu-n4 | | doc10: Open MPI errhandler (1.x-5.x) "*** An error occurred in %s" with the error class and text 3 lines after it; the host from the "[HOST:PID]" prefix
            [n7:4411] **\\* An error occurred in MPI_Wait\\n[n7:4411] **\\* MPI_ERR_OTHER: known error not in list | mpi.process-failed | n7 | | the same with the asterisks escaped by markdown, another call and class
            [n7:4411] *** An error occurred in MPI_Init_thread | mpi.init-failed | n7 | | MPI_Init stays mpi.init-failed (its own rule)
            Open MPI tried to fork a new process via the "execve" system call but\\nfailed.  Open MPI checks many things before attempting to launch a\\n\\n  Local host:        n3\\n  Working dir:       /home/u\\n  Application name:  ./run\\n  Error:             Permission denied | launch.command-not-found | n3 | | doc12: Open MPI help-orte-odls-default.txt [execve error] (1.5-4.1), its fields as follow lines
            PRTE tried to fork a new process via the "execve" system call but\\nfailed. | launch.command-not-found | | | doc12: PRRTE's copy of the same help text (Open MPI 5)
              Local host:        n3\\n  Application name:  ../..\\n  Error:             Permission denied | launch.command-not-found | n3 | | doc12: the same block pasted from its fields on: the aligned Error: field with an execve errno text
              Error:             Unknown error | - | | | doc12: an aligned Error: field with another text is not this block
            kex_exchange_identification: Connection closed by remote host\\nConnection closed by 10.0.0.9 port 22 | ssh.failed | 10.0.0.9 | | doc12: OpenSSH kex.c kex_exchange_identification error_f("Connection closed by remote host"), packet.c "Connection closed by %s port %d"
            ssh_exchange_identification: read: Connection reset by peer | ssh.failed | | | doc12: OpenSSH before 8.0 sshconnect.c, error("ssh_exchange_identification: read: %.100s", strerror(errno))
            'Permission denied (publickey,gssapi-keyex,gssapi-with-mic). | ssh.failed | | | doc12: OpenSSH "Permission denied (%s)." after a quote a paste kept
            slurmstepd: error: *** JOB 8 ON n4 CANCELLED AT 2026-01-02T03:04:05 DUE TO JOB REQUEUE ***\\nsrun: error: n4: tasks 0-3: Exited with exit code 1 | slurm.requeued,slurm.task-failed | n4 | | doc12: the task exits after a requeue are its consequences (ends_job)
            slurmstepd: error:  mpi/pmix_v5: pmixp_p2p_send: n12 [4]: pmixp_utils.c:469: send failed, rc=1001, exceeded the retry limit | mpi.init-failed | n12 | | doc12: Slurm's PMIx plugin PMIXP_ERROR "mpi/pmix_vN: %s: %s [%d]: %s:%d: " + the message (20.11-24.11)
            slurmstepd: error: mpi/pmix_v5: _dmdx_req: n1 [0]: pmixp_dmdx.c:319: Bad request from n2: nspace "slurm.pmix.1.0" has only 2 ranks, asked for -1 | mpi.init-failed | n1 | n2 | doc12: the same naming the node whose request it refused
            [2026-01-02T03:04:05.678] error:  mpi/pmix_v4: pmixp_coll_ring_check: n3 [0]: pmixp_coll_ring.c:613: 0x4004b4008840: unexpected contrib from n4:1, expected is 0 | mpi.init-failed | n3 | n4 | doc12: the same in slurmd's log, from the node that sent the contribution
            [2021-01-18T13:46:23.140] [142913.0] error: b1275 [0] pmixp_client_v2.c:210 [_errhandler] mpi/pmix: ERROR: Error handler invoked: status = -25: Success (0) | mpi.init-failed | b1275 | | doc12: the older PMIXP_ERROR "%s [%d] %s:%d [%s] mpi/pmix: ERROR: " (17.x-20.02)
            [2026-01-02T03:04:05.678] [7.0] debug:  mpi/pmix_v4: pmixp_info_nspace_usock: n5 [0]: pmixp_info.c:100: setup sockets | - | | | doc12: the plugin's debug lines are no finding
            if (rc != MPI_SUCCESS) fprintf(stderr, "An error occurred in the solver"); | - | | | a program's message that is not Open MPI's handler: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    /** srun's notice that it waits for an aborted step and Open MPI's 'Per user-direction' line follow a placed failure: no doubt from them. */
    @org.junit.jupiter.api.Test
    void abortNoticesAfterAFailureLeaveItCertain() throws IOException {
        for (String log : List.of(
                "srun: error: n1: task 0: Exited with exit code 1\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish.\n",
                "Primary job  terminated normally, but 1 process returned\na non-zero exit code.. Per user-direction, the job has been aborted.\n"
                        + "mpirun detected that one or more processes exited with non-zero status, thus causing\n")) {
            Certainty c = DOCTOR.diagnosis("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty()).certainty();
            assertEquals(List.of(), c.unplaced(), log);
        }
    }
}
