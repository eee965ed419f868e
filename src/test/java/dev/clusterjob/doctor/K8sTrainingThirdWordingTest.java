package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node training on Kubernetes, a third batch: a pod without a usable RDMA device (rdma-core's provider that does
 * not fit the node's kernel ABI, ibv_devinfo and perftest finding none), a pod whose network a CNI plugin (Multus and its secondary
 * networks) could not set up, torch's TCPStore client that cannot resolve the rendezvous host (a pod's headless-service name), and NCCL
 * 2.0-2.4's socket wordings between pods. One row per wording and release, with host names of several shapes (pods, nodes, FQDNs) and
 * launcher prefixes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class K8sTrainingThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            gpu-07: libibverbs: Warning: Driver bnxt_re does not support the kernel ABI of 6 (supports 1 to 1) for device /sys/class/infiniband/bnxt_re2\\ngpu-07: No IB devices found | ib.no-device | gpu-07 |  | rdma-core libibverbs/init.c (v17-v5x) the provider's ABI check, then devinfo.c's "No IB devices found", behind pdsh's prefix
            libibverbs: Warning: Driver ionic does not support the kernel ABI of 1 (supports 4 to 4) for device /sys/class/infiniband/ionic_0 | ib.no-device |  |  | rdma-core init.c: the same check alone (a warning: other devices may still work)
            libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs0 | ib.no-device |  |  | libibverbs before rdma-core (1.1.x) and early rdma-core: no provider library at all in the image (a warning)
            root@trainer-worker-0:/# ibv_devinfo\\nNo IB devices found | ib.no-device | trainer-worker-0 |  | rdma-core devinfo.c (v17-v5x) in a pod's shell: the prompt names the pod
            [1,0]<stdout>: Did not detect devices \\n[1,0]<stdout>: If device exists, check if driver is up | ib.no-device |  |  | perftest 4.x-25.x perftest_parameters.c, behind mpirun --tag-output
            node12.cluster.example.org:  Unable to find the Infiniband/RoCE device | ib.no-device | node12.cluster.example.org |  | perftest perftest_resources.c (4.x-25.x), behind pdsh's prefix with a full DNS name
            10.1.2.3: NCCL INFO NET/IB : No device found. | - |  |  | NCCL 2.4-2.2x net_ib.cc's INFO line: NCCL goes on over sockets, no error of its own
              Warning  FailedCreatePodSandBox  12s  kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = failed to setup network for sandbox "4f1c2d9e0a7b": plugin type="multus" name="multus-cni-network" failed (add): Multus: [default/pytorch-worker-0/0b7c]: error adding container to network "sriov-net": SRIOV-CNI failed to load netconf: LoadConf(): VF pci addr is required | k8s.pod-network-failed |  |  | kubelet FailedCreatePodSandBox (1.2x-1.3x) with containerd 1.6-2.x sandbox_run.go, libcni's "plugin type=... failed (add)" and Multus 4.x's secondary network
              Normal   Scheduled               60s   default-scheduler  Successfully assigned ml/llama-train-worker-1 to gpu-node-a100-03\\n  Warning  FailedCreatePodSandBox  58s   kubelet            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to set up sandbox container "9c1e" network for pod "llama-train-worker-1": networkPlugin cni failed to set up pod "llama-train-worker-1_ml" network: [ml/llama-train-worker-1:ib-macvlan]: error adding container to network "ib-macvlan": Link not found | k8s.pod-network-failed | gpu-node-a100-03 |  | dockershim (1.23 and older) with Multus 3.x: the scheduler's event names the node
            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to create pod network sandbox k8s_pytorchjob-master-0_default_4d2a_0(7e1f): error adding pod default_pytorchjob-master-0 to CNI network "multus-cni-network": plugin type="multus" name="multus-cni-network" failed (add): netplugin failed | k8s.pod-network-failed |  |  | CRI-O (1.2x) "error adding pod %s_%s to CNI network %q"
            Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for "nvidia" is configured | container.no-gpu-runtime |  |  | containerd's own sandbox error for a GPU runtime: no network failure
            [W1205 10:00:01.123456789 TCPStore.cpp:347] [c10d] TCP client failed to connect/validate to host trainjob-node-0-0.trainjob:29500 - retrying (try=0, timeout=1800000ms, delay=1234ms): The client socket has failed to connect to any network address of (trainjob-node-0-0.trainjob, 29500). The IPv4 network addresses of (trainjob-node-0-0.trainjob, 29500) cannot be retrieved (gai error: -2 - Name or service not known). | torch.rendezvous-host-unresolved |  | trainjob-node-0-0.trainjob | torch 2.3-2.11 TCPStore.cpp TCPClient::connect's retry warning with socket.cpp's gai error (a TrainJob's headless-service name)
            [E1205 10:15:01.223344556 TCPStore.cpp:335] [c10d] TCP client failed to connect/validate to host pytorch-job-master-0:23456 - timed out (try=3, timeout=900000ms): The client socket has failed to connect to any network address of (pytorch-job-master-0, 23456). The IPv4 network addresses of (pytorch-job-master-0, 23456) cannot be retrieved (gai error: -3 - Temporary failure in name resolution). | torch.rendezvous-host-unresolved |  | pytorch-job-master-0 | torch 2.3-2.11 the same connect's last error (C10D_ERROR "timed out") for a PyTorchJob master's service
            The workers fail: TCP client failed to connect/validate to host llm-lws-0.llm-lws:29500 - Temporary failure in name resolution | torch.rendezvous-host-unresolved |  | llm-lws-0.llm-lws | the same quoted shorter inside a sentence (a LeaderWorkerSet leader's name)
            [W1205 10:00:01.123456789 TCPStore.cpp:347] [c10d] TCP client failed to connect/validate to host 10.0.0.5:29500 - retrying (try=0, timeout=600000ms, delay=812ms): Connection reset by peer | torch.store-failed |  | 10.0.0.5 | torch 2.3-2.11 the retry warning where the host answered and dropped the connection: not a name that does not resolve
            worker0-0d9gnb:15:91 [3] include/socket.h 398 NCCL WARN Call to write failed : Connection reset by peer. | nccl.socket-error | worker0-0d9gnb |  | NCCL 2.3 include/socket.h (the file and line with a blank), the send side, in a pod
            pytorch-dist-worker-3:1:40 [0] include/socket.h:390 NCCL WARN Call to recv failed : Connection reset by peer | nccl.socket-error | pytorch-dist-worker-3 |  | NCCL 2.4 include/socket.h socketProgress's receive side, in a PyTorchJob worker pod
            node-b.example.org:211:260 [1] include/socket.h:398 NCCL WARN Call to send failed : Broken pipe | nccl.socket-error | node-b.example.org |  | NCCL 2.x socketProgress's send wording on a node with a full DNS name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
