package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The line torch's NCCL watchdog prints for a collective that timed out or failed when the flight recorder kept no stack of its call
 * (WorkNCCL::printTraceback, ProcessGroupNCCL 2.5-2.11, the same words in ProcessGroupXCCL): quoted alone, as support pages and forum
 * posts quote it, it still says a collective failed, so it is torch.watchdog-timeout as a fallback; beside the time-out line, a CUDA error or
 * a failed rank it adds nothing before them. Negatives: the variable's name in a job script or an export, the watchdog's "failure detected"
 * line alone, printTraceback's other header with no frame after it. Columns: the codes of the findings in order ("-": none), the host and
 * peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumPagesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.watchdog-timeout |  |  | a cloud provider's support article quoting the line a collective time-out leaves (torch 2.x ProcessGroupNCCL.cpp printTraceback)
            [rank1]:[E1218 20:27:21.484941868 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.watchdog-timeout |  |  | torch 2.6 under torchrun's [rankN]: prefix with glog's header (ProcessGroupNCCL.cpp:667)
            gpu-07: [rank12]:[E709 17:05:38.162832798 ProcessGroupNCCL.cpp:730] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.watchdog-timeout | gpu-07 |  | torch 2.7-2.11 (ProcessGroupNCCL.cpp:730) under pdsh's host prefix: names the node
            (WorkerDict pid=3490362) [rank1]:[E1118 20:32:23.957466207 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.watchdog-timeout |  |  | a Ray actor's prefix before torch's line (verl's WorkerDict)
            [rank0]:[E709 17:05:38.162555850 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=20585, OpType=ALLREDUCE, NumelIn=1259621, NumelOut=1259621, Timeout(ms)=600000) ran for 600000 milliseconds before timing out.\\n[rank0]:[E709 17:05:38.162832798 ProcessGroupNCCL.cpp:670] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.watchdog-timeout |  |  | beside the time-out line it is that one finding, not a second
            [rank3]:[E ProcessGroupNCCL.cpp:1595] [PG 0 Rank 3] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered\\n[rank3]:[E1218 20:27:21.484941868 ProcessGroupNCCL.cpp:667] Stack trace of the failed collective not found, potentially because FlightRecorder is disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value. | torch.cuda-error |  |  | a fallback: the CUDA error that failed the collective stays the only finding
            # NCCL flight recorder: 集合通信超时时把卡住的 op 和调用栈打进日志, 否则只能\\n# 看到 "Stack trace of the failed collective not found"。\\nexport TORCH_NCCL_TRACE_BUFFER_SIZE=${TORCH_NCCL_TRACE_BUFFER_SIZE:-2000} | - |  |  | negative: a job script's comment naming the line, no failure
            export TORCH_NCCL_TRACE_BUFFER_SIZE=2097152\\nexport TORCH_NCCL_DUMP_ON_TIMEOUT=1 | - |  |  | negative: the variables that turn the flight recorder on
            [rank0]:[E1213 17:24:49.082111648 ProcessGroupNCCL.cpp:2241] [PG ID 0 PG GUID 0(default_pg) Rank 0]  failure detected by watchdog at work sequence id: 716 PG status: last enqueued work: 747, last completed work: 715 | - |  |  | negative: the watchdog's header line alone stays a note
            [rank0]:[E1213 17:24:49.082137518 ProcessGroupNCCL.cpp:730] Stack trace of the failed collective: | - |  |  | negative: printTraceback's other header with no frame after it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
