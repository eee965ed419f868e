package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * nccl-tests' and perftest's own failure output, every format string, as the fabric gate and users paste them.
 * nccl-tests (NVIDIA/nccl-tests, read at v2.10.0, v2.13.8 and v2.17.6): src/common.h CUDACHECK "%s: Test CUDA failure %s:%d '%s'",
 * NCCLCHECK "%s: Test NCCL failure %s:%d '%s'" (built against NCCL before 2.13) and "... '%s / %s'" (2.13+, ncclGetLastError after
 * the slash), TESTCHECK " .. %s pid %d: Test failure %s:%d"; src/common.cu's "%s: Test timeout (%ds) %s:%d" (-T, 2.13.4+) and the
 * footer "# Out of bounds values : %d %s" / "# Avg bus bandwidth    : %g %s" (common.cu 2.10-2.13, util.cu writeResultFooter 2.17;
 * FAILED only with -c 1 errors or under NCCL_TESTS_MIN_BW), the result table's "#wrong" column and the "# Using devices" header
 * ("#   Rank %2d Pid %6d on %10s device %2d [0x%02x] %s" 2.10, "#  Rank %2d Group %2d Pid %6d on %10s ..." 2.13+). perftest
 * (linux-rdma/perftest, read at v4.4-0.9, v4.5-0.2, 25.04.0-0.84, perftest-26.01.5 and 26.04.17; write_bw.c, read_bw.c, send_bw.c and
 * the shared perftest_communication.c, perftest_resources.{c,h}): ethernet_client_connect "Couldn't connect to %s:%d" (25.04 lost the
 * colon: "%s%d"), " Unable to init the socket connection", " Unable to find the Infiniband/RoCE device", " Couldn't get context for the
 * device", ctx_modify_qp_to_* "Failed to modify QP to INIT[, ret=%d]" / "Failed to modify QP %d to RTR" / "Failed to modify QP to RTS"
 * then " Unable to Connect the HCA's through the link", NOTIFY_COMP_ERROR_SEND/RECV " Completion with error at client|server" then
 * " Failed status %d: wr_id %d syndrom 0x%x" (to 25.10) or " Failed status-%s (%d): wr_id %d syndrom 0x%x" (26.01+), "Couldn't allocate
 * MR[ with error=%d]", "Failed to create QP.", "Couldn't create CQ", "Couldn't allocate PD", and write_bw's "Error: BW result is below bw
 * limit" (--bw_limit). Each row: one format string (one per release where the wording differs) filled as the tool fills it, the codes of
 * the findings in order ("-": none), the host and peer of the first, and the file, function and releases. The last rows are harmless
 * look-alikes. {@code \n} in a row is a line break.
 *
 * <p>Skipped, and why: nccl-tests' "rank=%d #wrong=%d" (compiled only with DEBUG_PRINT), its option parser's complaints ("invalid option",
 * "invalid size specified for 'minbytes'", "Option -G ... not supported ... Ignoring": a command line typed wrong, the run never starts
 * a collective) and "Device implementation %d is not supported" (-D, a test developer's option); nccl-tests has no MPI_Abort of its own in
 * these releases (an MPI launcher's abort banner after it is the older MPI tables'). perftest's raw-Ethernet, atomic, DC, XRC, RDMA-CM,
 * CUDA/ROCm-memory and dm (device memory) paths (features no training job's fabric check uses), its "Failed to complete run_iter_* function
 * successfully", "Failed to destroy resources" and "Failed to close connection" lines (printed after a failure a row already holds),
 * " Found Incompatibility issue with GID types." (RoCE v1 against v2 between two hand-run ends), "Problems with warm up" and "poll CQ
 * failed %d" (ibv_poll_cq itself failing, no completion status), and the "Bad wc status -- %d -- %d" of the RDMA-CM exchange;
 * "Problem in GID index" is in no release read (perftest says nothing of its own when ibv_query_gid fails).
 */
class FabricTestsSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source: file, function, format string, releases */
    private static final String ROWS = """
            gpu-07: Test NCCL failure common.cu:1005 'unhandled system error' | nccl.system-error,nccl-tests.failure | gpu-07 |  | nccl-tests common.h NCCLCHECK "%s: Test NCCL failure %s:%d '%s'" (2.10-2.17 built against NCCL < 2.13)
            node12.cluster.example.org: Test NCCL failure common.cu:1005 'unhandled system error (run with NCCL_DEBUG=INFO for details) / ' | nccl.system-error,nccl-tests.failure | node12.cluster.example.org |  | nccl-tests common.h NCCLCHECK "'%s / %s'" (2.13-2.17), ncclGetLastError empty
            ip-10-0-1-23: Test NCCL failure common.cu:892 'remote process exited or there was a network error / ' | nccl.remote-error,nccl-tests.failure | ip-10-0-1-23 |  | nccl-tests common.h NCCLCHECK "'%s / %s'" with ncclRemoteError (2.13-2.17 on NCCL 2.13+)
            nid001234: Test NCCL failure common.cu:1005 'internal error - please report this issue to the NCCL developers / ' | nccl-tests.failure | nid001234 |  | nccl-tests common.h NCCLCHECK with ncclInternalError (2.13-2.17): no finer code than the tool's own
            a100-dgx-03: Test NCCL failure sendrecv.cu:60 'invalid usage (run with NCCL_DEBUG=WARN for details) / ' | nccl-tests.failure | a100-dgx-03 |  | nccl-tests common.h NCCLCHECK with ncclInvalidUsage (2.13-2.17)
            gpu-07: Test NCCL failure common.cu:1005 'unhandled cuda error (run with NCCL_DEBUG=INFO for details) / ' | nccl-tests.failure | gpu-07 |  | nccl-tests common.h NCCLCHECK with ncclUnhandledCudaError (2.13-2.17): nccl-tests.failure, as the open corpus files it (laifs-12, nccl-tests-322)
            gpu-07: Test NCCL failure common.cu:1005 'unhandled cuda error' | nccl-tests.failure | gpu-07 |  | nccl-tests common.h NCCLCHECK "'%s'" with ncclUnhandledCudaError (2.10-2.12), as the open corpus files it
            kestrel: Test CUDA failure common.cu:733 'out of memory' | torch.cuda-oom,nccl-tests.failure | kestrel |  | nccl-tests common.h CUDACHECK "%s: Test CUDA failure %s:%d '%s'" cudaErrorMemoryAllocation (2.10-2.17)
            gpu-node-3.hpc.example.edu: Test CUDA failure common.cu:321 'an illegal memory access was encountered' | torch.cuda-error,nccl-tests.failure | gpu-node-3.hpc.example.edu |  | nccl-tests common.h CUDACHECK cudaErrorIllegalAddress (2.10-2.17)
            10-0-0-5: Test CUDA failure common.cu:891 'initialization error' | torch.no-gpu,nccl-tests.failure | 10-0-0-5 |  | nccl-tests common.h CUDACHECK cudaErrorInitializationError (2.10-2.17), CODES.md's CUDA-that-cannot-start rule
            [1,3]<stdout>: .. gpu-08 pid 4711: Test failure common.cu:1138 | nccl-tests.failure | gpu-08 |  | nccl-tests common.h TESTCHECK " .. %s pid %d: Test failure %s:%d" (2.10-2.17) alone, behind mpirun --tag-output
            gpu-07: Test timeout (60s) common.cu:410 | nccl-tests.failure | gpu-07 |  | nccl-tests common.cu testStreamSynchronize "%s: Test timeout (%ds) %s:%d" (-T, 2.13.4-2.17)
            # Out of bounds values : 3 FAILED | nccl-tests.wrong-results |  |  | nccl-tests common.cu (2.10-2.13) / util.cu writeResultFooter (2.17) "# Out of bounds values : %d %s": -c 1 found wrong values
            [1,0]<stdout>:# Out of bounds values : 1024 FAILED\\n[1,0]<stdout>:# Avg bus bandwidth    : 180.214 | nccl-tests.wrong-results |  |  | the same footer behind mpirun --tag-output
            #       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\\n   134217728      33554432     float     sum      -1   1234.5  108.72  203.85      3   1230.1  109.11  204.58      3 | nccl-tests.wrong-results |  |  | nccl-tests common.cu / util.cu result row "%5g" #wrong above 0 (2.13-2.17; the gate's wrong-results)
            # Avg bus bandwidth    : 12.4471 FAILED | nccl.low-bandwidth |  |  | nccl-tests writeResultFooter "# Avg bus bandwidth    : %g %s" under NCCL_TESTS_MIN_BW (2.10-2.17)
            # Using devices\\n#  Rank  0 Group  0 Pid  12345 on     gpu-07 device  0 [0x07] NVIDIA H100 80GB HBM3\\n#  Rank  8 Group  0 Pid   2345 on     gpu-08 device  0 [0x07] NVIDIA H100 80GB HBM3\\ngpu-08:2345:2401 [0] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.1.2.3<41922> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.2.4 remoteGids::ffff:10.1.2.3\\ngpu-08: Test NCCL failure common.cu:1005 'remote process exited or there was a network error / NET/IB : Got completion from peer 10.1.2.3<41922> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.2.4 remoteGids::ffff:10.1.2.3' | nccl.ib-completion-error,nccl.remote-error,nccl-tests.failure | gpu-08 | 10.1.2.3 | nccl-tests 2.13+ "# Using devices" header, NCCL's WARN and NCCLCHECK's '%s / %s' with the WARN's text as ncclGetLastError
            Couldn't connect to gpu-08:18515\\n Unable to init the socket connection | mpi.connect-failed |  | gpu-08 | perftest perftest_communication.c ethernet_client_connect "Couldn't connect to %s:%d" (4.4-4.5, 25.07-26.04), then write_bw.c's " Unable to init the socket connection"
            node12.cluster.example.org: Couldn't connect to 10.1.2.4:18515 | mpi.connect-failed | node12.cluster.example.org | 10.1.2.4 | perftest ethernet_client_connect "Couldn't connect to %s:%d" behind pdsh's prefix, the server given by address
            Couldn't connect to gpu-0818515 | mpi.connect-failed |  |  | perftest 25.04 ethernet_client_connect "Couldn't connect to %s%d" (the colon lost: host and port run together)
             Unable to init the socket connection | mpi.connect-failed |  |  | perftest write_bw.c / read_bw.c / send_bw.c main " Unable to init the socket connection" (4.4-26.04) alone
            ip-10-0-1-23:  Unable to find the Infiniband/RoCE device | ib.no-device | ip-10-0-1-23 |  | perftest perftest_resources.c ctx_find_dev " Unable to find the Infiniband/RoCE device" (4.4-26.04), behind pdsh's prefix
             Couldn't get context for the device | ib.no-device |  |  | perftest write_bw.c main " Couldn't get context for the device" (ibv_open_device failed; 4.4-26.04)
             Completion with error at client\\n Failed status 12: wr_id 0 syndrom 0x81\\n scnt=128, ccnt=0 | nccl.ib-completion-error |  |  | perftest perftest_resources.h NOTIFY_COMP_ERROR_SEND " Failed status %d: wr_id %d syndrom 0x%x" (4.4-25.10)
            gpu-07:  Completion with error at server\\ngpu-07:  Failed status 5: wr_id 0 syndrom 0xf9\\ngpu-07:  rcnt=0 | nccl.ib-completion-error | gpu-07 |  | perftest NOTIFY_COMP_ERROR_RECV (4.4-25.10) behind pdsh's prefix
             Completion with error at client\\n Failed status-transport retry counter exceeded (12): wr_id 0 syndrom 0x81\\n scnt=128, ccnt=0 | nccl.ib-completion-error |  |  | perftest perftest_resources.h NOTIFY_COMP_ERROR_SEND " Failed status-%s (%d): wr_id %d syndrom 0x%x" (26.01-26.04, ibv_wc_status_str)
            Failed to modify QP 4711 to RTR\\n Unable to Connect the HCA's through the link | nccl.ibv-call-failed |  |  | perftest perftest_resources.c ctx_modify_qp_to_rtr "Failed to modify QP %d to RTR" (4.4-26.04), then write_bw.c's ctx_connect failure
            dgx-a100-12.cluster.local: Failed to modify QP to RTS | nccl.ibv-call-failed | dgx-a100-12.cluster.local |  | perftest ctx_modify_qp_to_rts "Failed to modify QP to RTS" (4.4-26.04)
            Failed to modify QP to INIT, ret=22 | nccl.ibv-call-failed |  |  | perftest ctx_modify_qp_to_init "Failed to modify QP to INIT, ret=%d" (4.5-26.04)
            Couldn't allocate MR with error=12 | nccl.ibv-call-failed |  |  | perftest perftest_resources.c create_single_mr "Couldn't allocate MR with error=%d" (25.x-26.04; ibv_reg_mr failed, errno)
            gpu-07: Couldn't allocate MR | nccl.ibv-call-failed | gpu-07 |  | perftest create_single_mr / create_mr "Couldn't allocate MR" (4.4-26.04)
            Failed to create QP. | nccl.ibv-call-failed |  |  | perftest perftest_resources.c create_qp / ctx_init "Failed to create QP." (4.4-26.04)
            Couldn't create CQ | nccl.ibv-call-failed |  |  | perftest perftest_resources.c create_reg_cqs "Couldn't create CQ" (4.4-26.04)
            Couldn't allocate PD | nccl.ibv-call-failed |  |  | perftest perftest_resources.c ctx_init "Couldn't allocate PD" (4.4-26.04)
            Error: BW result is below bw limit | nccl.low-bandwidth |  |  | perftest write_bw.c / read_bw.c / send_bw.c "Error: BW result is below bw limit" (--bw_limit, 4.5-26.04)
            # Out of bounds values : 0 OK | - |  |  | harmless: nccl-tests' footer of a clean -c 1 run
            # Avg bus bandwidth    : 185.326 OK | - |  |  | harmless: the footer over NCCL_TESTS_MIN_BW
            # Avg bus bandwidth    : 185.326 | - |  |  | harmless: the footer with no floor set
            #  Rank  0 Group  0 Pid  12345 on     gpu-07 device  0 [0000:07:00] NVIDIA H100 80GB HBM3 | - |  |  | harmless: nccl-tests 2.17's "# Using devices" line
               134217728      33554432     float     sum      -1   1234.5  108.72  203.85    N/A   1230.1  109.11  204.58    N/A | - |  |  | harmless: a result row of a run with -c 0 (#wrong N/A)
               134217728      33554432     float     sum      -1   1234.5  108.72  203.85      0   1230.1  109.11  204.58      0 | - |  |  | harmless: a clean result row
            Option -R (register) is not supported before NCCL 2.19. Ignoring | - |  |  | harmless: nccl-tests 2.17's option notice
             WARNING: BW peak won't be measured in this run. | - |  |  | harmless: perftest's notice (--run_infinitely / -D)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

}
