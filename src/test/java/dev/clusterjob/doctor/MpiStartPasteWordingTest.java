package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * MPI start-up failures as users paste them (issue 26, logs from sources doctor was not built on): Open MPI's singleton start that cannot
 * fork its orted (orte/util/error_strings.c through ess_singleton_module.c, 1.3-4.1), the show_help fallback when the help files are
 * missing (opal/util/show_help.c, 1.3-5.0), and the wordings earlier batches read (the direct-launch help text, OPAL/PMIx error macros,
 * Intel MPI's MPI_Init stack, mpi4py's ImportError of another MPI's libmpi, not enough slots) behind a list's dashes, an arrow, a logger's
 * prefix, in an issue title or a sentence. One row per wording and release, with host names of several shapes; the codes of the findings
 * in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class MpiStartPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [florian-laptop:02935] [[INVALID],INVALID] ORTE_ERROR_LOG: A system-required executable either could not be found or was not executable by this user in file ../../../../../../orte/mca/ess/singleton/ess_singleton_module.c at line 269 | mpi.init-failed | florian-laptop |  | Open MPI 1.3-1.4 orte/util/error_strings.c ORTE_ERR_FILE_NOT_EXECUTABLE from ess_singleton_module.c, with the build's relative path
            [[INVALID],INVALID] ORTE_ERROR_LOG: A system-required executable either could not be found or was not executable by this user in file ess_singleton_module.c at line 231 | mpi.init-failed |  |  | Open MPI 1.8-2.x: the same without the host prefix, as a README quotes it
            2025-08-29 15:53:47,287 INFO [session_manager.py:142] stdout:[node12.cluster.example.org:10031] [[INVALID],INVALID] ORTE_ERROR_LOG: A system-required executable either could not be found or was not executable by this user in file ess_singleton_module.c at line 572 | mpi.init-failed | node12.cluster.example.org |  | Open MPI 4.x (HMPI) ess_singleton_module.c behind a Python logger's prefix
            [gpu-07:4411] [[INVALID],INVALID] ORTE_ERROR_LOG: Unable to start a daemon on the local node in file ess_singleton_module.c at line 582 | mpi.init-failed | gpu-07 |  | Open MPI 3.x-4.1 orte/util/error_strings.c ORTE_ERR_HNP_COULD_NOT_START from the singleton's fork_hnp
            [10.1.2.3:77] [[INVALID],INVALID] ORTE_ERROR_LOG: Not found in file ess_singleton_module.c at line 582 | - |  |  | Open MPI 4.x: another ORTE error of the singleton (not one of these two wordings) is not read by this rule
            Sorry!  You were supposed to get help about:\\n    orte_init:startup:internal-failure\\nBut I couldn't open the help file:\\n    /var/hmpi/share/openmpi/help-orte-runtime: No such file or directory.  Sorry! | mpi.init-failed |  |  | Open MPI 1.3-4.1 opal/util/show_help.c fallback, help-orte-runtime.txt [orte_init:startup:internal-failure]
            gpu-07: Sorry!  You were supposed to get help about:\\ngpu-07:     mpi_init:startup:internal-failure\\ngpu-07: But I couldn't open the help file:\\ngpu-07:     /opt/ompi/share/openmpi/help-mpi-runtime.txt: No such file or directory.  Sorry! | mpi.init-failed | gpu-07 |  | Open MPI 4.x-5.0 help-mpi-runtime.txt [mpi_init:startup:internal-failure], behind pdsh's prefix
            Sorry!  You were supposed to get help about: opal_init:startup:internal-failure But I couldn't open the help file: /usr/share/openmpi/help-opal-runtime.txt: No such file or directory.  Sorry! | mpi.init-failed |  |  | Open MPI 1.x-4.x help-opal-runtime.txt [opal_init:startup:internal-failure], the lines joined by a paste
            Sorry!  You were supposed to get help about:\\n    no active ports found\\nBut I couldn't open the help file:\\n    /usr/share/openmpi/help-mpi-btl-openib.txt: No such file or directory.  Sorry! | - |  |  | opal/util/show_help.c for a topic that is not a start-up failure (the openib notice): no finding
            - [node3102.skitty.os:357108] OPAL ERROR: Not initialized in file pmix2x_client.c at line 109\\n- --------------------------------------------------------------------------\\n- The application appears to have been direct launched using "srun",\\n- but OMPI was not built with SLURM's PMI support and therefore cannot | mpi.init-failed,mpi.init-failed | node3102.skitty.os |  | Open MPI 3.x pmix2x_client.c and help-ess-pmi.txt [slurm-error], each line behind a list's '- '
            [cn-g009.server.mila.quebec:910946] OPAL ERROR: Unreachable in file pmix3x_client.c at line 111\\nThe application appears to have been direct launched using "srun",\\nbut OMPI was not built with SLURM's PMI support and therefore cannotexecute. There are several options for building PMI support underSLURM, depending | mpi.init-failed,mpi.init-failed | cn-g009.server.mila.quebec |  | Open MPI 4.0 pmix3x_client.c with the help text's lines joined without their spaces by a web page
            # OPAL ERROR: Unreachable in file ext3x_client.c at line 112 | mpi.init-failed |  |  | Open MPI 4.1 built against an external PMIx (ext3x_client.c), as an issue title
             Fatal error in PMPI_Init_thread: Other MPI error, error stack:\\nMPIR_Init_thread(805).................: fail failed\\nMPID_Init(1859).......................: channel initialization failed\\nsrun: error: cpn256: task 2: Exited with exit code 15 | mpi.init-failed,slurm.task-failed | cpn256 |  | Intel MPI 2017-2019 (MPICH 3.x ch3) MPI_Init stack with a leading space, srun's task line naming the node
            `ImportError: libmpi.so.40: cannot open shared object file: No such file or directory` | launch.library-not-found |  |  | mpi4py built for Open MPI 4 (libmpi.so.40) without it, in backticks inside prose
            ->There are not enough slots available in the system to satisfy the 9 slots that were requested by the application: | mpi.not-enough-slots |  |  | Open MPI 4.x help-orte-rmaps-base.txt behind a blog's '->'
            - $ mpirun -host hostgui,hostser -np 10 mpi3 - There are not enough slots available in the system to satisfy the 10 slots that were requested by the application: mpi3 Either request fewer slots | mpi.not-enough-slots |  |  | the same help text flattened into one list item after the command
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
