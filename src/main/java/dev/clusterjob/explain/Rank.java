package dev.clusterjob.explain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of explain's table: a process that would start, with what it would learn about itself.
 * Each field comes from the variables the launchers define (RANK, else HOROVOD_RANK, else
 * OMPI_COMM_WORLD_RANK, PMIX_RANK, PMI_RANK, MV2_COMM_WORLD_RANK, else for a program srun starts
 * itself SLURM_PROCID; the same order for the others), as a string: empty when no such variable is
 * set, "?" when it is decided only at start-up.
 *
 * @param nodeIndex the host's position in the allocation (0-based), -1 for a host outside it
 * @param fabricDiff the fabric variables whose value differs from the first row's (null: unset here)
 */
public record Rank(String host, int nodeIndex, String slurmProcid, String nodeRank, String localRank, String rank, String worldSize,
                   String masterAddr, String masterPort, Map<String, String> visibleDevices, Map<String, String> fabricDiff,
                   List<String> command, int line, String via, Map<String, String> env) {

    static final List<String> RANK = List.of("RANK", "HOROVOD_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "MV2_COMM_WORLD_RANK");
    static final List<String> LOCAL_RANK = List.of("LOCAL_RANK", "HOROVOD_LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID",
            "MV2_COMM_WORLD_LOCAL_RANK");
    static final List<String> NODE_RANK = List.of("NODE_RANK", "GROUP_RANK", "CROSS_RANK", "HOROVOD_CROSS_RANK");
    static final List<String> WORLD_SIZE = List.of("WORLD_SIZE", "HOROVOD_SIZE", "OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "MV2_COMM_WORLD_SIZE");
    static final List<String> DEVICES = List.of("CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES");

    /** The row of {@code p}, with {@code hosts} the allocation's hosts in order and {@code firstFabric} rank 0's fabric variables. */
    static Rank of(ProcessRecord p, List<String> hosts, Map<String, String> firstFabric) {
        Map<String, String> e = p.env();
        Map<String, String> devices = new LinkedHashMap<>();
        for (String d : DEVICES) {
            if (e.containsKey(d)) {
                devices.put(d, e.get(d));
            }
        }
        Map<String, String> diff = new LinkedHashMap<>();
        Map<String, String> mine = fabric(e);
        for (String k : union(firstFabric, mine)) {
            if (!java.util.Objects.equals(firstFabric.get(k), mine.get(k))) {
                diff.put(k, mine.get(k));
            }
        }
        boolean srunTask = p.via().equals("srun") || p.via().endsWith(">srun");
        return new Rank(p.host(), hosts.indexOf(p.host()), value(p, List.of("SLURM_PROCID")), value(p, srunTask ? plus(NODE_RANK, "SLURM_NODEID")
                : NODE_RANK), value(p, srunTask ? plus(LOCAL_RANK, "SLURM_LOCALID") : LOCAL_RANK), value(p, srunTask ? plus(RANK, "SLURM_PROCID")
                : RANK), value(p, srunTask ? plus(WORLD_SIZE, "SLURM_NTASKS") : WORLD_SIZE), value(p, List.of("MASTER_ADDR")),
                value(p, List.of("MASTER_PORT")), devices, diff, p.argv(), p.line(), p.via(), e);
    }

    /**
     * A program srun starts directly (no launcher in between) learns its place from srun's variables
     * (SLURM_PROCID, SLURM_LOCALID, SLURM_NODEID, SLURM_NTASKS), as Lightning's and submitit's Slurm
     * environments read them: they come last, after the launchers' own.
     */
    private static List<String> plus(List<String> names, String slurm) {
        List<String> out = new java.util.ArrayList<>(names);
        out.add(slurm);
        return out;
    }

    /** The first of {@code names} that is set; "?" when the first one is decided at start-up; "" when none. */
    static String value(ProcessRecord p, List<String> names) {
        for (String n : names) {
            if (p.unknown().contains(n)) {
                return "?";
            }
            String v = p.env().get(n);
            if (v != null) {
                return v;
            }
        }
        return "";
    }

    /**
     * The fabric variables of an environment: NCCL_*, RCCL_*, GLOO_*, UCX_*, FI_*, TP_SOCKET_IFNAME,
     * TORCH_NCCL_*, and Open MPI's transport choices (OMPI_MCA_btl*, _oob*, _pml*).
     */
    static Map<String, String> fabric(Map<String, String> env) {
        Map<String, String> out = new java.util.TreeMap<>();
        for (Map.Entry<String, String> v : env.entrySet()) {
            String k = v.getKey();
            if (k.startsWith("NCCL_") || k.startsWith("RCCL_") || k.startsWith("GLOO_") || k.startsWith("UCX_") || k.startsWith("FI_")
                    || k.equals("TP_SOCKET_IFNAME") || k.startsWith("TORCH_NCCL_") || k.startsWith("OMPI_MCA_btl")
                    || k.startsWith("OMPI_MCA_oob") || k.startsWith("OMPI_MCA_pml")) {
                out.put(k, v.getValue());
            }
        }
        return out;
    }

    private static java.util.Set<String> union(Map<String, String> a, Map<String, String> b) {
        java.util.Set<String> s = new java.util.TreeSet<>(a.keySet());
        s.addAll(b.keySet());
        return s;
    }

    /** RANK as a number, or -1 when it is not a number. */
    public int rankNumber() {
        return number(rank);
    }

    static int number(String s) {
        return s != null && s.matches("\\d{1,9}") ? Integer.parseInt(s) : -1;
    }
}
