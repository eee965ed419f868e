package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failure wordings as Chinese-language posts paste them: the projects' own format strings with realistic values,
 * inside a Chinese sentence or title (the error glued to the words before it, a full-width comma, colon or full stop after it,
 * full-width quotes or brackets around it), behind a reader's decorations (a log viewer's [NNNN] line number, a stray backtick of an
 * inline code span, an MPI launcher's "HOST: ") and split over lines the way a forum reformats a one-line message. One row per
 * wording; {@code \n} in a row is a line break. The real posts are in the open corpus (realworld/doctor, index.tsv's doc27 block).
 */
class ZhPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            进行8卡训练，报错torch.cuda.OutOfMemoryError: CUDA out of memory，详细错误见： | torch.cuda-oom | | | torch 2.0 CUDACachingAllocator "CUDA out of memory." with the user's full-width comma for its full stop (InternLM#186)
            报错：RuntimeError: CUDA out of memory。 | torch.cuda-oom | | | torch 1.x "CUDA out of memory." ended by an ideographic full stop
            运行微调时报错“torch.cuda.OutOfMemoryError: CUDA out of memory. ” | torch.cuda-oom | | | the 2.1+ message's head between full-width quotes in a title (360zhinao#11)
            训练了一段时间出现Watchdog caught collective operation timeout: | torch.watchdog-timeout | | | ProcessGroupNCCL "Watchdog caught collective operation timeout: " << WorkNCCL: a title keeps the words up to the colon (LlamaFactory#8261)
            两台机器一直报“Watchdog caught collective operation timeout”。 | torch.watchdog-timeout | | | the same words quoted with full-width quotes, no WorkNCCL after them
            训练结束，没有再出现 Watchdog caught collective operation timeout 的问题了 | - | | | the words named in a sentence that says it did not happen: not a report
            一直报“[rank1]:[E ProcessGroupNCCL.cpp:523] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600906 milliseconds before timing out.” | torch.watchdog-timeout | | | torch 2.2 ProcessGroupNCCL.cpp:523 between full-width quotes (ms-swift#429's line)
            `[rank3]:[E1113 14:07:50.955124402 ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=335, OpType=BROADCAST, NumelIn=67895296, NumelOut=67895296, Timeout(ms)=600000) ran for 600008 milliseconds before timing out. | torch.watchdog-timeout | | | torch 2.5 ProcessGroupNCCL.cpp:616 after an inline code span's opening backtick (ms-swift#2443)
            [1763] [rank5]:[E602 11:17:52.185053341 ProcessGroupNCCL.cpp:632] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800013 milliseconds before timing out. | torch.watchdog-timeout | | | torch 2.6 ProcessGroupNCCL.cpp:632 behind a log viewer's "[NNNN] " line number (LlamaFactory#8261's viewer)
            mpi-rc1ou1aw-launcher: [rank1]:[E ProcessGroupNCCL.cpp:1414] [PG 1 Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=635, OpType=ALLREDUCE, NumelIn=576156928, NumelOut=576156928, Timeout(ms)=600000) ran for 600085 milliseconds before timing out. | torch.watchdog-timeout | mpi-rc1ou1aw-launcher | | torch 2.3 ProcessGroupNCCL.cpp:1414 behind an MPI launcher's "HOST: " (LlamaFactory#5558)
            megatron sft训练时，socketPollConnect: connect to 169.254.20.10<52597> returned Connection refused | nccl.socket-connect-failed | | 169.254.20.10 | NCCL 2.2x misc/socket.cc "socketPollConnect: connect to %s returned %s, exceeded error retry count after %d attempts" cut by a title after the reason (ms-swift#8043)
            从节点报错：socketPollConnect: connect to 10.1.2.3<29500> returned Connection refused，请问怎么解决？ | nccl.socket-connect-failed | | 10.1.2.3 | the same, a full-width comma and the question after the reason
            n5:1183664:1184669 [0] misc/socket.cc:538 NCCL WARN socketPollConnect: connect to 10.1.2.3<40935> returned Connection refused, exceeded error retry count after 35 attempts | nccl.socket-connect-failed | n5 | 10.1.2.3 | the whole line as NCCL 2.2x writes it: still one finding
            报错如下：gpu-07:8969:8969 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.37.12.78<46417> failed : Software caused connection abort | nccl.socket-connect-failed | gpu-07 | 10.37.12.78 | NCCL 2.2x misc/socket.cc "%s: Connect to %s failed : %s" after the user's words and a full-width colon (blog.gitcode.com's vLLM article)
            日志里有：node12.cluster.example.org:1:2 [3] NCCL WARN NET/IB : Got completion from peer 10.1.2.4<53475> with status=5 opcode=32577 len=0 vendor err 249 (Send) localGid ::ffff:10.1.2.3 remoteGids::ffff:10.1.2.4 hca mlx5_bond_1 | nccl.ib-completion-error | node12.cluster.example.org | 10.1.2.4 | NCCL 2.21 net_ib.cc "NET/IB : Got completion from peer %s with status=%d ..." after the user's words
            RuntimeError: The server socket has failed to listen on any local network address.\\nport: 29500\\nuseIpv6: 0\\ncode: -98\\nname: EADDRINUSE\\nmessage: address already in use | torch.master-port-in-use | | | torch 2.4+ socket.cpp "The server socket has failed to listen on any local network address. port: {}, useIpv6: {}, code: {}, name: {}, message: {}" with its fields on lines of their own, as a forum page shows it (developer.metax-tech.com)
            RuntimeError: The server socket has failed to listen on any local network address.\\nport: 29500\\nuseIpv6: 0\\ncode: -99\\nname: EADDRNOTAVAIL\\nmessage: cannot assign requested address | torch.exception | | | the same block for another error (EADDRNOTAVAIL, code -99): not a port in use, only the bare exception, and no field name read as a host
            torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use | torch.master-port-in-use | | | the same on one line, as torch writes it
            [W228 18:45:15.741177013 socket.cpp:487] [c10d] waitForInput: socket SocketImpl(fd=11, addr=[gpu-07]:38674, remote=[::ffff:33.148.62.162]:23456) timed out after 900000ms | torch.rendezvous-timeout | gpu-07 | 33.148.62.162 | torch 2.5-2.6 socket.cpp "waitForInput: socket {} timed out after {}ms": a store read nothing answered (ms-swift#3343)
            报错：torch.distributed.DistNetworkError: The client socket has timed out after 1800000ms while trying to connect to (10.1.2.3, 29500)。 | torch.rendezvous-timeout | | 10.1.2.3 | torch 2.x socket.cpp "... while trying to connect to ({}, {})." with an ideographic full stop
            subprocess.CalledProcessError: Command '['/home/u/.conda/envs/u2pl/bin/python', '-u', 'train_semi.py', '--local_rank=1', '--config=config.yaml']' returned non-zero exit status 1. | torch.child-failed | | | torch 1.x torch/distributed/launch.py sigkill_handler "raise subprocess.CalledProcessError(returncode=last_return_code, cmd=cmd)"
            subprocess.CalledProcessError: Command '['/home/---/.conda/envs/u2pl/bin/python', '-u', '../../../../train_semi.py', '--local_rank=1', '--config=config.yaml', '--seed', '2', '--port', '21350'] | torch.child-failed | | | the same cut after the command (U2PL#62)
            subprocess.CalledProcessError: Command '['/usr/bin/python', '-u', 'train.py', '--local_rank=0']' died with <Signals.SIGKILL: 9>. | torch.child-failed | | | the same when a signal ended the rank (Python's CalledProcessError.__str__ for a negative return code)
            subprocess.CalledProcessError: Command 'ssh -o PasswordAuthentication=no 192.168.3.100 hostname' returned non-zero exit status 255. | ssh.failed | 192.168.3.100 | | DeepSpeed runner.py's ssh check: not a rank (no --local_rank), ssh's own finding
            Root Cause (first observed failure)：\\n[0]:\\n  time      : 2024-06-07_10:49:21\\n  host      : DESKTOP-HL8N0FI.lan\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 6972) | torch.child-failed | DESKTOP-HL8N0FI.lan | | torch elastic's report with a full-width colon after its heading (GLM-4#97's host)
            有人报这个错吗 怎么解决呀 网上查了好久都没有 RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:518, unhandled system error, NCCL version 2.4.8 | nccl.system-error | | | torch 1.x ProcessGroupNCCL "NCCL error in: %s:%d, %s, NCCL version %s" after a question in a title (deep-learning-for-image-processing#545)
            你好，运行多个GPU的时候报错\\nRuntimeError: NCCL Error 2: unhandled system error。 | nccl.system-error | | | torch 1.x nccl.h "NCCL Error %d: %s" with an ideographic full stop glued to it (ROMP#80)
            多卡执行finetune报错：Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 1a000 | nccl.duplicate-gpu | | | NCCL init.cc "Duplicate GPU detected : rank %d and rank %d both on CUDA device %lx" after a Chinese heading (ChatGLM-Tuning#22)
            chatglm3-6b 用DeepSpeed微调报错exits with return code = -7，但用单卡微调没问题。 | deepspeed.rank-exit | | | DeepSpeed launch.py sigkill_handler "{cmd} exits with return code = {code}" in a title, a full-width comma after it (LlamaFactory#2061)
            srun: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": No such file or directory | slurm.munge | | | Slurm auth/munge "Munge encode failed: %s" with munge's socket error (OpenPVSG#17)
            训练时偶尔报错：RuntimeError: CUDA error: an illegal memory access was encountered。 | torch.cuda-error | | | torch c10 CUDA check "CUDA error: %s" with an ideographic full stop
            我设置了 NCCL_SOCKET_IFNAME=bond0 NCCL_IB_HCA=mlx5_0,mlx5_1 之后就能正常训练了 | - | | | the fix described in prose: no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
