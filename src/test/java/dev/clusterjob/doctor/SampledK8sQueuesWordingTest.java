package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Gang schedulers and job APIs on Kubernetes as training jobs report them: the API server's validation refusing an object the job creates
 * (apimachinery's "KIND \"NAME\" is invalid: FIELD: TYPE: DETAIL" under JobSet's "creation failed with error", a controller's
 * "Error creating", kubectl's "error when creating" and its own "The KIND \"NAME\" is invalid" with one or several causes) is
 * k8s.pod-create-forbidden; Kueue's preemption of an admitted workload in its v0.3-v0.6, v0.7, v0.8-v0.11 and v0.12+ wordings is
 * slurm.preempted; the Coscheduling plugin of scheduler-plugins holding a pod group back (too few sibling pods, gated pods, a resource gap,
 * a member unschedulable after PostFilter, the deny that follows in v0.20-v0.22 and v0.26+ wording) is k8s.unschedulable; and the
 * negatives (a change refused as immutable, Kueue moving or replacing a workload, a workload waiting for quota, the plugin's Permit wait).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledK8sQueuesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2024-12-29T11:17:12Z\tERROR\tcreating jobs\t{"controller": "jobset", "error": "job \\"torch-test-trainer-node-0\\" creation failed with error: Job.batch \\"torch-test-trainer-node-0\\" is invalid: spec.template.spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources"} | k8s.pod-create-forbidden |  |  | kubeflow/trainer issue 2363: JobSet 0.5+ createJobs under a TrainJob, the controller's zap line with its quotes escaped
              Warning  JobCreationFailed  12s  jobset-controller  job "llm-workers-0" creation failed with error: Job.batch "llm-workers-0" is invalid: spec.template.spec.containers[0].resources.requests: Invalid value: "8": must be equal to nvidia.com/gpu limit of 4 | k8s.pod-create-forbidden |  |  | JobSet 0.11+ JobCreationFailed event: requests and limits of a GPU differ
            job "trainer-node-1" creation failed with error: Job.batch "trainer-node-1" is invalid: [spec.template.spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources, spec.template.spec.containers[0].name: Invalid value: "Trainer": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-'] | k8s.pod-create-forbidden |  |  | apimachinery NewInvalid with several causes: field.ErrorList's aggregate in brackets
              Warning  FailedCreate  3s  job-controller  Error creating: Pod "mnist-worker-0-x7kq2" is invalid: spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources | k8s.pod-create-forbidden |  |  | kube-controller-manager's FailedCreate event over the API server's Invalid status of the pod
            Error from server (Invalid): error when creating "pytorchjob.yaml": PyTorchJob.kubeflow.org "mnist" is invalid: spec.pytorchReplicaSpecs.Worker.replicas: Invalid value: -1: spec.pytorchReplicaSpecs.Worker.replicas in body should be greater than or equal to 0 | k8s.pod-create-forbidden |  |  | kubectl create: a CRD's schema refusing a training job
            The Pod "gpu-test" is invalid: spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources | k8s.pod-create-forbidden |  |  | kubectl cmdutil checkErr with one cause on its line
            The Job "train" is invalid: \\n* spec.template.spec.containers[0].resources.requests: Invalid value: "2": must be equal to nvidia.com/gpu limit of 1\\n* spec.template.spec.restartPolicy: Unsupported value: "Always": supported values: "OnFailure", "Never" | k8s.pod-create-forbidden |  |  | kubectl cmdutil checkErr with several causes, one "* " line each
            The Job "train" is invalid: spec.template: Invalid value: core.PodTemplateSpec{ObjectMeta:v1.ObjectMeta{Name:""}}: field is immutable | - |  |  | negative: a change refused on a Job that exists, nothing was kept from starting
            The Job "train" is invalid: \\n* spec.template: Invalid value: core.PodTemplateSpec{}: field is immutable | - |  |  | negative: the same refusal in kubectl's several-cause layout
            ValueError: The Config "train.yaml" is invalid: learning rate missing | torch.exception |  |  | negative for the refusal: a program's own exception without a field error type
               message: Preempted to accommodate a higher priority Workload | slurm.preempted |  |  | Kueue v0.3-v0.6: the Evicted condition's message
            message: Preempted to accommodate a workload (UID: 1c4a8e2f-77b0-4d6e-9f1a-2b3c4d5e6f70) in the cohort | slurm.preempted |  |  | Kueue v0.7: the preemptor's UID and where it was chosen
            Preempted to accommodate a workload (UID: 5d0e6c3a-1b2c-4d5e-8f9a-0b1c2d3e4f5a) due to reclamation within the cohort | slurm.preempted |  |  | Kueue v0.8-v0.11: HumanReadablePreemptionReasons
              Normal  Stopped  8s  kueue-job-controller  Preempted to accommodate a workload (UID: 9f542104-a9e2-4344-ad2e-9c136204da18, JobUID: a20d0a6a-64a3-46ce-9b95-8cfb3bf6e675) due to fair sharing within the cohort; preemptor path: /cohort/c1; preemptee path: /cohort/c2 | slurm.preempted |  |  | Kueue v0.12+ with the JobUID and the later paths, as the job's Stopped event
               message: 'Preempted to accommodate a workload (UID: 9f542104-a9e2-4344-ad2e-9c136204da18,\\n    JobUID: a20d0a6a-64a3-46ce-9b95-8cfb3bf6e675) due to prioritization in the\\n    ClusterQueue' | slurm.preempted |  |  | kueue issue 7350: kubectl's YAML wrapping the condition's message after the UID
            message: Evicted to accommodate a workload (UID: 0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d) due to migration to more favorable resource flavor | - |  |  | negative: Kueue moving a workload to a better flavor, not stopping it for another
            message: Replaced to accommodate a workload (UID: 0a1b2c3d, JobUID: 4e5f6a7b) due to workload slice aggregation | - |  |  | negative: Kueue's workload slices, one replacing the other
            message: 'couldn''t assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100, 8 more needed. Pending the preemption of 1 workload(s)' | - |  |  | negative: the preemptor waiting for the preemption it asked for
            E1116 08:24:00.746178       1 coscheduling.go:133] "PreFilter failed" err="pre-filter pod mnist-worker-0 cannot find enough sibling pods, current pods number: 1, minMember of group: 2" pod="kubedl/mnist-worker-0" | k8s.unschedulable |  |  | scheduler-plugins issue 450: Coscheduling v0.20+ PreFilter, too few pods of the PodGroup
            E1116 08:24:00.756216       1 coscheduling.go:133] "PreFilter failed" err="pod with pgName: kubedl/mnist-worker last failed in 3s, deny" pod="kubedl/mnist-worker-1" | k8s.unschedulable |  |  | Coscheduling v0.20-v0.22: the group denied again after it failed
            E0302 10:11:12.000001       1 coscheduling.go:155] "PreFilter failed" err="podGroup default/llama-workers failed recently" pod="default/llama-workers-3" | k8s.unschedulable |  |  | Coscheduling v0.26+: the same deny's wording
            E0302 10:11:12.000002       1 core.go:300] "Failed to PreFilter" err="resource gap: map[nvidia.com/gpu:{{8 0} {<nil>} 8 DecimalSI}]" podGroup="default/llama-workers" | k8s.unschedulable |  |  | Coscheduling CheckClusterResource: the group's minResources do not fit the cluster
            E0302 10:11:12.000003       1 coscheduling.go:155] "PreFilter failed" err="pre-filter pod trainer-1 cannot proceed due to gated pods in the same PodGroup" pod="default/trainer-1" | k8s.unschedulable |  |  | Coscheduling v0.28+: a member held by a scheduling gate
              Warning  FailedScheduling  4s  scheduler-plugins-scheduler  PodGroup default/pg1 gets rejected due to Pod pg1-worker-2 is unschedulable even after PostFilter | k8s.unschedulable |  |  | Coscheduling PostFilter: one unplaceable member rejects the whole group
            I1116 08:25:22.304991       1 coscheduling.go:194] "Pod is waiting to be scheduled to node" pod="kubedl/mnist-worker-0" nodeName="node-3" | - |  |  | negative: the Permit stage waiting for the rest of the group
            gpu-node-3 failed recently and was drained by the operator | - |  |  | negative: another sentence that ends in the deny's words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
