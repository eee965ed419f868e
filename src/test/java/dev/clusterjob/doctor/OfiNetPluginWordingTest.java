package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NCCL's and RCCL's network plugins over libfabric and NCCL's own plugin probe (issue 26): the probe's INFO wordings in every release,
 * also quoted without NCCL's header (a title, a paste), which say only that no external plugin was found; aws-ofi-nccl declining to
 * start (1.4-1.x, and 1.14+'s second line) and NCCL then on sockets between nodes; the plugin's test programs that name each rank's host;
 * the CUDA start-up failure NCCL reports from the same init path; NCCL 2.27+'s "Failed to initialize any NET plugin" (NCCL_NET naming a network
 * no started plugin provides). One row per wording and release, with host names of several shapes;
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class OfiNetPluginWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Unable to load libnccl-net.so : libnccl-net.so: cannot open shared object file: No such file or directory | - |  |  | NCCL master of 2018-11 (after 2.3.7, before 2.4.2) src/init.cu INFO "Unable to load libnccl-net.so : %s", quoted without NCCL's header (an issue's title)
            gpu-07:12877:12877 [0] NCCL INFO NET/Plugin : No plugin found (libnccl-net.so). | - |  |  | NCCL 2.4.x src/init.cu INFO "NET/Plugin : No plugin found (libnccl-net.so)."
            NET/Plugin : Plugin load returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory. | - |  |  | NCCL 2.4-2.17 "NET/Plugin : Plugin load returned %d : %s." without NCCL's header
            node12.cluster.example.org: NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory | - |  |  | NCCL 2.18 src/net.cc "NET/Plugin : Plugin load (%s) returned %d : %s", behind pdsh's prefix without NCCL's header
            NET/Plugin : dlerror=libnccl-net.so: cannot open shared object file: No such file or directory No plugin found (libnccl-net.so), using internal implementation | - |  |  | NCCL 2.19 src/net.cc "NET/Plugin : dlerror=%s No plugin found (%s), using internal implementation"
            [1,0]<stdout>:NET/Plugin: Plugin load returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory : when loading libnccl-net.so | - |  |  | NCCL 2.21-2.22 src/net.cc "NET/Plugin: Plugin load returned %d : %s : when loading %s", behind mpirun --tag-output
            0: TUNER/Plugin: Plugin load returned 2 : libnccl-tuner.so: cannot open shared object file: No such file or directory : when loading libnccl-tuner.so | - |  |  | NCCL 2.21-2.22 src/tuner.cc, the tuner's probe in the same words, behind srun --label
            nid005023:48698:48698 [0] NCCL INFO NET/Plugin : Plugin load returned 2 : librccl-net.so: cannot open shared object file: No such file or directory. | - |  |  | RCCL (rocm-5.x) net.cc, NCCL's 2.1x probe for librccl-net.so (aws-ofi-rccl not on the library path)
            gpu-07: ImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-07 |  | glibc dlerror() through CPython's import: a library the program needs (not a plugin probe) still reads as missing
            algo-1:249:249 [0] ofi_init:1339 NCCL WARN NET/OFI aws-ofi-nccl initialization failed | nccl.warn | algo-1 |  | aws-ofi-nccl 1.4-1.13 src/nccl_ofi_net.c NCCL_OFI_WARN(PACKAGE_NAME " initialization failed"): the plugin declines, not a fabric error
            ip-10-36-29-253:86:2554 [0] nccl_net_ofi_init:155 NCCL WARN NET/OFI Initializing plugin failed | nccl.warn | ip-10-36-29-253 |  | aws-ofi-nccl 1.14-1.21 src/nccl_ofi_interface_nvidia.cpp NCCL_OFI_WARN("Initializing plugin failed"), the decline's second line
            nid001448:2554:2554 [0] nccl_net_ofi_create_plugin:335 NCCL WARN NET/OFI aws-ofi-nccl initialization failed\\nnid001448:2554:2554 [0] nccl_net_ofi_init:155 NCCL WARN NET/OFI Initializing plugin failed\\nnid001448:2554:2554 [0] NCCL INFO NET/IB : No device found.\\nnid001448:2554:2554 [0] NCCL INFO Using network Socket\\nnid001448:2554:2601 [0] NCCL INFO comm 0x55d0 rank 0 nRanks 8 nNodes 2 localRanks 4 localRank 0 MNNVL 0 | nccl.ib-unavailable-socket-fallback | nid001448 |  | aws-ofi-nccl 1.14+ declining on a Slingshot node, then NCCL 2.2x on sockets between 2 nodes: the fallback is the finding, the warnings it explains are not
            (RayTrainWorker pid=954, ip=10.67.132.202) ini-worker-ray-worker-p5:954:3133 [6] nccl_net_ofi_create_plugin:1067 NCCL WARN NET/OFI aws-ofi-nccl initialization failed\\n(RayTrainWorker pid=954, ip=10.67.132.202) ini-worker-ray-worker-p5:954:3133 [6] NCCL INFO Using network Socket\\n(RayTrainWorker pid=954, ip=10.67.132.202) ini-worker-ray-worker-p5:954:3133 [6] NCCL INFO comm 0x7f3a rank 6 nRanks 16 nNodes 2 localRanks 8 localRank 6 MNNVL 0 | nccl.ib-unavailable-socket-fallback | 10.67.132.202 |  | aws-ofi-nccl 1.9-1.13 declining on a p5 (EFA) under Ray Train, NCCL on sockets between 2 nodes (Ray's prefix names the node)
            [1,1]<stdout>:WARN: Function: ofi_init Line: 736: NET/OFI Error getting CUDA device count\\n[1,1]<stdout>:INFO: Function: main Line: 40: NET/OFI Process rank 1 started. NCCLNet device used on gpu-07 is AWS Libfabric. | ofi.failed | gpu-07 |  | aws-ofi-nccl 0.9-1.0 tests/nccl_message_transfer.c "Process rank %d started. NCCLNet device used on %s is %s." names rank 1's host for its failure
            1:04:39 [1,1]<stdout>:WARN: Function: ofi_init Line: 736: NET/OFI Error getting CUDA device count\\n11:04:39 [1,1]<stdout>:INFO: Function: main Line: 40: NET/OFI Process rank 1 started. NCCLNet device used on ip-172-31-46-206 is AWS Libfabric. | ofi.failed | ip-172-31-46-206 |  | the same behind a clock with a one-digit hour (a paste that lost the line's first character) and mpirun's tag
            gpu-07:2918:4483 [4] init.cc:263 NCCL WARN Cuda failure 'initialization error' | torch.no-gpu | gpu-07 |  | NCCL 2.10-2.18 src/include/checks.h CUDACHECK WARN "Cuda failure '%s'" with cudaErrorInitializationError
            rdma-test-gpu-worker-1: rdma-test-gpu-worker-1:2919:2919 [5] misc/cudawrap.cc:33 NCCL WARN Cuda failure 'initialization error' | torch.no-gpu | rdma-test-gpu-worker-1 |  | NCCL 2.18 src/misc/cudawrap.cc CUCHECK (CUDA_ERROR_NOT_INITIALIZED), behind a pod's "host: " prefix
            x3004c0s7b0n0:61:61 [2] misc/cudawrap.cc:36 NCCL WARN Cuda failure 3 'initialization error' | torch.no-gpu | x3004c0s7b0n0 |  | NCCL 2.19-2.30 cudawrap.cc CUCHECK "Cuda failure %d '%s'"
            gpu-07:61:61 [2] NCCL INFO misc/strongstream.cc:42 Cuda failure 'initialization error' | torch.no-gpu | gpu-07 |  | NCCL 2.10-2.30 checks.h CUDACHECKIGNORE's INFO "%s:%d Cuda failure '%s'"
            nid005023:48698:48698 [0] NCCL WARN HIP failure 'no ROCm-capable device is detected' | torch.no-gpu | nid005023 |  | RCCL rocm-5.0-5.6 checks.h CUDACHECK "HIP failure '%s'" with hipErrorNoDevice
            gpu-07:2918:4483 [4] enqueue.cc:1556 NCCL WARN Cuda failure 'unspecified launch failure' | torch.cuda-error | gpu-07 |  | NCCL CUDACHECK with a fault of a GPU that runs: still torch.cuda-error
            nid001448:2554:2554 [0] plugin/net.cc:277 NCCL WARN Failed to initialize any NET plugin | launch.library-not-found | nid001448 |  | NCCL 2.27 src/plugin/net.cc ncclNetInit: no net plugin could be assigned (NCCL_NET names one that did not start)
            ip-10-0-1-23.ec2.internal:86:2554 [0] nccl_net_ofi_create_plugin:335 NCCL WARN NET/OFI aws-ofi-nccl initialization failed\\nip-10-0-1-23.ec2.internal:86:2554 [0] nccl_net_ofi_init:155 NCCL WARN NET/OFI Initializing plugin failed\\nip-10-0-1-23.ec2.internal:86:2554 [0] plugin/net.cc:379 NCCL WARN Failed to initialize any NET plugin | launch.library-not-found | ip-10-0-1-23.ec2.internal |  | NCCL 2.28 with NCCL_NET='AWS Libfabric' and aws-ofi-nccl 1.14+ declining in a container without the EFA devices: the plugin's warnings explain it, the finding is NCCL's
            [rank0]: Failed to initialize any NET plugin | launch.library-not-found |  |  | NCCL 2.30 src/plugin/net.cc:334 quoted without NCCL's WARN header, behind torchrun's prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
