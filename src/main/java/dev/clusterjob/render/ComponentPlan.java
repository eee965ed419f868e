package dev.clusterjob.render;

import dev.clusterjob.profile.ResolvedProfile;

import java.util.List;
import java.util.SortedMap;

/**
 * One component of a heterogeneous job as rendered (docs/long-runs.md, "components"): its merged profile,
 * its shape, its #SBATCH block and the env its tasks get (profile env, then the spec's env, then the
 * component's own).
 *
 * @param index Slurm's het group number
 * @param directives this component's #SBATCH options (the first block also holds the job-wide ones)
 */
public record ComponentPlan(
        int index,
        ResolvedProfile profile,
        int nodes,
        int gpusPerNode,
        int tasksPerNode,
        List<Directive> directives,
        SortedMap<String, String> env) {

    public ComponentPlan {
        directives = List.copyOf(directives);
    }

    /** Slurm tasks of the training step in this component. */
    public int tasks() {
        return nodes * tasksPerNode;
    }

    /** Training processes of this component. */
    public int processes() {
        return nodes * gpusPerNode;
    }
}
