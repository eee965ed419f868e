package dev.clusterjob.cli;

import dev.clusterjob.yaml.Suggest;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * The one line for an argument clusterjob does not know: the option or command it most likely meant
 * ({@code --wiat}: did you mean '--wait'?; {@code rendr}: did you mean 'render'?), else, for an option
 * after a training script, that its options go after '--'. The wording is made from plain names
 * ({@link #option}, {@link #command}), so any parser can use it; {@link #explain} feeds it picocli's.
 */
public final class UnknownArguments {
    private UnknownArguments() {
    }

    /** The line (without "clusterjob: ") for a parameter error of picocli's, given the command line's {@code args}. */
    public static String explain(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        String help = " (see: clusterjob " + commandPath(cl) + "--help)";
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String word = u.getUnmatched().get(0);
            if (word.startsWith("-") && word.length() > 1) {
                String name = word.startsWith("--") && word.indexOf('=') > 0 ? word.substring(0, word.indexOf('=')) : word;
                List<String> known = optionNames(cl.getCommandSpec());
                return option(name, known) + help
                        + (Suggest.closest(name, known) == null ? dashDash(cl.getCommandName(), name, Arrays.asList(args)) : "");
            }
            if (!cl.getSubcommands().isEmpty()) {
                return command(word, cl.getSubcommands().keySet()) + help;
            }
        }
        return ex.getMessage().lines().findFirst().orElse("bad arguments") + help;
    }

    /** {@code Unknown option: '--wiat' (did you mean '--wait'?)}; without a close one, no hint. */
    public static String option(String word, Collection<String> known) {
        String best = Suggest.closest(word, known);
        return "Unknown option: '" + word + "'" + (best == null ? "" : " (did you mean '" + best + "'?)");
    }

    /** {@code Unknown command: 'rendr' (did you mean 'render'?)}, else the list of commands. */
    public static String command(String word, Collection<String> commands) {
        String best = Suggest.closest(word, commands);
        return "Unknown command: '" + word + "'" + (best != null ? " (did you mean '" + best + "'?)"
                : " (expected one of: " + String.join(", ", commands) + ")");
    }

    /**
     * "; put the training command after '--'" when an unknown option (with no close match) follows the
     * training script in render ({@code render --profile h800 train.py --stage sft}) or a {@code .py}
     * in submit: the user forgot '--', so the command's own options were read as clusterjob's. A spec
     * file ({@code .yaml}) is never taken for the training command.
     */
    static String dashDash(String cmd, String option, List<String> args) {
        boolean render = cmd.equals("render");
        if (!render && !cmd.equals("submit") || args.contains("--")) {
            return "";
        }
        int at = args.indexOf(option);
        for (int i = 1; i < at; i++) {
            String w = args.get(i);
            boolean plain = !w.startsWith("-") && !args.get(i - 1).startsWith("-") && !w.endsWith(".yaml") && !w.endsWith(".yml");
            boolean script = w.endsWith(".py") || render && w.endsWith(".sh");
            if (render ? plain || script : script) {
                return "; to pass options to the training command, put it after '--': clusterjob " + cmd + " ... -- "
                        + w + " " + option + " ...";
            }
        }
        return "";
    }

    /** Every name of the command's options, {@code --no-x} forms of negatable ones included. */
    static List<String> optionNames(CommandSpec spec) {
        List<String> names = new ArrayList<>();
        for (OptionSpec o : spec.options()) {
            names.addAll(List.of(o.names()));
            if (o.negatable()) {
                for (String n : o.names()) {
                    if (n.startsWith("--")) {
                        names.add("--no-" + n.substring(2));
                    }
                }
            }
        }
        return names;
    }

    private static String commandPath(CommandLine cl) {
        StringBuilder b = new StringBuilder();
        for (CommandLine c = cl; c != null && c.getParent() != null; c = c.getParent()) {
            b.insert(0, c.getCommandName() + " ");
        }
        return b.toString();
    }
}
