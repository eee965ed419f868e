package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.Context;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;

/**
 * Runs {@code render}, {@code check}, {@code status} and {@code --version} with picocli's model of that one
 * subcommand alone, without the top command and its help and version machinery (a smaller model is less
 * start-up time; docs/performance.md). picocli parses; nothing here reads an option. Anything unusual (help,
 * an option picocli refuses, {@code --verbose}, which belongs to the top command) is left to the whole
 * command line by returning null, so errors and help come from one place (an unknown option's did-you-mean:
 * {@code cli/UnknownArguments}). {@code FastPathTest} checks that both paths give the same results.
 *
 * <p>render's model here is built in code ({@link #model}), not read from its annotations: reading an annotation
 * makes the JDK generate a proxy class for its type at run time (no class archive holds those), and that was
 * the largest part of what picocli cost a render (bench/results/cli-picocli-breakdown-*). Help and errors never
 * come from this model, so it needs only what parses: render's options, its positionals and -h/-V.
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
        CommandLine cl = new CommandLine(command instanceof RenderCommand render ? model(render) : command);
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

    /**
     * render's model as its annotations would make it for parsing (FastPathTest compares the two): its
     * positionals, the option table's options ({@link JobOptions.OptionsFromTable}) and the standard -h and -V,
     * bound to {@code render}, whose {@code spec} it becomes.
     */
    static CommandLine.Model.CommandSpec model(RenderCommand render) {
        CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.wrapWithoutInspection(render);
        spec.name("render");
        spec.addOption(CommandLine.Model.OptionSpec.builder("-h", "--help").usageHelp(true).build());
        spec.addOption(CommandLine.Model.OptionSpec.builder("-V", "--version").versionHelp(true).build());
        PositionalBinding binding = new PositionalBinding(render);
        spec.addPositional(CommandLine.Model.PositionalParamSpec.builder().arity("0..*").index("0..*")
                .type(List.class).auxiliaryTypes(String.class).initialValue(render.positionals).hasInitialValue(true)
                .getter(binding).setter(binding).build());
        new JobOptions.OptionsFromTable().transform(spec);
        render.spec = spec;
        return spec;
    }

    /** Where picocli reads and writes render's positional arguments in {@link #model}. */
    private record PositionalBinding(RenderCommand render) implements CommandLine.Model.IGetter, CommandLine.Model.ISetter {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            return (T) render.positionals;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T set(T value) {
            T old = (T) render.positionals;
            render.positionals = (List<String>) value;
            return old;
        }
    }
}
