package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-GPU training failures of research code as users paste them into an issue: a Python exception line quoted
 * inside a sentence (CPython traceback.format_exception_only's "%s: %s" in ASCII or typographic quotes or backticks), torch's c10d
 * store listen error quoted without its class, and the wordings those pastes carry that earlier batches read (CUDA's invalid device
 * ordinal after a shell prompt, as THC's cuda runtime error (101), under torchrun's [rankN]:; elastic's root-cause block; the NCCL
 * communicator's abort; DDP's unfinished reduction). One row per wording and release, with host names of several shapes; the codes of the
 * findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class ResearchPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            I keep reaching this error: "RuntimeError: Default process group has not been initialized, please make sure to call init_process_group." | torch.exception |  |  | torch 1.x distributed_c10d.py _get_default_group (RuntimeError), quoted in ASCII double quotes inside a sentence
            报错如下：“ValueError: Default process group has not been initialized, please make sure to call init_process_group.” 请问怎么解决 | torch.exception |  |  | torch 2.x distributed_c10d.py _get_default_group (ValueError), in typographic quotes after a Chinese full-width colon
            the run stops with `RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cuda:1! (when checking argument for argument mat2 in method wrapper_CUDA_mm)` on two GPUs | torch.exception |  |  | torch 1.11-2.x TensorIterator / device check message in backticks inside a sentence
            "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:1 and cuda:0!" | torch.exception |  |  | the same quoted as a whole line (ASCII quotes at the line's start)
            gpu-07: it fails with "torch.distributed.DistBackendError: NCCL communicator was aborted on rank 3." every epoch | torch.watchdog-timeout | gpu-07 |  | torch 2.x ProcessGroupNCCL abort wording quoted in a sentence behind pdsh's prefix: the abort's own rule past the closing quote, not the quoted fallback
            I saw a RuntimeError: the loss is nan after two epochs | - |  |  | prose that names an exception class without quoting a traceback line: no finding
            Getting this exception for the second command: `Address already in use` | torch.master-port-in-use |  |  | torch 0.4-1.8 c10d TCPStore listen (errno 98) quoted alone in backticks, without "RuntimeError: "
            0: the store says "Address already in use" when I start the second job | torch.master-port-in-use |  |  | the same in ASCII double quotes, behind srun --label
            node12.cluster.example.org: 报错 “Address already in use” | torch.master-port-in-use | node12.cluster.example.org |  | the same in typographic quotes after Chinese prose, behind pdsh's prefix with a domain name
            the port was Address already in use for a while and then it worked | - |  |  | the strerror text not quoted as an error of its own: no finding
            root@autodl-container-7154118f52-44680f8e:~/edgeyolo-main# python train.py --cfg ./params/train/train_coco.yaml\\nRuntimeError: CUDA error: invalid device ordinal | torch.invalid-device-ordinal | autodl-container-7154118f52-44680f8e |  | torch 1.x-2.x c10/cuda CUDAFunctions (set_device) after a root shell prompt that names the container
            (env) emcp@2600k:~/Dev/git/vision$ python -m torch.distributed.launch --nproc_per_node=8 --use_env train.py\\nTHCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1587428207430/work/torch/csrc/cuda/Module.cpp line=59 error=101 : invalid device ordinal | torch.invalid-device-ordinal | 2600k |  | torch 1.3-1.5 THC THCudaCheck (error=101) after a conda prompt whose host starts with a digit (not also a torch.cuda-error: the same event)
            RuntimeError: cuda runtime error (101) : invalid device ordinal at /opt/conda/conda-bld/pytorch_1573049304260/work/torch/csrc/cuda/Module.cpp:37 | torch.invalid-device-ordinal |  |  | torch 1.0-1.5 THC's cuda runtime error (%d) : %s at %s:%d (not also a torch.cuda-error: the same event)
            [rank5]: RuntimeError: CUDA error: invalid device ordinal | torch.invalid-device-ordinal |  |  | torch 2.3+ under torchrun's [rankN]: prefix (c10_cuda_check_implementation)
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2024-09-09_09:36:56\\n  host      : f5735d9ffd4f\\n  rank      : 7 (local_rank: 7)\\n  exitcode  : -9 (pid: 3309)\\n  error_file: <N/A> | torch.child-failed | f5735d9ffd4f |  | torch 1.10-2.x elastic ChildFailedError's root-cause block with a container's hex host name
            E0813 06:19:49.809000 161210 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 2 (pid: 161617) of binary: /opt/conda/bin/python3.11 | torch.child-failed |  |  | torch 2.4+ elastic agent's glog-prefixed failed line (api.py:869)
            训练程序报错：RuntimeError: NCCL communicator was aborted on rank 6. Original reason for failure was: Watchdog caught collective operation timeout | torch.watchdog-timeout |  |  | torch 1.10-2.0 ProcessGroupNCCL abort with the watchdog reason, after a Chinese lead-in
            RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates th at your module has parameters that were not used in producing loss. | torch.ddp-unused-parameters |  |  | torch 1.x reducer.cpp with a word split by the paste
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
