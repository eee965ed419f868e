package dev.clusterjob.testing;

import dev.clusterjob.Main;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the real CLI in-process and captures its exit code and streams. */
public final class Cli {
    /** Outcome of one command. */
    public record Result(int code, String out, String err) {
    }

    private Cli() {
    }

    public static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }
}
