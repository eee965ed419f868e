package dev.clusterjob.gpu;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.doctor.DoctorRules;
import dev.clusterjob.doctor.LogDoctor;
import dev.clusterjob.doctor.NodeMap;
import dev.clusterjob.gate.GateCriteria;
import dev.clusterjob.gate.NcclTestsParser;
import dev.clusterjob.gate.NcclTestsRun;
import dev.clusterjob.gate.Verdict;
import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.know.Finding;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.testing.RankReport;
import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The GPU proof's captured outputs (docs/gpu.md): clusterjob-rendered scripts run on
 * testbed/gpu.sh's three Slurm nodes sharing one H200, NCCL 2.28.9 over its socket transport on
 * bond0. Provenance: src/test/resources/gpu/README.md. These tests read what the run printed with the
 * product's own parsers (gate verdict line, nccl-tests parser and judge, doctor) and the e2e tests'
 * rank checks, and hold bench/gpu/results-2026-12-01/summary.json to the same files: no figure in
 * the summary that the captures do not show.
 */
class GpuProofTest {
    static final Path DIR = Path.of("src/test/resources/gpu");
    static final Path SUMMARY = Path.of("bench/gpu/results-2026-12-01/summary.json");

    static String text(String name) throws IOException {
        return Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
    }

    /** A finished job rebuilt from its capture: `scontrol show job` (NAME.job.txt) and its output (NAME.out). */
    static Testbed.Finished job(String name) throws IOException {
        Map<String, String> info = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?:^|\\s)([A-Za-z:]+)=(\\S*)").matcher(text(name + ".job.txt"));
        while (m.find()) {
            info.putIfAbsent(m.group(1), m.group(2));
        }
        List<String> hosts = Hostlist.expand(info.get("NodeList"), "NodeList");
        return new Testbed.Finished(info.get("JobId"), info.get("JobState"), info.get("ExitCode"), hosts,
                DIR.resolve(name + ".out"), text(name + ".out"), info);
    }

    static List<Finding> doctor(String name) throws IOException {
        try (BufferedReader in = new BufferedReader(new StringReader(text(name)))) {
            return new LogDoctor(DoctorRules.bundled()).diagnose(name, in, NodeMap.empty());
        }
    }

    static List<String> codes(List<Finding> fs) {
        return fs.stream().map(Finding::code).toList();
    }

    /** Lines starting with CJ-GPU-BENCH (allreduce_bench.py), as key=value maps, in order. */
    static List<Map<String, String>> bench(String out) {
        List<Map<String, String>> rows = new ArrayList<>();
        out.lines().filter(l -> l.contains("CJ-GPU-BENCH ")).forEach(l -> {
            Map<String, String> f = new LinkedHashMap<>();
            for (String w : l.substring(l.indexOf("CJ-GPU-BENCH ") + 13).trim().split(" +")) {
                int eq = w.indexOf('=');
                if (eq > 0) {
                    f.put(w.substring(0, eq), w.substring(eq + 1));
                }
            }
            rows.add(f);
        });
        return rows;
    }

    static Map<String, String> summary() throws IOException {
        // flat view: top-level scalars as text, lists joined with ','
        Map<String, String> out = new LinkedHashMap<>();
        try (JsonParser p = new JsonFactory().createParser(SUMMARY.toFile())) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.getCurrentName();
                JsonToken t = p.nextToken();
                if (t == JsonToken.START_ARRAY) {
                    List<String> items = new ArrayList<>();
                    boolean scalars = true;
                    while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                            p.skipChildren();
                            scalars = false;
                        } else {
                            items.add(p.getText());
                        }
                    }
                    if (scalars) {
                        out.put(key, String.join(",", items));
                    }
                } else if (t == JsonToken.START_OBJECT) {
                    p.skipChildren();
                } else {
                    out.put(key, t == JsonToken.VALUE_NULL ? null : p.getText());
                }
            }
        }
        return out;
    }

    @Test
    void ncclAllReduceBetweenTwoSlurmNodesRanOverSocketsOnBond0() throws Exception {
        Testbed.Finished job = job("nccl");
        assertEquals("COMPLETED", job.state(), job.describe());
        RankReport ranks = RankReport.of(job);
        ranks.assertConsistent(job, 2, 1);
        assertEquals(java.util.Set.of("nccl"), ranks.distinct("backend"));
        assertEquals(java.util.Set.of("0"), ranks.distinct("cuda_visible_devices"), "Slurm's gres gave each node GPU 0");
        String out = job.output();
        assertTrue(out.contains("NET/Socket : Using [0]bond0:"), "NCCL picked bond0");
        assertTrue(out.contains("Using network Socket"), "NCCL's socket transport");
        assertTrue(Pattern.compile("nNodes 2 ").matcher(out).find(), "NCCL saw two nodes");
        assertTrue(out.contains("NCCL version 2.28.9"), "the NCCL torch bundles");
        List<Map<String, String>> rows = bench(out);
        assertFalse(rows.isEmpty());
        for (Map<String, String> r : rows) {
            assertEquals("nccl", r.get("backend"));
            assertEquals("yes", r.get("correct"), r.toString());
            // busbw = algbw x 2(n-1)/n: for 2 ranks the two are equal
            assertEquals(Double.parseDouble(r.get("algbw_gbps")), Double.parseDouble(r.get("busbw_gbps")), 1e-3, r.toString());
        }
        // doctor on a healthy NCCL log: the socket fallback is expected with NCCL_IB_DISABLE=1 (info, not a warning)
        List<Finding> fs = doctor("nccl.out");
        for (Finding f : fs) {
            assertFalse(f.severity().name().equalsIgnoreCase("error"), "no error on the healthy run: " + f);
        }
    }

    @Test
    void theShapedLinkIsSlowerAndTheGateNamesItsNodeAndTrainsOnTheOtherTwo() throws Exception {
        double healthy = Double.parseDouble(bench(text("nccl.out")).stream()
                .filter(r -> r.get("bytes").equals("67108864")).findFirst().orElseThrow().get("busbw_gbps"));
        List<Map<String, String>> thr = bench(text("throttled.out"));
        Map<String, String> thr64 = thr.stream().filter(r -> r.get("bytes").equals("67108864")).findFirst().orElseThrow();
        assertTrue(Double.parseDouble(thr64.get("busbw_gbps")) * 5 < healthy, "shaped 64 MiB " + thr64 + " vs healthy " + healthy);

        Testbed.Finished job = job("gate-throttled");
        assertEquals("COMPLETED", job.state(), job.describe());
        VerdictLine v = VerdictLine.lastIn(job.output()).orElseThrow();
        assertEquals(VerdictLine.Status.PASS, v.status(), v.format());
        assertEquals(List.of("gnode2"), v.suspects(), v.format());
        assertTrue(v.certain(), v.format());
        assertEquals(List.of("gnode1", "gnode3"), v.train(), v.format());
        assertEquals(List.of("gnode1", "gnode2", "gnode3"), job.hosts(), "2 nodes + 1 spare, one allocation");
        RankReport.of(job).assertConsistentOn(job, List.of("gnode1", "gnode3"), 1);

        // The Java judge agrees with the job's awk on the runs it kept: the all-node run (with gnode2) fails,
        // the pair without gnode2 passes, at the spec's floor.
        GateCriteria floor = new GateCriteria(Double.parseDouble(v.fields().get("min_busbw_gbps")), null);
        Verdict all = Verdict.judge(one(text("gate-throttled.gate/all-node.txt")), floor);
        assertFalse(all.passed(), all.toString());
        Verdict pair = Verdict.judge(one(text("gate-throttled.gate/pair-gnode1-gnode3.txt")), floor);
        assertTrue(pair.passed(), pair.toString());
    }

    @Test
    void onHealthyNodesTheGatePassesAtTheFirstRun() throws Exception {
        Testbed.Finished job = job("gate-healthy");
        VerdictLine v = VerdictLine.lastIn(job.output()).orElseThrow();
        assertEquals(VerdictLine.Status.PASS, v.status(), v.format());
        assertEquals(List.of(), v.suspects());
        assertEquals("all-node", v.fields().get("stage"));
        assertTrue(Double.parseDouble(v.fields().get("busbw_gbps")) >= Double.parseDouble(v.fields().get("min_busbw_gbps")), v.format());
        assertEquals("COMPLETED", job.state(), job.describe());
        RankReport.of(job).assertConsistentOn(job, v.train(), 1);
    }

    @Test
    void aWrongInterfaceIsStoppedByPreflightOnEachNodeAndOtherwiseDiagnosedFromNcclsOwnError() throws Exception {
        String pre = text("eth0-preflight.out");
        for (String node : List.of("gnode1", "gnode2")) {
            assertTrue(Pattern.compile("clusterjob-preflight: FAIL " + node + ": .*NCCL_SOCKET_IFNAME=eth0").matcher(pre).find(), pre);
        }
        Testbed.Finished stopped = job("eth0-preflight");
        assertEquals("FAILED", stopped.state());
        assertEquals("69:0", stopped.exitCode(), "preflight's exit code (docs/exit-codes.md)");

        String eth0 = text("eth0.out");
        assertTrue(eth0.contains("Bootstrap : no socket interface found"), "NCCL's own WARN");
        List<Finding> fs = doctor("eth0.out");
        assertTrue(codes(fs).contains("nccl.socket-interface-not-found"), codes(fs).toString());
    }

    @Test
    void theSummaryHoldsOnlyWhatTheCapturesShow() throws Exception {
        Map<String, String> s = summary();
        for (String key : List.of("nodes", "transport", "nccl_version", "allreduce_busbw_gbps", "throttled_busbw_gbps",
                "gate_named_node", "gate_trained_on", "gate_seconds", "wrong_nic_doctor_code")) {
            assertTrue(s.containsKey(key), "summary.json has " + key);
        }
        assertEquals("3", s.get("nodes"));
        assertEquals("NET/Socket", s.get("transport"));
        assertEquals("2.28.9", s.get("nccl_version"));
        Map<String, String> big = bench(text("nccl.out")).stream()
                .max((a, b) -> Long.compare(Long.parseLong(a.get("bytes")), Long.parseLong(b.get("bytes")))).orElseThrow();
        assertEquals(Double.parseDouble(big.get("busbw_gbps")), Double.parseDouble(s.get("allreduce_busbw_gbps")), 1e-9);
        Map<String, String> thrBig = bench(text("throttled.out")).stream()
                .max((a, b) -> Long.compare(Long.parseLong(a.get("bytes")), Long.parseLong(b.get("bytes")))).orElseThrow();
        assertEquals(Double.parseDouble(thrBig.get("busbw_gbps")), Double.parseDouble(s.get("throttled_busbw_gbps")), 1e-9);
        VerdictLine v = VerdictLine.lastIn(text("gate-throttled.out")).orElseThrow();
        assertEquals(String.join(",", v.suspects()), s.get("gate_named_node"));
        assertEquals(String.join(",", v.train()), s.get("gate_trained_on"));
        assertEquals(v.fields().get("seconds"), s.get("gate_seconds"));
        assertEquals("nccl.socket-interface-not-found", s.get("wrong_nic_doctor_code"));
        String requeue = Files.readString(SUMMARY);
        String ckptStep = requeueEvents(text("requeue.out"), "checkpoint").get(0).get("step");
        assertTrue(Pattern.compile("\"checkpoint_steps\": \\[\\s*" + ckptStep + "\\s*\\]").matcher(requeue).find(),
                "summary's requeue checkpoint step is the capture's " + ckptStep);
        assertNotNull(s.get("date_utc"));
    }

    /** CJ-GPU-REQUEUE lines of one event (requeue_train.py), as key=value maps. */
    static List<Map<String, String>> requeueEvents(String out, String event) {
        String marker = "CJ-GPU-REQUEUE " + event + " ";
        List<Map<String, String>> rows = new ArrayList<>();
        out.lines().filter(l -> l.contains(marker)).forEach(l -> {
            Map<String, String> f = new LinkedHashMap<>();
            for (String w : l.substring(l.indexOf(marker) + marker.length()).trim().split(" +")) {
                int eq = w.indexOf('=');
                if (eq > 0) {
                    f.put(w.substring(0, eq), w.substring(eq + 1));
                }
            }
            rows.add(f);
        });
        return rows;
    }

    @Test
    void aGpuTrainerCheckpointsOnSlurmsSignalIsRequeuedAndResumesFromItsCheckpoint() throws Exception {
        Testbed.Finished job = job("requeue");
        assertTrue(job.completed(), job.describe());
        assertEquals("1", job.info().get("Restarts"), "one requeue");
        String out = job.output();
        for (String step : List.of("clusterjob: requeue: run 1 of job " + job.id(), "clusterjob: requeue: SIGUSR1 from Slurm",
                "clusterjob: requeue: forwarding SIGUSR1 to the training step", "clusterjob: requeue: job " + job.id() + " requeued",
                "clusterjob: requeue: run 2 of job " + job.id())) {
            assertTrue(out.contains(step), step + "\n" + job.describe());
        }
        List<Map<String, String>> ckpt = requeueEvents(out, "checkpoint");
        List<Map<String, String>> resumed = requeueEvents(out, "resumed");
        List<Map<String, String>> done = requeueEvents(out, "done");
        assertEquals(2, ckpt.size(), "both ranks checkpointed");
        assertEquals(2, resumed.size(), "both ranks resumed");
        assertEquals(2, done.size(), "both ranks finished");
        String step = ckpt.get(0).get("step");
        for (Map<String, String> e : ckpt) {
            assertEquals("nccl", e.get("backend"), e.toString());
            assertEquals("0", e.get("restart_count"), e.toString());
            assertEquals(step, e.get("step"), "all ranks stop at one step: " + ckpt);
        }
        for (Map<String, String> e : resumed) {
            assertEquals("1", e.get("restart_count"), e.toString());
            assertEquals("1", e.get("resume"), e.toString());
            assertEquals(step, e.get("step"), "resumed where it checkpointed: " + e);
            assertEquals("yes", e.get("ranks_agree"), e.toString());
            String rank = e.get("rank");
            String saved = ckpt.stream().filter(c -> c.get("rank").equals(rank)).findFirst().orElseThrow().get("checksum");
            assertEquals(saved, e.get("checksum"), "the weights read back are the weights written, rank " + rank);
        }
        for (Map<String, String> e : done) {
            assertEquals(String.valueOf(Integer.parseInt(step) + 5), e.get("step"), e.toString());
        }
    }

    static NcclTestsRun one(String text) {
        List<NcclTestsRun> runs = NcclTestsParser.parse(text);
        assertEquals(1, runs.size());
        return runs.get(0);
    }
}
