package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node failures of training frameworks other than PyTorch and JAX: PaddlePaddle's 2.3+ launcher reporting a failed
 * worker container, brpc's server that cannot listen on the address it was given (Paddle's parameter and graph servers),
 * a glog CHECK that aborted a rank (OneFlow), and a Python exception line behind a label the poster typed in Chinese.
 * Negatives: the launcher's and brpc's healthy lines, a label without an exception, and a CHECK as source code.
 * {@code \n} is a line break.
 */
class SampledOtherFrameworksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            LAUNCH INFO 2022-10-25 15:17:31,067 Pod failed\\nLAUNCH ERROR 2022-10-25 15:17:31,067 Container failed !!!\\nContainer rank 0 status failed cmd ['/usr/bin/python3.8', '-u', 'train.py'] code -6 log log/default.fpwuxo.0.log | torch.child-failed |  |  | Paddle 2.x launch/job/container.py __str__ after controller.py's "Container failed !!!" (PaddlePaddle/Paddle#47326)
            Container rank 6 status failed cmd ['/usr/bin/python', '-u', 'train.py'] code 1 log log/default.fxemxd.6.log | torch.child-failed |  |  | the same with exit code 1, as Paddle's launch documentation shows it
            Container rank 0 status failed cmd ['/opt/conda/bin/python', '-u', 'launcher.py', 'train', 'sft.yaml'] code 1 log erniekit_dist_log/workerlog.0 \\nenv {'LANG': 'en_US.UTF-8'} | torch.child-failed |  |  | the same with FLAGS_print_launcher_env's env line after it
            LAUNCH INFO 2022-07-20 09:46:56,617 Pod completed\\nLAUNCH INFO 2022-07-20 09:46:57,085 Exit code 0 | - |  |  | negative: the launcher's lines of a pod that completed
            E1216 14:35:24.967613  2666 server.cpp:965] Fail to listen 192.168.12.219:8815\\nE1216 14:35:24.967936  2666 graph_brpc_server.cc:81] GraphBrpcServer start failed, ip_port=192.168.12.219:8815 | net.listen-failed |  |  | brpc server.cpp Server::StartInternal "Fail to listen " << endpoint, then Paddle's GraphBrpcServer (PaddlePaddle/PGL#518)
            E0101 10:00:00.000000 12345 src/brpc/server.cpp:1040] Fail to listen 0.0.0.0:[8000-8010] | net.listen-failed |  |  | brpc's form for a port range "Fail to listen IP:[MIN-MAX]"
            I1216 14:35:25.063338  2664 server.cpp:1066] Server[paddle::distributed::GraphBrpcService] is serving on port=8813.\\nI1216 14:35:25.063485  2664 server.cpp:1069] Check out http://ai1:8813 in web browser. | - |  |  | negative: brpc's lines of a server that listens
            报错：RuntimeError: Role name '' is invalid. Maybe you are trying to call 'mindspore.communication.init()' without using 'mpirun', which will make MindSpore load several environment variables and check their validation. | torch.exception |  |  | MindSpore's RuntimeError behind a Chinese label and a full-width colon (mindspore-lab/mindcv#480)
            错误信息: ValueError: invalid literal for int() with base 10: '' | torch.exception |  |  | CPython's "%s: %s" behind a Chinese label and an ASCII colon
            报错如下：\\n注意：请检查网络 | - |  |  | negative: Chinese labels without an exception line
            > python3 -m oneflow.distributed.launch --nnodes=2 --node_rank=1 --nproc_per_node=2 --master_addr='172.16.0.13' --master_port=7788 . loaded library: /lib64/libibverbs.so.1 F1118 14:22:53.124660 161025 user_op.cpp:299] Check failed: it != arg2tensor_desc_.end() Cannot find input_arg_name : out input_arg F1118 14:22:53.124629 161024 user_op.cpp:299] Check failed: it != arg2tensor_desc_.end() Cannot find input_arg_name : out input_arg *** Check failure stack trace: *** | torch.exception |  |  | glog's FATAL "Check failed: " line of two ranks joined into one quoted line (Oneflow-Inc/oneflow#6746)
            F1118 14:22:53.124660 161025 user_op.cpp:299] Check failed: it != arg2tensor_desc_.end() Cannot find input_arg_name : out input_arg\\n*** Check failure stack trace: ***\\n    @     0x2b6dbb6e416d  google::LogMessage::Fail() | torch.exception |  |  | the same line by line, as glog writes it
            I1118 14:22:50.000000 161025 user_op.cpp:120] infer sbp of op relu-0\\n    CHECK(it != arg2tensor_desc_.end()) << "Cannot find input_arg_name : " << arg_name; | - |  |  | negative: a glog INFO line and the CHECK as source code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
