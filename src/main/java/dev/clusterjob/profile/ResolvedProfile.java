package dev.clusterjob.profile;

import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;
import java.util.SortedMap;

/**
 * A profile with its whole {@code extends} chain merged: scalars from the nearest profile that sets
 * them, env and sbatch maps merged key by key (later wins, null removes), modules appended in
 * chain order without repeats.
 *
 * @param cpusPerGpu CPUs to reserve per GPU process, or null to leave Slurm's default
 * @param chain names from the root ancestor to this profile, e.g. [tcp, testbed]
 * @param envSetBy for each env variable, the profile that gave it its value (for lint and docs)
 * @param envOrigins for each env variable a profile file of the user's gave its value, that file and line (lint
 *        names it); a variable whose value is a built-in profile's has none
 * @param login the login: block merged key by key along the chain (nearest wins); {@link LoginSettings#NONE} if none
 * @param preflight whether rendered jobs run the per-node preflight step (templates/lib/preflight.sh)
 * @param gate the chain's {@code gate:} blocks merged key by key, or null when no profile has one
 * @param container the chain's {@code container:} blocks merged ({@link ContainerSettings#with}); UNSET when none
 * @param setup the chain's {@code setup:} lines, the root's first
 */
public record ResolvedProfile(
        String name,
        List<String> chain,
        String description,
        String partition,
        int gpusPerNode,
        Integer cpusPerGpu,
        GpuVendor gpuVendor,
        boolean requestGpus,
        SortedMap<String, String> sbatch,
        SortedMap<String, String> env,
        List<String> modules,
        SortedMap<String, String> envSetBy,
        SortedMap<String, YamlNode.Origin> envOrigins,
        LoginSettings login,
        boolean preflight,
        GateSettings gate,
        ContainerSettings container,
        List<String> setup) {
}
