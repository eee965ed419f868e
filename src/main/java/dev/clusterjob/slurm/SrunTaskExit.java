package dev.clusterjob.slurm;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One task failure as srun reports it in a job's output: {@code srun: error: n1: task 0: Exited with exit code 127},
 * {@code srun: error: n2: tasks 1-3: Terminated}, {@code ... task 2: Segmentation fault (core dumped)}. Slurm prints
 * these from src/srun (task_state.c before 20.11, launch.c since): {@code "%s: %s %s: Exited with exit code %d"} for an
 * exit, {@code "%s: %s %s: %s%s"} with strsignal(3)'s text and {@code " (core dumped)"} for a signal; Tianhe's yhrun
 * prints the same lines under its own name.
 *
 * @param host   the node srun names
 * @param tasks  the task ids as srun prints them ({@code 0}, {@code 1-3}, {@code 0,2})
 * @param code   the exit code, or -1 when a signal ended the tasks
 * @param signal strsignal's text ({@code Terminated}, {@code Killed}), or null for an exit
 */
public record SrunTaskExit(String host, String tasks, int code, String signal) {
    private static final Pattern LINE = Pattern.compile(
            "(?:srun|yhrun): error: (?<host>[^:\\s]+): tasks? (?<tasks>[\\d,\\-]+): (?:Exited with exit code (?<code>\\d{1,3})"
                    + "|(?<signal>[A-Z][A-Za-z /]+?)(?: \\(core dumped\\))?)\\s*$");

    /** The failure {@code line} reports, or empty for any other line. */
    public static Optional<SrunTaskExit> parse(String line) {
        if (line == null || line.indexOf("error: ") < 0) {
            return Optional.empty();
        }
        Matcher m = LINE.matcher(line);
        if (!m.find()) {
            return Optional.empty();
        }
        String code = m.group("code");
        return Optional.of(new SrunTaskExit(m.group("host"), m.group("tasks"), code == null ? -1 : Integer.parseInt(code),
                code == null ? m.group("signal") : null));
    }

    /**
     * Whether this is how tasks end when srun or Slurm stops them after another task failed (or on a cancel): SIGTERM
     * or SIGKILL, as a signal or as the shell's exit code 143 / 137. Such a line is a consequence, never a cause.
     */
    public boolean stopped() {
        return signal != null ? signal.equals("Terminated") || signal.equals("Killed") : code == 143 || code == 137;
    }

    /** Whether the tasks ended on their own with a failure: a non-zero exit or a signal that is not a stop. */
    public boolean cause() {
        return code != 0 && !stopped();
    }

    /** "task 0 on n1 exited with exit code 127", "tasks 1-3 on n2 ended with Segmentation fault". */
    public String describe() {
        String who = (tasks.matches("\\d+") ? "task " : "tasks ") + tasks + " on " + host;
        return signal == null ? who + " exited with exit code " + code : who + " ended with " + signal;
    }
}
