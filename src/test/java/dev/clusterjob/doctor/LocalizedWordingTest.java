package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wordings of logs as Chinese-speaking teams paste them (issue 26, third round, doc3c): shell messages under a
 * Chinese locale (bash's po/zh_CN.po and po/zh_TW.po across releases, glibc's strerror), full-width punctuation and
 * quotes, PaddlePaddle's spelling of NCCL's codes, lines retyped from a screenshot, a log quoted in a comment. One row
 * per wording with its source; {@code \n} in a row is a line break. The real logs are in the open corpus
 * (realworld/doctor, the blocks of index.tsv marked doc3c and doc5b: titles and sentences with the error glued in,
 * placeholders for addresses, markdown bold, a screenshot retyped).
 */
class LocalizedWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            bash: llk: 未找到命令 | launch.command-not-found | | | bash 4.x po/zh_CN.po "%s: 未找到命令"
            bash: torchrun：未找到命令 | launch.command-not-found | | | bash 5.1-5.2 po/zh_CN.po "%s：未找到命令"
            bmtrain_mgpu.sh: 行 84: torchrun：未找到命令 | launch.command-not-found | | | FlagAI#553: "%s: 行 %d: " then "%s：未找到命令"
            /bin/sh: 行 1: iasl: 未找到命令\\nmake: *** [RamDisk.aml] 错误 127 | launch.command-not-found | | | a make recipe's sh under zh_CN (bash 4.x forms)
            /var/spool/slurmd/job42/slurm_script: 第 12 行：torchrun: 未找到命令 | launch.command-not-found | | | bash 5.3 po/zh_CN.po "%s: 第 %d 行：" and "command not found" -> "未找到命令"
            bash: torchrun：命令找不到 | launch.command-not-found | | | bash po/zh_TW.po "%s：命令找不到"
            bash: torchrun：指令找不到 | launch.command-not-found | | | bash 5.3 po/zh_TW.po "%s：指令找不到"
            n12: bash: torchrun：未找到命令 | launch.command-not-found | n12 | | pdsh's "HOST: " before the localized message
            都出现“torchrun: command not found”问题 | launch.command-not-found | | | the message in a user's sentence, full-width quotes (Chinese-Mixtral-8x7B#23)
            bash: ./train.sh: 没有那个文件或目录 | launch.command-not-found | | | bash shell_execve "%s: %s" with glibc's zh_CN strerror(ENOENT)
            n5: bash: /home/u/envs/py37/bin/python: No such file or directory | launch.command-not-found | n5 | | the same in English after pdsh's "HOST: "
            （Multi node train）172.16.220.18: bash: line 0: cd: /data/src: No such file or directory 172.16.220.18: bash: /home/u/envs/py37/bin/python: No such file or directory pdsh@wo | launch.command-not-found | 172.16.220.18 | | pdsh lines run into an issue title (Megatron-DeepSpeed#125)
            /bin/bash: /opt/venv/bin/python3: cannot execute: required file not found | launch.command-not-found | | | bash 5.2 execute_cmd.c "%s: cannot execute: required file not found"
            bash: ./run.sh: 无法执行：找不到需要的文件 | launch.command-not-found | | | bash 5.3 po/zh_CN.po "%s: 无法执行：找不到需要的文件"
            n5: bash: line 0: cd: /data/src: No such file or directory | - | | | cd's own error: the directory, not a program (not this rule's)
            job.sh: 行 4: ./train.sh: 没有那个文件或目录 | launch.command-not-found | | | bash 5.2.15 under LANGUAGE=zh_CN, a script's "%s: 行 %d: " before it (captured here)
            job.sh: 列 4: ./train.sh: 沒有此一檔案或目錄 | launch.command-not-found | | | the same under LANGUAGE=zh_TW: "列 %d:" and glibc's zh_TW strerror(ENOENT) (captured here)
            /var/spool/slurmd/job42/slurm_script: line 12: /opt/venv/bin/torchrun: No such file or directory | launch.command-not-found | | | a batch script's name and line number before a missing program path
            bash: 列 1: nosuchcmd_z：指令找不到 | launch.command-not-found | | | bash 5.2.15 under LANGUAGE=zh_TW (captured here)
            ExternalError:  Nccl error, unhandled cuda error  (at /paddle/paddle/fluid/platform/collective_helper.cc:83) | torch.cuda-error | | | PaddlePaddle 2.0's "Nccl error, %s" (PaddleClas#330)
            OSError: (External) NCCL error(1), unhandled cuda error. | torch.cuda-error | | | PaddlePaddle 2.2+'s "NCCL error(%d), %s." with code 1
            OSError: (External) NCCL error(2), unhandled system error. | nccl.system-error | | | the same with code 2 (PaddleDetection#7380)
            [rank10]: RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)\\n\\nn1:1458548:1480527 [0] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument | nccl.ibv-call-failed,nccl.system-error | n1 | | the failing verbs call is the cause even when the rank's error was pasted first (ms-swift#6107)
            > [2025-10-13 10:12:54] n1:1458548:1480527 [0] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument | nccl.ibv-call-failed | n1 | | a log quoted in a comment: "> " and a timestamp before NCCL's header
            your application terminated with the exit string: segmentation fault (signal 11) | mpich.bad-termination | | | MPICH Hydra's "YOUR APPLICATION TERMINATED WITH THE EXIT STRING: %s (signal %d)" retyped in lower case (CSWU-Challenge#30)
            YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9) | mpich.bad-termination | | | the same line alone, as Hydra prints it
            =   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 2677504 RUNNING AT zz\\n=   EXIT CODE: 9\\n=   CLEANING UP REMAINING PROCESSES\\nYOUR APPLICATION TERMINATED WITH THE EXIT STRING: Segmentation fault (signal 11) | mpich.bad-termination | zz | | the whole block: one finding, naming the host (the exit-string line alone is a fallback)
            torch.distributed.DistNetworkError: The client socket has timed out after 60s while trying to connect to (主节点IP，主节点port）， | torch.rendezvous-timeout | | 主节点ip | torch 2.x socket.cpp "...while trying to connect to ({}, {})." with a writer's placeholders and full-width punctuation (FlagScale#314)
            [E socket.cpp:793] [c10d] The client socket has timed out after 60s while trying to connect to (IP1, 2222). | torch.rendezvous-timeout | | ip1 | the same with "IP1" for the address (pytorch#76367)
            The client socket has timed out after 1800s while trying to connect to （10.0.0.1，29500）。 | torch.rendezvous-timeout | | 10.0.0.1 | the same retyped with full-width brackets and comma
            单机8张3090，运行后exits with return code = -9，错误码信息在那里可以查询？ | deepspeed.rank-exit | | | DeepSpeed launch.py sigkill_handler "{cmd} exits with return code = {code}": its tail in a Chinese title (TencentPretrain#38)
            [2023-07-18 09:02:14,830] [ERROR] [launch.py:321:sigkill_handler] ['/venv/bin/python', '-u', 'ft.py', '--local_rank=1'] exits with return code = -9 | deepspeed.rank-exit | | | the whole line, as DeepSpeed 0.9-0.10 writes it
            `--node_rank` should be 1 in Rank2, otherwise, python would raise `RuntimeError: Address already in use` | torch.master-port-in-use | | | torch 1.x c10d TCPStore's listen (std::system_error, errno 98) in a sentence (pytorch-distributed-example#19)
            RuntimeError: Address already in use at /pytorch/torch/lib/THD/process_group/General.cpp:20 | torch.master-port-in-use | | | torch 0.4 THD (maskrcnn-benchmark#137)
            OSError: [Errno 98] Address already in use | torch.exception | | | Python's own socket error (a web server, not the rendezvous store): not this rule's, only the bare exception
            Root Cause (first observed failure) :\\n[0]:\\ntime\\nhost\\n2023-09-14 01:45:50\\nding-X10DRG\\nrank2 (local rank: 2)exitcode: -9 (pid: 36071)error file: <N/A> | torch.child-failed | | | torchrun's report retyped from a screenshot: a blank before the colon, fields run together (AMVUR#2)
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2024-03-05_07:01:51\\n  host      : n7.cluster\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 69811) | torch.child-failed | n7.cluster | | torch elastic's report as it prints it
            **torch.distributed.DistBackendError: [5] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer** | torch.store-failed | | | ProcessGroupNCCL broadcastUniqueNCCLID's message in markdown bold (RecBole#2069's form)
            2024-05-01 10:00:00,123 - train - ERROR - ValueError: bad batch | torch.exception | | | a logging.Formatter's "%(asctime)s - %(name)s - %(levelname)s - %(message)s" before a user's exception
            451 tj1-asr-train-v100-13:941227:943077 [0] include/socket.h:390 NCCL WARN Connect to 10.38.10.112<21724> failed : Connection refused | nccl.socket-connect-failed | tj1-asr-train-v100-13 | 10.38.10.112 | a viewer's line number before NCCL's header (pytorch#38702's paste)
            RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer.\\n[2023-11-17 07:24:11,710] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: 0 (pid: 3382) of binary: /usr/bin/python | torch.child-failed,torch.store-failed | | | rank 0 killed by SIGKILL first (torch elastic api.py "failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s"), rank 1 then loses the store (CogVLM#104)
            RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer.\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 1 (pid: 3383) of binary: /usr/bin/python | torch.store-failed | | | an exit code 1 is the rank's own error, read where it is: the elastic line stays a fallback
            Error: failed to run torchrun --nproc_per_node=2 --nnodes=2 --node_rank=1 train.py on VM-48-13-centos, is localhost: False, exception: No authentication methods available | ssh.failed | VM-48-13-centos | | ColossalAI multinode_runner.py "Error: failed to run {cmds} on {hostname}, is localhost: {..}, exception: {e}" with paramiko's error (ColossalAI#2959)
            Error: failed to run torchrun train.py on gpu-n2, is localhost: False, exception: [Errno 111] Connection refused | ssh.failed | gpu-n2 | | the same with a socket's error from paramiko's connect
            Error: failed to run torchrun train.py on gpu-n2, is localhost: False, exception: Encountered a bad command exit code! | torch.child-failed | gpu-n2 | | fabric's UnexpectedExit: the command failed on that node, the connection did not: colossalai run's report of a failed worker (doc55, as CODES.md's doc42 note files a launcher's report)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    /** loguru's default format ("{time} | {level: <8} | {name}:{function}:{line} - {message}", loguru/_defaults.py) before the error: its bars are no table. */
    @Test
    void readsThroughLogurusPrefix() throws IOException {
        List<Finding> fs = diagnose("2024-05-01 10:00:00.123 | ERROR    | __main__:main:12 - RuntimeError: Address already in use");
        assertEquals(List.of("torch.master-port-in-use"), fs.stream().map(Finding::code).toList());
    }

    /** The program's name comes out without the quotes or the full-width colon around it. */
    @Test
    void namesTheProgramWithoutPunctuation() throws IOException {
        for (String text : List.of("都出现“torchrun: command not found”问题", "bash: torchrun：未找到命令", "bash: 行 3: torchrun: 未找到命令")) {
            String message = diagnose(text).get(0).message();
            assertTrue(message.startsWith("'torchrun' is not found"), text + " -> " + message);
        }
        String message = diagnose("bash: ./train.sh: 没有那个文件或目录").get(0).message();
        assertTrue(message.startsWith("'./train.sh' does not exist"), message);
    }

    /** A localized failure no rule places still makes the diagnosis unsure and is named as unplaced (bash po/zh_CN.po,
     * po/zh_TW.po; a crash in these wordings is {@code process.crashed}: CrashReportWordingTest). */
    @Test
    void localizedFailureLinesAreNamedWhenNothingPlacesThem() throws IOException {
        for (String line : List.of("train.sh: line 12: 31337 已杀死                  python train.py", "程式已強制結束")) {
            Certainty c = DOCTOR.diagnosis("job.out", new BufferedReader(new StringReader("step 1\n" + line + "\n")), NodeMap.empty()).certainty();
            assertEquals(List.of(line), c.unplaced().stream().map(Certainty.Unplaced::text).toList(), line);
        }
    }

    private static List<Finding> diagnose(String text) throws IOException {
        return DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(text.replace("\\n", "\n") + "\n")), NodeMap.empty());
    }
}
