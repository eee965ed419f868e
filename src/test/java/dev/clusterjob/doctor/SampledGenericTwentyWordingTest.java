package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a twentieth batch of failing jobs on several GPUs or nodes sampled with a user's generic searches, read from the
 * programs' format strings. torch elastic's first failed worker, {@code "failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s"}
 * (multiprocessing/api.py), cut at the end of a line where the field name {@code local_rank} ends and before its number, as a sentence
 * retells 2.0-2.1's {@code "[ERROR] failed ..."} without the logger's name: {@code torch.child-failed}, an outcome, naming no rank.
 * The batch's other lines, read at first sight, stand beside it: the same line as an issue's title, the c10d store's
 * {@code RuntimeError: Connection reset by peer} (1.4-2.0's SYSCHECK) in markdown bold, ProcessGroupNCCL 2.2's {@code Timeout at NCCL
 * work} line, Python's {@code FileNotFoundError} in backticks.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledGenericTwentyWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            when train with imagenet：[ERROR] failed (exitcode: 1) local_rank | torch.child-failed |  |  | the real sentence (THU-MIG/RepViT 65): the line cut after its field name, behind a full-width colon
            [2024-05-28 14:04:28,584] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: | torch.child-failed |  |  | 2.0-2.1's whole prefix, the line cut after the field name's colon, composed from the format string
            failed (exitcode: 1) local_rank | torch.child-failed |  |  | the format string's words up to the field name alone, composed
            the launcher printed failed (exitcode: 1) local_rank and a number I do not know | - |  |  | negative: the words inside a sentence that goes on, not a line cut after them
            Pre action failed (exitcode: 1) | - |  |  | negative: another tool's exit code (a container layer's pre action) with no local_rank after it
            # [ERROR] failed (exitcode: 1) local_rank: 2 (pid: 60554) of binary | torch.child-failed |  |  | the real title of the same issue, read at first sight (the whole line's rule, the binary's path left out)
            [2024-05-28 14:04:27,954] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process 60552 closing signal SIGTERM | - |  |  | negative: the real line before it, torchrun stopping the other workers
                store.add(store_key, 1)\\n**RuntimeError: Connection reset by peer** | torch.store-failed |  |  | the real lines (deepspeedai/DeepSpeed 2973): the store's reset in markdown bold, read at first sight
            [rank3]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 3] Timeout at NCCL work: 310, last enqueued NCCL work: 330, last completed NCCL work: 309. | torch.watchdog-timeout |  |  | the real line (cvg/glue-factory 140) alone, read at first sight
            `FileNotFoundError: [Errno 2] No such file or directory: '/data/coco/train2017/000000315242.jpg'` | torch.exception |  |  | the real line (pytorch/pytorch 42107) in backticks, read at first sight
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
