package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The two fabric-test failures a sampled batch of RDMA test tools showed no rule for, every wording of their format strings.
 * perftest (linux-rdma/perftest, read at its 2011-2026 history; perftest_communication.c ctx_hand_shake): " Unable to read to
 * socket/rdma_cm", " Unable to read from ...", " Unable to write to ...", " Unable to write from ..." (spelt "socket/rdam_cm" until
 * 2020), and ethernet_read_keys' "ethernet_read_keys: Couldn't read remote address" (2013+; before it perror("pp_read_keys") then
 * "Couldn't read remote address"): the out-of-band exchange with the other side of the test was lost. ucx_perftest (openucx/ucx
 * src/tools/perf/perftest.c setup_sock_rte, read at v1.4.0, v1.10.0, v1.11.0, v1.12.0 and master): 1.12+ ucs_error("%s failed. %s")
 * with "client" and "connect() failed: %m", before 1.12 ucs_error("connect() failed: %m"), each after ucs_log's
 * "[SECONDS.USEC] [HOST:PID:THREAD]  FILE:LINE  UCX  ERROR " prefix, then main's "failed to setup RTE transport: %s". Each row: the
 * text, the codes of the findings in order ("-": none), the host and peer of the first, and where the wording comes from. The last
 * rows are healthy look-alikes. {@code \n} in a row is a line break.
 */
class SampledRdmaToolsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            pp_read_keys: Success\\nCouldn't read remote address\\n Unable to read to socket/rdam_cm\\nFailed to close connection between server and client | mpi.connect-failed |  |  | the real server side of ib_read_bw (pib-3): perror("pp_read_keys") and ctx_hand_shake's "rdam_cm" (before 2013)
            ethernet_read_keys: Couldn't read remote address\\n Unable to read to socket/rdma_cm | mpi.connect-failed |  |  | perftest ethernet_read_keys then ctx_hand_shake (2020-26.04)
             Unable to read from socket/rdma_cm | mpi.connect-failed |  |  | perftest ctx_hand_shake's client side (2020-26.04)
             Unable to write to socket/rdam_cm | mpi.connect-failed |  |  | perftest ctx_hand_shake (2011-2020 spelling)
            gpu-07:  Unable to write from socket/rdma_cm | mpi.connect-failed | gpu-07 |  | perftest ctx_hand_shake behind pdsh's prefix
             Completion with error at client\\n Failed status 12: wr_id 0 syndrom 0x81\\n scnt=128, ccnt=0\\n Unable to read to socket/rdma_cm | nccl.ib-completion-error |  |  | the completion error stays the cause: the lost exchange after it is a fallback
            perftest.c:430  UCX  ERROR client failed. connect() failed: Connection refused\\nperftest.c:890  UCX  ERROR failed to setup RTE transport: Input/output error | mpi.connect-failed |  |  | the real ucx_perftest client (ucx-9908), pasted without UCX's time and host prefix
            [1717084632.929943] [gpu2:3756768:0]        perftest.c:397  UCX  ERROR client failed. connect() failed: No route to host | mpi.connect-failed | gpu2 |  | UCX perftest.c setup_sock_rte "%s failed. %s" (1.12-master) with ucs_log's prefix
            [1620000000.123456] [node1:12345:0]        perftest.c:1132 UCX  ERROR connect() failed: Connection refused | mpi.connect-failed | node1 |  | UCX perftest.c setup_sock_rte "connect() failed: %m" (1.4-1.11)
             rdma_cm QPs     : OFF\\n Data ex. method : rdma_cm | - |  |  | healthy: perftest's header with the RDMA-CM exchange
            Waiting for connection... | - |  |  | healthy: ucx_perftest's server waiting
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

}
