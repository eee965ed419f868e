package dev.clusterjob.spec;

import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.yaml.YamlNode;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A training job as the user described it (YAML spec and/or flags; flags win). Fields are null
 * when not given. {@code origins} maps each set field to where it was set ("job.yaml:7" or
 * "--nodes"), so later checks can name the place.
 *
 * @param file the spec file, or null when the job came from flags only
 * @param launcherCommand the launcher program and any leading words (replaces e.g. torchrun)
 * @param profileFiles profile files, already resolved against the spec's folder
 * @param output the rendered file, resolved against the spec's folder; null means stdout
 * @param preflight whether the job checks every node before training; null: the profile decides
 * @param gate the spec's {@code gate:} block merged with --gate/--no-gate, or null when neither was given
 * @param requeue the spec's {@code requeue:} block merged with --requeue/--no-requeue/--max-restarts, or null
 * @param components the parts of a heterogeneous job ({@code components:}); empty for an ordinary job
 * @param container the spec's {@code container:} block merged with --container-runtime/--container-image
 * @param allowFindings knowledge-base findings the user accepts ({@code allow_findings:}, --allow-finding):
 *                      {@code CODE} or {@code CODE:VARIABLE}; render neither prints them nor refuses the job for them
 * @param sbatchPluginOptions long sbatch options a site's plugins add ({@code sbatch_plugin_options:},
 *                            --sbatch-plugin-option), accepted in {@code sbatch:} besides sbatch's own
 * @param modules modules to load after the profile's ({@code modules:}, --module)
 * @param setup the user's own shell lines, run after the profile's in the batch shell and in every training
 *              task's shell before the launcher ({@code setup:}, --setup)
 * @param envFrom variables the job takes from the environment sbatch runs in, by name only
 *                ({@code env: {NAME: {from_env: SOURCE}}}): NAME -> SOURCE; the value is never written
 */
public record JobSpec(
        Path file,
        String name,
        String profile,
        List<Path> profileFiles,
        Integer nodes,
        Integer gpusPerNode,
        Launcher launcher,
        List<String> launcherCommand,
        List<String> launcherArgs,
        List<String> command,
        Map<String, String> sbatch,
        Map<String, String> env,
        Path output,
        Target target,
        String hostfile,
        LaunchMode launchMode,
        Integer sshPort,
        Integer masterPort,
        Map<String, YamlNode.Origin> origins,
        Boolean preflight,
        GateSettings gate,
        RequeueSettings requeue,
        List<Component> components,
        dev.clusterjob.profile.ContainerSettings container,
        List<String> allowFindings,
        List<String> sbatchPluginOptions,
        List<String> modules,
        List<String> setup,
        Map<String, String> envFrom) {

    /** The spec keys; anything else in a spec file is an error naming file and line. */
    public static final List<String> KEYS = List.of(
            "name", "profile", "profile_files", "nodes", "gpus_per_node", "launcher", "launcher_command",
            "launcher_args", "command", "sbatch", "env", "output",
            "target", "hostfile", "launch_mode", "ssh_port", "master_port", "preflight", "gate",
            "requeue", "components", "container", "allow_findings", "sbatch_plugin_options", "modules", "setup");

    /** What is rendered: a Slurm batch script, or a plain mpirun script for hosts without Slurm. */
    public enum Target { SBATCH, MPIRUN }

    /** How deepspeed reaches the other nodes: one srun task per node (no ssh), or pdsh/ssh from the batch host. */
    public enum LaunchMode { SRUN, SSH }

    /** Where {@code field} was set, or a generic place when unknown. */
    public String where(String field) {
        YamlNode.Origin o = origins.get(field);
        if (o != null) {
            return o.toString();
        }
        return file != null ? file.toString() : "command line";
    }
}
