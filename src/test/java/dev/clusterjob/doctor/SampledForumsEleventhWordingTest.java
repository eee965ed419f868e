package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures as forum and Q&A posts retell them: TensorFlow's master that could not reach a task of its cluster ("Master init: "
 * with an Unavailable status, master.cc), also as a user retypes it ("Master init : Unavailable OS error"), is tf.peer-unavailable;
 * HDFS's client that could not open a write pipeline to a datanode ("Bad connect ack with firstBadLink", Hadoop 0.20 to 3.x, the
 * datanode as the peer) is fs.io-error, a warning because the client retries on other datanodes; and the negatives (another status
 * than Unavailable, the INFO line while the master waits, the access-token refusal of the same connect). Columns: the codes of the
 * findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledForumsEleventhWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            CreateSession still waiting for response from /job:ps/replica:0/task:0\\nCreateSession still waiting for response from /job:worker/replica:0/task:0\\nMaster init : Unavailable OS error | tf.peer-unavailable |  |  | MachineLearningTutorial issue 1: master.cc's line retold with a space before the colon and none after the status
            and I still got Master init : UNAVAILABLE: failed to connect to all addresses | tf.peer-unavailable |  |  | the upper-case status of TensorFlow 2.x retold in a sentence
            Master init : Deadline exceeded: Timed out | - |  |  | negative: another status than Unavailable
            CreateSession still waiting for response from /job:ps/replica:0/task:0 | - |  |  | negative: the INFO line while the master waits, no failure by itself
            [09-19 18:57:43] [38] 18/09/19 18:57:43 INFO hdfs.FMSClient: Exception in createBlockOutputStream on object /96-8811126461764 file /app/log/rank-00038/.a.log:java.io.IOException: Bad connect ack with firstBadLink 10.73.118.26:7001\\n[09-19 18:57:43] [38] 18/09/19 18:57:43 INFO hdfs.FMSClient: Excluding node: 10.73.118.26:7001 | fs.io-error |  | 10.73.118.26:7001 | Paddle issue 13774: an HDFS client of the 0.20 line under an MPI cluster's rank prefix, its log path shortened
            12/06/18 18:14:53 INFO hdfs.DFSClient: Exception in createBlockOutputStream 192.168.10.46:50010 java.io.IOException: Bad connect ack with firstBadLink as 192.168.10.47:54313\\n12/06/18 18:14:53 INFO hdfs.DFSClient: Abandoning block blk_6739152855033658770_1512 | fs.io-error |  | 192.168.10.47:54313 | Hadoop 1.0.3 DFSClient createBlockOutputStream: the first datanode, then the exception with "as"
            17/03/02 10:11:12 INFO hdfs.DFSClient: Exception in createBlockOutputStream\\njava.io.IOException: Bad connect ack with firstBadLink as 10.1.2.3:50010\\n\\tat org.apache.hadoop.hdfs.DFSOutputStream$DataStreamer.createBlockOutputStream(DFSOutputStream.java:1456) | fs.io-error |  | 10.1.2.3:50010 | Hadoop 2.x DFSOutputStream: LOG.info with the exception on the lines after it
            java.io.IOException: Got access token error for connect ack with firstBadLink as 10.1.2.3:50010 | torch.exception |  |  | negative: the access-token refusal of the same connect is not a datanode that did not answer (the bare exception only)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
