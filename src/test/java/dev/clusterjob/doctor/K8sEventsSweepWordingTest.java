package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A sweep of Kubernetes' own messages about a training job's pods, as kubectl describe pod/job and kubectl get events
 * print them (TYPE REASON AGE FROM MESSAGE, or LAST SEEN TYPE REASON OBJECT MESSAGE) and kubectl get pods' STATUS column: the scheduler's
 * FitError and its plugins' reasons (pkg/scheduler/framework/types.go, plugins/noderesources, tainttoleration, nodeaffinity,
 * nodeunschedulable, podtopologyspread, interpodaffinity, volumebinding, the preemption texts), the kubelet's (images/image_manager.go,
 * eviction/helpers.go and eviction_manager.go, kuberuntime's back-off and probe kills, prober/prober.go, active_deadline.go,
 * preemption/preemption.go, nodeshutdown, cm/devicemanager's admission), the volume operation generator's and the attach/detach
 * controller's, the node lifecycle controller's, the Job controller's, and the Kubeflow training-operator's (and pytorch-operator's) job
 * conditions, releases 1.10-1.34 (training-operator 1.3-1.9). One row per format string, and per release where the wording differs, filled
 * as the tool fills it (%q quoted, pods as NAME_NAMESPACE(UID), node names of several shapes); the codes of the findings in order ("-": no
 * finding of severity error, the harmless look-alikes: a binding, a readiness probe, a node back to Ready, a Job's pod created or the Job
 * done), the host and peer of the first; the file, function and releases in the last column. {@code \n} in a text is a line break; cells
 * are split at " ‖ ".
 *
 * <p>Skipped: the scheduler's and kubelet's klog lines (V-levels a user sees only in the components' own logs), internal errors no pod
 * event carries (cache and informer errors, "should never happen"), wordings of features no training job uses (HostPort conflicts,
 * Windows containers, static pods, the AppArmor/seccomp/sysctl admission, RuntimeClass overhead, Service and Ingress events), the
 * kubelet's Normal progress events (Pulling, Pulled, Created, Started: no failure), container create and config errors that other tables
 * read (CreateContainerConfigError, containerd's "no runtime for nvidia" in FailedCreatePodSandBox), the taint manager's "Marking for
 * deletion Pod %s" (a consequence of a taint whose cause the node's own event names), and the GPU operator's validator and device plugin
 * start-up lines (their failures reach a pod only as the admission and scheduler texts here).
 *
 * <p>At first sight (the table committed before any rule) doctor read 39 of the 74 rows right, cause and node; the rules of doc174 read
 * the other 35, and the row of kubelet 1.7-1.9's volume wording, added with them from a real log (kubeflow/trainer issue 96).
 */
class K8sEventsSweepWordingTest extends WordingTable {
    /** text ‖ codes in order ‖ host of the first ‖ peer of the first ‖ source */
    private static final String ROWS = """
              Warning  FailedScheduling  2m  default-scheduler  0/4 nodes are available: 4 Insufficient nvidia.com/gpu. preemption: 0/4 nodes are available: 4 No preemption victims found for incoming pod. ‖ k8s.unschedulable ‖  ‖  ‖ pkg/scheduler/framework/types.go FitError.Error (1.24-1.34): "0/%v nodes are available: %v." then " preemption: " and DefaultPreemption's own FitError; noderesources/fit.go "Insufficient %v"
              Warning  FailedScheduling  <unknown>  default-scheduler  0/3 nodes are available: 3 Insufficient nvidia.com/gpu. ‖ k8s.unschedulable ‖  ‖  ‖ framework/types.go / core/generic_scheduler.go FitError (1.11-1.23): no preemption part; describe's AGE "<unknown>" of 1.1x
              Warning  FailedScheduling  40s (x3 over 2m)  default-scheduler  0/5 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, 4 Insufficient nvidia.com/gpu. preemption: 0/5 nodes are available: 1 Preemption is not helpful for scheduling, 4 No preemption victims found for incoming pod. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/tainttoleration/taint_toleration.go (1.25-1.34): "node(s) had untolerated taint {%s: %s}" beside "Insufficient %v", two preemption reasons
              0/2 nodes are available: 2 node(s) had taint {nvidia.com/gpu: present}, that the pod didn't tolerate. ‖ k8s.unschedulable ‖  ‖  ‖ tainttoleration (1.18-1.24): "node(s) had taint {%s: %s}, that the pod didn't tolerate"
              0/3 nodes are available: 3 node(s) had taints that the pod didn't tolerate. ‖ k8s.unschedulable ‖  ‖  ‖ algorithm/predicates/error.go ErrTaintsTolerationsNotMatch (1.11-1.17): "node(s) had taints that the pod didn't tolerate"
              0/6 nodes are available: 6 node(s) didn't match Pod's node affinity/selector. preemption: 0/6 nodes are available: 6 Preemption is not helpful for scheduling. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/nodeaffinity/node_affinity.go ErrReasonPod (1.22-1.34): "node(s) didn't match Pod's node affinity/selector"
              0/3 nodes are available: 3 node(s) didn't match node selector. ‖ k8s.unschedulable ‖  ‖  ‖ predicates ErrNodeSelectorNotMatch / nodeaffinity (1.11-1.21): "node(s) didn't match node selector"
              0/8 nodes are available: 2 node(s) were unschedulable, 6 Insufficient nvidia.com/gpu. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/nodeunschedulable ErrReasonUnschedulable (1.11-1.34): "node(s) were unschedulable" (cordoned nodes)
              0/4 nodes are available: 4 Insufficient cpu, 4 Insufficient memory, 4 Insufficient nvidia.com/gpu. ‖ k8s.unschedulable ‖  ‖  ‖ noderesources/fit.go "Insufficient %v" for cpu, memory and the GPU, sorted as FitError sorts them
              0/4 nodes are available: 4 Insufficient amd.com/gpu. ‖ k8s.unschedulable ‖  ‖  ‖ the same for AMD's device plugin's resource
              0/2 nodes are available: 2 Insufficient rdma/hca_shared_devices_a. ‖ k8s.unschedulable ‖  ‖  ‖ the same for an RDMA shared device plugin's resource (a name with a slash, no dot)
              0/16 nodes are available: 16 node(s) didn't match pod topology spread constraints. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/podtopologyspread ErrReasonConstraintsNotMatch (1.18-1.34)
              0/4 nodes are available: 4 node(s) didn't match pod anti-affinity rules. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/interpodaffinity ErrReasonAntiAffinityRulesNotMatch (1.19-1.34)
              0/3 nodes are available: 1 node(s) had volume node affinity conflict, 2 node(s) didn't find available persistent volumes to bind. ‖ k8s.unschedulable ‖  ‖  ‖ plugins/volumebinding ErrReasonNodeConflict / ErrReasonBindConflict (1.11-1.34)
              0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling. ‖ k8s.unschedulable ‖  ‖  ‖ volumebinding PreFilter (1.20-1.34): "pod has unbound immediate PersistentVolumeClaims" without a count
              Warning  FailedScheduling  1m  default-scheduler  no nodes available to schedule pods ‖ k8s.unschedulable ‖  ‖  ‖ scheduler ErrNoNodesAvailable (1.11-1.34): "no nodes available to schedule pods"
            3m          Warning   FailedScheduling   pod/llama-ft-worker-3   0/8 nodes are available: 8 node(s) had untolerated taint {nvidia.com/gpu: present}. preemption: 0/8 nodes are available: 8 Preemption is not helpful for scheduling.. ‖ k8s.unschedulable ‖  ‖  ‖ the same in kubectl get events (TYPE REASON OBJECT MESSAGE), the doubled "." of 1.24-1.27's preemption message
              Normal   Scheduled  5s  default-scheduler  Successfully assigned default/pytorch-worker-0 to gpu-node-07 ‖ - ‖  ‖  ‖ scheduler schedule_one.go "Successfully assigned %v/%v to %v": the binding, no failure
              Normal   Preempted  10s  default-scheduler  Preempted by pod 0b8c1e5a-4f1d-4c1e-9a7b-2d3e4f5a6b7c on node gpu-node-07 ‖ slurm.preempted ‖ gpu-node-07 ‖  ‖ framework/preemption/preemption.go prepareCandidate (1.26-1.34): "Preempted by pod %v on node %v" (the preemptor's UID), on the victim pod
              Normal   Preempted  10s  default-scheduler  Preempted by ml/urgent-job-worker-0 on node ip-10-0-1-23.ec2.internal ‖ slurm.preempted ‖ ip-10-0-1-23.ec2.internal ‖  ‖ core/generic_scheduler.go / defaultpreemption (1.11-1.25): "Preempted by %v/%v on node %v"
              Warning  Preempting  3s  kubelet  Preempted in order to admit critical pod ‖ slurm.preempted ‖  ‖  ‖ pkg/kubelet/preemption/preemption.go (1.11-1.34): message "Preempted in order to admit critical pod"
                State:          Terminated\\n      Reason:       OOMKilled\\n      Exit Code:    137 ‖ k8s.oom-killed ‖  ‖  ‖ kubectl describe pod (pkg/describe describeContainerState) of a container the kernel killed for its memory limit: "Reason: OOMKilled"
                Last State:     Terminated\\n      Reason:       OOMKilled\\n      Exit Code:    137 ‖ k8s.oom-killed ‖  ‖  ‖ the same as the last state of a restarted container
            pytorch-worker-0   0/1     OOMKilled   3 (40s ago)   5m ‖ k8s.oom-killed ‖ pytorch-worker-0 ‖  ‖ kubectl get pods row (STATUS OOMKilled), the pod its NAME column names
              Warning  Evicted  3m  kubelet  The node was low on resource: memory. Threshold quantity: 100Mi, available: 51200Ki. Container pytorch was using 30Gi, request is 8Gi, has larger consumption of memory.  ‖ k8s.oom-killed ‖  ‖  ‖ pkg/kubelet/eviction/helpers.go evictionMessage (1.2x-1.34): memory, "request is %s, has larger consumption of %v"
              Warning  Evicted  2m  kubelet  The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 8Gi. Container trainer was using 42Gi, request is 0, has larger consumption of ephemeral-storage.  ‖ k8s.evicted ‖  ‖  ‖ the same for the node's disk
              Warning  Evicted  2m  kubelet  Pod ephemeral local storage usage exceeds the total limit of containers 20Gi.  ‖ k8s.evicted ‖  ‖  ‖ eviction_manager.go podEphemeralStorageLimitEviction (1.1x-1.34): "Pod ephemeral local storage usage exceeds the total limit of containers %s. "
              Warning  Evicted  2m  kubelet  Usage of EmptyDir volume "dshm" exceeds the limit "16Gi".  ‖ k8s.evicted ‖  ‖  ‖ eviction_manager.go emptyDirLimitEviction (1.1x-1.34): "Usage of EmptyDir volume %q exceeds the limit %q. " (a training pod's /dev/shm emptyDir)
              Warning  Failed  12s (x2 over 40s)  kubelet  Failed to pull image "nvcr.io/nvidia/pytorch:24.13-py3": rpc error: code = NotFound desc = failed to pull and unpack image "nvcr.io/nvidia/pytorch:24.13-py3": failed to resolve reference "nvcr.io/nvidia/pytorch:24.13-py3": nvcr.io/nvidia/pytorch:24.13-py3: not found ‖ k8s.image-pull-failed ‖  ‖  ‖ pkg/kubelet/images/image_manager.go pullImage (1.1x-1.34): "Failed to pull image %q: %v" with containerd's error
              Warning  Failed  12s  kubelet  Error: ErrImagePull ‖ k8s.image-pull-failed ‖  ‖  ‖ kuberuntime_container.go startContainer: "Error: %v" with images.ErrImagePull
              Normal   BackOff  5s (x3 over 40s)  kubelet  Back-off pulling image "registry.example.com/ml/trainer:v2" ‖ k8s.image-pull-failed ‖  ‖  ‖ image_manager.go (1.x-1.34): "Back-off pulling image %q" (a Normal event)
              Warning  Failed  5s  kubelet  Error: ImagePullBackOff ‖ k8s.image-pull-failed ‖  ‖  ‖ the same as "Error: %v" with images.ErrImagePullBackOff
            llama-ft-worker-1   0/1     ImagePullBackOff   0          3m ‖ k8s.image-pull-failed ‖ llama-ft-worker-1 ‖  ‖ kubectl get pods row (STATUS ImagePullBackOff)
              Warning  ErrImageNeverPull  4s  kubelet  Container image "trainer:local" is not present with pull policy of Never ‖ k8s.image-pull-failed ‖  ‖  ‖ image_manager.go EnsureImageExists (1.x-1.34): "Container image %q is not present with pull policy of Never"
              Warning  InspectFailed  4s  kubelet  Failed to apply default image tag "Registry.example.com/Trainer": couldn't parse image reference "Registry.example.com/Trainer": invalid reference format: repository name must be lowercase ‖ k8s.image-pull-failed ‖  ‖  ‖ image_manager.go (1.x-1.34): "Failed to apply default image tag %q: %v" (InvalidImageName)
              Warning  FailedMount  62s (x9 over 3m9s)  kubelet  MountVolume.SetUp failed for volume "dataset" : mount failed: exit status 32 ‖ k8s.volume-mount-failed ‖  ‖  ‖ pkg/volume/util/operationexecutor/operation_generator.go GenerateMountVolumeFunc (1.1x-1.34): "MountVolume.SetUp failed for volume %q : %v"
              Warning  FailedMount  8s (x5 over 23s)  kubelet, gke-gpu-pool-3f2a  MountVolume.SetUp failed for volume "hf-token" : secret "hf-token" not found ‖ k8s.volume-mount-failed ‖ gke-gpu-pool-3f2a ‖  ‖ the same for a missing secret, source "kubelet, NODE" (before 1.20)
              Warning  FailedMount  69s  kubelet  Unable to attach or mount volumes: unmounted volumes=[checkpoints], unattached volumes=[checkpoints kube-api-access-x7k2p]: timed out waiting for the condition ‖ k8s.volume-mount-failed ‖  ‖  ‖ pkg/kubelet/kubelet.go WaitForAttachAndMount via volumemanager (1.17-1.23): "Unable to attach or mount volumes: unmounted volumes=%v, unattached volumes=%v: %v"
              Warning  FailedMount  2m  kubelet  Unable to attach or mount volumes: unmounted volumes=[data], unattached volumes=[], failed to process volumes=[]: context deadline exceeded ‖ k8s.volume-mount-failed ‖  ‖  ‖ volume_manager.go (1.24-1.34): with "failed to process volumes=%v", the context's error text
              Warning  FailedMount  2m  kubelet, 10.1.2.3  Unable to mount volumes for pod "pytorch-worker-0_default(2e06a4e3-bceb-42b4-b0fd-a32cb53d0d00)": timeout expired waiting for volumes to attach or mount for pod "default"/"pytorch-worker-0". list of unmounted volumes=[data]. list of unattached volumes=[data default-token-abcde] ‖ k8s.volume-mount-failed ‖ 10.1.2.3 ‖  ‖ kubelet.go (1.10-1.16): "Unable to mount volumes for pod %q: %v" with volumemanager's "timeout expired waiting for volumes to attach or mount for pod %q/%q. list of unmounted volumes=%v. list of unattached volumes=%v"
              1m        1m          1         kubelet, gpu-node-07.cluster.local                  Warning   FailedMount   Unable to mount volumes for pod "llama-ft-worker-1_default(1fb329f3-bcf2-11e7-af94-42010a8000b3)": timeout expired waiting for volumes to attach/mount for pod "default"/"llama-ft-worker-1". list of unattached/unmounted volumes=[dataset] ‖ k8s.volume-mount-failed ‖ gpu-node-07.cluster.local ‖  ‖ kubelet.go / volumemanager (1.7-1.9): "... to attach/mount for pod %q/%q. list of unattached/unmounted volumes=%v", in kubectl describe 1.x-1.13's columns (FirstSeen LastSeen Count From SubObjectPath Type Reason Message)
              Warning  FailedMount  30s  kubelet  MountVolume.MountDevice failed for volume "pvc-3f2a9c1e" : rpc error: code = Internal desc = mount failed: exit status 32 ‖ k8s.volume-mount-failed ‖  ‖  ‖ operation_generator.go (1.1x-1.34): "MountVolume.MountDevice failed for volume %q : %v" (a CSI driver's stage step)
              Warning  FailedAttachVolume  40s  attachdetach-controller  AttachVolume.Attach failed for volume "pvc-3f2a9c1e" : rpc error: code = DeadlineExceeded desc = context deadline exceeded ‖ k8s.volume-mount-failed ‖  ‖  ‖ operation_generator.go GenerateAttachVolumeFunc (1.1x-1.34): "AttachVolume.Attach failed for volume %q : %v"
              Warning  FailedAttachVolume  40s  attachdetach-controller  Multi-Attach error for volume "pvc-3f2a9c1e" Volume is already exclusively attached to one node and can't be attached to another ‖ k8s.volume-mount-failed ‖  ‖  ‖ pkg/controller/volume/attachdetach/reconciler (1.1x-1.34): "Multi-Attach error for volume %q Volume is already exclusively attached to one node and can't be attached to another" (a ReadWriteOnce volume on several workers)
              Warning  FailedCreatePodSandBox  3s  kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = failed to setup network for sandbox "9f3e2d1c": plugin type="calico" failed (add): error getting ClusterInformation: connection is unauthorized: Unauthorized ‖ k8s.pod-network-failed ‖  ‖  ‖ kuberuntime_sandbox.go (1.2x-1.34) "Failed to create pod sandbox: %v" with containerd's "failed to setup network for sandbox %q: %v"
              Warning  BackOff  2m (x25 over 7m)  kubelet  Back-off restarting failed container ‖ k8s.crash-loop ‖  ‖  ‖ kuberuntime_manager.go doBackOff (1.1x-1.25): "Back-off restarting failed container"
              Warning  BackOff  10s (x4 over 60s)  kubelet  Back-off restarting failed container pytorch in pod pytorchjob-worker-1_default(1b2c3d4e-0000-4000-8000-000000000001) ‖ k8s.crash-loop ‖ pytorchjob-worker-1 ‖  ‖ the same (1.26-1.34): "Back-off restarting failed container %s in pod %s" (format.Pod's NAME_NAMESPACE(UID))
            pytorchjob-worker-1   0/1     CrashLoopBackOff   5 (30s ago)   6m ‖ k8s.crash-loop ‖ pytorchjob-worker-1 ‖  ‖ kubectl get pods row (STATUS CrashLoopBackOff)
                State:          Waiting\\n      Reason:       CrashLoopBackOff ‖ k8s.crash-loop ‖  ‖  ‖ kubectl describe pod's waiting state
              Warning  Unhealthy  20s (x3 over 40s)  kubelet  Liveness probe failed: Get "http://10.244.1.7:8080/healthz": dial tcp 10.244.1.7:8080: connect: connection refused ‖ k8s.probe-failed ‖  ‖  ‖ pkg/kubelet/prober/prober.go probe (1.1x-1.34): "%s probe failed: %s" with ProbeType Liveness, the HTTP prober's Go error
              Normal   Killing  20s  kubelet  Container trainer failed liveness probe, will be restarted ‖ k8s.probe-failed ‖  ‖  ‖ kuberuntime_manager.go computePodActions (1.1x-1.34): "Container %s failed liveness probe" + ", will be restarted" in the Killing event
              Warning  Unhealthy  5s  kubelet  Liveness probe failed: command "python /app/health.py" timed out ‖ k8s.probe-failed ‖  ‖  ‖ prober.go with the exec prober's timeout (1.20-1.34): "command %q timed out"
              Normal   Killing  5s  kubelet  Container trainer failed startup probe, will be restarted ‖ k8s.probe-failed ‖  ‖  ‖ the same for a startup probe (1.18-1.34): the container is killed too
              Warning  Unhealthy  5s  kubelet  Readiness probe failed: Get "http://10.244.1.7:8000/ready": dial tcp 10.244.1.7:8000: connect: connection refused ‖ - ‖  ‖  ‖ prober.go: a readiness probe only takes the pod out of its service, nothing is killed: no error
              Warning  NodeNotReady  3m  node-controller  Node is not ready ‖ slurm.node-fail ‖  ‖  ‖ pkg/controller/util/node/controller_utils.go MarkPodsNotReady (1.1x-1.34): the pod's event "Node is not ready" (reason NodeNotReady)
            3m          Warning   NodeNotReady   pod/trainer-worker-2   Node is not ready ‖ slurm.node-fail ‖ trainer-worker-2 ‖  ‖ the same in kubectl get events, the pod its object column names
              Normal   NodeNotReady  5m  node-controller  Node gpu-a100-3 status is now: NodeNotReady ‖ slurm.node-fail ‖ gpu-a100-3 ‖  ‖ controller_utils.go RecordNodeStatusChange (1.1x-1.34): "Node %s status is now: %s" on the node
              Normal   NodeReady  1m  node-controller  Node gpu-a100-3 status is now: NodeReady ‖ - ‖  ‖  ‖ the same when the node is back: no failure
              Warning  Terminated  1m  kubelet  Pod was terminated in response to imminent node shutdown. ‖ slurm.node-fail ‖  ‖  ‖ pkg/kubelet/nodeshutdown/nodeshutdown_manager_linux.go (1.21-1.34): nodeShutdownMessage, the pod's status message
              Warning  DeadlineExceeded  2m  job-controller  Job was active longer than specified deadline ‖ slurm.time-limit ‖  ‖  ‖ pkg/controller/job/job_controller.go (1.x-1.34): reason DeadlineExceeded, "Job was active longer than specified deadline" (activeDeadlineSeconds)
            Reason:       DeadlineExceeded\\nMessage:      Job was active longer than specified deadline ‖ slurm.time-limit ‖  ‖  ‖ the same as the Job's condition in kubectl describe job
              Normal   DeadlineExceeded  1m  kubelet  Pod was active on the node longer than the specified deadline ‖ slurm.time-limit ‖  ‖  ‖ pkg/kubelet/active_deadline.go (1.x-1.34): a pod's own activeDeadlineSeconds
              Warning  BackoffLimitExceeded  1m  job-controller  Job has reached the specified backoff limit ‖ orchestrator.replica-failed ‖  ‖  ‖ job_controller.go (1.x-1.34): reason BackoffLimitExceeded: its pods failed, their logs say why
              Warning  PodFailurePolicy  1m  job-controller  Container trainer for pod default/train-0-x7k2p failed with exit code 42 matching FailJob rule at index 0 ‖ orchestrator.replica-failed ‖ train-0-x7k2p ‖  ‖ job/pod_failure_policy.go (1.26-1.34): "Container %s for pod %s/%s failed with exit code %v matching %v rule at index %d"
              Warning  MaxFailedIndexesExceeded  1m  job-controller  Job has exceeded the specified maximal number of failed indexes ‖ orchestrator.replica-failed ‖  ‖  ‖ job_controller.go (1.28-1.34): an Indexed Job's maxFailedIndexes
              Normal   SuccessfulCreate  5m  job-controller  Created pod: train-0-x7k2p ‖ - ‖  ‖  ‖ job_controller.go: a pod created, no failure
              Normal   Completed  1m  job-controller  Job completed ‖ - ‖  ‖  ‖ job_controller.go (1.2x-1.34): the job finished
              Warning  UnexpectedAdmissionError  30s  kubelet  Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 8, Available: 7, which is unexpected ‖ k8s.unschedulable ‖  ‖  ‖ pkg/kubelet/cm/devicemanager/manager.go devicesToAllocate (1.1x-1.34) through lifecycle's admission ("Allocate failed due to %v, which is unexpected")
            Pod Update plugin resources failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected. ‖ k8s.unschedulable ‖  ‖  ‖ kubelet 1.10-1.2x predicate admission: "Update plugin resources failed due to %v, which is unexpected." behind rejectPod's "Pod "
            trainer-worker-0   0/1     UnexpectedAdmissionError   0          10s ‖ k8s.unschedulable ‖ trainer-worker-0 ‖  ‖ kubectl get pods row (STATUS UnexpectedAdmissionError)
            PyTorchJob llama-ft is failed because 2 Worker replica(s) failed. ‖ orchestrator.replica-failed ‖  ‖  ‖ kubeflow training-operator pkg/controller.v1/pytorch (1.5-1.9): "%s %s is failed because %d %s replica(s) failed."
            PyTorchJob llama-ft is restarting because 1 Worker replica(s) failed. ‖ orchestrator.replica-failed ‖  ‖  ‖ the same controller (1.5-1.9): "%s %s is restarting because %d %s replica(s) failed." (ExitCode restart policy)
            Job llama-ft has failed because it has reached the specified backoff limit ‖ orchestrator.replica-failed ‖  ‖  ‖ training-operator pkg/common/util / controller.v1/common/job.go (1.3-1.9): "Job %s has failed because it has reached the specified backoff limit"
            Job llama-ft has failed because it was active longer than specified deadline ‖ slurm.time-limit ‖  ‖  ‖ the same (1.3-1.9): "Job %s has failed because it was active longer than specified deadline" (runPolicy.activeDeadlineSeconds)
            PyTorchJob llama-ft has failed because it has reached the specified backoff limit ‖ orchestrator.replica-failed ‖  ‖  ‖ pytorch-operator 0.x controller (before the training-operator): "PyTorchJob %s has failed because it has reached the specified backoff limit"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ‖ ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
