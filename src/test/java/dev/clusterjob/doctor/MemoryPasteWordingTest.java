package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU and host memory failures as users paste them (issue 26): torch's caching allocator sentence in its 1.0-2.11 wordings (with and
 * without the exception's name, cut, quoted, behind launcher prefixes), HIP's, the CUDA math libraries' allocation failure status
 * (cuBLAS, cuDNN, cuSOLVER), NCCL's own device allocations ("Failed to CUDA calloc/malloc"), the CUDA runtime's and driver's out of
 * memory in other programs, and host memory: torch's DefaultCPUAllocator, numpy's Unable to allocate, the kernel's OOM killer in
 * syslog and dmesg, Slurm's oom_kill, torchrun's exitcode -9. One row per wording and release, with host names of several shapes;
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class MemoryPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 22.78 GiB. GPU 0 has a total capacity of 31.47 GiB of which 12.73 GiB is free. Including non-PyTorch memory, this process has 18.73 GiB memory in use. | torch.cuda-oom | gpu-07 |  | torch 2.2-2.11 c10/cuda/CUDACachingAllocator.cpp ("has a total capacity of", torch.OutOfMemoryError from 2.5), behind pdsh's prefix
            [rank3]: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 32.00 MiB. GPU 3 has a total capacty of 4.00 GiB of which 41.56 MiB is free. | torch.cuda-oom |  |  | torch 2.1 CUDACachingAllocator.cpp ("capacty" as 2.1 spelled it), behind torchrun's [rankN]: prefix
            node12.cluster.example.org: RuntimeError: CUDA out of memory. Tried to allocate 8.13 GiB (GPU 0; 10.76 GiB total capacity; 643.57 MiB already allocated; 8.20 GiB free; 32.43 MiB cached) | torch.cuda-oom | node12.cluster.example.org |  | torch 1.0-1.5 THCCachingAllocator ("cached"), behind pdsh's prefix
            0: RuntimeError: CUDA out of memory. Tried to allocate 236.00 MiB (GPU 0; 15.78 GiB total capacity; 14.25 GiB already allocated; 183.50 MiB free; 14.34 GiB reserved in total by PyTorch) | torch.cuda-oom |  |  | torch 1.6-1.12 CUDACachingAllocator.cpp ("reserved in total by PyTorch"), behind srun --label
            " CUDA out of memory. Tried to allocate 264.00 MiB (GPU 0; 2.00 GiB total capacity; 788.51 MiB already allocated; 145.93 MiB free; 1.02 GiB reserved in total by PyTorch)" | torch.cuda-oom |  |  | torch 1.6-1.12: the sentence alone in double quotes, as a question quotes it
            ...CUDA out of memory. Tried to allocate 30.29 GiB. GPU 0 has a total capacity of 10.74 GiB of which 3.69 GiB is free. | torch.cuda-oom |  |  | torch 2.2+: the sentence cut at its start by the user's dots
            [1,0]<stderr>:OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB (GPU 0; 6.00 GiB total capacity; 3.49 GiB already allocated; 1.04 GiB free; 3.50 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation. | torch.cuda-oom |  |  | torch 1.13-2.0 (OutOfMemoryError without its module), behind mpirun --tag-output
            torch.OutOfMemoryError: HIP out of memory. Tried to allocate 3.31 GiB. GPU 0 has a total capacity of 128.00 GiB of which 780.24 MiB is free. | torch.cuda-oom |  |  | torch 2.5+ on ROCm (hipified "HIP out of memory")
            gpu-07: RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)` | torch.cuda-oom | gpu-07 |  | torch 1.5-2.11 aten/src/ATen/cuda/Exceptions.h TORCH_CUDABLAS_CHECK (CublasHandlePool.cpp createCublasHandle), behind pdsh's prefix
            E c:\\tf_jenkins\\home\\workspace\\release-win\\device\\gpu\\os\\windows\\tensorflow\\stream_executor\\cuda\\cuda_blas.cc:372] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED | torch.cuda-oom |  |  | TensorFlow 1.x stream_executor/cuda/cuda_blas.cc "failed to create cublas handle: %s" (a Windows build's path)
            RuntimeError: CUBLAS failure 3: CUBLAS_STATUS_ALLOC_FAILED ; GPU=0 ; | torch.cuda-oom |  |  | CNTK 2.0 "CUBLAS failure %d: %s" (cublas_api.h status 3)
            RuntimeError: cuDNN error: CUDNN_STATUS_ALLOC_FAILED | torch.cuda-oom |  |  | torch 1.x aten/src/ATen/cudnn/Exceptions.h "cuDNN error: %s" with cudnn.h's allocation status
            c11efb988616:1346195:1346232 [0] include/alloc.h:105 NCCL WARN Failed to CUDA calloc 1048576 bytes | torch.cuda-oom | c11efb988616 |  | NCCL 2.12-2.18 src/include/alloc.h ncclCudaCallocDebug, alone (a container's hex host name)
            node2:24881:25568 [2] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'\\nnode2:24881:25568 [2] include/alloc.h:185 NCCL WARN Failed to CUDA calloc 10485760 bytes | torch.cuda-oom | node2 |  | NCCL 2.19-2.21 alloc.h: the CUDACHECK line, then the calloc warning
            gpu-a100-3:4242:4300 [1] include/alloc.h:240 NCCL WARN Failed to CUDA malloc 2097152 bytes | torch.cuda-oom | gpu-a100-3 |  | NCCL 2.19-2.30 src/include/alloc.h ncclCudaMallocDebug
            error CUDA error: out of memory (../../src/neural/cuda/network_cudnn.cc:442) | torch.cuda-oom |  |  | lc0 src/neural/cuda/cuda_common.h ReportCUDAErrors ("CUDA error: %s (%s:%d)" with cudaGetErrorString)
            2022-05-19 10:00:00.000000: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 17.79G (19104890880 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory | torch.cuda-oom |  |  | TensorFlow 1.x-2.x stream_executor/cuda/cuda_driver.cc DeviceAllocate
            gpu-07: RuntimeError: [enforce fail at alloc_cpu.cpp:73] . DefaultCPUAllocator: can't allocate memory: you tried to allocate 116813856768 bytes. Error code 12 (Cannot allocate memory) | slurm.oom | gpu-07 |  | torch 1.10-2.11 c10/core/impl/alloc_cpu.cpp, behind pdsh's prefix
            ```\\nRuntimeError: [enforce fail at CPUAllocator.cpp:64] . DefaultCPUAllocator: can't allocate memory: you tried to allocate 1178729664 bytes. Error code 12 (Cannot allocate memory)\\n``` | slurm.oom |  |  | torch 1.5-1.9 c10/core/CPUAllocator.cpp, in a markdown fence
            numpy.core._exceptions._ArrayMemoryError: Unable to allocate 58.0 GiB for an array with shape (176351, 176460) and data type uint16 | slurm.oom |  |  | numpy 1.20-1.26 _ArrayMemoryError
            MemoryError: Unable to allocate 2.05 GiB for an array with shape (501, 550174) and data type float64 | slurm.oom |  |  | numpy 1.18+ as an issue title quotes it (MemoryError, its base class)
            May 15 23:09:30 ubuntu-s-1vcpu-2gb-ams3-01 kernel: [  518.050606] Out of memory: Killed process 15784 (python3) total-vm:11964kB, anon-rss:4288kB, file-rss:3028kB, shmem-rss:0kB | slurm.oom | ubuntu-s-1vcpu-2gb-ams3-01 |  | Linux 5.x mm/oom_kill.c in syslog (the host before "kernel:")
            [Sun Mar 30 08:24:00 2025] Out of memory: Killed process 7899 (python) total-vm:26,184,840kB, anon-rss:153,700,88kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:38964kB oom_score_adj:0 | slurm.oom |  |  | Linux 5.x oom_kill.c as dmesg -T prints it, numbers with separators as pasted
            E0325 20:57:27.620000 2606 site-packages/torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 5 (pid: 2630) of binary: /root/miniconda3/bin/python | torch.child-failed |  |  | torch 2.2-2.11 elastic multiprocessing/api.py, the first worker killed by SIGKILL
            torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: 0 (pid: 14447) of binary: | torch.child-failed |  |  | torch 2.1 elastic api's logger prefix, the binary's path cut by the paste
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
