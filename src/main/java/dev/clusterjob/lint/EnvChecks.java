package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.ValueSyntax;
import dev.clusterjob.know.Variable;
import dev.clusterjob.know.Vendor;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.render.PlanBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The checks of one environment variable against the knowledge base, shared by script, profile and spec lint. */
final class EnvChecks {
    private final KnowledgeBase kb;

    EnvChecks(KnowledgeBase kb) {
        this.kb = kb;
    }

    /**
     * One assignment of an environment variable: where it is set (file, line), its value, and what is known around it.
     *
     * @param value the literal value, or null when it is computed at run time (then only the name is checked)
     * @param vendor the partition's GPU vendor, or null when unknown
     * @param inYamlEnv true for a profile's or spec's env block (derived variables are refused there)
     */
    record Assignment(String file, int line, String name, String value, GpuVendor vendor, boolean inYamlEnv) {
    }

    List<Finding> check(Assignment s) {
        List<Finding> out = new ArrayList<>();
        String name = s.name();
        if (s.inYamlEnv() && PlanBuilder.DERIVED_ENV.contains(name)) {
            out.add(LintRule.ENV_DERIVED.finding(name + " is derived at run time from the allocation (identical on every node where it must be, "
                            + "different where it must be); clusterjob render refuses a hand-set value",
                    "remove it; for a fixed port use 'master_port:' in the spec (not 29500), ranks come from Slurm"));
        }
        String secret = SecretShape.why(name, s.value());
        if (secret != null) {
            // the value itself is never repeated: the finding goes to terminals and CI logs
            out.add(LintRule.ENV_SECRET.finding(name + " is written out in plain text (" + secret + "): whoever reads the spec, the script"
                            + " or its git history has it",
                    "take it from the submitting environment: env: {" + name + ": {from_env: " + name + "}} in the spec"
                            + " (docs/spec.md), and rotate the one that was written down"));
        }
        switch (kb.kind(name)) {
            case UNKNOWN_CHECKED -> out.add(LintRule.ENV_UNKNOWN.finding(
                    name + " is not a variable NCCL, RCCL or PyTorch reads" + kb.didYouMean(name),
                    "check the spelling (docs/troubleshooting.md lists the known names); an unknown name is silently ignored"));
            case KNOWN -> known(kb.find(name), s, out);
            case OTHER -> {
                // not ours to judge
            }
        }
        if (s.value() != null) {
            filePattern(name, s.value(), out);
        }
        return place(out, s);
    }

    /**
     * NCCL expands %h (host name) and %p (pid) in NCCL_DEBUG_FILE, and %% (src/debug.cc, 2.10-2.30), nothing else and in no other
     * file variable: a %r or %j stays literal, so every process writes the same file.
     */
    private static void filePattern(String name, String value, List<Finding> out) {
        if (name.equals("NCCL_DEBUG_FILE")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("%([^hp%]|$)").matcher(value);
            if (m.find()) {
                out.add(LintRule.ENV_FILE_PATTERN.finding(name + "=" + value + ": NCCL expands %h (host) and %p (pid) only; '%" + m.group(1)
                                + "' stays as it is, so the processes of a node write one file over each other",
                        "use %h and %p (NCCL_DEBUG_FILE=nccl.%h.%p.log); a rank is not known when NCCL opens the file"));
            } else if (!value.contains("%h") && !value.contains("%p")) {
                out.add(LintRule.ENV_FILE_PATTERN.finding(name + "=" + value + " names one file for every process: NCCL opens it for writing "
                                + "in each of them, so they overwrite each other", "add %h and %p: NCCL_DEBUG_FILE=nccl.%h.%p.log"));
            }
        } else if (name.startsWith("NCCL_") && name.endsWith("_FILE") && value.matches(".*%[hp].*")) {
            out.add(LintRule.ENV_FILE_PATTERN.finding(name + "=" + value + ": NCCL expands %h and %p in NCCL_DEBUG_FILE only; here they stay as written",
                    "use a plain path"));
        }
    }

    private void known(Variable v, Assignment s, List<Finding> out) {
        if (v.notReal() != null) {
            out.add(LintRule.ENV_NOT_REAL.finding(v.name() + " does not exist: nothing reads it, so this line has no effect",
                    "you probably meant " + v.notReal()));
            return;
        }
        nameChecks(v, s.vendor(), out);
        String value = s.value();
        if (value != null && validValue(v, value, out)) {
            debugOrDefault(v, value, s.vendor(), out);
            hcaPrefix(v, value, out);
        }
    }

    /** What the name alone tells: an old name, another vendor's variable, one Slurm sets. */
    private static void nameChecks(Variable v, GpuVendor vendor, List<Finding> out) {
        if (v.isDeprecatedOn(vendor)) {
            Variable.Deprecation d = v.deprecated();
            out.add(LintRule.ENV_DEPRECATED.finding(v.name() + " is an old name" + (d.since() != null ? " (" + d.since() + ")" : "")
                    + ", replaced by " + d.replacement(), "rename it to " + d.replacement()));
        }
        if (vendor != null && vendor != GpuVendor.NONE && !v.vendor().appliesTo(vendor)) {
            String stack = v.vendor() == Vendor.AMD ? "AMD's stack (RCCL / ROCm / HIP)" : "NVIDIA's stack (NCCL / CUDA)";
            out.add(LintRule.ENV_VENDOR_MISMATCH.finding(v.name() + " is read by " + stack + " only; these GPUs are "
                            + vendor.yamlName() + ", so it does nothing here",
                    "remove it, or move it to a profile with gpu_vendor: " + (v.vendor() == Vendor.AMD ? "amd" : "nvidia")));
        }
        if ("slurm".equals(v.setBy())) {
            out.add(LintRule.ENV_SET_BY_SLURM.finding(v.name() + " is set by Slurm for each job or task; a hand-set value hides the real one",
                    "remove it and read Slurm's value inside the task"));
        }
    }

    /** The value's syntax: a finding when it is invalid, legacy or worth advice; false when invalid (nothing more to check). */
    private static boolean validValue(Variable v, String value, List<Finding> out) {
        ValueSyntax.Check c = v.syntax().check(value);
        switch (c.verdict()) {
            case INVALID -> {
                out.add(LintRule.ENV_INVALID_VALUE.finding(v.name() + "=" + value + ": " + c.message(),
                        v.doc() != null ? v.doc() : "see docs/troubleshooting.md"));
                return false;
            }
            case LEGACY -> out.add(LintRule.ENV_LEGACY_VALUE.finding(v.name() + "=" + value + ": " + c.message(),
                    v.doc() != null ? v.doc() : "use the named form"));
            case ADVICE -> out.add(LintRule.ENV_VALUE_ADVICE.finding(v.name() + "=" + value + ": " + c.message(),
                    v.doc() != null ? v.doc() : "see docs/troubleshooting.md"));
            case OK -> {
                // fine
            }
        }
        return true;
    }

    /** A debugging value left on, or the default written out (a line that changes nothing). */
    private static void debugOrDefault(Variable v, String value, GpuVendor vendor, List<Finding> out) {
        boolean isDefault = v.defaultValue() != null && v.defaultValue().equalsIgnoreCase(value);
        if (v.isDebugValue(value, vendor)) {
            out.add(LintRule.ENV_DEBUG_ONLY.finding(v.name() + "=" + value + " is a debugging setting"
                            + (isDefault ? " and equals the default (" + v.defaultValue() + "), so the line changes nothing" : "")
                            + "; left on in production it costs " + (v.debugValues().isEmpty() ? "performance or hides problems" : "log volume and speed"),
                    v.name().equals("NCCL_DEBUG") ? "use NCCL_DEBUG=WARN in production; set INFO for one diagnostic run (clusterjob doctor reads that log)"
                            : "remove it after the experiment that needed it (" + (v.doc() != null ? v.doc() : v.name()) + ")"));
        } else if (isDefault) {
            out.add(LintRule.ENV_DEFAULT_VALUE.finding(v.name() + "=" + value + " is the default, so the line changes nothing",
                    v.whenDefault() != null ? v.whenDefault() : "remove it, or keep it to document the choice"));
        }
    }

    /** An HCA list whose names, without '=', also select longer names. */
    private static void hcaPrefix(Variable v, String value, List<Finding> out) {
        if (v.syntax().kind() == ValueSyntax.Kind.HCA_LIST) {
            String prefixed = prefixHca(value);
            if (prefixed != null) {
                String exact = exactForm(value);
                out.add(LintRule.ENV_IB_HCA_PREFIX.finding(v.name() + "=" + value + ": without '=' each name is a prefix, so "
                                + prefixed + " also selects " + prefixed + "0.." + prefixed + "9 where they exist (an HCA of another network among them, e.g. storage, gives NCCL rails the other nodes cannot reach)",
                        "write " + v.name() + "=" + exact + " (exact names)"));
            }
        }
    }

    /** The first HCA name ending in a digit 1-9 in a list without '=' (mlx5_1 also matches mlx5_10..19; mlx5_0 matches nothing else), or null. */
    static String prefixHca(String value) {
        String s = value.startsWith("^") ? value.substring(1) : value;
        if (s.startsWith("=")) {
            return null;
        }
        for (String e : s.split(",")) {
            String hca = e.contains(":") ? e.substring(0, e.indexOf(':')) : e;
            if (!hca.isEmpty() && hca.charAt(hca.length() - 1) >= '1' && hca.charAt(hca.length() - 1) <= '9') {
                return hca;
            }
        }
        return null;
    }

    private static String exactForm(String value) {
        return value.startsWith("^") ? "^=" + value.substring(1) : "=" + value;
    }

    /** Where a variable is set: file and line. */
    record Place(String file, int line) {
    }

    /** Checks across variables of one environment (literal values only), each reported where {@code placeOf} says the variable is set. */
    List<Finding> cross(Map<String, String> env, Function<String, Place> placeOf) {
        List<Finding> out = new ArrayList<>();
        String ibDisable = env.get("NCCL_IB_DISABLE");
        if (env.containsKey("NCCL_IB_HCA") && ibDisable != null && ibDisable.trim().equals("1")) {
            Place at = placeOf.apply("NCCL_IB_HCA");
            out.add(LintRule.ENV_IB_HCA_IGNORED.finding("NCCL_IB_HCA is set while NCCL_IB_DISABLE=1: NCCL uses sockets and ignores the HCA list",
                            "remove NCCL_IB_HCA, or NCCL_IB_DISABLE=1 if RDMA was meant")
                    .at(at.file(), at.line()).withVariable("NCCL_IB_HCA"));
        }
        return out;
    }

    private static List<Finding> place(List<Finding> fs, Assignment s) {
        List<Finding> out = new ArrayList<>(fs.size());
        for (Finding f : fs) {
            out.add(f.at(s.file(), s.line()).withVariable(s.name()));
        }
        return out;
    }

}
