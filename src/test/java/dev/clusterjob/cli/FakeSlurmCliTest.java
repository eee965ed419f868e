package dev.clusterjob.cli;

import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/**
 * What the CLI tests on a fake Slurm share: a fake clock and Slurm, a context whose state and working folder are a
 * temporary folder, and {@link #run} through Main.run in-process, keeping the last command's output and errors.
 */
abstract class FakeSlurmCliTest {
    @TempDir
    Path dir;
    FakeTime time;
    FakeSlurmRunner slurm;
    Context ctx;
    String out;
    String err;

    @BeforeEach
    void fakeSlurm() {
        time = new FakeTime();
        slurm = new FakeSlurmRunner(time);
        ctx = Cli.onFakeSlurm(slurm, time, dir);
    }

    /** Runs clusterjob with {@code args}; its exit code, {@link #out} and {@link #err} its streams. */
    int run(String... args) {
        Cli.Result r = Cli.run(ctx, args);
        out = r.out();
        err = r.err();
        return r.code();
    }
}
