package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;

import java.util.Set;

/**
 * Rules for {@code #SBATCH} values. sbatch reads directive lines with its own tokenizer, not a
 * shell, so values are never shell-quoted there; instead values that sbatch could misread are refused.
 */
public final class SbatchOptions {
    /** Options clusterjob derives itself from nodes, GPUs and launcher; setting them in sbatch: would contradict. */
    public static final Set<String> DERIVED = Set.of("nodes", "ntasks-per-node", "ntasks", "gpus-per-node");
    /** Options with a key of their own in specs and profiles. */
    public static final java.util.Map<String, String> OWN_KEY = java.util.Map.of("job-name", "name: (flag --job-name)");

    private SbatchOptions() {
    }

    /** Refuses control characters and quotes (an empty value renders as a bare flag, e.g. exclusive). */
    public static void checkValue(String option, String value, String where) {
        if (DERIVED.contains(option)) {
            throw ClusterjobException.badInput(where, "sbatch." + option
                    + ": clusterjob derives --" + option + " from nodes, gpus_per_node and the launcher; set those instead");
        }
        if (OWN_KEY.containsKey(option)) {
            throw ClusterjobException.badInput(where, "sbatch." + option + ": set it with " + OWN_KEY.get(option));
        }
        if (value == null) {
            return;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c == 0x7f || c == '"' || c == '\'' || c == '\\') {
                throw ClusterjobException.badInput(where, "sbatch." + option
                        + ": value must not contain quotes, backslashes or control characters (sbatch reads #SBATCH lines without a shell)");
            }
        }
    }
}
