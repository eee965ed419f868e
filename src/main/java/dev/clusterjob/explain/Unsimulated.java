package dev.clusterjob.explain;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The variables real Slurm, Open MPI and torch set that explain does not simulate, and why: each
 * depends on the site, the moment or a process id, so a simulated value would be a guess. docs/explain.md
 * prints this list; the unit test over real captured environments allows exactly these to be missing.
 * A name ending in '*' is a prefix.
 */
public final class Unsimulated {
    private static final Map<String, String> REASONS = reasons();

    private Unsimulated() {
    }

    /** Why {@code name} is not simulated, or null when it is (or is none of the real tools' variables). */
    public static String reason(String name) {
        String exact = REASONS.get(name);
        if (exact != null) {
            return exact;
        }
        for (Map.Entry<String, String> e : REASONS.entrySet()) {
            String k = e.getKey();
            if (k.endsWith("*") && name.startsWith(k.substring(0, k.length() - 1))) {
                return e.getValue();
            }
        }
        return null;
    }

    /** Every entry, in documentation order. */
    public static Map<String, String> all() {
        return REASONS;
    }

    private static Map<String, String> reasons() {
        Map<String, String> m = new LinkedHashMap<>();
        String pid = "a process id";
        String net = "an address or port chosen by the running Slurm";
        m.put("SLURM_TASK_PID", pid);
        m.put("SLURM_SRUN_COMM_HOST", net);
        m.put("SLURM_SRUN_COMM_PORT", net);
        m.put("SLURM_STEP_LAUNCHER_PORT", net);
        m.put("SLURM_LAUNCH_NODE_IPADDR", net);
        m.put("SLURM_WORKING_CLUSTER", "the controller's address and the cluster's name");
        m.put("SLURM_CLUSTER_NAME", "the cluster's name");
        m.put("SLURM_CONF", "where the cluster keeps slurm.conf");
        m.put("SLURM_SUBMIT_HOST", "the login node the job was submitted from");
        m.put("SLURM_PRIO_PROCESS", "the nice value of the process that ran sbatch (0 unless it ran under nice)");
        m.put("SLURM_JOB_START_TIME", "the moment the job starts (24.11)");
        m.put("SLURM_JOB_END_TIME", "the moment the job would end (24.11)");
        m.put("SLURM_JOB_ACCOUNT", "the site's accounting (needs slurmdbd)");
        m.put("SLURM_JOB_QOS", "the site's accounting (needs slurmdbd)");
        m.put("OMPI_MCA_orte_*", "Open MPI 4's internal daemon addresses, session folders and job ids");
        m.put("OMPI_MCA_ess*", "Open MPI's internal job ids");
        m.put("OMPI_MCA_pmix", "Open MPI's internal component selection");
        m.put("OMPI_MCA_shmem_RUNTIME_QUERY_hint", "Open MPI's internal component selection");
        m.put("OMPI_MCA_initial_wdir", "the folder mpirun started in");
        m.put("OMPI_MCA_mpi_oversubscribe", "Open MPI's internal default");
        m.put("OMPI_MCA_cpu_type", "the machine's CPU (Open MPI 5)");
        m.put("OMPI_MCA_mca_base_component_path", "where Open MPI is installed (Open MPI 5)");
        m.put("OMPI_MCA_PREFIXES", "Open MPI 5's build");
        m.put("OMPI_LIBDIR_LOC", "where Open MPI is installed (Open MPI 5)");
        m.put("OMPI_VERSION", "the installed Open MPI's exact version");
        m.put("OMPI_FILE_LOCATION", "a session folder with the daemon's pid");
        m.put("PMIX_ID", "Open MPI's internal job id");
        m.put("PMIX_NAMESPACE", "Open MPI's internal job id");
        m.put("PMIX_SERVER_*", "the local PMIx server's address and folders");
        m.put("PMIX_DSTORE_*", "the local PMIx server's folders");
        m.put("PMIX_SYSTEM_TMPDIR", "the local PMIx server's folders");
        m.put("PMIX_SECURITY_MODE", "the PMIx build");
        m.put("PMIX_GDS_MODULE", "the PMIx build");
        m.put("PMIX_BFROP_BUFFER_TYPE", "the PMIx build");
        m.put("PMIX_VERSION", "the PMIx build");
        m.put("PMIX_MCA_*", "the PMIx build");
        m.put("PRTE_SHARED_FS", "whether the nodes share a file system (Open MPI 5)");
        m.put("LD_LIBRARY_PATH", "Open MPI 5 prefixes its installation's library folder on remote nodes");
        return m;
    }
}
