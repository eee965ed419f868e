package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch.distributed start-up on Kubernetes and clouds as users paste it: torch elastic's RendezvousConnectionError
 * named without its message (a traceback's last line, a sentence, a title), TCPStore's "recvValue failed ... got 0 bytes" with its middle
 * elided, Vertex AI's status for a replica that exited non-zero; and the wordings earlier batches read that these pastes must not break
 * (the whole RendezvousConnectionError line, the elastic agent's shutdown warning, the whole recvValue line). One row per wording and
 * release, with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class KubernetesStartupPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.elastic.rendezvous.api.RendezvousConnectionError | torch.rendezvous-timeout |  |  | torch 1.9-2.11 elastic rendezvous/api.py class RendezvousConnectionError: a traceback's last line with its message left out
            gpu-07: torch.distributed.elastic.rendezvous.api.RendezvousConnectionError | torch.rendezvous-timeout | gpu-07 |  | the same behind pdsh's prefix
            I keep getting `RendezvousConnectionError` and my pods restart | torch.rendezvous-timeout |  |  | the class's short name quoted in a sentence (a PyTorchJob whose pods restart)
            [rank1]: torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details. | torch.rendezvous-timeout |  |  | torch 2.x c10d_rendezvous_backend.py _call_store: the whole line, its own rule (one finding, not two)
            RendezvousConnectionError: The connection to etcd has failed. See inner exception for details. | torch.rendezvous-timeout |  |  | torch 1.9-2.11 etcd_rendezvous_backend.py: the etcd back-end's whole line
            WARNING:torch.distributed.elastic.rendezvous.dynamic_rendezvous:The node 'trainer-worker-1_17_0' has failed to shutdown the rendezvous 'none' due to an error of type RendezvousConnectionError. | - |  |  | torch 1.10-2.x dynamic_rendezvous.py: the agent's shutdown warning names the type; a warning, not a failure
            node-1 hits recvValue failed ... got 0 bytes while node-0 loops on TCPStore | torch.store-failed |  |  | torch 2.x TCPStore.cpp "recvValue failed on %s: %s" with Utils.hpp's "failed to recv, got 0 bytes", its middle elided in a title
            10.0.3.7: [W TCPStore.cpp] recvVector failed ... Failed to recv, got 0 bytes. Connection was likely closed. | torch.store-failed | 10.0.3.7 |  | torch 2.6+ recvVector with the longer reason, elided, behind an address prefix
            [W1022 10:00:00.000000 42 torch/csrc/distributed/c10d/TCPStore.cpp:123] [c10d] recvValue failed on SocketImpl(fd=5, addr=[pytorchjob-worker-0]:43210, remote=[pytorchjob-master-0.default.svc]:23456): failed to recv, got 0 bytes | torch.store-failed |  | pytorchjob-master-0.default.svc | torch 2.x TCPStore.cpp: the whole line names the store's service as the peer (the rule that reads it, not the elided one)
            The replica workerpool0-0 exited with a non-zero status of 1. Termination reason: Error. | orchestrator.replica-failed | workerpool0-0 |  | Vertex AI custom training job error (2021-2025): worker pool 0, replica 0
            Step #4: message: "The replica workerpool1-1 exited with a non-zero status of 13. Termination reason: Error. | orchestrator.replica-failed | workerpool1-1 |  | the same inside a Cloud Build step's quoted message
            The replica master 0 exited with a non-zero status of 1. Termination reason: Error. | orchestrator.replica-failed | master |  | AI Platform Training's replica names (master, worker, parameter_server with an index)
            Job failed with error "Replica exited with a non-zero status code 1" | orchestrator.replica-failed |  |  | the Vertex AI console's shorter wording, without the replica's name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
