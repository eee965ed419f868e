package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * What the node burn-in and health tools print when a node fails them: LBNL NHC's "Health check failed:" in its log, terminal, syslog and
 * detached wordings and its node-mark-offline helper (node.unhealthy, a fallback behind the codes that read the check's reason: an Xid, NVLinks
 * inactive), IBM CSM hcdiag's "FAIL on node" (node.unhealthy), gpu-burn's FAULTY summary and its progress line's error count
 * (gpu.diag-failed), and a port that is not active in ibstat, ibstatus, ibv_devinfo and rdma link (ib.port-down, a warning); and the
 * near-misses (a check that passed, NHC's watchdog line, a gpu-burn worker that died, active ports). Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHealthToolsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ERROR:  nhc:  Health check failed:  check_hw_cpuinfo:  Actual CPU socket count (1) does not match expected (2). | node.unhealthy |  |  | NHC pull 152: die()'s log line with a check's own reason (lbnl_hw.nhc)
            [root@c1104 ~]# nhc -ad\\nDEBUG:  Debugging activated via -d option.\\nERROR:  nhc:  Health check failed:  check_hw_eth:  Ethernet device ib0 not detected.\\nERROR:  nhc:  3 health checks failed. | node.unhealthy | c1104 |  | NHC pull 152: -a's failures and total under a Red Hat prompt that names the node
                root@virtual-gpu01:~# nhc -v\\n    ERROR:  nhc:  Health check failed:  Check check_nv_gpu_count 2 returned 1 | node.unhealthy | virtual-gpu01 |  | DeepOps pull 660: the fallback's "Check %s returned %d" under a prompt indented in a markdown list
            /usr/libexec/nhc/node-mark-offline:  Marking  wn-1-30 offline:  NHC: Watchdog timer unable to terminate hung NHC process 16263. | node.unhealthy | wn-1-30 |  | NHC issue 134: node-mark-offline's line (an empty state before the node) names the node it drains
            ERROR Health check failed:  Detached mode -- pending checks (no data found) | node.unhealthy |  |  | NHC nhcmain_detach: the detached parent's wording
            2025-06-11T19:12:23.050922+00:00 cpu001 nhc[1013622]: Health check failed:  Script timed out. | node.unhealthy | cpu001 |  | NHC issue 161: die()'s syslog wording under rsyslog's ISO prefix, which names the node
            Jun 11 19:12:23 cpu001 nhc[1013622]: Health check failed:  Terminated by signal SIGTERM. | node.unhealthy | cpu001 |  | NHC die(): the same syslog wording under the RFC 3164 prefix
            ERROR:  nhc:  Health check failed:  Script timed out while executing "check_ps_daemon sshd root". | node.unhealthy |  |  | NHC issue 95: the watchdog's reason, a check that hung (an NFS mount, a process table) drains the node too
            ERROR:  nhc:  Health check failed:  Check check_xid_errors returned 1 | gpu.xid |  |  | NHC issue 147: a check named for Xids keeps its own code (the NHC fallback stays out)
            ERROR:  nhc:  Health check failed:  check_nvlink_status: GPU 0 has nvlinks inactive:     Link 4: Inactive | gpu.nvlink-down |  |  | Azure HPC health checks issue 162: the reason's code, not the fallback
            NHC watchdog timer 16264 (30 secs) has expired.  Signaling NHC:  kill -s ALRM -- -16263 | - |  |  | negative: the watchdog's own line, no verdict yet
            /usr/libexec/nhc/node-mark-online:  Marking wn-1-30 online and clearing note (NHC: Watchdog timer unable to terminate hung NHC process 16263.) | - |  |  | negative: node-mark-online clearing an old note
            chk-led FAIL on node c650f99p06, serial number: 1318C6A, rc= 1. (details in /tmp/200519142504487742/chk-led/c650f99p06-2020-05-19-14_25_06.output) | node.unhealthy | c650f99p06 |  | IBM CAST pull 916: hcdiag's hcdiag.test.fail RAS message names the node
            chk-power FAIL on node c650f02p17, serial number: 7833CBA, rc= 2. (details in /tmp/190301101510/chk-power/c650f02p17-2019-03-01-10_15_12.output) | node.unhealthy | c650f02p17 |  | hcdiag log_handler.py: the same message for another test (format string)
            chk-led PASS on node c699mgt00, serial number: 6856ECA. | - |  |  | negative: IBM CAST issue 103, a test that passed
            Tested 2 GPUs:\\n\tGPU 0: OK\\n\tGPU 1: FAULTY | gpu.diag-failed |  |  | gpu-burn gpu_burn-drv.cpp: the summary's FAULTY GPU (a tab before it as printed)
                    GPU 7: FAULTY | gpu.diag-failed |  |  | gpu-burn issue 12: the summary line with the tab a paste turned to blanks
            100.0%  proc'd: 1920 (14523 Gflop/s)   errors: 3285  (WARNING!)   temps: 71 C | gpu.diag-failed |  |  | gpu-burn gpu_burn-drv.cpp: one GPU's progress line with a wrong-result count (format string)
            Tested 6 GPUs:\\n\tGPU 0: OK\\n\tGPU 1: OK | - |  |  | negative: gpu-burn issue 7, every GPU OK
            30.0%  proc'd: -1 (0 Gflop/s) - -1 (0 Gflop/s)   errors: -533715488  (DIED!)- 1278531568  (DIED!)  temps: 30 C - 30 C | - |  |  | negative: gpu-burn issue 69, workers that died report no wrong result
            100.0%  proc'd: 30 (3519 Gflop/s)   errors: 0   temps: 53 C | - |  |  | negative: gpu-burn issue 124, no errors
            CA 'mlx5_8'\\n\tCA type: MT4125\\n\tNumber of ports: 1\\n\tPort 1:\\n\t\tState: Down\\n\t\tPhysical state: Disabled | ib.port-down |  |  | gpud pull 99: ibstat's port Down and Disabled
            Port 1:\\n                State: Down\\n                Physical state: Polling | ib.port-down |  |  | Azure azhpc-diagnostics issue 76: ibstat's Down and Polling, its tabs pasted as blanks
            \tPort 1:\\n\t\tState: Initializing\\n\t\tPhysical state: LinkUp | ib.port-down |  |  | infiniband-diags ibstat.c: a link up with no subnet manager (format string)
            Infiniband device 'mlx5_0' port 1 status:\\n\tstate:\t\t 1: DOWN\\n\tphys state:\t 2: Polling | ib.port-down |  |  | infiniband-diags scripts/ibstatus: sysfs's state and phys_state
            \t\t\tstate:\t\t\tPORT_DOWN (1)\\n\t\t\tmax_mtu:\t\t4096 (5) | ib.port-down |  |  | libibverbs examples/devinfo.c: ibv_devinfo's port state
            link mlx5_1/1 state DOWN physical_state DISABLED netdev ib1 | ib.port-down |  |  | iproute2 rdma/link.c: rdma link's port state
            \t\tState: Active\\n\t\tPhysical state: LinkUp | - |  |  | negative: ibstat's healthy port
            \t\t\tstate:\t\t\tPORT_ACTIVE (4) | - |  |  | negative: ibv_devinfo's healthy port
            link bnxt_re0/1 state ACTIVE physical_state LINK_UP | - |  |  | negative: rdma link's healthy port
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
