package dev.clusterjob;

import dev.clusterjob.cli.ClusterjobCommand;
import dev.clusterjob.cli.RenderCommand;
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
        String encoding = dev.clusterjob.startup.NameEncoding.problem(args);
        if (encoding != null) {
            err.println("clusterjob: " + encoding);
            System.exit(ExitCodes.USAGE);
        }
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
        String parser = System.getProperty("clusterjob.fastpath", "on");
        if (!parser.equals("on")) {
            return picocliForBenchmark(parser, args, out, err, context);
        }
        Integer fast = FastPath.tryRun(args, out, err, context);
        if (fast != null) {
            out.flush();
            err.flush();
            return fast;
        }
        return picocli(args, out, err, context);
    }

    /**
     * For bench/dist.sh only (issue 29: is the hand-written fast path still worth its code?): the same start-up,
     * warm-up threads included, with picocli parsing. {@code -Dclusterjob.fastpath=off}: every command through
     * {@link #picocli}; {@code =subcommand}: render through a command line of render's own model alone
     * ({@code new CommandLine(new RenderCommand())}, no top-level command), anything else as {@code off}.
     */
    private static int picocliForBenchmark(String parser, String[] args, PrintWriter out, PrintWriter err, Context context) {
        FastPath.startWarmUp(args);
        if (parser.equals("subcommand") && args.length > 0 && args[0].equals("render")) {
            return execute(new CommandLine(new RenderCommand()), java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        }
        return picocli(args, out, err, context);
    }

    /** The same without the start-up fast path: picocli parses every command (tests compare both paths). */
    public static int picocli(String[] args, PrintWriter out, PrintWriter err, Context context) {
        return execute(ClusterjobCommand.commandLine(args, context), args, out, err);
    }

    /** Runs {@code cl} on {@code args} with clusterjob's error handling: one line per error, the exit codes of {@link ExitCodes}. */
    private static int execute(CommandLine cl, String[] args, PrintWriter out, PrintWriter err) {
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
