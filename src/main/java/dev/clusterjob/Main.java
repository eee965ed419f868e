package dev.clusterjob;

import dev.clusterjob.cli.CommandRunner;
import dev.clusterjob.startup.NameEncoding;
import dev.clusterjob.startup.WarmUp;
import dev.clusterjob.submit.Context;
import dev.clusterjob.trace.Trace;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Entry point: the start-up checks and threads ({@code startup/}), then the command line
 * ({@link CommandRunner}, which maps exceptions to exit codes, {@link ExitCodes}); nothing else.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        Trace.mark("main");
        String encoding = NameEncoding.problem(args);
        if (encoding != null) {
            err.println("clusterjob: " + encoding);
            exit(ExitCodes.USAGE, out, err);
        }
        if (args.length > 0 && (args[0].equals("render") || args[0].equals("check"))) {
            // These commands print no local time. A fixed UTC zone spares FreeMarker's Configuration,
            // which asks for the default zone, from reading and indexing the JDK's whole time-zone
            // database (tzdb.dat; its cost is in docs/performance.md).
            java.util.TimeZone.setDefault(new java.util.SimpleTimeZone(0, "UTC"));
        }
        if (args.length > 0 && (args[0].equals("render") || args[0].equals("check") || args[0].equals("submit"))) {
            WarmUp.start(); // FreeMarker's set-up on a second thread while the arguments and spec are read
        }
        int code = run(args, out, err);
        Trace.dump();
        exit(code, out, err);
    }

    /**
     * Ends the process with {@code code} once everything written is out. Runtime.halt, not System.exit: from
     * Java 21 on, System.exit asks a System.Logger whether to log the exit, and setting up the JDK's logging
     * for that question cost a run 17 ms of CPU (bench/results/exit-*, about a tenth of a render). clusterjob
     * registers no shutdown hook and asks for no delete-on-exit; its files are closed before this; the
     * threads still running are the start-up's daemons, which exit would not wait for either.
     */
    static void exit(int code, PrintWriter out, PrintWriter err) {
        out.flush();
        err.flush();
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(code);
    }

    /** Runs one command with the given streams and returns its exit code (tests call this in-process). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, null);
    }

    /** The same in {@code context} (null: the system's; tests pass a fake Slurm, clock and state directory). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Context context) {
        return CommandRunner.run(args, out, err, context);
    }

    /** The same without the start-up fast path: picocli parses every command (tests compare both paths). */
    public static int picocli(String[] args, PrintWriter out, PrintWriter err, Context context) {
        return CommandRunner.picocli(args, out, err, context);
    }
}
