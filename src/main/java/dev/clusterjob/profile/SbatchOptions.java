package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.slurm.SbatchLongOptions;
import dev.clusterjob.slurm.TimeLimit;
import dev.clusterjob.yaml.Suggest;

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

    /** sbatch's own long options ({@link SbatchLongOptions#NAMES}). */
    public static final Set<String> KNOWN = SbatchLongOptions.NAMES;

    /**
     * The options NVIDIA's pyxis plugin adds to sbatch (pyxis README, "Usage"): accepted when the job's
     * container runtime is pyxis; other sites' plugins are named with {@code sbatch_plugin_options:}.
     */
    public static final Set<String> PYXIS = Set.of(
            "container-image", "container-mounts", "container-workdir", "container-name", "container-save",
            "container-mount-home", "no-container-mount-home", "container-remap-root", "no-container-remap-root",
            "container-entrypoint", "no-container-entrypoint", "container-entrypoint-log", "container-writable",
            "container-readonly", "container-env");

    /** Options whose value is a time limit (sbatch's time_str2mins reads them). */
    private static final Set<String> TIMES = Set.of("time", "time-min");

    private SbatchOptions() {
    }

    /**
     * Refuses an option sbatch does not know (and no plugin in {@code plugins} adds): sbatch would stop
     * with "unrecognized option", or a typo such as {@code tiem} would be lost. Says what was probably meant.
     */
    public static void checkName(String option, java.util.Collection<String> plugins, String where) {
        if (KNOWN.contains(option) || plugins.contains(option)) {
            return;
        }
        java.util.List<String> all = new java.util.ArrayList<>(KNOWN);
        all.addAll(plugins);
        java.util.Collections.sort(all);
        throw ClusterjobException.badInput(where, "sbatch." + option + ": sbatch has no option --" + option
                + Suggest.didYouMean(option, all)
                + "; an option a site plugin adds is accepted once named in sbatch_plugin_options: (or --sbatch-plugin-option " + option + ")");
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
        if (TIMES.contains(option) && !TimeLimit.valid(value)) {
            throw ClusterjobException.badInput(where, "sbatch." + option + ": '" + value + "' is not a time limit sbatch accepts"
                    + " (expected " + TimeLimit.FORMS + ", e.g. 72:00:00 or 3-00:00:00)");
        }
    }
}
