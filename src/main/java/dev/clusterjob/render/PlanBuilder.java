package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GatePlan;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Turns a {@link ResolvedJob} (a spec and its merged profiles) into a {@link JobPlan}, refusing contradictions with one-line errors. */
public final class PlanBuilder {
    /**
     * Variables the script derives at run time from the allocation. Setting them by hand is the
     * commonest mistake in the field (MASTER_ADDR=localhost, RANK=0 on every node), so it is refused.
     */
    public static final Set<String> DERIVED_ENV = Set.of(
            "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK", "LOCAL_RANK", "NODE_RANK", "NNODES",
            "LOCAL_WORLD_SIZE", "GPUS_PER_NODE", "NPROC_PER_NODE", "FORCE_TORCHRUN");

    /** Lowest port of the job-id derived MASTER_PORT range; the range ends below Linux's ephemeral ports (32768). */
    public static final int PORT_BASE = 15000;
    /** Size of the derived MASTER_PORT range: ports PORT_BASE .. PORT_BASE + PORT_SPAN - 1 = 15000..31999. */
    public static final int PORT_SPAN = 17000;

    private PlanBuilder() {
    }

    /** Plans the resolved job (the resolve step read the profile files; this reads none). */
    public static JobPlan build(ResolvedJob job, String version) {
        JobSpec spec = job.spec();
        boolean het = !spec.components().isEmpty();

        JobSpec.Target target = spec.target() == null ? JobSpec.Target.SBATCH : spec.target();
        Launcher launcher = spec.launcher() != null ? spec.launcher()
                : target == JobSpec.Target.MPIRUN ? Launcher.MPIRUN : Launcher.TORCHRUN;
        if (target == JobSpec.Target.MPIRUN && launcher != Launcher.MPIRUN) {
            throw ClusterjobException.badInput(spec.where("launcher"),
                    "target mpirun renders a plain mpirun script; launcher must be mpirun, got '" + launcher.id() + "'");
        }
        if (het) {
            HetjobPlanner.check(spec, target, launcher);
        }
        String name = spec.name() != null ? spec.name() : spec.file() != null ? stem(spec.file()) : "clusterjob";
        JobSpec.LaunchMode mode = spec.launchMode() == null ? JobSpec.LaunchMode.SRUN : spec.launchMode();
        // A heterogeneous job (docs/long-runs.md, "components"): component 0 gives the job's profile, the batch shell's env and its first #SBATCH block.
        List<ComponentPlan> components = het ? HetjobPlanner.plan(spec, job.componentProfiles(), launcher, mode, name) : List.of();
        ResolvedProfile profile = het ? components.get(0).profile() : job.profile();
        int nodes = het ? components.stream().mapToInt(ComponentPlan::nodes).sum() : spec.nodes() == null ? 1 : spec.nodes();
        int gpus = het ? components.get(0).gpusPerNode() : spec.gpusPerNode() != null ? spec.gpusPerNode() : profile.gpusPerNode();
        if (gpus < 1) {
            throw ClusterjobException.badInput(spec.where("gpus_per_node"),
                    "gpus_per_node: expected an integer >= 1 (processes per node), got " + gpus);
        }
        if (!het && spec.gpusPerNode() != null && gpus > profile.gpusPerNode()) {
            throw ClusterjobException.badInput(spec.where("gpus_per_node"), "gpus_per_node: " + gpus + " is more than the "
                    + profile.gpusPerNode() + " GPUs per node of profile " + profile.name()
                    + ": Slurm would never start the job, or start more processes than GPUs (lower it, or use a profile with more GPUs)");
        }
        if (spec.command() == null) {
            throw ClusterjobException.badInput(spec.file() != null ? spec.file().toString() : "command line",
                    "no command to run: give it after -- (e.g. -- src/train.py --stage sft) or as 'command:' in the spec");
        }
        if (launcher == Launcher.LLAMAFACTORY && spec.launcherArgs() != null && !spec.launcherArgs().isEmpty()) {
            throw ClusterjobException.badInput(spec.where("launcher_args"), "launcher_args: llamafactory-cli takes no launcher options;"
                    + " put its arguments in the command (e.g. [train, config.yaml, learning_rate=1e-5])");
        }
        if (mode == JobSpec.LaunchMode.SSH && launcher != Launcher.DEEPSPEED) {
            throw ClusterjobException.badInput(spec.where("launch_mode"),
                    "launch_mode: ssh applies to the deepspeed launcher only (got launcher " + launcher.id() + ")");
        }
        if (spec.sshPort() != null && !(launcher == Launcher.DEEPSPEED && mode == JobSpec.LaunchMode.SSH)
                && launcher != Launcher.HOROVOD && target != JobSpec.Target.MPIRUN) {
            throw ClusterjobException.badInput(spec.where("ssh_port"),
                    "ssh_port: used by deepspeed with launch_mode ssh, by horovod and by target mpirun only");
        }
        if (target == JobSpec.Target.SBATCH && spec.hostfile() != null) {
            throw ClusterjobException.badInput(spec.where("hostfile"),
                    "hostfile: only for target mpirun (inside Slurm the hosts come from the allocation)");
        }

        GatePlan gate = het ? null : gate(spec, profile, target);

        TreeMap<String, String> env = new TreeMap<>(profile.env());
        ProfileCatalog.mergeInto(env, spec.env(), null, null);
        if (het) {
            env = new TreeMap<>(components.get(0).env());
        }
        TreeMap<String, String> envFrom = new TreeMap<>(spec.envFrom());
        env.keySet().removeAll(envFrom.keySet());
        boolean requeueOn = spec.requeue() != null && Boolean.TRUE.equals(spec.requeue().enabled());
        java.util.Set<String> names = new java.util.TreeSet<>(env.keySet());
        names.addAll(envFrom.keySet());
        for (String k : names) {
            String where = spec.env().containsKey(k) || spec.envFrom().containsKey(k) ? spec.where("env." + k) : "profile " + profile.envSetBy().get(k);
            if (DERIVED_ENV.contains(k)) {
                throw ClusterjobException.badInput(where, "env." + k
                        + ": derived at run time from the allocation, identical on every node; do not set it (master_port: sets a fixed port)");
            }
            if (requeueOn && RequeuePlan.DERIVED_ENV.contains(k)) {
                throw ClusterjobException.badInput(where, "env." + k + ": set by the requeue step from SLURM_RESTART_COUNT on every run; do not set it");
            }
        }

        TreeMap<String, String> sbatch = new TreeMap<>(profile.sbatch());
        ProfileCatalog.mergeInto(sbatch, spec.sbatch(), null, null);
        checkName(spec, name);
        checkEnvFrom(spec, envFrom, sbatch.get("export"));
        if (mode == JobSpec.LaunchMode.SSH) {
            PdshWords.check(spec, env, profile.name(), spec.launcherArgs() == null ? List.of() : spec.launcherArgs(), spec.command());
        }
        RequeuePlan requeue = RequeuePlan.resolve(spec, target, launcher, mode, sbatch);
        ContainerPlan container = het ? null : ContainerPlan.resolve(spec, profile, target, launcher, mode);
        checkSbatchNames(spec, profile, sbatch, container);
        int tasksPerNode = tasksPerNode(launcher, mode, gpus);
        List<String> directives = new ArrayList<>();
        if (het) {
            for (ComponentPlan c : components) {
                if (c.index() > 0) {
                    directives.add("hetjob");
                }
                directives.addAll(c.directives());
            }
        } else {
            directives.add(directive("job-name", name));
            String partition = sbatch.containsKey("partition") ? sbatch.remove("partition") : profile.partition();
            if (partition != null) {
                directives.add(directive("partition", partition));
            }
            // With spare nodes the allocation is larger than the job: the gate picks `nodes` healthy hosts (docs/gate.md).
            directives.add("--nodes=" + (nodes + (gate == null ? 0 : gate.spareNodes())));
            directives.add("--ntasks-per-node=" + tasksPerNode);
            if (profile.requestGpus() && profile.gpuVendor() != GpuVendor.NONE) {
                directives.add("--gpus-per-node=" + gpus);
            }
            if (profile.cpusPerGpu() != null && !sbatch.containsKey("cpus-per-task")) {
                directives.add("--cpus-per-task=" + profile.cpusPerGpu() * (gpus / tasksPerNode));
            }
            if (!sbatch.containsKey("output")) {
                directives.add("--output=%x-%j.out");
            }
            if (requeue != null) {
                // requeue: (docs/long-runs.md): Slurm signals the batch shell SECONDS before the limit; both runs append to one log.
                sbatch.remove("open-mode");
                directives.addAll(requeue.directives());
            }
            for (Map.Entry<String, String> kv : sbatch.entrySet()) {
                directives.add(directive(kv.getKey(), kv.getValue()));
            }
        }

        String source;
        String regenerate;
        Path out = spec.output();
        if (spec.file() != null) {
            Path specAbs = spec.file().toAbsolutePath().normalize();
            Path base = out != null ? out.toAbsolutePath().normalize().getParent() : Path.of("").toAbsolutePath();
            source = base.relativize(specAbs).toString();
            regenerate = "clusterjob render " + source;
        } else {
            source = null;
            regenerate = null;
        }
        List<String> launcherCommand = spec.launcherCommand() != null ? spec.launcherCommand() : List.of(launcher.executable());
        List<String> launcherArgs = spec.launcherArgs() == null ? List.of() : spec.launcherArgs();
        Set<String> modules = new java.util.LinkedHashSet<>(profile.modules());
        modules.addAll(spec.modules());
        List<String> setup = new ArrayList<>(profile.setup());
        setup.addAll(spec.setup());
        return new JobPlan(version, source, regenerate, target, name, profile, nodes, gpus, tasksPerNode, launcher,
                launcherCommand, launcherArgs, mode, spec.sshPort(), spec.masterPort(),
                spec.command(), List.copyOf(directives), env, spec.hostfile(), out,
                target == JobSpec.Target.SBATCH && !het && (spec.preflight() != null ? spec.preflight() : profile.preflight()), gate,
                requeue, container, components, List.copyOf(modules), setup,
                container == null ? programs(launcher, launcherCommand, launcherArgs, spec.command()) : List.of(), envFrom);
    }

    /**
     * What preflight looks up with {@code command -v} on every node, after setup: the launcher's program, and the
     * command's first word where the launcher runs it as a program (srun, mpirun, horovodrun; torchrun and
     * accelerate with --no_python). Under the other launchers the command is a Python script or a subcommand.
     */
    static List<String> programs(Launcher launcher, List<String> launcherCommand, List<String> launcherArgs, List<String> command) {
        List<String> p = new ArrayList<>();
        p.add(launcherCommand.get(0));
        boolean noPython = launcherArgs.contains("--no_python") || launcherArgs.contains("--no-python");
        boolean runsCommand = launcher == Launcher.SRUN || launcher == Launcher.MPIRUN || launcher == Launcher.HOROVOD
                || noPython && (launcher == Launcher.TORCHRUN || launcher == Launcher.ACCELERATE);
        if (runsCommand && !p.contains(command.get(0))) {
            p.add(command.get(0));
        }
        return p;
    }

    /**
     * A {@code from_env} variable reaches the job only if sbatch passes the submitter's environment: refused when
     * the job's {@code export:} keeps its source out (NONE, NIL, a list without it). A heterogeneous job's components
     * take the batch shell's environment, so it is refused there only for the job as a whole.
     */
    private static void checkEnvFrom(JobSpec spec, java.util.SortedMap<String, String> envFrom, String export) {
        for (Map.Entry<String, String> e : envFrom.entrySet()) {
            if (!dev.clusterjob.spec.EnvFrom.exported(export, e.getValue())) {
                throw ClusterjobException.badInput(spec.where("env." + e.getKey()), "env." + e.getKey() + ": from_env " + e.getValue()
                        + " reaches the job through sbatch's --export, but export: " + export + " keeps it out (add "
                        + e.getValue() + " or ALL to export:)");
            }
        }
    }

    /**
     * The job name goes into {@code #SBATCH --job-name} and, through {@code %x}, into the log file's name: no
     * quotes, backslashes or control characters (sbatch reads the line without a shell), no '/' (Slurm cannot
     * open {@code %x-%j.out} in a folder that does not exist and the job dies at launch; {@code ../} would put
     * the log elsewhere).
     */
    private static void checkName(JobSpec spec, String name) {
        String where = spec.where("name");
        String field = where.startsWith("--") || spec.name() == null ? "" : "name: ";
        String from = spec.name() == null ? " (the spec file's name; set name:)" : "";
        try {
            dev.clusterjob.profile.SbatchOptions.checkValue("job-name-value", name, where);
        } catch (ClusterjobException e) {
            throw ClusterjobException.badInput(where, field + "the job name must not contain quotes, backslashes or control characters"
                    + " (sbatch reads #SBATCH lines without a shell)" + from);
        }
        if (name.isEmpty() || name.indexOf('/') >= 0) {
            throw ClusterjobException.badInput(where, field + "the job name must not be empty or contain '/', got '" + name
                    + "' (Slurm puts it into the log file's name through %x: the job would die at launch or log elsewhere)" + from);
        }
    }

    /** Every merged sbatch option must be sbatch's own, a pyxis one (with a pyxis container), or named in sbatch_plugin_options. */
    private static void checkSbatchNames(JobSpec spec, ResolvedProfile profile, Map<String, String> sbatch, ContainerPlan container) {
        Set<String> plugins = new java.util.HashSet<>(spec.sbatchPluginOptions());
        if (container != null && container.runtime() == dev.clusterjob.profile.ContainerSettings.Runtime.PYXIS) {
            plugins.addAll(dev.clusterjob.profile.SbatchOptions.PYXIS);
        }
        for (String k : sbatch.keySet()) {
            String where = spec.sbatch().containsKey(k) ? spec.where("sbatch." + k) : "profile " + profile.name();
            dev.clusterjob.profile.SbatchOptions.checkName(k, plugins, where);
        }
    }

    /** The gate step: the profile chain's gate: block, then the spec's, then --gate/--no-gate; null when off. */
    static GatePlan gate(JobSpec spec, ResolvedProfile profile, JobSpec.Target target) {
        GateSettings merged = GateSettings.UNSET.with(profile.gate()).with(spec.gate());
        if (!Boolean.TRUE.equals(merged.enabled())) {
            return null;
        }
        if (target == JobSpec.Target.MPIRUN) {
            String where = spec.gate() != null ? spec.where("gate") : "profile " + profile.name();
            throw ClusterjobException.badInput(where,
                    "gate: runs as srun steps inside a Slurm allocation; target mpirun has none (use --no-gate or target sbatch)");
        }
        return GatePlan.resolve(merged, profile.gpuVendor() != GpuVendor.NONE);
    }

    static int tasksPerNode(Launcher launcher, JobSpec.LaunchMode mode, int gpus) {
        return launcher.placement() == Launcher.Placement.PER_GPU ? gpus : 1;
    }

    private static String stem(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /**
     * One {@code #SBATCH} option; a value with blanks or '#' is double-quoted, as sbatch would otherwise split it
     * there or end the line at '#' (quotes and backslashes inside were refused earlier; BatchDirectives reads it back).
     */
    static String directive(String option, String value) {
        if (value == null || value.isEmpty()) {
            return "--" + option;
        }
        boolean quote = false;
        for (int i = 0; i < value.length(); i++) {
            quote |= Character.isWhitespace(value.charAt(i)) || value.charAt(i) == '#';
        }
        return "--" + option + "=" + (quote ? "\"" + value + "\"" : value);
    }
}
