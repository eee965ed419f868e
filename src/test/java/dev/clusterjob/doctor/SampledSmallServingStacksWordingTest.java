package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Smaller LLM serving stacks spread over several GPUs or machines: llama.cpp's command line refused (the 2024-09+ arg.cpp wording and
 * the older gpt_params_parse ones), llama.cpp's RPC client that cannot reach an rpc-server or loses it (the logged and the aborting
 * forms, an empty host, the status checks), and Xinference's xoscar actor pools that cannot connect to another pool (uvloop's and
 * asyncio's wordings, behind journald's prefix). Negatives: the source lines, a URL that is no HOST:PORT, the words quoted in a sentence
 * and a healthy device list. {@code \n} is a line break.
 */
class SampledSmallServingStacksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            error: invalid argument: -rpc | torch.launcher-config |  |  | llama.cpp common/arg.cpp as llama-server prints it under a web UI (oobabooga/textgen#7357)
            error: unknown argument: --rpc | torch.launcher-config |  |  | llama.cpp common/common.cpp gpt_params_parse (2023-2024)
            error: invalid parameter for argument: --tensor-split | torch.launcher-config |  |  | gpt_params_parse: an option without its value
            the server said error: invalid argument: -rpc and stopped | - |  |  | negative: the words inside a sentence
            Failed to connect to :50052 | rpc.peer-lost |  |  | ggml-rpc.cpp with an empty host in --rpc (ggml-org/llama.cpp#12385)
            Failed to connect to 192.168.1.20:50052 | rpc.peer-lost |  | 192.168.1.20 | ggml-rpc.cpp GGML_LOG_ERROR with the endpoint
            /home/u/llama.cpp/ggml/src/ggml-rpc/ggml-rpc.cpp:403: Failed to connect to gpu-box-2:50052 | rpc.peer-lost |  | gpu-box-2 | ggml-rpc.cpp rpc_dispatcher::start through GGML_ABORT
            /Users/isaac/Documents/llama.cpp/llama.cpp/ggml/src/ggml-rpc/ggml-rpc.cpp:782: Remote RPC server crashed or returned malformed response | rpc.peer-lost |  |  | ggml-rpc.cpp RPC_STATUS_ASSERT (ggml-org/llama.cpp#14076)
            /Users/isaac/Documents/llama.cpp/llama.cpp/ggml/src/ggml-rpc/ggml-rpc.cpp:764: GGML_ASSERT(status) failed | rpc.peer-lost |  |  | the same check before 2025-06
                    fprintf(stderr, "Failed to connect to %s", endpoint.c_str()); | - |  |  | negative: the source line
            Failed to connect to ws://10.0.0.1:8080/ws | - |  |  | negative: a URL, not llama.cpp's HOST:PORT
            Apr 26 23:33:23 p-g-s-001 xinference-supervisor[677843]:   File "/data/Xinference/lib/python3.10/site-packages/xoscar/backends/communication/socket.py", line 255, in connect\\nApr 26 23:33:23 p-g-s-001 xinference-supervisor[677843]:     (reader, writer) = await asyncio.open_connection(host=host, port=port, **kwargs)\\nApr 26 23:33:23 p-g-s-001 xinference-supervisor[677843]: ConnectionRefusedError: [Errno 111] Connection refused | rpc.peer-lost | p-g-s-001 |  | xoscar socket.py connect under uvloop, journald's prefix (xorbitsai/inference#1396)
              File "/usr/local/lib/python3.10/dist-packages/xoscar/backends/communication/socket.py", line 262, in connect\\n    (reader, writer) = await asyncio.open_connection(host=host, port=port, **kwargs)\\nConnectionRefusedError: [Errno 111] Connect call failed ('10.0.0.7', 34567) | rpc.peer-lost |  | 10.0.0.7 | the same connect under asyncio, which names the address
              File "/usr/local/lib/python3.10/dist-packages/xoscar/backends/communication/socket.py", line 262, in connect\\n    (reader, writer) = await asyncio.open_connection(host=host, port=port, **kwargs)\\nKeyboardInterrupt | - |  |  | negative: the frame without a connection error
            ggml_cuda_init: found 2 CUDA devices:\\n  Device 0: NVIDIA GeForce RTX 5090, compute capability 12.0, VMM: yes | - |  |  | negative: the device list of a healthy start
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
