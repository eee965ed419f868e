package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Frameworks that start their ranks with their own launcher rather than torchrun: PaddlePaddle's launcher given a loopback
 * master for several nodes (the command it prints for the other nodes, or one typed), Paddle's init_parallel_env without the
 * collective launcher's variables, ps-lite's start-up time-out under dmlc's trackers (with YARN's container header naming the
 * node), and a tracker or server whose bind is refused the address it was given (XGBoost's Rabit tracker).
 * Negatives: a real master, a single node, the raise's source lines, a header over a healthy log, a connect's errno 99.
 * {@code \n} is a line break.
 */
class SampledOwnLaunchersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Copy the following command to other nodes to run.\\n--------------------------------------------------------------------------------\\npython -m paddle.distributed.launch --master 127.0.1.1:63919 --devices=0 --nnodes 2 train.py\\n-------------------------------------------------------------------------------- | torch.master-loopback |  |  | Paddle 2.3+ launch/controllers/master.py: the command printed for the other nodes, its host name at 127.0.1.1 (yeyupiaoling/PPASR#142)
            出现讯息：python -m paddle.distributed.launch --master 127.0.1.1:63919 --devices=0 --nnodes 2 train.py | torch.master-loopback |  |  | the same behind a Chinese label
            python3 -m paddle.distributed.launch --nnodes=2 --master=127.0.0.1:8090 --devices=0,1 train.py | torch.master-loopback |  |  | a typed command, --nnodes before --master, both with '='
            fleetrun --master=localhost:8090 --nnodes=2:4 train.py --lr=0.01 | torch.master-loopback |  |  | fleetrun with an elastic node range
            python -m paddle.distributed.launch --master 192.168.10.7:38945 --devices=0,1 --nnodes 2 train.py | - |  |  | negative: the first node's real address
            python -m paddle.distributed.launch --master 127.0.0.1:8090 --nnodes 1 train.py | - |  |  | negative: one node may meet at its own loopback
            报错ValueError: paddle.distributed initialize error, environment variable PADDLE_CURRENT_ENDPOINT is needed, but not set. | torch.exception |  |  | Paddle parallel.py init_parallel_env _check_var_exists, glued to a Chinese label (PaddlePaddle/Paddle#52394)
            paddle1.8：  mpirun --wdir ./ -np 2 python trainer_offline_debug.py 'local'\\n使用python37 -m paddle.distributed.launch --server_num=2 --worker_num=4 trainer_offline_debug.py 报错ValueError: paddle.distributed initialize error, environment variable PADDLE_CURRENT_ENDPOINT is needed, but not set. | torch.exception |  |  | the same under a line labelled with a framework's version ("paddle1.8："), which names no host
            init_parallel_env fails on the second node: paddle.distributed initialize error, environment variable FLAGS_selected_gpus is needed, but not set. | torch.exception |  |  | the message alone in a sentence, for the GPU list (no exception class for the fallback to read)
            raise ValueError("paddle.distributed initialize error, "\\n                         "environment variable %s is needed, but not set." % | - |  |  | negative: the raise's source lines in a traceback
            F0915 12:14:57.163543  2300 manager.cc:55] Timeout (500 sec) to wait all other nodes initialized. See commmets for more information\\n*** Check failure stack trace: *** | torch.rendezvous-timeout |  |  | ps-lite src/system/manager.cc Manager::Run LOG(FATAL)
            Container: container_1504869490009_0132_01_000006 on cdh246.test_8041\\n=======================================================================\\nLogType:stderr\\nLog Upload Time:Fri Sep 15 12:23:24 +0800 2017\\nLogLength:606\\nLog Contents:\\nF0915 12:14:57.163543  2300 manager.cc:55] Timeout (500 sec) to wait all other nodes initialized. See commmets for more information | torch.rendezvous-timeout | cdh246.test |  | the same in yarn logs' aggregated container log, its node as the file names it (CNevd/Difacto_DMLC#20)
            Container: container_e17_1611111111111_0042_01_000003 on worker-3.example.com:45454\\n=================================================================================\\nLogType:stderr\\nLog Contents:\\nF0101 00:00:10.000000  4242 manager.cc:55] Timeout (1000 sec) to wait all other nodes initialized. See commmets for more information | torch.rendezvous-timeout | worker-3.example.com |  | Hadoop 3's container id with its epoch and the node manager's HOST:PORT
            Container: container_1504869490009_0132_01_000002 on cdh245.test_8041\\n======================================================================\\nLogType:stdout\\nLog Contents:\\nepoch 1 done | - |  |  | negative: the header over a healthy log
            ERROR RabitTracker$TrackerProcessLogger:   File "/tmp/tracker6995309281152352559.py", line 195, in __init__\\nERROR RabitTracker$TrackerProcessLogger:     sock.bind((host_ip, port))\\nERROR RabitTracker$TrackerProcessLogger: OSError: [Errno 99] Cannot assign requested address | net.listen-failed |  |  | XGBoost tracker.py RabitTracker.__init__ under XGBoost4J-Spark's logger (NVIDIA/cudf-spark-examples#175)
            File "/usr/lib/python2.7/dist-packages/dmlc_tracker/tracker.py", line 143, in __init__\\n    sock.bind((hostIP, port))\\nsocket.error: [Errno 99] Cannot assign requested address | net.listen-failed |  |  | dmlc-core tracker.py under Python 2
            sock.bind((host_ip, port))\\nOSError: [Errno 49] Can't assign requested address | net.listen-failed |  |  | macOS and BSD's EADDRNOTAVAIL
            sock.connect((host, port))\\nOSError: [Errno 99] Cannot assign requested address | torch.exception |  |  | negative: a client's connect, not a listen (the exception's fallback)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
