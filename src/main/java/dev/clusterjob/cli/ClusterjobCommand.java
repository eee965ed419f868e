package dev.clusterjob.cli;

import dev.clusterjob.Version;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The top-level {@code clusterjob} command: global options and the list of subcommands. */
@Command(name = "clusterjob",
        mixinStandardHelpOptions = true,
        versionProvider = ClusterjobCommand.VersionProvider.class,
        description = "Render, check and submit multi-node GPU training jobs for Slurm and MPI clusters.",
        subcommands = {
                RenderCommand.class,
                CheckCommand.class,
                ProfilesCommand.class,
                HostfileCommand.class,
                CompletionCommand.class,
                SubmitCommand.class,
                WaitCommand.class,
                StatusCommand.class,
                CancelCommand.class,
                LogsCommand.class,
        },
        footer = {"", "Example:", "  clusterjob render --profile h800 --nodes 2 -- src/train.py --stage sft",
                "", "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 external command failed, 4 negative verdict."})
public final class ClusterjobCommand implements Runnable {
    @Option(names = "--verbose", scope = CommandLine.ScopeType.INHERIT, description = "Show stack traces of errors.")
    boolean verbose;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A fresh command line with every subcommand. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new ClusterjobCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    /** Whether --verbose was given anywhere on the path to {@code cl}. */
    public static boolean verbose(CommandLine cl) {
        for (CommandLine c = cl; c != null; c = c.getParent()) {
            if (c.getCommand() instanceof ClusterjobCommand top) {
                return top.verbose;
            }
        }
        return false;
    }

    /** Prints "clusterjob VERSION". */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"clusterjob " + Version.get()};
        }
    }
}
