package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * One rank crashes and the others lose their connections to it (issue 26, cause before consequence): the shell's "Segmentation fault"
 * for a rank the launcher's prefix names comes first, though its peers' gloo or NCCL errors were printed before it. Negatives: the
 * crashed rank reported the lost peer itself before crashing (the crash came from that error's handling), a time-out came before the
 * crash (a peer hung, the crash is the abort that followed), a crash no prefix names: there the peer's error hides the shell's report, as
 * before. The codes of the findings in order, the host
 * and peer of the first. {@code \n} in a row is a line break.
 */
class CrashBeforePeerErrorsTest extends WordingTable {
    private static final String GLOO_RESET = "[/tmp/pip-install-ae3x_mjt/horovod_aadc581bff7c46cbb45266459d739d12/third_party/compatible_gloo/gloo/transport/tcp/pair.cc:566] Read error [10.244.0.72]:37265: Connection reset by peer";
    private static final String HOROVOD = "E /tmp/horovod/common/operations.cc:548] Horovod background loop uncaught exception: ";

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2]<stderr>:[2021-04-12 04:03:43.746989: %1$s%2$s\\n[0]<stderr>:[2021-04-12 04:03:43.803394: %1$s%2$s\\n[1]<stderr>:Segmentation fault (core dumped) | process.crashed,gloo.connect-failed,gloo.connect-failed |  |  | horovod/horovod#2835: horovodrun's "[rank]<stderr>:" prefix, ranks 2 and 0 read a reset before rank 1's shell reports its crash
            [0]<stderr>:%1$s%2$s\\n[1]<stderr>:/tmp/run.sh: line 3: 4711 Segmentation fault      (core dumped) python train.py | process.crashed,gloo.connect-failed |  |  | the same crash as bash reports it for a script's command (jobs.c notify_of_job_status)
            [0]<stderr>:%1$s[gloo/transport/tcp/pair.cc:589] Connection closed by peer [10.0.0.7]:4312\\n[1]<stderr>:Aborted (core dumped) | process.crashed,gloo.connect-failed |  |  | gloo's other wording of a peer gone (pair.cc "Connection closed by peer [ADDR]:PORT"), SIGABRT's text
            [0]<stderr>:torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.19.3\\n[0]<stderr>:ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.\\n[1]<stderr>:Segmentation fault (core dumped) | process.crashed,nccl.remote-error |  |  | torch's DistBackendError for NCCL's ncclRemoteError on rank 0 (ProcessGroupNCCL.cpp, NCCL 2.13+ ncclGetErrorString) before rank 1's crash
            [1]<stderr>:%1$s%2$s\\n[1]<stderr>:Segmentation fault (core dumped) | gloo.connect-failed |  | 10.244.0.72 | negative: the crashed rank read the reset itself before crashing, the crash came from handling it
            [0]<stderr>:%1$s[gloo/transport/tcp/pair.cc:598] Read timeout [10.0.0.7]:4312: Resource temporarily unavailable\\n[1]<stderr>:Aborted (core dumped) | gloo.connect-failed |  | 10.0.0.7 | negative: a time-out before the crash: a peer hung, the abort follows it
            [0]<stderr>:%1$s%2$s\\nSegmentation fault (core dumped) | gloo.connect-failed |  | 10.244.0.72 | negative: a crash no prefix names may be the launcher's own, or the reader's: the peer's error stays first
            """.formatted(HOROVOD, GLOO_RESET);

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
