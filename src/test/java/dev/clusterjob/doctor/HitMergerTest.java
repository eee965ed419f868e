package dev.clusterjob.doctor;

import dev.clusterjob.logs.LogLines;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Hits to the findings' subjects: only_with / instead_of, merging (an outcome line joins the problem it ends), and the
 * node named where the problem's own lines name none. Each row: a log (\n between lines) and code@host per finding.
 */
class HitMergerTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // srun's step cancel is a task failure's consequence only when a task exited (only_with, instead_of)
            "slurmstepd: error: *** STEP 2.0 ON n1 CANCELLED AT 2026-12-01T14:33:34 ***"
                    + " | slurm.cancelled@n1",
            "srun: error: n2: task 1: Exited with exit code 3\\nslurmstepd: error: *** STEP 2.0 ON n1 CANCELLED AT 2026-12-01T14:33:34 ***"
                    + " | slurm.task-failed@n2 slurm.step-killed@n1",
            // bash's line names the program, srun's exit 127 line the node: one finding
            "/usr/bin/bash: line 1: llamafactory-cli: command not found\\nsrun: error: n2: task 1: Exited with exit code 127"
                    + " | launch.command-not-found@n2",
            // no line of the problem names a node: the outcome line after it does (pyxis before srun's task line)
            "slurmstepd: error: pyxis: failed to import docker image\\nsrun: error: c-0: task 0: Exited with exit code 1"
                    + " | pyxis.failed@c-0 slurm.task-failed@c-0",
            // the log's only node
            "slurmstepd: error: Exceeded job memory limit at some point.\\nsrun: error: udc-1: task 0: Out Of Memory"
                    + " | slurm.oom@udc-1 slurm.oom@udc-1",
            // Slurm's node-failure cancel names the node that reported it: used only when nothing names another
            "slurmstepd: error: *** JOB 12 ON n1 CANCELLED AT 2025-10-30T09:41:07 DUE TO NODE FAILURE ***"
                    + " | slurm.node-fail@n1",
            "srun: error: Node failure on n2\\nslurmstepd: error: *** JOB 12 ON n1 CANCELLED AT 2025-10-30T09:41:07 DUE TO NODE FAILURE ***"
                    + " | slurm.node-fail@n2",
            // a rank's host, learned from NCCL's init line, names the rank's finding
            "n7:1:1 [0] NCCL INFO comm 0x1 rank 3 nRanks 4 nNodes 2 localRanks 2 localRank 1\\n[rank3]: torch.OutOfMemoryError: CUDA out of memory."
                    + " | torch.cuda-oom@n7",
            // torch's client's last line cut at blanks (a mail's wrapping): the piece that starts with its retry sentence's words is read
            // by the retry warnings' witness rule too, on the same line: one finding, not the report twice
            "trainer-2: torch.distributed.DistNetworkError: The client socket has failed to \\nconnect to any network address of (192.168.121.122, 1040)."
                    + " The client socket has\\n failed to connect to 192.168.121.122:1040 (errno: 113 - No route to host)."
                    + " | torch.store-failed@trainer-2 torch.rendezvous-timeout@trainer-2",
    })
    void namesTheNode(String log, String expected) throws IOException {
        assertEquals(expected.strip(), named(log));
    }

    /**
     * Every form a line names a node or a rank in, from the tools' format strings: the OOM line names none, the form's line
     * does (as the line's prefix, for the lines after it; or anywhere in the log, its only node). Two hosts where the form
     * must pick one.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // MPICH Hydra, HYDU_dbg_init's "%s@%s" prefix: "proxy:PGID:ID@host" and "mpiexec@host" (hydra/utils/dbg/dbg.c)
            "[mpiexec@gpu-n1] HYDT_bscu_wait_for_completion (tools/bootstrap/utils/bscu_wait.c:76): one of the processes terminated badly; aborting\\n"
                    + "[proxy:0:1@gpu-n2] HYD_pmcd_pmip_control_cmd_cb (pm/pmiserv/pmip_cb.c:887): assert (!closed) failed\\n" + OOM
                    + " | torch.cuda-oom@gpu-n2",
            "[mpiexec@gpu-n1] HYDU_sock_write (utils/sock/sock.c:256): write error (Bad file descriptor)\\n" + OOM + " | torch.cuda-oom@gpu-n1",
            // torch c10d ProcessGroupNCCL's logPrefix(), a rank whose host NCCL's init line names: 2.2-2.3 "[PG 1 Rank 3]",
            // 2.4+ "[PG ID 0 PG GUID 0(default_pg) Rank 3]", 1.13-2.1 "[Rank 3]" after glog's header
            // (doc7b: the time-out line is itself torch.watchdog-timeout now, named by the same prefix)
            INIT + "[PG 1 Rank 3] Timeout at NCCL work: 1, last enqueued NCCL work: 1, last completed NCCL work: 0.\\n" + OOM
                    + " | torch.watchdog-timeout@n7 torch.cuda-oom@n7",
            INIT + "[PG ID 0 PG GUID 0(default_pg) Rank 3] ProcessGroupNCCL preparing to dump debug info.\\n" + OOM + " | torch.cuda-oom@n7",
            INIT + "[E1030 07:53:06.757012684 ProcessGroupNCCL.cpp:542] [Rank 3] Some NCCL operations have failed or timed out.\\n" + OOM
                    + " | torch.cuda-oom@n7",
            // glog's header without brackets (torch 1.13, pytorch/pytorch#88000: "I1028 12:13:38.405081 632355 ProcessGroupNCCL.cpp:843] [Rank 0] ...")
            INIT + "E1028 12:13:38.405081 632355 ProcessGroupNCCL.cpp:843] [Rank 3] NCCL watchdog thread terminated.\\n" + OOM + " | torch.cuda-oom@n7",
            // Open MPI's help blocks (help-mpi-btl-openib.txt [error in device init] "  Local host:   %s")
            OOM + "\\nWARNING: There was an error initializing an OpenFabrics device.\\n\\n  Local host:   gpu-n2\\n  Local device: mlx5_0"
                    + " | torch.cuda-oom@gpu-n2",
            OOM + "\\nWARNING: There was an error initializing an OpenFabrics device.\\n\\n  Local host:   gpu-n2.cluster\\n  Local device: mlx5_0"
                    + " | torch.cuda-oom@gpu-n2.cluster",
            // a rule's host2: where another wording puts the host (older Slurm's time-limit line, marbl/canu#1067; ssh's resolve error)
            "slurmstepd: *** JOB 830329 CANCELLED AT 2018-08-06T17:21:44 DUE TO TIME LIMIT on n447 ***" + " | slurm.time-limit@n447",
            "ssh: Could not resolve hostname gpu-n9: Name or service not known" + " | ssh.failed@gpu-n9",
    })
    void namesTheNodeInEveryForm(String log, String expected) throws IOException {
        assertEquals(expected.strip(), named(log));
    }

    /**
     * torch 2.4+'s heartbeat warning about the TCPStore (a witness) and the store client's own error (TCPStore.cpp's sendBytes
     * wrapper) of the same code and rank (mpirun's --tag-output gives both rank 0): two findings, the error a cause of its own.
     */
    @org.junit.jupiter.api.Test
    void aWitnessAndACauseOfOneCodeStayApart() throws IOException {
        String log = "[1,0]<stdout>:[rank1]:[W901 21:19:08.277343715 ProcessGroupNCCL.cpp:1783] [PG ID 0 PG GUID 0(default_pg) Rank 1] Failed to"
                + " check the \"should dump\" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Broken pipe\n"
                + "[1,0]<stdout>:[rank3]:[W901 21:19:09.254317555 TCPStore.cpp:106] [c10d] sendBytes failed on SocketImpl(fd=51,"
                + " addr=[localhost]:40714, remote=[localhost]:29500): Broken pipe";
        DoctorRules rules = DoctorRules.bundled();
        LineScanner s = new LineScanner(rules, ScanIndex.needles(rules), new ConcurrentHashMap<>());
        s.scan(new LogLines(new BufferedReader(new StringReader(log.replace("\\n", "\n") + "\n"))));
        String got = HitMerger.merge(s.hits, NodeMap.empty(), s.learned).stream()
                .map(h -> h.code() + (h.rule.witness() ? "/witness" : "/cause") + "@" + h.peer).collect(Collectors.joining(" "));
        assertEquals("torch.store-failed/witness@null torch.store-failed/cause@localhost", got);
    }

    /**
     * Two rules of one code merged into one finding: the finding takes the rule that says more (a higher severity, no fallback, a
     * failure that starts in one process, a cause rather than an outcome), whichever of the two the rules file lists first.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // severity, fallback, primary, outcome: the first field that differs decides; equal rules keep the first
            "ERROR,-,-,-   | WARNING,-,-,-  | true",
            "WARNING,-,-,- | ERROR,-,-,-    | false",
            "ERROR,-,-,-   | ERROR,fb,-,-   | true",
            "ERROR,fb,-,-  | ERROR,-,-,-    | false",
            "ERROR,-,pr,-  | ERROR,-,-,-    | true",
            "ERROR,-,-,-   | ERROR,-,-,out  | true",
            "ERROR,-,-,out | ERROR,-,-,-    | false",
            "ERROR,-,-,-   | ERROR,-,-,-    | false",
            "WARNING,-,pr,- | ERROR,fb,-,out | false",
            "ERROR,fb,-,out | WARNING,-,pr,- | true",
    })
    void theStrongerRuleSpeaksForAMergedFinding(String b, String a, boolean bStronger) {
        assertEquals(bStronger, HitMerger.stronger(flagged(b), flagged(a)));
    }

    /**
     * Two lines of one report that its rule reads with different groups for the same value (the 3.x kernel's "Kill process" then
     * "Killed process", 5.x's "Killed process" then oom_reaper's "reaped process"): the merged message says each value once.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Out of memory: Kill process 7963 (sge_qmaster) score 948 or sacrifice child\\nKilled process 7963 (sge_qmaster) total-vm:1024kB, anon-rss:512kB"
                    + " | killed sge_qmaster (pid 7963):",
            "Out of memory: Killed process 15784 (python3) total-vm:11964kB, anon-rss:4288kB\\noom_reaper: reaped process 15784 (python3), now anon-rss:0kB"
                    + " | killed python3 (pid 15784):",
    })
    void aMergedMessageSaysEachValueOnce(String log, String said) throws IOException {
        String message = messages(log);
        assertEquals(said.strip(), message.substring(message.indexOf("killed "), message.indexOf(':') + 1));
    }

    private static Rule flagged(String spec) {
        String[] f = spec.strip().split(",");
        return new Rule("t.x", dev.clusterjob.know.Severity.valueOf(f[0]), java.util.List.of("x"), java.util.regex.Pattern.compile("x"), 0,
                java.util.List.of(), null, 0, null, java.util.List.of(), java.util.List.of(), f[1].equals("fb"), "m", "h", false, false, false,
                f[3].equals("out"), java.util.List.of(), null, java.util.List.of(), f[2].equals("pr"), false, false, java.util.List.of());
    }

    private static final String OOM = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB";
    private static final String INIT = "n7:1:1 [0] NCCL INFO comm 0x1 rank 3 nRanks 4 nNodes 2 localRanks 2 localRank 1\\n"
            + "n8:1:1 [0] NCCL INFO comm 0x2 rank 0 nRanks 4 nNodes 2 localRanks 2 localRank 0\\n";

    private static String messages(String log) throws IOException {
        DoctorRules rules = DoctorRules.bundled();
        LineScanner s = new LineScanner(rules, ScanIndex.needles(rules), new ConcurrentHashMap<>());
        s.scan(new LogLines(new BufferedReader(new StringReader(log.replace("\\n", "\n") + "\n"))));
        return new FindingWriter(rules).write("t.log", HitMerger.merge(s.hits, NodeMap.empty(), s.learned), java.util.Map.of(), java.util.List.of())
                .stream().map(p -> p.finding().message()).collect(Collectors.joining(" / "));
    }

    private static String named(String log) throws IOException {
        DoctorRules rules = DoctorRules.bundled();
        LineScanner s = new LineScanner(rules, ScanIndex.needles(rules), new ConcurrentHashMap<>());
        s.scan(new LogLines(new BufferedReader(new StringReader(log.replace("\\n", "\n") + "\n"))));
        String got = HitMerger.merge(s.hits, NodeMap.empty(), s.learned).stream()
                .filter(h -> !h.rule.fallback()).map(h -> h.code() + "@" + h.host).collect(Collectors.joining(" "));
        return got;
    }
}
