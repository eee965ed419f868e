package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a thirteenth batch of failing GPU jobs sampled with a user's generic searches, read from the programs' format strings.
 * torch's ProcessGroupNCCL appends {@code ". This may indicate a possible application crash on rank 0 or a network set up issue."} to the
 * store's error, whose text ends with its C++ frames, so the sentence stands alone on its line when the head is above or cut
 * ({@code torch.store-failed}, a fallback), and its catch-all's {@code "Unknown exception while [%d] is setting up NCCL communicator ..."};
 * a shell's {@code Killed} written over a progress line that ended in a carriage return ({@code slurm.task-killed}); Hydra's
 * {@code "Error executing job with overrides: %s"} when the log kept no exception after it ({@code torch.exception}); cryoSPARC's job
 * monitor killing a job that sent no heartbeat ({@code orchestrator.replica-failed}). Columns: the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesThirteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank2]: frame #56: /home/user/enter/envs/train/bin/python() [0x5854be]\\n[rank2]: . This may indicate a possible application crash on rank 0 or a network set up issue. | torch.store-failed |  |  | the real lines (LlamaFactory 5769): torch 2.x's sentence after the store error's frames, behind the rank prefix
            . This may indicate a possible application crash on rank 0 or a network set up issue. | torch.store-failed |  |  | the sentence alone, a log without rank prefixes
            RuntimeError: Unknown exception while [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0'. This may indicate a possible application crash on rank 0 or a network set up issue. | torch.store-failed |  |  | the catch-all's wording of the same read, not the bare exception
            Unknown exception while [1] is setting up XCCL communicator and retrieving xcclUniqueId from [0] via c10d key-value store by key '0'. This may indicate a possible application crash on rank 0 or a network set up issue. | torch.store-failed |  |  | ProcessGroupXCCL's copy
            RuntimeError: [2] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout\\nException raised from recvBytes at ../torch/csrc/distributed/c10d/Utils.hpp:670 (most recent call first):\\n. This may indicate a possible application crash on rank 0 or a network set up issue. | torch.rendezvous-timeout |  |  | negative: the head in the log says the key never came; the sentence adds no second finding
            I think this may indicate a possible application crash on rank 0 or a network set up issue | - |  |  | negative: a sentence about it, not torch's line
            train data: 101 Killedssing: 1 batch / 2 batches. | slurm.task-killed |  |  | the real title (zh-NER-TF 100): Killed over a progress line, the lines joined
            Killedng:  40%|████▍ | slurm.task-killed |  |  | Killed over a progress bar's remains at the start of its line
            Killed | slurm.task-killed |  |  | the shell's report alone keeps its reading
            the process was Killed. then I restarted it | - |  |  | negative: the word in a sentence
            if isKilledby(worker): restart() | - |  |  | negative: the word inside an identifier
            [2025-10-31 05:07:11,062][__main__][ERROR] - Error executing job with overrides: ['machine=hpc_train', 'dataset.num_workers=12'] | torch.exception |  |  | the real line (map-anything 89): Hydra's report through a logger on stderr
            Error executing job with overrides: [] | torch.exception |  |  | Hydra's own stderr line with no overrides
            Error executing job with overrides: ['trainer.devices=2']\\nTraceback (most recent call last):\\n  File "train.py", line 10, in main\\nValueError: bad learning rate | torch.exception |  |  | the exception after it is the finding (checked below)
            see the error executing job with overrides section of the docs | - |  |  | negative: a sentence about it, no overrides list
            ERROR: No Heartbeat\\nThis job was killed because a heartbeat was not received for 30 seconds. | orchestrator.replica-failed |  |  | the real lines (cryosparc-issues 86): cryoSPARC's job monitor
            the heartbeat was not received in time, so the node was marked down | - |  |  | negative: prose about a heartbeat
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** Hydra's line gives way to the exception that follows it: the finding names the exception. */
    @Test
    void hydraLineGivesWayToTheException() throws IOException {
        Finding f = only("Error executing job with overrides: ['trainer.devices=2']\nTraceback (most recent call last):\n"
                + "  File \"train.py\", line 10, in main\nValueError: bad learning rate");
        assertEquals("torch.exception", f.code());
        assertTrue(f.message().contains("ValueError"), f.message());
    }

    /** The monitor's message names the seconds it waited. */
    @Test
    void heartbeatKillNamesSeconds() throws IOException {
        Finding f = only("This job was killed because a heartbeat was not received for 30 seconds.");
        assertEquals("orchestrator.replica-failed", f.code());
        assertTrue(f.message().contains("30 s"), f.message());
    }
}
