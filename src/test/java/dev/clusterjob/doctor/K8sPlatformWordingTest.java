package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The wordings a multi-node training job's failure reaches its user in when it runs under a Kubernetes operator or a cloud training
 * service (issue 26, doc30): the prefixes and columns their log tools put before the program's own line (kubectl logs --prefix, the
 * command line of kubectl logs pasted above its output, kubectl get events rows, the CloudWatch console's time column), torch elastic's
 * failure report as a console that joins a record's lines prints it, the SageMaker training toolkit's and SDK's wrapping of the user
 * script's error, the SageMaker HyperPod health agent's node-problem events, and the operators' own status messages (which say a
 * replica failed, not why). One row per wording and version, instantiated from the tool's format string with pod and host names of
 * several shapes: the codes of the findings in order ("-": no finding of severity error), the host of the first, and where the wording
 * comes from (file, function, releases). A cell's {@code \\n} is a line break; cells are split at " ‖ " (the texts hold "|").
 */
class K8sPlatformWordingTest extends WordingTable {
    /** text ‖ codes in order ‖ host of the first ‖ source */
    private static final String ROWS = """
            [pod/pytorch-job-worker-1/pytorch] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.23 GiB is free. Of the allocated memory 75.10 GiB is allocated by PyTorch, and 1.02 GiB is reserved by PyTorch but unallocated. ‖ torch.cuda-oom ‖ pytorch-job-worker-1 ‖ kubectl pkg/cmd/logs/logs.go addPrefixIfNeeded (1.17-1.34, --prefix; --all-pods sets it) "[pod/%s/%s] " with the pod and the container, before torch's CUDACachingAllocator message
            [pod/trainer-node-0-1/node] ModuleNotFoundError: No module named 'deepspeed' ‖ python.module-not-found ‖ trainer-node-0-1 ‖ the same prefix on a Kubeflow Trainer 2 / JobSet pod name (JOBSET-REPLICATEDJOB-INDEX-POD)
            [pod/pytorch-dist-master-0/pytorch] RuntimeError: CUDA error: an illegal memory access was encountered ‖ torch.cuda-error ‖ pytorch-dist-master-0 ‖ the same prefix on a PyTorchJob master pod
            [pod/nccl-tests-worker-1/worker] nccl-tests-worker-1:146:146 [0] enqueue.cc:1672 NCCL WARN Cuda failure 'unspecified launch failure' ‖ torch.cuda-error ‖ nccl-tests-worker-1 ‖ the same prefix before NCCL's own host:pid:tid header, both naming the pod
            [pod/pytorch-job-worker-0/init-pytorch] waiting for master ‖ - ‖  ‖ the same prefix on an init container's wait loop: no failure
            $ kubectl logs -f pytorch-dist-worker-0 -n kubeflow\\nsh: 1: torchrun: not found ‖ launch.command-not-found ‖ pytorch-dist-worker-0 ‖ kubectl pkg/cmd/logs/logs.go usage "logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]" (1.x-1.34) pasted with its output: the lines after it are that pod's; dash's "%s: %d: %s: not found"
            kubectl logs --previous pod/train-worker-2 -c pytorch\\nRuntimeError: CUDA error: an illegal memory access was encountered ‖ torch.cuda-error ‖ train-worker-2 ‖ the same with TYPE/NAME for a pod and the container's flag after it
            (base) user@laptop:~$ kubectl logs --tail=200 qwen-multinode-0-vllm-0-1\\nsh: 1: Leader_Node_Address: not found ‖ launch.command-not-found ‖ qwen-multinode-0-vllm-0-1 ‖ the same behind a shell prompt (the prompt's host is the client, not the pod)
            kubectl logs deployment/trainer\\nsh: 1: torchrun: not found ‖ launch.command-not-found ‖  ‖ the same for another TYPE/NAME (a deployment's first pod, whose name the line does not give): no host
            kubectl logs -l app=trainer --tail=50\\nModuleNotFoundError: No module named 'deepspeed' ‖ python.module-not-found ‖  ‖ the same with a label selector (several pods): no host
            4m11s       Warning   Evicted    pod/trainer-worker-3    The node was low on resource: memory. Threshold quantity: 100Mi, available: 52Mi. Container pytorch was using 61Gi, which exceeds its request of 32Gi. ‖ k8s.oom-killed ‖ trainer-worker-3 ‖ kubectl get events (kubernetes pkg/printers/internalversion/printers.go printEvent, 1.16-1.34: LAST SEEN, TYPE, REASON, OBJECT as "%s/%s" of the lower-cased kind and the name, MESSAGE) with the kubelet's eviction message (eviction/helpers.go)
            kubeflow    2m          Warning   BackOff    pod/pytorch-simple-worker-0   Back-off restarting failed container pytorch in pod pytorch-simple-worker-0_kubeflow(2e06a4e3-bceb-42b4-b0fd-a32cb53d0d00) ‖ k8s.crash-loop ‖ pytorch-simple-worker-0 ‖ the same from kubectl get events -A (NAMESPACE first) with the kubelet's back-off event (kuberuntime_manager.go doBackOff)
            43s         Warning   Failed     pod/train-0   Failed to pull image "nvcr.io/nvidia/pytorch:24.01-py3": rpc error: code = NotFound desc = failed to pull and unpack image "nvcr.io/nvidia/pytorch:24.01-py3": not found ‖ k8s.image-pull-failed ‖ train-0 ‖ the same row for the kubelet's image pull failure (images/image_manager.go "Failed to pull image %q: %v")
            3m          Warning   FailedScheduling   pod/llama-ft-worker-3   0/8 nodes are available: 8 Insufficient nvidia.com/gpu. preemption: 0/8 nodes are available: 8 No preemption victims found for incoming pod.. ‖ k8s.unschedulable ‖  ‖ the same row for the scheduler's FitError (framework/types.go, 1.24-1.34): the pod is on no node, so no host, as in kubectl describe
            2m          Normal    NotTriggerScaleUp   pod/llama-ft-worker-3   pod didn't trigger scale-up: 1 Insufficient nvidia.com/gpu ‖ k8s.unschedulable ‖  ‖ the same row for cluster-autoscaler's NotTriggerScaleUp: no host
            5m          Normal    Scheduled  pod/train-0   Successfully assigned default/train-0 to gpu-07 ‖ - ‖  ‖ the same row for the scheduler's binding: no failure
              | 2024-08-23T22:22:50.870Z | [rank6]:[E ProcessGroupNCCL.cpp:563] [Rank 6] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600011 milliseconds before timing out. ‖ torch.watchdog-timeout ‖  ‖ the CloudWatch console's log-events table as copied ("| TIMESTAMP | MESSAGE"), before torchrun's [rankN]: and ProcessGroupNCCL's watchdog message (torch 2.2-2.4)
            2024-08-23T21:52:48.476Z | pytorch_lightning - INFO - RANK 0 - on_train_batch_end - EPOCH 1 BATCH 80/inf(0.00%): train_loss=0.07478 ‖ - ‖  ‖ the same columns without the leading bar: progress, no failure
            2023-05-17 19:29:21.425 | ERROR    | __main__:main:62 - torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.69 GiB of which 12.75 MiB is free. ‖ torch.cuda-oom ‖  ‖ loguru's default format ("TIME | LEVEL | name:function:line - ") stays loguru's, not a console column
              | 2024-08-23T22:22:58.879Z | [2]: time : 2024-08-23_22:22:58 host : algo-2 rank : 2 (local_rank: 2) exitcode : -6 (pid: 189) error_file: <N/A> traceback : Signal 6 (SIGABRT) received by PID 189 ‖ torch.child-failed ‖ algo-2 ‖ torch elastic multiprocessing/errors/__init__.py _format_failure (1.9-2.11: "[%d]:\\n  time      : %s\\n  host      : %s\\n  rank      : %s (local_rank: %s)\\n  exitcode  : %s (pid: %s)\\n  error_file: %s\\n  traceback : %s") as the CloudWatch console prints one record: one line, the padding folded, SageMaker's algo-N host
            [0]: time : 2025-01-09_10:02:11 host : ip-10-0-1-23.ec2.internal rank : 8 (local_rank: 0) exitcode : 1 (pid: 4242) error_file: <N/A> traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html ‖ torch.child-failed ‖ ip-10-0-1-23.ec2.internal ‖ the same record for an EC2 host with its domain and an exit code
            [1]: time : 2025-01-09_10:02:11 host : 10.1.2.3 rank : 3 (local_rank: 3) exitcode : -9 (pid: 77) error_file: <N/A> traceback : Signal 9 (SIGKILL) received by PID 77 ‖ torch.child-failed ‖ 10.1.2.3 ‖ the same record for a host named by its address, SIGKILL
            2022-08-19 08:23:38,121 sagemaker-training-toolkit ERROR    ExecuteUserScriptError:\\nExitCode 1\\nErrorMessage "ModuleNotFoundError: No module named 'transformers'"\\nCommand "/opt/conda/bin/python3.8 train.py --epochs 3" ‖ python.module-not-found ‖  ‖ aws/sagemaker-training-toolkit src/sagemaker_training/errors.py _CalledProcessError.__str__ (4.0-5.x, '%s:\\nExitCode %s\\nErrorMessage "%s"\\nCommand "%s"'): the user script's last error inside
            ErrorMessage "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1024.00 MiB (GPU 3; 39.39 GiB total capacity; 37.12 GiB already allocated; 512.00 MiB free; 37.50 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation. ‖ torch.cuda-oom ‖  ‖ the same ErrorMessage line for torch 2.0's out-of-memory message
            ErrorMessage "ModuleNotFoundError: No module named 'tensorflow'#015 ‖ python.module-not-found ‖  ‖ the same as CloudWatch writes a carriage return inside the message ("#015")
            sagemaker.exceptions.UnexpectedStatusException: Error for Training job hf-train-2024-03-05-07-15-53-204: Failed. Reason: AlgorithmError: ExecuteUserScriptError:\\nExitCode 1\\nErrorMessage "RuntimeError: CUDA error: an illegal memory access was encountered ‖ torch.cuda-error ‖  ‖ sagemaker-python-sdk session.py _check_job_status (2.x: "Error for {job_type} {job_name}: {status}. Reason: {reason}") with the toolkit's error as the reason
            sagemaker.exceptions.UnexpectedStatusException: Error for Training job pytorch-training-2024-01-01-00-00-00-000: Failed. Reason: AlgorithmError: ExecuteUserScriptError:\\nExitCode 1\\nErrorMessage "" ‖ torch.exception ‖  ‖ the same with an empty ErrorMessage: the text does not say why, so the exception fallback names the SDK's exception and no more (the script's own log in CloudWatch says why)
            2024-08-21T11:35:35.532-07:00 {"level":"info","ts":"2024-08-21T18:35:35Z","msg":"NPD caught event: %v","details: ":{"severity":"warn","timestamp":"2024-08-22T20:59:29Z","reason":"XidHardwareFailure","message":"Node condition NvidiaErrorReboot is now: True, reason: XidHardwareFailure, message: \\"NVRM: Xid (PCI:0000:53:00): 79, pid=<unknown>, name=<unknown>, GPU has fallen off the bus.\\""},"HealthMonitoringAgentDetectionEvent":"HealthEvent"} ‖ gpu.xid ‖  ‖ SageMaker HyperPod health-monitoring agent's CloudWatch record (AWS docs' example, 2024): node-problem-detector's condition message carrying the kernel's "NVRM: Xid (PCI:%s): %d, pid=%s, name=%s, %s" escaped in JSON
            Node condition NvidiaErrorReboot is now: True, reason: XidHardwareFailure, message: "NVRM: Xid (PCI:0000:b9:00): 48, pid=<unknown>, name=<unknown>, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 0, subpartition 0." ‖ gpu.xid ‖  ‖ node-problem-detector's "Node condition %s is now: %s, reason: %s, message: %q" (pkg/exporters/k8sexporter/condition) for Xid 48, unescaped
            [E socket.cpp:1019] The client socket has timed out after 900000ms while trying to connect ‖ torch.rendezvous-timeout ‖  ‖ torch 2.x c10d socket.cpp "The client socket has timed out after {} while trying to connect to ({}, {})." as a user quotes it, cut before the address (a TrainJob whose torchrun got no rendezvous arguments)
               [E socket.cpp:793] [c10d] The client socket has timed out after 60s while trying to connect\\n   ``` ‖ torch.rendezvous-timeout ‖  ‖ the same in an indented markdown block, its closing fence on the next line
            PyTorchJob pytorch-simple is failed because 1 Worker replica(s) failed. ‖ - ‖  ‖ kubeflow training-operator pkg/controller.v1/pytorch/pytorchjob_controller.go (1.5-1.9) "PyTorchJob %s is failed because %d %s replica(s) failed.": a replica failed, the pod's log says why
            MPIJob tensorflow-mnist is failed because 1 Launcher replica(s) failed. ‖ - ‖  ‖ the same in pkg/controller.v1/mpi/mpijob_controller.go (1.5-1.9)
            job "llama-ft" is failing because "Worker" replica(s) failed. ‖ - ‖  ‖ pkg/controller.v1/common/pod.go (1.8-1.9) "job %q is failing because %q replica(s) failed."
            Warning  FailedJobs  12s  jobset-controller  jobset failed due to one or more job failures (first failed job: trainer-workers-0) ‖ - ‖  ‖ kubernetes-sigs/jobset pkg/constants FailedJobsMessage with failure_policy.go messageWithFirstFailedJob "%s (first failed job: %s)" (0.5-0.1x)
            Warning  ReachedMaxRestarts  3m  jobset-controller  jobset failed due to reaching max number of restarts ‖ - ‖  ‖ kubernetes-sigs/jobset pkg/constants ReachedMaxRestartsMessage: a consequence of the jobs' failures
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, " ‖ ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
