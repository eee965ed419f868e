package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node training starts as users paste their failures (issue 26, the seeds' case, a fourth batch): NCCL's IB completion error
 * quoted only up to its status (an issue title, a retelling that drops NCCL's " : " or its "with"), and torch c10d's "(errno: N - MSG)"
 * suffix quoted alone in a sentence (its retry warning's whole line alone stays no finding). The whole lines stay with the rules that
 * read them. One row per wording and release, instantiated with host names of several shapes; the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class SeedCasePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NCCL WARN NET/IB : Got completion with error 12 | nccl.ib-completion-error |  |  | NCCL 2.2-2.9 src/transport/net_ib.cc "NET/IB : Got completion with error %d, opcode %d, ...": a title quoting it up to the status
            gpu-07: training stops with NET/IB : Got completion from peer 10.1.2.3<45678> with error 5 | nccl.ib-completion-error | gpu-07 | 10.1.2.3 | NCCL 2.10-2.20 net_ib.cc "... from peer %s with error %d, ...": cut after the status, behind pdsh's prefix
            [1,0]<stderr>:NET/IB: Got completion from peer 192.168.1.20<33145> with status=12 | nccl.ib-completion-error |  | 192.168.1.20 | NCCL 2.21-2.27 net_ib.cc "NET/IB: Got completion from peer %s with status=%d opcode=%d ...": cut after the status, behind mpirun --tag-output
            node12.cluster.example.org: NET/IB: Got completion from peer 10.0.0.9<5012> with status=IBV_WC_RETRY_EXC_ERR(12) | nccl.ib-completion-error | node12.cluster.example.org | 10.0.0.9 | NCCL 2.28-2.30 net_ib "... with status=%s(%d) opcode=%s(%d) ...": the named status, cut after it
            Distributed model training with nccl error：NCCL WARN NET/IB Got completion error 12 | nccl.ib-completion-error |  |  | a title that drops NCCL's " : " and "with" after a full-width colon (NVIDIA/nccl issue 1170's wording)
            n1:123:456 [0] transport/net_ib.cc:1234 NCCL WARN NET/IB : Got completion from peer 10.1.2.3<45678> with error 12, opcode 0, len 0, vendor err 129 | nccl.ib-completion-error | n1 | 10.1.2.3 | NCCL 2.10-2.17 the whole line: the rule for the whole line reads it, one finding
            [BUG] Always get errno: 110 - Connection timed out when using deepspeed multi-node training. | torch.rendezvous-timeout |  |  | torch 1.13-2.11 c10d socket.cpp "(errno: %d - %s)" quoted alone in an issue title
            0: [W socket.cpp:558] [c10d] The client socket has failed to connect to [10.1.0.4]:29500 (errno: 113 - No route to host). | - |  |  | the same retry warning with errno 113, behind srun --label: no finding yet
            10.0.0.5: The client socket has failed to connect to [gpu-01]:29500 (errno: 110 - Connection timed out). | - |  |  | torch 1.13-2.x socket.cpp "The client socket has failed to connect to %s (errno: %d - %s).": the retry warning alone is no failure yet, the errno rule leaves the whole line to the rules that read it
            trainer-2: [W socket.cpp:601] [c10d] The client socket has failed to connect to [master-0.svc]:29500 (errno: 111 - Connection refused). | torch.store-failed | trainer-2 | master-0.svc | the same retry warning with errno 111, behind pdsh's prefix: a warning (torch retries; nothing listens at the store yet), no error
            the workers keep printing errno: 111 - Connection refused until they stop | torch.store-failed |  |  | torch's errno 111 quoted alone in a sentence
            ConnectionRefusedError: [Errno 111] Connection refused | torch.exception |  |  | CPython's OSError "[Errno %d] %s" is not torch's store connect: the fallback for exceptions reads it
            NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE ; OOB eth0:10.0.0.1<0> | - |  |  | NCCL's INFO line naming its IB devices: no completion error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
