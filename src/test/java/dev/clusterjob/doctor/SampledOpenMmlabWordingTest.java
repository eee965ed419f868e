package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * OpenMMLab's launch paths (tools/dist_train.sh with torch.distributed.launch or torchrun, tools/slurm_train.sh with srun, and
 * mmcv 1.x / mmengine init_dist behind them) as their failures print: --launcher mpi without Open MPI's mpirun (mmcv 1.3-1.7 and
 * mmengine 0.1-0.10 _init_dist_mpi read OMPI_COMM_WORLD_* and MASTER_ADDR) is torch.exception with the launcher's hint; init_dist's
 * own refusals (an unknown launcher type, a dist_cfg timeout that is no number, an init_backend it does not know) and the training
 * script's argparse refusing its --launcher value (CPython's invalid choice, the choices quoted before 3.12.8 and plain after) are
 * torch.launcher-config, as is mmcv 1.x MMDataParallel's assertion that the non-distributed path trains on one GPU only (tools/train.py
 * given several GPUs without a launcher); an ops build of another torch named in an issue title behind its form's tag ("[Bug] undefined
 * symbol: ...") is cuda.version-mismatch; the wordings the existing rules already read (torch.distributed.launch's
 * CalledProcessError, a Windows torch without NCCL, srun missing on the machine, the torch and Slurm variables' KeyErrors); and the
 * negatives (the source lines that raise these errors, argparse's usage and help lines, MMDataParallel's docstring, an undefined
 * symbol of a project's own extension). Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first, the source. {@code \n} is a line break.
 */
class SampledOpenMmlabWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
              File "/opt/conda/lib/python3.8/site-packages/mmengine/dist/utils.py", line 128, in _init_dist_mpi\\n    local_rank = int(os.environ['OMPI_COMM_WORLD_LOCAL_RANK'])\\n  File "/opt/conda/lib/python3.8/os.py", line 675, in __getitem__\\n    raise KeyError(key) from None\\nKeyError: 'OMPI_COMM_WORLD_LOCAL_RANK' | torch.exception |  |  | mmengine 0.x _init_dist_mpi: --launcher mpi in a process Open MPI's mpirun did not start
            KeyError: 'OMPI_COMM_WORLD_SIZE' | torch.exception |  |  | mmcv 1.7 / mmengine _init_dist_mpi: the world size variable
            KeyError: 'OMPI_COMM_WORLD_RANK' | torch.exception |  |  | mmcv 1.3-1.4 _init_dist_mpi: the rank variable read first
                raise KeyError('The environment variable MASTER_ADDR is not set')\\nKeyError: 'The environment variable MASTER_ADDR is not set' | torch.exception |  |  | mmcv 1.7 / mmengine _init_dist_mpi: mpirun started the ranks without MASTER_ADDR
            ValueError: Invalid launcher type: torchrun | torch.launcher-config |  |  | mmcv 1.x / mmengine init_dist: a launcher other than pytorch, slurm and mpi
            TypeError: Timeout for distributed training must be provided as timeout in seconds, but we've received the type <class 'str'>. Please specify the timeout like this: dist_cfg=dict(backend='nccl', timeout=1800) | torch.launcher-config |  |  | mmengine 0.6-0.10 init_dist: a dist_cfg timeout given as a string
            ValueError: supported "init_backend" is "torch" or "deepspeed", but got horovod | torch.launcher-config |  |  | mmengine 0.8-0.10 _init_dist_pytorch / _init_dist_slurm: an init_backend it does not know
            train.py: error: argument --launcher: invalid choice: 'torchrun' (choose from 'none', 'pytorch', 'slurm', 'mpi') | torch.launcher-config |  |  | OpenMMLab tools/train.py's argparse under Python 3.11: the choices quoted
            train.py: error: argument --launcher: invalid choice: 'torchrun' (choose from none, pytorch, slurm, mpi) | torch.launcher-config |  |  | the same under Python 3.12.8+ / 3.13.1+: the choices plain
            usage: train.py [-h] [--launcher {none,pytorch}]\\ntrain.py: error: argument --launcher: invalid choice: 'slurm' (choose from 'none', 'pytorch') | torch.launcher-config |  |  | a project's train.py that takes fewer launchers, after argparse's usage line
            RuntimeError: Distributed package doesn't have NCCL built in | torch.no-gpu |  |  | mmsegmentation issue 1787: tools/dist_train.sh on Windows, mmcv 1.x init_dist's init_process_group
            subprocess.CalledProcessError: Command '['/home/u/anaconda3/envs/py37/bin/python', '-u', './tools/train.py', '--local_rank=1', 'configs/x.py', '--launcher', 'pytorch']' returned non-zero exit status 1. | torch.child-failed |  |  | SETR issue 44: torch 1.x torch.distributed.launch behind tools/dist_train.sh
            tools/slurm_train.sh: line 15: srun: command not found | launch.command-not-found |  |  | WSSS_MMSeg issue 3: tools/slurm_train.sh on a machine without Slurm
            KeyError: 'RANK' | torch.exception |  |  | mmdetection issue 1596: init_dist's _init_dist_pytorch in a process no launcher started
            KeyError: 'SLURM_PROCID' | slurm.task-env-missing |  |  | mmcv 1.x / mmengine _init_dist_slurm outside srun
            KeyError: 'SLURM_NODELIST' | slurm.task-env-missing |  |  | mmcv 1.x / mmengine _init_dist_slurm: the node list variable
                local_rank = int(os.environ['OMPI_COMM_WORLD_LOCAL_RANK']) | - |  |  | negative: the source line that reads the variable, no error
                    raise ValueError(f'Invalid launcher type: {launcher}') | - |  |  | negative: init_dist's source line with its format field
                    raise KeyError('The environment variable MASTER_ADDR is not set') | - |  |  | negative: _init_dist_mpi's source line alone
                        f'Timeout for distributed training must be provided as ' | - |  |  | negative: the timeout message's first source line
            usage: train.py [-h] [--work-dir WORK_DIR] [--launcher {none,pytorch,slurm,mpi}] | - |  |  | negative: argparse's usage line
              --launcher {none,pytorch,slurm,mpi}\\n                        job launcher | - |  |  | negative: argparse's help lines for the option
            AssertionError: MMDataParallel only supports single GPU training, if you need to train with multiple GPUs, please use MMDistributedDataParallelinstead. | torch.launcher-config |  |  | mmcv 1.0-1.3 MMDataParallel.train_step: tools/train.py given several GPUs without a launcher, the string glued
            AssertionError: MMDataParallel only supports single GPU training, if you need to train with multiple GPUs, please use MMDistributedDataParallel instead. | torch.launcher-config |  |  | mmcv 1.4-1.7 train_step, and val_step in every 1.x release
            MMDataParallel only supports single GPU training, if you need to train with multiple GPUs, please use MMDistributedDataParallelinstead. | torch.launcher-config |  |  | mmdetection3d issue 603: the assertion's text as an issue title
            [Bug] undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationESs | cuda.version-mismatch |  |  | mmcv issue 2660: an mmcv-full ops build of another torch, in a title behind the issue form's tag
            [BUG]: Undefined symbol: _ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEE | cuda.version-mismatch |  |  | the same title with the tag in capitals and a colon
            ImportError: /home/u/envs/open-mmlab/lib/python3.8/site-packages/mmcv/_ext.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationESs | cuda.version-mismatch |  |  | mmcv 1.x ext_loader.load_ext's import of mmcv._ext, the library's path before the symbol
                        ('MMDataParallel only supports single GPU training, if you need to' | - |  |  | negative: the assertion's first source line
                    MMDataParallel only supports single GPU training, if you need to\\n        train with multiple GPUs, please use MMDistributedDataParallel\\n        instead. If you have multiple GPUs and you just want to use\\n        MMDataParallel, you can set the environment variable | - |  |  | negative: mmcv 1.4-1.7 MMDataParallel's docstring warning
            MMDataParallel only supports single GPU training, if you need to train with multiple\\nGPUs, please use MMDistributedDataParallelinstead. | torch.launcher-config |  |  | the title wrapped by a paste after "multiple"
            [Bug] undefined symbol: _Z3nmsN2at6TensorES0_fi | - |  |  | negative: a symbol of the project's own extension, not of torch or CUDA
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The mpi launcher's findings name the variable and send the user to mpirun; init_dist's and argparse's name the value refused. */
    @Test
    void theFindingsNameTheVariableAndTheRefusedValue() throws IOException {
        Finding ompi = only("KeyError: 'OMPI_COMM_WORLD_LOCAL_RANK'");
        assertTrue(ompi.message().contains("--launcher mpi") && ompi.message().contains("OMPI_COMM_WORLD_LOCAL_RANK"), ompi.message());
        assertTrue(ompi.hint().contains("mpirun"), ompi.hint());
        Finding addr = only("KeyError: 'The environment variable MASTER_ADDR is not set'");
        assertTrue(addr.message().contains("MASTER_ADDR is not set (mmcv"), addr.message());
        Finding type = only("ValueError: Invalid launcher type: torchrun");
        assertTrue(type.message().contains("launcher 'torchrun'"), type.message());
        Finding timeout = only("TypeError: Timeout for distributed training must be provided as timeout in seconds, but we've received "
                + "the type <class 'str'>. Please specify the timeout like this: dist_cfg=dict(backend='nccl', timeout=1800)");
        assertTrue(timeout.message().contains("<class 'str'>"), timeout.message());
        Finding choice = only("train.py: error: argument --launcher: invalid choice: 'torchrun' (choose from none, pytorch, slurm, mpi)");
        assertTrue(choice.message().contains("'torchrun' (it takes none, pytorch, slurm, mpi)"), choice.message());
        Finding single = only("AssertionError: MMDataParallel only supports single GPU training, if you need to train with multiple GPUs, "
                + "please use MMDistributedDataParallel instead.");
        assertTrue(single.hint().contains("tools/dist_train.sh"), single.hint());
    }
}
