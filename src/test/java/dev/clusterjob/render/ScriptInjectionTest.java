package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.cli.JobOptions;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.lint.JobCheck;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.profile.Profile;
import dev.clusterjob.spec.Component;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;
import dev.clusterjob.spec.RequeueSettings;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.testing.BashSyntaxCheck;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.YamlDoc;
import dev.clusterjob.testing.YamlDoc.Tagged;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every string field of the spec, the profile and the job flags, driven with shell payloads (a newline,
 * {@code $(...)}, a backtick, {@code #}, quotes, a backslash; each carries a marker file name) through
 * every launcher and both targets: a field either refuses the payload (exit 2, one line naming the
 * field's line or flag) or renders a script that {@code bash -n} accepts and that, run under stand-ins
 * (FakeAllocation: fake srun, mpirun and launchers; preflight and the gate in scenarios of their own),
 * creates no marker file. The field lists come from the code's key tables (JobSpec.KEYS, Profile.KEYS,
 * the blocks' KEYS, JobOptions.Flag) and the records behind them, so a new field without a driver here
 * fails {@link #everyFieldHasADriver}. One JVM; a dozen bash runs in all.
 */
class ScriptInjectionTest {
    /** One bash parses every script this class renders (see BashSyntaxCheck). */
    private static final BashSyntaxCheck BASH = new BashSyntaxCheck();

    @AfterAll
    static void stopParser() throws Exception {
        BASH.close();
    }

    /** The payloads; each writes its marker file when the shell runs it as code. No blank: fields that refuse blanks still get them. */
    enum Kind {
        NL("a\ntouch${IFS}%s${IFS}#"), SUBST("$(touch${IFS}%s)"), TICK("`touch${IFS}%s`"), HASH("x#;touch${IFS}%s"),
        SQ("x';touch${IFS}%s;'"), DQ("x\";touch${IFS}%s;\""), BS("x\\';touch${IFS}%s;'");

        final String format;

        Kind(String format) {
            this.format = format;
        }
    }

    /** What a field tries, in order, until one is accepted: everything at once, then smaller sets, then each payload alone. */
    static final List<Set<Kind>> CANDIDATES = candidates();

    private static List<Set<Kind>> candidates() {
        List<Set<Kind>> c = new ArrayList<>();
        c.add(EnumSet.allOf(Kind.class));
        c.add(EnumSet.complementOf(EnumSet.of(Kind.NL)));
        c.add(EnumSet.of(Kind.SUBST, Kind.TICK, Kind.HASH));
        for (Kind k : Kind.values()) {
            c.add(EnumSet.of(k));
        }
        return List.copyOf(c);
    }

    /** The files and the launcher a field's payload goes into. */
    static final class Ctx {
        final YamlDoc spec = new YamlDoc();
        final YamlDoc profiles = new YamlDoc();
        final Scenario scenario;
        String launcher;

        Ctx(Scenario scenario) {
            this.scenario = scenario;
        }

        Map<Object, Object> p1() {
            return profiles.map("profiles", "p1");
        }
    }

    /**
     * A field: where a payload goes, and in which scenarios (empty: all). A typed field (a number, a switch, a
     * choice: {@link #typed}) tries only the payload with everything; a string field tries smaller sets after a refusal.
     */
    record Field(String id, Set<String> scenarios, Injector inject) {
        boolean liveIn(Scenario s) {
            return scenarios.isEmpty() || scenarios.contains(s.id());
        }

        int candidates() {
            return typed(id) ? 1 : CANDIDATES.size();
        }
    }

    /** The record behind each field prefix, to tell string fields from typed ones by the record's own types. */
    static final Map<String, Class<? extends Record>> RECORDS = Map.of("spec", JobSpec.class, "spec.gate", GateSettings.class,
            "spec.requeue", RequeueSettings.class, "spec.container", ContainerSettings.class, "spec.components", Component.class,
            "profile", Profile.class, "profile.login", LoginSettings.class, "profile.gate", GateSettings.class,
            "profile.container", ContainerSettings.class);

    /** Whether field {@code id} (prefix.key) is a record component that is not text: Integer, Boolean, an enum, a Path list. */
    static boolean typed(String id) {
        int dot = id.lastIndexOf('.');
        Class<? extends Record> rec = RECORDS.get(id.substring(0, dot));
        if (rec == null) {
            return false;
        }
        String key = id.substring(dot + 1);
        for (java.lang.reflect.RecordComponent rc : rec.getRecordComponents()) {
            String snake = rc.getName().equals("extendsName") ? "extends" : rc.getName().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
            if (snake.equals(key)) {
                java.lang.reflect.Type t = rc.getGenericType();
                return !(t == String.class || t.getTypeName().equals("java.util.List<java.lang.String>")
                        || t.getTypeName().equals("java.util.Map<java.lang.String, java.lang.String>"));
            }
        }
        return false;
    }

    /** Puts {@code payload} (tagged with the field id) into the context. */
    interface Injector {
        void put(Ctx c, Tagged payload);
    }

    /**
     * A job flag: the arguments that carry {@code payload} (null: a flag without a string value, {@code noString} says why),
     * and the text its refusal line contains.
     */
    record FlagField(String id, Set<String> scenarios, java.util.function.BiFunction<Path, String, List<String>> args, String noString,
                     String named) {
        FlagField(String id, Set<String> scenarios, java.util.function.BiFunction<Path, String, List<String>> args, String noString) {
            this(id, scenarios, args, noString, id.substring("flag.".length()));
        }
    }

    /**
     * A base job: one launcher or target, with what it brings (requeue, a container, components, the gate,
     * preflight). {@code run} says how its script is executed.
     */
    record Scenario(String id, java.util.function.Consumer<Ctx> base, String run, String reached) {
        Scenario(String id, java.util.function.Consumer<Ctx> base, String run) {
            this(id, base, run, null);
        }

        /** Whether a run got as far as this scenario is about: its launch (a stand-in started), or its gate or preflight stage. */
        boolean reachedIn(FakeAllocation.Run r) {
            return reached == null ? !r.invocations().isEmpty() : (r.stdout() + r.stderr()).contains(reached);
        }
    }

    // ---- the scenarios -------------------------------------------------------------------------------

    static List<Scenario> scenarios() {
        // preflight first: its accepted findings let payloads into the variables preflight reads, and the first
        // scenario a field is live in decides where its search starts in the others
        return List.of(
                new Scenario("preflight", c -> {
                    launcher(c, "torchrun");
                    c.spec.root().put("preflight", true);
                    // the findings accepted, so that values preflight reads (NCCL_SOCKET_IFNAME ...) reach it
                    c.spec.root().put("allow_findings", new ArrayList<>(List.of("env.invalid-value")));
                }, "sbatch", "clusterjob-preflight: "),
                new Scenario("torchrun", c -> {
                    launcher(c, "torchrun");
                    c.spec.map("requeue").put("signal", "USR1");
                    c.spec.map("requeue").put("resume_args", new ArrayList<>(List.of("--resume")));
                    c.spec.map("container").put("runtime", "pyxis");
                    c.spec.map("container").put("image", "img");
                }, "sbatch"),
                new Scenario("srun", c -> {
                    launcher(c, "srun");
                    c.spec.map("container").put("runtime", "apptainer");
                    c.spec.map("container").put("image", "/img.sif");
                }, "sbatch"),
                new Scenario("llamafactory", c -> launcher(c, "llamafactory"), "sbatch"),
                new Scenario("deepspeed", c -> launcher(c, "deepspeed"), "sbatch"),
                new Scenario("deepspeed-ssh", c -> {
                    launcher(c, "deepspeed");
                    c.spec.root().put("launch_mode", "ssh");
                }, "sbatch"),
                new Scenario("accelerate", c -> launcher(c, "accelerate"), "sbatch"),
                new Scenario("horovod", c -> launcher(c, "horovod"), "sbatch"),
                new Scenario("mpirun", c -> launcher(c, "mpirun"), "sbatch"),
                new Scenario("target-mpirun", c -> {
                    launcher(c, "mpirun");
                    c.spec.root().put("target", "mpirun");
                    c.spec.root().put("hostfile", "hosts");
                }, "mpirun"),
                new Scenario("hetjob", c -> {
                    launcher(c, "torchrun");
                    c.spec.root().remove("nodes");
                    c.spec.root().remove("gpus_per_node");
                    List<Object> comps = new ArrayList<>();
                    comps.add(new LinkedHashMap<>(Map.of("nodes", 1)));
                    comps.add(new LinkedHashMap<>(Map.of("nodes", 1)));
                    c.spec.root().put("components", comps);
                }, "het"),
                new Scenario("gate", c -> {
                    launcher(c, "torchrun");
                    c.spec.map("gate").put("tool", "torch-probe");
                    c.spec.map("gate").put("python", "/nonexistent/python3");
                }, "sbatch", "clusterjob-gate: "));

    }

    private static void launcher(Ctx c, String id) {
        c.launcher = id;
        Map<Object, Object> s = c.spec.root();
        s.put("profile", "p1");
        s.put("profile_files", new ArrayList<>(List.of("profiles.yaml")));
        s.put("nodes", 2);
        s.put("gpus_per_node", 1);
        s.put("launcher", id);
        s.put("preflight", false);
        s.put("command", new ArrayList<>(List.of("cj-fake-program", "--x")));
        Map<Object, Object> p = c.p1();
        p.put("extends", "tcp");
        p.put("gpus_per_node", 1);
        p.put("gpu_vendor", "none");
        p.put("request_gpus", false);
    }

    // ---- the fields ----------------------------------------------------------------------------------

    private static final Set<String> ALL = Set.of();
    private static final Set<String> GATE = Set.of("gate");
    private static final Set<String> CONTAINER = Set.of("torchrun", "srun");

    static List<Field> fields() {
        List<Field> f = new ArrayList<>();
        specTop(f);
        specBlocks(f);
        profile(f);
        return f;
    }

    private static void specTop(List<Field> f) {
        for (String key : List.of("name", "profile", "nodes", "gpus_per_node", "launcher", "output", "target", "launch_mode",
                "ssh_port", "master_port", "preflight")) {
            f.add(new Field("spec." + key, ALL, (c, p) -> c.spec.root().put(key, p)));
        }
        f.add(new Field("spec.hostfile", Set.of("target-mpirun"), (c, p) -> c.spec.root().put("hostfile", p)));
        f.add(new Field("spec.profile_files", ALL, (c, p) -> list(c.spec.root(), "profile_files").add(p)));
        // an option-shaped word: the stand-in srun and mpirun skip options, so the run goes on to the launch
        f.add(new Field("spec.launcher_command", ALL, (c, p) -> c.spec.root().put("launcher_command",
                new ArrayList<>(List.of(Launcher.parse(c.launcher).executable(), option(p))))));
        f.add(new Field("spec.launcher_args", ALL, (c, p) -> c.spec.root().put("launcher_args", new ArrayList<>(List.of(option(p))))));
        f.add(new Field("spec.command", ALL, (c, p) -> list(c.spec.root(), "command").add(p)));
        f.add(new Field("spec.sbatch.value", ALL, (c, p) -> c.spec.map("sbatch").put("comment", p)));
        f.add(new Field("spec.sbatch.output", ALL, (c, p) -> c.spec.map("sbatch").put("output", p)));
        f.add(new Field("spec.sbatch.key", ALL, (c, p) -> c.spec.map("sbatch").put(p, "x")));
        f.add(new Field("spec.env.value", ALL, (c, p) -> c.spec.map("env").put("CJ_V", p)));
        f.add(new Field("spec.env.key", ALL, (c, p) -> c.spec.map("env").put(p, "x")));
        // variables the script itself reads at run time (preflight, the gate's probe environment)
        for (String v : List.of("NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "NCCL_IB_HCA")) {
            f.add(new Field("spec.env.value." + v, ALL, (c, p) -> c.spec.map("env").put(v, p)));
        }
        f.add(new Field("spec.env.from_env", ALL, (c, p) -> c.spec.map("env").put("CJ_W", new LinkedHashMap<>(Map.of("from_env", p)))));
        f.add(new Field("spec.allow_findings", ALL, (c, p) -> c.spec.root().put("allow_findings", new ArrayList<>(List.of(p)))));
        f.add(new Field("spec.sbatch_plugin_options", ALL, (c, p) -> c.spec.root().put("sbatch_plugin_options", new ArrayList<>(List.of(p)))));
        f.add(new Field("spec.modules", ALL, (c, p) -> c.spec.root().put("modules", new ArrayList<>(List.of(p)))));
    }

    private static Tagged option(Tagged p) {
        return new Tagged(p.tag(), "--cj-x=" + p.value());
    }

    private static void specBlocks(List<Field> f) {
        for (String key : GateSettings.KEYS) {
            f.add(new Field("spec.gate." + key, GATE, (c, p) -> c.spec.map("gate").put(key, p)));
        }
        for (String key : RequeueSettings.KEYS) {
            f.add(new Field("spec.requeue." + key, Set.of("torchrun"), (c, p) -> c.spec.map("requeue").put(key,
                    key.equals("resume_args") ? new ArrayList<>(List.of(p)) : p)));
        }
        for (String key : ContainerSettings.KEYS) {
            f.add(new Field("spec.container." + key, CONTAINER, (c, p) -> c.spec.map("container").put(key,
                    key.equals("mounts") ? new ArrayList<>(List.of(new Tagged(p.tag(), "/" + p.value()))) : p)));
        }
        for (String key : Component.KEYS) {
            f.add(new Field("spec.components." + key, Set.of("hetjob"), (c, p) -> component(c, key, p)));
        }
        f.add(new Field("spec.components.env.key", Set.of("hetjob"), (c, p) -> componentMap(c, "env").put(p, "x")));
        f.add(new Field("spec.components.sbatch.key", Set.of("hetjob"), (c, p) -> componentMap(c, "sbatch").put(p, "x")));
    }

    @SuppressWarnings("unchecked")
    private static void component(Ctx c, String key, Tagged p) {
        switch (key) {
            case "env" -> componentMap(c, "env").put("CJ_C", p);
            case "sbatch" -> componentMap(c, "sbatch").put("comment", p);
            default -> ((Map<Object, Object>) ((List<Object>) c.spec.root().get("components")).get(1)).put(key, p);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> componentMap(Ctx c, String key) {
        Map<Object, Object> comp = (Map<Object, Object>) ((List<Object>) c.spec.root().get("components")).get(1);
        return (Map<Object, Object>) comp.computeIfAbsent(key, k -> new LinkedHashMap<>());
    }

    private static void profile(List<Field> f) {
        for (String key : List.of("extends", "description", "partition", "gpus_per_node", "cpus_per_gpu", "gpu_vendor",
                "request_gpus", "preflight")) {
            f.add(new Field("profile." + key, ALL, (c, p) -> c.p1().put(key, p)));
        }
        f.add(new Field("profile.name", ALL, (c, p) -> c.profiles.map("profiles").put(p, new LinkedHashMap<>(Map.of("extends", "tcp")))));
        f.add(new Field("profile.sbatch.value", ALL, (c, p) -> map(c.p1(), "sbatch").put("comment", p)));
        f.add(new Field("profile.sbatch.key", ALL, (c, p) -> map(c.p1(), "sbatch").put(p, "x")));
        f.add(new Field("profile.env.value", ALL, (c, p) -> map(c.p1(), "env").put("CJ_P", p)));
        f.add(new Field("profile.env.key", ALL, (c, p) -> map(c.p1(), "env").put(p, "x")));
        f.add(new Field("profile.modules", ALL, (c, p) -> c.p1().put("modules", new ArrayList<>(List.of(p)))));
        for (String key : LoginSettings.KEYS) {
            f.add(new Field("profile.login." + key, ALL, (c, p) -> map(c.p1(), "login").put(key, p)));
        }
        for (String key : GateSettings.KEYS) {
            f.add(new Field("profile.gate." + key, GATE, (c, p) -> map(c.p1(), "gate").put(key, p)));
        }
        for (String key : ContainerSettings.KEYS) {
            f.add(new Field("profile.container." + key, CONTAINER, (c, p) -> map(c.p1(), "container").put(key,
                    key.equals("mounts") ? new ArrayList<>(List.of(new Tagged(p.tag(), "/" + p.value()))) : p)));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<Object, Object> m, String key) {
        return (List<Object>) m.computeIfAbsent(key, k -> new ArrayList<>());
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> map(Map<Object, Object> m, String key) {
        return (Map<Object, Object>) m.computeIfAbsent(key, k -> new LinkedHashMap<>());
    }

    /** Every job flag (JobOptions.Flag): the arguments carrying a payload, for the torchrun scenario (hostfile: target mpirun). */
    static List<FlagField> flags() {
        List<FlagField> out = new ArrayList<>();
        for (JobOptions.Flag fl : JobOptions.Flag.values()) {
            String name = fl.names().get(0);
            Set<String> where = fl == JobOptions.Flag.HOSTFILE ? Set.of("target-mpirun") : Set.of("torchrun");
            if (fl.isSwitch()) {
                out.add(new FlagField("flag." + name, where, null, "an on/off switch: no string reaches the script"));
            } else if (fl == JobOptions.Flag.SETUP) {
                out.add(new FlagField("flag." + name, where, null, "shell lines: the user's own code by design (SetupScriptTest: they stay"
                        + " inside their here-document)"));
            } else if (fl == JobOptions.Flag.TEMPLATES) {
                out.add(new FlagField("flag." + name, where, null, "a folder of templates: the user's own code by design"));
            } else if (fl == JobOptions.Flag.OUTPUT) {
                out.add(new FlagField("flag." + name, where, (d, p) -> List.of(name, d.resolve("out" + p).toString()), null));
            } else if (fl == JobOptions.Flag.SBATCH) {
                out.add(new FlagField("flag." + name + ".value", where, (d, p) -> List.of(name, "comment=" + p), null, "sbatch.comment:"));
                out.add(new FlagField("flag." + name + ".key", where, (d, p) -> List.of(name, p + "=x"), null, name + ": '"));
            } else if (fl == JobOptions.Flag.ENV) {
                out.add(new FlagField("flag." + name + ".value", where, (d, p) -> List.of(name, "CJ_F=" + p), null, "CJ_F"));
                out.add(new FlagField("flag." + name + ".key", where, (d, p) -> List.of(name, p + "=x"), null, name + ": '"));
            } else if (fl == JobOptions.Flag.PROFILE_FILE) {
                out.add(new FlagField("flag." + name, where, (d, p) -> List.of(name, p), null, "profile_files: "));
            } else if (fl == JobOptions.Flag.LAUNCHER_COMMAND) {
                out.add(new FlagField("flag." + name, where, (d, p) -> List.of(name, "torchrun --cj-x=" + p), null));
            } else if (fl == JobOptions.Flag.LAUNCHER_ARG) {
                out.add(new FlagField("flag." + name, where, (d, p) -> List.of(name, "--cj-x=" + p), null));
            } else {
                out.add(new FlagField("flag." + name, where, (d, p) -> List.of(name, p), null));
            }
        }
        return out;
    }

    // ---- coverage of the code's own tables -----------------------------------------------------------

    @Test
    void everyFieldHasADriver() {
        Set<String> ids = fields().stream().map(Field::id).collect(Collectors.toCollection(TreeSet::new));
        List<String> missing = new ArrayList<>();
        // setup: (spec and profile) is the user's own shell code by design (docs/spec.md): it runs; SetupScriptTest and the
        // golden setup.sbatch prove that no line of it can end its here-document or reach past it
        covered(ids, "spec.", JobSpec.KEYS, Set.of("gate", "requeue", "container", "components", "sbatch", "env", "setup"), missing);
        covered(ids, "spec.gate.", GateSettings.KEYS, Set.of(), missing);
        covered(ids, "spec.requeue.", RequeueSettings.KEYS, Set.of(), missing);
        covered(ids, "spec.container.", ContainerSettings.KEYS, Set.of(), missing);
        covered(ids, "spec.components.", Component.KEYS, Set.of(), missing);
        covered(ids, "profile.", Profile.KEYS, Set.of("login", "gate", "container", "setup"), missing);
        covered(ids, "profile.login.", LoginSettings.KEYS, Set.of(), missing);
        covered(ids, "profile.gate.", GateSettings.KEYS, Set.of(), missing);
        covered(ids, "profile.container.", ContainerSettings.KEYS, Set.of(), missing);
        for (String block : List.of("spec.sbatch", "spec.env", "profile.sbatch", "profile.env", "spec.components.env",
                "spec.components.sbatch")) {
            if (!ids.contains(block + ".key") || !ids.contains(block + ".value") && !block.startsWith("spec.components")) {
                missing.add(block + ".key/.value");
            }
        }
        Set<String> flagIds = flags().stream().map(FlagField::id).collect(Collectors.toSet());
        for (JobOptions.Flag fl : JobOptions.Flag.values()) {
            String id = "flag." + fl.names().get(0);
            if (flagIds.stream().noneMatch(x -> x.equals(id) || x.startsWith(id + "."))) {
                missing.add(id);
            }
        }
        // the key tables name every field of the records behind them (a record field without a key would be invisible here)
        missing.addAll(recordFieldsWithoutKey(JobSpec.class, JobSpec.KEYS, Set.of("file", "origins"), Map.of("envFrom", "env")));
        missing.addAll(recordFieldsWithoutKey(Profile.class, Profile.KEYS, Set.of("name", "source", "origin", "envOrigins"), Map.of("extendsName", "extends")));
        missing.addAll(recordFieldsWithoutKey(GateSettings.class, GateSettings.KEYS, Set.of("enabled"), Map.of()));
        missing.addAll(recordFieldsWithoutKey(RequeueSettings.class, RequeueSettings.KEYS, Set.of("enabled"), Map.of()));
        missing.addAll(recordFieldsWithoutKey(ContainerSettings.class, ContainerSettings.KEYS, Set.of(), Map.of()));
        missing.addAll(recordFieldsWithoutKey(Component.class, Component.KEYS, Set.of("index", "origin", "origins"), Map.of()));
        missing.addAll(recordFieldsWithoutKey(LoginSettings.class, LoginSettings.KEYS, Set.of("origins"), Map.of()));
        assertEquals(List.of(), missing, "fields without an injection driver in this test (add one)");
    }

    private static void covered(Set<String> ids, String prefix, List<String> keys, Set<String> blocks, List<String> missing) {
        for (String k : keys) {
            String id = prefix + k;
            boolean ok = blocks.contains(k) || ids.contains(id) || ids.stream().anyMatch(x -> x.startsWith(id + "."));
            if (!ok) {
                missing.add(id);
            }
        }
    }

    private static List<String> recordFieldsWithoutKey(Class<? extends Record> type, List<String> keys, Set<String> meta,
                                                       Map<String, String> renamed) {
        List<String> out = new ArrayList<>();
        for (java.lang.reflect.RecordComponent rc : type.getRecordComponents()) {
            String n = rc.getName();
            if (meta.contains(n)) {
                continue;
            }
            String key = renamed.getOrDefault(n, n.replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT));
            if (!keys.contains(key)) {
                out.add(type.getSimpleName() + "." + n + " (no key '" + key + "' in its KEYS)");
            }
        }
        return out;
    }

    /**
     * The sweep job (templates/sweep.sbatch.ftl, `clusterjob sweep --partition P`): its one free-text value, the
     * partition, with every payload is refused (sbatch's value rules) or renders a script that bash -n accepts and
     * whose every line is what the template made (no line starts with a payload).
     */
    @Test
    void theSweepScriptTakesThePartitionOnlyQuotedOrNotAtAll(@TempDir Path dir) throws Exception {
        List<String> problems = new ArrayList<>();
        for (Set<Kind> kinds : CANDIDATES) {
            String p = payload(0, kinds, new TreeSet<>());
            dev.clusterjob.sweep.SweepScript.Settings settings = new dev.clusterjob.sweep.SweepScript.Settings(p, 2, null,
                    dev.clusterjob.sweep.SweepMode.values()[0], null, null, "tcp", List.of(), 30, null, null, 0.5);
            String text;
            try {
                text = dev.clusterjob.sweep.SweepScript.render(settings).text();
            } catch (ClusterjobException e) {
                if (e.exitCode() != dev.clusterjob.ExitCodes.USAGE || !e.getMessage().startsWith("--partition: ")) {
                    problems.add(kinds + ": not a one-line refusal naming --partition: " + e.getMessage());
                }
                continue;
            }
            String out = BASH.errorOf(text);
            if (out != null) {
                problems.add(kinds + ": bash -n: " + out);
            }
            if (text.lines().anyMatch(l -> l.startsWith("touch") || l.contains("\r"))) {
                problems.add(kinds + ": a payload starts a line of the script");
            }
        }
        assertEquals(List.of(), problems);
    }

    // ---- the proof -----------------------------------------------------------------------------------

    @Test
    void noPayloadInAnyFieldRunsInAnyScript(@TempDir Path dir) throws Exception {
        List<String> problems = new ArrayList<>();
        List<Field> fields = fields();
        List<Rendered> scripts = new ArrayList<>();
        for (Scenario s : scenarios()) {
            scripts.add(renderSpec(s, fields, dir.resolve(s.id()), problems));
        }
        for (Scenario s : scenarios()) {
            if (s.id().equals("torchrun") || s.id().equals("target-mpirun")) {
                scripts.add(renderFlags(s, flags(), dir.resolve(s.id() + "-flags"), problems));
            }
        }
        for (Rendered r : scripts) {
            if (r != null) {
                check(r, problems);
            }
        }
        assertEquals(List.of(), problems, String.join("\n", problems));
    }

    /** A script that rendered with payloads in it, where it runs, and which markers its payloads carry. */
    record Rendered(Scenario scenario, String text, Path work, Set<String> markers, String hostfile) {
    }

    /** The payload text of field number {@code index} for the given kinds: each kind with its own marker. */
    static String payload(int index, Set<Kind> kinds, Set<String> markers) {
        StringBuilder b = new StringBuilder();
        for (Kind k : kinds) {
            String marker = "CJM" + index + k.name().toLowerCase(Locale.ROOT);
            markers.add(marker);
            b.append(String.format(k.format, marker));
        }
        return b.toString();
    }

    /**
     * Renders the scenario with a payload in every live field at once; each refusal (which must name a tagged
     * line) moves that field to its next candidate, until the render goes through. Then the spec file itself is
     * renamed to carry a payload (its name reaches the header comment).
     */
    /**
     * Where each field's search ended in the first scenario it was live in: later scenarios start there (a field
     * refused outright there is not tried again), which keeps the renders to a few hundred.
     */
    private final Map<Integer, Integer> learned = new java.util.HashMap<>();

    private Rendered renderSpec(Scenario s, List<Field> fields, Path work, List<String> problems) throws IOException {
        Files.createDirectories(work);
        Map<Integer, Integer> cand = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            int start = learned.getOrDefault(i, 0);
            if (fields.get(i).liveIn(s) && start < fields.get(i).candidates()) {
                cand.put(i, start);
            }
        }
        for (int round = 0; round < 2000; round++) {
            Ctx c = new Ctx(s);
            s.base().accept(c);
            Set<String> markers = new TreeSet<>();
            String hostfile = null;
            for (Map.Entry<Integer, Integer> e : cand.entrySet()) {
                Field f = fields.get(e.getKey());
                String p = payload(e.getKey(), CANDIDATES.get(e.getValue()), markers);
                f.inject().put(c, new Tagged(f.id(), p));
                hostfile = f.id().equals("spec.hostfile") ? p : hostfile;
            }
            Path spec = work.resolve("job.yaml");
            Files.writeString(work.resolve("profiles.yaml"), c.profiles.write());
            Files.writeString(spec, c.spec.write());
            try {
                String text = render(spec);
                for (int i = 0; i < fields.size(); i++) {
                    if (fields.get(i).liveIn(s)) {
                        learned.putIfAbsent(i, cand.getOrDefault(i, fields.get(i).candidates()));
                    }
                }
                String named = renderRenamed(work, spec, markers);
                return new Rendered(s, named != null ? named : text, work, markers, hostfile != null ? hostfile : "hosts");
            } catch (ClusterjobException e) {
                String tag = refusedField(e, c, work, problems, s);
                if (tag == null) {
                    return null;
                }
                int idx = indexOf(fields, tag);
                int next = cand.get(idx) + 1;
                if (next >= fields.get(idx).candidates()) {
                    cand.remove(idx);
                } else {
                    cand.put(idx, next);
                }
            }
        }
        problems.add(s.id() + ": no render after 2000 rounds");
        return null;
    }

    private static int indexOf(List<Field> fields, String id) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).id().equals(id)) {
                return i;
            }
        }
        throw new IllegalStateException(id);
    }

    /** The spec as render sees it: the spec, its profiles, the plan, the environment check. */
    private static String render(Path spec) {
        JobSpec js = SpecBuilder.fromFile(spec).build();
        JobRenderer.Rendered r = JobRenderer.bundled().render(js);
        java.io.StringWriter findings = new java.io.StringWriter();
        try {
            JobCheck.report(JobCheck.check(r.plan(), js), new PrintWriter(findings));
        } catch (ClusterjobException e) {
            // the refusal's own line sums up; the first error printed above it names file:line
            String first = findings.toString().lines().filter(l -> l.contains(": error ")).findFirst().orElse(e.getMessage());
            throw new ClusterjobException(e.exitCode(), first.replaceFirst("^clusterjob: ", ""));
        }
        return r.text();
    }

    /** The same spec under a file name with payloads (no '/'): its path reaches the header comment. */
    private static String renderRenamed(Path work, Path spec, Set<String> markers) throws IOException {
        Path named = work.resolve("job" + payload(999, EnumSet.allOf(Kind.class), markers) + ".yaml");
        Files.copy(spec, named);
        return render(named);
    }

    /** The field a refusal names (by the tagged line of its file:line), or null after recording why it is not a proper refusal. */
    private static String refusedField(ClusterjobException e, Ctx c, Path work, List<String> problems, Scenario s) {
        String msg = e.getMessage();
        if (e.exitCode() != dev.clusterjob.ExitCodes.USAGE || msg.indexOf('\n') >= 0 || msg.indexOf('\r') >= 0) {
            problems.add(s.id() + ": not a one-line exit-2 refusal (exit " + e.exitCode() + "): " + msg);
            return null;
        }
        Matcher m = Pattern.compile("^(" + Pattern.quote(work.toString()) + "/(job|profiles)\\.yaml):(\\d+): ").matcher(msg);
        String tag = null;
        if (m.find()) {
            YamlDoc doc = m.group(2).equals("job") ? c.spec : c.profiles;
            tag = doc.tagAt(Integer.parseInt(m.group(3)));
        }
        if (tag == null && msg.startsWith("profile p1: env.CJ_P ")) {
            tag = "profile.env.value"; // a merged profile's variable is named with its profile, not a line
        }
        if (tag == null) {
            problems.add(s.id() + ": a refusal that names no field's line: " + msg);
        }
        return tag;
    }

    // ---- flags ---------------------------------------------------------------------------------------

    /** As {@link #renderSpec}, through the CLI: the scenario's spec plus every flag with a payload; a refusal must name the flag. */
    private Rendered renderFlags(Scenario s, List<FlagField> flags, Path work, List<String> problems) throws IOException {
        Files.createDirectories(work);
        Ctx base = new Ctx(s);
        s.base().accept(base);
        Files.writeString(work.resolve("profiles.yaml"), base.profiles.write());
        Path spec = work.resolve("job.yaml");
        Files.writeString(spec, base.spec.write());
        Map<Integer, Integer> cand = new LinkedHashMap<>();
        for (int i = 0; i < flags.size(); i++) {
            if (flags.get(i).args() != null && flags.get(i).scenarios().contains(s.id())) {
                cand.put(i, 0);
            }
        }
        for (int round = 0; round < 500; round++) {
            Set<String> markers = new TreeSet<>();
            List<String> args = new ArrayList<>(List.of("render", spec.toString()));
            String hostfile = "hosts";
            Path out = null;
            for (Map.Entry<Integer, Integer> e : cand.entrySet()) {
                FlagField f = flags.get(e.getKey());
                String p = payload(500 + e.getKey(), CANDIDATES.get(e.getValue()), markers);
                List<String> a = f.args().apply(work, p);
                args.addAll(a);
                hostfile = f.id().equals("flag.--hostfile") ? p : hostfile;
                out = f.id().equals("flag.-o") ? Path.of(a.get(1)) : out;
            }
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            if (r.code() == 0) {
                String text = out != null ? Files.readString(out) : r.out();
                return new Rendered(s, text, work, markers, hostfile);
            }
            Integer idx = refusedFlag(r, flags, cand, s, problems);
            if (idx == null) {
                return null;
            }
            int next = cand.get(idx) + 1;
            if (next >= CANDIDATES.size()) {
                cand.remove(idx);
            } else {
                cand.put(idx, next);
            }
        }
        problems.add(s.id() + " flags: no render after 500 rounds");
        return null;
    }

    /** The flag a refusal's line names (the longest match), or null after recording why it is not a proper refusal. */
    private static Integer refusedFlag(Cli.Result r, List<FlagField> flags, Map<Integer, Integer> cand, Scenario s, List<String> problems) {
        List<String> lines = r.err().strip().lines().toList();
        String err = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        if (r.code() != dev.clusterjob.ExitCodes.USAGE) {
            problems.add(s.id() + " flags: not an exit-2 refusal (exit " + r.code() + "): " + r.err());
            return null;
        }
        Integer best = null;
        for (Integer i : cand.keySet()) {
            String named = flags.get(i).named();
            if (err.contains(named) && (best == null || named.length() > flags.get(best).named().length())) {
                best = i;
            }
        }
        if (best == null) {
            problems.add(s.id() + " flags: a refusal that names no flag: " + err);
        }
        return best;
    }

    // ---- bash -n and the run under stand-ins ---------------------------------------------------------

    private void check(Rendered r, List<String> problems) throws Exception {
        String syntax = BASH.errorOf(r.text());
        if (syntax != null) {
            problems.add(r.scenario().id() + ": bash -n: " + syntax.strip());
        }
        Path run = Files.createDirectories(r.work().resolve("run"));
        FakeAllocation.Run result = execute(r, run);
        List<String> found;
        try (Stream<Path> s = Files.walk(r.work())) {
            found = s.map(x -> x.getFileName().toString()).filter(n -> n.startsWith("CJM")).sorted().toList();
        }
        if (!r.scenario().reachedIn(result)) {
            problems.add(r.scenario().id() + ": the run stopped before its launch (exit " + result.exitCode() + "): "
                    + result.stderr().lines().limit(3).toList());
        }
        if (!found.isEmpty()) {
            problems.add(r.scenario().id() + ": payloads ran: " + found + " (exit " + result.exitCode() + ")\n" + result.stderr());
        }
        assertTrue(r.markers().size() > 0, r.scenario().id() + ": no payload reached this script");
    }

    private static FakeAllocation.Run execute(Rendered r, Path run) throws Exception {
        Path bin = Files.createDirectories(r.work().resolve("bin"));
        Path apptainer = bin.resolve("apptainer");
        // apptainer exec [--nv|--rocm] [--bind M]... IMAGE CMD...: runs CMD
        Files.writeString(apptainer, "#!/bin/bash\nshift\nwhile [[ $1 == -* ]]; do [[ $1 == --bind ]] && shift; shift; done\nshift\nexec \"$@\"\n");
        apptainer.toFile().setExecutable(true);
        Path module = bin.resolve("module");
        Files.writeString(module, "#!/bin/bash\nexit 0\n");
        module.toFile().setExecutable(true);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", bin + ":" + FakeAllocation.FAKEBIN + ":/usr/local/bin:/usr/bin:/bin");
        env.put("CJ_FAKE_MPI", "openmpi");
        switch (r.scenario().run()) {
            case "het" -> {
                env.put("SLURM_JOB_ID", "77");
                env.put("SLURM_JOB_NODELIST", "a1");
                env.put("SLURM_JOB_NUM_NODES", "1");
                env.put("SLURM_HET_SIZE", "2");
                env.put("SLURM_JOB_NODELIST_HET_GROUP_0", "a1");
                env.put("SLURM_JOB_NODELIST_HET_GROUP_1", "b1");
                env.put("SLURM_NTASKS_PER_NODE_HET_GROUP_0", "1");
                env.put("SLURM_NTASKS_PER_NODE_HET_GROUP_1", "1");
                return FakeAllocation.run(r.text(), env, "broken", run);
            }
            case "mpirun" -> {
                Files.writeString(run.resolve(r.hostfile()), "n1 slots=1\nn2 slots=1\n");
                return FakeAllocation.run(r.text(), env, "broken", run);
            }
            default -> {
                return FakeAllocation.runBatch(r.text(), "77", "node[1-2]", 2, "broken", env, run);
            }
        }
    }
}
