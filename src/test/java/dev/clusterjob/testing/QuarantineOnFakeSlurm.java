package dev.clusterjob.testing;

import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the quarantine tests share (the command's and submit's hooks): the fake Slurm of cluster "clusterjob"
 * and its clock, a context whose state and working folder are a temporary folder holding {@code t.sh} (a
 * 2-node batch script for partition debug), and {@link #run} through Main.run in-process.
 */
public abstract class QuarantineOnFakeSlurm {
    @TempDir
    protected Path dir;
    protected FakeTime time;
    protected FakeSlurmRunner slurm;
    protected Context ctx;
    /** The last command's exit code and streams. */
    protected Cli.Result r;

    @BeforeEach
    void fakeCluster() throws Exception {
        time = new FakeTime();
        slurm = new FakeSlurmRunner(time);
        slurm.clusterName = "clusterjob";
        ctx = Cli.onFakeSlurm(slurm, time, dir);
        Files.writeString(dir.resolve("t.sh"), "#!/bin/bash\n#SBATCH -J t\n#SBATCH -p debug\n#SBATCH -N 2\n#SBATCH -o %x-%j.out\nsrun hostname\n");
    }

    protected int run(String... args) {
        r = Cli.run(ctx, args);
        return r.code();
    }

    /** The options of sbatch call {@code call} (0-based), without the job's comment. */
    protected List<String> sbatchOptions(int call) {
        List<String> a = slurm.calls("sbatch").get(call);
        return a.subList(2, a.size() - 1).stream().filter(x -> !x.startsWith("--comment=")).toList();
    }

    protected Quarantine quarantine() {
        return Quarantine.in(dir.resolve("state"));
    }
}
