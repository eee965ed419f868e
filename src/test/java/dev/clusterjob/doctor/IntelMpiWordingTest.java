package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Intel MPI (2018-2021, its i_hydra launcher) and MPICH Hydra (3.x-4.x) under Slurm, wording by wording: the launcher
 * refusing its own command line (Hydra's match_arg "unrecognized argument", i_hydra's parameter assert, Open MPI's "unrecognized option" and
 * "unknown option" beside them), the bootstrap server that cannot be set up (mpiexec.c main after HYDT_bsci_init), the PMI library at MPI_Init (I_MPI_PMI_LIBRARY,
 * "PMI server not found", "PMI_Init returned", MPIR_pmi_init), Intel MPI's "MPI startup()" notices that are no failure (an I_MPI_ variable it does
 * not know, the libfabric provider it chose), and Hydra's follow-on lines (HYDU_sock_write to a proxy already gone). Hosts of several shapes,
 * behind srun's "N: ", Intel mpirun -l's "[N] " and Hydra's "[mpiexec@HOST]" / "[proxy:P:N@HOST]" prefixes. One row per wording: text | codes in
 * order ("-": no error) | host of the first | peer of the first | source (file, function, releases). MPICH's texts are its Hydra's
 * HYDU_ERR_SETANDJUMP / HYDU_ERR_POP strings as its logs print them ("[ID@HOST] FUNC (FILE:LINE): MESSAGE"); Intel MPI's (closed source) as
 * its logs and its Developer Reference print them.
 */
class IntelMpiWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [mpiexec@gpu-07] match_arg (utils/args/args.c:159): unrecognized argument mca\\n[mpiexec@gpu-07] HYDU_parse_array (utils/args/args.c:174): argument matching returned error\\n[mpiexec@gpu-07] parse_args (ui/mpich/utils.c:1596): error parsing input array\\n[mpiexec@gpu-07] HYD_uii_mpx_get_parameters (ui/mpich/utils.c:1648): unable to parse user arguments\\n[mpiexec@gpu-07] main (ui/mpich/mpiexec.c:149): error parsing parameters | mpi.launcher-usage | gpu-07 | | MPICH 3.3 Hydra utils/args/args.c match_arg: HYDU_ERR_SETANDJUMP "unrecognized argument %s" (an Open MPI option, -mca, given to Hydra), then the HYDU_ERR_POP chain up to mpiexec.c main's "error parsing parameters"
            [mpiexec@node12.cluster.example.org] match_arg (lib/utils/args.c:166): unrecognized argument am\\n[mpiexec@node12.cluster.example.org] HYDU_parse_array (lib/utils/args.c:181): argument matching returned error\\n[mpiexec@node12.cluster.example.org] parse_args (mpiexec/get_parameters.c:315): error parsing input array\\n[mpiexec@node12.cluster.example.org] HYD_uii_mpx_get_parameters (mpiexec/get_parameters.c:47): unable to parse user arguments\\n[mpiexec@node12.cluster.example.org] main (mpiexec/mpiexec.c:49): error parsing parameters | mpi.launcher-usage | node12.cluster.example.org | | MPICH 4.x Hydra: the same chain from lib/utils/args.c and mpiexec/get_parameters.c, a fully qualified host
            [mpiexec@10.1.2.3] match_arg (utils/args/args.c:163): unrecognized argument allow-run-as-root\\n[mpiexec@10.1.2.3] HYDU_parse_array (utils/args/args.c:178): argument matching returned error | mpi.launcher-usage | 10.1.2.3 | | MPICH 3.4 Hydra (args.c:163): Open MPI's --allow-run-as-root given to Hydra, the host an address
            [mpiexec@gpu-07] match_arg (utils/args/args.c:159): unrecognized argument pmi_args\\n[mpiexec@gpu-07] HYDU_parse_array (utils/args/args.c:174): argument matching returned error | mpi.launcher-usage | gpu-07 | | MPICH 3.x Hydra: pmi_args is what a program linked against another MPICH passes to the mpiexec it runs for its singleton init
            [mpiexec@gpu-3-8.local] match_arg (./utils/args/args.c:122): unrecognized argument \\n[mpiexec@gpu-3-8.local] HYDU_parse_array (./utils/args/args.c:140): argument matching returned error\\n[mpiexec@gpu-3-8.local] HYD_uii_mpx_get_parameters (./ui/mpich/utils.c:1475): error parsing config args | mpi.launcher-usage | gpu-3-8.local | | MPICH 3.0-3.1 Hydra (args.c:122): an empty argument prints nothing after "unrecognized argument " (the next line is not the option); 3.0's HYD_uii_mpx_get_parameters pops "error parsing config args", no main line
            [mpiexec@node015] main\\n(../../../../../src/pm/i_hydra/mpiexec/mpiexec.c:1745): error parsing parameters | mpi.launcher-usage | node015 | | the i_hydra main line wrapped by a paste before its "(FILE:LINE)"
            27: An unrecognized option was\\n27: included on the mpiexec command line:\\n27:\\n27:   Option: -ppn | mpi.launcher-usage | | | Open MPI 5.0 [unrecognized-option] wrapped after "was" by a paste, under ctest's "N: "
            [mpiexec@gpu-07] main (ui/mpich/mpiexec.c:149): error parsing parameters | mpi.launcher-usage | gpu-07 | | MPICH 3.x Hydra mpiexec.c main: HYDU_ERR_POP(status, "error parsing parameters") alone, as a cut paste keeps it
            [mpiexec@node015] mpiexec_get_parameters (../../../../../src/pm/i_hydra/mpiexec/mpiexec_params.c:1233): assert (my_argv[1] != NULL) failed\\n[mpiexec@node015] main (../../../../../src/pm/i_hydra/mpiexec/mpiexec.c:1745): error parsing parameters | mpi.launcher-usage | node015 | | Intel MPI 2019 i_hydra mpiexec_params.c mpiexec_get_parameters: an option without its argument (a -configfile line) asserts, then main's "error parsing parameters"
            0: [mpiexec@gpu-07] main (../../../../../src/pm/i_hydra/mpiexec/mpiexec.c:1781): error parsing parameters | mpi.launcher-usage | gpu-07 | | Intel MPI 2019-2021 i_hydra under srun --label's "N: "
            [mpiexec@gpu-07] main (mpiexec/mpiexec.c:75): unable to initialize the bootstrap server | mpi.daemon-start-failed | gpu-07 | | MPICH 3.x-4.x Hydra mpiexec.c main: HYDU_ERR_POP "unable to initialize the bootstrap server" after HYDT_bsci_init (the launcher that starts the proxies could not be set up), the lines before it cut
            Fatal error in MPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(805): fail failed\\nMPID_Init(1743)......: channel initialization failed\\nMPID_Init(2137)......: PMI_Init returned -1 | mpi.init-failed | | | Intel MPI 2018 (MPICH 3.x ch3) MPID_Init: "PMI_Init returned %d" when I_MPI_PMI_LIBRARY names a PMI library the process manager does not speak (a PMIx 2/3 libpmix.so)
            Abort(1091087) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\nMPIR_Init_thread(138): \\nMPID_Init(945).......: \\nMPIR_pmi_init(112)...: \\n(unknown)(): Other MPI error | mpi.init-failed,mpi.process-failed | | | Intel MPI 2021 under srun without the PMI it needs: MPIR_pmi_init fails (I_MPI_PMI_LIBRARY unset or naming a library srun's --mpi does not serve)
            3: Abort(1091087) on node 3 (rank 3 in comm 0): Fatal error in PMPI_Init: Other MPI error, error stack:\\n3: MPIR_Init_thread(138): \\n3: MPID_Init(945).......: \\n3: MPIR_pmi_init(112)...: \\n3: (unknown)(): Other MPI error | mpi.init-failed,mpi.process-failed | | | the same under srun --label
            [0] MPI startup(): PMI server not found. Please set I_MPI_PMI_LIBRARY variable if it is not a singleton case. | mpi.init-failed | | | Intel MPI 2019-2021 MPI startup(): no PMI server answered (srun without --mpi=pmi2 and I_MPI_PMI_LIBRARY): each rank goes on as a singleton of its own
            [0] MPI startup(): I_MPI_DAPL_UD variable has been removed from the product, its value is ignored | - | | | Intel MPI 2019+ MPI startup(): a 2018 variable no longer read; the job goes on
            [0] MPI startup(): I_MPI_LIB environment variable is not supported.\\n[0] MPI startup(): Similar variables:\\n\\t I_MPI_LIBRARY_KIND\\n[0] MPI startup(): To check the list of supported variables, use the impi_info utility or refer to https://software.intel.com/en-us/mpi-library/documentation/get-started. | - | | | Intel MPI 2019+ MPI startup(): "%s environment variable is not supported." with its "Similar variables:" list: an unknown I_MPI_ name is ignored, no failure
            [0] MPI startup(): Warning: I_MPI_PMI_LIBRARY will be ignored since the hydra process manager was found | - | | | Intel MPI 2019+ MPI startup(): under mpirun/mpiexec.hydra the PMI library setting is not used; no failure
            [0] MPI startup(): libfabric version: 1.7.2a\\n[0] MPI startup(): libfabric provider: sockets | - | | | Intel MPI 2019 I_MPI_DEBUG's fabric report: the provider chosen, no failure
            [0] MPI startup(): Intel(R) MPI Library, Version 2021.4  Build 20210831 (id: 758087adf)\\n[0] MPI startup(): libfabric provider: tcp;ofi_rxm\\n[0] MPI startup(): Load tuning file: "/opt/intel/oneapi/mpi/2021.4.0/etc/tuning_icx_shm-ofi_tcp-ofi-rxm.dat" | - | | | Intel MPI 2021 I_MPI_DEBUG banner and provider line: no failure
            [mpiexec@master.cluster.umz] HYDU_sock_write (./utils/sock/sock.c:291): write error (Bad file descriptor)\\n[mpiexec@master.cluster.umz] HYD_pmcd_pmiserv_send_signal (./pm/pmiserv/pmiserv_cb.c:170): unable to write data to proxy\\n[mpiexec@master.cluster.umz] ui_cmd_cb (./pm/pmiserv/pmiserv_pmci.c:79): unable to send signal downstream | - | | | MPICH 3.0-3.2 Hydra pmiserv_cb.c HYD_pmcd_pmiserv_send_signal: forwarding a signal (Ctrl-C) to a proxy already gone: no cause of its own
            ssh: Could not resolve hostname gpu-08: Name or service not known\\n^C[mpiexec@gpu-07] HYDU_sock_write (./utils/sock/sock.c:291): write error (Bad file descriptor)\\n[mpiexec@gpu-07] HYD_pmcd_pmiserv_send_signal (./pm/pmiserv/pmiserv_cb.c:170): unable to write data to proxy | ssh.failed | gpu-08 | | the cause before it: ssh could not resolve the host of the hostfile, so no proxy started; the write errors follow the user's Ctrl-C
            [proxy:0:0@falcon1.cluster.local] HYDU_create_process (lib/utils/launch.c:73): execvp error on file e4-nk-dist (Permission denied) | launch.command-not-found | falcon1.cluster.local | | MPICH 4.x Hydra lib/utils/launch.c HYDU_create_process: "execvp error on file %s (%s)" (no execute bit)
            [mpiexec@rs25.local] control_cb (pm/pmiserv/pmiserv_cb.c:208): assert (!closed) failed\\n[mpiexec@rs25.local] HYDT_dmxu_poll_wait_for_event (tools/demux/demux_poll.c:77): callback returned error status | mpich.bad-termination | rs25.local | | MPICH 3.x Hydra pmiserv_cb.c control_cb: the proxy's control socket closed (its node or processes died)
            --------------------------------------------------------------------------\\nAn unrecognized option was included on the mpiexec command line:\\n\\n  Option: --infile\\n\\nPlease use the "mpiexec --help" command to obtain a list of all\\nsupported options.\\n-------------------------------------------------------------------------- | mpi.launcher-usage | | | Open MPI 5.0 / PRRTE 3.x help-schizo-ompi.txt [unrecognized-option]: "An unrecognized option was included on the %s command line:" with "Option: %s" (a Hydra or other MPI's option given to Open MPI's launcher)
            mpirun: Error: unknown option "-ppn"\\nType 'mpirun --help' for usage. | mpi.launcher-usage | | | Open MPI 1.x-4.x orterun: "%s: Error: unknown option \\"%s\\"" (Intel MPI's -ppn given to Open MPI's mpirun)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
