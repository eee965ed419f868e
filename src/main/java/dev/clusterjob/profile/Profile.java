package dev.clusterjob.profile;

import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;
import java.util.Map;

/**
 * One partition profile as written in a file (nothing inherited yet): every field may be null,
 * meaning "take it from {@code extends}". An env or sbatch value of null removes an inherited key.
 *
 * @param envOrigins where each env key is written (file:line) in a profile file of the user's; empty for a built-in
 * @param login the login: block (SSH access to the login node); {@link LoginSettings#NONE} when absent
 * @param source where the profile was defined ("built-in" or a file path)
 * @param preflight whether the rendered job checks every node before training (null: inherit; default true)
 * @param gate the profile's {@code gate:} block, or null
 * @param container the profile's {@code container:} block; {@link ContainerSettings#UNSET} when absent
 * @param setup shell lines that set up the environment of this partition's jobs ({@code setup:}, docs/spec.md)
 */
public record Profile(
        String name,
        String extendsName,
        String description,
        String partition,
        Integer gpusPerNode,
        Integer cpusPerGpu,
        GpuVendor gpuVendor,
        Boolean requestGpus,
        Map<String, String> sbatch,
        Map<String, String> env,
        Map<String, YamlNode.Origin> envOrigins,
        List<String> modules,
        LoginSettings login,
        String source,
        YamlNode.Origin origin,
        Boolean preflight,
        GateSettings gate,
        ContainerSettings container,
        List<String> setup) {

    /** The profile keys a file may use; anything else is an error naming the file and line. */
    public static final List<String> KEYS = List.of(
            "extends", "description", "partition", "gpus_per_node", "cpus_per_gpu", "gpu_vendor", "request_gpus",
            "sbatch", "env", "modules", "setup", "login", "preflight", "gate", "container");
}
