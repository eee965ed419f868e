package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Preemption, eviction and lost machines outside Slurm: HTCondor's user log (the execute machine lost and the job
 * rescheduled, event 024 and the older 022; the eviction, event 004, in the text, XML, JSON and ClassAd forms), a cloud VM's reclaim notice as
 * Taskcluster's worker-runner prints it (GCP and EC2) behind a journal's host, the kubelet's evictions for disk and process ids in both
 * container wordings, as kubectl rows and alone, the pod's own ephemeral-storage limits, and TensorFlow's ShutdownHook finding lame workers.
 * One row per wording and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class PreemptionThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            024 (6509789.000.000) 03/27 15:12:51 Job reconnection failed\\n    Job not found at execution machine\\n    Can not reconnect to slot1@CRUSH-SUGWG-OSG-10-5-137-88, rescheduling job | slurm.node-fail | CRUSH-SUGWG-OSG-10-5-137-88 |  | HTCondor 8.x condor_event.cpp JobReconnectFailedEvent, a static slot
            024 (123.000.000) 2024-02-01 10:00:00 Job reconnection failed\\n    Job lease expired\\n    Can not reconnect to slot1_3@gpu-node07.chtc.wisc.edu, rescheduling job | slurm.node-fail | gpu-node07.chtc.wisc.edu |  | HTCondor 10.x-24.x: ISO date header, a partitionable slot's dynamic slot, a fully qualified host
            022 (42.000.000) 05/12 08:01:02 Job disconnected, can not reconnect\\n    Socket between submit and execute hosts closed unexpectedly\\n    Can not reconnect to slot2@wn042 <10.0.4.42:9618?sock=123_ab>\\n    Rescheduling job | slurm.node-fail | wn042 |  | HTCondor 7.x-8.x JobDisconnectedEvent without reconnect: the startd's name then its address
            022 (42.000.000) 05/12 08:01:02 Job disconnected, attempting to reconnect\\n    Socket between submit and execute hosts closed unexpectedly\\n    Trying to reconnect to slot1@wn042 <10.0.4.42:9618> | - |  |  | HTCondor: a disconnect it is still trying to mend is no failure yet
            004 (6509789.000.000) 03/27 15:16:47 Job was evicted.\\n	(0) Job was not checkpointed. | slurm.preempted |  |  | HTCondor 8.x condor_event.cpp JobEvictedEvent, the text user log
            004 (101.002.000) 2023-11-07 22:14:09 Job was evicted.\\n	(0) CPU times | slurm.preempted |  |  | HTCondor 10.x+: ISO date header
                <a n="MyType"><s>JobEvictedEvent</s></a> | slurm.preempted |  |  | HTCondor XML user log (log_xml = True)
                "MyType": "JobEvictedEvent", | slurm.preempted |  |  | HTCondor JSON user log (10.x+)
            MyType = "JobEvictedEvent" | slurm.preempted |  |  | HTCondor ClassAd form (condor_q -userlog / -l)
            We should just kill immediately jobs that get evicted I think. | - |  |  | prose about evictions: no event line
            Dec 17 16:03:58Z translations-1-b-linux-v100-gpu-4-1tb-vvppjagzspgzcf58mfvmzw-1 start-worker 2024/12/17 16:03:58 GCP Metadata Service says termination is imminent | slurm.preempted | translations-1-b-linux-v100-gpu-4-1tb-vvppjagzspgzcf58mfvmzw-1 |  | taskcluster worker-runner provider/google (2020-2025), journal with Z time and a long GCE name
            Mar  3 04:05:06 ip-10-1-2-3 start-worker[2211]: 2023/03/03 04:05:06 EC2 Metadata Service says termination is imminent | slurm.preempted | ip-10-1-2-3 |  |  taskcluster worker-runner provider/aws, syslog with a PID and an EC2 host name
            2021/06/01 12:00:00 EC2 Metadata Service says termination is imminent | slurm.preempted |  |  | generic-worker's aws provider, its own log without a host
            NAME   NAMESPACE   Evicted   oct-03-09-compute   Pod The node had condition: [DiskPressure]. | k8s.evicted | oct-03-09-compute |  | kubectl get pods -o custom-columns with the node and the status message (kubelet rejectPod)
            The node was low on resource: ephemeral-storage. Threshold quantity: 24068434671, available: 23201836Ki. Container manager was using 106848Ki, request is 0, has larger consumption of ephemeral-storage. | k8s.evicted |  |  | kubelet eviction/helpers.go 1.2x-1.36 container wording
            Message:        The node was low on resource: ephemeral-storage. Container trainer was using 34260Ki, which exceeds its request of 0. | k8s.evicted |  |  | kubectl describe pod, kubelet eviction/helpers.go before 1.2x
            Warning  Evicted    6m28s  kubelet, host-1    The node was low on resource: ephemeral-storage. Container csi was using 52Ki, which exceeds its request of 0. | k8s.evicted | host-1 |  | kubectl describe event before 1.20: the FROM column "kubelet, NODE" names the node
            Warning  Evicted    3m  kubelet, ip-192-168-7-21.ec2.internal  Pod ephemeral local storage usage exceeds the total limit of containers 20Gi. | k8s.evicted | ip-192-168-7-21.ec2.internal |  | the same for the pod's own limit, an EKS node name
            Warning  Evicted  2m  kubelet  The node had condition: [PIDPressure]. | k8s.evicted |  |  | kubectl describe pod's event, a process-id pressure
            Message:        Pod ephemeral local storage usage exceeds the total limit of containers 10Gi. | k8s.evicted |  |  | kubelet eviction/helpers.go podEphemeralStorageMessageFmt
            Message:        Usage of EmptyDir volume "dshm" exceeds the limit "8Gi". | k8s.evicted |  |  | kubelet eviction/helpers.go emptyDirMessageFmt (a /dev/shm emptyDir)
            Message:        The node was low on resource: memory. Container trainer was using 61Gi, which exceeds its request of 32Gi. | k8s.oom-killed |  |  | a memory eviction stays the memory code
            INFO:tensorflow:ShutdownHook: lame workers found: HeartbeatManager(/job:worker/replica:0/task:0/device:CPU:0) | tf.peer-unavailable |  |  | TensorFlow 2.x session_support.py ShutdownHook, absl's INFO:tensorflow: prefix
            I0902 03:34:21.925864 140070334211904 session_support.py:391] ShutdownHook: lame workers found: HeartbeatManager(/job:tpu_worker/replica:0/task:1/device:CPU:0) | tf.peer-unavailable |  |  | TensorFlow 1.1x glog form, a tpu_worker job
            W1124 07:17:32.024375 139978646746880 preempted_hook.py:91] TPUPollingThread found TPU b'gorilla-alb-tpu' in state READY, and health HEALTHY. | - |  |  | TensorFlow 1.15 preempted_hook.py: a healthy TPU despite the file's name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
