package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Multi-GPU and multi-node jobs on rented GPU machines and cloud nodes whose NCCL connects to a peer at a loopback (127.0.0.0/8, ::1) or
 * IPv4 link-local (169.254.0.0/16) address: the address the peer advertised is one only its own machine or container can reach (lo picked
 * as NCCL's socket interface, a cloud agent's link-local interface such as ECS's ecs-eth0), so the finding says so instead of asking
 * whether the peer is up. Rows: the real lines (one line run together under srun's labels, a DistBackendError's Last error, a WARN line),
 * NCCL's other releases' wordings of the same connect failure from misc/socket.cc and include/socket.h, and negatives (a routable peer,
 * NCCL's INFO lines that name lo or a link-local interface in a healthy start). {@code \n} is a line break.
 */
class SampledRentedGpuWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            File "/opt/conda/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 1906, in broadcast 10: work = default_pg.broadcast([tensor], opts) 10: torch.distributed.DistBackendError: NCCL error in: /opt/conda/conda-bld/pytorch_1696588393313/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1331, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.5 10: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. 10: Last error: 10: socketStartConnect: Connect to 127.0.0.1<45069> failed : Software caused connection abort | nccl.socket-connect-failed,nccl.system-error |  | 127.0.0.1 | real: awslabs/awsome-distributed-ai issue 192, torch 2.1 with NCCL 2.18.5 under srun --label on SageMaker HyperPod, one line as published
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5\\nncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.\\nLast error:\\nsocketStartConnect: Connect to 169.254.0.1<40815> failed : Software caused connection abort | nccl.socket-connect-failed,nccl.system-error |  | 169.254.0.1 | real: verl-project/verl issue 726, NCCL 2.20.5 on an AWS cluster, the DistBackendError's Last error
            hd03-gpu2-0031:14133:14133 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 169.254.20.10<43369> failed : Software caused connection abort | nccl.socket-connect-failed | hd03-gpu2-0031 | 169.254.20.10 | real: sgl-project/sglang issue 6017, a decode node's WARN line
            node-2:5120:5301 [3] misc/socket.cc:592 NCCL WARN socketStartConnect: connect to 127.0.0.1<43117> failed : Connection refused | nccl.socket-connect-failed | node-2 | 127.0.0.1 | NCCL 2.2x-2.30 misc/socket.cc socketConnectCheck "%s: connect to %s failed : %s", lower case
            ip-10-14-51-239:333:1563 [0] misc/socket.cc:421 NCCL WARN Net : Connect to 169.254.172.2<38211> failed : Connection refused | nccl.socket-connect-failed | ip-10-14-51-239 | 169.254.172.2 | NCCL 2.10-2.12 misc/socket.cc ncclSocketConnect "Net : Connect to %s failed : %s", the peer on ECS's ecs-eth0
            gpu-7:4711:4790 [1] include/socket.h:390 NCCL WARN Connect to 127.0.1.1<48213> failed : Connection refused | nccl.socket-connect-failed | gpu-7 | 127.0.1.1 | NCCL 2.3-2.9 include/socket.h connectAddress "Connect to %s failed : %s", a host name resolved to Debian's 127.0.1.1
            gpu-7:4711:4790 [1] misc/socket.cc:531 NCCL WARN socketPollConnect: Connect to 169.254.3.1<36181> returned 111(Connection refused) errno 111(Connection refused) | nccl.socket-connect-failed | gpu-7 | 169.254.3.1 | NCCL 2.19-2.2x / RCCL misc/socket.cc socketPollConnect "Connect to %s returned %d(%s)", RCCL's errno after it
            ip-10-14-51-239:333:1563 [0] misc/socket.cc:567 NCCL WARN socketPollConnect: connect to 169.254.172.2<45243> returned Connection refused, exceeded error retry count after 35 attempts | nccl.socket-connect-failed | ip-10-14-51-239 | 169.254.172.2 | NCCL 2.2x-2.30 misc/socket.cc "connect to %s returned %s, exceeded error retry count after %d attempts"
            gpu-7:4711:4790 [1] misc/socket.cc:640 NCCL WARN socketPollConnect to ::1<36181> failed with error Connection refused | nccl.socket-connect-failed | gpu-7 | ::1 | NCCL 2.27-2.30 misc/socket.cc "socketPollConnect to %s failed with error %s", the IPv6 loopback
            ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort | nccl.socket-connect-failed | ubuntu | 10.0.0.2 | negative: a routable peer keeps the connect rule's own words (NVIDIA/nccl-tests issue 166)
            ip-10-14-51-239:333:333 [0] NCCL INFO NET/Socket : Using [0]ecs-eth0:169.254.172.2<0> [1]eth0:10.14.51.239<0> | - |  |  | negative: NCCL's INFO line naming a link-local interface it will use, no failure yet
            node-1:4711:4711 [0] NCCL INFO Bootstrap : Using lo:127.0.0.1<0> | - |  |  | negative: NCCL's bootstrap INFO line on lo, a one-machine start
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessageSaysTheAddressIsOneNoOtherMachineReaches() throws IOException {
        String loopback = only("node-2:5120:5301 [3] misc/socket.cc:592 NCCL WARN socketStartConnect: connect to 127.0.0.1<43117> failed : Connection refused").message();
        assertTrue(loopback.contains("loopback or link-local address") && loopback.contains("127.0.0.1 port 43117"), loopback);
        String linkLocal = only("ip-10-14-51-239:333:1563 [0] misc/socket.cc:567 NCCL WARN socketPollConnect: connect to 169.254.172.2<45243> returned Connection refused, exceeded error retry count after 35 attempts").message();
        assertTrue(linkLocal.contains("loopback or link-local address"), linkLocal);
        String routable = only("ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort").message();
        assertFalse(routable.contains("loopback"), routable);
    }
}
