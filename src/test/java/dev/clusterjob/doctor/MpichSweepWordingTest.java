package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * MPICH's own failure messages and those of the MPIs built on it (issue 26), swept from its source release by release (tags 3.3,
 * 3.4, 4.0, 4.1, 4.2.0, 4.3.0 of pmodels/mpich): Hydra's mpiexec and proxy (src/pm/hydra: the bad-termination block, the exit
 * string, the bootstrap's wait, the time-out, HYDU_sock_connect's connect and host lookup, the proxy's connect back, execvp and the
 * working directory), the ssh launcher's OpenSSH lines, the PMI / PMI2 / PMIx client errors of MPI_Init (src/util/mpir_pmi*,
 * src/pmi), ch3's communication errors, the ch4 OFI and UCX netmods' error-stack texts (errnames.txt "**ofi_*", "**ofid_poll",
 * "**ucx_nm_status"), MPI_Abort's text in 3.x and 4.x, and the derivatives' own wordings as the earlier tables (IntelMpi*,
 * CrayMpiStack, MvapichImpi) record them, not re-read here (Intel MPI's i_hydra and "Abort(N) on node N (rank N in comm 0)", Cray MPICH's "MPICH ERROR [Rank N] ... [NODE]"
 * prefix, MVAPICH2's "[HOST:mpi_rank_N][function]" lines). Placeholders filled as the tools fill them (host names of several
 * shapes, addresses, ranks, strerror and h_errno texts); harmless look-alikes as negatives. The codes of the findings in order
 * ("-": no error; warnings may stand), the host and peer of the first. {@code \n} in a row is a line break.
 *
 * <p>Read and skipped: hydra's HYDU_ERR_POP chain lines that only pass an error up ("launcher returned error waiting for
 * completion", "error waiting for event", "unable to write data to proxy", "callback returned error status": each follows the line
 * that says what happened, and alone does not name the event), its set-up and option-parsing errors (port range, fcntl, demux,
 * "error parsing ...", "duplicate setting", the "no nodes available" of an empty host list: mpiexec's own command line),
 * the resource managers' node-file lookups of launchers no training cluster here uses (LoadLeveler, Cobalt), the persist and
 * nameserver tools, MPI_Comm_spawn and publish/lookup (no training job uses them), debug and verbose output (HYDU_dump of the PMI
 * commands, -verbose), internal asserts ("assert (%s) failed", HYDU_ASSERT), memory allocation failures of MPICH's own objects,
 * and the PMI-1 client's singleton-init notes (a program started without mpiexec, which then runs alone).
 */
class MpichSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 48213 RUNNING AT gpu-node-03\\n=   EXIT CODE: 139\\n=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n=================================================================================== | mpich.bad-termination | gpu-node-03 |  | MPICH 3.3-4.1 src/pm/hydra/pm/pmiserv/pmiserv_cb.c control_cb (HYDU_dump_noprefix block)
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 90211 RUNNING AT x1922c2s2b0n0.hostmgmt2215.cm.aurora.alcf.anl.gov\\n=   EXIT CODE: 9\\n=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n=================================================================================== | mpich.bad-termination | x1922c2s2b0n0.hostmgmt2215.cm.aurora.alcf.anl.gov |  | MPICH 4.2-4.3 src/pm/hydra/mpiexec/pmiserv_cb.c control_cb (the same block after hydra's move)
            ===================================================================================\\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   RANK 3 PID 31415 RUNNING AT nid001234\\n=   KILLED BY SIGNAL: 9 (Killed)\\n=================================================================================== | mpich.bad-termination | nid001234 |  | Intel MPI 2019-2021 i_hydra (as MvapichImpiWordingTest and IntelMpiWordingTest record it): the rank before the PID, a signal instead of an exit code
            YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Segmentation fault (signal 11)\\nThis typically refers to a problem with your application.\\nPlease see the FAQ page for debugging suggestions | mpich.bad-termination |  |  | MPICH 3.3-4.1 src/pm/hydra/ui/mpich/mpiexec.c main, 4.2-4.3 mpiexec/mpiexec.c (strsignal)
            [mpiexec@login01] HYDT_bscu_wait_for_completion (tools/bootstrap/utils/bscu_wait.c:76): one of the processes terminated badly; aborting | mpich.bad-termination | login01 |  | MPICH 3.3-4.0 src/pm/hydra/tools/bootstrap/utils/bscu_wait.c HYDT_bscu_wait_for_completion (HYDU_error_printf's prefix)
            [mpiexec@a100-sxm-02] HYDT_bscu_wait_for_completion (lib/tools/bootstrap/utils/bscu_wait.c:110): one of the processes terminated badly; aborting | mpich.bad-termination | a100-sxm-02 |  | MPICH 4.1-4.3 src/pm/hydra/lib/tools/bootstrap/utils/bscu_wait.c
            [mpiexec@login01] APPLICATION TIMED OUT, TIMEOUT = 600s | slurm.time-limit | login01 |  | MPICH 3.3-4.1 pm/pmiserv/pmiserv_pmci.c HYD_pmci_wait_for_completion (MPIEXEC_TIMEOUT / -timeout), 4.2-4.3 mpiexec/pmiserv_pmci.c
            [proxy:0:1@gpu-node-03] HYDU_sock_connect (utils/sock/sock.c:177): unable to connect from "gpu-node-03" to "login01" (Connection refused) | mpich.proxy-connect-failed | gpu-node-03 | login01 | MPICH 3.3 src/pm/hydra/utils/sock/sock.c HYDU_sock_connect (MPL_strerror)
            [proxy:0:2@node12.cluster.example.org] HYDU_sock_connect (lib/utils/sock.c:141): unable to connect from "node12.cluster.example.org" to "10.1.0.5" (No route to host) | mpich.proxy-connect-failed | node12.cluster.example.org | 10.1.0.5 | MPICH 4.1-4.3 src/pm/hydra/lib/utils/sock.c HYDU_sock_connect (3.4-4.0 utils/sock/sock.c:142, the same text)
            [proxy:0:1@cn042] main (pm/pmiserv/pmip.c:202): unable to connect to server login01 at port 39125 (check for firewalls!) | mpich.proxy-connect-failed | cn042 | login01 | MPICH 3.3-4.1 pm/pmiserv/pmip.c main (4.2-4.3 proxy/pmip.c)
            [mpiexec@login01] HYDU_sock_connect (utils/sock/sock.c:145): unable to get host address for gpu-node-07 (1) | mpich.proxy-connect-failed | login01 | gpu-node-07 | MPICH 3.3 utils/sock/sock.c HYDU_sock_connect: gethostbyname failed (HYDU_herror's h_errno)
            [proxy:0:0@ip-10-0-1-17] HYDU_sock_connect (lib/utils/sock.c:110): unable to get host address for login01.cluster | mpich.proxy-connect-failed | ip-10-0-1-17 | login01.cluster | MPICH 3.4-4.3 HYDU_sock_connect: MPL_get_sockaddr failed (no error text after the name)
            [proxy:0:1@gpu-node-03] HYDU_create_process (utils/launch/launch.c:74): execvp error on file python3 (No such file or directory) | launch.command-not-found | gpu-node-03 |  | MPICH 3.3-4.0 src/pm/hydra/utils/launch/launch.c HYDU_create_process (MPL_strerror)
            [proxy:0:0@nid001234] HYDU_create_process (lib/utils/launch.c:73): execvp error on file ./train.py (No such file or directory) | launch.command-not-found | nid001234 |  | MPICH 4.1-4.3 src/pm/hydra/lib/utils/launch.c HYDU_create_process
            [proxy:0:1@nid001235] HYD_pmcd_pmip_control_cmd_cb (proxy/pmip_cb.c:866): unable to change wdir to /scratch/run1 (No such file or directory) | mpi.process-failed | nid001235 |  | MPICH 3.3-4.1 pm/pmiserv/pmip_cb.c launch_procs, 4.2-4.3 proxy/pmip_cb.c (CODES.md: a launch failure on a node is filed under mpi.process-failed)
            ssh_askpass: exec(/usr/libexec/openssh/ssh-askpass): No such file or directory\\nHost key verification failed. | ssh.failed |  |  | OpenSSH readpass.c ssh_askpass "ssh_askpass: exec(%s): %s" under hydra's ssh launcher (no tty for the host-key question), then ssh's refusal
            ssh_askpass: exec(/usr/bin/ssh-askpass): No such file or directory\\nPermission denied, please try again. | ssh.failed |  |  | the same before a password prompt (no key for the node)
            [mpiexec@login01] Error: Unable to run bstrap_proxy on gpu-node-03 (pid 48213, exit code 65280) | mpi.daemon-start-failed | gpu-node-03 |  | Intel MPI 2021.x i_hydra "Error: Unable to run bstrap_proxy on %s (pid %d, exit code %d)" (as IntelMpiSecondWordingTest records it)
            Fatal error in PMPI_Init_thread: Other MPI error, error stack:\\nMPIR_Init_thread(586)..............:\\nMPID_Init(224).....................: channel initialization failed\\nMPIDI_CH3_Init(105)................:\\nMPID_nem_init(324).................:\\nMPID_nem_tcp_init(175).............:\\nMPID_nem_tcp_get_business_card(401):\\nMPID_nem_tcp_init(373).............: gethostbyname failed, a100-sxm-02 (errno 1) | mpi.init-failed | a100-sxm-02 |  | MPICH 3.3-4.3 ch3 nemesis tcp_init.c "**gethostbyname %s %d" under src/mpi/errhan's "Fatal error in %s: %s, error stack:"
            Abort(1091215) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(136)........:\\nMPID_Init(904)...............:\\nMPIDI_OFI_mpi_init_hook(1421):\\nopen_fabric(2437)............:\\nfind_provider(2584)..........: OFI getinfo() failed (ofi_init.c:2584:find_provider:No data available) | mpi.init-failed,ofi.failed,mpi.process-failed |  |  | MPICH 4.0 ch4 ofi_init.c "**ofi_getinfo %s %d %s %s" under MPI_Init's "Abort(%d) on node %d (rank %d in comm %d): " (CODES.md: the header decides)
            Abort(1615247) on node 3 (rank 3 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(138)........:\\nMPID_Init(1141)..............:\\nMPIDI_OFI_mpi_init_hook(1647): OFI addrinfo() failed (ofi_init.c:1647:MPIDI_OFI_mpi_init_hook:No data available) | mpi.init-failed,ofi.failed,mpi.process-failed |  |  | Intel MPI 2019-2021 (MPICH ch4 ofi): "OFI addrinfo() failed" under the same header
            MPIR_pmi_init(105)...........: PMIX_Init returned -46 | mpi.init-failed |  |  | MPICH 4.0-4.3 src/util/mpir_pmix.inc "**pmix_init %d": a paste that cut the header (CODES.md: a PMI frame alone is mpi.init-failed)
            Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(474):\\nMPID_Init(190).......: channel initialization failed\\nMPID_Init(569).......:  PMI2 init with process manager failed: -1 | mpi.init-failed |  |  | MPICH 3.3 ch3 mpid_init.c (PMI2 build) "**pmi_fullinit %s"
            Abort(807024271) on node 5 (rank 5 in comm 0): Fatal error in PMPI_Send: Other MPI error, error stack:\\nPMPI_Send(157)............: MPI_Send(buf=0x7ffd1c2e4a10, count=1, MPI_INT, dest=0, tag=0, MPI_COMM_WORLD) failed\\nMPID_Send(589)............:\\nMPIDI_OFI_send_normal(368): OFI tagged sendto failed (ofi_send.h:368:MPIDI_OFI_send_normal:No route to host) | ofi.failed,mpi.process-failed |  |  | MPICH 3.3-4.0 ch4 ofi_send.h "**ofi_tsend %s %d %s %s" (a running call, not MPI_Init)
            Fatal error in PMPI_Allreduce: Other MPI error, error stack:\\nPMPI_Allreduce(472)............: MPI_Allreduce(sbuf=0x1, rbuf=0x2, count=1, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD) failed\\nMPIDI_OFI_handle_cq_error(1062): OFI poll failed (ofi_events.c:1062:MPIDI_OFI_handle_cq_error:Input/output error) | ofi.failed |  |  | MPICH 3.3-4.2 ch4 ofi_events.c MPIDI_OFI_handle_cq_error "**ofid_poll %s %d %s %s"
            MPIDI_OFI_handle_cq_error(1120): OFI poll failed (default nic=cxi0: Input/output error) | ofi.failed |  |  | MPICH 4.3 ofi_events.c "**ofid_poll %s %s": OFI poll failed (default nic=%s: %s)
            Fatal error in PMPI_Isend: Other MPI error, error stack:\\nPMPI_Isend(161)...: MPI_Isend(buf=0x7f2a, count=4, MPI_BYTE, dest=2, tag=1, MPI_COMM_WORLD, request=0x7ffd) failed\\nMPIDI_UCX_send(79):  ucx function returned with failed status(ucx_send.h 79 MPIDI_UCX_send Endpoint timeout) | ucx.transport-error |  |  | MPICH 3.3-4.3 ch4 ucx "**ucx_nm_status %s %d %s %s" (file line function ucs_status_string)
            Fatal error in PMPI_Recv: Unknown error class, error stack:\\nPMPI_Recv(171).................: MPI_Recv(buf=0x7ffc, count=1, MPI_INT, src=1, tag=0, MPI_COMM_WORLD, status=0x1) failed\\nMPIDI_CH3U_Recvq_FDU_or_AEP(629): Communication error with rank 1 | mpi.process-failed |  |  | MPICH 3.3-4.3 ch3 "**comm_fail %d" (MPIX_ERR_PROC_FAILED: the peer's process is gone)
            MPID_nem_tcp_connpoll(1845)....: Communication error with rank 3: Connection reset by peer | mpi.process-failed |  |  | MPICH 3.3-4.3 ch3 nemesis tcp socksm.c "**comm_fail %d %s"
            application called MPI_Abort(MPI_COMM_WORLD, 1) - process 0 | mpi.process-failed |  |  | MPICH 3.3 src/mpi/init/abort.c MPI_Abort "application called MPI_Abort(%s, %d) - process %d"
            Abort(1) on node 7 (rank 7 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 7 | mpi.process-failed |  |  | MPICH 4.0-4.3 src/mpi/init/init_impl.c MPIR_Abort_impl ("node %d" is the rank, not a host)
            MPICH ERROR [Rank 12] [job id 8934211.0] [Mon Mar  4 10:12:44 2024] [nid001234] - Abort(1) (rank 12 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 12 | mpi.process-failed | nid001234 |  | Cray MPICH 8.1 (as CrayMpiStackWordingTest records it): its own "MPICH ERROR [Rank %d] [job id %s] [%s] [%s] - " prefix naming the node
            MPICH ERROR [Rank 0] [job id 123.0] [Tue Jan  9 12:00:00 2024] [x1000c0s0b0n0] - Abort(1091215) (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(170).......:\\nMPID_Init(501)..............:\\nMPIDI_OFI_mpi_init_hook(580):\\nopen_fabric(1539)...........:\\nfind_provider(1651).........: OFI getinfo() failed (ofi_init.c:1651:find_provider:No data available) | mpi.init-failed,ofi.failed,mpi.process-failed | x1000c0s0b0n0 |  | Cray MPICH 8.1 (as CrayMpiStackWordingTest records it): the same prefix on an MPI_Init failure
            [gpu-node-03:mpi_rank_3][error_sighandler] Caught error: Bus error (signal 7) | mpi.process-failed | gpu-node-03 |  | MVAPICH2 2.3.x src/mpid/ch3/channels/common/src/util/error_handling.c error_sighandler
            [cn042:mpi_rank_5][handle_cq] src/mpid/ch3/channels/mrail/src/gen2/ibv_channel_manager.c:497: [] Got completion with error 12, vendor code=0x81, dest rank=2 | nccl.ib-completion-error | cn042 |  | MVAPICH2 2.3.x gen2/ibv_channel_manager.c handle_cq (retry exceeded)
            [mpiexec@node12.cluster.example.org] APPLICATION TIMED OUT, TIMEOUT = 3600s | slurm.time-limit | node12.cluster.example.org |  | the same time-out with a fully qualified mpiexec host (MPICH 4.2-4.3 mpiexec/pmiserv_pmci.c)
            gpu-node-03: ssh_askpass: exec(/usr/bin/ssh-askpass): No such file or directory | ssh.failed | gpu-node-03 |  | OpenSSH's ssh_askpass line alone, behind pdsh's host prefix (a paste without the refusal after it)
            MPIR_pmi_init(156)...........: PMIx_Get returned -46 | mpi.init-failed |  |  | MPICH 4.0-4.3 mpir_pmix.inc "**pmix_get %d": PMIx_Get of the job's size or rank in MPIR_pmi_init
            Fatal error in PMPI_Allreduce: Unknown error class, error stack:\\nPMPI_Allreduce(907)..............: MPI_Allreduce(sbuf=0x1, rbuf=0x2, count=1, MPI_INT, MPI_SUM, MPI_COMM_WORLD) failed\\nMPIDI_CH3I_Progress(176).........:\\nMPID_nem_mpich_blocking_recv(1142):\\nMPID_nem_tcp_connpoll(1845)......: Communication error with rank 2: Connection reset by peer | mpi.process-failed |  |  | MPICH 3.3-4.3 nemesis tcp socksm.c "**comm_fail %d %s" at the foot of a collective's stack
            Fatal error in PMPI_Send: Unknown error class, error stack:\\nPMPI_Send(159).............: MPI_Send(buf=0x7ffe5a1c, count=1, MPI_INT, dest=1, tag=0, MPI_COMM_WORLD) failed\\nMPID_nem_tcp_connpoll(1845): Communication error with rank 1: Connection refused | mpi.connect-failed |  |  | MPICH 3.3-4.3 nemesis tcp socksm.c "**comm_fail %d %s" with connect()'s errno: the connection to that rank was never set up (CODES.md: mpi.connect-failed)
            MPID_nem_tcp_connpoll(1826): Communication error with rank 4: No route to host | mpi.connect-failed |  |  | the same with EHOSTUNREACH (an interface the peer's business card names that this node cannot reach)
            [0] MPI startup(): Intel(R) MPI Library, Version 2021.10  Build 20230619 (id: 1d7ebe5)\\n[0] MPI startup(): libfabric provider: mlx | - |  |  | Intel MPI I_MPI_DEBUG start-up lines (INFO)
            [0] MPI startup(): I_MPI_PM environment variable is not supported.\\n[0] MPI startup(): Similar variables:\\n    I_MPI_PIN | - |  |  | Intel MPI's warning for an unknown I_MPI_ variable (the job goes on)
            [mpiexec@login01] WARNING: too many ssh connections to gpu-node-03; waiting 6 seconds | - |  |  | MPICH 3.3-4.3 hydra ssh launcher's throttle (HYDU_dump, harmless)
            Warning: Permanently added 'gpu-node-03,10.1.0.3' (ECDSA) to the list of known hosts. | - |  |  | OpenSSH under hydra's ssh launcher: a new host key, accepted
            MPICH Version:      4.1.2\\nMPICH Release date: Wed Jun  7 15:22:45 CDT 2023\\nMPICH Device:       ch4:ofi | - |  |  | mpichversion's output pasted with a log
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
