package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The c10d TCPStore's wait answered with something other than its stop-waiting reply, in the wordings of torch's TCPStore::doWait
 * across releases (1.x std::runtime_error, 2.0-2.3 TORCH_CHECK as RuntimeError, 2.4+ DistStoreError) and of PaddlePaddle's copy
 * (InvalidArgumentError, "(InvalidArgument)" under Python's ValueError), read as {@code torch.store-failed}; and torch elastic's first
 * failed worker retold with everything after "failed" left out, read as {@code torch.child-failed}. With the wordings a sample of forum
 * threads gave (NCCL's unhandled system error in an issue title, a context-parallel ValueError on two machines). Negatives: the source
 * lines that throw the store's message, the elastic logger's other lines. Columns: the codes of the findings in order ("-": none), the
 * host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsTenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Stop_waiting response is expected | torch.store-failed |  |  | torch 2.0-2.3 TCPStore.cpp doWait TORCH_CHECK (and 1.x std::runtime_error)
            Pytorch DDP across nodes: self._store = TCPStore( # type: ignore[call-arg] RuntimeError: Stop_waiting response is expected | torch.store-failed |  |  | pytorch#114357's title: four rented nodes behind one address
            torch.distributed.DistStoreError: Stop_waiting response is expected | torch.store-failed |  |  | torch 2.4+ TORCH_CHECK_WITH(DistStoreError, ...)
            [rank3]: RuntimeError: Stop_waiting response is expected | torch.store-failed |  |  | the same behind torch 2.x's rank prefix
            InvalidArgumentError: Stop_waiting response is expected | torch.store-failed |  |  | PaddlePaddle phi TCPStore::wait PADDLE_ENFORCE_EQ, the error summary's line
            ValueError: (InvalidArgument) Stop_waiting response is expected | torch.store-failed |  |  | PaddlePaddle's InvalidArgument raised in Python
            throw std::runtime_error("Stop_waiting response is expected"); | - |  |  | negative: torch 1.x's source line quoted in a thread
            TORCH_CHECK(false, "Stop_waiting response is expected"); | - |  |  | negative: torch 2.x's source line
            ERROR:torch.distributed.elastic.multiprocessing.api:failed - super weird behavior of using "accelerate launch" | torch.child-failed |  |  | accelerate#1793's title: torch elastic's first failed worker without its exit code
            ERROR:torch.distributed.elastic.multiprocessing.api:failed | torch.child-failed |  |  | the same logger line cut after "failed"
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 17966) of binary: /usr/bin/python3 | torch.child-failed |  |  | the whole line (the existing rule, with its exit code)
            WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 153929 closing signal SIGTERM | - |  |  | negative: the same logger stopping the other workers
            NCCL error in: /torch/lib/c10d/ProcessGroupNCCL.cpp:260, unhandled system error | nccl.system-error |  |  | NCCL#207's title (torch 1.0, NCCL 2.3.7, two nodes)
            [rank3]: ValueError: Split by width dimension is not currently supported due to quality issues. Width dimension would be split by a factor of 2. Lower the CP size to avoid splitting by width. | torch.exception |  |  | cosmos-transfer2.5#186: a program's own check on two machines stays its exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The store's finding says what answered and what to change, also where the generic DistStoreError rule would read the line. */
    @Test
    void storeReplyMessage() throws IOException {
        String m = only("torch.distributed.DistStoreError: Stop_waiting response is expected").message();
        assertTrue(m.contains("answered a wait"), m);
    }

    /** A retold elastic line says its exit code is missing rather than inventing one. */
    @Test
    void elasticFailedWithoutExitCode() throws IOException {
        String m = only("ERROR:torch.distributed.elastic.multiprocessing.api:failed - super weird behavior of using \"accelerate launch\"").message();
        assertTrue(m.contains("exit code is not in this text"), m);
    }
}
