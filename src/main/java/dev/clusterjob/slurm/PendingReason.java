package dev.clusterjob.slurm;

import java.util.List;

/**
 * A pending job's Reason (squeue {@code %r} / {@code -O Reason}) read for one question: can the job
 * still start by itself? Slurm keeps a job whose request its partition, QOS or association can never
 * satisfy queued forever (with {@code EnforcePartLimits=NO}, Slurm's default, and for every QOS
 * limit), showing only the reason. Reason names: slurm.h {@code job_state_reason} and squeue(1),
 * "JOB REASON CODES".
 *
 * @param name the reason's name ({@code ReqNodeNotAvail})
 * @param unavailableNodes for ReqNodeNotAvail, the hostlist after {@code UnavailableNodes:}, else null
 */
public record PendingReason(String name, String unavailableNodes) {
    /** How a reason bears on the job's start. */
    public enum Kind {
        /** Never clears by itself: the request exceeds what the partition, QOS or account allows. */
        NEVER,
        /** Never clears by itself when the named nodes are down or drained (ReqNodeNotAvail). */
        NODES,
        /** A per-user limit: clears only when the user's other jobs end (never, when none runs). */
        PER_USER,
        /** An ordinary wait (Resources, Priority, Dependency, BeginTime ...), or a reason we do not judge. */
        WAIT
    }

    /** Parses squeue's Reason text: {@code PartitionNodeLimit}, {@code ReqNodeNotAvail, UnavailableNodes:node[2-3]}; null for none. */
    public static PendingReason parse(String reason) {
        if (reason == null) {
            return null;
        }
        String r = reason.trim();
        if (r.isEmpty() || r.equals("None") || r.equals("(null)")) {
            return null;
        }
        int comma = r.indexOf(',');
        String name = (comma < 0 ? r : r.substring(0, comma)).trim();
        String nodes = null;
        int at = r.indexOf("UnavailableNodes:");
        if (at >= 0) {
            String rest = r.substring(at + "UnavailableNodes:".length()).trim();
            int end = rest.indexOf(' ');
            nodes = (end < 0 ? rest : rest.substring(0, end)).replaceAll("[,)]+$", "");
            if (nodes.isEmpty()) {
                nodes = null;
            }
        }
        return new PendingReason(name, nodes);
    }

    /** Reasons that mean the request itself is refused by configuration (nothing that runs or ends changes them). */
    private static final List<String> NEVER = List.of("PartitionConfig", "PartitionNodeLimit", "PartitionTimeLimit", "BadConstraints",
            "InvalidAccount", "InvalidQOS", "QOSJobLimit", "DependencyNeverSatisfied", "AccountNotAllowed", "QOSNotAllowed",
            "PartitionNotAllowed");

    public Kind kind() {
        if (name.equals("ReqNodeNotAvail")) {
            return unavailableNodes != null ? Kind.NODES : Kind.WAIT;
        }
        if (NEVER.contains(name)) {
            return Kind.NEVER;
        }
        boolean limit = name.startsWith("QOS") || name.startsWith("Assoc");
        if (limit && !name.contains("Grp") && (name.contains("PerJob") || name.startsWith("QOSMin") || name.contains("MaxWall"))) {
            return Kind.NEVER;
        }
        if (limit && !name.contains("Grp") && name.contains("PerUser")) {
            return Kind.PER_USER;
        }
        return Kind.WAIT;
    }

    /** What to change, in one clause, for a reason that does not clear by itself; null for an ordinary wait. */
    public String advice() {
        return switch (name) {
            case "PartitionNodeLimit" -> "the job asks more nodes than its partition allows or has (scontrol show partition: MaxNodes,"
                    + " TotalNodes): lower --nodes, or pick another partition";
            case "PartitionTimeLimit" -> "the job's time limit is above its partition's MaxTime (sinfo -o '%P %l'): lower --time"
                    + " (sbatch: time), or pick another partition";
            case "PartitionConfig" -> "the job asks more per node (CPUs, GPUs, memory) than the partition's nodes have"
                    + " (sinfo -N -o '%N %c %G %m'): lower cpus-per-task, gpus_per_node or mem, or pick another partition";
            case "BadConstraints" -> "no node of the partition has the features the job asks (sinfo -o '%N %f'): fix --constraint,"
                    + " or pick another partition";
            case "ReqNodeNotAvail" -> "the nodes the job requires are down or drained: drop them from nodelist:, or wait for an admin";
            case "InvalidAccount", "AccountNotAllowed" -> "the job's account cannot use this partition or does not exist: fix --account";
            case "InvalidQOS", "QOSNotAllowed" -> "the job's QOS cannot be used here: fix --qos";
            case "PartitionNotAllowed" -> "the job's account or group may not use this partition: pick another partition";
            case "DependencyNeverSatisfied" -> "a job it depends on ended in a way that never satisfies the dependency: fix --dependency";
            default -> kind() == Kind.PER_USER
                    ? "the job alone exceeds a per-user limit of its QOS or account (sacctmgr show qos): ask for less, or another QOS"
                    : kind() == Kind.NEVER
                    ? "the job exceeds a per-job limit of its QOS or account (sacctmgr show qos format=name,maxtres,maxwall):"
                    + " ask for less, or another QOS"
                    : null;
        };
    }
}
