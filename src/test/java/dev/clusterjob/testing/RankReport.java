package dev.clusterjob.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code CJ-E2E-RANK} lines that {@code src/test/e2e/allreduce_env.py} prints, one per rank, and
 * the checks every correct multi-node run must pass ({@link #assertConsistent}).
 */
public record RankReport(List<Rank> ranks) {
    public static final String MARKER = "CJ-E2E-RANK ";

    /** One rank's line: what the process saw in its environment and the all_reduce result. */
    public record Rank(Map<String, String> fields, String line) {
        public String get(String key) {
            String v = fields.get(key);
            if (v == null) {
                throw new AssertionError("no " + key + "= in rank line: " + line);
            }
            return v;
        }

        public int num(String key) {
            try {
                return Integer.parseInt(get(key));
            } catch (NumberFormatException e) {
                throw new AssertionError(key + " is not a number in rank line: " + line, e);
            }
        }

        public String host() {
            return get("host");
        }

        public int rank() {
            return num("rank");
        }

        public int localRank() {
            return num("local_rank");
        }

        public int worldSize() {
            return num("world_size");
        }

        public int nodeRank() {
            return num("node_rank");
        }
    }

    /** Every rank line of {@code job}'s output (launcher prefixes such as "[default0]:" dropped). */
    public static RankReport of(Testbed.Finished job) {
        List<Rank> out = new ArrayList<>();
        for (String l : job.lines(MARKER)) {
            Map<String, String> f = new LinkedHashMap<>();
            for (String word : l.substring(MARKER.length()).trim().split(" +")) {
                int eq = word.indexOf('=');
                if (eq > 0) {
                    f.put(word.substring(0, eq), word.substring(eq + 1));
                }
            }
            out.add(new Rank(f, l));
        }
        return new RankReport(List.copyOf(out));
    }

    /** MASTER_PORT that a rendered sbatch script derives from the job id (templates/sbatch.sh.ftl). */
    public static int derivedMasterPort(String jobId) {
        return 15000 + (int) (Long.parseLong(jobId) % 17000);
    }

    /** The distinct values of one field over all ranks. */
    public Set<String> distinct(String key) {
        return ranks.stream().map(r -> r.get(key)).collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * Asserts that {@code job} completed and ran {@code nodes} x {@code perNode} ranks that agree:
     * ranks 0..W-1 once each, WORLD_SIZE = W everywhere, the all_reduce of rank+1 summed to W(W+1)/2 in
     * every rank; exactly {@code nodes} distinct hosts, which are the job's allocation; on each host
     * {@code perNode} ranks with LOCAL_RANK 0..perNode-1 and one NODE_RANK, equal to the host's index in
     * the allocation; RANK = NODE_RANK x perNode + LOCAL_RANK; LOCAL_WORLD_SIZE (when set) = perNode;
     * one MASTER_ADDR, the allocation's first host (where rank 0 runs), and one MASTER_PORT, the one the
     * script derives from the job id.
     */
    public void assertConsistent(Testbed.Finished job, int nodes, int perNode) {
        assertEquals(nodes, job.hosts().size(), "hosts allocated\n" + job.describe());
        assertConsistentOn(job, job.hosts(), perNode);
    }

    /**
     * {@link #assertConsistent} for a job whose processes ran with {@code CJ_E2E_COLLECTIVE=none}
     * (src/test/e2e/allreduce_env.py): the same checks of the launch contract, and every rank printed
     * {@code sum=-} (no torch import, no all_reduce) instead of the sum.
     */
    public void assertLaunchConsistent(Testbed.Finished job, int nodes, int perNode) {
        assertEquals(nodes, job.hosts().size(), "hosts allocated\n" + job.describe());
        check(job, job.hosts(), perNode, false);
    }

    /**
     * {@link #assertConsistent} for a job that trains on {@code hosts} (in order), a subset of its
     * allocation: a gated job with spare nodes. The hosts that ran ranks are exactly these; NODE_RANK is
     * the host's index among them; MASTER_ADDR is the first of them.
     */
    public void assertConsistentOn(Testbed.Finished job, List<String> hosts, int perNode) {
        check(job, hosts, perNode, true);
    }

    private void check(Testbed.Finished job, List<String> hosts, int perNode, boolean collective) {
        String ctx = "\n" + job.describe();
        assertTrue(job.completed(), "job did not complete" + ctx);
        assertTrue(job.hosts().containsAll(hosts), "training hosts " + hosts + " within the allocation" + ctx);
        int nodes = hosts.size();
        int world = nodes * perNode;
        assertEquals(world, ranks.size(), "rank lines" + ctx);
        assertEquals(IntStream.range(0, world).boxed().collect(Collectors.toSet()),
                ranks.stream().map(Rank::rank).collect(Collectors.toSet()), "RANK values" + ctx);
        for (Rank r : ranks) {
            assertEquals(world, r.worldSize(), "WORLD_SIZE of " + r.line() + ctx);
            if (collective) {
                assertEquals(world * (world + 1) / 2, r.num("sum"), "all_reduce sum of " + r.line() + ctx);
            } else {
                assertEquals("-", r.get("sum"), "no all_reduce (CJ_E2E_COLLECTIVE=none) in " + r.line() + ctx);
            }
            if (!r.get("local_world_size").equals("-")) {
                assertEquals(perNode, r.num("local_world_size"), "LOCAL_WORLD_SIZE of " + r.line() + ctx);
            }
            assertEquals(perNode * r.nodeRank() + r.localRank(), r.rank(), "RANK = NODE_RANK x " + perNode + " + LOCAL_RANK in " + r.line() + ctx);
        }

        Map<String, List<Rank>> byHost = ranks.stream().collect(Collectors.groupingBy(Rank::host, TreeMap::new, Collectors.toList()));
        assertEquals(new TreeSet<>(hosts), byHost.keySet(), "hosts that ran ranks = the training hosts " + hosts + ctx);
        Map<Integer, String> hostOfNodeRank = new HashMap<>();
        for (Map.Entry<String, List<Rank>> e : byHost.entrySet()) {
            List<Rank> here = e.getValue();
            assertEquals(IntStream.range(0, perNode).boxed().collect(Collectors.toSet()),
                    here.stream().map(Rank::localRank).collect(Collectors.toSet()), "LOCAL_RANK values on " + e.getKey() + ctx);
            assertEquals(perNode, here.size(), "ranks on " + e.getKey() + ctx);
            Set<Integer> nodeRanks = here.stream().map(Rank::nodeRank).collect(Collectors.toSet());
            assertEquals(1, nodeRanks.size(), "one NODE_RANK on " + e.getKey() + ctx);
            int nr = nodeRanks.iterator().next();
            assertEquals(hosts.indexOf(e.getKey()), nr, "NODE_RANK of " + e.getKey() + " = its index in the training hosts " + hosts + ctx);
            hostOfNodeRank.put(nr, e.getKey());
        }

        Map<String, Rank> byRank = ranks.stream().collect(Collectors.toMap(r -> String.valueOf(r.rank()), Function.identity()));
        assertEquals(Set.of(hosts.get(0)), distinct("master_addr"), "MASTER_ADDR = the first training host" + ctx);
        assertEquals(hosts.get(0), byRank.get("0").host(), "rank 0 runs on MASTER_ADDR" + ctx);
        assertEquals(hosts.get(0), hostOfNodeRank.get(0), "NODE_RANK 0 is MASTER_ADDR" + ctx);
        assertEquals(Set.of(String.valueOf(derivedMasterPort(job.id()))), distinct("master_port"),
                "MASTER_PORT = 15000 + job id % 17000 on every rank" + ctx);
    }
}
