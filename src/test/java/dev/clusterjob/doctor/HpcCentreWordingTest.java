package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The failures HPC centres' own pages show their users (OLCF, LUMI's docs and training notes, CSC): the pages quote the
 * tools' messages the way a user meets them, often cut from their program's prefix, wrapped by the page or between quotes.
 * One row per wording, each from the tool's format string (the last column says which) or as the page prints it: the codes
 * of the findings in order, and the host and peer of the first. {@code \n} in a row is a line break. The real logs these
 * were checked on are in the open corpus (realworld/doctor, the doc31 block of index.tsv).
 */
class HpcCentreWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Unable to allocate resources: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed | | | srun/salloc allocate.c error("Unable to allocate resources: %m") with ESLURM_ACCOUNTING_POLICY's text (slurm_errno.c), the program's "srun: error: " left out as LUMI's batch-job page shows it
            Unable to allocate resources: Job violates accounting/QOS policy \\n(job submit limit, user's size and/or time limits) | slurm.allocation-failed | | | the same, wrapped by the page before the parenthesis
            Batch job submission failed: Invalid account or account/partition combination specified | slurm.allocation-failed | | | sbatch.c error("Batch job submission failed: %m") with ESLURM_INVALID_ACCOUNT's text, "sbatch: error: " cut
            Job submit/allocate failed: Requested node configuration is not available | slurm.allocation-failed | | | salloc.c error("Job submit/allocate failed: %m") with ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE's text, "salloc: error: " cut
            [2024-05-02T10:11:12.345] Unable to allocate resources: Invalid qos specification | slurm.allocation-failed | | | ESLURM_INVALID_QOS's text behind a collector's timestamp
            Unable to allocate resources: More processors requested than permitted | slurm.allocation-failed | | | ESLURM_TOO_MANY_REQUESTED_CPUS's text
            Unable to allocate resources: not enough pinned memory for the staging buffer | - | | | another program's words after the same phrase are no Slurm refusal
            srun: error: Unable to allocate resources: Requested node configuration is not available | slurm.allocation-failed | | | the whole line as srun prints it (LUMI's training notes)
            sbatch: error: AssocMaxSubmitJobLimit\\nsbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed | | | the job_submit reason line before sbatch's refusal (LUMI's and CSC's FAQ pages)
            salloc: error: Job submit/allocate failed: Requested node configuration is not available\\nsalloc: Job allocation 2933626 has been revoked. | slurm.allocation-failed,slurm.launch-failed | | | salloc's refusal with its "Job allocation %u has been revoked." after it
            srun: error: Unable to create step for job 4203072: Invalid generic \\n              resource (gres) specification | slurm.step-create-failed | | | srun step_launch "Unable to create step for job %u: %m" with ESLURM_INVALID_GRES's text, wrapped by LUMI's page
            srun: error: task 256 launch failed: Error configuring interconnect | slurm.launch-failed | | | srun "task %d launch failed: %s" with ESLURM_INTERCONNECT_FAILURE's text (LUMI's training notes)
            [unset]:_pmi_set_af_in_use:PMI ERROR | mpi.init-failed | | | Cray PMI's "[RANK]:FUNCTION:TEXT" error form, the rank not yet known ("unset"), as LUMI's known-issues page quotes it
            [12]:_pmi_set_af_in_use:PMI ERROR | mpi.init-failed | | | the same once the rank is known
            nid001234: [unset]:_pmi_set_af_in_use:PMI ERROR | mpi.init-failed | nid001234 | | behind a launcher's "host: " prefix: the node from it
            _pmi_set_af_in_use was called | - | | | the function's name in prose is no PMI error
            Assertion failed in file ../src/mpid/ch4/netmod/include/../ofi/ofi_events.c at line 379: dtp_ != NULL\\nMPICH ERROR [Rank 1800] [job id 2932607.0] [Fri Feb 17 14:38:57 2023] [nid001179] - Abort(1): Internal error | mpi.process-failed | nid001179 | | MPICH mpir_assert.c MPIR_Assert_fail "Assertion failed in file %s at line %d: %s" then MPID_Abort(NULL, ...): "Abort(%d)%s%s: %s%s" with "Internal error" for no message, behind HPE Cray MPICH 8's "MPICH ERROR [Rank %d] [job id %s] [%s] [%s] - " header
            MPICH ERROR [Rank 3] [job id 123.0] [Mon Jan  1 00:00:00 2024] [x1000c0s0b0n0] - Abort(1): Internal error | mpi.process-failed | x1000c0s0b0n0 | | the same header with an HPE Cray EX xname
            Abort(1): Internal error | mpi.process-failed | | | MPICH's MPID_Abort line alone (no Cray header)
            Abort(1) on node 7: Internal error | mpi.process-failed | | | MPID_Abort's " on node %d" (the world rank) when the abort names no communicator
            Assertion failed in file main.cpp at line 12: n > 0 | - | | | an application's own assertion with the same words is no MPI abort
            "nid005018:47819:47913 [0] create_nccl_ofi_component:817 NCCL WARN NET/OFI Couldn't open a fabric access domain. RC: -38, ERROR: Function not implemented" | ofi.failed | nid005018 | | aws-ofi-rccl NCCL_OFI_WARN in NCCL's "HOST:PID:TID [DEV] ... NCCL WARN" line, quoted by the user between double quotes (LUMI's AI training notes)
            `gpu-07:8969:8969 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.1.2.3<43565> failed : Connection refused` | nccl.socket-connect-failed | gpu-07 | 10.1.2.3 | NCCL 2.16-2.25 socketStartConnect's WARN between backticks, as a markdown inline code span keeps it
            'node12.cluster.example.org:301:388 [3] NCCL WARN NET/Socket : Connect to 10.1.2.3<51812> failed : No route to host' | nccl.socket-connect-failed | node12.cluster.example.org | 10.1.2.3 | between single quotes, a host with its domain
            MPICH ERROR [Rank 0] [job id 3605521.0] [Tue May 30 12:41:09 2023] [nid002042] - Abort(-1) (rank 0 in comm 0): MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked | mpi.init-failed | nid002042 | | HPE Cray MPICH 8's GTL check at init (LUMI's training notes)
            Lmod has detected the following error:  Cannot load module "amd/5.0.2" because these module(s) are loaded:\\nrocm | module.not-found | | | Lmod's conflict message (LUMI's training notes)
            slurmstepd: error: execve(): gpu_check: No such file or directory | launch.command-not-found | | | slurmstepd exec_task "execve(): %s: %m" (LUMI's training notes)
            Memory access fault by GPU node-4 (Agent handle: 0x32f330) on address (nil). Reason: Unknown. | torch.cuda-error | | | ROCR-Runtime VMFaultHandler with a null address (LUMI's AMD exercises)
            MPIDI_OFI_handle_cq_error(1062): OFI poll failed (ofi_events.c:1064:MPIDI_OFI_handle_cq_error:Input/output error - PTLTE_NOT_FOUND) | ofi.failed | | | MPICH ch4 ofi MPIDI_OFI_handle_cq_error's error-stack line, a cxi PTLTE_NOT_FOUND (LUMI's training notes)
            [W socket.cpp:697] [c10d] The client socket cannot be initialized to connect to [frontierXYZ.frontier.olcf.ornl.gov]:3442\\n(errno: 97 - Address family not supported by protocol). | - | | | torch c10d's IPv6 fallback warning, harmless (OLCF's PyTorch page)
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
