package dev.clusterjob.submit;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.SlurmClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * What follows the end of a job, one decision at a time: the job's #SBATCH lines, the policy, how it ended and what its
 * log says in, the next submission's options and the one line out. Slurm is the fake (partition gpu, the default, and
 * debug, both node[1-3] idle, as the testbed's sinfo prints them); the whole loop through Main.run is ResubmitCliTest's.
 */
class ResubmitterTest {
    static final String GATE = "clusterjob-gate: FAIL suspects=";
    static final String MISSING = " not found (PATH=/usr/bin:/bin): activate its venv, conda env or module in setup: (docs/spec.md)";

    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);
    final List<String> notices = new ArrayList<>();

    /** The job's output file (t-%j.out); its .gate/verdict.txt does not exist. */
    String log;

    Resubmitter resubmitter(String policy, String log) {
        this.log = log;
        String[] p = policy.split("/");
        Resubmitter.Logs logs = file -> file.getFileName().toString().endsWith(".out") ? Optional.ofNullable(this.log) : Optional.empty();
        return new Resubmitter(new Resubmitter.Policy(Integer.parseInt(p[0]), Integer.parseInt(p[1])),
                new SlurmClient(slurm, Duration.ofSeconds(5)), logs, time, notices::add);
    }

    static Submitter.Prepared script(String directives) {
        Map<String, String> d = new LinkedHashMap<>();
        if (directives != null) {
            for (String kv : directives.split(" ")) {
                d.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
            }
        }
        return new Submitter.Prepared(Path.of("/w/t.sh"), "#!/bin/bash\n", d, "/w", "tag0", false, null, List.of());
    }

    static Journal.Entry entry(String nodes) {
        return new Journal.Entry("1000", "c", "t", "tag0", Instant.EPOCH, "local", "/w/t.sh", "/w", "/w/t-%j.out", null, "me",
                JobState.FAILED, null, nodes, "00:00:20", null);
    }

    static JobInfo end(JobState state, int code, String nodes) {
        return JobInfo.builder("1000", state).name("t").nodeList(nodes).exit(new ExitStatus(code, 0)).build();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // case | #SBATCH (k=v ...) | policy badNodes/nodeFail | state | exit | nodes | log (' / ' between lines) | next options (- none) | line
        "a gate conviction: excluded | | 3/0 | FAILED | 91 | node[1-2] | " + GATE + "node1 certain=yes reason=slow | --exclude=node1"
            + " | 1000 stopped by the gate FAIL suspects=node1 certain=yes reason=slow; resubmitting without node1 (--exclude=node1; resubmission 1 of 3)",
        "the script's own exclude is kept | exclude=node9 | 3/0 | FAILED | 91 | node[1-2] | " + GATE + "node1 certain=yes reason=slow"
            + " | --exclude=node9,node1 | 1000 stopped by the gate FAIL suspects=node1 certain=yes reason=slow; resubmitting without node1"
            + " (--exclude=node9,node1; resubmission 1 of 3)",
        "a gate error: nobody to exclude | | 3/0 | FAILED | 91 | node[1-2] | clusterjob-gate: ERROR suspects= certain=no reason=no-tool | -"
            + " | 1000 stopped by the gate ERROR suspects= certain=no reason=no-tool: no node to exclude, not resubmitting",
        "exit 91 without a verdict | | 3/0 | FAILED | 91 | node[1-2] | Traceback | -"
            + " | 1000 exited 91 but /w/t-1000.out has no clusterjob-gate verdict line: not resubmitting",
        "two suspects without a spare: one node more | nodes=2 | 3/0 | FAILED | 91 | node[1-2] | " + GATE + "node1,node2 certain=no reason=slow"
            + " | --nodes=3 | 1000 stopped by the gate FAIL suspects=node1,node2 certain=no reason=slow; one of node1,node2 is bad and 2 node(s)"
            + " without a spare cannot tell which: resubmitting with one spare node (--nodes=3; partition gpu has 3 usable node(s) (sinfo))"
            + " so that the gate pairs each suspect with another node and trains on 2 healthy one(s) (resubmission 1 of 3)",
        "no room left in the partition | nodes=3 | 3/0 | FAILED | 91 | node[1-3] | " + GATE + "node1 certain=yes reason=slow | -"
            + " | 1000 stopped by the gate FAIL suspects=node1 certain=yes reason=slow; not resubmitting: without node1, partition gpu has 3"
            + " usable node(s), 1 of them excluded (sinfo): 2 left for a 3-node job",
        "the script's --nodelist names the suspect | nodelist=node[1-2] | 3/0 | FAILED | 91 | node[1-2] | " + GATE + "node1 certain=yes"
            + " reason=slow | - | 1000 stopped by the gate FAIL suspects=node1 certain=yes reason=slow; not resubmitting: the script's --nodelist"
            + " names node1, which would have to be excluded",
        "preflight names a node | | 3/0 | FAILED | 69 | node[1-3] | clusterjob-preflight: ok node1: found x / clusterjob-preflight: FAIL"
            + " node2: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0) | --exclude=node2 | 1000 stopped by preflight on node2;"
            + " resubmitting without node2 (--exclude=node2; resubmission 1 of 3)",
        "a program missing on one node only: that node | | 3/0 | FAILED | 69 | node[1-2] | clusterjob-preflight: ok node1: found cj-train"
            + " / clusterjob-preflight: FAIL node2: cj-train" + MISSING + " | --exclude=node2 | 1000 stopped by preflight on node2;"
            + " resubmitting without node2 (--exclude=node2; resubmission 1 of 3)",
        "a program missing on every node: the job's environment | | 3/0 | FAILED | 69 | node[1-2] | clusterjob-preflight: FAIL node2: cj-train"
            + MISSING + " / clusterjob-preflight: FAIL node1: cj-train" + MISSING + " | - | 1000 stopped by preflight: cj-train not found on"
            + " any node (node[1-2]): the job's environment, not a node; activate its venv, conda env or module in setup: (docs/spec.md);"
            + " not resubmitting",
        "exit 69 without preflight lines | | 3/0 | FAILED | 69 | node[1-2] | epoch 1 | -"
            + " | 1000 exited 69 but /w/t-1000.out has no clusterjob-preflight FAIL line: not resubmitting",
        "NODE_FAIL, no node down now: all of them | | 0/1 | NODE_FAIL | 0 | node[1-2] | | --no-requeue --exclude=node1,node2"
            + " | 1000 ended NODE_FAIL on node[1-2] (no node of it is down now: excluding all of them); resubmitting without node1,node2"
            + " (--exclude=node1,node2; resubmission 1 of 1)",
        "NODE_FAIL without --resubmit-on-node-fail | | 3/0 | NODE_FAIL | 0 | node[1-2] | | - | ",
        "a gate failure without --exclude-bad-nodes | | 0/1 | FAILED | 91 | node[1-2] | " + GATE + "node1 certain=yes reason=slow | - | ",
        "any other failure | | 3/0 | FAILED | 1 | node[1-2] | " + GATE + "node1 certain=yes reason=slow | - | ",
        "completed | | 3/0 | COMPLETED | 0 | node[1-2] | | - | ",
    })
    void theDecisionAfterAJobEnded(String name, String directives, String policy, JobState state, int code, String nodes, String log,
                                   String next, String line) {
        Resubmitter r = resubmitter(policy, log == null ? null : log.replace(" / ", "\n") + "\n");
        Resubmitter.Chain chain = r.start(r.policy().first(script(directives)));
        chain.submitted("1000");
        Resubmitter.Decision d = r.after(chain, end(state, code, nodes), entry(nodes));
        assertEquals(next.equals("-") ? null : List.of(next.split(" ")), d.next() == null ? null : d.next().options(), name);
        assertEquals(line, d.line(), name);
        if (d.next() != null) {
            assertEquals(d.next(), chain.current(), "the chain goes on with it");
            assertEquals(false, d.next().tag().equals("tag0"), "a new tag");
        }
    }

    /** The gate's certain verdict is told to the quarantine; an uncertain one is not. */
    @Test
    void onlyACertainConvictionIsTold() {
        List<String> told = new ArrayList<>();
        for (String certain : List.of("yes", "no")) {
            Resubmitter r = resubmitter("3/0", GATE + "node1 certain=" + certain + " reason=slow\n")
                    .onConviction((id, v) -> told.add(id + " " + String.join(",", v.suspects())));
            Resubmitter.Chain chain = r.start(script(null));
            r.after(chain, end(JobState.FAILED, ExitCodes.GATE_FAILED, "node[1-2]"), entry("node[1-2]"));
        }
        assertEquals(List.of("1000 node1"), told);
    }

    /** A second resubmission keeps the first one's exclusions, and the count stops the third. */
    @Test
    void exclusionsAccumulateUntilTheCountIsUsed() {
        Resubmitter r = resubmitter("2/0", GATE + "node1 certain=yes reason=slow\n");
        Resubmitter.Chain chain = r.start(script(null));
        JobInfo failed = end(JobState.FAILED, ExitCodes.GATE_FAILED, "node[1-2]");
        assertEquals(List.of("--exclude=node1"), r.after(chain, failed, entry("node[1-2]")).next().options());
        log = GATE + "node2 certain=yes reason=slow\n";
        assertEquals(List.of("--exclude=node1,node2"), r.after(chain, failed, entry("node[1-2]")).next().options());
        log = GATE + "node3 certain=yes reason=slow\n";
        Resubmitter.Decision third = r.after(chain, failed, entry("node[1-2]"));
        assertNull(third.next());
        assertEquals("1000 stopped by the gate FAIL suspects=node3 certain=yes reason=slow; not resubmitting: 2 of 2 resubmission(s)"
                + " used (--retries)", third.line());
    }
}
