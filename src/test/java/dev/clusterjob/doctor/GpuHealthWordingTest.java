package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * One bad GPU node: the NVIDIA kernel module's Xid lines for every Xid NVIDIA's Xid catalogue
 * (docs.nvidia.com/deploy/xid-errors, r5xx) gives a GPU reset, a node reboot or a drain as the action, instantiated
 * from the module's "NVRM: Xid (PCI:%s): %d, pid=%s, name=%s, %s" (and the older "NVRM: Xid (PCI:%04x:%02x:%02x): %d, %s")
 * behind the kernel log's prefixes (dmesg, dmesg -T, dmesg --decode --time-format iso, syslog and journalctl with the host
 * field); the module's other lines of a lost GPU (off the bus in its two wordings, RmInitAdapter failing); the NVSwitch
 * driver's SXid; the Linux AER lines that name the nvidia driver; nvidia-smi and NVML refusing; and what a process sees
 * (uncorrectable ECC through CUDA, error 802 without the fabric manager). One row per wording: the codes of the findings
 * in order ("-": no error; a warning may stand), the first one's host and peer, and the source. {@code \n} in a row is a
 * line break.
 */
class GpuHealthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [Tue Mar  5 10:00:00 2024] NVRM: Xid (PCI:0000:3b:00): 48, pid=2345, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0. | gpu.xid |  |  | Xid 48 (DBE, catalogue: reset the GPU) as dmesg -T prints it
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:ca:00): 61, pid='<unknown>', name=<unknown>, 0cec(18f8) 00000000 00000000 | gpu.xid | gpu-07 |  | Xid 61 (internal micro-controller breakpoint, catalogue: reset the GPU) in syslog
            [ 1234.567890] NVRM: Xid (PCI:0000:ca:00): 62, pid='<unknown>', name=<unknown>, 00c8(0cc8) 00000000 00000000 | gpu.xid |  |  | Xid 62 (internal micro-controller halt, catalogue: reset the GPU) in dmesg
            Mar  5 10:00:00 node12.cluster.example.org kernel: NVRM: Xid (PCI:0000:10:1c): 63, pid=1896, Row Remapper: New row marked for remapping, reset gpu to activate. | gpu.xid | node12.cluster.example.org |  | Xid 63 (row remapping pending, catalogue: reset the GPU) in syslog, the A100+ wording
            NVRM: Xid (PCI:0000:02:00): 63, Dynamic Page Retirement: New retired page, reload the driver to activate. (0x00000000007fffa8). | gpu.xid |  |  | Xid 63 in the pre-A100 page retirement wording, the older "NVRM: Xid (PCI:%04x:%02x:%02x): %d, %s" without pid
            Dec  2 11:38:47 worker4 kernel: [  219.471050] NVRM: Xid (PCI:0000:07:00): 64, pid='<unknown>', name=<unknown>, Row Remapper: Failed to remap row. | gpu.xid | worker4 |  | Xid 64 (row remapping failed, catalogue: reset the GPU, then service)
            2025-01-25T10:34:54+0000 gpu-07 kernel: NVRM: Xid (PCI:0000:9b:00): 74, pid=1234, name=python3, NVLink: fatal error detected on link 4(0x0, 0x0, 0x10000, 0x0, 0x0, 0x0, 0x0) | gpu.xid | gpu-07 |  | Xid 74 (NVLink, catalogue: reset the GPU) in journalctl -o short-iso
            NVRM: Xid (PCI:0000:44:00): 79, GPU has fallen off the bus. | gpu.xid |  |  | Xid 79 (off the bus, catalogue: reboot the node) without pid and name
            10.1.2.3: NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus. | gpu.xid | 10.1.2.3 |  | Xid 79 behind a pdsh-like "host: " prefix with an address
            kern  :err   : 2025-01-25T10:34:54,859532+00:00 NVRM: Xid (PCI:0000:9b:00): 92, pid=1234, name=python3, High single-bit ECC error rate | gpu.xid |  |  | Xid 92 (high SBE rate, catalogue: reset the GPU) in dmesg --decode --time-format iso
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:ca:00): 94, pid=12345, name=python, Contained: SM (0x1). RST: No, D-RST: No | gpu.xid | gpu-07 |  | Xid 94 (contained ECC, catalogue: restart the application, reset the GPU when idle)
            [Tue Mar  5 10:00:00 2024] NVRM: Xid (PCI:0000:ca:00): 95, pid=12345, name=python, Uncontained: FBHUB. RST: Yes, D-RST: No | gpu.xid |  |  | Xid 95 (uncontained ECC, catalogue: reset the GPU)
            Apr 19 13:16:41 gpu-07 kernel: NVRM: Xid (PCI:0000:02:00): 119, pid=2345, name=python, Timeout after 6s of waiting for RPC response from GPU1 GSP! Expected function 76 (GSP_RM_CONTROL) (0x20800a4c 0x4). | gpu.xid | gpu-07 |  | Xid 119 (GSP RPC time-out, catalogue: reset the GPU)
            Apr 19 13:16:41 gpu-07 kernel: NVRM: Xid (PCI:0000:02:00): 120, GSP task exception: load access page fault (cause:0xd) @ pc:0x140ca4a, partition:4#0, task:3 | gpu.xid | gpu-07 |  | Xid 120 (GSP error, catalogue: reset the GPU), the GSP-CrashCat wording
            NVRM: Xid (PCI:0000:9b:00): 140, pid=1234, name=python3, An uncorrectable ECC error detected (possible firmware handling failure) DRAM:-1840691462, LTC:0, MMU:0, RECOVERY:0. | gpu.xid |  |  | Xid 140 (unrecovered ECC, catalogue: reset the GPU)
            NVRM: Xid (PCI:0000:01:00): 144, SAW_MVB Fatal XC0 i0 Link 0 (0x00000001 0x00000008 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 144 (NVLink 5 SAW, catalogue: reset the GPU when fatal)
            NVRM: Xid (PCI:0018:01:00): 145, RLW_RXPIPE Fatal XC0 i0 Link 13 (0x0409a0c2 0x00000008 0x00000001 0x00000000 0x00100000 0x00000004) | gpu.xid |  |  | Xid 145 (NVLink 5 RLW)
            NVRM: Xid (PCI:0018:01:00): 146, TLW_TX Fatal XC0 i0 Link 13 (0x00000001 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 146 (NVLink 5 TLW)
            NVRM: Xid (PCI:0018:01:00): 147, TREX Fatal XC0 i0 Link 13 (0x00000001 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 147 (NVLink 5 TREX)
            NVRM: Xid (PCI:0018:01:00): 148, NVLPW_CTRL Fatal XC0 i0 Link -1 (0x00000001 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 148 (NVLink 5 power)
            NVRM: Xid (PCI:0019:01:00): 149, NETIR Fatal XC0 i0 Link -1 (0x000fe406 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 149 (NVLink 5 NETIR)
            NVRM: Xid (PCI:0019:01:00): 150, MSE Fatal XC0 i0 Link -1 (0x00000001 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000) | gpu.xid |  |  | Xid 150 (NVLink 5 MSE)
            NVRM: Xid (PCI:0000:9b:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (Reset Required) | gpu.xid |  |  | Xid 154 (the driver's recovery action: reset or reboot)
            kernel: NVRM: Xid (PCI:0000:dc:00): 45, pid=1818990, name=python3, Ch 00000001 caused by previous Xid 149 | gpu.xid |  |  | Xid 45 naming the Xid it follows (driver 590)
            [   49.261458] NVRM: GPU at 0000:01:00.0 has fallen off the bus. | gpu.xid |  |  | doc41: the 3xx module's "NVRM: GPU at %04x:%02x:%02x.%x has fallen off the bus." (os_pci_init_handle era)
            NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus. | gpu.xid |  |  | the 5xx module's "NVRM: GPU %04x:%02x:%02x.%x: GPU has fallen off the bus."
            [  101.209077] NVRM: GPU 0000:a1:00.0: RmInitAdapter failed! (0x62:0x40:2168) | gpu.unreachable |  |  | doc41: open-gpu-kernel-modules osinit.c (5xx): NV_DEV_PRINTF "RmInitAdapter failed! (0x%x:0x%x:%d)" behind "NVRM: GPU %s: "
            Dec  2 11:38:46 gpu-07 kernel: [  218.250408] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568) | gpu.unreachable | gpu-07 |  | doc41: the same in syslog, the host from its field
            NVRM: RmInitAdapter failed! (0x26:0xffff:1123) | gpu.unreachable |  |  | doc41: the 3xx-4xx closed module's "NVRM: RmInitAdapter failed! (0x%x:0x%x:%d)" without the GPU
            nvidia 0000:03:00.0: AER: can't recover (no error_detected callback) | gpu.unreachable |  |  | doc41: Linux drivers/pci/pcie/err.c (4.x-7.x) "can't recover (no error_detected callback)" through pci_info's "DRIVER BDF: AER: " with the nvidia driver: the GPU's PCIe link failed and the driver cannot recover it
            Sep 19 16:18:02 gpu-07 kernel: [68183.615790] pcieport 0000:00:03.1: AER: Correctable error message received from 0000:00:00.0 | - |  |  | Linux aer.c: a corrected PCIe error is no failure
            nvidia-nvswitch3: SXid (PCI:0000:c3:00.0): 20034, Fatal, Link 30 LTSSM Fault Up | gpu.xid |  |  | doc41: the NVSwitch driver's "nvidia-%s: SXid (PCI:%s): %05d, %s" with a fatal error
            kern  :err   : 2025-01-25T10:34:54,859532+00:00 nvidia-nvswitch1: SXid (PCI:0000:84:00.0): 12028, Data {0x000001c0, 0x00bd5c8a, 0x00000500, 0x00000064, 0x00000000, 0x40008000, 0x5a001100, 0x00000000, 0x00000000} | - |  |  | doc41: an SXid event's data line in dmesg --decode does not say whether the SXid was fatal: no finding (the "Fatal, Link ..." line says it)
            nvidia-nvswitch1: SXid (PCI:0000:84:00.0): 19084, Non-fatal, Link 44 AN1 Heartbeat Timeout Error | - |  |  | doc41: a non-fatal SXid is no failure
            Unable to determine the device handle for GPU0000:20:00.0: Unknown Error | gpu.unreachable |  |  | nvidia-smi (NVML nvmlDeviceGetHandleByIndex failing), no space before the bus id
            gpu-07: Unable to determine the device handle for GPU 0000:3B:00.0: GPU is lost | gpu.unreachable | gpu-07 |  | the same with NVML's "GPU is lost", behind srun's label
            Unable to detect the device handle for GPU0000:B1:00.0: Unknown Error | gpu.unreachable |  |  | doc41: nvidia-smi.exe's "Unable to detect the device handle for GPU%s: %s" (Windows, GPU-PV)
            No devices were found | torch.no-gpu |  |  | nvidia-smi with no GPU listed
            `"No devices were found"` | torch.no-gpu |  |  | doc41: the same quoted in backticks and quotes inside a sentence's paragraph
            RuntimeError: CUDA error: uncorrectable ECC error encountered | torch.cuda-error |  |  | cudaErrorECCUncorrectable (214) through torch
            F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered | torch.cuda-error |  |  | CUDA_ERROR_ECC_UNCORRECTABLE through TensorFlow's stream executor
            RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized | torch.no-gpu |  |  | cudaErrorSystemNotReady (802): an NVSwitch system whose fabric manager is not running
            Job for nvidia-fabricmanager.service failed because the control process exited with error code. | fabricmanager.failed |  |  | systemd for the fabric manager unit
            Remapped Rows\\n    Correctable Error                 : 0\\n    Uncorrectable Error               : 4\\n    Pending                           : Yes\\n    Remapping Failure Occurred        : No | gpu.reset-pending |  |  | doc41: nvidia-smi -q's Remapped Rows section (drivers 450+) with a row remapping pending a reset
            gpu-07: Remapping Failure Occurred        : Yes | gpu.reset-pending | gpu-07 |  | doc41: the same section when the GPU ran out of spare rows, behind srun's label
            Retired Pages\\n    Single Bit ECC                    : 0\\n    Double Bit ECC                    : 2\\n    Pending Page Blacklist            : Yes | gpu.reset-pending |  |  | doc41: nvidia-smi -q's Retired Pages section (pre-A100 GPUs) with pages pending retirement
            ECC Mode\\n    Current                           : Enabled\\n    Pending                           : Enabled\\nRemapped Rows\\n    Pending                           : No\\n    Remapping Failure Occurred        : No | - |  |  | doc41: ECC Mode's Pending and a clean Remapped Rows section are no failure
            NVRM: Xid (PCI:0000:9b:00): 46, pid=1234, name=python3, GPU stopped processing | gpu.xid |  |  | Xid 46 (GPU stopped processing: NVIDIA's health checks drain and reset)
            Mar  5 10:00:00 gpu-07 kernel: nvidia-nvswitch2: SXid (PCI:0000:07:00.0): 20034, Fatal, Link 30 LTSSM Fault Up | gpu.xid | gpu-07 |  | the NVSwitch driver's NVSWITCH_PRINT_SXID "nvidia-%s: SXid (PCI:%04x:%02x:%02x.%x): %05d, " + "Fatal, Link %02d %s%s" (open-gpu-kernel-modules src/common/nvswitch intr_nvswitch.h, 5xx) in syslog
            nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 24004, Fatal, Unexpected PRI error | gpu.xid |  |  | the same with ls10/lr10's "Fatal, Unexpected PRI error"
            nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 12028, Correctable, Link 02 RX Short Error Rate | - |  |  | error_nvswitch.h NVSWITCH_REPORT_CORRECTABLE_LINK's "Correctable, Link %02d ...": no failure
            NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)\\nNVRM: Xid (PCI:0000:07:00): 48, pid='<unknown>', name=<unknown>, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at physAddr 0x7fffa8860 partition 7, subpartition 1. | gpu.xid |  |  | doc41: a GPU that fails RmInitAdapter in a log with an Xid: the Xid says why, the RmInitAdapter line is left out
            nvidia 0000:63:00.0: AER: can't recover (no error_detected callback)\\nNVRM: Xid (PCI:0000:63:00): 31, name=plasmashell, MMU Fault: ENGINE GR_HOST0 HUBCLIENT_ESC0 FAULT_PDE | gpu.unreachable,gpu.xid |  |  | doc41: the PCIe error the GPU did not survive before the MMU fault it caused
            Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' nvidia-container-cli: error parsing IMEX info: unsupported IMEX channel value: all: unknown | container.no-gpu-runtime |  |  | doc41: runc libcontainer configs.HookList.RunHooks "error running hook #%d: %w" around CommandHook.Run's "error running hook: %w, stdout: %s, stderr: %s" with NVIDIA's legacy-mode hook in the stderr
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:01:00 GPU-I:05): 94, pid=7194, name=python3, Contained: CE User Channel (0x9). RST: No, D-RST: No | gpu.xid | gpu-07 |  | doc42: an Xid attributed to a MIG GPU instance, XID_PRINT_WITH_ATTR("PCI:%04x:%02x:%02x GPU-I:%02u", ...) "NVRM: Xid (" attr "): %d, pid=%s, name=%s, %s%s" (open-gpu-kernel-modules src/nvidia/src/kernel/gpu/rc/kernel_rc.c, 5xx-595; the module's own example in kern_gpu_error_cont_ga100.c)
            [ 1234.567890] NVRM: Xid (PCI:0000:3b:00 GPU-I:01 GPU-CI:00): 43, pid=2345, name=python, Ch 00000008 | gpu.xid |  |  | doc42: the same with the compute instance, "PCI:%04x:%02x:%02x GPU-I:%02u GPU-CI:%02u" (kernel_rc.c, 5xx-595)
            10.1.2.3: NVRM: Xid (PCI:0000:9b:00 GPU-I:02): 48, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0. | gpu.xid | 10.1.2.3 |  | doc42: the MIG-attributed Xid without a process ("NVRM: Xid (" attr "): %d, %s%s", kernel_rc.c) behind a "host: " prefix
            node12.cluster.example.org kernel: NVRM: Xid (PCI:0000:9b:00): 136, NVLink: Link training failed for links 0x3ffff(0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0) | gpu.xid | node12.cluster.example.org |  | doc42: Xid 136 ALI_TRAINING_FAIL (nverror.h), "NVLink: Link training failed for links " NV_BITVECTOR_INLINE_FMTX "(0x%x, ...)" (src/nvidia/src/kernel/gpu/nvlink/arch/blackwell/kernel_nvlink_gb100.c, 5xx-595)
            [  279.950001] NVRM: Xid (PCI:0000:01:00): 143, Error status 0x1a while polling for FSP boot complete, 0x0, 0x9f, 0x110186, 0x1103c0, 0x5 | gpu.xid |  |  | doc42: Xid 143 GPU_INIT_ERROR (nverror.h, since 550), NV_ERROR_LOG "Error status 0x%x while polling for FSP boot complete, 0x%x, 0x%x, 0x%x, 0x%x, 0x%x" (src/nvidia/src/kernel/gpu/fsp/arch/hopper/kern_fsp_gh100.c, 550-595)
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:9b:00): 140, pid='<unknown>', name=<unknown>, An uncorrectable ECC error detected (possible firmware handling failure) DRAM:1, LTC:0, MMU:0, PCIE:0 | gpu.xid | gpu-07 |  | doc42: Xid 140 UNRECOVERABLE_ECC_ERROR_ESCAPE (nverror.h) in the wording with PCIE, "An uncorrectable ECC error detected (possible firmware handling failure) DRAM:%d, LTC:%d, MMU:%d, PCIE:%d" (src/nvidia/src/kernel/gpu/arch/turing/kern_gpu_tu102.c, 595)
            NVRM: Xid (PCI:0000:01:00): 172, GSP-RISCV, Uncorrectable SRAM error | gpu.xid |  |  | doc42: Xid 172 UNCORRECTABLE_SRAM_ERROR (nverror.h, 595), "GSP-RISCV, Uncorrectable SRAM error" (src/nvidia/src/kernel/gpu/gsp/arch/blackwell/kernel_gsp_ecc_gb100.c)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
