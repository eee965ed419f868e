package dev.clusterjob.explain;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.slurm.Hostlist;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The simulated allocation: which hosts the job got, and on each how many tasks, CPUs and GPUs Slurm
 * counts for it, per het-job component. Worked out from the script's request as Slurm would place it
 * on uniform nodes (tasks spread evenly, the first nodes taking the remainder; {@code --exclusive}
 * giving every CPU and GPU of the node), with the command line's overrides.
 *
 * @param jobId the simulated SLURM_JOB_ID
 * @param jobName SLURM_JOB_NAME
 * @param components one per component, hosts disjoint
 * @param assumptions what the simulation had to assume about the nodes (shown as findings)
 */
public record Allocation(long jobId, String jobName, List<Part> components, List<String> assumptions) {
    /** The CPU count of an --exclusive node nobody named (no --cpus-per-node, no node facts). */
    static final int DEFAULT_NODE_CPUS = 64;

    /** One component on its hosts; list entries are per host, in host order. */
    public record Part(List<String> hosts, List<Integer> tasks, List<Integer> cpus, int gpusPerNode, String partition,
                       Integer ntasks, Integer ntasksPerNode, Integer cpusPerTask, Integer gpusRequested, Integer gpusTotal,
                       Integer gpusPerTask) {
        public Part {
            hosts = List.copyOf(hosts);
            tasks = List.copyOf(tasks);
            cpus = List.copyOf(cpus);
        }

        public int taskCount() {
            return tasks.stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** What the command line sets over the script: null where it says nothing. */
    public record Overrides(Integer nodes, String nodelist, Integer gpusPerNode, String partition, Integer cpusPerNode) {
        public static Overrides none() {
            return new Overrides(null, null, null, null, null);
        }
    }

    /** The hosts of every component, in order. */
    public List<String> hosts() {
        List<String> out = new ArrayList<>();
        components.forEach(c -> out.addAll(c.hosts()));
        return out;
    }

    public boolean het() {
        return components.size() > 1;
    }

    /**
     * Places {@code request} with {@code overrides}. Host names come from --nodelist, else the node
     * facts' names ({@code knownHosts}), else node1, node2 ...; a node's CPU count (for --exclusive)
     * from --cpus-per-node, else {@code knownCpus}, else what the tasks use; its GPU count (for --exclusive)
     * from {@code knownGpus}.
     */
    public static Allocation place(JobRequest request, Overrides o, long jobId, String jobName, List<String> knownHosts,
                                   Integer knownCpus, Integer knownGpus) {
        List<String> named = o.nodelist() == null ? null : Hostlist.expand(o.nodelist(), "--nodelist");
        List<Part> parts = new ArrayList<>();
        List<String> assumed = new ArrayList<>();
        int used = 0;
        for (int c = 0; c < request.components().size(); c++) {
            JobRequest.Component r = request.components().get(c);
            boolean first = c == 0;
            List<String> own = first && named != null ? named
                    : r.nodelist() != null ? Hostlist.expand(r.nodelist(), "#SBATCH --nodelist") : null;
            Integer nodes = first && o.nodes() != null ? o.nodes() : r.nodes();
            int n = own != null ? own.size() : nodes != null ? nodes : 1;
            if (own != null && nodes != null && nodes != own.size() && !(first && o.nodes() == null && named != null)) {
                throw ClusterjobException.badInput(first && o.nodes() != null ? "--nodes" : "#SBATCH --nodes",
                        nodes + " node(s) but the node list " + String.join(",", own) + " names " + own.size());
            }
            List<String> hosts = own != null ? own : names(knownHosts, used, n);
            used += n;
            Integer gpn = first && o.gpusPerNode() != null ? o.gpusPerNode() : r.gpusPerNode();
            String partition = first && o.partition() != null ? o.partition() : r.partition();
            Integer nodeCpus = o.cpusPerNode() != null ? o.cpusPerNode() : knownCpus;
            if (nodeCpus == null && r.exclusive()) {
                nodeCpus = DEFAULT_NODE_CPUS;
                assumed.add("--exclusive" + (r.line("exclusive") > 0 ? " (line " + r.line("exclusive") + ")" : "") + " gives the job every CPU of"
                        + " the node, whose count is not known: " + DEFAULT_NODE_CPUS + " assumed (give --cpus-per-node or --node-facts)");
            }
            parts.add(part(r, hosts, gpn, partition, nodeCpus, knownGpus));
        }
        return new Allocation(jobId, jobName, List.copyOf(parts), List.copyOf(assumed));
    }

    private static Part part(JobRequest.Component r, List<String> hosts, Integer gpn, String partition, Integer nodeCpus,
                             Integer nodeGpus) {
        int n = hosts.size();
        List<Integer> tasks = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (r.ntasksPerNode() != null) {
                tasks.add(r.ntasksPerNode());
            } else if (r.ntasks() != null) {
                tasks.add(r.ntasks() / n + (k < r.ntasks() % n ? 1 : 0));
            } else {
                tasks.add(r.exclusive() && nodeCpus != null ? nodeCpus : 1);
            }
        }
        int cpt = r.cpusPerTask() == null ? 1 : r.cpusPerTask();
        List<Integer> cpus = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int use = Math.max(1, tasks.get(k) * cpt);
            cpus.add(r.exclusive() && nodeCpus != null ? Math.max(nodeCpus, use) : use);
        }
        int gpus = gpn != null ? gpn : r.gpus() != null ? (r.gpus() + n - 1) / n : 0;
        if (r.gpusPerTask() != null && gpn == null && r.gpus() == null) {
            gpus = r.gpusPerTask() * Collections.max(tasks);
        }
        if (r.exclusive() && nodeGpus != null) {
            gpus = Math.max(gpus, nodeGpus); // --exclusive: every GPU of the node (seen on both testbed stacks)
        }
        return new Part(hosts, tasks, cpus, gpus, partition, r.ntasks() != null || r.ntasksPerNode() != null
                ? Integer.valueOf(tasks.stream().mapToInt(Integer::intValue).sum()) : null, r.ntasksPerNode(), r.cpusPerTask(), gpn,
                r.gpus(), r.gpusPerTask());
    }

    private static List<String> names(List<String> known, int from, int n) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int at = from + k;
            out.add(known != null && at < known.size() ? known.get(at) : "node" + (at + 1));
        }
        return out;
    }
}
