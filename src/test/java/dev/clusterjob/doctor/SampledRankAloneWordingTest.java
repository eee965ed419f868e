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
 * One rank busy alone (evaluation or a checkpoint save on the main process, a dataset prepared under main_process_first) while the
 * others wait in a collective or a barrier. The NCCL watchdog's time-out on the waiting ranks stays {@code torch.watchdog-timeout}; a
 * waiting rank's store read that timed out (torch c10d socket.cpp 2.3-2.11 {@code "waitForInput: poll for socket %s returned 0, likely a
 * timeout"} and {@code "waitForInput: socket %s timed out after %dms"}, ProcessGroupNCCL's {@code "[%d] is setting up NCCL communicator
 * and retrieving ncclUniqueId from [%d] via c10d key-value store by key '%s', but store->get('%s') got error: %s"}) stays
 * {@code torch.rendezvous-timeout}, and says that the dataset was still being prepared where a tokenization or map progress bar under
 * 100% (tqdm's left part {@code "{desc}: {percentage:3.0f}%|"}) stands unfinished on the line where the time-out or its traceback
 * broke in. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line
 * break.
 */
class SampledRankAloneWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            Tokenizing Prompts (num_proc=64):  92%|█████████▏| 328986/359152 [29:58<12:05, 41.59 examples/s][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout\\n[rank1]:[W516 14:34:56.854597329 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) timed out after 1800000ms ¦ torch.rendezvous-timeout ¦  ¦ localhost ¦ axolotl issue 2684: torch 2.6's socket.cpp warnings after the Tokenizing Prompts bar, the store on localhost
            Running tokenizer on dataset:  47%|███████████████▊                  | 3169000/6811963 [30:11<38:27, 1578.58 examples/s]Traceback (most recent call last):\\n  File \"/usr/lib/python3.9/site-packages/transformers/training_args.py\", line 1891, in main_process_first\\n    torch.distributed.barrier()\\n  File \"/usr/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py\", line 3328, in barrier\\n    work = default_pg.barrier(opts=opts)\\nRuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout ¦ torch.rendezvous-timeout ¦  ¦  ¦ NVIDIA/nccl issue 865: transformers' main_process_first barrier under an unfinished Running tokenizer bar, torch 2.0's ncclUniqueId store read (Socket Timeout)
            Running tokenizer on dataset (num_proc=16):  12%|█▏        | 48000/400000 [29:58<3:39:50, 26.7 examples/s][rank2]: Traceback (most recent call last):\\n[rank2]:   File \"/opt/conda/lib/python3.11/site-packages/accelerate/state.py\", line 385, in wait_for_everyone\\n[rank2]:     torch.distributed.barrier()\\n[rank2]: torch.distributed.DistBackendError: [2] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 1800000ms, keys: /default_pg//0//cuda//0 ¦ torch.rendezvous-timeout ¦  ¦  ¦ torch 2.4+ DistBackendError 'wait timeout after %dms, keys: %s' under accelerate's wait_for_everyone, [rankN]: prefixes
            Map (num_proc=32):  63%|██████▎    | 630000/1000000 [29:59<17:36, 350.2 examples/s][rank9]:[W1107 10:41:02.118204611 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=61, addr=[gpu-node-2]:53312, remote=[gpu-node-1]:29500) timed out after 1800000ms ¦ torch.rendezvous-timeout ¦ gpu-node-2 ¦ gpu-node-1 ¦ torch 2.3+ socket.cpp 'timed out after %dms' after datasets' Map bar: the waiting node and the store's
            Grouping texts in chunks of 1024:  63%|██████▎    | 6300/10000 [29:59<17:36, 3.5ba/s]Traceback (most recent call last):\\n  File \"run_clm.py\", line 502, in main\\n    with training_args.main_process_first(desc=\"grouping texts together\"):\\nRuntimeError: [3] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Timeout waiting for key: default_pg/0/0 after 1800000 ms ¦ torch.rendezvous-timeout ¦  ¦  ¦ torch 1.x 'retreiving' and 'Timeout waiting for key: %s after %d ms' under run_clm's Grouping texts bar
            [rank1]:[E ProcessGroupNCCL.cpp:1182] [Rank 1] NCCL watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=61, OpType=_ALLGATHER_BASE, NumelIn=7168, NumelOut=14336, Timeout(ms)=1800000) ran for 1800086 milliseconds before timing out. ¦ torch.watchdog-timeout ¦  ¦  ¦ ChatLM-mini-Chinese issue 47: rank 1's watchdog after the first epoch's evaluation on the main process
            [E ProcessGroupNCCL.cpp:474] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800668 milliseconds before timing out. ¦ torch.watchdog-timeout ¦  ¦  ¦ lm-evaluation-harness pull 1404: a multi-GPU evaluation whose slow rank kept the others in ALLREDUCE #3
              what():  [PG 0 (default_pg) Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=217211, OpType=BROADCAST, NumelIn=5056, NumelOut=5056, Timeout(ms)=600000) ran for 600050 milliseconds before timing out. ¦ torch.watchdog-timeout ¦  ¦  ¦ diffusers issue 9500: a checkpoint save, libstdc++'s what() line of torch 2.4-2.5
            >   what():  [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1547, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802380 milliseconds before timing out. ¦ torch.watchdog-timeout ¦  ¦  ¦ accelerate issue 1752: torch 1.13-2.0's what() line quoted with '> '
            Map (num_proc=32): 100%|██████████| 1000000/1000000 [29:59<00:00, 555.7 examples/s][rank9]:[W1107 10:41:02.118204611 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=61, addr=[gpu-node-2]:53312, remote=[gpu-node-1]:29500) timed out after 1800000ms ¦ torch.rendezvous-timeout ¦ gpu-node-2 ¦ gpu-node-1 ¦ negative for the preparation: a finished Map bar (100%) before the time-out
            Loading checkpoint shards:  50%|█████     | 1/2 [29:58<29:58, 1798.12s/it][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout ¦ torch.rendezvous-timeout ¦  ¦ localhost ¦ negative for the preparation: a checkpoint load's bar is no dataset preparation
            Tokenizing Prompts (num_proc=64):  92%|█████████▏| 328986/359152 [29:58<12:05, 41.59 examples/s]\\n[rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout ¦ torch.rendezvous-timeout ¦  ¦ localhost ¦ negative for the preparation: the bar's line ended before the time-out's
            Running tokenizer on dataset:  47%|███████████████▊                  | 3169000/6811963 [30:11<38:27, 1578.58 examples/s] ¦ - ¦  ¦  ¦ negative: an unfinished preprocessing bar alone is no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \u00a6 ");
    }

    /** A store read that timed out under an unfinished preprocessing bar names the preparation and how to take it out of the job. */
    @Test
    void storeReadDuringPreprocessingNamesIt() throws IOException {
        for (String log : List.of("Tokenizing Prompts (num_proc=64):  92%|█████████▏| 328986/359152 [29:58<12:05, 41.59 examples/s][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout\\n[rank1]:[W516 14:34:56.854597329 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) timed out after 1800000ms",
                "Running tokenizer on dataset:  47%|███████████████▊                  | 3169000/6811963 [30:11<38:27, 1578.58 examples/s]Traceback (most recent call last):\\n  File \"/usr/lib/python3.9/site-packages/transformers/training_args.py\", line 1891, in main_process_first\\n    torch.distributed.barrier()\\n  File \"/usr/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py\", line 3328, in barrier\\n    work = default_pg.barrier(opts=opts)\\nRuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout",
                "Running tokenizer on dataset (num_proc=16):  12%|█▏        | 48000/400000 [29:58<3:39:50, 26.7 examples/s][rank2]: Traceback (most recent call last):\\n[rank2]:   File \"/opt/conda/lib/python3.11/site-packages/accelerate/state.py\", line 385, in wait_for_everyone\\n[rank2]:     torch.distributed.barrier()\\n[rank2]: torch.distributed.DistBackendError: [2] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 1800000ms, keys: /default_pg//0//cuda//0",
                "Map (num_proc=32):  63%|██████▎    | 630000/1000000 [29:59<17:36, 350.2 examples/s][rank9]:[W1107 10:41:02.118204611 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=61, addr=[gpu-node-2]:53312, remote=[gpu-node-1]:29500) timed out after 1800000ms",
                "Grouping texts in chunks of 1024:  63%|██████▎    | 6300/10000 [29:59<17:36, 3.5ba/s]Traceback (most recent call last):\\n  File \"run_clm.py\", line 502, in main\\n    with training_args.main_process_first(desc=\"grouping texts together\"):\\nRuntimeError: [3] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Timeout waiting for key: default_pg/0/0 after 1800000 ms")) {
            List<Finding> fs = WordingRow.diagnose(DOCTOR, log);
            assertEquals("torch.rendezvous-timeout", fs.get(0).code(), log);
            assertTrue(fs.get(0).message().contains("while the dataset was still being prepared"), log + ": " + fs.get(0).message());
            assertTrue(fs.get(0).hint().contains("save_to_disk"), log + ": " + fs.get(0).hint());
        }
        for (String log : List.of("Running tokenizer on dataset:  47%|███████████████▊                  | 3169000/6811963 [30:11<38:27, 1578.58 examples/s]Traceback (most recent call last):\\n  File \"/usr/lib/python3.9/site-packages/transformers/training_args.py\", line 1891, in main_process_first\\n    torch.distributed.barrier()\\n  File \"/usr/lib/python3.9/site-packages/torch/distributed/distributed_c10d.py\", line 3328, in barrier\\n    work = default_pg.barrier(opts=opts)\\nRuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout",
                "Running tokenizer on dataset (num_proc=16):  12%|█▏        | 48000/400000 [29:58<3:39:50, 26.7 examples/s][rank2]: Traceback (most recent call last):\\n[rank2]:   File \"/opt/conda/lib/python3.11/site-packages/accelerate/state.py\", line 385, in wait_for_everyone\\n[rank2]:     torch.distributed.barrier()\\n[rank2]: torch.distributed.DistBackendError: [2] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 1800000ms, keys: /default_pg//0//cuda//0",
                "Grouping texts in chunks of 1024:  63%|██████▎    | 6300/10000 [29:59<17:36, 3.5ba/s]Traceback (most recent call last):\\n  File \"run_clm.py\", line 502, in main\\n    with training_args.main_process_first(desc=\"grouping texts together\"):\\nRuntimeError: [3] is setting up NCCL communicator and retreiving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Timeout waiting for key: default_pg/0/0 after 1800000 ms")) {
            Finding f = WordingRow.diagnose(DOCTOR, log).get(0);
            assertTrue(f.message().contains("rank 0 was preparing it alone"), log + ": " + f.message());
        }
    }

    /** A finished bar, another program's bar or a bar whose line ended before the time-out leaves the store's own message. */
    @Test
    void otherBarsLeaveTheStoreMessage() throws IOException {
        for (String log : List.of("Map (num_proc=32): 100%|██████████| 1000000/1000000 [29:59<00:00, 555.7 examples/s][rank9]:[W1107 10:41:02.118204611 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=61, addr=[gpu-node-2]:53312, remote=[gpu-node-1]:29500) timed out after 1800000ms",
                "Loading checkpoint shards:  50%|█████     | 1/2 [29:58<29:58, 1798.12s/it][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout",
                "Tokenizing Prompts (num_proc=64):  92%|█████████▏| 328986/359152 [29:58<12:05, 41.59 examples/s]\\n[rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] waitForInput: poll for socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[localhost]:29500) returned 0, likely a timeout")) {
            List<Finding> fs = WordingRow.diagnose(DOCTOR, log);
            assertEquals("torch.rendezvous-timeout", fs.get(0).code(), log);
            assertFalse(fs.get(0).message().contains("dataset"), log + ": " + fs.get(0).message());
        }
    }
}
