package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Image classification and self-supervised pretraining launched on several GPUs or nodes, as their launchers refuse to start:
 * submitit's LocalExecutor (AutoExecutor's fallback where no Slurm is found) refusing a job of more than one node, as
 * run_with_submitit.py scripts reach it (the exception line, a traceback ending in it, the text quoted in a sentence or a title), and
 * MoCo's main_moco.py and its copies refusing to run without DistributedDataParallel; the raise statements' source lines (one commented
 * out, as MoCo's copies keep it) are no finding. Columns:
 * the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledVisionPretrainWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: LocalExecutor can use only one node. Use nodes=1 | torch.launcher-config |  |  | submitit local/local.py (2020-2025): the exception line
              File "/opt/conda/lib/python3.8/site-packages/submitit/local/local.py", line 185, in _internal_update_parameters\\n    raise ValueError("LocalExecutor can use only one node. Use nodes=1")\\nValueError: LocalExecutor can use only one node. Use nodes=1 | torch.launcher-config |  |  | a traceback's last frame and its exception: one finding, not two
            I try to run `run_with_submitit.sh` on 4 machines, but get LocalExecutor can use only one node. Use nodes=1 every time | torch.launcher-config |  |  | the text quoted in a sentence, without the class
            ValueError: LocalExecutor can use only one node | torch.launcher-config |  |  | an issue title cut before the advice
                    raise ValueError("LocalExecutor can use only one node. Use nodes=1") | - |  |  | negative: the raise statement's source line
            NotImplementedError: Only DistributedDataParallel is supported. | torch.launcher-config |  |  | MoCo main_moco.py (2020): the exception line
              File "main_moco.py", line 186, in main_worker\\n    raise NotImplementedError("Only DistributedDataParallel is supported.")\\nNotImplementedError: Only DistributedDataParallel is supported. | torch.launcher-config |  |  | a traceback's last frame and its exception
                    # raise NotImplementedError("Only DistributedDataParallel is supported.") | - |  |  | negative: the copies' commented-out source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The submitit finding says no Slurm was found, the MoCo one names the options the script needs. */
    @Test
    void theLauncherFindingsSayWhatWasMissing() throws IOException {
        Finding local = only("ValueError: LocalExecutor can use only one node. Use nodes=1");
        assertTrue(local.message().contains("found no Slurm"), local.message());
        assertTrue(local.hint().contains("--nodes 1") && local.hint().contains("torchrun"), local.hint());
        Finding moco = only("NotImplementedError: Only DistributedDataParallel is supported.");
        assertTrue(moco.message().contains("only under DistributedDataParallel"), moco.message());
        assertTrue(moco.hint().contains("--multiprocessing-distributed") && moco.hint().contains("--dist-url"), moco.hint());
    }
}
