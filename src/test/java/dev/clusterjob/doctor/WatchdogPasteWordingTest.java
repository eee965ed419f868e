package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch's NCCL watchdog as users paste it: the time-out exception seen only by its backtrace (WorkNCCL::checkTimeout,
 * 2.2-2.11: c10::Error's "Exception raised from checkTimeout at" header and the checkTimeout frame), a fallback that the watchdog's own
 * "Watchdog caught collective operation timeout" line hides; the watchdog's loop frame alone (it also carries NCCL errors) is no
 * finding. One row per wording and release, with prefixes of several shapes; the codes of the findings in order ("-": none), the host
 * and peer of the first. {@code \n} in a row is a line break.
 */
class WatchdogPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:565 (most recent call first): | torch.watchdog-timeout |  |  | torch 2.3 c10::Error's backtrace header for WorkNCCL::checkTimeout
            11: Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call first): | torch.watchdog-timeout |  |  | torch 2.6 the same behind srun --label
            frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x1554e9e0f8f2 in /opt/env/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so) | torch.watchdog-timeout |  |  | torch 2.4 the checkTimeout frame of the watchdog's backtrace
            gpu-07: Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most recent call first): | torch.watchdog-timeout | gpu-07 |  | torch 2.4 the header behind pdsh's prefix
            node12.cluster.example.org: frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x2b4 (0x7f83a09fec74 in /venv/lib64/python3.11/site-packages/torch/lib/libtorch_cuda.so) | torch.watchdog-timeout | node12.cluster.example.org |  | torch 2.6 the frame behind a fully qualified host prefix
            (WorkerDict pid=63294, ip=10.41.0.8) Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:632 (most recent call first): | torch.watchdog-timeout | 10.41.0.8 |  | torch 2.6 under a Ray worker (the prefix's address is the host)
            frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x1554e9e16333 in /opt/env/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so) | - |  |  | torch 2.4 the watchdog's loop frame alone: also under an NCCL error, not a time-out
            [rank0]:[E ProcessGroupNCCL.cpp:563] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=12, OpType=ALLGATHER, NumelIn=64, NumelOut=256, Timeout(ms)=600000) ran for 600004 milliseconds before timing out.\\n[rank0]:[E ProcessGroupNCCL.cpp:577] [Rank 0] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.\\n[rank0]:[E ProcessGroupNCCL.cpp:583] [Rank 0] To avoid data inconsistency, we are taking the entire process down. | torch.watchdog-timeout |  |  | torch 2.3: with the watchdog's own line the fallback stays hidden (one finding, the collective's)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
