package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.profile.SetupLines;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.SbatchOptions;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Collects a {@link JobSpec} from a YAML file and then from flags (each later call wins), keeping
 * for every field where it was set. Validation happens while reading, so each error names its place.
 */
public final class SpecBuilder {
    private Path file;
    private String name;
    private String profile;
    private final List<Path> profileFiles = new ArrayList<>();
    private Integer nodes;
    private Integer gpusPerNode;
    private Launcher launcher;
    private List<String> launcherCommand;
    private List<String> launcherArgs;
    private List<String> command;
    private final Map<String, String> sbatch = new LinkedHashMap<>();
    private final Map<String, String> env = new LinkedHashMap<>();
    private final Map<String, String> envFrom = new LinkedHashMap<>();
    private Path output;
    private JobSpec.Target target;
    private String hostfile;
    private JobSpec.LaunchMode launchMode;
    private Integer sshPort;
    private Integer masterPort;
    private Boolean preflight;
    private GateSettings gate;
    private RequeueSettings requeue;
    private List<Component> components = List.of();
    private ContainerSettings container = ContainerSettings.UNSET;
    private final List<String> allowFindings = new ArrayList<>();
    private final List<String> sbatchPluginOptions = new ArrayList<>();
    private final List<String> modules = new ArrayList<>();
    private final List<String> setup = new ArrayList<>();
    private final Map<String, YamlNode.Origin> origins = new HashMap<>();
    private boolean allowOutputOutside;

    /** Reads a spec file; relative paths inside it are resolved against the file's folder. */
    public static SpecBuilder fromFile(Path specFile) {
        return fromParsed(specFile, YamlReader.read(specFile));
    }

    /** As {@link #fromFile}, for a file whose YAML the caller has read already ({@code check} reads each once). */
    public static SpecBuilder fromParsed(Path specFile, YamlNode root) {
        SpecBuilder b = new SpecBuilder();
        b.file = specFile;
        YamlNode.Mapping m = YamlNode.mapping(root, "job spec");
        Path dir = specFile.toAbsolutePath().getParent();
        if (m.get("profiles") != null && m.entries().size() == 1) {
            throw ClusterjobException.badInput(m.keyOrigin("profiles").toString(),
                    "this is a profile file, not a job spec (pass it with --profile-file)");
        }
        for (Map.Entry<String, YamlNode> e : m.entries().entrySet()) {
            b.readKey(e.getKey(), e.getValue(), m.keyOrigin(e.getKey()), dir);
        }
        return b;
    }

    /** One top-level key of a spec file, {@code v} its value; relative paths are resolved against {@code dir}. */
    private void readKey(String key, YamlNode v, YamlNode.Origin at, Path dir) {
        switch (key) {
            case "name" -> name(YamlNode.string(v, key), at);
            case "profile" -> profile(YamlNode.string(v, key), at);
            case "profile_files" -> profileFilesBlock(v, key, at, dir);
            case "nodes" -> nodes(YamlNode.integer(v, key, 1), at);
            case "gpus_per_node" -> gpusPerNode(YamlNode.integer(v, key, 1), at);
            case "launcher" -> launcher(YamlNode.string(v, key), at);
            case "launcher_command" -> launcherCommand(v instanceof YamlNode.Sequence ? YamlNode.stringList(v, key)
                    : words(YamlNode.string(v, key)), at);
            case "launcher_args" -> launcherArgs(YamlNode.stringList(v, key), at);
            case "command" -> command(YamlNode.stringList(v, key), at);
            case "sbatch" -> sbatchBlock(v, key);
            case "env" -> envBlock(v, at);
            case "output" -> output(dir.resolve(YamlNode.string(v, key)).normalize(), at);
            case "target" -> target(YamlNode.string(v, key), at);
            case "hostfile" -> hostfile(YamlNode.string(v, key), at);
            case "launch_mode" -> launchMode(YamlNode.string(v, key), at);
            case "ssh_port" -> sshPort(port(v, key), at);
            case "master_port" -> masterPort(port(v, key), at);
            case "preflight" -> preflight(YamlNode.bool(v, key), at);
            case "gate" -> gate(GateSettings.parse(v, key), at);
            case "requeue" -> requeue(RequeueSettings.parse(v, key), at);
            case "components" -> {
                components = Component.parseList(v, key, at);
                origins.put(key, at);
            }
            case "container" -> container(ContainerSettings.parse(v, key), at);
            case "allow_findings" -> allowFindings(YamlNode.stringList(v, key), at);
            case "sbatch_plugin_options" -> sbatchPluginOptions(YamlNode.stringList(v, key), at);
            case "modules" -> modules(YamlNode.stringList(v, key), at);
            case "setup" -> setup(SetupLines.parse(v, key), at);
            default -> throw at.badInput("unknown key '" + key + "'"
                    + Suggest.didYouMean(key, JobSpec.KEYS) + " (expected one of: " + String.join(", ", JobSpec.KEYS) + ")");
        }
    }

    /** The spec's {@code profile_files:}, each resolved against {@code dir}. */
    private void profileFilesBlock(YamlNode v, String key, YamlNode.Origin at, Path dir) {
        for (String f : YamlNode.stringList(v, key)) {
            profileFiles.add(dir.resolve(f).normalize());
        }
        origins.put(key, at);
    }

    /** The spec's {@code sbatch:}, each option at its own key's place. */
    private void sbatchBlock(YamlNode v, String key) {
        Map<String, String> map = ProfileCatalog.checkedSbatch(YamlNode.scalarMap(v, key), v, "spec");
        for (Map.Entry<String, String> kv : map.entrySet()) {
            sbatch(kv.getKey(), kv.getValue(), ((YamlNode.Mapping) v).keyOrigin(kv.getKey()));
        }
    }

    /**
     * The spec's {@code env:}: each value a string, or {@code {from_env: SOURCE}} (the job takes SOURCE from the
     * environment sbatch runs in; the value is never written into the script).
     */
    private void envBlock(YamlNode v, YamlNode.Origin at) {
        YamlNode.Mapping m = YamlNode.mapping(v, "env");
        Map<String, String> plain = new LinkedHashMap<>();
        for (Map.Entry<String, YamlNode> e : m.entries().entrySet()) {
            if (e.getValue() instanceof YamlNode.Mapping from) {
                YamlNode.Origin where = m.keyOrigin(e.getKey());
                envFrom(e.getKey(), EnvFrom.source(from, "env." + e.getKey()), where);
            } else {
                plain.put(e.getKey(), null);
            }
        }
        Map<String, String> values = ProfileCatalog.checkedEnv(YamlNode.scalarMap(onlyKeys(m, plain.keySet()), "env"), v, "spec");
        for (Map.Entry<String, String> e : values.entrySet()) {
            env(e.getKey(), e.getValue(), m.keyOrigin(e.getKey()));
        }
        origins.put("env", at);
    }

    private static YamlNode.Mapping onlyKeys(YamlNode.Mapping m, java.util.Set<String> keys) {
        Map<String, YamlNode> entries = new LinkedHashMap<>();
        Map<String, YamlNode.Origin> keyOrigins = new LinkedHashMap<>();
        for (String k : keys) {
            entries.put(k, m.get(k));
            keyOrigins.put(k, m.keyOrigin(k));
        }
        return new YamlNode.Mapping(entries, keyOrigins, m.origin());
    }

    /** A launcher command written as one string: words split on blanks (the list form keeps blanks in a word). */
    public static List<String> words(String s) {
        return java.util.Arrays.stream(s.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    private static int port(YamlNode v, String key) {
        int p = YamlNode.integer(v, key, 1);
        if (p > 65535) {
            throw v.origin().badInput(key + ": expected a port number 1..65535, got " + p);
        }
        return p;
    }

    public static SpecBuilder empty() {
        return new SpecBuilder();
    }

    private static YamlNode.Origin flag(String flag) {
        return new YamlNode.Origin(flag, 0);
    }

    // ---- setters: "at" is the YAML place, or a flag name via the String overloads ---------------

    public SpecBuilder name(String v, YamlNode.Origin at) {
        name = v;
        return setAt("name", at);
    }

    public SpecBuilder profile(String v, YamlNode.Origin at) {
        profile = v;
        return setAt("profile", at);
    }

    public SpecBuilder addProfileFile(Path f, String flagName) {
        profileFiles.add(f.toAbsolutePath().normalize());
        origins.put("profile_files", flag(flagName));
        return this;
    }

    public SpecBuilder nodes(int v, YamlNode.Origin at) {
        if (v < 1) {
            throw bad(at, "nodes", "expected an integer >= 1, got " + v);
        }
        nodes = v;
        return setAt("nodes", at);
    }

    public SpecBuilder gpusPerNode(int v, YamlNode.Origin at) {
        if (v < 1) {
            throw bad(at, "gpus_per_node", "expected an integer >= 1, got " + v);
        }
        gpusPerNode = v;
        return setAt("gpus_per_node", at);
    }

    public SpecBuilder launcher(String v, YamlNode.Origin at) {
        Launcher l = Launcher.parse(v);
        if (l == null) {
            throw bad(at, "launcher", "unknown launcher '" + v + "'"
                    + Suggest.didYouMean(v, Launcher.ids()) + " (expected one of: " + String.join(", ", Launcher.ids()) + ")");
        }
        launcher = l;
        return setAt("launcher", at);
    }

    /** The launcher program, optionally with leading words (e.g. [python3, -m, torch.distributed.run]). */
    public SpecBuilder launcherCommand(List<String> v, YamlNode.Origin at) {
        if (v.isEmpty() || v.get(0).isBlank()) {
            throw bad(at, "launcher_command", "expected a program name or path, got nothing");
        }
        launcherCommand = List.copyOf(v);
        return setAt("launcher_command", at);
    }

    public SpecBuilder launcherArgs(List<String> v, YamlNode.Origin at) {
        launcherArgs = List.copyOf(v);
        return setAt("launcher_args", at);
    }

    public SpecBuilder command(List<String> v, YamlNode.Origin at) {
        if (v.isEmpty()) {
            throw bad(at, "command", "expected the program and its arguments, got an empty list");
        }
        command = List.copyOf(v);
        return setAt("command", at);
    }

    public SpecBuilder sbatch(String option, String value, YamlNode.Origin at) {
        SbatchOptions.checkValue(option, value, at.toString());
        sbatch.put(option, value);
        return setAt("sbatch." + option, at);
    }

    public SpecBuilder env(String key, String value, YamlNode.Origin at) {
        env.put(key, value);
        envFrom.remove(key);
        return setAt("env." + key, at);
    }

    /** {@code key} takes the value of {@code source} from the environment sbatch runs in (never written); replaces a value of {@code key}. */
    public SpecBuilder envFrom(String key, String source, YamlNode.Origin at) {
        if (!EnvFrom.NAME.matcher(key).matches()) {
            throw at.badInput(field(at, "env") + "'" + key
                    + "' is not a valid environment variable name (letters, digits, '_')");
        }
        envFrom.put(key, source);
        env.remove(key);
        return setAt("env." + key, at);
    }

    public SpecBuilder output(Path v, YamlNode.Origin at) {
        output = v;
        return setAt("output", at);
    }

    /** Lets {@code output:} point outside the spec's repository (--allow-output-outside; {@link OutputPlace}). */
    public SpecBuilder allowOutputOutside(boolean v) {
        allowOutputOutside = v;
        return this;
    }

    public SpecBuilder target(String v, YamlNode.Origin at) {
        target = choice(JobSpec.Target.class, v, at, "target", "sbatch or mpirun");
        return setAt("target", at);
    }

    public SpecBuilder hostfile(String v, YamlNode.Origin at) {
        hostfile = v;
        return setAt("hostfile", at);
    }

    public SpecBuilder launchMode(String v, YamlNode.Origin at) {
        launchMode = choice(JobSpec.LaunchMode.class, v, at, "launch_mode", "srun or ssh");
        return setAt("launch_mode", at);
    }

    public SpecBuilder sshPort(int v, YamlNode.Origin at) {
        sshPort = v;
        return setAt("ssh_port", at);
    }

    public SpecBuilder masterPort(int v, YamlNode.Origin at) {
        masterPort = v;
        return setAt("master_port", at);
    }

    public SpecBuilder preflight(boolean v, YamlNode.Origin at) {
        preflight = v;
        return setAt("preflight", at);
    }

    /** Merges a {@code gate:} block or the --gate/--no-gate flag over what was set before (later keys win). */
    public SpecBuilder gate(GateSettings v, YamlNode.Origin at) {
        gate = (gate == null ? GateSettings.UNSET : gate).with(v);
        return setAt("gate", at);
    }

    /** Merges a {@code requeue:} block or --requeue/--no-requeue/--max-restarts over what was set before (later keys win). */
    public SpecBuilder requeue(RequeueSettings v, YamlNode.Origin at) {
        requeue = (requeue == null ? RequeueSettings.UNSET : requeue).with(v);
        return setAt("requeue", at);
    }

    /** Merges a {@code container:} block or --container-runtime/--container-image over what was set before. */
    public SpecBuilder container(ContainerSettings v, YamlNode.Origin at) {
        container = container.with(v);
        return setAt("container", at);
    }

    /** Adds knowledge-base findings the job accepts ({@code CODE} or {@code CODE:VARIABLE}; checked when the job is rendered). */
    public SpecBuilder allowFindings(List<String> v, YamlNode.Origin at) {
        allowFindings.addAll(v);
        origins.putIfAbsent("allow_findings", at);
        return this;
    }

    /** Adds long sbatch options of the site's plugins (without dashes), accepted in {@code sbatch:}. */
    public SpecBuilder sbatchPluginOptions(List<String> v, YamlNode.Origin at) {
        for (String o : v) {
            String name = o.startsWith("--") ? o.substring(2) : o;
            if (!name.matches("[a-z][a-z0-9-]*")) {
                throw at.badInput("sbatch_plugin_options: '" + o
                        + "' is not a long option name (write e.g. container-image)");
            }
            sbatchPluginOptions.add(name);
        }
        origins.putIfAbsent("sbatch_plugin_options", at);
        return this;
    }

    /** Adds modules to load after the profile's ({@code module load}, in the batch shell). */
    public SpecBuilder modules(List<String> v, YamlNode.Origin at) {
        for (String m : v) {
            if (m.isBlank() || !m.strip().equals(m) || m.chars().anyMatch(c -> c < 0x20 || c == ' ')) {
                throw bad(at, "modules", "'" + m + "' is not a module name (one name per item, e.g. cuda/12.1)");
            }
            modules.add(m);
        }
        origins.putIfAbsent("modules", at);
        return this;
    }

    /** Adds the user's own shell lines, run after the profile's setup (checked by {@link SetupLines#check}). */
    public SpecBuilder setup(List<String> v, YamlNode.Origin at) {
        setup.addAll(SetupLines.check(v, at.toString(), field(at, "setup")));
        origins.putIfAbsent("setup", at);
        return this;
    }

    /** Records where {@code key} was set (file:line or the flag); returns this builder. */
    private SpecBuilder setAt(String key, YamlNode.Origin at) {
        origins.put(key, at);
        return this;
    }

    /** The one-line error for a bad value of {@code key} set at {@code at}. */
    private static ClusterjobException bad(YamlNode.Origin at, String key, String problem) {
        return at.badInput(field(at, key) + problem);
    }

    /** The constant of {@code type} named {@code v} in any case, else the error "expected {@code expected}". */
    private static <E extends Enum<E>> E choice(Class<E> type, String v, YamlNode.Origin at, String key, String expected) {
        try {
            return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw bad(at, key, "expected " + expected + ", got '" + v + "'");
        }
    }

    /** "field: " for a spec line; nothing for a flag, whose name already says it. */
    private static String field(YamlNode.Origin at, String field) {
        return at.line() == 0 ? "" : field + ": ";
    }

    /** Flag-origin helper: {@code at("--nodes")}. */
    public static YamlNode.Origin at(String flagName) {
        return flag(flagName);
    }

    public JobSpec build() {
        if (output != null && file != null && !allowOutputOutside) {
            OutputPlace.check(file, output, origins.containsKey("output") ? origins.get("output").toString() : file.toString());
        }
        return new JobSpec(file, name, profile, List.copyOf(profileFiles), nodes, gpusPerNode, launcher, launcherCommand,
                launcherArgs, command, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sbatch)),
                java.util.Collections.unmodifiableMap(new LinkedHashMap<>(env)), output, target, hostfile, launchMode,
                sshPort, masterPort, Map.copyOf(origins), preflight, gate, requeue, components, container,
                List.copyOf(allowFindings), List.copyOf(sbatchPluginOptions), List.copyOf(modules), List.copyOf(setup),
                java.util.Collections.unmodifiableMap(new LinkedHashMap<>(envFrom)));
    }
}
