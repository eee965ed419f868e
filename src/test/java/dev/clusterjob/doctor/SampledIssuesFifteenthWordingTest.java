package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a fifteenth batch of failing jobs sampled with the last lines a failed job printed, read from the programs' format strings.
 * C++'s {@code std::bad_alloc} uncaught (libstdc++'s terminate handler: "terminate called after throwing an instance of 'std::bad_alloc'\n
 * what():  std::bad_alloc"; libc++abi's "uncaught exception of type std::bad_alloc: std::bad_alloc"; pybind11's "MemoryError: std::bad_alloc"):
 * host memory, {@code slurm.oom}; thrust's and RMM's subclasses with more text after the name stay GPU. vLLM's executor finding a worker
 * process gone ("Worker proc %s died unexpectedly, shutting down executor.", the Ray V2 executor's "RayWorkerProc rank=%s ..."): an outcome,
 * {@code torch.child-failed}, after the worker's own error where the log holds it. Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesFifteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            train data: 299 terminate called after throwing an instance of 'std::bad_alloc' what(): std::bad_alloc Aborted | slurm.oom |  |  | the real line (zh-NER-TF 98): an issue title joining the handler's two lines and the shell's word
            terminate called after throwing an instance of 'std::bad_alloc'\\n  what():  std::bad_alloc\\nAborted (core dumped) | slurm.oom |  |  | libstdc++'s verbose terminate handler as a terminal prints it
            libc++abi: terminating due to uncaught exception of type std::bad_alloc: std::bad_alloc | slurm.oom |  |  | libc++abi's handler (LLVM 15+)
            libc++abi.dylib: terminating with uncaught exception of type std::bad_alloc: std::bad_alloc | slurm.oom |  |  | libc++abi's older wording on macOS
            MemoryError: std::bad_alloc | slurm.oom |  |  | pybind11's translation of the exception into Python's
            terminate called after throwing an instance of 'thrust::system::detail::bad_alloc'\\n  what():  std::bad_alloc: cudaErrorMemoryAllocation: out of memory | torch.cuda-oom |  |  | negative for host memory: thrust's subclass, GPU memory
            catch (const std::bad_alloc& e) { return nullptr; } | - |  |  | negative: a C++ handler in pasted code
            ERROR 07-04 17:35:16 [multiproc_executor.py:140] Worker proc VllmWorker-1 died unexpectedly, shutting down executor. | torch.child-failed |  |  | the real line (OpenPipe ART 201): vLLM v1's multiprocessing executor
            (EngineCore_DP0 pid=265) ERROR 02-27 10:31:24 [multiproc_executor.py:231] Worker proc VllmWorker-0 died unexpectedly, shutting down executor. | torch.child-failed |  |  | the engine core's prefix before it (vLLM 0.11+)
            ERROR 11-21 23:27:12 [ray_executor_v2.py:464] RayWorkerProc rank=[3] died unexpectedly, shutting down executor. | torch.child-failed |  |  | the Ray V2 executor's wording, a list of ranks
            "Worker proc %s died unexpectedly, shutting down executor.", proc_name | - |  |  | negative: the source line's format string
            ctx = make_ctx(res, FAKE_VLLM_SHUTDOWN_LINE="Worker proc VllmWorker-0 died unexpectedly, shutting down executor.") | - |  |  | negative: a quoted string in a test script
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The worker's name is in the message, so the user knows which process to read. */
    @Test
    void vllmWorkerDeathNamesTheWorker() throws IOException {
        Finding f = only("ERROR 07-04 17:35:16 [multiproc_executor.py:140] Worker proc VllmWorker-1 died unexpectedly, shutting down executor.");
        assertEquals("torch.child-failed", f.code());
        assertTrue(f.message().contains("VllmWorker-1"), f.message());
    }

    /** A bad_alloc is said to be host memory, not GPU memory. */
    @Test
    void badAllocSaysHostMemory() throws IOException {
        Finding f = only("terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\nAborted (core dumped)");
        assertEquals("slurm.oom", f.code());
        assertTrue(f.message().contains("host memory"), f.message());
    }
}
