package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A W&B sweep agent's run that raised: wandb/agents/pyagent.py's "Run %s errored: %s" in its releases' forms (repr of the exception
 * in 0.10-0.16.2, bare and behind termerror's "wandb: ERROR "; the exception's text alone in 2025's releases; "errored:" with the
 * traceback after it from 0.16.3), a specific cause inside the message, and the agent's healthy lines. Columns: the codes of the
 * findings in order, the host and peer of the first. {@code \n} is a line break.
 */
class SampledSweepsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Run 88zsh0ib errored: ValueError('signal only works in main thread of the main interpreter')\\nwandb: ERROR Run 88zsh0ib errored: ValueError('signal only works in main thread of the main interpreter') | torch.exception |  |  | wandb 0.10.x logger.error and termerror "Run {} errored: {}" with repr(exc): the real pair of lines
            wandb: ERROR Run k2v8q0zd errored: KeyError('lr') | torch.exception |  |  | wandb 0.12-0.16.2 termerror alone with repr(exc)
            wandb: ERROR Run k2v8q0zd errored: division by zero | torch.exception |  |  | wandb 2025 termerror "Run {run_id} errored: " with str(exc) after the run printed its traceback
            wandb: ERROR Run k2v8q0zd errored:\\nTraceback (most recent call last):\\n  File "train.py", line 12, in train\\n    loss = 1 / 0\\nZeroDivisionError: division by zero | torch.exception |  |  | wandb 0.16.3 on: "errored:" and the traceback on the lines after, read from the traceback's last line
            wandb: ERROR Run k2v8q0zd errored: RuntimeError('CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity; 36.12 GiB already allocated)') | torch.cuda-oom |  |  | a specific cause inside the repr wins over the fallback
            wandb: Agent Starting Run: 88zsh0ib with config: | - |  |  | negative: the agent starting a run
            wandb: ERROR Run k2v8q0zd errored: | - |  |  | negative: "errored:" with nothing after it on the line is no finding by itself
            Batch run 3 errored: None | - |  |  | negative: another program's "run ... errored" with a capitalised word before Run
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
