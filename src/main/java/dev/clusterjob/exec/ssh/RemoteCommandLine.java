package dev.clusterjob.exec.ssh;

import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.quote.PosixQuote;

import java.util.Map;
import java.util.regex.Pattern;

/** The line an SSH exec channel hands to the remote login shell for one {@link ExternalCommand}. */
public final class RemoteCommandLine {
    private static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private RemoteCommandLine() {
    }

    /**
     * The remote command line for {@code command}: {@code cd DIR && exec env NAME=VALUE... ARGV...}.
     * Environment goes through {@code env} rather than the SSH "env" request, which sshd refuses unless
     * its AcceptEnv lists the name ({@code man sshd_config}, AcceptEnv); {@code exec} makes the program
     * replace the shell, so a signal sent on timeout reaches it. Stdin and timeout are the runner's job.
     */
    public static String of(ExternalCommand command) {
        String program = command.argv().get(0);
        if (program.isEmpty() || program.startsWith("-") || program.indexOf('=') >= 0) {
            // env would read NAME=VALUE as an assignment and exec/env would read -x as their own option.
            throw new IllegalArgumentException("remote program name must not be empty, start with '-' or contain '=': " + program);
        }
        StringBuilder b = new StringBuilder();
        if (command.workDir() != null) {
            b.append("cd ").append(PosixQuote.path(command.workDir())).append(" && ");
        }
        b.append("exec ");
        if (!command.env().isEmpty()) {
            b.append("env ");
            command.env().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                if (!ENV_NAME.matcher(e.getKey()).matches()) {
                    throw new IllegalArgumentException("not an environment variable name: " + e.getKey());
                }
                b.append(PosixQuote.quote(e.getKey() + "=" + e.getValue())).append(' ');
            });
        }
        b.append(PosixQuote.join(command.argv()));
        return b.toString();
    }

}
