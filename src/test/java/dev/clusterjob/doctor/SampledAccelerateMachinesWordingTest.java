package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures of {@code accelerate launch} across machines as users retell them in issue titles and sentences: torch's c10d store
 * that could not listen ({@code The server socket has failed to listen on any local network address}) with "The" left out or in
 * lower case, and torch elastic's first failed worker ({@code failed (exitcode: N) local_rank: N (pid: N) of binary: ...}) cut
 * after the local rank, and accelerate's own refusal of a configuration file that does not exist, beside the whole wordings
 * and near-misses that must not match. One row per wording; the codes of the findings in order ("-": none), the host and peer
 * of the first. {@code \n} in a row is a line break.
 */
class SampledAccelerateMachinesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Accelerate on SLURM: server socket has failed to listen on any local network address | torch.master-port-in-use |  |  | torch 1.13-2.11 socket.cpp SocketListenOp "The server socket has failed to listen on any local network address." as an issue title retells it, "The" left out
            Server socket has failed to listen on any local network address | torch.master-port-in-use |  |  | the same title starting the line, capitalised
            gpu315: accelerate launch stops because the server socket has failed to listen on any local network address. | torch.master-port-in-use | gpu315 |  | the same in a sentence, lower-case "the", behind pdsh's prefix
            RuntimeError: The server socket has failed to listen on any local network address. | torch.master-port-in-use |  |  | torch's own wording, whole
            [W socket.cpp:426] [c10d] The server socket has failed to listen on any local network address. | - |  |  | c10d's own warning of it (a rank that found the store already served): not the failure
            the server socket has failed to listen on any local network address, then it bound on the retry | - |  |  | the phrase inside a longer sentence, not at its end
            an observer socket has failed to listen on any local network address | - |  |  | another word ending in "server"
            accelerate. ChildFailedError. failed (exitcode: -7) local_rank: 0 | torch.child-failed |  |  | torch 1.9-2.11 elastic multiprocessing/api.py "failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s" cut after the local rank, in an issue title
            failed (exitcode: 1) local_rank: 3 | torch.child-failed |  |  | the same cut, alone on its line
            node-2: failed (exitcode: -9) local_rank: 1. | torch.child-failed | node-2 |  | the same cut with a full stop, behind pdsh's prefix
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 52731) of binary: /usr/bin/python3 | torch.child-failed |  |  | torch 1.x's whole line
            failed (exitcode: 1) local_rank: 0 and the other machine waited | - |  |  | the cut line inside a longer sentence
            failed (exitcode: 1) local_rank: auto | - |  |  | not a rank number
            FileNotFoundError: The passed configuration file `node1.yaml` does not exist. Please pass an existing file to `accelerate launch`, or use the default one created through `accelerate config` and run `accelerate launch` without the `--config_file` argument. | torch.exception |  |  | accelerate commands/config/config_args.py load_config_from_file (0.17+), a machine without its configuration file: read as the exception it is
            FileNotFoundError: The passed configuration file `1gpu.yaml` does not exist. Please pass an existing file to `accelerate launch`, or use the the default one created through `accelerate config` and run | torch.exception |  |  | the older wording ("the the"), cut in an issue title
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
