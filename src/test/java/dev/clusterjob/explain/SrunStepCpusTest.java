package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The simulated srun's CPU variables for a step started with --cpus-per-task where the batch step had none (the
 * llama3-8b-full-sft-h800 example: whole-node steps, {@code --cpus-per-task="$CJ_STEP_CPUS"}): 24.11 gives every task
 * SLURM_TRES_PER_TASK=cpu=N beside SLURM_CPUS_PER_TASK (seen on the debian13 testbed: cpu=96 in each of the h800 job's ranks);
 * 22.05 has no such variable.
 */
class SrunStepCpusTest {
    private static Explainer.Report explain(SlurmStack stack) throws IOException {
        return new Explainer(System.getenv("PATH")).explain(new Explainer.Request(List.of(Path.of("slurm-examples/llama3-8b-full-sft-h800.yaml")),
                Allocation.Overrides.none(), stack, 2, 4242, null, true, Duration.ofSeconds(120), false, List.of()));
    }

    @Test
    void slurm2411GivesTheTasksTheStepsCpusAsTresPerTask() throws IOException {
        List<Rank> ranks = explain(SlurmStack.SLURM_24_11).ranks();
        assertFalse(ranks.isEmpty());
        for (Rank r : ranks) {
            String cpus = r.env().get("SLURM_CPUS_PER_TASK");
            assertEquals("cpu=" + cpus, r.env().get("SLURM_TRES_PER_TASK"), r.host() + " rank " + r.rank());
        }
    }

    @Test
    void slurm2205HasNoTresPerTask() throws IOException {
        List<Rank> ranks = explain(SlurmStack.SLURM_22_05).ranks();
        assertFalse(ranks.isEmpty());
        for (Rank r : ranks) {
            assertNull(r.env().get("SLURM_TRES_PER_TASK"), r.host() + " rank " + r.rank());
        }
    }
}
