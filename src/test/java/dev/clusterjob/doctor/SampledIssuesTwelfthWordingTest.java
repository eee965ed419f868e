package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a twelfth batch of failing multi-GPU jobs sampled with a user's generic searches, read from the programs' format strings.
 * PaddlePaddle's DataLoader reports a worker the kernel killed with SIGKILL in its own words (data_loader.cc, 1.x-3.x:
 * {@code errors::Fatal("DataLoader process (pid %ld) exited is killed by signal: %s.")} with strsignal's {@code "Killed"}, behind 1.x's
 * {@code "(Fatal) "} or 2.x's {@code "FatalError: "}): {@code slurm.oom}, as torch's {@code "DataLoader worker (pid %d) is killed by
 * signal: Killed."}; its other signals and its exit-code wording are no memory kill. Columns: the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesTwelfthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            SystemError: (Fatal) DataLoader process (pid 1104) exited is killed by signal: Killed. (at /paddle/paddle/fluid/imperative/data_loader.cc:181) | slurm.oom |  |  | the real line (PaddleDetection 7252): Paddle 1.x-2.x's Fatal behind Python's SystemError
            FatalError: DataLoader process (pid 2345) exited is killed by signal: Killed. | slurm.oom |  |  | the 2.x error class's prefix
            DataLoader process (pid 2345) exited is killed by signal: Killed.\\nERROR 2022-11-02 08:42:32,186 launch_utils.py:604] ABORT!!! Out of all 1 trainers, the trainer process with rank=[0] was aborted. Please check its log. | slurm.oom,torch.child-failed |  |  | the launcher's abort after it stays its outcome
            RuntimeError: DataLoader worker (pid 4242) is killed by signal: Killed. | slurm.oom |  |  | torch's wording keeps its reading
            SystemError: (Fatal) DataLoader process (pid 1104) exited is killed by signal: Segmentation fault. | torch.exception |  |  | negative: another signal is no memory kill, left to the exception
            SystemError: (Fatal) DataLoader process (pid 1104) exited unexpectedly with code 1. Error detailed are lost due to multiprocessing. | torch.exception |  |  | negative: the exit-code wording of the same check, left to the exception
            the DataLoader process exited and is killed by signal Killed, I think | - |  |  | negative: a sentence about it, not the message
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The message names the worker's pid and the signal's reading. */
    @Test
    void paddleWorkerKillNamesPid() throws IOException {
        Finding f = only("SystemError: (Fatal) DataLoader process (pid 1104) exited is killed by signal: Killed.");
        assertEquals("slurm.oom", f.code());
        assertTrue(f.message().contains("pid 1104"), f.message());
    }
}
