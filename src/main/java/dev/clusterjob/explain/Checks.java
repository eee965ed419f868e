package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The checks over explain's table (docs/explain.md lists every code): ranks unique and contiguous,
 * one WORLD_SIZE equal to the rank count, rank 0 on MASTER_ADDR's host, no loopback MASTER_ADDR across
 * nodes, one NODE_RANK per node, one MASTER_ADDR:MASTER_PORT, the same fabric variables on every node,
 * each local rank its own GPU, and (with node facts) the interfaces NCCL and gloo are told to use.
 */
public final class Checks {
    /** What the checks look at besides the rows. */
    public record Input(List<Rank> ranks, Allocation allocation, NodeFactsFile facts, String file) {
    }

    /** The port torchrun, DeepSpeed and accelerate use when given none. */
    static final String DEFAULT_PORT = "29500";

    private final Input in;
    private final List<Finding> out = new ArrayList<>();

    private Checks(Input in) {
        this.in = in;
    }

    /** Every finding over {@code in}'s table, in check order. */
    public static List<Finding> run(Input in) {
        Checks c = new Checks(in);
        List<Rank> r = in.ranks();
        if (r.isEmpty()) {
            return c.out;
        }
        List<List<Rank>> runs = runs(r);
        if (runs.size() > 1) {
            c.add(Severity.INFO, "SEPARATE_RUNS", r.get(0).line(), null, "", runs.size() + " separate runs, each with its own"
                    + " MASTER_ADDR:MASTER_PORT and ranks 0..n-1 (concurrent trainings in one job): checked one by one");
        }
        for (List<Rank> run : runs) {
            c.ranks(run);
            c.worldSize(run);
            c.master(run);
            c.nodeRanks(run);
        }
        c.fabric(r);
        c.gpus(r);
        c.interfaces(r);
        c.batchShell(r);
        return c.out;
    }

    /**
     * The rendezvous groups: one per MASTER_ADDR:MASTER_PORT when there are several and each is a
     * complete run by itself (ranks 0..n-1 once, WORLD_SIZE n); otherwise all rows are one run.
     */
    static List<List<Rank>> runs(List<Rank> r) {
        Map<String, List<Rank>> by = new LinkedHashMap<>();
        for (Rank x : r) {
            by.computeIfAbsent(x.masterAddr() + ":" + x.masterPort(), k -> new ArrayList<>()).add(x);
        }
        if (by.size() < 2 || by.keySet().stream().anyMatch(k -> k.contains("?") || k.equals(":"))) {
            return List.of(r);
        }
        for (List<Rank> g : by.values()) {
            Set<String> ranks = g.stream().map(Rank::rank).collect(Collectors.toSet());
            Set<String> sizes = g.stream().map(Rank::worldSize).collect(Collectors.toSet());
            boolean complete = ranks.size() == g.size() && sizes.equals(Set.of(String.valueOf(g.size())));
            for (int i = 0; complete && i < g.size(); i++) {
                complete = ranks.contains(String.valueOf(i));
            }
            if (!complete) {
                return List.of(r);
            }
        }
        return List.copyOf(by.values());
    }

    private void add(Severity s, String code, int line, String host, String rank, String message) {
        out.add(new Finding(s, code, in.file(), line, null, message, "", host, Rank.number(rank) < 0 ? null : Rank.number(rank),
                null, null));
    }

    private void ranks(List<Rank> r) {
        if (r.stream().anyMatch(x -> x.rank().equals("?"))) {
            return;
        }
        List<Rank> noRank = r.stream().filter(x -> x.rank().isEmpty()).toList();
        if (!noRank.isEmpty() && r.size() > 1) {
            Rank x = noRank.get(0);
            add(Severity.ERROR, "NO_RANK", x.line(), x.host(), "", noRank.size() + " of " + r.size() + " processes have no rank variable"
                    + " (RANK, OMPI_COMM_WORLD_RANK, HOROVOD_RANK ...), e.g. " + String.join(" ", x.command()) + " on " + x.host());
            return;
        }
        Map<String, List<Rank>> by = r.stream().collect(Collectors.groupingBy(Rank::rank, TreeMap::new, Collectors.toList()));
        List<String> dups = new ArrayList<>();
        Rank firstDup = null;
        for (Map.Entry<String, List<Rank>> e : by.entrySet()) {
            if (e.getValue().size() > 1) {
                firstDup = firstDup == null ? e.getValue().get(1) : firstDup;
                dups.add("RANK " + e.getKey() + " " + e.getValue().size() + "x (" + hosts(e.getValue()) + ")");
            }
        }
        if (firstDup != null) {
            add(Severity.ERROR, "RANK_NOT_UNIQUE", firstDup.line(), firstDup.host(), "", dups.size() + " rank(s) held by more than one"
                    + " process: " + String.join("; ", dups.subList(0, Math.min(4, dups.size()))) + (dups.size() > 4 ? "; ..." : ""));
        }
        Set<Integer> have = r.stream().map(Rank::rankNumber).collect(Collectors.toCollection(TreeSet::new));
        Set<Integer> missing = new TreeSet<>();
        for (int i = 0; i < r.size(); i++) {
            if (!have.contains(i)) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty()) {
            add(Severity.ERROR, "RANK_NOT_CONTIGUOUS", r.get(0).line(), null, "", "the ranks are " + ranges(have) + ", not 0.." + (r.size() - 1)
                    + ": missing " + ranges(missing));
        }
    }

    private void worldSize(List<Rank> r) {
        Set<String> sizes = r.stream().map(Rank::worldSize).collect(Collectors.toCollection(TreeSet::new));
        if (sizes.contains("?") || sizes.equals(Set.of(""))) {
            return;
        }
        if (sizes.size() > 1) {
            add(Severity.ERROR, "WORLD_SIZE_DIFFERS", r.get(0).line(), null, "", "the processes disagree on WORLD_SIZE: "
                    + counted(r, Rank::worldSize));
        } else if (!sizes.iterator().next().equals(String.valueOf(r.size()))) {
            add(Severity.ERROR, "WORLD_SIZE_WRONG", r.get(0).line(), null, "", "WORLD_SIZE is " + sizes.iterator().next() + " but "
                    + r.size() + " processes would start");
        }
    }

    private void master(List<Rank> r) {
        Set<String> addrs = r.stream().map(Rank::masterAddr).collect(Collectors.toCollection(TreeSet::new));
        Set<String> ports = r.stream().map(Rank::masterPort).collect(Collectors.toCollection(TreeSet::new));
        if (addrs.size() > 1 && !addrs.contains("?")) {
            add(Severity.ERROR, "MASTER_ADDR_DIFFERS", r.get(0).line(), null, "", "the processes disagree on MASTER_ADDR: "
                    + counted(r, Rank::masterAddr));
        }
        if (ports.size() > 1 && !ports.contains("?")) {
            add(Severity.ERROR, "MASTER_PORT_DIFFERS", r.get(0).line(), null, "", "the processes disagree on MASTER_PORT: "
                    + counted(r, Rank::masterPort));
        }
        Set<String> hosts = r.stream().map(Rank::host).collect(Collectors.toSet());
        for (String a : addrs) {
            if (loopback(a) && hosts.size() > 1) {
                Rank x = r.stream().filter(y -> y.masterAddr().equals(a)).findFirst().orElseThrow();
                add(Severity.ERROR, "MASTER_ADDR_LOOPBACK", x.line(), x.host(), "", "MASTER_ADDR=" + a + " on a " + hosts.size()
                        + "-node run: every node would look for rank 0 on itself");
            }
        }
        Rank zero = null;
        Set<String> zeroHosts = new LinkedHashSet<>();
        for (Rank z : r) {
            if (z.rank().equals("0") && !z.masterAddr().isEmpty() && !z.masterAddr().equals("?") && !loopback(z.masterAddr())
                    && zeroHosts.add(z.host() + " " + z.masterAddr())) {
                zero = zero == null ? z : zero;
                rankZero(z, hosts.size());
            }
        }
        if (zero == null) {
            return;
        }
        if (ports.equals(Set.of(DEFAULT_PORT)) && hosts.size() > 1) {
            add(Severity.WARNING, "DEFAULT_MASTER_PORT", zero.line(), null, "", "MASTER_PORT=" + DEFAULT_PORT + " is the default of torchrun,"
                    + " DeepSpeed and accelerate: two jobs that share a node both take it and the second fails; derive it from SLURM_JOB_ID");
        }
    }

    /** Rank 0 must run on the host MASTER_ADDR names. */
    private void rankZero(Rank zero, int hosts) {
        String where = in.facts().hostOf(zero.masterAddr(), in.allocation().hosts());
        if (where == null) {
            if (hosts > 1) {
                add(Severity.INFO, "MASTER_ADDR_UNKNOWN", zero.line(), zero.host(), "0", "MASTER_ADDR=" + zero.masterAddr()
                        + " is not a node name of the allocation; give --node-facts (clusterjob probe --json) to check that it is "
                        + zero.host() + ", where rank 0 runs");
            }
        } else if (!where.equals(zero.host())) {
            add(Severity.ERROR, "RANK0_NOT_ON_MASTER", zero.line(), zero.host(), "0", "rank 0 runs on " + zero.host() + " but MASTER_ADDR="
                    + zero.masterAddr() + (where.equals(zero.masterAddr()) ? "" : " (" + where + ")")
                    + ": rank 0 must listen where the others connect");
        }
    }

    private void nodeRanks(List<Rank> r) {
        Map<String, Set<String>> byHost = new LinkedHashMap<>();
        for (Rank x : r) {
            if (!x.nodeRank().isEmpty() && !x.nodeRank().equals("?")) {
                byHost.computeIfAbsent(x.host(), k -> new TreeSet<>()).add(x.nodeRank());
            }
        }
        Map<String, List<String>> hostsOf = new TreeMap<>();
        for (Map.Entry<String, Set<String>> e : byHost.entrySet()) {
            if (e.getValue().size() > 1) {
                add(Severity.ERROR, "NODE_RANK_MIXED", line(r, e.getKey()), e.getKey(), "", "the processes on " + e.getKey()
                        + " have different NODE_RANKs " + e.getValue());
            }
            e.getValue().forEach(v -> hostsOf.computeIfAbsent(v, k -> new ArrayList<>()).add(e.getKey()));
        }
        for (Map.Entry<String, List<String>> e : hostsOf.entrySet()) {
            if (e.getValue().size() > 1) {
                add(Severity.ERROR, "NODE_RANK_NOT_DISTINCT", line(r, e.getValue().get(1)), e.getValue().get(1), "", "NODE_RANK "
                        + e.getKey() + " on " + e.getValue().size() + " nodes (" + String.join(", ", e.getValue())
                        + "): each node needs its own");
            }
        }
    }

    private void fabric(List<Rank> r) {
        Map<String, Integer> component = new LinkedHashMap<>();
        for (int c = 0; c < in.allocation().components().size(); c++) {
            for (String h : in.allocation().components().get(c).hosts()) {
                component.put(h, c);
            }
        }
        Rank first = r.get(0);
        Set<String> reported = new LinkedHashSet<>();
        for (Rank x : r) {
            for (Map.Entry<String, String> d : x.fabricDiff().entrySet()) {
                if (!reported.add(d.getKey() + "@" + x.host())) {
                    continue;
                }
                boolean otherComponent = !java.util.Objects.equals(component.get(x.host()), component.get(first.host()));
                String was = Rank.fabric(first.env()).get(d.getKey());
                add(otherComponent ? Severity.INFO : Severity.ERROR, "FABRIC_DIFFERS", x.line(), x.host(), x.rank(),
                        d.getKey() + (d.getValue() == null ? " is unset" : "=" + d.getValue()) + " on " + x.host() + " (rank " + x.rank()
                                + ") but " + (was == null ? "unset" : was) + " on " + first.host() + " (rank " + first.rank() + ")"
                                + (otherComponent ? ", another component of the het job" : ""));
            }
        }
    }

    private void gpus(List<Rank> r) {
        boolean allocated = in.allocation().components().stream().anyMatch(p -> p.gpusPerNode() > 0);
        if (!allocated) {
            return;
        }
        Map<String, Map<String, Rank>> used = new LinkedHashMap<>();
        for (Rank x : r) {
            String list = x.visibleDevices().values().stream().findFirst().orElse(null);
            if (list == null) {
                int g = gpusOf(x.host()); // nothing hides a GPU: the process sees the node's
                if (g == 0) {
                    continue;
                }
                list = BatchEnvironment.gpuIds(g);
            }
            if (list.isEmpty() || list.equals("NoDevFiles")) {
                add(Severity.WARNING, "NO_GPU_VISIBLE", x.line(), x.host(), x.rank(), "rank " + x.rank() + " on " + x.host()
                        + " sees no GPU (" + x.visibleDevices().keySet().iterator().next() + " is empty)");
                continue;
            }
            String[] ids = list.split(",");
            int lr = Rank.number(x.localRank());
            String gpu = ids.length == 1 ? ids[0] : lr >= 0 && lr < ids.length ? ids[lr] : null;
            if (gpu == null) {
                add(Severity.ERROR, "GPU_OUT_OF_RANGE", x.line(), x.host(), x.rank(), "rank " + x.rank() + " on " + x.host() + " has LOCAL_RANK "
                        + x.localRank() + " but sees " + ids.length + " GPU(s) (" + list + ")");
                continue;
            }
            Rank other = used.computeIfAbsent(x.host(), k -> new LinkedHashMap<>()).putIfAbsent(gpu, x);
            if (other != null) {
                add(Severity.ERROR, "GPU_SHARED", x.line(), x.host(), x.rank(), "ranks " + other.rank() + " and " + x.rank() + " on " + x.host()
                        + " would both use GPU " + gpu + " (visible " + list + ", LOCAL_RANK " + other.localRank() + " and "
                        + x.localRank() + ")");
            }
        }
    }

    private void interfaces(List<Rank> r) {
        if (in.facts().isEmpty()) {
            return;
        }
        Set<String> done = new LinkedHashSet<>();
        for (Rank x : r) {
            for (String var : List.of("NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME")) {
                String v = x.env().get(var);
                if (v == null || v.isEmpty() || !done.add(var + "@" + x.host())) {
                    continue;
                }
                String problem = in.facts().interfaceProblem(x.host(), var, v);
                if (problem != null) {
                    add(Severity.ERROR, "IFACE_MISSING", x.line(), x.host(), x.rank(), problem);
                }
            }
        }
    }

    private void batchShell(List<Rank> r) {
        if (in.allocation().hosts().size() < 2) {
            return;
        }
        for (Rank x : r) {
            if (x.via().isEmpty()) {
                add(Severity.ERROR, "NOT_LAUNCHED_ON_EVERY_NODE", x.line(), x.host(), x.rank(), String.join(" ", x.command())
                        + " runs in the batch shell, once, on " + x.host() + " only: the other " + (in.allocation().hosts().size() - 1)
                        + " node(s) of the allocation run nothing (start it with srun or a launcher)");
                return;
            }
        }
    }

    private int gpusOf(String host) {
        for (Allocation.Part p : in.allocation().components()) {
            if (p.hosts().contains(host)) {
                return p.gpusPerNode();
            }
        }
        return 0;
    }

    static boolean loopback(String a) {
        return a.equals("localhost") || a.startsWith("127.") || a.equals("::1") || a.equals("0.0.0.0") || a.equals("localhost.localdomain");
    }

    private static int line(List<Rank> r, String host) {
        return r.stream().filter(x -> x.host().equals(host)).map(Rank::line).findFirst().orElse(0);
    }

    private static String hosts(Collection<Rank> r) {
        return r.stream().map(Rank::host).distinct().collect(Collectors.joining(", "));
    }

    private static String counted(List<Rank> r, java.util.function.Function<Rank, String> f) {
        Map<String, Long> m = r.stream().collect(Collectors.groupingBy(x -> f.apply(x).isEmpty() ? "(unset)" : f.apply(x), TreeMap::new,
                Collectors.counting()));
        return m.entrySet().stream().map(e -> e.getKey() + " on " + e.getValue() + " process(es)").collect(Collectors.joining(", "));
    }

    /** "0-3,5" for a sorted set of numbers. */
    static String ranges(Set<Integer> s) {
        List<String> parts = new ArrayList<>();
        Integer lo = null;
        Integer prev = null;
        for (int v : s) {
            if (prev != null && v == prev + 1) {
                prev = v;
                continue;
            }
            if (lo != null) {
                parts.add(lo.equals(prev) ? String.valueOf(lo) : lo + "-" + prev);
            }
            lo = v;
            prev = v;
        }
        if (lo != null) {
            parts.add(lo.equals(prev) ? String.valueOf(lo) : lo + "-" + prev);
        }
        return String.join(",", parts);
    }
}
