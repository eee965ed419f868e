package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code clusterjob completion}: prints a bash/zsh completion script (picocli AutoComplete). */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = "Print a bash completion script (zsh: load it after 'autoload -U bashcompinit && bashcompinit').",
        footer = {"", "Example:", "  source <(clusterjob completion)"})
public final class CompletionCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine root = spec.commandLine();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        spec.commandLine().getOut().print(AutoComplete.bash("clusterjob", root));
        return ExitCodes.OK;
    }
}
