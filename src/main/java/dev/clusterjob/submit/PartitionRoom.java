package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.slurm.Partition;
import dev.clusterjob.slurm.SlurmClient;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How many nodes a job's partition has for it ({@code sinfo}, through {@link SlurmClient}): whether a
 * resubmission fits before it is made, and which part of a request sbatch refused, the node count or
 * what every node is asked for. The job's partition, node count and exclusions are its sbatch options
 * (a resubmission's) over its {@code #SBATCH} lines.
 */
final class PartitionRoom {
    /** sbatch's words for a request the partition cannot hold (slurm_errno.c: ESLURM_INVALID_NODE_COUNT, ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE). */
    static final List<String> REFUSALS = List.of("Node count specification invalid", "Requested node configuration is not available");

    /**
     * A job against its partition.
     *
     * @param partition the partition (sinfo's view), null when sinfo does not list it
     * @param asked the nodes the job asks for (the lower bound of a range), null when it does not say
     * @param excluded the nodes it excludes ({@code --exclude})
     */
    record Room(Partition partition, Integer asked, Set<String> excluded) {
        /** The usable nodes of the partition the job may get. */
        List<String> free() {
            return partition.usableWithout(excluded);
        }

        /** "partition debug has 3 usable node(s), 2 of them excluded (and 1 down or drained) (sinfo)": what the job can have. */
        String describe() {
            long out = partition.usable().stream().filter(excluded::contains).count();
            int unusable = partition.nodes().size() - partition.usable().size();
            return "partition " + partition.name() + " has " + partition.usable().size() + " usable node(s)"
                    + (out == 0 ? "" : ", " + out + " of them excluded") + (unusable == 0 ? "" : " (and " + unusable + " down or drained)")
                    + " (sinfo)";
        }
    }

    private final SlurmClient slurm;

    PartitionRoom(SlurmClient slurm) {
        this.slurm = slurm;
    }

    /** The room of {@code p}'s job with {@code moreExcluded} left out too; the partition is null when sinfo does not list it. */
    Room of(Submitter.Prepared p, Set<String> moreExcluded) {
        String partition = option(p, "partition");
        Set<String> excluded = new LinkedHashSet<>();
        String own = option(p, "exclude");
        if (own != null && !own.isBlank()) {
            excluded.addAll(Hostlist.expand(own, p.script() + ": --exclude"));
        }
        excluded.addAll(moreExcluded);
        return new Room(Partition.of(slurm.partitions(), partition), count(option(p, "nodes")), excluded);
    }

    /**
     * What sbatch's refusal {@code message} of {@code p} means, as a clause to add ("; the job asks 5
     * node(s) but partition debug has 3 ..."), or "" when the message is another one or sinfo cannot tell.
     */
    String refusal(Submitter.Prepared p, String message) {
        if (REFUSALS.stream().noneMatch(message::contains)) {
            return "";
        }
        Room r;
        try {
            r = of(p, Set.of());
        } catch (ClusterjobException e) {
            return ""; // sinfo did not answer: sbatch's words stand alone
        }
        if (r.partition() == null || r.asked() == null) {
            return "";
        }
        if (r.asked() > r.free().size()) {
            return "; the job asks " + r.asked() + " node(s) but " + r.describe() + ": lower --nodes, or pick another partition";
        }
        return "; " + r.describe() + ", enough for " + r.asked() + " node(s): what no node has is the per-node request"
                + " (CPUs, GPUs, memory, features: sinfo -N -p " + r.partition().name() + " -o '%N %c %G %m %f')"
                + (message.contains(REFUSALS.get(0)) ? " or a node limit of the partition (scontrol show partition)" : "");
    }

    /** The value of sbatch option {@code name}: the last {@code --name=V} among {@code p}'s options, else its #SBATCH line. */
    static String option(Submitter.Prepared p, String name) {
        String v = p.directives().get(name);
        for (String o : p.options()) {
            if (o.startsWith("--" + name + "=")) {
                v = o.substring(name.length() + 3);
            }
        }
        return v;
    }

    /** The smallest node count of {@code --nodes} ({@code 2}, {@code 2-4}, {@code 2-2}); null when absent or not a count. */
    static Integer count(String nodes) {
        if (nodes == null) {
            return null;
        }
        String min = nodes.strip().split("[-:,]", 2)[0];
        return min.matches("[0-9]{1,6}") ? Integer.valueOf(min) : null;
    }
}
