package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.Context;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Runs one command line and maps exceptions to exit codes ({@link ExitCodes}): the start-up fast path
 * first, picocli otherwise. Main and the class-archive training run both call it.
 */
public final class CommandRunner {
    private CommandRunner() {
    }

    /** Runs one command with the given streams in {@code context} (null: the system's) and returns its exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Context context) {
        // bench/dist.sh measures what the fast path saves: -Dclusterjob.fastpath=off (or anything but on or subcommand,
        // which is what the fast path does) sends every command through the whole command line
        String parser = System.getProperty("clusterjob.fastpath", "on");
        boolean fastPath = parser.equals("on") || parser.equals("subcommand");
        Integer fast = fastPath ? FastPath.tryRun(args, out, err, context) : null;
        if (fast != null) {
            out.flush();
            err.flush();
            return fast;
        }
        return picocli(args, out, err, context);
    }

    /** The same without the start-up fast path: the whole command line, top command and all (tests compare both paths). */
    public static int picocli(String[] args, PrintWriter out, PrintWriter err, Context context) {
        CommandLine cl = ClusterjobCommand.commandLine(args, context);
        cl.setOut(out);
        cl.setAllowOptionsAsOptionParameters(true);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("clusterjob: " + TerminalText.lines(UnknownArguments.explain(ex, a)));
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean verbose = ClusterjobCommand.verbose(commandLine);
            if (ex instanceof ClusterjobException ce) {
                err.println("clusterjob: " + TerminalText.lines(ce.getMessage()));
                if (verbose) {
                    ce.printStackTrace(err);
                }
                return ce.exitCode();
            }
            err.println("clusterjob: internal error: " + TerminalText.lines(String.valueOf(ex)) + (verbose ? "" : " (run with --verbose for the stack trace)"));
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
