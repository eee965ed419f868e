package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Speech and audio models trained on several GPUs (Whisper fine-tuning, SpeechBrain, FunASR, icefall), where users retell the failure
 * in a sentence or a title rather than paste it: a shell's report of a signal with its " (core dumped)", in backticks or quote marks
 * inside prose, is process.crashed, and torchrun's exception written with its qualified name inside prose is torch.child-failed. The
 * negatives: the signal's text without " (core dumped)" or unquoted, the class name alone, an import of it, and a DataLoader's Bus
 * error, which stays torch.dataloader-shm's. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledSpeechWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            While executing `trainer.train()`, multi GPU instances return `Bus error (core dumped).` | process.crashed |  |  | huggingface/blog issue 1681: bash's SIGBUS report with " (core dumped)" quoted in backticks inside the sentence
            I see "Segmentation fault (core dumped)" after the first epoch on 4 GPUs | process.crashed |  |  | SIGSEGV's strsignal text and bash's " (core dumped)" in quotes inside a sentence
            The recipe stops with `Aborted (core dumped)` | process.crashed |  |  | SIGABRT's text quoted in backticks at the end of a sentence
            多卡训练时报错“Floating point exception (core dumped)”，单卡正常 | process.crashed |  |  | SIGFPE's text and " (core dumped)" in curly quotes inside a Chinese sentence
            the run on two GPUs ends with 'zsh: bus error (core dumped)  python train.py' | process.crashed |  |  | zsh's report with its lower-case text of Src/signames2.awk, quoted in prose
            Segmentation fault happens sometimes with 2 GPUs | - |  |  | negative: the signal's text without " (core dumped)" is prose, not a shell's report
            I get Segmentation fault (core dumped) when I run train.py on 2 GPUs | - |  |  | negative: the same words unquoted in a user's sentence stay unread
            a DataLoader worker died: Bus error (core dumped) | torch.dataloader-shm |  |  | negative for this rule: a DataLoader's SIGBUS stays torch.dataloader-shm's (/dev/shm too small)
            with `--distributed_launch=True`  I got an error: torch.distributed.elastic.multiprocessing.errors.ChildFailedError ...... | torch.child-failed |  |  | speechbrain pull 1498: torchrun's exception by its qualified name inside a sentence, its report left out
            [Bug] torch.distributed.elastic.multiprocessing.errors.ChildFailedError when fine-tuning wav2vec2 on 4 GPUs | torch.child-failed |  |  | the qualified name in an issue title with words after it
            多卡训练报错 torch.distributed.elastic.multiprocessing.errors.ChildFailedError，怎么解决 | torch.child-failed |  |  | the qualified name inside a Chinese sentence, a full-width comma after it
            from torch.distributed.elastic.multiprocessing.errors import ChildFailedError, record | - |  |  | negative: an import names the module and the class apart
            DDP training fails with a ChildFailedError on two GPUs | - |  |  | negative: the class name alone in prose stays unread
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
