package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's socket and proxy failures as users paste them (issue 26, familiar ground from new sources): the connect WARN of
 * misc/socket.cc whose address a poster replaced or a title cut ("Connect to xxx failed : ..."), in the releases' spellings
 * ("Net : Connect to" 2.10-2.12, "socketStartConnect: Connect to" 2.13-2.18, "connect to" 2.19+). The proxy service thread's
 * "[Service thread] Accept failed %s" stays a warning (NcclTorchWordingTest): proxy.cc logs it and goes on serving.
 * One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the host
 * and peer of the first. {@code \n} in a row is a line break.
 */
class NcclSocketPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to xxx failed : Software caused connection abort | nccl.socket-connect-failed | gpu-07 |  | NCCL 2.18 misc/socket.cc socketConnect "%s: Connect to %s failed : %s" with the address replaced by the poster
            Nccl test fails on 8 x V100- misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to x.x.x.x failed : Connection refused | nccl.socket-connect-failed |  |  | the same quoted in an issue title, no host header
            node12.cluster.example.org:99:120 [3] misc/socket.cc:456 NCCL WARN Net : Connect to <ip> failed : No route to host | nccl.socket-connect-failed | node12.cluster.example.org |  | NCCL 2.10-2.12 "Net : Connect to %s failed : %s" with a placeholder address
            10.1.2.3: socketStartConnect: connect to 10.0.0.x failed : Connection refused | nccl.socket-connect-failed | 10.1.2.3 |  | NCCL 2.19-2.30 lower-case "connect to", the WARN's header cut, behind pdsh's prefix
            gpu-07:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort | nccl.socket-connect-failed | gpu-07 | 10.0.0.2 | NCCL 2.18 with the address as printed: the older rule names the peer, the new one stays out
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
