package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a seventeenth batch of failing multi-node jobs sampled by how users describe the failure, read from the programs'
 * format strings. ElasticDL's master seeing a pod fail (k8s_worker_manager.py "Got event %s, phase %s for pod: %s" with the phase
 * Failed): {@code orchestrator.replica-failed} on the pod. Spark standalone's master dropping a worker whose heartbeats stopped
 * (Master.scala "Removing %s because we got no heartbeat in %d seconds", the worker id "worker-%s-%s-%d" naming its host):
 * {@code slurm.node-fail} on that host. PCCL's peer that could not reach PCCL's master node (PCCLError "%s failed with error: %s" with
 * MASTER_CONNECTION_FAILED): {@code torch.store-failed}. TensorFlow's "Master init: Unavailable: ..." retyped with other blanks around
 * its colons: {@code tf.peer-unavailable}. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledIssuesSeventeenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            I0711 06:44:46.498604 140316069484288 k8s_worker_manager.py:128] Got event MODIFIED, phase Failed for pod: elasticdl-test-mnist-cifar10-worker-0 | orchestrator.replica-failed | elasticdl-test-mnist-cifar10-worker-0 |  | the real line (ElasticDL 897): the master's pod event for a failed worker
            Got event MODIFIED, phase Failed for pod: elasticdl-resnet50-ps-1 | orchestrator.replica-failed | elasticdl-resnet50-ps-1 |  | a parameter server pod, the same format string
            I0711 06:44:40.100000 140316069484288 k8s_worker_manager.py:128] Got event MODIFIED, phase Running for pod: elasticdl-test-mnist-cifar10-worker-0 | - |  |  | negative: a running pod
            Got event MODIFIED, phase Succeeded for pod: elasticdl-test-mnist-cifar10-worker-1 | - |  |  | negative: a pod that finished
            17/03/17 14:36:25 WARN Master: Removing worker-20170311135327-192.168.10.2-45720 because we got no heartbeat in 60 seconds | slurm.node-fail | 192.168.10.2 |  | the real line's words (ipex-llm 609), as Spark 1.x/2.x's log4j prints them
            See "17/03/17 14:36:25 WARN Master: Removing worker-20170311135327-192.168.10.2-45720 because we got no heartbeat in 60 seconds", looks like 192.168.10.2 is quite busy | slurm.node-fail | 192.168.10.2 |  | the real line quoted in a comment's sentence
            21/05/04 10:00:01 WARN Master: Removing worker-20210504095500-spark-worker-2.example.org-38927 because we got no heartbeat in 120 seconds | slurm.node-fail | spark-worker-2.example.org |  | a host name with dashes before the port, a longer spark.worker.timeout
            logWarning("Removing %s because we got no heartbeat in %d seconds".format( | - |  |  | negative: the source line's format string
            pcclConnect failed with error: MASTER_CONNECTION_FAILED: MASTER_CONNECTION_FAILED | torch.store-failed |  |  | the real line (pccl 21): PCCLError's text and __str__'s repeat
            ERROR:root:Failed to connect to the master node (Attempt 3/5): pcclConnect failed with error: MASTER_CONNECTION_FAILED: MASTER_CONNECTION_FAILED | torch.store-failed |  |  | Communicator.connect's log line for each try
            (RANK=1) Failed to connect to the master node: pcclConnect failed with error: MASTER_CONNECTION_FAILED: MASTER_CONNECTION_FAILED; (Attempt 1/5) | torch.store-failed |  |  | the examples' print with the rank
            pcclConnect failed with error: RANK_CONNECTION_FAILED: RANK_CONNECTION_FAILED | - |  |  | negative: a peer-to-peer connection, not the master's
            MASTER_CONNECTION_FAILED = C.pcclMasterConnectionFailed | - |  |  | negative: the binding's enum line
            CreateSession still waiting for response from /job:ps/replica:0/task:0\\nCreateSession still waiting for response from /job:worker/replica:0/task:0\\nMaster init : Unavailable OS error | tf.peer-unavailable |  |  | the real lines (MachineLearningTutorial 1): retyped with a blank before the colon and none after Unavailable
            E tensorflow/core/distributed_runtime/master.cc:221] Master init: Unavailable: OS Error | tf.peer-unavailable |  |  | the line as TensorFlow 1.x prints it
            CreateSession still waiting for response from worker: /job:worker/replica:0/task:1 | - |  |  | negative: the master's INFO while it waits, no failure by itself
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The rank the example prints is in PCCL's message, and the hint points at PCCL's own master, not torchrun's. */
    @Test
    void pcclMasterConnectionNamesTheRankAndPcclsMaster() throws IOException {
        Finding f = only("(RANK=1) Failed to connect to the master node: pcclConnect failed with error: MASTER_CONNECTION_FAILED: MASTER_CONNECTION_FAILED; (Attempt 1/5)");
        assertEquals("torch.store-failed", f.code());
        assertTrue(f.message().contains("pcclConnect") && f.message().contains("rank 1"), f.message());
        assertTrue(f.hint().contains("pccl.master"), f.hint());
    }
}
