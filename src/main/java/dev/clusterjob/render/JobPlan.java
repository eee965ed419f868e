package dev.clusterjob.render;

import dev.clusterjob.gate.GatePlan;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;

/**
 * Everything a template needs, decided in Java: the merged profile, the job's shape and the
 * ordered {@code #SBATCH} directives. Rendering is a pure function of this record, so the same
 * spec always gives the same bytes.
 *
 * @param directives {@code #SBATCH} options in a fixed order ("--nodes=2", "--exclusive")
 * @param env profile env merged with the spec's env, sorted by name
 * @param source how the header names the origin (spec path relative to the output, or flags)
 * @param regenerate the command the header tells readers to run, or null for flag-only renders
 * @param preflight whether the batch script checks every node before the launch (sbatch target only)
 * @param gate the fabric gate step (docs/gate.md), or null when the job has none
 * @param requeue the signal-checkpoint-requeue step (docs/long-runs.md, "requeue"), or null when off
 * @param container the training step's container (docs/long-runs.md, "container"), or null for none
 * @param components the parts of a heterogeneous job (docs/long-runs.md, "components"), empty for an ordinary job;
 *        then profile, gpusPerNode and env are component 0's and nodes is the sum
 * @param modules the profile's modules, then the spec's (each once), loaded in the batch shell
 * @param setup the profile's setup: lines, then the spec's: run in the batch shell and in each training task's shell
 * @param programs what preflight looks up on every node after setup ({@code command -v}): the launcher program,
 *        and the command's program where the launcher runs it directly; empty with a container (they are in the image)
 * @param envFrom variables taken by name from the environment the script runs in (NAME -> SOURCE), sorted by
 *        name; their values are never written (env: {NAME: {from_env: SOURCE}})
 */
public record JobPlan(
        String version,
        String source,
        String regenerate,
        JobSpec.Target target,
        String name,
        ResolvedProfile profile,
        int nodes,
        int gpusPerNode,
        int tasksPerNode,
        Launcher launcher,
        List<String> launcherCommand,
        List<String> launcherArgs,
        JobSpec.LaunchMode launchMode,
        Integer sshPort,
        Integer masterPort,
        List<String> command,
        List<String> directives,
        SortedMap<String, String> env,
        String hostfile,
        Path output,
        boolean preflight,
        GatePlan gate,
        RequeuePlan requeue,
        ContainerPlan container,
        List<ComponentPlan> components,
        List<String> modules,
        List<String> setup,
        List<String> programs,
        SortedMap<String, String> envFrom) {

    public JobPlan {
        components = components == null ? List.of() : List.copyOf(components);
        modules = modules == null ? List.of() : List.copyOf(modules);
        setup = setup == null ? List.of() : List.copyOf(setup);
        programs = programs == null ? List.of() : List.copyOf(programs);
        envFrom = envFrom == null ? new java.util.TreeMap<>() : envFrom;
    }

    /** True for a Slurm heterogeneous job. */
    public boolean heterogeneous() {
        return !components.isEmpty();
    }

    /** The template that renders this plan. */
    public String templateName() {
        return target == JobSpec.Target.MPIRUN ? "mpirun.sh.ftl" : "sbatch.sh.ftl";
    }
}
