package dev.clusterjob.render;

import dev.clusterjob.gate.GatePlan;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.slurm.BatchDirectives;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * Everything a template needs, decided in Java, in a few named parts: where the script came from, what
 * Slurm is asked for, how the training starts, where its processes meet, their environment and the
 * steps around the training. Rendering is a pure function of this record, so the same spec always gives
 * the same bytes.
 *
 * @param generator what the header says about the script's origin
 * @param target what is rendered: a batch script or a plain mpirun script
 * @param output the rendered file, or null for stdout
 */
public record JobPlan(
        Generator generator,
        JobSpec.Target target,
        Path output,
        Resources resources,
        Launch launch,
        Rendezvous rendezvous,
        Environment environment,
        Steps steps) {

    /**
     * What the header says about the script's origin.
     *
     * @param source how the header names the origin (spec path relative to the output), or null for flags
     * @param regenerate the command the header tells readers to run, or null for flag-only renders
     */
    public record Generator(String version, String source, String regenerate) {
    }

    /**
     * What Slurm is asked for.
     *
     * @param profile the merged profile (component 0's for a heterogeneous job)
     * @param nodes training nodes (the sum of the components' for a heterogeneous job)
     * @param gpusPerNode processes per node (component 0's for a heterogeneous job)
     * @param directives the {@code #SBATCH} options in a fixed order, {@link Directive#HETJOB} between components
     * @param components the parts of a heterogeneous job (docs/long-runs.md, "components"), empty for an ordinary job
     */
    public record Resources(String name, ResolvedProfile profile, int nodes, int gpusPerNode, int tasksPerNode,
                            List<Directive> directives, List<ComponentPlan> components) {
        public Resources {
            directives = List.copyOf(directives);
            components = List.copyOf(components);
        }
    }

    /**
     * How the training starts.
     *
     * @param launcherCommand the launcher program and any leading words
     * @param command the training command, one word each
     * @param hostfile target mpirun's hostfile, or null for the default
     * @param programs what preflight looks up on every node after setup ({@code command -v}): the launcher program,
     *        and the command's program where the launcher runs it directly; empty with a container (they are in the image)
     */
    public record Launch(Launcher launcher, List<String> launcherCommand, List<String> launcherArgs, JobSpec.LaunchMode mode,
                         Integer sshPort, List<String> command, String hostfile, List<String> programs) {
        public Launch {
            launcherCommand = List.copyOf(launcherCommand);
            launcherArgs = List.copyOf(launcherArgs);
            command = List.copyOf(command);
            programs = List.copyOf(programs);
        }
    }

    /**
     * Where the training processes meet: MASTER_PORT, the spec's fixed port or one derived at run time from the
     * job id (the pid under target mpirun): {@code portBase + ID % portSpan}. The fabric gate takes its ports from
     * the same range.
     *
     * @param masterPort the spec's fixed port, or null to derive it
     */
    public record Rendezvous(Integer masterPort, int portBase, int portSpan) {
        /** Lowest derived port; the range ends below Linux's ephemeral ports (32768). */
        public static final int PORT_BASE = 15000;
        /** Size of the derived range: ports PORT_BASE .. PORT_BASE + PORT_SPAN - 1. */
        public static final int PORT_SPAN = 17000;

        /** The spec's port, or null: the port derived from the job id in the usual range. */
        public static Rendezvous of(Integer masterPort) {
            return new Rendezvous(masterPort, PORT_BASE, PORT_SPAN);
        }

        /** The highest derived port. */
        public int portLast() {
            return portBase + portSpan - 1;
        }

        /** The derived range as the docs and messages write it: "15000-31999". */
        public static String derivedRange() {
            return PORT_BASE + "-" + (PORT_BASE + PORT_SPAN - 1);
        }
    }

    /**
     * The training processes' environment.
     *
     * @param env profile env merged with the spec's env, sorted by name
     * @param envFrom variables taken by name from the environment the script runs in (NAME -> SOURCE), sorted by
     *        name; their values are never written (env: {NAME: {from_env: SOURCE}})
     * @param modules the profile's modules, then the spec's (each once), loaded in the batch shell
     * @param setup the profile's setup: lines, then the spec's: run in the batch shell and in each training task's shell
     */
    public record Environment(SortedMap<String, String> env, SortedMap<String, String> envFrom, List<String> modules,
                              List<String> setup) {
        public Environment {
            modules = List.copyOf(modules);
            setup = List.copyOf(setup);
        }
    }

    /**
     * The steps around the training.
     *
     * @param preflight whether the batch script checks every node before the launch (sbatch target only)
     * @param gate the fabric gate step (docs/gate.md), or null when the job has none
     * @param requeue the signal-checkpoint-requeue step (docs/long-runs.md, "requeue"), or null when off
     * @param container the training step's container (docs/long-runs.md, "container"), or null for none
     */
    public record Steps(boolean preflight, GatePlan gate, RequeuePlan requeue, ContainerPlan container) {
    }

    /** True for a Slurm heterogeneous job. */
    public boolean heterogeneous() {
        return !resources.components().isEmpty();
    }

    /** The template that renders this plan. */
    public String templateName() {
        return target == JobSpec.Target.MPIRUN ? "mpirun.sh.ftl" : "sbatch.sh.ftl";
    }

    /** The job's name ({@code #SBATCH --job-name}). */
    public String name() {
        return resources.name();
    }

    /** The merged profile (component 0's for a heterogeneous job). */
    public ResolvedProfile profile() {
        return resources.profile();
    }

    /**
     * The {@code #SBATCH} options that submit and follow read ({@link BatchDirectives}: output, error, job-name,
     * chdir, comment, array, ...), taken from the plan's first block, as sbatch reads the lines written from it;
     * none for target mpirun, whose script has no {@code #SBATCH} lines.
     */
    public Map<String, String> batchDirectives() {
        if (target == JobSpec.Target.MPIRUN) {
            return Map.of();
        }
        List<String> words = new ArrayList<>();
        for (Directive d : resources.directives()) {
            if (d.separator()) {
                break;
            }
            words.add(d.word());
        }
        return BatchDirectives.read(words);
    }
}
