package dev.clusterjob.testing;

import dev.clusterjob.slurm.JobState;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;

/**
 * What the sweep tests share: the fake Slurm of cluster "clusterjob29", whose jobs run on node[1-3] from second 2
 * to 30, and its clock; a context in a temporary folder; jobs that write the pairs.tsv the real testbed wrote
 * (src/test/resources/sweep) where the job would; {@link #sweep} through Main.run in-process.
 */
public abstract class SweepOnFakeSlurm {
    protected static final Path TSV = Path.of("src/test/resources/sweep");
    protected static final String PROFILES = Path.of("src/test/e2e/testbed-profiles.yaml").toAbsolutePath().toString();
    @TempDir
    protected Path dir;
    protected FakeSlurmRunner slurm;
    protected Context ctx;
    /** The last command's exit code and streams. */
    protected Cli.Result r;

    @BeforeEach
    void fakeCluster() {
        FakeTime time = new FakeTime();
        slurm = new FakeSlurmRunner(time);
        slurm.clusterName = "clusterjob29";
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node[1-3]"), at(30, JobState.COMPLETED, "node[1-3]"));
        ctx = Cli.onFakeSlurm(slurm, time, dir);
    }

    /** Each sweep job the fake sbatch takes writes {@code fixtures} in turn as its pairs.tsv. */
    protected void jobsWrite(String... fixtures) {
        slurm.onSbatch = call -> {
            try {
                Path folder = Files.createDirectories(dir.resolve("clusterjob-sweep-" + (999 + call) + ".sweep"));
                Files.copy(TSV.resolve(fixtures[call - 1]), folder.resolve("pairs.tsv"));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
    }

    /** {@code clusterjob sweep} of partition debug with the testbed's sweep profile, 256K messages, and {@code extra}. */
    protected int sweep(String... extra) {
        List<String> args = new ArrayList<>(List.of("sweep", "--partition", "debug", "--profile", "testbed-sweep", "--profile-file",
                PROFILES, "--max-bytes", "256K"));
        args.addAll(List.of(extra));
        r = Cli.run(ctx, args.toArray(String[]::new));
        return r.code();
    }
}
