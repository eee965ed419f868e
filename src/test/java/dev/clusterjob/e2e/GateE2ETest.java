package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.testing.RankReport;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Background;
import dev.clusterjob.testing.Testbed.Finished;
import dev.clusterjob.testing.Testbed.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fabric gate (docs/gate.md) and the resubmissions of {@code submit --exclude-bad-nodes} /
 * {@code --resubmit-on-node-fail} (docs/submit.md) on the REAL Slurm testbed: the torch probe over gloo on
 * the CPU nodes, one node's link throttled with {@code tc ... tbf} (docs/testing.md), one node's slurmd
 * killed. Node names, veths and paths come from testbed.env; every fault is undone in a finally.
 *
 * <p>Floor: {@value #FLOOR} GB/s, the table's resolution (two decimals, as nccl-tests prints). A pair
 * through the throttled veth or loopback (8 Mbit/s) cannot exceed 0.001 GB/s, so it prints 0.00 or fails
 * outright; a healthy pair judges 0.43-0.76 GB/s on a quiet machine (2-4 MiB rows, 2 shared cores) but only
 * 0.02-0.04 GB/s under the whole suite's load (docs/testing.md, "The fabric gate"), below a floor of 0.05. Any row that printed
 * a digit passes; none the throttle can print does.
 */
@Tag("e2e")
class GateE2ETest {
    static final String FLOOR = "0.01";
    /**
     * The gate's budget (timeout_s): one run may take a third of it. Under the whole suite's load a run of
     * 60 s (a budget of 180 s) can pass before the ranks have imported torch, and the gate would fail healthy
     * nodes as timeouts. The probe's sweep is capped at 10 s whatever the budget, so a larger budget only
     * waits longer for a hang.
     */
    static final int BUDGET = 360;
    static final Duration WAIT = Duration.ofMinutes(10);
    static final String TBF = "tc qdisc add dev %s root tbf rate 8mbit burst 32kbit latency 400ms";
    static Testbed tb;

    @BeforeAll
    static void testbed() {
        tb = Testbed.get();
    }

    /** A YAML double-quoted scalar (JSON string syntax, which YAML reads too). */
    static String q(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /**
     * A job spec in {@code dir}: the testbed profile, {@code nodes} x {@code perNode} srun ranks running
     * {@code command}, 10-minute limit, and a torch-probe gate with the e2e floor plus {@code gateExtra} (YAML
     * lines), or no gate when {@code gateExtra} is null. One rank per node where the test is about nodes (each
     * rank of the probe and of the training imports torch: about 2 CPU seconds on the testbed's 2 cores); two
     * where the gate's per-node stage must run ranks beside each other.
     */
    static Path spec(Path dir, String name, int nodes, int perNode, String gateExtra, List<String> command) throws IOException {
        StringBuilder y = new StringBuilder("name: ").append(name).append('\n')
                .append("profile: testbed\nprofile_files: [").append(q(Testbed.PROFILES.toString())).append("]\n")
                .append("gpus_per_node: ").append(perNode).append('\n')
                .append("nodes: ").append(nodes).append("\nlauncher: srun\nsbatch: {time: \"00:10:00\"}\ncommand: [");
        for (int i = 0; i < command.size(); i++) {
            y.append(i == 0 ? "" : ", ").append(q(command.get(i)));
        }
        y.append("]\n");
        if (gateExtra != null) {
            y.append("gate:\n  tool: torch-probe\n  python: ").append(q(tb.python())).append("\n  min_busbw_gbps: ").append(FLOOR)
                    .append("\n  timeout_s: ").append(BUDGET).append("\n").append(gateExtra.indent(2));
        }
        Path p = dir.resolve(name + ".yaml");
        Files.writeString(p, y.toString());
        return p;
    }

    static List<String> allreduce() {
        return List.of(tb.python(), Testbed.ALLREDUCE.toString());
    }

    static VerdictLine verdict(Finished job) {
        return VerdictLine.lastIn(job.output()).orElseThrow(() -> new AssertionError("no verdict line\n" + job.describe()));
    }

    static List<String> nodesBut(String bad) {
        List<String> n = new ArrayList<>(tb.nodes());
        n.remove(bad);
        return n;
    }

    static void sh(String command) {
        Run r = tb.client("sh", "-c", command);
        assertTrue(r.ok(), r.describe());
    }

    static void throttle(String veth) {
        sh(String.format(TBF, veth));
    }

    static void unthrottle(String veth) {
        tb.client("tc", "qdisc", "del", "dev", veth, "root");
    }

    /**
     * The users' case: a 2-node job, no spare, one node's link throttled, {@code submit --gate
     * --exclude-bad-nodes --retries 2}. The first job's gate cannot tell the two apart ({@code certain=no}) and
     * stops before training; clusterjob submits it again with one node more ({@code --nodes=3}, which the
     * partition has: sinfo), the second job's gate pairs each suspect with the third node, names the throttled
     * one for certain and trains on the two healthy nodes in the same allocation (no third job), and clusterjob
     * names the bad node. Node 3 is drained until the first job runs, so that it lands on nodes 1 and 2.
     */
    @Test
    void aTwoNodeJobWithoutASpareIsSubmittedAgainWithOneAndCompletesOnTheTwoHealthyNodes() throws Exception {
        String bad = tb.node(2);
        String held = tb.node(3);
        List<String> pair = List.of(tb.node(1), bad);
        List<String> healthy = nodesBut(bad);
        Path dir = tb.workDir("gate-recover");
        Path spec = spec(dir, "e2e-gate-recover", 2, 1, "", allreduce());
        Map<String, String> env = Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
        Run r;
        String first;
        try {
            sh("scontrol update nodename=" + held + " state=drain reason=cj-e2e-gate-recover");
            throttle(tb.veth(bad));
            try (Background b = tb.startClusterjob(dir, env, "submit", spec.toString(), "--gate", "--exclude-bad-nodes", "--retries", "2")) {
                first = firstSubmitted(b, Duration.ofMinutes(3));
                Map<String, String> info = running(first, Duration.ofMinutes(2));
                sh("scontrol update nodename=" + held + " state=resume");
                assertEquals(pair, Hostlist.expand(info.get("NodeList"), "NodeList"), "the first job runs on nodes 1 and 2: " + info);
                r = b.await(WAIT);
            }
        } finally {
            unthrottle(tb.veth(bad));
            tb.client("scontrol", "update", "nodename=" + held, "state=resume");
        }
        assertEquals(0, r.exitCode(), r.describe());
        List<String> ids = submitted(r.stdout());
        assertEquals(2, ids.size(), "one resubmission: " + r.describe());
        assertEquals(first, ids.get(0));
        String both = String.join(",", pair);
        assertTrue(r.stdout().contains(first + " stopped by the gate FAIL suspects=" + both + " certain=no reason="), r.describe());
        assertTrue(r.stdout().contains("resubmitting with one spare node (--nodes=3; partition " + tb.partition()
                + " has 3 usable node(s) (sinfo))"), r.describe());
        assertTrue(r.stdout().contains(ids.get(1) + " completed on " + String.join(",", healthy) + "; the bad node of " + both
                + " is " + bad + " (gate PASS "), r.describe());

        // The first job: both named, not told apart, training never started.
        Finished one = finished(first, dir);
        assertEquals("FAILED", one.state(), one.describe());
        assertEquals(ExitCodes.GATE_FAILED + ":0", one.exitCode(), one.describe());
        VerdictLine v1 = verdict(one);
        assertEquals(VerdictLine.Status.FAIL, v1.status(), v1.format());
        assertEquals(pair, v1.suspects(), v1.format());
        assertFalse(v1.certain(), v1.format());
        assertTrue(one.output().contains("with 2 nodes and no spare the gate cannot tell which one is at fault"), one.describe());
        assertTrue(one.output().contains("clusterjob: gate: training not started"), one.describe());
        assertFalse(one.output().contains("clusterjob: job " + first + ": launcher"), "the training step never started\n" + one.describe());
        assertEquals(List.of(), RankReport.of(one).ranks(), one.describe());

        // The second job: 2 nodes + the spare = the whole testbed; the throttled node found for certain and left out.
        Finished two = finished(ids.get(1), dir);
        assertEquals(tb.nodes(), two.hosts(), "2 nodes + 1 spare\n" + two.describe());
        VerdictLine v2 = verdict(two);
        assertEquals(VerdictLine.Status.PASS, v2.status(), two.describe());
        assertEquals(healthy, v2.train(), v2.format());
        assertEquals(List.of(bad), v2.suspects(), v2.format());
        assertTrue(v2.certain(), v2.format());
        assertEquals(List.of(bad), List.of(v2.fields().get("excluded").split(",")), v2.format());
        assertEquals("narrow", v2.fields().get("stage"), v2.format());
        RankReport.of(two).assertConsistentOn(two, healthy, 1);
        assertTrue(two.output().contains("clusterjob: job " + two.id() + ": launcher srun, 2 node(s) (" + String.join(",", healthy) + ")"),
                two.describe());
    }

    /** Job ids printed by a clusterjob submit ("submitted ID (name) script"), in order. */
    static List<String> submitted(String out) {
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^submitted ([0-9]+) ").matcher(out);
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    /** The first job id a background submit printed, once it has; fails after {@code limit}. */
    static String firstSubmitted(Background b, Duration limit) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < end) {
            List<String> ids = submitted(Files.readString(b.out()));
            if (!ids.isEmpty()) {
                return ids.get(0);
            }
            Thread.sleep(500);
        }
        throw new AssertionError("clusterjob submit printed no job id in " + limit.toSeconds() + " s: " + b.await(Duration.ofSeconds(1)).describe());
    }

    /** Polls scontrol until the job is RUNNING (or has ended); returns its record. */
    static Map<String, String> running(String id, Duration limit) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        Map<String, String> info = Map.of();
        while (System.nanoTime() < end) {
            info = tb.showJob(id);
            String s = info.getOrDefault("JobState", "");
            if (s.equals("RUNNING") || Testbed.FINAL_STATES.contains(s)) {
                return info;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("job " + id + " not running after " + limit.toSeconds() + " s: " + info);
    }

    static Finished finished(String id, Path dir) {
        return new Testbed.Job(tb, id, dir, dir.resolve("none")).await(WAIT);
    }

    /**
     * The gate names a node for certain, the job stops (exit 91), and {@code submit --gate --exclude-bad-nodes}
     * runs it again without that node, to completion. On a 3-node testbed the gate can only be certain of
     * ONE culprit in a 2-node job (without a spare, the all-node run cannot tell the two apart) through its
     * per-node stage: here node 2's own loopback path is throttled (the tbf on lo in its namespace, the
     * testbed's stand-in for a NIC that fails NCCL's P2P/SHM-off loopback run). Node 3 is drained until
     * the first job runs, so that it lands on nodes 1 and 2.
     */
    @Test
    void excludeBadNodesSubmitsAgainWithoutTheNodeTheGateNamedAndCompletes() throws Exception {
        String bad = tb.node(2);
        String held = tb.node(3);
        Path dir = tb.workDir("gate-exclude");
        Path spec = spec(dir, "e2e-gate-exclude", 2, 2, "per_node: true\n", allreduce());
        Map<String, String> env = Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
        Run r;
        String first;
        try {
            sh("scontrol update nodename=" + held + " state=drain reason=cj-e2e-gate-exclude");
            Run lo = tb.exec(bad, "sh", "-c", String.format(TBF, "lo"));
            assertTrue(lo.ok(), lo.describe());
            try (Background b = tb.startClusterjob(dir, env, "submit", spec.toString(), "--gate", "--exclude-bad-nodes", "--retries", "1")) {
                first = firstSubmitted(b, Duration.ofMinutes(3));
                Map<String, String> info = running(first, Duration.ofMinutes(2));
                sh("scontrol update nodename=" + held + " state=resume");
                assertEquals(List.of(tb.node(1), bad), Hostlist.expand(info.get("NodeList"), "NodeList"), "the first job runs on nodes 1 and 2: " + info);
                r = b.await(WAIT);
            }
        } finally {
            tb.exec(bad, "tc", "qdisc", "del", "dev", "lo", "root");
            tb.client("scontrol", "update", "nodename=" + held, "state=resume");
        }
        assertEquals(0, r.exitCode(), r.describe());
        List<String> ids = submitted(r.stdout());
        assertEquals(2, ids.size(), r.describe());
        assertEquals(first, ids.get(0));
        assertTrue(r.stdout().contains(first + " stopped by the gate FAIL suspects=" + bad + " certain=yes reason="), r.describe());
        assertTrue(r.stdout().contains("; resubmitting without " + bad + " (--exclude=" + bad + "; resubmission 1 of 1)\n"), r.describe());

        Finished one = finished(first, dir);
        assertEquals(ExitCodes.GATE_FAILED + ":0", one.exitCode(), one.describe());
        VerdictLine v = verdict(one);
        assertEquals("per-node", v.fields().get("stage"), v.format());
        assertEquals(List.of(), RankReport.of(one).ranks(), "no training in the first job");

        Finished two = finished(ids.get(1), dir);
        assertEquals(bad, two.info().get("ExcNodeList"), two.describe());
        assertFalse(two.hosts().contains(bad), two.describe());
        RankReport.of(two).assertConsistent(two, 2, 2);
        assertPassesOnHealthyNodesAndSaysWhatItCost(two);
    }

    /**
     * A job on healthy nodes (the resubmitted one above: both nodes pass the per-node stage, then the all-node run):
     * PASS at {@code stage=all-node}, training on all of them, nobody suspected, the judged busbw over the floor,
     * the probe's start-up and sweep in the all-node table and the picture next to the log.
     */
    static void assertPassesOnHealthyNodesAndSaysWhatItCost(Finished job) throws IOException {
        VerdictLine v = verdict(job);
        assertEquals(VerdictLine.Status.PASS, v.status(), job.describe());
        assertEquals(job.hosts(), v.train());
        assertEquals(List.of(), v.suspects());
        assertEquals("all-node", v.fields().get("stage"));
        assertEquals(FLOOR, v.fields().get("min_busbw_gbps"));
        double busbw = Double.parseDouble(v.fields().get("busbw_gbps"));
        assertTrue(busbw >= Double.parseDouble(FLOOR), v.format());
        int seconds = Integer.parseInt(v.fields().get("seconds"));
        String stem = job.outputFile().getFileName().toString().replaceAll("\\.out$", "");
        String allNode = Files.readString(job.outputFile().resolveSibling(stem + ".gate").resolve("all-node.txt"));
        Matcher cost = Pattern.compile("# clusterjob-probe: start-up ([0-9.]+)s \\(import, rendezvous\\), sweep ([0-9.]+)s").matcher(allNode);
        assertTrue(cost.find(), allNode);
        assertTrue(Files.exists(job.outputFile().resolveSibling(stem + ".gate.svg")), "the picture next to the log");
        // The figure for the report (docs/performance.md, "The fabric gate"); bench/gate-cost.sh measures the job-level cost.
        System.out.println("gate on 2 healthy nodes (after the per-node stage): " + seconds + " s in the verdict line (probe start-up "
                + cost.group(1) + " s, sweep " + cost.group(2) + " s), judged busbw " + busbw + " GB/s, floor " + FLOOR);
    }

    static boolean allStarted(Path dir) {
        for (int i = 0; i < 2; i++) {
            if (!Files.exists(dir.resolve("started." + i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code submit --wait --resubmit-on-node-fail 1}: the second node of the running job is killed
     * (testbed.sh node-kill); the job ends NODE_FAIL (not requeued: clusterjob submits with --no-requeue),
     * and a new job without that node completes. The training command sleeps until the test has killed
     * the node, then (in the new job) runs the all_reduce.
     */
    @Test
    void aNodeFailIsSubmittedAgainWithoutTheKilledNodeAndCompletes() throws Exception {
        Path dir = tb.workDir("node-fail");
        Path go = dir.resolve("GO");
        String body = "if [ -e " + go + " ]; then exec " + tb.python() + " " + Testbed.ALLREDUCE + "; else touch " + dir
                + "/started.$SLURM_PROCID; exec sleep 600; fi";
        Path spec = spec(dir, "e2e-node-fail", 2, 1, null, List.of("bash", "-c", body));
        Map<String, String> env = Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
        String first;
        List<String> hosts;
        String victim;
        Run r;
        try (Background b = tb.startClusterjob(dir, env, "submit", spec.toString(), "--wait", "--resubmit-on-node-fail", "1")) {
            first = firstSubmitted(b, Duration.ofMinutes(3));
            Map<String, String> info = running(first, Duration.ofMinutes(2));
            hosts = Hostlist.expand(info.get("NodeList"), "NodeList");
            victim = hosts.get(1);
            try {
                long end = System.nanoTime() + Duration.ofMinutes(2).toNanos();
                while (!allStarted(dir) && System.nanoTime() < end) {
                    Thread.sleep(500);
                }
                assertTrue(allStarted(dir), "the 2 training tasks of job " + first + " did not all start");
                Files.writeString(go, "");
                Run kill = tb.script("node-kill", victim);
                assertTrue(kill.ok(), kill.describe());
                r = b.await(WAIT);
            } finally {
                Run start = tb.script("node-start", victim);
                assertTrue(start.ok(), start.describe());
            }
        }
        assertEquals(0, r.exitCode(), r.describe());
        List<String> ids = submitted(r.stdout());
        assertEquals(2, ids.size(), r.describe());
        // RUNNING -> NODE_FAIL, or through COMPLETING when a poll lands while Slurm kills the steps (seen under load)
        assertTrue(r.stdout().matches("(?s).*" + first + " (RUNNING|COMPLETING) -> NODE_FAIL after .*"), r.describe());
        assertTrue(r.stdout().contains(first + " ended NODE_FAIL: " + victim + " DOWN+NOT_RESPONDING (Not responding); resubmitting without "
                + victim + " (--exclude=" + victim + "; resubmission 1 of 1)\n"), r.describe());

        Finished one = finished(first, dir);
        assertEquals("NODE_FAIL", one.state(), one.describe());
        assertEquals("0", one.info().get("Requeue"), "submitted with --no-requeue");
        assertEquals(hosts, one.hosts());

        Finished two = finished(ids.get(1), dir);
        assertEquals(victim, two.info().get("ExcNodeList"), two.describe());
        assertFalse(two.hosts().contains(victim), two.describe());
        RankReport.of(two).assertConsistent(two, 2, 1);
    }
}
