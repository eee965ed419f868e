package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The failure wordings of the 2025-11..2026 releases, a second batch (issue 26): NCCL 2.30.7's debug.cc, which puts the function after
 * FILE:LINE in a WARN's header ("[%d] %s:%d (%s) NCCL WARN %s") and checks.h's error trace through INFO_LOC ("%s:%d (%s) -> %d"); the WARNs of
 * NCCL's API structs set up without their initializer macro (init.cc 2.14-2.30, group.cc 2.19-2.30, dev_runtime.cc 2.29-2.30) and of the
 * symmetric-memory address space (allocator.cc 2.28-2.30), also with the header left out; torch 2.6-2.11's watchdog lines for a failed
 * collective without the time-out line (Watchdog::runLoop's "failure detected by watchdog", WorkNCCL::printTraceback's flight recorder
 * stack); torch 2.8-2.11's AcceleratorError with its "Search for `cudaError...'" line; CUDA 13 wheels on older drivers and GPUs. One row per
 * wording and release, instantiated with host names of several shapes; the codes of the findings in order ("-": none), the host and peer
 * of the first. {@code \n} in a row is a line break.
 */
class NewReleaseSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07:1234:1290 [0] misc/socket.cc:46 (socketProgressOpt) NCCL WARN socketProgressOpt: Call to recv from 10.1.2.5<52905> failed : Connection reset by peer | nccl.socket-error | gpu-07 | 10.1.2.5 | NCCL 2.30.7 debug.cc WARN header "[%d] %s:%d (%s) NCCL WARN %s" (the function after FILE:LINE), misc/socket.cc socketProgressOpt
            [2026-03-15 10:00:00] node12.cluster.example.org:88:99 [3] transport/nvls.cc:57 (nvlsGroupCreate) NCCL WARN Cuda failure 800 'operation not permitted' | nccl.nvls-failed | node12.cluster.example.org |  | NCCL 2.30.7 transport/nvls.cc CUCHECK "Cuda failure %d '%s'" under the 2.30.7 header, after NCCL_DEBUG_TIMESTAMP_FORMAT's default date
            [2026-03-15 10:00:00] gpu-server320 [5] misc/socket.cc:46 (socketProgressOpt) NCCL WARN socketProgressOpt: Call to send to 10.44.137.149<52905> failed : Connection reset by peer | nccl.socket-error | gpu-server320 | 10.44.137.149 | the 2.30.7 header with its pid and tid left out by the poster: the host before "[dev] FILE:LINE (FUNC) NCCL WARN"
            10.1.2.3:4410:4460 [2] NCCL INFO transport/net.cc:1137 (netRecvConnect) -> 3 | nccl.error-trace | 10.1.2.3 |  | NCCL 2.30.7 include/checks.h NCCLCHECK through INFO_LOC "%s:%d (%s) -> %d", a node named by its address
            gpu-07:1234:1290 [0] NCCL INFO transport/net.cc:1137 -> 3 | nccl.error-trace | gpu-07 |  | NCCL 2.4-2.30.4 include/checks.h "%s:%d -> %d" (no function): the older shape still read
            NCCL WARN Cannot create device communicator: ncclDevCommRequirements_t argument must be initialized via NCCL_DEV_COMM_REQUIREMENTS_INITIALIZER | nccl.warn |  |  | NCCL 2.29-2.30 src/dev_runtime.cc ncclDevCommCreate, quoted without NCCL's header (DeepEP's NCCL backend built against another nccl.h)
            gpu-07:1234:1290 [0] dev_runtime.cc:1507 (ncclDevCommCreate) NCCL WARN Cannot create device communicator: ncclDevCommRequirements_t argument must be initialized via NCCL_DEV_COMM_REQUIREMENTS_INITIALIZER | nccl.warn | gpu-07 |  | NCCL 2.30.7 src/dev_runtime.cc ncclDevCommCreate under the 2.30.7 header
            node12:88:99 [3] dev_runtime.cc:1467 NCCL WARN Cannot get communicator properties: ncclCommProperties_t argument must be initialized via NCCL_COMM_PROPERTIES_INITIALIZER | nccl.warn | node12 |  | NCCL 2.29 src/dev_runtime.cc ncclCommQueryProperties
            0: gpu-07:1234:1290 [0] init.cc:2265 NCCL WARN ncclConfig_t argument not initialized via NCCL_CONFIG_INITIALIZER | nccl.warn | gpu-07 |  | NCCL 2.14-2.30 src/init.cc ncclCommInitRankConfig, behind srun --label
            h100-28:238:1219 [0] group.cc:797 NCCL WARN ncclSimInfo_t argument not initialized via NCCL_SIM_INFO_INITIALIZER | nccl.warn | h100-28 |  | NCCL 2.19-2.30 src/group.cc ncclGroupSimulateEnd
            h100-28:238:1219 [0] nccl/src/allocator.cc:229 (ncclSpaceAlloc) NCCL WARN Allocation failed. No suitable space found to accommodate size=0x2171600000 within limit=0x2d00000000 | nccl.warn | h100-28 |  | NCCL 2.30.7 src/allocator.cc ncclSpaceAlloc (symmetric-memory windows over NCCL_WIN_STRIDE) under the 2.30.7 header
            10.1.2.3:44:55 [1] allocator.cc:218 NCCL WARN Allocation failed. No suitable space found to accommodate size=0x40000000 within limit=0x2000000000\\n10.1.2.3:44:55 [1] NCCL INFO dev_runtime.cc:530 -> 3 | nccl.warn | 10.1.2.3 |  | NCCL 2.28 src/allocator.cc ncclSpaceAlloc, its error trace after it (a consequence, not a second finding)
            [0] nccl/src/allocator.cc:229 (ncclSpaceAlloc) NCCL WARN Allocation failed. No suitable space found to accommodate size=0x2171600000 within limit=0x2d00000000\\n[0] NCCL INFO nccl/src/dev_runtime.cc:602 (symMemoryObtain) -> 3 | nccl.warn |  |  | NCCL 2.30.7 with the header's host, pid and tid left out by the poster (NVIDIA/nccl issue 2331's shape)
            NCCL WARN NET/Plugin: some words this table does not know | nccl.warn |  |  | NCCL's WARN quoted without its header: the fallback still names it (a warning)
            [rank3]:[E508 07:35:59.440171617 ProcessGroupNCCL.cpp:733] Stack trace of the failed collective: \\n#0 broadcast from /usr/local/lib/python3.12/dist-packages/torch/distributed/distributed_c10d.py:2968 | torch.watchdog-timeout |  |  | torch 2.6-2.11 WorkNCCL::printTraceback "Stack trace of the failed collective: \\n" with the flight recorder's frames, the time-out line cut away
            node12.cluster.example.org: [rank3]:[E508 07:35:59.440171617 ProcessGroupNCCL.cpp:733] Stack trace of the failed collective: \\nnode12.cluster.example.org: #0 all_reduce from /opt/conda/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py:2950 | torch.watchdog-timeout | node12.cluster.example.org |  | the same behind pdsh's prefix on both lines: the host named
            [rank3]:[E508 07:35:59.440171617 ProcessGroupNCCL.cpp:733] Stack trace of the failed collective:  | - |  |  | the stack's header with no frame after it (cut, or the symbolizer timed out): a note, as the watchdog's other lines alone are (DesyncWordingTest)
            [rank0]:[E709 17:05:38.162555850 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=20585, OpType=ALLREDUCE, NumelIn=1259621, NumelOut=1259621, Timeout(ms)=600000) ran for 600000 milliseconds before timing out.\\n[rank0]:[E709 17:05:38.162814866 ProcessGroupNCCL.cpp:2271] [PG ID 0 PG GUID 0(default_pg) Rank 0]  failure detected by watchdog at work sequence id: 20585 PG status: last enqueued work: 20589, last completed work: 20584 | torch.watchdog-timeout |  |  | the same lines after the time-out line: one finding, the time-out's
            torch.AcceleratorError: CUDA error: an illegal memory access was encountered\\nSearch for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. | torch.cuda-error |  |  | torch 2.8-2.11 c10/cuda/CUDAException.cpp: AcceleratorError and its "Search for `%s' in ..." line
            gpu-07: [rank2]: torch.AcceleratorError: CUDA error: device-side assert triggered | torch.cuda-error | gpu-07 |  | torch 2.8-2.11 AcceleratorError for a device-side assert, behind pdsh's and torchrun's prefixes
            4070GPU 12G显存一直提示torch.AcceleratorError: CUDA error: out of memory | torch.cuda-oom |  |  | torch 2.8-2.11 AcceleratorError for cudaErrorMemoryAllocation inside a Chinese sentence (a title)
            /opt/conda/lib/python3.12/site-packages/torch/cuda/__init__.py:182: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 12080). | cuda.version-mismatch |  |  | torch 2.9-2.11 cu130 wheels on a driver for CUDA 12.8 (c10/cuda/CUDAFunctions.cpp)
            NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation. | cuda.version-mismatch |  |  | torch/cuda/__init__.py _check_capability: a wheel built without the GPU's architecture (Blackwell under a cu126 build)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
