package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures the mailing-list queries of a sampled first-sight batch offered (issue 26): Slurm's PAM modules refusing ssh to a node where the
 * user has no job (pam_slurm_adopt's three denials, pam_slurm's with the user and uid, with and without "on this node"), the node named by a
 * shell prompt's "ssh HOST" before the refusal; systemd reporting that slurmd.service exited (the journal's and systemctl's forms, the
 * CentOS 7 lower-case wording, killed and dumped); MPICH's "Fatal error in CALL: ..." without the later Abort() prefix. Negatives: other
 * services' exits, slurmd's clean exit, the Abort() form read by its own rule, MPI_Init read as an init failure, an ssh command line alone.
 * Columns: the codes of the findings in order, the host and peer of the first. {@code \n} is a line break.
 */
class SampledMailingListWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            $ ssh test\\nAccess denied by pam_slurm_adopt: you have no active jobs on this node | ssh.failed | test |  | awsome-distributed-ai #777: a prompt's ssh command, then the refusal
            Access denied by pam_slurm_adopt: you have no active jobs on this node | ssh.failed |  |  | pam_slurm_adopt.c 15.08-25.11 send_user_msg, alone
            [user@login01 ~]$ ssh user@gpu-node-12\\nAccess denied by pam_slurm_adopt: unable to determine source job | ssh.failed | gpu-node-12 |  | pam_slurm_adopt.c "unable to determine source job", after a bracketed prompt and USER@HOST
            Access denied by pam_slurm_adopt: adoption failure\\nConnection closed by 10.1.2.3 port 22 | ssh.failed |  |  | pam_slurm_adopt.c "adoption failure"
            launcher will fail to ssh into some of the nodes with the error: "Access denied by pam_slurm_adopt: you have no active jobs on this node". The problem appears | ssh.failed |  |  | TACC launcher #52: quoted in a sentence
            > Access denied by pam_slurm_adopt: you have no active jobs on this node | ssh.failed |  |  | behind a mail reply's quote marker
            Access denied: user test (uid=5249) has no active jobs on this node. | ssh.failed |  |  | pam_slurm.c (2.x-25.11): "%sAccess denied: user %s (uid=%u) has no active jobs on this node.%s"
            Access denied: user foo (uid=1313) has no active jobs. | ssh.failed |  |  | pam_slurm's README wording without "on this node"
            Dec 18 16:29:40 mewtwo.lo systemd[1]: slurmd.service: Main process exited, code=exited, status=1/FAILURE\\nDec 18 16:29:40 mewtwo.lo systemd[1]: slurmd.service: Failed with result 'exit-code'. | slurm.node-fail | mewtwo.lo |  | systemd service.c "%s: Main process exited, code=%s, status=%i/%s" in the journal
            Aug 09 22:11:24 hpc-compute-0 systemd[1]: slurmd.service: main process exited, code=exited, status=1/FAILURE | slurm.node-fail | hpc-compute-0 |  | systemd 219 (CentOS 7) lower-case "main process exited"
            Jan 02 03:04:05 gpu07 systemd[1]: slurmd.service: Main process exited, code=killed, status=9/KILL | slurm.node-fail | gpu07 |  | killed by a signal
            Jan 02 03:04:05 gpu07 systemd[1]: slurmd.service: Main process exited, code=dumped, status=11/SEGV | slurm.node-fail | gpu07 |  | dumped core
            Aug 09 22:11:24 node1 slurmd[3136]: slurmd: fatal: Unable to determine this slurmd's NodeName\\nAug 09 22:11:24 node1 systemd[1]: slurmd.service: main process exited, code=exited, status=1/FAILURE | slurm.name-unresolved | node1 |  | slurmd's own fatal line says more: the exit is a fallback
            Jan 02 03:04:05 gpu07 systemd[1]: slurmd.service: Main process exited, code=exited, status=0/SUCCESS | - |  |  | negative: a clean exit
            Jan 02 03:04:05 gpu07 systemd[1]: munge.service: Main process exited, code=exited, status=1/FAILURE | - |  |  | negative: another service
            Fatal error in PMPI_Comm_rank: Invalid communicator, error stack:\\nPMPI_Comm_rank(122): MPI_Comm_rank(MPI_COMM_NULL, rank=0xa508ac) failed\\nPMPI_Comm_rank(75).: Null communicator | mpi.process-failed |  |  | MPICH 3.2 MPIR_Handle_fatal_error "Fatal error in %s: " and the class text
            Fatal error in MPI_Allreduce: Other MPI error, error stack: | mpi.process-failed |  |  | the same for a collective, the MPI_ name
            Abort(470406415) (rank 3 in comm 0): Fatal error in PMPI_Send: Invalid rank, error stack: | mpi.process-failed |  |  | negative for the new rule: the 3.3+ Abort() form keeps its own rule's rank (one finding)
            Fatal error in PMPI_Init: Other MPI error, error stack: | mpi.init-failed |  |  | negative for the new rule: MPI_Init is an init failure
            $ ssh gpu-node-12\\nLast login: Tue Jan  2 03:04:05 2024 from 10.0.0.1 | - |  |  | negative: an ssh command line that was let in
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
