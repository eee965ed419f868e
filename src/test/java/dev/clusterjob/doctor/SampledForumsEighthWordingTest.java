package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A launcher that refuses dist_url "auto" (a free port on 127.0.0.1) for a job on more than one machine: detectron2's
 * engine/launch.py launch() and its copies ("dist_url=auto not supported in multi-machine jobs.", an AssertionError, in a copy a
 * ValueError) and nerfstudio's scripts/train.py launch() ("dist_url=auto is not supported for multi-machine jobs.") is
 * torch.launcher-config, read from the exception line or the text at the start of a line. Negatives: the assert's and the raise's
 * source lines, the launcher's file:// warning, a command line with --dist-url auto. Columns: the codes of the findings in order ("-":
 * none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsEighthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            AssertionError: dist_url=auto is not supported for multi-machine jobs. | torch.launcher-config |  |  | a nerfstudio issue: ns-train with --machine.num-machines 2 (scripts/train.py launch)
            AssertionError: dist_url=auto not supported in multi-machine jobs. | torch.launcher-config |  |  | detectron2 engine/launch.py's wording
            ValueError: dist_url=auto not supported in multi-machine jobs. | torch.launcher-config |  |  | a copy of detectron2's launcher that raises ValueError
             assert num_machines == 1, "dist_url=auto not supported in multi-machine jobs."\\nAssertionError: dist_url=auto not supported in multi-machine jobs. | torch.launcher-config |  |  | the traceback's last frame's source line, then the exception: one finding
            dist_url=auto is not supported for multi-machine jobs. | torch.launcher-config |  |  | the text pasted without its class, at the start of its line
            assert num_machines == 1, "dist_url=auto not supported in multi-machine jobs." | - |  |  | negative: the assert's source line alone
            raise ValueError("dist_url=auto not supported in multi-machine jobs.") | - |  |  | negative: the copy's raise in its source
            file:// is not a reliable init_method in multi-machine jobs. Prefer tcp:// | - |  |  | negative: the launcher's warning for file://, no failure
            python tools/train_net.py --num-gpus 8 --num-machines 2 --machine-rank 0 --dist-url auto | - |  |  | negative: a command line with dist-url auto
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The finding says why auto cannot work across machines, so the user knows what to pass instead. */
    @Test
    void saysAutoIsLocalOnly() throws IOException {
        String m = only("AssertionError: dist_url=auto not supported in multi-machine jobs.").message();
        assertTrue(m.contains("127.0.0.1"), m);
    }
}
