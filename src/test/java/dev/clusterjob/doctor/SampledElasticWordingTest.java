package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Elastic restarts and fault-tolerant trainers across nodes (issue 26): DLRover's job master reporting a worker pod that
 * became Failed (reporter.py's {@code [TIME][warn][POD][status_update][OLD to Failed][{... "exit reason": R}]}) and CPython's
 * {@code module '%U' has no attribute '%U'} for torch's own modules (torchft's nightly on a torch without the function it
 * calls), with the real lines of the open corpus (realworld/doctor, index.tsv's sampled elastic batch), other exit reasons'
 * and Python versions' wordings, and lines like them that are no failure. One row per wording.
 */
class SampledElasticWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             [2026-01-27 08:56:08,459] [INFO] [reporter.py:68:report] [2026-01-27, 08:56:08][warn][ji-aitrain-151695950523949248-edljob-worker-30-30][status_update][Running to Failed][{"from_state": "Running", "to_state": "Failed", "node": "ji-aitrain-151695950523949248-edljob-worker-30-30", "exit reason": "Deleted"}] | orchestrator.replica-failed | ji-aitrain-151695950523949248-edljob-worker-30-30 | | DLRover's master: a deleted worker pod (dlrover#1690)
             [2025-03-01, 10:00:00][warn][llama-edljob-worker-3][status_update][Running to Failed][{"from_state": "Running", "to_state": "Failed", "node": "llama-edljob-worker-3", "exit reason": "Error"}] | orchestrator.replica-failed | llama-edljob-worker-3 | | the bare event line, a worker whose process failed
             [2025-03-01, 10:00:00][warn][llama-edljob-worker-0][status_update][Pending to Failed][{"from_state": "Pending", "to_state": "Failed", "node": "llama-edljob-worker-0", "exit reason": ""}] | orchestrator.replica-failed | llama-edljob-worker-0 | | no exit reason known
             [2025-03-01, 10:00:00][info][llama-edljob-worker-3][status_update][Pending to Running][{"from_state": "Pending", "to_state": "Running", "node": "llama-edljob-worker-3", "exit reason": ""}] | - | | | a pod that started: no finding
             [2025-03-01, 10:00:00][warn][llama-edljob-worker-3][status_update][Succeeded to Deleted][{"from_state": "Succeeded", "to_state": "Deleted", "node": "llama-edljob-worker-3", "exit reason": ""}] | - | | | a finished pod cleaned up: no finding
             [train_ddp_0:63b4ffe4-2003-4171-b1ba-8dbd1ec40e2d/0 - step 0] got exception in pg configure: module 'torch._C._distributed_c10d' has no attribute '_reset_fr_recording_nccl' | python.package-mismatch | | | torchft's Manager on a torch without the function (torchft#304)
             AttributeError: module 'torch' has no attribute 'float8_e4m3fn' | python.package-mismatch | | | code written for a newer torch, CPython 3.7-3.11
             AttributeError: module 'torch.distributed' has no attribute 'tensor'. Did you mean: 'Store'? | python.package-mismatch | | | CPython 3.12+'s suggestion after it
             checking whether module 'torch' has attribute 'compile'... yes | - | | | a check that found it: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
