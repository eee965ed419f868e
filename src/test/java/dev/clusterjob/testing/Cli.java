package dev.clusterjob.testing;

import dev.clusterjob.Main;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.FakeSlurmRunner;
import dev.clusterjob.submit.FakeTime;
import dev.clusterjob.submit.Runners;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the real CLI in-process and captures its exit code and streams. */
public final class Cli {
    /** Outcome of one command. */
    public record Result(int code, String out, String err) {
    }

    private Cli() {
    }

    /** A context on {@code slurm} and {@code time}, its state in {@code dir}/state, working in {@code dir}, never prompting. */
    public static Context onFakeSlurm(FakeSlurmRunner slurm, FakeTime time, Path dir) {
        return Context.system().withRunners(Runners.fixed(slurm)).withTime(time).withStateDir(dir.resolve("state")).withCwd(dir)
                .withPrompt(q -> null);
    }

    public static Result run(String... args) {
        return run(null, args);
    }

    /** In {@code context} (a fake Slurm, clock, state directory; null: the system's). */
    public static Result run(Context context, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), context);
        return new Result(code, out.toString(), err.toString());
    }

    /** Without the start-up fast path (picocli parses every command), to compare both paths. */
    public static Result runPicocli(Context context, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.picocli(args, new PrintWriter(out, true), new PrintWriter(err, true), context);
        return new Result(code, out.toString(), err.toString());
    }
}
