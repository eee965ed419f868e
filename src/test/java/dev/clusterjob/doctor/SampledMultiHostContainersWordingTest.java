package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Ranks in containers on two or more hosts, and a container's small /dev/shm, as users paste them: torch 1.x's "host not found" for a
 * MASTER_ADDR that names another container (Docker's default bridge resolves no container names), whose peer is the host the log set as
 * MASTER_ADDR, --master_addr or a tcp:// init_method (not a variable, a loopback name or a placeholder); PaddlePaddle's DataLoader dying
 * of SIGBUS in its worker's and its main process's wordings (torch.dataloader-shm, as torch's own), and Paddle's other worker signals,
 * which are not the shared memory's. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the
 * source. {@code \n} is a line break.
 */
class SampledMultiHostContainersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            docker run --name trainer2 --hostname=trainer2  -e MASTER_ADDR="trainer1" -e WORLD_SIZE="2" -e RANK=1 -e MASTER_PORT=12356 -it localhost:3000/orca3/intent-classification\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  | trainer1 | MiniAutoML PR 16: docker's -e MASTER_ADDR="NAME" on the default bridge, torch 1.x tcputil's error
            export MASTER_ADDR=gpu-head-0\\nexport MASTER_PORT=29500\\nRuntimeError: host not found: Temporary failure in name resolution | torch.rendezvous-host-unresolved |  | gpu-head-0 | a job script's export, the resolver's EAI_AGAIN wording
            python -m torch.distributed.launch --nproc_per_node=4 --nnodes=2 --node_rank=1 --master_addr=trainer-master --master_port=29500 train.py\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  | trainer-master | torch.distributed.launch's --master_addr=HOST on the command line
            torchrun --nnodes 2 --node-rank 1 --master-addr worker-0.trainer --master-port 23456 train.py\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  | worker-0.trainer | torchrun's --master-addr HOST, the dashed spelling
            python main.py -a resnet50 --dist-url 'tcp://node-a:23456' --dist-backend 'nccl' --multiprocessing-distributed --world-size 2 --rank 1 /data\\nRuntimeError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  | node-a | the ImageNet example's --dist-url 'tcp://HOST:PORT'
            docker run -e MASTER_ADDR=$HEAD_NODE -e RANK=1 image\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  |  | negative for the peer: a variable, whose value the log does not show
            MASTER_ADDR=localhost MASTER_PORT=29500 python train.py\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  |  | negative for the peer: a loopback name is not the host that failed
            MASTER_ADDR="<IP_address_of_node_1>"\\nValueError: host not found: Name or service not known | torch.rendezvous-host-unresolved |  |  | negative for the peer: a placeholder the poster wrote
            export MASTER_ADDR=gpu-head-0 | - |  |  | negative: the setting alone is no failure
            在Docker下训练一段时间报错：\\nERROR: Unexpected BUS error encountered in DataLoader worker. This might be caused by insufficient shared memory (shm), please check whether use_shared_memory is set and storage space in /dev/shm is enough | torch.dataloader-shm |  |  | PaddleSpeech issue 790: Paddle 2.1's worker SIGBUS handler in Docker
            ERROR: Unexpected BUS error encountered in DataLoader worker. This might be caused by insufficient shared memory (shm), please check | torch.dataloader-shm |  |  | the same cut by a terminal's width
            FatalError: DataLoader process (pid 2435) exited is killed by signal: Bus error. | torch.dataloader-shm |  |  | Paddle 2.x data_loader.cc ThrowErrorIfLoadProcessFailed: the main process's report, strsignal's "Bus error"
            FatalError: DataLoader process (pid 31) exited is killed by signal: Bus error.\\n  It may be caused by insufficient shared storage space. This problem usually occurs when using docker as a development environment.\\n  Please use command `df -h` to check the storage space of `/dev/shm`. | torch.dataloader-shm |  |  | the same with the hint lines Paddle 2.x prints after it
            ERROR: Unexpected segmentation fault encountered in DataLoader workers. | - |  |  | negative: Paddle's SIGSEGV handler is not the shared memory's
            DataLoader process (pid 2435) exited is killed by signal: Segmentation fault. | - |  |  | negative: the main process's report of another signal
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
