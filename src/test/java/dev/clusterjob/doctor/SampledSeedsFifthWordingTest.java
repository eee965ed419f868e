package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from the seeds' case sampled again with a user's searches (issue 26: LLaMA-Factory, ms-swift, accelerate and torchrun
 * going multi-node, 2025-2026 threads), read from the programs' format strings. torch's heartbeat monitor exits with
 * {@code "ProcessGroupNCCL's watchdog got stuck for %d seconds without making progress in monitoring enqueued collectives."}; an
 * article quotes it only up to its seconds, and the class name before it still says whose watchdog it is:
 * {@code torch.watchdog-timeout}. The same words without the class name and without the tail are anyone's watchdog and stay
 * healthy. Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledSeedsFifthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            当使用LLaMA-Factory进行多机多卡训练时,系统报告了"NCCL心跳监控超时"的错误。具体表现为某些节点启动较快,而其他节点启动较慢,导致快速启动的节点等待超时。错误日志中显示"ProcessGroupNCCL's watchdog got stuck for 600 seconds",表明NCCL的心跳监控机制检测到通信异常。 | torch.watchdog-timeout |  |  | the real sentence (blog.gitcode.com 0eab8af2, a LLaMA-Factory multi-node run): the message quoted up to its seconds
            ProcessGroupNCCL's watchdog got stuck for 480 seconds | torch.watchdog-timeout |  |  | the message's head as the format string writes it, quoted alone (torch 2.4+'s 480 s default)
            [rank2]:[F1111 11:06:19.548994264 ProcessGroupNCCL.cpp:1870] [PG ID 0 PG GUID 0(default_pg) Rank 2] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives. | torch.watchdog-timeout |  |  | the whole line as torch 2.6+ logs it, composed from the format strings
            [PG 5 Rank 0] ProcessGroupNCCL's watchdog got stuck for 600 seconds without making progress in monitoring enqueued collectives. | torch.watchdog-timeout |  |  | torch 2.2's logPrefix, composed from the format string
            the job's own watchdog got stuck for 30 seconds while the disk was slow | - |  |  | negative: another program's watchdog, neither torch's class name nor its tail
            export TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC=1200 | - |  |  | negative: the article's advice, a setting with no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
