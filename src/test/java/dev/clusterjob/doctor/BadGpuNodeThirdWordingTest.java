package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A bad GPU node, a third batch (issue 26): the NVIDIA resource manager's status assertions for a GPU lost from the bus or one that must be
 * reset (open-gpu-kernel-modules nvassert.h with nvstatuscodes.h), node health checks that fail a node for an Xid (LBNL NHC's report of a
 * failed check, Azure's NHC2001 line), the GKE device plugin's XidCriticalError node condition and IBM Autopilot's DCGM level-3 label as
 * kubectl describe node prints them, and the
 * Xid and Error 802 wordings earlier batches read, here behind a relay's prefix, in an issue title or after a CUDA error they explain. One row
 * per wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class BadGpuNodeThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Feb 17 08:00:34 dgx-a100-03 kernel: NVRM: nvAssertOkFailedNoLog: Assertion failed: GPU lost from the bus [NV_ERR_GPU_IS_LOST] (0x0000000F) returned from rmStatus @ kernel_ce_gv100.c:106 | gpu.unreachable | dgx-a100-03 |  | open-gpu-kernel-modules nvassert.h NV_ASSERT_OK (515-5xx) with NV_ERR_GPU_IS_LOST's text, behind syslog's host field
            [ 8812.004311] NVRM: GPU0 nvCheckOkFailedNoLog: Check failed: GPU lost from the bus [NV_ERR_GPU_IS_LOST] (0x0000000F) returned from pRmApi->Control(pRmApi, RES_GET_CLIENT_HANDLE(pKernelChannel), 0x0, 0x0, 0x0) @ kernel_channel.c:4049 | gpu.unreachable |  |  | NV_CHECK_OK's wording with the GPU index before the function (570-595), dmesg time stamp
            node12.cluster.example.org: [373871.354096] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2827 | gpu.unreachable | node12.cluster.example.org |  | NV_ERR_RESET_REQUIRED's text (a GPU that must be reset), behind pdsh's prefix
            torch.AcceleratorError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\\n[373871.354096] NVRM: nvAssertOkFailedNoLog: Assertion failed: Reset required [NV_ERR_RESET_REQUIRED] (0x00000062) returned from status @ kernel_channel.c:2827 | gpu.unreachable,torch.cuda-error |  |  | the CUDA error a GPU that must be reset gives torch 2.9+, with the kernel's line that explains it (the node first)
            NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\\nNVRM: nvAssertOkFailedNoLog: Assertion failed: GPU lost from the bus [NV_ERR_GPU_IS_LOST] (0x0000000F) returned from status @ kernel_gsp.c:2230 | gpu.xid |  |  | the same assertion after the Xid it follows: the Xid names the event, the assertion adds no finding
            NVRM: nvAssertOkFailedNoLog: Assertion failed: Invalid argument [NV_ERR_INVALID_ARGUMENT] (0x0000001F) returned from status @ mem_mgr.c:1180 | - |  |  | another status in the same assertion (a caller's bad argument): not a GPU the node lost
            ERROR:  nhc:  Health check failed:  Check check_xid_errors returned 1 | gpu.xid |  |  | LBNL NHC 1.4-1.5 die "Check %s returned %d" for a site check named for Xids
            10.1.2.3: Node Health Check failed.  Check 07 of 12 (check_gpu_xid 48 79 94) returned 1 | gpu.xid | 10.1.2.3 |  | NHC 1.5 nhcmain_run_checks' log line with the check's number and arguments, behind a prefix naming an address
            ERROR:  nhc:  Health check failed:  Check check_fs_mount_rw -t nfs -s nfs01:/home -f /home returned 1 | node.unhealthy |  |  | the same report for a check that is not the GPU's: no Xid finding, only NHC's own verdict
            gpu-07: XID error-codes found: 48, 94. FaultCode: NHC2001 | gpu.xid | gpu-07 |  | Azure azurehpc-health-checks / AKS check_xid "XID error-codes found: %s. FaultCode: NHC2001", behind pdsh's prefix
            kubectl describe node gke-cluster-a100-pool-1-9f8e7d6c-x2zq\\nConditions:\\n  Type                 Status  LastHeartbeatTime                 LastTransitionTime                Reason        Message\\n  XidCriticalError     True    Mon, 23 Jun 2025 18:45:43 +0000   Mon, 23 Jun 2025 18:44:57 +0000   {"79":true}   6e43a052 | gpu.xid | gke-cluster-a100-pool-1-9f8e7d6c-x2zq |  | GKE NVIDIA device plugin's XidCriticalError node condition (container-engine-accelerators 2025+), the node from kubectl describe node
            k describe node gpu-node-7\\n  XidCriticalError     True    Mon, 23 Jun 2025 18:45:43 +0000   Mon, 23 Jun 2025 18:44:57 +0000   {"48":true}   0f1e2d3c | gpu.xid | gpu-node-7 |  | the same through kubectl's k alias
              XidCriticalError     False   Mon, 23 Jun 2025 18:45:43 +0000   Mon, 23 Jun 2025 18:44:57 +0000   {}   ok | - |  |  | the condition when no Xid was seen: no finding
            [gpu-health] [CRITICAL] GPU-1234: XID: NVRM: Xid (PCI:0000:c6:00): 79, pid=1101234, name=nvc:[driver], GPU has fallen off the bus. | gpu.xid |  |  | Modal's gpu-health relay prefix before the kernel module's Xid line (pid and name of the 5xx form)
            NVRM: Xid (PCI:0000:65:00): 119, pid='N/A', Timeout waiting for RPC from GSP | gpu.xid |  |  | the Xid line with pid='N/A' (GSP time-out, 5xx)
            Error 802: system not yet initialized Error | torch.no-gpu |  |  | cudaErrorSystemNotReady's number and text as an issue title puts them
            Labels:             autopilot.ibm.com/dcgm.level.3=ERR_2024-11-04_09.32.03UTC_page_retirement_row_remap.0 | gpu.diag-failed |  |  | IBM Autopilot's dcgm.level.3 node label (2024-2025 entrypoint.py: ERR_, the UTC time stamp, TEST.GPU), as kubectl describe node prints it
            kubectl describe node a100-worker-4\\nLabels:             autopilot/dcgm.level.3=ERR_2024-06-12_14.02.55UTC_pcie.1,memory.3 | gpu.diag-failed | a100-worker-4 |  | the older label key (autopilot/dcgm.level.3) with two failed tests, the node from the describe command
                                autopilot.ibm.com/dcgm.level.3=PASS_2024-11-04_09.32.03UTC | - |  |  | the label when the diagnostic passed: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
