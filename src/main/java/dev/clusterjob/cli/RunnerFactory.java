package dev.clusterjob.cli;

import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.LocalCommandRunner;

import java.util.function.Function;

/**
 * The ONE place that decides how Slurm commands are run (today: on this machine). A transport
 * option (e.g. SSH to a login node) chooses a different runner here and nowhere else.
 */
final class RunnerFactory {
    /** Replaced by tests with a fake Slurm; reset with {@link #reset()}. */
    static Function<SlurmOptions, CommandRunner> factory = o -> new LocalCommandRunner();

    private RunnerFactory() {
    }

    static CommandRunner open(SlurmOptions options) {
        return factory.apply(options);
    }

    static void reset() {
        factory = o -> new LocalCommandRunner();
    }
}
