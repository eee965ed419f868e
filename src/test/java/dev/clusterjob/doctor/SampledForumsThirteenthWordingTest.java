package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * UCX's check at start-up that the transports and devices it was asked for exist on the node (ucp_context.c ucp_check_resources):
 * the later 1.x releases' "no usable transports/devices (asked %s)" and an early 1.x's "No usable transports/devices, asked %s", with
 * the UCX_TLS list, "on " and each device type's UCX_*_DEVICES list ("network:eth0 ") or "all devices", behind ucs_log's prefix that
 * names the node, or quoted in prose without it; and the negatives (the format string in UCX's source, the warning before it alone).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsThirteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [1741236511.646162] [node-0:364800:0]     ucp_context.c:1451 UCX  ERROR no usable transports/devices (asked rc on network:eth0 ) | mpi.init-failed | node-0 |  | UCX 1.x ucp_check_resources: UCX_TLS=rc on an Ethernet interface (nvbandwidth multinode under mpirun)
            [1716000000.100200] [gpu-a07:81233:0]     ucp_context.c:1582 UCX  ERROR no usable transports/devices (asked tcp on network:mlx5_ib0:1,mlx5_ib1:1 ) | mpi.init-failed | gpu-a07 |  | the same with UCX_TLS=tcp on RDMA port names (two devices listed)
            [1600000000.000001] [cn012:4411:0]     ucp_context.c:1110 UCX  ERROR no usable transports/devices (asked all devices) | mpi.init-failed | cn012 |  | the same with neither list set: the node has no transport UCX can use
            [1500000000.000002] [cn013:5522:0]     ucp_context.c:574  UCX  ERROR No usable transports/devices, asked rc_mlx5 on network:mlx5_0:1  | mpi.init-failed | cn013 |  | an early 1.x's wording
            Every rank logged `ucp_context.c:1582 UCX ERROR no usable transports/devices (asked tcp on network:mlx5_ib0:1,...)`, then hung | mpi.init-failed |  |  | quoted in prose without ucs_log's prefix
                    ucs_error("no usable transports/devices (asked %s)", info_str); | - |  |  | negative: the format string in UCX's source
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
