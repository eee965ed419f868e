package dev.clusterjob.submit;

import java.io.Console;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * What submitting and tracking jobs take from their surroundings, passed in (never static): the clock,
 * the state directory (journal, rendered scripts), the current directory, poll timing, Ctrl-C, the
 * terminal and how Slurm commands are run. {@link #system()} is the real one; tests build their own
 * with the {@code with...} methods, so that they can run side by side.
 *
 * @param time clock and sleep of the polling loops
 * @param stateDir where the journal and rendered scripts live
 * @param cwd the directory relative paths (scripts, --upload) are read against
 * @param pollPolicy the tracker's poll timing
 * @param interrupt when not null, replaces the SIGINT handler (tests raise "Ctrl-C" through it)
 * @param prompt asks a yes/no question on the terminal; answers null when there is no terminal
 * @param runners opens the runner of a place (this machine or a login node)
 */
public record Context(TimeSource time, Path stateDir, Path cwd, Tracker.Policy pollPolicy, BooleanSupplier interrupt,
                      Function<String, String> prompt, Runners runners) {
    /** The real surroundings: system clock, {@code clusterjob.state.dir} or the usual state directory, SIGINT, the console. */
    public static Context system() {
        String p = System.getProperty("clusterjob.state.dir");
        Path state = p != null ? Path.of(p) : Journal.stateDir(System.getenv(), System.getProperty("user.home"));
        return new Context(TimeSource.system(), state, Path.of("").toAbsolutePath(), Tracker.Policy.DEFAULT, null,
                Context::console, Runners.real());
    }

    private static String console(String question) {
        Console c = System.console();
        return c == null ? null : c.readLine("%s", question);
    }

    /** The whole journal (every place). */
    public Journal journal() {
        return Journal.in(stateDir);
    }

    public Context withTime(TimeSource t) {
        return new Context(t, stateDir, cwd, pollPolicy, interrupt, prompt, runners);
    }

    public Context withStateDir(Path d) {
        return new Context(time, d, cwd, pollPolicy, interrupt, prompt, runners);
    }

    public Context withCwd(Path d) {
        return new Context(time, stateDir, d, pollPolicy, interrupt, prompt, runners);
    }

    public Context withInterrupt(BooleanSupplier i) {
        return new Context(time, stateDir, cwd, pollPolicy, i, prompt, runners);
    }

    public Context withPrompt(Function<String, String> p) {
        return new Context(time, stateDir, cwd, pollPolicy, interrupt, p, runners);
    }

    public Context withRunners(Runners r) {
        return new Context(time, stateDir, cwd, pollPolicy, interrupt, prompt, r);
    }
}
