package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The host readers on names of other clusters' shapes (issue 26, HostShapeTest's sweep): a name that starts with a digit (an address
 * written with dashes, "10-192-80-132" of NVIDIA/nccl-tests issue 180; a box named after its GPU, "3090-box") before PSM's glued label,
 * NCCL's header without its pid and tid and torch's SocketImpl address; a name with an underscore (RFC 952 and 1123 allow none, but
 * hosts are so named and tools print them: Open MPI issue 7085's "Qintian_1") as pdsh's prefix, a journal line's host and Open MPI's
 * [HOST:PID]. Each row is an open log's line with its node renamed; the rows without a host keep a number, a date or a config's key
 * from being read as one. The codes of the findings in order, the host and peer of the first.
 */
class HostShapeWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            3090-box.30734PSM2 can't open hfi unit: -1 (err=23) | mpi.init-failed | 3090-box |  | opa-psm2 10.x-11.x: the label HOST.PID glued to "PSM2 can't open hfi unit: %d (err=%d)" (ompi-10601's line), a name with digits first
            10-0-0-5.30734PSM2 can't open hfi unit: -1 (err=23) | mpi.init-failed | 10-0-0-5 |  | the same, an address written with dashes as the name
            `10-0-0-5.cr.cnaf.infn.it.25191Driver initialization failure on /dev/ipath (err=23) | mpi.init-failed | 10-0-0-5.cr.cnaf.infn.it |  | True Scale PSM "HOST.PIDDriver initialization failure on %s (err=%d)" with the node's domain (aladyn-42's line, its backtick kept)
            2024.30734PSM2 can't open hfi unit: -1 (err=23) | mpi.init-failed |  |  | the same glued to a number: a number is no host
            10-0-0-5 [0] misc/ibvwrap.cu:269 WARN Call to ibv_create_qp failed | nccl.ibv-call-failed | 10-0-0-5 |  | NCCL 2.0-2.1's header without pid and tid ("HOST [DEV] FILE:LINE WARN", horovod-98's line), an address with dashes as the name
            [2025-11-24 11:20:21] 10-192-80-132 [5] misc/socket.cc:46 NCCL WARN socketProgressOpt: Call to send to 10.44.137.149<52905> failed : Connection reset by peer | nccl.socket-error | 10-192-80-132 | 10.44.137.149 | NCCL 2.2x's header as a log tool shortens it (nccl-1920's line), the name of nccl-tests issue 180
            [2025-11-24 11:20:21] 3090-box [5] misc/socket.cc:46 NCCL WARN socketProgressOpt: Call to send to 10.44.137.149<52905> failed : Connection reset by peer | nccl.socket-error | 3090-box | 10.44.137.149 | the same, a box named after its GPU
            2025-11-24 [5] misc/socket.cc:46 NCCL WARN socketProgressOpt: Call to send to 10.44.137.149<52905> failed : Connection reset by peer | nccl.socket-error |  | 10.44.137.149 | the same after a date alone: a date is no host (two dashes, a four-digit year)
            [rank0]:[W902 16:27:57.294674455 socket.cpp:494] [c10d] waitForInput: socket SocketImpl(fd=33, addr=[3090-box.scbi.uma.es]:39076, remote=[blk01.scbi.uma.es]:29501) timed out after 1800000ms | torch.rendezvous-timeout | 3090-box.scbi.uma.es | blk01.scbi.uma.es | torch 2.4+ TCPStore socket.cpp waitForInput "socket %s timed out after %dms" (vllm-52907's line), the rank's own address a name with digits first
            [rank0]:[W903 21:08:30.547205127 socket.cpp:469] [c10d] waitForInput: poll for socket SocketImpl(fd=33, addr=[10-0-0-5]:34316, remote=[blk01.scbi.uma.es]:29501) returned 0, likely a timeout | torch.rendezvous-timeout | 10-0-0-5 | blk01.scbi.uma.es | the same release's "poll for socket %s returned 0, likely a timeout", an address with dashes as the name
            node_01: RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, internal error, NCCL version 20.9.9 | torch.dist-backend-error | node_01 |  | pdsh's "HOST: " (deepspeed's pdsh runner, nccl-520's line), a name with an underscore
            layer_norm: RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, internal error, NCCL version 20.9.9 | torch.dist-backend-error |  |  | the same after a word with an underscore and no digit: a name of the program's, no host
            May 12 09:24:56 node_01 slurmd[31519]: slurmd: error: slurm_set_addr: Unable to resolve "testohpc-login-0" | slurm.name-unresolved | node_01 | testohpc-login-0 | journald's "DATE HOST PROG[PID]: " before slurmd's "Unable to resolve \\"%s\\"" (stackhpc-openhpc-157's line), a host with an underscore
            [node_01.juron.dns.zone:70129] [[1582,0],0] grpcomm:direct:send_relay proc [[1582,0],1] not running - cannot relay: NOT ALIVE\\nAn internal error has occurred in ORTE:\\n\\n[[1582,0],0] FORCE-TERMINATE AT Unreachable:-12 - error ../../../../../orte/mca/grpcomm/direct/grpcomm_direct.c(548) | mpi.runtime-internal-error | node_01.juron.dns.zone |  | Open MPI 4.x ORTE's "[HOST:PID] " before grpcomm's relay error and the force-terminate (ompi-4416's lines), the host's own label with an underscore
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
