package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import dev.clusterjob.trace.Trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The profiles a render can use: the built-ins (bundled {@code builtin-profiles.yaml}) and then the
 * user's profile files in order, each a layer; a later layer's profile of the same name hides an
 * earlier one, and may {@code extends} that earlier one by its own name.
 */
public final class ProfileCatalog {
    /** Resource holding the built-in profiles, documented in docs/profiles.md. */
    public static final String BUILTIN_RESOURCE = "/dev/clusterjob/profile/builtin-profiles.yaml";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");
    static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    static final Pattern SBATCH_OPTION = Pattern.compile("[a-z][a-z0-9-]*");

    private final List<Map<String, Profile>> layers;

    private ProfileCatalog(List<Map<String, Profile>> layers) {
        this.layers = layers;
    }

    /** The source of the built-in profiles ({@link Profile#source}). */
    static final String BUILTIN_SOURCE = "built-in";

    /** Built-ins plus {@code files} (later files win). */
    public static ProfileCatalog load(List<Path> files) {
        List<Map<String, Profile>> layers = new ArrayList<>();
        layers.add(Builtins.LAYER);
        for (Path f : files) {
            layers.add(parseFile(YamlReader.read(f), f.toString()));
        }
        return new ProfileCatalog(layers);
    }

    /** The built-in layer, parsed once per process (on first use, or by {@link #warmUp()} on another thread). */
    private static final class Builtins {
        static final Map<String, Profile> LAYER =
                java.util.Collections.unmodifiableMap(parseFile(YamlReader.parse("built-in profiles", builtinText()), BUILTIN_SOURCE));
    }

    /** Parses the built-in profiles now, so that a later {@link #load} finds them ready (start-up). */
    public static void warmUp() {
        Trace.mark("profiles start");
        Builtins.LAYER.size();
        Trace.mark("profiles done");
    }

    /** The variables the built-in profiles set (the knowledge base parses their entries ahead: start-up). */
    public static Set<String> builtinEnvNames() {
        Set<String> names = new TreeSet<>();
        for (Profile p : Builtins.LAYER.values()) {
            names.addAll(p.env().keySet());
        }
        return names;
    }

    /** Whether {@code name} is a built-in profile's name. */
    public static boolean isBuiltin(String name) {
        return Builtins.LAYER.containsKey(name);
    }

    static String builtinText() {
        try {
            return dev.clusterjob.fs.Resources.text(BUILTIN_RESOURCE);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** All visible profile names, sorted. */
    public Set<String> names() {
        Set<String> names = new TreeSet<>();
        layers.forEach(l -> names.addAll(l.keySet()));
        return names;
    }

    /** The visible (topmost) definition of {@code name}, or null. */
    public Profile find(String name) {
        return findBelow(name, layers.size());
    }

    private Profile findBelow(String name, int layerLimit) {
        for (int i = layerLimit - 1; i >= 0; i--) {
            Profile p = layers.get(i).get(name);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    private int layerOf(Profile p) {
        for (int i = layers.size() - 1; i >= 0; i--) {
            if (layers.get(i).get(p.name()) == p) {
                return i;
            }
        }
        throw new IllegalStateException("profile not in catalog: " + p.name());
    }

    /** Merges {@code name}'s chain; {@code where} names the flag or spec line that asked for it. */
    public ResolvedProfile resolve(String name, String where) {
        Profile leaf = find(name);
        if (leaf == null) {
            throw ClusterjobException.badInput(where, "unknown profile '" + name + "'" + Suggest.didYouMean(name, names())
                    + " (known: " + String.join(", ", names()) + ")");
        }
        List<Profile> chain = new ArrayList<>();
        // identity, not the record's equals/hashCode: those bootstrap through invokedynamic at start-up (docs/performance.md)
        Set<Profile> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Profile p = leaf; p != null; ) {
            if (!seen.add(p)) {
                throw p.origin().badInput("profile '" + p.name() + "': extends forms a cycle");
            }
            chain.add(0, p);
            if (p.extendsName() == null) {
                break;
            }
            int limit = p.extendsName().equals(p.name()) ? layerOf(p) : layers.size();
            Profile parent = findBelow(p.extendsName(), limit);
            if (parent == null) {
                throw p.origin().badInput("profile '" + p.name() + "' extends unknown profile '"
                        + p.extendsName() + "'" + Suggest.didYouMean(p.extendsName(), names()) + " (known: " + String.join(", ", names()) + ")");
            }
            p = parent;
        }
        Merge merged = new Merge();
        for (Profile p : chain) {
            merged.over(p);
        }
        return merged.result(leaf.name());
    }

    /**
     * A profile chain merged from its root to its leaf: each profile laid over those below it, so the
     * nearest profile that sets a value wins; maps merge key by key (a null value removes the key),
     * modules add up, and the login, gate and container blocks merge by their own rules.
     */
    private static final class Merge {
        private final List<String> names = new ArrayList<>();
        private String description;
        private String partition;
        private Integer gpus;
        private Integer cpus;
        private GpuVendor vendor;
        private Boolean requestGpus;
        private Boolean preflight;
        private final TreeMap<String, String> sbatch = new TreeMap<>();
        private final TreeMap<String, String> env = new TreeMap<>();
        private final TreeMap<String, String> envSetBy = new TreeMap<>();
        private final TreeMap<String, YamlNode.Origin> envOrigins = new TreeMap<>();
        private final Set<String> modules = new LinkedHashSet<>();
        private final List<String> setup = new ArrayList<>();
        private LoginSettings login = LoginSettings.NONE;
        private GateSettings gate;
        private ContainerSettings container = ContainerSettings.UNSET;

        void over(Profile p) {
            container = container.with(p.container());
            if (p.gate() != null) {
                gate = (gate == null ? GateSettings.UNSET : gate).with(p.gate());
            }
            login = login.overriddenBy(p.login());
            names.add(p.name());
            description = p.description() != null ? p.description() : description;
            partition = p.partition() != null ? p.partition() : partition;
            gpus = p.gpusPerNode() != null ? p.gpusPerNode() : gpus;
            cpus = p.cpusPerGpu() != null ? p.cpusPerGpu() : cpus;
            vendor = p.gpuVendor() != null ? p.gpuVendor() : vendor;
            requestGpus = p.requestGpus() != null ? p.requestGpus() : requestGpus;
            preflight = p.preflight() != null ? p.preflight() : preflight;
            mergeInto(sbatch, p.sbatch(), null, null);
            mergeInto(env, p.env(), envSetBy, p.name());
            p.env().keySet().forEach(k -> {
                if (p.env().get(k) != null && p.envOrigins().containsKey(k)) {
                    envOrigins.put(k, p.envOrigins().get(k));
                } else {
                    envOrigins.remove(k);
                }
            });
            modules.addAll(p.modules());
            setup.addAll(p.setup());
        }

        /** The merged chain under the leaf's name, defaults filled in (1 GPU per node, NVIDIA, GPUs requested, preflight on). */
        ResolvedProfile result(String name) {
            return new ResolvedProfile(name, List.copyOf(names), description == null ? "" : description, partition,
                    gpus == null ? 1 : gpus, cpus, vendor == null ? GpuVendor.NVIDIA : vendor,
                    requestGpus == null || requestGpus, sbatch, env, List.copyOf(modules), envSetBy, envOrigins, login,
                    preflight == null || preflight, gate, container, List.copyOf(setup));
        }
    }

    /** Later wins; a null value removes the key. */
    public static void mergeInto(Map<String, String> target, Map<String, String> layer,
                                 Map<String, String> setBy, String by) {
        for (Map.Entry<String, String> e : layer.entrySet()) {
            if (e.getValue() == null) {
                target.remove(e.getKey());
                if (setBy != null) {
                    setBy.remove(e.getKey());
                }
            } else {
                target.put(e.getKey(), e.getValue());
                if (setBy != null) {
                    setBy.put(e.getKey(), by);
                }
            }
        }
    }

    // ---- parsing --------------------------------------------------------------------------------

    static Map<String, Profile> parseFile(YamlNode root, String source) {
        YamlNode.Mapping top = YamlNode.mapping(root, "profile file");
        for (String key : top.entries().keySet()) {
            if (!key.equals("profiles")) {
                throw ClusterjobException.badInput(top.keyOrigin(key).toString(),
                        "unknown top-level key '" + key + "' (a profile file has one key: profiles)");
            }
        }
        YamlNode profilesNode = top.get("profiles");
        if (profilesNode == null) {
            throw top.origin().badInput("expected a top-level 'profiles:' mapping");
        }
        YamlNode.Mapping profiles = YamlNode.mapping(profilesNode, "profiles");
        Map<String, Profile> out = new LinkedHashMap<>();
        for (Map.Entry<String, YamlNode> e : profiles.entries().entrySet()) {
            String name = e.getKey();
            if (!NAME.matcher(name).matches()) {
                throw ClusterjobException.badInput(profiles.keyOrigin(name).toString(),
                        "profile name '" + name + "': expected letters, digits, '_', '.', '-'");
            }
            out.put(name, parseProfile(name, e.getValue(), source));
        }
        return out;
    }

    private static Profile parseProfile(String name, YamlNode node, String source) {
        String f = "profiles." + name;
        YamlNode.Mapping m = YamlNode.mapping(node, f);
        for (String key : m.entries().keySet()) {
            if (!Profile.KEYS.contains(key)) {
                throw m.keyOrigin(key).badInput(f + ": unknown key '" + key + "'"
                        + Suggest.didYouMean(key, Profile.KEYS) + " (expected one of: " + String.join(", ", Profile.KEYS) + ")");
            }
        }
        String ext = m.get("extends") == null ? null : YamlNode.string(m.get("extends"), f + ".extends");
        String description = m.get("description") == null ? null : YamlNode.string(m.get("description"), f + ".description");
        String partition = m.get("partition") == null ? null : YamlNode.string(m.get("partition"), f + ".partition");
        if (partition != null) {
            // it becomes #SBATCH --partition=...: the same rules as an sbatch: value
            SbatchOptions.checkValue("partition", partition, m.get("partition").origin().toString());
        }
        Integer gpus = m.get("gpus_per_node") == null ? null : YamlNode.integer(m.get("gpus_per_node"), f + ".gpus_per_node", 0);
        Integer cpus = m.get("cpus_per_gpu") == null ? null : YamlNode.integer(m.get("cpus_per_gpu"), f + ".cpus_per_gpu", 1);
        GpuVendor vendor = null;
        if (m.get("gpu_vendor") != null) {
            String v = YamlNode.string(m.get("gpu_vendor"), f + ".gpu_vendor");
            vendor = GpuVendor.parse(v);
            if (vendor == null) {
                throw ClusterjobException.badInput(m.get("gpu_vendor").origin().toString(),
                        f + ".gpu_vendor: expected nvidia, amd or none, got '" + v + "'");
            }
        }
        Boolean request = m.get("request_gpus") == null ? null : YamlNode.bool(m.get("request_gpus"), f + ".request_gpus");
        Map<String, String> sbatch = m.get("sbatch") == null ? Map.of() : checkedSbatch(YamlNode.scalarMap(m.get("sbatch"), f + ".sbatch"), m.get("sbatch"), f);
        Map<String, String> env = m.get("env") == null ? Map.of() : checkedEnv(YamlNode.scalarMap(m.get("env"), f + ".env"), m.get("env"), f);
        List<String> modules = m.get("modules") == null ? List.of() : YamlNode.stringList(m.get("modules"), f + ".modules");
        LoginSettings login = m.get("login") == null ? LoginSettings.NONE : LoginSettings.parse(m.get("login"), f + ".login");
        Boolean preflight = m.get("preflight") == null ? null : YamlNode.bool(m.get("preflight"), f + ".preflight");
        GateSettings gate = m.get("gate") == null ? null : GateSettings.parse(m.get("gate"), f + ".gate");
        ContainerSettings container = m.get("container") == null ? ContainerSettings.UNSET
                : ContainerSettings.parse(m.get("container"), f + ".container");
        List<String> setup = m.get("setup") == null ? List.of()
                : SetupLines.check(SetupLines.parse(m.get("setup"), f + ".setup"), m.get("setup").origin().toString(), f + ".setup: ");
        return new Profile(name, ext, description, partition, gpus, cpus, vendor, request, sbatch, env, envOrigins(m, source),
                modules, login, source, m.origin(), preflight, gate, container, setup);
    }

    /** Each env key's place in a user's profile file, kept from parsing (lint names it); none for the built-ins. */
    private static Map<String, YamlNode.Origin> envOrigins(YamlNode.Mapping profile, String source) {
        Map<String, YamlNode.Origin> out = new LinkedHashMap<>();
        if (!BUILTIN_SOURCE.equals(source) && profile.get("env") instanceof YamlNode.Mapping env) {
            env.entries().keySet().forEach(k -> out.put(k, env.keyOrigin(k)));
        }
        return out;
    }

    /** Checks env names are valid shell variable names; values are quoted at render time, so any text is allowed. */
    public static Map<String, String> checkedEnv(Map<String, String> env, YamlNode node, String field) {
        YamlNode.Mapping m = (YamlNode.Mapping) node;
        for (String k : env.keySet()) {
            if (!ENV_NAME.matcher(k).matches()) {
                throw ClusterjobException.badInput(m.keyOrigin(k).toString(),
                        field + ".env: '" + k + "' is not a valid environment variable name (letters, digits, '_')");
            }
        }
        return env;
    }

    /**
     * Checks sbatch keys are long option names without dashes ({@code time}, not {@code --time}).
     * A flag without a value is written {@code exclusive: true} (or ""); false or null removes an inherited one.
     */
    public static Map<String, String> checkedSbatch(Map<String, String> sbatch, YamlNode node, String field) {
        YamlNode.Mapping m = (YamlNode.Mapping) node;
        for (Map.Entry<String, YamlNode> e : m.entries().entrySet()) {
            if (e.getValue() instanceof YamlNode.Scalar s && s.type() == YamlNode.Scalar.Type.BOOL) {
                sbatch.put(e.getKey(), Boolean.parseBoolean(s.text().toLowerCase(java.util.Locale.ROOT)) ? "" : null);
            }
        }
        for (Map.Entry<String, String> e : sbatch.entrySet()) {
            String where = m.keyOrigin(e.getKey()).toString();
            if (!SBATCH_OPTION.matcher(e.getKey()).matches()) {
                throw ClusterjobException.badInput(where, field + ".sbatch: '" + e.getKey()
                        + "' is not a long sbatch option name (write e.g. time: 01:00:00, without dashes)");
            }
            SbatchOptions.checkValue(e.getKey(), e.getValue(), where);
        }
        return sbatch;
    }
}
