package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A node's own set-up inside containers and on one host, as users paste it (issue 26): a SIGBUS that UCX's signal handler reports
 * with NCCL's frames in its backtrace (NCCL's /dev/shm segments), torch's MapAllocator refusing a shared-memory file, the shell's
 * "Bus error" quoted beside a DataLoader or shared memory, the CUDA runtime's peer-access error quoted anywhere, and a Ray actor whose
 * name holds colons naming the node of the error after it. One row per wording and release, with host names of several shapes; the
 * codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class NcclNodeSetupPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [gpu-07:12345:0:12399] Caught signal 7 (Bus error: nonexistent physical address)\\n==== backtrace (tid:  12399) ====\\n 0 0x0000000000043090 killpg()  ???:0\\n 1 0x000000000018bb41 __nss_database_lookup()  ???:0\\n 2 0x000000000006f425 ncclShmOpen()  /build/nccl/src/misc/shmutils.cc:52 | nccl.shm-failed | gpu-07 |  | UCX 1.0-1.19 debug.c "Caught signal %d (%s: %s%s)" behind log.c's "[%s:%-5d:%d:%d] ", over NCCL 2.12-2.19 misc/shmutils.cc ncclShmOpen
            [node12.cluster.example.org:4021 :0:4090] Caught signal 7 (Bus error: nonexistent physical address)\\n==== backtrace (tid:   4090) ====\\n 0 0x00000000000143c0 __funlockfile()  ???:0\\n 1 0x000000000018ba51 __nss_database_lookup()  ???:0\\n 2 0x0000000000068d6c ncclGroupEnd()  ???:0\\n 3 0x000000000005de2d ncclGroupEnd()  ???:0 | nccl.shm-failed | node12.cluster.example.org |  | the same with the pid padded by %-5d and a stripped libnccl (its nearest exported symbol, ncclGroupEnd)
            Caught signal 7 (Bus error: nonexistent physical address)\\n\\n```bash\\n=================================\\n==== backtrace (tid:   3357) ====\\n 0 0x0000000000043090 killpg()  ???:0\\n 1 0x000000000018bb41 __nss_database_lookup()  ???:0\\n 2 0x0000000000074322 shmRecvSetup()  /build/nccl/src/transport/shm.cc:110 | nccl.shm-failed |  |  | an issue title quoting UCX's line without its prefix, the backtrace in a code block (NCCL 2.1x transport/shm.cc shmRecvSetup)
            [10.1.2.3:777  :0:777] Caught signal 7 (Bus error: nonexistent physical address)\\n==== backtrace (tid:    777) ====\\n 0 0x0000000000043090 killpg()  ???:0\\n 1 0x00000000000a1b2c copy_rows()  /app/src/copy.c:42 | mpi.process-failed | 10.1.2.3 |  | the same signal with the program's own frames, not NCCL's: UCX's crash report stays the finding
            RuntimeError: unable to allocate shared memory(shm) for file </torch_287_129298167_2>: Success (0) | torch.dataloader-shm |  |  | torch 2.1-2.11 aten/src/ATen/MapAllocator.cpp: "unable to allocate shared memory(shm) for file <%s>: %s (%d)" after posix_fallocate
            gpu-07: RuntimeError: unable to allocate shared memory(shm) for file </torch_43012_1954506624_0>: No space left on device (28) | torch.dataloader-shm | gpu-07 |  | the same with ENOSPC, behind pdsh's prefix (not a full disk: fs.no-space leaves torch's files alone)
            RuntimeError: unable to allocate shared memory(shm) for file\\n</torch_1140157_3143461634_13983>: Success (0) | torch.dataloader-shm |  |  | the same wrapped before the file's name, as a report quotes it
            0: RuntimeError: unable to allocate shared memory(shm) for file </torch_9_1_2>: Resource temporarily unavailable (11) | torch.dataloader-shm |  |  | the same with EAGAIN, behind srun --label
            I was getting an error something like, "Bus error (core dumped) model share memory". | torch.dataloader-shm |  |  | bash strsignal(SIGBUS) "Bus error" + " (core dumped)" quoted in a sentence with the words shared memory retyped
            The DataLoader crashed with Bus error / No space left on device due to the default /dev/shm limit (64 MB). | torch.dataloader-shm |  |  | the same in prose, beside a DataLoader and /dev/shm
            node12.cluster.example.org: Bus error (core dumped) while the workers used /dev/shm | torch.dataloader-shm | node12.cluster.example.org |  | the same behind pdsh's prefix, a fully qualified host
            error: peer access is not supported between these two device | torch.cuda-error |  |  | CUDA 8-13 cudaGetErrorString(cudaErrorPeerAccessUnsupported) as an issue title retypes it, cut before its last letter
            I tried run llama3-70B, raise the error `peer access is not supported between these two devices` | torch.cuda-error |  |  | the same runtime string in backticks inside a sentence
            (RayWorkerWrapper pid=1890, ip=10.41.0.8) Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:307 'peer access is not supported between these two devices' | torch.cuda-error | 10.41.0.8 |  | a custom all-reduce's CUDACHECK quoting the same string in a Ray worker's output (the prefix's address is the host)
            The actor died because of an error raised in its creation task, ray::RayTest:0:RayCOMMTester.__init__() (pid=2310, ip=10.60.21.152, actor_id=b75b31ef, repr=<x>)\\ntorch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3699, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.28.9\\nncclUnhandledCudaError: Call to CUDA function failed.\\nLast error:\\nCuda failure 217 'peer access is not supported between these two devices' | torch.cuda-error,ray.actor-died | 10.60.21.152 |  | Ray 2.x exceptions.py ActorDiedError with a named actor's "ray::NAME:INDEX:CLASS.__init__()" (colons in the name), NCCL 2.28 Last error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
