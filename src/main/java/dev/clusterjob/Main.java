package dev.clusterjob;

import dev.clusterjob.cli.ClusterjobCommand;
import dev.clusterjob.cli.UnknownArguments;
import dev.clusterjob.startup.FastPath;
import dev.clusterjob.trace.Trace;
import dev.clusterjob.submit.Context;
import picocli.CommandLine;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Entry point: builds the command line, maps exceptions to exit codes ({@link ExitCodes}); nothing else. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        Trace.mark("main");
        if (args.length > 0 && (args[0].equals("render") || args[0].equals("check"))) {
            // These commands print no local time. A fixed UTC zone spares FreeMarker's Configuration,
            // which asks for the default zone, from reading and indexing the JDK's whole time-zone
            // database (tzdb.dat; its cost is in docs/performance.md).
            java.util.TimeZone.setDefault(new java.util.SimpleTimeZone(0, "UTC"));
        }
        int code = run(args, out, err);
        Trace.dump();
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs one command with the given streams and returns its exit code (tests call this in-process). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, null);
    }

    /** The same in {@code context} (null: the system's; tests pass a fake Slurm, clock and state directory). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Context context) {
        // -Dclusterjob.fastpath=off: every command through picocli (bench/dist.sh measures what the fast path saves)
        Integer fast = "off".equals(System.getProperty("clusterjob.fastpath")) ? null : FastPath.tryRun(args, out, err, context);
        if (fast != null) {
            out.flush();
            err.flush();
            return fast;
        }
        return picocli(args, out, err, context);
    }

    /** The same without the start-up fast path: picocli parses every command (tests compare both paths). */
    public static int picocli(String[] args, PrintWriter out, PrintWriter err, Context context) {
        CommandLine cl = ClusterjobCommand.commandLine(args, context);
        cl.setOut(out);
        cl.setAllowOptionsAsOptionParameters(true);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("clusterjob: " + UnknownArguments.explain(ex, a));
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean verbose = ClusterjobCommand.verbose(commandLine);
            if (ex instanceof ClusterjobException ce) {
                err.println("clusterjob: " + ce.getMessage());
                if (verbose) {
                    ce.printStackTrace(err);
                }
                return ce.exitCode();
            }
            err.println("clusterjob: internal error: " + ex + (verbose ? "" : " (run with --verbose for the stack trace)"));
            if (verbose) {
                ex.printStackTrace(err);
            }
            return ExitCodes.INTERNAL;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
