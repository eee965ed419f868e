package dev.clusterjob.exec;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * An external program call as data: argv (never a shell string), extra environment, working
 * directory (null: inherit), standard input (null: none) and a timeout (null: none).
 */
public record ExternalCommand(List<String> argv, Map<String, String> env, String workDir, String stdin, Duration timeout) {
    public ExternalCommand {
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("empty argv");
        }
        argv = List.copyOf(argv);
        env = Map.copyOf(env);
    }

    public static ExternalCommand of(List<String> argv) {
        return new ExternalCommand(argv, Map.of(), null, null, null);
    }

    public static ExternalCommand of(String... argv) {
        return of(List.of(argv));
    }

    public ExternalCommand withTimeout(Duration t) {
        return new ExternalCommand(argv, env, workDir, stdin, t);
    }

    public ExternalCommand withStdin(String in) {
        return new ExternalCommand(argv, env, workDir, in, timeout);
    }

    public ExternalCommand withEnv(Map<String, String> e) {
        return new ExternalCommand(argv, e, workDir, stdin, timeout);
    }

    public ExternalCommand withWorkDir(String dir) {
        return new ExternalCommand(argv, env, dir, stdin, timeout);
    }
}
