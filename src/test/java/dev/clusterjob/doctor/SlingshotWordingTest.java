package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * HPE Slingshot as the big HPC centres run it (Frontier, LUMI, Perlmutter, Alps, Aurora), audited wording by wording:
 * libfabric's cxi provider (ofiwg/libfabric prov/cxi, 1.21-2.x, and HPE's provider before it as ALCF documents it) behind
 * FI_WARN's "libfabric:PID:TIME::cxi:SUBSYS:FUNC():LINE&lt;warn&gt; " and the provider's own "HOSTNAME: " (cxip.h _CXIP_WARN), its
 * TXC/RXC/PtlTE forms and the messages that are flow control rather than failure; libcxi's cxil_map; aws-ofi-rccl's "NET/OFI "
 * lines (ROCm/aws-ofi-rccl nccl_ofi_net.c), with NCCL's prefix and without it; NCCL's "network %s not found" when NCCL_NET names
 * a plugin that is not loaded; HPE Cray MPICH 8's abort header, its OFI netmod's innermost error-stack line, its GTL and NIC
 * policy errors and its completion-queue exhaustion warning (as HPE and the centres document them); PALS mpiexec's rank exits and
 * start failures on Aurora/Polaris (as ALCF documents them). One row per wording, instantiated with host names of several shapes
 * (nid001234, x4117c3s3b0n0.hsn.cm.aurora.alcf.anl.gov, gpu-07, node12.cluster.example.org, 10.1.2.3) and behind srun --label
 * and PALS mpiexec -l prefixes: the codes of the findings in order ("-": none), the host and peer of the first. Cells are split at "¦" (the texts hold
 * "|"); {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor, the doc24
 * block of index.tsv).
 */
class SlingshotWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            libfabric:16642:1701636928::cxi:core:cxip_cq_eq_progress():531<warn> x4204c1s3b0n0: Cassini Event Queue overflow detected. ¦ ofi.failed ¦ x4204c1s3b0n0 ¦ ¦ HPE's cxi provider before upstreaming (Slingshot 2.x, as ALCF's Aurora known issues print it): "Cassini Event Queue overflow detected." after FI_WARN's prefix and the provider's "%s: " host name
            libfabric:98917:1714598377::cxi:core:cxip_evtq_progress():420<warn> nid001234: H/W Event Queue overflow detected. ¦ ofi.failed ¦ nid001234 ¦ ¦ libfabric 1.21-2.x prov/cxi/src/cxip_evtq.c: CXIP_FATAL("H/W Event Queue overflow detected.\\n") (then abort()), a Frontier-style nid host
            12: libfabric:98917:1714598377::cxi:core:cxip_evtq_progress():420<warn> nid001234: H/W Event Queue overflow detected. ¦ ofi.failed ¦ nid001234 ¦ ¦ the same behind srun --label's "12: "
            libfabric:4242:1714598377::cxi:ep_ctrl:cxip_ctrl_eq_progress():400<warn> gpu-07: Control EQ drops detected ¦ ofi.failed ¦ gpu-07 ¦ ¦ libfabric 1.21-2.x prov/cxi/src/cxip_ctrl.c: CXIP_FATAL("Control EQ drops detected\\n")
            libfabric:4242:1714598377::cxi:ep_data:cxip_ux_onload_cb():2027<warn> nid001234: RXC (0x1b32:0) PtlTE 221:[Fatal] LE resources not recovered during flow control. FI_CXI_RX_MATCH_MODE=[hybrid|software] is required ¦ ofi.failed ¦ nid001234 ¦ ¦ libfabric 1.21-2.x prov/cxi/src/cxip_msg_hpc.c: RXC_FATAL(rxc, FC_SW_ONLOAD_MSG_FATAL), RXC_FATAL's "RXC (%#x:%u) PtlTE %u:[Fatal] " before "LE resources not recovered during flow control. FI_CXI_RX_MATCH_MODE=[hybrid|software] is required"
            libfabric:4242:1714598377::cxi:ep_data:cxip_recv_pte_cb():2466<warn> nid001234: RXC (0x1b32:0) PtlTE 221: Flow control UX LE resources ¦ - ¦ ¦ ¦ cxip_msg_hpc.c RXC_WARN "Flow control UX LE resources": the provider enters flow control and recovers, no failure
            libfabric:4242:1714598377::cxi:ep_data:cxip_recv_pte_cb():2445<warn> node12.cluster.example.org: RXC (0x1b32:0) PtlTE 221: Flow control EQ full ¦ - ¦ ¦ ¦ cxip_msg_hpc.c RXC_WARN "Flow control EQ full": flow control, no failure
            libfabric:4242:1714598377::cxi:ep_data:cxip_recv_pte_cb():2428<warn> nid001234: RXC (0x1b32:0) PtlTE 221: SW initiated flow control ¦ - ¦ ¦ ¦ cxip_msg_hpc.c RXC_WARN "SW initiated flow control": flow control, no failure
            libfabric:4242:1714598377::cxi:ep_ctrl:cxip_rnr_msg_cb():1282<warn> nid001234: Target dropped packet, retry ¦ - ¦ ¦ ¦ cxip_msg_rnr.c CXIP_WARN("Target dropped packet, retry\\n"): the provider retries, no failure
            libfabric:98917:1714598377::cxi:ep_data:cxip_rma_emit_dma():394<warn> nid001448: TXC (0x1b32:0): Failed to emit dma command: -11:Resource temporarily unavailable ¦ - ¦ ¦ ¦ cxip_rma.c TXC_WARN("Failed to emit dma command: %d:%s\\n") with -FI_EAGAIN: the command queue was full, the caller retries; no failure
            libfabric:98917:1714598377::cxi:ep_data:cxip_rma_emit_dma():394<warn> nid001448: TXC (0x1b32:0): Failed to emit dma command: -22:Invalid argument ¦ ofi.failed ¦ nid001448 ¦ ¦ the same with another errno: the transfer failed
            libfabric:4242:1714598377::cxi:ep_data:cxip_send_req_dequeue():5090<warn> 10.1.2.3: TXC (0x1b32:0):: Fatal, FC peer not found: NIC: 0x1b72 PID: 0 ¦ ofi.failed ¦ 10.1.2.3 ¦ ¦ cxip_msg_hpc.c TXC_FATAL("Fatal, FC peer not found: NIC: %#x PID: %d\\n") (TXC_FATAL's "TXC (%#x:%u):: "), a host name that is an address
            libfabric:4242:1714598377::cxi:domain:cxip_do_map():513<warn> nid005414: cxil_map failed: -12:Cannot allocate memory ¦ ofi.failed ¦ nid005414 ¦ ¦ libfabric 1.21-2.x prov/cxi/src/cxip_iomm.c: CXIP_WARN("cxil_map failed: %d:%s\\n", ret, fi_strerror(-ret))
            cxil_map: write error ¦ ofi.failed ¦ ¦ ¦ libcxi's mapping of a GPU buffer failing, as CSCS documents it for GPU-aware Cray MPICH between nodes (no host)
            libfabric:4242:1714598377::cxi:core:cxip_query_if_list():554<warn> node12.cluster.example.org: CXI retry handler not running for device: cxi0 ¦ ofi.failed ¦ node12.cluster.example.org ¦ ¦ libfabric 1.21-2.x prov/cxi/src/cxip_if.c: CXIP_LOG("CXI retry handler not running for device: %s\\n"): the node's NIC service is down, the device is skipped
            nid005023:48698:48750 [0] NCCL WARN NET/OFI Couldn't open a fabric provider. RC: -61, ERROR: No data available ¦ ofi.failed ¦ nid005023 ¦ ¦ ROCm/aws-ofi-rccl src/nccl_ofi_net.c (17d41cb): NCCL_OFI_WARN("Couldn't open a fabric provider. RC: %d, ERROR: %s") after NCCL's "HOST:PID:TID [DEV] NCCL WARN "
            nid005023:48698:48750 [0] NCCL WARN NET/OFI Couldn't open CQ. RC: -12, ERROR: Cannot allocate memory ¦ ofi.failed ¦ nid005023 ¦ ¦ aws-ofi-rccl nccl_ofi_net.c: "Couldn't open CQ. RC: %d, ERROR: %s"
            gpu-07:48698:48750 [0] NCCL WARN NET/OFI No viable endpoint found for CXI provider. ¦ nccl.warn ¦ gpu-07 ¦ ¦ aws-ofi-rccl nccl_ofi_net.c: "No viable endpoint found for CXI provider." ends the plugin's init: NCCL goes on with its own transports (a warning, as for "Couldn't find any optimal provider")
            NET/OFI Selected Provider is cxi ¦ - ¦ ¦ ¦ aws-ofi-rccl NCCL_OFI_INFO("Selected Provider is %s") as a user pasted it without NCCL's prefix: information, no failure
            NET/OFI Selected provider is cxi, fabric is cxi (found 4 nics)\\nNET/OFI Using transport protocol SENDRECV\\nNET/OFI Support for DMA-BUF registrations: true ¦ - ¦ ¦ ¦ the newer plugin's INFO lines without NCCL's prefix (as the LUMI AI factory's thread pastes them): no failure
            NET/OFI Using aws-ofi-rccl 1.4.0 ¦ - ¦ ¦ ¦ NCCL_OFI_INFO("Using " PACKAGE_STRING) without NCCL's prefix
            nid005023:48698:48698 [0] NCCL INFO NET/OFI Selected Provider is cxi ¦ - ¦ ¦ ¦ the same INFO line with NCCL's prefix
            NET/OFI Unable to insert remote address into address vector for device 0. RC: -22 ¦ ofi.failed ¦ ¦ ¦ aws-ofi-rccl NCCL_OFI_WARN("Unable to insert remote address into address vector for device %d. RC: %d") without NCCL's prefix: still a failure
            nid006365:179857:179897 [1] net.cc:626 NCCL WARN Error: network AWS Libfabric not found. ¦ launch.library-not-found ¦ nid006365 ¦ ¦ NCCL src/init.cc / net.cc (2.x): WARN("Error: network %s not found.", netName): NCCL_NET names a plugin's network and the plugin (aws-ofi-nccl / aws-ofi-rccl) was not loaded
            3: x1000c5s7b0n0:4242:4250 [0] net.cc:626 NCCL WARN Error: network Libfabric not found. ¦ launch.library-not-found ¦ x1000c5s7b0n0 ¦ ¦ the same for the newer plugin's network name, behind srun --label
            MPICH ERROR [Rank 8281] [job id 1410467.0] [Wed Aug 23 06:05:55 2023] [frontier01982] - Abort(136982671) (rank 8281 in comm 0): Fatal error in PMPI_Waitall: Other MPI error, error stack:\\nMPIDI_OFI_handle_cq_error(1062): OFI poll failed (ofi_events.c:1064:MPIDI_OFI_handle_cq_error:Input/output error - UNDELIVERABLE) ¦ ofi.failed,mpi.process-failed ¦ frontier01982 ¦ ¦ HPE Cray MPICH 8: "MPICH ERROR [Rank %d] [job id %s] [%s] [%s] - " before MPICH's "Abort(%d) (rank %d in comm %d): Fatal error in %s: %s, error stack:", the cxi provider's UNDELIVERABLE in the OFI netmod's innermost line
            3725: MPICH ERROR [Rank 3725] [job id 1373423.0] [Thu Jul  6 13:56:00 2023] [nid001234] - Abort(472526735) (rank 3725 in comm 0): Fatal error in PMPI_Wait: Other MPI error, error stack:\\n3725: MPIDI_OFI_handle_cq_error(1062): OFI poll failed (ofi_events.c:1064:MPIDI_OFI_handle_cq_error:Input/output error - PTLTE_NOT_FOUND) ¦ ofi.failed,mpi.process-failed ¦ nid001234 ¦ ¦ the same behind srun --label, PTLTE_NOT_FOUND (the peer's portal table entry is gone: it usually died first)
            MPIDI_OFI_handle_cq_error(1059): OFI poll failed (ofi_events.c:1061:MPIDI_OFI_handle_cq_error:Message too long - OK) ¦ ofi.failed ¦ ¦ ¦ the innermost line alone (an issue title), no host
            MPICH ERROR [Rank 0] [job id 410301.1] [Thu Feb 13 12:42:18 2025] [nid005414] - Abort(-1) (rank 0 in comm 0): MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked\\n (Other MPI error) ¦ mpi.init-failed ¦ nid005414 ¦ ¦ HPE Cray MPICH 8 MPIDI_CRAY_init (as CSCS documents it): MPICH_GPU_SUPPORT_ENABLED=1 with a program not linked to the GTL library
            MPIDI_CRAY_init: GPU_SUPPORT_ENABLED is requested, but GTL library is not linked ¦ mpi.init-failed ¦ ¦ ¦ the same after "aborting job:" (as NERSC documents it), no host
            MPICH ERROR: Unable to use a NIC_POLICY of 'NUMA'. Rank 0 is not confined to a single NUMA node. ¦ mpi.init-failed ¦ ¦ ¦ HPE Cray MPICH 8 (as OLCF's Frontier guide documents it): a rank bound to cores of several NUMA domains under the default MPICH_OFI_NIC_POLICY=NUMA
            PE 0: MPICH WARNING: OFI is failing to make progress on posting a receive. MPICH suspects a hang due to completion queue exhaustion. Setting environment variable FI_CXI_DEFAULT_CQ_SIZE to a higher number might circumvent this scenario. OFI retry continuing... ¦ ofi.failed ¦ ¦ ¦ HPE Cray MPICH 8 on Slingshot (as Perlmutter users report it): the cxi completion queue is full and the job hangs
            12: PE 12: MPICH WARNING: OFI is failing to make progress on posting a receive. MPICH suspects a hang due to completion queue exhaustion. Setting environment variable FI_CXI_DEFAULT_CQ_SIZE to a higher number might circumvent this scenario. OFI retry continuing... ¦ ofi.failed ¦ ¦ ¦ the same behind srun --label
            Rank 0 [Thu Feb 27 22:42:00 2020] [c4-0c0s12n3] internal ABORT - process 0 ¦ mpi.process-failed ¦ c4-0c0s12n3 ¦ ¦ Cray MPICH 7 (MPT, Cray XC): "Rank %d [DATE] [NODE] " before the library's "internal ABORT - process %d"
            Assertion failed in file ad_cray_adio_open.c at line 474: _mpiio_o_lov_delay_create != 0\\nRank 3 [Mon Jan  8 10:00:00 2024] [nid001234] internal ABORT - process 3 ¦ mpi.process-failed ¦ nid001234 ¦ ¦ the same after the assertion that caused it, a Shasta nid host
            Rank 12 [Mon Jan  8 10:00:00 2024] [nid001234] application called MPI_Abort(MPI_COMM_WORLD, 1) - process 12 ¦ mpi.process-failed ¦ nid001234 ¦ ¦ Cray MPICH 7's header before MPICH's "application called MPI_Abort(%s, %d) - process %d"
            MPICH2 ERROR [Rank 1683] [job id 10004815419] [Thu May  4 04:50:24 2017] [c6-1c2s11n1] [nid03629] - xpmem_seglist_lookup(): failed lookup for src rank 2 ¦ mpi.process-failed ¦ c6-1c2s11n1 ¦ ¦ Cray MPICH2 (MPT 7, Cray XC): "MPICH2 ERROR [Rank %d] [job id %s] [DATE] [CNAME] [NID] - %s", a message no other rule reads (the fallback)
            MPICH ERROR [Rank 7] [job id 1234.0] [Mon Jan  8 10:00:00 2024] [node12.cluster.example.org] - PMI2_KVS_Fence failed ¦ mpi.process-failed ¦ node12.cluster.example.org ¦ ¦ HPE Cray MPICH 8's header with a message no other rule reads, a qualified host
            x3102c0s1b0n0.hsn.cm.polaris.alcf.anl.gov 84: cxil_map: write error ¦ ofi.failed ¦ x3102c0s1b0n0.hsn.cm.polaris.alcf.anl.gov ¦ ¦ libcxi's line behind PALS mpiexec's -l label ("HOST RANK: ", as ALCF's Polaris and Aurora pages print it), which names the host
            x4310c3s2b0n0.hsn.cm.aurora.alcf.anl.gov 7: PE 7: MPICH WARNING: OFI is failing to make progress on posting a receive. MPICH suspects a hang due to completion queue exhaustion. Setting environment variable FI_CXI_DEFAULT_CQ_SIZE to a higher number might circumvent this scenario. OFI retry continuing... ¦ ofi.failed ¦ x4310c3s2b0n0.hsn.cm.aurora.alcf.anl.gov ¦ ¦ Cray MPICH's completion-queue warning behind PALS's label
            x4117c3s3b0n0.hsn.cm.aurora.alcf.anl.gov: rank 0 died from signal 6 and dumped core ¦ mpi.process-failed ¦ x4117c3s3b0n0.hsn.cm.aurora.alcf.anl.gov ¦ ¦ PALS mpiexec (Aurora, as ALCF documents it): "%s: rank %d died from signal %d and dumped core"
            x4616c3s4b0n0.hostmgmt2616.cm.aurora.alcf.anl.gov: rank 2355 exited with code 134 ¦ mpi.process-failed ¦ x4616c3s4b0n0.hostmgmt2616.cm.aurora.alcf.anl.gov ¦ ¦ PALS mpiexec: "%s: rank %d exited with code %d"
            gpu-07: rank 3 died from signal 11 ¦ mpi.process-failed ¦ gpu-07 ¦ ¦ PALS mpiexec: "%s: rank %d died from signal %d" (Polaris-style short host)
            10.1.2.3: rank 1 exited with code 1 ¦ mpi.process-failed ¦ 10.1.2.3 ¦ ¦ PALS mpiexec with an address for a host
            start failed on x4102c5s2b0n0: No VNIs available in internal allocator ¦ mpi.daemon-start-failed ¦ x4102c5s2b0n0 ¦ ¦ PALS mpiexec (Aurora, as ALCF documents it): "start failed on %s: %s"; the Slingshot VNI allocator had none left (mpiexec --no-vni)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }

}
