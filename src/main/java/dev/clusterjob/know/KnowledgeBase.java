package dev.clusterjob.know;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import dev.clusterjob.trace.Trace;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The environment variables clusterjob knows (NCCL, RCCL, PyTorch, HIP/ROCr, Slurm GPU, launchers),
 * loaded from the bundled {@code variables.yaml}: data, not code, so adding know-how is adding lines.
 */
public final class KnowledgeBase {
    /** The bundled data file. */
    public static final String RESOURCE = "/dev/clusterjob/know/variables.yaml";
    private static KnowledgeBase bundled;

    private final Map<String, Variable> variables;
    private final List<String> checkedPrefixes;
    private final List<String> acceptedPrefixes;
    private final Set<String> perTask;

    /** Every real name of the whole file when this is a subset (for did-you-mean), else null: computed from {@link #variables}. */
    private final List<String> realNames;
    /** Every name of the whole file when this is a subset, else null. */
    private final Set<String> allNames;

    private KnowledgeBase(Map<String, Variable> variables, List<String> checked, List<String> accepted, Set<String> perTask) {
        this(variables, checked, accepted, perTask, null, null);
    }

    private KnowledgeBase(Map<String, Variable> variables, List<String> checked, List<String> accepted, Set<String> perTask,
                          List<String> realNames, Set<String> allNames) {
        this.variables = Collections.unmodifiableMap(variables);
        this.checkedPrefixes = List.copyOf(checked);
        this.acceptedPrefixes = List.copyOf(accepted);
        this.perTask = Collections.unmodifiableSet(perTask);
        this.realNames = realNames;
        this.allNames = allNames;
    }

    /**
     * The bundled entries of {@code names} only, with the prefix lists and (for did-you-mean) every
     * real name of the file: what render needs to check a job's few variables, at a fraction of the
     * cost of parsing all of them (start-up, docs/performance.md). The whole file's entries start at
     * two-space indented names under {@code variables:}; a subset answers {@link #kind}, {@link #find},
     * {@link #watched} and {@link #didYouMean} for those names exactly as the whole would.
     */
    public static KnowledgeBase bundledSubset(java.util.Collection<String> names) {
        synchronized (KnowledgeBase.class) {
            if (bundled != null) {
                return bundled;
            }
        }
        KnowledgeBase w;
        synchronized (KnowledgeBase.class) {
            w = warm;
        }
        if (w != null && w.covers(names)) {
            return w;
        }
        KnowledgeBase k = subset(resourceText(), names);
        synchronized (KnowledgeBase.class) {
            warm = k; // the next asker in this process (render's env check, then its comments) likely wants the same names
        }
        return k;
    }

    /** A subset parsed ahead by {@link #warmUp}, or null. */
    private static KnowledgeBase warm;

    /**
     * Parses the subset of {@code names} (the built-in profiles' variables) on the calling thread, so
     * that render's check finds it ready when the job sets no other variable (start-up: the profile
     * warm-up thread calls this while the main thread reads the spec).
     */
    public static void warmUp(java.util.Collection<String> names) {
        KnowledgeBase k = subset(resourceText(), names);
        synchronized (KnowledgeBase.class) {
            warm = k;
        }
        Trace.mark("knowledge base ready");
    }

    /** Whether this subset answers for every one of {@code names} as the whole file would. */
    private boolean covers(java.util.Collection<String> names) {
        for (String n : names) {
            if (!variables.containsKey(n) && (allNames == null || allNames.contains(n))) {
                return false;
            }
        }
        return true;
    }

    /** {@link #bundledSubset} of any knowledge-base text (tests compare it with the whole). */
    static KnowledgeBase subset(String text, java.util.Collection<String> names) {
        int v = text.indexOf("\nvariables:\n");
        if (v < 0) {
            return parse("variables.yaml", text);
        }
        int body = v + "\nvariables:\n".length();
        StringBuilder doc = new StringBuilder(text.length() / 8).append(text, 0, v + 1).append("variables:\n");
        List<String> real = new ArrayList<>();
        Set<String> all = new java.util.HashSet<>();
        boolean any = false;
        int i = body;
        String current = null;
        int blockStart = body;
        while (i <= text.length()) {
            int end = text.indexOf('\n', i);
            if (end < 0) {
                end = text.length();
            }
            boolean head = end - i > 3 && text.charAt(i) == ' ' && text.charAt(i + 1) == ' '
                    && (Character.isUpperCase(text.charAt(i + 2)) || text.charAt(i + 2) == '_') && text.charAt(end - 1) == ':';
            if (head || end == text.length()) {
                if (current != null) {
                    String block = text.substring(blockStart, Math.min(head ? i : end + 1, text.length()));
                    all.add(current);
                    if (!block.contains("\n    not_real:")) {
                        real.add(current);
                    }
                    if (names.contains(current)) {
                        doc.append(block);
                        if (!block.endsWith("\n")) {
                            doc.append('\n');
                        }
                        any = true;
                    }
                }
                if (head) {
                    current = text.substring(i + 2, end - 1);
                    blockStart = i;
                }
            }
            if (end == text.length()) {
                break;
            }
            i = end + 1;
        }
        if (!any) {
            doc.setLength(v + 1);
            doc.append("variables: {}\n");
        }
        KnowledgeBase whole = parse("variables.yaml", doc.toString());
        return new KnowledgeBase(new LinkedHashMap<>(whole.variables), whole.checkedPrefixes, whole.acceptedPrefixes,
                new LinkedHashSet<>(whole.perTask), List.copyOf(real), all);
    }

    /** The bundled knowledge base, read once per process. */
    public static synchronized KnowledgeBase bundled() {
        if (bundled == null) {
            bundled = parse("variables.yaml", resourceText());
        }
        return bundled;
    }

    private static String resourceText() {
        try {
            return dev.clusterjob.fs.Resources.text(RESOURCE);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How lint treats a name. */
    public enum Kind {
        /** In the knowledge base. */
        KNOWN,
        /** Has a checked prefix (NCCL_, RCCL_, TORCH_NCCL_) but is not known: probably a typo. */
        UNKNOWN_CHECKED,
        /** Has an accepted prefix or none we watch: not checked. */
        OTHER
    }

    public Kind kind(String name) {
        if (variables.containsKey(name)) {
            return Kind.KNOWN;
        }
        for (String p : checkedPrefixes) {
            if (name.startsWith(p)) {
                return Kind.UNKNOWN_CHECKED;
            }
        }
        return Kind.OTHER;
    }

    /** The entry for {@code name}, or null. */
    public Variable find(String name) {
        return variables.get(name);
    }

    /** Every known variable, in file order. */
    public Map<String, Variable> variables() {
        return variables;
    }

    /** Whether {@code name} is watched at all (known, or under a checked or accepted prefix). */
    public boolean watched(String name) {
        if (kind(name) != Kind.OTHER) {
            return true;
        }
        return acceptedPrefixes.stream().anyMatch(name::startsWith);
    }

    /** Variables whose value differs per srun/MPI task (see accelerate #2816). */
    public Set<String> perTaskVariables() {
        return perTask;
    }

    /** {@code " (did you mean 'X'?)"} among the real known names, or "". */
    public String didYouMean(String name) {
        if (realNames != null) {
            return Suggest.didYouMean(name, realNames);
        }
        List<String> real = new ArrayList<>();
        for (Variable v : variables.values()) {
            if (v.notReal() == null) {
                real.add(v.name());
            }
        }
        return Suggest.didYouMean(name, real);
    }

    // ---- parsing --------------------------------------------------------------------------------

    /** Parses knowledge-base YAML (tests feed small documents; the bundled file goes through here too). */
    public static KnowledgeBase parse(String name, String text) {
        YamlNode.Mapping top = YamlNode.mapping(YamlReader.parse(name, text), "knowledge base");
        List<String> checked = top.get("checked_prefixes") == null ? List.of() : YamlNode.stringList(top.get("checked_prefixes"), "checked_prefixes");
        List<String> accepted = top.get("accepted_prefixes") == null ? List.of() : YamlNode.stringList(top.get("accepted_prefixes"), "accepted_prefixes");
        Set<String> perTask = new LinkedHashSet<>(top.get("per_task_variables") == null ? List.of()
                : YamlNode.stringList(top.get("per_task_variables"), "per_task_variables"));
        YamlNode.Mapping vars = YamlNode.mapping(top.get("variables"), "variables");
        Map<String, Variable> out = new LinkedHashMap<>();
        for (Map.Entry<String, YamlNode> e : vars.entries().entrySet()) {
            out.put(e.getKey(), variable(e.getKey(), YamlNode.mapping(e.getValue(), "variables." + e.getKey())));
        }
        return new KnowledgeBase(out, checked, accepted, perTask);
    }

    private static final List<String> KEYS = List.of("vendor", "syntax", "default", "default_note", "when_default",
            "debug_only", "debug_values", "deprecated", "not_real", "set_by", "per_process", "gpu_visibility", "site_value", "doc");

    private static Variable variable(String name, YamlNode.Mapping m) {
        String f = "variables." + name;
        for (String k : m.entries().keySet()) {
            if (!KEYS.contains(k)) {
                throw m.keyOrigin(k).badInput(f + ": unknown key '" + k + "'" + Suggest.didYouMean(k, KEYS));
            }
        }
        Vendor vendor = vendor(m, "vendor", f);
        if (vendor == null) {
            throw m.origin().badInput(f + ": vendor (nvidia, amd or both) is required");
        }
        ValueSyntax syntax = m.get("syntax") == null ? ValueSyntax.simple(ValueSyntax.Kind.FREE) : syntax(m.get("syntax"), f + ".syntax");
        Vendor debugOnly = null;
        YamlNode d = m.get("debug_only");
        if (d instanceof YamlNode.Scalar s && s.type() == YamlNode.Scalar.Type.BOOL) {
            debugOnly = YamlNode.bool(d, f + ".debug_only") ? Vendor.BOTH : null;
        } else if (d != null) {
            debugOnly = vendor(m, "debug_only", f);
        }
        List<String> debugValues = m.get("debug_values") == null ? List.of()
                : YamlNode.stringList(m.get("debug_values"), f + ".debug_values").stream().map(v -> v.toUpperCase(Locale.ROOT)).toList();
        Variable.Deprecation dep = null;
        if (m.get("deprecated") != null) {
            YamlNode.Mapping dm = YamlNode.mapping(m.get("deprecated"), f + ".deprecated");
            dep = new Variable.Deprecation(YamlNode.string(dm.get("replacement"), f + ".deprecated.replacement"),
                    dm.get("since") == null ? null : YamlNode.string(dm.get("since"), f + ".deprecated.since"),
                    dm.get("vendor") == null ? null : vendor(dm, "vendor", f + ".deprecated"));
        }
        return new Variable(name, vendor, syntax,
                str(m, "default", f), str(m, "default_note", f), str(m, "when_default", f), debugOnly, debugValues, dep,
                str(m, "not_real", f), str(m, "set_by", f),
                m.get("per_process") != null && YamlNode.bool(m.get("per_process"), f + ".per_process"),
                m.get("gpu_visibility") != null && YamlNode.bool(m.get("gpu_visibility"), f + ".gpu_visibility"),
                m.get("site_value") != null && YamlNode.bool(m.get("site_value"), f + ".site_value"),
                str(m, "doc", f));
    }

    private static String str(YamlNode.Mapping m, String key, String f) {
        return m.get(key) == null ? null : YamlNode.string(m.get(key), f + "." + key);
    }

    private static Vendor vendor(YamlNode.Mapping m, String key, String f) {
        if (m.get(key) == null) {
            return null;
        }
        String s = YamlNode.string(m.get(key), f + "." + key);
        Vendor v = Vendor.parse(s);
        if (v == null) {
            throw m.get(key).origin().badInput(f + "." + key + ": expected nvidia, amd or both, got '" + s + "'");
        }
        return v;
    }

    private static ValueSyntax syntax(YamlNode node, String f) {
        if (node instanceof YamlNode.Scalar) {
            return new ValueSyntax(kindOf(node, f), List.of(), null, null, false, List.of(), List.of());
        }
        YamlNode.Mapping m = YamlNode.mapping(node, f);
        ValueSyntax.Kind kind = kindOf(m.get("kind"), f + ".kind");
        boolean ci = m.get("case_insensitive") != null && YamlNode.bool(m.get("case_insensitive"), f + ".case_insensitive");
        List<String> values = m.get("values") == null ? List.of() : YamlNode.stringList(m.get("values"), f + ".values");
        if (ci) {
            values = values.stream().map(v -> v.toUpperCase(Locale.ROOT)).toList();
        }
        return new ValueSyntax(kind, values,
                m.get("min") == null ? null : (long) YamlNode.integer(m.get("min"), f + ".min", Integer.MIN_VALUE),
                m.get("max") == null ? null : (long) YamlNode.integer(m.get("max"), f + ".max", Integer.MIN_VALUE),
                ci,
                m.get("legacy_names") == null ? List.of() : YamlNode.stringList(m.get("legacy_names"), f + ".legacy_names"),
                m.get("collectives") == null ? List.of() : YamlNode.stringList(m.get("collectives"), f + ".collectives"));
    }

    private static ValueSyntax.Kind kindOf(YamlNode node, String f) {
        if (node == null) {
            throw ClusterjobException.badInput("knowledge base", f + ": kind is required");
        }
        String s = YamlNode.string(node, f);
        try {
            return ValueSyntax.Kind.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw node.origin().badInput(f + ": unknown syntax kind '" + s + "'");
        }
    }
}
