package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Distributed training started from a Spark driver (TorchDistributor, spark-tensorflow-distributor, Ray on Spark, Horovod's and XGBoost's
 * Spark estimators) runs its workers as one barrier stage, whose tasks must all start at once: Spark's DAGScheduler warning that the stage
 * needs more task slots than the cluster has free (3.0-4.x "Barrier stage in job N requires R slots, but only M are available", 2.4 "The job
 * N requires to run a barrier stage that requires more slots ...") and the job's failure after the retries ("[SPARK-24819]: Barrier
 * execution mode does not allow run a barrier stage that requires more slots ...", both endings of its advice) are mpi.not-enough-slots;
 * the negatives: Spark's other barrier-mode refusal (dynamic allocation) stays the plain exception, and the format string's source line is
 * no finding. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line
 * break.
 */
class SampledSparkDistributorWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            20/06/13 19:32:41 WARN DAGScheduler: Barrier stage in job 0 requires 2 slots, but only 0 are available. Will retry up to 11 more times\\n^CERROR: Aborting. | mpi.not-enough-slots |  |  | tensorflow/ecosystem issue 161: spark-tensorflow-distributor on a standalone cluster whose workers gave no slot, stopped by ctrl+C
            20/11/09 16:57:40 WARN DAGScheduler: Barrier stage in job 0 requires 4 slots, but only 1 are available. Will retry up to 40 more times | mpi.not-enough-slots |  |  | Spark 3.x with master local (one slot) and four partitions: the first of the 40 retries
            19/08/18 15:18:09 WARN DAGScheduler: The job 2 requires to run a barrier stage that requires more slots than the total number of slots in the cluster currently. | mpi.not-enough-slots |  |  | apache/spark pull request 25487: Spark 2.4's wording of the warning, quoted before the change
            : org.apache.spark.SparkException: [SPARK-24819]: Barrier execution mode does not allow run a barrier stage that requires more slots than the total number of slots in the cluster currently. Please init a new cluster with more resources(e.g. CPU, GPU) or repartition the input RDD(s) to reduce the number of slots required to run this barrier stage. | mpi.not-enough-slots |  |  | BarrierJobAllocationFailed.scala 3.0-4.x: the job's failure after the retries, inside py4j's Py4JJavaError
            org.apache.spark.SparkException: [SPARK-24819]: Barrier execution mode does not allow run a barrier stage that requires more slots than the total number of slots in the cluster currently. Please init a new cluster with more CPU cores or repartition the input RDD(s) to reduce the number of slots required to run this barrier stage. | mpi.not-enough-slots |  |  | Spark 2.4's ending of the same failure
            org.apache.spark.SparkException: [SPARK-24942]: Barrier execution mode does not support dynamic resource allocation for now. You can disable dynamic resource allocation by setting Spark conf "spark.dynamicAllocation.enabled" to "false". | torch.exception |  |  | negative: barrier mode's other refusal (dynamic allocation), no shortage of slots
                    logWarning(s"Barrier stage in job $jobId requires ${e.requiredConcurrentTasks} slots, " + | - |  |  | negative: the format string's source line, quoted in a thread
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
