package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MPI jobs on fabrics reached through PSM rather than verbs, and Open MPI with no transport between two processes: the PSM
 * libraries' own assertion under their label (opa-psm2's "HOST.RANK" glued to it, psm3's "HOST:rankN: ") while MPI_Init opens the
 * endpoint is mpi.init-failed on that host, the libraries' signal handler line ("PROG:PID terminated with signal N at PC=... SP=....
 * Backtrace:") is process.crashed, and Open MPI's BML that found no transport between two processes ("At least one pair of MPI
 * processes are unable to reach each other", 1.3-5.x, and 1.2's one line) is mpi.init-failed naming this process's host and the
 * peer's; and the near-misses (an assertion outside the set-up, GASNet's assertion without PSM's label, openib's warning alone).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledOfiFabricsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            opal13.0Assertion failure at psm_ep.c:832: ep->epid != 0\\n \\nminiFE.x:52223 terminated with signal 6 at PC=2aaaabd835f7 SP=7fffffffb7d8. Backtrace:\\n/lib64/libc.so.6(abort+0x148)[0x2aaaabd84ce8]\\n/lib64/libpsm2.so.2(psm2_ep_open+0x3c5)[0x2aaab97c5165]\\n/opt/openmpi/1.10/intel/lib/libmpi.so.12(MPI_Init+0xe4)[0x2aaaaad3b134] | mpi.init-failed,process.crashed | opal13 |  | Open MPI issue 1559: opa-psm2's label (host and rank) glued to its assertion, then its signal handler's backtrace through psm2_ep_open
            node17:rank3: Assertion failure at psm_ep.c:1187: ep->epid != 0\\nhello:pid40211 terminated with signal 6 at PC=7f3a1c2b4e10 SP=7ffd5e0c1a28. Backtrace:\\n/usr/lib64/libpsm3-fi.so(psm3_ep_open+0x2c1)[0x7f3a1a9b2c41]\\n/usr/lib64/libmpi.so.12(MPI_Init+0x2b)[0x7f3a1c9e012b] | mpi.init-failed,process.crashed | node17 |  | libfabric prov/psm3: "HOST:rankN: " before the same check, "PROG:pidN" in its handler's line
            cn042.31337Assertion failure at psm_context.c:412: context->fd >= 0\\nhello:31337 terminated with signal 6. Backtrace:\\n/usr/lib64/libpsm_infinipath.so.1(psm_ep_open+0x1b2)[0x2b1e2c6d71b2]\\n/usr/lib64/openmpi/lib/openmpi/mca_mtl_psm.so(ompi_mtl_psm_module_init+0x1a4)[0x2b1e2c2a61a4] | mpi.init-failed,process.crashed | cn042 |  | True Scale PSM's label with the pid, no PC/SP where the architecture gives none, Open MPI's PSM MTL init in the frames
            n07.2Assertion failure at ptl_ips/ips_proto.c:1563: flow->credits >= 0\\nlammps:8841 terminated with signal 6 at PC=2b4f1d0e75f7 SP=7ffe9a3c2b18. Backtrace:\\n/lib64/libpsm2.so.2(psm2_mq_ipeek2+0x51)[0x2b4f1f3a0c11]\\n/opt/openmpi/lib/libmpi.so.40(PMPI_Waitall+0x9a)[0x2b4f1c8a4d3a] | process.crashed |  |  | negative for mpi.init-failed: PSM's assertion while the job runs (MPI_Waitall), not while it starts; the crash stays
            send:6255 terminated with signal 11 at PC=7f88c7cfa461 SP=7fffac6213d8.  Backtrace:\\n/lib64/libc.so.6(__strdup+0x16)[0x7f88c7cfa176] | process.crashed |  |  | the PSM signal handler's line alone, a segmentation fault in the program's own frames
            *** FATAL ERROR (proc 0): in gasnetc_attach_primary() at gasnet_core.c:412: Assertion failure at gasnet_core.c:412: seginfo != NULL | - |  |  | negative: GASNet's assertion, no PSM label before it
            Process 1 ([[8641,0],0]) is on host: fg001 | - |  |  | negative: the host line of Open MPI's help text without its header
            --------------------------------------------------------------------------\\nAt least one pair of MPI processes are unable to reach each other for\\nMPI communications.  This means that no Open MPI device has indicated\\nthat it can be used to communicate between these processes.  This is\\nan error; Open MPI requires that all MPI processes be able to reach\\neach other.  This error can sometimes be the result of forgetting to\\nspecify the "self" BTL.\\n\\n  Process 1 ([[8641,0],0]) is on host: fg001\\n  Process 2 ([[8641,0],2]) is on host: fg002\\n  BTLs attempted: vader self\\n\\nYour MPI job is now going to abort; sorry. | mpi.init-failed | fg001 | fg002 | Charliecloud pull request 166: Open MPI 1.3-4.x help-mca-bml-r2.txt with the process names, this process's host then the peer's
            At least one pair of MPI processes are unable to reach each other for\\nMPI communications.  This means that no Open MPI device has indicated\\nthat it can be used to communicate between these processes.  This is\\nan error; Open MPI requires that all MPI processes be able to reach\\neach other.  This error can sometimes be the result of forgetting to\\nspecify the "self" BTL.\\n\\n  Process 1 ([prterun-login01-41577@1,0]) is on host: gpu-a01\\n  Process 2 ([prterun-login01-41577@1,4]) is on host: gpu-a02\\n  BTLs attempted: self sm smcuda | mpi.init-failed | gpu-a01 | gpu-a02 | Open MPI 5.x: PRRTE's process names in the brackets
            At least one pair of MPI processes are unable to reach each other for\\nMPI communications.  This means that no Open MPI device has inidicated\\nthat it can be used to communicate between these processes.  This is\\nan error; Open MPI requires that all MPI processes be able to reach\\neach other.  This error can sometimes be the result of forgetting to\\nspecify the "self" BTL.\\n\\n  Process 1 is on host: compute-0-1.local\\n  Process 2 is on host: compute-0-3.local\\n  BTLs attempted:       self sm | mpi.init-failed | compute-0-1.local | compute-0-3.local | Open MPI 1.3's first wording: no process names, the typo, the aligned BTL list
            Process [0,1,1] is unable to reach [0,1,0] for MPI communication.\\nIf you specified the use of a BTL component, you may have\\nforgotten a component (such as "self") in the list of\\nusable components. | mpi.init-failed |  |  | Open MPI 1.1-1.2: the one line naming the two processes, no host
            [[8641,0],1]: A high-performance Open MPI point-to-point messaging module\\nwas unable to find any relevant network interfaces:\\n\\nModule: OpenFabrics (openib)\\n  Host: fg001\\n\\nAnother transport will be used instead, although this may result in\\nlower performance. | - |  |  | negative: openib's warning alone, the job goes on over another transport
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessagesSayWhatFailedAndWhere() throws IOException {
        Finding psm = WordingRow.diagnose(DOCTOR, "opal13.0Assertion failure at psm_ep.c:832: ep->epid != 0\n"
                + "/lib64/libpsm2.so.2(psm2_ep_open+0x3c5)[0x2aaab97c5165]").get(0);
        assertTrue(psm.message().contains("psm_ep.c:832: ep->epid != 0") && psm.message().contains("psm2_ep_open"), psm.message());
        Finding bml = WordingRow.diagnose(DOCTOR, "At least one pair of MPI processes are unable to reach each other for\n"
                + "  Process 1 ([[1,0],0]) is on host: n01\n  Process 2 ([[1,0],1]) is on host: n02\n  BTLs attempted: vader self").get(0);
        assertTrue(bml.message().contains("vader self"), bml.message());
    }
}
