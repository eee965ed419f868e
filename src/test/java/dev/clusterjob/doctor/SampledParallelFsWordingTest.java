package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Network and parallel file system clients that fail under a job, as the node's kernel log and the job's own errors show it: an NFS
 * server that stops answering (the kernel's RPC client in Linux, HP-UX's wording), a Lustre client that loses its MGS, MDT or OST (an
 * operation that failed with the server's NID, a connection lost for good or until recovery), a BeeGFS client whose mount is cancelled or
 * refused, and EREMOTEIO on a file's path (a network file system's server that failed the call): all fs.io-error, the server as the peer
 * where the line names it (a warning where the NFS server answered again). The negatives: the recovery lines ("server ... OK", "Connection restored"), the BeeGFS module's build note, a
 * local file system's mount failure, and EREMOTEIO from an I2C bus or with no path. Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledParallelFsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OSError: [Errno 121] Remote I/O error: 'logs/2019-07-01T17:49:45_coords_1_pretrain_deepfashion/train/checkpoints' | fs.io-error |  |  | edflow issue 92: CPython's EREMOTEIO with the path, an evaluator listing its checkpoints on a network-mounted home
            ls: reading directory '.': Remote I/O error | fs.io-error |  |  | nfs-ganesha issue 1091: coreutils ls on an NFSv4 mount whose server fails the listing
                ioctl(self.fd, I2C_SMBUS, msg)\\nOSError: [Errno 121] Remote I/O error | torch.exception |  |  | negative: raspi-ups-stats issue 3, smbus2's ioctl on an I2C bus (no file system)
            OSError: [Errno 121] Remote I/O error | torch.exception |  |  | negative: gbz_overlay issue 7, a bare Errno 121 with no path
            [Mon Oct 16 10:06:17 2017] LustreError: 11-0: jmain01-MDT0000-mdc-ffff88203810d800: operation obd_ping to node 172.31.126.88@o2ib failed: rc = -107 | fs.io-error |  | 172.31.126.88@o2ib | jade-hpc-gpu issue 14: Lustre 2.x ptlrpc client.c LCONSOLE_ERROR_MSG 0x011 under dmesg -T, the MDT's NID as the peer
            Jun 25 23:57:24 lustre-oss1 kernel: LustreError: 166-1: MGC10.130.93.11@o2ib: Connection to MGS (at 10.130.93.10@o2ib) was lost; in progress operations using this service will fail | fs.io-error | lustre-oss1 | 10.130.93.10@o2ib | Lustre 2.x import.c LCONSOLE_ERROR_MSG 0x166 in a node's syslog as a troubleshooting page quotes it: the MGS connection lost for good
            [Wed Jan 15 17:22:28 2025] Lustre: capstor-OST003a-osc-ffff3000ef06c000: Connection to capstor-OST003a (at 172.28.1.43@tcp) was lost; in progress operations using this service will wait for recovery to complete | fs.io-error |  | 172.28.1.43@tcp | Lustre 2.15 import.c LCONSOLE_WARN in a client's dmesg -T as an incident note quotes it: an OST lost until recovery (a warning)
            [Wed Jan 15 17:22:28 2025] Lustre: capstor-OST003a-osc-ffff3000ef06c000: Connection restored to  (at 172.28.1.43@tcp) | - |  |  | negative: the same note, the client reconnected
            [ 3223.539141] nfs: server ease not responding, still trying | fs.io-error |  | ease | raspberrypi/linux issue 2482: Linux 4.14 net/sunrpc/clnt.c rpc_check_timeout on a hard mount
            [ 3224.612015] nfs: server ease OK | - |  |  | negative: the same dmesg, the server answers again (call_decode)
            [ 3223.539141] nfs: server ease not responding, still trying\\n[ 3224.579687] nfs: server ease not responding, still trying\\n[ 3224.612015] nfs: server ease OK | fs.io-error |  | ease | the same dmesg's lines together: a stall the server recovered from, a warning
            挂载Android NFS文件系统出现:nfs: server 192.168.1.229 not responding, still trying | fs.io-error |  | 192.168.1.229 | tiny210v2-uboot issue 5: the title, an NFS root's server by address after a Chinese sentence
            kernel: nfs: server <servername> not responding, timed out | fs.io-error |  |  | SUSE KB 000020830: the soft mount's wording as the page quotes it, a placeholder server named as none
            NFS server bl870ci2 not responding still trying | fs.io-error |  | bl870ci2 | cfg2html issue 51: HP-UX's NFS client wording, no comma
            [12964845.761266] beegfs: mount(1516568): Configuration error: Initialization of common objects failed. (Log file may provide additional information.) | fs.io-error |  |  | ThinkParQ/beegfs issue 89: the client module's App.c refusing its configuration at mount
            [12964845.755104] beegfs: mount(1516568): Built without NVFS RDMA support. | - |  |  | negative: the same dmesg, the module's build note
            Sep 17 15:08:01 gnode01 beegfs-client[780929]: mount: /mnt/beegfs: mount(2) system call failed: Operation canceled. | fs.io-error | gnode01 |  | ThinkParQ/beegfs issue 78: util-linux 2.39's mount under the client's service, ECANCELED from BeeGFS's mount sanity check, the journal's host
            mount: /mnt: mount(2) system call failed: No such file or directory. | - |  |  | negative: a local btrfs mount's failure quoted on the kernel's mailing list, no network file system's client
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
