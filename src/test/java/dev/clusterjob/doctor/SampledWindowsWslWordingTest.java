package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-GPU training on Windows and WSL2 workstations as users paste it. torch's gloo backend without a transport
 * (GlooDeviceFactory.cpp's "makeDeviceForHostname(): unsupported gloo device", the Windows wheels of 2.8-2.9) retold in issue titles
 * and sentences without the function's name; near it, gloo refusing a device or an argument, which is no missing transport. NCCL's
 * shared memory segment that WSL2's driver would not register (misc/shmutils.cc ncclShmOpen 2.16-2.29: cudaHostRegister fails, the
 * WARN names the segment, ncclUnhandledCudaError follows), pasted after torch's "unhandled cuda error" and "Last error:" lines, with
 * and without vLLM's worker prefix: the segment comes first; an unhandled CUDA error without a segment stays the CUDA error. The codes
 * of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class SampledWindowsWslWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [Bug]: Multi GPU error on Windows: unsupported gloo device | gloo.device-unsupported |  |  | OneTrainer issue 1122's title: torch's words without makeDeviceForHostname()
            Since recent updates, activating multi GPU on Windows generates an error (unsupported gloo device) and training is stopped. | gloo.device-unsupported |  |  | the same issue's sentence, the words in parentheses
            Unsupported gloo device | gloo.device-unsupported |  |  | ComfyUI-UniAnimate-W issue 44's title, capitalised
            [Bug]: unsupported gloo device? | gloo.device-unsupported |  |  | Applio issue 1019's title, a question mark after the words
            VLLM for Windows unsupported gloo device | gloo.device-unsupported |  |  | index-tts-vllm issue 155's title
            ProcessGroupGloo does not support flagos device (qwen3 FSDP2/DDP test) | - |  |  | Torch-FL issue 263's title: a device type gloo has no tensors for, not a missing transport
            (VllmWorkerProcess pid=3985) ERROR 01-15 02:47:32 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method determine_num_available_blocks: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\\n(VllmWorkerProcess pid=3985) ERROR 01-15 02:47:32 multiproc_worker_utils.py:226] ncclUnhandledCudaError: Call to CUDA function failed.\\n(VllmWorkerProcess pid=3985) ERROR 01-15 02:47:32 multiproc_worker_utils.py:226] Last error:\\n(VllmWorkerProcess pid=3985) ERROR 01-15 02:47:32 multiproc_worker_utils.py:226] Error while creating shared memory segment /dev/shm/nccl-g0wGsu (size 9637888) | nccl.shm-failed,torch.cuda-error |  |  | vLLM 0.6's worker prefix over torch 2.4's DistBackendError (NCCLUtils.hpp:275) and NCCL 2.20.5's last error on WSL2 (microsoft/WSL issue 12467)
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\\nncclUnhandledCudaError: Call to CUDA function failed.\\nLast error:\\nError while creating shared memory segment /dev/shm/nccl-Qm3xTz (size 9637888), error: Success (0) | nccl.shm-failed,torch.cuda-error |  |  | torch 2.5's DistBackendError with NCCL 2.23+'s wording of the segment's WARN (", error: %s (%d)" from errno, untouched by a CUDA failure)
            RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1\\nncclUnhandledCudaError: Call to CUDA function failed.\\nLast error:\\nError while attaching to shared memory segment /dev/shm/nccl-1aB2cD (size 9637888) | nccl.shm-failed,torch.cuda-error |  |  | torch 2.1's RuntimeError over NCCL 2.18's WARN of the rank that attaches to its peer's segment (the same cudaHostRegister)
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\\nncclUnhandledCudaError: Call to CUDA function failed.\\nLast error:\\nCuda failure 'operation not supported' | torch.cuda-error |  |  | the same wrapper whose last error is a CUDA call of NCCL's own, no segment: the CUDA error stays the finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
