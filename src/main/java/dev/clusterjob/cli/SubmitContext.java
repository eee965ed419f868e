package dev.clusterjob.cli;

import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.TimeSource;
import dev.clusterjob.submit.Tracker;

import java.io.Console;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What submit, wait, status, cancel and logs take from their surroundings: clock, state directory,
 * current directory, poll timing, Ctrl-C and the terminal. Tests replace these statics (and
 * {@link RunnerFactory}) and call {@link #reset()} afterwards.
 */
final class SubmitContext {
    static TimeSource time;
    static Supplier<Path> stateDir;
    static Supplier<Path> cwd;
    static Tracker.Policy policy;
    /** When set, replaces the SIGINT handler (tests raise "Ctrl-C" through it). */
    static BooleanSupplier interrupt;
    /** Asks a yes/no question on the terminal; null when there is no terminal (non-interactive). */
    static Function<String, String> prompt;

    static {
        reset();
    }

    private SubmitContext() {
    }

    static void reset() {
        time = TimeSource.system();
        stateDir = () -> {
            String p = System.getProperty("clusterjob.state.dir");
            return p != null ? Path.of(p) : Journal.stateDir(System.getenv(), System.getProperty("user.home"));
        };
        cwd = () -> Path.of("").toAbsolutePath();
        policy = Tracker.Policy.DEFAULT;
        interrupt = null;
        prompt = question -> {
            Console c = System.console();
            return c == null ? null : c.readLine("%s", question);
        };
    }
}
