package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Cause before consequence: verdicts, then a node's own faults (node_fault), then failures that start in one process (primary), then other causes (errors
 * before warnings, each by line), then
 * witnesses marked with their cause. Each row: a log (\n between lines) and the codes in order, a witness as code<cause.
 */
class CauseOrderTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // rank 1's CUDA error comes first though rank 0's lost connection was printed before it
            "n1:1:1 [0] NCCL WARN Net : Connection closed by remote peer n2<4455>\\n[rank1]: RuntimeError: CUDA error: an illegal memory access was encountered"
                    + " | torch.cuda-error nccl.socket-error",
            // a watchdog time-out is a witness of the out-of-memory rank
            "[rank0]:[E ProcessGroupNCCL.cpp:1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600010 milliseconds before timing out.\\n[rank1]: torch.OutOfMemoryError: CUDA out of memory."
                    + " | torch.cuda-oom torch.watchdog-timeout<torch.cuda-oom",
            // srun's step kill names the task failure as its cause (cause_codes), not the first cause
            "[rank1]: ModuleNotFoundError: No module named 'x'\\nsrun: error: n2: task 1: Exited with exit code 1\\nslurmstepd: error: *** STEP 2.0 ON n1 CANCELLED AT 2026-12-01T14:33:34 ***"
                    + " | python.module-not-found slurm.task-failed slurm.step-killed<slurm.task-failed",
            // gloo bound to loopback (a warning) explains the refused connection after it
            "[rank0]:[W ProcessGroupGloo.cpp:721] Warning: Unable to resolve hostname to a (local) address. Using the loopback address as fallback. Manually set the network interface to bind to with GLOO_SOCKET_IFNAME.\\nRuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect [10.0.0.2]:13195: Connection refused"
                    + " | gloo.loopback-address gloo.connect-failed",
            // doc5a: what the ranks print after Slurm's time limit ended the job (a task's exit code 1) is its consequence, not a cause
            "slurmstepd: error: *** JOB 4711 ON gpu-01 CANCELLED AT 2024-05-01T12:00:00 DUE TO TIME LIMIT ***\\nsrun: error: gpu-01: task 0: Exited with exit code 1"
                    + " | slurm.time-limit slurm.task-failed<slurm.time-limit",
            // doc5a: a collective that hung before the time limit is the cause (the watchdog first), the limit and what follows it are not
            "[rank3]:[E1030 07:53:06.757 ProcessGroupNCCL.cpp:542] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600013 milliseconds before timing out.\\nslurmstepd: error: *** JOB 4711 ON gpu-01 CANCELLED AT 2024-05-01T12:00:00 DUE TO TIME LIMIT ***\\nsrun: error: gpu-01: task 0: Exited with exit code 1"
                    + " | torch.watchdog-timeout slurm.time-limit slurm.task-failed",
            // doc5a: a rank that failed before the time limit: the others waited for it until the limit ended the job
            "[rank1]: ModuleNotFoundError: No module named 'x'\\nslurmstepd: error: *** JOB 4711 ON gpu-01 CANCELLED AT 2024-05-01T12:00:00 DUE TO TIME LIMIT ***"
                    + " | python.module-not-found slurm.time-limit<python.module-not-found",
            // only witnesses: they stay as the log has them, unmarked
            "[rank8]: ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely."
                    + " | nccl.remote-error",
            // doc6b: a node's own fault (node_fault: the GPU the driver lost) comes before the process's failure it explains, though printed after it
            "[rank0]: RuntimeError: CUDA error: uncorrectable ECC error encountered\\nNov  3 04:12:09 gpu-n12 kernel: NVRM: Xid (PCI:0000:3b:00): 48, pid=4242, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0."
                    + " | gpu.xid torch.cuda-error",
            "CUDA Error: no CUDA-capable device is detected\\nUnable to determine the device handle for GPU 0000:03:00.0: GPU is lost.  Reboot the system to recover this GPU"
                    + " | gpu.unreachable torch.no-gpu",
            // an outcome (torchrun stopped the job) is no cause of a witness: both stay as the log has them, unmarked (ChatGLM3#1174)
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 1957662) of binary: /usr/bin/python3.10"
                    + " | torch.dist-backend-error torch.child-failed",
            // Torchrun's Root Cause entry without an error file (error_file <N/A>) is an outcome by its groups: the rank's exception before it
            // (a witness) stays first and unmarked; with an error file the report holds the error and is the one finding
            "torch.distributed.DistBackendError: NCCL error\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-03-05_07:01:51\\n  host      : n7\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 69811)\\n  error_file: <N/A>\\n  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"
                    + " | torch.dist-backend-error torch.child-failed",
            "torch.distributed.DistBackendError: NCCL error\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-03-05_07:01:51\\n  host      : n7\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : 1 (pid: 69811)\\n  error_file: /tmp/torchelastic_x/attempt_0/0/error.json\\n  traceback : Traceback (most recent call last):"
                    + " | torch.child-failed",
            // a warning says the process went on: NCCL's socket fallback (every node on sockets) printed before the connect that failed is
            // not what stopped the job; the failure comes first within its tier
            "n1:1:1 [0] NCCL INFO NET/IB : No device found.\\nn1:1:1 [0] NCCL INFO Using network Socket\\nn1:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0\\nn2:2:2 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.0.0.1<40211> failed : No route to host"
                    + " | nccl.socket-connect-failed nccl.ib-unavailable-socket-fallback",
            // the same fallback while another node uses InfiniBand: two transports that cannot connect, an error and the cause
            "n1:1:1 [0] NCCL INFO NET/IB : No device found.\\nn1:1:1 [0] NCCL INFO Using network Socket\\nn1:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0\\nn2:2:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/RoCE [RO]; OOB bond0:10.0.0.2<0>\\nn2:2:2 [0] misc/socket.cc:484 NCCL WARN socketStartConnect: Connect to 10.0.0.1<40211> failed : No route to host"
                    + " | nccl.ib-unavailable-socket-fallback nccl.socket-connect-failed",
    })
    void ordersByCause(String log, String expected) throws IOException {
        List<Finding> fs = new LogDoctor(DoctorRules.bundled()).diagnose("l", new BufferedReader(new StringReader(log.replace("\\n", "\n"))), NodeMap.empty());
        String got = fs.stream().map(f -> f.code() + (f.consequence() ? "<" + f.cause().substring(0, f.cause().indexOf(' ')) : ""))
                .collect(Collectors.joining(" "));
        assertEquals(expected.strip(), got);
    }
}
