package dev.clusterjob.doctor;

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
 * Federated learning across machines: an NVIDIA FLARE 2.0-2.2 client that could not reach its FL server (communicator.py's
 * "Could not connect to server: HOST:PORT" with a tab, or the blank a paste made of it), a gRPC Python client's UNAVAILABLE
 * (Flower's clients, FATE Flow through eggroll's rollsite; the address grpc names is the peer; a fallback, so that Ray's own rule
 * keeps its log), a PySyft websocket client worker whose connect failed (the exception after syft's websocket_client.py frame) or
 * whose connection could not be made again, all rpc.peer-lost; and bash running an option as the command because the program
 * before it expanded to nothing (launch.command-not-found, whose message for an argument run as a command names this cause and a
 * broken line continuation: one line cannot tell them apart). Near-misses: the FLARE server's note about its
 * runner process and the guide's sentence without a target, another gRPC status, the quoted raise, a refused connection in no
 * syft frame. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n}
 * is a line break.
 */
class SampledFederatedWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2022-01-05 21:37:08,624 - Communicator - ERROR - Could not connect to server: fl-server.example.org:8002\tSetting flag for stopping training. failed to connect to all addresses | rpc.peer-lost |  | fl-server.example.org | NVFlare 2.0 communicator.py grpc_error_handler: the server's host:port from the startup kit, a tab, the gRPC details
            2022-06-02 10:38:02,562 - Communicator - ERROR - Could not connect to server: server1:8002\t failed to connect to all addresses | rpc.peer-lost |  | server1 | NVFlare 2.1-2.2: the tab, then the details alone
            2022-06-02 10:38:02,562 - Communicator - ERROR - Could not connect to server: 10.0.0.5:8002 Setting flag for stopping training. Connect Failed | rpc.peer-lost |  | 10.0.0.5 | the 2.0 wording with the tab pasted as a blank, an address for the server
            2022-06-02 10:38:02,562 - FederatedServer - INFO - Could not connect to server runner process - asked client to end the run | - |  |  | negative: the server's note about its runner process, no host:port
            Could not connect to server. Setting flag for stopping training. failed to connect to all addresses | - |  |  | negative: the deployment guide's sentence, no target
            grpc._channel._MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:\\n\tstatus = StatusCode.UNAVAILABLE\\n\tdetails = "failed to connect to all addresses"\\n\tdebug_error_string = "{"created":"@1677105084.883333000","description":"Failed to pick subchannel","file":"src/core/ext/filters/client_channel/client_channel.cc","file_line":3261,"referenced_errors":[{"created":"@1677105084.883331000","description":"failed to connect to all addresses","file":"src/core/lib/transport/error_utils.cc","file_line":163,"grpc_status":14}]}"\\n> | rpc.peer-lost |  |  | grpc 1.3x-1.4x _channel.py: a streaming client (a federated client's start) that reached no server, no address named
            grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\\n\tstatus = StatusCode.UNAVAILABLE\\n\tdetails = "failed to connect to all addresses; last error: UNKNOWN: ipv4:10.0.0.5:9092: Failed to connect to remote host: Connection refused"\\n\tdebug_error_string = "UNKNOWN:failed to connect to all addresses; last error: UNKNOWN: ipv4:10.0.0.5:9092: Failed to connect to remote host: Connection refused {grpc_status:14, created_time:"2024-05-02T10:00:00.1+00:00"}"\\n> | rpc.peer-lost |  | 10.0.0.5 | grpc 1.5x+: the last error names the server's address
            grpc._channel._MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:\\n\tstatus = StatusCode.UNAVAILABLE\\n\tdetails = "Socket closed"\\n\tdebug_error_string = "{"created":"@1677105084.883333000","description":"Error received from peer ipv4:192.168.1.20:8080","file":"src/core/lib/surface/call.cc","file_line":1074,"grpc_message":"Socket closed","grpc_status":14}"\\n> | rpc.peer-lost |  | 192.168.1.20 | grpc 1.2x-1.4x: a server lost during the stream, named by 'Error received from peer'
            grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\\n\tstatus = StatusCode.UNKNOWN\\n\tdetails = "Exception calling application: boom"\\n> | - |  |  | negative: another status, the server's own exception
            2022-02-05 16:39:15,662 ERROR gcs_utils.py:137 -- Failed to send request to gcs, reconnecting. Error <_InactiveRpcError of RPC that terminated with:\\n\tstatus = StatusCode.UNAVAILABLE\\n\tdetails = "failed to connect to all addresses" | ray.gcs-connect-failed |  |  | near-miss: Ray's GCS client has its own rule, the gRPC fallback stays out
            Traceback (most recent call last):\\n  File "train.py", line 26, in <module>\\n    compute_nodes.append( NodeClient(hook, node) )\\n  File "/opt/conda/lib/python3.8/site-packages/syft/workers/node_client.py", line 56, in __init__\\n    super().__init__(\\n  File "/opt/conda/lib/python3.8/site-packages/syft/workers/websocket_client.py", line 57, in __init__\\n    self.connect()\\n  File "/opt/conda/lib/python3.8/site-packages/syft/workers/websocket_client.py", line 69, in connect\\n    self.ws = websocket.create_connection(**args)\\n  File "/opt/conda/lib/python3.8/site-packages/websocket/_http.py", line 172, in _open_socket\\n    sock.connect(address)\\nConnectionRefusedError: [Errno 111] Connection refused | rpc.peer-lost |  |  | PySyft 0.2 grid NodeClient on WebsocketClientWorker: its connect refused
              File "D:\\ProgramData\\Anaconda3\\envs\\general\\lib\\site-packages\\syft\\workers\\websocket_client.py", line 64, in __init__\\n    self.connect()\\n  File "D:\\ProgramData\\Anaconda3\\envs\\general\\lib\\site-packages\\websocket\\_http.py", line 113, in connect\\n    addrinfo_list, need_tunnel, auth = _get_addr_info(hostname, port, is_secure, proxy)\\nsocket.gaierror: [Errno 11001] getaddrinfo failed | rpc.peer-lost |  |  | the same on Windows (backslashes in the path): a server name that does not resolve
            RuntimeError: Websocket connection closed and creation of new connection failed. | rpc.peer-lost |  |  | PySyft 0.2 websocket_client.py _send_msg: the connection dropped and could not be made again
                        "Websocket connection closed and creation of new connection failed." | - |  |  | negative: the quoted literal of the raise in a traceback's source lines
              File "client.py", line 12, in <module>\\n    sock.connect(("10.0.0.7", 8777))\\nConnectionRefusedError: [Errno 111] Connection refused | torch.exception |  |  | near-miss: a refused connection in no syft frame stays the plain exception
            run_step_by_step_example.sh: line 10: -np: command not found | launch.command-not-found |  |  | bash's message for an option run as the command ($(which mpirun) empty)
            /var/spool/slurmd/job123/slurm_script: line 14: --nproc_per_node=4: command not found | launch.command-not-found |  |  | the same under Slurm's batch script: an unset $LAUNCHER before torchrun's option
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** A gRPC repr that another message embeds on one line, its line breaks and tabs written out (one backslash, or two). */
    private static List<Finding> oneLine(String text) throws IOException {
        return DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(text + "\n")), NodeMap.empty());
    }

    @Test
    void anEmbeddedReprIsReadOnItsLine() throws IOException {
        List<Finding> once = oneLine("'retmsg': 'Federated schedule error, <_InactiveRpcError of RPC that terminated with:\\n\\tstatus = "
                + "StatusCode.UNAVAILABLE\\n\\tdetails = \"failed to connect to all addresses\"\\n\\tdebug_error_string = \"{\"description\":"
                + "\"Error received from peer ipv4:10.1.1.9:9370\",\"grpc_status\":14}\"\\n>'");
        assertEquals("rpc.peer-lost", once.get(0).code(), once.toString());
        assertEquals("10.1.1.9", once.get(0).peer(), once.toString());
        assertTrue(once.get(0).message().contains(": failed to connect to all addresses"), once.get(0).message());
        List<Finding> twice = oneLine("'retmsg': 'Federated schedule error, <_InactiveRpcError of RPC that terminated with:\\\\n\\\\tstatus = "
                + "StatusCode.UNAVAILABLE\\\\n\\\\tdetails = \\\"UNAVAILABLE: \\\\n[Roll Site Error TransInfo] \\\\n location msg=UNAVAILABLE: io "
                + "exception \\\\n stack info=io.grpc.StatusRuntimeException: UNAVAILABLE: io exception\\\\n\\\\tat io.grpc.stub.ClientCalls");
        assertEquals(1, twice.size(), twice.toString());
        assertEquals("rpc.peer-lost", twice.get(0).code());
        assertTrue(twice.get(0).message().endsWith(": UNAVAILABLE: io exception"), twice.get(0).message());
    }

    @Test
    void theFindingsSayWhatFailed() throws IOException {
        Finding flare = only("2022-01-05 21:37:08,624 - Communicator - ERROR - Could not connect to server: imtl-3:8765\tSetting flag for "
                + "stopping training. failed to connect to all addresses");
        assertTrue(flare.message().contains("FL server imtl-3 on port 8765: failed to connect to all addresses"), flare.message());
        assertTrue(flare.hint().contains("127.0.1.1"), flare.hint());
        Finding option = only("run_step_by_step_example.sh: line 10: -np: command not found");
        assertTrue(option.message().contains("'-np' ran as a command") && option.message().contains("$(which NAME)"), option.message());
        Finding command = only("run_step_by_step_example.sh: line 10: mpirun: command not found");
        assertTrue(command.message().startsWith("'mpirun' is not found"), command.message());
    }
}
