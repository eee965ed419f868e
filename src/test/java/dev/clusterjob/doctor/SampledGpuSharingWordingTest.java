package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One GPU shared between processes or jobs: a process that runs as a CUDA MPS client and cannot use the node's MPS server (no daemon
 * it can reach, a server not ready, a client the server terminated, more clients or connections than the GPU allows), by the CUDA
 * runtime's and driver's texts and names of errors 805-810 in each wrapper that prints them, behind launcher prefixes that name the
 * rank or the host; the MPS control daemon's log of servers that exit or fail to start; Slurm's front ends refusing the --gres-flags
 * of a GPU shared through shard or mps GRES. Near-misses: the daemon's start-up lines, its own exit, a server that ended cleanly, a
 * client waiting for its server, an environment line that sets the pipe directory, a shell trace of a submission with --gres-flags, a
 * header's enum definition, torch's Apple Metal (MPS) backend out of memory, and an exclusive-process GPU's busy error, which stays
 * the CUDA error it was. Columns: the codes of the findings in order ("-": none), the first one's host and peer, and where the wording
 * comes from. {@code \n} is a line break.
 */
class SampledGpuSharingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /opt/conda/lib/python3.10/site-packages/torch/cuda/__init__.py:138: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 805: MPS client failed to connect to the MPS control daemon or the MPS server (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.) | cuda.mps-failed |  |  | torch 1.8-2.x CUDAFunctions.cpp's warning with cudaGetErrorString(805)
            RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 805: MPS client failed to connect to the MPS control daemon or the MPS server | cuda.mps-failed |  |  | the same raised (torch.cuda.device_count in a strict check)
            [rank1]: RuntimeError: CUDA error: MPS client failed to connect to the MPS control daemon or the MPS server | cuda.mps-failed |  |  | torch c10 CUDAException "CUDA error: %s" behind torchrun's rank prefix
            gpu-n3: RuntimeError: CUDA error: the MPS client has been terminated by the server | cuda.mps-failed | gpu-n3 |  | 810 behind pdsh's host prefix
            RuntimeError: CUDA error: the remote procedural call between the MPS server and the MPS client failed | cuda.mps-failed |  |  | 806
            RuntimeError: CUDA error: the hardware resources required to support device connections have been exhausted | cuda.mps-failed |  |  | 809, a text that names no MPS
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorMpsServerNotReady: MPS server is not ready to accept new MPS client requests | cuda.mps-failed |  |  | cupy CUDARuntimeError "%s: %s" with 807's name and text
            2025-01-10 10:00:00.000000: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:152] failed call to cuInit: CUDA_ERROR_MPS_CONNECTION_FAILED: MPS client failed to connect to the MPS control daemon or the MPS server | cuda.mps-failed |  |  | XLA/TensorFlow cuda_driver.cc "failed call to cuInit: " with cuGetErrorName and cuGetErrorString
            E0110 10:00:00.000000 1234 cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: CUDA_ERROR_MPS_SERVER_NOT_READY: MPS server is not ready to accept new MPS client requests | cuda.mps-failed |  |  | XLA 2024+ cuda::ToStatus's "CUDA error: Failed call to cuInit: %s: %s"
            numba.cuda.cudadrv.driver.CudaAPIError: [805] Call to cuInit results in CUDA_ERROR_MPS_CONNECTION_FAILED | cuda.mps-failed |  |  | numba cudadrv/driver.py "Call to %s results in %s" with the driver's name only
            RuntimeError: jaxlib/cuda/versions_helpers.cc:135: operation cuInit(0) failed: CUDA_ERROR_MPS_CONNECTION_FAILED | cuda.mps-failed |  |  | the JAX CUDA plugin's version check (jaxlib 0.11, captured by testbed/gpu/mps-captures.sh) with the driver's name only
            CUDA error at ../../common/inc/helper_cuda.h:779 code=808(cudaErrorMpsMaxClientsReached) "cudaGetDeviceCount(&device_count)" | cuda.mps-failed |  |  | cuda-samples helper_cuda.h "code=%d(%s)" with the runtime's name only
            CUDA runtime implicit initialization on GPU:0 failed. Status: the hardware resources required to create MPS client have been exhausted | cuda.mps-failed |  |  | TensorFlow gpu_device.cc with 808's text
            node7:4021:4021 [0] init.cc:1412 NCCL WARN Cuda failure 'MPS client failed to connect to the MPS control daemon or the MPS server' | cuda.mps-failed | node7 |  | NCCL CUDACHECK "Cuda failure '%s'" in its WARN header, which names the host
            [2026-12-07 07:29:54.474 Control   682] Starting new server 682 for user 0\\n[2026-12-07 07:29:54.475 Control   660] Server 682 exited with status 1 | cuda.mps-failed |  |  | nvidia-cuda-mps-control's control.log "Server %d exited with status %d" (captured by testbed/gpu/mps-captures.sh: no nvidia-cuda-mps-server on the daemon's PATH)
            [2024-04-29 11:22:10.441 Control    73] Server encountered a fatal exception. Shutting down | cuda.mps-failed |  |  | control.log's "Server encountered a fatal exception. Shutting down"
            [2025-03-01 08:00:00.000 Control  1200] Failed to start server using uid 1000, error: Operation not permitted | cuda.mps-failed |  |  | control.log's "Failed to start server using uid %d, error: %s"
            Cannot access CUDA_MPS_PIPE_DIRECTORY=/var/run/nvidia-mps | cuda.mps-failed |  |  | the daemon's "Cannot access CUDA_MPS_PIPE_DIRECTORY=%s" at its start
            [2026-12-07 07:30:01.378 Control   660] Cmd:quit\\n[2026-12-07 07:30:01.378 Control   660] Exit with status 1 | - |  |  | negative: the daemon's own exit after a quit command (captured), no server's
            [2025-03-01 08:00:00.000 Control  1200] Server 1301 exited with status 0 | - |  |  | negative: a server that ended cleanly
            [2026-12-07 07:29:54.474 Control   660] NEW CLIENT 665 from user 0: Server is not ready, push client to pending list | - |  |  | negative: a client waiting for its server, the daemon's normal start
            salloc: error: Invalid --gres-flags combo: one-task-per-sharing and multiple-tasks-per-sharing are mutually exclusive. | slurm.allocation-failed |  |  | 23.11-25.11, both sharing flags
            srun: fatal: --gres-flags=one-task-per-sharing requested, but that shared gres needs to appear in --tres-per-task as well. | slurm.allocation-failed |  |  | 23.11-25.11, the shared GRES missing from --tres-per-task
            + sbatch --gres=shard:2 --gres-flags=one-task-per-sharing train.sbatch | - |  |  | negative: a shell trace of the submission, no refusal
            RuntimeError: MPS backend out of memory (MPS allocated: 9.04 GB, other allocations: 4.12 GB, max allowed: 13.57 GB). Tried to allocate 512.00 MB on private pool. Use PYTORCH_MPS_HIGH_WATERMARK_RATIO=0.0 to disable upper limit for memory allocations (may cause system failure). | torch.exception |  |  | near-miss: torch's Apple Metal (MPS) backend out of memory (MPSAllocator), no CUDA MPS
            [2025-02-06 09:34:17.770 Control   261] Starting control daemon using socket /tmp/nvidia-mps/control\\n[2025-02-06 09:34:17.770 Control   261] To connect CUDA applications to this daemon, set env CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps | - |  |  | negative: the MPS control daemon's start-up lines
            export CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps # the same directory as the MPS control daemon | - |  |  | negative: a job script's MPS setting
                cudaErrorMpsConnectionFailed          =     805, | - |  |  | negative: the enum's definition in a header, no error
            RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error |  |  | near-miss: an exclusive-process GPU held by another process is the busy CUDA error, not MPS
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** Refusals a general sbatch rule reads too: the finding names the --gres-flags that were refused, with their hint. */
    @Test
    void namesTheRefusedGresFlags() throws IOException {
        for (String line : List.of(
                "sbatch: error: Invalid --gres-flags specification: one-task-per-shard",
                "sbatch: error: Invalid --gres-flags specification",
                "sbatch: error: In order to use --gres-flags=one-task-per-sharing you must also have SelectTypeParameters=MULTIPLE_SHARING_GRES_PJ in your slurm.conf",
                "sbatch: error: --gres-flags=allow-task-sharing is only used with srun.")) {
            Finding f = only(line);
            assertEquals("slurm.allocation-failed", f.code(), line);
            assertTrue(f.message().startsWith("sbatch refused its --gres-flags ("), f.message());
        }
    }
}
