package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPUDirect RDMA failing on a node: a memory registration refused on GPU memory as the RDMA programs word it (rdma-core's examples' and
 * libgdsync's "Couldn't register MR", the GPUDirect sample's "Couldn't register GPU MR", a glog PLOG after ibv_reg_mr with its errno)
 * is nccl.ibv-call-failed; the kernel modules GPUDirect needs that did not load (nvidia_peermem, nv_peer_mem, gdrdrv: kmod's modprobe
 * and insmod, module-init-tools, systemd-modules-load, the kernel's module loader and depmod, the GPU Operator's peermem sidecar,
 * GDRCopy's gdr_open and UCX's gdr_copy) are gpu.gpudirect-module-failed; and the negatives (a module already loaded, lsmod's line,
 * the sidecar's success, nvidia-peermem's harmless free-callback diagnostic, NCCL's INFO lines, a fallback warning, an end-of-run
 * deregistration). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledGpuDirectRdmaWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ibv_reg_mr(pd 0x23f8ec0, buf 0x7f88c7200000, size = 100, access_flags = 0x00000007)\\nCouldn't register GPU MR\\ndeallocating RX GPU buffer | nccl.ibv-call-failed |  |  | real: gpu_direct_rdma_access issue 5, the sample's GPU buffer refused without nv_peer_mem
            [31337] ERR:  pp_init_ctx Couldn't register MR | nccl.ibv-call-failed |  |  | libgdsync tests 2019+: gpu_err's pid, level and function before the text
            node07: Couldn't register MR | nccl.ibv-call-failed | node07 |  | rdma-core rc_pingpong.c under pdsh's host prefix: names the node
            allocated GPU buffer address at 000001030b200000\\nallocated GPU buffer address at 000001030b220000\\nCouldn't register MR | nccl.ibv-call-failed |  |  | real: libgdsync issue 40 cut after its error, equal-length lines doctor unwraps as a terminal's wrap, joining the error to them
            Couldn't deregister MR | - |  |  | negative: the examples' deregistration at the end of a run
            E0516 10:21:33.123456 41233 rdma_context.cpp:212] Failed to register memory 0x7f3a40000000: Bad address [14] | nccl.ibv-call-failed |  |  | Mooncake's transfer engine under glog's header: PLOG's strerror and errno
            Failed to register memory 0x2e1cbac200: Bad address [14] | nccl.ibv-call-failed |  |  | real: nv_peer_memory issue 121, a torch tensor's address
            Failed to register memory from 0x7f0000000000 to 0x7f0040000000 in RDMA device mlx5_0: Cannot allocate memory [12] | nccl.ibv-call-failed |  |  | an RDMA engine's from/to form naming the device, errno 12
            Failed to register memory region for the cache, retrying | - |  |  | negative: a sentence without PLOG's errno
            modprobe: ERROR: could not insert 'nvidia_peermem': Invalid argument\\nfailed to load nvidia-peermem module | gpu.gpudirect-module-failed |  |  | real: gpu-operator issue 2868, the peermem sidecar's modprobe and its own line
            modprobe: ERROR: could not insert 'nv_peer_mem': Unknown symbol in module, or unknown parameter (see dmesg) | gpu.gpudirect-module-failed |  |  | kmod's modprobe on ENOENT, nv_peer_mem after a MOFED upgrade (nv_peer_memory issue 84)
            insmod: ERROR: could not insert module nv_peer_mem.ko: Invalid parameters | gpu.gpudirect-module-failed |  |  | kmod's insmod of the built module file
            FATAL: Error inserting nv_peer_mem (/lib/modules/3.10.0-862.el7.x86_64/extra/nv_peer_mem.ko): Invalid argument | gpu.gpudirect-module-failed |  |  | module-init-tools 3.x's modprobe
            modprobe: FATAL: Module nvidia-peermem not found in directory /lib/modules/6.8.0-49-generic | gpu.gpudirect-module-failed |  |  | kmod: the module is not installed for the running kernel
            systemd-modules-load[612]: Failed to insert module 'nvidia_peermem': Invalid argument | gpu.gpudirect-module-failed |  |  | systemd-modules-load at boot (modules-load.d)
            modprobe: ERROR: could not insert 'nvidia_peermem': Module already in kernel | - |  |  | negative: --first-time on a module that is loaded
            [Fri Feb 12 11:47:20 2021] nv_peer_mem: Unknown symbol ib_register_peer_memory_client (err 0) | gpu.gpudirect-module-failed |  |  | the kernel's module loader, dmesg -T (nv_peer_memory issue 84)
            [   12.345678] nvidia_peermem: disagrees about version of symbol ib_register_peer_memory_client | gpu.gpudirect-module-failed |  |  | the loader's CRC check, plain dmesg
            depmod: WARNING: /lib/modules/3.10.0-1127.19.1.el7.x86_64/extra/nv_peer_mem.ko needs unknown symbol ib_register_peer_memory_client | gpu.gpudirect-module-failed |  |  | kmod's depmod when the DKMS build installs it against an inbox ib_core
            [25033.266922] nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing | - |  |  | negative: the driver's diagnostic its maintainers call harmless (nv_peer_memory issue 120)
            nvidia_peermem         16384  0 | - |  |  | negative: lsmod's line, the module is loaded
            nvidia-peermem module is not loaded | gpu.gpudirect-module-failed |  |  | the GPU Operator's probe_nvidia_peermem
            Error: Failed to load nvidia-peermem module on RDMA-enabled hardware | gpu.gpudirect-module-failed |  |  | the precompiled driver images' start-up script
            successfully loaded nvidia-peermem module, now waiting for signal | - |  |  | negative: the sidecar's success
            gdr_open error: Is gdrdrv driver installed and loaded? | gpu.gpudirect-module-failed |  |  | GDRCopy tests' gdr_open_safe (gdrcopy issue 251's title)
            CoPilotNotify: gdr_open failed (is gdrdrv loaded?) | gpu.gpudirect-module-failed |  |  | a GDRCopy user's own copy of the same check
            ERR:  error opening driver (errno=2/No such file or directory) | gpu.gpudirect-module-failed |  |  | libgdrapi's own line with GDRCOPY_ENABLE_LOGGING: no /dev/gdrdrv
            [1644294680.522058] [gpu39:4970 :0]     gdr_copy_md.c:403  UCX  ERROR failed to open gdr copy | gpu.gpudirect-module-failed | gpu39 |  | UCX's gdr_copy memory domain behind UCX's header: names the node
            [TensorRT-LLM][WARNING] gdr_open failed. GDRCopy support is disabled. | - |  |  | negative: a fallback that goes on without GDRCopy
            gpu3:28331:28331 [0] NCCL INFO NET/IB : GPU Direct RDMA Disabled for HCA 0 'mlx5_0' (no module) | - |  |  | negative: NCCL's INFO line, a state and no failure (it stages through host memory)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
