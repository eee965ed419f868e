package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Cloud GPU fabrics as users paste them: Azure's node health checks of NCCL and RCCL all-reduce bandwidth
 * (Azure/azurehpc-health-checks customTests, 2023-2025, behind LBNL NHC's "ERROR:  nhc:  Health check failed:  "), NCCL's topology
 * reader's "Attribute %s of node %s not found" (src/graph/xml.h 2.12-2.30) as torch's "Last error:" prints it or as a WARN, a net
 * plugin NCCL_NET names that did not load (gIB on GKE A3 Ultra), a SHARP plugin that NCCL falls back from on cloud IB VMs, Marian's
 * NCCL wrapper, NCCL built into TensorFlow; behind pdsh, srun --label, torchrun and mpirun prefixes with hosts of several shapes.
 * A "-" row asks for no error (NCCL's own fallback warnings may stand). {@code \n} in a row is a line break.
 */
class CloudFabricPasteWordingTest extends WordingTable {
    @Override
    boolean warningsMayStand() {
        return true;
    }

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ERROR:  nhc:  Health check failed:  check_nccl_allreduce: NCCL allreduce, BUS BW (expected >=431.0 GB/s, but measured 15.1043 GB/s). FaultCode: NHC2010 | nccl.low-bandwidth |  |  | Azure NHC customTests/azure_nccl_allreduce.nhc (2025): die after LBNL NHC's ERROR prefix, as the aznhc container prints it
            ndv5-node-07: check_nccl_allreduce: NCCL allreduce, BUS BW (expected >=431.0 GB/s, but measured 15.1043 GB/s). FaultCode: NHC2010 | nccl.low-bandwidth | ndv5-node-07 |  | the same message behind pdsh's prefix, without NHC's prefix
            [1705939176] - ERROR:  nhc:  Health check failed:  check_nccl_allreduce_ib_loopback: NCCL allreduce, BUS BW (expected >=40.0 GB/s, but measured 3.2 GB/s). FaultCode: NHC2003 | nccl.low-bandwidth |  |  | azure_nccl_allreduce_ib_loopback.nhc (2023-2025): the IB loopback check's fault code, behind NHC's debug time stamp
            0: ERROR:  nhc:  Health check failed:  check_nccl_allreduce: NCCL allreduce, BUS BW (expected >=228.0 GB/s, but measured  GB/s). FaultCode: NHC2010 | nccl.low-bandwidth |  |  | the same with no bandwidth line in nccl-tests' output (the measured value empty), behind srun --label
            ERROR:  nhc:  Health check failed:  check_rccl_allreduce: RCCL allreduce, BUS BW (expected >=300.0 GB/s, but measured 120.5 GB/s). FaultCode: NHC2010 | nccl.low-bandwidth |  |  | azure_rccl_allreduce.nhc (2025): the AMD (ND MI300X v5) check
            gpu-07: DEBUG:  Iteration 1 of 3 failed: NCCL allreduce bandwidth 15.1 GB/s < 431.0 GB/s | nccl.low-bandwidth | gpu-07 |  | the checks' dbg line for a failed try (NHC under DEBUG=1), behind pdsh's prefix
            Iteration 2 of 2 failed: NCCL allreduce IB loopback bandwidth 3.2 GB/s < 40.0 GB/s | nccl.low-bandwidth |  |  | the IB loopback check's dbg line
            SUCCESS:  nhc:  Health check passed:  check_nccl_allreduce: NCCL all reduce bandwidth test passed, 480.11 GB/s | - |  |  | the check's pass line is no failure
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1331, internal error - please report this issue to the NCCL developers, NCCL version 2.18.1\\nncclInternalError: Internal check failed.\\nLast error:\\nAttribute arch of node cpu not found | nccl.bad-setting |  |  | NCCL 2.18 xml.h WARN text (the wrapper merged into it) as torch 2.1's Last error: line, on its own line
            [rank3]: ncclInternalError: Internal check failed.\\n[rank3]: Last error:\\n[rank3]: Attribute arch of node cpu not found | nccl.bad-setting |  |  | the same behind torchrun's [rankN]: prefix (torch 2.4+)
            ncclInternalError: Internal check failed.                    Last error:                    Attribute vendor of node cpu not found | nccl.bad-setting |  |  | a fixed-width paste run together into one line
            ip-10-0-1-23:75:95 [2] graph/xml.h:101 NCCL WARN Attribute arch of node cpu not found | nccl.bad-setting | ip-10-0-1-23 |  | NCCL 2.18-2.20's WARN form with its header (the existing rule)
            cluster-a3nodeset-3:562:562 [5] net.cc:579 NCCL WARN Error: network gIB not found. | launch.library-not-found | cluster-a3nodeset-3 |  | NCCL 2.2x net.cc: NCCL_NET=gIB while the gIB plugin did not load (GKE A3 Ultra, A4)
            ib-vm-52:1047884:1048148 [7] sharp_plugin.c:320 NCCL WARN NET/IB : SHARP coll init error: Cannot create SHARP job(-11)\\nib-vm-41:1056918:1057186 [0] transport.cc:323 NCCL WARN Cannot initialize CollNet, using point-to-point network instead | - |  |  | HPC-X SHARP plugin on cloud IB VMs without SHARP: NCCL falls back to its point-to-point network (warnings only)
            [2023-04-21 19:17:31] Error: NCCL error 2 'unhandled system error' - /marian/src/training/communicator_nccl.h:43: ncclGroupEnd() | nccl.system-error |  |  | Marian communicator_nccl.h NCCL_CHECK (1.9-1.12): its own wording of NCCL's error 2
            hai-a100-3:3778851:3779883 [4] ibvwrap.c:130 NCCL WARN Call to ibv_create_qp failed\\nhai-a100-3:3778851:3779883 [4] NCCL INFO external/nccl_archive/src/init.cc:310 -> 2 | nccl.ibv-call-failed | hai-a100-3 |  | NCCL 2.8 built into TensorFlow (bazel's nccl_archive paths), ibvwrap.c's verbs call
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
