package dev.clusterjob.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The variables Slurm gives a batch script on the first node of its allocation, for one Slurm
 * version: the names and values captured from real jobs on Slurm 22.05 and 24.11
 * (src/test/resources/captures/explain, testbed/capture-env.sh). Those that depend on the site or the
 * moment (addresses, ports, pids, times, the cluster's name) are not set: {@link Unsimulated} lists them.
 */
public final class BatchEnvironment {
    private BatchEnvironment() {
    }

    /** The batch shell's Slurm variables for {@code a} on {@code stack}; {@code submitDir} is SLURM_SUBMIT_DIR. */
    public static Map<String, String> of(Allocation a, SlurmStack stack, JobUser user, String submitDir) {
        Map<String, String> e = new TreeMap<>();
        Allocation.Part p = a.components().get(0);
        job(e, a, user, submitDir);
        e.put("SLURM_CPUS_ON_NODE", String.valueOf(p.cpus().get(0)));
        part(e, p, "", a.het(), stack);
        gpus(e, p);
        if (p.cpusPerTask() != null) {
            e.put("SLURM_CPUS_PER_TASK", String.valueOf(p.cpusPerTask()));
        }
        if (a.het()) {
            het(e, a, stack);
        }
        if (stack.atLeast2411()) {
            externalLauncher(e, p);
        } else {
            e.put("SLURM_NODE_ALIASES", "(null)");
        }
        return e;
    }

    /** The job's name, id and user, and the batch task's place: task 0 on the first node. */
    private static void job(Map<String, String> e, Allocation a, JobUser user, String submitDir) {
        String host = a.components().get(0).hosts().get(0);
        String id = String.valueOf(a.jobId());
        e.put("ENVIRONMENT", "BATCH");
        e.put("HOSTNAME", host);
        e.put("SLURMD_NODENAME", host);
        e.put("SLURM_JOB_ID", id);
        e.put("SLURM_JOBID", id);
        e.put("SLURM_JOB_NAME", a.jobName());
        e.put("SLURM_JOB_UID", String.valueOf(user.uid()));
        e.put("SLURM_JOB_GID", String.valueOf(user.gid()));
        e.put("SLURM_JOB_USER", user.name());
        e.put("SLURM_SUBMIT_DIR", submitDir);
        e.put("SLURM_GTIDS", "0");
        e.put("SLURM_PROCID", "0");
        e.put("SLURM_LOCALID", "0");
        e.put("SLURM_NODEID", "0");
        e.put("SLURM_TOPOLOGY_ADDR", host);
        e.put("SLURM_TOPOLOGY_ADDR_PATTERN", "node");
    }

    /** The first node's GPUs and the GPU counts the job asked for. */
    private static void gpus(Map<String, String> e, Allocation.Part p) {
        if (p.gpusPerNode() > 0) {
            String ids = gpuIds(p.gpusPerNode());
            e.put("SLURM_GPUS_ON_NODE", String.valueOf(p.gpusPerNode()));
            e.put("SLURM_JOB_GPUS", ids);
            e.put("CUDA_VISIBLE_DEVICES", ids);
            e.put("ROCR_VISIBLE_DEVICES", ids);
            e.put("GPU_DEVICE_ORDINAL", ids);
            e.put("ZE_AFFINITY_MASK", ids);
        }
        if (p.gpusRequested() != null) {
            e.put("SLURM_GPUS_PER_NODE", String.valueOf(p.gpusRequested()));
        }
        if (p.gpusTotal() != null) {
            e.put("SLURM_GPUS", String.valueOf(p.gpusTotal()));
        }
        if (p.gpusPerTask() != null) {
            e.put("SLURM_GPUS_PER_TASK", String.valueOf(p.gpusPerTask()));
        }
    }

    /** 24.11's sbatch tells MPI launchers to start their daemons with srun --external-launcher. */
    private static void externalLauncher(Map<String, String> e, Allocation.Part p) {
        e.put("SLURM_OOM_KILL_STEP", "0");
        e.put("HYDRA_BOOTSTRAP", "slurm");
        e.put("HYDRA_LAUNCHER_EXTRA_ARGS", "--external-launcher");
        e.put("I_MPI_HYDRA_BOOTSTRAP", "slurm");
        e.put("I_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS", "--external-launcher");
        e.put("OMPI_MCA_plm_slurm_args", "--external-launcher");
        e.put("PRTE_MCA_plm_slurm_args", "--external-launcher");
        if (p.cpusPerTask() != null) {
            e.put("SLURM_TRES_PER_TASK", "cpu=" + p.cpusPerTask());
        }
    }

    /** The job-shape variables of one component, with {@code suffix} (empty, _HET_GROUP_n or _PACK_GROUP_n). */
    private static void part(Map<String, String> e, Allocation.Part p, String suffix, boolean het, SlurmStack stack) {
        String nodelist = dev.clusterjob.slurm.Hostlist.compress(p.hosts());
        e.put("SLURM_JOB_NODELIST" + suffix, nodelist);
        e.put("SLURM_JOB_NUM_NODES" + suffix, String.valueOf(p.hosts().size()));
        e.put("SLURM_JOB_CPUS_PER_NODE" + suffix, dev.clusterjob.slurm.NodeCounts.format(p.cpus()));
        e.put("SLURM_TASKS_PER_NODE" + suffix, dev.clusterjob.slurm.NodeCounts.format(p.tasks()));
        e.put("SLURM_JOB_PARTITION" + suffix, p.partition() == null ? "default" : p.partition());
        if (suffix.isEmpty()) {
            e.put("SLURM_NODELIST", nodelist);
            e.put("SLURM_NNODES", String.valueOf(p.hosts().size()));
        }
        if (p.ntasks() != null && !(het && stack.atLeast2411())) { // 24.11 leaves a het job's task counts out
            e.put("SLURM_NTASKS" + suffix, String.valueOf(p.ntasks()));
            e.put("SLURM_NPROCS" + suffix, String.valueOf(p.ntasks()));
        }
        if (p.ntasksPerNode() != null && !(suffix.isEmpty() && het)) {
            e.put("SLURM_NTASKS_PER_NODE" + suffix, String.valueOf(p.ntasksPerNode()));
        }
    }

    /** A het job: every component's shape under both suffixes, and the component count. */
    private static void het(Map<String, String> e, Allocation a, SlurmStack stack) {
        String n = String.valueOf(a.components().size());
        e.put("SLURM_HET_SIZE", n);
        e.put("SLURM_PACK_SIZE", n);
        for (int g = 0; g < a.components().size(); g++) {
            Allocation.Part p = a.components().get(g);
            for (String suffix : List.of("_HET_GROUP_" + g, "_PACK_GROUP_" + g)) {
                part(e, p, suffix, true, stack);
                e.put("SLURM_JOB_ID" + suffix, String.valueOf(a.jobId() + g));
                e.put("SLURM_JOB_NAME" + suffix, a.jobName());
            }
        }
    }

    /** "0,1,...,n-1": the GPU indexes a job holding n GPUs of a node sees (the first ones). */
    public static String gpuIds(int n) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ids.add(String.valueOf(i));
        }
        return String.join(",", ids);
    }
}
