package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.Component;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Plans a Slurm heterogeneous job from a spec's {@code components:} (docs/long-runs.md, "components"): one
 * #SBATCH block per component, separated by {@code #SBATCH hetjob}, and per-component env. Refuses
 * what the rendered script cannot do across components, each with one line naming the place.
 */
final class HetjobPlanner {
    /** Launchers proven across components on the testbed: one srun step over all het groups, global ranks from Slurm. */
    static final Set<Launcher> LAUNCHERS = Set.of(Launcher.SRUN, Launcher.TORCHRUN);
    /** sbatch options that belong to the whole job: written in the first block only. */
    static final Set<String> JOB_WIDE_SBATCH = Set.of("output", "error", "open-mode");

    private HetjobPlanner() {
    }

    /** Refuses spec settings that contradict components before anything is resolved. */
    static void check(JobSpec spec, JobSpec.Target target, Launcher launcher) {
        String where = spec.where("components");
        if (spec.nodes() != null) {
            throw ClusterjobException.badInput(spec.where("nodes"), "nodes: a job with components: sets nodes in each component");
        }
        if (spec.gpusPerNode() != null) {
            throw ClusterjobException.badInput(spec.where("gpus_per_node"), "gpus_per_node: a job with components: sets gpus_per_node in each component");
        }
        if (target == JobSpec.Target.MPIRUN) {
            throw ClusterjobException.badInput(where, "components: a heterogeneous job needs Slurm; target mpirun has none");
        }
        if (!LAUNCHERS.contains(launcher)) {
            throw ClusterjobException.badInput(spec.origins().containsKey("launcher") ? spec.where("launcher") : where,
                    "components: launcher " + launcher.id() + " is not supported in a heterogeneous job (supported: srun, torchrun:"
                            + " they start one srun step over all components, where Slurm numbers tasks and nodes across them)");
        }
        if (Boolean.TRUE.equals(spec.preflight())) {
            throw ClusterjobException.badInput(spec.where("preflight"), "preflight: does not run in a heterogeneous job yet"
                    + " (its srun step covers one component); drop preflight: true / --preflight");
        }
        if (spec.requeue() != null && Boolean.TRUE.equals(spec.requeue().enabled())) {
            throw ClusterjobException.badInput(spec.where("requeue"), "requeue: not supported together with components: (untested across het groups)");
        }
        if (spec.container() != null && spec.container().runtime() != null && spec.container().runtime() != ContainerSettings.Runtime.NONE) {
            throw ClusterjobException.badInput(spec.where("container"), "container: not supported together with components:"
                    + " (each component would need its own srun options)");
        }
    }

    /** Plans each component with its resolved profile ({@code profiles}, in list order); {@code name} is the job name (first block). */
    static List<ComponentPlan> plan(JobSpec spec, List<ResolvedProfile> profiles, Launcher launcher, JobSpec.LaunchMode mode, String name) {
        List<ComponentPlan> out = new ArrayList<>();
        List<String> modules = null;
        List<String> setup = null;
        for (Component c : spec.components()) {
            String field = "components[" + c.index() + "]";
            ResolvedProfile profile = profiles.get(c.index());
            GateSettings gate = GateSettings.UNSET.with(profile.gate()).with(spec.gate());
            if (Boolean.TRUE.equals(gate.enabled())) {
                throw ClusterjobException.badInput(spec.gate() != null ? spec.where("gate") : "profile " + profile.name(),
                        "gate: does not run in a heterogeneous job (its measurements are srun steps within one component); use --no-gate or gate: false");
            }
            ContainerSettings container = profile.container().with(spec.container());
            if (container.runtime() != null && container.runtime() != ContainerSettings.Runtime.NONE) {
                throw ClusterjobException.badInput("profile " + profile.name(), field + ": container runtime " + container.runtime().id()
                        + " is not supported in a heterogeneous job; set container: {runtime: none} in the spec");
            }
            if (modules == null) {
                modules = profile.modules();
            } else if (!modules.equals(profile.modules())) {
                throw ClusterjobException.badInput(c.where("profile"), field + ": profile " + profile.name() + " loads modules " + profile.modules()
                        + ", component 0 loads " + modules + "; the batch shell loads one module list for all components");
            }
            if (setup == null) {
                setup = profile.setup();
            } else if (!setup.equals(profile.setup())) {
                throw ClusterjobException.badInput(c.where("profile"), field + ": profile " + profile.name() + " has other setup: lines"
                        + " than component 0's; one setup runs for all components (put it in the spec's setup:)");
            }
            int gpus = c.gpusPerNode() != null ? c.gpusPerNode() : profile.gpusPerNode();
            if (gpus < 1) {
                throw ClusterjobException.badInput(c.where("gpus_per_node"), field + ".gpus_per_node: expected an integer >= 1 (processes per node), got " + gpus);
            }
            TreeMap<String, String> env = new TreeMap<>(profile.env());
            ProfileCatalog.mergeInto(env, spec.env(), null, null);
            ProfileCatalog.mergeInto(env, c.env(), null, null);
            for (String k : env.keySet()) {
                if (PlanBuilder.DERIVED_ENV.contains(k) || k.equals(COMPONENT_VAR)) {
                    String where = c.env().containsKey(k) ? c.where("env." + k)
                            : spec.env().containsKey(k) ? spec.where("env." + k) : "profile " + profile.envSetBy().get(k);
                    throw ClusterjobException.badInput(where, "env." + k
                            + ": derived at run time from the allocation, identical on every node; do not set it (master_port: sets a fixed port)");
                }
            }
            int tasksPerNode = PlanBuilder.tasksPerNode(launcher, mode, gpus);
            out.add(new ComponentPlan(c.index(), profile, c.nodes(), gpus, tasksPerNode,
                    directives(spec, c, profile, gpus, tasksPerNode, name), env));
        }
        return List.copyOf(out);
    }

    /** The variable each task of a heterogeneous job finds its component index in. */
    static final String COMPONENT_VAR = "CLUSTERJOB_COMPONENT";

    private static List<Directive> directives(JobSpec spec, Component c, ResolvedProfile profile, int gpus, int tasksPerNode, String name) {
        TreeMap<String, String> sbatch = new TreeMap<>(profile.sbatch());
        ProfileCatalog.mergeInto(sbatch, spec.sbatch(), null, null);
        if (c.index() > 0) {
            JOB_WIDE_SBATCH.forEach(sbatch::remove);
        }
        ProfileCatalog.mergeInto(sbatch, c.sbatch(), null, null);
        List<Directive> d = new ArrayList<>();
        if (c.index() == 0) {
            d.add(new Directive("job-name", name));
        }
        String partition = sbatch.containsKey("partition") ? sbatch.remove("partition") : profile.partition();
        if (partition != null) {
            d.add(new Directive("partition", partition));
        }
        d.add(new Directive("nodes", String.valueOf(c.nodes())));
        d.add(new Directive("ntasks-per-node", String.valueOf(tasksPerNode)));
        if (profile.requestGpus() && profile.gpuVendor() != GpuVendor.NONE) {
            d.add(new Directive("gpus-per-node", String.valueOf(gpus)));
        }
        if (profile.cpusPerGpu() != null && !sbatch.containsKey("cpus-per-task")) {
            d.add(new Directive("cpus-per-task", String.valueOf(profile.cpusPerGpu() * (gpus / tasksPerNode))));
        }
        if (c.index() == 0 && !sbatch.containsKey("output")) {
            d.add(new Directive("output", "%x-%j.out"));
        }
        sbatch.forEach((k, v) -> d.add(new Directive(k, v)));
        return d;
    }
}
