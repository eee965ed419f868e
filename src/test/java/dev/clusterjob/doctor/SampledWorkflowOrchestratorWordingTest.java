package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Training steps that a workflow orchestrator started, as its own status reports them: Argo Workflows' argo get / argo watch row of a
 * failed or errored pod node (2.x without the template column, "failed with exit code N" and a resource template's "timed out waiting for
 * the condition"; 3.x-4.x with it, "Error (exit code N)", "pod deleted") is orchestrator.replica-failed naming the pod, its OOMKilled
 * message k8s.oom-killed; Kubeflow's launchers giving up on the training job they created (Kubeflow Pipelines' launch_crd.py, the older
 * tf_job_client.py's "to finish" and "phases") are orchestrator.replica-failed. Negatives: a succeeded or skipped row, a steps node's
 * "child '...' failed" that names no pod, a launcher's clean-up "to be deleted". Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledWorkflowOrchestratorWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            STEP                        PODNAME                             DURATION  MESSAGE\\n ✖ kubeflow-tf-train-7w6r9                                                child 'kubeflow-tf-train-7w6r9-1033336217' failed\\n ├---○ build-push                                                         when 'false == true' evaluated false\\n └---✖ train                kubeflow-tf-train-7w6r9-1033336217  15m       timed out waiting for the condition | orchestrator.replica-failed | kubeflow-tf-train-7w6r9-1033336217 |  | kubeflow/example-seldon issue 34: argo 2.2's argo get, a resource step that waited for its TFJob
             └-✖ train-model        train-pipeline-x7k2p-2976014211  3m        failed with exit code 1 | orchestrator.replica-failed | train-pipeline-x7k2p-2976014211 |  | argo 2.x operator.go "failed with exit code %d" in a row without the template column
             └─✖ train              train-model  gpu-train-abcde-train-model-1234567890  12m       Error (exit code 1) | orchestrator.replica-failed | gpu-train-abcde-train-model-1234567890 |  | argo 3.x-4.x: the template column and "%s (exit code %d)"
             ├─⚠ train(0)           train        ddp-run-q8w2e-train-2222222222  1m        pod deleted | orchestrator.replica-failed | ddp-run-q8w2e-train-2222222222 |  | argo 3.x: an Error node (⚠) whose pod was deleted
             └─✖ train              train        gpu-train-q2w8z-train-3127654490  7m        OOMKilled (exit code 137) | k8s.oom-killed | gpu-train-q2w8z-train-3127654490 |  | argo 3.x-4.x: the container's OOMKilled reason
             └-✖ train              gpu-train-q2w8z-3127654490  7m        OOMKilled | k8s.oom-killed | gpu-train-q2w8z-3127654490 |  | argo 2.x: the reason alone
            Exception: Timeout waiting for kubeflow.org/tfjobs mnist-5500928c-3475-4dd7-9463-570f5c0a494a in namespace anonymous to enter one of the conditions ['Succeeded', 'Failed']. | orchestrator.replica-failed |  |  | aws-samples/eks-kubeflow-workshop issue 86: Kubeflow Pipelines' launch_crd.py wait_for_condition
            util.TimeoutError: Timeout waiting for job trainer-4x2kq in namespace kubeflow to finish. | orchestrator.replica-failed |  |  | kubeflow/tf-operator py/tf_job_client.py wait_for_job
            TimeoutError: Timeout waiting for job dist-mnist in namespace default to enter one of the phases ['Done']. | orchestrator.replica-failed |  |  | kubeflow/testing tf_job_client.py wait_for_phase
             └─✔ train              train        gpu-train-abcde-train-1234567890  12m | - |  |  | negative: a succeeded row
             ✖ kubeflow-tf-train-7w6r9                                                child 'kubeflow-tf-train-7w6r9-1033336217' failed | - |  |  | negative: a steps node's message names no pod of its own
            Timeout waiting for job dist-mnist in namespace default to be deleted. | - |  |  | negative: a test's clean-up wait, not the job's outcome
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
