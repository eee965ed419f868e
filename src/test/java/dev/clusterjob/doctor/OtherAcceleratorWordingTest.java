package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Accelerators beside NVIDIA and AMD across nodes, as users paste them: AWS Neuron's runtime and collectives (the
 * runtime's ENC error lines, CCOM's NCCL-style bootstrap time-outs, torch-neuronx's Nrt::BuildGlobalComm status), the Cloud TPU runtime's
 * session failure that names the worker, CANN's EI0002 with the cluster heartbeat's exception location, and the HCCL link time-out in the
 * plog's form without a unit and in the Get_Socket_Timeout title form. One row per wording and release, with host names of several shapes
 * behind launcher prefixes; the codes of the findings in order ("-": none), the first one's host and peer. {@code \n} is a line break.
 */
class OtherAcceleratorWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2025-Jan-16 00:39:18.628881 31598:33752 ERROR   ENC:enc_init_comm                           global comm (2) has less channels than this replica group (4) :likely not enough EFA devices found if running on multiple nodes or CC not permitted on this group [1 3 5 7 9 11 13 15 ] | neuron.collectives-failed |  |  | Neuron runtime (libnrt) ENC enc_init_comm "global comm (%d) has less channels than this replica group (%d) :likely not enough EFA devices found ..." (Neuron SDK 2.21)
            trn1-node-03: 2025-Jan-16 00:39:18.629024 31600:33786 ERROR   ENC:enc_init_comm                           global comm (1) has less channels than this replica group (8) :likely not enough EFA devices found if running on multiple nodes or CC not permitted on this group [0 1 2 3 4 5 6 7 ] | neuron.collectives-failed | trn1-node-03 |  | the same behind pdsh's host prefix
            2025-Jan-16 00:39:18.571107 31602:33782 ERROR   ENC:init_metaring_algorithm                 [nec_dev 13 ch 2] failed to reuse global comm devmem reservation | neuron.collectives-failed |  |  | Neuron runtime ENC init_metaring_algorithm "[nec_dev %d ch %d] failed to reuse global comm devmem reservation": any ENC ERROR line, read where nothing more specific is
            2023-Aug-01 16:14:43.0210 332066:332508 [31] bootstrap.cc:89 CCOM WARN Timeout waiting for incoming connection (waited 120 sec) | neuron.collectives-failed |  |  | Neuron collectives CCOM bootstrap.cc:89 "Timeout waiting for incoming connection (waited %d sec)" (Neuron SDK 2.12)
            0: 2023-Aug-01 16:14:43.0241 332066:332494 [29] include/socket.h:579 CCOM WARN Timeout waiting for RX (waited 120 sec) - retrying | neuron.collectives-failed |  |  | CCOM include/socket.h:579 "Timeout waiting for RX (waited %d sec) - retrying", behind srun --label
            ip-10-0-12-7.ec2.internal: 2024-Mar-02 10:00:01.0001 4242:4300 [3] include/socket.h:579 CCOM WARN Timeout waiting for RX (waited 600 sec) - retrying | neuron.collectives-failed | ip-10-0-12-7.ec2.internal |  | the same with a longer time-out, behind an EC2 host name's pdsh prefix
            [rank3]: RuntimeError: Nrt::BuildGlobalComm failed on NeuronCores 0-1(2):  nrt_status=1, message="Non specific failure". | neuron.collectives-failed |  |  | torch-neuronx / libneuronxla "Nrt::BuildGlobalComm failed on NeuronCores %s:  nrt_status=%d, message=\\"%s\\"." behind torchrun's prefix (Neuron SDK 2.2x)
            (RayTrainWorker pid=12769, ip=10.1.161.26) RuntimeError: Nrt::BuildGlobalComm failed on NeuronCores 0-31(32):  nrt_status=4 | neuron.collectives-failed | 10.1.161.26 |  | the same raised in a Ray Train worker (the prefix's address is the host), the message cut
            E0511 18:18:50.796514     915 session_master.cc:505] Session is failing with the following status: Session master detected TPU session error from worker tpu-job-jax-v6e-8-5-15.headless-svc:8471. The reporting TPU chip locations are:tpu31:pe4:3, | gpu.unreachable | tpu-job-jax-v6e-8-5-15.headless-svc |  | Cloud TPU runtime session_master.cc "Session master detected TPU session error from worker %s. The reporting TPU chip locations are:%s" (GKE v6e)
            +E0101 00:00:01.000001     77 session_master.cc:505] Session is failing with the following status: Session master detected TPU session error from worker t1v-n-4f2c-w-3. The reporting TPU chip locations are:tpu7:pe0:1, | gpu.unreachable | t1v-n-4f2c-w-3 |  | the same from a TPU VM worker without a port, quoted in a diff ('+' kept)
            E0511 18:18:50.796852     915 tpunetd_client.cc:311] Detected failure SLICE_FAILURE_CHIP_DRIVER_ERROR in session e6c885828b538167; Start failure handling | gpu.unreachable |  |  | Cloud TPU runtime tpunetd_client.cc "Detected failure %s in session %s; Start failure handling" alone
            EI0002: [PID: 7277] 2024-11-28-11:59:30.645.648 The wait execution of the Notify register times out. Reason: The Notify register has not received the Notify record from remote rank [unknown].base information: [streamID:[5], taskID[5], tag[AllReduce_10.1.2.3%enp189s0f0_60000_0_1], AlgType(level 0-1-2):[fullmesh-ring-ring].] task information: [\\nthere are(is) 1 abnormal device(s):\\nCluster Exception Location[IP/ID]:[10.1.2.9/1], Arrival Time:[Thu Nov 28 11:56:34 2024], Discoverer:[10.1.2.3/0], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\\n] | hccl.exec-timeout | 10.1.2.9 |  | CANN 8.x EI0002 with the cluster heartbeat's "Cluster Exception Location[IP/ID]:[%s/%d], ... ExceptionType:[%s]" (torch_npu 2.5+): the lost device's host, not the discoverer's
            [ERROR] HCCL(3977573,all_reduce_test):2025-11-22-17:37:04.447.996 [hccl_socket_manager.cc:816] [3977663][Wait][LinkEstablish]wait socket establish timeout, role[0] rank[0] timeout[120 s] | hccl.connect-timeout |  |  | CANN 8.5 plog hccl_socket_manager.cc "wait socket establish timeout, role[%d] rank[%u] timeout[%d s]"
            使用 torch+mindspeed 训练时,可能出现类似“wait socket establish timeout, role[0] rank[1] timeout[120]”的报错 | hccl.connect-timeout |  |  | CANN 7-8 plog "... timeout[%d]" (no unit) quoted inside a Chinese sentence
            [PID: 749] 2025-12-29-03:16:15.787.356 Get_Socket_Timeout(EI0006): Getting socket times out. Reason: 1. The remote does not initiate a connect request. | hccl.connect-timeout |  |  | CANN 8.3+ EI0006 printed with its title before the code ("%s(EI0006): %s") behind the [PID] header
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
