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
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** Turns a {@link ResolvedJob} (a spec and its merged profiles) into a {@link JobPlan}, refusing contradictions with one-line errors. */
public final class PlanBuilder {
    /**
     * Variables the script derives at run time from the allocation. Setting them by hand is the
     * commonest mistake in the field (MASTER_ADDR=localhost, RANK=0 on every node), so it is refused.
     */
    public static final Set<String> DERIVED_ENV = Set.of(
            "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK", "LOCAL_RANK", "NODE_RANK", "NNODES",
            "LOCAL_WORLD_SIZE", "GPUS_PER_NODE", "NPROC_PER_NODE", "FORCE_TORCHRUN");

    private PlanBuilder() {
    }

    /** Plans the resolved job (the resolve step read the profile files; this reads none). */
    public static JobPlan build(ResolvedJob job, String version) {
        JobSpec spec = job.spec();
        JobSpec.Target target = spec.target() == null ? JobSpec.Target.SBATCH : spec.target();
        Launcher launcher = launcher(spec, target);
        if (!spec.components().isEmpty()) {
            HetjobPlanner.check(spec, target, launcher);
        }
        String name = spec.name() != null ? spec.name() : spec.file() != null ? stem(spec.file()) : "clusterjob";
        JobSpec.LaunchMode mode = spec.launchMode() == null ? JobSpec.LaunchMode.SRUN : spec.launchMode();
        Shape shape = shape(job, launcher, mode, name);
        checkLaunch(spec, target, launcher, mode);
        GatePlan gate = shape.het() ? null : gate(spec, shape.profile(), target);
        JobPlan.Environment environment = environment(spec, shape);
        TreeMap<String, String> sbatch = new TreeMap<>(shape.profile().sbatch());
        ProfileCatalog.mergeInto(sbatch, spec.sbatch(), null, null);
        checkName(spec, name);
        checkEnvFrom(spec, environment.envFrom(), sbatch.get("export"));
        if (mode == JobSpec.LaunchMode.SSH) {
            PdshWords.check(spec, environment.env(), shape.profile().name(), listOrEmpty(spec.launcherArgs()), spec.command());
        }
        RequeuePlan requeue = RequeuePlan.resolve(spec, target, launcher, mode, sbatch);
        ContainerPlan container = shape.het() ? null : ContainerPlan.resolve(spec, shape.profile(), target, launcher, mode);
        checkSbatchNames(spec, shape.profile(), sbatch, container);
        boolean preflight = target == JobSpec.Target.SBATCH && !shape.het()
                && (spec.preflight() != null ? spec.preflight() : shape.profile().preflight());
        JobPlan.Steps steps = new JobPlan.Steps(preflight, gate, requeue, container);
        JobPlan.Resources resources = new JobPlan.Resources(name, shape.profile(), shape.nodes(), shape.gpus(), shape.tasksPerNode(),
                directives(shape, name, sbatch, steps), shape.components());
        return new JobPlan(generator(spec, version), target, spec.output(), resources, launch(spec, launcher, mode, container),
                JobPlan.Rendezvous.of(spec.masterPort()), environment, steps);
    }

    /**
     * The job's shape before its directives: the profile (component 0's for a heterogeneous job), nodes, GPUs
     * (processes) per node and Slurm tasks per node.
     */
    private record Shape(List<ComponentPlan> components, ResolvedProfile profile, int nodes, int gpus, int tasksPerNode) {
        boolean het() {
            return !components.isEmpty();
        }
    }

    /** The launcher the spec names, else the target's default; target mpirun takes only mpirun. */
    private static Launcher launcher(JobSpec spec, JobSpec.Target target) {
        Launcher launcher = spec.launcher() != null ? spec.launcher()
                : target == JobSpec.Target.MPIRUN ? Launcher.MPIRUN : Launcher.TORCHRUN;
        if (target == JobSpec.Target.MPIRUN && launcher != Launcher.MPIRUN) {
            throw ClusterjobException.badInput(spec.where("launcher"),
                    "target mpirun renders a plain mpirun script; launcher must be mpirun, got '" + launcher.id() + "'");
        }
        return launcher;
    }

    /**
     * The job's profile, nodes and GPUs per node. A heterogeneous job (docs/long-runs.md, "components"): component 0
     * gives the job's profile, the batch shell's env and its first #SBATCH block; its nodes are the components' sum.
     */
    private static Shape shape(ResolvedJob job, Launcher launcher, JobSpec.LaunchMode mode, String name) {
        JobSpec spec = job.spec();
        boolean het = !spec.components().isEmpty();
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
        return new Shape(components, profile, nodes, gpus, tasksPerNode(launcher, mode, gpus));
    }

    /** Refuses a command, launcher options, launch mode, ssh port or hostfile that the job's launcher and target cannot use. */
    private static void checkLaunch(JobSpec spec, JobSpec.Target target, Launcher launcher, JobSpec.LaunchMode mode) {
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
    }

    /**
     * The training environment: the profile's env with the spec's over it (component 0's env for a heterogeneous
     * job), without the from_env names; modules and setup lines, the profile's first. Refuses variables the script
     * derives itself (DERIVED_ENV, and with requeue RequeuePlan.DERIVED_ENV).
     */
    private static JobPlan.Environment environment(JobSpec spec, Shape shape) {
        ResolvedProfile profile = shape.profile();
        TreeMap<String, String> env = new TreeMap<>(profile.env());
        ProfileCatalog.mergeInto(env, spec.env(), null, null);
        if (shape.het()) {
            env = new TreeMap<>(shape.components().get(0).env());
        }
        TreeMap<String, String> envFrom = new TreeMap<>(spec.envFrom());
        env.keySet().removeAll(envFrom.keySet());
        boolean requeueOn = spec.requeue() != null && Boolean.TRUE.equals(spec.requeue().enabled());
        Set<String> names = new TreeSet<>(env.keySet());
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
        Set<String> modules = new LinkedHashSet<>(profile.modules());
        modules.addAll(spec.modules());
        List<String> setup = new ArrayList<>(profile.setup());
        setup.addAll(spec.setup());
        return new JobPlan.Environment(env, envFrom, List.copyOf(modules), setup);
    }

    /**
     * The #SBATCH options in their fixed order: job name, partition, nodes (with the gate's spare nodes), tasks,
     * GPUs, CPUs, the default log, the requeue options, then the merged sbatch: options by name. A heterogeneous
     * job has one block per component ({@link HetjobPlanner}).
     */
    private static List<Directive> directives(Shape shape, String name, Map<String, String> merged, JobPlan.Steps steps) {
        List<Directive> directives = new ArrayList<>();
        if (shape.het()) {
            for (ComponentPlan c : shape.components()) {
                if (c.index() > 0) {
                    directives.add(Directive.HETJOB);
                }
                directives.addAll(c.directives());
            }
            return directives;
        }
        ResolvedProfile profile = shape.profile();
        TreeMap<String, String> sbatch = new TreeMap<>(merged);
        directives.add(new Directive("job-name", name));
        String partition = sbatch.containsKey("partition") ? sbatch.remove("partition") : profile.partition();
        if (partition != null) {
            directives.add(new Directive("partition", partition));
        }
        // With spare nodes the allocation is larger than the job: the gate picks `nodes` healthy hosts (docs/gate.md).
        int spare = steps.gate() == null ? 0 : steps.gate().spareNodes();
        directives.add(new Directive("nodes", String.valueOf(shape.nodes() + spare)));
        directives.add(new Directive("ntasks-per-node", String.valueOf(shape.tasksPerNode())));
        if (profile.requestGpus() && profile.gpuVendor() != GpuVendor.NONE) {
            directives.add(new Directive("gpus-per-node", String.valueOf(shape.gpus())));
        }
        if (profile.cpusPerGpu() != null && !sbatch.containsKey("cpus-per-task")) {
            directives.add(new Directive("cpus-per-task", String.valueOf(profile.cpusPerGpu() * (shape.gpus() / shape.tasksPerNode()))));
        }
        if (!sbatch.containsKey("output")) {
            directives.add(new Directive("output", "%x-%j.out"));
        }
        if (steps.requeue() != null) {
            // requeue: (docs/long-runs.md): Slurm signals the batch shell SECONDS before the limit; both runs append to one log.
            sbatch.remove("open-mode");
            directives.addAll(steps.requeue().directives());
        }
        sbatch.forEach((k, v) -> directives.add(new Directive(k, v)));
        return directives;
    }

    /** How the header names the spec (relative to the output's folder, else the working folder); nulls for a flags-only job. */
    private static JobPlan.Generator generator(JobSpec spec, String version) {
        if (spec.file() == null) {
            return new JobPlan.Generator(version, null, null);
        }
        Path specAbs = spec.file().toAbsolutePath().normalize();
        Path out = spec.output();
        Path base = out != null ? out.toAbsolutePath().normalize().getParent() : Path.of("").toAbsolutePath();
        String source = base.relativize(specAbs).toString();
        return new JobPlan.Generator(version, source, "clusterjob render " + source);
    }

    /** The launcher's words, the training command, and what preflight looks for on the nodes (nothing with a container). */
    private static JobPlan.Launch launch(JobSpec spec, Launcher launcher, JobSpec.LaunchMode mode, ContainerPlan container) {
        List<String> launcherCommand = spec.launcherCommand() != null ? spec.launcherCommand() : List.of(launcher.executable());
        List<String> launcherArgs = listOrEmpty(spec.launcherArgs());
        return new JobPlan.Launch(launcher, launcherCommand, launcherArgs, mode, spec.sshPort(), spec.command(), spec.hostfile(),
                container == null ? programs(launcher, launcherCommand, launcherArgs, spec.command()) : List.of());
    }

    private static List<String> listOrEmpty(List<String> l) {
        return l == null ? List.of() : l;
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
}
