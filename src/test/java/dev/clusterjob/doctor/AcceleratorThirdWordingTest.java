package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Accelerators beside NVIDIA, third batch (issue 26): Intel Gaudi's HCL (HabanaAI/HCL 1.17-1.21: its VERIFY on a scale-out NIC that is
 * down, the host-NIC path's connect failure, its TCP bootstrap's connect time-out and bind failure, the qual tool's "no habanalabs network
 * interfaces were detected"), Ascend HCCL's plog for a port it cannot listen on (hccl_socket.cc, network_manager.cc) beside the EI/EJ codes
 * read before, MindSpore's cluster start retrying ("Topology build timed out., retry(N/M).": a warning, not the failure), and Intel XPU's
 * oneCCL (CCL_ERROR lines, its exceptions, the resizable PMI's "read/write error"), Level Zero / Unified Runtime's out-of-device-memory
 * result and compute-runtime's GPU page fault. One row per wording and release, instantiated with host names of several shapes behind
 * launcher prefixes; the last column names the file, function and releases. The codes of the findings in order ("-": no error; a warning
 * may stand), the first one's host and peer. {@code \n} in a row is a line break.
 */
class AcceleratorThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [ERROR] HCCL(2717288,python3):2025-07-23-03:47:57.070.463 [hccl_socket.cc:100] [2717288][HcclSocket][Listen] socket type[1], listen on ip[10.1.2.3] and specific port[16666] fail. Please check the port status and whether the port is been using by other process. | hccl.failed | 10.1.2.3 |  | CANN 8.x HCCL plog hccl_socket.cc HcclSocket::Listen "socket type[%d], listen on ip[%s] and specific port[%u] fail. ..." (the address is this node's)
            gpu-07: [rank0]:         host nic listen start failed, port[60000], return[11][FUNC:StartListenSocket][FILE:network_manager.cc][LINE:1163] | hccl.failed | gpu-07 |  | CANN 8.x network_manager.cc StartListenSocket "host nic listen start failed, port[%u], return[%d]" in EJ0003's traceback, behind a host and torchrun prefix
            [ERROR] HCCL(9,python3):2025-07-23-03:47:57.070.463 [hccl_socket.cc:100] [9][HcclSocket][Listen] socket type[1], listen on ip[10.1.2.3] and specific port[16666] fail. Please check the port status and whether the port is been using by other process.\\n[ERROR] HCCL(9,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [10][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[12] timeout[120] | hccl.failed,hccl.connect-timeout | 10.1.2.3 |  | the listen failure, then the link time-out it causes two minutes later: cause before consequence
            node12.cluster.example.org: [ERROR] HCCL(77,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [78][Wait][LinkEstablish]wait socket establish timeout, role[0] rank[3] timeout[120] | hccl.connect-timeout | node12.cluster.example.org |  | CANN 7-8 hccl_socket_manager.cc "[Wait][LinkEstablish]wait socket establish timeout, role[%d] rank[%u] timeout[%d]" behind a host prefix
            Communication_Error_Get_Socket(EI0006) | hccl.connect-timeout |  |  | CANN 8.x RecentErrMsg title of EI0006 as a fingerprint alone
            [rank3]: EJ0003: [PID: 159] 2025-03-26-17:01:02.816.428 Failed to bind the IP port. Reason: The IP address and port have been bound already. | hccl.failed |  |  | CANN 8.x EJ0003 "Failed to bind the IP port. Reason: %s" behind torchrun's prefix
            10.1.2.3: EI0002: [PID: 2969] 2025-10-11-15:09:34.713.335 The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank: [24]. base information: [streamID:[109], taskID[38], taskType[Notify Wait], tag[AllReduce_group_name_1654], AlgType(level 0-1-2):[ring-NHR-NHR].]. task information: [notify id:[0x0000000000000213], stage:[0], remote rank:[24]]. group information: [group:[group_name_1654], user define information[Unspecified], rankSize[32], rankId[25 24]] | hccl.exec-timeout | 10.1.2.3 |  | CANN 8.x EI0002 with a taskType and a two-number rankId, behind an address prefix
            [WARNING] DISTRIBUTED(22503,7f9fd5b43100,python):2023-08-09-10:12:36.823.427 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:194] BuildCluster] Topology build timed out., retry(1/60). | - |  |  | MindSpore 2.x cluster_context.cc BuildCluster EXECUTE_WITH_RETRY's warning "%s, retry(%d/%d)." before the next try: no failure
            0: [WARNING] DISTRIBUTED(3,7f9f,python):2024-01-02-10:12:36.823.427 [mindspore/ccsrc/distributed/cluster/cluster_context.cc:194] BuildCluster] Topology build timed out., retry(59/60). | - |  |  | the same near the last try, behind srun's label
            RuntimeError: Topology build timed out. | torch.rendezvous-timeout |  |  | MindSpore 2.2-2.6 cluster_context.cc the exception after the last try (no retry suffix)
            hcl_idevice.cpp:497(allocateQp): The condition [ isNicUp(port) ] failed. Nic(8) is DOWN, can't allocate connection  | hccl.connect-failed |  |  | HabanaAI/HCL 1.17-1.21 hcl_idevice.cpp IHclDevice::allocateQp VERIFY(isNicUp(port), "Nic({}) is DOWN, can't allocate connection", port) as VERIFY_2 prints it ("FILE:LINE(FUNC): The condition [ COND ] failed. MSG ")
            gpu-07: RuntimeError: /npu-stack/HCL/hcl/src/interfaces/hcl_idevice.cpp:497(allocateQp): The condition [ isNicUp(port) ] failed. Nic(22) is DOWN, can't allocate connection  | hccl.connect-failed | gpu-07 |  | the same VERIFY's hcl::VerifyException text as the bridge raises it, behind a host prefix
            10.1.2.3: connect returned failure from rank 3 to rank 11 | hccl.connect-failed | 10.1.2.3 |  | HabanaAI/HCL 1.17-1.21 ofi_communicator.cpp LOG_HCL_ERR "connect returned failure from rank {} to rank {}" (scale-out over the host NIC, libfabric) behind an address prefix
            Warning: no habanalabs network interfaces were detected | hccl.connect-failed |  |  | habanalabs qual manage_network_ifs.sh (Gaudi2/Gaudi3) --up: the Gaudi NIC ports are not there
            Connect to server ended with timeout. ip 10.1.2.4:5555. err:(110)Connection timed out  Trying again. | hccl.connect-timeout |  | 10.1.2.4 | HabanaAI/HCL 1.17-1.21 hcl_tcp_utils.cpp LOG_ERR "Connect to server ended with timeout. ip {}. err:({}){}  Trying again." while it retries
            node12.cluster.example.org: Connect to server ended with timeout. ip 10.1.2.4 | hccl.connect-timeout | node12.cluster.example.org | 10.1.2.4 | hcl_tcp_utils.cpp LOG_ERR "Connect to server ended with timeout. ip {}" after the last try, behind a host prefix
            Failed to bind the socket to port: 10.1.2.3:5555 | hccl.failed |  |  | HabanaAI/HCL 1.17-1.21 hcl_tcp_utils.cpp LOG_ERR "Failed to bind the socket to port: {} (bar) {}", cut after the address asked for (the table cannot hold the bar)
            RuntimeError: synStatus=20 [Device already acquired] Device acquire failed. | hpu.no-device |  |  | the Gaudi bridge's device acquire (read before: a regression guard beside the new Gaudi rules)
            100.83.191.29: [rank14]: RuntimeError: Graph compile failed. synStatus=synStatus 26 [Generic failure]. | torch.exception | 100.83.191.29 |  | the Gaudi bridge's "Graph compile failed. synStatus=%s." names no HCCL event of its own: a bare exception (known-misses.tsv keeps the one log where it was HCCL's broadcast)
            2024:05:29-19:16:18:(202165) |CCL_ERROR| worker.cpp:338 ccl_worker_func: worker 0 caught internal exception: oneCCL: ze_call.cpp:28 do_call: EXCEPTION: ze error at zeCommandQueueExecuteCommandLists, code: ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY | torch.cuda-oom |  |  | oneCCL 2021.x worker.cpp ccl_worker_func's CCL_ERROR carrying ze_call.cpp's "ze error at %s, code: %s" with Level Zero's ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY
            [rank5]: RuntimeError: UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY | torch.cuda-oom |  |  | Unified Runtime's result name as a SYCL / torch XPU exception carries it, behind torchrun's prefix
            Segmentation fault from GPU at 0xff00ffffff400000, ctx_id: 1 (CCS) type: 0 (NotPresent), level: 0 (PTE), access: 0 (Read), banned: 1, aborting. | torch.cuda-error |  |  | intel/compute-runtime drm_neo.cpp "Segmentation fault from GPU at 0x%llx, ctx_id: %u (%s) type: %d (%s), level: %d (%s), access: %d (%s), banned: %d, aborting."
            [1,3]<stderr>:Segmentation fault from GPU at 0x7f2a00000000, ctx_id: 2 (BCS) type: 0 (NotPresent), level: 1 (PDE), access: 1 (Write), banned: 1, aborting. | torch.cuda-error |  |  | the same on a copy engine (BCS), behind mpirun's --tag-output prefix
            **read/write error** | oneccl.failed |  |  | oneCCL 2020 resizable PMI def.h's socket check "read/write error" as a poster bolded it
            read/write error: Connection reset by peer | oneccl.failed |  |  | oneCCL 2021.1 def.h perror("read/write error")
            2023:06:23-03:36:46:(3742406) |CCL_WARN| did not find MPI-launcher specific variables, switch to ATL/OFI, to force enable ATL/MPI set CCL_ATL_TRANSPORT=mpi | - |  |  | oneCCL 2021.x CCL_WARN on a launch without an MPI launcher: no failure
            2021:11:02-10:00:01:(4411) |CCL_ERROR| atl_ofi.cpp:1036 open_providers: atl_ofi_open_nw_provs failed with status: 1 | oneccl.failed |  |  | oneCCL 2021.x atl_ofi.cpp atl_ofi::open_providers LOG_ERROR "atl_ofi_open_nw_provs failed with status: %d" (no libfabric provider for the network)
            gpu-07: 2024:03:26-18:28:02:(43479) |CCL_ERROR| internal_kvs.cpp:607 kvs_init: connection time (120) >= limit (120) | oneccl.failed | gpu-07 |  | oneCCL 2021.x internal_kvs.cpp internal_kvs::kvs_init LOG_ERROR "connection time (%d) >= limit (%d)": the KVS could not reach the main address, behind a host prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
