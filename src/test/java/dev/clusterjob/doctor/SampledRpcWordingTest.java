package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Distributed RPC across machines: torch.distributed.rpc's TensorPipe agent losing or failing to reach a peer worker (its
 * four peer-naming wordings and the listener's, with 1.6's uv texts and tensorpipe's later ones), torch rpc's time-out in its
 * three releases' wordings, and the legacy Paddle parameter server's socket channel reset by a peer. Negatives: the agent's
 * shutdown-time wording, its healthy VLOG line, the format string as source code, the socket channel's close line.
 * {@code \n} is a line break.
 */
class SampledRpcWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [W tensorpipe_agent.cpp:641] RPC agent for Test0 encountered error when sending outgoing request #0 to Test1: ECONNREFUSED: connection refused | rpc.peer-lost |  | test1 | torch 1.6 (the worker name as doctor names peers, in lower case) tensorpipe_agent.cpp, uv's error text (pytorch/tensorpipe#201)
            [W tensorpipe_agent.cpp:940] RPC agent for worker1 encountered error when reading incoming response from worker0: transport retry counter exceeded (this error originated at tensorpipe/transport/ibv/connection_impl.cc:478) | rpc.peer-lost |  | worker0 | the ibv transport's work completion status with Error::what()'s origin (pytorch/pytorch#104568)
            [W tensorpipe_agent.cpp:726] RPC agent for worker0 encountered error when reading incoming request from worker1: eof (this error originated at tensorpipe/transport/ibv/connection_impl.cc:302) | rpc.peer-lost |  | worker1 | the incoming-request wording with EOFError's "eof" (pytorch/pytorch#104568)
            RPC agent for parameter_server encountered error when sending response to request #4 to trainer_1: eof (this error originated at tensorpipe/transport/shm/connection_impl.cc:259) | rpc.peer-lost |  | trainer_1 | the response wording as a user quotes it without glog's prefix (pytorch/tensorpipe#411)
            Jan 22 16:30:40 [W tensorpipe_agent.cpp:596] RPC agent for worker1 encountered error when sending response to request #36 to worker0: ECONNRESET: connection reset by peer | rpc.peer-lost |  | worker0 | the same behind a CI log's timestamp, uv's ECONNRESET
            [W tensorpipe_agent.cpp:726] RPC agent for 0 encountered error when reading incoming request from 27: sendmsg: Broken pipe (this error originated at tensorpipe/common/socket.h:105) | rpc.peer-lost |  | 27 | numeric worker names, a SystemError's "syscall: strerror"
            RuntimeError: EPIPE: broken pipe (this error originated at tensorpipe/transport/uv/connection_impl.cc:157)\\n[W tensorpipe_agent.cpp:725] RPC agent for mp_sampling_worker-13 encountered error when reading incoming request from mp_sampling_worker-6: pipe closed (this error originated at tensorpipe/core/pipe_impl.cc:356) | rpc.peer-lost |  | mp_sampling_worker-6 | PipeClosedError's "pipe closed" after the future's RuntimeError (pyg-team/pytorch_geometric#8605)
            [W tensorpipe_agent.cpp:530] RPC agent for worker0 encountered error when accepting incoming pipe: eof (this error originated at tensorpipe/transport/ibv/connection_impl.cc:302) | rpc.peer-lost |  |  | the listener's wording alone, which names no peer
            [W tensorpipe_agent.cpp:546] RPC agent for worker1 encountered error when reading incoming request from master: EOF: end of file (this is expected to happen during shutdown) | - |  |  | negative: 1.8's shutdown-time wording (pytorch/examples#894)
            I0101 10:00:00.000000 123 tensorpipe_agent.cpp:700] RPC agent for worker1 received request #3 from worker0 | - |  |  | negative: the agent's VLOG of a request received
            LOG(WARNING) << "RPC agent for " << workerInfo_.name_ << " encountered error when sending outgoing request #" | - |  |  | negative: the format string as source code
            ERROR:root:coroutine task failed: RPCErr:1:RPC ran for more than set timeout (180000 ms) and will now be marked with an error | rpc.timeout |  |  | rpc_agent.h kRpcTimeoutErrorStr behind RPCErr:1: (alibaba/graphlearn-for-pytorch#23)
            RuntimeError: RPC ran for more than set timeout and will now be marked with an error | rpc.timeout |  |  | torch 1.6's TensorPipe agent, no milliseconds
            RPCErr:1:RPC ran for more than 60000 milliseconds and timed out. | rpc.timeout |  |  | torch 1.5's process-group agent
            Thu Mar  8 17:17:08 2018[1,69]<stderr>:F0308 17:17:08.399897 46342 SocketChannel.cpp:54] Check failed: len >= 0  peer=10.89.199.23: Connection reset by peer [104] | rpc.peer-lost |  | 10.89.199.23 | Paddle SocketChannel.cpp read()'s PCHECK behind mpirun's tags (PaddlePaddle/Paddle#8876)
            F0308 17:17:08.399897 46342 SocketChannel.cpp:98] Check failed: len > 0  peer=10.1.2.3 curIov=0 iovCnt=3 iovs[curIov].base=0x7f00 iovs[curIov].iov_len=16: Broken pipe [32] | rpc.peer-lost |  | 10.1.2.3 | readwritev()'s PCHECK with its iovec fields
            I0308 17:20:00.000000 46342 SocketChannel.cpp:40] destory connection in socket channel, peer = 10.89.199.23 | - |  |  | negative: the channel's close line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
