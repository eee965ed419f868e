package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failure wordings of managed training services and the container runtime under them (issue 26): the SageMaker Python SDK's status of
 * a failed job and runc's refusal to start a container's first process, from their format strings, with the real lines of the open
 * corpus (realworld/doctor, index.tsv's Kubernetes and managed-cloud sample) and healthy or other lines that must read otherwise.
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledK8sFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            UnexpectedStatusException: Error for Training job pytorch-training-2020-10-26-17-35-06-746: Failed. Reason: AlgorithmError: ExecuteUserScriptError:\\nCommand "/opt/conda/bin/python train_deploy.py --backend gloo --epochs 1 --num_labels 2" | orchestrator.replica-failed | | | SageMaker SDK 2.x session.py "Error for {job_type} {job_name}: {status}. Reason: {reason}" (amazon-sagemaker-bert-classify-pytorch#2)
            sagemaker.exceptions.UnexpectedStatusException: Error for Training job cluster-eames-: Failed. Reason: AlgorithmError: ExecuteUserScriptError: | orchestrator.replica-failed | | | the same with the exception's module, a job name ending in a dash (amazon-sagemaker-examples#3444)
            sagemaker.exceptions.UnexpectedStatusException: Error for Training job hf-train-2025-01-02-03-04-05-678: Failed. Reason: AlgorithmError: ExecuteUserScriptError:. Check troubleshooting guide for common errors: https://docs.aws.amazon.com/sagemaker/latest/dg/sagemaker-python-sdk-troubleshooting.html | orchestrator.replica-failed | | | SageMaker SDK 2.2xx-3.x: the troubleshooting sentence after the reason
            UnexpectedStatusException: Error for Processing job preprocess-2024-05-01-10-00-00-000: Failed. Reason: AlgorithmError: See job logs for more information | orchestrator.replica-failed | | | the same for a processing job (job_type "Processing job")
            sagemaker.exceptions.CapacityError: Error for Training job llm-2024-05-01-10-00-00-000: Failed. Reason: CapacityError: Unable to provision requested ML compute capacity. Please retry using a different ML instance type. | torch.exception | | | the SDK's CapacityError: no instance ran the job, not a replica that failed
            Training job pytorch-training-2020-10-26-17-35-06-746 completed. Status: Completed | - | | | a job that ended well: no finding
            docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "/opt/ml/code/train.sh": stat /opt/ml/code/train.sh: no such file or directory: unknown. | container.create-failed | | | runc 1.1 create.go "runc create failed: %w" and container_linux.go "unable to start container process: %w", as docker run prints it
            - `Failed to execute command group with error API queried with a bad parameter: {"message":"failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: \\\\"/mnt/azureml/cr/j/0169ec1e49ca4c5aba07e7115252d9f1/cap/lifecycler/wd/execution-wrapper\\\\": stat /mnt/azureml/cr/j/0169ec1e49ca4c5aba07e7115252d9f1/cap/lifecycler/wd/execution-wrapper: no such file or directory: unknown"}` | container.create-failed | | | the same inside Azure ML's JSON error in a markdown list item (azure-sdk-for-python#34501)
            Error: failed to start containerd task "trainer": OCI runtime start failed: runc run failed: unable to start container process: exec format error: unknown | container.create-failed | | | runc run.go "runc run failed: %w" for an image built for another CPU
            OCI runtime create failed: runc create failed: unable to start container process: exec: "python": executable file not found in $PATH: unknown | - | | | a command missing from $PATH: not this rule's (no runc container finding)
            time="2024-01-01T00:00:00Z" level=info msg="starting container process" runtime=runc | - | | | runc's healthy start line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
