package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The process-management layer's launch failures as users paste them (issue 26, familiar ground from new sources): Open MPI's OPAL and
 * PMIx error macros, its direct-launch help text, PMI-2 and MPICH's PMI_Init, Slurm's mpi/pmix plugin, PRRTE's and ORTE's lost daemon and
 * executable-not-found help texts, Intel MPI's Hydra bootstrap and MPICH Hydra's proxy exec, and munge's credential errors through Slurm, each behind the prefixes and
 * inside the prose a paste brings: a markdown quote or heading, a sentence that quotes the line, backticks, an issue title, a Chinese
 * sentence, srun --label, several ranks interleaved, syslog's header. One row per wording and release, host names of several shapes; the
 * codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class PmixLaunchPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            > [gpu-07:4242] OPAL ERROR: Unreachable in file ext3x_client.c at line 112 | mpi.init-failed | gpu-07 |  | Open MPI 4.x opal/mca/pmix/ext3x OPAL_ERROR_LOG behind a markdown quote
            OPAL ERROR: Unreachable in file ext3x_client.c at line 112 | mpi.init-failed |  |  | the same as an issue title (no host)
            When I run srun ./a.out I get "[node12.cluster.example.org:31337] OPAL ERROR: Not initialized in file pmix2x_client.c at line 109" and the job dies | mpi.init-failed | node12.cluster.example.org |  | Open MPI 3.x pmix2x OPAL_ERROR_LOG quoted inside a sentence: the [HOST:PID] before it names the host
            ## PMIx error: `[node3:777] PMIX ERROR: UNREACHABLE in file ../../../../../src/mca/ptl/base/ptl_base_connection_hdlr.c at line 1109` when using srun | mpi.init-failed | node3 |  | PMIx 4.x PMIX_ERROR_LOG (PMIx_Error_string UNREACHABLE) in backticks inside a markdown heading
            0: [nid001234:99] PMIX ERROR: PMIX_ERR_NOT_FOUND in file ../../src/client/pmix_client.c at line 562 | mpi.init-failed | nid001234 |  | PMIx 4.2.6-5.x PMIx_Error_string's constant name, behind srun --label
            1: [nid001234:4242] OPAL ERROR: Unreachable in file ext3x_client.c at line 112\\n0: [nid001233:4241] OPAL ERROR: Unreachable in file ext3x_client.c at line 112 | mpi.init-failed,mpi.init-failed | nid001234 |  | two ranks of srun --label interleaved, one finding a node
            The application appears to have been direct launched using "srun",\\nbut OMPI was not built with SLURM's PMI support and therefore cannot | mpi.init-failed |  |  | Open MPI 2.x-4.1 ess help-ess-pmi.txt [slurm-error], its first two lines
            PMI2_Init failed to intialize.  Return code: 14 | mpi.init-failed |  |  | Open MPI 1.8-4.1 opal/mca/pmix/s2 (and ess/pmi) help text, its misspelling kept
            The output was `PMI2_Init failed to intialize.  Return code: 1` on every rank | mpi.init-failed |  |  | the same in backticks inside a sentence
            Fatal error in PMPI_Init_thread: Other MPI error, error stack:\\nMPIR_Init_thread(805): fail failed\\nMPID_Init(1743)......: channel initialization failed\\nMPID_Init(2137)......: PMI_Init returned 1 | mpi.init-failed |  |  | Intel MPI 2018 / MPICH 3.x error stack whose innermost frame is the PMI-1 client's PMI_Init
            srun: error:  mpi/pmix_v4: init: (null) [0]: mpi_pmix.c:193: pmi/pmix: can not load PMIx library | mpi.init-failed |  |  | Slurm 20.11-24.05 src/plugins/mpi/pmix/mpi_pmix.c init: the plugin's PMIx library not found
            srun: error: Couldn't find the specified plugin name for mpi/pmix_v5 looking at all files | mpi.init-failed |  |  | Slurm 23.x-24.x src/common/plugin.c plugin_context_create: srun --mpi=pmix_v5 on a Slurm built without it
            > srun: error: Couldn't find the specified plugin name for mpi/pmix looking at all files | mpi.init-failed |  |  | the same for mpi/pmix, behind a markdown quote
            srun: error: mpi/pmix_v3: pmixp_stepd_init: gpu-07 [0]: pmixp_server.c:405: pmixp_libpmix_init() failed | mpi.init-failed | gpu-07 |  | Slurm 19.05-22.05 mpi/pmix pmixp_server.c: the step's PMIx server did not start on the node it names
            srun: error: mpi/pmix_v5: pmixp_p2p_send: gpu-07 [1]: pmixp_utils.c:469: send failed, rc=1001, exceeded the retry limit | mpi.init-failed | gpu-07 |  | Slurm 23.x-24.x mpi/pmix pmixp_utils.c pmixp_p2p_send: the stepd's message to another node's stepd failed
            PRTE has lost communication with a remote daemon.\\n\\n  HNP daemon   : [prterun-login1-1234@0,0] on node login1\\n  Remote daemon: [prterun-login1-1234@0,1] on node gpu-07 | mpi.daemon-lost | gpu-07 |  | PRRTE 3.x (Open MPI 5.0 mpirun) errmgr help text with PRRTE's namespace names
            Title: PRTE has lost communication with a remote daemon. | mpi.daemon-lost |  |  | the help text's first line as an issue title
              HNP daemon   : [[47075,0],0] on node fj-debug1\\n  Remote daemon: [[47075,0],27] on node 10.1.2.3 | mpi.daemon-lost | 10.1.2.3 |  | Open MPI 2.x-4.1 [node-died] pasted without its header line: the remote daemon's node (an address)
            > HNP daemon   : [prterun-n01-77@0,0] on node n01\\n> Remote daemon: [prterun-n01-77@0,3] on node node12.cluster.example.org | mpi.daemon-lost | node12.cluster.example.org |  | PRRTE's daemon lines alone behind a markdown quote
            prterun was unable to launch the specified application as it could not access\\nor execute an executable:\\n\\nExecutable: ./a.out\\nNode: gpu-07\\n\\nwhile attempting to start process rank 0. | launch.command-not-found | gpu-07 |  | PRRTE 3.x help-prterun.txt (Open MPI's help-orterun.txt wording under prterun's name)
            > prterun was unable to launch the specified application as it could not access\\n> or execute an executable:\\n>\\n> Executable: /home/u/bin/app\\n> Node: node12.cluster.example.org\\n>\\n> while attempting to start process rank 3. | launch.command-not-found | node12.cluster.example.org |  | the same behind a markdown quote
            [mpiexec@gpu-07] check_exit_codes (../../../../../src/pm/i_hydra/libhydra/demux/hydra_demux_poll.c:121): unable to run bstrap_proxy (pid 35374, exit code 65280) | mpi.daemon-start-failed | gpu-07 |  | Intel MPI 2019-2021 i_hydra check_exit_codes without the node: mpiexec's host from its prefix (wait status 65280)
            [mpiexec@node12.cluster.example.org] check_exit_codes (../../../../../src/pm/i_hydra/libhydra/demux/hydra_demux_poll.c:117): unable to run bstrap_proxy (pid 1234, exit code 256) | mpi.daemon-start-failed | node12.cluster.example.org |  | the same in another build (line 117), a fully qualified host
            slurmd: error: Munge decode failed: Expired credential | slurm.munge |  |  | Slurm 15-22 src/plugins/auth/munge/auth_munge.c _decode_cred: munge_strerror(EMUNGE_CRED_EXPIRED), the clocks apart
            Feb 03 10:11:12 gpu-07 slurmd[2211]: slurmd: error: Munge decode failed: Rewound credential | slurm.munge | gpu-07 |  | the same for EMUNGE_CRED_REWOUND under journalctl's header
            [2025-03-01T10:00:00.000] [42.0] error: Munge decode failed: Expired credential | slurm.munge |  |  | the same in a slurmstepd log (time stamp and step id)
            我的作业报错：slurmstepd: error: Munge decode failed: Invalid credential | slurm.munge |  |  | EMUNGE_CRED_INVALID (keys differ) after a Chinese sentence that introduces it
            error: slurm_unpack_received_msg: auth_g_verify: REQUEST_PING has authentication error: Invalid authentication credential | slurm.munge |  |  | Slurm 21.08-24.x src/common/slurm_protocol_api.c slurm_unpack_received_msg's auth error
            srun: error: Task launch for StepId=13.0 failed on node gpu-07: Invalid job credential | slurm.launch-failed | gpu-07 |  | Slurm 20.11-24.x src/api/step_launch.c: the node refused the step's credential (clocks or keys)
            When I run mpirun -np 2 ./app it returns [proxy:0:0@lijr-Virtual-Machine] HYDU_create_process (utils/launch/launch.c:74): execvp error on file ./app (Permission denied), any idea? | launch.command-not-found | lijr-Virtual-Machine |  | MPICH 3.x-4.x Hydra lib/utils/launch.c HYDU_create_process inside a sentence: the proxy's host read from its bracket
            [proxy:0:1@gpu-07] HYDU_create_process (lib/utils/launch.c:73): execvp error on file hello (No such file or directory) | launch.command-not-found | gpu-07 |  | the same at the line's start (the context prefix names the host)
            `PMIX ERROR: NO-PERMISSIONS in file ../../../../../../../../../../opal/mca/pmix/pmix3x/pmix/src/mca/common/dstore/dstore_base.c at line 237` | mpi.init-failed |  |  | PMIx 3.x (Open MPI 4.x's pmix3x) dstore's PMIX_ERROR_LOG in backticks, no host
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
