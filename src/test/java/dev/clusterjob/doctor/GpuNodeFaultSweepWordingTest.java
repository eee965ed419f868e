package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A GPU node's own fault messages, swept from the drivers' and tools' texts: every failure wording a user of
 * multi-node training pastes from the NVIDIA kernel module's Xid line (the catalogue's Xids 13-155, with and without pid/name, the
 * newer quoted pid and the Contained/Uncontained text, MIG attribution, the off-the-bus and RmInitAdapter lines), the NVSwitch driver's
 * SXid, DCGM's health and diagnostic texts (dcgmlib/dcgm_errors.h DCGM_FR_*_MSG, 2.1-4.6, as dcgmi health -c / dcgmi diag print
 * them), the fabric manager's service and CUDA's 802, and nvidia-smi's own failures. One row per format string (and release where the
 * wording differs), instantiated with host names of several shapes; the codes of the findings in order ("-": none), the host and peer
 * of the first; the source file, function and releases last. {@code \n} in a row is a line break.
 *
 * <p>Skipped (no row): of dcgm_errors.h's 134 messages, those about DCGM itself or the test set-up rather than a GPU's fault
 * (DCGM_FR_OK, UNKNOWN, UNRECOGNIZED, NVML_API, BAD_PARAMETER, CANNOT_OPEN_LIB, NVML_LIB_BAD, HOSTENGINE_CONN, FIELD_QUERY,
 * CANNOT_GET_FIELD_TAG, UNSUPPORTED_FIELD_TYPE, CANNOT_SET_WATCHES, CANNOT_GET_STAT, INTERNAL, ABORTED, TEST_DISABLED, TEST_SKIPPED,
 * EMPTY_GPU_LIST, DCGM_API, API_FAIL*, TOO_MANY_ERRORS, FILE_CREATE_PERMISSIONS, NO_ACCESS_TO_FILE, the EUD_* and BINARY_PERMISSIONS
 * texts printed in place, PAUSE_RESUME_FAILED, RETEST_REQUESTED, ERROR_SENTINEL, GPU_OP_MODE, NO_MEMORY_CLOCKS, NO_GRAPHICS_CLOCKS,
 * L1TAG_UNSUPPORTED, ECC_UNSUPPORTED, ECC_DISABLED, CONCURRENT_GPUS, HAD_TO_RESTORE_STATE, MEMORY_ALLOC_HOST, DENYLISTED_DRIVER,
 * BAD_CUDA_ENV, GRAPHICS_PROCESSES, DEVICE_COUNT_MISMATCH: a diagnostic's own set-up, no training job's failure),
 * the generic field texts ("Detected %ld %s for GPU %u" and its threshold forms: their %s is a field name, the row would be any
 * counter), the performance thresholds a diagnostic compares (LOW_BANDWIDTH, HIGH_LATENCY, MEMORY_BANDWIDTH, TARGET_POWER,
 * STRESS_LEVEL, GFLOPS_THRESHOLD, ENFORCED_POWER_LIMIT, PCIE_GENERATION, PCIE_WIDTH: a slow GPU, read through the diag table's
 * Fail cell, which GpuHealthWordingTest holds), IMEX_UNHEALTHY (GB200 IMEX, no open code fits) and the Xids of features no training
 * job uses (video decode, display, vGPU: Xid 68, the video processor's exception, has no row). PERSISTENCE_MODE is a row among the negatives
 * (advice); the clock events are gpu.throttled, a warning (a slowed GPU).
 * The fabric manager daemon is closed source: its rows are the systemd unit's and DCGM's texts about it.
 */
class GpuNodeFaultSweepWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    static final String ROWS = """
            Mar  3 10:12:01 gpu-node07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus. ¦ gpu.xid ¦ gpu-node07 ¦ ¦ NVIDIA kernel module 520-595 Xid line "NVRM: Xid (PCI:%s): %d, pid=%s, name=%s, %s": 79 off the bus, behind syslog's prefix
            [ 5123.456789] NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus. ¦ gpu.xid ¦ ¦ ¦ NVIDIA kernel module 3xx-515 "NVRM: Xid (PCI:%04x:%02x:%02x): %d, %s" without pid/name, dmesg's time stamp
            2024-05-01T10:00:00.123456+00:00 dgx-a100-12.cluster.local kernel: NVRM: Xid (PCI:0000:b7:00): 94, pid='<unknown>', name=<unknown>, Contained: CE User Channel (0x0). RST: No, D-RST: No ¦ gpu.xid ¦ dgx-a100-12.cluster.local ¦ ¦ NVIDIA kernel module 550-595: 94 with the quoted pid, Contained and the RST/D-RST recovery flags, rsyslog ISO prefix
            kernel: NVRM: Xid (PCI:0000:c3:00): 95, pid='<unknown>', name=<unknown>, Uncontained: FBHUB. RST: Yes, D-RST: No ¦ gpu.xid ¦ ¦ ¦ 550-595: 95 Uncontained
            gpu-07: NVRM: Xid (PCI:0000:18:00): 13, pid=28431, name=python3, Graphics SM Warp Exception on (GPC 1, TPC 3, SM 0): Out Of Range Address ¦ gpu.xid ¦ gpu-07 ¦ ¦ 520-595: 13 Graphics Engine Exception (usually the program's own out-of-range access; the message says so), behind pdsh's prefix
            NVRM: Xid (PCI:0000:18:00): 13, Graphics Exception: ESR 0x50da30=0x10b000e 0x50da34=0x20 0x50da28=0x4c1eafff 0x50da2c=0x17 ¦ gpu.xid ¦ ¦ ¦ 3xx-4xx: 13 with the ESR registers
            NVRM: Xid (PCI:0000:86:00): 31, pid=2417, name=pt_main_thread, Ch 00000010, intr 00000000. MMU Fault: ENGINE GRAPHICS GPCCLIENT_T1_3 faulted @ 0x7f1e_7c000000. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ ¦ gpu.xid ¦ ¦ ¦ 520-595: 31 MMU fault (usually the program's illegal address)
            NVRM: Xid (PCI:0000:86:00): 43, pid=2417, name=pt_main_thread, Ch 00000010 ¦ gpu.xid ¦ ¦ ¦ 520-595: 43 GPU stopped processing (the process's context)
            NVRM: Xid (PCI:0000:86:00): 45, pid=2417, name=pt_main_thread, Ch 00000010 ¦ gpu.xid ¦ ¦ ¦ 520-595: 45 preemptive cleanup
            ip-10-0-12-34: NVRM: Xid (PCI:0000:3b:00): 48, pid=9021, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0. ¦ gpu.xid ¦ ip-10-0-12-34 ¦ ¦ 48 double-bit ECC, an EC2-style host behind pdsh's prefix
            NVRM: Xid (PCI:0000:05:00): 61, 0cec(3098) 00000000 00000000 ¦ gpu.xid ¦ ¦ ¦ 3xx-5xx: 61 micro-controller breakpoint (register dump only)
            NVRM: Xid (PCI:0000:05:00): 62, pid=1800, name=python, 0ab4(2cc8) 00000000 00000000 ¦ gpu.xid ¦ ¦ ¦ 520-595: 62 micro-controller halt
            NVRM: Xid (PCI:0000:ca:00): 63, pid=1800, name=python, Row Remapper: New row (0x00000000002a3e80) marked for remapping, reset gpu to activate. ¦ gpu.xid ¦ ¦ ¦ 520-595: 63 row remapping recorded
            NVRM: Xid (PCI:0000:0f:00): 64, pid=57530, Row Remapper Error: (0x00000005d28c03a0) - All reserved rows for bank are remapped ¦ gpu.xid ¦ ¦ ¦ 5xx: 64 row remapping failed (pid without name)
            NVRM: Xid (PCI:0000:3b:00): 69, pid=4410, name=python, Class Error: ChId 0010, Class 0000c7c0, Offset 00000000, Data 00000000, ErrorCode 00000004 ¦ gpu.xid ¦ ¦ ¦ 520-595: 69 graphics engine class error
            NVRM: Xid (PCI:0000:07:00): 74, pid=1912, name=python, NVLink: fatal error detected on link 3(0x10000, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0) ¦ gpu.xid ¦ ¦ ¦ 520-595: 74 NVLink
            NVRM: Xid (PCI:0000:3b:00): 92, High single-bit ECC error rate ¦ gpu.xid ¦ ¦ ¦ 3xx-5xx: 92
            NVRM: Xid (PCI:0000:4c:00): 109, pid=3810, name=python, Ch 00000008, errorString CTX SWITCH TIMEOUT, Info 0x2c014 ¦ gpu.xid ¦ ¦ ¦ 525-595: 109 context switch time-out
            NVRM: Xid (PCI:0000:c3:00): 119, pid=1234, name=nvidia-smi, Timeout after 6s of waiting for RPC response from GPU0 GSP! Expected function 76 (GSP_RM_CONTROL) (0x20801348 0x4). ¦ gpu.xid ¦ ¦ ¦ 525-595: 119 GSP RPC time-out
            NVRM: Xid (PCI:0000:c3:00): 120, pid='<unknown>', name=<unknown>, GSP task exception ¦ gpu.xid ¦ ¦ ¦ 550-595: 120 GSP error
            NVRM: Xid (PCI:0009:01:00): 121, pid='<unknown>', name=<unknown>, C2C Link corrected error ¦ gpu.xid ¦ ¦ ¦ 550-595 (Grace Hopper): 121 C2C
            NVRM: Xid (PCI:0000:1b:00): 136, pid='<unknown>', name=<unknown>, Link training failed on link 4 ¦ gpu.xid ¦ ¦ ¦ 560-595: 136 NVLink link training
            NVRM: Xid (PCI:0000:1b:00): 145, pid='<unknown>', name=<unknown>, RLW_REMAP NVLink error ¦ gpu.xid ¦ ¦ ¦ 570-595 (Blackwell): 145 NVLink 5
            NVRM: Xid (PCI:0000:1b:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required) ¦ gpu.xid ¦ ¦ ¦ 550-595: 154 recovery action changed
            NVRM: Xid (PCI:0000:1b:00): 155, pid='<unknown>', name=<unknown>, NVLink SW defined error ¦ gpu.xid ¦ ¦ ¦ 570-595: 155
            NVRM: Xid (PCI:0000:3b:00 GPU-I:02): 94, pid='<unknown>', name=<unknown>, Contained: SM (0x1). RST: No, D-RST: No ¦ gpu.xid ¦ ¦ ¦ kernel_rc.c XID_PRINT_WITH_ATTR: a MIG instance's Xid
            Mar  3 10:12:01 hgx-h100-03 kernel: NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus. ¦ gpu.xid ¦ hgx-h100-03 ¦ ¦ NVIDIA kernel module 4xx-595 "NVRM: GPU %04x:%02x:%02x.%x: GPU has fallen off the bus."
            NVRM: GPU at 0000:3b:00.0 has fallen off the bus. ¦ gpu.xid ¦ ¦ ¦ 3xx "NVRM: GPU at %04x:%02x:%02x.%x has fallen off the bus."
            NVRM: GPU 0000:3b:00.0: RmInitAdapter failed! (0x26:0x56:1474) ¦ gpu.unreachable ¦ ¦ ¦ osinit.c 5xx "NVRM: GPU %s: RmInitAdapter failed! (0x%x:0x%x:%d)"
            nvidia-nvswitch0: SXid (PCI:0000:c2:00.0): 20034, Fatal, Link 28 LTSSM Fault Up ¦ gpu.xid ¦ ¦ ¦ NVSwitch driver 4xx-5xx "nvidia-nvswitch%d: SXid (PCI:%s): %05d, Fatal, %s"
            nvidia-nvswitch4: SXid (PCI:0000:c6:00.0): 19084, Non-fatal, Link 29 AN1 Heartbeat Timeout Error (First) ¦ - ¦ ¦ ¦ negative: a Non-fatal SXid
            [    3.512345] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.54.15  Tue Mar  5 22:23:56 UTC 2024 ¦ - ¦ ¦ ¦ negative: the module's load banner
            Detected 2 volatile double-bit ECC error(s) in GPU 0. ¦ gpu.diag-failed ¦ ¦ ¦ DCGM dcgm_errors.h 2.1-4.6 DCGM_FR_VOLATILE_DBE_DETECTED_MSG "Detected %d volatile double-bit ECC error(s) in GPU %u."
            gpu-node07: |       -> Memory system    | Failure                                        |\\ngpu-node07: |                           | Detected 3 volatile double-bit ECC error(s) in GPU 5. | ¦ gpu.diag-failed ¦ gpu-node07 ¦ ¦ the same in dcgmi health -c's table (dcgmi/Health.cpp), behind pdsh's prefix
            More than 100 single-bit ECC error(s) detected in GPU 2 Volatile SBEs: 142 ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_VOLATILE_SBE_DETECTED_MSG "More than %u single-bit ECC error(s) detected in GPU %u Volatile SBEs: %lld"
            A pending retired page has been detected in GPU 1. ¦ gpu.reset-pending ¦ ¦ ¦ 2.1-4.6 DCGM_FR_PENDING_PAGE_RETIREMENTS_MSG "A pending retired page has been detected in GPU %u."
            Pending page retirements together with a DBE were detected on GPU 1. ¦ gpu.reset-pending ¦ ¦ ¦ 2.1-4.6 DCGM_FR_DBE_PENDING_PAGE_RETIREMENTS_MSG
            64 or more retired pages have been detected in GPU 3. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_RETIRED_PAGES_LIMIT_MSG "%u or more retired pages have been detected in GPU %u. "
            An excess of 15 retired pages due to DBEs have been detected and more than one page has been retired due to DBEs in the past week in GPU 3. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_RETIRED_PAGES_DBE_LIMIT_MSG
            A corrupt InfoROM has been detected in GPU 4. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_CORRUPT_INFOROM_MSG "A corrupt InfoROM has been detected in GPU %u."
            Detected more than 8 PCIe replays per minute for GPU 6 : 57 ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_PCI_REPLAY_RATE_MSG "Detected more than %u PCIe replays per minute for GPU %u : %d"
            GPU 6 host-side PCIe replay violation, see dmesg for more information ¦ gpu.diag-failed ¦ ¦ ¦ 3.3-4.6 DCGM_FR_PCIE_H_REPLAY_VIOLATION_MSG
            Detected 12 CRC FLIT NvLink errors on GPU 0's NVLink which exceeds threshold of 0 ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_NVLINK_ERROR_THRESHOLD_MSG "Detected %ld %s NvLink errors on GPU %u's NVLink which exceeds threshold of %u"
            Detected 3 Recovery NvLink errors on GPU 2's NVLink (should be 0) ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_NVLINK_ERROR_CRITICAL_MSG "Detected %ld %s NvLink errors on GPU %u's NVLink (should be 0)"
            Only 10 NvLinks are up out of the expected 18 ¦ gpu.nvlink-down ¦ ¦ ¦ 3.2-4.6 DCGM_FR_GPU_EXPECTED_NVLINKS_UP_MSG "Only %u NvLinks are up out of the expected %u"
            NvSwitch 3 - Only 60 NvLinks are up out of the expected 64 ¦ gpu.nvlink-down ¦ ¦ ¦ 3.2-4.6 DCGM_FR_NVSWITCH_EXPECTED_NVLINKS_UP_MSG
            NVSwitch 2's NvLink 17 is down. ¦ gpu.nvlink-down ¦ ¦ ¦ 2.4-4.6 DCGM_FR_NVSWITCH_NVLINK_DOWN_MSG "NVSwitch %u's NvLink %u is down."
            Detected fatal errors on NvSwitch 1 link 22 ¦ gpu.xid ¦ ¦ ¦ 2.1-4.6 DCGM_FR_NVSWITCH_FATAL_ERROR_MSG "Detected fatal errors on NvSwitch %u link %u" (the SXid's event, as the driver's Fatal SXid)
            Detected nonfatal errors on NvSwitch 1 link 22 ¦ - ¦ ¦ ¦ negative: DCGM_FR_NVSWITCH_NON_FATAL_ERROR_MSG (a Non-fatal SXid's event)
            Detected fatal NvSwitch SXID 20034 ¦ gpu.xid ¦ ¦ ¦ 3.3-4.6 DCGM_FR_SXID_ERROR_MSG "Detected fatal NvSwitch SXID %u"
            Detected XID 79 for GPU 3 ¦ gpu.xid ¦ ¦ ¦ 3.2-4.6 DCGM_FR_XID_ERROR_MSG "Detected XID %u for GPU %u"
            GPU had an uncontained error (XID 95) ¦ gpu.xid ¦ ¦ ¦ 2.1-4.6 DCGM_FR_UNCONTAINED_ERROR_MSG
            GPU had a contained error. ¦ gpu.xid ¦ ¦ ¦ 4.6 DCGM_FR_CONTAINED_ERROR_MSG (Xid 94's event)
            GPU 3 has fallen off the bus ¦ gpu.xid ¦ ¦ ¦ 4.4-4.6 DCGM_FR_FALLEN_OFF_BUS_MSG "GPU %d has fallen off the bus"
            Row remapping failed. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-2.3 DCGM_FR_ROW_REMAP_FAILURE_MSG
            GPU 0 had uncorrectable memory errors and row remapping failed. ¦ gpu.diag-failed ¦ ¦ ¦ 2.4-4.6 DCGM_FR_ROW_REMAP_FAILURE_MSG "GPU %u had uncorrectable memory errors and row remapping failed."
            GPU 0 had uncorrectable memory errors and 2 rows were remapped ¦ gpu.diag-failed ¦ ¦ ¦ 2.4-4.6 DCGM_FR_UNCORRECTABLE_ROW_REMAP_MSG
            GPU 0 exceeded uncorrectable row remap limit with 512 remapped rows ¦ gpu.diag-failed ¦ ¦ ¦ 4.6 DCGM_FR_UNCORRECTABLE_ROW_REMAP_LIMIT_MSG
            GPU 7 has uncorrectable memory errors and row remappings are pending ¦ gpu.reset-pending ¦ ¦ ¦ 2.4-3.2 DCGM_FR_PENDING_ROW_REMAP_MSG "GPU %u has uncorrectable memory errors and row remappings are pending"
            GPU 7 had memory errors and row remappings are pending ¦ gpu.reset-pending ¦ ¦ ¦ 3.3-4.6 DCGM_FR_PENDING_ROW_REMAP_MSG "GPU %u had memory errors and row remappings are pending"
            ECC memory for GPU 2 is in a pending state. ¦ gpu.reset-pending ¦ ¦ ¦ 2.1-4.6 DCGM_FR_ECC_PENDING_MSG
            Found 37 faulty memory elements on GPU 1 ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_FAULTY_MEMORY_MSG "Found %d faulty memory elements on GPU %u" (%lld later)
            Found 4 NaN-value memory elements on GPU 1 ¦ gpu.diag-failed ¦ ¦ ¦ 3.3.5-4.6 DCGM_FR_NAN_VALUE_MSG
            CUDA APIs have indicated that a double-bit ECC error has occured on GPU 5. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_CUDA_DBE_MSG (its spelling)
            A memory mismatch was detected on GPU 5, but no error was reported by CUDA or NVML. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_MEMORY_MISMATCH_MSG
            Detected a miscompare failure in the L1 cache. ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_L1TAG_MISCOMPARE_MSG
            SRAM Threshold Count exceeded on GPU 2: 12 ¦ gpu.diag-failed ¦ ¦ ¦ 4.2-4.6 DCGM_FR_SRAM_THRESHOLD_MSG
            GPU 1 was unsuccessfully written to by GPU 0 over NVLink in a peer-to-peer test: an illegal memory access was encountered ¦ gpu.diag-failed ¦ ¦ ¦ 4.0-4.6 DCGM_FR_BROKEN_P2P_NVLINK_MEMORY_DEVICE_MSG (and the PCIe and plain forms)
            GPU 0 unsuccessfully wrote data to GPU 1 in a peer-to-peer test: unspecified launch failure ¦ gpu.diag-failed ¦ ¦ ¦ 2.3-4.6 DCGM_FR_BROKEN_P2P_WRITER_DEVICE_MSG
            Cuda GPU 3 is no longer bound to a CUDA context...Aborting ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_CUDA_UNBOUND_MSG
            GPU 3 failed to create a CUDA context: system not yet initialized ¦ torch.no-gpu ¦ ¦ ¦ 2.1-4.6 DCGM_FR_CUDA_CONTEXT_MSG "GPU %u failed to create a CUDA context: %s" with CUDA's 802 (the fabric manager not up)
            Unable to find a corresponding CUDA device for GPU 2: 'no CUDA-capable device is detected' ¦ torch.no-gpu ¦ ¦ ¦ 2.1-4.6 DCGM_FR_CUDA_DEVICE_MSG
            Couldn't allocate at least 80.0% of GPU memory on GPU 4 ¦ gpu.diag-failed ¦ ¦ ¦ 2.1-4.6 DCGM_FR_MEMORY_ALLOC_MSG (another process holds the GPU's memory, or the GPU's memory is retired)
            GPU 3 requires a reset to recover from a fault. Recovery action: 1 (GPU_RESET). ¦ gpu.unreachable ¦ ¦ ¦ 4.5-4.6 DCGM_FR_GPU_RECOVERY_RESET_MSG (NVML's recovery action, as Xid 154)
            GPU 3 fault may have left the OS in an inconsistent state. Recovery action: 2 (NODE_REBOOT). ¦ gpu.unreachable ¦ ¦ ¦ 4.5-4.6 DCGM_FR_GPU_RECOVERY_REBOOT_MSG
            GPU 3 requires peer-to-peer traffic to be quiesced. Recovery action: 3 (DRAIN_P2P). ¦ gpu.unreachable ¦ ¦ ¦ 4.5-4.6 DCGM_FR_GPU_RECOVERY_DRAIN_P2P_MSG
            GPU 3 operating at reduced capacity due to a fault. Recovery action: 4 (DRAIN_AND_RESET). ¦ gpu.unreachable ¦ ¦ ¦ 4.5-4.6 DCGM_FR_GPU_RECOVERY_DRAIN_RESET_MSG
            Fabric Manager (Cluster UUID: 4c9e1f0a-2b7d-4e43-9c55-0f3e2a1d6b88, Clique ID: 32766, Health Mask: 0x3): NVLink training failed. ¦ fabricmanager.failed ¦ ¦ ¦ 4.0-4.6 DCGM_FR_FABRIC_MANAGER_TRAINING_ERROR_MSG "Fabric Manager (Cluster UUID: %s, Clique ID: %ld, Health Mask: %#lx): %s."
            GPU 0: Fabric State is Not Started (0). ¦ fabricmanager.failed ¦ ¦ ¦ 4.5-4.6 DCGM_FR_FABRIC_PROBE_STATE_MSG "GPU %u: Fabric State is %s (%lld)."
            Detected clocks event due to thermal violation in GPU 2. ¦ gpu.throttled ¦ ¦ ¦ 4.0-4.6 DCGM_FR_CLOCKS_EVENT_THERMAL_MSG (a warning: the GPU slowed down, and a synchronous job with it)
            Detected clock throttling due to power violation in GPU 2. ¦ gpu.throttled ¦ ¦ ¦ 2.1-3.3 DCGM_FR_CLOCK_THROTTLE_POWER_MSG (a warning)
            Persistence mode for GPU 0 is disabled. ¦ - ¦ ¦ ¦ negative: DCGM_FR_PERSISTENCE_MODE_MSG (a diag's advice)
            | Overall Health            | Healthy                                        | ¦ - ¦ ¦ ¦ negative: dcgmi health -c on a healthy node
            Job for nvidia-fabricmanager.service failed because the control process exited with error code. ¦ fabricmanager.failed ¦ ¦ ¦ systemd v2xx "Job for %s failed because the control process exited with error code."
            Jan 30 11:58:43 node12.cluster.example.org systemd[1]: nvidia-fabricmanager.service: Failed with result 'exit-code'. ¦ fabricmanager.failed ¦ node12.cluster.example.org ¦ ¦ systemd "%s: Failed with result '%s'." behind journalctl's prefix
            Jan 30 11:58:43 node12 systemd[1]: nvidia-fabricmanager.service: Main process exited, code=killed, status=9/KILL ¦ fabricmanager.failed ¦ node12 ¦ ¦ systemd "%s: Main process exited, code=%s, status=%i/%s"
            Jan 30 11:58:40 node12 systemd[1]: Started NVIDIA fabric manager service. ¦ - ¦ ¦ ¦ negative: the unit started
            RuntimeError: CUDA error: system not yet initialized ¦ torch.no-gpu ¦ ¦ ¦ torch 2.x c10/cuda: CUDA 802 cudaErrorSystemNotReady
            [rank3]: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized ¦ torch.no-gpu ¦ ¦ ¦ torch 1.8-2.11 c10/cuda/CUDAFunctions.cpp device_count warning with 802
            NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running. ¦ torch.no-gpu ¦ ¦ ¦ nvidia-smi 3xx-5xx
            Unable to determine the device handle for GPU0000:3B:00.0: Unknown Error ¦ gpu.unreachable ¦ ¦ ¦ nvidia-smi "Unable to determine the device handle for GPU%s: %s" with NVML_ERROR_UNKNOWN
            Unable to determine the device handle for GPU 0000:3B:00.0: GPU is lost.  Reboot the system to recover this GPU ¦ gpu.unreachable ¦ ¦ ¦ nvidia-smi 5xx with NVML_ERROR_GPU_IS_LOST's text and its advice
            Unable to determine the device handle for GPU0000:86:00.0: GPU requires reset ¦ gpu.unreachable ¦ ¦ ¦ nvidia-smi with NVML_ERROR_RESET_REQUIRED's string "GPU requires reset"
            No devices were found ¦ torch.no-gpu ¦ ¦ ¦ nvidia-smi with no GPU the driver sees
            Failed to initialize NVML: Driver/library version mismatch ¦ cuda.version-mismatch ¦ ¦ ¦ nvidia-smi / NVML NVML_ERROR_LIB_RM_VERSION_MISMATCH
            gpu-07: NVML library version: 550.54 ¦ - ¦ ¦ ¦ negative: 535+ nvidia-smi's version line alone
            GPU 00000000:3B:00.0 was successfully reset. ¦ - ¦ ¦ ¦ negative: nvidia-smi -r's success line
            Remapped Rows\\n        Correctable Error                 : 0\\n        Uncorrectable Error               : 2\\n        Pending                           : Yes\\n        Remapping Failure Occurred        : No ¦ gpu.reset-pending ¦ ¦ ¦ nvidia-smi -q 450+ Remapped Rows section
            Remapped Rows\\n        Correctable Error                 : 0\\n        Uncorrectable Error               : 0\\n        Pending                           : No\\n        Remapping Failure Occurred        : No ¦ - ¦ ¦ ¦ negative: nvidia-smi -q with nothing pending
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }
}
