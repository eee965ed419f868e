package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Managed cloud training services' own failure lines, from their format strings, with the real lines of the open corpus
 * (realworld/doctor, index.tsv's managed-cloud sample) and lines of the same tools that must read otherwise: SageMaker's
 * "AlgorithmError: " failure reason around the training toolkit's failure file (errors.py, both wordings), GPUDirect-TCPXO's
 * receive-datapath manager's glog errors (fastrak_gpumem_manager.cc SetAndLogError, fastrak_gpumem_manager_startup.cc), and
 * containerd's CRI start failure ("failed to create containerd task: %w", StartError with exit 128) as the kubelet, kubectl and
 * Vertex AI's job error show it. One row per wording; {@code \n} in a row is a line break.
 */
class SampledManagedCloudWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            AlgorithmError: ExecuteUserScriptError: Command "mpirun --host algo-1:8,algo-2:8 -np 16 --allow-run-as-root --tag-output -x FI_PROVIDER=efa smddprun /opt/conda/bin/python3.6 -m mpi4py run_summarization.py --do_train True --fp16 True | orchestrator.replica-failed | | | toolkit errors.py '%s:\\nCommand "%s"%s' behind the service's AlgorithmError, the line break shown as a blank (text-summarisation-project#2, its command shortened)
            AlgorithmError: ExecuteUserScriptError:\\nExitCode 1\\nErrorMessage ""\\nCommand "/opt/conda/bin/python3.9 train.py --epochs 3" | orchestrator.replica-failed | | | toolkit errors.py 2021+ '%s:\\nExitCode %s\\nErrorMessage "%s"\\nCommand "%s"'
            AlgorithmError: SMDDPError:\\nExitCode 134 | orchestrator.replica-failed | | | the data-parallel library's class in the same format (sagemaker-training-toolkit#185's sample output)
            AlgorithmError: InstallRequirementsError: Command "/opt/conda/bin/python3.6 -m pip install -r requirements.txt" | orchestrator.replica-failed | | | another _CalledProcessError subclass, the 2018-2021 wording
            AlgorithmError: Framework Error: | orchestrator.replica-failed | | | trainer.py's "Framework Error: " for the toolkit's own failure
            UnexpectedStatusException: Error for Training job bert-2023-06-14-22-27-25-988: Failed. Reason: AlgorithmError: ExecuteUserScriptError: | orchestrator.replica-failed | | | the SDK's exception: its own rule's one finding, not a second one after "Reason: "
            solver.AlgorithmError: ExecuteUserScriptError is not a valid step | torch.exception | | | a program's own AlgorithmError class with its module: a Python exception, not SageMaker's reason
            E0312 fastrak_gpumem_manager.cc:200] Number of GPUs detected in the | nccl.warn | | | the RxDM's SetAndLogError with the time and thread left out, cut (container-engine-accelerators#580)
            E0312 18:22:41.512345      12 fastrak_gpumem_manager.cc:200] Number of GPUs detected in the PCI tree 7 is not equal to the actual number of GPUs reported by CUDA 8. | nccl.warn | | | the same message whole, glog's full header (v1.0.14-1.0.17)
            E0806 16:03:38.959646      88 fastrak_gpumem_manager.cc:198] Incorrect number of fabric NICs detected: 6. | nccl.warn | | | another SetAndLogError message, v1.0.12-1.0.13's line
            F0806 16:03:38.959646      88 fastrak_gpumem_manager_startup.cc:29] No GPU Mem Manager created, exiting. | nccl.warn | | | the start-up file's LOG(FATAL)
            I0806 16:03:38.959646      88 fastrak_gpumem_manager.cu.cc:284] Buffer manager initialization completed. | - | | | the RxDM's INFO line when it is ready: no finding
            The replica workerpool1-0 exited with a non-zero status of 128. Termination reason: StartError. \\n Termination log message: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting "/mnt/disks/ssd0" to rootfs at "/scratch": no such file or directory: unknown | container.create-failed,orchestrator.replica-failed | workerpool1-0 | | the same with a real line break: one finding, the reason from the next line
            The replica master 0 exited with a non-zero status of 128. Termination reason: StartError. | container.create-failed,orchestrator.replica-failed | master | | AI Platform Training's replica name and index, no log message
            Warning   Failed      pod/blue-dp-cka09-trb-69dd844f76-rv9z8   Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting "/var/lib/kubelet/pods/98182a41/volumes/kubernetes.io~configmap/nginx-config" to rootfs at "/etc/nginx/nginx.conf": not a directory: unknown | container.create-failed | | | the kubelet's event as kubectl get events shows it
            Message:      failed to create containerd task: OCI runtime create failed: container_linux.go:345: starting container process caused "process_linux.go:424: container init caused \\"rootfs_linux.go:58: mounting /var/lib/kubelet/pods/211d53f4/volume-subpaths/manage-config-volume/manage/0\\"": unknown | container.create-failed | | | kubectl describe's Message, containerd 1.2 with runc 1.0-rc's wording
            The replica workerpool0-0 exited with a non-zero status of 1. Termination reason: Error. | orchestrator.replica-failed | workerpool0-0 | | a replica whose program ran and failed: not a start failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
