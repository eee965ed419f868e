package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Hangs and time-outs across ranks, the report of the rank that stalled first: torch_npu's own watchdog over an HCCL
 * collective (ProcessGroupHCCL: the watchdog's line, its thread's exit, the blocking wait), which doctor read as torch's NCCL watchdog
 * before; and, as controls, torch's NCCL watchdog wordings of the same batch (the time-out line behind a time stamp, the dump signal
 * another rank sent, a title that quotes only the words) that keep their code. One row per wording and release, with host names of
 * several shapes in the launcher prefixes; the codes of the findings in order, the host and peer of the first. {@code \n} is a line break.
 */
class HangFirstRankWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [E compiler_depend.ts:421] [Rank 5] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=11, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600196 milliseconds before timing out. | hccl.exec-timeout |  |  | torch_npu 2.1 ProcessGroupHCCL.cpp WorkHCCL::checkTimeout, operator<< without the sizes, through c10's LOG (compiler_depend.ts)
            [rank1]:[E324 13:00:25.428029551 compiler_depend.ts:574] [Rank 1] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=196, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=3600000) ran for 3600185 milliseconds before timing out. | hccl.exec-timeout |  |  | torch_npu 2.x operator<< with NumelIn/NumelOut, behind torchrun's [rankN]: prefix
            npu-node-03: [E compiler_depend.ts:805] [Rank 5] HCCL watchdog thread terminated with exception: [Rank 5] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=11, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1800021 milliseconds before timing out. | hccl.exec-timeout | npu-node-03 |  | torch_npu 2.1 hcclCommWatchdog's exit line carrying the time-out, behind pdsh's prefix
            10.20.30.41: [E ProcessGroupHCCL.cpp:512] [Rank 3] Work WorkHCCL(SeqNum=42, OpType=ALLGATHER, Timeout(ms)=600000) timed out in blocking wait (HCCL_BLOCKING_WAIT=1). | hccl.exec-timeout | 10.20.30.41 |  | torch_npu 1.11-2.x WorkHCCL::synchronizeInternal under HCCL_BLOCKING_WAIT=1, behind a prefix that is an address
            node12.cluster.example.org: 训练时报错 Watchdog caught collective operation timeout: WorkHCCL(SeqNum=7, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600100 milliseconds before timing out. | hccl.exec-timeout | node12.cluster.example.org |  | the torch_npu line quoted inside a Chinese sentence, behind a fully qualified host's prefix
            [rank0]:[E624 09:29:06.968323585 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=54, OpType=ALLREDUCE, NumelIn=6572160, NumelOut=6572160, Timeout(ms)=600000) ran for 600011 milliseconds before timing out. | torch.watchdog-timeout |  |  | control: torch 2.5 ProcessGroupNCCL.cpp checkTimeout keeps its code
            2025-06-24 17:29:21  [rank0]:[E624 09:29:21.005912011 ProcessGroupNCCL.cpp:1834] [PG ID 0 PG GUID 0(default_pg) Rank 0] Timeout at NCCL work: 54, last enqueued NCCL work: 84, last completed NCCL work: 53. | torch.watchdog-timeout |  |  | control: torch 2.5 "Timeout at NCCL work" behind a time stamp
            gpu-st-p5-12: [rank0]:[E804 23:05:54.817424543 ProcessGroupNCCL.cpp:1914] [PG ID 0 PG GUID 0(default_pg) Rank 0] Received a dump signal due to a collective timeout from  rank 13 and we will try our best to dump the debug info. Last enqueued NCCL work: 1261, last completed NCCL work: 1259. | torch.watchdog-timeout | gpu-st-p5-12 |  | control: torch 2.6-2.10 the dump signal from another rank (two blanks before "rank"), behind pdsh's prefix
            训练了一段时间出现Watchdog caught collective operation timeout: | torch.watchdog-timeout |  |  | control: a title that quotes only the words up to the colon keeps torch's code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
