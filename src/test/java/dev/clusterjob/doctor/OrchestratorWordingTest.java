package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The wordings of the layers a multi-node job runs under besides Slurm: Kubernetes' scheduler and kubelet as users paste
 * them for a training operator's pods (kubectl describe, get pods, events, the operator's log), the launcher pod of an MPI job that cannot
 * reach its workers, Apptainer/Singularity's FATAL lines as pasted from web pages, pyxis's relayed errors on named nodes, and the Docker
 * shared-memory and GPU texts. One row per wording and version, each instantiated from the tool's format string with host names of several
 * shapes (the last column says which file, function and releases): the codes of the findings in order, and the host of the first ("-": no
 * finding of severity error). {@code \\n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor).
 */
class OrchestratorWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            Warning  FailedScheduling  2s (x57 over 15m)  default-scheduler  0/6 nodes are available: 6 Insufficient nvidia.com/gpu. | k8s.unschedulable | | kubernetes pkg/scheduler/core/generic_scheduler.go FitError.Error() (1.11-1.17) NoNodeAvailableMsg "0/%v nodes are available" + ": %v." of "%d %s" reasons; NodeResourcesFit "Insufficient %v"
            Warning  FailedScheduling  40s  default-scheduler  0/2 nodes are available: 1 Insufficient nvidia.com/gpu, 1 node(s) were unschedulable. | k8s.unschedulable | | the same with two reasons joined by ", " (sortReasonsHistogram)
            Warning  FailedScheduling  26m (x150 over 12h)  default-scheduler  0/1 nodes are available: 1 Insufficient nvidia.com/gpu. preemption: 0/1 nodes are available: 1 No preemption victims found for incoming pod.. | k8s.unschedulable | | framework/types.go FitError.Error() (1.24-1.34) with DefaultPreemption's PostFilter message " preemption: " + the same
            0/8 nodes are available: 2 Insufficient amd.com/gpu, 6 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }. preemption: 0/8 nodes are available: 2 No preemption victims found for incoming pod, 6 Preemption is not helpful for scheduling.. | k8s.unschedulable | | the same for AMD's device plugin resource, TaintToleration's "node(s) had untolerated taint %v" (1.26+)
            0/4 nodes are available: 4 Insufficient memory. | k8s.unschedulable | | the same for memory (a worker's request larger than any node's free memory)
            No nodes are available that match all of the following predicates:: Insufficient nvidia.com/gpu (1). | k8s.unschedulable | | plugin/pkg/scheduler (1.6-1.9) "No nodes are available that match all of the following predicates:: %v" with "Insufficient %v (%d)"
            Warning  Unschedulable  12s  kube-batch  3/4 tasks in gang unschedulable: 0/2 nodes are available, 2 insufficient nvidia.com/gpu. | k8s.unschedulable | | kubernetes-sigs/kube-batch job_info.go FitError "0/%v nodes are available, %v." ("%v insufficient %v") behind gang.go "%v/%v tasks in gang unschedulable: %v"
            0/3 nodes are unavailable: 3 Insufficient nvidia.com/gpu. | k8s.unschedulable | | the same reasons after "nodes are unavailable: " as later gang schedulers word it
            `0/2 nodes are available: 1 Insufficient memory, 1 node(s) didn't match node selector.` | k8s.unschedulable | | the 1.11+ message inside markdown's backticks
            Normal   Scheduled  50s  default-scheduler  Successfully assigned default/pytorch-job-worker-0 to gpu-07 | - | | scheduler's "Successfully assigned %v/%v to %v" is no failure
            Normal   NotTriggerScaleUp  2m (x31 over 7m)  cluster-autoscaler  pod didn't trigger scale-up: 1 Insufficient nvidia.com/gpu, 2 max node group size reached | k8s.unschedulable | | kubernetes/autoscaler (1.2x-1.3x) NotTriggerScaleUp "pod didn't trigger scale-up: %s"
            Normal   NotTriggerScaleUp  106s  cluster-autoscaler  pod didn't trigger scale-up (it wouldn't fit if a new node is added): 1 Insufficient nvidia.com/gpu | k8s.unschedulable | | the same in 1.1x's wording
            Normal   NotTriggerScaleUp  106s  cluster-autoscaler  pod didn't trigger scale-up: | - | | without reasons it says nothing
            Normal   TriggeredScaleUp  3m5s  cluster-autoscaler  pod triggered scale-up: [{aks-gpunp-98036146-vmss 1->2 (max: 2)}] | - | | a scale-up is progress
            Warning  UnexpectedAdmissionError  30s  kubelet  Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected | k8s.unschedulable | | kubelet devicemanager (1.1x-1.34) "Allocate failed due to requested number of devices unavailable for %s. Requested: %d, Available: %d, which is unexpected"
            Message:         Pod Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested:1, Available: 0, which is unexpected | k8s.unschedulable | | the same as kubectl describe pod's Message shows it, "Requested:%d" without a blank
            Allocate failed due to no healthy devices present; cannot allocate unhealthy devices amd.com/gpu, which is unexpected | k8s.unschedulable | | devicemanager "no healthy devices present; cannot allocate unhealthy devices %s" (every GPU of the node marked unhealthy)
            couldn't assign flavors to pod set worker: insufficient quota for nvidia.com/gpu in flavor multi-node-h100, request > maximum capacity (16 > 8) | k8s.unschedulable | | Kueue flavorassigner (0.3-0.1x) "insufficient quota for %s in flavor %s, request > maximum capacity (%s > %s)"
            couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor gpu-flavor, 4 more needed | - | | Kueue "insufficient unused quota for %s in flavor %s, %s more needed": queued behind other jobs, no failure
            Warning  Failed     7s (x3 over 49s)   kubelet, k3.kube   Failed to pull image "quay.io/org/train:v1": rpc error: code = Unknown desc = Error response from daemon: manifest for quay.io/org/train:v1 not found | k8s.image-pull-failed | k3.kube | pkg/kubelet/images/image_manager.go (1.x-1.19) event "Failed to pull image %q: %v", the source "kubelet, NODE" as kubectl before 1.20 prints it
            Warning  Failed     12s   kubelet, node12.cluster.example.org  Failed to pull image "nvcr.io/nvidia/pytorch:24.01-py3": rpc error: code = Unknown desc = failed to pull and unpack image "nvcr.io/nvidia/pytorch:24.01-py3": failed to resolve reference "nvcr.io/nvidia/pytorch:24.01-py3": unexpected status code 401 Unauthorized | k8s.image-pull-failed | node12.cluster.example.org | the same through containerd's CRI "failed to pull and unpack image %q: %w" on a node with a domain
            Warning  Failed     3s    kubelet            Failed to pull image "registry.local:5000/train:latest": rpc error: code = DeadlineExceeded desc = context deadline exceeded | k8s.image-pull-failed | | the same from kubectl 1.20+, whose event source names no node
            Warning  Failed     5s    kubelet            Error: ImagePullBackOff | k8s.image-pull-failed | | images/types.go ErrImagePullBackOff as the event "Error: %v" with nothing that says why
            Warning  Failed     5s    kubelet, gpu-07    Error: ErrImagePull | k8s.image-pull-failed | gpu-07 | the same for ErrImagePull, the source naming the node
            Name:         pytorch-job-worker-0\\nNode:         gpu-07/10.1.2.3\\n    State:          Waiting\\n      Reason:       ImagePullBackOff | k8s.image-pull-failed | gpu-07 | kubectl describe/pod.go "Node:\\t%s" (name/hostIP) and the container's waiting "Reason:\\t%s"
            pytorch-job-worker-1   0/1     ErrImagePull   0          2m | k8s.image-pull-failed | pytorch-job-worker-1 | kubectl get pods' STATUS column (printers.go: the waiting reason)
            Error from server (BadRequest): container "pytorch" in pod "pytorch-job-master-0" is waiting to start: trying and failing to pull image | k8s.image-pull-failed | pytorch-job-master-0 | kubelet_pods.go validateContainerLogStatus "container %q in pod %q is waiting to start: %s" through kubectl logs
            Error from server (BadRequest): container "pytorch" in pod "pytorch-job-worker-0" is waiting to start: PodInitializing | - | | the same while the init containers run: no failure
            Normal   Pulling    8s    kubelet            Pulling image "nvcr.io/nvidia/pytorch:24.01-py3" | - | | the kubelet's "Pulling image %q" is no failure
            Warning  BackOff    2m49s  kubelet  Back-off restarting failed container init-pytorch in pod random-exp-worker-0_sampler(8d6860a7-204d-45c8-bb57-8d84a6cf8e66) | k8s.crash-loop | random-exp-worker-0 | kuberuntime_manager.go doBackOff (1.2x-1.34) event "Back-off restarting failed container %s in pod %s" (format.Pod: NAME_NAMESPACE(UID))
            Warning  BackOff    33s (x70 over 15m)  kubelet, minikube  Back-off restarting failed container | k8s.crash-loop | | the same before 1.2x: no names
            Error pod pytorch-simple-worker-0 container pytorch waiting message: back-off 40s restarting failed container=pytorch pod=pytorch-simple-worker-0_kubeflow(2e06a4e3-bceb-42b4-b0fd-a32cb53d0d00) | k8s.crash-loop | pytorch-simple-worker-0 | doBackOff's waiting message "back-off %s restarting failed container=%s pod=%s" as training-operator's event log relays it
            mpi-launcher   0/1     CrashLoopBackOff   5          4m | k8s.crash-loop | mpi-launcher | kubectl get pods' STATUS column
            train-worker-0   0/1     Init:CrashLoopBackOff   3          2m | k8s.crash-loop | train-worker-0 | the same for an init container ("Init:" + reason)
            Traceback (most recent call last):\\n  File "train.py", line 9, in <module>\\nModuleNotFoundError: No module named 'deepspeed'\\nWarning  BackOff  10s  kubelet  Back-off restarting failed container pytorch in pod ds-worker-0_default(1) | python.module-not-found,k8s.crash-loop | ds-worker-0 | the container's own error before the back-off is the cause, on the pod the back-off names (the log's only one); the back-off its consequence
            kubeflow    pytorch-job-worker-3    0/1     OOMKilled   2          9m | k8s.oom-killed | pytorch-job-worker-3 | the container status reason OOMKilled in kubectl get pods -A (NAMESPACE column first)
            pod/pytorch-job-worker-1   0/1     OOMKilled   4 (2m ago)   30m | k8s.oom-killed | pytorch-job-worker-1 | the same from kubectl get all ("pod/" before the name, 1.2x's "N (T ago)" restarts)
            Node:         node12.cluster.example.org/10.1.2.3\\n    Last State:     Terminated\\n      Reason:       OOMKilled\\n      Exit Code:    137 | k8s.oom-killed | node12.cluster.example.org | kubectl describe pod: the last state's reason, the node from "Node:"
            Warning  Evicted  3m  kubelet  The node was low on resource: memory. Threshold quantity: 100Mi, available: 42Mi. Container pytorch was using 61Gi, which exceeds its request of 32Gi. | k8s.oom-killed | | eviction/helpers.go "The node was low on resource: %v. Threshold quantity: %v, available: %v. " + "Container %s was using %s, which exceeds its request of %s. "
            The node was low on resource: ephemeral-storage. | k8s.evicted | | the same for disk is no memory kill: the kubelet's disk eviction (k8s.evicted since doc127; fs.no-space's wordings are the program's own)
            Normal   Scheduled  12s  default-scheduler  Successfully assigned default/train-0 to gpu-07\\nWarning  FailedCreatePodSandBox  4s  kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured | container.no-gpu-runtime | gpu-07 | containerd pkg/cri "no runtime for %q is configured" (1.5-1.7 "failed to get sandbox runtime: "), the node from the scheduler's "Successfully assigned %v/%v to %v"
            Warning  FailedCreatePodSandBox  4s  kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = unable to get OCI runtime for sandbox "18073b77": no runtime for "nvidia" is configured | container.no-gpu-runtime | | the same through containerd 2.x's "unable to get OCI runtime for sandbox %q: %w"
            root@4b3c2d1a9e0f:/workspace# nvidia-smi\\nFailed to initialize NVML: Unknown Error | container.no-gpu-runtime | 4b3c2d1a9e0f | nvidia-smi's "Failed to initialize NVML: %s" with nvmlErrorString(NVML_ERROR_UNKNOWN), in a container (the prompt names it)
            Failed to initialize NVML: Driver/library version mismatch | cuda.version-mismatch | | NVML_ERROR_LIB_RM_VERSION_MISMATCH stays the driver's own mismatch
            Error from server (NotFound): pods "tensorflow-mnist-worker-1" not found\\n--------------------------------------------------------------------------\\nORTE was unable to reliably start one or more daemons. | mpi.daemon-start-failed | tensorflow-mnist-worker-1 | apimachinery NotFound 'Error from server (NotFound): %s "%s" not found' from an MPIJob launcher's kubectl exec (plm_rsh_agent), before ORTE's help text
            error: unable to upgrade connection: container not found ("mpi-worker")\\n--------------------------------------------------------------------------\\nORTE was unable to reliably start one or more daemons. | mpi.daemon-start-failed | | client-go "unable to upgrade connection: %v" with the kubelet's 'container not found (%q)', before ORTE's help text
            Error from server (NotFound): pods "trainer-7d9f-abcde" not found | - | | kubectl's NotFound alone (a pod already deleted) is no launch failure
            ssh: Could not resolve hostname pytorch-job-worker-0.pytorch-job: Name or service not known | ssh.failed | pytorch-job-worker-0.pytorch-job | OpenSSH ssh.c "ssh: Could not resolve hostname %s: %s" from an MPIJob's launcher (the worker's headless-service name)
            ssh: Could not resolve hostname nccl-tests-worker-1.nccl-tests.default.svc: Temporary failure in name resolution | ssh.failed | nccl-tests-worker-1.nccl-tests.default.svc | the same with the service's full name and EAI_AGAIN's text
            FATAL:   container creation failed: mount /proc/self/fd/3->/var/apptainer/mnt/session/rootfs error: while mounting image /proc/self/fd/3: failed to find loop device: no loop devices available | apptainer.failed | | Apptainer 1.x internal/pkg/runtime/engine/singularity/container_linux.go "while mounting image %s: %s" under the starter's "container creation failed: %s"
            FATAL: container creation failed: mount hook function failure: mount /proc/self/fd/3->/var/apptainer/mnt/session/rootfs error: while mounting image /proc/self/fd/3: squashfuse_ll exited with status 255 | apptainer.failed | | the same pasted from a web page whose HTML folded sylog's padding to one blank
            FATAL: "torchrun": executable file not found in $PATH | apptainer.failed | | Apptainer 1.x the action's exec: Go exec.LookPath's "%q: executable file not found in $PATH" through sylog, the padding folded
            FATAL:   could not use fakeroot: no mapping entry found in /etc/subuid for alice | apptainer.failed | | Apptainer 1.x cmd/internal/cli/actions_linux.go "could not use fakeroot: %s" (no /etc/subuid entry for the user)
            FATAL:   container creation failed: failed to resolve session directory /var/lib/apptainer/mnt/session: lstat /var/lib/apptainer: no such file or directory | apptainer.failed | | Apptainer 1.x starter: the session directory of apptainer.conf missing on the node
            gpu-07: FATAL:   could not open image /scratch/u/train.sif: failed to retrieve path for /scratch/u/train.sif: lstat /scratch/u/train.sif: no such file or directory | apptainer.failed | gpu-07 | "could not open image %s: %s" on one node, pdsh's host prefix naming it
            0: FATAL:   container creation failed: mount /scratch->/scratch error: while mounting /scratch: mount source /scratch doesn't exist | apptainer.failed | | the same for a bind path missing on the node, behind srun --label's task prefix
            INFO:    Could not find any nv files on this host! | - | | SingularityCE 3.x pkg/util/gpu "Could not find any nv files on this host!" at INFO (a CPU node): no failure by itself
            WARNING: Could not find any nv files on this host! | - | | the same at WARNING (Apptainer 1.x): no failure by itself; torch's no-GPU error after it is the finding
            FATAL: kernel reported a bad superblock for squashfs image partition,possible causes are that your kernel doesn't support the compression algorithm or the image is corrupted. | apptainer.failed | | Apptainer 1.x internal/pkg/image/... mount "kernel reported a bad superblock for %s image partition, possible causes ..." (an lz4 SIF on an old kernel), padding folded
            FATAL: stat /opt/conda/envs/train/bin/python: no such file or directory | apptainer.failed | | SingularityCE 3.x/4.x exec of a program path the image lacks: Go's "stat %s: %s" through sylog, padding folded
            > FATAL:   no executable dsi_studio found | apptainer.failed | | Singularity 3.x "no executable %s found", quoted in markdown
            FATAL:   While setting GPU configuration: failed to get nvidia devices: could not find any nvidia devices | apptainer.failed | | Apptainer 1.x cmd/internal/cli/actions "While setting GPU configuration: %s" wrapping launcher "failed to get nvidia devices: %v"
            FATAL: User namespace required but not allowed by configuration. | apptainer.failed | | Apptainer 1.x starter: an unprivileged install on a node whose apptainer.conf (or kernel) forbids user namespaces, padding folded
            FATAL:   container creation failed: nvidia-container-cli failed with exit status 1: nvidia-container-cli: initialization error: nvml error: driver not loaded | container.no-gpu-runtime | | Apptainer 1.x --nvccli: gpu/nvidia.go "nvidia-container-cli failed with %v: %s" carrying libnvidia-container's "%s error: %s": the GPU runtime is the cause, no second finding for the FATAL that wraps it
            WARNING: Could not find any nv libraries on this host! | - | | Apptainer 1.x launcher "Could not find any %s libraries on this host!" (gpuPlatform nv): no failure by itself
            FATAL: out of spoons | - | | one blank after the level and no Apptainer wording is not Apptainer's
            slurmstepd-gpu-07: error: pyxis: container start failed with error code: 1 | pyxis.failed | gpu-07 | NVIDIA/pyxis pyxis_slurmstepd.c "container start failed with error code: %d", slurmstepd's host prefix
            slurmstepd-node12.cluster.example.org: error: pyxis: couldn't start container | pyxis.failed | node12.cluster.example.org | pyxis_slurmstepd.c "couldn't start container", a host name with its domain
            slurmstepd: error: pyxis: failed to import docker image | pyxis.failed | | pyxis_slurmstepd.c "failed to import docker image"
            slurmstepd: error: pyxis: child 31337 failed with error code: 1 | pyxis.failed | | pyxis_slurmstepd.c "child %d failed with error code: %d"
            1: slurmstepd: error: pyxis: container exited too soon | pyxis.failed | | pyxis_slurmstepd.c "container exited too soon", srun --label's prefix
            slurmstepd: error: pyxis: failed to import docker image: nvcr.io#nvidia/pytorch:24.01-py3 | pyxis.failed | | pyxis_slurmstepd.c (0.21-0.24) "failed to import docker image: %s" naming the image
            slurmstepd-gpu-07: error: pyxis: couldn't execute enroot command | pyxis.failed | gpu-07 | enroot.c (0.1x-0.24) "couldn't execute enroot command"
            slurmstepd: error: pyxis: container start error: No such process | pyxis.failed | | pyxis_slurmstepd.c (0.8-0.24) "container start error: %s" (strerror of waitpid)
            slurmstepd-node12.cluster.example.org: error: pyxis: couldn't create enroot start configuration script | pyxis.failed | node12.cluster.example.org | pyxis_slurmstepd.c (0.8-0.24) "couldn't create enroot start configuration script"
            slurmstepd: error: pyxis: couldn't join mount namespace: Operation not permitted | pyxis.failed | | pyxis_slurmstepd.c (0.1x-0.24) "couldn't join %s namespace: %s" (mount, user, cgroup, network, IPC, UTS)
            slurmstepd: error: pyxis: couldn't chdir to container cwd /workspace: No such file or directory | pyxis.failed | | pyxis_slurmstepd.c (0.1x-0.24) "couldn't chdir to container cwd %s: %s" (--container-workdir missing in the image)
            slurmstepd-10.1.2.3: error: pyxis: a previous task terminated unexpectedly during container setup | pyxis.failed | 10.1.2.3 | pyxis_slurmstepd.c (0.1x-0.24) shared setup lock left by a dead task (EOWNERDEAD)
            slurmstepd: error: pyxis: container was not started successfully by another task | pyxis.failed | | pyxis_slurmstepd.c (0.1x-0.24): the task that started the step's container failed
            slurmstepd: error: pyxis: printing enroot log file: | - | | pyxis common.c "printing %s log file:" announces the lines that say why; alone it is no finding
            slurmstepd: pyxis: imported docker image: nvcr.io#nvidia/pytorch:24.01-py3 | - | | pyxis slurm_spank_log "imported docker image: %s" is progress, not a failure
            slurmstepd: error: pyxis:     enroot-nsenter: failed to create user namespace: Permission denied | pyxis.failed | | enroot's helper err(3) "%s: failed to create user namespace: %s" relayed by pyxis ("pyxis:" + five blanks)
            slurmstepd: error: pyxis: enroot-nsenter: failed to create user namespace: Invalid argument | pyxis.failed | | the same as an issue title folds the blanks
            slurmstepd-gpu-07: error: pyxis:     enroot-switchroot: failed to execute: /usr/local/bin/entry.sh: No such file or directory | pyxis.failed | gpu-07 | enroot-switchroot's "failed to execute: %s" for an entrypoint the image lacks, on a named node
            enroot-nsenter: failed to create user namespace: Operation not permitted | pyxis.failed | | the same helper error as `enroot start` prints it without pyxis
            gpu-07: enroot-switchroot: failed to execute: torchrun: No such file or directory | pyxis.failed | gpu-07 | the same for a program the image lacks, pdsh's host prefix naming the node
            Building enroot-nsenter: done | - | | a line that only names a helper is no failure
            srun: unrecognized option '--container-image=nvcr.io#nvidia/pytorch:24.01-py3' | pyxis.failed | | glibc getopt_long "%s: unrecognized option '%s'" from srun when the pyxis plugin is not loaded
            sbatch: unrecognized option '--container-mounts=/data:/data' | pyxis.failed | | the same from sbatch (pyxis's sbatch_support off or the plugin missing)
            srun: unrecognized option `--container-name' | pyxis.failed | | the same in glibc's older quoting
            slurmstepd-gpu-07: error: Warning: SPANK plugin "pyxis" option "container-image" not found | pyxis.failed | gpu-07 | Slurm spank.c (15.08-25.x) 'Warning: SPANK plugin "%s" option "%s" not found' on a node whose slurmd lacks pyxis
            error: Warning: SPANK plugin "spank_pyxis.so" option "container-mounts" not found | pyxis.failed | | the same with the plugin's file name
            error: Warning: SPANK plugin "x11" option "x11" not found | - | | another plugin's option is no container failure
            srun: unrecognized option '--gpus-per-taks=1' | slurm.allocation-failed | | another unknown option is no container failure: srun's refusal of its own command line
            slurmstepd: error: pyxis:     nvidia-container-cli: container error: cgroup subsystem devices not found: unknown | container.no-gpu-runtime | | libnvidia-container configure.c "container error: %s" (nvc_container_new) relayed from enroot's 98-nvidia.sh hook
            ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm). | torch.dataloader-shm | | torch utils/data/_utils/signal_handling.py, Docker's 64 MB default /dev/shm
            RuntimeError: DataLoader worker (pid 4242) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit. | torch.dataloader-shm | | torch DataLoader _utils/signal_handling.py (1.x-2.x)
            RuntimeError: unable to write to file </torch_18_1024587766_0>: No space left on device (28) | torch.dataloader-shm | | torch libshm "unable to write to file <%s>: %s (%d)" on a full /dev/shm
            gpu-07:1234:1300 [0] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device | nccl.shm-failed | gpu-07 | NCCL include/shm.h (2.4-2.1x) "Call to posix_fallocate failed : %s" in a container with Docker's 64 MB /dev/shm
            node12.cluster.example.org:99:120 [1] misc/shmutils.cc:72 NCCL WARN Error: failed to extend /dev/shm/nccl-ABCDEF to 33030148 bytes | nccl.shm-failed | node12.cluster.example.org | NCCL misc/shmutils.cc (2.12+) "Error: failed to extend %s to %ld bytes", a host with its domain
            RuntimeError: DataLoader worker (pid(s) 1234) exited unexpectedly | torch.exception | | torch's "DataLoader worker (pid(s) %s) exited unexpectedly" alone stays the rank's exception (the bus error before it, when the log has it, says why)
            docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]. | container.no-gpu-runtime | | moby daemon/nvidia_linux.go (19.03-28) for docker run --gpus all
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
