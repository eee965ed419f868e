package dev.clusterjob.logs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Prefixes come off, content stays. The content lines are real lines from public logs and the project's
 * fixtures (NCCL INFO/WARN headers, torch tracebacks, Slurm's own messages, nccl-tests rows): none of
 * them may lose a character, whatever stack of launcher prefixes is put in front.
 */
class LinePrefixTest {
    /** Real message lines (sources: /work/shared/fixtures, the seed, NCCL/Slurm/torch format strings). */
    static final List<String> CONTENT = List.of(
            "node1:2345:2400 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
            "gpu-a100-07:1200:1301 [3] NCCL WARN NET/IB : Got completion from peer 10.1.1.2<51234> with error 12, opcode 0, len 0, vendor err 129 (Recv)",
            "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, unhandled system error, NCCL version 2.10.3",
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2777, remote process exited or there was a network error, NCCL version 2.21.5",
            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
            "Traceback (most recent call last):",
            "  File \"/workspace/train.py\", line 12, in <module>",
            "srun: error: node2: task 1: Exited with exit code 3",
            "slurmstepd-node1: error: *** STEP 42.0 ON node1 CANCELLED AT 2025-12-01T10:00:00 ***",
            "slurmstepd: error: Detected 1 oom_kill event in StepId=4711.batch. Some of the step tasks have been OOM Killed.",
            "python3: can't open file '/x/train.py': [Errno 2] No such file or directory",
            "mlx5: gpu12: got completion with error:",
            "clusterjob-gate: FAIL suspects=node2 certain=yes reason=low-busbw stage=pairs runs=3 seconds=40",
            "clusterjob-preflight: FAIL node2: NCCL_SOCKET_IFNAME=bond0: no such interface",
            "[E1030 07:53:06.757012684 ProcessGroupNCCL.cpp:542] [Rank 0] Collective WorkNCCL(SeqNum=3, OpType=BROADCAST) raised",
            "#  Out of bounds values : 0 OK",
            "   134217728      33554432     float     sum      -1   1234.5  108.72  203.85      0   1230.1  109.11  204.58      0",
            "Root Cause (first observed failure):",
            "  time      : 2025-12-01_10:00:00",
            "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f44cbb6c446 in libc10.so)",
            "Exception raised from checkForNCCLErrorsInternal at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2027 (most recent call first):",
            "NCCL version 2.18.1+cuda12.1",
            "1.0: not a host",
            "libcusparse.so.12: undefined symbol: __nvJitLinkAddData_12_1, version libnvJitLink.so.12",
            "");

    @Test
    void realPrefixes() {
        check("[1,0]<stdout>:node1:2345:2400 [0] NCCL INFO Using network Socket", "node1:2345:2400 [0] NCCL INFO Using network Socket", "node1", 0, null);
        check("[1,3]<stderr>: NCCL error", "NCCL error", null, 3, null);
        check("[Mon Dec  1 10:00:00 2025][1,1]<stdout>:hello", "hello", null, 1, null);
        check("Mon Dec  1 10:00:00 2025[1,1]<stdout>:hello", "hello", null, 1, null);
        // horovodrun's gloo launcher (runner/common/util/safe_shell_exec.py "{time}[{index}]<{prefix}>:{line}", the time only when asked)
        check("[1]<stderr>:Segmentation fault (core dumped)", "Segmentation fault (core dumped)", null, 1, null);
        check("Mon Apr 12 04:03:43 2021[12]<stdout>:Epoch 1/24", "Epoch 1/24", null, 12, null);
        check("[1]<stdin>:hello", "[1]<stdin>:hello", null, null, null);
        check(" 12: srun text", "srun text", null, 12, null);
        check("0: [rank0]: RuntimeError: boom", "RuntimeError: boom", null, 0, null);
        check("gpu-node-03: [2024-05-01 10:00:00,123] [INFO] [launch.py:256:main] process 12 spawned",
                "[INFO] [launch.py:256:main] process 12 spawned", "gpu-node-03", null, null);
        check("[default3]:[rank11]:Traceback (most recent call last):", "Traceback (most recent call last):", null, 11, 3);
        check("gpu-07: libtorch_cpu.so: undefined symbol: iJIT_NotifyEvent", "libtorch_cpu.so: undefined symbol: iJIT_NotifyEvent", "gpu-07", null, null);
        // logging frameworks after their time stamp (loguru's default, a logging.Formatter's dashes), a viewer's line number
        check("2024-05-01 10:00:00.123 | ERROR    | __main__:main:12 - RuntimeError: boom", "RuntimeError: boom", null, null, null);
        check("2024-05-01 10:00:00,123 - train - ERROR - ValueError: bad batch", "ValueError: bad batch", null, null, null);
        check("05/01/2024 10:00:00 - INFO - __main__ - rank 3 ready", "05/01/2024 10:00:00 - INFO - __main__ - rank 3 ready", null, null, null);
        check("[2024-05-01 10:00:00] - WARNING - __main__ - Connection reset", "Connection reset", null, null, null);
        check("451 tj1-asr-train-v100-11:41449:41449 [6] NCCL INFO Bootstrap : Using [0]eth0:10.38.10.4<0>",
                "tj1-asr-train-v100-11:41449:41449 [6] NCCL INFO Bootstrap : Using [0]eth0:10.38.10.4<0>", "tj1-asr-train-v100-11", null, null);
        check("451 hosts in the ring", "451 hosts in the ring", null, null, null);
        check("- step 3 - loss 0.5", "- step 3 - loss 0.5", null, null, null);
        // Open MPI's [host:pid] names a host without a digit too (gmx_MMPBSA 578); a source file's or a level's [X:N] is no host
        check("[debanjan:12799] [[INVALID],INVALID] ORTE_ERROR_LOG: Not found", "[[INVALID],INVALID] ORTE_ERROR_LOG: Not found", "debanjan", null, null);
        check("[train.py:12] started", "[train.py:12] started", null, null, null);
        check("[INFO:3] started", "[INFO:3] started", null, null, null);
        check("2024-05-01T10:00:00.123456789Z [rank1]: ncclSystemError: System call failed", "ncclSystemError: System call failed", null, 1, null);
        check("2024-05-01 10:00:00,123 node7: boom", "boom", "node7", null, null);
        // Go's log package (and logging's "%Y/%m/%d"), a clock alone, seconds since 1970
        check("2024/05/01 10:00:00 [rank2]: RuntimeError: boom", "RuntimeError: boom", null, 2, null);
        check("[10:00:00.123] srun: error: node7: task 1: Exited with exit code 1", "srun: error: node7: task 1: Exited with exit code 1", null, null, null);
        check("10:00:00 0: RuntimeError: boom", "RuntimeError: boom", null, 0, null);
        check("1733372229.123456 node7: boom", "boom", "node7", null, null);
        check("1733372229 node7: boom", "1733372229 node7: boom", null, null, null);
        // A collector's time stamp with a blank before its UTC offset (NVIDIA/nccl issue 1905), before NCCL's own date: both come off
        check("2025-11-09 15:39:31.043 +08:00 [2025-11-09 07:39:30] h100-28:238:1219 [0] transport/net_ib.cc:180 NCCL WARN x",
                "h100-28:238:1219 [0] transport/net_ib.cc:180 NCCL WARN x", "h100-28", null, null);
        check("2025-11-24 11:20:21.001 +0800 node7: boom", "boom", "node7", null, null);
        check("2019-06-02T16:13:44.884Z: [1,12]<stdout>:c-57:815:864 [0] NCCL WARN x", "c-57:815:864 [0] NCCL WARN x", "c-57", 12, null);
        check("> node201:127799:127863 [0] NCCL WARN NET/IB : mlx5_0:1 Got async event : port error",
                "node201:127799:127863 [0] NCCL WARN NET/IB : mlx5_0:1 Got async event : port error", "node201", null, null);
        check("> > [rank3]: boom", "boom", null, 3, null);
        check(">>> hvd.init()", ">>> hvd.init()", null, null, null);
        check("10.0.0.2: Connection refused", "Connection refused", "10.0.0.2", null, null);
        check("P1 4: het task", "het task", null, 4, null);
        // A DNS name with capitals is a host ([host:pid], pdsh); a Python name with a digit in its module is not
        check("[Gpu07.Cluster.Local:148101] [[INVALID],INVALID] ORTE_ERROR_LOG: x", "[[INVALID],INVALID] ORTE_ERROR_LOG: x", "Gpu07.Cluster.Local", null, null);
        check("[GPU07.acib.psu.edu:7] x", "x", "GPU07.acib.psu.edu", null, null);
        check("GPU07.EXAMPLE.ORG: boom", "boom", "GPU07.EXAMPLE.ORG", null, null);
        check("boto3.exceptions.S3UploadFailedError: Failed to upload", "boto3.exceptions.S3UploadFailedError: Failed to upload", null, null, null);
        check("py3nvml.nvml.NVMLError: x", "py3nvml.nvml.NVMLError: x", null, null, null);
        check("boto3.session.Session: x", "boto3.session.Session: x", null, null, null);
        check("Gpu7.errors.FooError: x", "Gpu7.errors.FooError: x", null, null, null);
        check("[Trainer.train:12] x", "[Trainer.train:12] x", null, null, null);
        check("[h5py.File:12] x", "[h5py.File:12] x", null, null, null);
        // A node named as a program starts (Stanford Sherlock) is a host; the program with a version, a shared object are not
        check("[sh03-01n71:4711] [[INVALID],INVALID] ORTE_ERROR_LOG: x", "[[INVALID],INVALID] ORTE_ERROR_LOG: x", "sh03-01n71", null, null);
        check("sh03-01n71: boom", "boom", "sh03-01n71", null, null);
        check("python-worker-0: boom", "boom", "python-worker-0", null, null);
        // A host named with an underscore (Open MPI issue 7085's "Qintian_1") as pdsh's prefix and in [HOST.DOMAIN:PID];
        // a word with an underscore and no digit stays the program's ("layer_norm: "), and no domain label has one
        check("node_01: boom", "boom", "node_01", null, null);
        check("Qintian_1: boom", "boom", "Qintian_1", null, null);
        check("[node_01.juron.dns.zone:70129] x", "x", "node_01.juron.dns.zone", null, null);
        check("[node_01:70129] x", "x", "node_01", null, null);
        // a full DNS name without a digit is a pdsh host when it ends as hosts' names end; a Python logger's dotted name is not
        check("node-a.example.com: boom", "boom", "node-a.example.com", null, null);
        check("login.hpc.example.edu: boom", "boom", "login.hpc.example.edu", null, null);
        check("master.cs.ox.ac.uk: boom", "boom", "master.cs.ox.ac.uk", null, null);
        for (String s : List.of("example.com: x", "fsspec.implementations.local: x", "sglang.srt.managers: x", "spacy.lang.de: x")) {
            check(s, s, null, null, null);
        }
        for (String s : List.of("layer_norm: x", "model_name_or_path: x", "_node1: x", "node1_: x", "[gpu1.my_domain.org:12] x", "mpiexec_node01: x")) {
            check(s, s, null, null, null);
        }
        for (String s : List.of("sh-4.2: x", "python3.10: x", "python3m: x", "mlx5dv: x", "cuda12.1: x", "gcc-12: x", "ld-linux-x86-64.so.2: x", "ld.so.2: x",
                "[ld-2.31.so:12] x", "rank12: x", "local_rank3: x", "slurmstepd-sh03-01n71: x")) {
            check(s, s, null, null, null);
        }
    }

    /** A log quoted in an issue comment (modelscope/ms-swift#6107, mpitutorial#77): the quote mark comes off, then the prefixes after it. */
    @Test
    void rayPrefixWithAnActorsReprAndAnIpv6Address() {
        // verl's workers (Ray 2.4x): the actor's repr before its class, the node's IPv6 address in brackets; the first line of an inline block
        check("`(4l0bidWorkerDict_1:13 WorkerDict pid=204487, ip=[2605:340:cd51:4900:a77c:75f9:c941:530e]) [W715 20:00:39.842901446 socket.cpp:752] [c10d] boom",
                "[W715 20:00:39.842901446 socket.cpp:752] [c10d] boom", "2605:340:cd51:4900:a77c:75f9:c941:530e", null, null);
        check("(WorkerDict pid=207005, ip=10.0.0.7) boom", "boom", "10.0.0.7", null, null);
        // no pid: no prefix
        check("(see the README) boom", "(see the README) boom", null, null, null);
    }

    /** The driver's prefix for the raylet's own lines (Ray python/ray/_private/worker.py print_worker_logs), with and without the node's address. */
    @Test
    void rayletPrefixComesOffWithItsAddress() {
        check("(raylet, ip=10.1.2.4) A worker died", "A worker died", "10.1.2.4", null, null);
        check("(raylet) A worker died", "A worker died", null, null, null);
        // another word in the parentheses is no prefix
        check("(raylets) boom", "(raylets) boom", null, null, null);
    }

    /** Determined's trial log prefix (determined-ai/determined#4292, #8915): time, container id or blanks, rank, "|| ". */
    @Test
    void determinedTrialLogPrefixComesOff() {
        check("[2022-06-09T09:22:31.405196Z] 8de2ca81 ||   host      : 5e4bef3a2da3", "  host      : 5e4bef3a2da3", null, null, null);
        check("[2024-02-27T21:35:35.628581Z]          || ERROR: Trial 139 (Experiment 138) was terminated", "ERROR: Trial 139 (Experiment 138) was terminated",
                null, null, null);
        check("[2023-06-16T17:44:03.373727Z] [53a0a2e9] [rank=1] || INFO: boom", "INFO: boom", null, 1, null);
        // a shell's "||" inside a line is no prefix
        check("make test || exit 1", "make test || exit 1", null, null, null);
    }

    /** Markdown's bold or inline code around a pasted line (NVIDIA/pyxis#70, open-mpi/ompi#9030) comes off with its closer. */
    @Test
    void markdownEmphasisAndInlineCodeComeOff() {
        check("**error: pyxis:     [ERROR] Invalid image reference: docker://dockerd://mlperf-nvidia:minigo**",
                "error: pyxis:     [ERROR] Invalid image reference: docker://dockerd://mlperf-nvidia:minigo", null, null, null);
        check("`[cd06b9552d9d:00987] OPAL ERROR: Unreachable in file pmix3x_client.c at line 112", "OPAL ERROR: Unreachable in file pmix3x_client.c at line 112",
                "cd06b9552d9d", null, null);
        check("```n1: boom```", "boom", "n1", null, null);
        // a bold closer alone, a lone marker or a spaced one is no opener; Python's dunders stay
        check("** boom", "** boom", null, null, null);
        check("**", "**", null, null, null);
        check("__main__ - boom", "__main__ - boom", null, null, null);
    }

    /** PALS mpiexec's label on Aurora and Polaris names the host and the rank; a word and a number before a colon do not. */
    @Test
    void palsLabelNamesHostAndRank() {
        check("x3102c0s1b0n0.hsn.cm.polaris.alcf.anl.gov 84: Sat Mar  8 04:27:33 2025: [PE_84]:inet_recv:inet_recv: unexpected socket EOF",
                "[PE_84]:inet_recv:inet_recv: unexpected socket EOF", "x3102c0s1b0n0.hsn.cm.polaris.alcf.anl.gov", 84, null);
        check("x1921c1s4b0n0.hostmgmt2000.cm.americas.sgi.com 0: terminate called after throwing an instance of 'sycl::_V1::invalid_object_error'",
                "terminate called after throwing an instance of 'sycl::_V1::invalid_object_error'", "x1921c1s4b0n0.hostmgmt2000.cm.americas.sgi.com", 0, null);
        check("Epoch 3: loss 0.25", "Epoch 3: loss 0.25", null, null, null);
    }

    /** A Go runtime's stack dump (sylabs/singularity#35) starts its lines with a 64-bit address, which names no pdsh host. */
    @Test
    void stackDumpAddressIsNoHost() {
        check("00007ffd72d2e8f0:  000055ce447f233a <runtime.mmap.func1+90>  0000000000000000", "00007ffd72d2e8f0:  000055ce447f233a <runtime.mmap.func1+90>  0000000000000000",
                null, null, null);
        // a docker container's short id is a host
        check("cd06b9552d9d: boom", "boom", "cd06b9552d9d", null, null);
    }

    @Test
    void markdownQuoteComesOff() {
        check("> [2025-10-13 10:12:54] iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument",
                "iv-ydin754tmoxjd1twgixh:1458548:1480527 [0] misc/ibvwrap.cc:182 NCCL WARN Call to ibv_reg_mr_iova2 failed with error Invalid argument",
                "iv-ydin754tmoxjd1twgixh", null, null);
        check("> [rank10]: RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)",
                "RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)", null, 10, null);
        check("> > gpu-node-03: boom", "boom", "gpu-node-03", null, null);
        check(">", "", null, null, null);
        // content that starts with '>' but is no quote stays whole (DeepSpeed's runner, a Python prompt)
        check(">>>>>> OrderedDict([('192.168.2.57', [0, 1, 2, 3])])", ">>>>>> OrderedDict([('192.168.2.57', [0, 1, 2, 3])])", null, null, null);
        check(">>> import torch", ">>> import torch", null, null, null);
        // the same WARN line cut at a blank right after NCCL's header: the first piece still says who wrote it
        check("> [2025-10-13 10:12:54] iv-ydin754tmoxjd1twgixh:1458548:1480527", "iv-ydin754tmoxjd1twgixh:1458548:1480527", "iv-ydin754tmoxjd1twgixh", null, null);
        check("> [2025-10-13 10:12:54] iv-ydin754tmoxjd1twgixh:1458548:1480527 [0]", "iv-ydin754tmoxjd1twgixh:1458548:1480527 [0]", "iv-ydin754tmoxjd1twgixh", null, null);
    }

    @Test
    void acceleratesStreamLabelsComeOff() {
        // accelerate test_utils/testing.py tee: print("stderr:", line) before each line of the child it ran; names no one
        check("stderr: AssertionError: Main process was not first", "AssertionError: Main process was not first", null, null, null);
        check("stdout: [rank1]: RuntimeError: boom", "RuntimeError: boom", null, 1, null);
        check("stdout: ", "", null, null, null);
        check("stderr: gpu-07: RuntimeError: boom", "RuntimeError: boom", "gpu-07", null, null);
        // a word that only starts like the label stays
        check("stderrors: 3", "stderrors: 3", null, null, null);
    }

    @Test
    void kubernetesAndCloudLogToolsComeOff() {
        // kubectl logs --prefix (pkg/cmd/logs/logs.go "[pod/%s/%s] "): the pod is the host
        check("[pod/pytorch-job-worker-1/pytorch] RuntimeError: boom", "RuntimeError: boom", "pytorch-job-worker-1", null, null);
        check("[pod/nccl-tests-worker-1/worker] nccl-tests-worker-1:146:146 [0] NCCL WARN x",
                "nccl-tests-worker-1:146:146 [0] NCCL WARN x", "nccl-tests-worker-1", null, null);
        check("[pod/train-0] RuntimeError: boom", "[pod/train-0] RuntimeError: boom", null, null, null);
        // kubectl get events rows: the pod's message, the pod its host unless it is on no node yet
        check("4m11s       Warning   Evicted    pod/trainer-worker-3    The node was low on resource: memory.",
                "The node was low on resource: memory.", "trainer-worker-3", null, null);
        check("kubeflow    2m   Warning   BackOff   pod/w-0   Back-off restarting failed container",
                "Back-off restarting failed container", "w-0", null, null);
        check("3m   Warning   FailedScheduling   pod/w-3   0/8 nodes are available: 8 Insufficient nvidia.com/gpu.",
                "0/8 nodes are available: 8 Insufficient nvidia.com/gpu.", null, null, null);
        check("2m   Warning   BackOff   deployment/trainer   x", "2m   Warning   BackOff   deployment/trainer   x", null, null, null);
        // a console's time column (CloudWatch's log events), with or without the leading bar
        check("  | 2024-08-23T22:22:50.870Z | [rank6]:[E ProcessGroupNCCL.cpp:563] boom", "[E ProcessGroupNCCL.cpp:563] boom", null, 6, null);
        check("2024-08-23T21:52:48.476Z | pytorch_lightning - INFO - x", "pytorch_lightning - INFO - x", null, null, null);
        // loguru's "TIME | LEVEL | name:function:line - " stays loguru's
        check("2023-05-17 19:29:21.425 | ERROR    | __main__:main:62 - RuntimeError: boom", "RuntimeError: boom", null, null, null);
        // a markdown table row is no console column
        check("| Trial name | # failures |", "| Trial name | # failures |", null, null, null);
    }

    @Test
    void ncclHeaderIsContentButNamesTheHost() {
        LinePrefix p = LinePrefix.parse("node1:2345:2400 [0] NCCL INFO NET/IB : No device found.");
        assertEquals("node1:2345:2400 [0] NCCL INFO NET/IB : No device found.", p.text());
        assertEquals("node1", p.host());
        assertNull(p.rank());
    }

    @Test
    void hostOfThePrefixWinsOverNcclHeader() {
        LinePrefix p = LinePrefix.parse("node9: node1:2345:2400 [0] NCCL WARN x");
        assertEquals("node9", p.host());
    }

    @Test
    void programNamesAreNotHosts() {
        for (String s : List.of("srun: error: x", "slurmstepd-node1: error: x", "python3: x", "mlx5: x", "RuntimeError: x", "sh: 1: x", "rank0: x", "2.1: x")) {
            assertEquals(s, LinePrefix.strip(s), s);
        }
    }

    /** A kernel device a cut syslog line starts with is no host; a node whose name starts like one still is. */
    @Test
    void kernelDevicesAreNotHosts() {
        for (String s : List.of("drmn0: [gfxhub0] retry page fault (src_id:0 ring:0 vmid:3 pasid:32770)", "nvidia0: x")) {
            assertEquals(s, LinePrefix.strip(s), s);
        }
        check("nvidia-dgx-01: x", "x", "nvidia-dgx-01", null, null);
    }

    /** moreutils ts's stamp in any locale's month comes off; a journal line's stamp stays, its host and program after it. */
    @Test
    void tsStampComesOffInAnyLocaleButNotAJournalLine() {
        check("Dec 05 14:03:12 gpu-07: bash: x", "bash: x", "gpu-07", null, null);
        check("дек 05 14:03:12 gpu-07: bash: x", "bash: x", "gpu-07", null, null);
        check("déc. 05 14:03:12 Traceback (most recent call last):", "Traceback (most recent call last):", null, null, null);
        for (String s : List.of("дек 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79", "Aug 18 20:57:02 computen1 slurmd[8713]: error: x",
                "Jun 26 12:53:18 PDT sched-fluxion-resource.err[0]: x")) {
            assertEquals(s, LinePrefix.strip(s), s);
        }
    }

    @Property
    void realContentIsNeverEaten(@ForAll("content") String line) {
        LinePrefix p = LinePrefix.parse(line);
        assertEquals(line, p.text());
        assertNull(p.rank());
        assertNull(p.localRank());
    }

    @Property
    void anyStackOfPrefixesComesOffAndNamesWhoWroteIt(@ForAll("content") String line, @ForAll("prefixes") List<Prefix> stack) {
        StringBuilder b = new StringBuilder();
        Integer rank = null;
        Integer local = null;
        String host = null;
        for (Prefix p : stack) {
            b.append(p.text());
            rank = rank != null ? rank : p.rank();
            local = local != null ? local : p.localRank();
            host = host != null ? host : p.host();
        }
        LinePrefix parsed = LinePrefix.parse(b + line);
        // "[1,0]<stdout>:", "[rank0]:" and timestamps are followed by one space or none (Open MPI 5 / 4, torch versions):
        // one space after them is taken as part of the prefix, so indented content right after them loses one
        boolean oneSpaceGoes = !stack.isEmpty() && !stack.get(stack.size() - 1).text().endsWith(" ") && line.startsWith(" ");
        assertEquals(oneSpaceGoes ? line.substring(1) : line, parsed.text());
        assertEquals(rank, parsed.rank());
        assertEquals(local, parsed.localRank());
        String expectHost = host != null ? host : LinePrefix.parse(line).host();
        assertEquals(expectHost, parsed.host());
    }

    @Property
    void neverThrows(@ForAll String anything, @ForAll @IntRange(min = 0, max = 3) int n) {
        String s = "[1,2]<stdout>:".repeat(n) + anything;
        LinePrefix.parse(s);
    }

    record Prefix(String text, String host, Integer rank, Integer localRank) {
    }

    @Provide
    Arbitrary<String> content() {
        return Arbitraries.of(CONTENT);
    }

    @Provide
    Arbitrary<List<Prefix>> prefixes() {
        Arbitrary<Integer> n = Arbitraries.integers().between(0, 4095);
        Arbitrary<String> host = Combinators.combine(Arbitraries.of("node", "gpu-", "trx", "h100-", "compute-0-", "a100x8-"), Arbitraries.integers().between(0, 999))
                .as((a, b) -> a + b);
        Arbitrary<Prefix> mpi = Combinators.combine(Arbitraries.integers().between(0, 9), n, Arbitraries.of("stdout", "stderr", "stddiag"), Arbitraries.of("", " "))
                .as((j, r, s, sp) -> new Prefix("[" + j + "," + r + "]<" + s + ">:" + sp, null, r, null));
        Arbitrary<Prefix> srun = Combinators.combine(n, Arbitraries.of("", " ", "  "))
                .as((r, sp) -> new Prefix(sp + r + ": ", null, r, null));
        Arbitrary<Prefix> pdsh = host.map(h -> new Prefix(h + ": ", h, null, null));
        Arbitrary<Prefix> torch = Combinators.combine(n, Arbitraries.of(true, false))
                .as((r, global) -> global ? new Prefix("[rank" + r + "]:", null, r, null) : new Prefix("[default" + r + "]:", null, null, r));
        Arbitrary<Prefix> time = Arbitraries.of(
                "[Mon Dec  1 10:00:00 2025] ", "Tue Jan 13 09:05:59 2026", "2024-05-01T10:00:00.123Z ", "2024-05-01T10:00:00.123456789Z ",
                "2024-05-01 10:00:00,123 ", "2025-12-01T10:00:00+01:00 ", "[2024-05-01 10:00:00,123] ", "[2024-05-01T10:00:00Z]")
                .map(t -> new Prefix(t, null, null, null));
        return Arbitraries.oneOf(mpi, srun, pdsh, torch, time).list().ofMaxSize(4);
    }

    /** Open MPI's "[host:pid] " after the blanks of a markdown code block, also behind a time stamp; a bracket that is no host stays. */
    @Test
    void hostPidAfterBlanks() {
        check("    [324a7ecb1de0:21638] *** Process received signal ***", "*** Process received signal ***", "324a7ecb1de0", null, null);
        check("[2024-05-01 10:00:00]     [gpu-07:21638] Signal: Aborted (6)", "Signal: Aborted (6)", "gpu-07", null, null);
        check("\t[g0080:118482] *** An error occurred in MPI_Init", "*** An error occurred in MPI_Init", "g0080", null, null);
        check("    [ 0] /lib64/libc.so.6(+0x35250)[0x7f447e3c8250]", "    [ 0] /lib64/libc.so.6(+0x35250)[0x7f447e3c8250]", null, null, null);
    }

    /**
     * A bar tqdm redrew tens of thousands of times without a line break (a 1.6 MB line in a real paste) before the rank's own line:
     * the bars are stepped over, not read one nested call each, and who wrote the line is still found after the last one.
     */
    @Test
    void thousandsOfBarsOnOneLineBeforeTheRanksLine() {
        String bars = "Tokenizing Prompts (num_proc=64):  41%|████      | 41000/100000 [10:02<14:26, 68.1 examples/s]".repeat(40_000);
        LinePrefix p = LinePrefix.parse(bars + "[rank5]:[E1123 00:52:57.664949121 ProcessGroupNCCL.cpp:607] [Rank 5] Watchdog caught collective operation timeout");
        assertEquals(5, p.rank());
        assertTrue(p.text().startsWith("Tokenizing Prompts"), "the text stays as written");
    }

    /** Torchrun's --tee prefix with the role set to the node's name (--role `hostname -s`:): the host and the local rank. */
    @Test
    void torchrunRoleNamedAfterHost() {
        check("[gpu187:0]:torch.cuda.OutOfMemoryError: CUDA out of memory.", "torch.cuda.OutOfMemoryError: CUDA out of memory.", "gpu187", null, 0);
        check("[node-a12.cluster.local:3]: boom", "boom", "node-a12.cluster.local", null, 3);
        check("[gpu187:0]:[rank4]: boom", "boom", "gpu187", 4, 0);
        check("[node001:94018] *** Process received signal ***", "*** Process received signal ***", "node001", null, null);
        check("[10:00:00]: not a role", "not a role", null, null, null);
    }

    /**
     * pdsh's host without a digit before what a worker writes at the start of its lines (the open corpus's lines with their node renamed);
     * a field's name, a word with an underscore or a capital, and a word before plain prose stay the line's own.
     */
    @Test
    void wordHostBeforeAWorkersLine() {
        check("kestrel: [rank1]:[E ProcessGroupNCCL.cpp:577] [Rank 1] Some NCCL operations have failed or timed out.",
                "[E ProcessGroupNCCL.cpp:577] [Rank 1] Some NCCL operations have failed or timed out.", "kestrel", 1, null);
        check("kestrel: EH9999: 2024-07-03-11:28:40.450.757  wait for compute device to finish failed, runtime result = 107020.",
                "EH9999: 2024-07-03-11:28:40.450.757  wait for compute device to finish failed, runtime result = 107020.", "kestrel", null, null);
        check("kestrel: [W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:49091 (errno: 98 - Address already in use).",
                "[W socket.cpp:426] [c10d] The server socket has failed to bind to [::]:49091 (errno: 98 - Address already in use).", "kestrel", null, null);
        check("kestrel: RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, internal error, NCCL version 20.9.9",
                "RuntimeError: NCCL error in: ../torch/lib/c10d/ProcessGroupNCCL.cpp:825, internal error, NCCL version 20.9.9", "kestrel", null, null);
        check("kestrel:   File \"/scratch/deepspeed/comm/comm.py\", line 312, in all_reduce", "  File \"/scratch/deepspeed/comm/comm.py\", line 312, in all_reduce",
                "kestrel", null, null);
        check("login.hpc: Traceback (most recent call last):", "Traceback (most recent call last):", "login.hpc", null, null);
        check("kestrel: kestrel:2918:4483 [4] init.cc:263 NCCL WARN Cuda failure 'initialization error'",
                "kestrel:2918:4483 [4] init.cc:263 NCCL WARN Cuda failure 'initialization error'", "kestrel", null, null);
        for (String s : List.of("reason: RuntimeError: NCCL error", "output: [rank1]: boom", "message: Traceback (most recent call last):",
                "layer_norm: RuntimeError: x", "Kestrel: RuntimeError: x", "AssertionError: [rank0]: x", "kestrel: the job failed",
                "kestrel: other:2918:4483 [4] init.cc:263 NCCL WARN x", "warning: [W socket.cpp:426] x")) {
            check(s, s, null, null, null);
        }
    }

    /** A log platform's "time host message" view: the host column between the stamp and torchrun's prefix (thu-pacman/chitu#80's lines). */
    @Test
    void collectorHostColumnBeforeTorchrunPrefix() {
        check("2025-03-27 17:31:09.952  sm228-a100-40g-23 [rank1]:[E327 09:31:09.977409258 ProcessGroupNCCL.cpp:2168] boom",
                "[E327 09:31:09.977409258 ProcessGroupNCCL.cpp:2168] boom", "sm228-a100-40g-23", 1, null);
        check("2025-03-27 17:31:09.952  kestrel [default0]:boom", "boom", "kestrel", null, 0);
        check("2025-03-27T17:31:09Z gpu017.hpc.example.edu [rank3]: boom", "boom", "gpu017.hpc.example.edu", 3, null);
        check("2025-03-27 17:31:09 ERROR [rank0]: boom", "ERROR [rank0]: boom", null, null, null);
        check("sm228-a100-40g-23 [rank1]: no stamp before it", "sm228-a100-40g-23 [rank1]: no stamp before it", null, null, null);
        check("[rank0]: raise [rank1]: interleaved", "raise [rank1]: interleaved", null, 0, null);
    }

    private static void check(String raw, String text, String host, Integer rank, Integer local) {
        LinePrefix p = LinePrefix.parse(raw);
        assertEquals(text, p.text(), raw);
        assertEquals(host, p.host(), raw);
        assertEquals(rank, p.rank(), raw);
        assertEquals(local, p.localRank(), raw);
    }
}
