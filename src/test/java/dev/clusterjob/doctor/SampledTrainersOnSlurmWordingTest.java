package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A process that is not a Slurm task (issue 26): Python's KeyError for a Slurm task variable read from os.environ (Lightning's
 * SLURMEnvironment, a project's own dist init) and pytorch_lightning 0.8-1.0's DDP2 refusal, from their format strings, with the real
 * lines of the open corpus (realworld/doctor, index.tsv's sample of Lightning and Hugging Face Trainer on Slurm) and lines that must
 * read otherwise. One row per wording; {@code \n} in a row is a line break.
 */
class SampledTrainersOnSlurmWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            KeyError: 'SLURM_NODEID' | slurm.task-env-missing | | | lightning.fabric plugins/environments/slurm.py node_rank int(os.environ["SLURM_NODEID"]) through os.py's KeyError (pixelsplat#112)
            KeyError: 'SLURM_PROCID' | slurm.task-env-missing | | | a project's dist init int(os.environ['SLURM_PROCID']) (mqbench-paper#1)
            when i run the train command on kitti-360 dataset,i got the error  KeyError: 'SLURM_NODEID' , how to solve this problem? | slurm.task-env-missing | | | the same quoted in a sentence (PaSCo#25)
            pytorch_lightning.utilities.exceptions.MisconfigurationException: ddp2 only works in SLURM or via torchelastic with the WORLD_SIZE, LOCAL_RANK, GROUP_RANK flags | slurm.task-env-missing | | | pytorch_lightning 0.8-1.0 ddp2_backend.py / ddp2_accelerator.py MisconfigurationException, an issue's title (pytorch-lightning#4678)
              File "/opt/conda/lib/python3.10/site-packages/lightning/fabric/plugins/environments/slurm.py", line 155, in node_rank\\n    return int(os.environ["SLURM_LOCALID"])\\n  File "/opt/conda/lib/python3.10/os.py", line 680, in __getitem__\\n    raise KeyError(key) from None\\nKeyError: 'SLURM_LOCALID' | slurm.task-env-missing | | | SLURMEnvironment local_rank's SLURM_LOCALID under its traceback frames
            KeyError: 'SLURM_NTASKS' | slurm.task-env-missing | | | SLURMEnvironment world_size and dist inits reading SLURM_NTASKS
            KeyError: 'SLURMD_NODENAME' | slurm.task-env-missing | | | slurmd's node name read by a project's cluster setup
                return int(os.environ["SLURM_NODEID"]) | - | | | negative: the traceback's frame line alone is no error
            SLURM_PROCID=3 SLURM_NTASKS=8 SLURM_LOCALID=3 | - | | | negative: the task variables printed where they are set
            KeyError: 'LOCAL_RANK' | torch.exception | | | negative: torchrun's variable, not Slurm's, is not this code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
