package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Kubernetes' refusal to create a job's pods at admission, as a log viewer shows it (issue 286 of a GKE launcher): the
 * controllers' FailedCreate event over the API server's 'pods "NAME" is forbidden: REASON', from kubernetes'
 * format strings (controller_utils.go "Error creating: %v", the StatefulSet controller's "create Pod %s in StatefulSet %s
 * failed error: %s", admission.NewForbidden, the service-account, PodSecurity, LimitRanger and ResourceQuota plugins' reasons),
 * the real lines of the open corpus (realworld/doctor, index.tsv's log-viewer sample: the quoted line and Logs Explorer's
 * jsonPayload.message with its quotes escaped), and lines that must read otherwise (a quota the pod exceeds, RBAC's refusals).
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledLogViewersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Error creating: pods "kinetic-job-5cee2b49-" is forbidden: error looking up service account default/kinetic: serviceaccount "kinetic" not found" | k8s.pod-create-forbidden | | | serviceaccount admission "error looking up service account %s/%s: %v" in the job controller's FailedCreate event, as the issue quotes it (kinetic#286)
                "message": "Error creating: pods \\"kinetic-job-7b27dd9c-\\" is forbidden: error looking up service account default/kinetic: serviceaccount \\"kinetic\\" not found", | k8s.pod-create-forbidden | | | the same event as Logs Explorer's jsonPayload record holds it, the quotes escaped (kinetic#286)
              Warning  FailedCreate  2m (x5 over 3m)  job-controller  Error creating: pods "train-7xkq2" is forbidden: violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false (container "trainer" must set securityContext.allowPrivilegeEscalation=false) | k8s.pod-create-forbidden | | | PodSecurity admission "violates PodSecurity %q: %s" in kubectl describe job's Events row
            create Pod worker-0 in StatefulSet worker failed error: pods "worker-0" is forbidden: maximum memory usage per Container is 64Gi, but limit is 128Gi | k8s.pod-create-forbidden | | | LimitRanger "maximum %s usage per %s is %s, but limit is %s" in the StatefulSet controller's FailedCreate wording
            {"reason":"FailedCreate","message":"Error creating: pods \\"trainer-5d8f7c9b4-\\" is forbidden: failed quota: compute-resources: must specify limits.cpu,limits.memory","type":"Warning"} | k8s.pod-create-forbidden | | | ResourceQuota's "failed quota: %s: must specify %s" in a one-line JSON event (kubectl get events -o json, compact)
            Error creating: pods "pi-x7k2q" is forbidden: exceeded quota: gpu-quota, requested: requests.nvidia.com/gpu=8, used: requests.nvidia.com/gpu=0, limited: requests.nvidia.com/gpu=4 | k8s.unschedulable | | | a quota the pod would exceed stays the quota rule's, not this one
            Error from server (Forbidden): pods is forbidden: User "system:serviceaccount:default:default" cannot list resource "pods" in API group "" in the namespace "default" | - | | | RBAC's refusal of a kubectl list (no pod name, no FailedCreate): not a pod the job failed to create
            Error from server (Forbidden): pods "train-0" is forbidden: User "alice" cannot get resource "pods/log" in API group "" in the namespace "ml" | - | | | RBAC's refusal of kubectl logs for a named pod: the reader's permission, not the job's pods
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
