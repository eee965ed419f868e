package dev.clusterjob.render;

/**
 * One {@code #SBATCH} option of a plan: sbatch's long option name and its value (null or "" for a flag such
 * as {@code --exclusive}), or the {@code hetjob} line between the blocks of a heterogeneous job.
 */
public record Directive(String option, String value) {
    /** The line that starts the next component of a heterogeneous job. */
    public static final Directive HETJOB = new Directive(null, null);

    /** Whether this is the {@code hetjob} line between components. */
    public boolean separator() {
        return option == null;
    }

    /** Whether this is option {@code name} (long name, no dashes). */
    public boolean is(String name) {
        return name.equals(option);
    }

    /** The option as one argument word, as sbatch's reader hands it on: {@code --option=value} or {@code --option}. */
    public String word() {
        return value == null || value.isEmpty() ? "--" + option : "--" + option + "=" + value;
    }

    /**
     * The text after {@code #SBATCH}: the word, with a value holding a blank or '#' double-quoted, as sbatch
     * would otherwise split it there or end the line at '#' (quotes and backslashes inside were refused earlier).
     */
    public String text() {
        if (separator()) {
            return "hetjob";
        }
        if (value == null || value.isEmpty()) {
            return word();
        }
        boolean quote = false;
        for (int i = 0; i < value.length(); i++) {
            quote |= Character.isWhitespace(value.charAt(i)) || value.charAt(i) == '#';
        }
        return "--" + option + "=" + (quote ? "\"" + value + "\"" : value);
    }
}
