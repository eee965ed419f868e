package dev.clusterjob.probe;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.fs.Resources;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs the collector on the nodes with srun, one task per node, in two short steps: the first
 * collects each node's facts (interfaces, RDMA, GPUs, Slurm's view), the second, on exactly the same
 * nodes, asks each node which interface its route to every other node's address takes. srun brings
 * the output back through Slurm (no shared file system needed); inside an allocation (SLURM_JOB_ID
 * set) both are steps of it.
 */
public final class Prober {
    /** The bundled collector script. */
    public static final String COLLECTOR = "/dev/clusterjob/probe/collect.sh";

    /**
     * What to probe.
     *
     * @param partition --partition (not passed to srun inside an allocation)
     * @param nodes how many nodes, or null (inside an allocation: all of it)
     * @param nodelist explicit nodes (Slurm hostlist), or null
     * @param jobName the job's (step's) name
     * @param inAllocation run as steps of the current allocation
     * @param timeout limit of each srun (it may wait in the queue)
     */
    public record Request(String partition, Integer nodes, String nodelist, String jobName, boolean inAllocation, Duration timeout) {
    }

    private Prober() {
    }

    public static String collector() {
        try {
            return Resources.text(COLLECTOR);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled collector " + COLLECTOR + " is missing", e);
        }
    }

    /** {@code srun --label --ntasks-per-node=1 ... bash -c SCRIPT clusterjob-probe ARGS...}. */
    public static List<String> srunArgv(Request r, String nodelist, Integer nodes, String script, List<String> args) {
        List<String> a = new ArrayList<>(List.of("srun", "--label", "--ntasks-per-node=1", "--job-name=" + r.jobName()));
        if (!r.inAllocation()) {
            a.add("--partition=" + r.partition());
            a.add("--time=00:05:00");
        }
        if (nodes != null) {
            a.add("--nodes=" + nodes);
        }
        if (nodelist != null) {
            a.add("--nodelist=" + nodelist);
        }
        a.addAll(List.of("bash", "-c", script, "clusterjob-probe"));
        a.addAll(args);
        return a;
    }

    /** Both passes; the facts of each node, with its routes, in task order. */
    public static List<NodeFacts> probe(CommandRunner runner, Request r, Consumer<String> notice) {
        String script = collector();
        Integer n = r.nodes();
        if (n == null && r.nodelist() != null) {
            n = dev.clusterjob.slurm.Hostlist.expand(r.nodelist(), "--nodelist").size();
        }
        notice.accept("probing " + (n == null ? "the allocation's nodes" : n + " node(s)") + (r.inAllocation() ? " inside job "
                + "allocation" : " of partition " + r.partition()) + " (" + runner.describe() + ")");
        String first = run(runner, srunArgv(r, r.nodelist(), n, script, List.of("facts")), r.timeout());
        Map<Integer, String> tasks = CollectorOutput.splitTasks(first);
        if (tasks.isEmpty()) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "srun ran but no task printed anything (is bash installed on the nodes?)");
        }
        Map<String, NodeFacts> byNode = new LinkedHashMap<>();
        for (Map.Entry<Integer, String> t : tasks.entrySet()) {
            NodeFacts f = CollectorOutput.parse(t.getValue(), "task " + t.getKey());
            if (byNode.put(f.node(), f) != null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "two tasks ran on " + f.node() + ": srun did not place one task per node");
            }
        }
        if (n != null && byNode.size() != n) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "asked for " + n + " nodes, " + byNode.size() + " answered: " + byNode.keySet());
        }
        List<NodeFacts> nodes = new ArrayList<>(byNode.values());
        if (nodes.size() < 2) {
            return nodes;
        }
        List<String> addresses = new ArrayList<>();
        for (NodeFacts f : nodes) {
            for (String a : f.addresses()) {
                if (!addresses.contains(a)) {
                    addresses.add(a);
                }
            }
        }
        List<String> args = new ArrayList<>(List.of("routes"));
        args.addAll(addresses);
        String second = run(runner, srunArgv(r, String.join(",", byNode.keySet()), nodes.size(), script, args), r.timeout());
        Map<String, List<NodeFacts.Route>> routes = new LinkedHashMap<>();
        for (Map.Entry<Integer, String> t : CollectorOutput.splitTasks(second).entrySet()) {
            CollectorOutput.Routes rs = CollectorOutput.parseRoutes(t.getValue(), "task " + t.getKey() + " (routes)");
            routes.put(rs.node(), rs.routes());
        }
        List<NodeFacts> out = new ArrayList<>();
        for (NodeFacts f : nodes) {
            List<NodeFacts.Route> rs = routes.get(f.node());
            if (rs == null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "the route step did not run on " + f.node() + " (ran on: " + routes.keySet() + ")");
            }
            out.add(f.withRoutes(rs));
        }
        return out;
    }

    private static String run(CommandRunner runner, List<String> argv, Duration timeout) {
        CommandResult res = runner.run(ExternalCommand.of(argv).withTimeout(timeout));
        if (res.timedOut()) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "srun did not finish within " + timeout.toSeconds()
                    + " s (waiting for nodes? see squeue; --timeout raises the limit)");
        }
        if (res.exitCode() != 0) {
            String err = res.stderr().strip();
            List<String> lines = err.lines().filter(l -> !l.isBlank()).toList();
            throw new ClusterjobException(ExitCodes.EXTERNAL, "srun failed (exit " + res.exitCode() + "): "
                    + (lines.isEmpty() ? "(no message)" : lines.get(lines.size() - 1)));
        }
        return res.stdout();
    }
}
