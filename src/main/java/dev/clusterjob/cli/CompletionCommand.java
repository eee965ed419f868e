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
        spec.commandLine().getOut().print(withOwnHeader(AutoComplete.bash("clusterjob", root)));
        return ExitCodes.OK;
    }

    /** How to load this script, for the header (picocli's own installation text speaks of an application's bin folder). */
    static final String HEADER = """
            #!/usr/bin/env bash
            #
            # Bash completion for clusterjob, printed by `clusterjob completion` (the functions below are picocli's).
            # This shell:  source <(clusterjob completion)
            # Every shell: clusterjob completion > ~/.local/share/bash-completion/completions/clusterjob
            # zsh:         autoload -U bashcompinit && bashcompinit; source <(clusterjob completion)
            #
            """;

    /** picocli's script with {@link #HEADER} in place of its title and installation sections (its references stay). */
    static String withOwnHeader(String script) {
        int docs = script.indexOf("# Documentation\n");
        return docs < 0 ? script : HEADER + script.substring(docs);
    }
}
