package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.logs.LineStarts;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A finding names what its own line says: no word of the next row or line glued onto a node name or a message. Rows of a
 * table padded to fixed columns (sinfo, kubectl) are whole lines even when they are all as long as the log's longest, a line
 * repeated or the shell's "Aborted" after it is no piece of it, and a message whose wordings two lines fill says each
 * clause once. Rows of the layouts sinfo prints in each release (src/sinfo/opts.c), the corpus logs that showed the glue,
 * and lines that must still be read as before: a cut at a column is joined, a boxed table's cells go on across its rows.
 */
class FindingMessageGlueTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    private static List<Finding> read(String text) throws IOException {
        return WordingRow.diagnose(DOCTOR, text);
    }

    private static String log(String file) throws IOException {
        return Files.readString(RealWorldDoctorCorpusTest.DIR.resolve(file), StandardCharsets.UTF_8);
    }

    /** Each finding's host among {@code hosts}, the first finding's the first of them, and every row's node named. */
    private static void namesEachRow(String text, String code, String... hosts) throws IOException {
        List<Finding> fs = read(text);
        assertEquals(code, fs.get(0).code(), text);
        assertEquals(hosts[0], fs.get(0).host(), text);
        List<String> named = fs.stream().map(Finding::host).toList();
        for (String h : hosts) {
            assertTrue(named.contains(h), h + " in " + named);
        }
        for (Finding f : fs) {
            assertTrue(f.host() == null || List.of(hosts).contains(f.host()), "glued host " + f.host());
        }
    }

    // sinfo -R, 20.02-25.11 "reason:20 ,user:9 ,timestamp:19 ,nodelist:0" (2.5-19.05 "%20E %9u %19H %N"): node names of one
    // length give rows of one width, the log's longest
    private static final String HEADER_R = "REASON               USER      TIMESTAMP           NODELIST\n";

    @Test
    void sinfoReasonRowsOfOneWidthNameTheirOwnNode() throws IOException {
        namesEachRow(HEADER_R
                + "Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-1\n"
                + "Not responding       slurm     2024-01-25T15:12:24 compute-dy-c5-2\n"
                + "Not responding       slurm     2024-01-25T15:12:25 compute-dy-c5-3\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-2", "compute-dy-c5-3");
        // two rows only (no column width learned): the longest row is still no piece of the next
        namesEachRow("$ sinfo -R\n" + HEADER_R
                + "Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-1\n"
                + "Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-2\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-2");
        // the longest row before a shorter one, a host list
        namesEachRow(HEADER_R
                + "Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-[1-4,7]\n"
                + "Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-9\n",
                "slurm.node-fail", "compute-dy-c5-[1-4,7]", "compute-dy-c5-9");
        // drain reasons: slurmd's "Low RealMemory", and a reason cut at its 20 characters before a user that fills its column
        namesEachRow(HEADER_R
                + "Low RealMemory       slurm     2024-01-25T15:12:23 compute-dy-c5-1\n"
                + "Low RealMemory       slurm     2024-01-25T15:12:23 compute-dy-c5-2\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-2");
        namesEachRow(HEADER_R
                + "ResumeTimeout reache slurm     2024-01-25T15:12:23 compute-dy-c5-1\n"
                + "ResumeTimeout reache slurm     2024-01-25T15:12:23 compute-dy-c5-2\n",
                "slurm.launch-failed", "compute-dy-c5-1", "compute-dy-c5-2");
    }

    @Test
    void otherReleasesLayoutsNameTheirOwnNode() throws IOException {
        // 1.0-2.x "%50R %N": the reason padded to 50, then the nodes (reason and user columns of several widths)
        namesEachRow("REASON                                             USER      TIMESTAMP           NODELIST\n"
                + "Not responding                                     slurm     2024-01-25T15:12:23 compute-dy-c5-1\n"
                + "Not responding                                     slurm     2024-01-25T15:12:23 compute-dy-c5-2\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-2");
        // sinfo -R -l, "reason:20 ,userlong:12 ,timestamp:19 ,statecompact:6 ,nodelist:0" (before 20.02 "%20E %12U %19H %6t %N")
        namesEachRow("REASON               USER         TIMESTAMP           STATE  NODELIST\n"
                + "Low RealMemory       slurm(64030) 2024-01-25T15:12:23 drain  compute-dy-c5-1\n"
                + "Low RealMemory       slurm(64030) 2024-01-25T15:12:23 drain  compute-dy-c5-2\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-2");
        // sinfo -N -l (right-aligned NODES, CPUS, MEMORY ...; the reason last), the node first: as before
        namesEachRow("NODELIST          NODES PARTITION       STATE CPUS    S:C:T MEMORY TMP_DISK WEIGHT AVAIL_FE REASON\n"
                + "compute-dy-c5-1       1  compute*       down*    2    1:1:2   3785        0      1   (null) Not responding\n"
                + "compute-dy-c5-12      1  compute*       down*   16    1:8:2  31785        0      1   (null) Not responding\n",
                "slurm.node-fail", "compute-dy-c5-1", "compute-dy-c5-12");
    }

    @Test
    void realSinfoAndPodTablesReadRowByRow() throws IOException {
        // sinfo -lNe rows of one width (elasticluster 272), each row its node's
        namesEachRow(log("elasticluster-272-sinfo-lne-down-not-responding.log"), "slurm.node-fail",
                "compute001", "compute002", "compute003", "compute004");
        // kubectl get pod's table of one width above `kubectl logs POD` (kthena 487): the error is that pod's, the rows name theirs
        List<Finding> fs = read(log("kthena-487-kubectl-logs-leader-address-not-found.log"));
        assertEquals("launch.command-not-found", fs.get(0).code());
        assertEquals("qwen-multinode-0-vllm-0-1", fs.get(0).host());
    }

    @Test
    void theKernelsOomLinesSayEachClauseOnce() throws IOException {
        // ert 7797: dmesg --time-format iso, the whole sequence (4.19+: the summary line, 5.1+: "Killed process")
        assertEquals("the kernel's out-of-memory killer ran and killed perl (pid 1440763) after pool asked for memory and none was left"
                + " (CONSTRAINT_NONE): the job ran out of host memory (not GPU memory)",
                read(log("ert-7797-dmesg-iso-oom-kill-sequence.log")).get(0).message());
        // 3.x-5.0: "Out of memory: Kill process %d (%s) score %u or sacrifice child" then "Killed process %d (%s) total-vm:..."
        assertEquals("the kernel's out-of-memory killer ran and killed python (pid 4242) after python asked for memory and none was left:"
                + " the job ran out of host memory (not GPU memory)", read("""
                python invoked oom-killer: gfp_mask=0x280da, order=0, oom_score_adj=0
                Out of memory: Kill process 4242 (python) score 951 or sacrifice child
                Killed process 4242 (python) total-vm:73117056kB, anon-rss:63219452kB, file-rss:0kB, shmem-rss:0kB
                """).get(0).message());
        // a cgroup's limit (Slurm's task/cgroup), 5.1+
        assertEquals("the kernel's out-of-memory killer ran at the Memory cgroup limit and killed python3 (pid 5151): the job ran out of"
                + " host memory (not GPU memory)", read("""
                Memory cgroup out of memory: Killed process 5151 (python3) total-vm:20163876kB, anon-rss:15982744kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:31620kB oom_score_adj:0
                """).get(0).message());
        // the line that starts the report alone
        assertEquals("the kernel's out-of-memory killer ran after python3 asked for memory and none was left: the job ran out of host"
                + " memory (not GPU memory)", read("python3 invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0, oom_score_adj=0\n")
                .get(0).message());
    }

    @Test
    void aRepeatedLineOrTheShellsLineIsNoPiece() throws IOException {
        // huggingface_hub 2399: filelock's warning once per process, every line as long as the longest
        assertTrue(read(log("hf-hub-2399-no-flock-soft-file-lock-hang.log")).get(0).message()
                .contains("/model_dir/.cache/huggingface/.gitignore.lock is a soft lock"));
        // horovod 1341: bash's "Aborted" after gloo's enforce line, the log's longest
        assertEquals("gloo found no address for 'eth0': no such interface there, or the host name does not resolve",
                read(log("horovod-1341-gloo-enforce-not-met-eth0.log")).get(0).message());
    }

    @Test
    void eventRowsAndOneWordInTwoCases() throws IOException {
        // triton-inference-server 7154: kubectl describe's Events rows; "Liveness probe failed" and "failed liveness probe" say one probe
        String m = read(log("triton-server-7154-describe-liveness-probe-failed-killing.log")).get(0).message();
        assertTrue(m.endsWith("connect: connection refused"), m);
        assertTrue(m.contains("its Liveness probe failed"), m);
        // kubernetes 90124: the ResourceQuota's name is "quota"
        assertTrue(read(log("kubernetes-90124-job-failedcreate-exceeded-quota.log")).get(0).message()
                .contains("they exceed the namespace's ResourceQuota quota (requested memory=500Mi"));
    }

    /** Rows of one padded table: left-aligned (sinfo -R), right-aligned after right-aligned (squeue's default "%.18i %.9P %.8j ..."), kubectl. */
    private static final String[][] TABLE_ROWS = {
            {"Not responding       slurm     2024-01-25T15:12:23 compute-dy-c5-1", "Kill task failed     root      2024-01-25T15:12:29 ip-10-0-1-23"},
            {"Not responding       someuser1 2024-01-25T15:12:23 n1", "Kill task failed     root      2024-01-25T15:12:29 n2"},
            {"             12345     debug     test     user  R       0:05      1 node1",
                    "               678     debug    train    other  R    1:02:05      2 node[2-3]"},
            {"qwen-multinode-0-vllm-0-0   0/1     Running   0             54s", "qwen-multinode-0-vllm-0-1   0/1     Error     3 (31s ago)   54s"}};

    /** No table: prose, a cut line's pieces, a marker before free text (pytest's "E"), a boxed table whose cells wrap. */
    private static final String[][] NOT_TABLE_ROWS = {
            {"the job was cancelled because a node failed at", "2024-01-25T15:12:23 and was requeued"},
            {"[enforce fail at device.cc:88] ifa != nullptr.  Unable to find address for", ": eth0 while setting up the  transport  pairs"},
            {"E                   torch._dynamo.exc.TorchRuntimeError: Dynamo failed to run FX node",
                    "E                      File \"/usr/local/lib/python3.10/dist-packages/torch/_dynamo/external_utils.py\""},
            {"| Info                      | GPU 0 API call cudaStreamCreate failed: 'CUDA  |",
                    "|                           | -capable device(s) is/are busy or unavailable  |"}};

    @Test
    void rowsOfOneTableAreTheirColumnsLiningUp() {
        for (String[] rows : TABLE_ROWS) {
            assertTrue(LineStarts.rowsOfOneTable(rows[0], rows[1]), rows[0] + " / " + rows[1]);
        }
        for (String[] rows : NOT_TABLE_ROWS) {
            assertFalse(LineStarts.rowsOfOneTable(rows[0], rows[1]), rows[0] + " / " + rows[1]);
        }
    }

    @Test
    void aLineCutAtAColumnIsStillJoined() throws IOException {
        // srun's node failure cut at column 48 in the node's name, its pieces as long as each other: still one line
        List<Finding> fs = read("srun: error: Node failure on compute-dy-c5n18xla\nrge-1\nsrun: error: Node failure on compute-dy-p4d24xla\nrge-2\n");
        assertEquals("slurm.node-fail", fs.get(0).code());
        assertEquals("compute-dy-c5n18xlarge-1", fs.get(0).host());
    }
}
