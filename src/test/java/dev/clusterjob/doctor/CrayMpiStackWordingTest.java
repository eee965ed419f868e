package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * HPE Cray EX / Slingshot and MPI stacks other than Open MPI as users paste them: MPICH's OFI netmod failure quoted
 * without its error stack (in a sentence, shortened to the cxi provider's return code), GASNet-EX's ofi-conduit fatal errors (the 2022.x
 * assertion form and the later "(proc N): in FUNC() at FILE:LINE:" form), Cray ATP's reports of ranks that died on a signal (ATP 1.x-2.x on
 * XC, 3.x on EX) and Cray PMI's aprun daemon line, Fujitsu MPI's plexec report and its libmpi backtrace frame, and rdma-core's mlx5 error
 * completion dump when the program that got it printed nothing of its own (MVAPICH2, PAMI). One row per wording and release, with host
 * names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class CrayMpiStackWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Hardware tag-matching must be disabled, otherwise MPI jobs will fail with `OFI poll failed -- UNDELIVERABLE` errors. | ofi.failed |  |  | MPICH 4.x / Cray MPICH 8 ofi_events.c MPIDI_OFI_handle_cq_error, shortened to cxi_rc_to_str's code inside a sentence
            nid001780: our runs die with OFI poll failed (ofi_events.c:1077:MPIDI_OFI_handle_cq_error:Input/output error - PTLTE_NOT_FOUND) after an hour | ofi.failed | nid001780 |  | Cray MPICH 8 handle_cq_error's detail quoted in prose behind a pdsh-style host prefix (Perlmutter node name)
            x1922c2s2b0n0.hostmgmt2215.cm.aurora.alcf.anl.gov: OFI poll failed: CANCELED | ofi.failed | x1922c2s2b0n0.hostmgmt2215.cm.aurora.alcf.anl.gov |  | the same with a colon and the code CANCELED, an Aurora host name
            MPIDI_OFI_handle_cq_error(1075): OFI poll failed (ofi_events.c:1077:MPIDI_OFI_handle_cq_error:Input/output error - CANCELED) | ofi.failed |  |  | the error stack's own frame: read by the frame rule, once (not twice)
            *** FATAL ERROR (proc 0): in gasnetc_ofi_init() at /third-party/gasnet/gasnet-src/ofi-conduit/gasnet_ofi.c:1336: fi_endpoint for rdma failed: -22(Invalid argument) | ofi.failed |  |  | GASNet-EX 2023+ gasneti_fatalerror in gasnetc_ofi_init (as Chapel's platform docs quote it)
            3: *** FATAL ERROR: Assertion failure (proc 3): in gasnetc_ofi_init() at /opt/upcxx/gasnet/ofi-conduit/gasnet_ofi.c:905: has_mr_scalable == !(info->domain_attr->mr_mode & FI_MR_ALLOCATED) | ofi.failed |  |  | GASNet-EX 2022.9 assertion form on Slingshot's libfabric 1.15.2, behind srun --label
            *** FATAL ERROR (proc 1): in gasnetc_connect_to_host() at /opt/gasnet/ofi-conduit/gasnet_ofi.c:2210: fi_av_insert failed: -61(No data available) | ofi.failed |  |  | GASNet-EX: another function of ofi-conduit's file
            Processes died with the following statuses:\\n<0-3,5-7> Reason: '<RUNNING>' Address: 0x1457f57235d7 Assertion: ''\\n<4> Reason: 'SIGBUS /BUS_ADRERR' Address: 0x7ffd3a000000 Assertion: '' | mpi.process-failed |  |  | Cray ATP 3.x (HPE Cray EX): the running ranks are no finding, the rank that died on SIGBUS is
            Application 158516 is crashing. ATP analysis proceeding... | mpi.process-failed |  |  | Cray ATP 1.x on XC (aprun): the first line of its report
            Process died with signal 4: 'Illegal instruction' | mpi.process-failed |  |  | Cray ATP 1.x: the signal of the first rank to die
            _pmiu_daemon(SIGCHLD): [NID 00012] [c0-0c0s3n0] [Fri May 29 22:20:18 2015] PE RANK 3 exit signal Illegal instruction | mpi.process-failed | c0-0c0s3n0 |  | Cray PMI's aprun daemon (CLE 5-7): the rank's exit signal, the node's cabinet name
            [WARN] PLE 0608 plexec One of MPI processes was aborted.(rank=12)(nid=0x01050013)(CODE=1938,793745140674134016,1536)(DETAIL=N/A) | mpi.process-failed |  |  | Fujitsu Technical Computing Suite 1.2 plexec PLE 0608 (the nid is a hex node id, no name)
            [a01-1234:00065] [2] func:/opt/FJSVxtclanga/tcsds-1.2.38/lib64/libmpi.so.0(MPI_Abort+0xa0) [0x400000514c18] | mpi.process-failed | a01-1234 |  | Fujitsu MPI's libmpi backtrace frame of MPI_Abort (FJSVxtclanga 1.2.x), the host in its prefix
            mlx5: gpu-n3.cluster: got completion with error:\\n00000000 00000000 00000000 00000000\\n00000000 00000000 00000000 00000000\\n00000007 00000000 00000000 00000000\\n00000000 00008813 10012abe 0dd0c1d3 | nccl.ib-completion-error | gpu-n3.cluster |  | rdma-core providers/mlx5/cq.c: the CQE dump alone (MVAPICH2 2.3 printed nothing of its own)
            2184: mlx5: a30n12: got completion with error:\\n2184: 00000000 00000000 00000000 00000000 | nccl.ib-completion-error | a30n12 |  | the same behind a task label (jsrun --label style)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
