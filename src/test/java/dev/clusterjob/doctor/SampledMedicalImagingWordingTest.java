package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Medical imaging models trained on several GPUs, where a driver starts the training as a child: a CalledProcessError whose command is
 * torchrun, deepspeed or MONAI Auto3DSeg's generated {@code <algo>/scripts/train.py run} (CPython's "returned non-zero exit status %d." and
 * "died with <Signals.SIGKILL: 9>.") and MONAI run_cmd's "subprocess call error N: " are torch.child-failed, an outcome that keeps the
 * child's own error first; other commands (pip, a setup.py build, a preprocessing script) stay the plain exception. Then lines of the
 * batch's logs read at first sight. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledMedicalImagingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            subprocess.CalledProcessError: Command '['torchrun', '--nnodes=1', '--nproc_per_node=4', '/work/swinunetr_0/scripts/train.py', 'run']' returned non-zero exit status 1. | torch.child-failed |  |  | MONAI 1.2+ Auto3DSeg bundle_gen.py _run_cmd: run_cmd(check=True) of the torchrun command re-raised, exit status 1
            subprocess.CalledProcessError: Command '['torchrun', '--nnodes=1', '--nproc_per_node=2', '/work/segresnet_0/scripts/train.py', 'run']' died with <Signals.SIGKILL: 9>. | torch.child-failed |  |  | CPython CalledProcessError.__str__ for a negative return code: the child killed by SIGKILL
            subprocess.CalledProcessError: Command '['python', '/work/dints_0/scripts/train.py', 'run']' returned non-zero exit status -9. | torch.child-failed |  |  | MONAI Auto3DSeg on one GPU (python, no torchrun), the exit status as a number
            subprocess.CalledProcessError: Command '['python', '/media/share/run1/segresnet_0/scripts/train.py', 'run', "--config_file='/media/share/run1/segresnet_0/configs/hyper_parameters.yaml'"]' returned non-zero exit status 1. | torch.child-failed |  |  | MONAI 1.3+ Auto3DSeg: an argument in double quotes inside the list
            subprocess.CalledProcessError: Command '['/opt/conda/bin/torchrun', '--nproc_per_node=8', 'train.py']' died with <Signals.SIGSEGV: 11>. | torch.child-failed |  |  | a driver's torchrun given by its path, ended by a signal
            subprocess.CalledProcessError: Command '['deepspeed', '--num_gpus=4', 'finetune_medsam.py']' returned non-zero exit status 1. | torch.child-failed |  |  | a driver that starts the deepspeed launcher
            RuntimeError: subprocess call error -9: b'', b'' | torch.child-failed |  |  | MONAI 1.0-1.1 bundle_gen.py _run_cmd: the repr of empty stderr and stdout, the child killed by SIGKILL
            RuntimeError: subprocess call error 1: b'Traceback (most recent call last):\\n  File "/work/segresnet_0/scripts/train.py", line 410, in run\\n    loss.backward()\\ntorch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 23.69 GiB total capacity; 20.51 GiB already allocated; 1.10 GiB free; 21.60 GiB reserved in total by PyTorch)\\n', b'' | torch.cuda-oom,torch.child-failed |  |  | MONAI 1.0-1.1: the child's stderr inside the message, its error the cause
                                                                              ^\\nSyntaxError: invalid syntax\\nsubprocess.CalledProcessError: Command '['torchrun', '--nnodes=1', '--nproc_per_node=4', '/tmp/workdir/dints_0/scripts/train.py', 'run']' returned non-zero exit status 1. | torch.exception,torch.child-failed |  |  | the child's own exception above the driver's stays first
            subprocess.CalledProcessError: Command '['pip', 'install', 'monai[all]']' returned non-zero exit status 1. | torch.exception |  |  | negative: an install, not a training child
            subprocess.CalledProcessError: Command '['/usr/bin/python3', 'setup.py', 'build_ext']' returned non-zero exit status 1. | torch.exception |  |  | negative: a build step run by python
            subprocess.CalledProcessError: Command '['python', 'preprocess_slides.py', '--workers', '16']' returned non-zero exit status 1. | torch.exception |  |  | negative: a python script that is not Auto3DSeg's algorithm run
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 39332) of binary: /anaconda/envs/monai-test/bin/python | torch.child-failed |  |  | MONAI issue 6110, read at first sight: torch elastic 1.x's line under Auto3DSeg's torchrun
            [rank1]:[E412 04:21:24.254321149 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4128661, OpType=ALLGATHER, NumelIn=3, NumelOut=6, Timeout(ms)=600000) ran for 600060 milliseconds before timing out. | torch.watchdog-timeout |  |  | seg-sc-ms-lesion-multicontrast issue 53, read at first sight: nnU-Net's ALLGATHER on 2 GPUs
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessageNamesTheChildAndHowItEnded() throws IOException {
        String killed = only("subprocess.CalledProcessError: Command '['python', '/work/dints_0/scripts/train.py', 'run']' returned non-zero exit status -9.").message();
        assertTrue(killed.contains("Auto3DSeg algorithm dints_0") && killed.contains("SIGKILL"), killed);
        String signal = only("subprocess.CalledProcessError: Command '['torchrun', '--nproc_per_node=2', 'train.py']' died with <Signals.SIGKILL: 9>.").message();
        assertTrue(signal.contains("torchrun command") && signal.contains("by SIGKILL"), signal);
        String monai = only("RuntimeError: subprocess call error -9: b'', b''").message();
        assertTrue(monai.contains("MONAI's run_cmd") && monai.contains("exit code -9"), monai);
    }
}
