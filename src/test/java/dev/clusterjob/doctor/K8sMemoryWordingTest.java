package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Kubernetes memory kills and memory evictions of a training pod as users paste them: the kubelet's eviction message
 * (pkg/kubelet/eviction/helpers.go: "The node was low on resource: %v. ", "Threshold quantity: %v, available: %v. ", the container's use in
 * the older "which exceeds its request of %s" and the newer "request is %s, has larger consumption of %v" wording, "The node had
 * condition: %v. ") behind kubectl describe's event source ("kubelet, NODE" before 1.20, "kubelet" after it with the node on the pod's
 * "Node:" line), in kubectl get events rows and in a pod status as YAML or JSON with its hostIP; the container status "reason: OOMKilled"
 * of kubectl -o yaml / -o json; the node's own memory-pressure events (NodeHasInsufficientMemory, EvictionThresholdMet "Attempting to
 * reclaim %s") and condition row. One row per wording and release with node names of several shapes; the codes of the findings in order
 * ("-": no finding of severity error), the host of the first, and where the wording comes from. A cell's {@code \\n} is a line break;
 * cells are split at " ‖ ".
 */
class K8sMemoryWordingTest extends WordingTable {
    /** text ‖ codes in order ‖ host of the first ‖ source */
    private static final String ROWS = """
              Warning  Evicted                12m (x2 over 13m)  kubelet, 192.168.13.135  The node was low on resource: memory. Container main was using 5053216Ki, which exceeds its request of 0. ‖ k8s.oom-killed ‖ 192.168.13.135 ‖ kubelet helpers.go (1.11-1.19) in kubectl describe's event row, source "kubelet, NODE" (an address as the node's name)
              Warning  Evicted    3m    kubelet, gpu-node-07.cluster.local  The node was low on resource: memory. ‖ k8s.oom-killed ‖ gpu-node-07.cluster.local ‖ the same without the container's use (kubelet before 1.11), a dotted node name
            Node:         gke-pool-1-abc/10.128.0.7\\nEvents:\\n  Warning  Evicted  3m  kubelet  The node was low on resource: memory. Threshold quantity: 100Mi, available: 51200Ki. Container pytorch was using 30Gi, request is 8Gi, has larger consumption of memory.  ‖ k8s.oom-killed ‖ gke-pool-1-abc ‖ kubelet helpers.go 1.2x-1.34 (thresholdMetMessageFmt, containerMessageFmt "request is %s, has larger consumption of %v"), event source "kubelet" (1.20+), the node from describe's "Node:" line
            4m11s       Warning   Evicted               pod/worker-0    The node was low on resource: memory. Container pytorch was using 1703264Ki, which exceeds its request of 0. ‖ k8s.oom-killed ‖ worker-0 ‖ kubectl get events row (1.1x+): the pod its object column names (no node on the line)
            Message:        The node was low on resource: memory. ‖ k8s.oom-killed ‖  ‖ kubectl describe pod's Message line of an evicted pod (1.8)
              message: >-\\n    The node was low on resource: memory. Container main was using\\n    27484Ki, which exceeds its request of 0.\\n  reason: Evicted\\n  hostIP: 10.100.42.154 ‖ k8s.oom-killed ‖ 10.100.42.154 ‖ a pod status as YAML with the message folded (">-") and the node's address in hostIP after it
                "message": "The node was low on resource: memory. Threshold quantity: 100Mi, available: 90Mi. Container worker was using 9736Ki, request is 0, has larger consumption of memory. ",\\n        "phase": "Failed",\\n        "reason": "Evicted",\\n        "hostIP": "fd00:10::12", ‖ k8s.oom-killed ‖ fd00:10::12 ‖ the same as kubectl get pod -o json prints it (1.2x wording), an IPv6 hostIP
              Warning  Evicted  10s  kubelet, worker-3  Pod The node had condition: [MemoryPressure]. ‖ k8s.oom-killed ‖ worker-3 ‖ kubelet eviction admission (nodeConditionMessageFmt "The node had condition: %v. ", rejectPod's "Pod " before it), source "kubelet, NODE"
            > The node had condition: [DiskPressure MemoryPressure]. ‖ k8s.oom-killed,k8s.evicted ‖  ‖ the same with two conditions, quoted in markdown: memory first, the disk condition k8s.evicted's
            4m7s        Warning   Evicted               pod/egg-1    The node had condition: [DiskPressure]. ‖ k8s.evicted ‖ egg-1 ‖ a disk condition stays k8s.evicted's
                lastState:\\n      terminated:\\n        containerID: containerd://0f30d47b\\n        exitCode: 137\\n        reason: OOMKilled ‖ k8s.oom-killed ‖  ‖ core/v1 ContainerStateTerminated.reason as kubectl get pod -o yaml (or yq) prints it
                        "exitCode": 137,\\n                        "reason": "OOMKilled", ‖ k8s.oom-killed ‖  ‖ the same in kubectl get pod -o json
              Normal   NodeHasInsufficientMemory  23m (x4 over 2d5h)     kubelet, 192.168.144.102  Node 192.168.144.102 status is now: NodeHasInsufficientMemory ‖ k8s.oom-killed ‖ 192.168.144.102 ‖ kubelet_node_status.go recordNodeStatusEvent "Node %s status is now: %s" (1.x-1.34) in kubectl describe node, source "kubelet, NODE"
              Normal   NodeHasInsufficientMemory  2m    kubelet  Node gpu-a100-3 status is now: NodeHasInsufficientMemory ‖ k8s.oom-killed ‖ gpu-a100-3 ‖ the same with the source "kubelet" (1.20+): the node the event names
              Warning  EvictionThresholdMet  7m48s (x38 over 2d5h)  kubelet, node12.cluster.example.org  Attempting to reclaim memory ‖ k8s.oom-killed ‖ node12.cluster.example.org ‖ eviction_manager.go synchronize "Attempting to reclaim %s" (EvictionThresholdMet, 1.x-1.34), source "kubelet, NODE"
              Warning  EvictionThresholdMet  1m  kubelet  Attempting to reclaim memory ‖ k8s.oom-killed ‖  ‖ the same with the source "kubelet" (1.20+): no node on the line
              MemoryPressure   True    Wed, 13 Sep 2017 12:54:10 +0800   Wed, 13 Sep 2017 11:54:03 +0800   KubeletHasInsufficientMemory   kubelet has insufficient memory available ‖ k8s.oom-killed ‖  ‖ nodestatus/setters.go MemoryPressureCondition (1.x-1.34) as kubectl describe node's Conditions row
              MemoryPressure   False   Mon, 01 Jan 2024 00:00:00 +0000   Mon, 01 Jan 2024 00:00:00 +0000   KubeletHasSufficientMemory     kubelet has sufficient memory available ‖ - ‖  ‖ the same condition healthy: no finding
              Normal   NodeHasSufficientMemory    51m (x4 over 11d)      kubelet, 192.168.144.102  Node 192.168.144.102 status is now: NodeHasSufficientMemory ‖ - ‖  ‖ the healthy node status event: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, " ‖ ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
