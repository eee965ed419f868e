package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings of a Hugging Face datasets cache that several processes prepare at once (datasets.cache-race): the builder's
 * "<dir>.incomplete" directory or a map cache file ("cache-<fingerprint>.arrow", its num_proc shards) gone when a second rank or job
 * opens it, in pyarrow's "Failed to open local file" (with its Linux and Windows details), CPython's FileNotFoundError, and the rename's
 * "Directory not empty", under a rank or host prefix. Near-misses: the INFO line that loads a cache file, a Hub download's ".incomplete"
 * blob, another missing file and the builder's source line stay what they were. Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first, the source. {@code \n} is a line break. A DataLoader worker that exited without a signal keeps the
 * plain exception's code, with what the main process's report means; an NCCL watchdog time-out on the line of a dataset's unfinished
 * preprocessing bar keeps torch.watchdog-timeout and says that the ranks waited for the preprocessing.
 */
class SampledDataAcrossRanksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            FileNotFoundError: [Errno 2] Failed to open local file '/dccstor/tslm-gen/.cache/csv/default-387f1f95c084d4df/0.0.0/2dc6629a9ff6b5697d82c25b73731dd440507a69cbce8b425db50b751e8fcfd0.incomplete/csv-validation.arrow'. Detail: [errno 2] No such file or directory | datasets.cache-race |  |  | datasets issue 2728: two jobs preparing one csv dataset, pyarrow 2+'s FileNotFoundError in ArrowWriter
            FileNotFoundError: [Errno 2] No such file or directory: '/data/sample-txt/cache-185154854570279270480969661689785176288_00010_of_00048.arrow' | datasets.cache-race |  |  | text-dedup issue 67: a map shard's cache file under num_proc, CPython's wording
            [rank6]: FileNotFoundError: [Errno 2] Failed to open local file '/root/.cache/huggingface/datasets/json/default-8f1a/0.0.0/0123abcd/cache-9f86d081884c7d65.arrow'. Detail: [errno 2] No such file or directory | datasets.cache-race |  |  | arrow io_util.cc through pyarrow, a map cache file under torchrun's rank prefix
            OSError: [Errno 39] Directory not empty: '/home/u/.cache/huggingface/datasets/json/default-8f1a/0.0.0/0123abcd.incomplete' -> '/home/u/.cache/huggingface/datasets/json/default-8f1a/0.0.0/0123abcd' | datasets.cache-race |  |  | datasets builder.py incomplete_dir: the rename onto a directory another process finished first
            gpu-node2: FileNotFoundError: [Errno 2] No such file or directory: '/scratch/hf/datasets/parquet/default-1c2d/0.0.0/77aa.incomplete/parquet-train-00003-of-00008.arrow' | datasets.cache-race | gpu-node2 |  | the builder's incomplete directory removed under a node's host prefix: names the node
            FileNotFoundError: [Errno 2] Failed to open local file 'C:\\Users\\u\\.cache\\huggingface\\datasets\\json\\default-8f1a\\0.0.0\\0123abcd\\cache-9f86d081884c7d65.arrow'. Detail: [Windows error 2] The system cannot find the file specified. | datasets.cache-race |  |  | arrow io_util.cc's Windows branch (WinErrorDetail) on a Windows path
            OSError: [Errno 116] Failed to open local file '/scratch/hf/datasets/json/default-8f1a/0.0.0/0123abcd/cache-9f86d081884c7d65.arrow'. Detail: [errno 116] Stale file handle | fs.stale-handle |  |  | near-miss: the same open on NFS failing with ESTALE stays the stale handle
            PermissionError: [Errno 13] Failed to open local file '/shared/hf/datasets/json/default-8f1a/0.0.0/0123abcd/cache-9f86d081884c7d65.arrow'. Detail: [errno 13] Permission denied | torch.exception |  |  | near-miss: a cache file another user's job wrote, a permission, not a race (the plain exception)
            Loading cached processed dataset at /root/.cache/huggingface/datasets/json/default-8f1a/0.0.0/0123abcd/cache-9f86d081884c7d65.arrow | - |  |  | near-miss: datasets' INFO line that reuses a cache file
            FileNotFoundError: [Errno 2] No such file or directory: '/root/.cache/huggingface/hub/models--gpt2/blobs/10c66461e4c109db5a2196bff4bb59be30396ed8.incomplete' | torch.exception |  |  | near-miss: a Hub download's incomplete blob, a file, not the builder's directory
            FileNotFoundError: [Errno 2] No such file or directory: '/data/train/shard-00012.arrow' | torch.exception |  |  | near-miss: a data file of the user's own that is missing
                        shutil.move(tmp_dir, dirname) | - |  |  | near-miss: builder.py's source line in a traceback
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** torch's two reports of a worker gone without a signal say that the worker's own error is elsewhere; another exception does not. */
    @Test
    void workerExitPointsAtTheWorkersOwnError() throws IOException {
        for (String line : List.of(
                "RuntimeError: DataLoader worker (pid 80064) exited unexpectedly with exit code 1. Details are lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace.",
                "RuntimeError: DataLoader worker (pid(s) 3360242, 3361527, 3362405) exited unexpectedly",
                "[rank2]: RuntimeError: DataLoader worker (pid(s) 58594) exited unexpectedly")) {
            List<Finding> fs = WordingRow.diagnose(DOCTOR, line);
            assertEquals(1, fs.size(), line + ": " + fs);
            assertEquals("torch.exception", fs.get(0).code(), line);
            assertTrue(fs.get(0).message().contains("the worker's own error is not in this line"), line + ": " + fs.get(0).message());
            assertTrue(fs.get(0).hint().contains("num_workers=0"), line);
        }
        List<Finding> other = WordingRow.diagnose(DOCTOR, "RuntimeError: Caught RuntimeError in DataLoader worker process 0.");
        assertFalse(other.get(0).message().contains("worker's own error"), other.toString());
    }
    /** A watchdog time-out glued to an unfinished tokenization or map bar names the preprocessing; a training step's bar or a finished one does not. */
    @Test
    void watchdogDuringPreprocessingNamesIt() throws IOException {
        for (String log : List.of(
                "Running tokenizer on dataset:   9%|███████▊          | 280000/2969526 [29:55<4:48:08, 155.57 examples/s][E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800328 milliseconds before timing out.",
                "[default0]:Grouping texts in chunks of 2049:   8%|▊         | 726000/9672101 [02:32<30:38, 4866.01 examples/s][default2]:[E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600888 milliseconds before timing out.",
                "Map (num_proc=32):  41%|████      | 41000/100000 [10:02<14:26, 68.1 examples/s][rank1]:[E1123 00:52:57.664949121 ProcessGroupNCCL.cpp:607] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600017 milliseconds before timing out.")) {
            List<Finding> fs = WordingRow.diagnose(DOCTOR, log);
            assertEquals("torch.watchdog-timeout", fs.get(0).code(), log);
            assertTrue(fs.get(0).message().contains("while the dataset was still being prepared"), log + ": " + fs.get(0).message());
            assertTrue(fs.get(0).hint().contains("ddp_timeout"), log);
        }
        for (String log : List.of(
                "  2%|▏         | 13/620 [01:07<50:20,  4.98s/it][rank0]:[E1123 00:52:57.664949121 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1516, OpType=ALLREDUCE, NumelIn=25427968, NumelOut=25427968, Timeout(ms)=600000) ran for 600017 milliseconds before timing out.",
                "Running tokenizer on dataset: 100%|██████████| 2969526/2969526 [5:10:02<00:00, 159.5 examples/s][E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800328 milliseconds before timing out.",
                "Running tokenizer on dataset:   9%|▊ | 280000/2969526 [29:55<4:48:08, 155.57 examples/s]\n[E ProcessGroupNCCL.cpp:475] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4001, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800328 milliseconds before timing out.")) {
            List<Finding> fs = WordingRow.diagnose(DOCTOR, log);
            assertEquals("torch.watchdog-timeout", fs.get(0).code(), log);
            assertFalse(fs.get(0).message().contains("dataset"), log + ": " + fs.get(0).message());
        }
    }
}
