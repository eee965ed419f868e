package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Cloud GPU clusters' fabrics as their NCCL net plugins and NCCL itself word their failures: Google's
 * GPUDirect-TCPX plugin (google/nccl-plugin-gpudirecttcpx, the open-sourced tree, 2025: WARN through NCCL's logger with
 * __PRETTY_FUNCTION__ where NCCL's own lines have FILE, so the header reads "HOST:PID:TID [DEV] RET FUNC(ARGS):LINE NCCL WARN ")
 * whose receive-datapath manager (RxDM), flow steering and devmem/dmabuf import fail on their own, beside its socket
 * connects, interfaces and settings that fail as NCCL's do; NCCL's topology detection that cannot find a GPU's PCI path in
 * sysfs (graph/xml.cc 2.7-2.29, os/linux.cc 2.30: fatal; net_ib's NIC path: not fatal), as VMs, WSL2 and containers without
 * /sys show it. One row per wording, instantiated with host names of several shapes (gpu-07, node12.cluster.example.org,
 * 10.1.2.3, a3mega-a3meganodeset-3) and behind launcher prefixes ("[1,0]&lt;stderr&gt;:", "0: ", "HOST: "): the codes of the
 * findings in order ("-": no error; a warning may stand), the host and peer of the first. Cells are split at "¦"; {@code \n}
 * in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor, the doc56 block).
 */
class CloudFabricWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            gpu-07:2345:2399 [0] CuIpcMemfdHandle* GpumemImport(CUcontext, const char*, const char*):71 NCCL WARN unix client 0000:04:00.0, gpumem fd client connect failed connect: No such file or directory ¦ nccl.warn ¦ gpu-07 ¦ ¦ nccl-plugin-gpudirecttcpx src/gpu/rx_pool.cu GpumemImport: WARN("unix client %s, gpumem fd client connect failed %s"): the plugin cannot reach the RxDM's unix socket (the receive-datapath manager is not running on that node)
            [1,0]<stderr>:node12.cluster.example.org:2345:2399 [1] CuIpcMemfdHandle* GpumemImport(CUcontext, const char*, const char*):94 NCCL WARN unix client 0000:0a:00.0, gpumem metadata client connect failed connect: Connection refused ¦ nccl.warn ¦ node12.cluster.example.org ¦ ¦ rx_pool.cu: "unix client %s, gpumem metadata client connect failed %s", behind mpirun --tag-output
            10.1.2.3:2345:2399 [2] CuIpcMemfdHandle* GpumemImport(CUcontext, const char*, const char*):85 NCCL WARN unix client 0000:84:00.0, GPU fd not found 0000:84:00.0 ¦ nccl.warn ¦ 10.1.2.3 ¦ ¦ rx_pool.cu: "unix client %s, GPU fd not found %s": the RxDM answered but holds no buffer for that GPU (it saw fewer GPUs), a host that is an address
            0: a3mega-a3meganodeset-3:2345:2399 [3] CuIpcMemfdHandle* GpumemImport(CUcontext, const char*, const char*):81 NCCL WARN unix client 0000:8a:00.0, recv fd failed UNAVAILABLE: Socket closed ¦ nccl.warn ¦ a3mega-a3meganodeset-3 ¦ ¦ rx_pool.cu: "unix client %s, recv fd failed %s", behind srun --label
            gpu-07:2345:2399 [0] CuIpcMemfdHandle* GpumemImport(CUcontext, const char*, const char*):71 NCCL WARN unix client 0000:04:00.0, gpumem fd client connect failed connect: No such file or directory\\ngpu-07:2345:2399 [0] NCCL INFO transport/net.cc:640 -> 2\\n[rank0]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5 ¦ nccl.warn,nccl.system-error ¦ gpu-07 ¦ ¦ the RxDM failure before NCCL's error trace and torch's DistBackendError: the plugin's line is the cause, the wrapper's 'unhandled system error' its consequence
            gpu-07:2345:2401 [0] ConnectionState UpdateFlowSteerRule(int, FlowSteerRuleOp, void*):581 NCCL WARN update flow steering rule: local 10.0.1.2:40423 <- remote 10.0.2.3:51234, failed against receive-datapath-manager: connect: No such file or directory\\ngpu-07: Test NCCL failure common.cu:1279 'unhandled system error (run with NCCL_DEBUG=INFO for details) / ' ¦ nccl.warn,nccl.system-error,nccl-tests.failure ¦ gpu-07 ¦ ¦ the flow-steering failure before nccl-tests' failure line (common.cu, 2.1x)
            gpu-07:2345:2401 [0] ConnectionState UpdateFlowSteerRule(int, FlowSteerRuleOp, void*):581 NCCL WARN update flow steering rule: local 10.0.1.2:40423 <- remote 10.0.2.3:51234, failed against receive-datapath-manager: connect: No such file or directory ¦ nccl.warn ¦ gpu-07 ¦ ¦ connect.cc UpdateFlowSteerRule: "update flow steering rule: local %s <- remote %s, failed against receive-datapath-manager: %s"
            gpu-07:2345:2401 [0] tcpxResult_t tcpxListenV3(void*, int, void*, void**):541 NCCL WARN gpu 0 (0000:04:00.0), net dev 0, listen FAILED (no flow steering) ¦ nccl.warn ¦ gpu-07 ¦ ¦ connect.cc tcpxListenV3: "%s, net dev %d, listen FAILED (no flow steering)"
            node12.cluster.example.org:2345:2402 [4] tcpxResult_t tcpxRegMr(void*, void*, int, int, void**):803 NCCL WARN get_gpumem_dmabuf_pages_fd() failed! ¦ nccl.warn ¦ node12.cluster.example.org ¦ ¦ net_tcpx.cc tcpxRegMr: "get_gpumem_dmabuf_pages_fd() failed!": the GPU memory's dmabuf could not be exported for the NIC
            gpu-07:2345:2345 [0] tcpxResult_t gpu_n_dev(int*):59 NCCL WARN NET/GPUDirectTCPX/CUDA : no cuDevices found ¦ nccl.warn ¦ gpu-07 ¦ ¦ gpu/cuda_wrapper.cu gpu_n_dev: "NET/" PRODUCT_NAME "/CUDA : no cuDevices found"
            gpu-07:2345:2420 [5] ssize_t process_recv_cmsg(msghdr*, void*, tcpxSocketProgressState*, int*):222 NCCL WARN fatal, 10.0.1.2:40423<-10.0.2.3:51234 data landed on host memory 3 times ¦ nccl.warn ¦ gpu-07 ¦ ¦ sock/tcpx.h process_recv_cmsg: "fatal, %s data landed on host memory %d times": the NIC did not split the payload into GPU memory (header split / flow steering not in effect)
            gpu-07:2345:2420 [5] ssize_t process_recv_cmsg(msghdr*, void*, tcpxSocketProgressState*, int*):206 NCCL WARN fatal, 10.0.1.2:40423<-10.0.2.3:51234 no cmsg ¦ nccl.warn ¦ gpu-07 ¦ ¦ sock/tcpx.h process_recv_cmsg: "fatal, %s no cmsg"
            gpu-07:2345:2401 [0] tcpxResult_t ConnectSocketWithRetryInternal(int*, int, socketAddress*, socketAddress*):416 NCCL WARN NET/GPUDirectTCPX failed to connect socket ¦ nccl.socket-connect-failed ¦ gpu-07 ¦ ¦ connect.cc ConnectSocketWithRetryInternal: "NET/" PRODUCT_NAME " failed to connect socket" (after its retries)
            gpu-07:2345:2401 [0] tcpxResult_t connectAddressInternal(int*, socketAddress*, socketAddress*, int, int):699 NCCL WARN Connect to 10.0.2.3<51234> from 10.0.1.2<0> failed : Connection refused ¦ nccl.socket-connect-failed ¦ gpu-07 ¦ 10.0.2.3 ¦ misc/socket_utils.cc connectAddressInternal: "Connect to %s from %s failed : %s" (the peer first, then the local address)
            node12.cluster.example.org:2345:2420 [2] tcpxResult_t socketProgressOpt(int, int, void*, int, int*, int, int*):48 NCCL WARN Net/GPUDirectTCPX : Connection closed by remote peer, 10.0.1.2:40423<-10.0.2.3:51234 ¦ nccl.socket-error ¦ node12.cluster.example.org ¦ ¦ misc/socket_utils.cc socketProgressOpt: "Net/" PRODUCT_NAME " : Connection closed by remote peer, %s"
            gpu-07:2345:2345 [0] tcpxResult_t tcpxInitConnectionSetup(void**):911 NCCL WARN NET/GPUDirectTCPX : no ctrl interface found ¦ nccl.socket-interface-not-found ¦ gpu-07 ¦ ¦ connect.cc tcpxInitConnectionSetup: "NET/" PRODUCT_NAME " : no ctrl interface found" (NCCL_GPUDIRECTTCPX_CTRL_DEV names none that exists)
            gpu-07:2345:2345 [0] tcpxResult_t tcpxInitConnectionSetup(void**):939 NCCL WARN NET/GPUDirectTCPX : no interface found ¦ nccl.socket-interface-not-found ¦ gpu-07 ¦ ¦ connect.cc tcpxInitConnectionSetup: "NET/" PRODUCT_NAME " : no interface found" (NCCL_GPUDIRECTTCPX_SOCKET_IFNAME)
            gpu-07:2345:2345 [0] tcpxResult_t tcpxInitConnectionSetup(void**):984 NCCL WARN invalid value for TCPX_GPUDIRECTTCPX_FLOW_STEERING_STRATEGY, 7 ¦ nccl.bad-setting ¦ gpu-07 ¦ ¦ connect.cc tcpxInitConnectionSetup: "invalid value for TCPX_GPUDIRECTTCPX_FLOW_STEERING_STRATEGY, %d"
            gpu-07:2345:2345 [0] tcpxResult_t tcpxInitConnectionSetup(void**):971 NCCL WARN Unsupported Flow Steering Strategy: fixed ports ¦ nccl.bad-setting ¦ gpu-07 ¦ ¦ connect.cc tcpxInitConnectionSetup: "Unsupported Flow Steering Strategy: fixed ports" (and "simulate rx 8 gpus")
            gpu-07:2345:2420 [0] tcpxResult_t tcpxCommProgress(tcpxComm*):1231 NCCL WARN 0xadca8062b70:0xadca805d0f0, nic 0, enp12s0, 172.16.0.11<39187><-172.16.0.95<46723> rx rx ctrl timeout cnt 7331502, nanos 10000000585 ¦ - ¦ ¦ ¦ net_tcpx.cc tcpxCommProgress: "%p:%p, nic %d, %s, %s %s ctrl timeout cnt %lu, nanos %lu": a slow connect the plugin waits out, no failure
            gpu-07:2345:2420 [0] tcpxResult_t tcpxGetIncomingCpu(int):331 NCCL WARN Cannot get incoming CPU. ¦ - ¦ ¦ ¦ connect.cc: "Cannot get incoming CPU.": the plugin goes on without the CPU hint, no failure
            giri-a100-8g-instance-1:18739:19248 [5] graph/xml.cc:332 NCCL WARN Could not find real path of /sys/class/pci_bus/fffffff/../../fffffff:ffff ¦ nccl.warn ¦ giri-a100-8g-instance-1 ¦ ¦ NCCL 2.7-2.18 src/graph/xml.cc getPciPath: WARN("Could not find real path of %s", busPath), then ncclSystemError: init stops
            0: gpu-07:4242:4300 [3] graph/xml.cc:403 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:01/../../0000:01:00.0 ¦ nccl.warn ¦ gpu-07 ¦ ¦ NCCL 2.19-2.29 graph/xml.cc (line 403 at 2.23), behind srun --label
            node12.cluster.example.org:4242:4300 [0] os/linux.cc:637 NCCL WARN Could not find real path of /sys/class/pci_bus/0001:00/../../0001:00:00.0\\nnode12.cluster.example.org:4242:4300 [0] NCCL INFO graph/xml.cc:523 -> 2 ¦ nccl.warn ¦ node12.cluster.example.org ¦ ¦ NCCL 2.30 src/os/linux.cc (the PCI path lookup moved there), with the first frame of its error trace
            10.1.2.3:4242:4300 [0] graph/xml.cc:332 NCCL WARN Could not find real path of /sys/class/pci_bus/0000:01/../../0000:01:00.0\\nRuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:628, unhandled system error, NCCL version 2.7.3 ¦ nccl.warn,nccl.system-error ¦ 10.1.2.3 ¦ ¦ the same before torch's RuntimeError: the wrapper's 'unhandled system error' is its consequence
            gpu-07:4242:4300 [0] transport/net_ib.cc:109 NCCL WARN Could not find real path of mlx5_0 (/sys/class/infiniband/mlx5_0/device) ¦ - ¦ ¦ ¦ NCCL 2.12-2.29 net_ib ncclIbGetPciPath: WARN("Could not find real path of %s (%s)", devName, devicePath) and goes on without the NIC's PCI path: no failure
            gpu-07: gpu-07:4242:4300 [0] transport/net_ib.cc:109 NCCL WARN Could not find real path of mlx5_an0 (/sys/class/infiniband/mlx5_an0/device) ¦ - ¦ ¦ ¦ the same for an Azure accelerated-networking device (mlx5_an0), behind pdsh's "HOST: "
            gpu-07:2345:2401 [0] transport/net_ib.cc:328 NCCL WARN NET/IB: read failed in ncclIbRoceGetVersionNum: Invalid argument ¦ nccl.warn ¦ gpu-07 ¦ ¦ NCCL 2.23-2.29 net_ib ncclIbRoceGetVersionNum: WARN("NET/IB: read failed in ncclIbRoceGetVersionNum: %s"), then ncclSystemError: the GID entry NCCL_IB_GID_INDEX (or its own choice) points at has no RoCE type (an empty GID slot, a macvlan container)
            gpu-07:2345:2401 [0] transport/net_ib.cc:321 NCCL WARN NET/IB: open failed in ncclIbRoceGetVersionNum: No such file or directory ¦ nccl.warn ¦ gpu-07 ¦ ¦ the same for the sysfs file that is not there: "NET/IB: open failed in ncclIbRoceGetVersionNum: %s"
            W20250825 11:10:33.595331   331 util_rdma.h:547] NET/IB: read failed in ncclIbRoceGetVersionNum: Invalid argument ¦ nccl.warn ¦ ¦ ¦ UCCL's RDMA transport (uccl util_rdma.h, 2025) with net_ib's words behind glog's prefix (no host in it)
            node12.cluster.example.org:14159:14172 [0] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion from peer with error 4, opcode 0, len 0, vendor err 81 (Send) localGid ::ffff: remoteGid ::ffff: ¦ nccl.ib-completion-error ¦ node12.cluster.example.org ¦ ¦ NCCL 2.18 net_ib.cc:1295 as a poster pastes it with the addresses left out (RoCE, NCCL_IB_GID_INDEX=3)
            gpu-07:14159:14172 [0] transport/net_ib.cc:2011 NCCL WARN NET/IB : Got completion from peer with status=12 opcode=0 len=0 vendor err 129 (Recv) ¦ nccl.ib-completion-error ¦ gpu-07 ¦ ¦ NCCL 2.21-2.27's "with status=%d opcode=%d len=%d vendor err %d (%s)" with the address left out
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
