package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node training failures as Chinese-language issues and posts quote them (issue 26, a second batch of such pastes): torch's
 * CUDA out-of-memory exception cut after its first words (a title with no period, the user's own words after it, a full-width colon
 * before it), NCCL's IB completion WARN shortened to its status in a title or sentence, and the wordings of the batch that doctor read
 * at first sight (a Ray worker's TCPStore retry, dash's "not found" inside quotes, a watchdog message cut in a title, the store's broken
 * pipe in backticks) kept as rows so they stay read. One row per wording and release, with host names of several shapes; the codes of
 * the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class ChinesePostsPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: CUDA out of memory | torch.cuda-oom |  |  | torch 1.x c10/cuda/CUDACachingAllocator.cpp "CUDA out of memory. Tried to allocate ..." quoted in an issue title without its period and the rest
            RuntimeError: CUDA out of memory\\n我使用4个3090GPU训练，设置batchsize为2，仍然会报显存不够的错 | torch.cuda-oom |  |  | the same title with the user's Chinese question on the next line (a paste may join the two)
            报错：torch.OutOfMemoryError: CUDA out of memory | torch.cuda-oom |  |  | torch 2.5+ torch.OutOfMemoryError after Chinese and a full-width colon, cut after the first words
            多机多卡训练出现：torch.cuda.OutOfMemoryError: CUDA out of memory. | torch.cuda-oom |  |  | torch 2.0-2.4 torch.cuda.OutOfMemoryError in a title, cut after the period
            gpu-07: torch.cuda.OutOfMemoryError: CUDA out of memory 显存不够 | torch.cuda-oom | gpu-07 |  | the same without the period and with Chinese after it, behind pdsh's prefix
            [rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.02 GiB. GPU 1 has a total capacity of 79.33 GiB of which 923.69 MiB is free. | torch.cuda-oom |  |  | torch 2.1+ full wording behind torchrun's [rankN]: prefix (still read as before)
            Distributed model training with nccl error：NCCL WARN NET/IB Got completion error 12 | nccl.ib-completion-error |  |  | NCCL 2.10-2.17 net_ib.cc "NET/IB : Got completion from peer %s with error %d, ..." shortened to its status in an issue title, after a full-width colon
            NET/IB : Got completion with error 12 | nccl.ib-completion-error |  |  | NCCL 2.2-2.9 net_ib.cc "NET/IB : Got completion with error %d, opcode %d, len %d, vendor err %d" quoted without the fields
            训练时报错 NET/IB: Got completion error 5，请问怎么解决 | nccl.ib-completion-error |  |  | NCCL 2.21+ "NET/IB: Got completion from peer ..." shortened inside a Chinese sentence, full-width comma after it
            gpu-07:1234:5678 [0] transport/net_ib.cc:1033 NCCL WARN NET/IB : Got completion from peer 10.0.0.2<50312> with error 12, opcode 0, len 0, vendor err 129 | nccl.ib-completion-error | gpu-07 | 10.0.0.2 | NCCL 2.10-2.17 full WARN with its host prefix (the full rule, not the shortened one, reads it)
            (WorkerDict pid=3577, ip=172.16.30.243) [W708 21:17:02.529565424 TCPStore.cpp:358] [c10d] TCP client failed to connect/validate to host 172.16.31.168:37991 - retrying (try=0, timeout=720000ms, delay=85752ms): The client socket has timed out after 720000ms while trying to connect to (172.16.31.168, 37991). | torch.rendezvous-timeout | 172.16.30.243 | 172.16.31.168 | torch 2.6+ TCPStore.cpp's retry line in a Ray worker's output (the prefix's address is the host)
            thanks for you greatful work! When i sh train.sh, there are "train.sh: 1: srun: not found\\n". How can i solve it? | launch.command-not-found |  |  | dash "%s: %d: %s: not found" inside the user's double quotes, the closing quote on the next line
            💡 [REQUEST]微调进度100%后报错 Watchdog caught collective operation timeout: WorkNCCL | torch.watchdog-timeout |  |  | torch 1.13-2.x ProcessGroupNCCL watchdog message cut after WorkNCCL in a title with an emoji and a tag
            用zero2报`RuntimeError: [5] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Broken pipe. This may indicate a possible application crash on rank 0 or a network set up issue.\\n` | torch.store-failed |  |  | torch 2.0-2.1 ProcessGroupNCCL broadcastUniqueNCCLID's store error in backticks, the closing one on the next line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
