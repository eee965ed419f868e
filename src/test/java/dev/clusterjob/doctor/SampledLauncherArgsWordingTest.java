package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings of a launcher and its training script that disagree on how the rank is passed. torch.launcher-config: the script's
 * argparse refusing the rank argument torch.distributed.launch (--local_rank=N in torch 1.x, --local-rank=N in 2.0+) or DeepSpeed's
 * launcher adds (CPython argparse's "unrecognized arguments: %s", transformers' "Some specified arguments are not used by the
 * HfArgumentParser: %s"), or requiring one its launcher does not give ("the following arguments are required: %s", Python 2.7's
 * "argument %s is required"). A process started without a launcher stays torch.exception, as the corpus files it, now with its own
 * message and hint (the bare tail of the rendezvous error included, which no rule read before): torch's env:// rendezvous "environment variable %s expected,
 * but not set" (with or without its "Error initializing torch.distributed using env:// rendezvous:" head), the tcp:// and file://
 * "... parameter missing" texts, and Python's KeyError for a variable torchrun sets for each worker. Near-misses: another unrecognized
 * argument, the launcher's FutureWarning that names --local-rank, a KeyError of a lower-case key or another variable, the source line.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledLauncherArgsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            I try to run the train code but report this error "train.py: error: unrecognized arguments: --local_rank=0", but i didn't use  --local_rank, do you know why this happened? | torch.launcher-config |  |  | XMem issue 18 (2022): torch.distributed.launch 1.x's --local_rank quoted in prose
            main.py: error: unrecognized arguments: --local-rank=0\\nmain.py: error: unrecognized arguments: --local-rank=1 | torch.launcher-config |  |  | TecoGAN-PyTorch issue 31 (2023): torch 2.x launch.py's hyphenated spelling, one line a rank
            trainval_distributed.py: error: unrecognized arguments: --local-rank=1 | torch.launcher-config |  |  | VLPD issue 6 (2023): the script wants --local_rank, torch 2.1 passes --local-rank
            text_generation_tp.py: error: unrecognized arguments: --local_rank=3 | torch.launcher-config |  |  | Yi pull request 69 (2023): DeepSpeed's launcher's --local_rank
             `Error: unrecognized arguments: –local_rank=19` | torch.launcher-config |  |  | bnb-dataset issue 6 (2022): retyped with a capital and an en dash for the two hyphens
            train.py: error: unrecognized arguments: --config cfg.yaml --local-rank 0 | torch.launcher-config |  |  | argparse's left-overs joined by blanks, the rank argument not first
            ValueError: Some specified arguments are not used by the HfArgumentParser: ['--local-rank=0'] | torch.launcher-config |  |  | transformers hf_argparser.py: the left-overs as a list
            **main_keypose.py: error: the following arguments are required: --local_rank.** | torch.launcher-config |  |  | act3d-chained-diffuser issue 26 (2025): the required argument torchrun does not pass, in markdown bold
            train.py: error: the following arguments are required: --config, --local_rank | torch.launcher-config |  |  | argparse 3.3+: the required arguments joined by commas
            train.py: error: argument --local_rank is required | torch.launcher-config |  |  | Python 2.7 argparse's wording
            environment variable RANK expected, but not set | torch.exception |  |  | yolov4-pytorch issue 313 (2022): the rendezvous error's tail alone, started from an IDE
            ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable MASTER_ADDR expected, but not set | torch.exception |  |  | torch rendezvous.py: the whole message
            ValueError: Error initializing torch.distributed using tcp:// rendezvous: rank parameter missing | torch.exception |  |  | torch rendezvous.py: a tcp:// URL without rank and world_size
            KeyError: 'LOCAL_RANK' | torch.exception |  |  | LOMO issue 31 (2023): a notebook reading os.environ["LOCAL_RANK"]
            KeyError: "WORLD_SIZE" | torch.exception |  |  | double quotes
            main.py: error: unrecognized arguments: --lr 0.1 | - |  |  | negative: another unrecognized argument is the script's own business
            If your script expects `--local-rank` argument to be set, please\\nchange it to read from `os.environ['LOCAL_RANK']` instead. | - |  |  | negative: torch.distributed.launch's FutureWarning, printed on every healthy start
            KeyError: 'local_rank' | torch.exception |  |  | near-miss: a lower-case key is a dict's, not the environment's: the plain exception line
            KeyError: 'RANK_TABLE_FILE' | torch.exception |  |  | near-miss: another variable of that stem stays the plain exception line
                    msg = _('unrecognized arguments: %s') | - |  |  | negative: argparse's own source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
