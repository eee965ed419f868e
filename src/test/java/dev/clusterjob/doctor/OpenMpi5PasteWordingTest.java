package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Open MPI 5 / PRRTE 3 launch and abort reports, and the Open MPI 4.1 (and older ORTE) wordings of the same events, as users paste them
 * (issue 26): pml_ucx's endpoint that was never set up, UCX's address handle that could not be created, ORTE's daemon it has no route to,
 * odls's binding that failed, and the PRRTE forms of the launcher's reports (prterun noticed, PRTE lost a daemon, not enough slots, an
 * executable it could not run) behind launcher prefixes, quotes and prose. One row per wording and release, instantiated with host names
 * of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class OpenMpi5PasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [gpu-07:04321] pml_ucx.c:472  Error: Failed to resolve UCX endpoint for rank 9 | mpi.connect-failed | gpu-07 |  | Open MPI 4.1 ompi/mca/pml/ucx/pml_ucx.c mca_pml_ucx_get_op_ep: PML_UCX_ERROR("Failed to resolve UCX endpoint for rank %d") alone
            Fri Jan 22 13:29:36 2021[1,37]<stderr>:[node12.cluster.example.org:09827] pml_ucx.c:453  Error: Failed to resolve UCX endpoint for rank 38 | mpi.connect-failed | node12.cluster.example.org |  | Open MPI 4.1.1 pml_ucx.c behind mpirun --timestamp-output --tag-output
            pml_ucx.c:178  Error: Failed to receive UCX worker address: Not found (-13)\\npml_ucx.c:472  Error: Failed to resolve UCX endpoint for rank 25 | mpi.connect-failed |  |  | Open MPI 4.1.3 pml_ucx.c: PML_UCX_ERROR("Failed to receive UCX worker address: %s (%d)") (the modex) before it, without the host prefix
            1: [gpu02:05215] pml_ucx.c:419  Error: ucp_ep_create(proc=0) failed: Destination is unreachable\\n1: [gpu02:05215] pml_ucx.c:472  Error: Failed to resolve UCX endpoint for rank 0 | mpi.connect-failed | gpu02 |  | Open MPI 4.1 pml_ucx.c: ucp_ep_create's failure then the endpoint's, behind srun --label
            [1695144496.484294] [nid001234:103648:0]       ib_device.c:1250 UCX  ERROR   ibv_create_ah(dlid=49152 sl=0 port=1 src_path_bits=0 dgid=::ffff:10.1.2.3 sgid_index=3 traffic_class=106) for UD verbs connect on bnxt_re0 failed: Connection timed out | ucx.transport-error | nid001234 | 10.1.2.3 | UCX 1.14+ src/uct/ib/base/ib_device.c "ibv_create_ah(%s) for %s on %s failed: %m" (RoCE, an IPv4-mapped GID)
            [1695144496.484294] [hpci-12:103648:0]       ib_device.c:1250 UCX  ERROR   ibv_create_ah(dlid=49152 sl=0 port=1 src_path_bits=0 dgid=::ffff:10.1.2.3 sgid_index=3\\ntraffic_class=106) for UD verbs connect on bnxt_re0 failed: Connection timed out | ucx.transport-error | hpci-12 | 10.1.2.3 | the same wrapped by a paste inside the attributes: the first line keeps UCX's ERROR, the host and the dgid
            [gpu-07:12345:0]     ib_iface.c:746  UCX  ERROR ibv_create_ah(dlid=3 sl=0 port=1 src_path_bits=0 dgid=fe80::ba59:9f03:a1:2b3c sgid_index=3 traffic_class=0) on mlx5_2:1 failed: Invalid argument | ucx.transport-error | gpu-07 | fe80::ba59:9f03:a1:2b3c | UCX 1.10-1.13 src/uct/ib/base/ib_iface.c "ibv_create_ah(%s) on " UCT_IB_IFACE_FMT " failed: %m"
            [node12:2211:0] ib_device.c:901 UCX ERROR ibv_create_ah(dlid=49152 sl=0 port=1 src_path_bits=0) failed: Invalid argument | ucx.transport-error | node12 |  | UCX 1.5-1.8 "ibv_create_ah(%s) failed: %m" (a local route, no GID)
            ORTE does not know how to route a message to the specified daemon\\nlocated on the indicated node:\\n\\n  my node:   node1091\\n  target node:  node1029 | mpi.runtime-internal-error | node1091 | node1029 | Open MPI 3.0-4.1 orte/mca/errmgr/base/help-errmgr-base.txt [no-path]
            > ORTE does not know how to route a message to the specified daemon\\n> located on the indicated node:\\n>\\n>   my node:   login-1.example.org\\n>   target node:  10.1.2.3 | mpi.runtime-internal-error | login-1.example.org | 10.1.2.3 | the same [no-path] quoted in markdown, the target given by address
            Open MPI tried to bind a new process, but something went wrong.  The\\nprocess was killed without launching the target application.  Your job\\nwill now abort.\\n\\n  Local host:        tebow125\\n  Application name:  /bin/hostname\\n  Error message:     hwloc_set_cpubind returned "Error" for bitmap "8,24"\\n  Location:          odls_default_module.c:551 | mpi.not-enough-slots | tebow125 |  | Open MPI 1.7-4.1 orte/mca/odls/default/help-orte-odls-default.txt [binding generic error]
            Open MPI tried to bind memory for a new process but something went\\nwrong. The process was killed without launching the target\\napplication. Your job will now abort.\\n\\n  Local host:        compute-dy-c5n18xlarge-3\\n  Application name:  ./a.out\\n  Error message: Invalid argument\\n  Location:  odls_default_module.c:639 | mpi.not-enough-slots | compute-dy-c5n18xlarge-3 |  | Open MPI 1.7-4.1 help-orte-odls-default.txt [memory binding error]
            A request was made to bind to that would result in binding more\\nprocesses than cpus on a resource:\\n\\n   Bind to:     CORE\\n   Node:        10.1.2.3\\n   #processes:  2\\n   #cpus:       1 | mpi.not-enough-slots | 10.1.2.3 |  | Open MPI 2.x-4.1 orte/mca/rmaps/base/help-orte-rmaps-base.txt [rmaps:binding-overload], a node given by address
            prterun noticed that process rank 48 with PID 613162 on node gpu-node07 exited on signal 11 (Segmentation fault). | mpi.process-failed | gpu-node07 |  | PRRTE 3.x help-prterun.txt [prterun:proc-aborted-strsignal] as an issue's title (Open MPI 5's mpirun)
            I am getting following segmentation fault while restarting,\\nmpirun noticed that process rank 2 with PID 31203 on node nid001234 exited on signal 11 (Segmentation fault). | mpi.process-failed | nid001234 |  | Open MPI 1.x-4.1 [orterun:proc-aborted-strsignal] after the user's sentence
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-login1-4242@0,0] on node login1\\n  Remote daemon: [prterun-login1-4242@0,3] on node compute-dy-c5n18xlarge-3 | mpi.daemon-lost | compute-dy-c5n18xlarge-3 |  | PRRTE 3.x help-errmgr-base.txt [node-died] (Open MPI 5): the remote daemon's node
            prterun was unable to launch the specified application as it could not access\\nor execute an executable:\\n\\nExecutable: ./a.out\\nNode: nid001234\\n\\nwhile attempting to start process rank 0. | launch.command-not-found | nid001234 |  | PRRTE 3.x help-prte-odls-base.txt / Open MPI 4 [orterun:execve-error]-style text with prterun's name
            <pre>\\norun was unable to find the specified executable file, and therefore\\ndid not launch the job.  This error was first reported for process\\nrank 0; it may have occurred for other processes as well.\\n \\nNode:       gpu-07\\nExecutable: hostnamex\\n</pre> | launch.command-not-found | gpu-07 |  | ORTE 1.x help-orterun.txt [orterun:executable-not-found] with another launcher's name, inside HTML pre tags
               MPI_ABORT was invoked on rank 344 in communicator MPI_COMM_WORLD\\n   with errorcode -1719113856.\\n  \\n   NOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes. | mpi.process-failed |  |  | Open MPI 1.x-5.x help-mpi-api.txt [mpi-abort], indented by the poster
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
