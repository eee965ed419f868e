package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.JobSpec;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What deepspeed's {@code launch_mode: ssh} can carry to the other hosts. DeepSpeed's pdsh runner joins
 * {@code export NAME=VALUE;}, {@code cd DIR;} and the training command into one line that every other host's
 * shell reads again: versions write a value bare or in double quotes and an argument bare or in single quotes,
 * none escapes it (deepspeed/launcher/multinode_runner.py, PDSHRunner), and pdsh itself replaces {@code %}
 * sequences. So a value or argument with any other character than these would be code, or not itself, there:
 * refused at render with one line naming it. (The script checks the values it only learns at run time,
 * from_env ones and the working folder, the same way.)
 */
final class PdshWords {
    /** DeepSpeed's own "needs no quoting" set ({@code [\w@%+=:,./-]}, ASCII) without pdsh's {@code %}, plus {@code ^} (NCCL's exclusion lists). */
    static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_@+=:,./^-]*");

    private PdshWords() {
    }

    /** Refuses an env value, launcher argument or command word of {@code spec} that the other hosts' shells would not read back. */
    static void check(JobSpec spec, Map<String, String> env, String profileName, List<String> launcherArgs, List<String> command) {
        for (Map.Entry<String, String> e : env.entrySet()) {
            if (!SAFE.matcher(e.getValue()).matches()) {
                String where = spec.env().containsKey(e.getKey()) ? spec.where("env." + e.getKey()) : "profile " + profileName;
                throw refused(where, "env." + e.getKey() + " has");
            }
        }
        words(spec, "launcher_args", launcherArgs);
        words(spec, "command", command);
    }

    private static void words(JobSpec spec, String field, List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            if (!SAFE.matcher(words.get(i)).matches()) {
                throw refused(spec.where(field), field + "[" + i + "] '" + words.get(i) + "' has");
            }
        }
    }

    private static ClusterjobException refused(String where, String what) {
        return ClusterjobException.badInput(where, what + " characters that deepspeed's pdsh start (launch_mode: ssh) hands to the"
                + " other hosts' shells unquoted, where they would run as code or change; use launch_mode: srun, or only letters,"
                + " digits and _ @ + = : , . / ^ -");
    }
}
