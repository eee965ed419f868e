package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fabric variables in a job script that name an interface the node does not have, as users and guides quote the failure: NCCL's
 * "no socket interface found" without its "Bootstrap : " prefix (a user's list of the errors a hard-coded NCCL_SOCKET_IFNAME gave, a
 * table cell, a page title, NCCL's ND net plugin's wording) is nccl.socket-interface-not-found; Ascend HCCL's HCCL_SOCKET_IFNAME that
 * names no host NIC (CANN 8.x's "set ifname to [...] by HCCL_SOCKET_IFNAME, but not found in the environment", CANN 9's "Env config
 * \"HCCL_SOCKET_IFNAME\" is [...] which is not found in the nic list", the "get host ip fail by socket Ifname" lines that list the node's
 * interfaces, joined or wrapped as a page shows them), and HCCL_IF_IP that names an address the node does not have, is hccl.failed; and the near-misses (NCCL's and HCCL's lines of a run that found
 * its interface, a sentence about the variable). Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledFabricVariableWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            This results in errors:\\n- no socket interface found\\n- Unable to find address for: eth0 | nccl.socket-interface-not-found,gloo.address-not-found |  |  | Alibaba-NLP/DeepResearch issue 107: NCCL's and gloo's errors in a user's list, NCCL_SOCKET_IFNAME and GLOO_SOCKET_IFNAME hard-coded to eth0
            Error Message "no socket interface found" Displayed in Logs | nccl.socket-interface-not-found |  |  | Huawei Cloud ModelArts troubleshooting page title: NCCL bootstrap.cc's message quoted without its prefix
            `no socket interface found` | nccl.socket-interface-not-found |  |  | a Chinese troubleshooting table's cell for a wrong NCCL_SOCKET_IFNAME: the message between backticks
            2. **NCCL error 5 "no socket interface found"** — recipe defaults `IF=enp1s0f1np1`; on this fleet the live fabric NIC is **`enp1s0f0np0`** | nccl.socket-interface-not-found |  |  | a deployment note: NCCL's invalid usage (5) with the message after it, an interface that is down
            NCCL WARN NET/ND : no socket interface found for out-of-band connections | nccl.socket-interface-not-found |  |  | NCCL's Windows ND net plugin: WARN("NET/ND : no socket interface found for out-of-band connections")
            [ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.432 [sal.cc:501] [925892][InitGroupStage][EnvConfig]set ifname to [abc] by HCCL_SOCKET_IFNAME, but not found in the environment, ifnames in the environment is as follows\\n[ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.437 [sal.cc:504] [925892][InitGroupStage][EnvConfig]get host ip fail by socket Ifname. name[lo] ip[127.10.0.1%lo] | hccl.failed |  |  | CANN 8.x hcomm sal.cc (the HCCL troubleshooting guide's EI0001 example): the name that is not there, then the node's interfaces
            [ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.432 [sal.cc:501] [925892][InitGroupStage][EnvConfig]set ifname to [abc] by HCCL_SOCKET_IFNAME, but not found in the environment, ifnames in the environment is as follows [ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.437 [sal.cc:504] [925892][InitGroupStage][EnvConfig]get host ip fail by socket Ifname. name[lo] ip[127.10.0.1%lo] | hccl.failed |  |  | www.hiascend.com's page of the same: its lines joined into one
            [ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.432 [sal.cc:501] \\n[925892][InitGroupStage][EnvConfig]set ifname to [abc] by HCCL_SOCKET_IFNAME, \\nbut not found in the environment, ifnames in the environment is as follows\\n[ERROR] HCCL(925892,alltoall_test):2025-10-28-16:34:59.634.437 [sal.cc:504] \\n[925892][InitGroupStage][EnvConfig]get host ip fail by socket Ifname. \\nname[lo] ip[127.10.0.1%lo] | hccl.failed |  |  | a Chinese guide's copy of the same, each line wrapped in two or three
            [ERROR] HCCL(41233,python3):2026-03-02-09:12:44.101.552 [bootstrap_ip.cc:184] [41233][InitGroupStage][EnvConfig] Env config "HCCL_SOCKET_IFNAME" is [eth9] which is not found in the nic list | hccl.failed |  |  | CANN 9 hcomm bootstrap_ip.cc FindLocalHostIp: HCCL_ERROR("[%s][%s] Env config \\"HCCL_SOCKET_IFNAME\\" is [%s] which is not found in the nic list")
            [ERROR] HCCL(41233,python3):2026-03-02-09:12:44.101.560 [bootstrap_ip.cc:188] [41233][InitGroupStage][EnvConfig] get host ip fail by socket Ifname. nic name[enp189s0f0] ip[10.20.0.7] | hccl.failed |  |  | CANN 9 hcomm: the interface lines alone ("nic name[%s] ip[%s]"), the first line cut off
            [ERROR] HCCL(7731,python):2024-05-11-16:02:07.331.020 [sal.cc:424][7731][Get][LocalServerId]get host ip fail by socket Ifname. name[docker0] ip[172.17.0.1] | hccl.failed |  |  | CANN 7-8 GetLocalHostIP: "[Get][LocalServerId]get host ip fail by socket Ifname. name[%s] ip[%s]"
            [ERROR] HCCL(41233,python3):2026-03-02-09:12:44.101.552 [bootstrap_ip.cc:97] [41233][InitGroupStage][EnvConfig] Env config "HCCL_IF_IP" is [10.20.0.99] which is not found in the nic list. | hccl.failed |  |  | CANN 9 hcomm FindHostIpbyControlIfIp: HCCL_IF_IP set to an address this node does not have
            [ERROR] HCCL(7731,python):2024-05-11-16:02:07.331.020 [sal.cc:398][7731][Find][LocalHostIP]ip [10.20.0.99] of [IF IP] is not found in the nic list. | hccl.failed |  |  | CANN 7-8 FindLocalHostIP: "[Find][LocalHostIP]ip [%s] of [%s] is not found in the nic list." for HCCL_IF_IP
            [INFO] HCCL(41233,python3):2026-03-02-09:12:44.101.552 [bootstrap_ip.cc:121] [FindHostIPByNicClass] find host ip success by nic class[normal]. ip[10.20.0.7]. | - |  |  | negative: CANN 9 hcomm's INFO line of a run that found its interface
            gpu-01:3110:3110 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth0 | - |  |  | negative: NCCL's ENV line of a run that found its interface (2.x)
            set NCCL_SOCKET_IFNAME so that NCCL finds a socket interface on every node | - |  |  | negative: a sentence about the variable, no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void namesTheInterfaceThatHcclDidNotFind() throws IOException {
        String msg = only("[ERROR] HCCL(41233,python3):2026-03-02-09:12:44.101.552 [bootstrap_ip.cc:184] [41233][InitGroupStage][EnvConfig] Env config"
                + " \"HCCL_SOCKET_IFNAME\" is [eth9] which is not found in the nic list").message();
        assertTrue(msg.contains("HCCL_SOCKET_IFNAME=eth9"), msg);
    }
}
