package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPUDirect Storage failures (issue 26): libcufile's cufile.log lines from their format strings (cuFile 1.15), with the real lines of
 * the open corpus (realworld/doctor, index.tsv's GPUDirect Storage sample), the other releases' and drivers' wordings, and lines
 * that must stay healthy (notices, compat mode, other programs' "invalid file descriptor").
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledGdsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             29-12-2025 13:30:14:51 [pid=111425 tid=112507] ERROR  0:522 nvidia-fs MAP ioctl failed : ioctl_return: -22 ioctl_ret: -1 | gds.buffer-map-failed | | | the nvfs map path's ioctl failure (aikitoria open-gpu-kernel-modules#17)
             29-12-2025 13:30:14:52 [pid=111425 tid=112507] ERROR  cufio_core:1648 cuFileBufRegister error, object allocation failed | gds.buffer-map-failed | | | cufio_core's register failure
             27-06-2023 16:20:37:235 [pid=41294 tid=41294] ERROR  cufio-obj:101 error allocating nvfs handle, size: 131072 | gds.buffer-map-failed | | | cufio-obj's allocation failure, an older release's line number
             11-10-2023 15:49:51:316 [pid=1502618 tid=1503329] ERROR  0:1072 Inc-bar-usage failed: size 524288000 remaining bytes 281018368 | gds.bar-exhausted | | | the BAR accounting's failure (gds-nvidia-fs#4)
             01-01-2025 10:00:00:1 [pid=1 tid=1] ERROR  0:1090 Inc-bar-usage-cache failed: size 1048576 | gds.bar-exhausted | | | the bounce-buffer cache's variant
             01-01-2025 10:00:00:1 [pid=1 tid=1] ERROR  cufio-obj:120 bar1 memory not available, only can work with compat_mode on. | gds.bar-exhausted | | | no BAR1 left at all
             06-04-2026 14:59:16:997 [pid=44990 tid=44990] ERROR  cufio-fs:204 NVMe Driver not registered with nvidia-fs!!! | gds.file-not-supported | | | cufio-fs's NVMe check (tinygrad open-gpu-kernel-modules#51)
             06-04-2026 14:59:16:997 [pid=44990 tid=44990] ERROR  cufio:339 cuFileHandleRegister error: GPUDirect Storage not supported on current file | gds.file-not-supported | | | cuFileHandleRegister's error string
             27-06-2025 08:00:30:92 [pid=57637 tid=57637] ERROR  cufio-fs:268 Unsupported block device: /dev/dm-0 | gds.file-not-supported | | | a device-mapper volume
             01-01-2025 10:00:00:1 [pid=1 tid=1] ERROR  cufio-fs:210 SCSI driver not registered with nvidia-fs!!! | gds.file-not-supported | | | the SCSI variant
             13-04-2025 16:56:55:377 [pid=9 tid=9] ERROR  cufio:227 cuFileHandleRegister error, invalid file descriptor: -962282608 | gds.invalid-file-handle | | | cuFileHandleRegister's fd check (MagnumIO#20)
             01-01-2025 10:00:00:1 [pid=1 tid=1] ERROR  cufio:240 cuFileHandleRegister error, invalid file descriptor passed | gds.invalid-file-handle | | | the variant without the number
             11-10-2023 15:49:50:24 [pid=1502621 tid=1502621] NOTICE  cufio-rdma:175 nvidia_peermem.ko is not loaded. Disabling UserSpace RDMA access. | - | | | a notice: no finding
             27-06-2025 07:45:35:135 [pid=48882 tid=48882] NOTICE  cufio:294 cuFileHandleRegister GDS not supported or disabled by config, using cuFile posix read/write with compat mode enabled | - | | | compat mode by config: no finding
             [  938.530342] nvidia-fs:nvfs ioctl map success | - | | | nvidia-fs's kernel log of a successful map: no finding
             select(): invalid file descriptor: 5 | - | | | another program's "invalid file descriptor": no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
