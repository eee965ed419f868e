package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Intel MPI (2018-2021) and MPICH (3.x-4.x) under Slurm, a second batch: the PMI library at MPI_Init as the error stack's
 * own frames say it, also where a paste kept the stack without its "Fatal error in ..." header ("FUNC(LINE)....: PMI_Init returned %d",
 * "PMI2_Job_GetId returned %d", "PMI_Get_size returned %d"); MPICH's simple PMI client that cannot write its handshake to the PMI_FD it
 * inherited ("[cli_N]: write_line error; fd=%d buf=:cmd=init ..."), not its abort after another error; the OFI netmod's start-up frames of
 * MPICH 4.x and Intel MPI 2021 (find_provider, open_fabric, create_vci_context) when no libfabric provider can serve the job; and Intel MPI's
 * singleton notice beside them. Hosts of several shapes, behind srun's "N: ", pdsh's "HOST: " and Intel mpirun -l's "[N] " prefixes. One row
 * per wording and release: text | codes in order ("-": no error) | host of the first | peer of the first | source (file, function, releases).
 */
class IntelMpiSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            MPID_Init(2137)......: PMI_Init returned -1 | mpi.init-failed | | | Intel MPI 2018 (MPICH 3.x ch3) MPID_Init: "**pmi_init %d" "PMI_Init returned %d", the stack's last frame alone as a cut paste keeps it
            [1] MPIR_Init_thread(805): fail failed\\n[1] MPID_Init(1743)......: channel initialization failed\\n[1] MPID_Init(2137)......: PMI_Init returned -1 | mpi.init-failed | | | Intel MPI 2018: the stack without its header behind mpirun -l's "[N] " prefix
            gpu-07: MPIR_pmi_init(161)..........: PMI_Init returned -1 | mpi.init-failed | gpu-07 | | MPICH 4.x src/util/mpir_pmi1.inc pmi1_init (and mpir_pmi2.inc pmi2_init, the same words for PMI2_Init) behind pdsh's prefix
            3: MPIR_pmi_init(168)...: PMI2_Job_GetId returned 14 | mpi.init-failed | | | Intel MPI 2019-2021 MPIR_pmi_init / MPICH 4.x mpir_pmi2.inc "**pmi_job_getid %d" under srun --label (srun's plugin is not the PMI2 the library speaks)
            node12.cluster.example.org: MPID_Init(320).......: PMI_Get_size returned 14 | mpi.init-failed | node12.cluster.example.org | | MPICH 3.x defmsg "PMI_Get_size returned %d" behind pdsh's prefix, a fully qualified host
            10.1.2.3: MPID_Init(327).......: PMI_Get_rank returned -1 | mpi.init-failed | 10.1.2.3 | | MPICH 3.x defmsg "PMI_Get_rank returned %d", the host an address
            Abort(1091087) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(136):\\nMPID_Init(939).......:\\nMPIR_pmi_init(168)...: PMI2_Job_GetId returned 14 | mpi.init-failed,mpi.process-failed | | | Intel MPI 2021 with its header: the PMI frame is one finding with the header's (the Abort line's own finding after it)
            Fatal error in MPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(474): \\nMPID_Init(152).......: channel initialization failed\\nMPID_Init(408).......: PMI_Init returned 1 | mpi.init-failed | | | MPICH 3.2 ch3 mpid_init.c with its header, no Abort line: one finding
            [cli_1]: write_line error; fd=16 buf=:cmd=init pmi_version=1 pmi_subversion=1\\n:\\nsystem msg for write_line failure : Bad file descriptor | mpi.init-failed | | | MPICH 1.x-4.0 src/pmi/simple/simple_pmiutil.c PMIU_writeline "write_line error; fd=%d buf=:%s:" behind PMIU_pmiid "[cli_RANK]: ", then perror: PMI_Init's handshake to an inherited PMI_FD (Intel MPI 2018 the same)
            gpu-07: [cli_3]: write_line error; fd=7 buf=:cmd=get_maxes\\ngpu-07: :\\ngpu-07: system msg for write_line failure : Broken pipe | mpi.init-failed | gpu-07 | | the same for PMI_Init's get_maxes behind pdsh's prefix
            0: [cli_0]: write_line error; fd=9 buf=:cmd=barrier_in\\n0: : | mpi.init-failed | | | the same for MPI_Init's PMI barrier under srun --label
            [cli_2]: write_line error; fd=9 buf=:cmd=abort exitcode=1\\n:\\nsystem msg for write_line failure : Bad file descriptor | - | | | the same for PMI_Abort: the abort after another error, no cause of its own
            [unset]: write_line error; fd=-1 buf=:cmd=abort exitcode=1090959\\n:\\nsystem msg for write_line failure : Bad file descriptor | - | | | a singleton's abort (PMIU_pmiid "unset", no PMI_FD): no cause of its own
            find_provider(2819)..........: OFI fi_getinfo() failed (ofi_init.c:2819:find_provider:No data available) | ofi.failed | | | Intel MPI 2021.x ofi_init.c find_provider: MPIDI_OFI_CALL(fi_getinfo) with FI_PROVIDER naming a provider that cannot serve (shm), the frame alone
            MPIDI_OFI_mpi_init_hook(1584): \\nopen_fabric(2663)............: \\nfind_provider(2819)..........: OFI fi_getinfo() failed (ofi_init.c:2819:find_provider:No data available) | ofi.failed | | | Intel MPI 2021.x: the OFI frames from MPIDI_OFI_mpi_init_hook through open_fabric to find_provider, without the header
            gpu-07: find_provider(101).........: OFI fi_getinfo() failed | ofi.failed | gpu-07 | | MPICH 4.x src/mpid/ch4/netmod/ofi/init_provider.c find_provider: "**ofid_getinfo" without arguments when no provider matched, behind pdsh's prefix
            node12.cluster.example.org: create_vci_context(551)..........: OFI endpoint open failed (ofi_init.c:551:create_vci_context:Invalid argument) | ofi.failed | node12.cluster.example.org | | MPICH 4.x ofi_init.c create_vci_context: MPIDI_OFI_CALL(fi_endpoint) (Intel MPI 2021 names it create_vni_context)
            Abort(2138767) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Unknown error class, error stack:\\nMPIR_Init_thread(189)........: \\nMPID_Init(1561)..............: \\nMPIDI_OFI_mpi_init_hook(1584): \\nopen_fabric(2663)............: \\nfind_provider(2819)..........: OFI fi_getinfo() failed (ofi_init.c:2819:find_provider:No data available) | mpi.init-failed,ofi.failed,mpi.process-failed | | | Intel MPI 2021.x with its header: MPI_Init's failure first, the OFI frame's finding beside it
            0: MPI startup(): PMI server not found. Please set I_MPI_PMI_LIBRARY variable if it is not a singleton case. | mpi.init-failed | | | Intel MPI 2019-2021 MPI startup(): no PMI server under plain srun, each task a singleton (a warning), under srun --label
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
