package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A rank's own exception before another rank's report of a lost peer is the cause; the report's own wrapper is not
 * (PeerLoss). The texts are torch 1.13's and gloo's, as the CPU testbed printed them (testbed/gpu/fault-captures.sh).
 */
class PeerLossTest {
    private final LogDoctor doctor = new LogDoctor(DoctorRules.bundled());

    private List<String> codes(String log) throws IOException {
        List<Finding> fs = doctor.diagnose("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty());
        return fs.stream().map(Finding::code).toList();
    }

    private static final String RANK1_EXCEPTION = """
            Traceback (most recent call last):
              File "/work/train.py", line 68, in make_fault
                with open(path, "rb") as shard:
            FileNotFoundError: [Errno 2] No such file or directory: '/scratch/dataset/shard-00008.bin'
            """;
    private static final String RANK0_PEER_CLOSED = """
            Traceback (most recent call last):
              File "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py", line 1541, in all_reduce
                work.wait()
            RuntimeError: [./gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.78.0.2]:11959
            """;

    @Test
    void anotherRanksExceptionBeforeThePeerLossIsTheCause() throws IOException {
        List<String> codes = codes(RANK1_EXCEPTION + RANK0_PEER_CLOSED);
        assertEquals("torch.exception", codes.get(0), codes.toString());
        assertTrue(codes.contains("gloo.connect-failed"), codes.toString());
    }

    @Test
    void theExceptionLineThatReportsThePeerLossIsNotASecondException() throws IOException {
        assertEquals(List.of("gloo.connect-failed"), codes(RANK0_PEER_CLOSED));
    }

    @Test
    void anExceptionAfterThePeerLossDoesNotComeFirst() throws IOException {
        List<String> codes = codes(RANK0_PEER_CLOSED + RANK1_EXCEPTION);
        assertEquals("gloo.connect-failed", codes.get(0), codes.toString());
    }

    @Test
    void theReportsOwnWrapperWithNoTracebackBetweenStaysHidden() throws IOException {
        List<String> codes = codes("""
                RuntimeError: NCCL communicator was aborted on rank 0.
                Original reason for failure was: Watchdog caught collective operation timeout:
                WorkNCCL(SeqNum=12345, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800000 milliseconds before timing out.
                """);
        assertEquals("torch.watchdog-timeout", codes.get(0), codes.toString());
        assertTrue(!codes.contains("torch.exception"), codes.toString());
    }

    @Test
    void ranksThatDifferMakeTwoReportsWithoutATraceback() throws IOException {
        List<String> codes = codes("""
                [rank1]: ValueError: the batch has 3 samples, the model needs 4
                [rank0]:[E1205 03:10:00.000000000 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=30000) ran for 30001 milliseconds before timing out.
                """);
        assertEquals("torch.exception", codes.get(0), codes.toString());
    }

    @Test
    void anExceptionBeforeNcclsWarnAndTheWatchdogsEndIsTheCause() throws IOException {
        List<String> codes = codes("""
                [rank1]: Traceback (most recent call last):
                [rank1]:   File "/work/train.py", line 68, in make_fault
                [rank1]: FileNotFoundError: [Errno 2] No such file or directory: '/scratch/dataset/shard-00026.bin'

                [2026-12-05 03:37:09] gnode1:1285:1369 [0] misc/socket.cc:72 NCCL WARN socketProgress: Connection closed by remote peer gnode2<36500>
                [rank0]:[E1205 03:38:14.965909206 ProcessGroupNCCL.cpp:2119] [PG ID 0 PG GUID 0(default_pg) Rank 0] Process group watchdog thread terminated with exception: NCCL error: remote process exited or there was a network error, NCCL version 2.28.9
                """);
        assertEquals("torch.exception", codes.get(0), codes.toString());
        assertTrue(codes.contains("nccl.socket-error"), codes.toString());
    }
}
