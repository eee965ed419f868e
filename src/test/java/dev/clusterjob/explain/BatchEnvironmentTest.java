package dev.clusterjob.explain;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The batch shell's variables against the batch shells of real jobs (captures of testbed/capture-env.sh):
 * every variable the real job had is set with the same value, or is listed in {@link Unsimulated}, or
 * belongs to the machine; nothing is set that the real one did not have.
 */
class BatchEnvironmentTest {
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"slurm-22.05, gpus, -N 2 --ntasks-per-node=1 --gpus-per-node=2 --cpus-per-task=4",
            "slurm-24.11, gpus, -N 2 --ntasks-per-node=1 --gpus-per-node=2 --cpus-per-task=4",
            "slurm-22.05, uneven, -N 2 -n 3", "slurm-24.11, uneven, -N 2 -n 3",
            "slurm-22.05, het, -N 1 --ntasks-per-node=2 : -N 1 --ntasks-per-node=1 -p gpu",
            "slurm-24.11, het, -N 1 --ntasks-per-node=2 : -N 1 --ntasks-per-node=1 -p gpu"})
    void isTheBatchShellOfTheRealJob(String stack, String job, String options) throws IOException {
        Path cap = RealEnvironmentsTest.CAPTURES.resolve(stack).resolve(job);
        Map<String, String> info = RealEnvironmentsTest.jobInfo(cap.resolve("job.txt"));
        Map<String, String> real = RealEnvironmentsTest.env(cap.resolve("batch-0.env0"));
        String nodes = info.get("nodes");
        StringBuilder sb = new StringBuilder("#!/bin/bash\n#SBATCH -J cj-env-" + job + "\n");
        String[] parts = options.split(" : ");
        for (int i = 0; i < parts.length; i++) {
            sb.append(i > 0 ? "#SBATCH hetjob\n" : "").append("#SBATCH ").append(i == 0 ? "-p debug " : "").append(parts[i]).append('\n');
        }
        List<String> hosts = List.of(real.get("SLURM_JOB_NODELIST_HET_GROUP_0") != null
                ? new String[] {real.get("SLURM_JOB_NODELIST_HET_GROUP_0"), real.get("SLURM_JOB_NODELIST_HET_GROUP_1")}
                : dev.clusterjob.slurm.Hostlist.expand(nodes, "nodes").toArray(String[]::new));
        Allocation a = Allocation.place(JobRequest.parse(sb.toString()), Allocation.Overrides.none(), Long.parseLong(info.get("job_id")),
                "cj-env-" + job, hosts, null, null);
        Map<String, String> sim = BatchEnvironment.of(a, SlurmStack.parse(stack), new JobUser("root", 0, 0), real.get("SLURM_SUBMIT_DIR"));
        real.keySet().removeIf(k -> !k.startsWith("SLURM") && !k.contains("VISIBLE") && !k.contains("HYDRA") && !k.contains("plm_slurm")
                && !k.equals("ENVIRONMENT") && !k.equals("HOSTNAME") && !k.equals("GPU_DEVICE_ORDINAL") && !k.equals("ZE_AFFINITY_MASK"));
        assertEquals(List.of(), RealEnvironmentsTest.compare("batch", real, sim));
    }
}
