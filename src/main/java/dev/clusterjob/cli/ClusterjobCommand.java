package dev.clusterjob.cli;

import dev.clusterjob.Version;
import dev.clusterjob.submit.Context;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The top-level {@code clusterjob} command: global options and the list of subcommands. */
@Command(name = "clusterjob",
        mixinStandardHelpOptions = true,
        versionProvider = ClusterjobCommand.VersionProvider.class,
        description = "Render, check and submit multi-node GPU training jobs for Slurm and MPI clusters.",
        footer = {"",
                "Example:",
                "  clusterjob render --profile h800 --nodes 2 -- src/train.py --stage sft",
                "",
                "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 external command failed, 4",
                "negative verdict, 91 fabric gate failed (docs/gate.md)."})
public final class ClusterjobCommand implements Runnable {
    @Option(names = "--verbose", scope = CommandLine.ScopeType.INHERIT, description = "Show stack traces of errors.")
    boolean verbose;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The surroundings of the job commands; null until first asked: then {@link Context#system()}. */
    private Context context;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The subcommands, in help order. Building picocli's model of a command costs start-up time, so
     * {@link #commandLine(String[], Context)} builds only the one invoked (all of them for help and completion).
     */
    static final Map<String, Supplier<Object>> SUBCOMMANDS = new LinkedHashMap<>();

    static {
        SUBCOMMANDS.put("render", RenderCommand::new);
        SUBCOMMANDS.put("check", CheckCommand::new);
        SUBCOMMANDS.put("submit", SubmitCommand::new);
        SUBCOMMANDS.put("wait", WaitCommand::new);
        SUBCOMMANDS.put("status", StatusCommand::new);
        SUBCOMMANDS.put("cancel", CancelCommand::new);
        SUBCOMMANDS.put("logs", LogsCommand::new);
        SUBCOMMANDS.put("profiles", ProfilesCommand::new);
        SUBCOMMANDS.put("hostfile", HostfileCommand::new);
        SUBCOMMANDS.put("lint", LintCommand::new);
        SUBCOMMANDS.put("doctor", DoctorCommand::new);
        SUBCOMMANDS.put("completion", CompletionCommand::new);
        SUBCOMMANDS.put("gate", GateCommand::new);
        SUBCOMMANDS.put("probe", ProbeCommand::new);
        SUBCOMMANDS.put("explain", ExplainCommand::new);
        SUBCOMMANDS.put("sweep", SweepCommand::new);
        SUBCOMMANDS.put("quarantine", QuarantineCommand::new);
    }

    /** A command line with every subcommand. */
    public static CommandLine commandLine() {
        return commandLine(new String[0], null);
    }

    /**
     * A command line for {@code args}: with only the invoked subcommand when there is one; its job
     * commands run in {@code context} (null: the system's).
     */
    public static CommandLine commandLine(String[] args, Context context) {
        ClusterjobCommand top = new ClusterjobCommand();
        top.context = context;
        CommandLine cl = new CommandLine(top);
        String invoked = null;
        for (String a : args) {
            if (!a.startsWith("-")) {
                invoked = a;
                break;
            }
        }
        if (invoked != null && SUBCOMMANDS.containsKey(invoked) && !invoked.equals("completion")) {
            cl.addSubcommand(invoked, model(SUBCOMMANDS.get(invoked).get()));
        } else {
            SUBCOMMANDS.forEach((name, command) -> cl.addSubcommand(name, model(command.get())));
        }
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    /** The command's own model, built with its model transformer applied (render's and submit's options come from a table). */
    private static CommandLine model(Object command) {
        return new CommandLine(command);
    }

    /** The surroundings the command of {@code spec} runs in (the top command's; the system's when there is none). */
    static Context context(CommandLine.Model.CommandSpec spec) {
        CommandLine c = spec.commandLine();
        while (c.getParent() != null) {
            c = c.getParent();
        }
        if (c.getCommand() instanceof ClusterjobCommand top) {
            if (top.context == null) {
                top.context = Context.system();
            }
            return top.context;
        }
        return Context.system();
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

    /** Prints "clusterjob VERSION", the commit, the build date and the Java runtime ({@link Version#lines()}). */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return Version.lines().toArray(new String[0]);
        }
    }
}
