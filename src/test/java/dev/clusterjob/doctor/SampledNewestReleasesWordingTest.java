package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from threads about the newest serving and training releases (2025-2026). torch's ProcessGroupWrapper message as users quote
 * it: its first sentence alone, in a sentence or a title, is torch.collective-mismatch as the whole message is (and as the message
 * wrapped after "on ranks." already was). vLLM's engine core reporting that a worker process failed while it started
 * (v1 multiproc_executor.py WorkerProc.wait_for_ready, the same words under vllm-omni's stage engine core and vllm-ascend) is
 * torch.child-failed, the launcher's report of a failed worker, after the worker's own error when the log holds it; not the source
 * line that builds the exception. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledNewestReleasesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Multi-node SGLang deployment consistently crashes during scheduler event loop initialization with RuntimeError: Detected mismatch between collectives on ranks. Rank 0 always has a higher collective sequence number than all other ranks. | torch.collective-mismatch |  |  | SGLang issue 23603 (2026): the wrapper's first sentence quoted in the user's prose
            RuntimeError: Detected mismatch between collectives on ranks. \\nRank 7 is running collective: CollectiveFingerPrint(SequenceNumber=18, OpType=BROADCAST, ...)\\nbut Rank 0 is running collective: CollectiveFingerPrint(SequenceNumber=30, OpType=BROADCAST, ...) | torch.collective-mismatch |  |  | SGLang issue 13227 (2025-11, H200 and B200): the message wrapped after "on ranks." with the fingerprints elided, read as one message (as before)
            # RuntimeError: Detected mismatch between collectives on ranks. | torch.collective-mismatch |  |  | OpenDDE issue 23 (2026): the first sentence alone as an issue title
            [rank2]: RuntimeError: Detected mismatch between collectives on ranks. Rank 2 is running collective: CollectiveFingerPrint(SequenceNumber=32, OpType=ALLREDUCE, TensorShape=[], TensorDtypes=Float), but Rank 3 is running collective: CollectiveFingerPrint(SequenceNumber=0OpType=GATHER).Collectives differ in the following aspects:          Sequence number: 32vs 0  Op type: ALLREDUCEvs GATHER | torch.collective-mismatch |  |  | DeepSpeed issue 7568 (2025): the whole message still reads the two fingerprints
            (EngineCore pid=335) ERROR 04-11 22:28:52 [core.py:1108] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause. | torch.child-failed |  |  | vLLM issue 39685 (0.19.0, tensor parallel 4): the engine core's report, the worker's traceback cut away
            (EngineCore_DP0 pid=16449) ERROR 09-30 04:44:55 [core.py:708] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause. | torch.child-failed |  |  | vllm-ascend (2025-09): the data-parallel engine core's prefix
            (StageEngineCoreProc pid=7366) ERROR 06-09 16:28:31 [stage_engine_core_proc.py:104] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause. | torch.child-failed |  |  | vllm-omni's stage engine core (VoxCPM issue 338, 2026)
            Exception: WorkerProc initialization failed due to an exception in a background process. | torch.child-failed |  |  | a user's report quoting the first sentence without the prefix
            (Worker pid=1939) ERROR 06-05 06:06:15 [multiproc_executor.py:852] AttributeError: 'NPUModelRunner' object has no attribute 'kv_cache_config'\\n(EngineCore pid=1925) ERROR 06-05 06:06:21 [core.py:1099] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause. | torch.exception,torch.child-failed |  |  | vllm-ascend (2026): the worker's own exception is the cause, the engine core's report follows it
                    e = Exception('WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.') | - |  |  | negative: the source line that builds the exception (Aphrodite's copy of the executor)
            (APIServer pid=1) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {} | torch.exception |  |  | near-miss: the API server's wrapper stays the plain exception line, not a worker's start
            [rank4]: RuntimeError: CUDA error: mapping of buffer object failed | torch.cuda-error |  |  | Tutel issue 298 (B200 kernels, torch.distributed.run): a CUDA error of one rank, right at first sight
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
