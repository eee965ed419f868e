package dev.clusterjob.cli;

import dev.clusterjob.Main;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs clusterjob in-process and keeps exit code, stdout and stderr. */
record CliRun(int code, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(code, out.toString(), err.toString());
    }
}
