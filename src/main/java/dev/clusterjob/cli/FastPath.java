package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.Context;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.util.Arrays;

/**
 * Runs {@code render}, {@code check}, {@code status} and {@code --version} with picocli's model of that one
 * subcommand alone, without the top command and its help and version machinery (a smaller model is less
 * start-up time; docs/performance.md). picocli parses; nothing here reads an option. Anything unusual (help,
 * an option picocli refuses, {@code --verbose}, which belongs to the top command) is left to the whole
 * command line by returning null, so errors and help come from one place (an unknown option's did-you-mean:
 * {@code cli/UnknownArguments}). {@code FastPathTest} checks that both paths give the same results.
 */
final class FastPath {
    private FastPath() {
    }

    /** Runs the command when it is a well-formed render, check, status or --version; null means "let the whole command line do it". */
    static Integer tryRun(String[] args, PrintWriter out, PrintWriter err, Context context) {
        if (args.length == 0) {
            return null;
        }
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            for (String line : new ClusterjobCommand.VersionProvider().getVersion()) {
                out.println(line); // what picocli prints, without building its model
            }
            return 0;
        }
        Object command = switch (args[0]) {
            case "render" -> new RenderCommand();
            case "check" -> new CheckCommand();
            case "status" -> new StatusCommand();
            default -> null;
        };
        if (command == null || parsed(command, args, out, err) == null) {
            return null;
        }
        try {
            if (command instanceof SlurmCommand slurm) {
                return slurm.runWithout(out, err, context);
            }
            return ((java.util.concurrent.Callable<Integer>) command).call();
        } catch (ClusterjobException e) {
            err.println("clusterjob: " + TerminalText.lines(e.getMessage()));
            return e.exitCode();
        } catch (Exception e) {
            // as CommandRunner's execution handler does for the whole command line
            err.println("clusterjob: internal error: " + TerminalText.lines(String.valueOf(e)) + " (run with --verbose for the stack trace)");
            return ExitCodes.INTERNAL;
        }
    }

    /**
     * picocli's parse of {@code args} (after the subcommand's name) into {@code command}, writing to {@code out}
     * and {@code err}; null when picocli refuses them or help is asked for.
     */
    static CommandLine parsed(Object command, String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(command);
        cl.setAllowOptionsAsOptionParameters(true);
        cl.setOut(out);
        cl.setErr(err);
        try {
            CommandLine.ParseResult r = cl.parseArgs(Arrays.copyOfRange(args, 1, args.length));
            return r.isUsageHelpRequested() || r.isVersionHelpRequested() ? null : cl;
        } catch (CommandLine.ParameterException e) {
            return null;
        }
    }
}
