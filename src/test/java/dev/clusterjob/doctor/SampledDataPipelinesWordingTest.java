package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Data preparation jobs spread over Slurm nodes or many processes: Hugging Face datasets' map with num_proc losing a worker
 * (py_utils.py iflatmap_unordered's RuntimeError) printed without its exception name, as a logger or str(e) prints the message, is
 * torch.exception, the pool's report, on the node a host prefix names; and the negatives (the quoted literal of the raise in a
 * traceback's source lines, a thread title that only asks about it). Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledDataPipelinesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            One of the subprocesses has abruptly died during map operation.To debug the error, disable multiprocessing. | torch.exception |  |  | datasets py_utils.py iflatmap_unordered (2.x-4.x): the message as str(e) prints it
            node-07: One of the subprocesses has abruptly died during map operation.To debug the error, disable multiprocessing. | torch.exception | node-07 |  | the same under pdsh's host prefix: names the node
                "One of the subprocesses has abruptly died during map operation." | - |  |  | negative: the quoted literal of the raise in a traceback's source lines
            why often happen: One of the subprocesses has abruptly died during map operation? | - |  |  | negative: a thread title that asks about it, no period after operation
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
