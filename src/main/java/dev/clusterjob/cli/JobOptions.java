package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.spec.RequeueSettings;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.yaml.YamlNode;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The job-spec flags of render and submit (each one overrides the spec file's field) and render's own
 * -o and --templates: ONE table, {@link Flag}. picocli's options are made from it ({@link OptionsFromTable}) and
 * picocli alone parses them, so a new flag is a row here plus what it does in {@link #applyTo}.
 */
public final class JobOptions {
    /** How a flag's value is read: a string, an integer, a path; paths, strings or KEY=VALUE pairs (repeatable); on/off ({@code --x}, {@code --no-x}). */
    enum Kind {
        TEXT, NUMBER, PATH, PATHS, TEXTS, PAIRS, SWITCH
    }

    /** The flags, in the order {@link #applyTo} applies them. */
    public enum Flag {
        PROFILE(Kind.TEXT, "P", "--profile",
                "Partition profile (built-in: h800, instinct, tcp; or from --profile-file)."),
        PROFILE_FILE(Kind.PATHS, "F", "--profile-file",
                "YAML file with a top-level 'profiles:' map (repeatable; later files win)."),
        NODES(Kind.NUMBER, "N", "--nodes",
                "Number of nodes (>= 1)."),
        GPUS_PER_NODE(Kind.NUMBER, "G", "--gpus-per-node",
                "GPU processes per node (default: the profile's)."),
        LAUNCHER(Kind.TEXT, "L", "--launcher",
                "torchrun (default), srun, llamafactory, deepspeed, accelerate, horovod, mpirun."),
        LAUNCHER_COMMAND(Kind.TEXT, "CMD", "--launcher-command",
                "Program replacing the launcher executable; blanks separate words (e.g. 'python3 -m torch.distributed.run')."),
        LAUNCHER_ARG(Kind.TEXTS, "ARG", "--launcher-arg",
                "Argument appended to the launcher's own options (repeatable; replaces the spec's launcher_args)."),
        PARTITION(Kind.TEXT, "P", "--partition",
                "Slurm partition (overrides the profile's)."),
        TIME(Kind.TEXT, "T", "--time",
                "Time limit, e.g. 72:00:00."),
        JOB_NAME(Kind.TEXT, "J", "--job-name",
                "Slurm job name (default: the spec file's name)."),
        ALLOW_FINDING(Kind.TEXTS, "CODE[:VAR]", "--allow-finding",
                "Accept a knowledge-base finding about the job's environment"
                + " (e.g. env.debug-only:NCCL_ALGO): render neither prints it nor refuses the job for it (repeatable; adds to the spec's allow_findings)."),
        SBATCH_PLUGIN_OPTION(Kind.TEXTS, "NAME", "--sbatch-plugin-option",
                "A long sbatch option a site plugin adds (e.g. container-image),"
                + " accepted in --sbatch and sbatch: (repeatable; adds to the spec's sbatch_plugin_options)."),
        SBATCH(Kind.PAIRS, "OPT=VALUE", "--sbatch",
                "Any long sbatch option without dashes, e.g. --sbatch account=proj (repeatable)."),
        ENV(Kind.PAIRS, "NAME=VALUE", "--env",
                "Environment variable for the job (repeatable; overrides the profile's)."),
        MODULE(Kind.TEXTS, "NAME", "--module",
                "Module to load after the profile's (repeatable; adds to the spec's modules)."),
        SETUP(Kind.TEXTS, "LINE", "--setup",
                "Shell line run before the launcher, in the batch shell and every task's shell,"
                + " e.g. 'source .venv/bin/activate' (repeatable; adds to the spec's setup)."),
        TARGET(Kind.TEXT, "T", "--target",
                "sbatch (default) or mpirun (plain mpirun script for hosts without Slurm)."),
        HOSTFILE(Kind.TEXT, "F", "--hostfile",
                "Default hostfile of a --target mpirun script."),
        LAUNCH_MODE(Kind.TEXT, "M", "--launch-mode",
                "deepspeed only: srun (default, no ssh needed) or ssh (pdsh from the batch host)."),
        SSH_PORT(Kind.NUMBER, "PORT", "--ssh-port",
                "ssh port for deepspeed --launch-mode ssh and horovod (e.g. 2222)."),
        MASTER_PORT(Kind.NUMBER, "PORT", "--master-port",
                "Fixed MASTER_PORT instead of the job-id derived one."),
        GATE(Kind.SWITCH, null, "--gate",
                "Run the fabric gate before training (docs/gate.md); --no-gate drops a spec's or profile's gate."),
        PREFLIGHT(Kind.SWITCH, null, "--preflight",
                "Check every node (interfaces, HCA ports, GPUs) before training; --no-preflight turns it off (default: the profile's, on for built-ins)."),
        REQUEUE(Kind.SWITCH, null, "--requeue",
                "Checkpoint and requeue before the time limit (docs/spec.md, requeue); --no-requeue drops a spec's requeue: block."),
        MAX_RESTARTS(Kind.NUMBER, "N", "--max-restarts",
                "Requeue while SLURM_RESTART_COUNT is below N (turns requeue on; default 3)."),
        CONTAINER_RUNTIME(Kind.TEXT, "R", "--container-runtime",
                "pyxis, apptainer or none (overrides the profile's container.runtime)."),
        CONTAINER_IMAGE(Kind.TEXT, "IMG", "--container-image",
                "Container image for the training tasks (overrides the profile's container.image)."),
        ALLOW_OUTPUT_OUTSIDE(Kind.SWITCH, null, "--allow-output-outside",
                "Let the spec's output: point outside the spec's repository (or folder): only for a spec you trust (docs/spec.md)."),
        OUTPUT(Kind.TEXT, "FILE", "-o", "Write the script here ('-' for stdout).", "--output"),
        TEMPLATES(Kind.PATH, "DIR", "--templates", "Folder whose templates replace bundled ones of the same name.");

        final Kind kind;
        final String label;
        final String[] names;
        final String description;

        Flag(Kind kind, String label, String name, String description, String... more) {
            this.kind = kind;
            this.label = label;
            this.names = new String[1 + more.length];
            this.names[0] = name;
            System.arraycopy(more, 0, this.names, 1, more.length);
            this.description = description;
        }

        /** Whether submit has it too (render's output and templates are render's alone). */
        boolean jobFlag() {
            return this != OUTPUT && this != TEMPLATES;
        }

        /** Whether it takes no value (a switch, negatable as {@code --no-x}). */
        public boolean isSwitch() {
            return kind == Kind.SWITCH;
        }

        /** Its names as picocli knows them ({@code --no-x} not included). */
        public List<String> names() {
            return List.of(names);
        }
    }

    private final EnumMap<Flag, Object> values = new EnumMap<>(Flag.class);

    /** The value of {@code f}, or null when it was not given. */
    @SuppressWarnings("unchecked")
    <T> T get(Flag f) {
        return (T) values.get(f);
    }

    /** Whether any job flag (not -o or --templates) was given. */
    boolean anyJobFlag() {
        return values.keySet().stream().anyMatch(Flag::jobFlag);
    }

    /** Applies every given flag on top of {@code b} (flags win over the spec). */
    void applyTo(SpecBuilder b) {
        applyTo(b, List.of());
    }

    /** The same, then the training command after '--' when there is one. */
    void applyTo(SpecBuilder b, List<String> command) {
        for (Map.Entry<Flag, Object> e : values.entrySet()) {
            apply(b, e.getKey(), e.getValue());
        }
        if (!command.isEmpty()) {
            b.command(command, SpecBuilder.at("--"));
        }
    }

    /** Applies one given flag, whose value is {@code v}. */
    @SuppressWarnings("unchecked")
    private void apply(SpecBuilder b, Flag f, Object v) {
        YamlNode.Origin at = SpecBuilder.at(f.names[0]);
        switch (f) {
            case PROFILE -> b.profile((String) v, at);
            case PROFILE_FILE -> ((List<Path>) v).forEach(p -> b.addProfileFile(p, "--profile-file"));
            case NODES -> b.nodes((Integer) v, at);
            case GPUS_PER_NODE -> b.gpusPerNode((Integer) v, at);
            case LAUNCHER -> b.launcher((String) v, at);
            case LAUNCHER_COMMAND -> b.launcherCommand(SpecBuilder.words((String) v), at);
            case LAUNCHER_ARG -> b.launcherArgs((List<String>) v, at);
            case PARTITION -> b.sbatch("partition", (String) v, at);
            case TIME -> b.sbatch("time", (String) v, at);
            case JOB_NAME -> b.name((String) v, at);
            case ALLOW_FINDING -> b.allowFindings((List<String>) v, at);
            case SBATCH_PLUGIN_OPTION -> b.sbatchPluginOptions((List<String>) v, at);
            case SBATCH -> sbatchOptions(b, (Map<String, String>) v, at);
            case ENV -> environment(b, (Map<String, String>) v, at);
            case MODULE -> b.modules((List<String>) v, at);
            case SETUP -> b.setup((List<String>) v, at);
            case TARGET -> b.target((String) v, at);
            case HOSTFILE -> b.hostfile((String) v, at);
            case LAUNCH_MODE -> b.launchMode((String) v, at);
            case SSH_PORT -> b.sshPort(port((Integer) v, "--ssh-port"), at);
            case MASTER_PORT -> b.masterPort(port((Integer) v, "--master-port"), at);
            case GATE -> b.gate(GateSettings.enabled((Boolean) v), SpecBuilder.at((Boolean) v ? "--gate" : "--no-gate"));
            case PREFLIGHT -> b.preflight((Boolean) v, SpecBuilder.at((Boolean) v ? "--preflight" : "--no-preflight"));
            case REQUEUE -> b.requeue(RequeueSettings.enabled((Boolean) v), SpecBuilder.at((Boolean) v ? "--requeue" : "--no-requeue"));
            case MAX_RESTARTS -> b.requeue(RequeueSettings.maxRestarts(maxRestarts((Integer) v)), at);
            case CONTAINER_RUNTIME -> b.container(new ContainerSettings(ContainerSettings.runtime((String) v, "--container-runtime",
                    "container.runtime"), null, List.of()), at);
            case CONTAINER_IMAGE -> b.container(new ContainerSettings(null, ContainerSettings.image((String) v, "--container-image",
                    "container.image"), List.of()), at);
            case ALLOW_OUTPUT_OUTSIDE -> b.allowOutputOutside((Boolean) v);
            case OUTPUT, TEMPLATES -> {
                // render's own: where the script goes, which templates
            }
        }
    }

    private static void sbatchOptions(SpecBuilder b, Map<String, String> options, YamlNode.Origin at) {
        options.forEach((k, x) -> {
            if (!k.matches("[a-z][a-z0-9-]*")) {
                throw ClusterjobException.badInput("--sbatch", "'" + k + "' is not a long sbatch option name (write e.g. --sbatch account=proj)");
            }
            b.sbatch(k, x, at);
        });
    }

    private static void environment(SpecBuilder b, Map<String, String> variables, YamlNode.Origin at) {
        variables.forEach((k, x) -> {
            if (!k.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw ClusterjobException.badInput("--env", "'" + k + "' is not a valid environment variable name");
            }
            b.env(k, x, at);
        });
    }

    /** {@code n}, checked: at least 0 and not given with --no-requeue. */
    private int maxRestarts(int n) {
        if (n < 0) {
            throw ClusterjobException.badInput("--max-restarts", "expected an integer >= 0, got " + n);
        }
        if (Boolean.FALSE.equals(values.get(Flag.REQUEUE))) {
            throw ClusterjobException.badInput("--max-restarts", "contradicts --no-requeue");
        }
        return n;
    }

    private static int port(int p, String flag) {
        if (p < 1 || p > 65535) {
            throw ClusterjobException.badInput(flag, "expected a port number 1..65535, got " + p);
        }
        return p;
    }

    /**
     * How many of a command's positional arguments came after '--' (the training command): picocli hands
     * them over in one list with those before it, and keeps the '--' only in its original arguments.
     */
    static int afterDoubleDash(CommandSpec spec) {
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        int dd = original.indexOf("--");
        return dd < 0 ? 0 : original.size() - dd - 1;
    }

    /** The command whose options come from the table: render (every row) or submit (the job flags). */
    interface Holder {
        JobOptions job();
    }

    /**
     * picocli's model transformer that adds the table's options to render's and submit's model, as the mixin
     * named "job", bound to their {@link JobOptions}.
     */
    public static final class OptionsFromTable implements CommandLine.IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            JobOptions o = ((Holder) spec.userObject()).job();
            boolean render = spec.userObject() instanceof RenderCommand;
            CommandSpec mixin = CommandSpec.create();
            for (Flag f : Flag.values()) {
                if (render || f.jobFlag()) {
                    mixin.addOption(option(f, o));
                }
            }
            spec.addMixin("job", mixin);
            return spec;
        }

        private static OptionSpec option(Flag f, JobOptions o) {
            OptionSpec.Builder b = OptionSpec.builder(f.names).description(f.description).getter(new Binding(o, f)).setter(new Binding(o, f));
            if (f.label != null) {
                b.paramLabel(f.label);
            }
            switch (f.kind) {
                case TEXT -> b.type(String.class);
                case NUMBER -> b.type(Integer.class);
                case PATH -> b.type(Path.class);
                case PATHS -> b.type(List.class).auxiliaryTypes(Path.class);
                case TEXTS -> b.type(List.class).auxiliaryTypes(String.class);
                case PAIRS -> b.type(Map.class).auxiliaryTypes(String.class, String.class);
                case SWITCH -> b.type(Boolean.class).negatable(true);
            }
            return b.build();
        }
    }

    /** Where picocli reads and writes a flag's value: the {@link JobOptions}'s table (null removes it). */
    private record Binding(JobOptions o, Flag f) implements CommandLine.Model.IGetter, CommandLine.Model.ISetter {
        @Override
        public <T> T get() {
            return o.get(f);
        }

        @Override
        public <T> T set(T value) {
            T old = o.get(f);
            if (value == null) {
                o.values.remove(f);
            } else {
                o.values.put(f, value);
            }
            return old;
        }
    }
}
